# English messages: play. Every id here must also be in ../zh/play.ftl.
# The play widget's words (templates/static/play.js), passed to it by templates/blocks/play.html.
# The widget fills in each {"{"}name{"}"}: the template gives every argument as "{"{"}name{"}"}".
# Messages with a $count have a form for one and for other numbers (the widget picks one).

# $things is what the heaps are made of: counters, or pins in rows (Kayles), which one knocks down.
## The buttons of the moves
play-ui-label-take-all = { $things ->
    [pins] knock down { $take } (all)
   *[other] take { $take } (all)
}
play-ui-label-take = { $things ->
    [pins] knock down { $take } → { $left }
   *[other] take { $take } → { $left }
}
play-ui-label-take-split = { $things ->
    [pins] knock down { $take }, leaving { $parts }
   *[other] take { $take }, split { $parts }
}
play-ui-label-split = split { $parts }

## Why the computer moved as it did
play-ui-binary = In binary { $terms } = { $bits }₂, so XOR = { $total } ({ $bits }₂).
play-ui-blocks = The heap of { $size } is { $blocks } { $count ->
    [one] block
   *[other] blocks
} of { $block } and { $rest } more ({ $size } mod { $block } = { $rest }).
# Between the sentence above and the next one.
play-ui-sentence-gap = {" "}
play-ui-explain-grundy-losing = { $things ->
    [pins] The rows' Grundy values { $values } XOR to 0, so every move leaves a nonzero total: I { $move } and hope you slip.
   *[other] The heaps' Grundy values { $values } XOR to 0, so every move leaves a nonzero total: I { $move } and hope you slip.
}
play-ui-explain-grundy-winning = { $things ->
    [pins] Row { $heap } had Grundy value { $value }; the others XOR to { $others }. I { $move }: { $left }, so the total is 0.
   *[other] Heap { $heap } had Grundy value { $value }; the others XOR to { $others }. I { $move }: { $left }, so the total is 0.
}
play-ui-left-heaps = { $things ->
    [pins] rows of value { $value }
   *[other] heaps of value { $value }
}
play-ui-left-heap = { $things ->
    [pins] a row of value { $value }
   *[other] a heap of value { $value }
}
play-ui-left-nothing = nothing, of value 0
play-ui-explain-nim-losing = The heaps XOR to 0, so every move leaves a nonzero XOR: I { $move } and hope you slip.
play-ui-explain-nim-winning = The other heaps XOR to { $others }, so I { $move }: the XOR of all the heaps is 0 again.
play-ui-explain-losing = Every move leaves a position the player to move wins; I { $move } and hope you slip.
play-ui-explain-winning-position = I { $move }: you are left with a losing position.
play-ui-explain-winning = I { $move }: that leaves ({ $position }), a losing position for the player to move.

## Controls
play-ui-who-starts = Who starts
play-ui-you-start = You start
play-ui-computer-starts = Computer starts
play-ui-new-game = New game
play-ui-random-start = Random start
play-ui-hint = Hint
play-ui-misere-toggle = { $things ->
    [pins] Misère play (whoever knocks down the last pin loses)
   *[other] Misère play (whoever takes the last counter loses)
}
play-ui-heaps-group = { $things ->
    [pins] Rows: choose one
   *[other] Heaps: choose one
}
play-ui-position-group = Position
play-ui-moves-group = Moves
play-ui-moves-in-heap = { $things ->
    [pins] Moves in row { $heap }
   *[other] Moves in heap { $heap }
}
# A heap's button, before its size: "Heap 2: 7".
play-ui-heap-name = { $things ->
    [pins] Row { $heap }:
   *[other] Heap { $heap }:
}

# One of Wythoff's two piles, before its size.
# The name of the only heap (or row), when the position has one.
play-ui-heap-only = { $things ->
    [pins] Row:
   *[other] Heap:
}
play-ui-pile-name = Pile { $pile }
## The game
play-ui-you-win = No moves are left: you win. Well played!
play-ui-computer-wins = No moves are left: the computer wins.
play-ui-log-you = You: { $move } → { $position }
play-ui-log-computer = Computer: { $move } → { $position }
play-ui-log-start = Start: { $position }
play-ui-log-you-move = You: { $move }
play-ui-log-computer-move = Computer: { $move }
play-ui-preparing = Getting the game ready…
play-ui-unavailable = This game could not start in this browser; the rest of the lesson reads as before.
play-ui-thinking = The computer is thinking…
play-ui-your-move-heaps = { $things ->
    [pins] Your move: choose a row, then a move.
   *[other] Your move: choose a heap, then a move.
}
play-ui-your-move-positions = Your move: choose the position to move to.
# A game whose rule words its moves ("take 2", "slide 1 from stair 2 to stair 1").
play-ui-your-move-described = Your move: choose a move.
play-ui-your-move-coins = Your move: click the coins to turn.
play-ui-your-move-cells = Your move: click what your move changes, then choose among the moves listed.
play-ui-your-move-stairs = Your move: click the stair to take coins from, then choose how many.
play-ui-your-move-rows = Your move: click a cell to take it; while a cell is pointed at or focused, every cell that goes with it is marked.
play-ui-your-move-pieces = Your move: click a square to slide your piece (○) in that row onto it.
play-ui-your-move-walk = Your move: click a square next to the token (●) to move it there.
play-ui-your-move-lights = Your move: click the lights to switch; once they fit one move only, it is made (the move that switches just the lights picked so far is offered below).
play-ui-light-on = on
play-ui-light-off = off
play-ui-token = the token
play-ui-wall = a wall
play-ui-visited = visited
play-ui-open-square = free
# The two pieces of a row on a board of pieces (Northcott's game), for screen readers.
play-ui-your-piece = your piece, row { $row }
play-ui-my-piece = my piece, row { $row }
# A square of a rows board (Chomp), for screen readers: rows from the bottom, squares from the left.
play-ui-square = row { $row }, cell { $column }
# The foot of a staircase, where coins leave the game.
play-ui-ground = ground
play-ui-hint-grundy = Hint: { $move }, which makes the XOR of the Grundy values 0.
play-ui-hint-nim = Hint: { $move }, which makes the XOR of the heaps 0.
play-ui-hint-losing = Hint: { $move }, which leaves a losing position for the player to move.
play-ui-hint-none = Hint: there is no winning move here: every move leaves a position the player to move wins.
