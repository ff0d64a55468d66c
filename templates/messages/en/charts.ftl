# English messages: charts. Every id here must also be in ../zh/charts.ftl.
# Every word a chart writes (src/chart/): titles, axis labels, legends, tooltips and the
# description under the chart. Formulas stay as written ("g(n) = 0"); `chart-xor` is the sign written
# between two terms (⊕, as the lessons write it).

## Typography and joining
# The fonts of the chart's SVG text (CSS font-family; write names with spaces in single quotes).
chart-font-family = sans-serif
# Put between two sentences of a description.
chart-sentence-gap = {" "}
chart-clause-separator = {"; "}
chart-xor = ⊕
chart-list-none = none
# A long list cut short: $head lists the first items, $n more are left out.
chart-list-more = { $head }, and { $n } more

## The caption under a chart (templates/blocks/chart.html)
chart-caption = { $title }.
chart-in-words = The chart in words

## Positions
chart-status-p = a P-position, the player to move loses
chart-status-n = an N-position, the player to move wins
# A fact about a position followed by its status: "g(9) = 4, an N-position, …".
chart-with-status = { $fact }, { $status }
# $kind is heap, row (a row of pins: Kayles, Dawson's Kayles), pile or coordinate.
chart-heap-of = { $kind ->
    [row] row of { $n } pins
   *[other] heap of { $n }
}
# The highlighted heap is the first heap of a larger example.
chart-part-first = { $position } ({ $kind ->
    [row] row 1 of rows { $all }
   *[other] heap 1 of heaps { $all }
})
# The highlighted pair is the first two heaps of a larger example.
chart-part-first-two = { $position } of { $kind ->
    [row] rows
   *[other] heaps
} { $all }
chart-highlight-tooltip = { $name }: { $status }
chart-ring-marks = Marked with a ring: { $name }; { $status }.
# $kind is heap, row, pile or coordinate.
chart-axis-coord = { $kind ->
    [heap] heap
    [row] row
    [pile] pile
   *[other] coordinate
} { $axis }
chart-axis-heap-n = { $kind ->
    [row] pins in the row, n
   *[other] heap n
}

## Games (the same titles and rules as the rest of the site)

## sequence (and subtraction): the Grundy values of one heap
chart-seq-title = { $game }: Grundy values for { $kind ->
    [row] rows of up to { $size } pins
   *[other] heaps up to { $size }
}
chart-axis-grundy = Grundy value g(n)
chart-pre-period-label = pre-period 0–{ $last }
chart-period-label = period { $p }
chart-period-legend = period { $p }: g(n + { $p }) = g(n) from n = { $from }
chart-period-text = The values repeat with period { $p } from n = { $from } on (pre-period { $from }). The shaded blocks mark every other period.
chart-seq-point = n = { $n }: g({ $n }) = { $v }, { $status }
chart-seq-legend-p = P-position: g(n) = 0
chart-seq-legend-n = N-position: g(n) > 0
chart-one-heap-intro = { $kind ->
    [row] One row of n pins
   *[other] One heap of n counters
}, n from 0 to { $size }, of { $game }.
chart-seq-explain = The height of each point is the Grundy value g(n), the least number that is not the value of a position one move away.
chart-seq-zeros = g(n) = 0 exactly at the P-positions, where the player to move loses: n = { $list }.
chart-seq-values = The values g(0) to g({ $size }) are { $list }.

## pn-strip: one heap coloured P or N
chart-pn-title = { $game }: P and N for one { $kind ->
    [row] row of up to { $size } pins
   *[other] heap up to { $size }
}
chart-pn-point = n = { $n }: { $status }
chart-pn-legend-p = P: the player to move loses
chart-pn-legend-n = N: the player to move wins
chart-pn-explain = Each cell is coloured P where the player to move loses (every move leads to an N-position) and N where the player to move wins (some move leads to a P-position).
chart-pn-list = The P-positions are n = { $list }.

## p-positions (and nim2, bounded): the P-positions of two heaps
chart-pp-title = { $game }: P-positions of two { $kind ->
    [heap] heaps up to { $size }
    [row] rows of up to { $size } pins
    [pile] piles up to { $size }
   *[other] coordinates up to { $size }
}
# A game whose rule names its entries (fn coordinate): the chart says them.
chart-pp-title-named = { $game }: P-positions, { $x } against { $y }, each from 0 to { $size }
chart-pp-tooltip-values = P-position { $pair }: { $sum } = { $values } = 0, the player to move loses
chart-pp-tooltip-xor = P-position { $pair }: { $values } = 0, the player to move loses
chart-pp-tooltip = P-position { $pair }: the player to move loses
chart-two-intro = { $game } with two { $kind ->
    [heap] heaps
    [row] rows
    [pile] piles
   *[other] coordinates
} x and y from 0 to { $size }.
chart-two-intro-named = { $game }, with { $x } across (x) and { $y } up (y), each from 0 to { $size }.
chart-pp-dots = A dot marks each P-position, where the player to move loses.
# $sum: the XOR that is 0 exactly at the P-positions ("x ⊕ y", "g(x) ⊕ g(y)"); $kind (row or
# heap) is what a coordinate counts, for languages whose sentence names it.
chart-pp-dots-heaps = A dot marks each P-position, where the player to move loses: exactly where { $sum } = 0.
chart-pp-legend = P-position: the player to move loses
chart-pp-legend-misere = P-position (misère play)
chart-p-count = There { $n ->
    [one] is { $n } P-position
   *[other] are { $n } P-positions
} in this range: { $list }.
chart-differs-tooltip = { $pair }: a P-position in normal play but not in misère play
chart-differs-legend = differs from normal play
chart-differs-text = Shaded cells are where misère play and normal play disagree ({ $n } of them): { $list }.
chart-not-position-legend = no position of the game
chart-not-position-text = The { $n } grey cells are no position of the game and are left out.

## grundy-map (and grundy): the Grundy values of two heaps
chart-gm-title = { $game }: Grundy values of two { $kind ->
    [heap] heaps up to { $size }
    [row] rows of up to { $size } pins
    [pile] piles up to { $size }
   *[other] coordinates up to { $size }
}
chart-gm-title-named = { $game }: Grundy values, { $x } against { $y }, each from 0 to { $size }
chart-gm-tooltip = P-position { $pair }: { $value } = 0, the player to move loses
chart-gm-cells = Each cell is coloured by the Grundy value of the position, and a dot marks each P-position, where it is 0.
chart-gm-cells-heaps = Each cell is coloured by the Grundy value of the position, { $sum } by the Sprague–Grundy theorem, and a dot marks each P-position, where it is 0.
chart-gm-legend-p = P-position: { $value } = 0
chart-gm-legend-zero = 0: P-position
# The last colour, for the values from $v on, which are also written in their cells.
chart-gm-legend-written = ≥ { $v } (written)

## wythoff
chart-wythoff-title = Wythoff's game: P-positions for piles up to { $size }
chart-wythoff-tooltip = P-position { $pair } = { $name }: the player to move loses
chart-wythoff-intro = Wythoff's game with piles x and y from 0 to { $size }: a move takes any number from one pile, or the same number from both. A dot marks each P-position (aₖ, bₖ) and its mirror (bₖ, aₖ), with aₖ = ⌊kφ⌋ and bₖ = aₖ + k: the player to move loses there. The dots lie close to the lines y = φx and y = x/φ, where φ = (1 + √5)/2.
chart-wythoff-legend = P-position (aₖ, bₖ) or (bₖ, aₖ)
chart-wythoff-lines = y = φx and y = x/φ
chart-rays-legend = queen's moves from { $pair }
chart-rays-text = From { $pair } a move goes along one of three rays: the row (the first pile shrinks), the column (the second pile shrinks) or the diagonal (both shrink by the same amount). Each row, column and diagonal holds exactly one P-position, so each ray meets at most one: on the row { $row }, on the column { $column }, on the diagonal { $diagonal }.
chart-rays-none = No ray reaches a P-position, so every move leads to an N-position: this is a P-position.
chart-rays-winning = Moving to one of these is a winning move.
chart-nim-rays-legend = moves from { $pair } in heaps x and y
chart-nim-rays-text = From { $pair } a move in heap x goes along the row and a move in heap y down the column. Each row and each column holds exactly one P-position (for each x there is one y with x ⊕ y ⊕ z = 0), so each ray meets at most one: on the row { $row }, on the column { $column }.
chart-nim-rays-none = No ray reaches a P-position: a winning move, if there is one, is in the third heap, which leaves this slice.

## nim3: a slice of three-heap Nim
chart-nim3-title = Three-heap Nim, slice z = { $z }: P-positions up to { $size }
chart-nim3-tooltip = P-position ({ $x }, { $y }, { $z }): { $x } ⊕ { $y } ⊕ { $z } = { $v }, the player to move loses
chart-nim3-intro = A slice of Nim with three heaps: x and y from 0 to { $size }, the third heap fixed at { $z }. A dot marks each P-position (x, y, { $z }), where x ⊕ y ⊕ { $z } = 0, that is y = x ⊕ { $z }: the player to move loses.
chart-nim3-legend = P-position: x ⊕ y ⊕ { $z } = 0

## bash: heap against limit
chart-bash-title = Bash game: losing heaps up to { $n } for limits up to { $m }
chart-axis-limit = most per move m
chart-bash-tooltip = P-position: heap { $heap }, at most { $limit } per move: { $divisor } divides { $heap }, the player to move loses
chart-bash-row = for m = { $m }, n = { $list }
chart-bash-intro = The Bash game: one heap of n counters (n from 0 to { $n }), a move takes 1 to m of them (m from 1 to { $m }), whoever takes the last wins; (n, m) is a heap of n with at most m per move. A dot marks each P-position, where m + 1 divides n: the player to move loses, since the other answers every take of t with m + 1 − t.
chart-bash-legend = P-position: m + 1 divides n

## xor-upto: 1 ⊕ 2 ⊕ … ⊕ n
chart-xor-title = 1 ⊕ 2 ⊕ … ⊕ n for n up to { $size }: period 4
chart-xor-axis = 1 ⊕ 2 ⊕ … ⊕ n
chart-xor-none = there is nothing to XOR, so the value is { $v }
chart-xor-one = the XOR of 1 alone is { $v }
chart-xor-two = 1 ⊕ 2 = { $v }
chart-xor-three = 1 ⊕ 2 ⊕ 3 = { $v }
chart-xor-many = 1 ⊕ 2 ⊕ … ⊕ { $n } = { $v }
# $r is n mod 4.
chart-xor-fact = { $sentence } ({ $rule })
chart-xor-point = n = { $n }: { $fact }
chart-xor-text = The running XOR f(n) = 1 ⊕ 2 ⊕ … ⊕ n for n from 0 to { $size }. It repeats with period 4: { $rules }. So the points lie on the lines y = n, y = 1, y = n + 1 and y = 0. f(n) = 0, which makes Nim with heaps 1, 2, …, n a P-position, for n = { $zeros }. The values f(0) to f({ $size }) are { $values }.

## euler301
chart-e301-title = Project Euler 301: the n ≤ { $limit } with n ⊕ 2n ⊕ 3n = 0
chart-e301-axis-x = column: n mod { $cols }
chart-e301-axis-y = row: n div { $cols }
chart-e301-point = n = { $n } = { $binary } in binary: no two adjacent 1-bits, so n ⊕ 2n ⊕ 3n = 0
chart-e301-legend-p = n ⊕ 2n ⊕ 3n = 0
chart-e301-legend-n = other n
chart-e301-text = Each number n from 1 to 2^{ $bits } = { $limit } sits in column n mod { $cols } and row n div { $cols }, so that n = { $cols }·row + column. A dot marks each n with n ⊕ 2n ⊕ 3n = 0, which happens exactly when n has no two adjacent 1-bits in binary; a small dot marks the others. There are { $count } of them, the Fibonacci number F({ $k }) = { $fibonacci }: { $list }.
chart-e301-yes = { $binary } in binary has no two adjacent 1-bits, so n ⊕ 2n ⊕ 3n = 0
chart-e301-no = { $binary } in binary has two adjacent 1-bits, so n ⊕ 2n ⊕ 3n = { $v }, not 0

## The axes of a chart of a teacher's game that names its entries (fn coordinate).
# A chart with --axes: the entries that are not drawn keep these values ($list: "stair 2 = 0").
chart-axes-fixed = The other { $kind ->
    [heap] heaps
    [row] rows
    [pile] piles
   *[other] entries
} are held fixed: { $list }.

## sequence --unit: the value of one unit in each entry of a game on tuples. The course draws it for rows
## of coins (a 1 is a head), so the words say "head", and "counter" for any other game.
chart-unit-title = { $game }: the value of each of { $size } places alone (a 1 there, 0 elsewhere)
chart-unit-axis-x = the place alone: place n
chart-unit-axis-x-named = the place alone: { $first } to { $last }
chart-unit-axis-y = Grundy value g(n)
chart-unit-point = { $entry }, alone: g = { $v }, { $status }
chart-unit-legend = one place alone (a 1 there, 0 elsewhere)
chart-unit-intro = The positions of { $game } with a 1 in one place and 0 in every other, one for each of the { $size } places; on a row of coins, a lone head.
chart-unit-explain = The height of each point is the Grundy value of that position, worked out from the moves of the game.
chart-unit-item = { $entry }: { $v }
chart-unit-values = In order: { $list }.

## p-positions --compare-sj: the SJ rule against the misère search
chart-sj-tooltip = { $pair }: the SJ rule says the player to move loses, but in misère play they win
chart-sj-legend = the SJ rule is wrong here
chart-sj-text = Shaded cells are where the SJ rule, applied to each heap's normal-play Grundy value, predicts another outcome than misère play itself ({ $n } of them): { $list }.
