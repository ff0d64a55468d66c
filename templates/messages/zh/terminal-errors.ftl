# 中文消息：命令行怎样报告错误，用读者的语言（网站的 `language` 或 --lang）。
# 这里的每个 id 也必须出现在 ../en/terminal-errors.ftl 中。各种错误本身的说法在
# terminal-lesson.ftl、terminal-charts.ftl、terminal-site.ftl、terminal-serve.ftl 和
# terminal-listings.ftl 中；库自己的消息（操作系统、minijinja、Rhai 的）照原样显示。

# 一个错误，行首：“错误：content/05-nim.md:3:7: ……”。
error-line = 错误：{ $text }
# 一个警告：“警告：content/05-nim.md:3:7: ……”。
warning-line = 警告：{ $text }
# 构建报告所有错误之后的最后一行。
error-count = 共发现 { $count } 个错误；没有写入任何文件
# 无法读写的文件或文件夹：$action 是当时在做的事（“读取 content/05-nim.md”），冒号后是系统给出的原因。
error-failed = { $action } 失败
# 模板中的错误，$detail 是 minijinja 自己的说法。
error-template = 模板错误：{ $detail }
# 许多页面共用的文件中的错误，只报告一次：错误本身，以及它还使多少处停下。
error-same-mistake = { $mistake }（同一个错误还使另外 { $more } 处停下；改一次即可）

## 命令完成时说的话

# `nimbook build` 结束时：多少课、多少文件、写到哪里、用了多久（$time 形如“850ms”或“2s”）。
cli-built = 已构建 { $lessons } 课（{ $files } 个文件），写入 { $out }，用时 { $time }
# `nimbook check` 结束时。
cli-checked = 已检查 { $lessons } 课：{ $warnings ->
    [0] 没有发现问题
   *[other] 没有错误，{ $warnings } 个警告
}
# `nimbook new` 结束时。
cli-created = 已在 { $root } 新建网站（{ $files } 个文件）；构建它：nimbook build { $root }
# --lang 给出的语言没有消息文件；$languages 列出有哪些语言。
cli-no-such-language = --lang { $lang }：没有“{ $lang }”的消息；可用的语言有 { $languages }

## 网站的消息文件

# templates/messages/ 下某个文件夹的名字不是语言标签。
error-language-tag = “{ $lang }”不是语言标签（例如 en 或 zh）
# 消息文件缺少其他语言都要回退到的那种语言（$lang：en）。
error-no-fallback-language = 没有 { $lang } 的消息，而其他每种语言都要回退到它
