# The manual's own words for the page furniture. Every other message keeps nimbook's built-in
# English: a site's message file replaces only the messages it names.
lessons = Chapters
skip-to-lesson = Skip to the chapter
search-label = Search the manual
search-placeholder = Search the manual…
# {query} is replaced by what the reader typed.
search-no-results = No chapter matches “{"{"}query{"}"}”.
lesson-number = Chapter { $n } of { $total }
pager = Previous and next chapter
footer = { $site } · built by nimbook from book/content: every worked example, chart and game on these pages is computed when the manual is built.
