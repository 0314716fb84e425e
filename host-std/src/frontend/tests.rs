use super::*;

fn err(src: &str) -> CompileError {
    compile(src, "t.py").expect_err("should be rejected")
}

#[test]
fn unsupported_syntax_is_an_error_with_its_place() {
    let cases = [
        ("async def f():\n    pass\n", 1, 1, "'async def'"),
        ("class A(**kw):\n    pass\n", 1, 9, "class keywords from **"),
        ("try:\n    pass\nexcept* E:\n    pass\n", 1, 1, "'except*'"),
    ];
    for (src, line, col, msg) in cases {
        let e = err(src);
        assert_eq!(e.kind, CompileErrorKind::Unsupported, "{src:?}: {e}");
        assert_eq!((e.line, e.column), (line, col), "{src:?}: {e}");
        assert!(e.message.contains(msg), "{src:?}: {e}");
    }
}

#[test]
fn closures_get_cells_in_the_defining_function_and_free_slots_in_the_inner_one() {
    let src = "def outer(a):\n    n = 0\n    def inner():\n        nonlocal n\n        n += a\n        return n\n    return inner\n";
    let m = compile(src, "t.py").unwrap();
    let outer = m.codes.iter().find(|c| c.name == "outer").unwrap();
    let inner = m.codes.iter().find(|c| c.name == "inner").unwrap();
    assert_eq!(inner.qualname, "outer.<locals>.inner");
    // The inner function's closure variables follow its (zero) parameters.
    assert_eq!(inner.nfree, 2);
    assert_eq!(&inner.local_names[..2], ["a", "n"]);
    let listing = dis::module(&m);
    assert!(listing.contains("MAKE_CELL"), "{listing}");
    assert!(listing.contains("LOAD_DEREF"), "{listing}");
    assert!(listing.contains("closure"), "{listing}");
    assert_eq!(outer.nfree, 0);
}

#[test]
fn swaps_of_two_or_three_values_build_no_tuple() {
    let listing = |src: &str| dis::module(&compile(src, "t.py").unwrap());
    for src in [
        "def f(a, i, j):\n    a[i], a[j] = a[j], a[i]\n",
        "def f(x, y, z):\n    x, y, z = z, x, y\n    return x\n",
        "def f(x, y):\n    [x, y] = y, x\n    return x\n",
    ] {
        let l = listing(src);
        assert!(l.contains("SWAP"), "{l}");
        assert!(!l.contains("BUILD_TUPLE") && !l.contains("UNPACK"), "{l}");
    }
    // A starred target, a value that is not a display, four names, or
    // chained targets still unpack a tuple.
    for src in [
        "def f(x, y):\n    x, *y = y, x\n",
        "def f(t):\n    x, y = t\n",
        "def f(a, b, c, d):\n    a, b, c, d = d, c, b, a\n",
        "def f(x, y):\n    p = x, y = y, x\n",
    ] {
        let l = listing(src);
        assert!(l.contains("UNPACK"), "{l}");
    }
}

#[test]
fn try_statements_get_exception_table_entries_and_no_normal_path_instructions() {
    let m = compile(
        "try:\n    x = 1\nexcept ValueError as e:\n    x = 2\nfinally:\n    y = 3\n",
        "t.py",
    )
    .unwrap();
    let body = &m.codes[0];
    assert!(!body.handlers.is_empty());
    // The first instruction of the body is covered by a handler.
    assert_eq!(body.handlers[0].start, 0);
    let listing = dis::module(&m);
    for op in ["PUSH_EXC_INFO", "CHECK_EXC_MATCH", "POP_EXCEPT", "RERAISE"] {
        assert!(listing.contains(op), "{op} missing:\n{listing}");
    }
}

#[test]
fn a_bare_except_must_be_last_and_nonlocal_needs_a_binding() {
    let e = err("try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass\n");
    assert!(e.message.contains("default 'except:' must be last"), "{e}");
    let e = err("def f():\n    nonlocal q\n");
    assert!(
        e.message.contains("no binding for nonlocal 'q' found"),
        "{e}"
    );
    let e = err("def f(a, a):\n    pass\n");
    assert!(e.message.contains("duplicate argument 'a'"), "{e}");
}

#[test]
fn syntax_errors_name_their_place() {
    let e = err("x = (1,\n");
    assert_eq!(e.kind, CompileErrorKind::Syntax);
    let e = err("if x:\nprint(1)\n");
    assert_eq!((e.kind, e.line), (CompileErrorKind::Syntax, 2));
    let e = err("return 1\n");
    assert!(e.message.contains("'return' outside function"), "{e}");
    let e = err("while True:\n    pass\nbreak\n");
    assert_eq!((e.line, e.column), (3, 1));
    let e = err("def f(a):\n    global a\n");
    assert!(e.message.contains("parameter and global"), "{e}");
    let e = err("def f():\n    x = 1\n    global x\n");
    assert!(
        e.message.contains("assigned to before global declaration"),
        "{e}"
    );
}

#[test]
fn debug_is_a_constant_no_statement_may_rebind() {
    let e = err("x = 1\n__debug__ = 0\n");
    assert_eq!(
        (e.kind, e.line, e.column, e.message.as_str()),
        (CompileErrorKind::Syntax, 2, 1, "cannot assign to __debug__")
    );
    let e = err("for __debug__ in []:\n    pass\n");
    assert_eq!(e.message, "cannot assign to __debug__");
    let e = err("del __debug__\n");
    assert_eq!(e.message, "cannot delete __debug__");
}

#[test]
fn malformed_number_literals_get_cpythons_messages() {
    for (src, want) in [
        ("x = 0x\n", "invalid hexadecimal literal"),
        ("x = 0xg\n", "invalid hexadecimal literal"),
        ("x = 0o8\n", "invalid digit '8' in octal literal"),
        ("x = 0o\n", "invalid octal literal"),
        ("x = 0b2\n", "invalid digit '2' in binary literal"),
        ("x = 0b\n", "invalid binary literal"),
        (
            "x = 07\n",
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
        ),
    ] {
        let e = err(src);
        assert_eq!(
            (e.kind, e.message.as_str()),
            (CompileErrorKind::Syntax, want),
            "{src}"
        );
    }
}

#[test]
fn display_is_path_line_col() {
    let e = err("x = 1\nasync def f():\n    pass\n");
    assert_eq!(e.to_string(), "t.py:2:1: unsupported: 'async def'");
}

#[test]
fn a_decimal_literal_past_the_digit_limit_is_cpythons_syntax_error() {
    let e = err(&format!("x = {}\n", "7".repeat(4301)));
    assert_eq!(e.kind, CompileErrorKind::Syntax);
    assert!(
        e.message.starts_with(
            "Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits"
        ),
        "{e}"
    );
    // Hexadecimal literals have no limit.
    compile(&format!("x = 0x{}\n", "f".repeat(5000)), "t.py").unwrap();
}

#[test]
fn keyword_arguments_get_a_shared_name_list() {
    let m = compile(
        "print(1, end='')\nprint(2, end='')\nprint(3, sep='', end='')\n",
        "t.py",
    )
    .unwrap();
    assert_eq!(m.kwnames.len(), 2);
    let listing = dis::module(&m);
    assert!(listing.contains("CALL_KW"), "{listing}");
    assert!(listing.contains("end="), "{listing}");
}

#[test]
fn locals_and_globals_are_resolved_like_python() {
    let m = compile("g = 1\ndef f(a):\n    b = a + g\n    return b\n", "t.py").unwrap();
    let f = &m.codes[1];
    assert_eq!(f.local_names, vec!["a".to_string(), "b".to_string()]);
    let listing = dis::module(&m);
    assert!(listing.contains("LOAD_GLOBAL"), "{listing}");
    assert!(listing.contains("LOAD_FAST"), "{listing}");
}

use trellis_core::bytecode::dis;

/// Nesting at CPython's limits compiles; one level past, or pathologically
/// deep, is the error CPython gives, never a stack overflow (these run on
/// 2 MiB test threads).
#[test]
fn deep_nesting_is_cpythons_error_not_a_stack_overflow() {
    let terms = |n: usize| format!("x = {}\n", vec!["1"; n].join("+"));
    compile(&terms(2990), "t.py").expect("CPython compiles 2,990 terms");
    let deep_in_def = format!("def f():\n    x = {}\n", vec!["1"; 2989].join("+"));
    compile(&deep_in_def, "t.py").expect("and 2,989 inside a def");
    let recursion = [
        terms(2991),
        terms(50_000),
        format!("x = {}1\n", "-".repeat(100_000)),
        format!("x = {}1\n", "not ".repeat(50_000)),
        format!("x = a{}\n", ".b".repeat(100_000)),
        format!("x = f{}\n", "()".repeat(100_000)),
        format!("x = {}1\n", "lambda: ".repeat(20_000)),
        format!("x = {}1\n", "1 if 1 else ".repeat(20_000)),
        format!("x = {}1\n", "2 ** ".repeat(20_000)),
    ];
    for src in &recursion {
        let e = err(src);
        assert_eq!(e.kind, CompileErrorKind::Recursion, "{}: {e}", &src[..20]);
        assert!(
            e.to_string()
                .ends_with(": RecursionError: maximum recursion depth exceeded during compilation"),
            "{e}"
        );
    }
    let parens = |n: usize| format!("x = {}1{}\n", "(".repeat(n), ")".repeat(n));
    compile(&parens(199), "t.py").expect("CPython takes 199 brackets open at once");
    for src in [
        parens(200),
        format!("x = {}\n", "[".repeat(50_000) + &"]".repeat(50_000)),
    ] {
        let e = err(&src);
        assert_eq!(e.kind, CompileErrorKind::Syntax, "{e}");
        assert_eq!(e.message, "too many nested parentheses");
    }
    let indent = |n: usize| {
        let mut s: String = (0..n)
            .map(|i| format!("{}if 1:\n", " ".repeat(i)))
            .collect();
        s.push_str(&" ".repeat(n));
        s.push_str("pass\n");
        s
    };
    compile(&indent(99), "t.py").expect("CPython takes 99 levels");
    let e = err(&indent(100));
    // CPython also places it on the line that would open level 100.
    assert_eq!(
        e.to_string(),
        "t.py:101:1: IndentationError: too many levels of indentation"
    );
    // A syntax error deep inside: the deep tree ruff built is dropped safely.
    let e = err(&format!("x = {})\n", "-".repeat(100_000)));
    assert_eq!(e.kind, CompileErrorKind::Syntax, "{e}");
}

/// A directory of module files for one test.
fn module_dir(files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "trellis-frontend-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    for (name, text) in files {
        let p = dir.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

#[test]
fn a_bundle_holds_each_imported_module_once_with_its_own_names() {
    let dir = module_dir(&[
        (
            "main.py",
            "import a\nimport pkg.b\nfrom a import x\nx = 2\n",
        ),
        ("a.py", "import pkg.b\nx = 1\n"),
        ("pkg/__init__.py", ""),
        ("pkg/b.py", "from . import c\n"),
        ("pkg/c.py", "y = 3\n"),
    ]);
    let main = dir.join("main.py");
    let src = std::fs::read_to_string(&main).unwrap();
    let m = compile(&src, main.to_str().unwrap()).unwrap();
    let names: Vec<&str> = m.modules.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(names, ["__main__", "a", "pkg", "pkg.b", "pkg.c"]);
    assert!(m.modules[2].package && !m.modules[1].package);
    // `x` is a name of `__main__` and another of `a`: two global slots.
    let x: Vec<usize> = (0..m.names.len()).filter(|&i| m.names[i] == "x").collect();
    assert_eq!(x.len(), 2, "{:?}", m.names);
    assert!(m.modules[1].filename.ends_with("a.py"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn modules_not_found_are_left_to_the_run_and_relative_imports_need_a_package() {
    let m = compile(
        "try:\n    import nosuch.thing\nexcept ImportError:\n    pass\n",
        "t.py",
    )
    .unwrap();
    assert_eq!(m.modules.len(), 1);
    // In the main program a relative import raises when it runs.
    let listing = dis::module(&compile("from . import x\n", "t.py").unwrap());
    assert!(listing.contains("RAISE_VARARGS"), "{listing}");
    let e = err("def f():\n    from math import *\n");
    assert_eq!(e.kind, CompileErrorKind::Syntax);
    assert!(
        e.message.contains("import * only allowed at module level"),
        "{e}"
    );
}
