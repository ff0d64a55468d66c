# English messages: how the command line reports a mistake, in the reader's language (the site's
# `language` or --lang). Every id here must also be in ../zh/terminal-errors.ftl. The mistakes'
# own words are in terminal-lesson.ftl, terminal-charts.ftl, terminal-site.ftl, terminal-serve.ftl
# and terminal-listings.ftl; a library's own message (the operating system's, minijinja's, Rhai's)
# is shown as the library words it.

# One mistake, as the line starts: "error: content/05-nim.md:3:7: …".
error-line = error: { $text }
# One warning: "warning: content/05-nim.md:3:7: …".
warning-line = warning: { $text }
# The last line after a build's mistakes.
error-count = { $count ->
    [one] 1 error found; nothing was written
   *[other] { $count } errors found; nothing was written
}
# A file or folder that could not be read or written: $action is what was being done
# ("reading content/05-nim.md"); the system's reason follows after a colon.
error-failed = { $action } failed
# A mistake in a template, as minijinja words it ($detail, the library's own words).
error-template = template error: { $detail }
# A mistake in a file many pages use, reported once: the mistake, and how many more places it
# stopped.
error-same-mistake = { $mistake } (the same mistake stopped { $more ->
    [one] 1 more place
   *[other] { $more } more places
}; fix it once)

## What a command says when it is done

# `nimbook build`, at the end: how many lessons and files, where, and how long it took ($time as
# "850ms" or "2s").
cli-built = built { $lessons ->
    [one] 1 lesson
   *[other] { $lessons } lessons
} ({ $files } files) into { $out } in { $time }
# `nimbook check`, at the end.
cli-checked = checked { $lessons ->
    [one] 1 lesson
   *[other] { $lessons } lessons
}: { $warnings ->
    [0] no problems found
    [one] no errors, 1 warning
   *[other] no errors, { $warnings } warnings
}
# `nimbook new`, at the end.
cli-created = created a new site in { $root } ({ $files } files); build it with: nimbook build { $root }
# --lang with a language there are no messages in; $languages lists those there are.
cli-no-such-language = --lang { $lang }: there are no messages in "{ $lang }"; the languages are { $languages }

## A site's message files

# A folder of templates/messages/ whose name is no language tag.
error-language-tag = "{ $lang }" is not a language tag (such as en or zh)
# Message files without the language every other falls back to ($lang: en).
error-no-fallback-language = there are no messages in { $lang }, which every language falls back to
