# 中文消息：serve。这里的每个 id 也必须出现在 ../en/serve.ftl 中。
# `nimbook serve`：预览服务器自己的页面，以及构建失败时覆盖在页面上的错误提示框。
# 错误信息本身保持英文。

# 提示框的标题；$n 是错误的个数。
serve-errors-last-good = { $n } 个错误：当前显示的是网站上一次成功构建的版本；保存修改后，本页会自动重新加载。
serve-errors-nothing-built = { $n } 个错误：网站还没有成功构建过；保存修改后，本页会自动重新加载。
# 提示框的关闭按钮（供读屏软件朗读；按钮上显示 ×）。
serve-hide-errors = 隐藏错误信息

# 网站一个版本都没能构建出来时显示的页面。
serve-broken-title = 网站有错误
serve-broken-text = 还没有任何页面构建成功。错误列在下方，终端里也有；修好之后本页会自动重新加载。

# 网站没有这个地址时显示的页面；$first-page 是一个链接，文字取自 serve-first-page。
serve-not-found-title = 找不到页面
serve-not-found-text = 本站没有这个页面。请前往{ $first-page }。
serve-first-page = 首页
