# 中文消息：terminal-play。这里的每个 id 也必须出现在 ../en/terminal-play.ftl 中。
# `nimbook play`（src/terminal_play/words.rs）在终端里说的、网页对弈小部件没有对应消息的话。
# 走法（“从第 1 堆取走 2 枚”）、电脑的理由、不带 SG 值的提示和终局的话都直接用小部件的消息
# （play.ftl），终端和网页说法一致。输入的走法是数字；? （或 hint）和 q（或 quit）在任何语言下
# 都照原样输入。
# $things 是堆的材料：石子（堆，枚），或成排的球瓶（排，个，击倒）。

## 开局
# 第一行：游戏名与规则。
terminal-play-game = { $title }：{ $rule }
# 怎样输入一步：只有一堆的游戏。
terminal-play-type-count = { $things ->
    [pins] 输入要击倒几个球瓶（如“1”）
   *[other] 输入要取走几枚（如“1”）
}
# 怎样输入一步：有几堆、走法不会把一堆分开的游戏。
terminal-play-type-heap-count = { $things ->
    [pins] 输入排号和数量（如“2 1”表示在第 2 排击倒 1 个球瓶；排从 1 开始编号）
   *[other] 输入堆号和数量（如“2 1”表示从第 2 堆取走 1 枚；堆从 1 开始编号）
}
# 怎样输入一步：走法可以把一堆分成几堆的游戏。
terminal-play-type-split = { $things ->
    [pins] 输入排号和这一排变成的各排（如“2 3 1”表示第 2 排变成 3 和 1 两排，“2 0”表示击倒第 2 排的全部球瓶）
   *[other] 输入堆号和这一堆变成的各堆（如“2 3 1”表示第 2 堆变成 3 和 1 两堆，“2 0”表示取空第 2 堆）
}
# 怎样输入一步：局面不是若干堆的游戏（威佐夫博弈、教师自定义的游戏）。
terminal-play-type-position = 输入要走到的局面（如“3 5”）
# $how 是上面四条之一；后接两个命令。
terminal-play-keys = { $how }；输入 ? 获取提示，输入 q 退出。
# 每步之后的局面：$position 是它的各个数，如“3 4 5”。
terminal-play-board = { $things ->
    [pins] 各排：{ $position }
   *[other] 各堆：{ $position }
}
terminal-play-board-position = 局面：{ $position }
terminal-play-no-game = 没有可走的步，所以这局游戏无法进行。
terminal-play-you-first = 你先走。
terminal-play-computer-first = 我先走。

## 一个回合
# 等待玩家输入走法时的提示符，玩家在同一行输入。
terminal-play-prompt = 你的走法>{" "}
# $move 是用文字描述的一步（move-take 等）。
terminal-play-you-moved = 你{ $move }
# $why 是电脑的理由（play-ui-explain-… 或 terminal-play-explain-one-heap）。
terminal-play-computer-moved = 电脑：{ $why }
# 只有一堆时电脑的理由：没有其他堆可以异或。$left 是 terminal-play-value-left。
terminal-play-explain-one-heap = { $things ->
    [pins] 这一排的 SG 值是 { $value }：我{ $move }，{ $left }
   *[other] 这一堆的 SG 值是 { $value }：我{ $move }，{ $left }
}
# 一步留下的 SG 值，接在走法之后：$split 为 yes 时这一步留下好几堆（走法已经说了“剩下的分成 3 + 1”），
# $value 是它们 SG 值的尼姆和；局面只有一堆、走法已经说了剩下多少（“剩下 28 枚”）时为 said。
terminal-play-value-left = { $split ->
    [yes] 各部分 SG 值的尼姆和为 { $value }
    [said] 这一堆的 SG 值为 { $value }
   *[no] 留下的 SG 值为 { $value }
}

## 提示（? 或 hint），带 SG 值；其余的提示是 play-ui-hint-losing 和 play-ui-hint-none。
terminal-play-hint-one-heap = { $things ->
    [pins] 提示：这一排的 SG 值是 { $value }：你{ $move }，{ $left }
   *[other] 提示：这一堆的 SG 值是 { $value }：你{ $move }，{ $left }
}
terminal-play-hint-grundy = { $things ->
    [pins] 提示：第 { $heap } 排的 SG 值是 { $value }，其他各排的尼姆和是 { $others }：你{ $move }，{ $left }，于是总的尼姆和为 0
   *[other] 提示：第 { $heap } 堆的 SG 值是 { $value }，其他各堆的尼姆和是 { $others }：你{ $move }，{ $left }，于是总的尼姆和为 0
}
# $values：“1 ⊕ 2 ⊕ 3”。
terminal-play-hint-grundy-losing = 提示：这里没有必胜走法：SG 值 { $values } 的尼姆和为 0，所以无论怎么走，留给我的都是先手必胜的局面；继续走吧，看我会不会走错

## 输入的不是一步走法，以及输入结束
# $why 是下面的某条拒绝理由。
terminal-play-try-again = { $why }；请重新输入（? 获取提示，q 退出）
# $word 是输入中的一个词，$line 是整行输入。
terminal-play-negative = “{ $word }”是负数
terminal-play-too-large = “{ $word }”太大了
terminal-play-not-a-move = “{ $line }”不是一步走法：{ $how }
# $to 和 $from 是局面，如“1, 1”。
terminal-play-unreachable = 从 ({ $from }) 一步走不到 ({ $to })
terminal-play-no-such-heap = { $things ->
    [pins] 没有第 { $heap } 排：各排的编号是 1 到 { $count }
   *[other] 没有第 { $heap } 堆：各堆的编号是 1 到 { $count }
}
terminal-play-empty-heap = { $things ->
    [pins] 第 { $heap } 排已经没有球瓶了
   *[other] 第 { $heap } 堆已经空了
}
terminal-play-too-few = { $things ->
    [pins] 第 { $heap } 排只有 { $size } 个球瓶，不能击倒 { $take } 个
   *[other] 第 { $heap } 堆只有 { $size } 枚，不能取走 { $take } 枚
}
terminal-play-not-of-game = 这一步不符合 { $title } 的规则（{ $rule }）
terminal-play-too-long = 这一行超过了 { $bytes } 字节
terminal-play-input-ended = 输入已经结束，这局游戏到此为止，不分胜负。再见！
terminal-play-quit = 你退出了。再见！
# 这些词说的不是一个可以对弈的游戏和局面，例如 `nimbook play euler301 30`。
terminal-play-not-a-game = “{ $name }”不能对弈；play 需要一个游戏和一个局面，例如 nim 3 4 5、kayles 5 7、wythoff 4 9
