//! Builtins written in the guest language: `open()` is `io.open`, as in
//! CPython, where the builtin is the `io` module's function. A module
//! that names `open` without binding it imports `io` first (without
//! binding `io`): the bundle then carries `io`, and the core's builtin
//! `open` finds the loaded module's function. This module only decides
//! which modules need it; the bundler adds the import to discovery and
//! the code generator emits it.

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext};

/// The module the builtin `open` comes from.
pub(crate) const OPEN_MODULE: &str = "io";

/// Whether `module` (named `name`) reads the name `open` and so needs
/// [`OPEN_MODULE`] loaded.
pub(crate) fn needs_open(name: &str, module: &ast::ModModule) -> bool {
    if name == OPEN_MODULE {
        return false;
    }
    let mut finder = OpenFinder { found: false };
    finder.visit_body(&module.body);
    finder.found
}

struct OpenFinder {
    found: bool,
}

impl<'a> Visitor<'a> for OpenFinder {
    fn visit_expr(&mut self, e: &'a Expr) {
        if self.found {
            return;
        }
        if let Expr::Name(n) = e
            && n.ctx == ExprContext::Load
            && n.id.as_str() == "open"
        {
            self.found = true;
            return;
        }
        visitor::walk_expr(self, e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn needs(src: &str) -> bool {
        let parsed = ruff_python_parser::parse_module(src).expect("parses");
        needs_open("__main__", parsed.syntax())
    }

    #[test]
    fn only_a_read_of_the_name_open_needs_io() {
        assert!(needs("with open('f') as f:\n    pass\n"));
        assert!(needs("def f():\n    return [open]\n"));
        assert!(!needs("f.open('x')\nopen_files = 1\n"));
        assert!(!needs("x = 'open'\n"));
    }
}
