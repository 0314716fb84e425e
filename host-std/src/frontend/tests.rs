use super::*;

fn err(src: &str) -> CompileError {
    compile(src, "t.py").expect_err("should be rejected")
}

#[test]
fn unsupported_syntax_is_an_error_with_its_place() {
    let cases = [
        ("x = 1\nclass A:\n    pass\n", 2, 1, "class definitions"),
        ("x = [i for i in range(3)]\n", 1, 5, "comprehensions"),
        (
            "def f():\n    def g():\n        pass\n",
            2,
            5,
            "nested function",
        ),
        ("x = {}\n", 1, 5, "dicts"),
        ("y = 99999999999999999999\n", 1, 5, "64-bit"),
        ("def f(a=1):\n    pass\n", 1, 7, "default parameter"),
        ("print(1, flush=True)\n", 1, 10, "keyword argument 'flush'"),
        ("x = a.b\n", 1, 5, "attribute access"),
        ("x = s[1:2]\n", 1, 7, "slices"),
    ];
    for (src, line, col, msg) in cases {
        let e = err(src);
        assert_eq!(e.kind, CompileErrorKind::Unsupported, "{src:?}: {e}");
        assert_eq!((e.line, e.column), (line, col), "{src:?}: {e}");
        assert!(e.message.contains(msg), "{src:?}: {e}");
    }
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
fn display_is_path_line_col() {
    let e = err("x = 1\ny = {1: 2}\n");
    assert_eq!(e.to_string(), "t.py:2:5: unsupported: dicts");
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
