//! Unit tests of `values`: the proved periods and the numbers of their theorems, the reason
//! each table gives and where it ends, the tables' limits, and the shared memory of values.

use super::*;
use crate::games::rules::{Octal, finite_set};

fn octal(code: &str) -> HeapValues {
    HeapValues::new(&HeapRule::Octal(Octal::parse(code).unwrap()), 0).unwrap()
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
    let v = HeapValues::new(&HeapRule::Subtraction(finite_set(vec![1, 3, 4]).unwrap()), 0).unwrap();
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
    let code = |c: &str| HeapRule::Octal(Octal::parse(c).unwrap());
    let set = HeapRule::Subtraction(finite_set(vec![1, 2]).unwrap());
    assert_eq!(table_limit(&code("0.33")), table_limit(&set));
    assert!(table_limit(&code("0.77")) < table_limit(&code("0.33")));
}

/// Each family without a formula or a proved period says why it is a table, on the page (a
/// fact) and in the refusal of a heap past the table (in English); a table is exactly as
/// long as asked, so the next heap is refused.
#[test]
fn each_table_says_why_and_ends_where_asked() {
    let script = crate::games::script::ScriptGame::compile("t", "fn options(n) { if n > 0 { [n - 1] } else { [] } }");
    let cases = [
        (HeapRule::GrundyGame, "game-table-grundy-game", "an open problem"),
        (HeapRule::Subtraction(SubtractionSet::Squares), "game-table-infinite-subtraction", "no periodicity theorem"),
        (HeapRule::Script(Arc::new(script.unwrap())), "game-table-script", "a teacher's rule"),
        (HeapRule::Octal(Octal::parse("0.6").unwrap()), "game-table-no-period", "no period was found"),
    ];
    for (rule, fact, refusal) in cases {
        let v = HeapValues::new(&rule, 50).unwrap();
        let Method::Table(why) = v.method() else { panic!("{rule:?}: {:?}", v.method()) };
        assert_eq!(why.fact, fact);
        assert!(v.value(50).is_ok());
        let e = HeapValues::new(&rule, table_limit(&rule)).unwrap_err().to_string();
        assert!(e.contains(refusal), "{e}");
        if fact != "game-table-no-period" {
            let e = v.value(51).unwrap_err().to_string();
            assert!(e.contains("which stops at 50"), "{e}");
        }
    }
}

/// A teacher's rule whose option leaves a heap as large as the heap is refused, naming the
/// heap, whether the rule is checked when compiled or first met in a table.
#[test]
fn an_option_that_does_not_shrink_the_heap_is_refused() {
    use crate::games::script::ScriptGame;
    let e = ScriptGame::compile("up", "fn options(n) { if n == 0 { [] } else { [n] } }").unwrap_err();
    assert!(e.message.contains("\"up\" gave an option of a heap of 1 that leaves a heap of 1"), "{}", e.message);
    let late = ScriptGame::compile(
        "late",
        "fn options(n) { if n == 0 { [] } else if n < 90 { [n - 1] } else { [[n - 1, n]] } }",
    )
    .unwrap();
    let e = HeapValues::new(&HeapRule::Script(Arc::new(late)), 95).unwrap_err().to_string();
    assert!(e.contains("of a heap of 90 that leaves a heap of 90"), "{e}");
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
    let v = HeapValues::new(&HeapRule::Subtraction(finite_set(vec![1, 3, 4]).unwrap()), 0).unwrap();
    let p = v.period().unwrap();
    assert_eq!((p.pre_period, p.period), (0, 7));
    assert_eq!(v.sequence(10).unwrap(), vec![0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1]);
}

#[test]
fn grundy_game_is_refused_beyond_its_table() {
    let e = HeapValues::new(&HeapRule::GrundyGame, 1_000_000).unwrap_err();
    assert!(e.to_string().contains("open problem"), "{e}");
    let v = HeapValues::new(&HeapRule::GrundyGame, 20).unwrap();
    assert_eq!(v.sequence(10).unwrap(), vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
}
