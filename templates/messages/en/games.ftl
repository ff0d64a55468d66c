# English messages: games. Every id here must also be in ../zh/games.ftl.
# The engine's sentences (src/games/): a game's title and rule, the reason of each winning move,
# how the values are known, the proof of a period, the play-out rules. Plain text, no HTML; a
# clause (no capital, no full stop) where the text says so, since pages put it inside a sentence.

## Titles (catalogue.rs). $set is a set in braces, $code an octal code such as 0.77.
game-title-nim = Nim
game-title-bounded-nim = Nim with at most { $k } per move
game-title-bash = Bash game (one heap, at most { $k } per move)
game-title-subtraction = Subtraction game { $set }
game-title-octal = Octal game { $code }
# A named octal game: $name is one of the game-name-… below.
game-title-octal-named = { $name } (octal { $code })
game-title-octal-named-misere = { $name } (octal { $code }), misère play
game-title-lasker = Lasker's Nim
game-title-split-three = Take or split into three
game-title-grundy-game = Grundy's game
game-title-wythoff = Wythoff's game
# Any title under the misère convention.
# A teacher's game: the title and the rule its script gives, as they are.
game-title-own = { $title }
game-rule-own = { $rule }
game-title-misere = { $title }, misère play
game-name-kayles = Kayles
game-name-dawson-chess = Dawson's chess
game-name-dawson-kayles = Dawson's Kayles

## Rules (catalogue.rs): one sentence for the moves, one for the end; joined by game-rule-joined.
game-rule-nim = A move takes any number of counters from one heap.
game-rule-bounded-nim = { $k ->
    [1] A move takes 1 counter from one heap.
    [2] A move takes 1 or 2 counters from one heap.
   *[other] A move takes from 1 to { $k } counters from one heap.
}
game-rule-subtraction-one = A move takes exactly { $n } from one heap.
game-rule-subtraction-finite = A move takes a number of counters in { $set } from one heap.
game-rule-subtraction-powers-of-two = A move takes a power of two (1, 2, 4, 8, …) of counters from one heap.
game-rule-subtraction-fibonacci = A move takes a Fibonacci number (1, 2, 3, 5, 8, …) of counters from one heap.
game-rule-subtraction-squares = A move takes a square number (1, 4, 9, 16, …) of counters from one heap.
game-rule-kayles = A move knocks down one pin, or two pins standing next to each other, anywhere in a row; knocking pins out of the middle leaves two rows.
game-rule-dawson-kayles = A move knocks down two pins standing next to each other, anywhere in a row; knocking them out of the middle leaves two rows.
game-rule-lasker = A move takes any number of counters from one heap, or splits one heap into two non-empty heaps.
game-rule-split-three = A move takes any number of counters from one heap, or splits one heap into three non-empty heaps.
game-rule-grundy-game = A move splits one heap into two non-empty heaps of different sizes.
game-rule-wythoff = A move takes any number of counters from one pile, or the same number from both piles.
game-rule-last-wins = Whoever makes the last move wins.
game-rule-last-loses = Whoever makes the last move loses (misère play).
game-rule-joined = { $moves } { $end }
# An octal code in words: $moves lists the allowed moves (game-octal-split, game-octal-take).
game-octal-rule = Octal code { $code }: a move may { $moves }.
game-octal-split = split a heap into two non-empty heaps without taking any
# $ways lists what the move may leave (game-octal-whole, -end, -inside).
game-octal-take = take { $k ->
    [one] { $k } counter
   *[other] { $k } counters
} ({ $ways })
game-octal-whole = the whole heap
game-octal-end = from the end of a heap
game-octal-inside = from inside a heap, splitting it in two
# Lists of moves and of ways: "a, b, or c".
game-octal-moves-separator = {", "}
game-octal-moves-or = { $head }, or { $last }
game-octal-ways-separator = {", "}
game-octal-ways-or = { $head }, or { $last }

## How the values are known (analysis/, values.rs, rules.rs): clauses.
game-method-wythoff = the P-positions are the pairs (⌊kφ⌋, ⌊kφ²⌋) (Wythoff, 1907)
game-method-search = every position reachable from this one was searched
game-method-misere-search = misère play has no Grundy theory here: every reachable position was searched
game-closed-nim = a heap of n can move to every smaller heap, so its value is n
game-closed-bounded-nim = a heap can reach the K heaps just below it, whose values are the other residues, so its value is n mod (K+1)
game-closed-powers-of-two = no power of two is a multiple of 3, so no move keeps a heap's residue mod 3, and taking 1 or 2 reaches every smaller residue: its value is n mod 3
game-closed-lasker = g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4 and g(4k+4) = 4k+3, proved by induction on n
game-closed-split-three = g(n) = n unless n is 8k+7 or 8k+8, where g(8k+7) = 8k+8 and g(8k+8) = 8k+7, proved by induction on n
game-table-no-period = no period was found and proved among its first { $limit } values
game-table-grundy-game = whether Grundy's game is eventually periodic is an open problem
game-table-infinite-subtraction = no general periodicity theorem covers an infinite subtraction set (some, like the powers of two, are periodic all the same)
game-table-script = no periodicity theorem is known for this rule
game-table-no-theory = no periodicity theorem is known for this family
# The proof of a period: g(n + $p) = g(n) from $n0 on; $t is the most a move removes.
game-period-octal = by Guy and Smith's periodicity theorem for octal games it is enough that g(n + { $p }) = g(n) for every n from { $n0 } to { $last } = 2·{ $n0 } + { $p } + { $t } − 1, and it holds there; so it holds for every n ≥ { $n0 }
game-period-subtraction = once every move is legal, each value is the mex of the values at the distances in the set, all among the { $t } values before it, so those { $t } values determine it; the { $t } values from g({ $n0 }) repeat { $p } places later, so the whole sequence repeats from { $n0 } on

## Why a winning move wins (analysis/): clauses.
# $left is one of game-reason-left-….
game-reason-grundy = { $things ->
    [pins] row { $heap } has value { $value } and the others XOR to { $others }; the move leaves { $left }, so the total becomes 0
   *[other] heap { $heap } has value { $value } and the others XOR to { $others }; the move leaves { $left }, so the total becomes 0
}
# The same for a position of one heap (or row): there is nothing else to XOR with.
game-reason-grundy-alone = { $things ->
    [pins] the row has value { $value }, and the move leaves { $left }
   *[other] the heap has value { $value }, and the move leaves { $left }
}
game-reason-left-nothing = nothing
game-reason-left-heap = { $things ->
    [pins] a row of value { $value }
   *[other] a heap of value { $value }
}
# $heaps: "3 + 4" (joined by game-reason-heaps-separator); $count: how many; $values: "1 ⊕ 2".
game-reason-left-heaps = { $things ->
    [pins] rows { $heaps } of values { $values } = { $value }
   *[other] heaps { $heaps } of values { $values } = { $value }
}
game-xor-separator = {" ⊕ "}
game-reason-heaps-separator = {" + "}
game-reason-search-normal = it leaves a position that is lost for the player to move in normal play
game-reason-search-misere = it leaves a position that is lost for the player to move in misère play
# What a move of a play-out does.
game-playout-winning = a winning move
game-playout-losing = no winning move exists; a varied move that keeps the game going

## Nim's winning moves (nim.rs): clauses.
game-nim-take = take { $take } leaving { $leaves }
# $take is game-nim-take.
game-nim-reason = in heap { $heap }, { $value } ⊕ { $sum } = { $target } < { $value }, { $take }
game-nim-reason-bounded = in heap { $heap }, { $size } ≡ { $value } mod { $modulus }, { $value } ⊕ { $sum } = { $target }, { $take } (≡ { $target })
game-nim-reason-endgame = in heap { $heap }, { $take }, so that { $ones } { $ones ->
    [one] heap
   *[other] heaps
} of 1 { $ones ->
    [one] remains
   *[other] remain
} and none bigger (odd: the opponent takes the last)
game-nim-reason-endgame-bounded = in heap { $heap }, { $take }, so that { $ones } { $ones ->
    [one] heap
   *[other] heaps
} of value 1 { $ones ->
    [one] remains
   *[other] remain
} and none bigger (odd: the opponent takes the last)

## XOR of 0 to n (xor.rs): which case of n mod 4 applies; clauses.
game-xor-upto-0 = n mod 4 = 0, so the XOR is n
game-xor-upto-1 = n mod 4 = 1, so the XOR is 1
game-xor-upto-2 = n mod 4 = 2, so the XOR is n + 1
game-xor-upto-3 = n mod 4 = 3, so the XOR is 0

## How the play-out tables were played (loser.rs): clauses.
game-playout-rule-nim = the winner always plays a winning move; the loser has none, so the loser's moves only show what a player might try (never leaving a single heap, which the winner finishes at once, while two can be kept), and the winner would answer any other move just as surely
game-playout-rule-bash = the winner always leaves a heap from which the player to move loses; the loser's takes only show what a player might try (never leaving a heap the winner finishes at once when that can be avoided), and the winner would answer any other take just as surely
game-playout-rule-wythoff = the winner always moves to a P-position; the loser's moves only show what a player might try (never leaving an empty pile or two equal piles, which the winner clears at once, when that can be avoided), and the winner would answer any other move just as surely
game-playout-rule-game = the winner always moves to a P-position; the loser's moves only show what a player might try (never leaving a position the winner can finish in one move when that can be avoided), and the winner would answer any other move just as surely

## A move in words (said.rs): the field `said` of every move of an example, a play-out and a key,
## the terminal's game and the play widget (templates/blocks/play.html fills in { $name }).
# $things is what the heaps are made of: counters in heaps, or pins in rows (knocked down).
# $heap is the heap's number (a row's, for pins); $parts the parts a heap splits into, "3 + 3";
# $leaves what a heap keeps.
# The heap a move is made in: "heap 2", or "the heap" when the position is that one heap ($one).
move-heap-name = { $things ->
    [pins] { $one ->
        [yes] the row
       *[other] row { $heap }
    }
   *[other] { $one ->
        [yes] the heap
       *[other] heap { $heap }
    }
}
move-take-all = { $things ->
    [pins] knock down all { $size } pins of { move-heap-name }
   *[other] take all { $size } from { move-heap-name }
}
# A take in a game that never splits a heap: the heaps after it show what is left, but the only
# heap says it.
move-take = { $things ->
    [pins] knock down { $take } in { move-heap-name }{ $one ->
        [yes] , leaving { $leaves }
       *[other] {""}
    }
   *[other] take { $take } from { move-heap-name }{ $one ->
        [yes] , leaving { $leaves }
       *[other] {""}
    }
}
move-take-leaving = { $things ->
    [pins] knock down { $take } in { move-heap-name }, leaving { $leaves }
   *[other] take { $take } from { move-heap-name }, leaving { $leaves }
}
move-take-split = { $things ->
    [pins] knock down { $take } in { move-heap-name } ({ $size }), leaving { $parts }
   *[other] take { $take } from { move-heap-name } ({ $size }), leaving { $parts }
}
move-split = split { move-heap-name } ({ $size }) into { $parts }
move-parts-separator = {" + "}
# A move of Wythoff's game; $pile: first, second or both.
move-pile = take { $take } { $pile ->
    [first] from pile 1
    [second] from pile 2
   *[other] from both piles
}, leaving ({ $position })
# A move of a game that does not say its moves: the position it leaves.
move-to = move to ({ $position })
move-position-separator = {", "}

## A teacher's own words (src/games/reading.rs): the rule's text, or a site's message named after the game.
game-own-words = { $words }

## The course's own game games/hackenbush.rhai (lesson 19), worded with the rule's numbers.
game-hackenbush-title = Green Hackenbush on a tree
game-hackenbush-rule = Cut one edge of the tree; every edge no longer joined to the ground falls with it.
game-hackenbush-coordinate = parent of vertex { $v }
game-hackenbush-move = { $fall ->
    [1] cut the edge above vertex { $v }
   *[other] cut the edge above vertex { $v } ({ $fall } edges fall)
}
game-hackenbush-why = by the colon principle the root's value is { $g }.

## The site's coin-turning games (games/*.rhai, lesson 18): their words.
game-turning-turtles-title = Turning Turtles
game-turning-turtles-rule = Turn one head to tails; you may also turn over one coin to its left.
game-turning-turtles-coordinate = coin { $c }
game-turning-turtles-move = { $n ->
    [1] turn coin { $a }
   *[other] turn coins { $a } and { $b }
}
game-mock-turtles-title = Mock Turtles
game-mock-turtles-rule = Turn over one, two or three coins; the rightmost coin turned must go from heads to tails.
game-mock-turtles-coordinate = coin { $c }
game-mock-turtles-move = { $n ->
    [1] turn coin { $a }
    [2] turn coins { $a } and { $b }
   *[other] turn coins { $a }, { $b } and { $c }
}
game-ruler-title = Ruler
game-ruler-rule = Turn over any run of consecutive coins; the rightmost coin of the run must go from heads to tails.
game-ruler-coordinate = coin { $c }
game-ruler-move = { $n ->
    [1] turn coin { $a }
   *[other] turn coins { $a } to { $b }
}
game-staircase-title = Staircase Nim
game-staircase-rule = Slide any number of coins from one stair down one step; coins that reach the ground leave the game.
game-staircase-coordinate = stair { $i }
game-staircase-move = { $stair ->
    [1] take { $k } off stair 1
   *[other] slide { $k } from stair { $stair } to stair { $below }
}
game-moore2-title = Moore's Nim with k = 2
game-moore2-rule = Choose one or two heaps and take any positive number of counters from each.
game-moore2-coordinate = heap { $i }
# A heap by its size before the move and its place: "take 1 of the 4 in heap 3".
game-moore2-move = { $n ->
    [1] take { $a } of the { $sx } in heap { $x }
   *[other] take { $a } of the { $sx } in heap { $x } and { $b } of the { $sy } in heap { $y }
}
game-fibnim-title = Fibonacci Nim
game-fibnim-rule = A position (n, m): n counters are left, and the player to move takes at least 1 and at most m of them (never more than n). The next player may then take up to twice as many as were just taken. A game on n counters starts at (n, n − 1), so the first move cannot take them all.
game-fibnim-coordinate = { $i ->
    [1] counters left
   *[other] the most that may be taken
}
game-fibnim-move = take { $k }
game-trap-title = Nim with a trap at 3
game-trap-rule = Take any number of counters from one heap, except that from a heap of exactly 3 counters a move takes exactly 1.
