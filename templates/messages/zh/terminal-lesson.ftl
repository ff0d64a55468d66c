# 中文消息：命令行报告的课文错误（诊断信息，用读者的语言：网站的 `language` 或 --lang）。
# 这里的每个 id 也必须出现在 ../en/terminal-lesson.ftl 中。
# 引用的课文片段（$expr、$words、$latex 等）照课文原样显示；$why 和 $detail 是库自己的说法
# （toml、minijinja、pulldown-latex、操作系统的）。

## 读取一课（src/lesson/mod.rs、src/lesson/front.rs）

# 跟在课文路径后，系统无法读取它时：$why 是系统给出的原因。
lesson-unreadable = 无法读取：{ $why }
# 跟在课文路径后：$max 是一课最多的字节数。
lesson-too-long = 超过 { $max } 字节，这是一课的上限；请把它拆成几课
# 在第一个不是 UTF-8 的字节处。
lesson-not-utf8 = 文件在这里不是有效的 UTF-8 文本；请在编辑器中以 UTF-8 编码保存
# 课文以 YAML 的 front matter（--- 行）开头。
lesson-front-yaml = front matter 是写在两行 +++ 之间的 TOML，不是写在两行 --- 之间的 YAML：第一行和最后一行写 +++，并用 `title = "…"` 代替 `title: …`
# front matter 缺少结束的 +++ 行。
lesson-front-unclosed = 以 +++ 开始的 front matter 没有结束：请在它后面加一行 +++
# front matter 不是有效的 TOML：$why 是 toml 的说法。
lesson-front-toml = front matter：{ $why }
# 同上，toml 说的是转义时（“双引号”字符串里的反斜杠）。
lesson-front-toml-escape = front matter：{ $why }；在 TOML 的双引号字符串里，反斜杠表示转义：公式请写在单引号里，例如 title = '$x \oplus y$'
# [examples] 下不是简单名字的名字：$name 是这个名字。
lesson-front-example-name = 例题名“{ $name }”必须是简单的名字（字母、数字、_，且不以数字开头）
# 课文中 nimbook 留作己用的字符（U+FDD0 到 U+FDD3）处。
lesson-reserved-character = 这个字符（U+FDD0 到 U+FDD3）由 nimbook 保留自用；请删掉它
# 在超出上限的元素处：$max 是一课最多的 Markdown 元素数。
lesson-too-many-elements = 这一课从这里起有超过 { $max } 个 Markdown 元素（表格单元格、段落、列表项、强调……）；请把它拆成几课，或把大表格改用图表展示

## 网站的模板文件夹（src/lesson/language.rs）

# 无法读取文件或文件夹时正在做的事（后接“失败”）：$path 是它的路径。
lesson-reading = 读取 { $path }
# 在 Fluent 无法解析的网站消息文件处：$why 是解析器的说法。
lesson-messages-unparsed = 这个消息文件无法解析：{ $why }

## 块（src/lesson/render/blocks.rs、example.rs、define.rs）

# 围栏的类型像是拼错的块类型：$kind 是原文，$meant 是可能想写的类型。
lesson-unknown-block-kind = 未知的块类型“{ $kind }”（是不是想写“{ $meant }”？）；若要把这个块显示为代码，请写上语言名，例如 ```text
# 块的模板出错：$path 和 $line 是模板的文件和行，$mistake 是那里出的错。
lesson-while-rendering-block = 渲染这个块时出错，{ $path }:{ $line }：{ $mistake }
# 同一页上一个锚点（#id）用了两次：$id 是锚点。
lesson-anchor-twice = 锚点 #{ $id } 在本页用了两次
# 定理等框的 # 后面没有紧跟锚点。
lesson-anchor-after-hash = 锚点要紧跟在 # 后面，例如 ```theorem #bouton 布顿定理
# 定理等框嵌套太深：$max 是允许的最深层数。
lesson-callouts-too-deep = 定理等框的嵌套超过了 { $max } 层
# 警告：答案块前面没有练习块。
lesson-answer-without-exercise = 这个答案前面没有练习：请把它放在它所解答的 ```exercise 块之后
# 评测题块没有写出已知的题目：$problems 列出各题，$hint 是“是不是想写”或空。
lesson-judge-unknown-problem = 评测题块要在 ```judge 后写题目名，可以是：{ $problems }{ $hint }
# 评测题块里写了文字。
lesson-judge-no-words = 评测题块自己不带文字；它以题目的样例输入开头
# 评测题自己的样例出错：$problem 是题目名，$why 是评测程序的说法。
lesson-judge-sample = { $problem } 的样例：{ $why }
# 图表的 --highlight 指定的不是本页的例题：$name 是原文，$examples 是本页的例题（或 lesson-no-examples）。
lesson-highlight-unknown = --highlight 指定了“{ $name }”，但本页没有这个名字的例题（本页的例题：{ $examples }）
# 用于 lesson-highlight-unknown，本页没有例题时。
lesson-no-examples = 无
# 验证块的 --bits 要的值（接在“选项 --bits 需要一个值：”之后）。
lesson-flag-value-bits = 检验小于 2^BITS 的数
# 验证块的 --heaps 要的值。
lesson-flag-value-heaps = 检验 2 到 HEAPS 堆的局面
# 验证块没有写命题：$statements 列出可写的命题。
lesson-verify-no-statement = 这个验证块没有写要验证的命题；请写其中之一：all, { $statements }
# 验证块中未知的命题：$word 是原文，$hint 是“是不是想写”或空，$statements 列出可写的命题。
lesson-verify-unknown-statement = 未知的命题“{ $word }”{ $hint }；可以写：all, { $statements }
# ```play NAME 之后没有名为 NAME 的例题：$name 是原文，$hint 是“是不是想写”或空。
lesson-play-unknown-example = 这个对弈块跟随的是“{ $name }”，但本页没有这个名字的例题{ $hint }；请在 front matter 的 [examples] 下定义它
# 跟随例题的对弈块里又写了文字：$name 是例题名。
lesson-play-no-words = 跟随例题“{ $name }”的对弈块自己不带文字；请让块的内容留空
# 既没有文字也没有名字的例题块。
lesson-example-empty = 这个例题块是空的：请在块里写上例题的文字（例如 nim 8 12 13），或在 ```example 后写上 front matter 中某个例题的名字
# 例题块指定的不是本页的例题：$name 是原文，$hint 是“是不是想写”或空。
lesson-example-unknown = 没有名为“{ $name }”的例题{ $hint }；请在 front matter 的 [examples] 下定义它
# 同一页上一个例题名用了两次：$name 是这个名字。
lesson-example-name-twice = 例题名“{ $name }”在本页用了两次；请给每个例题起不同的名字
# ```example NAME 块的名字不是简单的名字：$name 是原文。
lesson-example-name-simple = 例题名“{ $name }”必须是简单的名字（字母、数字、_）
# 用 {{ … }} 拼出的例题文字中的错误：$mistake 是错误，$words 是它所在的文字。
lesson-in-the-words = { $mistake }（在文字“{ $words }”中）
# 没有名字的 ```game 块。
lesson-game-name-missing = 游戏块要在 ```game 后写名字，例如 ```game staircase
# ```game 块的名字写得不对：$name 是原文。
lesson-game-name-malformed = 游戏名“{ $name }”必须以字母开头，且只用字母、数字、- 和 _
# ```game 块的名字与内置游戏相同：$name。
lesson-game-name-built-in = “{ $name }”是内置的游戏；请给你的游戏另起一个名字
# ```game 块的名字与网站 games/ 文件夹中的游戏相同：$name。
lesson-game-is-the-sites = 游戏“{ $name }”已经是网站的游戏（games/{ $name }.rhai）；请给本页的游戏另起一个名字，或直接用网站的
# 同一页上两个同名的 ```game 块：$name。
lesson-game-defined-twice = 游戏“{ $name }”在本页定义了两次
# 本页的游戏规则出错：$mistake 是出的错，$words 是正在计算的例题，$line 是它所在的行。
lesson-rule-failed = { $mistake }（计算“{ $words }”时，第 { $line } 行）
# games/ 中游戏的规则出错：同 lesson-rule-failed，$path 是计算它的课文。
lesson-site-rule-failed = { $mistake }（在 { $path } 中计算“{ $words }”时，第 { $line } 行）

## 正文和例题文字中的值（src/lesson/render/prose.rs）

# 例题文字中有“{{”而没有“}}”。
lesson-words-value-unclosed = 这段例题文字中的“{"{{"}”没有用“{"}}"}”闭合
# 例题文字中没有值的 {{ … }}：$expr 是花括号里的内容。
lesson-words-no-value = 例题文字中的“{"{{"} { $expr } {"}}"}”没有值：例题文字可以用 front matter 的 [data]（例如 {"{{"} data.stairs | join(" ") {"}}"}）和函数，不能用别的例题
# 没有值的 {{ … }}：$expr 是花括号里的内容。
lesson-no-value = “{"{{"} { $expr } {"}}"}”没有值：某个字段名拼错了或不存在（`nimbook example … --json` 会列出例题的字段）
# 下标超出列表末尾：$expr 是表达式，$index 是下标，$what 是 lesson-list-…，$list 是列表的表达式。
lesson-no-item = “{"{{"} { $expr } {"}}"}”：没有下标为 [{ $index }] 的项：{ $what }；要兼顾每种情况，请用 {"{%"} if { $list } {"%}"} … {"{%"} else {"%}"} … {"{%"} endif {"%}"} 或 {"{%"} for item in { $list } {"%}"}
# 用于 lesson-no-item：局面的必胜走法列表为空（$list）。
lesson-list-no-winning-moves = { $list } 是空列表：这个局面没有必胜走法（轮到走的一方必败）
# 用于 lesson-no-item：空列表（$list）。
lesson-list-empty = { $list } 是空列表
# 用于 lesson-no-item：有 $count 项的列表（$list）。
lesson-list-items = { $list } 只有 { $count } 项（从 [0] 数起）

## 课文的模板（src/lesson/render/template/）

# 错误信息引用的 {{ … }} 标签：$expr 是其中的内容。
lesson-shown-value = “{"{{"} { $expr } {"}}"}”
# 错误信息引用的 {% … %} 标签：$expr 是其中的内容。
lesson-shown-block = “{"{%"} { $expr } {"%}"}”
# 没有具体标签可指时，停下的是什么。
lesson-this-page = 本页
# 某个标签的错误：$shown 是标签（lesson-shown-…，或空），$mistake 是错在哪里。
lesson-template-shown = { $shown }：{ $mistake }
# minijinja 的说法（$detail），以及课文包含的模板中出错的地方：$name 和 $line 是那个模板的文件和行，$what 是它的说法。
lesson-template-inside = { $detail }（templates/{ $name }，第 { $line } 行：{ $what }）
# 模板的执行步数用完：$subject 是标签或 lesson-this-page，$steps 是上限。
lesson-template-out-of-fuel = { $subject }停了下来：本页的模板执行了超过 { $steps } 步；请在更短的列表上循环
# 在本页第一个循环处，模板写出的内容太多时：$bytes 是上限。
lesson-template-too-much-text = 本页的模板写出了超过 { $bytes } 字节；请在更短的列表上循环
# 用于 lesson-template-shown：$max 是一页最多输出的值的个数。
lesson-template-too-many-values = 本页输出了超过 { $max } 个值；请在更短的列表上循环
# 用于 lesson-template-shown：$bytes 是一页的模板最多写出的字节数。
lesson-template-too-much-printed = 本页的模板（连同它输出的值）写出了超过 { $bytes } 字节；请输出更短的值，或在更短的列表上循环
# 导入或包含了不存在的模板：$shown 是标签，$name 是模板名。
lesson-template-not-found = { $shown }：没有模板“{ $name }”：课文可以导入和包含网站 templates/ 文件夹中的模板（templates/{ $name }）以及 nimbook 自带的模板；请把文件放到那里
# 块标签没有结束：$word 是它的关键字（if、for 等），$detail 是 minijinja 的说法。
lesson-template-unclosed-tag = 这个 {"{%"} { $word } {"%}"} 没有结束：请在它结束的地方加上 {"{%"} end{ $word } {"%}"}（语法错误：{ $detail }）
# 同一行上“{{”之后没有“}}”：$detail 是 minijinja 的说法。
lesson-template-unclosed-value = “{"{{"}”没有用“{"}}"}”闭合（语法错误：{ $detail }）；要显示 {"{{"} 本身，请写 {"{{"} "{"{{"}" {"}}"}
# 没有具体标签可指的语法错误：$detail 是 minijinja 的说法。
lesson-template-syntax-error = 语法错误：{ $detail }
# 无法解析的标签：$shown 是标签，$detail 是 minijinja 的说法。
lesson-template-invalid = { $shown }写得不对：语法错误：{ $detail }
# 标签中未定义的名字：$shown 是标签，$failing 是出错的部分。
lesson-template-undefined = { $shown }：“{ $failing }”没有定义：某个字段名拼错了或不存在（`nimbook example … --json` 会列出例题的字段）
# 出错的 {{ … }}：$shown 是标签，$detail 是 minijinja 的说法（或 example() 的，已是读者的语言）。
lesson-template-cannot-compute-fields = { $shown }无法计算：{ $detail }（运行 `nimbook example … --json` 可以看到例题的字段）
# 出错的 {% … %}：$shown 是标签，$detail 是 minijinja 的说法。
lesson-template-cannot-compute = { $shown }无法计算：{ $detail }
# 不是本页例题的名字：$name，$hint 是“是不是想写”或空，$list 是 lesson-page-names-no-examples 或 lesson-examples-on-page。
lesson-no-example-named = 没有名为“{ $name }”的例题{ $hint }；{ $list }
# 用于 lesson-no-example-named，本页没有例题时。
lesson-page-names-no-examples = 本页没有命名的例题：请在 front matter 的 [examples] 下添加
# 用于 lesson-no-example-named：$examples 列出本页的例题。
lesson-examples-on-page = 本页的例题：{ $examples }
# example("…") 收到的文字带有无法还原的页面标记（宏或 set 块写出的文字会按输出的样子读取，这里是剩下的情形）。
lesson-example-macro-words = example(…)：这些文字是宏或 {"{%"} set {"%}"}…{"{%"} endset {"%}"} 块写出的，但无法还原成文字；请改在表达式里用 ~ 和 join 拼出文字（例如 "nim " ~ heaps | join(" ")）
# example("…") 出错：$words 是它的文字，$mistake 是错在哪里。
lesson-example-call = example("{ $words }")：{ $mistake }

## 公式（src/lesson/math.rs）

# 公式里有未知的命令：$latex 是公式，$command 是命令，$hint 是 lesson-math-did-you-mean 或空。
lesson-math-unknown-command = 公式“{ $latex }”：未知的命令 { $command }；{ $hint }请检查拼写，或换一种写法写出这个符号
# 用于 lesson-math-unknown-command：$name 是可能想写的命令，不带反斜杠。
lesson-math-did-you-mean = 是不是想写 \{ $name }？
# pulldown-latex 无法读取的公式：$latex 是公式，$why 是它的说法。
lesson-math-unreadable = 公式“{ $latex }”无法读取：{ $why }
# 无法写出的公式：$why 是 pulldown-latex 的说法。
lesson-math-unwritable = 公式无法写出：{ $why }

## 构建缓存的文件夹（src/lesson/cache/folder.rs），跟在它的路径后的警告

# 缓存的位置上不是文件夹。
lesson-cache-not-a-folder = 不是文件夹，所以这次构建没有使用缓存；删掉它，下次构建就会有缓存
# 缓存的位置上是一个链接，已替换：$target 是它指向的地方。
lesson-cache-link-replaced = 原是指向 { $target } 的链接；nimbook 把构建缓存放在网站内部，所以这个链接已换成一个文件夹（链接指向的地方没有被改动）
# 缓存的位置上是一个链接，无法替换：$target 是它指向的地方。
lesson-cache-link-kept = 是指向 { $target } 的链接，且无法替换；nimbook 把构建缓存放在网站内部，所以这次构建没有使用缓存（链接指向的地方没有被改动）；请删掉这个链接
