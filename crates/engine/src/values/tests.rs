//! Unit tests of `values`: the proved periods and the numbers of their theorems, the reason
//! each table gives and where it ends, the tables' limits, and the shared memory of values.

use super::*;
use crate::rules::{Octal, SubtractionSet, finite_set};

fn octal(code: &str) -> HeapValues {
    HeapValues::new(&HeapRule::octal(Octal::parse(code).unwrap()), 0).unwrap()
}

#[test]
fn kayles_has_period_12_from_71() {
    let v = octal("0.77");
    let p = v.period().unwrap();
    assert_eq!((p.pre_period, p.period), (71, 12));
    assert_eq!(
        v.value(1_000_000_000_000_000_000).unwrap(),
        v.value(71 + (1_000_000_000_000_000_000 - 71) % 12).unwrap()
    );
}

/// The theorem's numbers: Guy and Smith's window for Kayles (t = 2) ends at
/// 2·71 + 12 + 2 − 1 = 155, and the check reached it; a subtraction set's theorem has no
/// window of that form.
#[test]
fn the_period_theorem_names_its_window() {
    let p = octal("0.77").period().unwrap().clone();
    assert_eq!(p.theorem.fact, "game-period-octal");
    let num = |k: &str| match &p.theorem.args[k] {
        Arg::Num(n) => *n,
        other => panic!("{k}: {other:?}"),
    };
    assert_eq!((num("p"), num("n0"), num("t"), num("last")), (12, 71, 2, 155));
    assert!(p.checked_to >= 155, "checked to {}", p.checked_to);
    let v = HeapValues::new(&HeapRule::subtraction(finite_set(vec![1, 3, 4]).unwrap()), 0).unwrap();
    let theorem = &v.period().unwrap().theorem;
    assert_eq!(theorem.fact, "game-period-subtraction");
    assert_eq!(theorem.args.keys().copied().collect::<Vec<_>>(), ["n0", "p", "t"]);
    assert_eq!(theorem.args["t"], Arg::Num(4));
}

/// A code whose moves never split costs a few values per heap, like a subtraction set, and
/// its table goes as far; a splitting code costs a scan of the heap's splits, and stops
/// sooner.
#[test]
fn a_table_of_a_code_that_never_splits_goes_as_far_as_a_subtraction_sets() {
    let code = |c: &str| HeapRule::octal(Octal::parse(c).unwrap());
    let set = HeapRule::subtraction(finite_set(vec![1, 2]).unwrap());
    assert_eq!(code("0.33").table_limit(), set.table_limit());
    assert!(code("0.77").table_limit() < code("0.33").table_limit());
}

/// Each family without a formula or a proved period says why it is a table, on the page (a
/// fact) and in the refusal of a heap past the table (in English); a table is exactly as
/// long as asked, so the next heap is refused.
#[test]
fn each_table_says_why_and_ends_where_asked() {
    let script = crate::script::ScriptGame::compile("t", "fn options(n) { if n > 0 { [n - 1] } else { [] } }");
    let cases = [
        (HeapRule::grundy_game(), "game-table-grundy-game", "why: game-table-grundy-game"),
        (HeapRule::subtraction(SubtractionSet::Squares), "game-table-infinite-subtraction", "why: game-table-infinite"),
        (HeapRule::script(Arc::new(script.unwrap())), "game-table-script", "why: game-table-script"),
        (HeapRule::octal(Octal::parse("0.6").unwrap()), "game-table-no-period", "why: game-table-no-period"),
    ];
    for (rule, fact, refusal) in cases {
        let v = HeapValues::new(&rule, 50).unwrap();
        let Method::Table(why) = v.method() else { panic!("{rule:?}: {:?}", v.method()) };
        assert_eq!(why.fact, fact);
        assert!(v.value(50).is_ok());
        let e = HeapValues::new(&rule, rule.table_limit()).unwrap_err().to_string();
        assert!(e.contains(refusal), "{e}");
        if fact != "game-table-no-period" {
            let e = v.value(51).unwrap_err().to_string();
            assert!(e.contains("refusal-beyond-table(last: 50,"), "{e}");
        }
    }
}

#[test]
fn a_table_grows_in_place_to_the_heap_asked_and_no_further() {
    let squares = HeapRule::subtraction(SubtractionSet::Squares);
    let whole = HeapValues::new(&squares, 300).unwrap();
    let mut v = HeapValues::new(&squares, 10).unwrap();
    assert!(v.value(11).is_err());
    v.reach(300).unwrap();
    assert_eq!(v.sequence(300).unwrap(), whole.sequence(300).unwrap());
    let e = v.value(301).unwrap_err().to_string();
    assert!(e.contains("refusal-beyond-table(last: 300,"), "{e}");
    // Asking for less keeps what is known.
    v.reach(5).unwrap();
    assert!(v.value(300).is_ok());
    let limit = squares.table_limit();
    let e = v.reach(limit).unwrap_err().to_string();
    assert!(e.contains(&format!("n: {limit}, why: game-table-infinite-subtraction")), "{e}");
    // A period or a closed form answers every heap: nothing to grow.
    let mut kayles = octal("0.77");
    kayles.reach(u64::MAX).unwrap();
    let mut bash = HeapValues::new(&HeapRule::take(Some(3)), 0).unwrap();
    bash.reach(u64::MAX).unwrap();
    assert_eq!(bash.value(u64::MAX).unwrap(), u64::MAX % 4);
}

#[test]
fn the_mex_table_is_the_models_sequence_without_a_period_search() {
    for rule in [
        HeapRule::subtraction(finite_set(vec![2, 5]).unwrap()),
        HeapRule::subtraction(SubtractionSet::Fibonacci),
        HeapRule::take(Some(4)),
        HeapRule::lasker(),
        HeapRule::octal(Octal::parse("0.77").unwrap()),
    ] {
        let table = mex_table(&rule, 400).unwrap();
        assert_eq!(table, HeapValues::new(&rule, 400).unwrap().sequence(400).unwrap(), "{rule:?}");
    }
    // Up to one below the rule's limit, and refused from it, as a table of HeapValues is.
    let set = HeapRule::subtraction(finite_set(vec![2, 5]).unwrap());
    let limit = set.table_limit();
    assert_eq!(mex_table(&set, limit - 1).unwrap().len() as u64, limit);
    let e = mex_table(&set, limit).unwrap_err().to_string();
    assert!(e.starts_with("refusal-heap-past-table(") && e.contains(&format!("n: {limit}")), "{e}");
}

/// A teacher's rule whose option leaves a heap as large as the heap is refused, naming the
/// heap, whether the rule is checked when compiled or first met in a table.
#[test]
fn an_option_that_does_not_shrink_the_heap_is_refused() {
    use crate::script::ScriptGame;
    let e = ScriptGame::compile("up", "fn options(n) { if n == 0 { [] } else { [n] } }").unwrap_err();
    assert!(e.to_string().contains("game: \"up\", position: Some(Heap(1)), cause: NotSmaller { left: 1 }"), "{e}");
    let late = ScriptGame::compile(
        "late",
        "fn options(n) { if n == 0 { [] } else if n < 90 { [n - 1] } else { [[n - 1, n]] } }",
    )
    .unwrap();
    let e = HeapValues::new(&HeapRule::script(Arc::new(late)), 95).unwrap_err().to_string();
    assert!(e.contains("position: Some(Heap(90)), cause: NotSmaller { left: 90 }"), "{e}");
}

#[test]
fn the_shared_memory_keeps_what_fits_and_empties_when_full() {
    let mut m = Bounded::new(2);
    m.insert("a".into(), 1);
    m.insert("b".into(), 2);
    assert_eq!((m.get("a"), m.get("b")), (Some(&1), Some(&2)));
    // Replacing an entry that is there makes no room and empties nothing.
    m.insert("a".into(), 3);
    assert_eq!((m.get("a"), m.get("b")), (Some(&3), Some(&2)));
    m.insert("c".into(), 4);
    assert_eq!((m.get("a"), m.get("b"), m.get("c")), (None, None, Some(&4)));
    assert!(m.map.len() <= 2);
}

#[test]
fn dawson_chess_has_period_34_from_52() {
    let p = octal("0.137").period().unwrap().clone();
    assert_eq!((p.pre_period, p.period), (52, 34));
    let p = octal("0.07").period().unwrap().clone();
    assert_eq!((p.pre_period, p.period), (53, 34));
}

#[test]
fn subtraction_sets_have_their_period() {
    let v = HeapValues::new(&HeapRule::subtraction(finite_set(vec![1, 3, 4]).unwrap()), 0).unwrap();
    let p = v.period().unwrap();
    assert_eq!((p.pre_period, p.period), (0, 7));
    assert_eq!(v.sequence(10).unwrap(), vec![0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1]);
}

#[test]
fn grundy_game_is_refused_beyond_its_table() {
    let e = HeapValues::new(&HeapRule::grundy_game(), 1_000_000).unwrap_err();
    assert!(e.to_string().contains("why: game-table-grundy-game"), "{e}");
    let v = HeapValues::new(&HeapRule::grundy_game(), 20).unwrap();
    assert_eq!(v.sequence(10).unwrap(), vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
}

/// A table that repeats `block` from `n0` on, after values that do not, `len` values long.
fn table_with_period(n0: usize, block: &[u64], len: usize) -> Vec<u64> {
    (0..len).map(|n| if n < n0 { 100 + n as u64 } else { block[(n - n0) % block.len()] }).collect()
}

/// The periodicity theorems prove a period from a table of exactly the right length and no
/// shorter: for an octal game (Guy and Smith) g(n) = g(n + p) is checked for n0 ≤ n < 2·n0 +
/// p + t, so the table needs 2·n0 + 2p + t values; for a subtraction game the table must show
/// the period over p + t values past n0 (its t values in a row suffice, and the period is seen
/// a whole time besides).
#[test]
fn a_period_is_proved_from_the_theorems_window_exactly() {
    let block = [0, 1, 2];
    // Octal: n0 = 4, p = 3, t = 2 needs 2·4 + 2·3 + 2 = 16 values.
    let found =
        find_period(&table_with_period(4, &block, 16), PeriodTheorem::Octal { t: 2 }).expect("16 values prove it");
    assert_eq!((found.pre_period, found.period, found.max_removal, found.checked_to), (4, 3, 2, 12));
    assert_eq!(found.block, block);
    assert!(find_period(&table_with_period(4, &block, 15), PeriodTheorem::Octal { t: 2 }).is_none());
    // Subtraction, max removal t = 3: n0 = 10, p = 3 needs n0 + 2p + t = 19 values.
    let found =
        find_period(&table_with_period(10, &block, 19), PeriodTheorem::Window { t: 3 }).expect("19 values prove it");
    assert_eq!((found.pre_period, found.period, found.checked_to), (10, 3, 15));
    assert!(find_period(&table_with_period(10, &block, 18), PeriodTheorem::Window { t: 3 }).is_none());
    // A subtraction game with t = 2 and a long pre-period: the window n0 + t is what is needed
    // past the repeat (n0 = 12, p = 2 needs 12 + 2·2 + 2 = 18 values).
    let two = [5, 6];
    assert!(find_period(&table_with_period(12, &two, 18), PeriodTheorem::Window { t: 2 }).is_some());
    assert!(find_period(&table_with_period(12, &two, 17), PeriodTheorem::Window { t: 2 }).is_none());
    // An octal game that removes no more than 1 (t = 1) from the start (n0 = 0): 2p + 1.
    let found = find_period(&table_with_period(0, &two, 5), PeriodTheorem::Octal { t: 1 }).expect("5 values prove it");
    assert_eq!((found.pre_period, found.period), (0, 2));
    assert!(find_period(&table_with_period(0, &two, 4), PeriodTheorem::Octal { t: 1 }).is_none());
}
