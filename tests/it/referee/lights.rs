//! Nim multiplication and Switch lights against the referee (lesson 22): the referee's own mex
//! table of the product's definition must be `nimbook::games::nim_product`; the referee's own
//! moves of the board game ([`Definition::Lights`]) and its own search must give every board of
//! side 3, and a lone light on a board of side 4, the XOR of its lights' nim products (the
//! Tartan theorem); the engine's product must keep the field's laws on numbers of every width;
//! and HDU 3404's judge must agree with the search on every board of side 3 and with the mex
//! table on lights further out.

use super::Referee;
use super::course_games::{ByDefinition, Definition};
use super::judges::lines;
use nimbook::games::nim_product::nim_product;
use nimbook::judge::Problem;

/// The referee's table of `x ⊗ y` for `x, y < n`, from the definition's mex alone.
fn mex_table(n: usize) -> Vec<Vec<u64>> {
    let mut table = vec![vec![0u64; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut seen = std::collections::BTreeSet::new();
            for a in 0..x {
                for b in 0..y {
                    seen.insert(table[a][y] ^ table[x][b] ^ table[a][b]);
                }
            }
            table[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    table
}

/// The board of `side` with the lights of `mask` on (bit i is entry i, row by row).
fn board(mask: u32, side: usize) -> Vec<u64> {
    (0..side * side).map(|i| u64::from(mask >> i & 1)).collect()
}

/// The lights that are on, as (row, column) from 1.
fn lights(p: &[u64], side: usize) -> Vec<(u64, u64)> {
    (0..p.len()).filter(|&i| p[i] == 1).map(|i| ((i / side) as u64 + 1, (i % side) as u64 + 1)).collect()
}

#[test]
fn the_product_is_the_mex_of_its_definition() {
    let table = mex_table(48);
    // By hand: 2 ⊗ 2 = 3 and 4 ⊗ 4 = 6, the first squares that are not ordinary.
    assert_eq!((table[2][2], table[4][4]), (3, 6));
    for (x, row) in table.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            assert_eq!(nim_product(x as u64, y as u64), v, "{x} ⊗ {y}");
        }
    }
}

#[test]
fn the_product_keeps_the_laws_of_a_field_at_every_width() {
    // A plain linear congruential sequence, masked to widths from 2 to 64 bits.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |bits: u32| {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        if bits == 64 { state } else { state >> (64 - bits) }
    };
    for bits in [2, 4, 8, 16, 32, 64] {
        for _ in 0..300 {
            let (a, b, c) = (next(bits), next(bits), next(bits));
            assert_eq!(nim_product(a, b), nim_product(b, a), "{a} ⊗ {b}");
            assert_eq!(nim_product(nim_product(a, b), c), nim_product(a, nim_product(b, c)), "({a} ⊗ {b}) ⊗ {c}");
            assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c), "{a} ⊗ ({b} ⊕ {c})");
            if a != 0 && b != 0 {
                assert_ne!(nim_product(a, b), 0, "{a} ⊗ {b}");
            }
            // Below 2^(2^k) the products stay below it.
            if bits < 64 {
                assert!(nim_product(a, b) < 1 << bits, "{a} ⊗ {b} within {bits} bits");
            }
        }
    }
}

#[test]
fn a_board_is_worth_the_xor_of_its_lights_products() {
    let mut referee = Referee::new(ByDefinition(Definition::Lights));
    for mask in 0..1u32 << 9 {
        let p = board(mask, 3);
        let value = lights(&p, 3).iter().fold(0, |v, &(x, y)| v ^ nim_product(x, y));
        assert_eq!(referee.grundy(&p), value, "the board {p:?}");
    }
    // A lone light on a board of side 4 whose rectangle holds at most 12 lights (a light at
    // (4, 4) reaches all 2^16 boards; the mex table checks 4 ⊗ 4).
    for i in 0..16 {
        let p = board(1 << i, 4);
        let (x, y) = lights(&p, 4)[0];
        if x * y > 12 {
            continue;
        }
        assert_eq!(referee.grundy(&p), nim_product(x, y), "a lone light at ({x}, {y})");
    }
}

/// The answers of the judge for HDU 3404 to an input of `cases`, each the lights that are on.
fn judged(cases: &[Vec<(u64, u64)>]) -> Vec<String> {
    let mut input = format!("{}\n", cases.len());
    for c in cases {
        input += &format!("{}\n", c.len());
        for (x, y) in c {
            input += &format!("{x} {y}\n");
        }
    }
    lines(Problem::from_name("hdu3404").unwrap(), &input)
}

#[test]
fn switch_lights_judge_matches_the_referee() {
    let answer = |wins: bool| if wins { "Have a try, lxhgww." } else { "Don't waste your time." };
    // Every board of side 3 with a light on, by the referee's search.
    let mut referee = Referee::new(ByDefinition(Definition::Lights));
    let boards: Vec<Vec<u64>> = (1..1u32 << 9).map(|m| board(m, 3)).collect();
    let got = judged(&boards.iter().map(|p| lights(p, 3)).collect::<Vec<_>>());
    assert_eq!(got.len(), boards.len());
    for (p, line) in boards.iter().zip(&got) {
        assert_eq!(line, answer(referee.wins(p, false)), "hdu3404 {p:?}");
    }
    // Lights further out, by the referee's mex table: pairs and triples, some of them lost.
    let table = mex_table(40);
    let mut cases = Vec::new();
    for x in 1..40u64 {
        let y = (x * 7) % 39 + 1;
        let v = table[x as usize][y as usize];
        // The light (1, v) is worth v: with it the position is lost.
        cases.push(vec![(x, y), (y, x)]);
        if v < 40 && (x, y) != (1, v) {
            cases.push(vec![(x, y), (1, v)]);
        }
        cases.push(vec![(x, y), (y, 39), (x, x)]);
    }
    // The problem's lights are at distinct places.
    cases.retain(|c| (0..c.len()).all(|i| !c[..i].contains(&c[i])));
    let got = judged(&cases);
    let lost = cases.iter().filter(|c| c.iter().fold(0, |v, &(x, y)| v ^ table[x as usize][y as usize]) == 0).count();
    assert!(lost > 10, "only {lost} of the cases are lost");
    for (c, line) in cases.iter().zip(got) {
        let v = c.iter().fold(0, |v, &(x, y)| v ^ table[x as usize][y as usize]);
        assert_eq!(line, answer(v != 0), "hdu3404 {c:?}");
    }
}
