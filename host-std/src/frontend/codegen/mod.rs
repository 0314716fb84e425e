//! AST to bytecode.
//!
//! One [`Unit`] per code object being emitted (the module body, then each
//! function, lambda, class body and comprehension), sharing the module's
//! constant and name tables. [`super::symtable`] has already decided how
//! each name is reached. Every emitted instruction carries the line of the
//! AST node being compiled, so tracebacks name the same lines CPython does,
//! and the exception handler that covers it; the exception table is built
//! from those when the unit is finished. Frame sizes come from the core's
//! stack-depth analysis, the same one the verifier runs.
//!
//! The files: `stmt.rs` (statements, loops, `try`, `with`), `expr.rs`
//! (expressions and calls), `funcs.rs` (functions, lambdas, classes and
//! comprehensions: the code objects inside a code object).

mod expr;
mod funcs;
mod patterns;
mod stmt;

use std::collections::HashMap;

use ruff_python_ast::{self as ast, Expr, Number, Stmt, UnaryOp};
use ruff_text_size::{Ranged, TextRange, TextSize};
use trellis_core::bytecode::module::limits;
use trellis_core::bytecode::module::{Position, SourceModule};
use trellis_core::bytecode::verify::stack_depth_with_handlers;
use trellis_core::bytecode::{ArgKind, Code, CodeFlags, Const, Handler, Instr, Module, Op};

use super::symtable::{self, Access, SymTable};
use super::{Lines, Located};

type R<T> = Result<T, Located>;

#[derive(Clone, PartialEq, Eq, Hash)]
enum ConstKey {
    None,
    Bool(bool),
    Int(i64),
    Float(u64),
    Complex(u64, u64),
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
        Const::Complex(re, im) => ConstKey::Complex(re.to_bits(), im.to_bits()),
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
            Number::Complex { real, imag } => Const::Complex(*real, *imag),
        },
        Expr::UnaryOp(u) if u.op == UnaryOp::USub => match literal(&u.operand)? {
            Const::Int(v) => match v.checked_neg() {
                Some(n) => Const::Int(n),
                None => return None,
            },
            Const::Float(f) => Const::Float(-f),
            Const::Complex(re, im) => Const::Complex(-re, -im),
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

/// What a statement inside a compound statement must undo when `break`,
/// `continue` or `return` leaves it (CPython's "frame blocks").
enum FBlock<'a> {
    Loop {
        /// Where `continue` jumps (the loop header).
        top: usize,
        /// `break` jumps to patch to the loop's exit.
        breaks: Vec<usize>,
        /// A `for` loop keeps three slots of iterator state on the stack.
        is_for: bool,
    },
    /// The body of `try ... finally`: leaving it runs the finally body.
    Finally { body: &'a [Stmt] },
    /// The body of `try ... except`: leaving it leaves its handler.
    TryBody,
    /// The finally body run for an exception: `[prev, exc]` on the stack.
    FinallyHandler,
    /// An `except` clause body: `[prev]` on the stack, and the `as` name to
    /// clear.
    ExceptHandler { name: Option<String> },
    /// A `with` body: the bound `__exit__` on the stack.
    With,
    /// A value being returned, under the code of a finally body run on the
    /// way out.
    ReturnValue,
}

impl FBlock<'_> {
    /// Values it keeps on the stack.
    fn depth(&self) -> u32 {
        match self {
            FBlock::Loop { is_for: true, .. } => 3,
            FBlock::Loop { .. } | FBlock::Finally { .. } | FBlock::TryBody => 0,
            FBlock::FinallyHandler => 2,
            FBlock::ExceptHandler { .. } | FBlock::With | FBlock::ReturnValue => 1,
        }
    }
}

/// A frame block and the exception handlers in force outside it (the
/// code that leaves it runs under those).
struct Block<'a> {
    kind: FBlock<'a>,
    outer_handlers: usize,
}

/// An exception handler being emitted: its target (once placed) and the
/// stack depth it restores.
struct ExcBlock {
    target: Option<usize>,
    depth: u32,
}

const NO_HANDLER: u32 = u32::MAX;

/// A code object under construction.
struct Unit<'a> {
    name: String,
    qualname: String,
    scope: usize,
    flags: CodeFlags,
    nparams: u32,
    argcount: u32,
    posonly: u32,
    kwonly: u32,
    nfree: u32,
    local_names: Vec<String>,
    local_idx: HashMap<String, u32>,
    instrs: Vec<Instr>,
    lines: Vec<u32>,
    /// The source position of each instruction (for traceback markers).
    positions: Vec<Position>,
    /// The handler (index into `exc_blocks`) covering each instruction.
    instr_handler: Vec<u32>,
    exc_blocks: Vec<ExcBlock>,
    /// Handlers in force, innermost last.
    handler_stack: Vec<u32>,
    line: u32,
    /// The position the next instruction gets (the node being compiled).
    pos: Position,
    first_line: u32,
    fblocks: Vec<Block<'a>>,
    /// Values tier 2 may push above the deepest stack the bytecode makes
    /// (a class pattern's attributes, a pattern's `len()`, traced as
    /// values above the instruction's operands; the recorder checks the
    /// room is there).
    trace_room: u32,
}

/// The tables the modules of a bundle share, growing as each module is
/// compiled into them (constants and keyword lists are shared; names are
/// not, see [`compile_module`]).
#[derive(Default)]
pub(crate) struct Tables {
    pub names: Vec<String>,
    pub consts: Vec<Const>,
    const_idx: HashMap<ConstKey, u32>,
    pub codes: Vec<Option<Code>>,
    /// Keyword-name lists of `CALL_KW`s, shared by equal lists.
    pub kwnames: Vec<Vec<u32>>,
    kwnames_idx: HashMap<Vec<u32>, u32>,
}

impl Tables {
    /// The finished bundle.
    pub fn into_module(self, filename: &str, modules: Vec<SourceModule>) -> Module {
        let codes = self
            .codes
            .into_iter()
            .map(|c| {
                c.unwrap_or_else(|| Code::simple("", 0, Vec::new(), 0, Vec::new(), Vec::new(), 0))
            })
            .collect();
        Module {
            filename: filename.to_string(),
            names: self.names,
            consts: self.consts,
            codes,
            kwnames: self.kwnames,
            modules,
        }
    }
}

/// What the compiler of one module needs to know of the bundle.
pub(crate) struct ModuleContext<'m> {
    /// Its dotted name (`__main__` for the program).
    pub name: &'m str,
    /// It is a package (`__init__.py`): relative imports start from it.
    pub package: bool,
    /// Whether a dotted module name is a module of the bundle (so `from
    /// pkg import sub` imports the submodule).
    pub is_module: &'m dyn Fn(&str) -> bool,
}

struct Compiler<'a> {
    lines: &'a Lines<'a>,
    table: SymTable,
    /// This module's names: the same text in another module is another
    /// name, so modules' globals never share a slot.
    name_idx: HashMap<String, u32>,
    t: Tables,
    ctx: &'a ModuleContext<'a>,
    /// `from __future__ import annotations`: annotations stay strings.
    lazy_annotations: bool,
    unit: Unit<'a>,
}

/// Compiles module `m` into `t`: its code objects and names follow those
/// already there, and the entry that describes it is returned.
pub(crate) fn compile_module<'a>(
    m: &ast::ModModule,
    lines: &'a Lines<'a>,
    filename: &str,
    t: &mut Tables,
    ctx: &'a ModuleContext<'a>,
) -> R<SourceModule> {
    let table = symtable::build(&m.body)?;
    let (code_start, name_start) = (t.codes.len(), t.names.len());
    if code_start >= limits::MAX_CODES {
        return Err(Located::unsupported(m.start(), "too many functions"));
    }
    t.codes.push(None);
    let mut c = Compiler {
        lines,
        table,
        name_idx: HashMap::new(),
        t: std::mem::take(t),
        ctx,
        lazy_annotations: future_annotations(&m.body),
        unit: Unit::new("<module>".into(), "<module>".into(), 0, 1),
    };
    let r = (|| {
        // A module's docstring is its `__doc__` (bound before anything
        // runs; without one `__doc__` is `None`, bound by the VM).
        if let Some(Stmt::Expr(e)) = m.body.first()
            && let Expr::StringLiteral(doc) = &*e.value
        {
            c.load_const(Const::Str(doc.value.to_str().to_string()))?;
            c.store_name("__doc__");
        }
        // `open()` is the `io` module's (`implicit_imports`): imported
        // first, bound to no name.
        use super::implicit_imports::{OPEN_MODULE, needs_open};
        if (ctx.is_module)(OPEN_MODULE) && needs_open(ctx.name, m) {
            let n = c.name(OPEN_MODULE);
            c.emit(Op::IMPORT_NAME, n);
            c.emit(Op::POP_TOP, 0);
        }
        c.setup_annotations(&m.body)?;
        c.stmts(&m.body)?;
        let end_line = m.body.last().map_or(1, |s| lines.line(s.start()));
        c.unit.line = end_line;
        c.load_const(Const::None)?;
        c.emit(Op::RETURN_VALUE, 0);
        let unit = std::mem::replace(&mut c.unit, Unit::new(String::new(), String::new(), 0, 0));
        c.t.codes[code_start] = Some(unit.finish(m.start())?);
        Ok(())
    })();
    *t = std::mem::take(&mut c.t);
    r?;
    Ok(SourceModule {
        name: ctx.name.to_string(),
        filename: filename.to_string(),
        codes: (code_start as u32, t.codes.len() as u32),
        names: (name_start as u32, t.names.len() as u32),
        package: ctx.package,
    })
}

/// Whether the module starts with `from __future__ import annotations`
/// (after its docstring and other future imports).
fn future_annotations(body: &[Stmt]) -> bool {
    for (i, s) in body.iter().enumerate() {
        match s {
            Stmt::Expr(e) if i == 0 && matches!(*e.value, Expr::StringLiteral(_)) => {}
            Stmt::ImportFrom(f)
                if f.module
                    .as_ref()
                    .is_some_and(|m| m.id.as_str() == "__future__") =>
            {
                if f.names.iter().any(|a| a.name.id.as_str() == "annotations") {
                    return true;
                }
            }
            _ => return false,
        }
    }
    false
}

impl Unit<'_> {
    fn new(name: String, qualname: String, scope: usize, first_line: u32) -> Self {
        Unit {
            name,
            qualname,
            scope,
            flags: CodeFlags::empty(),
            nparams: 0,
            argcount: 0,
            posonly: 0,
            kwonly: 0,
            nfree: 0,
            local_names: Vec::new(),
            local_idx: HashMap::new(),
            instrs: Vec::new(),
            lines: Vec::new(),
            positions: Vec::new(),
            instr_handler: Vec::new(),
            exc_blocks: Vec::new(),
            handler_stack: Vec::new(),
            line: first_line,
            pos: Position::default(),
            first_line,
            fblocks: Vec::new(),
            trace_room: 0,
        }
    }

    fn finish(mut self, at: TextSize) -> R<Code> {
        self.fuse_superinstructions();
        if self.instrs.len() > limits::MAX_INSTRS {
            return Err(Located::unsupported(at, "function body too large"));
        }
        let handlers = self.handler_table();
        let max_stack = stack_depth_with_handlers(&self.instrs, &handlers, limits::MAX_STACK)
            .map_err(|(ip, m)| {
                Located::unsupported(at, format!("internal compiler error at {ip}: {m}"))
            })?;
        let max_stack = (max_stack + self.trace_room).min(limits::MAX_STACK);
        Ok(Code {
            name: self.name,
            qualname: self.qualname,
            flags: self.flags,
            nparams: self.nparams,
            argcount: self.argcount,
            posonly: self.posonly,
            kwonly: self.kwonly,
            nfree: self.nfree,
            local_names: self.local_names,
            max_stack,
            instrs: self.instrs,
            lines: self.lines,
            positions: self.positions,
            first_line: self.first_line,
            handlers,
        })
    }

    /// The exception table: one entry per run of instructions covered by
    /// the same handler.
    fn handler_table(&self) -> Vec<Handler> {
        let mut out: Vec<Handler> = Vec::new();
        let mut i = 0;
        let n = self.instrs.len();
        while i < n {
            let h = self.instr_handler[i];
            let mut j = i + 1;
            while j < n && self.instr_handler[j] == h {
                j += 1;
            }
            if h != NO_HANDLER {
                let b = &self.exc_blocks[h as usize];
                if let Some(t) = b.target {
                    out.push(Handler {
                        start: i as u32,
                        end: j as u32,
                        target: t as u32,
                        depth: b.depth,
                    });
                }
            }
            i = j;
        }
        out
    }

    /// Replaces `LOAD_FAST a; LOAD_FAST b` and `STORE_FAST a; LOAD_FAST b`
    /// on one line (the second not a jump or handler target, both under the
    /// same handler) by one instruction each, then renumbers jumps and
    /// handler targets.
    fn fuse_superinstructions(&mut self) {
        let n = self.instrs.len();
        let mut target = vec![false; n + 1];
        for i in &self.instrs {
            if i.op.arg_kind() == ArgKind::Jump {
                target[(i.arg as usize).min(n)] = true;
            }
        }
        for b in &self.exc_blocks {
            if let Some(t) = b.target {
                target[t.min(n)] = true;
            }
        }
        let mut map = vec![0u32; n + 1];
        let (mut instrs, mut lines, mut handlers) = (
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
        );
        let mut positions = Vec::with_capacity(n);
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
            .filter(|_| self.instr_handler[i] == self.instr_handler[i + 1])
            .filter(|_| a.arg < 1 << 16 && b.is_some_and(|b| b.arg < 1 << 16));
            // A fused pair has its first instruction's position (CPython's
            // superinstructions report the first's when the second fails).
            positions.push(self.positions[i]);
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
            handlers.push(self.instr_handler[i - 1]);
        }
        map[n] = instrs.len() as u32;
        for ins in instrs.iter_mut() {
            if ins.op.arg_kind() == ArgKind::Jump {
                ins.arg = map[(ins.arg as usize).min(n)];
            }
        }
        for b in self.exc_blocks.iter_mut() {
            if let Some(t) = b.target.as_mut() {
                *t = map[(*t).min(n)] as usize;
            }
        }
        self.instrs = instrs;
        self.lines = lines;
        self.positions = positions;
        self.instr_handler = handlers;
    }
}

impl<'a> Compiler<'a> {
    // ------------------------------------------------------------ emitting

    fn emit(&mut self, op: Op, arg: u32) -> usize {
        let u = &mut self.unit;
        u.instrs.push(Instr::new(op, arg));
        u.lines.push(u.line);
        u.positions.push(u.pos);
        u.instr_handler
            .push(u.handler_stack.last().copied().unwrap_or(NO_HANDLER));
        u.instrs.len() - 1
    }

    /// [`Self::emit`] with the line and position of expression `e` (an
    /// assignment's target, a decorator: what CPython's tracebacks
    /// underline when the instruction fails).
    fn emit_at(&mut self, e: &Expr, op: Op, arg: u32) -> usize {
        let old = self.set_line(e);
        self.set_anchors(e);
        let at = self.emit(op, arg);
        self.restore(old);
        at
    }

    fn here(&self) -> usize {
        self.unit.instrs.len()
    }

    /// Points the jump at `at` to the next instruction emitted.
    fn patch_here(&mut self, at: usize) {
        let target = self.here() as u32;
        self.unit.instrs[at].arg = target;
    }

    /// Makes `node` the one the next instructions come from (their line
    /// and position); returns what to [`Self::restore`] after it.
    fn set_line(&mut self, node: &impl Ranged) -> (u32, Position) {
        let old = (self.unit.line, self.unit.pos);
        self.unit.line = self.lines.line(node.start());
        self.unit.pos = self.position(node.range());
        old
    }

    fn restore(&mut self, (line, pos): (u32, Position)) {
        self.unit.line = line;
        self.unit.pos = pos;
    }

    /// The position of source range `r` (see `Position`): byte columns in
    /// its first and last lines.
    fn position(&self, r: TextRange) -> Position {
        Position {
            end_line: self.lines.line(r.end()),
            col: Position::column(self.lines.byte_col(r.start())),
            end_col: Position::column(self.lines.byte_col(r.end())),
            ..Position::UNKNOWN
        }
    }

    /// Sets apart what CPython 3.11's tracebacks set apart in `e` when it
    /// lies on one line: a binary operation's operator (`~~^~~`, `~~^^~~`
    /// for a two-character one) or a subscript's brackets (`~^^^`).
    fn set_anchors(&mut self, e: &Expr) {
        let (node, left_end, right) = match e {
            Expr::BinOp(b) => (e.range(), b.left.end(), Some(b.right.start())),
            Expr::Subscript(s) => (e.range(), s.value.end(), None),
            _ => return,
        };
        if self.lines.line(node.start()) != self.lines.line(node.end()) {
            return;
        }
        let col = u32::from(self.unit.pos.col);
        let rel = |o: TextSize| (o - node.start()).to_u32();
        let (l, r) = match (e, right) {
            (Expr::BinOp(_), Some(right_start)) => {
                // What lies between the operands: the operator after any
                // spaces (a closing parenthesis counts as its first
                // character, as CPython counts it).
                let between = self.lines.text(TextRange::new(left_end, right_start));
                let skip = between.len() - between.trim_start().len();
                let l = rel(left_end) + skip as u32;
                let wide = between[skip..]
                    .chars()
                    .nth(1)
                    .is_some_and(|c| !c.is_whitespace());
                (l, l + 1 + u32::from(wide))
            }
            (Expr::Subscript(s), _) => (rel(left_end), rel(s.slice.end()) + 1),
            _ => return,
        };
        self.unit.pos.anchor_left = Position::column(col + l);
        self.unit.pos.anchor_right = Position::column(col + r);
    }

    fn constant(&mut self, c: Const) -> R<u32> {
        let key = const_key(&c);
        if let Some(&i) = self.t.const_idx.get(&key) {
            return Ok(i);
        }
        let i = self.t.consts.len() as u32;
        if self.t.consts.len() >= limits::MAX_CONSTS {
            return Err(Located::unsupported(
                TextSize::default(),
                "too many constants",
            ));
        }
        self.t.consts.push(c);
        self.t.const_idx.insert(key, i);
        Ok(i)
    }

    fn load_const(&mut self, c: Const) -> R<()> {
        let i = self.constant(c)?;
        self.emit(Op::LOAD_CONST, i);
        Ok(())
    }

    fn name(&mut self, n: &str) -> u32 {
        if let Some(&i) = self.name_idx.get(n) {
            return i;
        }
        let i = self.t.names.len() as u32;
        self.t.names.push(n.to_string());
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

    fn access(&self, n: &str) -> Access {
        self.table.access(self.unit.scope, n)
    }

    fn load_name(&mut self, n: &str) {
        match self.access(n) {
            Access::Fast => {
                let i = self.local(n);
                self.emit(Op::LOAD_FAST, i);
            }
            Access::Deref => {
                let i = self.local(n);
                self.emit(Op::LOAD_DEREF, i);
            }
            Access::Global => {
                let i = self.name(n);
                self.emit(Op::LOAD_GLOBAL, i);
            }
            Access::Name => {
                let i = self.name(n);
                self.emit(Op::LOAD_NAME, i);
            }
        }
    }

    fn store_name(&mut self, n: &str) {
        match self.access(n) {
            Access::Fast => {
                let i = self.local(n);
                self.emit(Op::STORE_FAST, i);
            }
            Access::Deref => {
                let i = self.local(n);
                self.emit(Op::STORE_DEREF, i);
            }
            Access::Global => {
                let i = self.name(n);
                self.emit(Op::STORE_GLOBAL, i);
            }
            Access::Name => {
                let i = self.name(n);
                self.emit(Op::STORE_NAME, i);
            }
        }
    }

    fn delete_name(&mut self, n: &str) {
        match self.access(n) {
            Access::Fast => {
                let i = self.local(n);
                self.emit(Op::DELETE_FAST, i);
            }
            Access::Deref => {
                let i = self.local(n);
                self.emit(Op::DELETE_DEREF, i);
            }
            Access::Global => {
                let i = self.name(n);
                self.emit(Op::DELETE_GLOBAL, i);
            }
            Access::Name => {
                let i = self.name(n);
                self.emit(Op::DELETE_NAME, i);
            }
        }
    }

    // ------------------------------------------------------------ handlers

    /// Values the enclosing statements keep on the stack here.
    fn block_depth(&self) -> u32 {
        self.unit.fblocks.iter().map(|b| b.kind.depth()).sum()
    }

    /// Enters frame block `kind`; code leaving it runs under the handlers
    /// in force now.
    fn push_block(&mut self, kind: FBlock<'a>) {
        let outer_handlers = self.unit.handler_stack.len();
        self.unit.fblocks.push(Block {
            kind,
            outer_handlers,
        });
    }

    /// [`Compiler::push_block`] for a block whose handlers were pushed
    /// already (`outer` is the count before them).
    fn push_block_outside(&mut self, kind: FBlock<'a>, outer: usize) {
        self.unit.fblocks.push(Block {
            kind,
            outer_handlers: outer,
        });
    }

    fn pop_block(&mut self) -> Option<FBlock<'a>> {
        self.unit.fblocks.pop().map(|b| b.kind)
    }

    /// A new exception handler restoring stack depth `depth`.
    fn new_handler(&mut self, depth: u32) -> u32 {
        self.unit.exc_blocks.push(ExcBlock {
            target: None,
            depth,
        });
        (self.unit.exc_blocks.len() - 1) as u32
    }

    fn push_handler(&mut self, h: u32) {
        self.unit.handler_stack.push(h);
    }

    fn pop_handler(&mut self) {
        self.unit.handler_stack.pop();
    }

    /// Handler `h` starts at the next instruction.
    fn place_handler(&mut self, h: u32) {
        let t = self.here();
        self.unit.exc_blocks[h as usize].target = Some(t);
    }
}
