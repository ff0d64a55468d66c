# English messages: the terminal. Every id here must also be in ../zh/terminal.ftl.
# The words of the worked example `nimbook example` prints without --json
# (crates/views/src/text/): plain text, one line at a time, the tables' headers short lower-case
# words. Where a page says the very same thing the terminal uses the page's message instead
# (worked-player, worked-yes, worked-no, worked-nothing, worked-col-binary, worked-winning-moves,
# worked-nim-at-most, worked-nim-ends, worked-euler301-solutions, move-take-leaving, …).
# The numbers, binary digits and formulas around these words are written by the code.

## Shared

# A long list of numbers cut short: its first few, then how many there are.
terminal-list-cut = { $shown } … ({ $count } in all)
# The XOR operator, written between numbers: 8 ⊕ 9 (as the lessons write it).
terminal-xor = ⊕
# Who wins with best play, ending a sentence after a comma. $winner: first or second.
terminal-verdict = { $winner ->
    [first] so the first player (the one to move) wins.
   *[other] so the second player wins: every move leaves the opponent a winning position.
}
# The convention, in brackets after a game's heading.
terminal-rules = { $misere ->
    [true] misère play: whoever takes the last counter loses
   *[other] normal play: whoever takes the last counter wins
}

## The tables' headers

terminal-col-heap = heap
terminal-col-size = size
terminal-col-take = take
terminal-col-leaves = leaves
terminal-col-heaps = heaps
terminal-col-heaps-after = heaps after
terminal-col-nim-sum = nim-sum
terminal-col-nim-sum-after = nim-sum after
terminal-col-position = position
terminal-col-ply = ply
terminal-col-mover = mover
terminal-col-move = move
terminal-col-bits = bits

## The play-out (text/mod.rs, text/example.rs)

# $rule is one of game-playout-rule-….
terminal-playout-heading = Optimal play-out ({ $rule }):
terminal-playout-move = { $move }{ $winning ->
    [true] {" "}(winning)
   *[other] {""}
}
# The last row of the table: the position the game ends in, or where it is cut short.
terminal-playout-end = end
terminal-playout-cut-note = (cut short)
# $winner: the player who wins (worked-player).
terminal-playout-cut = The game is longer than { $plies } moves and is cut short; the { $winner } player wins.
terminal-playout-none = { $misere ->
    [true] No move is left: the opponent made the last move, so the player to move has won.
   *[other] No move is left: the player to move cannot move and has lost.
}
# A game whose moves take no counters. $mover and $winner: worked-player.
terminal-last-move = The { $mover } player makes the last move; the { $winner } player wins.
# Misère play (in normal play the terminal says worked-nim-ends). $last and $other: worked-player.
terminal-last-counter-misere = The { $last } player takes the last counter and so loses; the { $other } player wins.

## Theorems 1 and 2 (text/calculations.rs)

terminal-theorem1-heading = Theorem 1 on heaps { $heaps }.
terminal-theorem1-sum = T = x_1 ⊕ … ⊕ x_{ $n } = { $t } (binary { $bits }), which is not 0.
# After a Nim example's winning moves.
terminal-theorem1-construction = Theorem 1's construction (T = { $t } = binary { $bits }):
terminal-theorem1-step1 = Step 1: the highest 1-bit of T is 2^{ $bit } = { $value }.
terminal-theorem1-step2 = Step 2: for each heap, T_i = T ⊕ x_i:
terminal-theorem1-col-has = has { $bit }?
terminal-theorem1-col-smaller = T_i < x_i?
# $heaps: the heaps that have the bit (a list); $count: how many; $heap: the one the proof takes,
# of $size, from which it takes $take and leaves $leaves.
terminal-theorem1-step3 = Step 3: { $count ->
    [one] heap { $heaps } has
   *[other] heaps { $heaps } have
} that bit, so T_i < x_i there. The proof takes heap { $heap }: take x_{ $heap } − T_{ $heap } = { $size } − { $leaves } = { $take }, leaving { $leaves }.
terminal-theorem1-step4 = Step 4: the heaps become { $heaps }, whose nim-sum is { $sum }.
terminal-theorem2-heading = Theorem 2 on heaps { $heaps } (nim-sum 0): every move leaves a nim-sum that is not 0.
terminal-theorem2-holds = All { $count } moves leave a non-zero nim-sum, as Theorem 2 says.
terminal-theorem2-fails = Some of the { $count } moves leave nim-sum 0: Theorem 2 fails here!

## The XOR of a range (text/calculations.rs). $range: "1 ⊕ 2 ⊕ … ⊕ 100".

terminal-xor-range-heading = XOR of every whole number from { $a } to { $b }: { $range }
terminal-xor-range-cancels = (each number below the range appears in both parts and cancels).
# $rule is one of game-xor-upto-….
terminal-xor-range-upto = { $range }: for n = { $n }, { $rule }: { $value }.
terminal-xor-range-for = For n = { $n }, { $rule }: { $value }.
# $value: "100 ⊕ 0 = 100", or the number.
terminal-xor-range-result = Result: { $value }.
terminal-xor-range-period = { $range } repeats with period 4 (n, 1, n + 1, 0):
# The row of the table under n.
terminal-xor-range-row = xor

## Project Euler 301 (text/calculations.rs)

terminal-euler301-question = Project Euler 301: how many n with 1 ≤ n ≤ 2^{ $bits } = { $limit } have n ⊕ 2n ⊕ 3n = 0?
terminal-euler301-carries = n ⊕ 2n = 3n exactly when n + 2n has no carries, i.e. when n has no two adjacent 1-bits.
terminal-euler301-fibonacci = Such n ≤ 2^{ $bits } are counted by the Fibonacci number F({ $bits } + 2) = F({ $index }) = { $count }.
terminal-euler301-brute-force = Trying every n by brute force gives { $count }: it { $agree ->
    [true] agrees
   *[other] DISAGREES
}.
terminal-euler301-no-brute-force = (The brute-force check is only run for up to 20 bits.)
terminal-euler301-counts = Counts for smaller bounds (the Fibonacci numbers):

## Any game (text/example.rs)

# A game's title and its position.
terminal-game-heading = { $title }: { $position }
terminal-grundy-values = Grundy values of one heap, g(n) = mex of the values of its options:
terminal-p-positions = P-positions (g = 0) up to { $last }: { $list }
# $theorem: the proof (game-period-…).
terminal-period = Period { $period } from n = { $pre } on (values { $block }), proved: { $theorem }.
# $method: closed-form, period, table or search; $reason: how the values are known (game-closed-…, game-table-…).
terminal-values-by = Values by { $method ->
    [closed-form] closed form
    [period] period
    [table] table
    [search] search
   *[other] { $method }
}: { $reason }.
# $options: "3→2, 1 + 1→0"; $values: "2, 0".
terminal-mex = heap { $heap }: { $size } has options { $options }; mex {"{"}{ $values }{"}"} = { $grundy }
terminal-heap-value = heap { $heap }: g({ $size }) = { $grundy }
# $sum: "1 ⊕ 2 ⊕ 3".
terminal-sum-value = Grundy value of the sum: { $sum } = { $grundy }
terminal-position-value = Grundy value of the position (by search): { $grundy }
terminal-misere-searched = Misère play: decided by searching { $searched } positions.
# $verdict: terminal-verdict.
terminal-position-is = The position is { $wins ->
    [true] an N-position
   *[other] a P-position
}, { $verdict }
# $reason: the rule's own reason for the verdict (a clause, as written).
terminal-why = Why: { $reason }
terminal-winning-moves-at-least = At least { $n } winning { $n ->
    [one] move
   *[other] moves
} (too many options to count them all):
# A winning move and why it wins.
terminal-move-reason = { $move } ({ $reason })
# Under a list of winning moves cut short.
terminal-and-more = … and { $n } more
# $move: the move in words (move-pile); (a_k, b_k) the P-position it leaves.
terminal-wythoff-move = { $move }: that is (a_{ $k }, b_{ $k }) = ({ $a }, { $b })

## Nim (text/sections.rs)

# $limit: worked-nim-at-most, or nothing; $rules: terminal-rules.
terminal-nim-heading = Nim with heaps { $heaps }{ $limit } ({ $rules }).
terminal-nim-residues = With at most { $k } per move a heap counts as its residue mod { $modulus }: the XOR of the residues decides.
# $residues: true for Nim with at most K per move; $zero: whether the sum is 0.
terminal-nim-sum = T = { $residues ->
    [true] the XOR of the residues
   *[other] the nim-sum
} = { $sum }{ $zero ->
    [true] {""}
   *[other] {" "}≠ 0
}, { $verdict }
terminal-nim-endgame = Misère endgame: every heap is { $residues ->
    [true] ≡ 0
   *[other] 0
} or 1, and the rule flips — the player to move loses exactly when an odd number of them are 1.
terminal-nim-endgame-ones = Here { $ones } { $ones ->
    [one] is
   *[other] are
} 1, { $verdict }
terminal-nim-misere = Misère play: { $residues ->
    [true] play on the residues as in normal play until a move would leave only residues 0 and 1; then leave an odd number of residues 1 instead
   *[other] play as in normal Nim until a move would leave only heaps of 0 and 1; then leave an odd number of 1s instead
}, so that the opponent takes the last counter.

## The Bash game (text/sections.rs)

terminal-bash-heading = Bash game: one heap of { $n }, a move takes { $m ->
    [1] 1
    [2] 1 or 2
   *[other] 1 to { $m }
} ({ $rules }).
# $listed: whether losing sizes follow ($sizes); $more: whether there are more than those.
terminal-bash-losing = The player to move loses exactly on the heaps that are { $misere ->
    [true] one more than a multiple of { $period }
   *[other] the multiples of { $period }
} (m + 1 = { $period }){ $listed ->
    [true] : { $sizes }
   *[other] .
}{ $more ->
    [true] {" "}…
   *[other] {""}
}
terminal-bash-empty = The heap is empty: the opponent took the last counter and lost, so the player to move has won.
# $wins: whether the residue is not $target (the losing residue).
terminal-bash-residue = { $n } mod { $period } = { $residue }{ $wins ->
    [true] {" "}≠ { $target }
   *[other] {""}
}, { $verdict }
terminal-bash-move = Winning move: take { $take }, leaving { $leaves }, { $misere ->
    [true] one more than a multiple of { $period }
   *[other] a multiple of { $period }
}.

## Wythoff's game (text/sections.rs)

terminal-wythoff-heading = Wythoff's game on piles ({ $a }, { $b }): take any number from one pile, or the same number from both; { $misere ->
    [true] whoever takes the last counter loses
   *[other] whoever takes the last counter wins
}.
terminal-wythoff-pairs = The P-positions of normal play are (a_k, b_k), a_k = ⌊k·φ⌋, b_k = a_k + k:
terminal-wythoff-misere = Misère play: decided by searching { $searched } positions, { $verdict }
# $d: the piles' difference; ($ad, $bd): the P-position with it; $p: whether (a, b) is that one.
terminal-wythoff-difference = The piles differ by { $d }, and the P-position with that difference is (a_{ $d }, b_{ $d }) = ({ $ad }, { $bd }). The smaller pile is { $smaller } { $p ->
    [true] =
   *[other] ≠
} a_{ $d }, so ({ $a }, { $b }) { $p ->
    [true] is
   *[other] is not
} a P-position, { $verdict }
