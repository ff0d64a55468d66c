# English messages: serve. Every id here must also be in ../zh/serve.ftl.
# `nimbook serve`: the words of the preview server's own pages and of the overlay that lists a
# failed build's errors over the served pages. The errors themselves stay in English.

# The overlay's heading; $n is how many errors.
serve-errors-last-good = { $n ->
    [one] { $n } error
   *[other] { $n } errors
}: the last good version of the site is shown; save a fix and this page reloads.
serve-errors-nothing-built = { $n ->
    [one] { $n } error
   *[other] { $n } errors
}: no version of the site has been built yet; save a fix and this page reloads.
# The overlay's close button (read out by screen readers; the button shows ×).
serve-hide-errors = Hide the errors

# The page served while no version of the site could be built.
serve-broken-title = The site has errors
serve-broken-text = No page could be built yet. The errors are listed below and in the terminal; this page reloads when they are fixed.

# The page for an address the site does not have; $first-page is a link with the text of serve-first-page.
serve-not-found-title = Not found
serve-not-found-text = This site has no such page. Go to the { $first-page }.
serve-first-page = first page
