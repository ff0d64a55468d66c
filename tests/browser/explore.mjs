// The engine in the page, in headless Chromium: a worked example takes the student's own
// position (from disk and through `nimbook serve`, in both editions), a mistake is said next to
// the field, the keyboard alone does it all, results are announced, axe finds nothing, a phone
// does not scroll sideways, a link keeps the position, the explorer page works out any game
// of the course, and a small example's game graph is labelled a step at a time. Every number a check expects comes from the command line (`nimbook example
// … --json`), never from this file. run.sh sets COURSE_DIR (the course built) and NIMBOOK_BIN.
// One line per check, then "N passed, M failed".
import { chromium } from 'playwright-core';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { check, assert, finish } from './checks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const BIN = process.env.NIMBOOK_BIN;
const COURSE_DIR = process.env.COURSE_DIR;
const AXE = path.join(here, 'node_modules', 'axe-core', 'axe.min.js');
const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/browser-shots';
const TIMEOUT_SCALE = Number(process.env.TIMEOUT_SCALE || 1);
const ms = (n) => Math.round(n * TIMEOUT_SCALE);
const run = promisify(execFile);
if (!BIN || !COURSE_DIR) {
  console.error('run this through tests/browser/run.sh (NIMBOOK_BIN and COURSE_DIR are not set)');
  process.exit(2);
}

/* What the command line says of some words, in a language: the JSON, or the error message. */
async function cli(words, lang = 'en') {
  try {
    const { stdout } = await run(BIN, ['example', '--site', repo, ...words.split(' '), '--json', '--lang', lang]);
    return { json: JSON.parse(stdout) };
  } catch (e) {
    // The command line's error line, without its "error: " (错误：) in the reader's language.
    return { error: String(e.stderr).replace(/^(error: |错误：)/, '').split('\n')[0] };
  }
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function open(url, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(ms(30000));
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems, context };
}

/* Types words into a box's field and waits for the answer (shown or refused). */
async function ask(page, box, words) {
  const input = box.locator('input[name=position]');
  await input.fill(words);
  await input.press('Enter');
  await page.waitForFunction(
    (el) => el.closest('form').getAttribute('aria-busy') !== 'true' && el.textContent !== '',
    await box.locator('.explore-status').elementHandle(),
    { timeout: ms(20000) },
  );
  return (await box.locator('.explore-status').textContent()).trim();
}

async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

const fileUrl = (rel) => pathToFileURL(path.join(COURSE_DIR, rel)).href;

for (const [edition, prefix] of [['en', ''], ['zh', 'zh/']]) {
  await check(`(a ${edition}) from disk, a student's position replaces the example with the command line's numbers`, async () => {
    const { page, problems } = await open(fileUrl(`${prefix}nim.html`));
    const box = page.locator('.explore').first();
    const before = await box.locator('section').first().innerHTML();
    const status = await ask(page, box, 'nim 11 22 33 44');
    const expected = (await cli('nim 11 22 33 44')).json;
    const text = await box.locator('section').first().innerText();
    assert(status.includes('nim 11 22 33 44'), `status: ${status}`);
    assert(text.includes(String(expected.nim_sum)), `the nim-sum ${expected.nim_sum} is not shown`);
    const moves = await box.locator('ul.moves li').count();
    assert(moves === expected.winning_moves.length, `${moves} moves shown, ${expected.winning_moves.length} expected`);
    assert(page.url().includes('example-main=nim+11+22+33+44'), `the address: ${page.url()}`);
    // Back to the lesson's example: the same HTML as before.
    await box.locator('.explore-back').click();
    assert((await box.locator('section').first().innerHTML()) === before, 'the lesson example is not restored');
    assert(!page.url().includes('example-main='), `the address keeps the position: ${page.url()}`);
    assert(problems.length === 0, problems.join('; '));
  });

  await check(`(b ${edition}) a mistake is said next to the field in the command line's words, and the page goes on`, async () => {
    const { page, problems } = await open(fileUrl(`${prefix}nim.html`));
    const box = page.locator('.explore').first();
    const status = await ask(page, box, 'nim 8 twelve 13');
    const expected = (await cli('nim 8 twelve 13', edition)).error;
    assert(status === expected, `"${status}" is not "${expected}"`);
    assert((await box.locator('input').getAttribute('aria-invalid')) === 'true', 'the field is not marked invalid');
    const again = await ask(page, box, 'nim 3 5 6');
    assert(again.includes('nim 3 5 6'), `after the mistake: ${again}`);
    assert((await box.locator('input').getAttribute('aria-invalid')) === 'false', 'the field stays invalid');
    assert(problems.length === 0, problems.join('; '));
  });

  await check(`(k ${edition}) a position past the engine's bounds is said in the lesson's words, without the engine's numbers`, async () => {
    const { page, problems } = await open(fileUrl(`${prefix}nim.html`));
    const box = page.locator('.explore').first();
    const status = await ask(page, box, 'grundy-game 100000000');
    const expected = await box.locator('.explore-status').getAttribute('data-too-large');
    assert(expected && status === expected, `"${status}" is not "${expected}"`);
    assert(!/\d{4}/.test(status), `the engine's bound shows: ${status}`);
    assert(problems.length === 0, problems.join('; '));
  });

  await check(`(c ${edition}) the keyboard alone changes the position and goes back; the status is a live region`, async () => {
    const { page } = await open(fileUrl(`${prefix}bash.html`));
    const field = page.locator('.explore input[name=position]').first();
    const id = await field.getAttribute('id');
    let reached = false;
    for (let i = 0; i < 200 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate((id) => document.activeElement && document.activeElement.id === id, id);
    }
    assert(reached, 'Tab never reaches the field');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('bash 30 4');
    await page.keyboard.press('Enter');
    const status = page.locator(`#${id.replace('-position', '-status')}`);
    await page.waitForFunction((el) => el.textContent.includes('bash 30 4'), await status.elementHandle(), { timeout: ms(20000) });
    assert((await status.getAttribute('role')) === 'status' && (await status.getAttribute('aria-live')) === 'polite', 'no live region');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement.className);
    assert(focused === 'explore-back', `focus is on "${focused}", not the back button`);
    await page.keyboard.press('Enter');
    assert((await field.inputValue()) !== 'bash 30 4', 'the lesson example is not back');
  });

  await check(`(d ${edition}) axe finds nothing serious after a re-render, and a 390 px phone does not scroll sideways`, async () => {
    const { page } = await open(fileUrl(`${prefix}sprague-grundy.html`), { width: 390, height: 844 });
    const box = page.locator('.explore').first();
    await ask(page, box, 'subtraction 29 31 --set 1,3,4');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 390, `scrollWidth ${width}`);
    const violations = await axeViolations(page);
    assert(violations.length === 0, violations.join('; '));
    await page.screenshot({ path: path.join(SHOTS_DIR, `explore-phone-${edition}.png`) });
  });

  await check(`(e ${edition}) a shared link shows its position when the page opens`, async () => {
    const { page } = await open(fileUrl(`${prefix}nim.html`) + '?example-main=nim+3+5+6');
    const box = page.locator('.explore').first();
    await page.waitForFunction((el) => el.textContent.includes('nim 3 5 6'), await box.locator('.explore-status').elementHandle(), {
      timeout: ms(20000),
    });
    const expected = (await cli('nim 3 5 6')).json;
    assert(expected.nim_sum === 0, 'the fixture position should be a losing one');
    assert((await box.locator('ul.moves li').count()) === 0, 'a losing position shows winning moves');
  });

  await check(`(f ${edition}) the explorer works out one of the site's own games, as the command line does`, async () => {
    const { page, problems } = await open(fileUrl(`${prefix}explore.html`), { width: 390, height: 844 });
    await page.selectOption('#explorer-game', 'fibnim 20 19');
    const box = page.locator('.explore').first();
    await page.waitForFunction((el) => el.textContent.includes('fibnim 20 19'), await box.locator('.explore-status').elementHandle(), {
      timeout: ms(20000),
    });
    // The game against the computer starts there too.
    const play = page.locator('#explorer-play');
    await page.waitForFunction(() => {
      const s = document.querySelector('#explorer-play');
      return s && JSON.parse(s.getAttribute('data-config')).words === 'fibnim 20 19';
    }, null, { timeout: ms(20000) });
    assert(await play.locator('button.play-option').count() > 0, 'the new game offers no move');
    const status = await ask(page, box, 'fibnim 30 29');
    assert(status.includes('fibnim 30 29'), status);
    // fibnim is one of the site's own games (games/fibnim.rhai): the command line reads the
    // same rule from the site.
    const expected = (await cli('fibnim 30 29', edition)).json;
    const text = await box.locator('section').innerText();
    assert(text.includes(`: ${expected.grundy}`) || text.includes(`：${expected.grundy}`), `the value ${expected.grundy} is not shown`);
    const moves = await box.locator('ul.moves li').count();
    assert(moves === expected.winning_moves.length, `${moves} moves shown, ${expected.winning_moves.length} expected`);
    const options = await page.locator('#explorer-game option').count();
    assert(options >= 20, `${options} games offered`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 390, `scrollWidth ${width}`);
    assert(problems.length === 0, problems.join('; '));
    await page.screenshot({ path: path.join(SHOTS_DIR, `explorer-${edition}.png`) });
  });
}

for (const [edition, prefix] of [['en', ''], ['zh', 'zh/']]) {
  await check(`(h ${edition}) a game starts where the student says, and its hint is the command line's winning move`, async () => {
    const { page, problems } = await open(fileUrl(`${prefix}bash.html`), { width: 390, height: 844 });
    const box = page.locator('.explore:has(section.play)').first();
    const before = await box.locator('section.play').getAttribute('data-config');
    const status = await ask(page, box, 'bash 31 4');
    assert(status.includes('bash 31 4'), status);
    const config = JSON.parse(await box.locator('section.play').getAttribute('data-config'));
    assert(config.words === 'bash 31 4' && config.start[0] === 31, `the new game starts at ${config.start}`);
    await box.locator('button[data-action=hint]').click();
    const hint = await box.locator('.play-hint').getAttribute('data-after');
    const expected = (await cli('bash 31 4')).json.winning_moves[0].to.join(' ');
    assert(hint === expected, `the hint leaves ${hint}, the command line's winning move leaves ${expected}`);
    await box.locator('.explore-back').click();
    assert((await box.locator('section.play').getAttribute('data-config')) === before, 'the lesson game is not back');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 390, `scrollWidth ${width}`);
    assert(problems.length === 0, problems.join('; '));
  });
}

for (const [edition, prefix] of [['en', ''], ['zh', 'zh/']]) {
  await check(`(g ${edition}) a game graph is labelled a step at a time, as the command line labels it, and a student's own position gets its own graph`, async () => {
    const { page, problems } = await open(fileUrl(`${prefix}positions.html`), { width: 390, height: 844 });
    const box = page.locator('.explore:has(figure.graph)').first();
    const figure = box.locator('figure.graph');
    const labels = async () => figure.locator('g[data-step]:not(.graph-off) .graph-label').allTextContents();
    const steps = async () => figure.locator('li[data-step]:visible').count();
    // At first nothing is labelled; three steps label the first three positions, the third bold.
    assert(await figure.locator('.graph-controls').isVisible(), 'no buttons');
    assert((await labels()).length === 0 && (await steps()) === 0, 'labels before the first step');
    for (let k = 0; k < 3; k++) await figure.locator('[data-graph=next]').click();
    assert((await steps()) === 3, `${await steps()} sentences after three steps`);
    assert((await figure.locator('li.graph-current').getAttribute('data-step')) === '2', 'the third step is not the current one');
    assert((await figure.locator('g[data-now].graph-current path').count()) > 0, 'no arrow drawn bold for the current step');
    await figure.locator('[data-graph=all]').click();
    const all = await labels();
    const shown = (await cli('subtraction 10 --set 1,3,4')).json.graph;
    assert(JSON.stringify(all) === JSON.stringify(shown.wins.map((w) => (w ? 'N' : 'P'))), `labels ${all}`);
    await page.screenshot({ path: path.join(SHOTS_DIR, `graph-${edition}.png`) });
    // A student's own small position: its graph, set up to be stepped through from the start.
    await ask(page, box, 'subtraction 6 --set 1,2');
    const own = (await cli('subtraction 6 --set 1,2')).json.graph;
    assert((await figure.locator('g[data-step]').count()) === own.positions.length, 'the new graph has other positions');
    assert((await labels()).length === 0, 'the new graph starts labelled');
    await figure.locator('[data-graph=all]').click();
    const mine = await labels();
    assert(JSON.stringify(mine) === JSON.stringify(own.wins.map((w) => (w ? 'N' : 'P'))), `labels ${mine}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 390, `scrollWidth ${width}`);
    assert(problems.length === 0, problems.join('; '));
  });
}

for (const [edition, prefix] of [['en', ''], ['zh', 'zh/']]) {
  await check(`(i ${edition}) a judge box gives \`nimbook judge\`'s expected output for a pasted input, and its error`, async () => {
    const { page, problems } = await open(fileUrl(`${prefix}nim.html`), { width: 390, height: 844 });
    const box = page.locator('section.judge[data-judge=p2197]');
    const heading = await box.locator('.judge-heading').textContent();
    assert(heading.includes('P2197'), `the heading names no problem: ${heading}`);
    const sample = await box.locator('code').textContent();
    const expectedSample = execFileSync(BIN, ['judge', 'p2197'], { input: await box.locator('textarea').inputValue() }).toString();
    assert(sample === expectedSample, 'the built output is not the sample\'s expected output');
    const input = '3\n3\n1 2 3\n2\n4 4\n4\n1 2 4 8\n';
    await box.locator('textarea').fill(input);
    await box.locator('button[type=submit]').click();
    const status = box.locator('.explore-status');
    await page.waitForFunction((el) => el.textContent !== '' && !el.textContent.includes('…'), await status.elementHandle(), { timeout: ms(20000) });
    const expected = execFileSync(BIN, ['judge', 'p2197'], { input }).toString();
    assert((await box.locator('code').textContent()) === expected, `output ${await box.locator('code').textContent()} is not ${expected}`);
    await box.locator('textarea').fill('1\n2\n1 x\n');
    await box.locator('button[type=submit]').click();
    await page.waitForFunction((el) => el.classList.contains('explore-error'), await status.elementHandle(), { timeout: ms(20000) });
    let cliError = '';
    try {
      // The page says a mistake in its own language, as `nimbook judge --lang` does.
      execFileSync(BIN, ['judge', 'p2197', '--lang', edition], { input: '1\n2\n1 x\n', stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (e) {
      cliError = String(e.stderr).replace(/^(error: |错误：)/, '').trim();
    }
    assert((await status.textContent()) === cliError, `"${await status.textContent()}" is not "${cliError}"`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 390, `scrollWidth ${width}`);
    assert(problems.length === 0, problems.join('; '));
  });
}

await check('(j) nimbook.example gives the command line\'s JSON, with an integer past 2^53 as an exact BigInt', async () => {
  const { page, problems } = await open(fileUrl('nim.html'));
  const words = 'bash 5 18446744073709551615';
  const { stdout } = await run(BIN, ['example', ...words.split(' '), '--json']);
  const got = await page.evaluate(async (w) => {
    const tag = document.createElement('script');
    tag.src = document.querySelector('script[data-engine]').getAttribute('data-engine');
    await new Promise((ok) => { tag.onload = ok; document.head.appendChild(tag); });
    const api = await window.nimbook.ready;
    const ex = await api.example(w);
    return { text: await api.exampleText(w), modulus: typeof ex.modulus === 'bigint' ? ex.modulus.toString() : `a ${typeof ex.modulus}`, take: ex.winning_moves[0].take };
  }, words);
  assert(got.text === stdout, 'exampleText is not the command line\'s bytes');
  assert(got.modulus === '18446744073709551616', `modulus ${got.modulus}`);
  assert(got.take === 5, `take ${got.take}`);
  assert(problems.length === 0, problems.join('; '));
});

await check('(g) through `nimbook serve`, the explorer answers', async () => {
  const server = spawn(BIN, ['serve', repo, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no address printed: ${out}`)), ms(120000));
      const read = (chunk) => {
        out += chunk;
        const m = out.match(/http:\/\/127\.0\.0\.1:\d+\//);
        if (m) {
          clearTimeout(timer);
          resolve(m[0]);
        }
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
    });
    const { page, problems } = await open(`${url}explore.html`);
    const box = page.locator('.explore').first();
    const status = await ask(page, box, 'kayles 1000000000 3');
    const expected = (await cli('kayles 1000000000 3')).json;
    assert(status.includes('kayles 1000000000 3'), status);
    const text = await box.locator('section').innerText();
    assert(text.includes(String(expected.grundy)), `the value ${expected.grundy} is not shown`);
    assert(problems.filter((p) => !p.includes('live')).length === 0, problems.join('; '));
  } finally {
    server.kill();
  }
});

await browser.close();
finish();
