# 中文消息：play。这里的每个 id 也必须出现在 ../en/play.ftl 中。
# 对弈小部件（templates/static/play.js）显示的文字，由 templates/blocks/play.html 传给它。
# 小部件会填入每个 {"{"}name{"}"}：模板把每个参数都写成 "{"{"}name{"}"}"。
# 带 $count 的消息有单数与其他数两种形式（中文两者相同）。

# $things 是堆的材料：石子（堆，枚），或成排的球瓶（排，个，击倒）。
## 走法按钮
play-ui-label-take-all = { $things ->
    [pins] 击倒 { $take } 个（全部）
   *[other] 取 { $take } 枚（全部）
}
play-ui-label-take = { $things ->
    [pins] 击倒 { $take } 个 → { $left }
   *[other] 取 { $take } 枚 → { $left }
}
play-ui-label-take-split = { $things ->
    [pins] 击倒 { $take } 个，分成 { $parts }
   *[other] 取 { $take } 枚，分成 { $parts }
}
play-ui-label-split = 分成 { $parts }

## 电脑为什么这样走
play-ui-binary = 写成二进制：{ $terms } = { $bits }₂，所以尼姆和为 { $total }（{ $bits }₂）。
play-ui-blocks = { $size } 枚石子是 { $blocks } 组 { $block } 枚，再多 { $rest } 枚（{ $size } mod { $block } = { $rest }）。
# 上一句与下一句之间。
play-ui-sentence-gap = {""}
play-ui-explain-grundy-losing = { $things ->
    [pins] 各排的 SG 值 { $values } 的尼姆和为 0，所以无论怎么走，总和都不再是 0：我{ $move }，希望你走错。
   *[other] 各堆的 SG 值 { $values } 的尼姆和为 0，所以无论怎么走，总和都不再是 0：我{ $move }，希望你走错。
}
play-ui-explain-grundy-winning = { $things ->
    [pins] 第 { $heap } 排的 SG 值是 { $value }；其他各排的尼姆和是 { $others }。我{ $move }：{ $left }，于是总的尼姆和为 0。
   *[other] 第 { $heap } 堆的 SG 值是 { $value }；其他各堆的尼姆和是 { $others }。我{ $move }：{ $left }，于是总的尼姆和为 0。
}
play-ui-left-heaps = { $things ->
    [pins] 留下值为 { $value } 的几排
   *[other] 留下值为 { $value } 的几堆
}
play-ui-left-heap = { $things ->
    [pins] 留下值为 { $value } 的一排
   *[other] 留下值为 { $value } 的一堆
}
play-ui-left-nothing = 什么也不留下，值为 0
play-ui-explain-nim-losing = 各堆的尼姆和为 0，所以无论怎么走，尼姆和都不再是 0：我{ $move }，希望你走错。
play-ui-explain-nim-winning = 其他各堆的尼姆和是 { $others }，所以我{ $move }：各堆的尼姆和又变为 0。
play-ui-explain-losing = 无论怎么走，都会留下一个先手必胜的局面；我{ $move }，希望你走错。
play-ui-explain-winning-position = 我{ $move }，把先手必败的局面留给了你。
play-ui-explain-winning = 我{ $move }，留下 ({ $position })：轮到你走，而这是先手必败的局面。

## 控件
play-ui-who-starts = 谁先走
play-ui-you-start = 你先走
play-ui-computer-starts = 电脑先走
play-ui-new-game = 新的一局
play-ui-random-start = 随机开局
play-ui-hint = 提示
play-ui-misere-toggle = { $things ->
    [pins] 反常规则（击倒最后一个球瓶的一方判负）
   *[other] 反常规则（取走最后一枚石子的一方判负）
}
play-ui-heaps-group = { $things ->
    [pins] 各排：选择一排
   *[other] 各堆：选择一堆
}
play-ui-position-group = 局面
play-ui-moves-group = 走法
play-ui-moves-in-heap = { $things ->
    [pins] 第 { $heap } 排的走法
   *[other] 第 { $heap } 堆的走法
}
# 一堆的按钮，后接石子数：“第 2 堆：7”。
play-ui-heap-name = { $things ->
    [pins] 第 { $heap } 排：
   *[other] 第 { $heap } 堆：
}

# 威佐夫博弈两堆中的一堆，后接石子数。
play-ui-heap-only = { $things ->
    [pins] 这一排：
   *[other] 这一堆：
}
play-ui-pile-name = 第 { $pile } 堆
## 对局
play-ui-you-win = 没有可走的步了：你赢了，走得漂亮！
play-ui-computer-wins = 没有可走的步了：电脑赢了。
play-ui-log-you = 你：{ $move } → { $position }
play-ui-log-computer = 电脑：{ $move } → { $position }
play-ui-log-start = 开局：{ $position }
play-ui-log-you-move = 你：{ $move }
play-ui-log-computer-move = 电脑：{ $move }
play-ui-preparing = 正在准备这局游戏……
play-ui-unavailable = 这局游戏未能在此浏览器中开始；本课的其余内容照常可读。
play-ui-thinking = 电脑正在思考……
play-ui-your-move-heaps = { $things ->
    [pins] 轮到你了：先选一排，再选一种走法。
   *[other] 轮到你了：先选一堆，再选一种走法。
}
play-ui-your-move-positions = 轮到你了：选择要走到的局面。
play-ui-your-move-described = 轮到你了：选择一种走法。
play-ui-your-move-coins = 轮到你了：点击要翻的硬币。
play-ui-your-move-cells = 轮到你了：点击这一步要改动的地方，再从下面列出的走法中选一种。
play-ui-your-move-stairs = 轮到你了：点击要从哪一级台阶往下移硬币，再选移多少。
play-ui-your-move-rows = 轮到你了：点击要拿走的方格；指针停在某个方格上或选中它时，会标出随它一起拿走的所有方格。
play-ui-your-move-pieces = 轮到你了：点击某一排中的一格，把你在这一排的棋子（○）滑到那里。
play-ui-your-move-walk = 轮到你了：点击棋子（●）旁边的一格，把棋子移过去。
play-ui-your-move-lights = 轮到你了：点击要拨动的灯；所点的灯只对应一种走法时，就走这一步（只拨动已点各灯的走法列在下面）。
play-ui-light-on = 亮
play-ui-light-off = 灭
play-ui-token = 棋子
play-ui-wall = 障碍
play-ui-visited = 已走过
play-ui-open-square = 空格
# 每排两枚棋子的棋盘（Northcott 游戏）上一排的两枚棋子，供读屏软件朗读。
play-ui-your-piece = 你的棋子，第 { $row } 排
play-ui-my-piece = 我的棋子，第 { $row } 排
# 一排排方格（Chomp）中的一格，供读屏软件朗读：排从下往上数，格从左往右数。
play-ui-square = 第 { $row } 排第 { $column } 格
# 阶梯的最底下：硬币移到这里就离开游戏。
play-ui-ground = 地面
play-ui-hint-grundy = 提示：{ $move }，这样各部分 SG 值的尼姆和就变为 0。
play-ui-hint-nim = 提示：{ $move }，这样各堆的尼姆和就变为 0。
play-ui-hint-losing = 提示：{ $move }，这样留给对方的是先手必败的局面。
play-ui-hint-none = 提示：这里没有必胜走法：无论怎么走，都会留下一个先手必胜的局面。
