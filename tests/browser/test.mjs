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
// Every wait scales with TIMEOUT_SCALE (default 1; e.g. 4 on a loaded 2-core machine), so that a
// slow machine gets longer waits instead of failures; a check's verdict never depends on a wait.
const TIMEOUT_SCALE = Number(process.env.TIMEOUT_SCALE || 1);
if (!(TIMEOUT_SCALE > 0)) {
  console.error(`TIMEOUT_SCALE must be a positive number, not ${process.env.TIMEOUT_SCALE}`);
  process.exit(2);
}
const ms = (n) => Math.round(n * TIMEOUT_SCALE);

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

// The pages of a site, with those of its other languages (`zh/nim.html`).
function htmlPages(dir) {
  const here = fs.readdirSync(dir).filter((f) => f.endsWith('.html')).sort();
  const editions = fs.readdirSync(dir).filter((d) => /^[a-z]{2,3}$/.test(d) && fs.existsSync(path.join(dir, d, 'index.html'))).sort();
  return here.concat(...editions.map((d) => htmlPages(path.join(dir, d)).map((f) => `${d}/${f}`)));
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

// Text smaller than `min` CSS pixels as drawn: HTML text by its computed size, chart labels by
// their size times the chart's scale. Formulas' scripts are set smaller by convention and the
// play widget's heap blocks are pictures, so neither counts.
async function smallText(page, min = 12) {
  return page.evaluate((min) => {
    const small = [];
    for (const e of document.querySelectorAll('main *')) {
      if (e.closest('math, .visually-hidden') || !e.getClientRects().length) continue;
      if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      let size = parseFloat(getComputedStyle(e).fontSize);
      const svg = e.closest('svg');
      if (svg) {
        if (!svg.viewBox.baseVal || !svg.viewBox.baseVal.width) continue;
        size *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      }
      if (size < min - 0.05) small.push(`${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : ''} "${e.textContent.trim().slice(0, 20)}" ${size.toFixed(1)} px`);
    }
    return small.slice(0, 3);
  }, min);
}

/* ------------------------------------------------------------- the play widget */

const state = (page, id) => page.$eval(`#${id} .play-widget`, (w) => ({ ...w.dataset }));

async function waitTurn(page, id) {
  await page.waitForFunction(
    (id) => ['you', 'over'].includes(document.querySelector(`#${id} .play-widget`).dataset.state),
    id,
    { timeout: ms(10000) },
  );
  return state(page, id);
}

// A play block too large for its page to hold its table gets it from the page's engine module
// once it comes near the screen: bring each such block into view and wait until it is set up.
async function playsReady(page) {
  const waiting = await page.$$eval('section.play[data-config-from]:not([data-started])', (ss) => ss.map((s) => s.id));
  for (const id of waiting) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.waitForSelector(`#${id}[data-started]`, { timeout: ms(30000) });
  }
  return waiting.length;
}

async function configOf(page, id) {
  return page.$eval(`#${id}`, (s) => JSON.parse(s.dataset.config));
}

// The words `nimbook example` takes for a block's game at `position` (the block's words with
// the start replaced).
function words(cfg, position) {
  const at = cfg.words.indexOf(` ${cfg.start.join(' ')}`);
  assert(at > 0, `cannot find the start in "${cfg.words}"`);
  const rest = cfg.words.slice(at + 1 + cfg.start.join(' ').length);
  return [...cfg.words.slice(0, at).split(' '), ...position.map(String), ...rest.split(' ').filter(Boolean)];
}

// The engine's verdict at a position, with each winning move as the position it leaves.
/** Opens a course page, finds its play section, starts a game as "you" and waits for the
 *  turn: the page, the section's id, its table (cfg) and the widget's state. */
/** Opens a course page and its first play block (or the first drawn on `board`), the student to move. */
async function openPlay(file, board) {
  const p = await context.newPage();
  await p.goto(course.url + file);
  await playsReady(p);
  const id = await p.$$eval('section.play[data-config]', (ss, board) => ss.find((s) => !board || JSON.parse(s.dataset.config).board === board).id, board);
  const cfg = await configOf(p, id);
  await p.selectOption(`#${id} select`, 'you');
  const state = await waitTurn(p, id);
  return { p, id, cfg, state };
}

async function engine(cfg, position) {
  const { stdout } = await run(BIN, ['example', ...words(cfg, position), '--json']);
  const ex = JSON.parse(stdout);
  const after = (m) => {
    if (m.position) return m.position;
    if (Array.isArray(m.leaves)) return m.leaves;
    if (m.heap != null) return position.map((h, i) => (i === m.heap - 1 ? m.leaves : h));
    return [m.leaves];
  };
  return { wins: ex.first_player_wins, count: ex.winning_move_count ?? ex.winning_moves.length, after: ex.winning_moves.map((m) => after(m).join(' ')) };
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

// Makes the move that leaves `after` as a student would: choosing its heap first in heap games;
// on a board of coins, cells or stairs clicking each entry the move changes (on stairs: takes
// coins off) until it is made or listed; on rows of squares clicking the square it starts from
// (the lowest row it changes, just past the squares it leaves there).
async function clickMove(page, id, move) {
  if (move.heap !== null && move.heap !== '') await page.click(`#${id} .play-heap[data-heap="${move.heap}"]`);
  const board = await page.$eval(`#${id}`, (s) => JSON.parse(s.dataset.config).board);
  const now = () => page.$eval(`#${id} .play-widget`, (w) => w.dataset.heaps);
  const before = await now();
  const pos = before.split(' ').map(Number);
  const after = move.after.split(' ').map(Number);
  if (['coins', 'cells', 'stairs', 'lights'].includes(board)) {
    const on = pos.map((v, i) => ((board === 'stairs' ? after[i] < v : after[i] !== v) ? i : -1)).filter((i) => i >= 0);
    for (const i of on) {
      await page.click(`#${id} .play-cell[data-coin="${i}"]`);
      if ((await now()) !== before) return;
    }
  } else if (board === 'rows' || board === 'columns') {
    const r = pos.findIndex((v, i) => after[i] !== v);
    await page.click(`#${id} .play-square[data-entry="${r}"][data-value="${after[r]}"]`);
    if ((await now()) !== before) return;
  } else if (board === 'pieces' || board === 'walk') {
    // The square the student's piece slides (or the token moves) onto.
    const target = `#${id} .play-${board} .play-target[data-after="${move.after}"]`;
    if (await page.$(target)) return page.click(target);
  }
  await page.click(`#${id} .play-option[data-after="${move.after}"]`);
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

// Plays one game to the end with a random student; returns the final state.
async function playOut(page, id, starter, seed) {
  const r = random(seed);
  await page.selectOption(`#${id} select`, starter);
  await page.click(`#${id} button[data-action=new-game]`);
  for (let plies = 0; plies < 400; plies++) {
    const s = await waitTurn(page, id);
    if (s.state === 'over') return s;
    const moves = await page.evaluate(
      ([id, p]) => window.nimbookPlay.moves(JSON.parse(document.getElementById(id).dataset.config), p).map((m) => ({ heap: m.heap === null ? '' : String(m.heap), after: m.after.join(' ') })),
      [id, s.heaps.split(' ').map(Number)],
    );
    await clickMove(page, id, moves[Math.floor(r() * moves.length)]);
  }
  throw new Error('the game did not end');
}

/* -------------------------------------------------------------------- checks */

const browser = await chromium.launch(LAUNCH);

// A browser context in which the computer answers after 10 ms instead of 450, to save time.
async function newContext(options) {
  const context = await browser.newContext(options);
  // Playwright's own default (30 s) for every other wait, scaled.
  context.setDefaultTimeout(ms(30000));
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
      await playsReady(page);
      const plays = await page.$$eval('section.play', (ss) => ss.map((s) => !s.hidden && !!s.querySelector('.play-counter, .play-heap, .play-cell, .play-square, .play-tree')));
      assert(plays.every(Boolean), 'a play section was not built');
      await page.fill('#search-input', 'nim');
      await page.waitForSelector('.search-results:not([hidden])', { timeout: ms(5000) });
      await page.waitForTimeout(ms(100));
      assert(problems.length === 0, problems.join('; '));
      await page.close();
      return `${plays.length} play widget(s)`;
    });
  }
  await context.close();
}

const context = await newContext({ viewport: DESKTOP });
const { page } = await open(context, fixture.url + 'nim.html');

const playPages = ['nim.html', 'misere.html', 'bounded.html', 'bash.html', 'wythoff.html', 'chinese.html', 'games.html'];
const blocks = [];
for (const file of playPages) {
  const p = await context.newPage();
  await p.goto(fixture.url + file);
  await playsReady(p);
  for (const { id, cfg } of await p.$$eval('section.play', (ss) => ss.map((s) => ({ id: s.id, cfg: JSON.parse(s.dataset.config) })))) {
    blocks.push({ file, id, cfg, won: await p.evaluate((c) => window.nimbookPlay.wins(c, c.start), cfg) });
  }
  await p.close();
}
for (const game of ['kayles', 'subtraction', 'lasker', 'kayles 4 6 --misere', 'nim 1 2 3 4 5 6 7 8 9 10']) {
  await check(`(b) the fixture has a play block of ${game}`, async () => assert(blocks.some((b) => b.cfg.words.startsWith(game)), blocks.map((b) => b.cfg.words).join('; ')));
}

// (b) the computer, starting from a won position, wins whatever the student does.
for (const { file, id, cfg } of blocks.filter((b) => b.won)) {
  await check(`(b) ${file} ${cfg.words}: the computer starts and wins against random students`, async () => {
    const p = await context.newPage();
    await p.goto(fixture.url + file);
    for (const seed of [1, 2, 3]) {
      const end = await playOut(p, id, 'computer', seed);
      assert(end.winner === 'computer', `seed ${seed}: winner ${end.winner}`);
      const status = await p.textContent(`#${id} .play-status`);
      assert(/computer wins/.test(status), `status: ${status}`);
    }
    await p.close();
  });
}

// (c) every hint is a winning move of the Rust engine; following the hints wins.
for (const { file, id, cfg } of blocks.filter((b) => b.won)) {
  await check(`(c) ${file} ${cfg.words}: every hint is one of the engine's winning moves, and following them wins`, async () => {
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
      const position = s.heaps.split(' ').map(Number);
      await p.click(`#${id} button[data-action=hint]`);
      const hint = await p.$eval(`#${id} .play-hint`, (h) => ({ heap: h.dataset.heap, after: h.dataset.after, text: h.textContent, hidden: h.hidden }));
      assert(!hint.hidden && hint.after !== undefined, `no hint move at ${s.heaps}: ${hint.text}`);
      const rust = await engine(cfg, position);
      assert(rust.wins, `the engine says ${s.heaps} is lost`);
      assert(rust.after.includes(hint.after), `hint → ${hint.after} at ${s.heaps} is not among the engine's winning moves ${rust.after.join(' | ')}`);
      await clickMove(p, id, hint);
      hints++;
    }
    await p.close();
    return `${hints} hints checked`;
  });
}

await check('(c) nim 1 2 3 (a lost start): the hint says there is no winning move, as the engine does', async () => {
  await page.selectOption('#play-2 select', 'you');
  await page.click('#play-2 button[data-action=hint]');
  const text = await page.textContent('#play-2 .play-hint');
  assert(/no winning move/.test(text), text);
  const rust = await engine(await configOf(page, 'play-2'), [1, 2, 3]);
  assert(!rust.wins && rust.after.length === 0, 'the engine has a winning move');
});

// (d) the tables agree with `nimbook example … --json`: who wins and the winning moves, at
// positions sampled from each block's table (a random walk for heap games).
for (const { file, id, cfg } of blocks) {
  await check(`(d) ${file} ${cfg.words}: the table's verdicts and winning moves equal the Rust engine's`, async () => {
    const p = await context.newPage();
    await p.goto(fixture.url + file);
    const js = await p.evaluate((cfg) => {
      let seed = 7;
      const r = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
      const sample = [];
      if (cfg.kind === 'positions') sample.push(...cfg.positions.slice(0, 40));
      else if (cfg.wins) sample.push(...Object.keys(cfg.wins).filter((k) => k !== '').slice(0, 40).map((k) => k.split(',').map(Number)));
      else {
        for (let walk = 0; walk < 4; walk++) {
          let q = cfg.start;
          for (let i = 0; i < 10; i++) {
            if (q.some((h) => h > 0)) sample.push(q);
            const ms = window.nimbookPlay.moves(cfg, q);
            if (!ms.length) break;
            q = ms[Math.floor(r() * ms.length)].after;
          }
        }
      }
      return sample.map((q) => ({ q, wins: window.nimbookPlay.wins(cfg, q), after: window.nimbookPlay.winningMoves(cfg, q).map((m) => m.after.join(' ')) }));
    }, cfg);
    await p.close();
    const rust = await pool(js, 4, ({ q }) => engine(cfg, q));
    for (let i = 0; i < js.length; i++) {
      const where = `${words(cfg, js[i].q).join(' ')}`;
      assert(js[i].wins === rust[i].wins, `${where}: table says wins=${js[i].wins}, engine ${rust[i].wins}`);
      if (rust[i].count <= rust[i].after.length) {
        assert(isDeepStrictEqual([...js[i].after].sort(), [...rust[i].after].sort()), `${where}: table ${js[i].after.join(' | ')}, engine ${rust[i].after.join(' | ')}`);
      } else {
        assert(rust[i].after.every((a) => js[i].after.includes(a)), `${where}: an engine move is missing from the table`);
      }
    }
    return `${js.length} positions`;
  });
}

// Keyboard play, explanations, New game and Random start.
await check('keyboard: Tab reaches heap 1, arrows move between heaps, Enter chooses one and focuses its moves, arrows and Enter play', async () => {
  await page.selectOption('#play-1 select', 'you');
  await page.focus('#play-1 button[data-action=hint]');
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement.textContent);
  assert(first === 'Heap 1: 3', `Tab went to ${first}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const pressed = await page.$eval('#play-1 .play-heap[aria-pressed="true"]', (b) => b.textContent);
  assert(pressed === 'Heap 2: 4', `arrows and Enter chose ${pressed}`);
  const option = await page.evaluate(() => document.activeElement.textContent);
  assert(option === 'take 1 → 3', `the focus went to ${option}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitTurn(page, 'play-1');
  const log = await page.$$eval('#play-1 .play-log li', (li) => li.map((l) => l.textContent));
  assert(log[1] === 'You: take 2 from heap 2 → 3 2 5', `log: ${log.join(' | ')}`);
  assert(log.length === 3 && /^Computer: take \d+ from heap \d/.test(log[2]), `log: ${log.join(' | ')}`);
  const why = await page.textContent('#play-1 .play-why');
  // Nim speaks of the XOR of the heaps themselves (Grundy values come in lesson 12).
  assert(/^In binary [01₂ ⊕]+ = [01]+₂, so XOR = \d+ \([01]+₂\)\. The other heaps XOR to \d+, so I take \d+ from heap \d: the XOR of all the heaps is 0 again\.$/.test(why), `why: ${why}`);
  // The XOR is given in decimal with its binary marked: never a bare "10".
  const m = why.match(/XOR = (\d+) \(([01]+)₂\)/);
  assert(m && Number(m[1]) === parseInt(m[2], 2), `why: ${why}`);
});

await check('the Bash widget shows bash 23 2 in blocks of 3 and explains with them', async () => {
  const { id } = blocks.find((b) => b.file === 'bash.html' && b.cfg.words === 'bash 23 2');
  const p = await context.newPage();
  await p.goto(fixture.url + 'bash.html');
  const full = await p.$$eval(`#${id} .play-heap .play-block:not(.play-rest)`, (bs) => bs.map((b) => b.textContent));
  const rest = await p.$$eval(`#${id} .play-heap .play-rest`, (bs) => bs.map((b) => b.textContent));
  const words = await p.textContent(`#${id} .play-block-words`);
  assert(full.length === 7 && full.every((t) => t === '●●●'), `blocks: ${full.join('|')}`);
  assert(rest.length === 1 && rest[0] === '●●', `rest: ${rest.join('|')}`);
  assert(words.trim() === '= 7 × 3 + 2', `words: ${words}`);
  await p.selectOption(`#${id} select`, 'computer');
  await waitTurn(p, id);
  const why = await p.textContent(`#${id} .play-why`);
  assert(why.startsWith('The heap of 23 is 7 blocks of 3 and 2 more (23 mod 3 = 2).'), `why: ${why}`);
  const log = await p.$$eval(`#${id} .play-log li`, (li) => li.map((l) => l.textContent));
  assert(log[1] === 'Computer: take 2 from heap 1 → 21', `log: ${log.join(' | ')}`);
  await p.close();
});

await check('```play --toggle-misere switches the widget between normal and misère tables', async () => {
  const { id } = blocks.find((b) => b.file === 'misere.html' && b.cfg.alt);
  const p = await context.newPage();
  await p.goto(fixture.url + 'misere.html');
  const box = `#${id} input[data-toggle="misere"]`;
  assert(!(await p.isChecked(box)), 'the toggle starts in normal play');
  await p.selectOption(`#${id} select`, 'you');
  await p.click(`#${id} button[data-action=hint]`);
  const normal = await p.textContent(`#${id} .play-hint`);
  assert(/makes the XOR of the heaps 0/.test(normal), normal);
  const ruleBefore = await p.textContent(`#${id} .play-rule`);
  assert(/makes the last move wins/.test(ruleBefore), `normal play's rule line: ${ruleBefore}`);
  await p.check(box);
  assert((await p.$eval(`#${id}`, (s) => s.dataset.misere)) === 'true', 'the section did not switch to misère');
  const ruleAfter = await p.textContent(`#${id} .play-rule`);
  assert(/makes the last move loses/.test(ruleAfter), `the rule line follows the toggle: ${ruleAfter}`);
  await p.click(`#${id} button[data-action=hint]`);
  const misere = await p.textContent(`#${id} .play-hint`);
  assert(/leaves a losing position for the player to move/.test(misere), misere);
  // 1 1 1 is lost in misère play and won in normal play: the tables differ where they should.
  const cfg = await configOf(p, id);
  const w = await p.evaluate((c) => [window.nimbookPlay.wins(c, [1, 1, 1]), window.nimbookPlay.wins(c.alt, [1, 1, 1])], cfg);
  assert(w[0] === true && w[1] === false, `wins 1 1 1: ${w}`);
  await p.close();
});

await check('the computer explains itself in the game\'s terms: Grundy values for Kayles, a losing position for misère Kayles and Wythoff', async () => {
  const lines = {};
  for (const [file, words] of [['games.html', 'kayles 5 7'], ['games.html', 'kayles 4 6 --misere'], ['wythoff.html', 'wythoff 4 9']]) {
    const { id } = blocks.find((b) => b.file === file && b.cfg.words === words);
    const p = await context.newPage();
    await p.goto(fixture.url + file);
    await p.selectOption(`#${id} select`, 'computer');
    await waitTurn(p, id);
    lines[words] = await p.textContent(`#${id} .play-why`);
    await p.close();
  }
  // Kayles is rows of pins: the computer knocks pins down in a row.
  assert(/^Row 1 had Grundy value 4; the others XOR to 2\. I knock down 1 in row 1 \(5\), leaving 3 \+ 1: rows of value 3 ⊕ 1 = 2, so the total is 0\.$/.test(lines['kayles 5 7']), lines['kayles 5 7']);
  assert(/a losing position for the player to move/.test(lines['kayles 4 6 --misere']), lines['kayles 4 6 --misere']);
  assert(/^I move to \(4, 7\): you are left with a losing position\.$/.test(lines['wythoff 4 9']), lines['wythoff 4 9']);
});

await check('New game restores the lesson position; Random start draws another within the table', async () => {
  await page.click('#play-1 button:text-is("Random start")');
  const r = (await state(page, 'play-1')).heaps.split(' ').map(Number);
  assert(r.length === 3 && r.every((x) => x >= 1 && x <= 5), `random start ${r}`);
  await page.click('#play-1 button[data-action=new-game]');
  assert((await state(page, 'play-1')).heaps === '3 4 5', 'New game did not restore 3 4 5');
});

await check('a play block follows a named example: ```play main plays kayles 5 7', async () => {
  assert(blocks.some((b) => b.file === 'games.html' && b.id === 'play-1' && b.cfg.words === 'kayles 5 7'), 'play-1 of games.html is not kayles 5 7');
});

// The widget speaks the page's language: on the course's Chinese pages every word it shows,
// from the first status to the end of a game (hints, explanations, the log), comes from the
// Chinese messages (templates/messages/zh/play.ftl), with every {slot} filled.
if (course) {
  for (const file of ['zh/nim.html', 'zh/bash.html', 'zh/wythoff.html', 'zh/splitting-games.html', 'zh/staircase-and-moore.html']) {
    await check(`${file}: the play widget speaks Chinese from the start to the end of a game`, async () => {
      const p = await context.newPage();
      await p.goto(course.url + file);
      await playsReady(p);
      const id = await p.$eval('section.play', (s) => s.id);
      const controls = await p.$$eval(`#${id} .play-controls option, #${id} .play-controls button`, (es) => es.map((e) => e.textContent));
      assert(JSON.stringify(controls) === JSON.stringify(['你先走', '电脑先走', '新的一局', '随机开局', '提示']), `controls: ${controls}`);
      const seen = [];
      const texts = () => p.$$eval(`#${id} .play-status, #${id} .play-hint, #${id} .play-why, #${id} .play-log li, #${id} .play-heap-name, #${id} .play-option`, (es) => es.map((e) => `${e.textContent} ${e.title || ''}`));
      const r = random(7);
      await p.selectOption(`#${id} select`, 'computer');
      for (let plies = 0; plies < 400; plies++) {
        const s = await waitTurn(p, id);
        seen.push(...(await texts()));
        if (s.state === 'over') break;
        await p.click(`#${id} button:text-is("提示")`);
        seen.push(...(await texts()));
        const moves = await p.evaluate(
          ([id, q]) => window.nimbookPlay.moves(JSON.parse(document.getElementById(id).dataset.config), q).map((m) => ({ heap: m.heap === null ? '' : String(m.heap), after: m.after.join(' ') })),
          [id, s.heaps.split(' ').map(Number)],
        );
        await clickMove(p, id, moves[Math.floor(r() * moves.length)]);
      }
      const english = [...new Set(seen.join('\n').match(/[A-Za-z]{3,}|[{}]/g) || [])].filter((w) => !['mod', 'SG'].includes(w));
      assert(english.length === 0, `English or unfilled slots: ${english.join(', ')}`);
      assert(seen.some((t) => /电脑赢了|你赢了/.test(t)), 'no Chinese verdict at the end');
      // Kayles is played with rows of pins: the widget says 排 and 个, never 堆 or 枚 (issue 23).
      if ((await configOf(p, id)).things === 'pins') {
        const heapWords = seen.filter((t) => /[堆枚]/.test(t));
        assert(heapWords.length === 0, `heap words for rows of pins: ${heapWords.slice(0, 3).join(' | ')}`);
        assert(seen.some((t) => /第 \d+ 排/.test(t)), 'no row named');
      }
      await p.close();
      return `${seen.length} texts`;
    });
  }
}

// A lone heap is named without a number ("Heap:", 这一堆：); two heaps are numbered.
if (course) {
  await check('course: a widget of one heap names it without a number, one of several heaps numbers them', async () => {
    const p = await context.newPage();
    const names = async (file) => {
      await p.goto(course.url + file);
      await playsReady(p);
      const id = await p.$eval('section.play', (s) => s.id);
      return p.$$eval(`#${id} .play-heap-name`, (es) => es.map((e) => e.textContent));
    };
    const one = await names('bash.html');
    assert(JSON.stringify(one) === JSON.stringify(['Heap:']), `bash.html: ${one}`);
    const zh = await names('zh/bash.html');
    assert(JSON.stringify(zh) === JSON.stringify(['这一堆：']), `zh/bash.html: ${zh}`);
    const many = await names('nim.html');
    assert(many.length > 1 && many[0] === 'Heap 1:', `nim.html: ${many}`);
    await p.close();
    return `${one} ${zh} ${many.join(' ')}`;
  });
  await check('course/fibonacci-nim.html: a rule that words its moves asks for a move, and offers "take 2", not positions', async () => {
    const { p, id } = await openPlay('fibonacci-nim.html');
    const status = await p.$eval(`#${id} .play-status`, (e) => e.textContent);
    assert(status === 'Your move: choose a move.', `status: ${status}`);
    const options = await p.$$eval(`#${id} .play-option`, (es) => es.map((e) => e.textContent));
    assert(options.length > 0 && options.every((o) => /^take \d+$/.test(o)), `options: ${options}`);
    await p.close();
    return `${status} ${options.slice(0, 3).join(', ')} …`;
  });
}

// A game whose table would outweigh its page (Moore's Nim, every position) is not held by the
// page: the page's engine module makes the same table when the block comes into view, and the
// game plays from it; the page stays light.
if (course) {
  await check('course/staircase-and-moore.html: a game too large for the page is set up by the engine in the page, and plays', async () => {
    const file = 'staircase-and-moore.html';
    const bytes = fs.statSync(path.join(COURSE_DIR, file)).size;
    assert(bytes < 300 * 1024, `${file} weighs ${bytes} bytes`);
    const p = await context.newPage();
    await p.goto(course.url + file);
    const lazy = await p.$$eval('section.play[data-config-from=engine]', (ss) => ss.map((s) => s.id));
    assert(lazy.length > 0, 'the page holds every table');
    const id = lazy[lazy.length - 1];
    await p.locator(`#${id}`).scrollIntoViewIfNeeded();
    await p.waitForSelector(`#${id}[data-started]`, { timeout: ms(30000) });
    const cfg = await configOf(p, id);
    const words = await p.$eval(`#${id}`, (s) => s.dataset.words);
    assert(cfg.words === words, `the table is of ${cfg.words}, the block of ${words}`);
    await p.selectOption(`#${id} select`, 'you');
    const r = random(19);
    let plies = 0;
    for (; plies < 200; plies++) {
      const s = await waitTurn(p, id);
      if (s.state === 'over') break;
      const moves = await p.evaluate(
        ([id, q]) => window.nimbookPlay.moves(JSON.parse(document.getElementById(id).dataset.config), q).map((m) => ({ heap: m.heap === null ? '' : String(m.heap), after: m.after.join(' ') })),
        [id, s.heaps.split(' ').map(Number)],
      );
      await clickMove(p, id, moves[Math.floor(r() * moves.length)]);
    }
    const verdict = await p.$eval(`#${id} .play-status`, (e) => e.textContent);
    await p.close();
    assert(/win/.test(verdict), `no verdict after ${plies} moves: ${verdict}`);
    return `${file}: ${bytes} bytes, ${lazy.length} table(s) made in the page, ${plies} moves`;
  });
}

// A columns board (the fixture's Chomp by column heights): the rows board on its side. Column c
// is entry c, drawn upright from the bottom; a click on the square in column c, row r eats it
// with every square above it and to its right.
await check('(k) a columns board draws entry i as column i + 1, and a click eats the square with all above and to its right', async () => {
  const p = await context.newPage();
  await p.goto(fixture.url + 'boards.html');
  const id = await p.$eval('section.play', (s) => s.id);
  await p.selectOption(`#${id} select`, 'you');
  const cols = (await waitTurn(p, id)).heaps.split(' ').map(Number);
  assert((await configOf(p, id)).board === 'columns', 'not a columns board');
  for (let c = 0; c < cols.length; c++) {
    const drawn = await p.$$eval(`#${id} .play-columns .play-square[data-col="${c}"]:not(.play-gone)`, (es) => es.map((e) => Number(e.dataset.row)));
    assert(drawn.length === cols[c] && drawn.every((r) => r < cols[c]), `column ${c + 1}: squares in rows ${drawn}, height ${cols[c]}`);
  }
  assert((await p.$$eval(`#${id} button.play-square[data-row="0"][data-col="0"]`, (es) => es.length)) === 0, 'the poison is a button');
  // The square in column 2, row 1 (from 1): columns 2 and up are cut to nothing.
  const [c, r] = [1, 0];
  const eaten = cols.map((h, d) => (d >= c ? Math.min(h, r) : h));
  await p.hover(`#${id} .play-square[data-col="${c}"][data-row="${r}"]`);
  const marked = await p.$$eval(`#${id} .play-taken`, (es) => es.length);
  assert(marked === cols.reduce((a, h, d) => a + h - eaten[d], 0), `pointing marks ${marked} squares`);
  await p.click(`#${id} .play-square[data-col="${c}"][data-row="${r}"]`);
  const log = await p.$$eval(`#${id} .play-log li`, (ls) => ls.map((l) => l.textContent));
  assert(log[1] && log[1].includes('column 2, row 1') && log[1].endsWith(`→ ${eaten.join(' ')}`), `log: ${log.join(' | ')}`);
  await p.screenshot({ path: path.join(SHOTS_DIR, 'columns-board.png'), fullPage: false });
  await p.close();
  return log[1];
});

// Lesson 19's tree: Green Hackenbush drawn as a tree; clicking an edge cuts it, and everything
// no longer joined to the ground falls with it.
if (course) {
  await check('course/tree-games.html: the tree is drawn with one edge per standing vertex, and clicking an edge cuts it', async () => {
    const { p, id, cfg, state } = await openPlay('tree-games.html');
    assert(cfg.board === 'tree', `board: ${cfg.board}`);
    const parents = state.heaps.split(' ').map(Number);
    const edges = await p.$$eval(`#${id} svg.play-tree .play-edge`, (es) => es.length);
    assert(edges === parents.filter((q) => q !== 0).length, `${edges} edges for ${parents}`);
    // Cut the edge above the last standing vertex that has a child, counted here.
    const v = Math.max(...parents.map((q) => q).filter((q) => q >= 2));
    const expected = parents.slice();
    expected[v - 2] = 0;
    for (let j = v - 1; j < expected.length; j++) if (expected[j] >= 2 && expected[expected[j] - 2] === 0) expected[j] = 0;
    await p.click(`#${id} .play-edge-hit[data-vertex="${v}"]`);
    const after = await p.$eval(`#${id} .play-log li:nth-child(2)`, (e) => e.textContent);
    assert(after.includes(expected.join(' ')), `cut above ${v}: ${after}, expected ${expected.join(' ')}`);
    await p.close();
    return `${edges} edges; cut above vertex ${v}: ${after}`;
  });
}

// Lesson 20's Chomp: rows of squares, row 1 at the bottom. Pointing at a square marks what its
// move takes, and clicking it eats it with every square above and to its right, counted here;
// the poisoned square is no button.
if (course) {
  await check('course/strategy-stealing.html: Chomp is drawn as rows of squares, and a click eats the square with all above and to its right', async () => {
    const { p, id, cfg, state } = await openPlay('strategy-stealing.html');
    assert(cfg.board === 'rows', `board: ${cfg.board}`);
    const rows = state.heaps.split(' ').map(Number);
    const squares = await p.$$eval(`#${id} .play-rows .play-square:not(.play-gone)`, (es) => es.length);
    assert(squares === rows.reduce((a, b) => a + b, 0), `${squares} squares for rows ${rows}`);
    assert((await p.$$eval(`#${id} button.play-square[data-row="0"][data-col="0"]`, (es) => es.length)) === 0, 'the poison is a button');
    // The square in row 2, column 2 (from 1): rows 2 and up are cut to one square.
    const [r, c] = [1, 1];
    const eaten = rows.map((v, s) => (s >= r ? Math.min(v, c) : v));
    await p.hover(`#${id} .play-square[data-row="${r}"][data-col="${c}"]`);
    const marked = await p.$$eval(`#${id} .play-taken`, (es) => es.length);
    const taken = rows.reduce((a, v, s) => a + v - eaten[s], 0);
    assert(marked === taken, `pointing marks ${marked} squares, the move takes ${taken}`);
    await p.click(`#${id} .play-square[data-row="${r}"][data-col="${c}"]`);
    const log = await p.$$eval(`#${id} .play-log li`, (ls) => ls.map((l) => l.textContent));
    assert(log[1] && log[1].includes('eat cell (2, 2)') && log[1].endsWith(`→ ${eaten.join(' ')}`), `log: ${log.join(' | ')}`);
    // The lesson's start is logged in the rule's words, as the block's heading says it.
    assert(/^Start: rows \d/.test(log[0]), `log: ${log.join(' | ')}`);
    await p.screenshot({ path: path.join(SHOTS_DIR, 'chomp-rows.png'), fullPage: false });
    await p.close();
    return `${squares} squares; ${log[1]}`;
  });

  // Lesson 15's Northcott's game: two pieces in each row, the student's at the left. Every square
  // between a row's pieces is a button; pointing at one marks the squares the piece crosses, and
  // a click slides the piece there, leaving the squares beyond it as the row's gap.
  await check('course/staircase-and-moore.html: Northcott\'s game is drawn as pieces in rows, and a click slides the student\'s piece', async () => {
    const { p, id, cfg, state } = await openPlay('staircase-and-moore.html', 'pieces');
    assert(cfg.board === 'pieces', `board: ${cfg.board}`);
    const gaps = state.heaps.split(' ').map(Number);
    for (let r = 0; r < gaps.length; r++) {
      const pieces = await p.$$eval(`#${id} .play-piece[data-row="${r}"]`, (es) => es.map((e) => Number(e.dataset.col)));
      assert(pieces.length === 2 && pieces[1] - pieces[0] - 1 === gaps[r], `row ${r + 1}: pieces at ${pieces}, gap ${gaps[r]}`);
      const targets = await p.$$eval(`#${id} .play-target[data-row="${r}"]`, (es) => es.length);
      assert(targets === gaps[r], `row ${r + 1}: ${targets} squares to click for a gap of ${gaps[r]}`);
    }
    const r = gaps.indexOf(Math.max(...gaps));
    const c = 2;
    assert(gaps[r] >= c, `no row with ${c} empty squares: ${gaps}`);
    await p.hover(`#${id} .play-target[data-row="${r}"][data-col="${c}"]`);
    const crossed = await p.$$eval(`#${id} .play-path`, (es) => es.length);
    assert(crossed === c - 1, `pointing at column ${c + 1} marks ${crossed} squares`);
    await p.click(`#${id} .play-target[data-row="${r}"][data-col="${c}"]`);
    const after = gaps.map((g, s) => (s === r ? g - c : g));
    const log = await p.$$eval(`#${id} .play-log li`, (ls) => ls.map((l) => l.textContent));
    assert(log[1] && log[1].includes(`slide ${c} in row ${r + 1}`) && log[1].endsWith(`→ ${after.join(' ')}`), `log: ${log.join(' | ')}`);
    const now = await waitTurn(p, id);
    // The student's piece stays where it was slid; the computer's reply moved its own piece.
    const mine = await p.$eval(`#${id} .play-yours[data-row="${r}"]`, (e) => Number(e.dataset.col));
    assert(mine === c, `the student's piece in row ${r + 1} stands at column ${mine + 1}, not ${c + 1}`);
    await p.screenshot({ path: path.join(SHOTS_DIR, 'northcott-pieces.png'), fullPage: false });
    await p.close();
    return `gaps ${gaps}; ${log[1]}; then ${now.heaps}`;
  });

  // Lesson 24's geography on a board: walls dark, the token on its square, and every open
  // neighbour of the token a button; a click moves the token there, and the square it left stays
  // visited. Played to the end against the computer, the student always loses from a P-position.
  await check('course/geography.html: the token walks on a board; a click moves it onto a free neighbour, and visited squares stay closed', async () => {
    const file = 'geography.html';
    const bytes = fs.statSync(path.join(COURSE_DIR, file)).size;
    assert(bytes < 300 * 1024, `${file} weighs ${bytes} bytes`);
    const { p, id, cfg, state } = await openPlay(file, 'walk');
    assert(cfg.board === 'walk', `board: ${cfg.board}`);
    // A walk's position is the board's layout, not words to type: no field offers one.
    const fields = await p.$$eval('.explore-form', (es) => es.length);
    assert(fields === 0, `${fields} fields for a position of the student's own`);
    const pos = state.heaps.split(' ').map(Number);
    const [width, token] = pos;
    const squares = pos.slice(2);
    const walls = await p.$$eval(`#${id} .play-wall`, (es) => es.map((e) => Number(e.dataset.row) * 1000 + Number(e.dataset.col)));
    const wallsWanted = squares.map((v, i) => (v === 2 ? Math.floor(i / width) * 1000 + (i % width) : -1)).filter((x) => x >= 0);
    assert(JSON.stringify(walls) === JSON.stringify(wallsWanted), `walls drawn at ${walls}, the position has ${wallsWanted}`);
    const here = await p.$eval(`#${id} .play-here`, (e) => [Number(e.dataset.row), Number(e.dataset.col)]);
    assert(here[0] * width + here[1] === token - 1, `the token is drawn at ${here}, the position says square ${token}`);
    // The open neighbours of the token, by the rule's own words: up, down, left, right.
    const [r, c] = here;
    const near = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].filter(([y, x]) => y >= 0 && x >= 0 && x < width && y * width + x < squares.length && squares[y * width + x] === 0);
    const targets = await p.$$eval(`#${id} .play-target`, (es) => es.map((e) => [Number(e.dataset.row), Number(e.dataset.col)]));
    assert(targets.length === near.length && near.every(([y, x]) => targets.some(([a, b]) => a === y && b === x)), `targets ${JSON.stringify(targets)}, neighbours ${JSON.stringify(near)}`);
    const [y, x] = near[0];
    await p.click(`#${id} .play-target[data-row="${y}"][data-col="${x}"]`);
    const log = await p.$$eval(`#${id} .play-log li`, (ls) => ls.map((l) => l.textContent));
    assert(log[1] === `You: move to row ${y + 1}, column ${x + 1}`, `log: ${log.join(" | ")}`);
    const now = await waitTurn(p, id);
    const visited = await p.$$eval(`#${id} .play-visited`, (es) => es.length);
    // The start and the student's square are visited; the computer's reply stands on a third.
    assert(now.state === 'over' || visited >= 2, `${visited} squares drawn visited after two moves`);
    await p.screenshot({ path: path.join(SHOTS_DIR, 'geography-walk.png'), fullPage: false });
    await p.close();
    return `${near.length} neighbours; ${log[1]}; then ${now.heaps}`;
  });

  // Lesson 22's Switch lights on its square board: each light a button named by its place, lit
  // when on; picking the far corner and then the near one makes the move that switches them.
  await check('course/nim-multiplication.html: Switch lights is drawn as a square of lights, and picking corners switches them', async () => {
    const { p, id, cfg, state } = await openPlay('nim-multiplication.html', 'lights');
    const pos = state.heaps.split(' ').map(Number);
    const side = Math.round(Math.sqrt(pos.length));
    assert(side * side === pos.length, `${pos.length} lights`);
    const names = await p.$$eval(`#${id} .play-cell`, (es) => es.map((e) => e.getAttribute('aria-label')));
    assert(names.length === pos.length && names[side + 2] && names[side + 2].startsWith('(2, 3): '), `names: ${names.join(' | ')}`);
    const lit = await p.$$eval(`#${id} .play-cell.play-on`, (es) => es.map((e) => Number(e.dataset.coin)));
    assert(JSON.stringify(lit) === JSON.stringify(pos.map((v, i) => (v === 1 ? i : -1)).filter((i) => i >= 0)), `lit ${lit}, on ${pos}`);
    // Drawn as a square: the first light of row 2 sits under the first of row 1.
    const x = await p.$$eval(`#${id} .play-cell`, (es, side) => [es[0].getBoundingClientRect().left, es[side].getBoundingClientRect().left], side);
    assert(Math.abs(x[0] - x[1]) < 1, `rows start at ${x}`);
    // The last light that is on and the light at (1, 1): the rectangle's four corners switch.
    const far = pos.lastIndexOf(1);
    await p.click(`#${id} .play-cell[data-coin="${far}"]`);
    await p.click(`#${id} .play-cell[data-coin="0"]`);
    const log = await p.$$eval(`#${id} .play-log li`, (ls) => ls.map((l) => l.textContent));
    const fx = Math.floor(far / side) + 1;
    const fy = (far % side) + 1;
    assert(log[1] && log[1].includes(`(1, 1)`) && log[1].includes(`(${fx}, ${fy})`) && !log[1].includes('→'), `log: ${log.join(' | ')}`);
    await waitTurn(p, id);
    await p.screenshot({ path: path.join(SHOTS_DIR, 'switch-lights.png'), fullPage: false });
    await p.close();
    return `${side} x ${side}; ${log[1]}`;
  });

  // Lesson 15: Staircase Nim on stairs, Moore's Nim by choosing heaps and then amounts.
  await check('course/staircase-and-moore.html: a stair clicked lists the slides off it; Moore\'s heaps clicked list the takes from exactly them', async () => {
    const { p, id, cfg, state } = await openPlay('staircase-and-moore.html', 'stairs');
    assert(cfg.board === 'stairs', `board: ${cfg.board}`);
    const stairs = state.heaps.split(' ').map(Number);
    const i = stairs.findIndex((v, k) => k > 0 && v > 1);
    assert(i > 0, `no stair above the first with two coins: ${stairs}`);
    await p.click(`#${id} .play-cell[data-coin="${i}"]`);
    const slides = await p.$$eval(`#${id} .play-option`, (bs) => bs.map((b) => b.dataset.after));
    const expected = [];
    for (let k = 1; k <= stairs[i]; k++) expected.push(stairs.map((v, s) => (s === i ? v - k : s === i - 1 ? v + k : v)).join(' '));
    assert(JSON.stringify(slides.sort()) === JSON.stringify(expected.sort()), `slides ${slides} vs ${expected}`);
    // Moore's Nim, made by the page's engine: one heap, then a second.
    const lazy = await p.$$eval('section.play[data-config-from=engine]', (ss) => ss.map((s) => s.id));
    const moore = lazy[lazy.length - 1];
    await p.locator(`#${moore}`).scrollIntoViewIfNeeded();
    await p.waitForSelector(`#${moore}[data-started]`, { timeout: ms(30000) });
    assert((await configOf(p, moore)).board === 'cells', 'Moore\'s Nim is not on cells');
    await p.selectOption(`#${moore} select`, 'you');
    const heaps = (await waitTurn(p, moore)).heaps.split(' ').map(Number);
    const offered = () => p.$$eval(`#${moore} .play-option`, (bs) => bs.length);
    assert((await offered()) === 0, 'moves are listed before a heap is chosen');
    await p.click(`#${moore} .play-cell[data-coin="0"]`);
    const one = await offered();
    assert(one === heaps[0], `${one} takes from heap 1 alone, of ${heaps[0]}`);
    await p.click(`#${moore} .play-cell[data-coin="2"]`);
    const two = await offered();
    assert(two === heaps[0] * heaps[2], `${two} takes from heaps 1 and 3, of ${heaps[0]} × ${heaps[2]}`);
    await p.close();
    return `${slides.length} slides off stair ${i + 1}; Moore: ${one}, then ${two}`;
  });
}

// Lesson 10's queen: Wythoff's game on a board. The squares the queen reaches are exactly the
// moves of the table (row, column and diagonal toward the corner); clicking one makes that move.
if (course) {
  await check('course/wythoff.html: the queen moves on a board, to exactly the squares of her moves', async () => {
    const { p, id, cfg } = await openPlay('wythoff.html');
    assert(cfg.board === 'grid', `board: ${cfg.board}`);
    const [x, y] = cfg.start;
    const squares = (await p.$$eval(`#${id} .play-target`, (bs) => bs.map((b) => b.dataset.after))).sort();
    // The queen's squares, counted here: along the row, down the column, down the diagonal.
    const queen = [];
    for (let a = 0; a < x; a++) queen.push(`${a} ${y}`);
    for (let b = 0; b < y; b++) queen.push(`${x} ${b}`);
    for (let t = 1; t <= Math.min(x, y); t++) queen.push(`${x - t} ${y - t}`);
    assert(JSON.stringify(squares) === JSON.stringify(queen.sort()), `squares ${squares} vs ${queen}`);
    assert((await p.getAttribute(`#${id} .play-here`, 'aria-label')) === `(${x}, ${y})`, 'the queen is on the start');
    // Click the first square of the diagonal: the position follows and the queen stands there.
    const to = `${x - 1} ${y - 1}`;
    await p.click(`#${id} .play-target[data-after="${to}"]`);
    const log = await p.$$eval(`#${id} .play-log li`, (ls) => ls.map((l) => l.textContent));
    assert(log[1] && log[1].endsWith(`→ ${to}`), `log: ${log.join(' | ')}`);
    await p.close();
    return `${squares.length} squares`;
  });
}

// (e) search.
async function searchFor(p, query) {
  await p.fill('#search-input', '');
  await p.fill('#search-input', query);
  await p.waitForSelector('.search-results:not([hidden]) [role=option]', { timeout: ms(5000) });
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

await check('(e) a space between Chinese and Latin is typography: "k是尚未" finds "aₖ 是尚未", and so does "k 是尚未"', async () => {
  for (const query of ['k是尚未', 'k 是尚未']) {
    const hits = await searchFor(page, query);
    assert(hits.length && hits[0].href.startsWith('chinese.html'), `${query}: ${JSON.stringify(hits.slice(0, 3))}`);
  }
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

await check('(e) snippets show the text as written: full-width ，：（）…… stay, formulas read as shown, never as TeX', async () => {
  const p = await context.newPage();
  await p.goto(fixture.url + 'chinese.html');
  await searchFor(p, '轮流走');
  const contexts = await p.$$eval('.search-results .hit-context', (cs) => cs.map((c) => c.textContent));
  const marks = await p.$$eval('.search-results .hit-context mark', (ms) => ms.map((m) => m.textContent));
  await p.close();
  const chinese = contexts.find((c) => c.includes('轮流走'));
  assert(chinese, `no snippet with the term: ${JSON.stringify(contexts)}`);
  for (const mark of ['（两人轮流走）', '：', '……', '，']) assert(chinese.includes(mark), `"${mark}" is not in the snippet ${chinese}`);
  assert(!/\(两人|:例如|\.\.\./.test(chinese), `punctuation folded to ASCII in ${chinese}`);
  assert(chinese.includes('xᵢ ⊕ y') && !/\\|x_i/.test(chinese), `the formula is not shown as written: ${chinese}`);
  assert(marks.includes('轮流走'), `marks: ${JSON.stringify(marks)}`);
});

await check('(e) search waits for the input method: nothing while pinyin is composed, results when it ends', async () => {
  const p = await context.newPage();
  await p.goto(fixture.url + 'nim.html');
  await p.focus('#search-input');
  const cdp = await context.newCDPSession(p);
  let shown = false;
  for (const pinyin of ['w', 'we', 'wei']) {
    await cdp.send('Input.imeSetComposition', { text: pinyin, selectionStart: pinyin.length, selectionEnd: pinyin.length });
    await p.waitForTimeout(ms(50));
    shown ||= await p.isVisible('.search-results');
  }
  assert((await p.inputValue('#search-input')) === 'wei', `the field holds "${await p.inputValue('#search-input')}"`);
  assert(!shown, 'results (or "no lesson matches") were shown while composing');
  await cdp.send('Input.insertText', { text: '威佐夫' });
  await p.waitForSelector('.search-results:not([hidden]) [role=option]', { timeout: ms(5000) });
  const hits = await p.$$eval('.search-results a[role=option]', (os) => os.map((o) => o.getAttribute('href')));
  await cdp.detach();
  await p.close();
  assert(hits[0] === 'chinese.html', `hits after the composition: ${JSON.stringify(hits)}`);
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
        await playsReady(p);
        const ids = await p.$$eval('section.play', (ss) => ss.map((s) => s.id));
        if (ids.length) {
          // Show a hint and a few moves, so the log and the hint are checked too.
          await p.click(`#${ids[0]} button[data-action=hint]`);
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
    await check(`(g) ${site.name}/${file} at 390×844: no horizontal overflow, no axe violation, no text under 12 px`, async () => {
      const p = await ctx.newPage();
      await p.goto(site.url + file);
      await playsReady(p);
      const problems = [await overflow(p)];
      const ids = await p.$$eval('section.play', (ss) => ss.map((s) => s.id));
      for (const id of ids) {
        await p.selectOption(`#${id} select`, 'computer');
        await waitTurn(p, id);
        await p.click(`#${id} button[data-action=hint]`).catch(() => {});
      }
      problems.push(await overflow(p));
      // What only a phone shows: formulas and tables that scroll (they must be reachable by
      // keyboard), targets and text that shrink.
      problems.push(...(await axeViolations(p)));
      const small = await smallText(p);
      if (small.length) problems.push(`text under 12 px: ${small.join(', ')}`);
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
        await playsReady(p);
        const ids = await p.$$eval('section.play', (ss) => ss.map((s) => s.id));
        if (ids.length) {
          await p.selectOption(`#${ids[0]} select`, 'computer');
          await waitTurn(p, ids[0]);
          await p.click(`#${ids[0]} button[data-action=hint]`);
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

// (f) languages: the switch lands on the same lesson in the other language and back; each
// language searches its own lessons; the Chinese pages set lang and fit a phone.
if (course) {
  const ctx = await newContext({ viewport: DESKTOP });
  const p = await ctx.newPage();
  await check('(f) course: the language switch leads from a lesson to the same lesson in Chinese and back', async () => {
    await p.goto(course.url + 'wythoff.html');
    await p.click('.language-switch a[hreflang="zh-Hans"]');
    await p.waitForURL(/\/zh\/wythoff\.html$/);
    assert((await p.getAttribute('html', 'lang')) === 'zh-Hans', 'the Chinese page has lang=zh-Hans');
    assert(/威佐夫/.test(await p.title()), `title: ${await p.title()}`);
    assert(await p.isVisible('.language-switch [aria-current="true"]:text-is("中文")'), 'the current language is marked');
    await p.click('.language-switch a[hreflang="en"]');
    await p.waitForURL(/\/wythoff\.html$/);
    assert(!p.url().includes('/zh/'), p.url());
    assert((await p.getAttribute('html', 'lang')) === 'en', 'back in English');
  });
  await check('(f) course: the language switch keeps the section being read (#the-golden-ratio), both ways', async () => {
    await p.goto(course.url + 'zh/wythoff.html#the-golden-ratio');
    await p.click('.language-switch a[hreflang="en"]');
    await p.waitForURL(/\/wythoff\.html#the-golden-ratio$/);
    assert(!p.url().includes('/zh/'), p.url());
    assert(await p.evaluate(() => document.querySelector(':target') && document.querySelector(':target').id === 'the-golden-ratio'), 'the section is not the target');
    // An anchor reached after the page opened (a contents link) is kept too.
    await p.click('.toc a[href="#the-rules"]');
    await p.click('.language-switch a[hreflang="zh-Hans"]');
    await p.waitForURL(/\/zh\/wythoff\.html#the-rules$/);
    // Without an anchor in the address, the heading at the top of the screen is kept.
    await p.goto(course.url + 'wythoff.html');
    await p.evaluate(() => document.getElementById('the-golden-ratio').scrollIntoView());
    await p.click('.language-switch a[hreflang="zh-Hans"]');
    await p.waitForURL(/\/zh\/wythoff\.html#the-golden-ratio$/);
    // The print page's switch leads to the other edition's print page.
    await p.goto(course.url + 'print.html');
    assert((await p.getAttribute('.language-switch a[hreflang="zh-Hans"]', 'href')).startsWith('zh/print.html'), 'the print page switches to the Chinese print page');
  });
  await check('(f) course: Chinese search finds Chinese lessons and leads to the Chinese page; English search stays English', async () => {
    await p.goto(course.url + 'zh/nim.html');
    const hits = await searchFor(p, '威佐夫');
    assert(hits.length && hits[0].href === 'wythoff.html', `hits: ${JSON.stringify(hits.slice(0, 3))}`);
    await p.click('.search-results [role=option] >> nth=0');
    await p.waitForURL(/\/zh\/wythoff\.html/);
    // On an English page the glossary's Chinese name finds the English lesson, never a Chinese page.
    await p.goto(course.url + 'nim.html');
    const english = await searchFor(p, '威佐夫博弈');
    assert(english.length && english[0].href.split('#')[0] === 'wythoff.html', `hits: ${JSON.stringify(english.slice(0, 3))}`);
    assert(english.every((h) => !h.href.includes('zh/')), `the English index led to a Chinese page: ${JSON.stringify(english)}`);
    // English names reach the Chinese lessons through the glossary (content/glossary.toml).
    await p.goto(course.url + 'zh/nim.html');
    for (const [query, file] of [["Wythoff's game", 'wythoff.html'], ['SG 函数', 'sprague-grundy.html'], ['Zeckendorf', 'fibonacci-nim.html']]) {
      const found = await searchFor(p, query);
      assert(found.some((h) => h.href.split('#')[0] === file), `${query}: ${JSON.stringify(found.slice(0, 4))}`);
    }
  });
  await check('(f) course: Chinese pages fit a 390 px phone and the zh chrome is Chinese', async () => {
    const phone = await newContext({ viewport: { width: 390, height: 844 } });
    const q = await phone.newPage();
    for (const file of ['zh/index.html', 'zh/nim.html', 'zh/grundy-in-practice.html', 'zh/staircase-and-moore.html']) {
      await q.goto(course.url + file);
      const wide = await overflow(q);
      assert(wide === null, `${file}: ${wide}`);
      const chrome = await q.$eval('.site-header', (h) => h.textContent);
      assert(/课程目录|中文/.test(chrome), `${file}: header ${chrome}`);
      await q.screenshot({ path: path.join(SHOTS_DIR, `zh-${file.replace(/[\/.]/g, '-')}-phone.png`), fullPage: false });
    }
    await phone.close();
  });
  await check('(g) course: print.html prints as a PDF: a page at least per lesson, no answer left in a lesson, every in-page link lands', async () => {
    for (const file of ['print.html', 'zh/print.html']) {
      const q = await ctx.newPage();
      await q.goto(course.url + file);
      const lessons = await q.$$eval('.print-lesson', (ls) => ls.length);
      assert(lessons >= 15, `${file}: ${lessons} lessons`);
      assert((await q.$$eval('.print-lesson details.answer', (ds) => ds.length)) === 0, `${file}: an answer left in a lesson`);
      const dangling = await q.$$eval('a[href^="#"]', (as) => as.map((a) => a.getAttribute('href').slice(1)).filter((id) => !document.getElementById(id)));
      assert(dangling.length === 0, `${file}: links to ${dangling.slice(0, 5).join(', ')}`);
      // Paper cannot open a fold: every play-out and every chart's words are open.
      const folds = await q.$$eval('.print-lesson details.playout, .print-lesson details.chart-description', (ds) => [ds.length, ds.filter((d) => !d.open).length]);
      assert(folds[0] > 10 && folds[1] === 0, `${file}: ${folds[1]} of ${folds[0]} folds left closed`);
      await q.emulateMedia({ media: 'print' });
      // A run of values wraps in tables of ten: none reaches past the lesson's column.
      const cut = await q.$$eval('.runs table', (ts) => ts.filter((t) => t.getBoundingClientRect().right > t.closest('main').getBoundingClientRect().right + 1).length);
      assert(cut === 0, `${file}: ${cut} value tables reach past the column`);
      assert(await q.isVisible('.print-toc'), `${file}: the contents print`);
      assert(!(await q.isVisible('.sidebar')), `${file}: the sidebar does not print`);
      // The page's own size (A4) and a readable size: 10.5 pt for Chinese, 11 pt otherwise.
      const size = await q.$eval('body', (b) => getComputedStyle(b).fontSize);
      assert(size === (file.startsWith('zh') ? '14px' : '14.6667px'), `${file}: printed at ${size}`);
      const pdf = await q.pdf({ preferCSSPageSize: true, path: path.join(SHOTS_DIR, file.replace('/', '-') + '.pdf') });
      const box = pdf.toString('latin1').match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/);
      assert(box && Math.round(box[1]) === 595 && Math.round(box[2]) === 842, `${file}: paper ${box && box.slice(1)}`);
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
      assert(pages > lessons, `${file}: ${pages} PDF pages for ${lessons} lessons (each lesson starts a page)`);
      await q.close();
    }
  });
  await check('(g) course: a lesson opens its play-outs and charts\' words to print and closes them after; answers stay closed', async () => {
    const q = await ctx.newPage();
    await q.goto(course.url + 'nim.html');
    const state = () => q.evaluate(() => ({
      folds: [...document.querySelectorAll('details.playout, details.chart-description')].map((d) => d.open),
      answers: [...document.querySelectorAll('details.answer')].map((d) => d.open),
    }));
    const before = await state();
    assert(before.folds.length > 0 && before.folds.every((o) => !o) && before.answers.length > 0, `nim.html: ${JSON.stringify(before)}`);
    await q.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const printing = await state();
    assert(printing.folds.every((o) => o) && printing.answers.every((o) => !o), `printing: ${JSON.stringify(printing)}`);
    await q.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    const after = await state();
    assert(after.folds.every((o) => !o), `after printing: ${JSON.stringify(after)}`);
    await q.close();
  });
  await ctx.close();
}

await browser.close();
fixture.server.close();
if (course) course.server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
