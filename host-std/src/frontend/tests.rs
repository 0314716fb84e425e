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
        ("def f(a=1):\n    pass\n", 1, 7, "default parameter"),
        ("a.b = 1\n", 1, 1, "assignment to attributes"),
        ("del a.b\n", 1, 5, "deleting attributes"),
        ("x = lambda: 1\n", 1, 5, "lambda"),
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
    let e = err("x = 1\ny = (lambda: 2)\n");
    assert_eq!(e.to_string(), "t.py:2:6: unsupported: lambda expressions");
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
