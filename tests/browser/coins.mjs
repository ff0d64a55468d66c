// The browser test of a game that says how it reads (issue 22): the fixture site
// tests/fixtures/sites/games defines Turning Turtles once, in games/turtles.rhai, with
// fn board() "coins", coin names and move words. In headless Chromium: the widget draws a row
// of coins, clicking the coins a move turns makes that move, and the computer answers with a
// winning move, said in the rule's words. run.sh runs it after test.mjs; alone:
//   NIMBOOK_BIN=target/debug/nimbook node tests/browser/coins.mjs
// (it builds the fixture with the working tree's templates into a temporary folder).
import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { check, assert, finish } from './checks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const BIN = process.env.NIMBOOK_BIN;
if (!BIN) {
  console.error('set NIMBOOK_BIN to a nimbook binary (run.sh does)');
  process.exit(2);
}

// The fixture with this tree's templates (its own Chinese messages kept), built.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nimbook-coins-'));
const src = path.join(work, 'site');
fs.cpSync(path.join(repo, 'tests/fixtures/sites/games'), src, { recursive: true });
fs.cpSync(path.join(repo, 'templates'), path.join(src, 'templates'), { recursive: true, force: false, errorOnExist: false });
const out = path.join(work, 'out');
execFileSync(BIN, ['build', src, '--out', out], { stdio: 'inherit' });

const server = http.createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  const file = path.join(out, path.normalize(pathname));
  fs.readFile(file, (err, body) => {
    if (err || !file.startsWith(out)) return res.writeHead(404).end();
    const type = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' }[path.extname(file)];
    res.writeHead(200, { 'content-type': type || 'application/octet-stream' }).end(body);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext();
await context.addInitScript(() => {
  window.nimbookPlayDelay = 10;
});

// Turning Turtles is Nim on the places of the heads (coins from 1): a row is lost for the
// player to move exactly when those places XOR to 0 (Winning Ways, ch. 14).
const value = (row) => row.reduce((x, c, i) => (c === 1 ? x ^ (i + 1) : x), 0);

async function widget(url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url, { waitUntil: 'load' });
  const id = await page.$eval('section.play', (s) => s.id);
  // A table too large for the page comes from the page's engine once the block is in view.
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.waitForFunction((id) => document.querySelector(`#${id} .play-widget`).dataset.state === 'you', id);
  return { page, id, errors };
}

const heaps = (page, id) => page.$eval(`#${id} .play-widget`, (w) => w.dataset.heaps.split(' ').map(Number));
const over = (page, id) =>
  page.waitForFunction((id) => ['you', 'over'].includes(document.querySelector(`#${id} .play-widget`).dataset.state), id);

await check('a row of coins: one click on the only coin a move can turn makes it; the computer answers with a winning move in the rule\'s words', async () => {
  const { page, id, errors } = await widget(`${base}/again.html`);
  const coins = await page.$$eval(`#${id} .play-cell`, (cs) => cs.map((c) => [c.getAttribute('aria-label'), c.textContent]));
  assert(coins.length === 5 && coins[3][0] === 'coin 4: 0' && coins[4][1] === 'coin 5 ●', `coins: ${JSON.stringify(coins)}`);
  // 0 0 1 0 1: only "turn coins 4 and 5" changes coin 4.
  await page.click(`#${id} .play-cell[data-coin="3"]`);
  await over(page, id);
  const log = await page.$$eval(`#${id} .play-log li`, (li) => li.map((l) => l.textContent));
  assert(log[1].includes('turn coins 4 and 5'), `the student's move: ${log[1]}`);
  assert(value([0, 0, 1, 1, 0]) !== 0, 'the student left a won row');
  const after = await heaps(page, id);
  assert(value(after) === 0, `the computer left ${after.join(' ')}, which is not lost for the student`);
  assert(/turn coins? \d/.test(log[2]), `the computer's move is not in the rule's words: ${log[2]}`);
  assert(errors.length === 0, errors.join('; '));
  return `${log[1]} / ${log[2]}`;
});

await check('two clicks make a two-coin move; the moves listed are those turning exactly the coins picked', async () => {
  const { page, id, errors } = await widget(`${base}/zh/turtles.html`);
  await page.click(`#${id} .play-cell[data-coin="4"]`);
  const pressed = await page.$eval(`#${id} .play-cell[data-coin="4"]`, (c) => c.getAttribute('aria-pressed'));
  const options = await page.$$eval(`#${id} .play-option`, (bs) => bs.map((b) => b.textContent));
  assert(pressed === 'true', 'the coin is not shown as picked');
  // Coin 5 alone is the one move on exactly the coins picked, listed in the site's Chinese
  // words; coins 1-4 are marked as those a move turns together with coin 5.
  assert(options.length === 1 && options[0].includes('第 5 枚'), `options: ${options.join(' | ')}`);
  const open = await page.$$eval(`#${id} .play-cell.play-open`, (cs) => cs.map((c) => c.dataset.coin));
  assert(JSON.stringify(open) === JSON.stringify(['0', '1', '2', '3']), `coins marked as turning with coin 5: ${open}`);
  await page.click(`#${id} .play-cell[data-coin="0"]`);
  await over(page, id);
  const log = await page.$$eval(`#${id} .play-log li`, (li) => li.map((l) => l.textContent));
  assert(log[1].includes('翻第 1 枚和第 5 枚') && log[1].includes('1 1 1 0 0'), `the student's move: ${log[1]}`);
  assert(value([1, 1, 1, 0, 0]) === 0, 'turning coins 1 and 5 is not the winning move');
  assert(errors.length === 0, errors.join('; '));
  return log[1];
});

await browser.close();
server.close();
fs.rmSync(work, { recursive: true, force: true });
finish();
