# 中文消息：命令行报告的listings方面的错误（诊断信息，用读者的语言：网站的 `language` 或 --lang）。
# 这里的每个 id 也必须出现在 ../en/terminal-listings.ftl.ftl 中。
