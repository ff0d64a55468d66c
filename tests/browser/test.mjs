// The browser tests of nimbook's pages, in headless Chromium (playwright-core, axe-core).
// run.sh builds the sites and sets FIXTURE_DIR (tests/browser/site built), COURSE_DIR (the
// shipped lessons, when content/ exists), NIMBOOK_BIN and SHOTS_DIR (ONLY, below, picks checks).
// One line per check, then "N passed, M failed"; the exit code is 1 when a check failed.
import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify, isDeepStrictEqual } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BIN = process.env.NIMBOOK_BIN;
const FIXTURE_DIR = process.env.FIXTURE_DIR;
const COURSE_DIR = process.env.COURSE_DIR || '';
const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/browser-shots';
const AXE = path.join(here, 'node_modules', 'axe-core', 'axe.min.js');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const run = promisify(execFile);

if (!BIN || !FIXTURE_DIR) {
  console.error('run this through tests/browser/run.sh (NIMBOOK_BIN and FIXTURE_DIR are not set)');
  process.exit(2);
}

/* ------------------------------------------------------------------ reporting */

let passed = 0;
let failed = 0;

// ONLY=b,e,screenshots runs only the checks whose names start with (b), (e) or "screenshots".
const ONLY = (process.env.ONLY || '').split(',').filter(Boolean);

async function check(name, fn) {
  if (ONLY.length && !ONLY.some((o) => name.startsWith(o.length === 1 ? `(${o})` : o))) return;
  const started = Date.now();
  try {
    const detail = await fn();
    const seconds = (Date.now() - started) / 1000;
    passed++;
    console.log(`ok   ${name}${detail ? ` — ${detail}` : ''}${seconds > 3 ? ` (${seconds.toFixed(1)} s)` : ''}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e && e.message ? e.message : e}`);
  }
}

// The message may be a function, for messages that can only be built when the check fails.
function assert(cond, message) {
  if (!cond) throw new Error(typeof message === 'function' ? message() : message);
}

/* ------------------------------------------------------------ the static server */

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function serve(dir) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    const file = path.join(dir, path.normalize(pathname.endsWith('/') ? pathname + 'index.html' : pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' }).end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, server }));
  });
}

function htmlPages(dir) {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.html')).sort();
}

/* ------------------------------------------------------------------ the engine */

// The words `nimbook example` takes for a play config and position.
function words(cfg, heaps) {
  if (cfg.game === 'bash') return ['bash', String(heaps[0]), String(cfg.maxTake), ...(cfg.misere ? ['--misere'] : [])];
  if (cfg.game === 'wythoff') return ['wythoff', String(heaps[0]), String(heaps[1])];
  return [
    'nim',
    ...heaps.map(String),
    ...(cfg.misere ? ['--misere'] : []),
    ...(cfg.maxTake == null ? [] : ['--max-take', String(cfg.maxTake)]),
  ];
}

async function engine(cfg, heaps) {
  const { stdout } = await run(BIN, ['example', ...words(cfg, heaps), '--json']);
  const ex = JSON.parse(stdout);
  return { wins: ex.first_player_wins, moves: ex.winning_moves };
}

// Runs fn over items, `width` at a time.
async function pool(items, width, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/* ------------------------------------------------------------------- pages */

const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

// Chromium asks every new origin for /favicon.ico unless the page names an icon; that 404 is
// the browser's, not the page's. (Ask base.html for <link rel="icon" …> to get rid of it.)
const isFavicon = (url) => new URL(url).pathname === '/favicon.ico';

// Opens a page that records every console error/warning, uncaught error and failed request.
async function open(context, url) {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (m.location().url && isFavicon(m.location().url)) return;
    problems.push(`console.${m.type()}: ${m.text()} ${m.location().url || ''}`.trim());
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure() && r.failure().errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400 && !isFavicon(r.url())) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems };
}

// axe-core's serious and critical violations; `context` and `options` as for axe.run.
async function axeViolations(page, context = null, options = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(
    ([context, options]) => window.axe.run(context || document, { resultTypes: ['violations'], ...options }),
    [context, options],
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

async function overflow(page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    // Name the widest elements, to say what overflows.
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 0.5)
      .slice(0, 3)
      .map((e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : ''));
    return `scrollWidth ${document.documentElement.scrollWidth} > ${width}: ${wide.join(', ')}`;
  });
}

/* ------------------------------------------------------------- the play widget */

const state = (page, id) => page.$eval(`#${id} .play-widget`, (w) => ({ ...w.dataset }));

async function waitTurn(page, id) {
  await page.waitForFunction(
    (id) => ['you', 'over'].includes(document.querySelector(`#${id} .play-widget`).dataset.state),
    id,
    { timeout: 10000 },
  );
  return state(page, id);
}

async function configOf(page, id) {
  return page.$eval(`#${id}`, (s) => JSON.parse(s.dataset.config));
}

// The moves a student can click: every enabled counter (Wythoff: also with "Both piles" on).
async function clickable(page, id) {
  return page.$$eval(`#${id} .play-counter:not([disabled])`, (bs) => bs.map((b) => ({ pile: b.dataset.pile, take: +b.dataset.take })));
}

async function clickMove(page, id, move) {
  const both = page.locator(`#${id} .play-both`);
  if ((await both.count()) && (move.pile === 'both') !== ((await both.getAttribute('aria-pressed')) === 'true')) {
    await both.click();
  }
  await page.click(`#${id} .play-counter[data-pile="${move.pile}"][data-take="${move.take}"]`);
}

// A small seeded generator, so that a failing game can be replayed.
function random(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

const STRATEGIES = {
  top: () => (moves) => moves.find((m) => m.take === 1),
  all: () => (moves) => moves.reduce((a, b) => (b.take > a.take ? b : a)),
  random: (seed) => {
    const r = random(seed);
    return (moves) => moves[Math.floor(r() * moves.length)];
  },
};

// Plays one game to the end with the student choosing by `pick`; returns the final state.
async function playOut(page, id, starter, pick) {
  await page.selectOption(`#${id} select`, starter);
  await page.click(`#${id} button:text-is("New game")`);
  for (let plies = 0; plies < 400; plies++) {
    const s = await waitTurn(page, id);
    if (s.state === 'over') return s;
    const cfg = await configOf(page, id);
    let moves = await clickable(page, id);
    if (cfg.game === 'wythoff') {
      const heaps = s.heaps.split(' ').map(Number);
      for (let k = 1; k <= Math.min(15, ...heaps); k++) moves.push({ pile: 'both', take: k });
    }
    const move = pick(moves);
    await clickMove(page, id, move);
  }
  throw new Error('the game did not end');
}

/* -------------------------------------------------------------------- checks */

const browser = await chromium.launch(LAUNCH);

// A browser context in which the computer answers after 10 ms instead of 450, to save time.
async function newContext(options) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    window.nimbookPlayDelay = 10;
  });
  return context;
}
const fixture = await serve(FIXTURE_DIR);
const course = COURSE_DIR ? await serve(COURSE_DIR) : null;
const sites = [{ name: 'fixture', dir: FIXTURE_DIR, url: fixture.url }];
if (course) sites.push({ name: 'course', dir: COURSE_DIR, url: course.url });
fs.mkdirSync(SHOTS_DIR, { recursive: true });

// (a) every page loads cleanly, its widgets are built and the search index loads.
for (const site of sites) {
  const context = await newContext({ viewport: DESKTOP });
  for (const file of htmlPages(site.dir)) {
    await check(`(a) ${site.name}/${file} loads with no console error or warning and no failed request`, async () => {
      const { page, problems } = await open(context, site.url + file);
      const plays = await page.$$eval('section.play', (ss) => ss.map((s) => !s.hidden && !!s.querySelector('.play-counter, .play-heap')));
      assert(plays.every(Boolean), 'a play section was not built');
      await page.fill('#search-input', 'nim');
      await page.waitForSelector('.search-results:not([hidden])', { timeout: 5000 });
      await page.waitForTimeout(100);
      assert(problems.length === 0, problems.join('; '));
      await page.close();
      return `${plays.length} play widget(s)`;
    });
  }
  await context.close();
}

const context = await newContext({ viewport: DESKTOP });
const { page } = await open(context, fixture.url + 'nim.html');

// (b) the computer, starting from a won position, wins whatever the student does.
for (const [name, seed] of [['top', 0], ['all', 0], ['random', 1], ['random', 2], ['random', 3]]) {
  await check(`(b) nim 3 4 5, computer starts, student plays "${name}${seed ? ' ' + seed : ''}": the computer wins`, async () => {
    const end = await playOut(page, 'play-1', 'computer', STRATEGIES[name](seed));
    assert(end.winner === 'computer', `winner: ${end.winner}`);
    const status = await page.textContent('#play-1 .play-status');
    assert(/computer wins/.test(status), `status: ${status}`);
  });
}

const playPages = ['nim.html', 'misere.html', 'bounded.html', 'bash.html', 'wythoff.html', 'chinese.html'];
const wonBlocks = [];
for (const file of playPages) {
  const p = await context.newPage();
  await p.goto(fixture.url + file);
  for (const { id, cfg } of await p.$$eval('section.play', (ss) => ss.map((s) => ({ id: s.id, cfg: JSON.parse(s.dataset.config) })))) {
    if (await p.evaluate(([c, h]) => window.nimbookPlay.firstPlayerWins(c, h), [cfg, cfg.heaps])) wonBlocks.push({ file, id, cfg });
  }
  await p.close();
}
for (const { file, id, cfg } of wonBlocks) {
  await check(`(b) ${file} ${words(cfg, cfg.heaps).join(' ')}: computer starts and wins against a random student`, async () => {
    const p = await context.newPage();
    await p.goto(fixture.url + file);
    const end = await playOut(p, id, 'computer', STRATEGIES.random(7));
    await p.close();
    assert(end.winner === 'computer', `winner: ${end.winner}`);
  });
}

// (c) a hint is a winning move (by nimbookPlay and by the Rust engine); following the hints wins.
for (const { file, id, cfg } of wonBlocks) {
  await check(`(c) ${file} ${words(cfg, cfg.heaps).join(' ')}: every hint is the engine's first winning move, and following them wins`, async () => {
    const p = await context.newPage();
    await p.goto(fixture.url + file);
    await p.selectOption(`#${id} select`, 'you');
    let hints = 0;
    for (;;) {
      const s = await waitTurn(p, id);
      if (s.state === 'over') {
        assert(s.winner === 'you', `winner: ${s.winner}`);
        break;
      }
      const heaps = s.heaps.split(' ').map(Number);
      await p.click(`#${id} button:text-is("Hint")`);
      const hint = await p.$eval(`#${id} .play-hint`, (h) => ({ pile: h.dataset.pile, take: Number(h.dataset.take), text: h.textContent, hidden: h.hidden }));
      assert(!hint.hidden && hint.pile !== undefined, `no hint move at ${s.heaps}: ${hint.text}`);
      const js = await p.evaluate(([c, h]) => window.nimbookPlay.winningMoves(c, h), [cfg, heaps]);
      const rust = await engine(cfg, heaps);
      const asEngine = (m) => (cfg.game === 'wythoff' ? m.from === (hint.pile === 'both' ? 'both' : hint.pile === '0' ? 'first' : 'second') : cfg.game === 'bash' || m.heap === Number(hint.pile) + 1) && m.take === hint.take;
      assert(js.some(asEngine), `hint ${hint.pile}/${hint.take} at ${s.heaps} is not in nimbookPlay.winningMoves`);
      assert(rust.moves.length && asEngine(rust.moves[0]), `hint ${hint.pile}/${hint.take} at ${s.heaps} is not the engine's first winning move ${JSON.stringify(rust.moves[0])}`);
      await clickMove(p, id, { pile: hint.pile, take: hint.take });
      hints++;
    }
    await p.close();
    return `${hints} hints checked`;
  });
}

await check('(c) nim 1 2 3 (a lost start): the hint says there is no winning move, as the engine does', async () => {
  await page.selectOption('#play-2 select', 'you');
  await page.click('#play-2 button:text-is("Hint")');
  const text = await page.textContent('#play-2 .play-hint');
  assert(/no winning move/.test(text), text);
  const rust = await engine({ game: 'nim', misere: false, maxTake: null }, [1, 2, 3]);
  assert(!rust.wins && rust.moves.length === 0, 'the engine has a winning move');
});

// (d) nimbookPlay agrees with `nimbook example … --json`: the same moves in the same order.
{
  const cases = [];
  const sizes = [0, 1, 2, 3, 4, 5, 6, 7];
  const nimHeaps = [];
  for (const a of sizes) {
    nimHeaps.push([a]);
    for (const b of sizes) {
      nimHeaps.push([a, b]);
      for (const c of sizes) nimHeaps.push([a, b, c]);
    }
  }
  const nimRules = [
    ['normal', false, null],
    ['misère', true, null],
    ['max-take 2', false, 2],
    ['max-take 3', false, 3],
    ['misère max-take 2', true, 2],
    ['misère max-take 3', true, 3],
  ];
  for (const [label, misere, maxTake] of nimRules) {
    cases.push({ label: `Nim ${label}, 1–3 heaps ≤ 7`, list: nimHeaps.map((h) => ({ cfg: { game: 'nim', heaps: h, misere, maxTake }, heaps: h })) });
  }
  const bash = [];
  for (const misere of [false, true]) for (let m = 1; m <= 5; m++) for (let n = 0; n <= 30; n++) bash.push({ cfg: { game: 'bash', heaps: [n], misere, maxTake: m }, heaps: [n] });
  cases.push({ label: 'Bash n ≤ 30, m ≤ 5, normal and misère', list: bash });
  const wythoff = [];
  for (let a = 0; a <= 25; a++) for (let b = 0; b <= 25; b++) wythoff.push({ cfg: { game: 'wythoff', heaps: [a, b] }, heaps: [a, b] });
  cases.push({ label: 'Wythoff a, b ≤ 25', list: wythoff });

  for (const { label, list } of cases) {
    await check(`(d) ${label}: nimbookPlay.winningMoves and firstPlayerWins equal the Rust engine's`, async () => {
      const started = Date.now();
      const js = await page.evaluate(
        (list) => list.map(({ cfg, heaps }) => ({ wins: window.nimbookPlay.firstPlayerWins(cfg, heaps), moves: window.nimbookPlay.winningMoves(cfg, heaps) })),
        list,
      );
      const rust = await pool(list, 4, ({ cfg, heaps }) => engine(cfg, heaps));
      const bad = list.map((c, i) => i).filter((i) => !isDeepStrictEqual(js[i], rust[i]));
      assert(
        bad.length === 0,
        () => `${bad.length} positions differ, e.g. ${words(list[bad[0]].cfg, list[bad[0]].heaps).join(' ')}: js ${JSON.stringify(js[bad[0]])} rust ${JSON.stringify(rust[bad[0]])}`,
      );
      return `${list.length} positions, ${Date.now() - started} ms`;
    });
  }
}

// Keyboard play, the big-heap form, New game and Random start.
await check('keyboard: Tab reaches a heap, arrows choose a counter, Enter takes, focus stays in the heaps', async () => {
  await page.selectOption('#play-1 select', 'you');
  await page.focus('#play-1 button:text-is("Hint")');
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert(first === 'Take 1 from heap 1', `Tab went to ${first}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert(label === 'Take 3 from heap 2', `arrows went to ${label}`);
  await page.keyboard.press('Enter');
  await waitTurn(page, 'play-1');
  const focus = await page.evaluate(() => !!document.activeElement.closest('#play-1 .play-heaps'));
  assert(focus, 'focus left the heaps');
  const log = await page.$$eval('#play-1 .play-log li', (li) => li.map((l) => l.textContent));
  assert(log[1] === 'You: take 3 from heap 2 → 3 1 5', `log: ${log.join(' | ')}`);
  assert(log.length === 3 && /^Computer: take \d+ from heap \d/.test(log[2]), `log: ${log.join(' | ')}`);
  assert(/XOR = \d+ ≠ 0 → take \d+ from heap \d, XOR becomes 0+$/.test(await page.textContent('#play-1 .play-why')), 'no XOR explanation');
});

await check('big heaps: the "Take n from heap" form takes more than the drawn counters', async () => {
  await page.selectOption('#play-3 select', 'you');
  assert(await page.isVisible('#play-3 .play-take'), 'the form is hidden');
  await page.fill('#play-3 .play-take input', '16');
  await page.selectOption('#play-3 .play-take select', '0');
  await page.click('#play-3 .play-take button');
  const log = await page.$$eval('#play-3 .play-log li', (li) => li.map((l) => l.textContent));
  assert(log[1] === 'You: take 16 from heap 1 → 1 5 12', `log: ${log.join(' | ')}`);
});

await check('New game restores the lesson position; Random start picks another of the same size class', async () => {
  await page.click('#play-1 button:text-is("Random start")');
  const r = (await state(page, 'play-1')).heaps.split(' ').map(Number);
  assert(r.length === 3 && r.every((x) => x >= 1 && x <= 7) && r.join(' ') !== '3 4 5', `random start ${r}`);
  await page.click('#play-1 button:text-is("New game")');
  assert((await state(page, 'play-1')).heaps === '3 4 5', 'New game did not restore 3 4 5');
});

await check('the computer explains itself: Wythoff names the P-position, Bash the residue, misère the endgame', async () => {
  const lines = {};
  for (const [file, id] of [['wythoff.html', 'play-1'], ['bash.html', 'play-1'], ['bounded.html', 'play-1']]) {
    const p = await context.newPage();
    await p.goto(fixture.url + file);
    await p.selectOption(`#${id} select`, 'computer');
    await waitTurn(p, id);
    lines[file] = await p.textContent(`#${id} .play-why`);
    await p.close();
  }
  assert(/^\(4, 9\) is not a P-position → take 2 from pile 2: \(4, 7\) is a P-position: a₃ = 4, b₃ = 7$/.test(lines['wythoff.html']), lines['wythoff.html']);
  assert(/23 mod 3 = 2 ≠ 0 → take 2 from the heap, leaving 21/.test(lines['bash.html']), lines['bash.html']);
  assert(/mod 4: 1 2 0\): XOR = 11 ≠ 0/.test(lines['bounded.html']), lines['bounded.html']);
});

// (e) search.
async function searchFor(p, query) {
  await p.fill('#search-input', '');
  await p.fill('#search-input', query);
  await p.waitForSelector('.search-results:not([hidden]) [role=option]', { timeout: 5000 });
  return p.$$eval('.search-results [role=option]', (os) => os.map((o) => ({ href: o.getAttribute('href'), title: (o.querySelector('.hit-title') || o).textContent, marks: o.querySelectorAll('mark').length })));
}

await check('(e) search "Wythoff" finds the Wythoff lesson first, with <mark>ed context', async () => {
  const hits = await searchFor(page, 'Wythoff');
  assert(hits.length && hits[0].href === 'wythoff.html', `hits: ${JSON.stringify(hits.slice(0, 3))}`);
  assert(hits[0].marks > 0, 'no <mark>');
  return `${hits.length} hits`;
});

await check('(e) search "威佐夫" finds the Chinese lesson', async () => {
  const hits = await searchFor(page, '威佐夫');
  assert(hits.length && hits[0].href === 'chinese.html', `hits: ${JSON.stringify(hits)}`);
});

await check('(e) search is NFKC- and case-insensitive: "ＴＨＥ Ｐairs" finds the heading "The pairs"', async () => {
  const hits = await searchFor(page, 'ＴＨＥ Ｐairs');
  assert(hits.some((h) => h.href === 'wythoff.html#the-pairs'), `hits: ${JSON.stringify(hits)}`);
});

await check('(e) keyboard: ArrowDown/ArrowUp select (aria-selected, aria-activedescendant), Escape closes, Enter opens', async () => {
  const hits = await searchFor(page, 'heap');
  assert(hits.length >= 2, 'need two hits');
  await page.focus('#search-input');
  const selectedIndex = () =>
    page.evaluate(() => {
      const os = [...document.querySelectorAll('.search-results [role=option]')];
      const i = os.findIndex((o) => o.getAttribute('aria-selected') === 'true');
      const active = document.getElementById('search-input').getAttribute('aria-activedescendant');
      return i >= 0 && os[i].id === active ? i : i >= 0 ? 'mismatch' : -1;
    });
  await page.keyboard.press('ArrowDown');
  assert((await selectedIndex()) === 0, 'ArrowDown did not select the first hit');
  await page.keyboard.press('ArrowDown');
  assert((await selectedIndex()) === 1, 'ArrowDown did not move to the second hit');
  await page.keyboard.press('ArrowUp');
  assert((await selectedIndex()) === 0, 'ArrowUp did not move back');
  await page.keyboard.press('Escape');
  assert(await page.isHidden('.search-results'), 'Escape did not close the results');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert((await selectedIndex()) === 1, 'ArrowDown did not reopen and select');
  await Promise.all([page.waitForURL(fixture.url + hits[1].href), page.keyboard.press('Enter')]);
  await page.goto(fixture.url + 'nim.html');
  await page.fill('#search-input', 'misère');
  await page.waitForSelector('.search-results:not([hidden]) [role=option]');
  await Promise.all([page.waitForURL(/misere\.html/), page.keyboard.press('Enter')]);
  await page.goto(fixture.url + 'nim.html');
});

await check('(e) search works from file:// (index from search-index.js), with no console error', async () => {
  const { page: p, problems } = await open(context, pathToFileURL(path.join(FIXTURE_DIR, 'index.html')).href);
  const hits = await searchFor(p, 'wythoff');
  assert(hits[0].href === 'wythoff.html', `hits: ${JSON.stringify(hits)}`);
  assert(problems.length === 0, problems.join('; '));
  await p.close();
});

await context.close();

// (f) axe: no serious or critical violation, with the widgets in play and the search open;
// in dark mode only the colours change, so only the colour rules are run again.
for (const site of sites) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await newContext({ viewport: DESKTOP, colorScheme: scheme });
    const options = scheme === 'dark' ? { runOnly: ['color-contrast', 'link-in-text-block'] } : {};
    for (const file of htmlPages(site.dir)) {
      await check(`(f) axe ${site.name}/${file} (${scheme}): no serious or critical violation`, async () => {
        const p = await ctx.newPage();
        await p.goto(site.url + file);
        const ids = await p.$$eval('section.play', (ss) => ss.map((s) => s.id));
        if (ids.length) {
          // Show a hint and a few moves, so the log and the hint are checked too.
          await p.click(`#${ids[0]} button:text-is("Hint")`);
          await p.selectOption(`#${ids[0]} select`, 'computer');
          await waitTurn(p, ids[0]);
        }
        let violations = await axeViolations(p, null, options);
        await p.fill('#search-input', 'the');
        await p.waitForSelector('.search-results:not([hidden])');
        await p.keyboard.press('ArrowDown');
        violations = violations.concat(await axeViolations(p, { include: [['form.search']] }, options));
        await p.close();
        assert(violations.length === 0, [...new Set(violations)].join('; '));
      });
    }
    await ctx.close();
  }
}

// (g) no horizontal overflow on a phone, also with a game under way and the results open.
for (const site of sites) {
  const ctx = await newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  for (const file of htmlPages(site.dir)) {
    await check(`(g) ${site.name}/${file} at 390×844: no horizontal overflow`, async () => {
      const p = await ctx.newPage();
      await p.goto(site.url + file);
      const problems = [await overflow(p)];
      const ids = await p.$$eval('section.play', (ss) => ss.map((s) => s.id));
      for (const id of ids) {
        await p.selectOption(`#${id} select`, 'computer');
        await waitTurn(p, id);
        await p.click(`#${id} button:text-is("Hint")`).catch(() => {});
      }
      problems.push(await overflow(p));
      await p.fill('#search-input', 'nim');
      await p.waitForSelector('.search-results:not([hidden])');
      problems.push(await overflow(p));
      await p.close();
      const found = problems.filter(Boolean);
      assert(found.length === 0, found.join('; '));
    });
  }
  await ctx.close();
}

// (h) without JavaScript: play sections stay hidden, the search form too, the text is there.
for (const site of sites) {
  const ctx = await newContext({ viewport: DESKTOP, javaScriptEnabled: false });
  for (const file of htmlPages(site.dir)) {
    await check(`(h) ${site.name}/${file} without JavaScript: play hidden, text shown`, async () => {
      const p = await ctx.newPage();
      await p.goto(site.url + file);
      const r = await p.evaluate(() => ({
        plays: [...document.querySelectorAll('section.play')].map((s) => s.hidden && s.getBoundingClientRect().height === 0),
        offline: [...document.querySelectorAll('.play-offline')].filter((n) => n.getBoundingClientRect().height > 0).length,
        search: document.querySelector('form.search').getBoundingClientRect().height,
        text: document.querySelector('main').innerText.trim().length,
      }));
      await p.close();
      assert(r.plays.every(Boolean), 'a play section is shown');
      assert(r.offline === r.plays.length, `${r.offline} of ${r.plays.length} "play offline" notes shown`);
      assert(r.search === 0, 'the search form is shown');
      assert(r.text > 100, `only ${r.text} characters of text`);
    });
  }
  await ctx.close();
}

// Screenshots of the fixture pages: phone and desktop, light and dark, with a game under way.
await check(`screenshots written to ${SHOTS_DIR}`, async () => {
  let n = 0;
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    for (const scheme of ['light', 'dark']) {
      const ctx = await newContext({ viewport, colorScheme: scheme, isMobile: size === 'phone', hasTouch: size === 'phone' });
      for (const file of htmlPages(FIXTURE_DIR)) {
        const p = await ctx.newPage();
        await p.goto(fixture.url + file);
        const ids = await p.$$eval('section.play', (ss) => ss.map((s) => s.id));
        if (ids.length) {
          await p.selectOption(`#${ids[0]} select`, 'computer');
          await waitTurn(p, ids[0]);
          await p.click(`#${ids[0]} button:text-is("Hint")`);
        }
        const name = `${file.replace('.html', '')}-${size}-${scheme}`;
        await p.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
        for (const id of ids) {
          await p.locator(`#${id}`).screenshot({ path: path.join(SHOTS_DIR, `${name}-${id}.png`) });
          n++;
        }
        await p.fill('#search-input', file === 'chinese.html' ? '威佐夫' : 'wythoff');
        await p.waitForSelector('.search-results:not([hidden])');
        await p.keyboard.press('ArrowDown');
        await p.screenshot({ path: path.join(SHOTS_DIR, `${name}-search.png`) });
        await p.close();
        n += 2;
      }
      await ctx.close();
    }
  }
  return `${n} images`;
});

await browser.close();
fixture.server.close();
if (course) course.server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
