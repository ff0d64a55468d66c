// What the smaller browser test files share (coins.mjs, explore.mjs): a named check that counts
// and reports itself, an assertion, and the closing "N passed, M failed" line with the exit code.
let passed = 0;
let failed = 0;

/** Runs one check: one line, "ok" with its detail or "FAIL" with the error. */
export async function check(name, fn) {
  try {
    const detail = await fn();
    passed++;
    console.log(`ok   ${name}${detail ? ` — ${detail}` : ''}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e && e.message ? e.message : e}`);
  }
}

/** Fails the check unless `cond`; the message may be a function, built only on failure. */
export function assert(cond, message) {
  if (!cond) throw new Error(typeof message === 'function' ? message() : message);
}

/** Prints the closing line and exits, 1 when a check failed. */
export function finish() {
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
