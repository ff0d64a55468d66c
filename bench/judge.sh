#!/usr/bin/env bash
# Benchmark of `nimbook judge`: Luogu P2197 with N cases of one heap (4 bytes of input a case:
# 25 M cases is 100 MB), answered by the release binary under /usr/bin/time -v, for N/10 and N
# cases: the wall time, the peak memory (maximum resident set size; streamed, it should not grow
# with N) and the bytes answered. 25 M cases once held 144 MB of answers until the end (issue 21).
# Usage: bench/judge.sh [N]   (default 25000000)
# NIMBOOK_BIN=path/to/nimbook bench/judge.sh measures another build of nimbook instead.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-25000000}
. bench/measure.sh

for cases in $((n / 10)) "$n"; do
  { echo "$cases"; (yes $'1\n7' || true) | head -n $((2 * cases)); } > "$work/input"
  /usr/bin/time -v "$bin" judge p2197 < "$work/input" 2> "$work/time" | wc -c > "$work/bytes"
  echo "judge p2197, $cases cases ($(stat -c %s "$work/input") bytes in, $(cat "$work/bytes") bytes out): $(measured "$work/time")"
done
