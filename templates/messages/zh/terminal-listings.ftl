# 中文消息：命令行关于被测试的代码清单所说的话：`nimbook check --listings`（src/listings/）和课中代码清单的
# 围栏标注（诊断信息，用读者的语言：网站的 `language` 或 --lang）。这里的每个 id 也必须出现在
# ../en/terminal-listings.ftl 中。编译器和系统自己的话照原样显示。

## 代码清单的围栏标注（构建和 `nimbook check` 的诊断）

# 被测试的代码清单用了 nimbook 不能运行的语言：$word 是围栏上的语言名，$key 是 `solves` 或 `checks`，
# $value 是标注的值。
listing-language = 被测试的代码清单必须用 cpp、python 或 rust 写，而不是“{ $word }”；例如写 ```cpp { $key }={ $value }
# `solves=` 写的不是评测题：$value 是写出的名字，$names 列出所有评测题。
listing-unknown-problem = solves= 中的评测题“{ $value }”不存在；nimbook 认识的有 { $names }
# `checks=` 写的不是约定：$value 是写出的名字，$names 列出所有约定。
listing-unknown-contract = checks= 中的约定“{ $value }”不存在；nimbook 认识的有 { $names }

## `nimbook check --listings`：每份代码清单的报告

# 代码清单的位置和它声明的内容，写在关于它的每一行开头：$place 形如“content/05-nim.md:140:1”，
# $claim 形如“solves=hdu1850”（或 listing-malformed）。
listing-label = { $place }: 代码清单 { $claim }
# 标注有错的代码清单所声明的内容。
listing-malformed = （标注有误）
# 代码清单的第一个错误，跟在它的标签后面（$label：listing-label；$mistake：下面的某条消息）。
listing-failed = { $label }：{ $mistake }
# 无法读取课程文件夹或某一课：$path 是它（后接 error-failed）。
listing-reading = 读取 { $path }

## 代码清单为什么无法构建

# 缺少编译器或解释器：$tool（g++、python3、rustc），$install 是该怎么做（一条 listing-install-… 消息）。
listing-needs-tool = 测试这份代码清单需要 `{ $tool }`，但没有找到它；{ $install }
listing-install-cpp = 请安装 C++ 编译器，例如在 Debian 或 Ubuntu 上运行 `apt-get install g++`
listing-install-python = 请安装 Python 3，例如运行 `apt-get install python3`
listing-install-rust = 请从 https://rustup.rs 安装 Rust
# 编译器拒绝了这份代码清单：$messages 是编译器自己的输出，在下面几行。
listing-does-not-compile =
    编译失败：
    { $messages }
# 编译用时超过 $limit（形如“120s”）。
listing-compile-timed-out = 编译用时超过 { $limit }
# 编译器的输出超过了输出上限。
listing-compiler-too-chatty = 编译器输出的信息太多
# 约定类代码清单没能构建：$error（上面的某条消息），以及它必须定义的函数 $signature（用代码清单的语言写）。
listing-must-define = { $error }（代码清单必须定义 `{ $signature }`）
# 文件系统或进程表出错：$doing（一条 listing-io-… 消息），$error 是系统给出的原因。
listing-io = { $doing }：{ $error }
listing-io-temp-folder = 无法创建临时文件夹
listing-io-temp-file = 无法把代码清单写入临时文件
listing-io-start = 无法启动程序
listing-io-wait = 等待程序结束时出错

## 在一份输入上运行的结果（$input、$expected、$got 都加引号、转义，写在一行内）

# 输出与应有的输出不同。
listing-wrong-output = 在输入 { $input } 上应输出 { $expected }，实际输出 { $got }
# 程序出错退出：$errors 是它的错误输出，加了引号。
listing-program-failed = 在输入 { $input } 上程序出错退出（应输出 { $expected }，实际输出 { $got }）；它的错误输出：{ $errors }
# 运行超过了时限 $limit（形如“5s”）。
listing-timed-out = 在输入 { $input } 上程序运行超过了时限 { $limit }，已被停止
# 输出超过了 $bytes 字节。
listing-too-much-output = 在输入 { $input } 上程序输出超过了 { $bytes } 字节，已被停止
# 约定类代码清单输出的行数少于输入的行数。
listing-no-line = 在输入 { $input } 上应输出 { $expected }，实际没有输出这一行
# 约定类代码清单把所有输入一起运行时出错，单独运行每一个时却都没有出错。
listing-fails-only-together = 程序在所有输入一起运行时出错，但单独运行每一个输入时都没有出错
# `nimbook judge` 拒绝了 nimbook 自己生成的输入（这是 nimbook 的缺陷）：$error 是评测程序给出的错误（judge.ftl）。
listing-judge-refused = nimbook judge 拒绝了一份自动生成的输入：{ $error }
