# 中文消息：命令行关于整个网站、它的文件夹和文件、命令行本身的用法错误、练习卷以及构建的工作进程
# 所说的话（用读者的语言：网站的 `language` 或 --lang）。这里的每个 id 也必须出现在
# ../en/terminal-site.ftl 中。路径、文件名以及库或系统自己的说法照原样显示。

## 无法读写文件或文件夹时正在做的事（error-failed 的 $action）

# $path：文件或文件夹。
site-reading = 读取 { $path }
# $path：文件夹。
site-creating = 创建 { $path }
# $path：文件。
site-writing = 写入 { $path }
# `nimbook new` 从不覆盖已有的文件。$path：文件。
site-writing-new = 写入 { $path }（它必须是尚不存在的文件）
# 清除上一次构建留下的暂存文件夹。$path：文件夹。
site-clearing = 清除 { $path }
# 把上一版网站移开，给新网站让位。$path：输出文件夹。
site-moving-aside = 把上一版 { $path } 移到一旁
# $path：输出文件夹。
site-moving-into = 把新网站移入 { $path }
# `nimbook example`、`verify` 等命令输出结果时。
cli-writing-stdout = 写入标准输出
# `nimbook man`。
cli-writing-manual = 写出手册页
# `nimbook play` 读取玩家的走法或显示棋盘时。
cli-playing = 对弈
# 构建启动工作进程（再次运行同一个程序）之前。
site-worker-finding-program = 查找 nimbook 程序
site-worker-starting = 启动构建

## 列表与提示

# 名字的列表，末尾再加一个：“en、zh”。$head：已有的列表；$next：新加的名字。
site-list-next = { $head }、{ $next }
# 写了一个不存在的名字时，最接近它的名字。$name：那个名字。
site-did-you-mean = （是不是想写 { $name }？）

## 网站的文件夹（nimbook build、check、serve、new）

# $path：content/ 应在的位置。
site-no-content = { $path } 处没有 content 文件夹：课文放在 content/*.md 中（运行 `nimbook new DIR` 新建一个网站）
# $path：content 文件夹。
site-no-lessons = { $path } 中没有课：请添加一个 Markdown 文件，例如 01-intro.md
# $path：输出文件夹，其中有不是 nimbook 写入的文件。
site-output-not-ours = { $path } 已经存在，而且不是 nimbook 生成的；请用 --out 另选一个文件夹，或者删除它
# 构建或练习卷的输出文件夹是一个文件。$path：它。
site-output-not-folder = { $path } 已经存在，但不是文件夹；请另选一个 --out
# $path：输出文件夹，它是指向文件或不存在之物的链接。
site-output-bad-link = { $path } 是一个链接，指向的不是文件夹；请让它指向一个文件夹，或者删除这个链接
# 构建成功后的警告。$path：上一版网站的文件夹；$error：系统给出的原因。
site-old-not-removed = 网站已经构建好了，但无法删除 { $path } 处的上一版：{ $error }
# 在已有网站的文件夹中运行 `nimbook new`。$path：其中的 nimbook.toml。
site-new-config-exists = { $path } 已经存在；nimbook new 从不覆盖它：请选择一个空的或新的文件夹
# $path：交给 `nimbook new` 的文件夹。
site-new-not-empty = { $path } 中已有 content/ 或 templates/ 文件夹；请选择一个空的或新的文件夹

## 遍历网站的文件夹（content/、templates/、games/）

# $path：网站文件中的设备、管道或套接字。
site-not-regular = { $path } 不是普通文件（而是设备、管道或套接字）；nimbook 只读取普通文件：请删除它
# $path：链接；$folder：它指回的文件夹。
site-link-loop = { $path } 是一个链接，指回它所在的文件夹 { $folder }（形成循环）；请删除或修改这个链接
# 遍历时无法读取、系统又没有给出原因的文件。$path：它。
site-cannot-read = 无法读取 { $path }
# 通向网站之外的链接。$path：链接；$kind：nothing、folder 或 file，即它指向什么。
site-link-outside = { $path } { $kind ->
    [nothing] 是一个指向不存在之物的链接，请删除或修改它
    [folder] 是一个指向网站之外的文件夹的链接
   *[file] 是一个指向网站之外的文件的链接
}；nimbook 只读取和发布网站之内的内容：请把需要的内容复制到网站中

## 课的文件名与链接（课文中的诊断）

# $page：课的文件名生成的页面（index.html）。
site-own-page = 生成的页面是 { $page }，而这是网站自己的页面之一（index.html、print.html）；请给这一课改名
# $char：那个字符（# ? 或 %）。
site-unsafe-name = 文件名中有“{ $char }”，会使指向这一页的链接失效；请改一个不含 # ? 和 % 的名字
# $page：两个文件生成的同一个页面；$other：另一课的文件。
site-same-page = 与 { $other } 生成同一个页面 { $page }；请给其中一个改名
# $file：链接指向的课；$content：这一版的文件夹（content、content/zh）；$hint：site-did-you-mean，或为空。
site-broken-link = 链接失效：{ $content }/ 中没有 { $file } 这一课{ $hint }
# $place：链接指向的课，或 site-this-page；$anchor：锚点，不含 #。
site-broken-anchor = 链接失效：{ $place } 中没有锚点 #{ $anchor }
# 链接指向本课自身时 site-broken-anchor 的 $place。
site-this-page = 本页
# 警告。$target：链接指向的网站中的文件；$hint：site-did-you-mean，或为空。
site-missing-file = 这里链接到 { $target }，但网站中没有这个文件{ $hint }；图片和其他文件放在 content/ 下（content/img/board.png 的链接写作 img/board.png）
# content/ 下的文件与网站自己生成的文件同名。$name：那个名字（static/style.css）。
site-replaces-own-file = 这个文件会取代网站自己的 { $name }；请给它改名
# 游戏探索页无法提供任何游戏时（templates/explore.html）。
site-explorer-no-game = 探索页没有可提供的游戏

## 网站的各语言版本（content/LANG/）的警告

# $lesson：课的文件；$lang：这一版的语言代码（zh）。
site-missing-lesson = 没有 { $lesson }：{ $lang } 版缺少这一课，所以它的语言切换链接通向课程目录
# $lessons：课的文件（“a.md、b.md 或 c.md”）；$lang：这一版的语言代码；$count：有几课。
site-missing-lessons = 没有 { $lessons }：{ $lang } 版缺少这 { $count } 课，所以它们的语言切换链接通向课程目录
# $file：课的文件；$content：网站本身的 content 文件夹。
site-no-counterpart = 在 { $content } 中没有对应的 { $file }

## 术语表（content/glossary.toml）

# $detail：TOML 读取器自己的说法。
site-glossary-syntax = 术语表：{ $detail }；每个术语是一个 [[term]] 表，按语言写出名称（en = "…"，zh = "…"），还可以写 search = ["…"] 和 avoid = {"{"} zh = ["…"] {"}"}
# 警告。$variant：写出的词；$name：应写的术语；$source：术语表文件。
site-glossary-variant = “{ $variant }”不是术语表中表示这个意思的词：请写“{ $name }”（{ $source }）
# 统计其余次数的警告。$more：还出现了几次；其余同上。
site-glossary-variant-more = 从这里起“{ $variant }”又出现了 { $more } 次（不再逐一列出）；请写“{ $name }”（{ $source }）

## 网站自己的游戏（games/NAME.rhai）

# $name：文件名（不含扩展名）。
site-game-name-malformed = 游戏名“{ $name }”必须以字母开头，并且只能使用字母、数字、- 和 _（网站的游戏以它的文件命名）
# $name：文件名（不含扩展名），与内置游戏同名。
site-game-name-builtin = “{ $name }”是内置游戏；请给你的游戏另起一个名字（网站的游戏以它的文件命名）

## 命令行本身的用法错误

# 选项缺少它的值。$flag：--lang。
cli-needs-value = { $flag } 需要一个值，例如 { $flag } zh
# $name：游戏；网站中已有 games/NAME.rhai。
cli-game-file-clash = --game-file：“{ $name }”已经是网站的游戏（games/{ $name }.rhai）；请给文件改名
# $file：--game-file 给出的文件；$name：它的文件名（不含扩展名）。
cli-game-file-bad-name = { $file }：游戏以文件名（不含扩展名）命名，而“{ $name }”不是合格的名字（以字母开头，其后用字母、数字、- 或 _）
# $file：--game-file 给出的文件；$name：它的文件名，与内置游戏同名。
cli-game-file-builtin = { $file }：“{ $name }”是内置游戏；请给文件改名
# `nimbook exercises --lang` 给出的语言没有消息文件。$lang：它；$languages：有哪些语言。
cli-no-such-sheet-language = --lang { $lang }：没有“{ $lang }”的消息；可用的语言有 { $languages }（网站可以用 templates/messages/LANG/*.ftl 添加一种语言）
# 生成练习卷时 nimbook 内部的故障（程序错误）。$kind：引擎给出的例题种类。
cli-sheet-not-a-game = 一个游戏的例题返回成了 { $kind }

## nimbook check --listings

# 通过测试的一份代码清单。$listing：它的位置和标注；$lang：它的语言（C++）；$inputs：输入的个数。
cli-listing-passed = 通过  { $listing }（{ $lang }）：{ $inputs } 组输入全部通过
# 最后一行。$total：测试的代码清单数；$seed：随机输入的种子；$passed、$failed：通过与失败的个数。
cli-listings-tested = 测试了 { $total } 份代码清单（种子 { $seed }）：{ $passed } 份通过，{ $failed } 份失败
# 运行代码清单时按了 Ctrl-C。
cli-stopped = 已停止

## 构建的工作进程：构建占用太多内存或时间时让它停下

# $seconds：一课最多可用的时间；$variable：设置它的环境变量。
site-worker-too-long = 渲染这一课所用的时间超过了一课允许的时间（{ $seconds } 秒），所以构建已停止：它的模板做了太多工作，例如遍历一个很长的列表（把一个列表多次与自身相加，`l + l`，再求和、排序或用 `in` 查找），或者拼接很长的字符串；请改用短一些的列表和字符串（在比一般慢得多的电脑上可能需要更多时间：把 { $variable } 设为一课允许的秒数）
# 内存用尽时该怎么做。$variable：设置上限的环境变量。
site-worker-memory-fix = 模板中有一个值无限增长，例如在循环中用 `~` 或 `+` 把一个字符串或列表与自身拼接；请用较小的部分构造它，或者逐个输出这些部分（有几千课的网站可能需要更多内存：把 { $variable } 设为一次构建允许的 MiB 数）
# 当时没有在渲染哪一课。$limit：上限（4 GiB）；$fix：site-worker-memory-fix。
site-worker-memory-pages = 排版页面所需的内存超过了一次构建允许的上限（{ $limit }），所以构建已停止，没有写入任何文件：{ $fix }（请检查 templates/）
# 在正在渲染的课上报告。$limit、$fix：同上。
site-worker-memory-lesson = 渲染这一课所需的内存超过了一次构建允许的上限（{ $limit }），所以构建已停止：{ $fix }
# 工作进程意外结束（崩溃）。$how：site-worker-how-silent 或 site-worker-how-status；$during：site-worker-during，或为空。
site-worker-stopped = 构建意外停止{ $how }{ $during }；没有写入任何文件。请再运行一次；如果反复出现，请报告这个问题
site-worker-how-silent = ，没有给出任何原因
# $status：进程如何结束，用系统的说法。
site-worker-how-status = （{ $status }）
# $lessons：当时正在渲染的课，一个列表。
site-worker-during = ，当时正在渲染 { $lessons }
