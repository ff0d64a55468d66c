# 中文消息：charts。这里的每个 id 也必须出现在 ../en/charts.ftl 中。
