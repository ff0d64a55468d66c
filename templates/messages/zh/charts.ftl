# 中文消息：charts。这里的每个 id 也必须出现在 ../en/charts.ftl 中。
# 图表（src/chart/）写出的每一个字：标题、坐标轴、图例、提示框和图下方的文字说明。
# 公式照原样书写（"g(n) = 0"）；两项之间的异或写作 ⊕。

## 字体与连接
# 图表 SVG 文字的字体（CSS font-family；含空格的字体名用单引号括起来）。浏览器为每个字符
# 依次查找：拉丁字母和数字用前面的西文字体（与英文图表的字宽一致），汉字落到后面的简体中文字体。
chart-font-family = -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Noto Sans SC', 'WenQuanYi Micro Hei', sans-serif
# 文字说明中两句话之间的分隔（中文句子之间不加空格）。
chart-sentence-gap = {""}
chart-clause-separator = ；
chart-xor = ⊕
chart-list-none = 无
# 过长的列表只列出前面的若干项（$head），另外还有 $n 项。
chart-list-more = { $head } 等，另有 { $n } 个

## 图表下方的图注（templates/blocks/chart.html）
chart-caption = { $title }。
chart-in-words = 用文字描述这张图

## 局面
chart-status-p = P 态，当前行动的一方必败
chart-status-n = N 态，当前行动的一方必胜
# 关于一个局面的事实，后面跟它的状态："g(9) = 4，N 态，……"。
chart-with-status = { $fact }，{ $status }
# $kind 为 heap（堆）、row（一排球瓶：保龄球游戏、Dawson 保龄球）、pile（堆）或 coordinate（坐标）。
chart-heap-of = { $kind ->
    [row] { $n } 个球瓶的一排
   *[other] 大小为 { $n } 的堆
}
# 标出的这一堆是一个多堆例子中的第 1 堆。
chart-part-first = { $position }（{ $kind ->
    [row] { $all } 这几排中的第 1 排
   *[other] { $all } 这几堆中的第 1 堆
}）
# 标出的数对是一个多堆例子中的前两堆。
chart-part-first-two = { $position }（{ $kind ->
    [row] { $all } 这几排中的前两排
   *[other] { $all } 这几堆中的前两堆
}）
chart-highlight-tooltip = { $name }：{ $status }
chart-ring-marks = 圆圈标出的是{ $name }：{ $status }。
# $kind 为 heap（堆）、row（排）、pile（堆）或 coordinate（坐标）。
chart-axis-coord = { $kind ->
    [heap] 堆
    [row] 排
    [pile] 堆
   *[other] 坐标
} { $axis }
chart-axis-heap-n = { $kind ->
    [row] 一排的球瓶数 n
   *[other] 石子数 n
}

## 游戏（与网站其他部分相同的名称和规则）

## sequence（及 subtraction）：一堆石子的 SG 值
chart-seq-title = { $game }：{ $kind ->
    [row] 一排 0 到 { $size } 个球瓶的 SG 值
   *[other] 一堆 0 到 { $size } 枚石子的 SG 值
}
chart-axis-grundy = SG 值 g(n)
chart-pre-period-label = 预周期 0–{ $last }
chart-period-label = 周期 { $p }
chart-period-legend = 周期 { $p }：n ≥ { $from } 时 g(n + { $p }) = g(n)
chart-period-text = 从 n = { $from } 起，这些值以 { $p } 为周期重复（预周期为 { $from }）。阴影每隔一个周期标出一段。
chart-seq-point = n = { $n }：g({ $n }) = { $v }，{ $status }
chart-seq-legend-p = P 态：g(n) = 0
chart-seq-legend-n = N 态：g(n) > 0
chart-one-heap-intro = { $game }中的{ $kind ->
    [row] 一排 n 个球瓶
   *[other] 一堆 n 枚石子
}，n 从 0 到 { $size }。
chart-seq-explain = 每个点的高度是 SG 值 g(n)，即一步所能到达的各局面的 SG 值中没有出现的最小非负整数。
chart-seq-zeros = g(n) = 0 恰好对应 P 态，即当前行动的一方必败的局面：n = { $list }。
chart-seq-values = g(0) 到 g({ $size }) 的值依次为 { $list }。

## pn-strip：一堆石子，每格标为 P 或 N
chart-pn-title = { $game }：{ $kind ->
    [row] 一排 0 到 { $size } 个球瓶的 P 态与 N 态
   *[other] 一堆 0 到 { $size } 枚石子的 P 态与 N 态
}
chart-pn-point = n = { $n }：{ $status }
chart-pn-legend-p = P：当前行动的一方必败
chart-pn-legend-n = N：当前行动的一方必胜
chart-pn-explain = 当前行动的一方必败的格子标为 P（每一步都走到 N 态），当前行动的一方必胜的格子标为 N（有一步能走到 P 态）。
chart-pn-list = P 态为 n = { $list }。

## p-positions（及 nim2、bounded）：两堆的 P 态
chart-pp-title = { $game }：两{ $kind ->
    [coordinate] 个坐标
    [row] 排
   *[other] 堆
}（0 到 { $size }）的 P 态
chart-pp-title-named = { $game }：{ $x }与{ $y }各从 0 到 { $size } 时的 P 态
chart-pp-tooltip-values = P 态 { $pair }：{ $sum } = { $values } = 0，当前行动的一方必败
chart-pp-tooltip-xor = P 态 { $pair }：{ $values } = 0，当前行动的一方必败
chart-pp-tooltip = P 态 { $pair }：当前行动的一方必败
chart-two-intro = { $game }，两{ $kind ->
    [coordinate] 个坐标
    [row] 排
   *[other] 堆
} x 和 y 都从 0 到 { $size }。
chart-two-intro-named = { $game }，横轴（x）是{ $x }，纵轴（y）是{ $y }，各从 0 到 { $size }。
chart-pp-dots = 圆点标出每个 P 态，即当前行动的一方必败的局面。
chart-pp-dots-heaps = 圆点标出每个 P 态，即当前行动的一方必败的局面，也就是 { $sum } = 0 的局面。
chart-pp-legend = P 态：当前行动的一方必败
chart-pp-legend-misere = P 态（反常规则）
chart-p-count = 在这个范围内共有 { $n } 个 P 态：{ $list }。
chart-differs-tooltip = { $pair }：在正常规则下是 P 态，在反常规则下不是
chart-differs-legend = 与正常规则不同
chart-differs-text = 阴影格是反常规则与正常规则结论不同的局面（共 { $n } 个）：{ $list }。
chart-not-position-legend = 不是本游戏的局面
chart-not-position-text = 图中 { $n } 个灰色格不是本游戏的局面，不计在内。

## grundy-map（及 grundy）：两堆的 SG 值
chart-gm-title = { $game }：两{ $kind ->
    [coordinate] 个坐标
    [row] 排
   *[other] 堆
}（0 到 { $size }）的 SG 值
chart-gm-title-named = { $game }：{ $x }与{ $y }各从 0 到 { $size } 时的 SG 值
chart-gm-tooltip = P 态 { $pair }：{ $value } = 0，当前行动的一方必败
chart-gm-cells = 每个格子按局面的 SG 值着色，圆点标出每个 P 态，即 SG 值为 0 的格子。
chart-gm-cells-heaps = 每个格子按局面的 SG 值着色，由 Sprague–Grundy 定理，它等于 { $sum }；圆点标出每个 P 态，即 SG 值为 0 的格子。
chart-gm-legend-p = P 态：{ $value } = 0
chart-gm-legend-zero = 0：P 态
# 最后一种颜色，表示从 $v 起的各个值，这些值也写在格子里。
chart-gm-legend-written = ≥ { $v }（数值写在格中）

## wythoff：威佐夫博弈
chart-wythoff-title = 威佐夫博弈：两堆都不超过 { $size } 的 P 态
chart-wythoff-tooltip = P 态 { $pair } = { $name }：当前行动的一方必败
chart-wythoff-intro = 威佐夫博弈，两堆 x 和 y 都从 0 到 { $size }：每一步从一堆中取走任意枚，或者从两堆中取走同样多枚。圆点标出每个 P 态 (aₖ, bₖ) 及其对称点 (bₖ, aₖ)，其中 aₖ = ⌊kφ⌋，bₖ = aₖ + k：在这些局面，当前行动的一方必败。这些点靠近直线 y = φx 和 y = x/φ，其中 φ = (1 + √5)/2。
chart-wythoff-legend = P 态 (aₖ, bₖ) 或 (bₖ, aₖ)
chart-wythoff-lines = 直线 y = φx 和 y = x/φ
chart-rays-legend = 从 { $pair } 出发的皇后走法
chart-rays-text = 从 { $pair } 出发，每一步都沿三条射线之一：行（第一堆减少）、列（第二堆减少）或对角线（两堆减少同样多）。每一行、每一列和每条对角线上都恰好有一个 P 态，所以每条射线至多遇到一个。行上：{ $row }；列上：{ $column }；对角线上：{ $diagonal }。
chart-rays-none = 没有一条射线到达 P 态，所以每一步都走到 N 态：这是一个 P 态。
chart-rays-winning = 走到其中任何一个都是必胜走法。
chart-nim-rays-legend = 从 { $pair } 出发在 x 堆和 y 堆中的走法
chart-nim-rays-text = 从 { $pair } 出发，在 x 堆中取石子沿行向左走，在 y 堆中取石子沿列向下走。每一行、每一列都恰好有一个 P 态（对每个 x，恰有一个 y 使 x ⊕ y ⊕ z = 0），所以每条射线至多遇到一个。行上：{ $row }；列上：{ $column }。
chart-nim-rays-none = 没有一条射线到达 P 态：如果有必胜走法，它在第三堆中，会离开这张切片。

## nim3：三堆尼姆博弈的一张切片
chart-nim3-title = 三堆尼姆博弈，切片 z = { $z }：不超过 { $size } 的 P 态
chart-nim3-tooltip = P 态 ({ $x }, { $y }, { $z })：{ $x } ⊕ { $y } ⊕ { $z } = { $v }，当前行动的一方必败
chart-nim3-intro = 三堆尼姆博弈的一张切片：x 和 y 从 0 到 { $size }，第三堆固定为 { $z }。圆点标出每个 P 态 (x, y, { $z })，即 x ⊕ y ⊕ { $z } = 0，也就是 y = x ⊕ { $z } 的局面：当前行动的一方必败。
chart-nim3-legend = P 态：x ⊕ y ⊕ { $z } = 0

## bash：巴什博弈，石子数对上限
chart-bash-title = 巴什博弈：石子数不超过 { $n }、上限不超过 { $m } 时的必败态
chart-axis-limit = 每步至多取 m
chart-bash-tooltip = P 态：一堆 { $heap } 枚，每步至多取 { $limit } 枚：{ $divisor } 整除 { $heap }，当前行动的一方必败
chart-bash-row = m = { $m } 时，n = { $list }
chart-bash-intro = 巴什博弈：一堆 n 枚石子（n 从 0 到 { $n }），每一步取走 1 到 m 枚（m 从 1 到 { $m }），取走最后一枚的一方获胜；(n, m) 表示一堆 n 枚、每步至多取 m 枚的局面。圆点标出每个 P 态，即 m + 1 整除 n 的局面：当前行动的一方必败，因为对手每次都可以用 m + 1 − t 枚回应取走的 t 枚。
chart-bash-legend = P 态：m + 1 整除 n

## xor-upto：1 ⊕ 2 ⊕ … ⊕ n
chart-xor-title = 1 ⊕ 2 ⊕ … ⊕ n（n ≤ { $size }）：周期为 4
chart-xor-axis = 1 ⊕ 2 ⊕ … ⊕ n
chart-xor-none = 没有可以异或的数，所以值为 { $v }
chart-xor-one = 只有 1 一个数，异或结果为 { $v }
chart-xor-two = 1 ⊕ 2 = { $v }
chart-xor-three = 1 ⊕ 2 ⊕ 3 = { $v }
chart-xor-many = 1 ⊕ 2 ⊕ … ⊕ { $n } = { $v }
# $r 是 n mod 4。
chart-xor-fact = { $sentence }（{ $rule }）
chart-xor-point = n = { $n }：{ $fact }
chart-xor-text = 前缀异或 f(n) = 1 ⊕ 2 ⊕ … ⊕ n，n 从 0 到 { $size }。它以 4 为周期重复：{ $rules }。所以这些点落在直线 y = n、y = 1、y = n + 1 和 y = 0 上。当 n = { $zeros } 时 f(n) = 0，此时各堆为 1, 2, …, n 的尼姆博弈是 P 态。f(0) 到 f({ $size }) 的值依次为 { $values }。

## euler301
chart-e301-title = Project Euler 301：满足 n ⊕ 2n ⊕ 3n = 0 的 n ≤ { $limit }
chart-e301-axis-x = 列号：n mod { $cols }
chart-e301-axis-y = 行号：⌊n / { $cols }⌋
chart-e301-point = n = { $n }，二进制为 { $binary }：没有相邻的两个 1，所以 n ⊕ 2n ⊕ 3n = 0
chart-e301-legend-p = n ⊕ 2n ⊕ 3n = 0
chart-e301-legend-n = 其他的 n
chart-e301-text = 从 1 到 2^{ $bits } = { $limit } 的每个数 n 放在第 n mod { $cols } 列、第 ⌊n / { $cols }⌋ 行，使 n = { $cols }·行号 + 列号。圆点标出满足 n ⊕ 2n ⊕ 3n = 0 的每个 n，这恰好是 n 的二进制表示中没有相邻的两个 1 的情形；小圆点标出其余的数。这样的 n 共有 { $count } 个，恰为斐波那契数 F({ $k }) = { $fibonacci }：{ $list }。
chart-e301-yes = 二进制 { $binary } 中没有相邻的两个 1，所以 n ⊕ 2n ⊕ 3n = 0
chart-e301-no = 二进制 { $binary } 中有相邻的两个 1，所以 n ⊕ 2n ⊕ 3n = { $v }，不为 0

## The axes of a chart of a teacher's game that names its entries (fn coordinate).
# 使用 --axes 的图：没有画出的坐标保持这些值（$list 如“第 2 级台阶 = 0”）。
chart-axes-fixed = 其余{ $kind ->
    [heap] 各堆
    [row] 各排
    [pile] 各堆
   *[other] 坐标
}固定为：{ $list }。

## sequence --unit：元组游戏中只有第 n 个分量为 1 的局面的 SG 值。课程用它画一排硬币
## （1 就是正面），所以说“正面”，其他游戏说“石子”。
chart-unit-title = { $game }：{ $size } 个位置各自单独为 1（其余为 0）时的 SG 值
chart-unit-axis-x = 单独为 1 的位置 n
chart-unit-axis-x-named = 单独为 1 的位置：从{ $first }到{ $last }
chart-unit-axis-y = SG 值 g(n)
chart-unit-point = 只有{ $entry }：g = { $v }，{ $status }
chart-unit-legend = 只有一个位置为 1，其余为 0
chart-unit-intro = { $game }中只有一个位置为 1、其余位置都为 0 的局面，共 { $size } 个，每个位置各一个；对一排硬币来说，就是只有一枚正面。
chart-unit-explain = 每个点的高度是这个局面的 SG 值，由游戏的走法逐步推出。
chart-unit-item = { $entry }：{ $v }
chart-unit-values = 依次为：{ $list }。

## p-positions --compare-sj：SJ 定理的判断与反常规则下的搜索对比
chart-sj-tooltip = { $pair }：SJ 定理判为当前行动的一方必败，实际上在反常规则下必胜
chart-sj-legend = SJ 定理在此判断错误
chart-sj-text = 阴影格是按各堆在正常规则下的 SG 值用 SJ 定理判断、结论与反常规则下的实际胜负不同的局面（共 { $n } 个）：{ $list }。
