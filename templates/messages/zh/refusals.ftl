# 中文消息：refusals。这里的每个 id 也必须出现在 ../en/refusals.ftl 中。
# 引擎拒绝一个请求时的说明（GameError）：课文的诊断信息、命令行、页面里的引擎模块都用它们。
# { $limit } 是被超过的上限。--bits、fn options(n) 这类写法是命令与规则里的原文，保持不译。

## Nim 及其变体
refusal-nim-no-heap = Nim 至少需要一堆
refusal-too-many-heaps = { $count } 堆太多了：最多允许 { $limit } 堆
refusal-max-take-zero = --max-take 至少为 1（每步至少取走一枚）
refusal-theorem2-nonzero = 定理 2 从尼姆和为 0 的局面出发，但这些堆的尼姆和是 { $sum }；请选尼姆和为 0 的堆，例如 1 2 3
refusal-theorem2-too-many = 这些堆共有 { $total } 种走法，太多，无法一一列出（最多 { $limit } 种）；请用小一些的堆
refusal-no-such-heap = 没有第 { $heap } 堆：堆的编号是 1 到 { $count }
refusal-heap-empty = 第 { $heap } 堆是空的
refusal-take-nothing = 每步至少取走一枚
refusal-take-too-many = 第 { $heap } 堆只有 { $size } 枚，不能取走 { $take } 枚
refusal-take-over-max = 每步最多取 { $max } 枚

## 威佐夫游戏
refusal-wythoff-pile-short = { $pile ->
    [1] 第一堆只有 { $size } 枚
   *[other] 第二堆只有 { $size } 枚
}
refusal-wythoff-both-short = 从两堆同时取，每堆都要有 { $take } 枚，但两堆分别只有 { $a } 枚和 { $b } 枚
refusal-wythoff-pair-too-large = 第 { $k } 个威佐夫数对超过 { $max }，无法写出
refusal-wythoff-two-piles = 威佐夫游戏恰好在两堆上进行
refusal-wythoff-too-many-moves = { $a } 枚和 { $b } 枚的两堆走法太多，无法一一列出（超过 { $limit } 种）

## 任意游戏
refusal-no-heap = { $game } 至少需要一堆
refusal-heap-count = { $game } 在 { $count } 堆上进行
refusal-not-a-position = （{ $position }）不是{ $game }的局面

## SG 值与搜索
refusal-value-too-large = { $n } 枚一堆的 SG 值超过 { $limit }，即参与计算的最大数；请选小一些的堆
refusal-beyond-table = { $n } 枚一堆超出了 SG 值表，表只到 { $last }（{ $why }）
refusal-heap-past-table = { $n } 枚一堆太大：{ $why }，所以 SG 值只能逐个算到 { $last }
refusal-search-numbers = 判定这个局面时，所搜索的走法里列出的数超过 { $limit } 个（一次搜索最多列出这么多）；请选小一些的局面
refusal-search-positions = 判定这个局面需要搜索超过 { $limit } 个局面；请选小一些的局面
refusal-listed-options = 找出这个局面的必胜走法，需要查看其各堆超过 { $limit } 个后继（一个例子最多查看这么多）；请选小一些或少一些的堆

## 穷举验证（nimbook verify）
refusal-bits-range = --bits 必须在 1 到 { $max } 之间
refusal-property-heaps = --heaps 至少为 2（这些定理讲的是两堆或更多堆组成的序列）
refusal-property-work = { $id } 在 --bits { $bits } 和 --heaps { $heaps } 下的工作量超过上限（2^{ $power } 种情形）；请减小 --bits 或 --heaps
refusal-property-unknown = 没有名为“{ $id }”的命题；可选的有：{ $ids }
refusal-certificate-heaps = --heaps 必须在 1 到 { $max } 之间
refusal-certificate-sums = 至多 { $heaps } 堆、每堆至多 { $max } 枚的和共有 C({ $max }+{ $heaps }, { $heaps }) = { $count } 个，超过一次穷举验证可检查的 { $limit } 个；请减小 --heaps 或 --max
refusal-certificate-sums-huge = 至多 { $heaps } 堆、每堆至多 { $max } 枚的和共有 C({ $max }+{ $heaps }, { $heaps }) 个，超过 2^64，远超一次穷举验证可检查的 { $limit } 个；请减小 --heaps 或 --max
refusal-not-heaps = 这个游戏不是在堆上进行的
refusal-certificate-search = 对和 ({ $sum }) 的搜索中止了：{ $cause }；请减小 --max 或 --heaps

## 一类游戏的写法
refusal-octal-needs-code = octal 需要一个代码，例如“octal 0.77 5 7”（0.77 就是 Kayles）
refusal-octal-not-code = “{ $code }”不是八进制代码：请写 0.77（Kayles）或 4.07 这样的代码：数字 0 到 7，小数点前一位
refusal-octal-digit = “{ $code }”里有数字“{ $digit }”，它不是八进制数字（0 到 7）：请写 0.77（Kayles）或 4.07 这样的代码：数字 0 到 7，小数点前一位
refusal-octal-first-digit = “{ $code }”以 { $digit } 开头：小数点前只有 0 或 4 有意义（4：不取走任何一枚，把一堆分成两堆）
refusal-octal-no-move = “{ $code }”不允许任何走法：请写 0.77（Kayles）或 4.07 这样的代码：数字 0 到 7，小数点前一位
refusal-octal-too-long = “{ $code }”小数点后的数字超过 { $limit } 位
refusal-beyond-values = { $n } 枚一堆超出了 SG 值表
refusal-bash-alone = 不带局面时，巴什博弈就是“nim --max-take M”（只有一堆）
refusal-bash-missing = bash 需要堆的大小 N 和每步最多取的数 M；缺少{ $given ->
    [0] 堆的大小 N
   *[other] 每步最多取的数 M
}（例如“bash 23 2”）
refusal-bash-extra = 多出了“{ $extra }”：bash 恰好需要堆的大小 N 和每步最多取的数 M（bash 23 2）
refusal-bash-zero = 每步最多取的数“0”至少要为 1（每步取 1 到 M 枚）
refusal-set-empty = 取数集合是空的：至少写出一个数，例如 --set 1,3,4
refusal-set-zero = 取数集合里有 0，但每步至少要取走一枚
refusal-set-too-many = 取数集合里有 { $count } 个数；最多允许 { $limit } 个
refusal-set-amount = 数 { $amount } 对取数集合来说太大：最多为 { $limit }
refusal-set-missing = subtraction 需要用 --set 给出每步可取的数（例如“subtraction 5 12 --set 2,5”，或 --set powers-of-two、fibonacci、squares）
flag-value-set = 每步可取的数，例如 1,3,4 或 fibonacci
flag-value-max-take = 每步最多取的数 K
what-amount = 可取的数
what-most-per-move = 每步最多取的数

## 树、硬币、斐波那契 Nim、Project Euler 301
refusal-tree-empty = 一棵树至少有一个顶点，即它的根
refusal-tree-edges = 有 { $n } 个顶点的树有 { $need } 条边，而不是 { $edges } 条
refusal-tree-vertex = 顶点 { $vertex } 不在顶点 1 到 { $n } 之中
refusal-tree-cycle = 这些边没有把全部 { $n } 个顶点连到根 1 上（只到达了 { $reached } 个），所以有一条边构成了环
refusal-tree-parent-order = 顶点 { $vertex } 挂在顶点 { $parent } 下；父顶点的编号必须更小
refusal-tree-parent-fallen = 顶点 { $vertex } 挂在顶点 { $parent } 下，而顶点 { $parent } 已经掉下去了
refusal-fibonacci-start = 斐波那契 Nim 至少从 2 枚开始（第一步取 1 到 n − 1 枚），而不是 { $n } 枚
refusal-ruler-zero = 尺子游戏的硬币从 1 开始编号，所以 0 号硬币没有值
refusal-coin-range = 硬币 { $coin } 超出了参与计算的 2^63 枚硬币的范围
refusal-too-many-options = { $n } 枚一堆的后继太多，无法一一列出（超过 { $limit } 个）
refusal-euler-bits = 位数最多为 { $max }，这样 2^bits 才能放进 64 位

## 教师的规则
refusal-rule-operations = “{ $game }”的规则总共执行了超过 { $limit } 次运算（页面上一个例子、图表或对局里一个游戏的规则最多执行这么多次）；请选小一些的局面或更省的规则
refusal-rule-numbers = “{ $game }”的走法总共超过 { $limit } 个数（页面上一个例子、图表或对局最多读取这么多）；请选小一些的局面
refusal-rule-number-too-large = { $asked }对规则来说太大，规则最多只能数到 { $limit }
refusal-asked-heap = { $n } 枚一堆
refusal-asked-tuple = ({ $position })
refusal-script-syntax = { $message }
refusal-script-both = 只能定义 fn options(n)（堆上的游戏）或 fn moves(p)（元组上的游戏）之一，不能两个都定义
refusal-script-neither = 一个游戏需要 fn options(n)（n 枚一堆的后继）或 fn moves(p)（元组 p 的后继）
refusal-script-function = fn { $function }()：{ $message }
refusal-script-arity = fn { $function } 接受 { $params } 个参数，而不是 { $wrong } 个
refusal-about-entry = fn coordinate({ $i })
refusal-about-move = 从 ({ $from }) 到 ({ $to }) 的走法
refusal-about-position = 局面 ({ $position })
refusal-about-board = 棋盘
refusal-about-numbered-from = 第一个分量的编号
refusal-script-message = { $message }
refusal-script-held = 一次调用占用了超过 { $megabytes } MB 的数组、映射和文字（一次调用最多占用这么多）；走法这么多的局面太大，无法搜索，或者有一个循环在不停地加长数组
refusal-script-unavailable = 规则不能使用 { $function }：它一步就能造出任意长的数组或文字；请在循环里用 push 逐个加入
refusal-script-unknown-function = 规则调用了 { $call }，但规则和语言都没有定义这个函数
refusal-script-unknown-function-meant = 规则调用了 { $call }，但规则和语言都没有定义这个函数（是不是想写 { $meant }？）
refusal-reading-board = 它返回了 { $returned }；它应返回 "bars"、"coins"、"cells"、"stairs"、"rows"、"columns"、"pieces"、"grid" 或 "tree"
refusal-reading-numbered-from = 它返回了 { $returned }；它应返回第一个分量的编号，一个 0 到 { $most } 之间的整数，例如 0 或 1
refusal-reading-valid = 它返回了 { $returned }；这个数组是本游戏的局面时它应返回 true，不是时返回 false
refusal-reading-not-words = 在应当是文字的地方返回了 { $found }（应为文字，或一个映射 #{"{"} text: "…", k: 2 {"}"}）
refusal-reading-text-type = 它的 text 是 { $found }，不是文字
refusal-reading-negative = 它的数“{ $key }”是负数（{ $number }）
refusal-reading-value-type = “{ $key }”是 { $found }，而这里应当是数、数的列表或文字
refusal-reading-list-item = “{ $key }”中有 { $found }，而列表里只能是从 0 起的整数或文字
refusal-reading-no-text = 这个映射没有 text（#{"{"} text: "…", … {"}"}），没有消息命名它时就显示这段文字

## 教师的规则出错：{ $for }、{ $of } 和 { $line } 是下面这些片段，或者为空
refusal-rule-for = （对于 { $asked }）
refusal-rule-for-after-comma = （对于 { $asked }）
refusal-rule-of = （{ $asked } 的后继）
refusal-rule-at-line = （在规则的第 { $line } 行）
refusal-rule-script = “{ $game }”的规则出错了{ $for }{ $line }：{ $message }
refusal-rule-too-many-operations = “{ $game }”的规则执行了超过 { $limit } 次运算（一次调用最多执行这么多次）{ $for }{ $line }；请找找有没有不会结束或做得太多的循环
refusal-rule-not-a-list = “{ $game }”的 fn { $function } 必须返回一个数组{ $for }
refusal-rule-option-not-a-tuple = “{ $game }”的每个后继都必须是一个数组{ $for }
refusal-rule-negative = “{ $game }”给出了负数 { $value } 作为后继{ $of }
refusal-rule-not-a-number = “{ $game }”在应当是数的地方给出了 { $found }，作为后继{ $of }
refusal-rule-not-smaller = “{ $game }”给出的一个后继{ $of }留下了 { $left } 枚一堆；后继留下的每一堆都必须比原来那堆小
refusal-rule-move-from-empty = “{ $game }”给 0 枚一堆给出了后继；0 枚一堆不是堆，没有走法，所以 options(0) 必须是 []（如果规则会给出后继，请以 `if n == 0 {"{"} return []; {"}"}` 开头）
refusal-rule-length-changed = “{ $game }”把 { $from } 个数的元组变成了 { $to } 个数的元组；一步走法必须保持元组的长度
refusal-rule-reading = “{ $game }”的 fn { $function } 在{ $about }上出错了{ $line }：{ $problem }
refusal-rule-repeats = 局面 { $position } 能从自身再次到达，所以对局不一定结束；这里的公平游戏必须在有限步内结束

## 计算
refusal-theorem1-zero = 定理 1 从尼姆和不为 0 的局面出发，但这些堆的尼姆和是 0；请选 8 12 13 这样的堆
refusal-range-order = 区间终点 { $b } 小于起点 { $a }
refusal-script-game = 游戏“{ $game }”：{ $message }

## 图表
refusal-chart-sequence-heaps = { $game }不是在堆上进行的，没有单堆的 SG 值序列；请用 p-positions 或 grundy-map 作图
refusal-chart-sequence-misere = SG 值属于正常规则；反常规则下请画出 P 态（p-positions）
refusal-chart-compare-sj-normal = --compare-sj 标出 SJ 法则与反常规则下的搜索不一致之处，但这张图画的是正常规则下的{ $game }；请画反常规则的游戏（加上 --misere）
refusal-chart-compare-normal-normal = --compare-normal 标出反常规则与正常规则不同之处，但这张图画的是正常规则下的{ $game }；请画反常规则的游戏（加上 --misere）
refusal-chart-strip-heaps = { $game }不是在堆上进行的，没有单堆的色带；请用 p-positions 作图
refusal-chart-heat-misere = 热力图显示正常规则下的 SG 值；反常规则下请画出 P 态（p-positions）
refusal-chart-heat-search = ({ $x }, { $y }) 的 SG 值需要的搜索太大；请减小 --size
refusal-chart-sj = --compare-sj 对每堆的 SG 值套用 SJ 法则，所以需要反常规则下的堆上游戏，而{ $game }不是
refusal-chart-unit = --unit 画的是元组上游戏在正常规则下的 SG 值，而{ $game }不是这样的游戏
refusal-chart-unit-at = --at { $at } 不是这张图上的位置：按游戏自己的编号，位置从 { $first } 到 { $last }
refusal-chart-unit-search = 在 { $size } 个位置中第 { $entry } 个位置放一个 1 的值需要的搜索太大；请减小 --size
refusal-page-operations = 这一页的例子、图表和教师规则的游戏总共执行了超过 { $limit } 次运算（一页最多执行这么多次）；请选小一些的局面，或把课文拆开

## 对弈小部件的走法表
play-refusal-not-a-game = “{ $words }”不是可以对弈的游戏；对弈块需要一个游戏和一个局面，例如“kayles 5 7”或“nim 3 4 5”
play-refusal-too-large = “{ $words }”太大，无法在页面里对弈：它的走法表需要超过 { $limit } 项；请选小一些（或少一些）的堆
play-refusal-not-a-tree = “{ $words }”无法在树上对弈：树形棋盘把第 i 项读作顶点 i + 2 的父顶点，它的编号更小（掉下去后为 0）；请从这样的列表开始，或让这个游戏的 fn board() 返回 "cells"
play-refusal-off-grid = “{ $words }”无法在方格棋盘上对弈：方格棋盘显示两项的局面，第一项至多 { $width }，第二项至多 { $height }；请从小一些的局面开始，或让这个游戏的 fn board() 返回 "bars" 或 "cells"
play-refusal-off-rows = “{ $words }”无法用一排排方格对弈：这种棋盘至多显示 { $rows } 排，每排至多 { $length } 格，游戏能到达的每个局面都须如此；请从小一些的局面开始，或让这个游戏的 fn board() 返回 "bars" 或 "cells"
play-refusal-off-columns = “{ $words }”无法用一列列方格对弈：这种棋盘至多显示 { $columns } 列，每列至多 { $height } 格，游戏能到达的每个局面都须如此；请从小一些的局面开始，或让这个游戏的 fn board() 返回 "bars" 或 "cells"
play-refusal-off-pieces = “{ $words }”无法用每排两枚棋子的棋盘对弈：这种棋盘至多显示 { $rows } 排，每排两枚棋子之间至多 { $gap } 格，游戏能到达的每个局面都须如此；请从小一些的局面开始，或让这个游戏的 fn board() 返回 "bars" 或 "cells"
play-refusal-off-walk = “{ $words }”无法作为棋盘上的走子游戏对弈：这种棋盘的局面依次是宽度、棋子所在的格（从 1 起），再是每一格（0 空格，1 已走过，2 障碍），每行至多 { $columns } 格，至多 { $rows } 行，游戏能到达的每个局面都须是同一块棋盘；请换一块小一些的棋盘，或让这个游戏的 fn board() 返回 "bars" 或 "cells"
play-refusal-off-lights = “{ $words }”无法在方形灯盘上对弈：这种棋盘显示边长至多 { $side } 的正方形灯阵，每盏灯为 1（亮）或 0（灭），游戏能到达的每个局面都须如此；请从小一些的局面开始，或让这个游戏的 fn board() 返回 "coins" 或 "cells"
play-refusal-toggle = { $flag }：{ $message }

## 游戏的写法里的错误（课文的块、命令行、页面上的输入框），由同一套语法找出。
## $hint 与 $example 是下面的片段，或者为空。
mistake-list-separator = 、
mistake-and-separator = 、
mistake-and-or = { $head }和{ $last }
mistake-did-you-mean-name = （是不是想写“{ $word }”？）
mistake-did-you-mean-option = （是不是想写 { $word }？）
mistake-for-example = （例如“{ $words }”）
mistake-unknown-game = 没有名为“{ $name }”的游戏{ $hint }；可以写的名字有：{ $expected }
mistake-unknown-option = { $context } 没有选项“{ $name }”{ $hint }；{ $count ->
    [0] 它不带任何选项
   *[other] 可以写的选项有：{ $expected }
}
mistake-unknown-name = 不认识的{ $what }“{ $text }”{ $hint }；请写出数（例如 1,3,4），或以下名字之一：{ $known }
mistake-not-a-number = { $what }“{ $text }”不是整数
mistake-negative = { $what }“{ $text }”是负数；这里要写 0 或更大的整数
mistake-number-too-large = { $what }“{ $text }”太大；最大只能是 { $max }
mistake-option-twice = 选项 { $option } 写了两次
mistake-option-no-value = 选项 { $option } 后面不带值
mistake-option-needs-value = 选项 { $option } 需要一个值：{ $value }
mistake-option-needs-number = { $option } 后面要写一个数
mistake-no-game = 没有写游戏的名字；可以写的名字有：{ $expected }
mistake-needs-heap = { $game } 至少需要一个堆的大小{ $example }
mistake-rules-only = 多出了“{ $word }”：这里只写游戏，不写局面
mistake-word-missing = { $game } 需要{ $needed }；缺少{ $missing }{ $example }
mistake-word-extra = 多出了“{ $word }”：{ $game } 恰好需要{ $needed }（{ $sample }）
mistake-range-backwards = 区间终点 { $end } 小于区间起点 { $start }；请先写较小的数
mistake-bits-too-large = 位数“{ $bits }”太大：最多为 { $limit }（这样 2 的位数次方才能用 64 位表示）
mistake-certificate-game-empty = --game 后面要写游戏的规则，例如 --game kayles
mistake-certificate-not-heaps = { $game } 不是在堆上玩的游戏；这条定理讲的是若干堆的和
mistake-certificate-word = 多出了“{ $word }”；{ $statement } 接受 --game 规则、--heaps H 和 --max N
mistake-certificate-no-game = { $statement } 需要一个游戏：加上 --game 规则，例如 --game kayles
what-heap-size = 堆的大小
what-number = 数
what-range-start = 区间起点
what-range-end = 区间终点
what-bits = 位数
what-heaps = 堆数
what-largest-heap = 最大的堆
what-set = 取数集合
