//! Statements: assignments, `del`, `if`, loops, `break`/`continue`/`return`
//! through whatever they leave (CPython's frame blocks), `try`, `with`,
//! `raise`, `assert` (`match` is `patterns.rs`'s).
//!
//! `try` and `with` compile as CPython 3.11 compiles them: no instruction
//! on the normal path, an exception-table entry over the body, a handler
//! that saves the exception being handled (`PUSH_EXC_INFO`) and a cleanup
//! handler that restores it if the handler itself raises.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;
use trellis_core::bytecode::module::limits;
use trellis_core::bytecode::{BinOp, Const, Op};

use super::super::Located;
use super::super::symtable::ScopeKind;
use super::expr::binop;
use super::{Block, Compiler, FBlock, R};

/// Names for unsupported statements in error messages.
fn stmt_kind(s: &Stmt) -> &'static str {
    match s {
        Stmt::TypeAlias(_) => "type aliases",
        Stmt::IpyEscapeCommand(_) => "IPython escapes",
        _ => "this statement",
    }
}

/// What an exit through the frame blocks is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Exit {
    /// `return`: every block, the value on top kept.
    Return,
    /// `break`/`continue`: the blocks inside the innermost loop.
    Loop,
}

impl<'a> Compiler<'a> {
    pub(super) fn stmts(&mut self, body: &'a [Stmt]) -> R<()> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    /// `__annotations__ = {}` at the start of a module or class body that
    /// has annotated names (CPython's `SETUP_ANNOTATIONS`).
    pub(super) fn setup_annotations(&mut self, body: &'a [Stmt]) -> R<()> {
        fn has(body: &[Stmt]) -> bool {
            body.iter().any(|s| match s {
                Stmt::AnnAssign(a) => a.simple && matches!(&*a.target, Expr::Name(_)),
                Stmt::If(i) => has(&i.body) || i.elif_else_clauses.iter().any(|c| has(&c.body)),
                Stmt::For(f) => has(&f.body) || has(&f.orelse),
                Stmt::While(w) => has(&w.body) || has(&w.orelse),
                Stmt::With(w) => has(&w.body),
                Stmt::Try(t) => {
                    has(&t.body)
                        || has(&t.orelse)
                        || has(&t.finalbody)
                        || t.handlers.iter().any(|h| {
                            let ast::ExceptHandler::ExceptHandler(h) = h;
                            has(&h.body)
                        })
                }
                _ => false,
            })
        }
        if has(body) {
            self.emit(Op::BUILD_MAP, 0);
            self.store_name("__annotations__");
        }
        Ok(())
    }

    fn stmt(&mut self, s: &'a Stmt) -> R<()> {
        let old = self.set_line(s);
        super::super::deep(|| self.stmt_inner(s))?;
        self.restore(old);
        Ok(())
    }

    fn stmt_inner(&mut self, s: &'a Stmt) -> R<()> {
        match s {
            Stmt::Expr(e) => {
                self.expr(&e.value)?;
                self.emit(Op::POP_TOP, 0);
            }
            Stmt::Pass(_) | Stmt::Global(_) | Stmt::Nonlocal(_) => {}
            Stmt::Assign(a) => {
                if let [target] = &a.targets[..]
                    && let Some(n) = parallel_assignment(target, &a.value)
                {
                    // `a, b = b, a`: as CPython, no tuple is built. The
                    // values are pushed left to right, reordered so the
                    // first target's is on top, and stored left to right.
                    if let Expr::Tuple(ast::ExprTuple { elts, .. }) = &*a.value {
                        for e in elts {
                            self.expr(e)?;
                        }
                    }
                    if n > 1 {
                        self.emit(Op::SWAP, n);
                    }
                    if let Expr::Tuple(ast::ExprTuple { elts, .. })
                    | Expr::List(ast::ExprList { elts, .. }) = target
                    {
                        for e in elts {
                            self.store_target(e)?;
                        }
                    }
                    return Ok(());
                }
                self.expr(&a.value)?;
                for (i, t) in a.targets.iter().enumerate() {
                    if i + 1 < a.targets.len() {
                        self.emit(Op::COPY, 1);
                    }
                    self.store_target(t)?;
                }
            }
            Stmt::AugAssign(a) => self.aug_assign(a)?,
            Stmt::Match(m) => self.match_stmt(m)?,
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.expr(v)?;
                    self.store_target(&a.target)?;
                }
                // At module and class level a simple name's annotation is
                // evaluated into `__annotations__`; in functions it is not.
                let kind = self.table.scopes[self.unit.scope].kind;
                if let (ScopeKind::Module | ScopeKind::Class, Expr::Name(n), true) =
                    (kind, &*a.target, a.simple)
                {
                    self.annotation(&a.annotation)?;
                    self.load_name("__annotations__");
                    self.load_const(Const::Str(n.id.to_string()))?;
                    self.emit(Op::STORE_SUBSCR, 0);
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
                if !self.in_loop() {
                    return Err(Located::syntax(b.start(), "'break' outside loop"));
                }
                let saved = self.unit.handler_stack.clone();
                self.unwind(Exit::Loop)?;
                let is_for = matches!(
                    self.unit
                        .fblocks
                        .iter()
                        .rev()
                        .find(|b| matches!(b.kind, FBlock::Loop { .. }))
                        .map(|b| &b.kind),
                    Some(FBlock::Loop { is_for: true, .. })
                );
                if is_for {
                    for _ in 0..3 {
                        self.emit(Op::POP_TOP, 0);
                    }
                }
                let j = self.emit(Op::JUMP_FORWARD, 0);
                self.unit.handler_stack = saved;
                if let Some(Block {
                    kind: FBlock::Loop { breaks, .. },
                    ..
                }) = self
                    .unit
                    .fblocks
                    .iter_mut()
                    .rev()
                    .find(|b| matches!(b.kind, FBlock::Loop { .. }))
                {
                    breaks.push(j);
                }
            }
            Stmt::Continue(c) => {
                if !self.in_loop() {
                    return Err(Located::syntax(
                        c.start(),
                        "'continue' not properly in loop",
                    ));
                }
                let saved = self.unit.handler_stack.clone();
                self.unwind(Exit::Loop)?;
                let top = self.unit.fblocks.iter().rev().find_map(|b| match b.kind {
                    FBlock::Loop { top, .. } => Some(top),
                    _ => None,
                });
                self.emit(Op::JUMP_BACKWARD, top.unwrap_or(0) as u32);
                self.unit.handler_stack = saved;
            }
            Stmt::Return(r) => {
                let kind = self.table.scopes[self.unit.scope].kind;
                if !matches!(kind, ScopeKind::Function) {
                    return Err(Located::syntax(r.start(), "'return' outside function"));
                }
                match &r.value {
                    Some(v) => self.expr(v)?,
                    None => self.load_const(Const::None)?,
                }
                let saved = self.unit.handler_stack.clone();
                self.unwind(Exit::Return)?;
                self.emit(Op::RETURN_VALUE, 0);
                self.unit.handler_stack = saved;
            }
            Stmt::FunctionDef(f) => self.function_def(f)?,
            Stmt::ClassDef(c) => self.class_def(c)?,
            Stmt::Try(t) => {
                if t.is_star {
                    return Err(Located::unsupported(t.start(), "'except*'"));
                }
                if t.finalbody.is_empty() {
                    self.try_except(t)?;
                } else {
                    self.try_finally(t)?;
                }
            }
            Stmt::With(w) => {
                if w.is_async {
                    return Err(Located::unsupported(w.start(), "'async with'"));
                }
                self.with_items(&w.items, &w.body)?;
            }
            Stmt::Raise(r) => {
                let n = match (&r.exc, &r.cause) {
                    (None, Some(c)) => {
                        return Err(Located::syntax(c.start(), "invalid syntax"));
                    }
                    (None, None) => 0,
                    (Some(e), None) => {
                        self.expr(e)?;
                        1
                    }
                    (Some(e), Some(c)) => {
                        self.expr(e)?;
                        self.expr(c)?;
                        2
                    }
                };
                self.emit(Op::RAISE_VARARGS, n);
            }
            Stmt::Assert(a) => {
                let ok = self.jump_if(&a.test, true)?;
                // The error is raised at the test, as CPython places it.
                self.unit.pos = self.position(a.test.range());
                self.emit(Op::LOAD_ASSERTION_ERROR, 0);
                if let Some(m) = &a.msg {
                    self.expr(m)?;
                    self.emit(Op::CALL, 1);
                }
                self.emit(Op::RAISE_VARARGS, 1);
                for j in ok {
                    self.patch_here(j);
                }
            }
            Stmt::Import(i) => {
                for a in &i.names {
                    let name = a.name.id.as_str();
                    let n = self.name(name);
                    match &a.asname {
                        Some(alias) => {
                            self.emit(Op::IMPORT_NAME, n | 1 << 24);
                            self.store_name(alias.id.as_str());
                        }
                        None => {
                            self.emit(Op::IMPORT_NAME, n);
                            self.store_name(name.split('.').next().unwrap_or(name));
                        }
                    }
                }
            }
            Stmt::ImportFrom(f) => self.import_from(f)?,
            other => {
                return Err(Located::unsupported(other.start(), stmt_kind(other)));
            }
        }
        Ok(())
    }

    /// `from m import a, b as c` and `from m import *`. A name that is a
    /// submodule of the bundle is imported as a module (CPython imports
    /// the submodules a `from` list names).
    fn import_from(&mut self, f: &'a ast::StmtImportFrom) -> R<()> {
        let module = f.module.as_ref().map(|m| m.id.as_str());
        let star = f.names.iter().any(|a| a.name.id.as_str() == "*");
        if star && self.table.scopes[self.unit.scope].kind != ScopeKind::Module {
            return Err(Located::syntax(
                f.start(),
                "import * only allowed at module level",
            ));
        }
        let Some(base) =
            super::super::bundle::absolute_name(self.ctx.name, self.ctx.package, f.level, module)
        else {
            // CPython's error when the import runs.
            let message = if self.ctx.name == "__main__" || !self.ctx.name.contains('.') {
                "attempted relative import with no known parent package"
            } else {
                "attempted relative import beyond top-level package"
            };
            self.load_name("ImportError");
            self.load_const(Const::Str(message.into()))?;
            self.emit(Op::CALL, 1);
            self.emit(Op::RAISE_VARARGS, 1);
            return Ok(());
        };
        let n = self.name(&base);
        self.emit(Op::IMPORT_NAME, n | 1 << 24);
        if star {
            self.emit(Op::IMPORT_STAR, 0);
            return Ok(());
        }
        for a in &f.names {
            let name = a.name.id.as_str();
            let full = format!("{base}.{name}");
            if (self.ctx.is_module)(&full) {
                let m = self.name(&full);
                self.emit(Op::IMPORT_NAME, m | 1 << 24);
            } else {
                let i = self.name(name);
                self.emit(Op::IMPORT_FROM, i);
            }
            self.store_name(a.asname.as_ref().map_or(name, |x| x.id.as_str()));
        }
        self.emit(Op::POP_TOP, 0);
        Ok(())
    }

    fn in_loop(&self) -> bool {
        self.unit
            .fblocks
            .iter()
            .any(|b| matches!(b.kind, FBlock::Loop { .. }))
    }

    /// Emits what leaving the frame blocks takes, innermost first: up to the
    /// innermost loop for `break`/`continue`, all of them for `return`
    /// (whose value stays on top). Past each block the code runs under the
    /// handlers outside it; the caller restores the handler stack after its
    /// last instruction.
    fn unwind(&mut self, exit: Exit) -> R<()> {
        let keep = exit == Exit::Return;
        let mut i = self.unit.fblocks.len();
        while i > 0 {
            i -= 1;
            let outer = self.unit.fblocks[i].outer_handlers;
            match &self.unit.fblocks[i].kind {
                FBlock::Loop { is_for, .. } => {
                    if exit == Exit::Loop {
                        return Ok(());
                    }
                    if *is_for {
                        self.unit.handler_stack.truncate(outer);
                        for _ in 0..3 {
                            self.emit(Op::SWAP, 2);
                            self.emit(Op::POP_TOP, 0);
                        }
                    }
                }
                FBlock::Finally { body } => {
                    let body = *body;
                    // The finally body runs outside its own block and
                    // handler: what it raises goes further out.
                    self.unit.handler_stack.truncate(outer);
                    let saved_blocks: Vec<Block<'a>> = self.unit.fblocks.drain(i..).collect();
                    if keep {
                        self.push_block(FBlock::ReturnValue);
                    }
                    let r = self.stmts(body);
                    if keep {
                        self.pop_block();
                    }
                    self.unit.fblocks.extend(saved_blocks);
                    r?;
                }
                FBlock::TryBody => self.unit.handler_stack.truncate(outer),
                FBlock::FinallyHandler => {
                    // [prev, exc]: the exception is dropped.
                    if keep {
                        self.emit(Op::SWAP, 2);
                    }
                    self.emit(Op::POP_TOP, 0);
                    if keep {
                        self.emit(Op::SWAP, 2);
                    }
                    self.emit(Op::POP_EXCEPT, 0);
                    self.unit.handler_stack.truncate(outer);
                }
                FBlock::ExceptHandler { name } => {
                    let name = name.clone();
                    if keep {
                        self.emit(Op::SWAP, 2);
                    }
                    self.emit(Op::POP_EXCEPT, 0);
                    self.unit.handler_stack.truncate(outer);
                    if let Some(n) = name {
                        self.clear_name(&n)?;
                    }
                }
                FBlock::With => {
                    self.unit.handler_stack.truncate(outer);
                    if keep {
                        self.emit(Op::SWAP, 2);
                    }
                    self.call_exit_with_nones()?;
                    self.emit(Op::POP_TOP, 0);
                }
                FBlock::ReturnValue => {
                    // A return inside a finally body run for a return: the
                    // new value replaces the old.
                    if keep {
                        self.emit(Op::SWAP, 2);
                    }
                    self.emit(Op::POP_TOP, 0);
                    self.unit.handler_stack.truncate(outer);
                }
            }
        }
        Ok(())
    }

    /// `__exit__(None, None, None)` for the exit function on top.
    fn call_exit_with_nones(&mut self) -> R<()> {
        for _ in 0..3 {
            self.load_const(Const::None)?;
        }
        self.emit(Op::CALL, 3);
        Ok(())
    }

    /// `name = None; del name` (what ends an `except ... as name:` block).
    fn clear_name(&mut self, name: &str) -> R<()> {
        self.load_const(Const::None)?;
        self.store_name(name);
        self.delete_name(name);
        Ok(())
    }

    pub(super) fn store_target(&mut self, t: &'a Expr) -> R<()> {
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
                    let old = self.set_line(t);
                    self.emit(Op::UNPACK_EX, k as u32 | (after as u32) << 8);
                    self.restore(old);
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
                let old = self.set_line(t);
                self.emit(Op::UNPACK_SEQUENCE, n);
                self.restore(old);
                for e in elts {
                    self.store_target(e)?;
                }
                Ok(())
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.index(&s.slice)?;
                self.emit_at(t, Op::STORE_SUBSCR, 0);
                Ok(())
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let n = self.name(a.attr.id.as_str());
                self.emit_at(t, Op::STORE_ATTR, n);
                Ok(())
            }
            Expr::Starred(s) => Err(Located::syntax(
                s.start(),
                "starred assignment target must be in a list or tuple",
            )),
            other => Err(Located::syntax(
                other.start(),
                "cannot assign to expression",
            )),
        }
    }

    fn aug_assign(&mut self, a: &'a ast::StmtAugAssign) -> R<()> {
        let op = binop(a.op) as u32 | BinOp::INPLACE;
        match &*a.target {
            Expr::Name(n) => {
                let old = self.set_line(&*a.target);
                self.load_name(n.id.as_str());
                self.restore(old);
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
            Expr::Attribute(at) => {
                // [o] -> [o, o.x] -> [o, new] -> [new, o]
                self.expr(&at.value)?;
                let n = self.name(at.attr.id.as_str());
                self.emit(Op::COPY, 1);
                self.emit(Op::LOAD_ATTR, n);
                self.expr(&a.value)?;
                self.emit(Op::BINARY_OP, op);
                self.emit(Op::SWAP, 2);
                self.emit(Op::STORE_ATTR, n);
            }
            other => {
                return Err(Located::syntax(
                    other.start(),
                    "'expression' is an illegal expression for augmented assignment",
                ));
            }
        }
        Ok(())
    }

    fn del_target(&mut self, t: &'a Expr) -> R<()> {
        match t {
            Expr::Name(n) => {
                self.delete_name(n.id.as_str());
                Ok(())
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.index(&s.slice)?;
                self.emit_at(t, Op::DELETE_SUBSCR, 0);
                Ok(())
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let n = self.name(a.attr.id.as_str());
                self.emit_at(t, Op::DELETE_ATTR, n);
                Ok(())
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.del_target(e)?;
                }
                Ok(())
            }
            other => Err(Located::syntax(other.start(), "cannot delete expression")),
        }
    }

    fn if_stmt(&mut self, i: &'a ast::StmtIf) -> R<()> {
        let mut end_jumps = Vec::new();
        let mut next = self.jump_if(&i.test, false)?;
        self.stmts(&i.body)?;
        for clause in &i.elif_else_clauses {
            end_jumps.push(self.emit(Op::JUMP_FORWARD, 0));
            for j in next.drain(..) {
                self.patch_here(j);
            }
            let old = self.set_line(clause);
            match &clause.test {
                Some(t) => {
                    next = self.jump_if(t, false)?;
                    self.restore(old);
                    self.stmts(&clause.body)?;
                }
                None => {
                    self.restore(old);
                    // `else`: nothing left to skip to.
                    self.stmts(&clause.body)?;
                }
            }
        }
        for j in next {
            self.patch_here(j);
        }
        for j in end_jumps {
            self.patch_here(j);
        }
        Ok(())
    }

    fn while_stmt(&mut self, w: &'a ast::StmtWhile) -> R<()> {
        let top = self.here();
        let always = matches!(&*w.test, Expr::BooleanLiteral(b) if b.value);
        let exit = if always {
            Vec::new()
        } else {
            self.jump_if(&w.test, false)?
        };
        self.push_block(FBlock::Loop {
            top,
            breaks: Vec::new(),
            is_for: false,
        });
        self.stmts(&w.body)?;
        self.emit(Op::JUMP_BACKWARD, top as u32);
        let lp = self.pop_block();
        for e in exit {
            self.patch_here(e);
        }
        self.stmts(&w.orelse)?;
        if let Some(FBlock::Loop { breaks, .. }) = lp {
            for b in breaks {
                self.patch_here(b);
            }
        }
        Ok(())
    }

    fn for_stmt(&mut self, f: &'a ast::StmtFor) -> R<()> {
        if f.is_async {
            return Err(Located::unsupported(f.start(), "'async for'"));
        }
        self.iterable(&f.iter)?;
        self.emit(Op::GET_ITER, 0);
        let top = self.emit(Op::FOR_ITER, 0);
        self.push_block(FBlock::Loop {
            top,
            breaks: Vec::new(),
            is_for: true,
        });
        self.store_target(&f.target)?;
        self.stmts(&f.body)?;
        self.emit(Op::JUMP_BACKWARD, top as u32);
        let lp = self.pop_block();
        self.patch_here(top);
        self.stmts(&f.orelse)?;
        if let Some(FBlock::Loop { breaks, .. }) = lp {
            for b in breaks {
                self.patch_here(b);
            }
        }
        Ok(())
    }

    /// `try` with `except` clauses (and `else`), no `finally`.
    fn try_except(&mut self, t: &'a ast::StmtTry) -> R<()> {
        let d = self.block_depth();
        let h = self.new_handler(d);
        let outside = self.unit.handler_stack.len();
        self.push_handler(h);
        self.push_block_outside(FBlock::TryBody, outside);
        self.stmts(&t.body)?;
        self.pop_block();
        self.pop_handler();
        self.stmts(&t.orelse)?;
        let mut end_jumps = vec![self.emit(Op::JUMP_FORWARD, 0)];
        self.place_handler(h);
        // [exc] -> [prev, exc]
        self.emit(Op::PUSH_EXC_INFO, 0);
        let cleanup = self.new_handler(d + 1);
        let outside = self.unit.handler_stack.len();
        self.push_handler(cleanup);
        let mut falls_through = true;
        for (k, handler) in t.handlers.iter().enumerate() {
            let ast::ExceptHandler::ExceptHandler(hd) = handler;
            let old = self.set_line(hd);
            let next = match &hd.type_ {
                Some(ty) => {
                    self.expr(ty)?;
                    self.emit(Op::CHECK_EXC_MATCH, 0);
                    Some(self.emit(Op::POP_JUMP_IF_FALSE, 0))
                }
                None => {
                    if k + 1 < t.handlers.len() {
                        return Err(Located::syntax(
                            hd.start(),
                            "default 'except:' must be last",
                        ));
                    }
                    falls_through = false;
                    None
                }
            };
            let name = hd.name.as_ref().map(|n| n.id.to_string());
            match &name {
                Some(n) => self.store_name(n),
                None => {
                    self.emit(Op::POP_TOP, 0);
                }
            }
            self.push_block_outside(FBlock::ExceptHandler { name: name.clone() }, outside);
            self.restore(old);
            self.stmts(&hd.body)?;
            self.pop_block();
            self.emit(Op::POP_EXCEPT, 0);
            // Past POP_EXCEPT the handler's state is gone from the stack.
            self.pop_handler();
            if let Some(n) = &name {
                self.clear_name(n)?;
            }
            end_jumps.push(self.emit(Op::JUMP_FORWARD, 0));
            self.push_handler(cleanup);
            if let Some(j) = next {
                self.patch_here(j);
            }
        }
        if falls_through {
            // No clause matched: raise it again (the cleanup restores the
            // exception being handled before).
            self.emit(Op::RERAISE, 0);
        }
        self.pop_handler();
        self.place_handler(cleanup);
        self.emit_cleanup();
        for j in end_jumps {
            self.patch_here(j);
        }
        Ok(())
    }

    /// The cleanup of a handler that raised: `[prev, exc]` -> restore
    /// `prev` as the exception being handled, raise `exc`.
    fn emit_cleanup(&mut self) {
        self.emit(Op::SWAP, 2);
        self.emit(Op::POP_EXCEPT, 0);
        self.emit(Op::RERAISE, 0);
    }

    /// `try ... finally` (with or without `except` clauses inside).
    fn try_finally(&mut self, t: &'a ast::StmtTry) -> R<()> {
        let d = self.block_depth();
        let outside = self.unit.handler_stack.len();
        let h = self.new_handler(d);
        self.push_handler(h);
        self.push_block_outside(FBlock::Finally { body: &t.finalbody }, outside);
        if t.handlers.is_empty() {
            self.stmts(&t.body)?;
            self.stmts(&t.orelse)?;
        } else {
            self.try_except(t)?;
        }
        self.pop_block();
        self.pop_handler();
        // The normal way out.
        self.stmts(&t.finalbody)?;
        let end = self.emit(Op::JUMP_FORWARD, 0);
        // The way out with an exception.
        self.place_handler(h);
        self.emit(Op::PUSH_EXC_INFO, 0);
        let cleanup = self.new_handler(d + 1);
        let outside = self.unit.handler_stack.len();
        self.push_handler(cleanup);
        self.push_block_outside(FBlock::FinallyHandler, outside);
        self.stmts(&t.finalbody)?;
        self.pop_block();
        self.emit(Op::RERAISE, 0);
        self.pop_handler();
        self.place_handler(cleanup);
        self.emit_cleanup();
        self.patch_here(end);
        Ok(())
    }

    fn with_items(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt]) -> R<()> {
        let Some((item, rest)) = items.split_first() else {
            return self.stmts(body);
        };
        let d = self.block_depth();
        self.expr(&item.context_expr)?;
        // [mgr] -> [exit, entered]
        self.emit(Op::BEFORE_WITH, 0);
        let outside = self.unit.handler_stack.len();
        let h = self.new_handler(d + 1);
        self.push_handler(h);
        self.push_block_outside(FBlock::With, outside);
        match &item.optional_vars {
            Some(t) => self.store_target(t)?,
            None => {
                self.emit(Op::POP_TOP, 0);
            }
        }
        self.with_items(rest, body)?;
        self.pop_block();
        self.pop_handler();
        self.call_exit_with_nones()?;
        self.emit(Op::POP_TOP, 0);
        let end = self.emit(Op::JUMP_FORWARD, 0);
        // [exit, exc] -> [exit, prev, exc]
        self.place_handler(h);
        self.emit(Op::PUSH_EXC_INFO, 0);
        let cleanup = self.new_handler(d + 2);
        self.push_handler(cleanup);
        self.emit(Op::WITH_EXCEPT_START, 0);
        let suppress = self.emit(Op::POP_JUMP_IF_TRUE, 0);
        self.emit(Op::RERAISE, 0);
        self.pop_handler();
        // Suppressed: drop the exception, restore, drop `exit`.
        self.patch_here(suppress);
        self.emit(Op::POP_TOP, 0);
        self.emit(Op::POP_EXCEPT, 0);
        self.emit(Op::POP_TOP, 0);
        let end2 = self.emit(Op::JUMP_FORWARD, 0);
        self.place_handler(cleanup);
        self.emit_cleanup();
        self.patch_here(end);
        self.patch_here(end2);
        Ok(())
    }

    /// A subscript's index: a slice builds a slice object, and so does each
    /// slice of a tuple index (`m[1, 2:3]`).
    pub(super) fn index(&mut self, e: &'a Expr) -> R<()> {
        if let Expr::Tuple(t) = e
            && t.elts.iter().any(|x| matches!(x, Expr::Slice(_)))
            && !t.elts.iter().any(|x| matches!(x, Expr::Starred(_)))
            && t.elts.len() <= limits::MAX_COUNT as usize
        {
            for x in &t.elts {
                self.index(x)?;
            }
            self.emit(Op::BUILD_TUPLE, t.elts.len() as u32);
            return Ok(());
        }
        let Expr::Slice(s) = e else {
            return self.expr(e);
        };
        let parts = [&s.lower, &s.upper];
        for p in parts {
            match p {
                Some(v) => self.expr(v)?,
                None => self.load_const(Const::None)?,
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
}

/// The number of names in `target = value` when it can be done without a
/// tuple (CPython's rule): a tuple display of two or three plain values
/// assigned to a tuple or list of as many targets, none starred. Reversing
/// two or three values is one `SWAP`.
fn parallel_assignment(target: &Expr, value: &Expr) -> Option<u32> {
    let (Expr::Tuple(ast::ExprTuple { elts: ts, .. }) | Expr::List(ast::ExprList { elts: ts, .. })) =
        target
    else {
        return None;
    };
    let Expr::Tuple(ast::ExprTuple { elts: vs, .. }) = value else {
        return None;
    };
    let plain = |es: &[Expr]| !es.iter().any(|e| matches!(e, Expr::Starred(_)));
    (ts.len() == vs.len() && (2..=3).contains(&ts.len()) && plain(ts) && plain(vs))
        .then_some(ts.len() as u32)
}
