# The words of the course's own games (games/*.rhai) in Chinese: read as the site's messages when
# the course is built, not built into nimbook.

game-chomp-title = 吃巧克力（Chomp）
game-chomp-rule = 吃掉毒格（第 1 行第 1 列）以外的任意一格，连同它上方和右方的所有格子一起吃掉：从这一行起往上的每一行都只剩这一列左边的格子。只剩毒格的一方无法行动。
game-chomp-coordinate = 第 { $i } 行
game-chomp-move = 吃第 { $row } 行第 { $column } 列
game-chomp-position = 自下而上各行 { $rows } 格
game-hackenbush-position = { $count ->
    [0] 没有剩下的边
   *[other] 边 { $edges }
}
game-northcott-title = Northcott 游戏
game-northcott-rule = 每一排有双方各一枚棋子，两子之间隔着若干空格。把你的一枚棋子朝同一排对方的棋子滑动一格或多格，但不能落在对方棋子上或越过它。
game-northcott-coordinate = 第 { $i } 排
game-northcott-move = { $left ->
    [0] 在第 { $row } 排滑动 { $k } 格，紧挨对方棋子
   *[other] 在第 { $row } 排滑动 { $k } 格，两子之间剩 { $left } 格
}
game-northcott-position = 各排间隔 { $gaps }
game-switch-lights-title = 开关灯（Switch lights）
game-switch-lights-rule = 选一盏亮着的灯，再在棋盘上选一个既不在它下方、也不在它右方的位置（同一行、同一列或这盏灯本身都可以）。拨动以这两处为对角的矩形的各个角：一般是四盏灯；两处在同一行或同一列时，是线段两端的两盏灯；两处重合时，只有这一盏灯。
game-switch-lights-coordinate = 第 { $i } 盏灯
game-switch-lights-move = { $n ->
    [1] 拨动灯 ({ $x }, { $y })
    [2] 拨动两盏灯：({ $a }, { $b }) 和 ({ $x }, { $y })
   *[other] 拨动四盏灯：({ $a }, { $b })、({ $a }, { $y })、({ $x }, { $b }) 和 ({ $x }, { $y })
}
game-switch-lights-position = { $count ->
    [0] 所有灯都已熄灭
    [1] 只有 { $on } 处的灯亮着
   *[other] 亮着的灯：{ $on }
}
game-euclid-title = 取倍数
game-euclid-rule = 两堆。选一堆，设它有 x 枚，从另一堆中取走 x 的正整数倍枚（x、2x、3x 等），只要那一堆够取。有一堆为空时，就无法再走。
game-euclid-coordinate = 第 { $i } 堆
game-euclid-move = 从第 { $heap } 堆取走 { $take } 枚（{ $k } × { $by }）
game-every-euclid-title = 每对同时取倍数
game-every-euclid-rule = 若干堆，两两成对。在每一对中，一步选一堆，设它有 x 枚，从另一堆中取走 x 的一个正整数倍。每一轮都必须在每一对还能走的堆里各走一步；有一堆为空的一对就结束了。
game-every-euclid-coordinate = 第 { $pair } 对第 { $heap } 堆
game-every-euclid-move = 留下 { $pairs }
game-every-euclid-position = 数对 { $pairs }
game-geography-title = 棋盘上的地理游戏
game-geography-rule = 把棋子向上、下、左或右移动一格，移到一个不是障碍、棋子也从未到过的格子上。
game-geography-move = 移到第 { $row } 行第 { $column } 列
game-geography-position = 棋子在第 { $row } 行第 { $column } 列
