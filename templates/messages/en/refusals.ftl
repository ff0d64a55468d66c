# English messages: the engine's refusals (GameError), worded wherever one is shown: a lesson's
# diagnostics, the command line, the page's engine module. { $limit } is the bound that was passed.

## Nim and its variants
refusal-nim-no-heap = Nim needs at least one heap
refusal-too-many-heaps = { $count } heaps is too many: at most { $limit } are allowed
refusal-max-take-zero = --max-take must be at least 1 (a move takes at least one counter)
refusal-theorem2-nonzero = Theorem 2 starts from a nim-sum of 0, but these heaps have nim-sum { $sum }; pick heaps whose XOR is 0, such as 1 2 3
refusal-theorem2-too-many = these heaps allow { $total } moves, too many to list (at most { $limit }); use smaller heaps
refusal-no-such-heap = there is no heap { $heap }: heaps are numbered 1 to { $count }
refusal-heap-empty = heap { $heap } is empty
refusal-take-nothing = a move takes at least one counter
refusal-take-too-many = heap { $heap } has only { $size }, so you cannot take { $take }
refusal-take-over-max = you may take at most { $max } per move

## Wythoff's game
refusal-wythoff-pile-short = { $pile ->
    [1] the first pile has only { $size }
   *[other] the second pile has only { $size }
}
refusal-wythoff-both-short = taking from both needs { $take } in each pile, but they hold { $a } and { $b }
refusal-wythoff-pair-too-large = the Wythoff pair number { $k } is larger than { $max } and cannot be shown
refusal-wythoff-two-piles = Wythoff's game is played on exactly two piles
refusal-wythoff-too-many-moves = piles of { $a } and { $b } have too many moves to list (more than { $limit })

## Any game
refusal-no-heap = { $game } needs at least one heap
refusal-heap-count = { $game } is played on { $count ->
    [one] { $count } heap
   *[other] { $count } heaps
}
refusal-not-a-position = ({ $position }) is not a position of { $game }

## Values and searches
refusal-value-too-large = the Grundy value of a heap of { $n } is larger than { $limit }, the largest number computed with; choose a smaller heap
refusal-beyond-table = a heap of { $n } is beyond the table of Grundy values, which stops at { $last } ({ $why })
refusal-heap-past-table = a heap of { $n } is too large: { $why }, so values are computed one by one up to { $last } only
refusal-search-numbers = deciding this position lists more than { $limit } numbers in the moves it searches (the most one search may list); choose a smaller position
refusal-search-positions = deciding this position needs a search of more than { $limit } positions; choose a smaller position
refusal-listed-options = finding the winning moves of this position means looking at more than { $limit } options of its heaps (the most one example may look at); choose smaller or fewer heaps

## Certificates (nimbook verify)
refusal-bits-range = --bits must be from 1 to { $max }
refusal-property-heaps = --heaps must be at least 2 (the theorems are about sequences of two or more heaps)
refusal-property-work = { $id } with --bits { $bits } and --heaps { $heaps } is more work than the limit (2^{ $power } cases); lower --bits or --heaps
refusal-property-unknown = unknown statement "{ $id }"; expected one of: { $ids }
refusal-certificate-heaps = --heaps must be from 1 to { $max }
refusal-certificate-sums = sums of up to { $heaps } heaps each at most { $max } are C({ $max }+{ $heaps }, { $heaps }) = { $count } sums, more than the { $limit } one certificate checks; lower --heaps or --max
refusal-certificate-sums-huge = sums of up to { $heaps } heaps each at most { $max } are C({ $max }+{ $heaps }, { $heaps }), more than 2^64 sums, more than the { $limit } one certificate checks; lower --heaps or --max
refusal-not-heaps = the game is not played on heaps
refusal-certificate-search = the search of the sum ({ $sum }) stopped: { $cause }; lower --max or --heaps

## A family's words
refusal-octal-needs-code = octal needs a code, e.g. "octal 0.77 5 7" (0.77 is Kayles)
refusal-octal-not-code = "{ $code }" is not an octal code: write an octal code such as 0.77 (Kayles) or 4.07: digits 0 to 7, one before the point
refusal-octal-digit = "{ $code }" has the digit '{ $digit }', which is not octal (0 to 7): write an octal code such as 0.77 (Kayles) or 4.07: digits 0 to 7, one before the point
refusal-octal-first-digit = "{ $code }" starts with { $digit }: before the point only 0 or 4 make sense (4: split a heap in two without taking any)
refusal-octal-no-move = "{ $code }" allows no move at all: write an octal code such as 0.77 (Kayles) or 4.07: digits 0 to 7, one before the point
refusal-octal-too-long = "{ $code }" has more than { $limit } digits after the point
refusal-beyond-values = a heap of { $n } is beyond the table of Grundy values
refusal-bash-alone = as a game without a position, the Bash game is "nim --max-take M" (one heap)
refusal-bash-missing = bash needs heap size N and most per move M; the { $given ->
    [0] heap size N
   *[other] most per move M
} is missing (e.g. "bash 23 2")
refusal-bash-extra = unexpected "{ $extra }": bash takes exactly heap size N and most per move M (bash 23 2)
refusal-bash-zero = the most per move "0" must be at least 1 (a move takes 1 to M)
refusal-set-empty = the subtraction set is empty: name at least one amount, e.g. --set 1,3,4
refusal-set-zero = the subtraction set contains 0, but a move must take at least one
refusal-set-too-many = the subtraction set has { $count } amounts; at most { $limit } are allowed
refusal-set-amount = the amount { $amount } is too large for a subtraction set: at most { $limit }
refusal-set-missing = subtraction needs --set with the amounts a move may take (e.g. "subtraction 5 12 --set 2,5", or --set powers-of-two, fibonacci, squares)
flag-value-set = the amounts a move may take, e.g. 1,3,4 or fibonacci
flag-value-max-take = the most a move may take, K
what-amount = amount
what-most-per-move = the most per move

## Trees, coins, Fibonacci Nim, Project Euler 301
refusal-tree-empty = a tree has at least one vertex, its root
refusal-tree-edges = a tree on { $n } vertices has { $need } edges, not { $edges }
refusal-tree-vertex = vertex { $vertex } is not among the vertices 1 to { $n }
refusal-tree-cycle = the edges do not join all { $n } vertices to the root 1 (only { $reached } are reached), so some edge closes a cycle
refusal-tree-parent-order = vertex { $vertex } hangs from vertex { $parent }; a parent must have a smaller number
refusal-tree-parent-fallen = vertex { $vertex } hangs from vertex { $parent }, which has fallen
refusal-fibonacci-start = Fibonacci Nim starts from at least 2 counters (the first move takes from 1 to n − 1), not { $n }
refusal-ruler-zero = the Ruler game numbers its coins from 1, so coin 0 has no value
refusal-coin-range = coin { $coin } is beyond the range of 2^63 coins computed with
refusal-too-many-options = a heap of { $n } has too many options to list (more than { $limit })
refusal-euler-bits = bits must be at most { $max }, so that 2^bits fits in 64 bits

## A teacher's rule
refusal-rule-operations = the rule of "{ $game }" took more than { $limit } operations in all (the most one game's rule may take for one example, chart or game of a page); choose smaller positions or a cheaper rule
refusal-rule-numbers = the moves of "{ $game }" come to more than { $limit } numbers in all (the most one example, chart or game of a page may read); choose smaller positions
refusal-rule-number-too-large = { $asked } is too large for a rule, which counts up to { $limit }
refusal-asked-heap = a heap of { $n }
refusal-asked-tuple = ({ $position })
refusal-script-syntax = { $message }
refusal-script-both = define either fn options(n) (a heap game) or fn moves(p) (a game on tuples), not both
refusal-script-neither = a game needs fn options(n) (the options of a heap of n) or fn moves(p) (the options of a tuple p)
refusal-script-function = fn { $function }(): { $message }
refusal-script-arity = fn { $function } takes { $params } parameter(s), not { $wrong }
refusal-about-entry = fn coordinate({ $i })
refusal-about-move = the move from ({ $from }) to ({ $to })
refusal-about-position = the position ({ $position })
refusal-about-board = the board
refusal-about-numbered-from = the number of the first entry
refusal-script-message = { $message }
refusal-script-held = one call held more than { $megabytes } MB of lists, maps and text (the most one call may hold); a position with that many moves is too large to search, or a loop keeps growing a list
refusal-script-unavailable = rules cannot use { $function }, which makes a list or text of any length in one step; build the list with push in a loop
refusal-script-unknown-function = the rule calls { $call }, a function that neither the rule nor the language defines
refusal-script-unknown-function-meant = the rule calls { $call }, a function that neither the rule nor the language defines (did you mean { $meant }?)
refusal-reading-board = it returned { $returned }; it returns "bars", "coins", "cells", "stairs", "rows", "columns", "pieces", "grid" or "tree"
refusal-reading-numbered-from = it returned { $returned }; it returns the number of the first entry, a whole number from 0 to { $most }, such as 0 or 1
refusal-reading-valid = it returned { $returned }; it returns true when the tuple is a position of the game and false when it is not
refusal-reading-not-words = returned { $found } where words belong (text, or a map #{"{"} text: "…", k: 2 {"}"})
refusal-reading-text-type = its text is a { $found }, not text
refusal-reading-negative = its number "{ $key }" is negative ({ $number })
refusal-reading-value-type = "{ $key }" is a { $found }, where a number, a list of numbers or text belongs
refusal-reading-list-item = "{ $key }" holds { $found }, where a list holds whole numbers from 0 or words
refusal-reading-no-text = the map has no text (#{"{"} text: "…", … {"}"}), which shows where no message names it

## A teacher's rule that failed: { $for }, { $of } and { $line } are the pieces below, or nothing
refusal-rule-for = {" "}for { $asked }
refusal-rule-for-after-comma = {", "}for { $asked }
refusal-rule-of = {" "}of { $asked }
refusal-rule-at-line = {", "}at line { $line } of the rule
refusal-rule-script = the rule of "{ $game }" failed{ $for }{ $line }: { $message }
refusal-rule-too-many-operations = the rule of "{ $game }" took more than { $limit } operations (the most one call may take){ $for }{ $line }; look for a loop that does not end or does too much
refusal-rule-not-a-list = fn { $function } of "{ $game }" must return an array{ $for }
refusal-rule-option-not-a-tuple = each option of "{ $game }" must be an array{ $for }
refusal-rule-negative = "{ $game }" gave the negative number { $value } as an option{ $of }
refusal-rule-not-a-number = "{ $game }" gave a { $found } where a number belongs, as an option{ $of }
refusal-rule-not-smaller = "{ $game }" gave an option{ $of } that leaves a heap of { $left }; every heap an option leaves must be smaller than the heap it came from
refusal-rule-move-from-empty = "{ $game }" gave an option for a heap of 0; a heap of 0 is no heap and has no move, so options(0) must be [] (begin with `if n == 0 {"{"} return []; {"}"}` if the rule would give one)
refusal-rule-length-changed = "{ $game }" turned a tuple of { $from } numbers into one of { $to }; a move must keep the tuple's length
refusal-rule-reading = fn { $function } of "{ $game }" failed for { $about }{ $line }: { $problem }
refusal-rule-repeats = the position { $position } can be reached again from itself, so play need not end; an impartial game here must end after finitely many moves

## Calculations
refusal-theorem1-zero = Theorem 1 starts from a non-zero nim-sum, but these heaps have nim-sum 0; pick heaps such as 8 12 13
refusal-range-order = range end { $b } is smaller than range start { $a }
refusal-script-game = game "{ $game }": { $message }

## Charts
refusal-chart-sequence-heaps = { $game } is not played on heaps, so it has no sequence of one-heap values; chart it with p-positions or grundy-map
refusal-chart-sequence-misere = Grundy values are those of normal play; for misère play chart the P-positions (p-positions)
refusal-chart-compare-sj-normal = --compare-sj marks where the SJ rule disagrees with the misère search, but this chart shows { $game } in normal play; chart a misère game (add --misere)
refusal-chart-compare-normal-normal = --compare-normal marks where misère play differs from normal play, but this chart shows { $game } in normal play; chart a misère game (add --misere)
refusal-chart-strip-heaps = { $game } is not played on heaps, so it has no one-heap strip; chart it with p-positions
refusal-chart-heat-misere = the heat map shows normal-play Grundy values; for misère play chart the P-positions (p-positions)
refusal-chart-heat-search = the Grundy value of ({ $x }, { $y }) needs too large a search; lower --size
refusal-chart-sj = --compare-sj applies the SJ rule to each heap's Grundy value, so it needs a heap game in misère play, and { $game } is not one
refusal-chart-unit = --unit charts normal-play Grundy values of a game on tuples, and { $game } is not one
refusal-chart-unit-at = --at { $at } is not a place of this chart, whose places are numbered { $first } to { $last } as the game numbers them
refusal-chart-unit-search = the value of a single 1 in entry { $entry } of { $size } needs too large a search; lower --size
refusal-page-operations = this page's examples, charts and games of teachers' rules took more than { $limit } operations in all (the most one page may take); choose smaller positions, or split the lesson

## The play widget's table (a play block, or the page asking for one)
play-refusal-not-a-game = "{ $words }" is not a game to play; a play block takes a game and a position, e.g. "kayles 5 7" or "nim 3 4 5"
play-refusal-too-large = "{ $words }" is too large to play in a page: its table of moves would need more than { $limit } entries; choose smaller heaps (or fewer of them)
play-refusal-not-a-tree = "{ $words }" cannot be played on a tree: a tree board reads entry i as the parent of vertex i + 2, a smaller number (0 once it has fallen); start from such a list, or return "cells" from fn board() for this game
play-refusal-off-grid = "{ $words }" cannot be played on a grid: a grid board shows positions of two entries, the first at most { $width } and the second at most { $height }; start smaller, or return "bars" or "cells" from fn board() for this game
play-refusal-off-rows = "{ $words }" cannot be played on rows of squares: a rows board shows at most { $rows } rows of at most { $length } squares each, in every position the game can reach; start smaller, or return "bars" or "cells" from fn board() for this game
play-refusal-off-columns = "{ $words }" cannot be played on columns of squares: a columns board shows at most { $columns } columns of at most { $height } squares each, in every position the game can reach; start smaller, or return "bars" or "cells" from fn board() for this game
play-refusal-off-pieces = "{ $words }" cannot be played as pieces in rows: a pieces board shows at most { $rows } rows with at most { $gap } squares between the two pieces of a row, in every position the game can reach; start smaller, or return "bars" or "cells" from fn board() for this game
play-refusal-off-walk = "{ $words }" cannot be played as a walk on a board: a walk board is its width, the square of the token (from 1) and then each square (0 open, 1 visited, 2 a wall), at most { $columns } squares across and { $rows } rows, the same board in every position the game can reach; start on a smaller board, or return "bars" or "cells" from fn board() for this game
play-refusal-off-lights = "{ $words }" cannot be played on a square board of lights: a lights board shows a square of at most { $side } lights a side, each 1 (on) or 0 (off), in every position the game can reach; start smaller, or return "coins" or "cells" from fn board() for this game
play-refusal-toggle = { $flag }: { $message }

## Mistakes in a game's words (a lesson's block, the command line, a page's form), as the
## directive grammar finds them. $hint and $example are pieces below, or nothing.
mistake-list-separator = {", "}
mistake-and-separator = {", "}
mistake-and-or = { $head } and { $last }
mistake-did-you-mean-name = {" "}(did you mean "{ $word }"?)
mistake-did-you-mean-option = {" "}(did you mean { $word }?)
mistake-for-example = {" "}(e.g. "{ $words }")
mistake-unknown-game = unknown game "{ $name }"{ $hint }; expected one of { $expected }
mistake-unknown-option = unknown option "{ $name }" for { $context }{ $hint }; { $count ->
    [0] it takes no options
   *[other] expected { $expected }
}
mistake-unknown-name = unknown { $what } "{ $text }"{ $hint }; write amounts such as 1,3,4 or one of { $known }
mistake-not-a-number = { $what } "{ $text }" is not a whole number
mistake-negative = { $what } "{ $text }" is negative; expected a whole number 0 or more
mistake-number-too-large = { $what } "{ $text }" is too large; the largest allowed is { $max }
mistake-option-twice = option { $option } is given twice
mistake-option-no-value = option { $option } takes no value
mistake-option-needs-value = option { $option } needs a value: { $value }
mistake-option-needs-number = { $option } needs a number after it
mistake-no-game = no game named; expected one of { $expected }
mistake-needs-heap = { $game } needs at least one heap size{ $example }
mistake-rules-only = unexpected "{ $word }": name the game only, without a position
mistake-word-missing = { $game } needs { $needed }; the { $missing } is missing{ $example }
mistake-word-extra = unexpected "{ $word }": { $game } takes exactly { $needed } ({ $sample })
mistake-range-backwards = range end { $end } is smaller than range start { $start }; write the smaller number first
mistake-bits-too-large = number of bits "{ $bits }" is too large: at most { $limit } (so that 2^bits fits in 64 bits)
mistake-certificate-game-empty = --game needs the game's rules, e.g. --game kayles
mistake-certificate-not-heaps = { $game } is not played on heaps; the theorem is about sums of heaps
mistake-certificate-word = unexpected "{ $word }"; { $statement } takes --game WORDS, --heaps H and --max N
mistake-certificate-no-game = { $statement } needs a game: add --game WORDS, e.g. --game kayles
what-heap-size = heap size
what-number = number
what-range-start = range start
what-range-end = range end
what-bits = number of bits
what-heaps = number of heaps
what-largest-heap = largest heap
what-set = set
