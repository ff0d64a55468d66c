//! Reads a teacher's rule (already accepted by Rhai) into the quick form of [`super::ir`]: the
//! tokens, then Rhai's grammar for the part of the language rules use — functions, `let`,
//! `if`, loops, integers, booleans and arrays — with Rhai's operator precedences. Names are
//! resolved to numbered slots here, so running a rule never looks a name up. What this reader
//! does not know makes the whole program unsupported (`None`), and the game runs in Rhai alone;
//! a construct it knows but cannot run (a string, `throw`, an unknown function) becomes
//! [`Expr::Bail`], which hands just that call to Rhai.

use super::ir::{Builtin, Expr, Function, Iter, Method, Op, Program, Stmt, move_last_reads, writes};
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Int(i64),
    Ident(String),
    /// A string or character literal (its text is never needed).
    Str,
    Punct(&'static str),
    End,
}

const PUNCTS: [&str; 46] = [
    "..=", "**=", "<<=", ">>=", "..", "**", "<<", ">>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=",
    "%=", "&=", "|=", "^=", "::", "=>", "??", "?.", "?[", "+", "-", "*", "/", "%", "<", ">", "=", "!", "&", "|", "^",
    "(", ")", "[", "]", "{", "}", ",",
];
const MORE_PUNCTS: [&str; 6] = [";", ".", ":", "?", "#", "@"];

fn tokens(src: &str) -> Option<Vec<Tok>> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if src[i..].starts_with("//") {
            i += src[i..].find('\n').unwrap_or(src.len() - i);
        } else if src[i..].starts_with("/*") {
            // Rhai's block comments nest.
            let mut depth = 0;
            loop {
                if src[i..].starts_with("/*") {
                    depth += 1;
                    i += 2;
                } else if src[i..].starts_with("*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else if i < b.len() {
                    i += 1;
                } else {
                    return None;
                }
            }
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let text: String = src[start..i].chars().filter(|&c| c != '_').collect();
            let (digits, radix) = match text.get(..2) {
                Some("0x") => (&text[2..], 16),
                Some("0o") => (&text[2..], 8),
                Some("0b") => (&text[2..], 2),
                _ => (&text[..], 10),
            };
            out.push(Tok::Int(i64::from_str_radix(digits, radix).ok()?));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Ident(src[start..i].to_string()));
        } else if c == b'"' || c == b'\'' || c == b'`' {
            i += 1;
            while i < b.len() && b[i] != c {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push(Tok::Str);
        } else {
            let p = PUNCTS.iter().chain(MORE_PUNCTS.iter()).find(|p| src[i..].starts_with(**p))?;
            i += p.len();
            out.push(Tok::Punct(p));
        }
    }
    out.push(Tok::End);
    Some(out)
}

/// Rhai's binary precedences (its `Token::precedence`) and the operator each stands for.
fn binary(t: &Tok) -> Option<(u8, Op)> {
    let Tok::Punct(p) = t else {
        return matches!(t, Tok::Ident(s) if s == "in").then_some((110, Op::In));
    };
    Some(match *p {
        "||" => (30, Op::Or),
        "|" => (30, Op::BitOr),
        "^" => (30, Op::Xor),
        "&&" => (60, Op::And),
        "&" => (60, Op::BitAnd),
        "==" => (90, Op::Eq),
        "!=" => (90, Op::Ne),
        "<" => (130, Op::Lt),
        "<=" => (130, Op::Le),
        ">" => (130, Op::Gt),
        ">=" => (130, Op::Ge),
        ".." => (140, Op::Range),
        "..=" => (140, Op::RangeInclusive),
        "+" => (150, Op::Add),
        "-" => (150, Op::Sub),
        "*" => (180, Op::Mul),
        "/" => (180, Op::Div),
        "%" => (180, Op::Rem),
        "**" => (190, Op::Pow),
        "<<" => (210, Op::Shl),
        ">>" => (210, Op::Shr),
        _ => return None,
    })
}

fn compound(p: &str) -> Option<Option<Op>> {
    Some(match p {
        "=" => None,
        "+=" => Some(Op::Add),
        "-=" => Some(Op::Sub),
        "*=" => Some(Op::Mul),
        "/=" => Some(Op::Div),
        "%=" => Some(Op::Rem),
        "**=" => Some(Op::Pow),
        "<<=" => Some(Op::Shl),
        ">>=" => Some(Op::Shr),
        "&=" => Some(Op::BitAnd),
        "|=" => Some(Op::BitOr),
        "^=" => Some(Op::Xor),
        _ => return None,
    })
}

const KEYWORDS: [&str; 16] = [
    "let", "const", "if", "else", "for", "in", "while", "loop", "do", "until", "break", "continue", "return", "throw",
    "fn", "private",
];

struct Parser<'a> {
    toks: &'a [Tok],
    at: usize,
    /// (name, arity) → index of every function the program defines.
    functions: &'a HashMap<(String, usize), usize>,
    /// Names in scope, innermost last: (name, slot, constant).
    scope: Vec<(String, u16, bool)>,
    slots: u16,
}

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.at]
    }

    fn next(&mut self) -> Tok {
        let t = self.toks[self.at].clone();
        if t != Tok::End {
            self.at += 1;
        }
        t
    }

    fn is(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p) || matches!(self.peek(), Tok::Ident(s) if s == p)
    }

    fn eat(&mut self, p: &str) -> bool {
        let yes = self.is(p);
        if yes {
            self.next();
        }
        yes
    }

    fn expect(&mut self, p: &str) -> Option<()> {
        self.eat(p).then_some(())
    }

    fn ident(&mut self) -> Option<String> {
        match self.next() {
            Tok::Ident(s) if !KEYWORDS.contains(&s.as_str()) => Some(s),
            _ => None,
        }
    }

    fn declare(&mut self, name: String, constant: bool) -> u16 {
        let slot = self.slots;
        self.slots += 1;
        self.scope.push((name, slot, constant));
        slot
    }

    fn lookup(&self, name: &str) -> Option<(u16, bool)> {
        self.scope.iter().rev().find(|(n, ..)| n == name).map(|&(_, s, c)| (s, c))
    }

    fn block(&mut self) -> Option<Vec<Stmt>> {
        self.expect("{")?;
        let depth = self.scope.len();
        let mut body = Vec::new();
        while !self.eat("}") {
            if *self.peek() == Tok::End {
                return None;
            }
            if let Some(s) = self.statement()? {
                body.push(s);
            }
        }
        let declared: Vec<u16> = self.scope[depth..].iter().map(|&(_, slot, _)| slot).collect();
        move_last_reads(&mut body, &declared);
        self.scope.truncate(depth);
        Some(body)
    }

    /// One statement; `None` inside when it was only a `;`.
    fn statement(&mut self) -> Option<Option<Stmt>> {
        if self.eat(";") {
            return Some(None);
        }
        let stmt = if self.is("let") || self.is("const") {
            let constant = self.next() == Tok::Ident("const".into());
            let name = self.ident()?;
            let value = if self.eat("=") { self.expr()? } else { Expr::Unit };
            // Declared after its value is read: `let x = x + 1` reads the old x.
            Stmt::Let(self.declare(name, constant), value)
        } else if self.is("for") {
            self.next();
            let paren = self.eat("(");
            let name = self.ident()?;
            let counter = if self.eat(",") { Some(self.ident()?) } else { None };
            if paren {
                self.expect(")")?;
            }
            self.expect("in")?;
            let source = self.expr()?;
            let depth = self.scope.len();
            let var = self.declare(name, false);
            let counter = counter.map(|c| self.declare(c, false));
            let mut body = self.block()?;
            move_last_reads(&mut body, &[Some(var), counter].into_iter().flatten().collect::<Vec<_>>());
            self.scope.truncate(depth);
            let iter = match source {
                Expr::Binary(op @ (Op::Range | Op::RangeInclusive), a, b) => {
                    Iter::Range(*a, *b, op == Op::RangeInclusive)
                }
                Expr::Builtin(Builtin::Range, mut args) if args.len() == 2 => {
                    let b = args.pop()?;
                    Iter::Range(args.pop()?, b, false)
                }
                Expr::Local(s) if !writes(&body, s) => Iter::Slot(s),
                other => Iter::Values(other),
            };
            return Some(Some(Stmt::For { var, counter, iter, body }));
        } else if self.eat("while") {
            return Some(Some(Stmt::While(self.expr()?, self.block()?)));
        } else if self.eat("loop") {
            return Some(Some(Stmt::While(Expr::Bool(true), self.block()?)));
        } else if self.eat("do") {
            let body = self.block()?;
            let until = if self.eat("until") {
                true
            } else {
                self.expect("while")?;
                false
            };
            Stmt::DoWhile(body, self.expr()?, until)
        } else if self.eat("break") {
            Stmt::Break
        } else if self.eat("continue") {
            Stmt::Continue
        } else if self.eat("return") {
            Stmt::Return(if self.is(";") || self.is("}") { Expr::Unit } else { self.expr()? })
        } else if self.eat("throw") {
            if !(self.is(";") || self.is("}")) {
                self.expr()?;
            }
            Stmt::Expr(Expr::Bail)
        } else if self.is("if") || self.is("{") {
            // A statement that ends with its block: an operator after it starts a new statement.
            return Some(Some(Stmt::Expr(self.primary()?)));
        } else {
            let target = self.expr()?;
            match self.peek().clone() {
                Tok::Punct(p) if compound(p).is_some() => {
                    self.next();
                    let value = self.expr()?;
                    let (slot, path) = match target {
                        Expr::Local(s) => (s, Vec::new()),
                        Expr::Path(s, path) => (s, path),
                        _ => return None,
                    };
                    if self.scope.iter().any(|&(_, s, c)| s == slot && c) {
                        return None;
                    }
                    Stmt::Assign { slot, path, op: compound(p)?, value }
                }
                _ => Stmt::Expr(target),
            }
        };
        if !(self.eat(";") || self.is("}")) {
            return None;
        }
        Some(Some(stmt))
    }

    fn expr(&mut self) -> Option<Expr> {
        let lhs = self.unary()?;
        self.binary_from(1, lhs)
    }

    /// Rhai's precedence climbing (`parse_binary_op`): left-associative, except `**`.
    fn binary_from(&mut self, parent: u8, mut root: Expr) -> Option<Expr> {
        loop {
            let Some((prec, op)) = binary(self.peek()) else { return Some(root) };
            let right = op == Op::Pow;
            if prec < parent || (prec == parent && !right) {
                return Some(root);
            }
            self.next();
            let mut rhs = self.unary()?;
            if let Some((next, _)) = binary(self.peek())
                && (prec < next || (prec == next && right))
            {
                rhs = self.binary_from(prec, rhs)?;
            }
            root = Expr::Binary(op, Box::new(root), Box::new(rhs));
        }
    }

    fn unary(&mut self) -> Option<Expr> {
        if self.eat("-") {
            return Some(Expr::Neg(Box::new(self.unary()?)));
        }
        if self.eat("+") {
            return self.unary();
        }
        if self.eat("!") {
            return Some(Expr::Not(Box::new(self.unary()?)));
        }
        let base = self.primary()?;
        self.postfix(base)
    }

    /// A comma-separated list up to `close` (a trailing comma allowed), each item read by `item`.
    fn list<T>(&mut self, close: &str, item: impl Fn(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        let mut items = Vec::new();
        while !self.eat(close) {
            items.push(item(self)?);
            if !self.eat(",") {
                self.expect(close)?;
                break;
            }
        }
        Some(items)
    }

    fn args(&mut self) -> Option<Vec<Expr>> {
        self.list(")", Self::expr)
    }

    fn postfix(&mut self, mut e: Expr) -> Option<Expr> {
        loop {
            if self.eat("[") {
                let i = self.expr()?;
                self.expect("]")?;
                e = match e {
                    Expr::Local(s) => Expr::Path(s, vec![i]),
                    Expr::Path(s, mut path) => {
                        path.push(i);
                        Expr::Path(s, path)
                    }
                    other => Expr::Index(Box::new(other), Box::new(i)),
                };
            } else if self.eat(".") {
                let name = self.ident()?;
                let method = if self.eat("(") {
                    let args = self.args()?;
                    Method::named(&name, args.len()).map(|m| (m, args))
                } else {
                    // A property: Rhai's arrays have `len` only.
                    (name == "len").then_some((Method::Len, Vec::new()))
                };
                let constant = |slot: u16| self.scope.iter().any(|&(_, s, c)| s == slot && c);
                e = match (method, &e) {
                    (Some((m, _)), Expr::Local(s) | Expr::Path(s, _)) if m.mutates() && constant(*s) => Expr::Bail,
                    (Some((m, args)), _) => Expr::Method(m, Box::new(e), args),
                    (None, _) => Expr::Bail,
                };
            } else if self.is("?.") || self.is("?[") || self.is("::") {
                return None;
            } else {
                return Some(e);
            }
        }
    }

    fn primary(&mut self) -> Option<Expr> {
        match self.next() {
            Tok::Int(n) => Some(Expr::Int(n)),
            Tok::Str => Some(Expr::Bail),
            Tok::Punct("(") => {
                if self.eat(")") {
                    return Some(Expr::Unit);
                }
                let e = self.expr()?;
                self.expect(")")?;
                Some(e)
            }
            Tok::Punct("[") => Some(Expr::Array(self.list("]", Self::expr)?)),
            Tok::Punct("{") => {
                self.at -= 1;
                Some(Expr::Block(self.block()?))
            }
            Tok::Ident(word) => match word.as_str() {
                "true" => Some(Expr::Bool(true)),
                "false" => Some(Expr::Bool(false)),
                "this" => Some(Expr::Bail),
                "if" => {
                    let cond = self.expr()?;
                    let then = self.block()?;
                    let otherwise = if self.eat("else") {
                        if self.is("if") { vec![Stmt::Expr(self.primary()?)] } else { self.block()? }
                    } else {
                        Vec::new()
                    };
                    Some(Expr::If(Box::new(cond), then, otherwise))
                }
                _ if KEYWORDS.contains(&word.as_str()) => None,
                _ if self.eat("(") => {
                    let args = self.args()?;
                    if let Some(&f) = self.functions.get(&(word.clone(), args.len())) {
                        return Some(Expr::Call(f, args));
                    }
                    Some(match Builtin::named(&word, args.len()) {
                        Some(b) => Expr::Builtin(b, args),
                        None => Expr::Bail,
                    })
                }
                _ if self.is("::") || self.is("!") => None,
                _ => Some(match self.lookup(&word) {
                    Some((slot, _)) => Expr::Local(slot),
                    None => Expr::Bail,
                }),
            },
            _ => None,
        }
    }
}

/// The quick form of a whole program, or `None` when it uses something this reader does not
/// know (then the game runs in Rhai alone).
pub fn program(src: &str) -> Option<Program> {
    let toks = tokens(src)?;
    // First pass: the functions' names, arities and where their bodies start.
    let mut heads = Vec::new();
    let none = HashMap::new();
    let mut at = 0;
    while toks[at] != Tok::End {
        if toks[at] == Tok::Ident("private".into()) {
            at += 1;
        }
        if toks[at] != Tok::Ident("fn".into()) {
            return None; // top-level statements run before every call in Rhai
        }
        let Tok::Ident(name) = &toks[at + 1] else { return None };
        let mut p = Parser { toks: &toks, at: at + 2, functions: &none, scope: Vec::new(), slots: 0 };
        p.expect("(")?;
        let params = p.list(")", Parser::ident)?;
        let body_at = p.at;
        // Skip the body by matching braces (strings and comments are tokens already).
        let mut depth = 0;
        loop {
            match p.next() {
                Tok::Punct("{") => depth += 1,
                Tok::Punct("}") => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                Tok::End => return None,
                _ => {}
            }
        }
        heads.push((name.clone(), params, body_at));
        at = p.at;
    }
    let mut functions = HashMap::new();
    for (i, (name, params, _)) in heads.iter().enumerate() {
        // A function named like a built-in one, or defined twice, is left to Rhai.
        if Builtin::named(name, params.len()).is_some() || functions.insert((name.clone(), params.len()), i).is_some() {
            return None;
        }
    }
    let mut out = Vec::new();
    for (name, params, body_at) in heads {
        let mut p = Parser { toks: &toks, at: body_at, functions: &functions, scope: Vec::new(), slots: 0 };
        for param in &params {
            p.declare(param.clone(), false);
        }
        let mut body = p.block()?;
        move_last_reads(&mut body, &(0..params.len() as u16).collect::<Vec<_>>());
        out.push(Function { name, params: params.len(), slots: p.slots, body });
    }
    Some(Program { functions: out })
}
