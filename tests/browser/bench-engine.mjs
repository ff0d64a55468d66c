// The timing half of bench/page-engine.sh (run it through that script): every worked example of
// the course built in COURSE_DIR (and every play block, started again) re-rendered in headless Chromium by the page's engine module,
// from disk; prints the module's start, the median and slowest re-render, and the module's memory
// before and after 1,000 more re-renders. A benchmark, not a test: it asserts nothing.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.COURSE_DIR;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const times = [];
let start = null;
let cycle = [];
for (const prefix of ['', 'zh/']) {
  for (const file of fs.readdirSync(path.join(dir, prefix)).filter((f) => f.endsWith('.html')).sort()) {
    await page.goto(pathToFileURL(path.join(dir, prefix, file)).href);
    // Pages that load the explore script (the print page shows the examples as built).
    const boxes = await page.evaluate(() =>
      document.querySelector('script[data-engine]')
        ? [...document.querySelectorAll('.explore[data-explore]')].map((b) => JSON.parse(b.getAttribute('data-explore')))
        : [],
    );
    if (!boxes.length) continue;
    const result = await page.evaluate(async (boxes) => {
      const t0 = performance.now();
      const tag = document.createElement('script');
      tag.src = document.querySelector('script[data-engine]').getAttribute('data-engine');
      await new Promise((ok) => { tag.onload = ok; document.head.appendChild(tag); });
      const api = await window.nimbook.ready;
      const started = performance.now() - t0;
      // Five rounds over all the boxes, so that no answer is the one the module kept from the
      // call before (it keeps the last play table). A play block too large for its page also
      // asks for its table, as the page does.
      const runs = boxes.map(() => []);
      for (let round = 0; round < 5; round++) {
        for (const [i, b] of boxes.entries()) {
          const t = performance.now();
          const o = { lang: b.lang, games: b.games };
          if (b.play) {
            const html = await api.play(b.words, { ...o, play: b.play });
            if (html.includes('data-config-from="engine"')) await api.playTable(b.words, { ...o, play: b.play });
          } else {
            await api.render(b.words, { ...o, layout: b.layout });
          }
          runs[i].push(performance.now() - t);
        }
      }
      const medians = boxes.map((b, i) => {
        const r = runs[i].sort((x, y) => x - y);
        return { words: b.words, kind: b.play ? 'play' : 'example', ms: r[2] };
      });
      return { started, medians };
    }, boxes);
    if (start === null) start = result.started;
    for (const m of result.medians) times.push({ page: prefix + file, ...m });
    if (!cycle.length) cycle = boxes;
  }
}
console.log(`module start (decode, compile, site): ${start.toFixed(0)} ms`);
for (const [kind, what] of [['example', 'worked examples'], ['play', 'play blocks']]) {
  const of = times.filter((t) => t.kind === kind).sort((x, y) => x.ms - y.ms);
  if (!of.length) continue;
  const slowest = of[of.length - 1];
  console.log(`re-render of ${of.length} ${what}, both editions: median ${of[Math.floor(of.length / 2)].ms.toFixed(1)} ms, ` +
    `slowest ${slowest.ms.toFixed(1)} ms (${slowest.page}: ${slowest.words})`);
}
// Memory: the module's linear memory after a warm-up, and after 1,000 more re-renders.
const memory = await page.evaluate(async (boxes) => {
  const api = await window.nimbook.ready;
  const run = async (n) => {
    for (let i = 0; i < n; i++) {
      const b = boxes[i % boxes.length];
      const o = { lang: b.lang, games: b.games };
      await (b.play ? api.play(b.words, { ...o, play: b.play }) : api.render(b.words, { ...o, layout: b.layout }));
    }
  };
  await run(100);
  const before = api.memoryBytes();
  await run(1000);
  return { before, after: api.memoryBytes() };
}, cycle);
console.log(`module memory: ${(memory.before / 1048576).toFixed(1)} MiB after 100 re-renders, ` +
  `${(memory.after / 1048576).toFixed(1)} MiB after 1,000 more`);
await browser.close();
