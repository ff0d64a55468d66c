# 中文消息：play。这里的每个 id 也必须出现在 ../en/play.ftl 中。
