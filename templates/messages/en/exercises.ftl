# English messages: exercises. Every id here must also be in ../zh/exercises.ftl.
# `nimbook exercises`: the sheet (sheet.html) and its answer key (answers.html).

# The sheet's heading when --title is not given: the games' titles as a list, or how many games.
exercises-title = Exercises: { $games }
exercises-title-many = Exercises: { $n } impartial games
# The key's heading and <title>.
exercises-answers-title = { $title } — answers
exercises-description = { $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
} in { $sections ->
    [one] { $sections } section
   *[other] { $sections } sections
}
exercises-name = Name:
exercises-date = Date:
exercises-rule-as-before = The same game as in section { $letter }.
exercises-answer-space = Space for your answer
# On the answer key only (a student's sheet names no seed); followed at once by the command that
# makes the sheet and this key again (in <code>).
exercises-footer = Made by nimbook from seed { $seed }; the same command gives the same sheet and key again:{" "}

# What `nimbook exercises` says on the terminal when it is done.
exercises-wrote = wrote { $n } { $n ->
    [one] problem
   *[other] problems
} to { $sheet } and the answers to { $answers }
exercises-seed-again = seed { $seed }: add --seed { $seed } to make this sheet again

# What a section asks.
exercises-question = For each position: does the player to move win or lose with best play? If they win, give a winning move. Say why.
exercises-question-winning-only = The player to move can win each position below. Find a winning move, and say why it wins.

# A position in words: $list is a list such as "5, 9 and 12"; $count is how many heaps;
# $things is what the heaps are made of (counters, or pins for the bowling games).
exercises-heaps = { $things ->
    [pins] rows of { $list } pins
   *[other] heaps { $list }
}
exercises-one-heap = { $things ->
    [pins] a row of { $n } pins
   *[other] a heap of { $n }
}
exercises-piles = piles { $list }

# The key's table.
exercises-key-position = Position
exercises-key-answer = Answer
exercises-key-why = Why
exercises-wins = Wins
exercises-loses = Loses
# Between the verdict and the winning moves.
exercises-verdict-separator = {": "}
exercises-more = (and { $n } more)
exercises-many-more = (and many more)
exercises-move-separator = {"; "}
# A winning move: 9 → 4 in heap 2 (or → 3 + 2 when it splits, → nothing when the heap goes);
# $things is what the heaps are made of (counters, or pins in rows).
exercises-move-heap = { $from } → { $to } in { $things ->
    [pins] row
   *[other] heap
} { $heap }
# The move of a position with one heap (or row): no heap number.
exercises-move-one-heap = { $from } → { $to }
exercises-move-nothing = nothing
exercises-move-to = to ({ $position })
exercises-worked = Problem { $n } worked out

# Why: $sum is a formula such as "g(5) ⊕ g(9) = 1 ⊕ 2 = 3".
exercises-why-zero = { $sum }: every move makes the value non-zero.
# One heap (or row) of value $sum ≠ 0: by the mex rule it has an option of value 0.
exercises-why-one-nonzero = { $sum } ≠ 0, so by the mex rule a move leaves value 0.
# $bit is the highest bit of the sum $s; component $heap (value $value = $g) has that bit too, so
# $g ⊕ $s = $target is smaller than $g and the component has a move to it; $kind is nim when
# a heap's value is its size.
exercises-why-nonzero = { $sum } ≠ 0. Its highest bit is { $bit }, and { $value } = { $g } has it too, so { $g } ⊕ { $s } = { $target } < { $g }: { $kind ->
    [nim] taking heap { $heap } from { $g } to { $target } makes the sum 0.
   *[other] a move in { $things ->
        [pins] row
       *[other] heap
    } { $heap } to a value of { $target } makes the sum 0.
}
# Misère play: $n positions searched (0: decided by a rule, without a search).
exercises-why-misere-wins = { $n ->
    [0] Misère play: a winning move leaves a position lost for the opponent.
    [one] Misère play, decided by searching { $n } position: a winning move leaves a position lost for the opponent.
   *[other] Misère play, decided by searching { $n } positions: a winning move leaves a position lost for the opponent.
}
exercises-why-misere-loses = { $n ->
    [0] Misère play: every move leaves a position won for the opponent.
    [one] Misère play, decided by searching { $n } position: every move leaves a position won for the opponent.
   *[other] Misère play, decided by searching { $n } positions: every move leaves a position won for the opponent.
}
exercises-why-wythoff-wins = ({ $a }, { $b }) is no pair (⌊kφ⌋, ⌊kφ²⌋), and a winning move reaches one.
exercises-why-wythoff-loses = ({ $a }, { $b }) is the pair (⌊kφ⌋, ⌊kφ²⌋) with k = { $k }: a losing position.
# A rule's own reason (fn why(p)) and the verdict a search finds, as two sentences.
exercises-why-own = { $why }. { $verdict }
exercises-why-search-zero = Grundy value 0 (by search): every move leaves a non-zero value.
exercises-why-search-nonzero = Grundy value { $g } ≠ 0 (by search): a winning move leaves 0.
exercises-why-search-wins = A winning move leaves a position lost for the opponent (by search).
exercises-why-search-loses = Every move leaves a position won for the opponent (by search).

## An entry of a position by the name a teacher's rule gives it (fn coordinate): "stair 1: 3".
exercises-named-entry = { $name }: { $value }

## Mistakes in the sheet's options, said in the sheet's language. A section is one game's
## rules with its own settings ("kayles --count 5").
exercises-error-section = section "{ $section }": { $message }
exercises-error-no-game = name at least one game, e.g. nimbook exercises kayles "subtraction --set 2,5" nim
exercises-error-needs-value = { $flag } needs a value (e.g. { $flag } { $sample })
exercises-error-not-a-number = { $flag } takes a whole number, not "{ $text }"
exercises-error-heaps-form = --heaps takes a number such as 3 or a range such as 2..4, not "{ $text }"
exercises-error-heaps-zero = --heaps must be at least 1 (a problem has at least one heap)
exercises-error-heaps-empty = --heaps { $text }: the range is empty; write the smaller number first, e.g. { $lo }..{ $hi }
exercises-error-heaps-too-many = --heaps { $text } is too many for a sheet: at most { $limit } heaps
exercises-error-fixed-length = { $why }; leave --heaps out
exercises-error-tuple-length = the rule plays positions of neither 2 nor 3 entries; say how many a position has with --heaps N
exercises-error-max-too-big = --max { $max } is too big for a sheet: at most { $limit } (larger numbers do not fit on paper)
exercises-error-min-over-max = --min { $min } is larger than --max { $max }
exercises-error-max-zero = --max 0 leaves nothing to play; raise --max
exercises-error-count-zero = --count must be at least 1
exercises-error-count-too-few = --count { $count } is too few: the sections ask for { $fixed } and { $open } more need at least one each
exercises-error-count-mismatch = --count { $count } does not match the sections' own counts, which add up to { $fixed }; leave --count out
exercises-error-too-many = { $count } problems is too many for one sheet: at most { $limit }
exercises-error-cannot-meet = cannot be met: { $what ->
    [winning] no position is won for the player to move
    [winning-not-trivial] no position is both won for the player to move and not trivial
   *[trivial] every position is trivial (over, or won in one move); add --trivial to allow them
}; widen --min/--max or --heaps
