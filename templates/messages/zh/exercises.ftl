# 中文消息：exercises。这里的每个 id 也必须出现在 ../en/exercises.ftl 中。
