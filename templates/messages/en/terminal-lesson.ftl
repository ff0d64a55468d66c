# English messages: what the command line says about lesson mistakes (diagnostics, worded in the
# reader's language: the site's `language` or --lang). Every id here must also be in ../zh/terminal-lesson.ftl.
# A quoted snippet of the lesson ($expr, $words, $latex …) is shown as the lesson writes it; $why
# and $detail are a library's own words (toml's, minijinja's, pulldown-latex's, the system's).

## Reading a lesson (src/lesson/mod.rs, src/lesson/front.rs)

# After the lesson's path, when the system cannot read it: $why is the system's reason.
lesson-unreadable = cannot be read: { $why }
# After the lesson's path: $max is the most bytes a lesson may be.
lesson-too-long = is more than { $max } bytes, the most a lesson may be; split it into several lessons
# At the first byte that is not UTF-8.
lesson-not-utf8 = the file is not valid UTF-8 text here; save it as UTF-8 in your editor
# A lesson that opens with YAML front matter (--- lines).
lesson-front-yaml = front matter is TOML between +++ lines, not YAML between --- lines: write +++ on the first and last lines, and `title = "…"` instead of `title: …`
# Front matter whose closing +++ line is missing.
lesson-front-unclosed = the front matter opened with +++ is never closed: add a line with +++ after it
# Front matter that is not valid TOML: $why is toml's message.
lesson-front-toml = front matter: { $why }
# The same, when toml's message is about an escape (a backslash in a "double-quoted" string).
lesson-front-toml-escape = front matter: { $why }; in a "double-quoted" TOML string a backslash starts an escape: write maths in 'single quotes', e.g. title = '$x \oplus y$'
# A name under [examples] that is no simple name: $name is the name.
lesson-front-example-name = example name "{ $name }" must be a simple name (letters, digits, _; not starting with a digit)
# At a character nimbook keeps for itself (U+FDD0 to U+FDD3) in the lesson.
lesson-reserved-character = this character (U+FDD0 to U+FDD3) is reserved for nimbook's own use; remove it
# At the element past the bound: $max is the most Markdown elements a lesson may hold.
lesson-too-many-elements = this lesson has more than { $max } Markdown elements (table cells, paragraphs, list items, emphasis…) from here on; split it into several lessons, or show a large table as a chart

## The site's templates folder (src/lesson/language.rs)

# What was being done when a file or folder could not be read (before " failed"): $path is it.
lesson-reading = reading { $path }
# At a message file of the site that Fluent cannot read: $why is the parser's message.
lesson-messages-unparsed = this message file does not parse: { $why }

## Blocks (src/lesson/render/blocks.rs, example.rs, define.rs)

# A fence whose kind is a misspelt block kind: $kind is as written, $meant the likely kind.
lesson-unknown-block-kind = unknown block kind "{ $kind }" (did you mean "{ $meant }"?); to show the block as code, name a language such as ```text
# A block whose template failed: $path and $line are the template's, $mistake what failed there.
lesson-while-rendering-block = while rendering this block, { $path }:{ $line }: { $mistake }
# An anchor (#id) given twice on a page: $id is the anchor.
lesson-anchor-twice = the anchor #{ $id } is used twice on this page
# A callout's # with no anchor right after it.
lesson-anchor-after-hash = write the anchor right after #, e.g. ```theorem #bouton Bouton's theorem
# Callouts nested too deep: $max is the deepest nesting allowed.
lesson-callouts-too-deep = callouts are nested more than { $max } deep
# A warning: an answer block with no exercise block before it.
lesson-answer-without-exercise = this answer has no exercise before it: put it after the ```exercise block it answers
# A judge block naming no known problem: $problems lists the problems, $hint is a did-you-mean or nothing.
lesson-judge-unknown-problem = a judge block names a problem after ```judge: one of { $problems }{ $hint }
# A judge block with words in its body.
lesson-judge-no-words = a judge block takes no words of its own; it starts with the problem's sample input
# A judge problem whose own sample fails: $problem is its name, $why the judge's words.
lesson-judge-sample = the sample of { $problem }: { $why }
# A chart's --highlight naming no example of the page: $name as written, $examples the page's examples (or lesson-no-examples).
lesson-highlight-unknown = --highlight names "{ $name }", but there is no example of that name on this page (examples: { $examples })
# In lesson-highlight-unknown, when the page has no examples.
lesson-no-examples = none
# What the verify block's --bits takes (after "option --bits needs a value: ").
lesson-flag-value-bits = numbers are checked below 2^BITS
# What the verify block's --heaps takes.
lesson-flag-value-heaps = positions of 2 to HEAPS heaps
# A verify block with no statement: $statements lists the statements.
lesson-verify-no-statement = this verify block names no statement; write one of: all, { $statements }
# A verify block's unknown statement: $word as written, $hint a did-you-mean or nothing, $statements the statements.
lesson-verify-unknown-statement = unknown statement "{ $word }"{ $hint }; expected all, { $statements }
# A play block after ```play NAME with no example NAME: $name as written, $hint a did-you-mean or nothing.
lesson-play-unknown-example = this play block follows "{ $name }", but there is no example of that name on this page{ $hint }; define it under [examples] in the front matter
# A play block that follows an example and has words too: $name is the example.
lesson-play-no-words = a play block that follows the example "{ $name }" takes no words of its own; leave its body empty
# An example block with neither words nor a name.
lesson-example-empty = this example block is empty: write the example's words inside (e.g. nim 8 12 13), or name a front-matter example after ```example
# An example block naming no example of the page: $name as written, $hint a did-you-mean or nothing.
lesson-example-unknown = there is no example named "{ $name }"{ $hint }; define it under [examples] in the front matter
# An example name given twice on a page: $name is the name.
lesson-example-name-twice = the example name "{ $name }" is used twice on this page; give each a different name
# An ```example NAME block whose name is no simple name: $name as written.
lesson-example-name-simple = example name "{ $name }" must be a simple name (letters, digits, _)
# A mistake in example words made with {{ … }}: $mistake is the mistake, $words the words it was in.
lesson-in-the-words = { $mistake } (in the words "{ $words }")
# A ```game block with no name.
lesson-game-name-missing = a game block needs a name after ```game, e.g. ```game staircase
# A ```game block whose name is malformed: $name as written.
lesson-game-name-malformed = game name "{ $name }" must start with a letter and use only letters, digits, - and _
# A ```game block named like a built-in game: $name.
lesson-game-name-built-in = "{ $name }" is a built-in game; give your game another name
# A ```game block named like a game of the site's games/ folder: $name.
lesson-game-is-the-sites = the game "{ $name }" is already the site's (games/{ $name }.rhai); give this page's game another name, or use the site's
# Two ```game blocks of one name on a page: $name.
lesson-game-defined-twice = the game "{ $name }" is defined twice on this page
# A page's game rule that failed: $mistake is what failed, $words the example being computed, $line its line.
lesson-rule-failed = { $mistake } (while computing "{ $words }", line { $line })
# A rule of a game in games/ that failed: as lesson-rule-failed, $path the lesson that computed it.
lesson-site-rule-failed = { $mistake } (while computing "{ $words }" in { $path }, line { $line })

## Values in prose and example words (src/lesson/render/prose.rs)

# Example words with "{{" and no "}}".
lesson-words-value-unclosed = "{"{{"}" in these example words is not closed by "{"}}"}"
# A {{ … }} in example words without a value: $expr is what is inside the braces.
lesson-words-no-value = "{"{{"} { $expr } {"}}"}" in example words has no value: example words may use the front matter's [data] (e.g. {"{{"} data.stairs | join(" ") {"}}"}) and functions, not other examples
# A {{ … }} without a value: $expr is what is inside the braces.
lesson-no-value = "{"{{"} { $expr } {"}}"}" has no value: a field name is misspelt or absent (`nimbook example … --json` lists an example's fields)
# An index past a list's end: $expr is the expression, $index the index, $what lesson-list-…, $list the list's expression.
lesson-no-item = "{"{{"} { $expr } {"}}"}": there is no item [{ $index }]: { $what }; to write for every case, use {"{%"} if { $list } {"%}"} … {"{%"} else {"%}"} … {"{%"} endif {"%}"} or {"{%"} for item in { $list } {"%}"}
# In lesson-no-item: a position's empty list of winning moves ($list).
lesson-list-no-winning-moves = { $list } is an empty list: this position has no winning moves (the player to move loses)
# In lesson-no-item: an empty list ($list).
lesson-list-empty = { $list } is an empty list
# In lesson-no-item: a list ($list) of $count items.
lesson-list-items = { $list } has { $count ->
    [one] { $count } item
   *[other] { $count } items
} (counted from [0])

## The lesson's template (src/lesson/render/template/)

# A {{ … }} tag as a mistake quotes it: $expr is what is inside.
lesson-shown-value = "{"{{"} { $expr } {"}}"}"
# A {% … %} tag as a mistake quotes it: $expr is what is inside.
lesson-shown-block = "{"{%"} { $expr } {"%}"}"
# What stopped, when no tag is to blame.
lesson-this-page = this page
# A mistake of a tag: $shown is the tag (lesson-shown-…, or nothing), $mistake what is wrong.
lesson-template-shown = { $shown }: { $mistake }
# minijinja's words ($detail) with those of a template the lesson included, where they failed: $name and $line are the template's, $what its words.
lesson-template-inside = { $detail } (templates/{ $name }, line { $line }: { $what })
# The template ran out of fuel: $subject is the tag or lesson-this-page, $steps the bound.
lesson-template-out-of-fuel = { $subject } stopped: the page's template ran more than { $steps } steps; loop over a shorter list
# At the page's first loop, when the template wrote too much: $bytes is the bound.
lesson-template-too-much-text = the page's template wrote more than { $bytes } bytes; loop over a shorter list
# In lesson-template-shown: $max is the most values a page prints.
lesson-template-too-many-values = this page prints more than { $max } values; loop over a shorter list
# In lesson-template-shown: $bytes is the most a page's template writes.
lesson-template-too-much-printed = the page's template wrote more than { $bytes } bytes, counting the values it printed; print shorter values or loop over a shorter list
# An include or import of a template there is not: $shown is the tag, $name the template.
lesson-template-not-found = { $shown }: there is no template "{ $name }": a lesson imports and includes the templates of the site's templates/ folder (templates/{ $name }) and nimbook's own; put the file there
# A block tag never closed: $word is its word (if, for …), $detail minijinja's words.
lesson-template-unclosed-tag = this {"{%"} { $word } {"%}"} is never closed: add {"{%"} end{ $word } {"%}"} where it ends (syntax error: { $detail })
# A "{{" with no "}}" on its line: $detail is minijinja's words.
lesson-template-unclosed-value = "{"{{"}" is not closed by "{"}}"}" (syntax error: { $detail }); to show {"{{"} itself write {"{{"} "{"{{"}" {"}}"}
# A syntax error no tag is to blame for: $detail is minijinja's words.
lesson-template-syntax-error = syntax error: { $detail }
# A tag that does not parse: $shown is the tag, $detail minijinja's words.
lesson-template-invalid = { $shown } is not valid: syntax error: { $detail }
# A name in a tag that is undefined: $shown is the tag, $failing the part that failed.
lesson-template-undefined = { $shown }: "{ $failing }" is undefined: a field name is misspelt or absent (`nimbook example … --json` lists an example's fields)
# A {{ … }} that fails: $shown is the tag, $detail minijinja's words (or example()'s, in the reader's language).
lesson-template-cannot-compute-fields = { $shown } cannot be computed: { $detail } (run `nimbook example … --json` to see an example's fields)
# A {% … %} that fails: $shown is the tag, $detail minijinja's words.
lesson-template-cannot-compute = { $shown } cannot be computed: { $detail }
# A name that is no example of the page: $name, $hint a did-you-mean or nothing, $list lesson-page-names-no-examples or lesson-examples-on-page.
lesson-no-example-named = there is no example named "{ $name }"{ $hint }; { $list }
# In lesson-no-example-named, for a page without examples.
lesson-page-names-no-examples = this page names no examples: add them under [examples] in the front matter
# In lesson-no-example-named: $examples lists the page's examples.
lesson-examples-on-page = examples on this page: { $examples }
# example("…") given words with marks of the page that could not be read back (words a macro or a set block wrote are read as printed; this is what is left).
lesson-example-macro-words = example(…): these words were written by a macro or a {"{%"} set {"%}"}…{"{%"} endset {"%}"} block in a way that cannot be read back as words; build the words in an expression instead, with ~ and join (for example "nim " ~ heaps | join(" "))
# example("…") that failed: $words are its words, $mistake what is wrong.
lesson-example-call = example("{ $words }"): { $mistake }

## Maths (src/lesson/math.rs)

# A formula with an unknown command: $latex is the formula, $command the command, $hint lesson-math-did-you-mean or nothing.
lesson-math-unknown-command = maths "{ $latex }": unknown command { $command }; { $hint }check its spelling, or write the symbol another way
# In lesson-math-unknown-command: $name is the likely command, without its backslash.
lesson-math-did-you-mean = did you mean \{ $name }?{" "}
# A formula pulldown-latex cannot read: $latex is the formula, $why its words.
lesson-math-unreadable = maths "{ $latex }" cannot be read: { $why }
# A formula that could not be written out: $why is pulldown-latex's words.
lesson-math-unwritable = maths could not be written: { $why }

## The build cache's folder (src/lesson/cache/folder.rs), a warning after its path

# Something that is not a folder where the cache goes.
lesson-cache-not-a-folder = is not a folder, so this build used no cache; remove it to have one
# A link where the cache goes, replaced: $target is where it led.
lesson-cache-link-replaced = was a link to { $target }; nimbook keeps its build cache inside the site, so the link was replaced by a folder (nothing there was touched)
# A link where the cache goes that could not be replaced: $target is where it led.
lesson-cache-link-kept = is a link to { $target } and could not be replaced; nimbook keeps its build cache inside the site, so this build used none (nothing there was touched); remove the link
