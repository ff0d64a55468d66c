# 列表："3、4 和 5"，"3、4 或 5"。
list-separator = 、
list-and = { $head } 和 { $last }
list-or = { $head } 或 { $last }
# `{{ n | ordinal }}`：第 3。
ordinal = 第 { $n }

# 语言切换中显示的本语言名称。
language-name = 中文
# 网页 `lang` 与 `hreflang` 的语言标记（BCP 47）：简体中文。
language-tag = zh-Hans
language-switch = 语言
translation-missing = 这一课还没有译文：此链接通向该语言的课程目录
skip-to-lesson = 跳到正文
lessons = 课程目录
search-label = 搜索课程
search-placeholder = 搜索课程…
search-results = 搜索结果
# {query} 会被替换为读者输入的内容。
search-no-results = 没有与“{"{"}query{"}"}”匹配的课程。
search-index-failed = 无法加载搜索索引。
footer = { $site } · 本站每个例题都由 nimbook 在构建网站时计算得出，没有一个数是手工填写的。
lesson-number = 第 { $n } 课，共 { $total } 课
print-link = 打印全部课程
print-title = { $site }：全部课程（打印版）
print-contents = 目录
print-answers = 答案
print-answers-lesson = 第 { $n } 课　{ $title }
print-answer-heading = 练习 { $exercise } 的答案
print-answer-heading-plain = 答案
print-answer-link = 练习 { $exercise } 的答案附在全部课程之后。
print-answer-link-plain = 答案附在全部课程之后。
on-this-page = 本页内容
pager = 上一课与下一课
previous = 上一课
next = 下一课
# What a screen reader hears when results appear ({n} is replaced by their number).
search-results-one = 找到 {"{"}n{"}"} 个结果，可用方向键选择
search-results-other = 找到 {"{"}n{"}"} 个结果，可用方向键选择

## 局面探索页（templates/explore.html）
explore-title = 自己摆一个局面
explore-summary = 课程里的任何游戏、任何局面，都在本页现场算出，算法与各课的例题相同。
explore-intro = 选一个游戏，或在输入框里写下任何游戏的一个局面（例如 nim 11 22 33 44），按回车：本页会算出结果，给出必胜走法、理由和一局对局演示。
explore-game = 游戏
explore-link = 自己摆一个局面
explore-calculation-xor-range = 一段连续整数的异或
explore-calculation-euler301 = Project Euler 301：(n, 2n, 3n)
explore-calculation-theorem1 = 定理 1：走到尼姆和为 0 的那一步
explore-calculation-theorem2 = 定理 2：从尼姆和为 0 出发的每一步
explore-play-heading = 和电脑下一局
