//! Which names of a function are locals.
//!
//! As in Python: a name bound anywhere in a function body (assignment,
//! augmented assignment, `for` target) is local to the whole function unless
//! declared `global`; every other name is global. The module body has no
//! locals.

use std::collections::HashSet;

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{Expr, ExprContext, Parameters, Stmt};
use ruff_text_size::Ranged;

use super::Located;

#[derive(Debug, Default)]
pub(crate) struct Scope {
    pub locals: HashSet<String>,
}

impl Scope {
    pub fn is_local(&self, name: &str) -> bool {
        self.locals.contains(name)
    }
}

#[derive(Default)]
struct Collector {
    bound: HashSet<String>,
    seen: HashSet<String>,
    assigned_before: HashSet<String>,
    globals: HashSet<String>,
    error: Option<Located>,
}

impl<'a> Visitor<'a> for Collector {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::Global(g) => {
                for id in &g.names {
                    let name = id.id.as_str();
                    if self.error.is_none() && self.seen.contains(name) {
                        let how = if self.assigned_before.contains(name) {
                            "is assigned to before global declaration"
                        } else {
                            "is used prior to global declaration"
                        };
                        self.error =
                            Some(Located::syntax(g.start(), format!("name '{name}' {how}")));
                    }
                    self.globals.insert(name.to_string());
                }
            }
            // Nested definitions are rejected by the code generator; their
            // names still count as bound here.
            Stmt::FunctionDef(f) => {
                self.bound.insert(f.name.id.to_string());
            }
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        if let Expr::Name(n) = expr {
            let name = n.id.to_string();
            if matches!(n.ctx, ExprContext::Store | ExprContext::Del) {
                self.bound.insert(name.clone());
                self.assigned_before.insert(name.clone());
            }
            self.seen.insert(name);
        }
        visitor::walk_expr(self, expr);
    }
}

/// The scope of a function with `params` and `body`.
pub(crate) fn function_scope(params: &Parameters, body: &[Stmt]) -> Result<Scope, Located> {
    let mut c = Collector::default();
    let param_names: Vec<String> = params
        .posonlyargs
        .iter()
        .chain(params.args.iter())
        .map(|p| p.parameter.name.id.to_string())
        .collect();
    for s in body {
        c.visit_stmt(s);
    }
    if let Some(e) = c.error {
        return Err(e);
    }
    for p in params.posonlyargs.iter().chain(params.args.iter()) {
        let name = p.parameter.name.id.as_str();
        if c.globals.contains(name) {
            return Err(Located::syntax(
                p.start(),
                format!("name '{name}' is parameter and global"),
            ));
        }
    }
    let mut locals: HashSet<String> = param_names.into_iter().collect();
    locals.extend(c.bound.into_iter().filter(|n| !c.globals.contains(n)));
    Ok(Scope { locals })
}
