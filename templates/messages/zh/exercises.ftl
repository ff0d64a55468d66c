# 中文消息：exercises。这里的每个 id 也必须出现在 ../en/exercises.ftl 中。
# `nimbook exercises`：练习卷（sheet.html）与答案（answers.html）。

# 没有给出 --title 时练习卷的标题：列出各游戏的名称，或游戏的个数。
exercises-title = 练习：{ $games }
exercises-title-many = 练习：{ $n } 种公平组合游戏
# 答案页的标题。
exercises-answers-title = { $title }（答案）
exercises-description = 共 { $problems } 题，分 { $sections } 部分
exercises-name = 姓名：
exercises-date = 日期：
exercises-rule-as-before = 游戏与第 { $letter } 部分相同。
exercises-answer-space = 答题区
# 只出现在答案上（学生的练习卷不写种子）；紧接着是能再次生成练习卷和答案的命令（放在 <code> 里）。
exercises-footer = 由 nimbook 以随机种子 { $seed } 生成；运行同一条命令，会得到完全相同的练习卷和答案：

# 每部分的题目要求。
# `nimbook exercises` 完成后在终端上说的话。
exercises-wrote = 已把 { $n } 道题写入 { $sheet }，答案写入 { $answers }
exercises-seed-again = 随机种子为 { $seed }：加上 --seed { $seed } 就能再得到这份练习卷

exercises-question = 对下面每个局面，判断在双方都采取最优策略时，轮到行动的一方是胜还是负。若能获胜，请给出一种必胜走法，并说明理由。
exercises-question-winning-only = 下面每个局面都是 N 态：轮到行动的一方可以获胜。请给出一种必胜走法，并说明它为什么能赢。

# 用文字描述局面：$list 是“5、9 和 12”这样的列表，$count 是堆数。
exercises-heaps = { $things ->
    [pins] { $count } 排球瓶：{ $list }
   *[other] { $count } 堆石子：{ $list }
}
exercises-one-heap = { $things ->
    [pins] 一排 { $n } 个球瓶
   *[other] 一堆 { $n } 枚石子
}
exercises-piles = 两堆石子：{ $list }

# 答案表。
exercises-key-position = 局面
exercises-key-answer = 答案
exercises-key-why = 理由
exercises-wins = 必胜
exercises-loses = 必败
# 结论与必胜走法之间。
exercises-verdict-separator = ：
exercises-more = （另有 { $n } 种）
exercises-many-more = （另有许多种）
exercises-move-separator = ；
# 一种必胜走法：第 2 堆 9 → 4（拆堆时 → 3 + 2，整堆取完时 → 取完）；$things 是堆的材料（石子，或成排的球瓶）。
exercises-move-heap = 第 { $heap } { $things ->
    [pins] 排
   *[other] 堆
} { $from } → { $to }
exercises-move-one-heap = { $from } → { $to }
exercises-move-nothing = 取完
exercises-move-to = 走到 ({ $position })
exercises-worked = 第 { $n } 题详解

# 理由：$sum 是“g(5) ⊕ g(9) = 1 ⊕ 2 = 3”这样的算式。
exercises-why-zero = { $sum }：任何一步都会使 SG 值变为非零。
exercises-why-one-nonzero = { $sum } ≠ 0，由 mex 规则，必有一步走到 SG 值为 0 的局面。
# $bit 是和 $s 的最高位；第 $heap 个分量（值 $value = $g）也含这一位，所以 $g ⊕ $s = $target 小于 $g，
# 该分量一定能走到值 $target；$kind 为 nim 时一堆的值就是它的大小。
exercises-why-nonzero = { $sum } ≠ 0。它的最高位是 { $bit }，{ $value } = { $g } 也含这一位，所以 { $g } ⊕ { $s } = { $target } < { $g }：{ $kind ->
    [nim] 把第 { $heap } 堆从 { $g } 取到 { $target }，和就变为 0。
   *[other] 把第 { $heap } { $things ->
        [pins] 排
       *[other] 堆
    }走到 SG 值为 { $target } 的局面，和就变为 0。
}
# 反常规则：搜索了 $n 个局面（0：由规则直接判定，没有搜索）。
exercises-why-misere-wins = { $n ->
    [0] 反常规则（misère）：存在一步走法，留给对手一个必败态。
   *[other] 反常规则（misère），搜索了 { $n } 个局面得出：存在一步走法，留给对手一个必败态。
}
exercises-why-misere-loses = { $n ->
    [0] 反常规则（misère）：无论怎样走，留给对手的都是必胜态。
   *[other] 反常规则（misère），搜索了 { $n } 个局面得出：无论怎样走，留给对手的都是必胜态。
}
exercises-why-wythoff-wins = ({ $a }, { $b }) 不是形如 (⌊kφ⌋, ⌊kφ²⌋) 的数对，必胜走法走到这样的一个数对。
exercises-why-wythoff-loses = ({ $a }, { $b }) 正是 k = { $k } 时的数对 (⌊kφ⌋, ⌊kφ²⌋)：必败态。
# A rule's own reason (fn why(p)) and the verdict a search finds, as two sentences.
exercises-why-own = { $why }。{ $verdict }
exercises-why-search-zero = SG 值为 0（由搜索得出）：任何一步都留下非零的 SG 值。
exercises-why-search-nonzero = SG 值为 { $g } ≠ 0（由搜索得出）：必胜走法留下 SG 值 0。
exercises-why-search-wins = 存在一步走法，留给对手一个必败态（由搜索得出）。
exercises-why-search-loses = 无论怎样走，留给对手的都是必胜态（由搜索得出）。

## An entry of a position by the name a teacher's rule gives it (fn coordinate): "stair 1: 3".
exercises-named-entry = { $name }：{ $value }

## 练习纸选项里的错误，用练习纸的语言说。一个题组是一个游戏的规则和它自己的设置（“kayles --count 5”）。
exercises-error-section = 题组“{ $section }”：{ $message }
exercises-error-no-game = 请至少写出一个游戏，例如 nimbook exercises kayles "subtraction --set 2,5" nim
exercises-error-needs-value = { $flag } 后面要写一个值（例如 { $flag } { $sample }）
exercises-error-not-a-number = { $flag } 要写一个整数，而不是“{ $text }”
exercises-error-heaps-form = --heaps 要写一个数（例如 3）或一个范围（例如 2..4），而不是“{ $text }”
exercises-error-heaps-zero = --heaps 至少为 1（每道题至少有一堆）
exercises-error-heaps-empty = --heaps { $text }：这个范围是空的；请先写较小的数，例如 { $lo }..{ $hi }
exercises-error-heaps-too-many = --heaps { $text } 对一张练习纸来说太多：最多 { $limit } 堆
exercises-error-fixed-length = { $why }；请去掉 --heaps
exercises-error-tuple-length = 这条规则既不能用于 2 项的局面，也不能用于 3 项的局面；请用 --heaps N 说明一个局面有几项
exercises-error-max-too-big = --max { $max } 对练习纸来说太大：最多为 { $limit }（更大的数在纸上写不下）
exercises-error-min-over-max = --min { $min } 大于 --max { $max }
exercises-error-max-zero = --max 0 时没有可玩的局面；请调大 --max
exercises-error-count-zero = --count 至少为 1
exercises-error-count-too-few = --count { $count } 太少：各题组自己要了 { $fixed } 道题，另外 { $open } 个题组每个至少还要一道
exercises-error-count-mismatch = --count { $count } 与各题组自己的题数之和 { $fixed } 不符；请去掉 --count
exercises-error-too-many = 一张练习纸放不下 { $count } 道题：最多 { $limit } 道
exercises-error-cannot-meet = 抽不出题目：{ $what ->
    [winning] 没有一个局面是先手必胜的
    [winning-not-trivial] 没有一个局面既是先手必胜又不平凡
   *[trivial] 每个局面都是平凡的（已经结束，或一步就能赢）；加上 --trivial 才能使用它们
}；请放宽 --min/--max 或 --heaps
