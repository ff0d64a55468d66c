# Lists: "3, 4 and 5", "3, 4 or 5".
list-separator = {", "}
list-and = { $head } and { $last }
list-or = { $head } or { $last }
# `{{ n | ordinal }}` in languages other than English (English uses its own rules).
ordinal = { NUMBER($n, type: "ordinal") ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}

# The language's name in itself, for the language switch.
language-name = English
# The language's tag in the pages' `lang` and `hreflang` (BCP 47).
language-tag = en
language-switch = Language
translation-missing = This lesson is not translated yet: this link leads to the lessons in this language
skip-to-lesson = Skip to the lesson
lessons = Lessons
search-label = Search the lessons
search-placeholder = Search lessons…
search-results = Search results
# {query} is replaced by what the reader typed.
search-no-results = No lesson matches “{"{"}query{"}"}”.
search-index-failed = The search index could not be loaded.
footer = { $site } · every worked example on these pages is computed by nimbook when the site is built, never typed in.
lesson-number = Lesson { $n } of { $total }
# The whole course on one page, for printing (print.html).
print-link = Print the whole course
print-title = { $site }: the whole course, for printing
print-contents = Contents
print-answers = Answers
print-answers-lesson = Lesson { $n }: { $title }
print-answer-heading = Answer to exercise { $exercise }
print-answer-heading-plain = Answer
# Left where an answer was: the answers are at the end of the printed course.
print-answer-link = The answer to exercise { $exercise } is at the end of the course.
print-answer-link-plain = The answer is at the end of the course.
on-this-page = On this page
pager = Previous and next lesson
previous = Previous
next = Next
# What a screen reader hears when results appear ({n} is replaced by their number).
search-results-one = {"{"}n{"}"} result, use the arrow keys to choose
search-results-other = {"{"}n{"}"} results, use the arrow keys to choose

## The explorer page (templates/explore.html)
explore-title = Explore a position
explore-summary = Any game of the course, any position: worked out on this page, as the lessons work out theirs.
explore-intro = Choose a game, or write a position of any game in the field (for example nim 11 22 33 44), and press Enter: the page works it out, with the winning moves, their reasons and a play-out.
explore-game = Game
explore-link = Explore a position
explore-calculation-xor-range = The XOR of a range of numbers
explore-calculation-euler301 = Project Euler 301: (n, 2n, 3n)
explore-calculation-theorem1 = Theorem 1: the move to a nim-sum of 0
explore-calculation-theorem2 = Theorem 2: every move from a nim-sum of 0
explore-play-heading = Play it
