# 中文消息：games。这里的每个 id 也必须出现在 ../en/games.ftl 中。
