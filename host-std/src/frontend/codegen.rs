//! AST to bytecode.
//!
//! One [`Unit`] per code object being emitted (the module body, then each
//! function), sharing the module's constant and name tables. Every emitted
//! instruction carries the line of the AST node being compiled, so
//! tracebacks name the same lines CPython does. Frame sizes come from the
//! core's stack-depth analysis, the same one the verifier runs.

use std::collections::HashMap;

use ruff_python_ast::{
    self as ast, BoolOp as AstBoolOp, CmpOp as AstCmpOp, Expr, ExprContext, Number, Operator, Stmt,
    UnaryOp,
};
use ruff_text_size::{Ranged, TextSize};
use trellis_core::bytecode::module::limits;
use trellis_core::bytecode::verify::stack_depth;
use trellis_core::bytecode::{ArgKind, BinOp, CmpOp, Code, Const, Instr, Module, Op};

use super::scope::{self, Scope};
use super::{Lines, Located};

type R<T> = Result<T, Located>;

#[derive(Clone, PartialEq, Eq, Hash)]
enum ConstKey {
    None,
    Bool(bool),
    Int(i64),
    Float(u64),
    Str(String),
    BigInt(String),
    Bytes(Vec<u8>),
    Tuple(Vec<ConstKey>),
    FrozenSet(Vec<ConstKey>),
}

fn const_key(c: &Const) -> ConstKey {
    match c {
        Const::None => ConstKey::None,
        Const::Bool(b) => ConstKey::Bool(*b),
        Const::Int(i) => ConstKey::Int(*i),
        Const::Float(f) => ConstKey::Float(f.to_bits()),
        Const::Str(s) => ConstKey::Str(s.clone()),
        Const::BigInt(s) => ConstKey::BigInt(s.clone()),
        Const::Bytes(b) => ConstKey::Bytes(b.clone()),
        Const::Tuple(items) => ConstKey::Tuple(items.iter().map(const_key).collect()),
        Const::FrozenSet(items) => ConstKey::FrozenSet(items.iter().map(const_key).collect()),
    }
}

/// The constant a literal expression is (numbers, also negated, strings,
/// bytes, `True`/`False`/`None` and tuples of those), as CPython's constant
/// folding sees it.
fn literal(e: &Expr) -> Option<Const> {
    Some(match e {
        Expr::NumberLiteral(n) => match &n.value {
            Number::Int(i) => match i.as_i64() {
                Some(v) => Const::Int(v),
                None => Const::BigInt(big_literal(&i.to_string(), false).ok()?),
            },
            Number::Float(f) => Const::Float(*f),
            Number::Complex { .. } => return None,
        },
        Expr::UnaryOp(u) if u.op == UnaryOp::USub => match literal(&u.operand)? {
            Const::Int(v) => match v.checked_neg() {
                Some(n) => Const::Int(n),
                None => return None,
            },
            Const::Float(f) => Const::Float(-f),
            _ => return None,
        },
        Expr::StringLiteral(s) => Const::Str(s.value.to_str().to_string()),
        Expr::BytesLiteral(b) => Const::Bytes(b.value.bytes().collect()),
        Expr::BooleanLiteral(b) => Const::Bool(b.value),
        Expr::NoneLiteral(_) => Const::None,
        Expr::Tuple(t) => Const::Tuple(t.elts.iter().map(literal).collect::<Option<Vec<_>>>()?),
        _ => return None,
    })
}

struct LoopCtx {
    /// Where `continue` jumps (the loop header).
    top: usize,
    /// `break` jumps to patch to the loop's exit.
    breaks: Vec<usize>,
    /// A `for` loop keeps three slots of iterator state on the stack.
    is_for: bool,
}

/// A code object under construction.
struct Unit {
    name: String,
    scope: Option<Scope>,
    nparams: u32,
    local_names: Vec<String>,
    local_idx: HashMap<String, u32>,
    instrs: Vec<Instr>,
    lines: Vec<u32>,
    line: u32,
    first_line: u32,
    loops: Vec<LoopCtx>,
}

struct Compiler<'a> {
    lines: &'a Lines<'a>,
    names: Vec<String>,
    name_idx: HashMap<String, u32>,
    consts: Vec<Const>,
    const_idx: HashMap<ConstKey, u32>,
    codes: Vec<Option<Code>>,
    /// Keyword-name lists of `CALL_KW`s, shared by equal lists.
    kwnames: Vec<Vec<u32>>,
    kwnames_idx: HashMap<Vec<u32>, u32>,
    unit: Unit,
}

pub(crate) fn compile_module(m: &ast::ModModule, lines: &Lines, filename: &str) -> R<Module> {
    let mut c = Compiler {
        lines,
        names: Vec::new(),
        name_idx: HashMap::new(),
        consts: Vec::new(),
        const_idx: HashMap::new(),
        codes: vec![None],
        kwnames: Vec::new(),
        kwnames_idx: HashMap::new(),
        unit: Unit::new("<module>".into(), None, 1),
    };
    c.stmts(&m.body)?;
    let end_line = m.body.last().map_or(1, |s| lines.line(s.start()));
    c.unit.line = end_line;
    let none = c.constant(Const::None)?;
    c.emit(Op::LOAD_CONST, none);
    c.emit(Op::RETURN_VALUE, 0);
    let unit = std::mem::replace(&mut c.unit, Unit::new(String::new(), None, 0));
    c.codes[0] = Some(unit.finish(m.start())?);
    let codes = c
        .codes
        .into_iter()
        .map(|c| c.unwrap_or_else(empty_code))
        .collect();
    Ok(Module {
        filename: filename.to_string(),
        names: c.names,
        consts: c.consts,
        codes,
        kwnames: c.kwnames,
    })
}

fn empty_code() -> Code {
    Code {
        name: String::new(),
        nparams: 0,
        local_names: Vec::new(),
        max_stack: 0,
        instrs: Vec::new(),
        lines: Vec::new(),
        first_line: 0,
    }
}

impl Unit {
    fn new(name: String, scope: Option<Scope>, first_line: u32) -> Self {
        Unit {
            name,
            scope,
            nparams: 0,
            local_names: Vec::new(),
            local_idx: HashMap::new(),
            instrs: Vec::new(),
            lines: Vec::new(),
            line: first_line,
            first_line,
            loops: Vec::new(),
        }
    }

    fn finish(mut self, at: TextSize) -> R<Code> {
        self.fuse_superinstructions();
        if self.instrs.len() > limits::MAX_INSTRS {
            return Err(Located::unsupported(at, "function body too large"));
        }
        let max_stack = stack_depth(&self.instrs, limits::MAX_STACK).map_err(|(ip, m)| {
            Located::unsupported(at, format!("internal compiler error at {ip}: {m}"))
        })?;
        Ok(Code {
            name: self.name,
            nparams: self.nparams,
            local_names: self.local_names,
            max_stack,
            instrs: self.instrs,
            lines: self.lines,
            first_line: self.first_line,
        })
    }
}

impl Unit {
    /// Replaces `LOAD_FAST a; LOAD_FAST b` and `STORE_FAST a; LOAD_FAST b`
    /// on one line (the second not a jump target) by one instruction each,
    /// then renumbers jumps.
    fn fuse_superinstructions(&mut self) {
        let n = self.instrs.len();
        let mut target = vec![false; n + 1];
        for i in &self.instrs {
            if i.op.arg_kind() == ArgKind::Jump {
                target[(i.arg as usize).min(n)] = true;
            }
        }
        let mut map = vec![0u32; n + 1];
        let (mut instrs, mut lines) = (Vec::with_capacity(n), Vec::with_capacity(n));
        let mut i = 0;
        while i < n {
            map[i] = instrs.len() as u32;
            let (a, b) = (self.instrs[i], self.instrs.get(i + 1).copied());
            let fused = match (a.op, b) {
                (Op::LOAD_FAST, Some(b)) if b.op == Op::LOAD_FAST => Some(Op::LOAD_FAST_LOAD_FAST),
                (Op::STORE_FAST, Some(b)) if b.op == Op::LOAD_FAST => {
                    Some(Op::STORE_FAST_LOAD_FAST)
                }
                _ => None,
            }
            .filter(|_| !target[i + 1] && self.lines[i] == self.lines[i + 1])
            .filter(|_| a.arg < 1 << 16 && b.is_some_and(|b| b.arg < 1 << 16));
            match (fused, b) {
                (Some(op), Some(b)) => {
                    map[i + 1] = instrs.len() as u32;
                    instrs.push(Instr::new(op, a.arg | b.arg << 16));
                    i += 2;
                }
                _ => {
                    instrs.push(a);
                    i += 1;
                }
            }
            lines.push(self.lines[i - 1]);
        }
        map[n] = instrs.len() as u32;
        for ins in instrs.iter_mut() {
            if ins.op.arg_kind() == ArgKind::Jump {
                ins.arg = map[(ins.arg as usize).min(n)];
            }
        }
        self.instrs = instrs;
        self.lines = lines;
    }
}

fn binop(op: Operator, at: TextSize) -> R<BinOp> {
    Ok(match op {
        Operator::Add => BinOp::Add,
        Operator::Sub => BinOp::Sub,
        Operator::Mult => BinOp::Mul,
        Operator::Div => BinOp::TrueDiv,
        Operator::FloorDiv => BinOp::FloorDiv,
        Operator::Mod => BinOp::Mod,
        Operator::Pow => BinOp::Pow,
        Operator::LShift => BinOp::LShift,
        Operator::RShift => BinOp::RShift,
        Operator::BitAnd => BinOp::And,
        Operator::BitOr => BinOp::Or,
        Operator::BitXor => BinOp::Xor,
        Operator::MatMult => return Err(Located::unsupported(at, "the '@' operator")),
    })
}

/// Names for unsupported statements and expressions in error messages.
fn stmt_kind(s: &Stmt) -> &'static str {
    match s {
        Stmt::ClassDef(_) => "class definitions",
        Stmt::TypeAlias(_) => "type aliases",
        Stmt::With(_) => "'with' statements",
        Stmt::Match(_) => "'match' statements",
        Stmt::Raise(_) => "'raise' statements",
        Stmt::Try(_) => "'try' statements",
        Stmt::Assert(_) => "'assert' statements",
        Stmt::Import(_) | Stmt::ImportFrom(_) => "imports",
        Stmt::Nonlocal(_) => "'nonlocal' statements",
        _ => "this statement",
    }
}

fn expr_kind(e: &Expr) -> &'static str {
    match e {
        Expr::Named(_) => "assignment expressions (':=')",
        Expr::Lambda(_) => "lambda expressions",
        Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) => "comprehensions",
        Expr::Generator(_) => "generator expressions",
        Expr::Await(_) => "'await'",
        Expr::Yield(_) | Expr::YieldFrom(_) => "'yield'",
        Expr::TString(_) => "template strings",
        Expr::EllipsisLiteral(_) => "'...'",
        Expr::Attribute(_) => "attributes",
        Expr::Starred(_) => "starred expressions here",
        Expr::Slice(_) => "slices outside a subscript",
        _ => "this expression",
    }
}

impl<'a> Compiler<'a> {
    // ------------------------------------------------------------ emitting

    fn emit(&mut self, op: Op, arg: u32) -> usize {
        let u = &mut self.unit;
        u.instrs.push(Instr::new(op, arg));
        u.lines.push(u.line);
        u.instrs.len() - 1
    }

    fn here(&self) -> usize {
        self.unit.instrs.len()
    }

    /// Points the jump at `at` to the next instruction emitted.
    fn patch_here(&mut self, at: usize) {
        let target = self.here() as u32;
        self.unit.instrs[at].arg = target;
    }

    fn set_line(&mut self, node: &impl Ranged) -> u32 {
        let old = self.unit.line;
        self.unit.line = self.lines.line(node.start());
        old
    }

    fn constant(&mut self, c: Const) -> R<u32> {
        let key = const_key(&c);
        if let Some(&i) = self.const_idx.get(&key) {
            return Ok(i);
        }
        let i = self.consts.len() as u32;
        if self.consts.len() >= limits::MAX_CONSTS {
            return Err(Located::unsupported(
                TextSize::default(),
                "too many constants",
            ));
        }
        self.consts.push(c);
        self.const_idx.insert(key, i);
        Ok(i)
    }

    fn name(&mut self, n: &str) -> u32 {
        if let Some(&i) = self.name_idx.get(n) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(n.to_string());
        self.name_idx.insert(n.to_string(), i);
        i
    }

    fn local(&mut self, n: &str) -> u32 {
        let u = &mut self.unit;
        if let Some(&i) = u.local_idx.get(n) {
            return i;
        }
        let i = u.local_names.len() as u32;
        u.local_names.push(n.to_string());
        u.local_idx.insert(n.to_string(), i);
        i
    }

    fn is_local(&self, n: &str) -> bool {
        self.unit.scope.as_ref().is_some_and(|s| s.is_local(n))
    }

    fn load_name(&mut self, n: &str) {
        if self.is_local(n) {
            let i = self.local(n);
            self.emit(Op::LOAD_FAST, i);
        } else {
            let i = self.name(n);
            self.emit(Op::LOAD_GLOBAL, i);
        }
    }

    fn store_name(&mut self, n: &str) {
        if self.is_local(n) {
            let i = self.local(n);
            self.emit(Op::STORE_FAST, i);
        } else {
            let i = self.name(n);
            self.emit(Op::STORE_GLOBAL, i);
        }
    }

    // ------------------------------------------------------------ statements

    fn stmts(&mut self, body: &[Stmt]) -> R<()> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        let old = self.set_line(s);
        self.stmt_inner(s)?;
        self.unit.line = old;
        Ok(())
    }

    fn stmt_inner(&mut self, s: &Stmt) -> R<()> {
        match s {
            Stmt::Expr(e) => {
                self.expr(&e.value)?;
                self.emit(Op::POP_TOP, 0);
            }
            Stmt::Pass(_) | Stmt::Global(_) => {}
            Stmt::Assign(a) => {
                self.expr(&a.value)?;
                for (i, t) in a.targets.iter().enumerate() {
                    if i + 1 < a.targets.len() {
                        self.emit(Op::COPY, 1);
                    }
                    self.store_target(t)?;
                }
            }
            Stmt::AugAssign(a) => self.aug_assign(a)?,
            Stmt::AnnAssign(a) => {
                // Annotations have no effect at run time here.
                if let Some(v) = &a.value {
                    self.expr(v)?;
                    self.store_target(&a.target)?;
                }
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.del_target(t)?;
                }
            }
            Stmt::If(i) => self.if_stmt(i)?,
            Stmt::While(w) => self.while_stmt(w)?,
            Stmt::For(f) => self.for_stmt(f)?,
            Stmt::Break(b) => {
                let Some(lp) = self.unit.loops.last() else {
                    return Err(Located::syntax(b.start(), "'break' outside loop"));
                };
                if lp.is_for {
                    for _ in 0..3 {
                        self.emit(Op::POP_TOP, 0);
                    }
                }
                let j = self.emit(Op::JUMP_FORWARD, 0);
                if let Some(lp) = self.unit.loops.last_mut() {
                    lp.breaks.push(j);
                }
            }
            Stmt::Continue(c) => {
                let Some(lp) = self.unit.loops.last() else {
                    return Err(Located::syntax(
                        c.start(),
                        "'continue' not properly in loop",
                    ));
                };
                let top = lp.top as u32;
                self.emit(Op::JUMP_BACKWARD, top);
            }
            Stmt::Return(r) => {
                if self.unit.scope.is_none() {
                    return Err(Located::syntax(r.start(), "'return' outside function"));
                }
                match &r.value {
                    Some(v) => self.expr(v)?,
                    None => {
                        let c = self.constant(Const::None)?;
                        self.emit(Op::LOAD_CONST, c);
                    }
                }
                self.emit(Op::RETURN_VALUE, 0);
            }
            Stmt::FunctionDef(f) => self.function_def(f)?,
            other => {
                return Err(Located::unsupported(other.start(), stmt_kind(other)));
            }
        }
        Ok(())
    }

    fn store_target(&mut self, t: &Expr) -> R<()> {
        match t {
            Expr::Name(n) => {
                self.store_name(n.id.as_str());
                Ok(())
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                let starred: Vec<usize> = elts
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| matches!(e, Expr::Starred(_)))
                    .map(|(i, _)| i)
                    .collect();
                if starred.len() > 1 {
                    return Err(Located::syntax(
                        elts[starred[1]].start(),
                        "multiple starred expressions in assignment",
                    ));
                }
                if let Some(&k) = starred.first() {
                    let after = elts.len() - k - 1;
                    if k > 255 || after > 255 {
                        return Err(Located::unsupported(
                            t.start(),
                            "too many expressions in star-unpacking assignment",
                        ));
                    }
                    self.emit(Op::UNPACK_EX, k as u32 | (after as u32) << 8);
                    for e in elts {
                        match e {
                            Expr::Starred(s) => self.store_target(&s.value)?,
                            e => self.store_target(e)?,
                        }
                    }
                    return Ok(());
                }
                let n = u32::try_from(elts.len())
                    .unwrap_or(u32::MAX)
                    .min(limits::MAX_COUNT + 1);
                if n > limits::MAX_COUNT {
                    return Err(Located::unsupported(
                        t.start(),
                        "too many assignment targets",
                    ));
                }
                self.emit(Op::UNPACK_SEQUENCE, n);
                for e in elts {
                    self.store_target(e)?;
                }
                Ok(())
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.index(&s.slice)?;
                self.emit(Op::STORE_SUBSCR, 0);
                Ok(())
            }
            Expr::Starred(s) => Err(Located::syntax(
                s.start(),
                "starred assignment target must be in a list or tuple",
            )),
            other => Err(Located::unsupported(
                other.start(),
                format!("assignment to {}", expr_kind(other)),
            )),
        }
    }

    fn aug_assign(&mut self, a: &ast::StmtAugAssign) -> R<()> {
        let op = binop(a.op, a.start())? as u32 | BinOp::INPLACE;
        match &*a.target {
            Expr::Name(n) => {
                self.load_name(n.id.as_str());
                self.expr(&a.value)?;
                self.emit(Op::BINARY_OP, op);
                self.store_name(n.id.as_str());
            }
            Expr::Subscript(s) => {
                // [c, i] -> [c, i, c[i]] -> [c, i, new] -> [new, c, i]
                self.expr(&s.value)?;
                self.index(&s.slice)?;
                self.emit(Op::COPY, 2);
                self.emit(Op::COPY, 2);
                self.emit(Op::BINARY_SUBSCR, 0);
                self.expr(&a.value)?;
                self.emit(Op::BINARY_OP, op);
                self.emit(Op::SWAP, 3);
                self.emit(Op::SWAP, 2);
                self.emit(Op::STORE_SUBSCR, 0);
            }
            other => {
                return Err(Located::unsupported(
                    other.start(),
                    format!("augmented assignment to {}", expr_kind(other)),
                ));
            }
        }
        Ok(())
    }

    fn del_target(&mut self, t: &Expr) -> R<()> {
        match t {
            Expr::Name(n) => {
                let name = n.id.as_str();
                if self.is_local(name) {
                    let i = self.local(name);
                    self.emit(Op::DELETE_FAST, i);
                } else {
                    let i = self.name(name);
                    self.emit(Op::DELETE_GLOBAL, i);
                }
                Ok(())
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.index(&s.slice)?;
                self.emit(Op::DELETE_SUBSCR, 0);
                Ok(())
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.del_target(e)?;
                }
                Ok(())
            }
            other => Err(Located::unsupported(
                other.start(),
                format!("deleting {}", expr_kind(other)),
            )),
        }
    }

    /// A subscript's index: a slice builds a slice object.
    fn index(&mut self, e: &Expr) -> R<()> {
        let Expr::Slice(s) = e else {
            return self.expr(e);
        };
        let parts = [&s.lower, &s.upper];
        for p in parts {
            match p {
                Some(v) => self.expr(v)?,
                None => {
                    let c = self.constant(Const::None)?;
                    self.emit(Op::LOAD_CONST, c);
                }
            }
        }
        match &s.step {
            Some(v) => {
                self.expr(v)?;
                self.emit(Op::BUILD_SLICE, 3);
            }
            None => {
                self.emit(Op::BUILD_SLICE, 2);
            }
        }
        Ok(())
    }

    fn if_stmt(&mut self, i: &ast::StmtIf) -> R<()> {
        let mut end_jumps = Vec::new();
        self.expr(&i.test)?;
        let mut next = self.emit(Op::POP_JUMP_IF_FALSE, 0);
        self.stmts(&i.body)?;
        for clause in &i.elif_else_clauses {
            end_jumps.push(self.emit(Op::JUMP_FORWARD, 0));
            self.patch_here(next);
            let old = self.set_line(clause);
            match &clause.test {
                Some(t) => {
                    self.expr(t)?;
                    next = self.emit(Op::POP_JUMP_IF_FALSE, 0);
                    self.unit.line = old;
                    self.stmts(&clause.body)?;
                }
                None => {
                    self.unit.line = old;
                    // `else`: nothing left to skip to.
                    next = usize::MAX;
                    self.stmts(&clause.body)?;
                }
            }
        }
        if next != usize::MAX {
            self.patch_here(next);
        }
        for j in end_jumps {
            self.patch_here(j);
        }
        Ok(())
    }

    fn while_stmt(&mut self, w: &ast::StmtWhile) -> R<()> {
        let top = self.here();
        let always = matches!(&*w.test, Expr::BooleanLiteral(b) if b.value);
        let exit = if always {
            None
        } else {
            self.expr(&w.test)?;
            Some(self.emit(Op::POP_JUMP_IF_FALSE, 0))
        };
        self.unit.loops.push(LoopCtx {
            top,
            breaks: Vec::new(),
            is_for: false,
        });
        self.stmts(&w.body)?;
        self.emit(Op::JUMP_BACKWARD, top as u32);
        let lp = self.unit.loops.pop();
        if let Some(e) = exit {
            self.patch_here(e);
        }
        self.stmts(&w.orelse)?;
        for b in lp.map(|l| l.breaks).unwrap_or_default() {
            self.patch_here(b);
        }
        Ok(())
    }

    fn for_stmt(&mut self, f: &ast::StmtFor) -> R<()> {
        if f.is_async {
            return Err(Located::unsupported(f.start(), "'async for'"));
        }
        match &*f.iter {
            // `for x in {constants}` iterates CPython's folded frozenset.
            Expr::Set(st) if st.elts.iter().all(|e| literal(e).is_some()) => {
                let items = st.elts.iter().filter_map(literal).collect();
                let c = self.constant(Const::FrozenSet(items))?;
                self.emit(Op::LOAD_CONST, c);
            }
            iter => self.expr(iter)?,
        }
        self.emit(Op::GET_ITER, 0);
        let top = self.emit(Op::FOR_ITER, 0);
        self.store_target(&f.target)?;
        self.unit.loops.push(LoopCtx {
            top,
            breaks: Vec::new(),
            is_for: true,
        });
        self.stmts(&f.body)?;
        self.emit(Op::JUMP_BACKWARD, top as u32);
        let lp = self.unit.loops.pop();
        self.patch_here(top);
        self.stmts(&f.orelse)?;
        for b in lp.map(|l| l.breaks).unwrap_or_default() {
            self.patch_here(b);
        }
        Ok(())
    }

    fn function_def(&mut self, f: &ast::StmtFunctionDef) -> R<()> {
        if self.unit.scope.is_some() {
            return Err(Located::unsupported(
                f.start(),
                "nested function definitions",
            ));
        }
        if f.is_async {
            return Err(Located::unsupported(f.start(), "'async def'"));
        }
        if let Some(d) = f.decorator_list.first() {
            return Err(Located::unsupported(d.start(), "decorators"));
        }
        if let Some(t) = &f.type_params {
            return Err(Located::unsupported(t.start(), "type parameters"));
        }
        let p = &f.parameters;
        if let Some(v) = &p.vararg {
            return Err(Located::unsupported(v.start(), "'*args' parameters"));
        }
        if let Some(k) = &p.kwarg {
            return Err(Located::unsupported(k.start(), "'**kwargs' parameters"));
        }
        if let Some(k) = p.kwonlyargs.first() {
            return Err(Located::unsupported(k.start(), "keyword-only parameters"));
        }
        let params: Vec<&ast::ParameterWithDefault> =
            p.posonlyargs.iter().chain(p.args.iter()).collect();
        if let Some(d) = params.iter().find(|p| p.default.is_some()) {
            return Err(Located::unsupported(d.start(), "default parameter values"));
        }
        if params.len() > limits::MAX_CALL_ARGS as usize {
            return Err(Located::unsupported(f.start(), "too many parameters"));
        }
        let mut seen = std::collections::HashSet::new();
        for q in &params {
            let n = q.parameter.name.id.as_str();
            if !seen.insert(n) {
                return Err(Located::syntax(
                    q.start(),
                    format!("duplicate argument '{n}' in function definition"),
                ));
            }
        }
        let scope = scope::function_scope(p, &f.body)?;
        let code_idx = self.codes.len();
        if code_idx >= limits::MAX_CODES {
            return Err(Located::unsupported(f.start(), "too many functions"));
        }
        self.codes.push(None);

        let first_line = self.lines.line(f.start());
        let unit = Unit::new(f.name.id.to_string(), Some(scope), first_line);
        let outer = std::mem::replace(&mut self.unit, unit);
        for q in &params {
            self.local(q.parameter.name.id.as_str());
        }
        self.unit.nparams = params.len() as u32;
        let body = self.stmts(&f.body);
        let finished = body.and_then(|_| {
            // Falling off the end returns None, attributed to the last line.
            if let Some(last) = f.body.last() {
                self.unit.line = self.lines.line(last.start());
            }
            let none = self.constant(Const::None)?;
            self.emit(Op::LOAD_CONST, none);
            self.emit(Op::RETURN_VALUE, 0);
            Ok(())
        });
        let unit = std::mem::replace(&mut self.unit, outer);
        finished?;
        self.codes[code_idx] = Some(unit.finish(f.start())?);
        self.emit(Op::MAKE_FUNCTION, code_idx as u32);
        self.store_name(f.name.id.as_str());
        Ok(())
    }

    // ------------------------------------------------------------ expressions

    fn expr(&mut self, e: &Expr) -> R<()> {
        let old = self.set_line(e);
        self.expr_inner(e)?;
        self.unit.line = old;
        Ok(())
    }

    fn int_const(&mut self, v: &ast::Int, at: TextSize, negate: bool) -> R<()> {
        let i = v
            .as_i64()
            .and_then(|i| if negate { i.checked_neg() } else { Some(i) });
        let i = match i {
            Some(i) => i,
            None if negate && v.as_u64() == Some(1u64 << 63) => i64::MIN,
            None => {
                let hex =
                    big_literal(&v.to_string(), negate).map_err(|m| Located::syntax(at, m))?;
                let c = self.constant(Const::BigInt(hex))?;
                self.emit(Op::LOAD_CONST, c);
                return Ok(());
            }
        };
        let c = self.constant(Const::Int(i))?;
        self.emit(Op::LOAD_CONST, c);
        Ok(())
    }

    fn expr_inner(&mut self, e: &Expr) -> R<()> {
        match e {
            Expr::Name(n) => {
                if n.ctx != ExprContext::Load {
                    return Err(Located::unsupported(n.start(), "this use of a name"));
                }
                self.load_name(n.id.as_str());
            }
            Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => self.int_const(i, n.start(), false)?,
                Number::Float(f) => {
                    let c = self.constant(Const::Float(*f))?;
                    self.emit(Op::LOAD_CONST, c);
                }
                Number::Complex { .. } => {
                    return Err(Located::unsupported(n.start(), "complex numbers"));
                }
            },
            Expr::StringLiteral(s) => {
                let c = self.constant(Const::Str(s.value.to_str().to_string()))?;
                self.emit(Op::LOAD_CONST, c);
            }
            Expr::BooleanLiteral(b) => {
                let c = self.constant(Const::Bool(b.value))?;
                self.emit(Op::LOAD_CONST, c);
            }
            Expr::NoneLiteral(_) => {
                let c = self.constant(Const::None)?;
                self.emit(Op::LOAD_CONST, c);
            }
            Expr::BinOp(b) => {
                let op = binop(b.op, b.start())?;
                self.expr(&b.left)?;
                self.expr(&b.right)?;
                self.emit(Op::BINARY_OP, op as u32);
            }
            Expr::UnaryOp(u) => {
                // Fold `-literal` so that i64::MIN can be written.
                if let (UnaryOp::USub, Expr::NumberLiteral(n)) = (u.op, &*u.operand) {
                    match &n.value {
                        Number::Int(i) => return self.int_const(i, n.start(), true),
                        Number::Float(f) => {
                            let c = self.constant(Const::Float(-*f))?;
                            self.emit(Op::LOAD_CONST, c);
                            return Ok(());
                        }
                        Number::Complex { .. } => {}
                    }
                }
                self.expr(&u.operand)?;
                self.emit(
                    match u.op {
                        UnaryOp::USub => Op::UNARY_NEGATIVE,
                        UnaryOp::UAdd => Op::UNARY_POSITIVE,
                        UnaryOp::Invert => Op::UNARY_INVERT,
                        UnaryOp::Not => Op::UNARY_NOT,
                    },
                    0,
                );
            }
            Expr::BoolOp(b) => {
                let jump = match b.op {
                    AstBoolOp::And => Op::JUMP_IF_FALSE_OR_POP,
                    AstBoolOp::Or => Op::JUMP_IF_TRUE_OR_POP,
                };
                let mut jumps = Vec::new();
                for (i, v) in b.values.iter().enumerate() {
                    self.expr(v)?;
                    if i + 1 < b.values.len() {
                        jumps.push(self.emit(jump, 0));
                    }
                }
                for j in jumps {
                    self.patch_here(j);
                }
            }
            Expr::Compare(c) => self.compare(c)?,
            Expr::If(i) => {
                self.expr(&i.test)?;
                let else_ = self.emit(Op::POP_JUMP_IF_FALSE, 0);
                self.expr(&i.body)?;
                let end = self.emit(Op::JUMP_FORWARD, 0);
                self.patch_here(else_);
                self.expr(&i.orelse)?;
                self.patch_here(end);
            }
            Expr::Call(c) => self.call(c)?,
            Expr::List(l) => self.build(&l.elts, Op::BUILD_LIST, l.start())?,
            Expr::Tuple(t) => self.build(&t.elts, Op::BUILD_TUPLE, t.start())?,
            Expr::Set(st) => self.build(&st.elts, Op::BUILD_SET, st.start())?,
            Expr::Dict(d) => self.dict(d)?,
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.index(&s.slice)?;
                self.emit(Op::BINARY_SUBSCR, 0);
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let n = self.name(a.attr.id.as_str());
                self.emit(Op::LOAD_ATTR, n);
            }
            Expr::FString(f) => self.fstring(f)?,
            Expr::BytesLiteral(b) => {
                let bytes: Vec<u8> = b.value.bytes().collect();
                let c = self.constant(Const::Bytes(bytes))?;
                self.emit(Op::LOAD_CONST, c);
            }
            other => return Err(Located::unsupported(other.start(), expr_kind(other))),
        }
        Ok(())
    }

    /// A list, tuple or set display; starred items make it piecewise.
    fn build(&mut self, elts: &[Expr], op: Op, at: TextSize) -> R<()> {
        if elts.len() > limits::MAX_COUNT as usize {
            return Err(Located::unsupported(at, "too many elements in one display"));
        }
        if op == Op::BUILD_SET && elts.len() > 2 {
            // A set display of constants: CPython folds it to a frozenset
            // constant, whose table order a set made from it inherits.
            if let Some(items) = elts.iter().map(literal).collect::<Option<Vec<_>>>() {
                self.emit(Op::BUILD_SET, 0);
                let c = self.constant(Const::FrozenSet(items))?;
                self.emit(Op::LOAD_CONST, c);
                self.emit(Op::SET_UPDATE, 0);
                return Ok(());
            }
        }
        let Some(first_star) = elts.iter().position(|e| matches!(e, Expr::Starred(_))) else {
            for e in elts {
                self.expr(e)?;
            }
            self.emit(op, elts.len() as u32);
            return Ok(());
        };
        let set = op == Op::BUILD_SET;
        for e in &elts[..first_star] {
            self.expr(e)?;
        }
        self.emit(
            if set { Op::BUILD_SET } else { Op::BUILD_LIST },
            first_star as u32,
        );
        for e in &elts[first_star..] {
            match e {
                Expr::Starred(st) => {
                    self.expr(&st.value)?;
                    self.emit(if set { Op::SET_UPDATE } else { Op::LIST_EXTEND }, 0);
                }
                e => {
                    self.expr(e)?;
                    self.emit(if set { Op::SET_ADD } else { Op::LIST_APPEND }, 0);
                }
            }
        }
        if op == Op::BUILD_TUPLE {
            self.emit(Op::LIST_TO_TUPLE, 0);
        }
        Ok(())
    }

    /// A dict display; `**m` items merge piecewise.
    fn dict(&mut self, d: &ast::ExprDict) -> R<()> {
        let items = &d.items;
        if items.len() > limits::MAX_COUNT as usize {
            return Err(Located::unsupported(
                d.start(),
                "too many elements in one display",
            ));
        }
        let plain = items.iter().take_while(|i| i.key.is_some()).count();
        for it in &items[..plain] {
            if let Some(k) = &it.key {
                self.expr(k)?;
            }
            self.expr(&it.value)?;
        }
        self.emit(Op::BUILD_MAP, plain as u32);
        for it in &items[plain..] {
            match &it.key {
                Some(k) => {
                    self.expr(k)?;
                    self.expr(&it.value)?;
                    self.emit(Op::BUILD_MAP, 1);
                }
                None => self.expr(&it.value)?,
            }
            self.emit(Op::DICT_UPDATE, 0);
        }
        Ok(())
    }

    /// An f-string: its pieces formatted and joined.
    fn fstring(&mut self, f: &ast::ExprFString) -> R<()> {
        let mut n = 0u32;
        for part in f.value.as_slice() {
            match part {
                ast::FStringPart::Literal(l) => {
                    if !l.value.is_empty() {
                        let c = self.constant(Const::Str(l.value.to_string()))?;
                        self.emit(Op::LOAD_CONST, c);
                        n += 1;
                    }
                }
                ast::FStringPart::FString(fs) => n += self.fstring_elements(&fs.elements)?,
            }
        }
        self.join_pieces(n, f.start())
    }

    fn join_pieces(&mut self, n: u32, at: TextSize) -> R<()> {
        match n {
            0 => {
                let c = self.constant(Const::Str(String::new()))?;
                self.emit(Op::LOAD_CONST, c);
            }
            1 => {}
            n if n > limits::MAX_COUNT => {
                return Err(Located::unsupported(at, "f-string with too many parts"));
            }
            n => {
                self.emit(Op::BUILD_STRING, n);
            }
        }
        Ok(())
    }

    /// Pushes the pieces of f-string elements; returns how many.
    fn fstring_elements(&mut self, elements: &ast::InterpolatedStringElements) -> R<u32> {
        let mut n = 0;
        for el in elements.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(l) => {
                    let c = self.constant(Const::Str(l.value.to_string()))?;
                    self.emit(Op::LOAD_CONST, c);
                    n += 1;
                }
                ast::InterpolatedStringElement::Interpolation(i) => {
                    if let Some(d) = &i.debug_text {
                        let c = self.constant(Const::Str(d.as_str().to_string()))?;
                        self.emit(Op::LOAD_CONST, c);
                        n += 1;
                    }
                    self.expr(&i.expression)?;
                    let mut conv = match i.conversion {
                        ast::ConversionFlag::None => {
                            // `f"{x=}"` shows the repr unless a spec is given.
                            if i.debug_text.is_some() && i.format_spec.is_none() {
                                2
                            } else {
                                0
                            }
                        }
                        ast::ConversionFlag::Str => 1,
                        ast::ConversionFlag::Repr => 2,
                        ast::ConversionFlag::Ascii => 3,
                    };
                    if let Some(spec) = &i.format_spec {
                        let k = self.fstring_elements(&spec.elements)?;
                        self.join_pieces(k, spec.start())?;
                        conv |= 4;
                    }
                    self.emit(Op::FORMAT_VALUE, conv);
                    n += 1;
                }
            }
        }
        Ok(n)
    }

    fn cmp(&mut self, op: AstCmpOp) {
        let (o, a) = match op {
            AstCmpOp::Eq => (Op::COMPARE_OP, CmpOp::Eq as u32),
            AstCmpOp::NotEq => (Op::COMPARE_OP, CmpOp::Ne as u32),
            AstCmpOp::Lt => (Op::COMPARE_OP, CmpOp::Lt as u32),
            AstCmpOp::LtE => (Op::COMPARE_OP, CmpOp::Le as u32),
            AstCmpOp::Gt => (Op::COMPARE_OP, CmpOp::Gt as u32),
            AstCmpOp::GtE => (Op::COMPARE_OP, CmpOp::Ge as u32),
            AstCmpOp::Is => (Op::IS_OP, 0),
            AstCmpOp::IsNot => (Op::IS_OP, 1),
            AstCmpOp::In => (Op::CONTAINS_OP, 0),
            AstCmpOp::NotIn => (Op::CONTAINS_OP, 1),
        };
        self.emit(o, a);
    }

    /// `a < b < c` evaluates `b` once and stops at the first false test.
    fn compare(&mut self, c: &ast::ExprCompare) -> R<()> {
        self.expr(&c.left)?;
        let n = c.ops.len();
        let mut cleanups = Vec::new();
        for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
            self.expr(right)?;
            if i + 1 < n {
                // [a, b] -> [b, a, b] -> [b, a<b]
                self.emit(Op::SWAP, 2);
                self.emit(Op::COPY, 2);
                self.cmp(*op);
                cleanups.push(self.emit(Op::JUMP_IF_FALSE_OR_POP, 0));
            } else {
                self.cmp(*op);
            }
        }
        if !cleanups.is_empty() {
            let end = self.emit(Op::JUMP_FORWARD, 0);
            // A false test leaves [b, False]: drop b, keep the result.
            for j in cleanups {
                self.patch_here(j);
            }
            self.emit(Op::SWAP, 2);
            self.emit(Op::POP_TOP, 0);
            self.patch_here(end);
        }
        Ok(())
    }

    fn call(&mut self, c: &ast::ExprCall) -> R<()> {
        let args = &c.arguments.args;
        let keywords = &c.arguments.keywords;
        let starred = args.iter().any(|a| matches!(a, Expr::Starred(_)))
            || keywords.iter().any(|k| k.arg.is_none());
        let mut seen = std::collections::HashSet::new();
        for k in keywords.iter() {
            if let Some(name) = &k.arg
                && !seen.insert(name.id.as_str())
            {
                return Err(Located::syntax(
                    k.start(),
                    format!("keyword argument repeated: {}", name.id),
                ));
            }
        }
        if starred {
            return self.call_ex(c);
        }
        if args.len() > limits::MAX_CALL_ARGS as usize
            || keywords.len() > limits::MAX_CALL_ARGS as usize
            || args.len() + keywords.len() > limits::MAX_CALL_ARGS as usize
        {
            return Err(Located::unsupported(c.start(), "too many arguments"));
        }
        if let Expr::Attribute(a) = &*c.func
            && keywords.is_empty()
        {
            self.expr(&a.value)?;
            for x in args.iter() {
                self.expr(x)?;
            }
            let name = self.name(a.attr.id.as_str());
            if name > 0xff_ffff {
                return Err(Located::unsupported(c.start(), "too many names"));
            }
            self.emit(Op::CALL_METHOD, name | ((args.len() as u32) << 24));
            return Ok(());
        }
        self.expr(&c.func)?;
        for x in args.iter() {
            self.expr(x)?;
        }
        if keywords.is_empty() {
            self.emit(Op::CALL, args.len() as u32);
            return Ok(());
        }
        let mut names = Vec::with_capacity(keywords.len());
        for k in keywords.iter() {
            self.expr(&k.value)?;
            if let Some(name) = &k.arg {
                names.push(self.name(name.id.as_str()));
            }
        }
        let table = self.kwnames_table(names, c.start())?;
        self.emit(
            Op::CALL_KW,
            args.len() as u32 | (keywords.len() as u32) << 8 | table << 16,
        );
        Ok(())
    }

    fn kwnames_table(&mut self, names: Vec<u32>, at: TextSize) -> R<u32> {
        if let Some(&t) = self.kwnames_idx.get(&names) {
            return Ok(t);
        }
        let t = self.kwnames.len() as u32;
        if t > 0xffff {
            return Err(Located::unsupported(
                at,
                "too many distinct keyword-argument lists",
            ));
        }
        self.kwnames.push(names.clone());
        self.kwnames_idx.insert(names, t);
        Ok(t)
    }

    /// A call with `*args` or `**kwargs`: the positional arguments as a
    /// tuple and the keywords as a dict, then `CALL_FUNCTION_EX`.
    fn call_ex(&mut self, c: &ast::ExprCall) -> R<()> {
        self.expr(&c.func)?;
        self.build(&c.arguments.args, Op::BUILD_TUPLE, c.start())?;
        let keywords = &c.arguments.keywords;
        if keywords.is_empty() {
            self.emit(Op::CALL_FUNCTION_EX, 0);
            return Ok(());
        }
        self.emit(Op::BUILD_MAP, 0);
        for k in keywords.iter() {
            match &k.arg {
                Some(name) => {
                    let key = self.constant(Const::Str(name.id.to_string()))?;
                    self.emit(Op::LOAD_CONST, key);
                    self.expr(&k.value)?;
                    self.emit(Op::BUILD_MAP, 1);
                }
                None => self.expr(&k.value)?,
            }
            self.emit(Op::DICT_UPDATE, 1);
        }
        self.emit(Op::CALL_FUNCTION_EX, 1);
        Ok(())
    }
}

/// A big int literal's value in hexadecimal (the form `.tbc` stores,
/// which no digit limit applies to), or CPython's `SyntaxError` text.
fn big_literal(text: &str, negate: bool) -> Result<String, String> {
    use trellis_core::heap::Heap;
    let mut heap = Heap::new();
    let v = trellis_core::objects::int::parse(&mut heap, text, 0).map_err(|e| {
        format!(
            "{} - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.",
            e.message
        )
    })?;
    let v = if negate {
        trellis_core::objects::int::neg(&mut heap, v).map_err(|e| e.message)?
    } else {
        v
    };
    Ok(trellis_core::objects::int::to_radix(&heap, v, 16))
}
