# 中文消息：终端。这里的每个 id 也必须出现在 ../en/terminal.ftl 中。
# `nimbook example` 不加 --json 时打印的例题（crates/views/src/text/）：纯文本，一次一行，
# 表头是简短的词。页面上说同样意思的地方，终端直接用页面的消息（worked-player、worked-yes、
# worked-no、worked-nothing、worked-col-binary、worked-winning-moves、worked-nim-at-most、
# worked-nim-ends、worked-euler301-solutions、move-take-leaving 等）。
# 这些文字周围的数、二进制位和公式由代码写出。

## 共用

# 截断的长数列：先列出前几个数，再说一共有多少个。
terminal-list-cut = { $shown } …（共 { $count } 个）
# 写在数之间的异或运算符：8 ⊕ 9。
terminal-xor = ⊕
# 双方都走最优时谁获胜，接在逗号之后、结束一句话。$winner：first 或 second。
terminal-verdict = { $winner ->
    [first] 所以先手（轮到走的一方）必胜。
   *[other] 所以后手必胜：无论先手怎么走，都会给对手留下必胜的局面。
}
# 规则，写在游戏标题后的括号里。
terminal-rules = { $misere ->
    [true] 反常规则：取走最后一枚石子的一方判负
   *[other] 正常规则：取走最后一枚石子的一方获胜
}

## 表头

terminal-col-heap = 堆
terminal-col-size = 石子数
terminal-col-take = 取走
terminal-col-leaves = 剩下
terminal-col-heaps = 各堆
terminal-col-heaps-after = 走后各堆
terminal-col-nim-sum = 尼姆和
terminal-col-nim-sum-after = 走后尼姆和
terminal-col-position = 局面
terminal-col-ply = 步
terminal-col-mover = 走子方
terminal-col-move = 走法
terminal-col-bits = 位数

## 对局演示（text/mod.rs、text/example.rs）

# $rule 是 game-playout-rule-… 之一。
terminal-playout-heading = 最优对局演示（{ $rule }）：
terminal-playout-move = { $move }{ $winning ->
    [true] （必胜走法）
   *[other] {""}
}
# 表的最后一行：对局结束时的局面，或在此截断。
terminal-playout-end = 终局
terminal-playout-cut-note = （截断）
# $winner：获胜的一方（worked-player）。
terminal-playout-cut = 对局超过 { $plies } 步，在此截断；{ $winner }获胜。
terminal-playout-none = { $misere ->
    [true] 没有可走的步了：最后一步是对手走的，所以轮到走的一方已经获胜。
   *[other] 没有可走的步了：轮到走的一方无法走子，判负。
}
# 走法不是取石子的游戏。$mover 和 $winner：worked-player。
terminal-last-move = { $mover }走最后一步；{ $winner }获胜。
# 反常规则（正常规则下终端用 worked-nim-ends）。$last 和 $other：worked-player。
terminal-last-counter-misere = { $last }取走最后一枚石子，因而落败；{ $other }获胜。

## 定理 1 与定理 2（text/calculations.rs）

terminal-theorem1-heading = 定理 1：各堆为 { $heaps }。
terminal-theorem1-sum = T = x_1 ⊕ … ⊕ x_{ $n } = { $t }（二进制 { $bits }），不为 0。
# 接在尼姆博弈例题的必胜走法之后。
terminal-theorem1-construction = 定理 1 的构造（T = { $t }，二进制为 { $bits }）：
terminal-theorem1-step1 = 第 1 步：T 的最高位（最高的 1 所在的二进制位）是 2^{ $bit } = { $value }。
terminal-theorem1-step2 = 第 2 步：对每一堆，令 T_i = T ⊕ x_i：
terminal-theorem1-col-has = 有 { $bit }？
terminal-theorem1-col-smaller = T_i < x_i？
# $heaps：有这一位的堆（列表）；$count：有几堆；$heap：证明所取的那一堆，有 $size 枚，
# 从中取走 $take 枚，剩下 $leaves 枚。
terminal-theorem1-step3 = 第 3 步：第 { $heaps } 堆有这一位，所以{ $count ->
    [1] 这一堆
   *[other] 这些堆
}的 T_i < x_i。证明取的是第 { $heap } 堆：取走 x_{ $heap } − T_{ $heap } = { $size } − { $leaves } = { $take } 枚，剩下 { $leaves } 枚。
terminal-theorem1-step4 = 第 4 步：各堆变为 { $heaps }，尼姆和为 { $sum }。
terminal-theorem2-heading = 定理 2：各堆 { $heaps } 的尼姆和为 0，无论怎么走，留下的尼姆和都不为 0。
terminal-theorem2-holds = 全部 { $count } 种走法留下的尼姆和都不为 0，正如定理 2 所说。
terminal-theorem2-fails = 这 { $count } 种走法中有的留下了尼姆和 0：定理 2 在这里不成立！

## 区间异或（text/calculations.rs）。$range：“1 ⊕ 2 ⊕ … ⊕ 100”。

terminal-xor-range-heading = 从 { $a } 到 { $b } 的所有整数依次异或的结果：{ $range }
terminal-xor-range-cancels = （比区间小的每个数在两部分中各出现一次，互相抵消。）
# $rule 是 game-xor-upto-… 之一。
terminal-xor-range-upto = { $range }：n = { $n } 时，{ $rule }，即 { $value }。
terminal-xor-range-for = n = { $n } 时，{ $rule }，即 { $value }。
# $value：“100 ⊕ 0 = 100”，或者一个数。
terminal-xor-range-result = 结果：{ $value }。
terminal-xor-range-period = { $range } 的值以 4 为周期重复（n, 1, n + 1, 0）：
# 表中 n 下面的一行。
terminal-xor-range-row = 异或的结果

## Project Euler 301（text/calculations.rs）

terminal-euler301-question = Project Euler 301：满足 1 ≤ n ≤ 2^{ $bits } = { $limit } 且 n ⊕ 2n ⊕ 3n = 0 的 n 有多少个？
terminal-euler301-carries = n ⊕ 2n = 3n 当且仅当 n + 2n 没有进位，也就是 n 的二进制表示中没有两个相邻的 1。
terminal-euler301-fibonacci = 这样的 n ≤ 2^{ $bits } 的个数是斐波那契数 F({ $bits } + 2) = F({ $index }) = { $count }。
terminal-euler301-brute-force = 逐个尝试每个 n（暴力枚举）得到 { $count }：{ $agree ->
    [true] 两者一致。
   *[other] 两者不一致！
}
terminal-euler301-no-brute-force = （暴力验证只在不超过 20 位时运行。）
terminal-euler301-counts = 较小的上界对应的个数（都是斐波那契数）：

## 任意游戏（text/example.rs）

# 游戏的名称及其局面。
terminal-game-heading = { $title }：{ $position }
terminal-grundy-values = 单堆的 SG 值，g(n) = 其所有后继局面的值的 mex：
terminal-p-positions = 不超过 { $last } 的 P 态（g = 0）：{ $list }
# $theorem：证明（game-period-…）。
terminal-period = 从 n = { $pre } 起以 { $period } 为周期（各值为 { $block }），证明：{ $theorem }。
# $method：closed-form、period、table 或 search；$reason：这些值从何而来（game-closed-…、game-table-…）。
terminal-values-by = 这些值由{ $method ->
    [closed-form] 公式
    [period] 周期
    [table] 逐项计算
    [search] 搜索
   *[other] { $method }
}得到：{ $reason }。
# $options：“3→2、1 + 1→0”；$values：“2, 0”。
terminal-mex = 第 { $heap } 堆：{ $size } 的后继局面为 { $options }；mex {"{"}{ $values }{"}"} = { $grundy }
terminal-heap-value = 第 { $heap } 堆：g({ $size }) = { $grundy }
# $sum：“1 ⊕ 2 ⊕ 3”。
terminal-sum-value = 游戏和的 SG 值：{ $sum } = { $grundy }
terminal-position-value = 局面的 SG 值（通过搜索求得）：{ $grundy }
terminal-misere-searched = 反常规则：通过搜索 { $searched } 个局面判定胜负。
# $verdict：terminal-verdict。
terminal-position-is = 这个局面是 { $wins ->
    [true] N 态
   *[other] P 态
}，{ $verdict }
# $reason：规则自己给出的理由（分句，照原样）。
terminal-why = 理由：{ $reason }
terminal-winning-moves-at-least = 至少有 { $n } 种必胜走法（可走的选项太多，没有一一数完）：
# 一种必胜走法及其理由。
terminal-move-reason = { $move }（{ $reason }）
# 必胜走法列表被截断时写在下面。
terminal-and-more = ……还有 { $n } 种
# $move：这一步的文字（move-pile）；(a_k, b_k) 是它留下的 P 态。
terminal-wythoff-move = { $move }：即 (a_{ $k }, b_{ $k }) = ({ $a }, { $b })

## 尼姆博弈（text/sections.rs）

# $limit：worked-nim-at-most，或者为空；$rules：terminal-rules。
terminal-nim-heading = 尼姆博弈，各堆石子数为 { $heaps }{ $limit }（{ $rules }）。
terminal-nim-residues = 每步至多取 { $k } 枚时，一堆石子只看它模 { $modulus } 的余数：由各堆余数的尼姆和决定胜负。
# $residues：每步至多取 K 枚的尼姆博弈为 true；$zero：和是否为 0。
terminal-nim-sum = T = { $residues ->
    [true] 各堆余数的尼姆和
   *[other] 尼姆和
} = { $sum }{ $zero ->
    [true] {""}
   *[other] {" "}≠ 0
}，{ $verdict }
terminal-nim-endgame = 反常规则下的残局：每一堆都{ $residues ->
    [true] {" "}≡ 0
   *[other] 是 0
} 或 1，胜负规则反转——当且仅当为 1 的堆有奇数个时，轮到走的一方必败。
terminal-nim-endgame-ones = 这里有 { $ones } 堆是 1，{ $verdict }
terminal-nim-misere = 反常规则：{ $residues ->
    [true] 先按余数照正常规则走，直到某一步之后余数只剩 0 和 1；这时改为留下奇数个余数为 1 的堆
   *[other] 先照正常规则的尼姆博弈走，直到某一步之后只会剩下 0 枚或 1 枚的堆；这时改为留下奇数个 1 枚的堆
}，让最后一枚石子由对手取走。

## 巴什博弈（text/sections.rs）

terminal-bash-heading = 巴什博弈：一堆 { $n } 枚石子，每步取 { $m ->
    [1] 1 枚
    [2] 1 或 2 枚
   *[other] 1 到 { $m } 枚
}（{ $rules }）。
# $listed：后面是否列出必败的石子数（$sizes）；$more：是否还有更多。
terminal-bash-losing = 当且仅当石子数是 { $misere ->
    [true] { $period } 的倍数加 1
   *[other] { $period } 的倍数
} 时，轮到走的一方必败（m + 1 = { $period }）{ $listed ->
    [true] ：{ $sizes }
   *[other] 。
}{ $more ->
    [true] {" "}…
   *[other] {""}
}
terminal-bash-empty = 堆已经空了：对手取走了最后一枚石子，因而落败，所以轮到走的一方已经获胜。
# $wins：余数是否不等于 $target（必败的余数）。
terminal-bash-residue = { $n } mod { $period } = { $residue }{ $wins ->
    [true] {" "}≠ { $target }
   *[other] {""}
}，{ $verdict }
terminal-bash-move = 必胜走法：取走 { $take } 枚，剩下 { $leaves } 枚，是 { $misere ->
    [true] { $period } 的倍数加 1
   *[other] { $period } 的倍数
}。

## 威佐夫博弈（text/sections.rs）

terminal-wythoff-heading = 威佐夫博弈，两堆石子数为 ({ $a }, { $b })：从一堆中取走任意多枚，或者从两堆中取走同样多枚；{ $misere ->
    [true] 取走最后一枚石子的一方判负
   *[other] 取走最后一枚石子的一方获胜
}。
terminal-wythoff-pairs = 正常规则下的 P 态是 (a_k, b_k)，其中 a_k = ⌊k·φ⌋，b_k = a_k + k：
terminal-wythoff-misere = 反常规则：通过搜索 { $searched } 个局面判定胜负，{ $verdict }
# $d：两堆之差；($ad, $bd)：相差为 $d 的 P 态；$p：(a, b) 是否就是它。
terminal-wythoff-difference = 两堆相差 { $d }，相差为 { $d } 的 P 态是 (a_{ $d }, b_{ $d }) = ({ $ad }, { $bd })。较小的一堆是 { $smaller } { $p ->
    [true] =
   *[other] ≠
} a_{ $d }，所以 ({ $a }, { $b }) { $p ->
    [true] 是
   *[other] 不是
} P 态，{ $verdict }
