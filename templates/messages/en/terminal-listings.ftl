# English messages: what the command line says about tested code listings: `nimbook check
# --listings` (src/listings/) and a listing's fence in a lesson (diagnostics, worded in the
# reader's language: the site's `language` or --lang). Every id here must also be in
# ../zh/terminal-listings.ftl. The compilers' and the system's own words are shown as they are.

## A listing's fence (a diagnostic of the build and of `nimbook check`)

# A tested listing in a language nimbook cannot run: $word is the fence's language word, $key
# `solves` or `checks`, $value the annotation's value.
listing-language = a tested listing must be in cpp, python or rust, not "{ $word }"; write e.g. ```cpp { $key }={ $value }
# `solves=` names no judge problem: $value is the name written, $names lists the problems.
listing-unknown-problem = unknown judge problem "{ $value }" in solves=; nimbook knows { $names }
# `checks=` names no contract: $value is the name written, $names lists the contracts.
listing-unknown-contract = unknown contract "{ $value }" in checks=; nimbook knows { $names }

## `nimbook check --listings`: a listing's report

# Where a listing is and what it claims, at the start of every line about it: $place is
# "content/05-nim.md:140:1", $claim "solves=hdu1850" (or listing-malformed).
listing-label = { $place }: listing { $claim }
# The claim of a listing whose annotation has a mistake.
listing-malformed = (malformed)
# A listing's first mistake, after its label ($label: listing-label; $mistake: one of the
# messages below).
listing-failed = { $label }: { $mistake }
# The lessons' folder or a lesson could not be read: $path is it (then error-failed).
listing-reading = reading { $path }

## Why a listing could not be built

# The compiler or interpreter is missing: $tool (g++, python3, rustc), $install what to do
# (a listing-install-… message).
listing-needs-tool = `{ $tool }` is needed to test this listing but was not found; { $install }
listing-install-cpp = install a C++ compiler, e.g. `apt-get install g++` on Debian or Ubuntu
listing-install-python = install Python 3, e.g. `apt-get install python3`
listing-install-rust = install Rust from https://rustup.rs
# The compiler refused the listing: $messages is the compiler's own output, on the lines below.
listing-does-not-compile =
    does not compile:
    { $messages }
# Compiling took longer than $limit (as "120s").
listing-compile-timed-out = compiling took longer than { $limit }
# The compiler's output passed the output limit.
listing-compiler-too-chatty = the compiler printed too many messages
# A contract's listing that did not build: $error (one of the messages above) and the function
# it must define ($signature, in the listing's language).
listing-must-define = { $error } (the listing must define `{ $signature }`)
# The file system or the process table failed: $doing (a listing-io-… message), $error the
# system's reason.
listing-io = { $doing }: { $error }
listing-io-temp-folder = cannot create a temporary folder
listing-io-temp-file = cannot write the listing to a temporary file
listing-io-start = cannot start the program
listing-io-wait = waiting for the program

## What a run on one input showed ($input, $expected and $got quoted, escaped, on one line)

# The output differs from the expected one.
listing-wrong-output = on input { $input } expected { $expected } got { $got }
# The program exited with an error: $errors is its error output, quoted.
listing-program-failed = on input { $input } the program failed (expected { $expected }, got { $got }); its error output: { $errors }
# The run passed the time limit $limit (as "5s").
listing-timed-out = on input { $input } the program ran longer than the time limit of { $limit } and was stopped
# The run printed more than $bytes bytes.
listing-too-much-output = on input { $input } the program printed more than { $bytes } bytes and was stopped
# A contract's listing printed fewer lines than inputs.
listing-no-line = on input { $input } expected { $expected } got no line
# A contract's listing failed on its inputs run together, but on each alone it did not.
listing-fails-only-together = the program failed on all inputs together but on none alone
# `nimbook judge` refused an input nimbook generated (a bug of nimbook's): $error is the judge's
# mistake (judge.ftl).
listing-judge-refused = nimbook judge refused a generated input: { $error }
