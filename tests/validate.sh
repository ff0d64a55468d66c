#!/usr/bin/env bash
# Valid HTML: builds the shipped course (both editions: every lesson, each edition's index), the
# manual (book/) and an exercise sheet with its answer key in English and in Chinese, then runs the W3C Nu Html
# Checker (vnu-jar, pinned in tests/validate/package.json, installed there with `npm ci`, not
# globally) over every page. Any error fails; warnings are printed by `VNU_WARNINGS=1`.
# Installs Debian's default-jre-headless if there is no Java.
#
#   bash tests/validate.sh
#
# Environment: NIMBOOK_BIN (use this binary instead of building one), CARGO_TARGET_DIR.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/.." && pwd)"

if ! command -v java >/dev/null; then
  echo "installing a Java runtime (default-jre-headless) for the checker"
  apt-get update
  apt-get install -y default-jre-headless
fi
(cd "$here/validate" && npm ci --no-audit --no-fund --loglevel=error)
jar="$here/validate/node_modules/vnu-jar/build/dist/vnu.jar"
[ -f "$jar" ] || { echo "no vnu.jar at $jar" >&2; exit 1; }

if [ -z "${NIMBOOK_BIN:-}" ]; then
  (cd "$repo" && cargo build --release --quiet)
  NIMBOOK_BIN="${CARGO_TARGET_DIR:-$repo/target}/release/nimbook"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$NIMBOOK_BIN" build "$repo" --out "$work/course"
"$NIMBOOK_BIN" build "$repo/book" --out "$work/book"
# A sheet of every kind of section the generator has (heaps, a subtraction set, an octal code,
# Wythoff), with the worked examples on the key, in both languages.
sections=(nim "kayles --count 3" "subtraction --set 1,3,4 --count 3" "wythoff --count 3")
"$NIMBOOK_BIN" exercises "${sections[@]}" --count 12 --seed 23 --worked --site "$repo" --out "$work/sheet-en"
"$NIMBOOK_BIN" exercises "${sections[@]}" --count 12 --seed 23 --worked --site "$repo" --lang zh --out "$work/sheet-zh"

mapfile -t pages < <(find "$work" -name '*.html' | sort)
[ "${#pages[@]}" -gt 50 ] || { echo "only ${#pages[@]} pages were built" >&2; exit 1; }

options=(--format gnu)
[ -n "${VNU_WARNINGS:-}" ] || options+=(--errors-only)
# vnu exits non-zero on any error; its report names each file, so count the files it names.
status=0
java -jar "$jar" "${options[@]}" "${pages[@]}" >"$work/report.txt" 2>&1 || status=$?
sed "s|$work/||" "$work/report.txt"
bad=$(grep -c ': error: ' "$work/report.txt" || true)
files=$({ grep ': error: ' "$work/report.txt" || true; } | sed -E 's/^"?file:([^":]*)".*/\1/' | sort -u | wc -l)
if [ "$status" -ne 0 ] && [ "$bad" -eq 0 ]; then
  echo "the checker failed without naming an error (exit $status)" >&2
  exit 1
fi
echo "validate: $bad error(s) in $files of ${#pages[@]} pages"
echo "$(( ${#pages[@]} - files )) passed, $files failed"
[ "$bad" -eq 0 ]
