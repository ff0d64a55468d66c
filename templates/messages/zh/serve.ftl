# 中文消息：serve。这里的每个 id 也必须出现在 ../en/serve.ftl 中。
