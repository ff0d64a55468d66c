# 中文消息：games。这里的每个 id 也必须出现在 ../en/games.ftl 中。
# 引擎写出的句子（src/games/）：游戏的名称和规则、每种必胜走法的理由、SG 值从何而来、
# 周期的证明、对局演示的走法规则。纯文本，不含 HTML；标明“分句”的地方不带句号，
# 因为页面会把它放进一个句子里。

## 名称（catalogue.rs）。$set 是带花括号的集合，$code 是八进制代码，如 0.77。
game-title-nim = 尼姆博弈
game-title-bounded-nim = 每步至多取 { $k } 枚的尼姆博弈
game-title-bash = 巴什博弈（一堆，每步至多取 { $k } 枚）
game-title-subtraction = 减法游戏 { $set }
game-title-octal = 八进制游戏 { $code }
# 有名字的八进制游戏：$name 是下面的 game-name-… 之一。
game-title-octal-named = { $name }（八进制 { $code }）
game-title-octal-named-misere = { $name }（八进制 { $code }，反常规则）
game-title-lasker = Lasker 尼姆
game-title-split-three = 取石子或分成三堆
game-title-grundy-game = Grundy 游戏
game-title-wythoff = 威佐夫博弈
# 任何游戏在反常规则下的名称。
# A teacher's game: the title and the rule its script gives, as they are.
game-title-own = { $title }
game-rule-own = { $rule }
game-title-misere = { $title }（反常规则）
game-name-kayles = 保龄球游戏
game-name-dawson-chess = Dawson 象棋
game-name-dawson-kayles = Dawson 保龄球

## 规则（catalogue.rs）：一句说怎么走，一句说怎样结束，由 game-rule-joined 连起来。
game-rule-nim = 每一步从一堆中取走任意多枚石子。
game-rule-bounded-nim = 每一步从一堆中取走 { $k ->
    [1] 1 枚
    [2] 1 或 2 枚
   *[other] 1 到 { $k } 枚
}石子。
game-rule-subtraction-one = 每一步从一堆中恰好取走 { $n } 枚石子。
game-rule-subtraction-finite = 每一步从一堆中取走若干枚石子，取走的数目必须属于 { $set }。
game-rule-subtraction-powers-of-two = 每一步从一堆中取走 2 的幂（1、2、4、8、…）枚石子。
game-rule-subtraction-fibonacci = 每一步从一堆中取走斐波那契数（1、2、3、5、8、…）枚石子。
game-rule-subtraction-squares = 每一步从一堆中取走平方数（1、4、9、16、…）枚石子。
game-rule-kayles = 每一步在某一排中击倒一个球瓶，或者两个紧挨着的球瓶，位置不限；从一排中间击倒会把它分成两排。
game-rule-dawson-kayles = 每一步在某一排中击倒两个紧挨着的球瓶，位置不限；从一排中间击倒会把它分成两排。
game-rule-lasker = 每一步从一堆中取走任意多枚石子，或者把一堆分成两个非空的堆。
game-rule-split-three = 每一步从一堆中取走任意多枚石子，或者把一堆分成三个非空的堆。
game-rule-grundy-game = 每一步把一堆分成大小不等的两个非空的堆。
game-rule-wythoff = 每一步从一堆中取走任意多枚石子，或者从两堆中取走同样多枚石子。
game-rule-last-wins = 走最后一步的一方获胜。
game-rule-last-loses = 走最后一步的一方落败（反常规则）。
game-rule-joined = { $moves }{ $end }
# 八进制代码的文字说明：$moves 列出允许的走法（game-octal-split、game-octal-take）。
game-octal-rule = 八进制代码 { $code }：每一步可以{ $moves }。
game-octal-split = 把一堆分成两个非空的堆而不取走石子
# $ways 列出这一步之后可以留下什么（game-octal-whole、-end、-inside）。
game-octal-take = 取走 { $k } 枚石子（{ $ways }）
game-octal-whole = 恰好取走整堆
game-octal-end = 从一堆的一端取走
game-octal-inside = 从一堆的中间取走并把它分成两堆
# 走法的列表：“甲，乙，或者丙”；取法的列表：“甲、乙或丙”。
game-octal-moves-separator = ，
game-octal-moves-or = { $head }，或者{ $last }
game-octal-ways-separator = 、
game-octal-ways-or = { $head }或{ $last }

## SG 值从何而来（analysis/、values.rs、rules.rs）：分句。
game-method-wythoff = 必败态恰好是数对 (⌊kφ⌋, ⌊kφ²⌋)（威佐夫，1907 年）
game-method-search = 从这个局面出发能到达的每个局面都搜索过了
game-method-misere-search = 反常规则下这里没有 SG 理论可用：搜索了能到达的每个局面
game-closed-nim = 一堆 n 枚石子可以变成任何更小的堆，所以它的 SG 值是 n
game-closed-bounded-nim = 一堆石子可以变成比它少 1 到 K 枚的 K 个堆，这些堆的 SG 值恰好是其余的余数，所以它的 SG 值是 n mod (K+1)
game-closed-powers-of-two = 2 的幂都不是 3 的倍数，所以任何一步都改变堆的大小模 3 的余数，而取 1 枚或 2 枚能走到每个更小的余数：它的 SG 值是 n mod 3
game-closed-lasker = g(4k+1) = 4k+1，g(4k+2) = 4k+2，g(4k+3) = 4k+4，g(4k+4) = 4k+3，可对 n 归纳证明
game-closed-split-three = 除 n 为 8k+7 或 8k+8 外 g(n) = n，而 g(8k+7) = 8k+8，g(8k+8) = 8k+7，可对 n 归纳证明
game-table-no-period = 在前 { $limit } 个值中没有找到并证明周期
game-table-grundy-game = Grundy 游戏的 SG 值是否最终呈周期性，至今仍是未解决的问题
game-table-infinite-subtraction = 取数集合是无限集，没有普遍适用的周期定理（有些集合照样有周期，例如 2 的幂）
game-table-script = 这条规则没有已知的周期定理
game-table-no-theory = 这一类游戏没有已知的周期定理
# 周期的证明：从 $n0 起 g(n + $p) = g(n)；$t 是一步至多取走的石子数。
game-period-octal = 由 Guy 和 Smith 关于八进制游戏的周期定理，只需对从 { $n0 } 到 { $last } = 2·{ $n0 } + { $p } + { $t } − 1 的每个 n 验证 g(n + { $p }) = g(n)，而这些都成立；所以它对每个 n ≥ { $n0 } 都成立
game-period-subtraction = 当每种取法都合法时，g(n) 是各个 g(n − s)（s 取遍集合中的数）的 mex，这些值都在它前面的 { $t } 个值之中，所以前面 { $t } 个值决定了它；而从 g({ $n0 }) 起的 { $t } 个值在 { $p } 位之后重复出现，所以整个数列从 { $n0 } 起以 { $p } 为周期

## 必胜走法为什么必胜（analysis/）：分句。
# $left 是 game-reason-left-… 之一。
game-reason-grundy = { $things ->
    [pins] 第 { $heap } 排的 SG 值是 { $value }，其余各排的尼姆和是 { $others }；这一步之后{ $left }，所以总的尼姆和变为 0
   *[other] 第 { $heap } 堆的 SG 值是 { $value }，其余各堆的尼姆和是 { $others }；这一步之后{ $left }，所以总的尼姆和变为 0
}
game-reason-grundy-alone = { $things ->
    [pins] 这一排原来的 SG 值是 { $value }；这一步之后{ $left }
   *[other] 这一堆原来的 SG 值是 { $value }；这一步之后{ $left }
}
game-reason-left-nothing = { $things ->
    [pins] 这一排被全部击倒
   *[other] 这一堆被取完
}
game-reason-left-heap = { $things ->
    [pins] 剩下一排，SG 值为 { $value }
   *[other] 剩下一个 SG 值为 { $value } 的堆
}
# $heaps：“3、4”（用 game-reason-heaps-separator 连接）；$count：几堆；$values：“1 ⊕ 2”。
game-reason-left-heaps = { $things ->
    [pins] 剩下球瓶数为 { $heaps } 的 { $count } 排，SG 值为 { $values } = { $value }
   *[other] 剩下大小为 { $heaps } 的 { $count } 堆，SG 值为 { $values } = { $value }
}
game-xor-separator = {" ⊕ "}
game-reason-heaps-separator = 、
game-reason-search-normal = 它留下的局面在正常规则下是必败态（轮到走的一方必败）
game-reason-search-misere = 它留下的局面在反常规则下是必败态（轮到走的一方必败）
# 对局演示中一步棋的说明。
game-playout-winning = 必胜走法
game-playout-losing = 没有必胜走法；换着花样走一步，让对局继续下去

## 尼姆博弈的必胜走法（nim.rs）：分句。
game-nim-take = 取走 { $take } 枚，剩下 { $leaves } 枚
# $take 是 game-nim-take。
game-nim-reason = 在第 { $heap } 堆中，{ $value } ⊕ { $sum } = { $target } < { $value }，{ $take }
game-nim-reason-bounded = 在第 { $heap } 堆中，{ $size } ≡ { $value } (mod { $modulus })，{ $value } ⊕ { $sum } = { $target }，{ $take }（≡ { $target }）
game-nim-reason-endgame = 在第 { $heap } 堆中，{ $take }，使得恰好剩下 { $ones } 堆各 1 枚、没有更大的堆（奇数个：最后一枚只能由对手取走）
game-nim-reason-endgame-bounded = 在第 { $heap } 堆中，{ $take }，使得恰好剩下 { $ones } 堆余数为 1、没有余数更大的堆（奇数个：最后一枚只能由对手取走）

## 0 到 n 的尼姆和（xor.rs）：n mod 4 属于哪种情形；分句。
game-xor-upto-0 = n mod 4 = 0，所以异或的结果是 n
game-xor-upto-1 = n mod 4 = 1，所以异或的结果是 1
game-xor-upto-2 = n mod 4 = 2，所以异或的结果是 n + 1
game-xor-upto-3 = n mod 4 = 3，所以异或的结果是 0

## 对局演示的表格是怎样走出来的（loser.rs）：分句。
game-playout-rule-nim = 胜方每一步都走必胜走法；败方没有必胜走法，其走法只是举例，表示对手可能怎么走（只要还能留下两堆，就不会只留下一堆，让胜方一步就结束）；败方换成别的走法，胜方也一样能应对
game-playout-rule-bash = 胜方每一步都留给对方一个必败的堆；败方取的数目只是举例（只要避得开，就不会留下胜方一步就能结束的堆）；败方换成别的取法，胜方也一样能应对
game-playout-rule-wythoff = 胜方每一步都走到一个必败态（P 态）；败方的走法只是举例（只要避得开，就不会留下空堆或两个相等的堆，让胜方一次取完）；败方换成别的走法，胜方也一样能应对
game-playout-rule-game = 胜方每一步都走到 P 态；败方的走法只是举例（只要避得开，就不会留下胜方一步就能结束的局面）；败方换成别的走法，胜方也一样能应对

## 用文字说一步（said.rs）：例子、对局演示、答案、终端对弈和对弈小部件（templates/blocks/play.html 填入 { $name }）里每一步的字段 `said`。
# $things 是堆的材料：石子（堆，枚），或成排的球瓶（排，个，击倒）。
# $heap 是堆（球瓶则为排）的编号；$parts 是一堆分成的各部分，“3 + 3”；$leaves 是这一堆剩下的数目。
# 走子的那一堆：“第 2 堆”；局面只有这一堆时（$one）说“这一堆”。
move-heap-name = { $things ->
    [pins] { $one ->
        [yes] 这一排
       *[other] 第 { $heap } 排
    }
   *[other] { $one ->
        [yes] 这一堆
       *[other] 第 { $heap } 堆
    }
}
move-take-all = { $things ->
    [pins] 把{ move-heap-name }的 { $size } 个球瓶全部击倒
   *[other] 把{ move-heap-name }的 { $size } 枚全部取走
}
# 不会把一堆分开的游戏里取子：走后的各堆已经显示剩下多少，只有一堆时才说出来。
move-take = { $things ->
    [pins] 在{ move-heap-name }击倒 { $take } 个球瓶{ $one ->
        [yes] ，剩下 { $leaves } 个
       *[other] {""}
    }
   *[other] 从{ move-heap-name }取走 { $take } 枚{ $one ->
        [yes] ，剩下 { $leaves } 枚
       *[other] {""}
    }
}
move-take-leaving = { $things ->
    [pins] 在{ move-heap-name }击倒 { $take } 个球瓶，剩下 { $leaves } 个
   *[other] 从{ move-heap-name }取走 { $take } 枚，剩下 { $leaves } 枚
}
move-take-split = { $things ->
    [pins] 在{ move-heap-name }（{ $size } 个）击倒 { $take } 个球瓶，剩下的分成 { $parts }
   *[other] 从{ move-heap-name }（{ $size } 枚）取走 { $take } 枚，剩下的分成 { $parts }
}
move-split = { $things ->
    [pins] 把{ move-heap-name }（{ $size } 个）分成 { $parts }
   *[other] 把{ move-heap-name }（{ $size } 枚）分成 { $parts }
}
move-parts-separator = {" + "}
# 威佐夫博弈的一步；$pile：first、second 或 both。
move-pile = { $pile ->
    [first] 从第 1 堆取走 { $take } 枚
    [second] 从第 2 堆取走 { $take } 枚
   *[other] 从两堆中各取走 { $take } 枚
}，剩下 ({ $position })
# 不自己描述走法的游戏：走到的局面。
move-to = 走到 ({ $position })
move-position-separator = {", "}

## A teacher's own words (src/games/reading.rs): the rule's text, or a site's message named after the game.
game-own-words = { $words }

## 课程自己的游戏 games/hackenbush.rhai（第 19 课），用规则给出的数值措辞。
game-hackenbush-title = 树上删边游戏
game-hackenbush-rule = 删去树的一条边；从此不再与地面（根）相连的边随之一起删去。
game-hackenbush-coordinate = 顶点 { $v } 的父亲
game-hackenbush-move = { $fall ->
    [1] 剪断顶点 { $v } 上方的边
   *[other] 剪断顶点 { $v } 上方的边（共落下 { $fall } 条边）
}
game-hackenbush-why = 由克朗原理，根的 SG 值为 { $g }。

## The site's coin-turning games (games/*.rhai, lesson 18): their words in Chinese.
game-turning-turtles-title = 翻乌龟
game-turning-turtles-rule = 把一枚正面朝上的硬币翻成反面；还可以同时翻它左边的任意一枚硬币。
game-turning-turtles-coordinate = 第 { $c } 枚
game-turning-turtles-move = { $n ->
    [1] 翻第 { $a } 枚
   *[other] 翻第 { $a } 枚和第 { $b } 枚
}
game-mock-turtles-title = 仿乌龟
game-mock-turtles-rule = 翻一枚、两枚或三枚硬币，其中最右边的一枚必须从正面翻成反面。
game-mock-turtles-coordinate = 第 { $c } 枚
game-mock-turtles-move = { $n ->
    [1] 翻第 { $a } 枚
    [2] 翻第 { $a }、{ $b } 枚
   *[other] 翻第 { $a }、{ $b }、{ $c } 枚
}
game-ruler-title = 尺子游戏
game-ruler-rule = 翻连续的一段硬币，这一段最右边的一枚必须从正面翻成反面。
game-ruler-coordinate = 第 { $c } 枚
game-ruler-move = { $n ->
    [1] 翻第 { $a } 枚
   *[other] 翻第 { $a } 到第 { $b } 枚
}
game-staircase-title = 阶梯博弈
game-staircase-rule = 从某一级台阶上把任意枚硬币向下移动一级；到达地面的硬币离开游戏。
game-staircase-coordinate = 第 { $i } 级台阶
game-staircase-move = { $stair ->
    [1] 从第 1 级取走 { $k } 枚硬币
   *[other] 把 { $k } 枚硬币从第 { $stair } 级移到第 { $below } 级
}
game-moore2-title = Moore 尼姆（k = 2）
game-moore2-rule = 选一堆或两堆，从每堆中取走任意正数枚石子。
game-moore2-coordinate = 第 { $i } 堆
# 一堆用它的位置和走之前的枚数来说：“从第 3 堆（4 枚）取走 1 枚”。
game-moore2-move = { $n ->
    [1] 从第 { $x } 堆（{ $sx } 枚）取走 { $a } 枚
   *[other] 从第 { $x } 堆（{ $sx } 枚）和第 { $y } 堆（{ $sy } 枚）分别取走 { $a } 枚和 { $b } 枚
}
game-fibnim-title = 斐波那契博弈
game-fibnim-rule = 局面 (n, m)：还剩 n 枚石子，当前行动的一方取至少 1 枚、至多 m 枚（不超过 n）。下一方至多可以取刚才所取数目的两倍。n 枚石子的一局从 (n, n − 1) 开始，所以第一步不能取完。
game-fibnim-coordinate = { $i ->
    [1] 剩下的石子数
   *[other] 这一步至多能取的石子数
}
game-fibnim-move = 取走 { $k } 枚
game-trap-title = 3 枚处有陷阱的尼姆博弈
game-trap-rule = 从一堆中取任意枚石子；但从恰好 3 枚的一堆中只能取 1 枚。
