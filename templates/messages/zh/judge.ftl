# 中文消息：评测题输入中的错误，在页面（评测框）和命令行（`nimbook judge PROBLEM < input`）上显示。
# 这里的每个 id 也必须出现在 ../en/judge.ftl 中。题目自己的答案（“Yes”“Alice”“Have a try, lxhgww.”）
# 是评测系统规定的输出，不在这里翻译。

## 错误在哪里

# 输入中的一个错误，行首写出位置。$line、$col：出错或缺少的数所在的行和列（从 1 起）；$message：错在哪里
# （下面的某条消息，或引擎用读者语言给出的拒绝理由）。
judge-at = 输入第 { $line } 行第 { $col } 列：{ $message }
# 根本无法读取输入：$error 是系统给出的原因。
judge-read-failed = 输入：读取失败：{ $error }
# 读到某处时输入无法再读（跟在 judge-at 后面）：$error 是系统给出的原因。
judge-reading-failed = 读取失败：{ $error }
# 无法写出答案（标准输出已关闭）：$error 是系统给出的原因。
judge-write-failed = 写出答案失败：{ $error }
# 页面评测框收到的输入超过上限：$bytes 是输入的大小，$most 是页面能接受的最大值（`nimbook judge` 不限大小）。
judge-input-too-long = 这份输入有 { $bytes } 字节；页面只能回答不超过 { $most } 字节的输入

## 一个数或一行错在哪里（$what 是应当出现的东西，一条 judge-what-… 消息）

# $text 是写出的内容（前 40 个字节，更长时后接 …）。
judge-not-a-number = { $what }“{ $text }”不是整数
# $text 是写出的内容：负号加数字。
judge-negative = { $what }“{ $text }”是负数；这里要写 0 或更大的整数
# $text 是写出的内容；$max 是评测程序能读的最大数。
judge-too-large = { $what }“{ $text }”太大；最大只能是 { $max }
# 输入在需要的数或行之前就结束了。
judge-ended = 输入在这里结束了，但接下来应当是{ $what }
# 棋盘的一行中有不允许的字符：$character 是这个字符，$letters 是允许的字符（“'.' 或 '#'”，用 judge-or 连接）。
judge-holds-character = { $what }中有字符 '{ $character }'；每个字符只能是 { $letters }
# 同上，但那是一个不可打印的字节：$byte 形如 0x09。
judge-holds-byte = { $what }中有字节 { $byte }；每个字符只能是 { $letters }
# 列表中的两个选择：$left（本身可能是列表）或 $right。
judge-or = { $left } 或 { $right }
# 棋盘的一行长度不对：有 $count 个字符，应当恰好有 $len 个。
judge-wrong-length = { $what }有 { $count } 个字符；应当恰好有 { $len } 个
# 输入开头是字节顺序标记的一部分，后面却是别的内容。
judge-partial-bom = 输入以 UTF-8 字节顺序标记（BOM）的一部分开头，不是有效的 UTF-8

## 题目的条件不允许的输入

# HDU 1536：取数集合中的数为 0 或超过上限：$amount 是这个数，$most 是上限。
judge-set-amount-out-of-range = 集合中可取的数 { $amount } 超出范围：一步只能取 1 到 { $most } 个
# HDU 1846：每步最多取的数 m 为 0。
judge-move-limit-zero = m 至少为 1
# HDU 1850：一组数据的堆数超过题目的上限：$most 是上限，$found 是读到的数。
judge-too-many-piles = HDU 1850 每组数据最多 { $most } 堆（0 < M ≤ { $most }），而不是 { $found } 堆
# HDU 3094：树的顶点数为 0 或超过上限 $most：$found 是读到的数。
judge-tree-size = HDU 3094 的一棵树有 1 到 { $most } 个顶点，而不是 { $found } 个
# HDU 3094：这些边连不成一棵树：$why 是引擎给出的理由。
judge-tree-refused = 这组数据的树：{ $why }
# HDU 3404：灯在第 0 行或第 0 列。
judge-lights-from-one = HDU 3404 的行和列都从 1 开始编号，不能是 0
# HDU 3537：正面朝上的硬币超过题目的上限：$most 是上限，$found 是读到的数。
judge-too-many-heads = HDU 3537 最多给出 { $most } 枚正面朝上的硬币，而不是 { $found } 枚
# 洛谷 P4055：棋盘的行数或列数（$what：judge-what-rows-N 或 judge-what-columns-M）不在 1 到 $most 之间：
# $found 是读到的数。
judge-board-side = P4055 的棋盘{ $what } 应为 1 到 { $most }，而不是 { $found }

## 应当出现的东西：题目输入中的数和行，按题面的叫法

judge-what-cases = 测试数据组数
judge-what-cases-T = 测试数据组数 T
judge-what-heaps = 堆数
judge-what-heaps-N = 堆数 N
judge-what-heaps-n = 堆数 n
judge-what-heaps-l = 堆数 l
judge-what-heap = 堆的大小
judge-what-heap-m = 堆的大小 m
judge-what-heap-n = 堆的大小 n
judge-what-heap-p = 堆的大小 p
judge-what-piles = 堆数
judge-what-pile = 堆的大小
judge-what-second-pile = 第二堆的大小
judge-what-stones-n = 石子数 n
# HDU 1846：一步最多取的石子数。
judge-what-move-limit-m = 每步最多取的数 m
judge-what-set-size-k = 集合的大小 k
judge-what-set-amount = 集合中可取的数
judge-what-positions-m = 局面数 m
judge-what-cards-n = 牌数 n
judge-what-vertices-N = 顶点数 N
judge-what-edge-first-I = 一条边的第一个顶点 I
judge-what-edge-second-J = 一条边的第二个顶点 J
judge-what-coins-n = 硬币数 n
judge-what-colours-N = 颜色数 N
judge-what-colour-count = 一种颜色的 M&M 豆数
judge-what-heads-n = 正面朝上的硬币数 n
judge-what-head-coin = 正面朝上的硬币编号
judge-what-lights-n = 灯数 n
judge-what-light-row-x = 灯的行号 x
judge-what-light-column-y = 灯的列号 y
judge-what-games-N = 游戏数 N
judge-what-game-first-p = 一局游戏的第一堆 p
judge-what-game-second-q = 一局游戏的第二堆 q
judge-what-rows-N = 行数 N
judge-what-columns-M = 列数 M
judge-what-board-row = 棋盘的一行
