# 中文消息：examples。这里的每个 id 也必须出现在 ../en/examples.ftl 中。
# 例题（templates/examples/*.html：worked-…）、定理等框（callout-…）、穷举验证（verify-…）、
# 经过测试的代码（listing-…）和其他块（templates/blocks/*.html：block-…）中的文字。
# 纯文本：HTML 标记由模板添加。值的开头或结尾需要空格时写作 {" "}。

## 例题共用

worked-aria = 例题：{ $title }
worked-example = 例题
worked-example-number = 例 { $n }

# 没有标题的例题或对弈块的标题，由例题的事实写成：游戏名与局面（各堆用 worked-list-separator 连接）。
worked-position-heaps = { $title }，{ $things ->
    [pins] { $count ->
        [1] 一排 { $heaps } 个球瓶
       *[other] 各排球瓶数为 { $heaps }
    }
   *[other] { $count ->
        [1] 堆的大小为 { $heaps }
       *[other] 各堆为 { $heaps }
    }
}
worked-position-other = { $title }，局面 ({ $position })
# A game whose rule words its positions (fn position): its title and the start in those words.
worked-position-said = { $title }，{ $said }
worked-xor-range-heading = 从 { $a } 到 { $b } 的异或
worked-euler301-heading = 不超过 { $limit } 且满足 n ⊕ 2n = 3n 的数
# 接在“定理 1 的构造步骤”等之后：所作用的数列。
worked-on-list = ：数列 { $list }
worked-stop = 。
worked-colon = ：
worked-colon-end = ：
worked-list-separator = 、
# 写在数与字母之间的异或运算符（a ⊕ b）。
worked-xor = ⊕
worked-yes = 是
worked-no = 否
worked-nothing = 空
worked-nothing-left = （空）
worked-none = 无
worked-and-more = ……还有更多。
# “先手” + 加粗的“必胜”/“必败” + 后文。
worked-to-move = 先手
worked-wins = 必胜
worked-loses = 必败
worked-winning-moves = 共有 { $n } 种必胜走法：
worked-why = 理由：{ $reason }。
# 两句话之间。
worked-gap = {""}
worked-question-mark = ？
# first/second：从例题局面出发先走的一方，或另一方。
worked-player = { $who ->
    [first] 先手
    [second] 后手
   *[other] { $who }
}

## 对局演示表

worked-playout-summary = 一局最优对局演示（{ $moves }{ $cut }{ $limit }）
worked-moves = { $n } 步
worked-first-part-shown = ，只显示开头部分
worked-cut-short = ，中途截断
worked-first-n-shown = ；只列出前 { $n } 步
worked-how-played = 怎样读这局对弈：{ $rule }。
worked-playout-table = 对局演示
worked-col-move = 步
worked-col-who = 走子方
worked-col-player = 走子方
worked-col-heap = 堆
worked-col-size = 石子数
worked-col-residue = 余数
worked-col-xor = 尼姆和
worked-col-xor-residues = 余数的尼姆和
# 用游戏自己的话说的一步（阶梯博弈的“把 3 枚硬币从第 3 级移到第 2 级”等）。
worked-col-said = 走法
worked-col-binary = 二进制
worked-col-take = 取走
worked-col-takes = { $things ->
    [pins] 击倒
   *[other] 取走
}
worked-col-leaves = 剩下
worked-col-heap-before = 走前石子数
worked-col-heaps-before = 走前各堆
worked-col-heaps-after = 走后各堆
worked-col-rows-before = 走前各排
worked-col-rows-after = 走后各排
worked-col-piles-before = 走前两堆
worked-col-piles-after = 走后两堆
worked-col-position-before = 走前局面
worked-col-position-after = 走后局面
worked-col-new-nim-sum = 新的尼姆和

## 对局表里的注：写在一步之下，用游戏本身的话说明为什么这样走。
## $kind：胜方留下的局面为什么对走子方是必败的：nim（尼姆和为 0）、residues（有界尼姆：各堆余数的尼姆和为 0）、
## values（各堆 SG 值的尼姆和为 0）、p（其他情形，以及只有一堆的游戏）。
## worked-note-key 是胜方的第一步：$opening 为 true 时它就是全局的第一步。
worked-note-key = { $opening ->
    [true] 关键的一步
   *[other] 胜方的第一次应对
}：{ $kind ->
    [nim] 尼姆和变为 0。对手无论怎样走，都会让它不为 0，胜方再把它变回 0。
    [residues] 各堆余数的尼姆和变为 0。对手无论怎样走，都会让它不为 0，胜方再把它变回 0。
    [values] 各{ $things ->
        [pins] 排
       *[other] 堆
    }的 SG 值的尼姆和变为 0。对手的任何一步都会打破这一点，胜方再把它恢复。
   *[p] 留下一个 P 态，对手无论怎样走，留下的都是胜方能再次取胜的局面。
}
worked-note-reply = { $kind ->
    [nim] 尼姆和又变回 0。
    [residues] 余数的尼姆和又变回 0。
    [values] SG 值的尼姆和又变回 0。
   *[p] 又留下一个 P 态。
}
worked-note-loser = 这里没有必胜的走法：每一步都留下对方能赢的局面。这一步只是其中之一，败方之后的每一步也都是这样。
worked-note-switch = { $residues ->
    [true] 反常规则的转折：各堆余数都只剩 0 或 1，所以胜方留下奇数个余数为 1 的堆，而不是让尼姆和为 0。
   *[other] 反常规则的转折：不再有 2 枚或更多的堆，所以胜方留下奇数个 1 枚的堆，而不是让尼姆和为 0。
}
worked-note-ones-again = { $residues ->
    [true] 又留下奇数个余数为 1 的堆。
   *[other] 又留下奇数个 1 枚的堆。
}
worked-note-last = { $misere ->
    [true] 最后一步只能由败者来走：反常规则下，走最后一步的一方输。
   *[other] 最后一步：对方已无路可走，输了。
}

## 尼姆博弈（templates/examples/sections/nim.html）

worked-nim-heaps = 各堆石子数为 { $heaps }
worked-nim-misere = ，采用反常规则（misère，取走最后一枚石子的一方判负）
worked-nim-at-most = ，每次最多取 { $k } 枚
worked-nim-caption = 各堆石子数的二进制表示及其尼姆和
worked-nim-caption-residues = 各堆石子数模 { $modulus } 的余数的二进制表示，以及它们的尼姆和
worked-nim-binary-table = 二进制表
# 有界尼姆博弈中 $residues 为 true（看的是各堆的余数，而不是石子数）。
worked-nim-endgame = 每一堆{ $residues ->
    [true] 的余数
   *[other] {""}
}都是 0 或 1：这是反常规则下的残局，胜负判断规则在这里反转。
worked-nim-wins-tail = { $endgame ->
    [true] {""}
   *[other] ：尼姆和为 { $sum }，不为 0
}。
worked-nim-loses-tail = { $endgame ->
    [true] {""}
   *[other] ：尼姆和为 0，无论怎么走都会留下非零的尼姆和，而对手总能把它重新变回 0
}。
worked-nim-move = 从第 { $heap } 堆取走 { $take } 枚，剩下 { $leaves } 枚。
worked-nim-why = 理由：{ $size } ⊕ { $sum } = { $target }（{ $bits } → { $target_bits }），且 { $target } < { $size }，所以可以把这一堆减少到 { $target }；这样所有堆的尼姆和就变为 0。
worked-nim-goes-on = 对局还在继续；双方都走最优时，{ $winner ->
    [first] 先手
    [second] 后手
   *[other] { $winner }
}获胜。
worked-nim-ends = { $winner ->
    [first] 先手
    [second] 后手
   *[other] { $winner }
}{ $misere ->
    [true] 获胜：对方被迫取走了最后一枚石子
   *[other] 取走最后一枚石子，获胜
}。

## 巴什博弈（templates/examples/sections/bash.html）

worked-bash-setup = 一堆 { $n } 枚石子，每次可取 { $m ->
    [1] 1 枚
    [2] 1 或 2 枚
   *[other] 1 到 { $m } 枚
}{ $misere ->
    [true] ，取走最后一枚石子的一方判负
   *[other] {""}
}。胜负以 m + 1 = { $period } 为周期重复，而 { $n } mod { $period } = { $residue }。
worked-bash-move = 必胜走法：取走 { $take } 枚，剩下 { $leaves } 枚，这是留给对手的必败石子数。
worked-bash-losing-sizes = 不超过 { $n } 的必败石子数：{ $sizes }{ $more ->
    [true] 、……
   *[other] {""}
}。

## 威佐夫博弈（templates/examples/sections/wythoff.html）

worked-wythoff-piles = 两堆石子数分别为 { $a } 和 { $b }（相差 { $difference }）。
worked-wythoff-p-position = ：({ $a }, { $b }) 是下表中的一个 P 态（必败态）
# $from：first（第一堆）、second（第二堆）或 both（两堆）。
worked-wythoff-move = { $from ->
    [both] 从两堆中各取走 { $take } 枚
    [first] 从第一堆取走 { $take } 枚
   *[other] 从第二堆取走 { $take } 枚
}，剩下 ({ $a }, { $b })。
worked-wythoff-caption = 最前面的几个 P 态（必败态）
worked-wythoff-pairs-table = P 态

## 任意游戏（templates/examples/game.html）

worked-game-pn-intro = { $things ->
    [pins] 球瓶数从 0 到 { $last } 的每一排，标为 P（先手必败）或 N（先手必胜）：
   *[other] 石子数从 0 到 { $last } 的每一堆，标为 P（先手必败）或 N（先手必胜）：
}
worked-game-pn-table = P 态与 N 态
worked-game-label = 标记
worked-game-grundy-intro = { $things ->
    [pins] 单排的 SG 值：g(n) 是其所有后继局面的值的 mex（没有出现的最小非负整数）{ $sums ->
        [true] ；若干排之和的值是各排值的尼姆和
       *[other] {""}
    }。
   *[other] 单堆的 SG 值：g(n) 是其所有后继局面的值的 mex（没有出现的最小非负整数）{ $sums ->
        [true] ；若干堆之和的值是各堆值的尼姆和
       *[other] {""}
    }。
}
worked-game-grundy-table = SG 值
worked-game-period = 从 n = { $pre } 起，这些值以 { $period } 为周期重复（{ $block }）。证明：{ $theorem }。
worked-game-formula = 公式：{ $reason }。
worked-game-heap = { $things ->
    [pins] 第 { $heap } 排共 { $size } 个球瓶
   *[other] 第 { $heap } 堆共 { $size } 枚
}
worked-game-heap-only = { $things ->
    [pins] 这一排共 { $size } 个球瓶
   *[other] 这一堆共 { $size } 枚
}
worked-game-options = ：后继局面为{" "}
worked-game-option = { $to }（值为 { $value }）
worked-game-so-mex = ，所以 g = mex{" "}
worked-game-value = 局面的值：
worked-game-value-searched = 局面的 SG 值（由走法逐步推出）：
worked-game-misere-searched = { $searched ->
    [0] 判定方法：{ $reason }。
   *[other] 判定方法：逐一检查从这里能到达的每个局面（共 { $searched } 个）；反常规则下，各部分的值不能简单地合起来。
}
worked-game-wins-tail = ，共有 { $count } 种必胜走法。
worked-game-wins-at-least = ，至少有 { $count } 种必胜走法（可走的选项太多，没有一一数完）。
worked-game-loses-tail = ：无论怎么走，都会给对手留下必胜的局面。
worked-game-leaves-p = 留下一个 P 态（必败态）

## 小例题的博弈图（templates/examples/sections/graph.html，`graph=steps`）
## $misere 为 true 时是反常规则：无路可走的一方获胜。
worked-graph-intro = 图中是从起始局面出发能到达的所有局面，每种走法画成一个箭头。一个局面要等它的箭头所指的局面全部标好后才标：只要有一个箭头指向 P 态，它就是 N 态；所有箭头都指向 N 态，它就是 P 态{ $misere ->
    [true] （至少要有一个箭头）。在反常规则下，无路可走的局面是 N 态：对手刚走了最后一步，已经判负。
   *[other] 。无路可走的局面没有箭头，“所有箭头都指向 N 态”自然成立，所以是 P 态。
}每个 N 态有一个箭头用颜色标出，那是一种必胜走法。
worked-graph-back = 上一步
worked-graph-next = 下一步
worked-graph-all = 全部显示
worked-graph-title = 博弈图：{ $count } 个局面，各标 P 或 N，每种走法一个箭头
worked-graph-name = { $shape ->
    [heap] { $things ->
        [pins] 一排 { $position } 个球瓶
       *[other] 一堆 { $position } 枚石子
    }
    [sum] { $things ->
        [pins] 各排 { $position }
       *[other] 各堆 { $position }
    }
   *[other] 局面 { $position }
}
worked-graph-step-end = { $name }：无路可走；{ $wins ->
    [true] 在反常规则下，走了最后一步的对手判负，轮到的一方获胜，所以是 N 态。
   *[other] 轮到的一方已经输了，所以是 P 态。
}
worked-graph-step-n = { $name }：{ $count ->
    [1] 唯一的走法到达 P 态 { $to }
   *[other] 有一种走法能到达 P 态 { $to }
}，所以是 N 态。
worked-graph-step-p = { $name }：{ $count ->
    [1] 唯一的走法到达 N 态 { $to }
   *[other] 每种走法都到达 N 态（{ $to }）
}，所以是 P 态。

## 定理 1 与定理 2（templates/examples/theorem1.html、theorem2.html）

worked-theorem1-aria = 定理 1：{ $title }
worked-theorem1-heading = 定理 1 的逐步演示
worked-theorem1-sum = 尼姆和 T = { $t }，二进制为 { $bits }，不为 0。
# 后接 2^bit = 它的值。
worked-theorem1-top-bit = 它的最高位（最高的 1 所在的二进制位）的值是{" "}
worked-theorem1-odd = 。在这一位上为 1 的堆有奇数个（这里有 { $count } 个：第 { $heaps } 堆），否则这一位在 T 中会互相抵消。
# 后接“Tᵢ = T ⊕ xᵢ：”。
worked-theorem1-each-heap = 对每一堆，令{" "}
worked-theorem1-table = 定理 1 的步骤
worked-theorem1-col-heap = 第 i 堆
worked-theorem1-col-has-bit = 有这一位？
# “有这一位的堆在” Tᵢ “中失去这一位……所以” Tᵢ < xᵢ “；没有这一位的堆……所以” Tᵢ > xᵢ “。”
worked-theorem1-why-1 = 有这一位的堆，在{" "}
worked-theorem1-why-2 = {" "}中失去这一位，而更高的位都不变，所以{" "}
worked-theorem1-why-3 = ；没有这一位的堆则得到这一位，所以{" "}
# “从第 2 堆取走” xᵢ − Tᵢ “= 3 枚，剩下……”。
worked-theorem1-take = 从第 { $heap } 堆取走{" "}
worked-theorem1-take-from = { $take } 枚，剩下 { $leaves } 枚。各堆变为 { $after }，尼姆和为 { $sum }。
worked-theorem2-aria = 定理 2：{ $title }
worked-theorem2-heading = 逐一检验定理 2 中的每种走法
worked-theorem2-intro = 各堆 { $heaps } 的尼姆和为 0。下面列出全部 { $count } 种合法走法，以及每种走法留下的尼姆和：
worked-theorem2-table = 全部走法
worked-theorem2-holds = 没有一种走法留下 0，正如定理 2 所说。
worked-theorem2-fails = 有走法留下了 0——定理 2 将不成立！

## 区间异或（templates/examples/xor-range.html）

worked-xor-range-where = ，其中{" "}
worked-xor-range-cancels = ：不超过 { $before } 的数被异或了两次，互相抵消
worked-xor-range-from-zero = 区间从 0 开始，所以不需要去掉任何数。
worked-xor-range-caption = 较小的 n 对应的 f(n)：n, 1, n + 1, 0 这一规律每 4 个数重复一次
worked-xor-range-table = 0 到 n 依次异或的结果

## Project Euler 301（templates/examples/euler301.html）

# “统计满足” 1 ≤ n ≤ 2^B = … “且” n ⊕ 2n ⊕ 3n = 0 “的 n 的个数。”
worked-euler301-count = 统计满足{" "}
worked-euler301-and = {" "}且{" "}
worked-euler301-tail = {" "}的 n 的个数。
worked-euler301-fibonacci = 按斐波那契数计数：
worked-euler301-brute-force = 逐个尝试每个 n：{ $count }{ $agree ->
    [true] ——两者一致
   *[other] ——两者不一致！
}。
worked-euler301-solutions = 不超过 64 的解及其二进制表示（没有两个相邻的 1）：
# “B 位时，满足条件且 n ≤” 2^B “的 n 的个数”。
worked-euler301-caption = B 位时，满足条件且 n ≤{" "}
worked-euler301-caption-end = {" "}的 n 的个数
worked-euler301-table = 个数
worked-euler301-count-row = 个数

## 定理框与答案（templates/blocks/callout.html、answer.html；src/lesson/render/blocks.rs）

callout-theorem = 定理
callout-lemma = 引理
callout-corollary = 推论
callout-property = 性质
callout-definition = 定义
callout-proof = 证明
callout-remark = 注
callout-exercise = 练习
callout-answer = 答案
# 带编号的框：“定理 3”。
callout-numbered = { $label } { $n }
callout-title = （{ $title }）
# 标号与标题之间：全角括号自带空白，前面不再加空格。
callout-title-space = {""}
callout-aria = { $label }：{ $title }
callout-end-of-proof = 证毕
callout-show-answer = 显示答案
callout-show-answer-to = 显示练习 { $exercise } 的答案
# 窄屏上可以横向滚动的 Markdown 表格区域。
block-table = 表格

## 其他块（templates/blocks/*.html）

block-game-aria = 游戏：{ $title }
# “游戏” `name` “：标题”。
block-game-heading = 游戏{" "}
block-game-heading-title = ：{ $title }
block-game-source = 规则的程序写法（{ $kind ->
    [heap] 一堆石子的所有后继
   *[other] 一个局面的所有走法
}）
block-play-aria = 与电脑对弈：{ $title }
block-play-heading = 与电脑对弈：{ $title }
# 没有 JavaScript 时代替对弈小部件；$position 是用文字写出的游戏和开局。
block-play-offline = 开启 JavaScript 后，可以在这里与电脑对弈：{ $position }。

## 经过测试的代码（templates/blocks/listing.html）

listing-aria = { $language } 代码
# “C++ 代码”“（HDU 1850）”“：已在……和 40 组随机输入上测试，”“与期望输出一致。”（解评测题的代码）
# 或“与用另一种方法算出的结果一致。”（检验一个函数的代码：与公式或对游戏的搜索比较）。
listing-note-language = { $language } 代码
listing-note-for = （{ $problem }）
listing-note-inputs = ：已在{ $against }和 { $random } 组随机输入上测试，
listing-note-judge = 与期望输出一致。
listing-note-other-way = 与用另一种方法算出的结果一致。
# $site：hdu、poj 或 luogu；$number：1850、2484、P2197。
listing-problem = { $site ->
    [hdu] HDU { $number }
    [poj] POJ { $number }
   *[other] 洛谷 { $number }
}
# 前面紧接汉字“在”：拉丁字母或数字开头时加一个空格。
listing-samples = { $published ->
    [true] { $site ->
        [hdu] {" "}{ $problem }
        [poj] {" "}{ $problem }
       *[other] { $problem }
    } 的公开样例
   *[other] 本课的示例输入
}
listing-fixed-cases = {" "}{ $n } 组固定的边界数据

## 验证块：穷举验证（templates/blocks/verify.html；src/games/properties.rs）

verify-aria = 穷举验证：{ $name }
verify-checked = 已验证 ✓
verify-counterexample = 有反例 ✗
verify-colon = ：
verify-detail = 逐一检验了 { $cases } 种情形（{ $domain }）
verify-none-found = ，没有发现反例。
verify-first-counterexample = ；第一个反例是 { $counterexample }。
verify-line-holds = 成立
verify-line-fails = 不成立
verify-line-checked = 检查了 { $cases } 种情形：{ $domain }
verify-line-counterexample = 第一个反例：{ $counterexample }
# 每条命题的名称、内容和检验范围。
verify-name-property-1 = 二进制位的交换律
verify-statement-property-1 = 对二进制位 a、b，a ⊕ b = b ⊕ a
verify-domain-property-1 = 所有二进制位 a、b
verify-name-property-2 = 二进制位的结合律
verify-statement-property-2 = 对二进制位 a、b、c，(a ⊕ b) ⊕ c = a ⊕ (b ⊕ c)
verify-domain-property-2 = 所有二进制位 a、b、c
verify-name-property-3 = 零是单位元
verify-statement-property-3 = x ⊕ 0 = x
verify-domain-property-3 = 所有 x < { $n }
verify-name-property-4 = 消去律
verify-statement-property-4 = x ⊕ y = 0 当且仅当 x = y
verify-domain-property-4 = 所有 x, y < { $n }
verify-name-property-5 = 交换律
verify-statement-property-5 = x ⊕ y = y ⊕ x
verify-domain-property-5 = 所有 x, y < { $n }
verify-name-property-6 = 结合律
verify-statement-property-6 = (x ⊕ y) ⊕ z = x ⊕ (y ⊕ z)
verify-domain-property-6 = 所有 x, y, z < { $n }
verify-name-property-7 = 增广律
verify-statement-property-7 = 若 x = y，则 x ⊕ z = y ⊕ z
verify-domain-property-7 = 所有 x, y, z < { $n }
verify-name-property-8 = 添上新的最高位
verify-statement-property-8 = 若 x < 2ᵗ，则 x ⊕ 2ᵗ = x + 2ᵗ
verify-domain-property-8 = 所有 t ≤ { $bits }，x < 2ᵗ
verify-name-property-9 = 去掉最高位
verify-statement-property-9 = 若 x 的最高位是 2ᵗ，则 x ⊕ 2ᵗ = x − 2ᵗ
verify-domain-property-9 = 所有 t < { $bits }，2ᵗ ≤ x < 2ᵗ⁺¹
verify-name-property-10 = 最高位穿过异或
verify-statement-property-10 = 若 x < 2ᵗ 且 y < 2ᵗ，则 (x ⊕ y) + 2ᵗ = x ⊕ (y + 2ᵗ)
verify-domain-property-10 = 所有 t ≤ { $bits }，x, y < 2ᵗ
verify-name-property-11 = 偶数个相同的数互相抵消
verify-statement-property-11 = 当 y 出现偶数次时，x ⊕ y ⊕ … ⊕ y = x
verify-domain-property-11 = 所有 x, y < { $n }，y 出现 2、4、6 或 8 次
verify-name-theorem-1 = 定理 1
verify-statement-theorem-1 = 若 T = x₁ ⊕ … ⊕ xₙ ≠ 0，则有某一堆满足 xᵢ > Tᵢ = T ⊕ xᵢ，从这一堆取走 xᵢ − Tᵢ 枚后 T = 0
verify-domain-theorem-1 = 所有由 2 到 { $heaps } 堆组成、每堆小于 { $n } 且 T ≠ 0 的序列
verify-name-theorem-2 = 定理 2
verify-statement-theorem-2 = 若 T = 0，则每一步（把某个 xᵢ 换成更小的 yᵢ）之后 T ≠ 0
verify-domain-theorem-2 = 所有由 2 到 { $heaps } 堆组成、每堆小于 { $n } 且 T = 0 的序列出发的每一步
verify-name-bouton = 布顿定理
verify-statement-bouton = 先手必败当且仅当尼姆和为 0（与博弈树搜索的结果对照）
verify-domain-bouton = 所有由 1 到 { $heaps } 堆组成、每堆小于 { $small } 的局面
verify-name-sprague-grundy = 关于游戏和的 Sprague–Grundy 定理
verify-statement-sprague-grundy = 通过搜索整个和局面求得的 SG 值，等于各堆 SG 值的尼姆和
verify-domain-sprague-grundy = { $things ->
    [pins] { $game }：由至多 { $heaps } 排组成、每排 0 到 { $max } 个球瓶的所有和局面，各排顺序不同的算作同一个，共 C({ $max }+{ $heaps }, { $heaps }) = { $count } 个；求这些和的值共搜索了 { $searched } 个局面
   *[other] { $game }：由至多 { $heaps } 堆组成、每堆 0 到 { $max } 枚的所有和局面，各堆顺序不同的算作同一个，共 C({ $max }+{ $heaps }, { $heaps }) = { $count } 个；求这些和的值共搜索了 { $searched } 个局面
}
# 找到的第一个反例（$heaps 是形如 [1, 0] 的列表）。
verify-case-ab = a = { $a }, b = { $b }
verify-case-abc = a = { $a }, b = { $b }, c = { $c }
verify-case-x = x = { $x }
verify-case-xy = x = { $x }, y = { $y }
verify-case-xyz = x = { $x }, y = { $y }, z = { $z }
verify-case-tx = t = { $t }, x = { $x }
verify-case-txy = t = { $t }, x = { $x }, y = { $y }
verify-case-copies = x = { $x }, y = { $y }，y 出现 { $copies } 次
verify-case-heaps = 各堆 { $heaps }
verify-case-heaps-move = 各堆 { $heaps }，第 { $heap } 堆从 { $from } 变为 { $to }
verify-case-sums = 各堆 { $heaps }：搜索得到 { $searched }，各堆值的尼姆和为 { $xor }

## 学生自己改动的例题（blocks/explore.html、static/explore.js）
explore-position = 换一个局面试试
explore-show = 显示
explore-back = 回到本课的例题
explore-working = 正在计算……
explore-shown = 已给出 {"{"}words{"}"} 的解答。
explore-restored = 已回到本课的例题。
explore-failed = 页面未能算出这个局面；本课的例题保持不变。
explore-too-large = 这个局面太大，页面上算不出来：请试试小一些的数。
explore-start-from = 起始局面
explore-hint = 先写游戏名，再写局面：改动数字后按回车。
explore-start = 开始
explore-back-play = 回到本课的对局
explore-started = 已从 {"{"}words{"}"} 开始新的一局。

## 评测题的对拍框（blocks/judge.html）
judge-aria = { $problem } 的期望输出
judge-heading = { $published ->
    [true] { $problem } 的期望输出：样例，或你自己的输入
   *[other] { $problem } 的期望输出：一个示例输入，或你自己的输入
}
judge-input = 输入
judge-run = 求期望输出
judge-output = 期望输出
judge-done = 期望输出见下。
judge-site = { $site ->
    [hdu] HDU
    [poj] POJ
   *[luogu] 洛谷
} { $number }
