# English messages: what the command line says about the site as a whole, its folders and files,
# the command line's own mistakes, exercise sheets and the build's worker process (worded in the
# reader's language: the site's `language` or --lang). Every id here must also be in
# ../zh/terminal-site.ftl. A path, a file name, a library's or the system's words are shown as
# they are.

## What was being done when a file or folder could not be read or written (error-failed's $action)

# $path: the file or folder.
site-reading = reading { $path }
# $path: the folder.
site-creating = creating { $path }
# $path: the file.
site-writing = writing { $path }
# `nimbook new`, which never replaces a file. $path: the file.
site-writing-new = writing { $path } (it must not exist yet)
# A staging folder left by an earlier build, removed before this one. $path: the folder.
site-clearing = clearing { $path }
# The previous site, moved out of the way of the new one. $path: the output folder.
site-moving-aside = moving the previous { $path } aside
# $path: the output folder.
site-moving-into = moving the new site into { $path }
# `nimbook example`, `verify` and others printing their answer.
cli-writing-stdout = writing to standard output
# `nimbook man`.
cli-writing-manual = writing the manual page
# `nimbook play`, reading the player's moves or showing the board.
cli-playing = playing
# Before a build starts its worker process (the same program, run again).
site-worker-finding-program = finding the nimbook program
site-worker-starting = starting the build

## Lists and hints

# A list of names, one more at its end: "en, zh". $head: the list so far; $next: the name added.
site-list-next = { $head }, { $next }
# After a name that is not there, the name most like it. $name: that name.
site-did-you-mean = {" "}(did you mean { $name }?)

## The site's folders (nimbook build, check, serve, new)

# $path: where content/ should be.
site-no-content = there is no content folder at { $path }: lessons go in content/*.md (run `nimbook new DIR` to start a site)
# $path: the content folder.
site-no-lessons = { $path } has no lessons: add a Markdown file such as 01-intro.md
# $path: the output folder, which holds files nimbook did not write.
site-output-not-ours = { $path } already exists and was not made by nimbook; choose another folder with --out, or remove it
# The output folder of a build or of an exercise sheet is a file. $path: it.
site-output-not-folder = { $path } exists and is not a folder; choose another --out
# $path: the output folder, a link to a file or to nothing.
site-output-bad-link = { $path } is a link to something that is not a folder; make it point to a folder, or remove the link
# A warning after a build that succeeded. $path: the previous site's folder; $error: the system's reason.
site-old-not-removed = the site was built, but the previous one at { $path } could not be removed: { $error }
# `nimbook new` in a folder that holds a site. $path: its nimbook.toml.
site-new-config-exists = { $path } already exists; nimbook new never overwrites it: choose an empty or new folder
# $path: the folder given to `nimbook new`.
site-new-not-empty = { $path } already has a content/ or templates/ folder; choose an empty or new folder

## Walking a folder of the site (content/, templates/, games/)

# $path: a device, pipe or socket among the site's files.
site-not-regular = { $path } is not a regular file (a device, pipe or socket); nimbook reads only regular files: remove it
# $path: the link; $folder: the folder it leads back to.
site-link-loop = { $path } is a link back to { $folder }, a folder it is in (a loop); remove or change the link
# A file the walk could not read, the system giving no reason. $path: it.
site-cannot-read = { $path } cannot be read
# A link that leads out of the site. $path: the link; $kind: nothing, folder or file, what it leads to.
site-link-outside = { $path } is { $kind ->
    [nothing] a link to nothing; remove or change it
    [folder] a link to a folder outside the site
   *[file] a link to a file outside the site
}; nimbook reads and publishes only what is inside the site: copy what it should hold into the site instead

## The lessons' names and links (diagnostics at a lesson)

# $page: the page the lesson's file name makes (index.html).
site-own-page = makes the page { $page }, which is one of the site's own pages (index.html, print.html); rename the lesson
# $char: the character (# ? or %).
site-unsafe-name = the file name has "{ $char }", which would break links to its page; rename it without # ? or %
# $page: the page both files make; $other: the other lesson's file.
site-same-page = makes the same page { $page } as { $other }; rename one of them
# $file: the lesson linked to; $content: the edition's folder (content, content/zh); $hint: site-did-you-mean, or nothing.
site-broken-link = broken link: there is no lesson { $file } in { $content }/{ $hint }
# $place: the lesson linked to, or site-this-page; $anchor: the anchor, without #.
site-broken-anchor = broken link: { $place } has no anchor #{ $anchor }
# site-broken-anchor's $place when the link is to the lesson itself.
site-this-page = this page
# A warning. $target: the file linked to, in the site; $hint: site-did-you-mean, or nothing.
site-missing-file = this links to { $target }, which the site does not have{ $hint }; pictures and other files go under content/ (content/img/board.png is linked as img/board.png)
# A file under content/ named like a file the site makes. $name: that name (static/style.css).
site-replaces-own-file = this file would replace the site's own { $name }; rename it
# The game explorer's page, when no game of the site can be offered (templates/explore.html).
site-explorer-no-game = the explorer has no game to offer

## The site's editions (content/LANG/), warnings

# $lesson: the lesson file; $lang: the edition's language code (zh).
site-missing-lesson = has no { $lesson }: the { $lang } edition lacks this lesson, so its language switch leads to the index
# $lessons: the lesson files ("a.md, b.md or c.md"); $lang: the edition's language code; $count: how many.
site-missing-lessons = has no { $lessons }: the { $lang } edition lacks these { $count } lessons, so their language switch leads to the index
# $file: the lesson file; $content: the site's own content folder.
site-no-counterpart = has no counterpart { $file } in { $content }

## The glossary (content/glossary.toml)

# $detail: the TOML reader's own words.
site-glossary-syntax = glossary: { $detail }; each term is a [[term]] table of names by language (en = "…", zh = "…"), with optional search = ["…"] and avoid = {"{"} zh = ["…"] {"}"}
# A warning. $variant: the word written; $name: the term to write; $source: the glossary's file.
site-glossary-variant = "{ $variant }" is not the glossary's word for this: write "{ $name }" ({ $source })
# A warning counting the rest. $more: how many more times; the others as above.
site-glossary-variant-more = "{ $variant }" is written { $more ->
    [one] 1 more time
   *[other] { $more } more times
} from here on (not listed one by one); write "{ $name }" ({ $source })

## A site's games (games/NAME.rhai)

# $name: the file's stem.
site-game-name-malformed = game name "{ $name }" must start with a letter and use only letters, digits, - and _ (a site's game is named by its file)
# $name: the file's stem, a built-in game's name.
site-game-name-builtin = "{ $name }" is a built-in game; give your game another name (a site's game is named by its file)

## The command line's own mistakes

# A flag given without its value. $flag: --lang.
cli-needs-value = { $flag } needs a value, e.g. { $flag } zh
# $name: the game; the site has games/NAME.rhai.
cli-game-file-clash = --game-file: "{ $name }" is already a game of the site (games/{ $name }.rhai); rename the file
# $file: the --game-file; $name: its stem.
cli-game-file-bad-name = { $file }: the game is named by the file's stem, and "{ $name }" is not a name (start it with a letter, then letters, digits, - or _)
# $file: the --game-file; $name: its stem, a built-in game's name.
cli-game-file-builtin = { $file }: "{ $name }" is a built-in game; rename the file
# `nimbook exercises --lang` with a language there are no messages in. $lang: it; $languages: those there are.
cli-no-such-sheet-language = --lang { $lang }: there are no messages in "{ $lang }"; the languages are { $languages } (a site adds one with templates/messages/LANG/*.ftl)
# A failure inside nimbook (a bug) while drawing a sheet. $kind: the kind of example the engine gave.
cli-sheet-not-a-game = a game's example came back as { $kind }

## nimbook check --listings

# One listing that passed. $listing: its place and annotation; $lang: its language (C++); $inputs: how many inputs.
cli-listing-passed = ok    { $listing } ({ $lang }): passed { $inputs ->
    [one] 1 input
   *[other] { $inputs } inputs
}
# The last line. $total: the listings tested; $seed: the random inputs' seed; $passed, $failed: how many.
cli-listings-tested = tested { $total ->
    [one] 1 listing
   *[other] { $total } listings
} (seed { $seed }): { $passed } passed, { $failed } failed
# Ctrl-C during the listings' runs.
cli-stopped = stopped

## The build's worker process, which stops a build that takes too much memory or time

# $seconds: how long a lesson may take; $variable: the environment variable that sets it.
site-worker-too-long = rendering this lesson took longer than a lesson may take ({ $seconds } s), so the build was stopped: its templates do too much work, such as walking a very long list (one added to itself many times, `l + l`, then summed, sorted or searched with `in`) or joining very long strings; work on shorter lists and strings (a computer much slower than usual may need more time: set { $variable } to the seconds a lesson may take)
# What to do when the memory ran out. $variable: the environment variable that sets the limit.
site-worker-memory-fix = a value in the templates grows without bound, such as a string or a list joined to itself with `~` or `+` inside a loop; build it from smaller parts, or print the parts one by one (a site of thousands of lessons may need more: set { $variable } to the mebibytes a build may take)
# No lesson was being rendered. $limit: the limit (4 GiB); $fix: site-worker-memory-fix.
site-worker-memory-pages = laying out the pages needed more memory than a build may take ({ $limit }), so the build was stopped and nothing was written: { $fix } (look in templates/)
# At the lesson being rendered. $limit, $fix: as above.
site-worker-memory-lesson = rendering this lesson needed more memory than a build may take ({ $limit }), so the build was stopped: { $fix }
# The worker ended without a word (a crash). $how: site-worker-how-silent or site-worker-how-status; $during: site-worker-during, or nothing.
site-worker-stopped = the build stopped { $how }{ $during }; nothing was written. Run it again, and please report this if it repeats
site-worker-how-silent = without a word
# $status: how the process ended, as the system says it.
site-worker-how-status = ({ $status })
# $lessons: the lessons being rendered, a list.
site-worker-during = {" "}while rendering { $lessons }
