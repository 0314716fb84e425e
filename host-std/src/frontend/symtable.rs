//! Which scope every name belongs to, as CPython's `symtable` decides.
//!
//! One [`Scope`] per module, function, lambda, class body, comprehension
//! and generator expression, found by walking the AST once. A name bound
//! in a function (assignment, `for`, `with ... as`, `except ... as`, `del`,
//! a `def`/`class`, a parameter) is local to it unless declared `global` or
//! `nonlocal`; a name it only uses is looked up in the enclosing functions
//! (class bodies are skipped) and becomes a closure variable: a *cell* in
//! the function that binds it, *free* in every function between. Class
//! bodies keep their names in the class namespace; a method that uses
//! `super` or `__class__` gets the class through a `__class__` cell of the
//! class body. Names found nowhere are globals.

use std::collections::{BTreeSet, HashMap, HashSet};

use ruff_python_ast::{self as ast, Expr, ExprContext, Parameters, Stmt};
use ruff_text_size::{Ranged, TextSize};

use super::Located;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScopeKind {
    Module,
    Function,
    Class,
    /// A list, set or dict comprehension, or a generator expression.
    Comprehension,
}

/// How code in a scope reaches a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Access {
    /// A local slot (`LOAD_FAST`).
    Fast,
    /// A cell in a local slot (`LOAD_DEREF`): a cell of this scope or a
    /// free variable.
    Deref,
    Global,
    /// The class namespace, then globals (`LOAD_NAME`).
    Name,
}

#[derive(Debug)]
pub(crate) struct Scope {
    pub kind: ScopeKind,
    pub parent: Option<usize>,
    /// Parameter names in slot order.
    pub params: Vec<String>,
    bound: HashSet<String>,
    used: HashSet<String>,
    globals: HashSet<String>,
    nonlocals: HashSet<String>,
    /// Names of this scope that nested scopes capture.
    pub cells: BTreeSet<String>,
    /// Names this scope takes from enclosing ones, in slot order.
    pub frees: BTreeSet<String>,
    pub generator: bool,
}

impl Scope {
    fn new(kind: ScopeKind, parent: Option<usize>) -> Self {
        Scope {
            kind,
            parent,
            params: Vec::new(),
            bound: HashSet::new(),
            used: HashSet::new(),
            globals: HashSet::new(),
            nonlocals: HashSet::new(),
            cells: BTreeSet::new(),
            frees: BTreeSet::new(),
            generator: false,
        }
    }

    fn binds(&self, name: &str) -> bool {
        (self.bound.contains(name) || self.params.iter().any(|p| p == name))
            && !self.globals.contains(name)
            && !self.nonlocals.contains(name)
    }
}

/// A scope's key: the range of the node that makes it.
pub(crate) type ScopeKey = (TextSize, TextSize);

pub(crate) fn key_of(node: &impl Ranged) -> ScopeKey {
    (node.start(), node.end())
}

#[derive(Debug)]
pub(crate) struct SymTable {
    pub scopes: Vec<Scope>,
    by_node: HashMap<ScopeKey, usize>,
    /// Some `from m import *` binds names no one can list.
    star_import: bool,
}

impl SymTable {
    /// The scope a node (function, lambda, class, comprehension) makes.
    pub fn scope_of(&self, node: &impl Ranged) -> Option<usize> {
        self.by_node.get(&key_of(node)).copied()
    }

    /// How code in scope `s` reaches `name`.
    pub fn access(&self, s: usize, name: &str) -> Access {
        let sc = &self.scopes[s];
        match sc.kind {
            ScopeKind::Module => Access::Global,
            ScopeKind::Class => {
                if sc.globals.contains(name) {
                    Access::Global
                } else if sc.frees.contains(name) && !sc.bound.contains(name) {
                    Access::Deref
                } else {
                    Access::Name
                }
            }
            ScopeKind::Function | ScopeKind::Comprehension => {
                if sc.globals.contains(name) {
                    Access::Global
                } else if sc.cells.contains(name) || sc.frees.contains(name) {
                    Access::Deref
                } else if sc.binds(name) {
                    Access::Fast
                } else {
                    Access::Global
                }
            }
        }
    }

    /// Whether `name` in scope `s` can only be the builtin of that name:
    /// neither `s` nor a scope it reaches binds it, the module binds it
    /// nowhere (no assignment, `def`, import, or function declaring it
    /// `global` and binding it), and nothing is imported with `*`.
    pub fn names_builtin(&self, s: usize, name: &str) -> bool {
        let reaches_global = match self.access(s, name) {
            Access::Global => true,
            Access::Name => !self.scopes[s].bound.contains(name),
            Access::Fast | Access::Deref => false,
        };
        reaches_global
            && !self.star_import
            && !self.scopes.iter().any(|sc| {
                sc.bound.contains(name)
                    && (sc.kind == ScopeKind::Module || sc.globals.contains(name))
            })
    }

    /// Whether the class body of scope `s` needs a `__class__` cell.
    pub fn class_cell(&self, s: usize) -> bool {
        self.scopes[s].kind == ScopeKind::Class && self.scopes[s].cells.contains("__class__")
    }
}

struct Builder {
    scopes: Vec<Scope>,
    by_node: HashMap<ScopeKey, usize>,
    cur: usize,
    error: Option<Located>,
    /// Statements and expressions entered and not yet left.
    depth: usize,
    star_import: bool,
}

/// Builds the table of module `body`.
pub(crate) fn build(body: &[Stmt]) -> Result<SymTable, Located> {
    let mut b = Builder {
        scopes: vec![Scope::new(ScopeKind::Module, None)],
        by_node: HashMap::new(),
        cur: 0,
        error: None,
        depth: 0,
        star_import: false,
    };
    b.stmts(body);
    if let Some(e) = b.error {
        return Err(e);
    }
    b.resolve()?;
    Ok(SymTable {
        scopes: b.scopes,
        by_node: b.by_node,
        star_import: b.star_import,
    })
}

impl Builder {
    fn fail(&mut self, at: TextSize, msg: String) {
        if self.error.is_none() {
            self.error = Some(Located::syntax(at, msg));
        }
    }

    fn sc(&mut self) -> &mut Scope {
        &mut self.scopes[self.cur]
    }

    fn bind(&mut self, name: &str) {
        self.sc().bound.insert(name.to_string());
    }

    fn use_name(&mut self, name: &str) {
        self.sc().used.insert(name.to_string());
    }

    fn push(&mut self, kind: ScopeKind, key: ScopeKey) -> usize {
        let id = self.scopes.len();
        self.scopes.push(Scope::new(kind, Some(self.cur)));
        self.by_node.insert(key, id);
        let parent = self.cur;
        self.cur = id;
        parent
    }

    fn stmts(&mut self, body: &[Stmt]) {
        for s in body {
            self.stmt(s);
        }
    }

    fn params(&mut self, p: &Parameters) {
        let mut names = Vec::new();
        for a in p.posonlyargs.iter().chain(p.args.iter()) {
            names.push(a.parameter.name.id.to_string());
        }
        for a in p.kwonlyargs.iter() {
            names.push(a.parameter.name.id.to_string());
        }
        if let Some(v) = &p.vararg {
            names.push(v.name.id.to_string());
        }
        if let Some(k) = &p.kwarg {
            names.push(k.name.id.to_string());
        }
        // Slot order: positional, keyword-only, *args, **kwargs.
        let npos = p.posonlyargs.len() + p.args.len();
        let nkw = p.kwonlyargs.len();
        let mut ordered: Vec<String> = names[..npos + nkw].to_vec();
        ordered.extend(names[npos + nkw..].iter().cloned());
        let mut seen = HashSet::new();
        for n in &ordered {
            if !seen.insert(n.clone()) {
                self.fail(
                    p.start(),
                    format!("duplicate argument '{n}' in function definition"),
                );
            }
        }
        self.sc().params = ordered;
    }

    /// The defaults of parameters, evaluated where the `def` is.
    fn param_defaults(&mut self, p: &Parameters) {
        for a in p
            .posonlyargs
            .iter()
            .chain(p.args.iter())
            .chain(p.kwonlyargs.iter())
        {
            if let Some(d) = &a.default {
                self.expr(d);
            }
        }
    }

    /// Enters one more level of nesting, or records CPython's compile-time
    /// `RecursionError` and refuses (the caller then skips the subtree, so
    /// no pass ever recurses deeper than [`super::MAX_NESTING`]).
    fn enter(&mut self, at: TextSize) -> bool {
        if self.depth >= super::MAX_NESTING {
            if self.error.is_none() {
                self.error = Some(Located::recursion(at));
            }
            return false;
        }
        self.depth += 1;
        true
    }

    fn stmt(&mut self, s: &Stmt) {
        if self.enter(s.start()) {
            super::deep(|| self.stmt_inner(s));
            self.depth -= 1;
        }
    }

    fn stmt_inner(&mut self, s: &Stmt) {
        match s {
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.expr(&d.expression);
                }
                self.param_defaults(&f.parameters);
                self.bind(f.name.id.as_str());
                let parent = self.push(ScopeKind::Function, key_of(f));
                self.params(&f.parameters);
                self.stmts(&f.body);
                self.cur = parent;
            }
            Stmt::ClassDef(c) => {
                for d in &c.decorator_list {
                    self.expr(&d.expression);
                }
                if let Some(a) = &c.arguments {
                    for e in a.args.iter() {
                        self.expr(e);
                    }
                    for k in a.keywords.iter() {
                        self.expr(&k.value);
                    }
                }
                self.bind(c.name.id.as_str());
                let parent = self.push(ScopeKind::Class, key_of(c));
                self.stmts(&c.body);
                self.cur = parent;
            }
            Stmt::Global(g) => {
                for id in &g.names {
                    let name = id.id.as_str();
                    let sc = &self.scopes[self.cur];
                    if sc.kind != ScopeKind::Module
                        && (sc.used.contains(name) || sc.bound.contains(name))
                    {
                        let how = if sc.bound.contains(name) {
                            "is assigned to before global declaration"
                        } else {
                            "is used prior to global declaration"
                        };
                        self.fail(g.start(), format!("name '{name}' {how}"));
                    }
                    if self.scopes[self.cur].params.iter().any(|p| p == name) {
                        self.fail(g.start(), format!("name '{name}' is parameter and global"));
                    }
                    self.sc().globals.insert(name.to_string());
                }
            }
            Stmt::Nonlocal(n) => {
                if self.scopes[self.cur].kind == ScopeKind::Module {
                    self.fail(
                        n.start(),
                        "nonlocal declaration not allowed at module level".into(),
                    );
                }
                for id in &n.names {
                    let name = id.id.as_str();
                    let sc = &self.scopes[self.cur];
                    let (used, bound) = (sc.used.contains(name), sc.bound.contains(name));
                    let param = sc.params.iter().any(|p| p == name);
                    if used || bound {
                        let how = if bound {
                            "is assigned to before nonlocal declaration"
                        } else {
                            "is used prior to nonlocal declaration"
                        };
                        self.fail(n.start(), format!("name '{name}' {how}"));
                    }
                    if param {
                        self.fail(
                            n.start(),
                            format!("name '{name}' is parameter and nonlocal"),
                        );
                    }
                    self.sc().nonlocals.insert(name.to_string());
                }
            }
            Stmt::Try(t) => {
                self.stmts(&t.body);
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if let Some(ty) = &h.type_ {
                        self.expr(ty);
                    }
                    if let Some(n) = &h.name {
                        self.bind(n.id.as_str());
                    }
                    self.stmts(&h.body);
                }
                self.stmts(&t.orelse);
                self.stmts(&t.finalbody);
            }
            _ => {
                // Every other statement: its expressions and nested bodies.
                self.stmt_children(s);
            }
        }
    }

    fn stmt_children(&mut self, s: &Stmt) {
        match s {
            Stmt::Expr(e) => self.expr(&e.value),
            Stmt::Return(r) => {
                if let Some(v) = &r.value {
                    self.expr(v);
                }
            }
            Stmt::Assign(a) => {
                self.expr(&a.value);
                for t in &a.targets {
                    self.expr(t);
                }
            }
            Stmt::AugAssign(a) => {
                self.expr(&a.value);
                self.expr(&a.target);
                if let Expr::Name(n) = &*a.target {
                    self.use_name(n.id.as_str());
                }
            }
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.expr(v);
                    self.expr(&a.target);
                } else if let Expr::Name(n) = &*a.target
                    && self.scopes[self.cur].kind != ScopeKind::Module
                {
                    // `x: int` alone makes `x` local in a function.
                    self.bind(n.id.as_str());
                }
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.expr(t);
                }
            }
            Stmt::For(f) => {
                self.expr(&f.iter);
                self.expr(&f.target);
                self.stmts(&f.body);
                self.stmts(&f.orelse);
            }
            Stmt::While(w) => {
                self.expr(&w.test);
                self.stmts(&w.body);
                self.stmts(&w.orelse);
            }
            Stmt::If(i) => {
                self.expr(&i.test);
                self.stmts(&i.body);
                for c in &i.elif_else_clauses {
                    if let Some(t) = &c.test {
                        self.expr(t);
                    }
                    self.stmts(&c.body);
                }
            }
            Stmt::With(w) => {
                for item in &w.items {
                    self.expr(&item.context_expr);
                    if let Some(v) = &item.optional_vars {
                        self.expr(v);
                    }
                }
                self.stmts(&w.body);
            }
            Stmt::Match(m) => {
                self.expr(&m.subject);
                for c in &m.cases {
                    self.pattern(&c.pattern);
                    if let Some(g) = &c.guard {
                        self.expr(g);
                    }
                    self.stmts(&c.body);
                }
            }
            Stmt::Raise(r) => {
                if let Some(e) = &r.exc {
                    self.expr(e);
                }
                if let Some(c) = &r.cause {
                    self.expr(c);
                }
            }
            Stmt::Assert(a) => {
                self.expr(&a.test);
                if let Some(m) = &a.msg {
                    self.expr(m);
                }
            }
            Stmt::Import(i) => {
                for a in &i.names {
                    let n = a.asname.as_ref().unwrap_or(&a.name);
                    let first = n.id.split('.').next().unwrap_or("");
                    self.bind(first);
                }
            }
            Stmt::ImportFrom(i) => {
                for a in &i.names {
                    let n = a.asname.as_ref().unwrap_or(&a.name);
                    if n.id.as_str() != "*" {
                        self.bind(n.id.as_str());
                    } else {
                        self.star_import = true;
                    }
                }
            }
            _ => {}
        }
    }

    /// A `case` pattern: the names it captures are bound; the values and
    /// classes it names are used.
    fn pattern(&mut self, p: &ast::Pattern) {
        use ast::Pattern;
        match p {
            Pattern::MatchValue(v) => self.expr(&v.value),
            Pattern::MatchSingleton(_) => {}
            Pattern::MatchAs(a) => {
                if let Some(sub) = &a.pattern {
                    self.pattern(sub);
                }
                if let Some(n) = &a.name {
                    self.bind(n.id.as_str());
                }
            }
            Pattern::MatchStar(s) => {
                if let Some(n) = &s.name {
                    self.bind(n.id.as_str());
                }
            }
            Pattern::MatchSequence(s) => s.patterns.iter().for_each(|sub| self.pattern(sub)),
            Pattern::MatchOr(o) => o.patterns.iter().for_each(|sub| self.pattern(sub)),
            Pattern::MatchMapping(m) => {
                m.keys.iter().for_each(|k| self.expr(k));
                m.patterns.iter().for_each(|sub| self.pattern(sub));
                if let Some(n) = &m.rest {
                    self.bind(n.id.as_str());
                }
            }
            Pattern::MatchClass(c) => {
                self.expr(&c.cls);
                c.arguments
                    .patterns
                    .iter()
                    .for_each(|sub| self.pattern(sub));
                c.arguments
                    .keywords
                    .iter()
                    .for_each(|k| self.pattern(&k.pattern));
            }
        }
    }

    fn comprehension(&mut self, node: &Expr, gens: &[ast::Comprehension], elts: &[&Expr]) {
        let Some(first) = gens.first() else {
            return;
        };
        // The first iterable is evaluated outside.
        self.expr(&first.iter);
        let parent = self.push(ScopeKind::Comprehension, key_of(node));
        self.sc().params = vec![".0".into(), ".1".into(), ".2".into()];
        if matches!(node, Expr::Generator(_)) {
            self.sc().generator = true;
        }
        for (i, g) in gens.iter().enumerate() {
            if i > 0 {
                self.expr(&g.iter);
            }
            self.expr(&g.target);
            for c in &g.ifs {
                self.expr(c);
            }
        }
        for e in elts {
            self.expr(e);
        }
        self.cur = parent;
    }

    fn expr(&mut self, e: &Expr) {
        if self.enter(e.start()) {
            super::deep(|| self.expr_inner(e));
            self.depth -= 1;
        }
    }

    fn expr_inner(&mut self, e: &Expr) {
        match e {
            Expr::Name(n) => {
                let name = n.id.as_str();
                match n.ctx {
                    ExprContext::Store | ExprContext::Del => {
                        if name == "__debug__" {
                            // A constant (see the code generator).
                            let what = if n.ctx == ExprContext::Del {
                                "delete"
                            } else {
                                "assign to"
                            };
                            self.fail(n.start(), format!("cannot {what} __debug__"));
                        }
                        self.bind(name)
                    }
                    _ => {
                        self.use_name(name);
                        if name == "super" {
                            // Zero-argument `super()` needs the class.
                            self.use_name("__class__");
                        }
                    }
                }
            }
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.param_defaults(p);
                }
                let parent = self.push(ScopeKind::Function, key_of(l));
                if let Some(p) = &l.parameters {
                    self.params(p);
                }
                self.expr(&l.body);
                self.cur = parent;
            }
            Expr::ListComp(c) => self.comprehension(e, &c.generators, &[&c.elt]),
            Expr::SetComp(c) => self.comprehension(e, &c.generators, &[&c.elt]),
            Expr::Generator(c) => self.comprehension(e, &c.generators, &[&c.elt]),
            Expr::DictComp(c) => {
                let mut elts: Vec<&Expr> = Vec::new();
                if let Some(k) = &c.key {
                    elts.push(k);
                }
                elts.push(&c.value);
                self.comprehension(e, &c.generators, &elts)
            }
            Expr::Named(n) => {
                self.expr(&n.value);
                if let Expr::Name(t) = &*n.target {
                    self.bind_walrus(t.id.as_str(), n.start());
                }
            }
            Expr::Yield(y) => {
                self.mark_generator(e.start());
                if let Some(v) = &y.value {
                    self.expr(v);
                }
            }
            Expr::YieldFrom(y) => {
                self.mark_generator(e.start());
                self.expr(&y.value);
            }
            _ => self.expr_children(e),
        }
    }

    fn mark_generator(&mut self, at: TextSize) {
        match self.scopes[self.cur].kind {
            ScopeKind::Function => self.sc().generator = true,
            ScopeKind::Comprehension if self.scopes[self.cur].generator => {}
            ScopeKind::Comprehension => {
                self.fail(at, "'yield' inside list comprehension".into());
            }
            _ => self.fail(at, "'yield' outside function".into()),
        }
    }

    /// `x := v` binds `x` in the nearest scope that is not a comprehension.
    fn bind_walrus(&mut self, name: &str, at: TextSize) {
        let mut s = self.cur;
        while self.scopes[s].kind == ScopeKind::Comprehension {
            match self.scopes[s].parent {
                Some(p) => s = p,
                None => break,
            }
        }
        if s == self.cur {
            self.bind(name);
            return;
        }
        match self.scopes[s].kind {
            ScopeKind::Class => self.fail(
                at,
                "assignment expression within a comprehension cannot be used in a class body"
                    .into(),
            ),
            ScopeKind::Module => {
                self.scopes[s].bound.insert(name.to_string());
                self.sc().globals.insert(name.to_string());
            }
            _ => {
                self.scopes[s].bound.insert(name.to_string());
                self.use_name(name);
            }
        }
    }

    fn expr_children(&mut self, e: &Expr) {
        use ruff_python_ast::visitor::{Visitor, walk_expr};
        // Walk one level: each child expression goes back through `expr`.
        struct Children<'b>(&'b mut Builder);
        impl<'a> Visitor<'a> for Children<'_> {
            fn visit_expr(&mut self, e: &'a Expr) {
                self.0.expr(e);
            }
        }
        walk_expr(&mut Children(self), e);
    }

    /// Decides cells and free variables once every scope is known.
    fn resolve(&mut self) -> Result<(), Located> {
        for s in 0..self.scopes.len() {
            let kind = self.scopes[s].kind;
            if kind == ScopeKind::Module {
                continue;
            }
            let nonlocals: Vec<String> = self.scopes[s].nonlocals.iter().cloned().collect();
            for n in nonlocals {
                if !self.capture(s, &n) {
                    return Err(Located::syntax(
                        TextSize::default(),
                        format!("no binding for nonlocal '{n}' found"),
                    ));
                }
            }
            let mut used: Vec<String> = self.scopes[s].used.iter().cloned().collect();
            used.sort();
            for n in used {
                let sc = &self.scopes[s];
                if sc.globals.contains(&n) || sc.nonlocals.contains(&n) {
                    continue;
                }
                if kind != ScopeKind::Class && sc.binds(&n) {
                    continue;
                }
                if kind == ScopeKind::Class && sc.bound.contains(&n) {
                    continue;
                }
                self.capture(s, &n);
            }
        }
        Ok(())
    }

    /// Makes `name`, used in scope `s`, a free variable of `s` if an
    /// enclosing function binds it; true if one does.
    fn capture(&mut self, s: usize, name: &str) -> bool {
        let mut path = vec![s];
        let mut p = self.scopes[s].parent;
        while let Some(q) = p {
            let sc = &self.scopes[q];
            let found = match sc.kind {
                ScopeKind::Module => return false,
                // Class bodies are invisible to nested code, except for the
                // `__class__` they provide to methods.
                ScopeKind::Class => name == "__class__",
                _ => {
                    if sc.globals.contains(name) {
                        return false;
                    }
                    sc.binds(name)
                }
            };
            if found {
                self.scopes[q].cells.insert(name.to_string());
                for &f in &path {
                    self.scopes[f].frees.insert(name.to_string());
                }
                return true;
            }
            // A class body between passes the cell on to its methods.
            path.push(q);
            p = sc.parent;
        }
        false
    }
}
