# 中文消息：命令行报告的serve方面的错误（诊断信息，用读者的语言：网站的 `language` 或 --lang）。
# 这里的每个 id 也必须出现在 ../en/terminal-serve.ftl.ftl 中。

## 服务器在终端里说的话

# 启动时：网站文件夹，以及在浏览器中打开的地址。
serve-serving = 正在提供 { $root }，地址 { $url }
# 用 --bind 监听其他电脑也能访问的地址时。
serve-open-to-network = 注意：正在监听 { $bind }：网络上的其他电脑也能看到这些页面
# 启动时：监视哪些文件夹（$folders 形如“content/、templates/、games/”）。
serve-watching = 正在监视 { $folders } 和 nimbook.toml；保存文件即重新构建并刷新页面；按 Ctrl-C 停止
# 按下 Ctrl-C 之后。
serve-stopping = 正在停止
# 第一次构建：多少课，用了多久（$time 形如“850ms”）。
serve-built-first = 已构建 { $lessons } 课，用时 { $time }
# 保存后的重新构建：第几次、用了多久、重新渲染了几课（其余取自缓存）、改动了几个文件。
serve-built-again = 第 { $build } 次构建完成，用时 { $time }：{ $lessons } 课中重新渲染了 { $rendered } 课，改动了 { $changed } 个文件
# 有错误的构建（错误列在上面）：第几次、用了多久、几个错误、此时显示什么（$served：还没有成功构建过时为 none，之后为 last-good）。
serve-build-failed = 第 { $build } 次构建失败，用时 { $time }，共 { $errors } 个错误；保存修改之前，{ $served ->
    [none] 还没有页面可以显示
   *[other] 继续显示上一次成功构建的页面
}
# 上一次构建已经报告过的警告不再重复；这里说有多少个。
serve-warnings-again = 注意：与上次相同的警告 { $count } 个
# 服务器没能接受一个连接（$reason 是系统的说法）；它会继续尝试。
serve-accept-failed = 注意：无法接受一个连接（{ $reason }）；服务器会继续尝试

## 服务器的错误

# --port 给出的端口已被其他程序占用。
serve-port-in-use = { $bind } 上的端口 { $port } 已被占用（是否已有另一个 nimbook serve 在运行？）；请用 --port N 换一个端口，或用 --port 0 任选一个空闲端口
# --bind 给出的地址不属于这台电脑。
serve-not-an-address = { $bind } 不是这台电脑的地址；去掉 --bind 即使用 127.0.0.1
# 系统不允许服务器响应 Ctrl-C（$reason 是系统的说法）。
serve-no-ctrl-c = 无法捕获 Ctrl-C：{ $reason }
# 无法监视某个文件夹的保存（$reason 是监视库的说法）。
serve-cannot-watch = 无法监视 { $path } 的改动：{ $reason }
# 构建过程中的 panic（$what 是 panic 自带的文字，或 serve-unknown-failure）。
serve-internal-error = 构建因内部错误而停止（{ $what }）；再保存一次即可重新构建，也请报告这个问题
# 不带文字的 panic。
serve-unknown-failure = 未知的故障

## 系统拒绝时服务器正在做的事（后面接“失败”和系统给出的原因）

serve-starting-builder = 启动构建进程
serve-answering-server = 回复服务器
serve-reading-request = 读取服务器的请求
serve-listening = 监听 { $bind }:{ $port }
serve-finding-program = 查找 nimbook 程序
serve-reading-address = 读取服务器的地址
serve-finding-site = 查找网站文件夹 { $root }
serve-starting-watcher = 启动监视线程
serve-setting-up-socket = 设置服务器的套接字
serve-starting-runtime = 启动服务器的运行时
serve-starting-thread = 启动服务器线程

## 服务器拒绝的请求，接在“405”或“400”之后（用所请求地址的语言）

serve-only-get = 只接受 GET 和 HEAD 请求
serve-bad-truncated-escape = 百分号转义不完整
serve-bad-escape = 百分号转义无效
serve-bad-encoded-separator = 路径分隔符被百分号编码
serve-bad-not-utf8 = 路径不是 UTF-8
serve-bad-dot-segment = 路径含有 . 或 .. 段
serve-bad-character = 路径中有反斜杠、冒号或控制字符
serve-bad-no-slash = 路径不以 / 开头
serve-bad-double-slash = 路径以 // 开头
serve-bad-backslash-or-hash = 路径中有反斜杠或 #
serve-bad-empty-segment = 路径中有空段
