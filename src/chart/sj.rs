//! `p-positions GAME --misere --compare-sj`: the cells of a misère heap game where the SJ rule
//! (Jia Zhihao's theorem for Anti-SG games, [`crate::games::antisg::sj_first_player_wins`]),
//! applied to each heap's normal-play Grundy value, predicts another outcome than the misère
//! search of the whole game. Where the theorem's hypothesis holds (every heap of value 0 is
//! empty, as in Nim) there are none; where it fails, the shaded cells show where. The search and
//! the values both come from the engine; this file only compares them, for any heap game.

use super::axes::View;
use crate::games::GameError;
use crate::games::antisg::sj_first_player_wins;
use crate::games::catalogue::Game;
use crate::games::values::HeapValues;

/// The cells (x, y) up to `size` where the SJ rule and the misère search (`misere_p`: the cell is
/// lost) disagree.
pub(crate) fn differences(
    game: &Game,
    size: u64,
    view: &View,
    misere_p: &dyn Fn(u64, u64) -> bool,
) -> Result<Vec<(u64, u64)>, GameError> {
    let Some(rule) = game.heap_rule().filter(|_| game.misere) else {
        return Err(GameError::invalid("refusal-chart-sj", [("game", crate::games::fact::Arg::from(game.title()))]));
    };
    let values = HeapValues::shared(rule, view.largest(size))?;
    let mut out = Vec::new();
    for x in 0..=size {
        for y in 0..=size {
            let g = view.position(x, y).iter().map(|&h| values.value(h)).collect::<Result<Vec<u64>, _>>()?;
            // The rule predicts a loss where the player to move does not win.
            if sj_first_player_wins(&g) == misere_p(x, y) {
                out.push((x, y));
            }
        }
    }
    Ok(out)
}
