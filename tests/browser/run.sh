#!/usr/bin/env bash
# The browser tests: build the fixture site (tests/browser/site) and, if present, the shipped
# course (content/ at the repository root) with the release nimbook binary, then check the
# pages in headless Chromium (tests/browser/test.mjs). Exits non-zero if any check fails.
#
#   bash tests/browser/run.sh
#
# Environment: NIMBOOK_BIN (use this binary instead of building one), CARGO_TARGET_DIR (where
# cargo builds), SHOTS_DIR (screenshots, default /tmp/browser-shots), TIMEOUT_SCALE (multiplies
# every wait of the checks, default 1: raise it on a slow or busy machine).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

if [ ! -x /usr/bin/chromium ]; then
  echo "installing Debian's chromium"
  apt-get update
  apt-get install -y chromium
fi
# A Chinese font (one of the stack the stylesheet names for :lang(zh)), so that the Chinese
# pages are laid out and photographed with real glyphs, as readers see them, not with boxes.
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  echo "installing a Chinese font (fonts-wqy-microhei)"
  apt-get update
  apt-get install -y fonts-wqy-microhei
fi

(cd "$here" && npm ci --no-audit --no-fund --loglevel=error)

if [ -z "${NIMBOOK_BIN:-}" ]; then
  (cd "$repo" && cargo build --release --quiet)
  NIMBOOK_BIN="${CARGO_TARGET_DIR:-$repo/target}/release/nimbook"
fi
[ -x "$NIMBOOK_BIN" ] || { echo "no nimbook binary at $NIMBOOK_BIN" >&2; exit 1; }
export NIMBOOK_BIN

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The fixture site, with the repository's templates (as the course build uses them), so the
# scripts and styles under test are the ones in this working tree.
cp -R "$here/site" "$work/fixture-src"
cp -R "$repo/templates" "$work/fixture-src/templates"
"$NIMBOOK_BIN" build "$work/fixture-src" --out "$work/fixture"
export FIXTURE_DIR="$work/fixture"

if [ -d "$repo/content" ]; then
  "$NIMBOOK_BIN" build "$repo" --out "$work/course"
  export COURSE_DIR="$work/course"
fi


export SHOTS_DIR="${SHOTS_DIR:-/tmp/browser-shots}"
status=0
node "$here/test.mjs" || status=$?
# A site's own game that reads as a row of coins (tests/fixtures/sites/games); it builds its site.
node "$here/coins.mjs" || status=$?
# The engine in the page: worked examples that take the student's position, and the explorer.
if [ -n "${COURSE_DIR:-}" ]; then
  node "$here/explore.mjs" || status=$?
fi
exit "$status"
