//! The code objects inside a code object: `def`, `lambda`, `class` bodies
//! and comprehensions, and the instructions that make them at run time
//! (defaults, keyword-only defaults and the closure's cells for
//! `MAKE_FUNCTION`; the class object for a class body).
//!
//! A comprehension is a function of the three slots of iterator state its
//! first iterable becomes (`GET_ITER` runs in the enclosing scope, as
//! CPython evaluates `iter()` there), so that its loop is an ordinary
//! `FOR_ITER` loop tier 2 can trace.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextSize};
use trellis_core::bytecode::module::limits;
use trellis_core::bytecode::opcode::make_function;
use trellis_core::bytecode::{CodeFlags, Const, Op};

use super::super::Located;
use super::super::symtable::ScopeKind;
use super::{Compiler, R, Unit};

/// The body a new code object compiles.
enum Body<'a> {
    Stmts(&'a [Stmt]),
    Lambda(&'a Expr),
    Class(&'a [Stmt]),
    Comprehension(&'a Expr),
}

impl<'a> Compiler<'a> {
    /// The first parameter of the function being compiled (`self`).
    pub(super) fn first_param(&self) -> Option<String> {
        let sc = &self.table.scopes[self.unit.scope];
        match sc.kind {
            ScopeKind::Function if self.unit.argcount > 0 => sc.params.first().cloned(),
            _ => None,
        }
    }

    /// The qualified name a code object named `name` gets here.
    fn child_qualname(&self, name: &str) -> String {
        let sc = &self.table.scopes[self.unit.scope];
        match sc.kind {
            ScopeKind::Module => name.to_string(),
            // CPython adds `<locals>` only under functions and lambdas.
            ScopeKind::Class | ScopeKind::Comprehension => {
                format!("{}.{}", self.unit.qualname, name)
            }
            ScopeKind::Function => format!("{}.<locals>.{}", self.unit.qualname, name),
        }
    }

    fn new_code_slot(&mut self, at: TextSize) -> R<usize> {
        let i = self.t.codes.len();
        if i >= limits::MAX_CODES {
            return Err(Located::unsupported(at, "too many functions"));
        }
        self.t.codes.push(None);
        Ok(i)
    }

    /// Compiles a code object for `scope` and leaves on the stack the
    /// function that runs it (with `flags` values already pushed for
    /// `MAKE_FUNCTION`).
    fn make_code(
        &mut self,
        node: &'a impl Ranged,
        name: &str,
        params: Option<&'a ast::Parameters>,
        body: Body<'a>,
        flags: u32,
    ) -> R<()> {
        let at = node.start();
        let Some(scope) = self.table.scope_of(node) else {
            return Err(Located::unsupported(at, "internal error: no scope"));
        };
        let code_idx = self.new_code_slot(at)?;
        let qualname = self.child_qualname(name);
        let first_line = self.lines.line(at);
        let unit = Unit::new(name.to_string(), qualname, scope, first_line);
        let outer = std::mem::replace(&mut self.unit, unit);
        let built = self.code_body(scope, params, body, at);
        let unit = std::mem::replace(&mut self.unit, outer);
        built?;
        self.t.codes[code_idx] = Some(unit.finish(at)?);
        // The closure: this scope's cells (or its own free variables) for
        // each free variable of the new code.
        let frees: Vec<String> = self.table.scopes[scope].frees.iter().cloned().collect();
        let mut flags = flags;
        if !frees.is_empty() {
            for f in &frees {
                let i = self.local(f);
                self.emit(Op::LOAD_FAST, i);
            }
            self.emit(Op::BUILD_TUPLE, frees.len() as u32);
            flags |= make_function::CLOSURE;
        }
        self.emit(Op::MAKE_FUNCTION, code_idx as u32 | flags << 16);
        Ok(())
    }

    /// The inside of a new code object (the unit is already current).
    fn code_body(
        &mut self,
        scope: usize,
        params: Option<&'a ast::Parameters>,
        body: Body<'a>,
        at: TextSize,
    ) -> R<()> {
        let sc = &self.table.scopes[scope];
        let param_names = sc.params.clone();
        let frees: Vec<String> = sc.frees.iter().cloned().collect();
        let cells: Vec<String> = sc.cells.iter().cloned().collect();
        let generator = sc.generator;
        let mut param_names = param_names;
        if matches!(body, Body::Class(_)) {
            // The class the body fills.
            param_names = vec![".cls".to_string()];
        }
        // Slots: parameters, then closure variables, then the rest.
        for p in &param_names {
            self.local(p);
        }
        match (params, &body) {
            (Some(p), _) => {
                self.unit.argcount = (p.posonlyargs.len() + p.args.len()) as u32;
                self.unit.posonly = p.posonlyargs.len() as u32;
                self.unit.kwonly = p.kwonlyargs.len() as u32;
                if p.vararg.is_some() {
                    self.unit.flags |= CodeFlags::VARARGS;
                }
                if p.kwarg.is_some() {
                    self.unit.flags |= CodeFlags::VARKEYWORDS;
                }
            }
            (None, Body::Class(_)) => {
                self.unit.argcount = 1;
                self.unit.flags |= CodeFlags::CLASS_BODY;
            }
            (None, Body::Comprehension(_)) => self.unit.argcount = 3,
            (None, _) => {}
        }
        self.unit.nparams = param_names.len() as u32;
        if self.unit.nparams > limits::MAX_CALL_ARGS {
            return Err(Located::unsupported(at, "too many parameters"));
        }
        for f in &frees {
            self.local(f);
        }
        self.unit.nfree = frees.len() as u32;
        if generator {
            self.unit.flags |= CodeFlags::GENERATOR;
        }
        for c in &cells {
            let i = self.local(c);
            self.emit(Op::MAKE_CELL, i);
        }
        match body {
            Body::Stmts(stmts) => {
                self.stmts(stmts)?;
                // Falling off the end returns None, attributed to the last
                // line.
                if let Some(last) = stmts.last() {
                    self.unit.line = self.lines.line(last.start());
                }
                self.load_const(Const::None)?;
                self.emit(Op::RETURN_VALUE, 0);
            }
            Body::Lambda(e) => {
                self.expr(e)?;
                if generator {
                    self.emit(Op::POP_TOP, 0);
                    self.load_const(Const::None)?;
                }
                self.emit(Op::RETURN_VALUE, 0);
            }
            Body::Class(stmts) => self.class_body(stmts)?,
            Body::Comprehension(e) => self.comprehension_body(e)?,
        }
        Ok(())
    }

    /// The defaults and keyword-only defaults of `p`, pushed for
    /// `MAKE_FUNCTION`; returns its flags.
    fn defaults(&mut self, p: &'a ast::Parameters) -> R<u32> {
        let mut flags = 0;
        let positional: Vec<&Expr> = p
            .posonlyargs
            .iter()
            .chain(p.args.iter())
            .filter_map(|a| a.default.as_deref())
            .collect();
        if !positional.is_empty() {
            for d in &positional {
                self.expr(d)?;
            }
            self.emit(Op::BUILD_TUPLE, positional.len() as u32);
            flags |= make_function::DEFAULTS;
        }
        let kw: Vec<(&str, &Expr)> = p
            .kwonlyargs
            .iter()
            .filter_map(|a| {
                a.default
                    .as_deref()
                    .map(|d| (a.parameter.name.id.as_str(), d))
            })
            .collect();
        if !kw.is_empty() {
            for (name, d) in &kw {
                self.load_const(Const::Str(name.to_string()))?;
                self.expr(d)?;
            }
            self.emit(Op::BUILD_MAP, kw.len() as u32);
            flags |= make_function::KWDEFAULTS;
        }
        // A parameter without a default after one with a default.
        let mut seen_default = false;
        for a in p.posonlyargs.iter().chain(p.args.iter()) {
            if a.default.is_some() {
                seen_default = true;
            } else if seen_default {
                return Err(Located::syntax(
                    a.start(),
                    "non-default argument follows default argument",
                ));
            }
        }
        Ok(flags)
    }

    /// An annotation's value: evaluated, or under `from __future__ import
    /// annotations` its source text.
    pub(super) fn annotation(&mut self, e: &'a Expr) -> R<()> {
        if self.lazy_annotations {
            // CPython unparses the expression; for a string that is its
            // repr (quotes normalized), else the source text stands in.
            let text = match e {
                Expr::StringLiteral(s) => str_repr(s.value.to_str()),
                _ => self.lines.text(e.range()).to_string(),
            };
            return self.load_const(Const::Str(text));
        }
        self.expr(e)
    }

    /// The annotations of a `def`, evaluated now as CPython does, as a dict
    /// for `MAKE_FUNCTION`; returns its flag (none without annotations).
    fn annotations(&mut self, p: &'a ast::Parameters, returns: Option<&'a Expr>) -> R<u32> {
        let mut items: Vec<(&str, &'a Expr)> = Vec::new();
        for a in p.posonlyargs.iter().chain(p.args.iter()) {
            if let Some(t) = &a.parameter.annotation {
                items.push((a.parameter.name.id.as_str(), t));
            }
        }
        if let Some(v) = &p.vararg
            && let Some(t) = &v.annotation
        {
            items.push((v.name.id.as_str(), t));
        }
        for a in p.kwonlyargs.iter() {
            if let Some(t) = &a.parameter.annotation {
                items.push((a.parameter.name.id.as_str(), t));
            }
        }
        if let Some(k) = &p.kwarg
            && let Some(t) = &k.annotation
        {
            items.push((k.name.id.as_str(), t));
        }
        if let Some(r) = returns {
            items.push(("return", r));
        }
        if items.is_empty() {
            return Ok(0);
        }
        for (name, t) in &items {
            self.load_const(Const::Str(name.to_string()))?;
            self.annotation(t)?;
        }
        self.emit(Op::BUILD_MAP, items.len() as u32);
        Ok(make_function::ANNOTATIONS)
    }

    pub(super) fn function_def(&mut self, f: &'a ast::StmtFunctionDef) -> R<()> {
        if f.is_async {
            return Err(Located::unsupported(f.start(), "'async def'"));
        }
        if let Some(t) = &f.type_params {
            return Err(Located::unsupported(t.start(), "type parameters"));
        }
        for d in &f.decorator_list {
            self.expr(&d.expression)?;
        }
        let mut flags = self.defaults(&f.parameters)?;
        flags |= self.annotations(&f.parameters, f.returns.as_deref())?;
        self.make_code(
            f,
            f.name.id.as_str(),
            Some(&f.parameters),
            Body::Stmts(&f.body),
            flags,
        )?;
        // A docstring becomes the function's `__doc__` (set before the
        // decorators see the function, as CPython's is).
        if let Some(Stmt::Expr(e)) = f.body.first()
            && let Expr::StringLiteral(s) = &*e.value
        {
            self.emit(Op::COPY, 1);
            self.load_const(Const::Str(s.value.to_str().to_string()))?;
            self.emit(Op::SWAP, 2);
            let d = self.name("__doc__");
            self.emit(Op::STORE_ATTR, d);
        }
        for d in f.decorator_list.iter().rev() {
            self.emit_at(&d.expression, Op::CALL, 1);
        }
        self.store_name(f.name.id.as_str());
        Ok(())
    }

    pub(super) fn lambda(&mut self, l: &'a ast::ExprLambda) -> R<()> {
        let flags = match &l.parameters {
            Some(p) => self.defaults(p)?,
            None => 0,
        };
        self.make_code(
            l,
            "<lambda>",
            l.parameters.as_deref(),
            Body::Lambda(&l.body),
            flags,
        )
    }

    pub(super) fn class_def(&mut self, c: &'a ast::StmtClassDef) -> R<()> {
        if let Some(t) = &c.type_params {
            return Err(Located::unsupported(t.start(), "type parameters"));
        }
        for d in &c.decorator_list {
            self.expr(&d.expression)?;
        }
        let qualname = self.child_qualname(c.name.id.as_str());
        self.load_const(Const::Str(qualname))?;
        let bases: &[Expr] = c.arguments.as_ref().map_or(&[], |a| &a.args);
        let keywords: &[ast::Keyword] = c.arguments.as_ref().map_or(&[], |a| &a.keywords);
        if let Some(k) = keywords.iter().find(|k| k.arg.is_none()) {
            return Err(Located::unsupported(k.start(), "class keywords from **"));
        }
        if let Some(s) = bases.iter().find(|b| matches!(b, Expr::Starred(_))) {
            return Err(Located::unsupported(s.start(), "starred base classes"));
        }
        for b in bases {
            self.expr(b)?;
        }
        self.emit(Op::BUILD_TUPLE, bases.len() as u32);
        // The keywords (`metaclass=M`, arguments of `__init_subclass__`) as
        // a dict, after the bases as CPython evaluates them.
        let with_kw = !keywords.is_empty() as u32;
        for k in keywords {
            let name = k.arg.as_ref().map_or("", |a| a.id.as_str());
            self.load_const(Const::Str(name.to_string()))?;
            self.expr(&k.value)?;
        }
        if with_kw == 1 {
            self.emit(Op::BUILD_MAP, keywords.len() as u32);
        }
        // [qualname, bases, (kw)] -> [(kw), cls] -> [(kw), cls, body]
        // -> [(kw), body, cls] -> [(kw), cls] -> [cls]
        self.emit(Op::MAKE_CLASS, with_kw);
        self.make_code(c, c.name.id.as_str(), None, Body::Class(&c.body), 0)?;
        self.emit(Op::SWAP, 2);
        self.emit(Op::CALL, 1);
        self.emit(Op::CLASS_DONE, with_kw);
        for d in c.decorator_list.iter().rev() {
            self.emit_at(&d.expression, Op::CALL, 1);
        }
        self.store_name(c.name.id.as_str());
        Ok(())
    }

    /// A class body: local 0 is the class; names go to its namespace.
    fn class_body(&mut self, stmts: &'a [Stmt]) -> R<()> {
        if self.table.class_cell(self.unit.scope) {
            let i = self.local("__class__");
            self.emit(Op::LOAD_FAST, 0);
            self.emit(Op::STORE_DEREF, i);
        }
        // `__module__` is the defining module's `__name__`, as CPython's
        // class bodies take it (frozen modules' classes repr as theirs).
        let n = self.name("__name__");
        self.emit(Op::LOAD_GLOBAL, n);
        let m = self.name("__module__");
        self.emit(Op::STORE_NAME, m);
        let mut body = stmts;
        if let Some(Stmt::Expr(e)) = stmts.first()
            && let Expr::StringLiteral(s) = &*e.value
        {
            self.load_const(Const::Str(s.value.to_str().to_string()))?;
            let d = self.name("__doc__");
            self.emit(Op::STORE_NAME, d);
            body = &stmts[1..];
        }
        self.setup_annotations(body)?;
        self.stmts(body)?;
        if let Some(last) = stmts.last() {
            self.unit.line = self.lines.line(last.start());
        }
        self.emit(Op::LOAD_FAST, 0);
        self.emit(Op::RETURN_VALUE, 0);
        Ok(())
    }

    /// A comprehension or generator expression: the function, called with
    /// the iterator state of its first iterable.
    pub(super) fn comprehension(&mut self, e: &'a Expr) -> R<()> {
        let (name, gens) = match e {
            Expr::ListComp(c) => ("<listcomp>", &c.generators),
            Expr::SetComp(c) => ("<setcomp>", &c.generators),
            Expr::DictComp(c) => ("<dictcomp>", &c.generators),
            Expr::Generator(g) => ("<genexpr>", &g.generators),
            _ => return Err(Located::unsupported(e.start(), "this expression")),
        };
        if let Some(g) = gens.iter().find(|g| g.is_async) {
            return Err(Located::unsupported(
                g.start(),
                "asynchronous comprehensions",
            ));
        }
        self.make_code(e, name, None, Body::Comprehension(e), 0)?;
        let Some(first) = gens.first() else {
            return Err(Located::syntax(e.start(), "invalid syntax"));
        };
        self.expr(&first.iter)?;
        self.emit(Op::GET_ITER, 0);
        self.emit(Op::CALL, 3);
        Ok(())
    }

    fn comprehension_body(&mut self, e: &'a Expr) -> R<()> {
        let (gens, kind) = match e {
            Expr::ListComp(c) => (&c.generators, 0),
            Expr::SetComp(c) => (&c.generators, 1),
            Expr::DictComp(c) => (&c.generators, 2),
            Expr::Generator(g) => (&g.generators, 3),
            _ => return Err(Located::unsupported(e.start(), "this expression")),
        };
        match kind {
            0 => {
                self.emit(Op::BUILD_LIST, 0);
            }
            1 => {
                self.emit(Op::BUILD_SET, 0);
            }
            2 => {
                self.emit(Op::BUILD_MAP, 0);
            }
            _ => {}
        }
        self.emit(Op::LOAD_ITER_STATE, 0);
        self.comprehension_loops(e, gens, 0, kind)?;
        if kind == 3 {
            self.load_const(Const::None)?;
        }
        self.emit(Op::RETURN_VALUE, 0);
        Ok(())
    }

    /// Loop `k` of a comprehension (its iterator state is on the stack),
    /// then the next ones, then the element.
    fn comprehension_loops(
        &mut self,
        e: &'a Expr,
        gens: &'a [ast::Comprehension],
        k: usize,
        kind: u32,
    ) -> R<()> {
        let g = &gens[k];
        if k > 0 {
            self.expr(&g.iter)?;
            self.emit(Op::GET_ITER, 0);
        }
        // An error advancing any of its iterators points at the whole
        // comprehension, as in CPython.
        let top = self.emit_at(e, Op::FOR_ITER, 0);
        self.store_target(&g.target)?;
        let mut skips = Vec::new();
        for cond in &g.ifs {
            skips.extend(self.jump_if(cond, false)?);
        }
        if k + 1 < gens.len() {
            self.comprehension_loops(e, gens, k + 1, kind)?;
        } else {
            // The container sits under the loops' state.
            let depth = 3 * (k as u32 + 1) + 1;
            match e {
                Expr::ListComp(c) => {
                    self.expr(&c.elt)?;
                    self.emit(Op::LIST_APPEND, depth);
                }
                Expr::SetComp(c) => {
                    self.expr(&c.elt)?;
                    self.emit(Op::SET_ADD, depth);
                }
                Expr::DictComp(c) => {
                    match &c.key {
                        Some(key) => self.expr(key)?,
                        None => return Err(Located::syntax(c.start(), "invalid syntax")),
                    }
                    self.expr(&c.value)?;
                    self.emit(Op::MAP_ADD, depth);
                }
                Expr::Generator(g) => {
                    self.expr(&g.elt)?;
                    self.emit(Op::YIELD_VALUE, 0);
                    self.emit(Op::POP_TOP, 0);
                }
                _ => {}
            }
            let _ = kind;
        }
        for s in skips {
            self.patch_here(s);
        }
        self.emit(Op::JUMP_BACKWARD, top as u32);
        self.patch_here(top);
        Ok(())
    }
}

/// `repr()` of a str as Python writes it: single quotes unless the text
/// has a single quote and no double one.
fn str_repr(text: &str) -> String {
    let q = if text.contains('\'') && !text.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(text.len() + 2);
    out.push(q);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == q => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}
