#!/usr/bin/env bash
# Benchmark of the shipped English course against mdBook on the same Markdown: the course once (its
# lessons and pages, content/*.md) and copied 90 times (links rewritten per copy), built by nimbook
# cold (no .nimbook-cache), warm (cache from the previous build) and after editing one lesson,
# and by mdBook (front matter stripped; blocks become code). The commands alternate: each round
# runs every command once per run, and the medians over all rounds are compared.
# Usage: bench/course.sh [ROUNDS] [RUNS]   (defaults 4 and 3; installs hyperfine and mdbook if missing)
# NIMBOOK_BIN=path/to/nimbook bench/course.sh measures another build of nimbook instead.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-4}
runs=${2:-3}
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine; }
command -v mdbook >/dev/null || cargo install --locked mdbook
[ -n "${NIMBOOK_BIN:-}" ] || cargo build --release --quiet
bin="${NIMBOOK_BIN:-$PWD/target/release/nimbook}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# make_sites COPIES DIR: DIR/site (nimbook) and DIR/book (mdBook) with the course COPIES times.
make_sites() {
  local copies=$1 dir=$2
  mkdir -p "$dir/site/content" "$dir/book/src"
  [ -d templates ] && cp -r templates "$dir/site/"
  # The teachers' games the lessons play (games/*.rhai), found from the site's root.
  [ -d games ] && cp -r games "$dir/site/"
  echo "# Summary" > "$dir/book/src/SUMMARY.md"
  for k in $(seq 1 "$copies"); do
    # Copy k of NN-slug.md is KKNN-slug-cK.md (the slugs stay unique); links follow the copy.
    local script=""
    for f in content/*.md; do
      local n; n=$(basename "$f" .md)
      local new; new=$(printf '%03d%s-c%d' "$k" "$n" "$k")
      [ "$copies" = 1 ] && new=$n
      script+="s#(${n}\\.md#(${new}.md#g;"
    done
    for f in content/*.md; do
      local n; n=$(basename "$f" .md)
      local new; new=$(printf '%03d%s-c%d' "$k" "$n" "$k")
      [ "$copies" = 1 ] && new=$n
      sed "$script" "$f" > "$dir/site/content/$new.md"
      # mdBook: the same Markdown without the TOML front matter.
      sed '1,/^+++$/{/^+++$/!d};/^+++$/d' "$dir/site/content/$new.md" > "$dir/book/src/$new.md"
      echo "- [$new]($new.md)" >> "$dir/book/src/SUMMARY.md"
    done
  done
  printf '[book]\ntitle = "course"\n[output.html]\nsearch.enable = true\n' > "$dir/book/book.toml"
}

make_sites 1 "$work/x1"
make_sites 90 "$work/x90"
echo "lessons: x1 $(ls "$work/x1/site/content" | wc -l), x90 $(ls "$work/x90/site/content" | wc -l)"

# One lesson to edit between warm builds: a comment line appended, a different one each time.
edit() { echo "<!-- edit $RANDOM$RANDOM -->" >> "$1/site/content/$(ls "$1/site/content" | sed -n 3p)"; }
export -f edit

for size in x1 x90; do
  d="$work/$size"
  "$bin" build "$d/site" >/dev/null  # fills the cache for the warm runs
  for r in $(seq 1 "$rounds"); do
    hyperfine -N --style none --runs "$runs" --export-json "$work/$size-$r.json" \
      -n "nimbook cold" --prepare "rm -rf $d/site/.nimbook-cache" "$bin build $d/site" \
      -n "mdbook" --prepare "true" "mdbook build $d/book" \
      -n "nimbook warm" --prepare "true" "$bin build $d/site" \
      -n "nimbook edit-one" --prepare "bash -c 'edit $d'" "$bin build $d/site" >/dev/null
  done
  echo "== course $size ($rounds rounds x $runs runs, alternated; median and spread of all runs)"
  python3 - "$work" "$size" "$rounds" <<'PY'
import json, statistics, sys
work, size, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
times = {}
for r in range(1, rounds + 1):
    for res in json.load(open(f"{work}/{size}-{r}.json"))["results"]:
        times.setdefault(res["command"], []).extend(res["times"])
md = statistics.median(times["mdbook"])
for name, ts in times.items():
    m = statistics.median(ts)
    print(f"  {name:17} median {m*1000:7.1f} ms  (min {min(ts)*1000:7.1f}, max {max(ts)*1000:7.1f})  {m/md:5.2f}x mdbook")
PY
done
