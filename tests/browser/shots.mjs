// Full-page screenshots for looking at pages by eye (not a test): run from tests/browser,
//   node shots.mjs SITE_DIR OUT_DIR WIDTH light|dark PAGE...
// e.g. node shots.mjs "$PWD/../../output" /tmp/shots 390 light zh/nim.html zh/wythoff.html
// writes OUT_DIR/zh_nim.html.png and so on, each the whole page at WIDTH CSS pixels.
import { chromium } from 'playwright-core';
const [dir, out, width, scheme, ...files] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme, deviceScaleFactor: 1 });
for (const f of files) {
  const p = await ctx.newPage();
  await p.goto('file://' + dir + '/' + f);
  await p.waitForTimeout(300);
  await p.screenshot({ path: `${out}/${f.replace(/\//g, '_')}.png`, fullPage: true });
  await p.close();
}
await browser.close();
