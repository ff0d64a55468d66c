# English messages: mistakes in a lesson's words that the page's engine module can meet too (a block's
# settings, a template's bounds, a filter), so they are not terminal-only. Every id here must also be in
# ../zh/mistakes.ftl.

## The bounds of a lesson's template and maths (crates/views/src/limits.rs)

# minijinja's range() past its bound, after the tag: $max is the most numbers it gives.
mistake-lesson-range-limit = range() gives at most { $max } numbers; loop over a shorter range
# Templates and macros calling one another too deep, after the tag: $max is the deepest allowed.
mistake-lesson-recursion-limit = templates and macros may call one another at most { $max } deep; a macro that calls itself needs a case where it stops
# A {{ … }} expression too long: $bytes is its length, $max the most allowed.
mistake-lesson-expression-bytes = this {"{{"} … {"}}"} expression is { $bytes } bytes long; at most { $max } are allowed: name a worked example in the front matter and use its fields instead
# A {{ … }} expression nested too deep: $depth is its nesting, $max the deepest allowed.
mistake-lesson-expression-nesting = this {"{{"} … {"}}"} expression nests { $depth } deep (brackets and signs); at most { $max } are allowed: split it up or compute it in an example
# A $…$ formula too long: $bytes is its length, $max the most allowed.
mistake-lesson-math-bytes = this formula is { $bytes } bytes long; at most { $max } are allowed: split it into several
# A $…$ formula nested too deep: $depth is its nesting, $max the deepest allowed.
mistake-lesson-math-nesting = this formula nests { $depth } groups deep; at most { $max } are allowed: simplify it
# The join filter's text past the bound: $max is the most bytes one value may hold.
mistake-lesson-joined-too-long = the joined text would be longer than { $max } bytes, the limit for one value
# The replace filter's text past the bound: $max as above.
mistake-lesson-replaced-too-long = the replaced text would be longer than { $max } bytes, the limit for one value
# The indent filter's text past the bound: $max as above.
mistake-lesson-indented-too-long = the indented text would be longer than { $max } bytes, the limit for one value

## Filters (crates/views/src/prose.rs)

# A {{ … }} with a filter that does not exist: $expr is what is inside the braces, $filters nimbook's filters.
mistake-lesson-no-such-filter = "{"{{"} { $expr } {"}}"}" uses a filter that does not exist; filters: { $filters }
# The same, naming the filter: $name, $hint a did-you-mean or nothing, $own nimbook's filters, $builtin minijinja's.
mistake-lesson-unknown-filter = "{"{{"} { $expr } {"}}"}": there is no filter "{ $name }"{ $hint }; nimbook's filters: { $own }; minijinja's: { $builtin }

## An example block's settings (crates/views/src/worked.rs)

# How the settings are written, after each mistake below.
mistake-lesson-example-settings = an example block takes a name and then title="…", playout=none|short|full, words=show|hide, values=grundy|pn, table=show|hide, graph=steps|none, e.g. ```example main title="A losing position" playout=short
# A word that is no key=value: $word as written, $usage mistake-lesson-example-settings.
mistake-lesson-not-a-setting = "{ $word }" is not understood here; { $usage }
# key="… with no closing quote: $key, $usage as above.
mistake-lesson-setting-unclosed = the quote after { $key }= is not closed; { $usage }
# A value a setting does not take: $key, $value as written, $usage as above.
mistake-lesson-setting-not-a-choice = { $key }={ $value } is not a choice; { $usage }
# A setting no example block takes: $key, $hint a did-you-mean or nothing, $usage as above.
mistake-lesson-unknown-setting = unknown setting "{ $key }"{ $hint }; { $usage }

## A template function's refusal (in a lesson's {{ … }} or a site template)

# binary(width) with a width past the bound: $width as written, $max the widest allowed.
mistake-lesson-binary-width = binary({ $width }): the width is at most { $max } (a number has at most 64 binary digits)
# xor_range(a, b) with b < a.
mistake-lesson-xor-range = xor_range({ $start }, { $end }): the end is smaller than the start
# mock_turtles_value(n) whose value would not fit in 64 bits.
mistake-lesson-mock-turtles = mock_turtles_value({ $n }): past 2^63
# geography(rows) on a board that is not one: $why is one of the mistake-board-… messages.
mistake-lesson-geography = geography: { $why }
# The engine refused a function's call: $call as written (tree_values, ruler_value(5)), $why the
# refusal.
mistake-lesson-call-refused = { $call }: { $why }

## A board of '.' and '#' rows (geography)

mistake-board-empty = a board needs at least one row of cells
# $row has $found cells where row 1 has $expected.
mistake-board-ragged = row { $row } of the board has { $found } cells and row 1 has { $expected }; every row needs as many
# The cell at $row, $column is $found (quoted), neither '.' nor '#'.
mistake-board-character = row { $row }, column { $column } of the board is { $found }; write '.' for a free cell and '#' for a wall
# A board of $cells cells, more than $max.
mistake-board-too-large = the board has { $cells } cells; a board may have at most { $max }
