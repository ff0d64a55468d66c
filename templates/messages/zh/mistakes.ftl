# 中文消息：课文中的错误，页面里的引擎模块也可能遇到（例题块的设置、模板的上限、过滤器），所以不只在终端显示。
# 这里的每个 id 也必须出现在 ../en/mistakes.ftl 中。

## 课文模板和公式的上限（crates/views/src/limits.rs）

# minijinja 的 range() 超出上限，接在标签之后：$max 是它最多给出的数的个数。
mistake-lesson-range-limit = range() 最多给出 { $max } 个数；请在更短的范围上循环
# 模板和宏互相调用太深，接在标签之后：$max 是允许的最深层数。
mistake-lesson-recursion-limit = 模板和宏互相调用最多 { $max } 层；调用自己的宏需要一个停下来的情形
# {{ … }} 表达式太长：$bytes 是它的长度，$max 是允许的最大长度。
mistake-lesson-expression-bytes = 这个 {"{{"} … {"}}"} 表达式长 { $bytes } 字节；最多允许 { $max } 字节：请在 front matter 中命名一个例题，改用它的字段
# {{ … }} 表达式嵌套太深：$depth 是它的嵌套层数，$max 是允许的最深层数。
mistake-lesson-expression-nesting = 这个 {"{{"} … {"}}"} 表达式嵌套了 { $depth } 层（括号和正负号）；最多允许 { $max } 层：请把它拆开，或在例题中计算
# $…$ 公式太长：$bytes 是它的长度，$max 是允许的最大长度。
mistake-lesson-math-bytes = 这个公式长 { $bytes } 字节；最多允许 { $max } 字节：请把它拆成几个
# $…$ 公式嵌套太深：$depth 是它的嵌套层数，$max 是允许的最深层数。
mistake-lesson-math-nesting = 这个公式的分组嵌套了 { $depth } 层；最多允许 { $max } 层：请化简它
# join 过滤器的结果超出上限：$max 是一个值最多的字节数。
mistake-lesson-joined-too-long = 连接出的文字会超过 { $max } 字节，这是一个值的上限
# replace 过滤器的结果超出上限：$max 同上。
mistake-lesson-replaced-too-long = 替换后的文字会超过 { $max } 字节，这是一个值的上限
# indent 过滤器的结果超出上限：$max 同上。
mistake-lesson-indented-too-long = 缩进后的文字会超过 { $max } 字节，这是一个值的上限

## 过滤器（crates/views/src/prose.rs）

# {{ … }} 用了不存在的过滤器：$expr 是花括号里的内容，$filters 是 nimbook 的过滤器。
mistake-lesson-no-such-filter = “{"{{"} { $expr } {"}}"}”用了不存在的过滤器；可用的过滤器：{ $filters }
# 同上，并指出是哪个过滤器：$name，$hint 是“是不是想写”或空，$own 是 nimbook 的过滤器，$builtin 是 minijinja 的。
mistake-lesson-unknown-filter = “{"{{"} { $expr } {"}}"}”：没有过滤器“{ $name }”{ $hint }；nimbook 的过滤器：{ $own }；minijinja 的过滤器：{ $builtin }

## 例题块的设置（crates/views/src/worked.rs）

# 设置的写法，接在下面每个错误之后。
mistake-lesson-example-settings = 例题块先写名字，再写 title="…"、playout=none|short|full、words=show|hide、values=grundy|pn、table=show|hide、graph=steps|none，例如 ```example main title="必败局面" playout=short
# 不是 key=value 的词：$word 是原文，$usage 是 mistake-lesson-example-settings。
mistake-lesson-not-a-setting = 这里看不懂“{ $word }”；{ $usage }
# key="… 缺少结尾的引号：$key，$usage 同上。
mistake-lesson-setting-unclosed = { $key }= 后面的引号没有闭合；{ $usage }
# 设置不接受的值：$key，$value 是原文，$usage 同上。
mistake-lesson-setting-not-a-choice = { $key }={ $value } 不是可选的值；{ $usage }
# 例题块不接受的设置：$key，$hint 是“是不是想写”或空，$usage 同上。
mistake-lesson-unknown-setting = 未知的设置“{ $key }”{ $hint }；{ $usage }

## 模板函数的拒绝（课文的 {{ … }} 或网站模板中）

# binary(width) 的宽度超过上限：$width 是写出的宽度，$max 是允许的最大宽度。
mistake-lesson-binary-width = binary({ $width })：宽度最多为 { $max }（一个数最多有 64 个二进制位）
# xor_range(a, b) 中 b < a。
mistake-lesson-xor-range = xor_range({ $start }, { $end })：终点比起点小
# mock_turtles_value(n) 的值超出 64 位。
mistake-lesson-mock-turtles = mock_turtles_value({ $n })：超过了 2^63
# geography(rows) 的棋盘不合格式：$why 是下面某条 mistake-board-… 消息。
mistake-lesson-geography = geography：{ $why }
# 引擎拒绝了函数调用：$call 是写出的调用（tree_values、ruler_value(5)），$why 是拒绝的原因。
mistake-lesson-call-refused = { $call }：{ $why }

## 由 '.' 和 '#' 组成的棋盘（地理游戏）

mistake-board-empty = 棋盘至少要有一行格子
# 第 $row 行有 $found 格，而第 1 行有 $expected 格。
mistake-board-ragged = 棋盘第 { $row } 行有 { $found } 格，第 1 行有 { $expected } 格；每一行的格数必须相同
# 第 $row 行第 $column 列是 $found（带引号），既不是 '.' 也不是 '#'。
mistake-board-character = 棋盘第 { $row } 行第 { $column } 列是 { $found }；空格写 '.'，墙写 '#'
# 棋盘有 $cells 格，多于 $max。
mistake-board-too-large = 棋盘有 { $cells } 格；一块棋盘最多 { $max } 格
