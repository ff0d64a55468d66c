//! Function contracts for `checks=NAME` listings: the lesson gives only the function; nimbook
//! appends a `main` (per language) that reads one input per line from standard input and prints
//! one answer per line, and compares each answer with the engine's. A contract is a row of
//! [`CONTRACTS`]: the function each language must define, the drivers, fixed edge inputs, a
//! random input generator and the engine's answer.

use super::CodeLanguage;
use crate::games::rules::{HeapRule, SubtractionSet};
use crate::games::values::mex_table;
use crate::games::{euler301, xor};
use crate::judge::size;
use crate::rng::SplitMix64 as Rng;

/// One function contract.
#[derive(Debug)]
pub struct Contract {
    /// The name after `checks=`.
    pub name: &'static str,
    /// The function a C++, Python and Rust listing must define.
    pub signatures: [&'static str; 3],
    /// The `main` appended to a C++ listing.
    pub cpp_main: &'static str,
    /// The code appended to a Python listing.
    pub python_main: &'static str,
    /// The `main` appended to a Rust listing.
    pub rust_main: &'static str,
    /// Inputs always tried (one line each), edge cases first.
    pub fixed: &'static [&'static str],
    /// A random input line.
    pub random: fn(&mut Rng) -> String,
    /// The engine's answer to an input line.
    pub answer: fn(&str) -> String,
}

impl Contract {
    /// The function a listing in `lang` must define.
    pub fn signature(&self, lang: CodeLanguage) -> &'static str {
        self.signatures[lang as usize]
    }

    /// The driver appended to a listing in `lang`.
    pub fn driver(&self, lang: CodeLanguage) -> &'static str {
        match lang {
            CodeLanguage::Cpp => self.cpp_main,
            CodeLanguage::Python => self.python_main,
            CodeLanguage::Rust => self.rust_main,
        }
    }
}

fn numbers(line: &str) -> Vec<u64> {
    line.split_whitespace().map(|w| w.parse().expect("generated inputs are numbers")).collect()
}

/// The contracts nimbook knows.
pub static CONTRACTS: [Contract; 5] = [
    Contract {
        name: "xor-upto",
        signatures: [
            "unsigned long long xor_n(unsigned long long n)",
            "def xor_n(n: int) -> int",
            "fn xor_n(n: u64) -> u64",
        ],
        cpp_main: "\n#include <iostream>\nint main() {\n    unsigned long long n;\n    while (std::cin >> n) std::cout << xor_n(n) << '\\n';\n}\n",
        python_main: "\nimport sys\nfor _line in sys.stdin:\n    print(xor_n(int(_line)))\n",
        rust_main: "\nfn main() {\n    use std::io::BufRead;\n    for line in std::io::stdin().lock().lines() {\n        println!(\"{}\", xor_n(line.unwrap().trim().parse().unwrap()));\n    }\n}\n",
        fixed: &["0", "1", "2", "3", "4", "5", "6", "7", "18446744073709551615", "18446744073709551614"],
        random: |rng| size(rng, 0, u64::MAX).to_string(),
        answer: |line| xor::xor_upto(numbers(line)[0]).to_string(),
    },
    Contract {
        name: "euler301",
        signatures: [
            "long long count_losing(int bits)",
            "def count_losing(bits: int) -> int",
            "fn count_losing(bits: u32) -> u64",
        ],
        cpp_main: "\n#include <iostream>\nint main() {\n    int bits;\n    while (std::cin >> bits) std::cout << count_losing(bits) << '\\n';\n}\n",
        python_main: "\nimport sys\nfor _line in sys.stdin:\n    print(count_losing(int(_line)))\n",
        rust_main: "\nfn main() {\n    use std::io::BufRead;\n    for line in std::io::stdin().lock().lines() {\n        println!(\"{}\", count_losing(line.unwrap().trim().parse().unwrap()));\n    }\n}\n",
        fixed: &["0", "1", "2", "3", "10"],
        // A listing may loop over all n <= 2^bits, as Project Euler's own loop does: keep it fast.
        random: |rng| rng.range(1, 18).to_string(),
        answer: |line| {
            euler301::count(numbers(line)[0] as u32)
                .map_or_else(|e| crate::views::facts::english(&e), |c| c.to_string())
        },
    },
    Contract {
        name: "euler301-upto",
        signatures: [
            "unsigned long long count_upto(unsigned long long limit)",
            "def count_upto(limit: int) -> int",
            "fn count_upto(limit: u64) -> u64",
        ],
        cpp_main: "\n#include <iostream>\nint main() {\n    unsigned long long limit;\n    while (std::cin >> limit) std::cout << count_upto(limit) << '\\n';\n}\n",
        python_main: "\nimport sys\nfor _line in sys.stdin:\n    print(count_upto(int(_line)))\n",
        rust_main: "\nfn main() {\n    use std::io::BufRead;\n    for line in std::io::stdin().lock().lines() {\n        println!(\"{}\", count_upto(line.unwrap().trim().parse().unwrap()));\n    }\n}\n",
        fixed: &["0", "1", "2", "3", "5", "6", "100", "1073741824", "9223372036854775808", "18446744073709551615"],
        random: |rng| size(rng, 0, u64::MAX).to_string(),
        answer: |line| euler301::count_upto(numbers(line)[0]).to_string(),
    },
    Contract {
        name: "subtraction-sg",
        signatures: [
            "std::vector<int> sg_table(const std::vector<int>& moves, int n)",
            "def sg_table(moves: list[int], n: int) -> list[int]",
            "fn sg_table(moves: &[usize], n: usize) -> Vec<usize>",
        ],
        // Input line: n k s1 … sk; output: g(0) … g(n).
        cpp_main: "\n#include <iostream>\n#include <vector>\nint main() {\n    int n, k;\n    while (std::cin >> n >> k) {\n        std::vector<int> moves(k);\n        for (int& s : moves) std::cin >> s;\n        std::vector<int> g = sg_table(moves, n);\n        for (size_t i = 0; i < g.size(); ++i) std::cout << (i ? \" \" : \"\") << g[i];\n        std::cout << '\\n';\n    }\n}\n",
        python_main: "\nimport sys\nfor _line in sys.stdin:\n    _w = list(map(int, _line.split()))\n    print(' '.join(map(str, sg_table(_w[2:], _w[0]))))\n",
        rust_main: "\nfn main() {\n    use std::io::BufRead;\n    for line in std::io::stdin().lock().lines() {\n        let w: Vec<usize> = line.unwrap().split_whitespace().map(|x| x.parse().unwrap()).collect();\n        let g = sg_table(&w[2..], w[0]);\n        println!(\"{}\", g.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(\" \"));\n    }\n}\n",
        fixed: &["0 1 1", "10 1 1", "20 3 1 3 4", "30 2 2 5", "25 3 5 3 1", "12 2 13 20"],
        random: |rng| {
            let k = rng.range(1, 5);
            let set: Vec<String> = (0..k).map(|_| rng.range(1, 12).to_string()).collect();
            format!("{} {k} {}", rng.range(0, 60), set.join(" "))
        },
        answer: |line| {
            let w = numbers(line);
            let mut set = w[2..].to_vec();
            set.sort_unstable();
            set.dedup();
            let rule = HeapRule::subtraction(SubtractionSet::Finite(set));
            // Past the table's limit the expected line is the model's refusal, which no listing prints.
            mex_table(&rule, w[0]).map_or_else(
                |e| crate::views::facts::english(&e),
                |table| table.iter().map(u64::to_string).collect::<Vec<_>>().join(" "),
            )
        },
    },
    Contract {
        name: "staircase",
        signatures: [
            "bool first_player_wins(const std::vector<long long>& stairs)",
            "def first_player_wins(stairs: list[int]) -> bool",
            "fn first_player_wins(stairs: &[u64]) -> bool",
        ],
        // Input line: the coins on stairs 1, 2, …; output: 1 when the player to move wins.
        cpp_main: "\n#include <iostream>\n#include <sstream>\n#include <string>\n#include <vector>\nint main() {\n    std::string line;\n    while (std::getline(std::cin, line)) {\n        std::istringstream in(line);\n        std::vector<long long> stairs;\n        long long x;\n        while (in >> x) stairs.push_back(x);\n        std::cout << (first_player_wins(stairs) ? 1 : 0) << '\\n';\n    }\n}\n",
        python_main: "\nimport sys\nfor _line in sys.stdin:\n    print(1 if first_player_wins(list(map(int, _line.split()))) else 0)\n",
        rust_main: "\nfn main() {\n    use std::io::BufRead;\n    for line in std::io::stdin().lock().lines() {\n        let s: Vec<u64> = line.unwrap().split_whitespace().map(|x| x.parse().unwrap()).collect();\n        println!(\"{}\", u8::from(first_player_wins(&s)));\n    }\n}\n",
        fixed: &["0", "1", "0 1", "1 1", "2 5 2", "3 2 6", "1 4 5", "2 7 2", "0 0 0 3"],
        random: |rng| {
            let k = rng.range(1, 4);
            (0..k).map(|_| rng.range(0, 5).to_string()).collect::<Vec<_>>().join(" ")
        },
        answer: |line| staircase_wins(&numbers(line)),
    },
];

/// The rule of Staircase Nim as a teacher writes it in a lesson (stair 1 first; coins moved
/// off stair 1 leave the game): the `staircase` contract compares a listing with the engine's
/// search of this game, not with the theorem the listing implements.
const STAIRCASE: &str = "fn moves(p) { let out = []; for i in 0..p.len() { for k in 1..=p[i] { let q = p; q[i] -= k; \
                         if i > 0 { q[i - 1] += k; } out.push(q); } } out }";

fn staircase_wins(stairs: &[u64]) -> String {
    use crate::games::catalogue::{Game, Shape};
    use crate::games::positions::Search;
    use crate::games::script::ScriptGame;
    static GAME: std::sync::OnceLock<Game> = std::sync::OnceLock::new();
    let game = GAME.get_or_init(|| {
        let script = ScriptGame::compile("staircase", STAIRCASE).expect("the staircase rule compiles");
        Game {
            name: "staircase".into(),
            shape: Shape::Whole(crate::games::rules::WholeRule::script(std::sync::Arc::new(script))),
            misere: false,
        }
    });
    match Search::new(game).wins(stairs) {
        Ok(w) => u8::from(w).to_string(),
        Err(e) => crate::views::facts::english(&e),
    }
}

/// The contract named `name`.
pub fn find(name: &str) -> Option<&'static Contract> {
    CONTRACTS.iter().find(|c| c.name == name)
}

/// A random input line for `contract`.
pub fn random_input(contract: &Contract, rng: &mut Rng) -> String {
    (contract.random)(rng)
}
