#!/usr/bin/env bash
# Benchmark of link warnings: a lesson whose one line holds N links to pictures the site does not
# have (N warnings), built by the release binary under /usr/bin/time -v; then the same N links one
# per line. Prints the wall time, the peak memory (maximum resident set size) and how much the
# warnings printed. Linear is the goal: 20,000 links once took 97 s and 2.85 GB (issue 21).
# Usage: bench/links.sh [N]   (default 20000)
# NIMBOOK_BIN=path/to/nimbook bench/links.sh measures another build of nimbook instead.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-20000}
. bench/measure.sh

# site LAYOUT: a site in $work/LAYOUT whose lesson has the N links on one line or one per line.
site() {
  mkdir -p "$work/$1/content"
  {
    printf '+++\ntitle = "Links"\n+++\n\n'
    if [ "$1" = one-line ]; then
      seq 0 $((n - 1)) | awk '{ printf "%s[l%d](missing%d.png)", (NR > 1 ? " " : ""), $1, $1 } END { print "" }'
    else
      seq 0 $((n - 1)) | awk '{ printf "[l%d](missing%d.png)\n\n", $1, $1 }'
    fi
  } > "$work/$1/content/01-links.md"
}

for layout in one-line one-per-line; do
  site "$layout"
  /usr/bin/time -v "$bin" build "$work/$layout" > /dev/null 2> "$work/$layout.err" || true
  warnings=$(grep -c '^warning: ' "$work/$layout.err" || true)
  printed=$(grep -v -e '^\s*Command being timed' -e '^\s*[A-Z][a-zA-Z ()/:]*: ' "$work/$layout.err" | wc -c)
  echo "$n links, $layout: $warnings warnings ($printed bytes printed) in $(measured "$work/$layout.err")"
done
