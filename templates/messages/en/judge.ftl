# English messages: a judge problem's mistakes in its input, on a page (the judge box) and on the
# command line (`nimbook judge PROBLEM < input`). Every id here must also be in ../zh/judge.ftl.
# The problems' own answers ("Yes", "Alice", "Have a try, lxhgww.") are the judges' and are not
# here.

## Where a mistake is

# A mistake of the input, as the line starts: "input:2:3: …". $line and $col: where the bad or
# missing token is (from 1); $message: what is wrong there (one of the messages below, or the
# engine's refusal in the reader's language).
judge-at = input:{ $line }:{ $col }: { $message }
# The input could not be read at all: $error is the system's reason.
judge-read-failed = input: reading failed: { $error }
# The input stopped being readable at a place (after judge-at): $error is the system's reason.
judge-reading-failed = reading failed: { $error }
# The answers could not be written (standard output closed): $error is the system's reason.
judge-write-failed = writing the answers failed: { $error }
# The page's judge box, for a pasted input past its bound: $bytes is the input's size, $most the
# largest the page takes (`nimbook judge` takes any size).
judge-input-too-long = this input is { $bytes } bytes; the page answers inputs of up to { $most } bytes

## What is wrong with a number or a row ($what names what was expected: a judge-what-… message)

# $text is the token as written (its first 40 bytes, then …).
judge-not-a-number = { $what } "{ $text }" is not a whole number
# $text is the token as written, a minus sign and digits.
judge-negative = { $what } "{ $text }" is negative; expected a whole number 0 or more
# $text is the token as written; $max the largest number the judge reads.
judge-too-large = { $what } "{ $text }" is too large; the largest allowed is { $max }
# The input ended before a number or row it needs.
judge-ended = the input ended here, where a { $what } was expected next
# A row of a board with a character it may not have: $character is it, $letters the characters
# allowed ("'.' or '#'", joined by judge-or).
judge-holds-character = this { $what } holds '{ $character }'; each character is { $letters }
# The same for a byte that is no printable character: $byte as 0x09.
judge-holds-byte = this { $what } holds a byte { $byte }; each character is { $letters }
# Two choices of a list: $left (itself possibly a list) or $right.
judge-or = { $left } or { $right }
# A row of a board of the wrong length: $count characters, where $len are needed.
judge-wrong-length = this { $what } has { $count ->
    [one] 1 character
   *[other] { $count } characters
}; it needs exactly { $len }
# The start of the input is part of a byte-order mark and then something else.
judge-partial-bom = the input starts with part of a UTF-8 byte-order mark and is not valid UTF-8

## What a problem's statement does not allow

# HDU 1536: an amount of a subtraction set is 0 or past the bound: $amount is it, $most the bound.
judge-set-amount-out-of-range = amount of the set { $amount } is out of range: a move takes from 1 to { $most }
# HDU 1846: the most a move takes, m, is 0.
judge-move-limit-zero = m must be at least 1
# HDU 1850: a case with more piles than the statement allows: $most is its bound, $found the number read.
judge-too-many-piles = HDU 1850 has at most { $most } piles in a case (0 < M ≤ { $most }), not { $found }
# HDU 3094: a tree of 0 vertices or more than the bound $most: $found is the number read.
judge-tree-size = a tree of HDU 3094 has 1 to { $most } vertices, not { $found }
# HDU 3094: edges that make no tree: $why is the engine's refusal.
judge-tree-refused = the tree of this case: { $why }
# HDU 3404: a light in row or column 0.
judge-lights-from-one = HDU 3404 numbers rows and columns from 1, not 0
# HDU 3537: more heads than the statement allows: $most is its bound, $found the number read.
judge-too-many-heads = HDU 3537 names at most { $most } heads, not { $found }
# Luogu P4055: a board's rows or columns ($what: judge-what-rows-N or judge-what-columns-M) out of
# 1 to $most: $found is the number read.
judge-board-side = a board of P4055 has 1 to { $most } { $what }, not { $found }

## What was expected: the numbers and rows of the problems' inputs, as their statements name them

judge-what-cases = number of test cases
judge-what-cases-T = number of test cases T
judge-what-heaps = number of heaps
judge-what-heaps-N = number of heaps N
judge-what-heaps-n = number of heaps n
judge-what-heaps-l = number of heaps l
judge-what-heap = heap size
judge-what-heap-m = heap size m
judge-what-heap-n = heap size n
judge-what-heap-p = heap size p
judge-what-piles = number of piles
judge-what-pile = pile size
judge-what-second-pile = second pile size
judge-what-stones-n = number of stones n
# HDU 1846: the most stones one move takes.
judge-what-move-limit-m = move limit m
judge-what-set-size-k = size of the set k
judge-what-set-amount = amount of the set
judge-what-positions-m = number of positions m
judge-what-cards-n = number of cards n
judge-what-vertices-N = number of vertices N
judge-what-edge-first-I = first vertex I of an edge
judge-what-edge-second-J = second vertex J of an edge
judge-what-coins-n = number of coins n
judge-what-colours-N = number of colours N
judge-what-colour-count = number of M&Ms of a colour
judge-what-heads-n = number of heads n
judge-what-head-coin = coin of a head
judge-what-lights-n = number of lights n
judge-what-light-row-x = row x of a light
judge-what-light-column-y = column y of a light
judge-what-games-N = number of games N
judge-what-game-first-p = first heap p of a game
judge-what-game-second-q = second heap q of a game
judge-what-rows-N = rows N
judge-what-columns-M = columns M
judge-what-board-row = row of the board
