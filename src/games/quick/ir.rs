//! The quick form of a rule: what [`super::parse`] makes of a Rhai program and
//! [`super::eval`] runs. Variables are numbered slots of their function's frame; calls name
//! their function by index; every operator is one of Rhai's.

/// A whole program: its functions, in the order they are defined.
#[derive(Debug)]
pub struct Program {
    pub functions: Vec<Function>,
}

#[derive(Debug)]
pub struct Function {
    pub name: String,
    pub params: usize,
    /// How many slots a frame of this function needs (its parameters come first).
    pub slots: u16,
    pub body: Vec<Stmt>,
}

#[derive(Debug)]
pub enum Stmt {
    Let(u16, Expr),
    /// `slot[path…] = value`, or with an operator (`+=` …).
    Assign {
        slot: u16,
        path: Vec<Expr>,
        op: Option<Op>,
        value: Expr,
    },
    For {
        var: u16,
        counter: Option<u16>,
        iter: Iter,
        body: Vec<Stmt>,
    },
    While(Expr, Vec<Stmt>),
    /// `do { … } while c` (or `until c` when the flag is set).
    DoWhile(Vec<Stmt>, Expr, bool),
    Break,
    Continue,
    Return(Expr),
    Expr(Expr),
}

#[derive(Debug)]
pub enum Iter {
    /// `a..b`, or `a..=b` when the flag is set (also `range(a, b)`).
    Range(Expr, Expr, bool),
    /// The elements of an array.
    Values(Expr),
    /// The elements of the array in a slot that the loop's body never changes: read in place
    /// rather than copied first (which Rhai does, to the same effect).
    Slot(u16),
}

/// What a walk over statements ([`visit`]) meets: every expression, outermost first, and every
/// slot a statement names itself — written by a `let`, an assignment or a loop's variables,
/// read by a loop over the array in a slot.
enum Seen<'a> {
    Expr(&'a Expr),
    Slot { slot: u16, written: bool },
}

/// Calls `f` with everything in `body`, inside nested blocks and loops too.
fn visit<'a>(body: &'a [Stmt], f: &mut impl FnMut(Seen<'a>)) {
    for s in body {
        visit_stmt(s, f);
    }
}

fn visit_stmt<'a>(s: &'a Stmt, f: &mut impl FnMut(Seen<'a>)) {
    let slot = |slot: u16| Seen::Slot { slot, written: true };
    match s {
        Stmt::Let(target, e) => {
            f(slot(*target));
            visit_expr(e, f);
        }
        Stmt::Return(e) | Stmt::Expr(e) => visit_expr(e, f),
        Stmt::Assign { slot: target, path, value, .. } => {
            f(slot(*target));
            path.iter().for_each(|e| visit_expr(e, f));
            visit_expr(value, f);
        }
        Stmt::For { var, counter, iter, body } => {
            f(slot(*var));
            if let Some(c) = counter {
                f(slot(*c));
            }
            match iter {
                Iter::Range(a, b, _) => {
                    visit_expr(a, f);
                    visit_expr(b, f);
                }
                Iter::Values(e) => visit_expr(e, f),
                Iter::Slot(s) => f(Seen::Slot { slot: *s, written: false }),
            }
            visit(body, f);
        }
        Stmt::While(c, body) | Stmt::DoWhile(body, c, _) => {
            visit_expr(c, f);
            visit(body, f);
        }
        Stmt::Break | Stmt::Continue => {}
    }
}

fn visit_expr<'a>(e: &'a Expr, f: &mut impl FnMut(Seen<'a>)) {
    f(Seen::Expr(e));
    match e {
        Expr::Unit | Expr::Bool(_) | Expr::Int(_) | Expr::Local(_) | Expr::Move(_) | Expr::Bail => {}
        Expr::Array(items) | Expr::Call(_, items) | Expr::Builtin(_, items) | Expr::Path(_, items) => {
            items.iter().for_each(|x| visit_expr(x, f));
        }
        Expr::Index(a, b) | Expr::Binary(_, a, b) => {
            visit_expr(a, f);
            visit_expr(b, f);
        }
        Expr::Neg(x) | Expr::Not(x) => visit_expr(x, f),
        Expr::Method(_, receiver, args) => {
            visit_expr(receiver, f);
            args.iter().for_each(|x| visit_expr(x, f));
        }
        Expr::If(c, a, b) => {
            visit_expr(c, f);
            visit(a, f);
            visit(b, f);
        }
        Expr::Block(body) => visit(body, f),
    }
}

/// True when running `body` may change the variable in `slot` (functions cannot: they see
/// only their own frame).
pub fn writes(body: &[Stmt], slot: u16) -> bool {
    let mut found = false;
    visit(body, &mut |seen| {
        found |= match seen {
            Seen::Slot { slot: s, written } => written && s == slot,
            Seen::Expr(Expr::Method(m, receiver, _)) => {
                m.mutates() && matches!(**receiver, Expr::Local(s) | Expr::Path(s, _) if s == slot)
            }
            Seen::Expr(_) => false,
        };
    });
    found
}

#[derive(Debug)]
pub enum Expr {
    Unit,
    Bool(bool),
    Int(i64),
    Array(Vec<Expr>),
    Local(u16),
    /// The value of a variable read for the last time: taken rather than copied.
    Move(u16),
    /// `slot[i][j]…`: read (or changed in place by a method) without copying the whole value.
    Path(u16, Vec<Expr>),
    /// Indexing a value that is not a variable.
    Index(Box<Expr>, Box<Expr>),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    Binary(Op, Box<Expr>, Box<Expr>),
    Call(usize, Vec<Expr>),
    Builtin(Builtin, Vec<Expr>),
    Method(Method, Box<Expr>, Vec<Expr>),
    If(Box<Expr>, Vec<Stmt>, Vec<Stmt>),
    Block(Vec<Stmt>),
    /// Something only Rhai runs (a string, `throw`, a function it does not know): reaching it
    /// hands the whole call to Rhai.
    Bail,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Or,
    And,
    BitOr,
    BitAnd,
    Xor,
    Eq,
    Ne,
    In,
    Lt,
    Le,
    Gt,
    Ge,
    Range,
    RangeInclusive,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Pow,
    Shl,
    Shr,
}

/// Functions called as `f(x, …)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    Len,
    IsEmpty,
    Max,
    Min,
    Abs,
    Range,
}

impl Builtin {
    pub fn named(name: &str, arity: usize) -> Option<Builtin> {
        Some(match (name, arity) {
            ("len", 1) => Builtin::Len,
            ("is_empty", 1) => Builtin::IsEmpty,
            ("max", 2) => Builtin::Max,
            ("min", 2) => Builtin::Min,
            ("abs", 1) => Builtin::Abs,
            ("range", 2) => Builtin::Range,
            _ => return None,
        })
    }
}

/// Methods called as `x.f(…)`; those that change `x` do so in place when `x` is a variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Len,
    IsEmpty,
    Contains,
    Max,
    Min,
    Abs,
    Push,
    Pop,
    Insert,
    Remove,
    Clear,
    Truncate,
    Reverse,
    Sort,
    Append,
}

impl Method {
    pub fn named(name: &str, arity: usize) -> Option<Method> {
        Some(match (name, arity) {
            ("len", 0) => Method::Len,
            ("is_empty", 0) => Method::IsEmpty,
            ("contains", 1) => Method::Contains,
            ("max", 1) => Method::Max,
            ("min", 1) => Method::Min,
            ("abs", 0) => Method::Abs,
            ("push", 1) => Method::Push,
            ("pop", 0) => Method::Pop,
            ("insert", 2) => Method::Insert,
            ("remove", 1) => Method::Remove,
            ("clear", 0) => Method::Clear,
            ("truncate", 1) => Method::Truncate,
            ("reverse", 0) => Method::Reverse,
            ("sort", 0) => Method::Sort,
            ("append", 1) => Method::Append,
            _ => return None,
        })
    }

    /// True for a method that changes the value it is called on.
    pub fn mutates(self) -> bool {
        matches!(
            self,
            Method::Push
                | Method::Pop
                | Method::Insert
                | Method::Remove
                | Method::Clear
                | Method::Truncate
                | Method::Reverse
                | Method::Sort
                | Method::Append
        )
    }
}

/// Turns the last read of each of `slots` — variables declared by this block, or for it (a
/// loop's variable, a function's parameters) — into a move when nothing can read the variable
/// afterwards: it is the only mention of the variable in the block's last statement that
/// mentions it, and not inside a loop there (which could read it again). Arrays are values, so
/// a read is otherwise a copy; `out.push(q)` or `partial = next` at the end of a loop's body
/// then copy nothing.
pub fn move_last_reads(body: &mut [Stmt], slots: &[u16]) {
    for &slot in slots {
        let Some(last) = body.iter().rposition(|s| mentions(s, slot) > 0) else { continue };
        if mentions(&body[last], slot) == 1 {
            rewrite_stmt(&mut body[last], slot);
        }
    }
}

/// How many times `s` names the variable in `slot`, in any role.
fn mentions(s: &Stmt, slot: u16) -> usize {
    let mut count = 0;
    visit_stmt(s, &mut |seen| {
        count += usize::from(match seen {
            Seen::Slot { slot: s, .. } => s == slot,
            Seen::Expr(Expr::Local(s) | Expr::Move(s) | Expr::Path(s, _)) => *s == slot,
            Seen::Expr(_) => false,
        });
    });
    count
}

/// Makes the read of `slot` in `s` a move, unless it lies inside a loop; true when done.
fn rewrite_stmt(s: &mut Stmt, slot: u16) -> bool {
    match s {
        Stmt::Let(_, e) | Stmt::Return(e) | Stmt::Expr(e) => rewrite(e, slot),
        Stmt::Assign { path, value, .. } => rewrite(value, slot) || path.iter_mut().any(|e| rewrite(e, slot)),
        // A loop's source is read once; its body and condition may run again.
        Stmt::For { iter: Iter::Values(e), .. } => rewrite(e, slot),
        Stmt::For { iter: Iter::Range(a, b, _), .. } => rewrite(a, slot) || rewrite(b, slot),
        Stmt::For { .. } | Stmt::While(..) | Stmt::DoWhile(..) | Stmt::Break | Stmt::Continue => false,
    }
}

fn rewrite(e: &mut Expr, slot: u16) -> bool {
    match e {
        Expr::Local(s) if *s == slot => {
            *e = Expr::Move(slot);
            true
        }
        Expr::Unit | Expr::Bool(_) | Expr::Int(_) | Expr::Bail | Expr::Local(_) | Expr::Move(_) => false,
        Expr::Path(_, path) => path.iter_mut().any(|x| rewrite(x, slot)),
        Expr::Array(items) | Expr::Call(_, items) | Expr::Builtin(_, items) => {
            items.iter_mut().any(|x| rewrite(x, slot))
        }
        Expr::Index(a, b) | Expr::Binary(_, a, b) => rewrite(a, slot) || rewrite(b, slot),
        Expr::Neg(x) | Expr::Not(x) => rewrite(x, slot),
        // A variable a method is called on is a place, not a copy.
        Expr::Method(_, receiver, args) => {
            args.iter_mut().any(|x| rewrite(x, slot))
                || (!matches!(**receiver, Expr::Local(_) | Expr::Path(..)) && rewrite(receiver, slot))
        }
        Expr::If(c, a, b) => {
            rewrite(c, slot)
                || a.iter_mut().any(|s| rewrite_stmt(s, slot))
                || b.iter_mut().any(|s| rewrite_stmt(s, slot))
        }
        Expr::Block(b) => b.iter_mut().any(|s| rewrite_stmt(s, slot)),
    }
}
