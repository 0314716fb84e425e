//! A program and the modules it imports, as one bundle.
//!
//! Imports are found before anything runs: every `import` and `from ...
//! import` in the program (anywhere: in functions, under `try`) names a
//! module, which is looked for as CPython 3.11 looks for it: `sys`,
//! `time` and `gc` are built in; then the program's directory and the
//! search path (`--path` and `TRELLIS_PATH`) hold `name.py` or a package
//! directory (`name/__init__.py`, or a directory without one, a namespace
//! package); then the standard modules shipped in the binary
//! ([`super::stdlib`], written in the guest language) and those the core
//! implements (`math`, `_random`). Each module found is compiled once into
//! the bundle; one not found stays out of it, and importing it raises
//! `ModuleNotFoundError` when (and if) the import runs, as in CPython.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use ruff_python_ast::{self as ast, Stmt};
use trellis_core::bytecode::Module;
use trellis_core::modules::NativeModule;

use super::CompileError;
use super::codegen::{ModuleContext, Tables};

/// Where a module's source comes from.
#[derive(Clone, Debug)]
enum Source {
    File(PathBuf),
    Frozen(&'static str),
    /// A directory without `__init__.py`: an empty package.
    Namespace(PathBuf),
}

/// A module found for the bundle.
struct Found {
    name: String,
    /// The path tracebacks show.
    filename: String,
    source: Source,
    package: bool,
}

/// Modules that shadow any file of the same name, as CPython's built-in
/// modules do.
const BUILT_IN_FIRST: &[&str] = &["sys", "time", "gc"];

/// The absolute name of a relative import (`level` dots, then `module`)
/// made in module `current`; `None` when it leaves the top package (or the
/// importer is not in a package).
pub(crate) fn absolute_name(
    current: &str,
    package: bool,
    level: u32,
    module: Option<&str>,
) -> Option<String> {
    if level == 0 {
        return module.map(str::to_string);
    }
    // A package's own name is its base; a module's base is its package.
    let mut base: Vec<&str> = current.split('.').collect();
    if !package {
        base.pop();
    }
    for _ in 1..level {
        base.pop()?;
    }
    if base.is_empty() || current == "__main__" {
        return None;
    }
    let mut name = base.join(".");
    if let Some(m) = module {
        name.push('.');
        name.push_str(m);
    }
    Some(name)
}

/// The module names a module's imports may need, in order of appearance:
/// every package on the way to each module named, and for `from m import
/// x`, `m.x` (which is a submodule if it exists).
fn imported_names(body: &[Stmt], current: &str, package: bool, out: &mut Vec<String>) {
    let dotted_prefixes = |name: &str, out: &mut Vec<String>| {
        let mut end = 0;
        while let Some(i) = name[end..].find('.') {
            out.push(name[..end + i].to_string());
            end += i + 1;
        }
        out.push(name.to_string());
    };
    let mut stack: Vec<&[Stmt]> = vec![body];
    while let Some(stmts) = stack.pop() {
        for s in stmts {
            match s {
                Stmt::Import(i) => {
                    for a in &i.names {
                        dotted_prefixes(a.name.id.as_str(), out);
                    }
                }
                Stmt::ImportFrom(f) => {
                    let module = f.module.as_ref().map(|m| m.id.as_str());
                    if let Some(base) = absolute_name(current, package, f.level, module) {
                        dotted_prefixes(&base, out);
                        for a in &f.names {
                            if a.name.id.as_str() != "*" {
                                out.push(format!("{base}.{}", a.name.id));
                            }
                        }
                    }
                }
                Stmt::FunctionDef(d) => stack.push(&d.body),
                Stmt::ClassDef(c) => stack.push(&c.body),
                Stmt::If(i) => {
                    stack.push(&i.body);
                    for c in &i.elif_else_clauses {
                        stack.push(&c.body);
                    }
                }
                Stmt::While(w) => {
                    stack.push(&w.body);
                    stack.push(&w.orelse);
                }
                Stmt::For(f) => {
                    stack.push(&f.body);
                    stack.push(&f.orelse);
                }
                Stmt::With(w) => stack.push(&w.body),
                Stmt::Try(t) => {
                    stack.push(&t.body);
                    for h in &t.handlers {
                        let ast::ExceptHandler::ExceptHandler(h) = h;
                        stack.push(&h.body);
                    }
                    stack.push(&t.orelse);
                    stack.push(&t.finalbody);
                }
                Stmt::Match(m) => {
                    for c in &m.cases {
                        stack.push(&c.body);
                    }
                }
                _ => {}
            }
        }
    }
}

/// Finds modules for a program at `main_path`.
struct Finder {
    /// The program's directory, then the search path.
    dirs: Vec<PathBuf>,
    /// What relative directories are relative to (they are shown as
    /// given, as the program's path is).
    root: PathBuf,
}

impl Finder {
    /// Looks for module `name` (dotted) whose parent package, if any, was
    /// found as `parent`.
    fn find(&self, name: &str, parent: Option<&Found>) -> Option<Found> {
        if BUILT_IN_FIRST.contains(&name) {
            // `time` is a frozen module over the core's `_time`, still found
            // before any file of that name.
            return super::stdlib::source(name).map(|src| Found {
                name: name.to_string(),
                filename: format!("<frozen {name}>"),
                source: Source::Frozen(src),
                package: false,
            });
        }
        let last = name.rsplit('.').next().unwrap_or(name);
        let dirs: Vec<PathBuf> = match parent {
            None => self.dirs.clone(),
            Some(p) => match &p.source {
                Source::File(f) if p.package => {
                    f.parent().map(Path::to_path_buf).into_iter().collect()
                }
                Source::Namespace(d) => vec![d.clone()],
                // A frozen package's submodules are frozen too.
                Source::Frozen(_) if p.package => {
                    return super::stdlib::source(name).map(|src| Found {
                        name: name.to_string(),
                        filename: format!("<frozen {name}>"),
                        source: Source::Frozen(src),
                        package: super::stdlib::is_package(name),
                    });
                }
                _ => return None,
            },
        };
        if parent.is_none() || parent.is_some_and(|p| !matches!(p.source, Source::Frozen(_))) {
            let on_disk = |p: &Path| self.root.join(p);
            for d in &dirs {
                let pkg = d.join(last);
                let init = pkg.join("__init__.py");
                if on_disk(&init).is_file() {
                    return Some(Found {
                        name: name.to_string(),
                        filename: display(&init),
                        source: Source::File(init),
                        package: true,
                    });
                }
                let file = d.join(format!("{last}.py"));
                if on_disk(&file).is_file() {
                    return Some(Found {
                        name: name.to_string(),
                        filename: display(&file),
                        source: Source::File(file),
                        package: false,
                    });
                }
                if on_disk(&pkg).is_dir() && parent.is_none() && is_identifier(last) {
                    return Some(Found {
                        name: name.to_string(),
                        filename: display(&pkg),
                        source: Source::Namespace(pkg),
                        package: true,
                    });
                }
            }
        }
        if parent.is_none()
            && let Some(src) = super::stdlib::source(name)
        {
            return Some(Found {
                name: name.to_string(),
                filename: format!("<frozen {name}>"),
                source: Source::Frozen(src),
                package: super::stdlib::is_package(name),
            });
        }
        None
    }
}

/// The frozen module of the builtins' loops over generators (see
/// `trellis_core::builtins::consumers`).
const BUILTIN_LOOPS: &str = trellis_core::builtins::consumers::MODULE;

fn is_identifier(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|f| f.is_alphabetic() || f == '_')
        && c.all(|c| c.is_alphanumeric() || c == '_')
}

fn display(p: &Path) -> String {
    let s = p.display().to_string();
    s.strip_prefix("./").map(str::to_string).unwrap_or(s)
}

/// The directory a program's own modules are found in.
fn program_dir(filename: &str) -> PathBuf {
    match Path::new(filename).parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Compiles the program `source` (from `filename`) and every module it
/// imports that can be found, searching `search` after the program's
/// directory. Relative paths are relative to `root`.
pub(crate) fn compile_program(
    source: &str,
    filename: &str,
    search: &[PathBuf],
    root: &Path,
) -> Result<Module, CompileError> {
    let mut dirs = vec![program_dir(filename)];
    dirs.extend(search.iter().cloned());
    let finder = Finder {
        dirs,
        root: root.to_path_buf(),
    };
    // Discovery, breadth first from the program: each module's imports
    // name the next ones.
    let main = Found {
        name: "__main__".into(),
        filename: filename.to_string(),
        source: Source::Frozen(""),
        package: false,
    };
    let mut found: Vec<Found> = vec![main];
    let mut sources: Vec<String> = vec![source.to_string()];
    let mut seen: HashSet<String> = HashSet::from(["__main__".to_string()]);
    let mut i = 0;
    while i < found.len() {
        let mut names = Vec::new();
        let (name, package) = (found[i].name.clone(), found[i].package);
        super::imports_of(&sources[i], &found[i].filename, |m| {
            imported_names(&m.body, &name, package, &mut names);
            if super::implicit_imports::needs_open(&name, m) {
                names.push(super::implicit_imports::OPEN_MODULE.to_string());
            }
        })?;
        for name in names {
            if !seen.insert(name.clone()) {
                continue;
            }
            let parent = name.rsplit_once('.').map(|(p, _)| p);
            let parent_found = match parent {
                Some(p) => match found.iter().find(|f| f.name == p) {
                    Some(f) => Some(f),
                    None => continue,
                },
                None => None,
            };
            if let Some(f) = finder.find(&name, parent_found) {
                let text = read_source(&f, root)?;
                found.push(f);
                sources.push(text);
            } else if parent.is_none() && NativeModule::from_name(&name).is_none() {
                // Not found: `ModuleNotFoundError` if the import runs.
            }
        }
        i += 1;
    }
    let known: HashSet<String> = found.iter().map(|f| f.name.clone()).collect();
    let is_module = |n: &str| known.contains(n);
    let mut tables = Tables::default();
    let mut modules = Vec::with_capacity(found.len());
    let mut by_name: HashMap<String, usize> = HashMap::new();
    for (f, src) in found.iter().zip(&sources) {
        let ctx = ModuleContext {
            name: &f.name,
            package: f.package,
            is_module: &is_module,
        };
        let info = super::compile_parsed(src, &f.filename, &mut tables, &ctx)?;
        by_name.insert(f.name.clone(), modules.len());
        modules.push(info);
    }
    // A program that makes generators gets the loops the core runs for
    // builtins consuming one (`sum(g)`, `sep.join(g)`), compiled last so
    // nothing else moves.
    // So does one that defines an ordering (`__lt__`, `order=True`), whose
    // instances `sorted` and `list.sort` sort in the module's loop.
    let makes_generators = tables.codes.iter().flatten().any(|c| c.is_generator());
    let orders = tables
        .codes
        .iter()
        .flatten()
        .any(|c| c.name == "__lt__" || c.name == "_straight_order");
    if (makes_generators || orders) && !by_name.contains_key(BUILTIN_LOOPS) {
        let src = super::stdlib::source(BUILTIN_LOOPS).unwrap_or("");
        let ctx = ModuleContext {
            name: BUILTIN_LOOPS,
            package: false,
            is_module: &is_module,
        };
        let filename = format!("<frozen {BUILTIN_LOOPS}>");
        modules.push(super::compile_parsed(src, &filename, &mut tables, &ctx)?);
    }
    Ok(tables.into_module(filename, modules))
}

fn read_source(f: &Found, root: &Path) -> Result<String, CompileError> {
    match &f.source {
        Source::Frozen(s) => Ok(s.to_string()),
        Source::Namespace(_) => Ok(String::new()),
        Source::File(p) => {
            let bytes = std::fs::read(root.join(p)).map_err(|e| CompileError {
                kind: super::CompileErrorKind::Unsupported,
                filename: f.filename.clone(),
                line: 0,
                column: 0,
                message: format!("cannot read module '{}': {e}", f.name),
            })?;
            String::from_utf8(bytes).map_err(|_| CompileError {
                kind: super::CompileErrorKind::Syntax,
                filename: f.filename.clone(),
                line: 1,
                column: 1,
                message: "source is not valid UTF-8".into(),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::absolute_name;

    #[test]
    fn relative_names_resolve_from_the_package() {
        assert_eq!(
            absolute_name("p.m", false, 1, Some("x")).as_deref(),
            Some("p.x")
        );
        assert_eq!(
            absolute_name("p", true, 1, Some("x")).as_deref(),
            Some("p.x")
        );
        assert_eq!(absolute_name("p.q.m", false, 2, None).as_deref(), Some("p"));
        assert_eq!(absolute_name("m", false, 1, Some("x")), None);
        assert_eq!(absolute_name("__main__", false, 1, Some("x")), None);
        assert_eq!(
            absolute_name("a", false, 0, Some("b.c")).as_deref(),
            Some("b.c")
        );
    }
}
