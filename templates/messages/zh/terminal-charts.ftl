# 中文消息：命令行报告的课中 ```chart``` 图表块的错误（诊断信息，用读者的语言：网站的 `language` 或
# --lang）。这里的每个 id 也必须出现在 ../en/terminal-charts.ftl 中。画进图表里的字（标题、坐标轴、
# 提示框）在 charts.ftl 中。每个错误都跟在它所指的词的位置之后（“content/05-nim.md:3:7: ……”）。

## 图表的选项要写什么（跟在“选项 --size 需要一个值：”之后）

# --highlight 的值。
chart-flag-highlight = 本页一个例题的名字
# --at 的值。
chart-flag-at = 一个局面，例如 4,7
# --size 的值。
chart-flag-size = 图中最大的堆 N
# --axes 的值。
chart-flag-axes = 要画的两个分量，先横轴后纵轴，例如 1,3
# --z 的值（nim3）。
chart-flag-z = 固定的第三堆 Z
# --n 的值（bash）。
chart-flag-n = 图中最大的堆 N
# --m 的值（bash）。
chart-flag-m = 图中每步上限的最大值 M
# --bits 的值（euler301）。
chart-flag-bits = 位数 B（n 一直取到 2^B）

## 关于选项的错误怎样称呼这张图表（“图表 wythoff 没有选项“--foo””）

# $kind 是图表的种类，照原样书写（wythoff、p-positions……）。
chart-option-context = 图表 { $kind }
# 还不知道种类的通用图表。
chart-option-context-any = 图表
# --at 中的一个数，用在“--at 的坐标“x”不是整数”中。
chart-what-at-coordinate = --at 的坐标
# --axes 中的一个数，用在“--axes 的分量“x”不是整数”中。
chart-what-axes-entry = --axes 的分量

## 图表的种类和选项

# 图表块里一个词也没有；$kinds 列出图表的种类。
chart-empty = 图表块是空的；请写出图表的种类：{ $kinds }
# 第一个词不是图表的种类：$name 是这个词，$hint 是“是不是想写”或空，$kinds 列出图表的种类。
chart-unknown = 没有名为“{ $name }”的图表{ $hint }；可以写的图表有：{ $kinds }
# 图表块里写了 --title。
chart-no-title = 图表会自己生成标题、坐标轴标签和图例：请删去 --title
# 一个不是选项的词：$word 是这个词，$sample 是这种图表的一个完整写法。
chart-only-options = 多出了“{ $word }”：图表只接受选项（例如“{ $sample }”）
# 缺少一个数值选项：$kind 是图表的种类，$option 是选项，$value 是代表它的值的字母（N），$sample 是完整写法。
chart-needs-option = { $kind } 图表需要 { $option } { $value }（例如“{ $sample }”）
# 数值选项小于下限：$option 是选项，$value 是写下的数，$min 是下限。
chart-option-at-least = { $option }“{ $value }”不能小于 { $min }
# 数值选项超过上限：$option 是选项，$value 是写下的数，$max 是上限，$why 是下面的 chart-why-… 之一。
chart-option-too-large = { $option } { $value } 太大：最多为 { $max }{ $why }
# 单堆图表（sequence、pn-strip、xor-upto）的 --size 为什么有上限。
chart-why-strip = （单堆图表的上限）
# 网格图的 --size 为什么有上限。
chart-why-grid = （网格图的上限）
# 热力图（grundy-map）的 --size 为什么有上限。
chart-why-heat = （热力图的上限）
# euler301 的 --bits 为什么有上限：$bits 是上限，$numbers 是 2 的这么多次方。
chart-why-bits = （2^{ $bits } = { $numbers } 个数）
# subtraction 或 grundy 图表没有 --set：$kind 是种类，$sample 是完整写法。
chart-needs-set = { $kind } 图表需要 --set，写出每步可取的数（例如“{ $sample }”）
# 通用图表没有游戏：$kind 是种类，$sample 是完整写法。
chart-needs-game = { $kind } 图表需要一个游戏（例如“{ $sample }”），或者用 --highlight 名字画出一个有名字的例题的游戏
# 通用图表既没有游戏也没有 --highlight，在作图时发现。
chart-needs-game-or-highlight = 请写出图表的游戏（例如“--game kayles”），或者用 --highlight 指定一个有名字的例题
# 同时写了 --highlight 和 --at。
chart-highlight-and-at = --highlight 名字与 --at 局面不能同时写
# nim2 写了 --compare-normal 却没有 --misere。
chart-compare-normal-needs-misere = --compare-normal 标出反常规则与正常规则不同之处；请加上 --misere
# 正常规则游戏的 p-positions --compare-normal：$game 是游戏的名称。
chart-compare-normal-game = --compare-normal 标出反常规则与正常规则不同之处，但这里的{ $game }采用正常规则；请加上 --misere
# 不在堆上进行的游戏的 p-positions --compare-sj：$game 是游戏的名称。
chart-compare-sj-not-heaps = --compare-sj 标出 SJ 法则（由每堆在正常规则下的 SG 值推出）与反常规则下的搜索不一致之处，所以需要反常规则下的堆上游戏，但{ $game }不是在堆上进行的
# 正常规则的堆上游戏的 p-positions --compare-sj：$game 是游戏的名称。
chart-compare-sj-normal = --compare-sj 标出 SJ 法则（由每堆在正常规则下的 SG 值推出）与反常规则下的搜索不一致之处，所以需要反常规则下的堆上游戏，但这里的{ $game }采用正常规则；请加上 --misere
# 同时写了 --compare-normal 和 --compare-sj。
chart-compare-both = --compare-normal 与 --compare-sj 不能同时写：一张图表只用阴影标出一种比较
# 堆上游戏的 sequence --unit：$game 是游戏的名称。
chart-unit-heaps = --unit 画的是元组上的游戏在每个分量各放一个单位时的值（例如“sequence --game mock-turtles --unit --size 10”），但{ $game }是在堆上进行的：它的序列就是一堆的值；请删去 --unit
# 两堆上的游戏（威佐夫博弈）的 sequence --unit：$game 是游戏的名称。
chart-unit-piles = --unit 画的是元组上的游戏在每个分量各放一个单位时的值（例如“sequence --game mock-turtles --unit --size 10”），但{ $game }是在两堆上进行的；请删去 --unit
# wythoff --rays 没有可以出发的局面。
chart-rays-wythoff = --rays 从一个局面画出皇后的走法：请加上 --highlight 名字或 --at X,Y
# nim3 --rays 没有可以出发的局面。
chart-rays-nim3 = --rays 从一个局面画出在 x 堆和 y 堆中的走法：请加上 --highlight 名字或 --at X,Y,Z
# nim3 没有第三堆，在读图表块时发现。
chart-nim3-needs-z = nim3 需要 --z Z（固定的第三堆），或者标出一个有三堆的局面（例如“nim3 --size 15 --z 5”）
# nim3 没有第三堆，在作图时发现。
chart-nim3-needs-z-highlighted = nim3 需要 --z Z（固定的第三堆），或者标出的局面要有三堆

## --axes I,J（p-positions、grundy-map）

# 不是两个数：$axes 是写下的值，$count 是其中数的个数。
chart-axes-count = --axes“{ $axes }”有 { $count } 个数；它要写局面的两个分量，先横轴后纵轴（例如 --axes 1,3）
# 分量为 0 或超过上限：$axes 是写下的值，$entry 是这个数，$max 是上限。
chart-axes-no-entry = --axes { $axes }：没有第 { $entry } 个分量；分量从 1 开始编号，最多到 { $max }（例如 --axes 1,3）
# 同一个分量写了两次：$axes 是写下的值，$x 是这个分量，$other 是可以改写的另一个分量。
chart-axes-same = --axes { $axes }：同一个分量写了两次；请写两个不同的分量，先横轴后纵轴（例如 --axes { $x },{ $other }）
# 威佐夫博弈的分量超过 2：$axes 是写下的值。
chart-axes-wythoff = --axes { $axes }：威佐夫博弈只有两堆，分量只有 1 和 2；请删去 --axes，或写 --axes 2,1
# 只有一个分量的局面：$what 是 chart-what-at 或 chart-what-highlighted，$axes 是 --axes 的值。
chart-axes-one-entry = { $what }只有一个分量，没有两个分量可画；请删去 --axes { $axes }，改用 sequence 或 pn-strip 作图
# 局面的分量比 --axes 用到的少：$what 同上，$count 是它的分量数，$axes 是 --axes 的值，$needs 是用到的较大分量。
chart-axes-too-few = { $what }有 { $count } 个分量，但 --axes { $axes } 用到了第 { $needs } 个分量；请给出至少有 { $needs } 个分量的局面，或者只用前 { $count } 个分量
# 上面两条消息中 --at 给出的局面：$at 是它的值。
chart-what-at = --at { $at } 的局面
# 上面两条消息中例题的局面：$name 是例题的名字。
chart-what-highlighted = --highlight { $name } 的例题

## 标出的局面：--at 局面

# --at 中数的个数不对：$at 是写下的值，$count 是其中数的个数，$kind 是图表的种类，$form 是 chart-at-form-… 之一。
chart-at-count = --at“{ $at }”有 { $count } 个数；{ $kind } 图表的 --at 要写成：{ $form }
# nim3 的 --at 写法。
chart-at-form-nim3 = X,Y 或 X,Y,Z（例如 --at 3,5,6）
# bash 的 --at 写法。
chart-at-form-bash = N,M，即堆和上限（例如 --at 12,3）
# 单堆图表的 --at 写法。
chart-at-form-one = 一个数 N（例如 --at 12）
# 两堆图表的 --at 写法。
chart-at-form-two = X,Y（例如 --at 4,7）
# --at 中的一个数在图外：$mistake 是 chart-outside-… 之一。
chart-at-mistake = --at：{ $mistake }
# 带 --axes 的图表中 --at 的一个分量在图外：$entry 是分量（从 1 起），$mistake 是 chart-outside-… 之一。
chart-at-entry-mistake = --at：第 { $entry } 个分量：{ $mistake }
# 坐标小于图的起点：$axis 是坐标（x、n 或 chart-axis-bash-…），$value 是这个数，$start 是图的起点。
chart-outside-below = { $axis } = { $value } 在图外：{ $axis } 从 { $start } 开始
# 坐标超过图的终点：$axis 和 $value 同上，$end 是图的终点，$option 是放大图的选项，$least 是它至少要取的值。
chart-outside-above = { $axis } = { $value } 在图外，图只画到 { $end }；请把 { $option } 至少调到 { $least }
# 第三堆与 nim3 的 --z 不同：$heap 是第三堆，$z 是切片。
chart-outside-slice = 第三堆是 { $heap }，但图中画的是切片 --z { $z }；请删去 --z，或者让两者相等
# bash 图表中堆的坐标。
chart-axis-bash-heap = 石子数 n
# bash 图表中上限的坐标。
chart-axis-bash-limit = 上限 m

## 标出的局面：--highlight 名字所指的例题

# 没有这个名字的例题：$name 是名字。
chart-no-example = --highlight { $name }：没有名为“{ $name }”的例题
# 例题的局面在图外：$name 是名字，$mistake 是 chart-outside-… 之一。
chart-highlight-mistake = --highlight { $name }：{ $mistake }
# 例题不是游戏（是一项计算）：$name 是名字，$kind 是例题的种类（xor-range……）。
chart-highlight-not-a-game = --highlight { $name } 是一个 { $kind } 例题，不是图表能画的游戏
# 例题的游戏与图表的不同：$name 是名字，$example 和 $chart 是两个游戏的名称。
chart-highlight-other-game = --highlight { $name } 是{ $example }的例题，但图表画的是{ $chart }；请删去图表自己的游戏，让图表跟随例题
# 例题不属于旧的图表写法所画的游戏族：$name 是名字，$game 是例题的游戏，$kind 是图表的写法，$option 是 chart-alias-… 之一，$general 是应改写的通用图表。
chart-highlight-alias = --highlight { $name } 是{ $game }的例题，不是 { $kind } 图表所画的游戏；请{ $option }，或者写“{ $general } --highlight 名字”画出例题自己的游戏
# chart-highlight-alias 中的另一种做法（subtraction、grundy）。
chart-alias-give-set = 给出 --set
# chart-highlight-alias 中的另一种做法（nim2）。
chart-alias-nim-example = 标出一个尼姆博弈的例题
# chart-highlight-alias 中的另一种做法（bounded）。
chart-alias-give-max-take = 给出 --max-take K
# 在 --unit 图表上标出一个局面：$name 是名字。
chart-highlight-unit = --highlight { $name } 是一个局面，但 --unit 图表画的是每个分量各放一个单位的情形，不是某个局面；请用 --at N 圈出第 N 个分量
# 在画两个数的图表上标出只有一个数的例题：$name 是名字。
chart-highlight-one-number = --highlight { $name } 只有一个数，但这张图表画的是由两个数组成的局面
# 旧的图表种类画不了的例题：$name 是名字，$example 是 chart-example-… 之一，$kind 是图表的种类，$wanted 是 chart-wanted-… 之一。
chart-highlight-wrong-example = --highlight { $name } 是{ $example }，但 { $kind } 图表需要{ $wanted }
# 一个游戏的例题：$game 是游戏的名称，$count 是堆数。
chart-example-game = { $game }的一个例题（{ $count } 堆）
# 一项计算：$kind 是它的种类（xor-range、euler301……）。
chart-example-calc = 一个 { $kind } 例题
# wythoff 图表能标出的例题。
chart-wanted-wythoff = 一个正常规则下的 wythoff 例题
# nim3 图表能标出的例题。
chart-wanted-nim3 = 一个至多三堆的 nim 例题
# bash 图表能标出的例题。
chart-wanted-bash = 一个正常规则下的 bash 例题
# xor-upto 图表能标出的例题。
chart-wanted-xor-range = 一个 xor-range 例题
# euler301 图表能标出的例题。
chart-wanted-euler301 = 一个 euler301 例题
# 通用图表能标出的例题（它们从不在这里问）。
chart-wanted-game = 一个游戏的例题（通用图表自己处理）

## 作图（这里的失败是 nimbook 自己的缺陷，报告出来而不隐藏）

# plotters 作图失败：$detail 是它自己的说法。
chart-draw-failed = 无法绘制图表：{ $detail }
# 读不懂 plotters 写出的 SVG：$near 是读到出错的地方。
chart-svg-unreadable = 无法读取 plotters 写出的 SVG，出错处在“{ $near }”附近
# SVG 没有 viewBox。
chart-svg-no-view-box = plotters 写出的 SVG 没有 viewBox
# viewBox 不是四个数：$view_box 是它的值。
chart-svg-bad-view-box = plotters 写出的 viewBox“{ $view_box }”不是四个数
# nimbook 作图时没有用过的颜色：$colour 是这个颜色。
chart-svg-colour = 图表中有一个元素用了意料之外的颜色 { $colour }
# 一个没有结束的标签。
chart-svg-unfinished-tag = plotters 写出了一个没有结束的标签
# 标为带提示框的点比提示框多。
chart-svg-no-tooltip = 图表中有一个元素带有提示框的颜色，却没有提示框
# 不能带提示框的元素：$element 是元素名。
chart-svg-tooltip-element = <{ $element }> 元素不能带提示框
# 根本没有 <svg> 元素。
chart-svg-no-root = plotters 没有写出 <svg> 元素
# 提示框比画出的点多。
chart-svg-tooltips-left = 图表中有些点没有画出来，它们的提示框无处可放
