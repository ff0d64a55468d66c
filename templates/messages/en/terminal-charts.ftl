# English messages: what the command line says about a lesson's ```chart``` blocks (diagnostics,
# worded in the reader's language: the site's `language` or --lang). Every id here must also be in
# ../zh/terminal-charts.ftl. The words drawn into a chart (titles, axes, tooltips) are in charts.ftl.
# Every mistake is shown after the place of the word it is about ("content/05-nim.md:3:7: …").

## What a chart's option takes (after "option --size needs a value: ")

# The value of --highlight.
chart-flag-highlight = the name of an example on the page
# The value of --at.
chart-flag-at = a position such as 4,7
# The value of --size.
chart-flag-size = the largest heap shown, N
# The value of --axes.
chart-flag-axes = the two entries drawn, across then up, e.g. 1,3
# The value of --z (nim3).
chart-flag-z = the fixed third heap, Z
# The value of --n (bash).
chart-flag-n = the largest heap shown, N
# The value of --m (bash).
chart-flag-m = the largest limit per move shown, M
# The value of --bits (euler301).
chart-flag-bits = the number of bits B (n runs to 2^B)

## How a mistake about an option names the chart ("unknown option "--foo" for a wythoff chart")

# $kind is the chart's kind as written (wythoff, p-positions …).
chart-option-context = a { $kind } chart
# Any general chart, before its kind is known.
chart-option-context-any = a chart
# What a number of --at is, in "--at coordinate "x" is not a whole number".
chart-what-at-coordinate = --at coordinate
# What a number of --axes is, in "--axes entry "x" is not a whole number".
chart-what-axes-entry = --axes entry

## The chart's kind and options

# A chart block with no words; $kinds lists the chart kinds.
chart-empty = the chart block is empty; name a chart: { $kinds }
# A first word that is no chart: $name is the word, $hint a "did you mean" or nothing, $kinds the chart kinds.
chart-unknown = unknown chart "{ $name }"{ $hint }; expected one of { $kinds }
# A chart block with --title.
chart-no-title = charts make their own title, axis labels and legend: remove --title
# A word that is not an option: $word is the word, $sample a whole chart block of this kind.
chart-only-options = unexpected "{ $word }": a chart takes only options (e.g. "{ $sample }")
# A number option left out: $kind is the chart's kind, $option the option, $value the letter of its value (N), $sample a whole block.
chart-needs-option = { $kind } chart needs { $option } { $value } (e.g. "{ $sample }")
# A number option below its least: $option is the option, $value the number written, $min the least.
chart-option-at-least = { $option } "{ $value }" must be at least { $min }
# A number option above its most: $option is the option, $value the number written, $max the most, $why one of the chart-why-… below.
chart-option-too-large = { $option } { $value } is too large: at most { $max } { $why }
# Why a one-heap chart (sequence, pn-strip, xor-upto) has a most --size.
chart-why-strip = for a one-heap chart
# Why a grid chart has a most --size.
chart-why-grid = for a grid chart
# Why the heat map (grundy-map) has a most --size.
chart-why-heat = for a heat map
# Why euler301 has a most --bits: $bits is the most, $numbers 2 to that power.
chart-why-bits = (2^{ $bits } = { $numbers } numbers)
# A subtraction or grundy chart without --set: $kind is the kind, $sample a whole block.
chart-needs-set = { $kind } chart needs --set with the amounts a move may take (e.g. "{ $sample }")
# A general chart without a game: $kind is the kind, $sample a whole block.
chart-needs-game = a { $kind } chart needs a game (e.g. "{ $sample }"), or --highlight NAME to chart the game of a named example
# A general chart with neither a game nor --highlight, found when it is drawn.
chart-needs-game-or-highlight = name the chart's game (e.g. "--game kayles") or a named example with --highlight
# Both --highlight and --at.
chart-highlight-and-at = give --highlight NAME or --at POSITION, not both
# nim2 --compare-normal without --misere.
chart-compare-normal-needs-misere = --compare-normal marks where misère play differs from normal play; add --misere
# p-positions --compare-normal of a game in normal play: $game is the game's title.
chart-compare-normal-game = --compare-normal marks where misère play differs from normal play, but { $game } is in normal play; add --misere
# p-positions --compare-sj of a game not played on heaps: $game is the game's title.
chart-compare-sj-not-heaps = --compare-sj marks where the SJ rule (from each heap's normal-play Grundy value) disagrees with the misère search, so it needs a heap game in misère play, but { $game } is not played on heaps
# p-positions --compare-sj of a heap game in normal play: $game is the game's title.
chart-compare-sj-normal = --compare-sj marks where the SJ rule (from each heap's normal-play Grundy value) disagrees with the misère search, so it needs a heap game in misère play, but { $game } is in normal play; add --misere
# Both --compare-normal and --compare-sj.
chart-compare-both = give --compare-normal or --compare-sj, not both: a chart shades one comparison
# sequence --unit of a heap game: $game is the game's title.
chart-unit-heaps = --unit charts the value of one unit in each entry of a game on tuples (e.g. "sequence --game mock-turtles --unit --size 10"), but { $game } is played on heaps: its sequence is the values of one heap; drop --unit
# sequence --unit of a game on two piles (Wythoff's): $game is the game's title.
chart-unit-piles = --unit charts the value of one unit in each entry of a game on tuples (e.g. "sequence --game mock-turtles --unit --size 10"), but { $game } is played on two piles; drop --unit
# wythoff --rays with no position to draw them from.
chart-rays-wythoff = --rays draws the queen's moves from a position: add --highlight NAME or --at X,Y
# nim3 --rays with no position to draw them from.
chart-rays-nim3 = --rays draws the moves in heaps x and y from a position: add --highlight NAME or --at X,Y,Z
# nim3 with no third heap, found while reading the block.
chart-nim3-needs-z = nim3 needs --z Z (the fixed third heap), or a highlight with three heaps (e.g. "nim3 --size 15 --z 5")
# nim3 with no third heap, found when it is drawn.
chart-nim3-needs-z-highlighted = nim3 needs --z Z (the fixed third heap), or a highlighted position with three heaps

## --axes I,J (p-positions, grundy-map)

# Not two numbers: $axes is the value as written, $count how many numbers it has.
chart-axes-count = --axes "{ $axes }" has { $count ->
    [one] 1 number
   *[other] { $count } numbers
}; it takes two entries of the position, across then up (e.g. --axes 1,3)
# An entry 0 or past the most: $axes is the value, $entry the number, $max the most.
chart-axes-no-entry = --axes { $axes }: entry { $entry } does not exist; entries are numbered from 1 to at most { $max } (e.g. --axes 1,3)
# The same entry twice: $axes is the value, $x the entry, $other another entry to name.
chart-axes-same = --axes { $axes }: the same entry twice; name two different entries, across then up (e.g. --axes { $x },{ $other })
# An entry past 2 for Wythoff's game: $axes is the value.
chart-axes-wythoff = --axes { $axes }: Wythoff's game has two piles, so its entries are 1 and 2; drop --axes or write --axes 2,1
# A position of one entry: $what is chart-what-at or chart-what-highlighted, $axes the value of --axes.
chart-axes-one-entry = { $what } has one entry, so there are no two entries to chart; drop --axes { $axes } and chart it with sequence or pn-strip
# A position shorter than the entries named: $what as above, $count its entries, $axes the value, $needs the larger entry named.
chart-axes-too-few = { $what } has { $count } entries, but --axes { $axes } names entry { $needs }; give a position with at least { $needs } entries, or name entries up to { $count }
# The position of --at in the two messages above: $at is its value.
chart-what-at = --at { $at }
# The example's position in the two messages above: $name is the example's name.
chart-what-highlighted = --highlight { $name } the example

## The highlighted position: --at POSITION

# --at with the wrong count of numbers: $at is the value, $count how many it has, $kind the chart's kind, $form one of chart-at-form-….
chart-at-count = --at "{ $at }" has { $count ->
    [one] 1 number
   *[other] { $count } numbers
}; a { $kind } chart takes { $form }
# The form of --at on nim3.
chart-at-form-nim3 = X,Y or X,Y,Z (e.g. --at 3,5,6)
# The form of --at on bash.
chart-at-form-bash = N,M: heap and limit (e.g. --at 12,3)
# The form of --at on a one-heap chart.
chart-at-form-one = one number N (e.g. --at 12)
# The form of --at on a chart of two heaps.
chart-at-form-two = X,Y (e.g. --at 4,7)
# A number of --at off the chart: $mistake is one of chart-outside-….
chart-at-mistake = --at: { $mistake }
# An entry of --at off a chart with --axes: $entry is the entry (from 1), $mistake one of chart-outside-….
chart-at-entry-mistake = --at: entry { $entry }: { $mistake }
# A coordinate below the chart: $axis is the coordinate (x, n, or chart-axis-bash-…), $value the number, $start where the chart starts.
chart-outside-below = { $axis } = { $value } is outside the chart: { $axis } starts at { $start }
# A coordinate past the chart: $axis and $value as above, $end where it ends, $option the option that widens it, $least the value it needs.
chart-outside-above = { $axis } = { $value } is outside the chart, which ends at { $end }; raise { $option } to at least { $least }
# A third heap other than nim3's --z: $heap is the third heap, $z the slice.
chart-outside-slice = the third heap is { $heap }, but the chart shows the slice --z { $z }; drop --z or make them equal
# The heap coordinate of a bash chart.
chart-axis-bash-heap = heap n
# The limit coordinate of a bash chart.
chart-axis-bash-limit = limit m

## The highlighted position: --highlight NAME, the example it names

# No example of that name: $name is the name.
chart-no-example = --highlight { $name }: there is no example named "{ $name }"
# The example's position off the chart: $name is the name, $mistake one of chart-outside-….
chart-highlight-mistake = --highlight { $name }: { $mistake }
# An example that is not a game (a calculation): $name is the name, $kind the example's kind (xor-range …).
chart-highlight-not-a-game = --highlight { $name } is a { $kind } example, which is not a game a chart can draw
# An example of another game than the chart's: $name is the name, $example and $chart the two games' titles.
chart-highlight-other-game = --highlight { $name } is an example of { $example }, but the chart draws { $chart }; drop the chart's game to follow the example
# An example of another family than an older chart word draws: $name is the name, $game the example's game, $kind the chart word, $option one of chart-alias-…, $general the general chart to write.
chart-highlight-alias = --highlight { $name } is an example of { $game }, not of the game a { $kind } chart draws; { $option }, or write "{ $general } --highlight NAME" to chart the example's own game
# What to do instead, in chart-highlight-alias (subtraction, grundy).
chart-alias-give-set = give --set
# What to do instead, in chart-highlight-alias (nim2).
chart-alias-nim-example = highlight a nim example
# What to do instead, in chart-highlight-alias (bounded).
chart-alias-give-max-take = give --max-take K
# A position highlighted on a --unit chart: $name is the name.
chart-highlight-unit = --highlight { $name } is a position, but a --unit chart shows one unit in each entry, not a position; use --at N to ring entry N
# A one-number example on a chart of two: $name is the name.
chart-highlight-one-number = --highlight { $name } has one number, but this chart shows positions of two
# An example the older chart kinds cannot show: $name is the name, $example one of chart-example-…, $kind the chart's kind, $wanted one of chart-wanted-….
chart-highlight-wrong-example = --highlight { $name } is { $example }, but a { $kind } chart needs { $wanted }
# An example of a game: $game is its title, $count its heaps.
chart-example-game = a { $game } example on { $count ->
    [one] 1 heap
   *[other] { $count } heaps
}
# A calculation: $kind is its kind (xor-range, euler301 …).
chart-example-calc = a { $kind } example
# What a wythoff chart can highlight.
chart-wanted-wythoff = a wythoff example in normal play
# What a nim3 chart can highlight.
chart-wanted-nim3 = a nim example with at most three heaps
# What a bash chart can highlight.
chart-wanted-bash = a bash example in normal play
# What an xor-upto chart can highlight.
chart-wanted-xor-range = an xor-range example
# What a euler301 chart can highlight.
chart-wanted-euler301 = an euler301 example
# What a general chart can highlight (it never asks here).
chart-wanted-game = an example of a game (the general charts resolve it themselves)

## Drawing (a failure here is nimbook's own bug, reported rather than hidden)

# Plotters failed: $detail is its own words.
chart-draw-failed = could not draw the chart: { $detail }
# The SVG plotters wrote could not be read: $near is the text where reading stopped.
chart-svg-unreadable = could not read the SVG that plotters wrote, near "{ $near }"
# The SVG has no viewBox.
chart-svg-no-view-box = plotters wrote no viewBox
# The viewBox is not four numbers: $view_box is what it is.
chart-svg-bad-view-box = plotters wrote the viewBox "{ $view_box }", not four numbers
# A colour nimbook did not draw with: $colour is the colour.
chart-svg-colour = a chart element has the unexpected colour { $colour }
# A tag that never closes.
chart-svg-unfinished-tag = plotters wrote an unfinished tag
# More points marked for a tooltip than tooltips.
chart-svg-no-tooltip = a chart element has a tooltip colour but no tooltip
# A tooltip on an element that cannot hold one: $element is its name.
chart-svg-tooltip-element = a <{ $element }> element cannot take a tooltip
# No <svg> element at all.
chart-svg-no-root = plotters wrote no <svg> element
# More tooltips than points drawn.
chart-svg-tooltips-left = some points of the chart were not drawn, so their tooltips have no place
