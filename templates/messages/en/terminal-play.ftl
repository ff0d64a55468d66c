# English messages: terminal-play. Every id here must also be in ../zh/terminal-play.ftl.
# The words of `nimbook play` (src/terminal_play/words.rs) that the page's play widget has no
# counterpart for. The moves ("take 2 from heap 1"), the computer's reasons, the hints without
# Grundy values and the end of a game are the widget's own messages (play.ftl), so the terminal
# and the page say them alike. A typed move is numbers, and ? (or hint) and q (or quit) are
# typed as they are in every language.
# $things is what the heaps are made of: counters, or pins in rows (Kayles), which one knocks down.

## The start of a game
# The game's title and its rule, the first line.
terminal-play-game = { $title }: { $rule }
# How to type a move, in a game of one heap.
terminal-play-type-count = { $things ->
    [pins] Type how many to knock down (e.g. "1")
   *[other] Type how many to take (e.g. "1")
}
# How to type a move, in a game of several heaps whose moves do not split a heap.
terminal-play-type-heap-count = { $things ->
    [pins] Type ROW COUNT (e.g. "2 1") to knock down COUNT from row ROW (numbered from 1)
   *[other] Type HEAP COUNT (e.g. "2 1") to take COUNT from heap HEAP (numbered from 1)
}
# How to type a move, in a game whose moves may split a heap.
terminal-play-type-split = { $things ->
    [pins] Type ROW and the rows it becomes (e.g. "2 3 1" leaves 3 and 1 in place of row 2, "2 0" empties it)
   *[other] Type HEAP and the heaps it becomes (e.g. "2 3 1" leaves 3 and 1 in place of heap 2, "2 0" empties it)
}
# How to type a move, in a game whose positions are not heaps (Wythoff's game, a teacher's game).
terminal-play-type-position = Type the position to move to (e.g. "3 5")
# $how is one of the four above; then the commands.
terminal-play-keys = { $how }, ? for a hint, q to quit.
# The position, after each move: $position is its numbers, "3 4 5".
terminal-play-board = { $things ->
    [pins] rows: { $position }
   *[other] heaps: { $position }
}
terminal-play-board-position = position: { $position }
terminal-play-no-game = There is no move to make, so there is no game to play.
terminal-play-you-first = You move first.
terminal-play-computer-first = I move first.

## A turn
# Before the human's move, on the line the move is typed on.
terminal-play-prompt = your move>{" "}
# $move is a move in words (move-take …).
terminal-play-you-moved = you { $move }
# $why is one of the computer's reasons (play-ui-explain-… or terminal-play-explain-one-heap).
terminal-play-computer-moved = computer: { $why }
# The computer's reason in a game of one heap, where there are no other heaps to XOR with.
# $left is terminal-play-value-left.
terminal-play-explain-one-heap = { $things ->
    [pins] the row has Grundy value { $value }: I { $move }, { $left }
   *[other] the heap has Grundy value { $value }: I { $move }, { $left }
}
# The value a move leaves, after the move in words: $split is yes when it leaves several heaps
# (the move already says "leaving 3 + 1"), and $value is then the XOR of their values; said when
# the move already says what its only heap keeps ("leaving 28").
terminal-play-value-left = { $split ->
    [yes] of value { $value }
    [said] of value { $value }
   *[no] leaving value { $value }
}

## Hints (? or hint), with Grundy values; the others are play-ui-hint-losing and play-ui-hint-none.
terminal-play-hint-one-heap = { $things ->
    [pins] Hint: the row has Grundy value { $value }: you { $move }, { $left }
   *[other] Hint: the heap has Grundy value { $value }: you { $move }, { $left }
}
terminal-play-hint-grundy = { $things ->
    [pins] Hint: row { $heap } has Grundy value { $value } and the others XOR to { $others }: you { $move }, { $left }, so the total is 0
   *[other] Hint: heap { $heap } has Grundy value { $value } and the others XOR to { $others }: you { $move }, { $left }, so the total is 0
}
# $values: "1 ⊕ 2 ⊕ 3".
terminal-play-hint-grundy-losing = Hint: no winning move here: the Grundy values { $values } XOR to 0, so every move hands me a win; play on and hope I slip

## A typed line that is not a move, and the end of the input
# $why is one of the refusals below.
terminal-play-try-again = { $why }; try again (? for a hint, q to quit)
# $word is a word of the typed line, $line the whole line.
terminal-play-negative = "{ $word }" is negative
terminal-play-too-large = "{ $word }" is too large
terminal-play-not-a-move = "{ $line }" is not a move: { $how }
# $to and $from are positions: "1, 1".
terminal-play-unreachable = ({ $to }) cannot be reached from ({ $from }) in one move
terminal-play-no-such-heap = { $things ->
    [pins] there is no row { $heap }: rows are numbered 1 to { $count }
   *[other] there is no heap { $heap }: heaps are numbered 1 to { $count }
}
terminal-play-empty-heap = { $things ->
    [pins] row { $heap } is empty
   *[other] heap { $heap } is empty
}
terminal-play-too-few = { $things ->
    [pins] row { $heap } has only { $size }, so you cannot knock down { $take }
   *[other] heap { $heap } has only { $size }, so you cannot take { $take }
}
terminal-play-not-of-game = that is not a move of { $title } ({ $rule })
terminal-play-too-long = that line is longer than { $bytes } bytes
terminal-play-input-ended = The input ended, so the game stops here without a winner. Goodbye!
terminal-play-quit = You quit. Goodbye!
# The words name no game with a position, e.g. `nimbook play euler301 30`.
terminal-play-not-a-game = "{ $name }" cannot be played; play takes a game and a position, e.g. nim 3 4 5, kayles 5 7, wythoff 4 9
