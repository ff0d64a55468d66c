// The page's engine module under Node: each request of a case file is sent to the WebAssembly
// module the build ships, and its reply compared, byte for byte, with the reply the same
// request got natively (tests/it/web.rs writes the file). Prints "N passed, M failed".
//
//   node tests/wasm/same-bytes.mjs ENGINE.wasm.deflate CASES.json
//
// The module file is as the build embeds it: raw DEFLATE.
import fs from 'node:fs';
import zlib from 'node:zlib';

const [moduleFile, casesFile] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(zlib.inflateRawSync(fs.readFileSync(moduleFile)), {});
const wasm = instance.exports;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function call(request) {
  const input = encoder.encode(request);
  const ptr = wasm.nimbook_alloc(input.length);
  new Uint8Array(wasm.memory.buffer, ptr, input.length).set(input);
  // 1 an answer, 0 a mistake, 2 a request past one of the engine's bounds.
  const code = wasm.nimbook_call(ptr, input.length);
  const reply = new Uint8Array(wasm.memory.buffer, wasm.nimbook_reply_ptr(), wasm.nimbook_reply_len());
  return { ok: code === 1, code, text: decoder.decode(reply) };
}

const { site, cases } = JSON.parse(fs.readFileSync(casesFile, 'utf8'));
const started = call(site);
if (!started.ok) {
  console.log(`the site was refused: ${started.text}`);
  process.exit(1);
}
let passed = 0;
let failed = 0;
for (const c of cases) {
  const got = call(c.request);
  if (got.code === c.code && got.text === c.text) {
    passed++;
  } else {
    failed++;
    if (failed <= 5) {
      console.log(`differs: ${c.request}`);
      console.log(`  native: ${c.code} ${c.text.slice(0, 300)}`);
      console.log(`  module: ${got.code} ${got.text.slice(0, 300)}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
