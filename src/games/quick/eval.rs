//! Runs the quick form of a rule ([`super::ir`]) with Rhai's meaning: integers are `i64` and
//! an overflow, a division by zero or an index out of range is Rhai's error, arrays are values
//! (copied when assigned, passed or iterated), a block is worth its last statement. Anything
//! that would be an error in Rhai, or that this runner does not do, stops the run with
//! [`Stop::Bail`], and the caller asks Rhai, whose answer — value or message — is the rule's.
//! A run also bails when it takes more steps or makes more array elements than its budgets,
//! which are below Rhai's limits, so a runaway rule is always stopped by Rhai's own limits.

use super::ir::{Builtin, Expr, Iter, Method, Op, Program, Stmt};
use crate::games::script::{MAX_SCRIPT_ARRAY, MAX_SCRIPT_CALL_DEPTH, MAX_SCRIPT_OPERATIONS};

/// A value of a rule: Rhai's unit, booleans, integers and arrays.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Value {
    #[default]
    Unit,
    Bool(bool),
    Int(i64),
    Array(Vec<Value>),
}

/// Why evaluation left the straight path.
pub enum Stop {
    Break,
    Continue,
    Return(Value),
    /// The run cannot go on here: Rhai decides this call.
    Bail,
}

type R<T> = Result<T, Stop>;

fn int(v: &Value) -> R<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        _ => Err(Stop::Bail),
    }
}

fn truth(v: &Value) -> R<bool> {
    match v {
        Value::Bool(b) => Ok(*b),
        _ => Err(Stop::Bail),
    }
}

/// How many elements an array holds, counting those of arrays inside it.
fn size(v: &Value) -> usize {
    match v {
        Value::Array(a) => a.len() + a.iter().map(size).sum::<usize>(),
        _ => 0,
    }
}

/// `i` as a position in an array of `len` (from the end when negative), as Rhai reads it.
fn position(i: i64, len: usize) -> R<usize> {
    let len = len as i64;
    let j = if i < 0 { len + i } else { i };
    if (0..len).contains(&j) { Ok(j as usize) } else { Err(Stop::Bail) }
}

/// The longest index path (`a[i][j]…`) run here.
const MAX_PATH: usize = 6;

/// The values of a path's indices, without a heap allocation.
struct Indices {
    at: [i64; MAX_PATH],
    len: usize,
}

impl std::ops::Deref for Indices {
    type Target = [i64];
    fn deref(&self) -> &[i64] {
        &self.at[..self.len]
    }
}

/// The values of a method's or function's arguments, without a heap allocation.
struct Args {
    values: [Value; 2],
    len: usize,
}

impl Args {
    fn slice(&self) -> &[Value] {
        &self.values[..self.len]
    }

    /// The last argument, taken.
    fn take_last(&mut self) -> R<Value> {
        match self.len.checked_sub(1) {
            Some(i) => Ok(std::mem::take(&mut self.values[i])),
            None => Err(Stop::Bail),
        }
    }
}

/// One call of a rule, with its budgets.
pub struct Run<'p> {
    program: &'p Program,
    steps: u64,
    elements: usize,
    depth: usize,
}

impl<'p> Run<'p> {
    pub fn new(program: &'p Program) -> Self {
        Run { program, steps: 0, elements: 0, depth: 0 }
    }

    fn tick(&mut self) -> R<()> {
        self.steps += 1;
        if self.steps > MAX_SCRIPT_OPERATIONS / 2 { Err(Stop::Bail) } else { Ok(()) }
    }

    fn grow(&mut self, n: usize) -> R<()> {
        self.elements += n;
        if self.elements > MAX_SCRIPT_ARRAY { Err(Stop::Bail) } else { Ok(()) }
    }

    /// A copy of `v`, its elements counted against the budget.
    fn copy(&mut self, v: &Value) -> R<Value> {
        self.copy_cost(v)?;
        Ok(v.clone())
    }

    /// Counts the elements of a copy of `v` against the budget.
    fn copy_cost(&mut self, v: &Value) -> R<()> {
        if let Value::Array(_) = v { self.grow(size(v)) } else { Ok(()) }
    }

    /// Calls function `f` of the program with `args`.
    pub fn call(&mut self, f: usize, args: Vec<Value>) -> R<Value> {
        let mut frame = args;
        frame.resize(usize::from(self.program.functions[f].slots).max(frame.len()), Value::Unit);
        self.enter(f, frame)
    }

    /// Runs function `f` in `frame`, whose first slots hold its arguments.
    fn enter(&mut self, f: usize, mut frame: Vec<Value>) -> R<Value> {
        self.tick()?;
        if self.depth + 2 >= MAX_SCRIPT_CALL_DEPTH {
            return Err(Stop::Bail);
        }
        let function = &self.program.functions[f];
        self.depth += 1;
        let out = self.block(&function.body, &mut frame);
        self.depth -= 1;
        match out {
            Ok(v) | Err(Stop::Return(v)) => Ok(v),
            Err(_) => Err(Stop::Bail),
        }
    }

    fn block(&mut self, body: &[Stmt], frame: &mut [Value]) -> R<Value> {
        let mut last = Value::Unit;
        for s in body {
            last = self.stmt(s, frame)?;
        }
        Ok(last)
    }

    /// Runs a loop body: `Ok(false)` when the loop is to stop.
    fn body(&mut self, body: &[Stmt], frame: &mut [Value]) -> R<bool> {
        match self.block(body, frame) {
            Ok(_) | Err(Stop::Continue) => Ok(true),
            Err(Stop::Break) => Ok(false),
            Err(e) => Err(e),
        }
    }

    fn stmt(&mut self, s: &Stmt, frame: &mut [Value]) -> R<Value> {
        self.tick()?;
        match s {
            Stmt::Let(slot, e) => {
                frame[usize::from(*slot)] = self.eval(e, frame)?;
            }
            Stmt::Assign { slot, path, op, value } => {
                let v = self.eval(value, frame)?;
                let at = self.indices(path, frame)?;
                let place = place(frame, *slot, &at)?;
                match op {
                    None => *place = v,
                    Some(Op::Add) if matches!(place, Value::Array(_)) => {
                        let Value::Array(a) = place else { unreachable!() };
                        match v {
                            Value::Array(more) => {
                                self.grow(more.len())?;
                                a.extend(more);
                            }
                            other => {
                                self.grow(1)?;
                                a.push(other);
                            }
                        }
                    }
                    Some(op) => {
                        let old = std::mem::take(place);
                        *place = self.binary(*op, old, v)?;
                    }
                }
            }
            Stmt::For { var, counter, iter, body } => {
                let (var, counter) = (usize::from(*var), counter.map(usize::from));
                match iter {
                    Iter::Range(a, b, inclusive) => {
                        let (a, b) = (int(&self.eval(a, frame)?)?, int(&self.eval(b, frame)?)?);
                        let end = i128::from(b) + i128::from(*inclusive);
                        let mut i = i128::from(a);
                        while i < end {
                            self.tick()?;
                            frame[var] = Value::Int(i as i64);
                            if let Some(c) = counter {
                                frame[c] = Value::Int((i - i128::from(a)) as i64);
                            }
                            if !self.body(body, frame)? {
                                break;
                            }
                            i += 1;
                        }
                    }
                    Iter::Slot(source) => {
                        let source = usize::from(*source);
                        let mut k = 0;
                        while let Value::Array(items) = &frame[source]
                            && k < items.len()
                        {
                            self.tick()?;
                            let item = items[k].clone();
                            self.copy_cost(&item)?;
                            frame[var] = item;
                            if let Some(c) = counter {
                                frame[c] = Value::Int(k as i64);
                            }
                            if !self.body(body, frame)? {
                                break;
                            }
                            k += 1;
                        }
                        if !matches!(frame[source], Value::Array(_)) {
                            return Err(Stop::Bail);
                        }
                    }
                    Iter::Values(e) => {
                        let Value::Array(items) = self.eval(e, frame)? else { return Err(Stop::Bail) };
                        for (k, item) in items.into_iter().enumerate() {
                            self.tick()?;
                            frame[var] = item;
                            if let Some(c) = counter {
                                frame[c] = Value::Int(k as i64);
                            }
                            if !self.body(body, frame)? {
                                break;
                            }
                        }
                    }
                }
            }
            Stmt::While(cond, body) => {
                while truth(&self.eval(cond, frame)?)? {
                    if !self.body(body, frame)? {
                        break;
                    }
                }
            }
            Stmt::DoWhile(body, cond, until) => {
                while self.body(body, frame)? && truth(&self.eval(cond, frame)?)? != *until {}
            }
            Stmt::Break => return Err(Stop::Break),
            Stmt::Continue => return Err(Stop::Continue),
            Stmt::Return(e) => return Err(Stop::Return(self.eval(e, frame)?)),
            Stmt::Expr(e) => return self.eval(e, frame),
        }
        Ok(Value::Unit)
    }

    /// The values of a path's indices (at most [`MAX_PATH`]; a longer path is Rhai's).
    fn indices(&mut self, path: &[Expr], frame: &mut [Value]) -> R<Indices> {
        let mut out = Indices { at: [0; MAX_PATH], len: path.len() };
        if path.len() > MAX_PATH {
            return Err(Stop::Bail);
        }
        for (slot, e) in out.at.iter_mut().zip(path) {
            *slot = int(&self.eval(e, frame)?)?;
        }
        Ok(out)
    }

    /// The values of a call's arguments (at most two for the methods and functions here).
    fn arguments(&mut self, args: &[Expr], frame: &mut [Value]) -> R<Args> {
        let mut out = Args { values: Default::default(), len: args.len() };
        if args.len() > 2 {
            return Err(Stop::Bail);
        }
        for (slot, e) in out.values.iter_mut().zip(args) {
            *slot = self.eval(e, frame)?;
        }
        Ok(out)
    }

    fn eval(&mut self, e: &Expr, frame: &mut [Value]) -> R<Value> {
        self.tick()?;
        Ok(match e {
            Expr::Unit => Value::Unit,
            Expr::Bool(b) => Value::Bool(*b),
            Expr::Int(i) => Value::Int(*i),
            Expr::Array(items) => {
                self.grow(items.len())?;
                Value::Array(items.iter().map(|x| self.eval(x, frame)).collect::<R<_>>()?)
            }
            Expr::Local(s) => self.copy(&frame[usize::from(*s)])?,
            Expr::Move(s) => std::mem::take(&mut frame[usize::from(*s)]),
            Expr::Path(s, path) => {
                let at = self.indices(path, frame)?;
                let v = read(&frame[usize::from(*s)], &at)?;
                self.copy(v)?
            }
            Expr::Index(base, i) => {
                let i = int(&self.eval(i, frame)?)?;
                let base = self.eval(base, frame)?;
                read(&base, &[i])?.clone()
            }
            Expr::Neg(x) => Value::Int(int(&self.eval(x, frame)?)?.checked_neg().ok_or(Stop::Bail)?),
            Expr::Not(x) => Value::Bool(!truth(&self.eval(x, frame)?)?),
            Expr::Binary(Op::And, a, b) => Value::Bool(truth(&self.eval(a, frame)?)? && truth(&self.eval(b, frame)?)?),
            Expr::Binary(Op::Or, a, b) => Value::Bool(truth(&self.eval(a, frame)?)? || truth(&self.eval(b, frame)?)?),
            Expr::Binary(op, a, b) => {
                let a = self.eval(a, frame)?;
                let b = self.eval(b, frame)?;
                self.binary(*op, a, b)?
            }
            Expr::Call(f, args) => {
                let function = &self.program.functions[*f];
                let mut callee = vec![Value::Unit; usize::from(function.slots).max(args.len())];
                for (slot, a) in callee.iter_mut().zip(args) {
                    *slot = self.eval(a, frame)?;
                }
                self.enter(*f, callee)?
            }
            Expr::Builtin(b, args) => {
                let args = self.arguments(args, frame)?;
                builtin(*b, args.slice())?
            }
            Expr::Method(m, receiver, args) => self.method(*m, receiver, args, frame)?,
            Expr::If(cond, then, otherwise) => {
                if truth(&self.eval(cond, frame)?)? {
                    self.block(then, frame)?
                } else {
                    self.block(otherwise, frame)?
                }
            }
            Expr::Block(body) => self.block(body, frame)?,
            Expr::Bail => return Err(Stop::Bail),
        })
    }

    fn binary(&mut self, op: Op, a: Value, b: Value) -> R<Value> {
        let (x, y) = match (&a, &b) {
            (Value::Int(x), Value::Int(y)) => (*x, *y),
            _ => {
                return Ok(match (op, a, b) {
                    (Op::Eq, a, b) => Value::Bool(a == b),
                    (Op::Ne, a, b) => Value::Bool(a != b),
                    (Op::In, x, Value::Array(list)) => Value::Bool(list.contains(&x)),
                    (Op::Add, Value::Array(mut x), Value::Array(y)) => {
                        self.grow(y.len())?;
                        x.extend(y);
                        Value::Array(x)
                    }
                    (Op::BitAnd, Value::Bool(x), Value::Bool(y)) => Value::Bool(x & y),
                    (Op::BitOr, Value::Bool(x), Value::Bool(y)) => Value::Bool(x | y),
                    (Op::Xor, Value::Bool(x), Value::Bool(y)) => Value::Bool(x ^ y),
                    _ => return Err(Stop::Bail),
                });
            }
        };
        let shift = || u32::try_from(y).ok().filter(|&s| s < 64).ok_or(Stop::Bail);
        Ok(match op {
            Op::Add => Value::Int(x.checked_add(y).ok_or(Stop::Bail)?),
            Op::Sub => Value::Int(x.checked_sub(y).ok_or(Stop::Bail)?),
            Op::Mul => Value::Int(x.checked_mul(y).ok_or(Stop::Bail)?),
            Op::Div => Value::Int(x.checked_div(y).ok_or(Stop::Bail)?),
            Op::Rem => Value::Int(x.checked_rem(y).ok_or(Stop::Bail)?),
            Op::Pow => Value::Int(x.checked_pow(u32::try_from(y).map_err(|_| Stop::Bail)?).ok_or(Stop::Bail)?),
            Op::Shl => Value::Int(x.wrapping_shl(shift()?)),
            Op::Shr => Value::Int(x >> shift()?),
            Op::BitAnd => Value::Int(x & y),
            Op::BitOr => Value::Int(x | y),
            Op::Xor => Value::Int(x ^ y),
            Op::Eq => Value::Bool(x == y),
            Op::Ne => Value::Bool(x != y),
            Op::Lt => Value::Bool(x < y),
            Op::Le => Value::Bool(x <= y),
            Op::Gt => Value::Bool(x > y),
            Op::Ge => Value::Bool(x >= y),
            Op::And | Op::Or | Op::In | Op::Range | Op::RangeInclusive => return Err(Stop::Bail),
        })
    }

    fn method(&mut self, m: Method, receiver: &Expr, args: &[Expr], frame: &mut [Value]) -> R<Value> {
        // Rhai evaluates a chain's indices, then the method's arguments, then walks to the target.
        let at = match receiver {
            Expr::Local(_) => Some(self.indices(&[], frame)?),
            Expr::Path(_, path) => Some(self.indices(path, frame)?),
            _ => None,
        };
        let args = self.arguments(args, frame)?;
        let (Some(at), Expr::Local(s) | Expr::Path(s, _)) = (at, receiver) else {
            let mut temporary = self.eval(receiver, frame)?;
            return self.apply(m, &mut temporary, args);
        };
        if m.mutates() {
            let target = place(frame, *s, &at)?;
            self.apply(m, target, args)
        } else {
            let target = read(&frame[usize::from(*s)], &at)?;
            query(m, target, args.slice())
        }
    }

    /// A method on a value it may change.
    fn apply(&mut self, m: Method, target: &mut Value, mut args: Args) -> R<Value> {
        if !m.mutates() {
            return query(m, target, args.slice());
        }
        let Value::Array(a) = target else { return Err(Stop::Bail) };
        let len = a.len() as i64;
        Ok(match m {
            Method::Push => {
                self.grow(1)?;
                a.push(args.take_last()?);
                Value::Unit
            }
            Method::Pop => a.pop().unwrap_or_default(),
            Method::Insert => {
                let x = args.take_last()?;
                let i = int(&args.values[0])?;
                let at = if i < 0 { (len + i).max(0) } else { i.min(len) };
                self.grow(1)?;
                a.insert(at as usize, x);
                Value::Unit
            }
            Method::Remove => match position(int(&args.values[0])?, a.len()) {
                Ok(i) => a.remove(i),
                Err(_) => Value::Unit,
            },
            Method::Clear => {
                a.clear();
                Value::Unit
            }
            Method::Truncate => {
                a.truncate(int(&args.values[0])?.clamp(0, len) as usize);
                Value::Unit
            }
            Method::Reverse => {
                a.reverse();
                Value::Unit
            }
            Method::Sort => {
                let mut ints = a.iter().map(int).collect::<R<Vec<i64>>>()?;
                ints.sort_unstable();
                *a = ints.into_iter().map(Value::Int).collect();
                Value::Unit
            }
            Method::Append => {
                let Value::Array(more) = args.take_last()? else { return Err(Stop::Bail) };
                self.grow(more.len())?;
                a.extend(more);
                Value::Unit
            }
            _ => return Err(Stop::Bail),
        })
    }
}

/// A method that only reads its value.
fn query(m: Method, target: &Value, args: &[Value]) -> R<Value> {
    Ok(match (m, target) {
        (Method::Len, Value::Array(a)) => Value::Int(a.len() as i64),
        (Method::IsEmpty, Value::Array(a)) => Value::Bool(a.is_empty()),
        (Method::Contains, Value::Array(a)) => Value::Bool(a.contains(&args[0])),
        (Method::Max, Value::Int(x)) => Value::Int((*x).max(int(&args[0])?)),
        (Method::Min, Value::Int(x)) => Value::Int((*x).min(int(&args[0])?)),
        (Method::Abs, Value::Int(x)) => Value::Int(x.checked_abs().ok_or(Stop::Bail)?),
        _ => return Err(Stop::Bail),
    })
}

fn builtin(b: Builtin, args: &[Value]) -> R<Value> {
    match b {
        Builtin::Len => query(Method::Len, &args[0], &[]),
        Builtin::IsEmpty => query(Method::IsEmpty, &args[0], &[]),
        Builtin::Max => query(Method::Max, &args[0], &args[1..]),
        Builtin::Min => query(Method::Min, &args[0], &args[1..]),
        Builtin::Abs => query(Method::Abs, &args[0], &[]),
        Builtin::Range => Err(Stop::Bail),
    }
}

/// The value at `at` inside `v`.
fn read<'v>(mut v: &'v Value, at: &[i64]) -> R<&'v Value> {
    for &i in at {
        let Value::Array(a) = v else { return Err(Stop::Bail) };
        v = &a[position(i, a.len())?];
    }
    Ok(v)
}

/// The place `slot[at…]`, to change.
fn place<'v>(frame: &'v mut [Value], slot: u16, at: &[i64]) -> R<&'v mut Value> {
    let mut v = &mut frame[usize::from(slot)];
    for &i in at {
        let Value::Array(a) = v else { return Err(Stop::Bail) };
        let j = position(i, a.len())?;
        v = &mut a[j];
    }
    Ok(v)
}
