#!/usr/bin/env bash
# Mutation testing of the engine (crates/engine/src) with cargo-mutants (crates.io): each mutant is a
# small change to the engine's code (an operator swapped, a function's body replaced by a
# default); a mutant that no test catches ("missed") is a wrong answer the suite would let by.
#
#   bash tools/mutants.sh                          # every file of crates/engine/src (many hours on 2 cores)
#   bash tools/mutants.sh crates/engine/src/xor.rs         # one file
#   MUTANTS_TESTS="xor:: games:: nim_sum" bash tools/mutants.sh crates/engine/src/xor.rs
#   # the views that put numbers into words, and the judges' solvers (a first pass on the
#   # unit tests, whose survivors then go again with MUTANTS_AGAIN):
#   MUTANTS_TARGETS=--lib bash tools/mutants.sh crates/views/src/facts/mod.rs \
#     crates/views/src/worked.rs crates/views/src/judge/mod.rs crates/views/src/judge/problems/*.rs
#
# Environment:
#   MUTANTS_TESTS   test-name filters given to the test binaries (default none: every unit test
#                   of the workspace's crates, the engine's own among them, and every test of
#                   tests/it); a narrower filter, such as "games:: families:: referee::" for
#                   the closed forms against brute force, the families and the independent
#                   referee, makes a run on one file affordable.
#   MUTANTS_OUT     where cargo-mutants writes mutants.out/ (default target/mutants): caught.txt,
#                   missed.txt, timeout.txt, unviable.txt and outcomes.json.
#   MUTANTS_JOBS    mutants built and tested at once (default 1).
#   MUTANTS_ARGS    more options for cargo-mutants, e.g. "--re winning_moves" (split at
#                   spaces: write \s in a regex).
#   MUTANTS_AGAIN   a list of mutants (a run's missed.txt) to test again, whatever lines they
#                   have moved to: the second step after a run with narrow MUTANTS_TESTS, with
#                   broader ones, or after writing the tests that should catch them.
#   MUTANTS_TARGETS the test binaries built and run, in every crate of the workspace (default
#                   "--lib --test=it": the engine's tests alone would miss tests/it); "--lib" alone
#                   builds each mutant in about half the time, for a first pass on the unit
#                   tests whose survivors then go again (MUTANTS_AGAIN) with both binaries.
#   CARGO_TARGET_DIR  a target folder to build in (e.g. a copy of target/, to reuse built
#                   dependencies); cargo-mutants otherwise builds in its own copy of the tree.
#
# Installs cargo-mutants with `cargo install cargo-mutants --locked` if it is missing. Runs at the
# lowest priority (nice), so that it can run beside other work.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v cargo-mutants >/dev/null; then
  cargo install cargo-mutants --locked
fi
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  mapfile -t files < <(find crates/engine/src -name '*.rs' ! -name 'tests.rs' | sort)
fi
args=()
for f in "${files[@]}"; do
  args+=(--file "$f")
done
read -r -a filters <<< "${MUTANTS_TESTS:-}"
read -r -a extra <<< "${MUTANTS_ARGS:-}"
read -r -a target_args <<< "${MUTANTS_TARGETS:---lib --test=it}"
targets=()
for t in "${target_args[@]}"; do
  targets+=("--cargo-arg=$t")
done
# MUTANTS_AGAIN: test again only the mutants a file lists (a run's missed.txt), each named by
# file, column and words but any line, so that edits above them do not lose them.
if [ -n "${MUTANTS_AGAIN:-}" ]; then
  again=$(python3 - "$MUTANTS_AGAIN" <<'PY'
import re, sys
parts = []
for name in open(sys.argv[1]):
    name = name.strip()
    if name:
        file, _line, col, words = name.split(":", 3)
        parts.append(re.escape(file) + r":\d+:" + col + ":" + re.escape(words) + "$")
print("^(" + "|".join(parts) + ")")
PY
  )
  extra+=(--re "$again")
fi
# Without debug info the test binaries link in a fraction of the time, and every mutant is a
# rebuild; the tests do not need it. Only the test binaries that run (MUTANTS_TARGETS) are
# built (the target options go to the build as well as to the test run), not the binary or the
# examples.
export CARGO_PROFILE_DEV_DEBUG="${CARGO_PROFILE_DEV_DEBUG:-0}"
# Each entry of .cargo/mutants.toml names equivalent mutants by file, column and words; one that
# names none any more was changed by an edit: its mutant is back in the run, and the entry
# should be renamed or removed.
if command -v python3 >/dev/null; then
  cargo mutants --list --no-config --workspace "${args[@]}" 2>/dev/null | python3 -c '
import re, sys, tomllib
names = sys.stdin.read().splitlines()
files = {n.split(":", 1)[0] for n in names}
for pattern in tomllib.load(open(".cargo/mutants.toml", "rb")).get("exclude_re", []):
    if any(f in pattern.replace("\\", "") for f in files) and not any(re.search(pattern, n) for n in names):
        print(f"stale entry in .cargo/mutants.toml (it names no mutant): {pattern}")
' || true
fi
echo "mutants of ${files[*]}; tests matching ${filters[*]}"
nice -n 19 cargo mutants --workspace "${args[@]}" \
  --test-workspace=true \
  --output "${MUTANTS_OUT:-target/mutants}" \
  --jobs "${MUTANTS_JOBS:-1}" \
  --timeout-multiplier 3 \
  ${extra[@]+"${extra[@]}"} \
  "${targets[@]}" \
  -- -- ${filters[@]+"${filters[@]}"} || status=$?
out="${MUTANTS_OUT:-target/mutants}/mutants.out"
for kind in caught missed timeout unviable; do
  printf '%-9s %s\n' "$kind" "$( (cat "$out/$kind.txt" 2>/dev/null || true) | wc -l)"
done
# cargo-mutants exits 2 when a mutant was missed, 3 on a timeout: the figures above say which.
exit "${status:-0}"
