# 中文消息：examples。这里的每个 id 也必须出现在 ../en/examples.ftl 中。
