//! Private name mangling: inside a class, an identifier `__name` (two
//! leading underscores, not two trailing ones) stands for
//! `_Class__name`, so that a class's private attributes cannot collide
//! with its subclasses'. CPython's compiler does this as it compiles; here
//! one pass rewrites the parsed module before the symbol table and code
//! generation see it, and nothing after it knows about mangling.
//!
//! What is rewritten, as CPython does: names (loaded, stored, deleted,
//! declared `global`/`nonlocal`), attribute names, the names of functions
//! and classes defined in a class, parameters, the names imports bind,
//! `except ... as` names and the names patterns capture. Keyword
//! arguments of calls are not, as CPython's are not.

use std::cell::RefCell;

use ruff_python_ast::name::Name;
use ruff_python_ast::visitor::transformer::{self, Transformer};
use ruff_python_ast::{self as ast, Expr, Identifier, Pattern, Stmt};

/// Rewrites the private names of `module` in place.
pub(crate) fn private_names(module: &mut ast::ModModule) {
    let m = Mangler {
        classes: RefCell::new(Vec::new()),
    };
    m.visit_body(&mut module.body);
}

struct Mangler {
    /// The names of the classes being walked, innermost last (the
    /// innermost decides, also inside its methods).
    classes: RefCell<Vec<String>>,
}

impl Mangler {
    /// `name` as the innermost class makes it (unchanged outside classes).
    fn mangled(&self, name: &str) -> Option<String> {
        if !name.starts_with("__") || name.ends_with("__") || name.contains('.') {
            return None;
        }
        let classes = self.classes.borrow();
        let class = classes.last()?.trim_start_matches('_');
        if class.is_empty() {
            return None;
        }
        Some(format!("_{class}{name}"))
    }

    fn ident(&self, id: &mut Identifier) {
        if let Some(m) = self.mangled(id.id.as_str()) {
            id.id = Name::new(m);
        }
    }

    fn name(&self, n: &mut Name) {
        if let Some(m) = self.mangled(n.as_str()) {
            *n = Name::new(m);
        }
    }
}

impl Transformer for Mangler {
    fn visit_stmt(&self, stmt: &mut Stmt) {
        match stmt {
            Stmt::ClassDef(c) => {
                // The decorators and bases belong to the enclosing scope;
                // the body to the class.
                self.ident(&mut c.name);
                for d in &mut c.decorator_list {
                    self.visit_decorator(d);
                }
                if let Some(a) = &mut c.arguments {
                    self.visit_arguments(a);
                }
                self.classes.borrow_mut().push(c.name.id.to_string());
                self.visit_body(&mut c.body);
                self.classes.borrow_mut().pop();
                return;
            }
            Stmt::FunctionDef(f) => self.ident(&mut f.name),
            Stmt::Global(g) => g.names.iter_mut().for_each(|n| self.ident(n)),
            Stmt::Nonlocal(n) => n.names.iter_mut().for_each(|n| self.ident(n)),
            Stmt::Import(i) => {
                for a in &mut i.names {
                    match &mut a.asname {
                        Some(asname) => self.ident(asname),
                        // `import __m` binds `__m` (a dotted name binds its
                        // first part, never mangled).
                        None => self.ident(&mut a.name),
                    }
                }
            }
            Stmt::ImportFrom(i) => {
                for a in &mut i.names {
                    match &mut a.asname {
                        Some(asname) => self.ident(asname),
                        None => self.ident(&mut a.name),
                    }
                }
            }
            _ => {}
        }
        transformer::walk_stmt(self, stmt);
    }

    fn visit_expr(&self, expr: &mut Expr) {
        match expr {
            Expr::Name(n) => self.name(&mut n.id),
            Expr::Attribute(a) => self.ident(&mut a.attr),
            _ => {}
        }
        transformer::walk_expr(self, expr);
    }

    fn visit_parameter(&self, parameter: &mut ast::Parameter) {
        self.ident(&mut parameter.name);
        transformer::walk_parameter(self, parameter);
    }

    fn visit_except_handler(&self, handler: &mut ast::ExceptHandler) {
        let ast::ExceptHandler::ExceptHandler(h) = handler;
        if let Some(n) = &mut h.name {
            self.ident(n);
        }
        transformer::walk_except_handler(self, handler);
    }

    fn visit_pattern(&self, pattern: &mut Pattern) {
        match pattern {
            Pattern::MatchAs(p) => {
                if let Some(n) = &mut p.name {
                    self.ident(n);
                }
            }
            Pattern::MatchStar(p) => {
                if let Some(n) = &mut p.name {
                    self.ident(n);
                }
            }
            Pattern::MatchMapping(p) => {
                if let Some(n) = &mut p.rest {
                    self.ident(n);
                }
            }
            _ => {}
        }
        transformer::walk_pattern(self, pattern);
    }
}
