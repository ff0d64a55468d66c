# Sourced by bench/links.sh and bench/judge.sh (from the repository's root): the binary to measure
# ($bin: the release build, or $NIMBOOK_BIN), /usr/bin/time, and a work folder ($work) removed
# on exit.
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time; }
[ -n "${NIMBOOK_BIN:-}" ] || cargo build --release --quiet
bin="${NIMBOOK_BIN:-$PWD/target/release/nimbook}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measured FILE: "TIME, peak memory N MB" from the report of /usr/bin/time -v in FILE.
measured() {
  local elapsed rss
  elapsed=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$1")
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$1")
  echo "$elapsed, peak memory $((rss / 1024)) MB"
}
