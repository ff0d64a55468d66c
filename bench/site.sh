#!/usr/bin/env bash
# Benchmark of whole-site builds: the shipped course, and 1,000 generated lessons, each built by
# nimbook and (for comparison, as plain Markdown) by mdbook in the same run.
# Usage: bench/site.sh            (installs hyperfine and mdbook if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine; }
command -v mdbook >/dev/null || cargo install --locked mdbook
cargo build --release --quiet
bin="$PWD/target/release/nimbook"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. The shipped course.
mkdir -p "$work/course"
cp -r content "$work/course/"
[ -d templates ] && cp -r templates "$work/course/"
[ -d games ] && cp -r games "$work/course/"

# 2. 1,000 generated lessons, each with a worked example, a chart, a certificate and maths.
gen="$work/gen"
mkdir -p "$gen/content" "$gen/book/src"
echo "# Summary" > "$gen/book/src/SUMMARY.md"
for i in $(seq 1 1000); do
  a=$(( i % 50 + 1 )); b=$(( i % 37 + 2 )); c=$(( i % 23 + 3 ))
  f=$(printf '%04d-lesson-%d.md' "$i" "$i")
  cat > "$gen/content/$f" <<MD
+++
title = "Generated lesson $i"
summary = "Heaps $a, $b and $c."
[examples]
main = "nim $a $b $c"
+++

## The position

Heaps {{ main.heaps | and_list }} have nim-sum {{ main.nim_sum }}, and the player to move
{{ "wins" if main.first_player_wins else "loses" }}. In symbols, \$T = x_1 \oplus x_2 \oplus x_3\$.

\`\`\`example main
\`\`\`

## A chart

\`\`\`chart
nim2 --size 15
\`\`\`

## A check

\`\`\`verify
property-4 --bits 4
\`\`\`

See also [the first lesson](0001-lesson-1.md).
MD
  # The same text for mdbook, which treats the blocks as code.
  sed 's/0001-lesson-1.md/0001-lesson-1.md/' "$gen/content/$f" | sed '1,/^+++$/{/^+++$/!d};/^+++$/d' > "$gen/book/src/$f"
  echo "- [Lesson $i]($f)" >> "$gen/book/src/SUMMARY.md"
done
printf '[book]\ntitle = "bench"\n[output.html]\nsearch.enable = true\n' > "$gen/book/book.toml"
mkdir -p "$work/course-book/src"
echo "# Summary" > "$work/course-book/src/SUMMARY.md"
for f in content/*.md; do
  n=$(basename "$f")
  sed '1,/^+++$/{/^+++$/!d};/^+++$/d' "$f" > "$work/course-book/src/$n"
  echo "- [$n]($n)" >> "$work/course-book/src/SUMMARY.md"
done
printf '[book]\ntitle = "course"\n' > "$work/course-book/book.toml"

echo "== CPU use of one nimbook build of 1,000 lessons (user+sys > real means both cores work)"
/usr/bin/time -f "real %es  user %Us  sys %Ss  max RSS %M KiB" "$bin" build "$gen" 2>&1 | tail -1
hyperfine --warmup 1 --runs 5 \
  -n "nimbook: shipped course" "$bin build $work/course" \
  -n "mdbook: shipped course (plain Markdown)" "mdbook build $work/course-book" \
  -n "nimbook: 1,000 generated lessons" "$bin build $gen" \
  -n "mdbook: 1,000 lessons (plain Markdown)" "mdbook build $gen/book"
