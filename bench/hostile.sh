#!/usr/bin/env bash
# Benchmark of lessons built to be slow: the time and peak memory of `nimbook build` on inputs
# that once took quadratic time or memory (issue "Reliability, third round"). Each case is a
# generated site; what it must show is time and memory growing in proportion to the input.
#   - N identical headings (each gets the next free anchor: a-2, a-3, …), N = 8,000 and 30,000;
#   - a 2 MB Chinese lesson writing a word the glossary says to avoid 20,000 times;
#   - a Markdown table of 5,000 rows × 200 columns (2 MB): refused, past the 200,000 elements a
#     lesson may hold, and what matters is what the refusal costs;
#   - teachers' rules whose calls copy, search or hold large arrays (below);
#   - templates that grow a value without bound (`~`, list `+`, macros, minijinja's own `*`):
#     the build must stop at its memory limit (4 GiB) with the lesson named; one that walks a
#     lazily joined list of 2^30 values, at the time a lesson may take (120 s).
# Usage: bench/hostile.sh   (NIMBOOK_BIN=path/to/nimbook measures another build)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${NIMBOOK_BIN:-}" ] || cargo build --release --quiet
bin="${NIMBOOK_BIN:-$PWD/target/release/nimbook}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

site() {
  rm -rf "$work/site" && mkdir -p "$work/site/content"
  printf 'title = "Bench"\n' > "$work/site/nimbook.toml"
}

measure() {
  local what=$1 status=0
  # A case still running after BENCH_TIMEOUT seconds (600 unless set) is stopped: status 124.
  /usr/bin/time -o "$work/time" -f '%e s, %M KB peak' timeout "${BENCH_TIMEOUT:-600}" "$bin" build "$work/site" --out "$work/out" >/dev/null 2>"$work/log" || status=$?
  if [ "$status" = 0 ]; then
    echo "$what: $(tail -n 1 "$work/time"), $(grep -c '^warning' "$work/log" || true) warnings"
  else
    echo "$what: failed ($status) after $(tail -n 1 "$work/time"): $(grep -m1 '^error' "$work/log" || tail -n 1 "$work/log")"
  fi
}

for n in 8000 30000; do
  site
  python3 - "$n" > "$work/site/content/01-h.md" <<'PY'
import sys
print('+++\ntitle = "Headings"\n+++\n')
for _ in range(int(sys.argv[1])):
    print('## Same\n\nText.\n')
PY
  measure "$n identical headings"
done

site
mkdir -p "$work/site/content/zh"
printf '[[term]]\nen = "counter"\nzh = "枚"\navoid = { zh = ["个石子"] }\n' > "$work/site/content/glossary.toml"
printf '+++\ntitle = "One"\n+++\nText.\n' > "$work/site/content/01-a.md"
python3 - > "$work/site/content/zh/01-a.md" <<'PY'
print('+++\ntitle = "一"\n+++\n')
line = '桌上有三个石子，' * 10 + '还有一些别的字。' * 3
for _ in range(2000):
    print(line + '\n')
PY
measure "a 2 MB lesson with 20,000 words the glossary avoids"

site
python3 - > "$work/site/content/01-t.md" <<'PY'
print('+++\ntitle = "Table"\n+++\n')
cols = 200
print('|' + '|'.join(f'c{i}' for i in range(cols)) + '|')
print('|' + '|'.join('-' for _ in range(cols)) + '|')
for r in range(5000):
    print('|' + '|'.join(str((r * cols + c) % 97) for c in range(cols)) + '|')
PY
measure "a 5,000 × 200 table (2 MB)"

# Rules that spend time Rhai's count of operations leaves out: one operation copies an array of
# 16,384 numbers (made by doubling: rules have no `pad`), or looks through it (`contains`), or
# changes it while holding it all. Each call stays under the 200,000 operations one call may take; the example
# asks for 31 positions. What it must show: the request stops within about the time its budget
# allows (400,000,000 operations at some 50 ns each), not after minutes or hours.
rule_case() {
  local what=$1 body=$2
  site
  mkdir -p "$work/site/games"
  cat > "$work/site/games/slow.rhai" <<RHAI
fn moves(p) {
    let a = [0];
    while a.len() < 16384 { a += a; }
    $body
    if p[0] > 0 { [[p[0] - 1]] } else { [] }
}
RHAI
  printf '+++\ntitle = "Slow"\n+++\n\n```example\nslow 30\n```\n' > "$work/site/content/01-slow.md"
  measure "$what"
}
rule_case "a rule copying 16,384 numbers 60,000 times a call" "let k = 0; for j in 0..60000 { let b = a; k += 1; }"
rule_case "a rule looking through 16,384 numbers 40,000 times a call" "for j in 0..40000 { if a.contains(-1) { throw \"no\"; } }"
rule_case "a rule changing an array of 16,384 numbers 10,000 times a call" "for j in 0..10000 { a.push(1); a.pop(); }"
# And the work the charge leaves out: a call may hold 4 KB (256 numbers) without being charged
# for it, so a rule that changes an array of 256 numbers at every step, for 2,101 positions of
# 200,000 operations each, is charged its operations only: the bound of a request in time.
site
mkdir -p "$work/site/games"
cat > "$work/site/games/slow.rhai" <<'RHAI'
fn moves(p) {
    let a = [0];
    while a.len() < 256 { a += a; }
    for j in 0..18000 { a.push(1); a.pop(); }
    if p[0] > 0 { [[p[0] - 1]] } else { [] }
}
RHAI
printf '+++\ntitle = "Slow"\n+++\n\n```example\nslow 2100\n```\n' > "$work/site/content/01-slow.md"
measure "a rule changing an array of 256 numbers at every step of 2,101 positions"

# Templates that grow a value without bound: each must end at the build's memory limit, naming
# the lesson, within seconds (the time is mostly the operating system handing out 4 GiB).
template_case() {
  local what=$1 body=$2
  site
  printf '+++\ntitle = "Grow"\n+++\n\n%s\n' "$body" > "$work/site/content/01-grow.md"
  measure "$what"
}
template_case "a string doubled by ~ 40 times" \
  '{% set ns = namespace(s="x") %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s | length }}'
template_case "a list doubled by + 40 times" \
  '{% set ns = namespace(l=[1]) %}{% for i in range(40) %}{% set ns.l = ns.l + ns.l %}{% endfor %}{{ ns.l | length }}'
template_case "10 MB joined 1,000 times by ~" \
  '{% set ns = namespace(s="") %}{% for i in range(1000) %}{% set ns.s = ns.s ~ ("x" * 10000000) %}{% endfor %}{{ ns.s | length }}'
template_case "a macro doubling its argument 40 deep" \
  '{% macro d(s, n) %}{% if n %}{{ d(s ~ s, n - 1) }}{% else %}{{ s | length }}{% endif %}{% endmacro %}{{ d("x", 40) }}'
template_case "minijinja's largest list repeat (10^8 values), then added to itself" \
  '{% set l = (range(100000) | list) * 1000 %}{% set m = l + l %}{{ m | length }}'
template_case "a list of 2^30 values joined lazily, then summed (stopped by the clock: 120 s)" \
  '{% set ns = namespace(l=[1]) %}{% for i in range(30) %}{% set ns.l = ns.l + ns.l %}{% endfor %}{{ ns.l | sum }}'
template_case "100 MB printed 50 times" \
  '{% for i in range(50) %}{{ "x" * 100000000 }}{% endfor %}'
