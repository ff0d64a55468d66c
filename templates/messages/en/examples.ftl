# English messages: examples. Every id here must also be in ../zh/examples.ftl.
# The words of the worked examples (templates/examples/*.html: ids worked-…), the callouts and
# answers (callout-…), verify certificates (verify-…), tested listings (listing-…) and the other
# blocks (templates/blocks/*.html: block-…). Plain text: the templates put the markup around it.
# A value that must begin or end with a space writes it as {" "}.

## Shared by the worked examples

worked-aria = Worked example: { $title }
worked-example = Worked example
# The numbered heading of an example block.
worked-example-number = Example { $n }

# The heading of an example or a play block without a title, worded from the example's facts:
# the game's title and its position (heaps joined by worked-list-separator).
worked-position-heaps = { $title }, { $things ->
    [pins] { $count ->
        [one] a row of { $heaps } pins
       *[other] rows of pins { $heaps }
    }
   *[other] { $count ->
        [one] heap of { $heaps }
       *[other] heaps { $heaps }
    }
}
worked-position-other = { $title } from ({ $position })
# A game whose rule words its positions (fn position): its title and the start in those words.
worked-position-said = { $title }, { $said }
worked-xor-range-heading = The XOR of { $a } to { $b }
worked-euler301-heading = The numbers up to { $limit } with n ⊕ 2n = 3n
# After "Theorem 1, step by step" / "Theorem 2, every move checked": the list it is applied to.
worked-on-list = , for the list { $list }
worked-stop = .
worked-colon = {": "}
worked-colon-end = :
worked-list-separator = {", "}
# The XOR operator written between numbers and letters (a ⊕ b), as the lessons write it.
worked-xor = ⊕
worked-yes = yes
worked-no = no
worked-nothing = nothing
worked-nothing-left = (nothing)
worked-none = none
worked-and-more = … and more.
# "The player to move" + "wins"/"loses" in bold + what follows.
worked-to-move = The player to move{" "}
worked-wins = wins
worked-loses = loses
worked-winning-moves = { $n } winning { $n ->
    [one] move
   *[other] moves
}:
worked-why = Why: { $reason }.
# Between two sentences.
worked-gap = {" "}
worked-question-mark = ?
# first/second: which player (the one who moves first from the example's position, or the other).
worked-player = { $who ->
    [first] first
    [second] second
   *[other] { $who }
}

## Play-out tables

worked-playout-summary = An optimal play-out ({ $moves }{ $cut }{ $limit })
worked-moves = { $n } { $n ->
    [one] move
   *[other] moves
}
worked-first-part-shown = , first part shown
worked-cut-short = , cut short
worked-first-n-shown = ; the first { $n } shown
worked-how-played = How to read this play-out: { $rule }.
worked-playout-table = Play-out
worked-col-move = Move
worked-col-who = Who
worked-col-player = Player
worked-col-heap = Heap
worked-col-size = Size
worked-col-residue = Residue
worked-col-xor = XOR
worked-col-xor-residues = XOR of residues
# A move in the game's own words (Staircase Nim's "slide 3 from stair 3 to stair 2"…).
worked-col-said = What is played
worked-col-binary = binary
worked-col-take = Take
worked-col-takes = { $things ->
    [pins] Knocks down
   *[other] Takes
}
worked-col-leaves = Leaves
worked-col-heap-before = Heap before
worked-col-heaps-before = Heaps before
worked-col-heaps-after = Heaps after
worked-col-rows-before = Rows before
worked-col-rows-after = Rows after
worked-col-piles-before = Piles before
worked-col-piles-after = Piles after
worked-col-position-before = Position before
worked-col-position-after = Position after
worked-col-new-nim-sum = New nim-sum

## Notes in a play-out: a line under a move saying why it was played, in the game's terms.
## $kind says how the position the winner leaves is known to be lost for the player to move:
## nim (its nim-sum is 0), residues (bounded Nim: the XOR of the heaps' residues is 0), values (its
## heaps' values XOR to 0), p (any other way, and every one-heap game).
## worked-note-key is the winner's first move: $opening is true when it is the game's first move.
worked-note-key = { $opening ->
    [true] The key move
   *[other] The winner's first answer
}: { $kind ->
    [nim] the nim-sum becomes 0. Every reply makes it non-zero, and the winner makes it 0 again.
    [residues] the residues' XOR becomes 0. Every reply makes it non-zero, and the winner makes it 0 again.
    [values] the { $things ->
        [pins] rows'
       *[other] heaps'
    } values now XOR to 0. Every reply breaks that, and the winner restores it.
   *[p] it leaves a P-position, so every reply leaves a position the winner can win again.
}
worked-note-reply = { $kind ->
    [nim] The nim-sum is 0 again.
    [residues] The residues' XOR is 0 again.
    [values] The values XOR to 0 again.
   *[p] A P-position again.
}
worked-note-loser = No move wins here: every move leaves a position the other player can win. This is one of them, and so is every later move of the losing player.
worked-note-switch = { $residues ->
    [true] The misère switch: every residue is now 0 or 1, so the winner leaves an odd number of residues 1, not a XOR of 0.
   *[other] The misère switch: no heap of 2 or more is left, so the winner leaves an odd number of heaps of 1, not nim-sum 0.
}
worked-note-ones-again = { $residues ->
    [true] Again an odd number of residues 1.
   *[other] Again an odd number of heaps of 1.
}
worked-note-last = { $misere ->
    [true] The last move, forced on the loser: in misère play whoever moves last loses.
   *[other] The last move: the other player cannot move, and loses.
}

## Nim (templates/examples/sections/nim.html)

worked-nim-heaps = Heaps { $heaps }
worked-nim-misere = , misère play (whoever takes the last counter loses)
worked-nim-at-most = , at most { $k } per move
worked-nim-caption = The heaps in binary and their XOR (the nim-sum)
worked-nim-caption-residues = Each heap's residue mod { $modulus }, in binary, and their XOR
worked-nim-binary-table = Binary table
# $residues is true for bounded Nim (the heaps' residues count, not their sizes).
worked-nim-endgame = Every heap { $residues ->
    [true] has residue
   *[other] is
} 0 or 1: this is the misère endgame, where the rule flips.
worked-nim-wins-tail = {" "}with best play{ $endgame ->
    [true] {""}
   *[other] : the XOR is { $sum }, not 0
}.
worked-nim-loses-tail = {" "}against best play{ $endgame ->
    [true] {""}
   *[other] : the XOR is 0, so every move leaves a non-zero XOR for the opponent to repair
}.
worked-nim-move = From heap { $heap } take { $take }, leaving { $leaves }.
worked-nim-why = Why: { $size } ⊕ { $sum } = { $target } ({ $bits } → { $target_bits }), and { $target } < { $size }, so the heap can be lowered to { $target }; then the XOR of all heaps is 0.
worked-nim-goes-on = The game goes on; with best play the { $winner ->
    [first] first
    [second] second
   *[other] { $winner }
} player wins.
worked-nim-ends = The { $winner ->
    [first] first
    [second] second
   *[other] { $winner }
} player { $misere ->
    [true] wins: the other player had to take the last counter
   *[other] takes the last counter and wins
}.

## Bash (templates/examples/sections/bash.html)

worked-bash-setup = One heap of { $n }; a move takes { $m ->
    [1] 1
    [2] 1 or 2
   *[other] 1 to { $m }
}{ $misere ->
    [true] ; whoever takes the last counter loses
   *[other] {""}
}. The pattern repeats every m + 1 = { $period }, and { $n } mod { $period } = { $residue }.
worked-bash-move = {" "}Winning move: take { $take }, leaving { $leaves }, a losing size for the opponent.
worked-bash-losing-sizes = Losing sizes up to { $n }: { $sizes }{ $more ->
    [true] , …
   *[other] {""}
}.

## Wythoff (templates/examples/sections/wythoff.html)

worked-wythoff-piles = Piles { $a } and { $b } (difference { $difference }).
worked-wythoff-p-position = : ({ $a }, { $b }) is one of the P-positions below
# $from: first, second or both.
worked-wythoff-move = Take { $take } from { $from ->
    [both] both piles
   *[other] the { $from } pile
}, leaving ({ $a }, { $b }).
worked-wythoff-caption = The first P-positions
worked-wythoff-pairs-table = P-positions

## Any game (templates/examples/game.html)

worked-game-pn-intro = { $things ->
    [pins] Each row from 0 to { $last } pins, labelled P (the player to move loses) or N (the player to move wins):
   *[other] Each heap from 0 to { $last }, labelled P (the player to move loses) or N (the player to move wins):
}
worked-game-pn-table = P- and N-positions
worked-game-label = label
worked-game-grundy-intro = { $things ->
    [pins] Grundy values of one row: g(n) is the mex (least value not reached) of the values of its options{ $sums ->
        [true] ; a sum of rows has the XOR of their values
       *[other] {""}
    }.
   *[other] Grundy values of one heap: g(n) is the mex (least value not reached) of the values of its options{ $sums ->
        [true] ; a sum of heaps has the XOR of their values
       *[other] {""}
    }.
}
worked-game-grundy-table = Grundy values
worked-game-period = From n = { $pre } on the values repeat with period { $period } ({ $block }). Proof: { $theorem }.
worked-game-formula = Formula: { $reason }.
worked-game-heap = { $things ->
    [pins] Row { $heap }, of { $size } pins
   *[other] Heap { $heap }, of { $size }
}
# The same for the only heap (or row) of a position.
worked-game-heap-only = { $things ->
    [pins] The row of { $size } pins
   *[other] The heap of { $size }
}
worked-game-options = : options{" "}
worked-game-option = { $to } (value { $value })
worked-game-so-mex = , so g = mex{" "}
worked-game-value = Value of the position:{" "}
worked-game-value-searched = Grundy value of the position (worked out from the moves):{" "}
# $searched: positions searched (0 when a rule decided it, which $reason then names).
worked-game-misere-searched = { $searched ->
    [0] How it is decided: { $reason }.
   *[other] Decided by looking at every position that can be reached from here ({ $searched } of them): in misère play the values of the parts do not simply combine.
}
worked-game-wins-tail = , with { $count } winning { $count ->
    [one] move
   *[other] moves
}.
worked-game-wins-at-least = , with at least { $count } winning { $count ->
    [one] move
   *[other] moves
} (too many options to count them all).
worked-game-loses-tail = : every move leaves a winning position for the opponent.
worked-game-leaves-p = it leaves a P-position

## The game graph of a small example (templates/examples/sections/graph.html, `graph=steps`)
## $misere is true in misère play, where a position with no move is won by the player to move.
worked-graph-intro = Every position reachable from the start, with an arrow for each move. A position gets its label only after every position its arrows point to has one: N if some arrow points to a P-position, P if every arrow points to an N-position{ $misere ->
    [true] , provided it has at least one arrow. In misère play a position with no move is N: the opponent has just made the last move, and so has lost.
   *[other] . A position with no move passes that test trivially, so it is P.
} From each N-position one arrow is drawn in colour: a winning move.
worked-graph-back = Back
worked-graph-next = Next
worked-graph-all = Show all
worked-graph-title = The game graph: { $count } positions, each labelled P or N, with an arrow for each move
# $shape: heap (one heap or row), sum (heaps that split, a sum of games), position (a tuple:
# heaps that keep their places, or any other game); $position as drawn.
worked-graph-name = { $shape ->
    [heap] { $things ->
        [pins] A row of { $position }
       *[other] A heap of { $position }
    }
    [sum] { $things ->
        [pins] Rows { $position }
       *[other] Heaps { $position }
    }
   *[other] Position { $position }
}
# $wins: whether the player to move wins there (misère play).
worked-graph-step-end = { $name }: no move is left{ $wins ->
    [true] ; the opponent has just made the last move and lost (misère play), so it is N.
   *[other] , so the player to move has lost: P.
}
worked-graph-step-n = { $name }: { $count ->
    [one] its only move leads to { $to }
   *[other] there is a move to { $to }
}, a P-position, so it is N.
worked-graph-step-p = { $name }: { $count ->
    [one] its only move leads to { $to }, an N-position
   *[other] every move leads to an N-position ({ $to })
}, so it is P.

## Theorems 1 and 2 (templates/examples/theorem1.html, theorem2.html)

worked-theorem1-aria = Theorem 1 on { $title }
worked-theorem1-heading = Theorem 1, step by step
worked-theorem1-sum = The nim-sum is T = { $t } = { $bits } in binary, which is not 0.
# Followed by 2^bit = its value.
worked-theorem1-top-bit = Its highest 1-bit is worth{" "}
worked-theorem1-odd = . An odd number of heaps have that bit ({ $count } here: { $count ->
    [one] heap
   *[other] heaps
} { $heaps }), since otherwise it would cancel in T.
# Followed by "Tᵢ = T ⊕ xᵢ:".
worked-theorem1-each-heap = For each heap,{" "}
worked-theorem1-table = Theorem 1 steps
worked-theorem1-col-heap = Heap i
worked-theorem1-col-has-bit = has the bit?
# "A heap with the bit loses it in" Tᵢ "while …, so" Tᵢ < xᵢ "; a heap without it gains it, so" Tᵢ > xᵢ "."
worked-theorem1-why-1 = A heap with the bit loses it in{" "}
worked-theorem1-why-2 = {" "}while every higher bit stays the same, so{" "}
worked-theorem1-why-3 = ; a heap without it gains it, so{" "}
# "Take" xᵢ − Tᵢ "= 3 from heap 2, leaving …".
worked-theorem1-take = Take{" "}
worked-theorem1-take-from = { $take } from heap { $heap }, leaving { $leaves }. The heaps become { $after }, whose nim-sum is { $sum }.
worked-theorem2-aria = Theorem 2 on { $title }
worked-theorem2-heading = Theorem 2, every move checked
worked-theorem2-intro = The heaps { $heaps } have nim-sum 0. All { $count } legal moves, and the nim-sum each one leaves:
worked-theorem2-table = Every move
worked-theorem2-holds = Not one of them leaves 0, as Theorem 2 says.
worked-theorem2-fails = Some move leaves 0 — Theorem 2 would be false!

## XOR of a range (templates/examples/xor-range.html)

worked-xor-range-where = , where{" "}
worked-xor-range-cancels = : XOR-ing the numbers up to { $before } a second time cancels them
worked-xor-range-from-zero = The range starts at 0, so nothing is removed.
worked-xor-range-caption = f(n) for small n: the pattern n, 1, n + 1, 0 repeats every 4
worked-xor-range-table = XOR of 0 to n

## Project Euler 301 (templates/examples/euler301.html)

# "Count the n with" 1 ≤ n ≤ 2^B = … "and" n ⊕ 2n ⊕ 3n = 0 ".".
worked-euler301-count = Count the n with{" "}
worked-euler301-and = {" "}and{" "}
worked-euler301-tail = .
worked-euler301-fibonacci = By the Fibonacci count:{" "}
worked-euler301-brute-force = {" "}By trying every n: { $count }{ $agree ->
    [true] {" "}— they agree
   *[other] {" "}— they DISAGREE
}.
worked-euler301-solutions = The solutions up to 64, in binary (no two 1s side by side):{" "}
# "For B bits, how many n ≤" 2^B "qualify".
worked-euler301-caption = For B bits, how many n ≤{" "}
worked-euler301-caption-end = {" "}qualify
worked-euler301-table = Counts
worked-euler301-count-row = count

## Callouts and answers (templates/blocks/callout.html, answer.html; src/lesson/render/blocks.rs)

callout-theorem = Theorem
callout-lemma = Lemma
callout-corollary = Corollary
callout-property = Property
callout-definition = Definition
callout-proof = Proof
callout-remark = Remark
callout-exercise = Exercise
callout-answer = Answer
# A numbered callout: "Theorem 3".
callout-numbered = { $label } { $n }
callout-title = ({ $title })
# Between a callout's label and its title: a space before "(".
callout-title-space = {" "}
callout-aria = { $label }: { $title }
callout-end-of-proof = end of proof
callout-show-answer = Show the answer
callout-show-answer-to = Show the answer to exercise { $exercise }
# The region around a Markdown table that scrolls on a narrow screen.
block-table = Table

## Other blocks (templates/blocks/*.html)

block-game-aria = Game: { $title }
# "Game" `name` ": title".
block-game-heading = Game{" "}
block-game-heading-title = : { $title }
block-game-source = The rule as a program ({ $kind ->
    [heap] options of a heap
   *[other] moves of a position
})
block-play-aria = Play against the computer: { $title }
block-play-heading = Play against the computer: { $title }
# Without JavaScript, in place of the game; $position is the game and its start in words.
block-play-offline = With JavaScript on, you could play here against the computer: { $position }.

## Tested listings (templates/blocks/listing.html)

listing-aria = { $language } listing
# "C++ listing" " for HDU 1850" ": tested on … and 40 random inputs," "compared with the expected output."
# (a listing that solves a judge problem) or "compared with answers computed another way." (one that
# checks a function: against a closed form or a search of the game).
listing-note-language = { $language } listing
listing-note-for = {" "}for { $problem }
listing-note-inputs = : tested on { $against } and { $random } random inputs,{" "}
listing-note-judge = compared with the expected output.
listing-note-other-way = compared with answers computed another way.
# $site: hdu, poj or luogu; $number: 1850, 2484, P2197.
listing-problem = { $site ->
    [hdu] HDU { $number }
    [poj] POJ { $number }
   *[other] Luogu { $number }
}
# $published: true for the problem's own sample, false for an input of the course's own.
listing-samples = { $published ->
    [true] { $problem }'s published samples
   *[other] the lesson's example input
}
listing-fixed-cases = { $n } fixed edge cases

## Verify blocks: certificates (templates/blocks/verify.html; src/games/properties.rs)

verify-aria = Certificate for { $name }
verify-checked = Checked ✓
verify-counterexample = Counterexample ✗
verify-colon = {": "}
verify-detail = Checked one by one: { $cases } cases ({ $domain })
verify-none-found = , and no counterexample was found.
verify-first-counterexample = ; the first counterexample is { $counterexample }.
verify-line-holds = holds
verify-line-fails = FAILS
verify-line-checked = checked { $cases } cases: { $domain }
verify-line-counterexample = first counterexample: { $counterexample }
# Each statement's name, statement and the cases it is checked on (src/games/properties.rs,
# src/games/sg_certificate.rs); `nimbook verify` prints these English ones.
verify-name-property-1 = Commutativity on bits
verify-statement-property-1 = a ⊕ b = b ⊕ a for bits a, b
verify-domain-property-1 = all bits a, b
verify-name-property-2 = Associativity on bits
verify-statement-property-2 = (a ⊕ b) ⊕ c = a ⊕ (b ⊕ c) for bits a, b, c
verify-domain-property-2 = all bits a, b, c
verify-name-property-3 = Zero is neutral
verify-statement-property-3 = x ⊕ 0 = x
verify-domain-property-3 = all x < { $n }
verify-name-property-4 = Cancellation
verify-statement-property-4 = x ⊕ y = 0 if and only if x = y
verify-domain-property-4 = all x, y < { $n }
verify-name-property-5 = Commutativity
verify-statement-property-5 = x ⊕ y = y ⊕ x
verify-domain-property-5 = all x, y < { $n }
verify-name-property-6 = Associativity
verify-statement-property-6 = (x ⊕ y) ⊕ z = x ⊕ (y ⊕ z)
verify-domain-property-6 = all x, y, z < { $n }
verify-name-property-7 = Augmentation
verify-statement-property-7 = if x = y then x ⊕ z = y ⊕ z
verify-domain-property-7 = all x, y, z < { $n }
verify-name-property-8 = Adding a new top bit
verify-statement-property-8 = if x < 2ᵗ then x ⊕ 2ᵗ = x + 2ᵗ
verify-domain-property-8 = all t ≤ { $bits }, x < 2ᵗ
verify-name-property-9 = Removing the top bit
verify-statement-property-9 = if the highest 1-bit of x is 2ᵗ then x ⊕ 2ᵗ = x − 2ᵗ
verify-domain-property-9 = all t < { $bits }, 2ᵗ ≤ x < 2ᵗ⁺¹
verify-name-property-10 = A top bit passes through
verify-statement-property-10 = if x < 2ᵗ and y < 2ᵗ then (x ⊕ y) + 2ᵗ = x ⊕ (y + 2ᵗ)
verify-domain-property-10 = all t ≤ { $bits }, x, y < 2ᵗ
verify-name-property-11 = An even number of copies cancels
verify-statement-property-11 = x ⊕ y ⊕ … ⊕ y = x when y appears an even number of times
verify-domain-property-11 = all x, y < { $n }, with 2, 4, 6 or 8 copies of y
verify-name-theorem-1 = Theorem 1
verify-statement-theorem-1 = if T = x₁ ⊕ … ⊕ xₙ ≠ 0, some heap has xᵢ > Tᵢ = T ⊕ xᵢ, and taking xᵢ − Tᵢ from it leaves T = 0
verify-domain-theorem-1 = all sequences of 2 to { $heaps } heaps below { $n } with T ≠ 0
verify-name-theorem-2 = Theorem 2
verify-statement-theorem-2 = if T = 0, every move (replace some xᵢ by a smaller yᵢ) leaves T ≠ 0
verify-domain-theorem-2 = every move from all sequences of 2 to { $heaps } heaps below { $n } with T = 0
verify-name-bouton = Bouton's theorem
verify-statement-bouton = the player to move loses exactly when the nim-sum is 0 (checked against a game-tree search)
verify-domain-bouton = all positions of 1 to { $heaps } heaps below { $small }
verify-name-sprague-grundy = the Sprague–Grundy theorem for sums
verify-statement-sprague-grundy = the Grundy value of a sum of heaps, found by searching the whole sum, equals the XOR of the heaps' Grundy values
verify-domain-sprague-grundy = { $things ->
    [pins] { $game }: all sums of up to { $heaps } rows of 0 to { $max } pins each, a sum counted once whatever the order of its rows, that is C({ $max }+{ $heaps }, { $heaps }) = { $count } sums; the searches of these sums visited { $searched } positions in all
   *[other] { $game }: all sums of up to { $heaps } heaps of 0 to { $max } each, a sum counted once whatever the order of its heaps, that is C({ $max }+{ $heaps }, { $heaps }) = { $count } sums; the searches of these sums visited { $searched } positions in all
}
# The first counterexample found ($heaps is a list such as [1, 0]).
verify-case-ab = a = { $a }, b = { $b }
verify-case-abc = a = { $a }, b = { $b }, c = { $c }
verify-case-x = x = { $x }
verify-case-xy = x = { $x }, y = { $y }
verify-case-xyz = x = { $x }, y = { $y }, z = { $z }
verify-case-tx = t = { $t }, x = { $x }
verify-case-txy = t = { $t }, x = { $x }, y = { $y }
verify-case-copies = x = { $x }, y = { $y }, { $copies } copies of y
verify-case-heaps = heaps { $heaps }
verify-case-heaps-move = heaps { $heaps }, heap { $heap } from { $from } to { $to }
verify-case-sums = heaps { $heaps }: the search finds { $searched }, the XOR of values is { $xor }

## A worked example a student changes (blocks/explore.html, static/explore.js)
explore-position = Try another position
explore-show = Show
explore-back = Back to the lesson's example
explore-working = Working it out…
explore-shown = The worked example for {"{"}words{"}"} is shown.
explore-restored = The lesson's example is back.
explore-failed = The page could not work this out; the lesson's example stays as it was.
explore-too-large = This position is too large to work out on the page: try smaller numbers.
explore-start-from = Start from
explore-hint = The game's name, then the position: change the numbers and press Enter.
explore-start = Start
explore-back-play = Back to the lesson's game
explore-started = A new game from {"{"}words{"}"}.

## A judge problem's box (blocks/judge.html)
judge-aria = Expected output of { $problem }
judge-heading = { $published ->
    [true] The expected output of { $problem }: the sample, or an input of your own
   *[other] The expected output of { $problem }: an example input, or one of your own
}
judge-input = Input
judge-run = Expected output
judge-output = Expected output
judge-done = The expected output is below.
judge-site = { $site ->
    [hdu] HDU
    [poj] POJ
   *[luogu] Luogu
} { $number }
