# The words of the course's own games (games/*.rhai) in English: read as the site's messages
# when the course is built, not built into nimbook. They say what each rule's own words say, so
# that a page is read the same way in both editions (templates/messages/zh/course-games.ftl).

game-chomp-title = Chomp
game-chomp-rule = Eat one cell other than the poisoned corner (row 1, column 1), together with every cell above it and to its right: every row from that one up is cut to the cells left of that column. Whoever is left with only the poisoned cell cannot move.
game-chomp-coordinate = row { $i }
game-chomp-move = eat cell ({ $row }, { $column })
game-chomp-position = rows { $rows } (bottom first)
game-hackenbush-position = { $count ->
    [0] no edge left
   *[other] edges { $edges }
}
game-northcott-title = Northcott's game
game-northcott-rule = Each row holds one piece of each player with empty squares between them. Slide one of your pieces towards the other piece in its row, by one or more empty squares, never onto or past it.
game-northcott-coordinate = row { $i }
game-northcott-move = { $left ->
    [0] slide { $k } in row { $row }, up to the other piece
   *[other] slide { $k } in row { $row }, leaving { $left } between
}
game-northcott-position = gaps { $gaps }
game-switch-lights-title = Switch lights
game-switch-lights-rule = Pick a light that is on, and a place on the board no lower and no further right than it (the same row or column, or the light itself, will do). Switch the corners of the rectangle they span: four lights, or the two ends of a segment, or the one light.
game-switch-lights-coordinate = light { $i }
game-switch-lights-move = { $n ->
    [1] switch ({ $x }, { $y })
    [2] switch ({ $a }, { $b }) and ({ $x }, { $y })
   *[other] switch the corners ({ $a }, { $b }), ({ $a }, { $y }), ({ $x }, { $b }) and ({ $x }, { $y })
}
game-switch-lights-position = { $count ->
    [0] every light off
    [1] the light at { $on } on
   *[other] lights on at { $on }
}
game-euclid-title = Take a multiple
game-euclid-rule = Two heaps. Pick one heap; if it holds x counters, take x, 2x, 3x or any other positive multiple of x from the other heap, as long as that heap holds enough. When a heap is empty, no move is left.
game-euclid-coordinate = heap { $i }
game-euclid-move = take { $take } ({ $k } × { $by }) from heap { $heap }
game-every-euclid-title = Take a multiple, in every pair at once
game-every-euclid-rule = Several pairs of heaps. In each pair, a move picks one heap, of x counters, and takes a positive multiple of x from the other heap. At each turn the player must move in every pair that still has a move; a pair with an empty heap is over.
game-every-euclid-coordinate = pair { $pair }, heap { $heap }
game-every-euclid-move = leave { $pairs }
game-every-euclid-position = pairs { $pairs }
game-geography-title = Geography on a board
game-geography-rule = Move the token one square up, down, left or right, onto a square that is not a wall and that the token has not visited before.
game-geography-move = move to row { $row }, column { $column }
game-geography-position = the token in row { $row }, column { $column }
