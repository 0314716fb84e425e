//! The `trellis` command line: exit statuses, error placement, round trips
//! through `.tbc` files.

use std::path::PathBuf;
use std::process::{Command, Output};

fn trellis(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_trellis"))
        .args(args)
        .output()
        .expect("run trellis")
}

fn temp(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trellis-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, contents).unwrap();
    p
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn unsupported_syntax_exits_2_with_path_line_col() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "cls.py",
            "x = 1\nclass A(**kw):\n    pass\n",
            ":2:9: unsupported: class keywords from **",
        ),
        (
            "star.py",
            "try:\n    pass\nexcept* ValueError:\n    pass\n",
            ":1:1: unsupported: 'except*'",
        ),
        (
            "async.py",
            "x = 1\n\nasync def f():\n    pass\n",
            ":3:1: unsupported: 'async def'",
        ),
        ("syntax.py", "x = (1,\n", "SyntaxError"),
        ("indent.py", "if 1:\nprint(2)\n", ":2:1: SyntaxError"),
    ];
    for (name, src, want) in cases {
        let p = temp(name, src.as_bytes());
        let out = trellis(&["run", p.to_str().unwrap()]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains(want), "{name}: {err}");
        assert!(err.starts_with(p.to_str().unwrap()), "{name}: {err}");
        assert!(!err.contains("panicked"), "{name}: {err}");
    }
}

#[test]
fn runtime_error_exits_1_with_traceback() {
    let p = temp(
        "zde.py",
        b"def f(x):\n    return 1 // x\nprint('before')\nf(0)\n",
    );
    let out = trellis(&["run", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "before\n");
    let err = text(&out.stderr);
    let want = format!(
        "Traceback (most recent call last):\n  File \"{0}\", line 4, in <module>\n    f(0)\n  File \"{0}\", line 2, in f\n    return 1 // x\n           ~~^^~~\nZeroDivisionError: integer division or modulo by zero\n",
        p.display()
    );
    assert_eq!(err, want);
}

#[test]
fn uncaught_systemexit_is_its_status_without_a_traceback() {
    for (src, status, stderr) in [
        ("print('a')\nraise SystemExit(3)\n", 3, ""),
        ("raise SystemExit\n", 0, ""),
        ("raise SystemExit('bye')\n", 1, "bye\n"),
    ] {
        let p = temp("exit.py", src.as_bytes());
        let out = trellis(&["run", p.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(status), "{src}");
        assert_eq!(text(&out.stderr), stderr, "{src}");
    }
}

#[test]
fn compile_then_run_and_dis_a_tbc_file() {
    let src = temp("prog.py", b"xs = [1, 2]\nfor x in xs:\n    print(x * 10)\n");
    let tbc = src.with_extension("tbc");
    let out = trellis(&[
        "compile",
        src.to_str().unwrap(),
        "-o",
        tbc.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let run = trellis(&["run", tbc.to_str().unwrap()]);
    assert_eq!(text(&run.stdout), "10\n20\n");
    let dis = trellis(&["dis", tbc.to_str().unwrap()]);
    let listing = text(&dis.stdout);
    assert!(listing.contains("FOR_ITER"), "{listing}");
    assert!(
        listing.contains("    3 "),
        "line numbers are listed: {listing}"
    );
}

#[test]
fn corrupt_tbc_exits_2_naming_section_and_offset() {
    let src = temp("c.py", b"print(1)\n");
    let tbc = src.with_extension("tbc");
    assert!(
        trellis(&[
            "compile",
            src.to_str().unwrap(),
            "-o",
            tbc.to_str().unwrap()
        ])
        .status
        .success()
    );
    let mut bytes = std::fs::read(&tbc).unwrap();
    bytes.truncate(bytes.len() - 3);
    let bad = temp("bad.tbc", &bytes);
    let out = trellis(&["run", bad.to_str().unwrap()]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("invalid bytecode: section"), "{err}");
    assert!(err.contains("at offset"), "{err}");
    // Cut below its 4-byte magic, a `.tbc` is still refused as bytecode
    // (not run as the source text "TRB").
    let stub = temp("stub.tbc", &bytes[..3]);
    let out = trellis(&["run", stub.to_str().unwrap()]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("invalid bytecode"), "{err}");
}

#[test]
fn missing_file_and_bad_usage_exit_2() {
    let out = trellis(&["run", "/nonexistent/x.py"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot read"));
    let out = trellis(&["run"]);
    assert_eq!(out.status.code(), Some(2));
    let out = trellis(&["run", "x.py", "--jit", "bogus"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn help_explains_every_subcommand() {
    for sub in [
        &["--help"][..],
        &["run", "--help"],
        &["compile", "--help"],
        &["dis", "--help"],
    ] {
        let out = trellis(sub);
        assert!(out.status.success());
        assert!(text(&out.stdout).contains("Usage"), "{sub:?}");
    }
}

#[test]
fn version_lists_the_engines_compiled_in() {
    let out = trellis(&["--version"]);
    assert!(out.status.success());
    let v = text(&out.stdout);
    assert!(v.starts_with("trellis "), "{v}");
    let x64 = cfg!(all(feature = "x64", target_arch = "x86_64"));
    let want = if x64 {
        "(engines: off, uops, x64 (default)"
    } else {
        "(engines: off (default), uops"
    };
    assert!(v.contains(want), "{v}");
    let cranelift = cfg!(all(feature = "cranelift", target_arch = "x86_64"));
    assert_eq!(v.contains(", cranelift"), cranelift, "{v}");
    // Every engine it names is accepted by `run --jit`.
    let p = temp("v.py", b"print(1)\n");
    // (Names compared whole: "aarch64" is also part of "cranelift-aarch64".)
    let listed: Vec<&str> = v
        .split("(engines: ")
        .nth(1)
        .unwrap_or("")
        .trim_end()
        .strip_suffix(')')
        .unwrap_or("")
        .split(", ")
        .map(|e| e.trim_end_matches(" (default)"))
        .collect();
    let names = ["off", "uops", "x64", "cranelift", "aarch64"];
    for e in names.iter().filter(|e| listed.contains(e)) {
        let out = trellis(&["run", "--jit", e, p.to_str().unwrap()]);
        assert_eq!(text(&out.stdout), "1\n", "--jit {e}");
    }
}

#[test]
fn recursion_through_builtins_counts_against_the_limit_as_in_cpython() {
    // `max(map(height, t))` inside `height`: each level is a frame and a
    // nested run of the dispatch loop (a builtin calling guest code). As
    // in CPython, each counts against the recursion limit: under a limit
    // of 300, 145 levels fit and 155 do not.
    let src = |depth: usize| {
        format!(
            "import sys\nsys.setrecursionlimit(300)\ndef height(t):\n    return 1 + max(map(height, t), default=0)\nt = []\nfor _ in range({depth}):\n    t = [t]\ntry:\n    print(height(t))\nexcept RecursionError as e:\n    print('RecursionError', e)\n"
        )
    };
    for (depth, want) in [
        (145, "146\n"),
        (
            155,
            "RecursionError maximum recursion depth exceeded while calling a Python object\n",
        ),
    ] {
        let p = temp(&format!("height{depth}.py"), src(depth).as_bytes());
        let x64 = cfg!(all(feature = "x64", target_arch = "x86_64"));
        let engines: &[&str] = if x64 { &["off", "x64"] } else { &["off"] };
        for jit in engines {
            let out = trellis(&["run", "--jit", jit, p.to_str().unwrap()]);
            assert_eq!(
                text(&out.stdout),
                want,
                "{depth} {jit}: {}",
                text(&out.stderr)
            );
        }
    }
}

#[test]
fn step_limit_stops_an_endless_loop() {
    let p = temp("loop.py", b"while True:\n    pass\n");
    let out = trellis(&["run", p.to_str().unwrap(), "--max-steps", "1000"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("StepLimitExceeded"));
}

#[test]
fn jit_uops_writes_stats_json_and_dumps_traces() {
    let p = temp(
        "hot.py",
        b"def f(x):\n    return x + 1\nt = 0\nfor i in range(500):\n    t = f(t)\nprint(t)\n",
    );
    let json = p.with_extension("json");
    let traces = p.with_extension("traces.json");
    let out = trellis(&[
        "run",
        p.to_str().unwrap(),
        "--jit",
        "uops",
        "--hot-loop",
        "10",
        "--stats",
        "--dump-traces",
        "--stats-json",
        json.to_str().unwrap(),
        "--dump-traces-json",
        traces.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "500\n");
    let err = text(&out.stderr);
    assert!(err.contains("traces compiled"), "{err}");
    assert!(err.contains(" OPTIMIZED: _INLINE_ENTER ("), "{err}");
    let stats = std::fs::read_to_string(&json).unwrap();
    for key in [
        "\"traces_compiled\": 1",
        "\"root_traces\": 1",
        "\"side_traces\": 0",
        "\"trace_aborts\"",
        "\"tier2_entries\"",
        "\"exits_to_interpreter\"",
        "\"deopts\"",
        "\"frames_reconstructed\"",
        "\"invalidations\"",
        "\"code_bytes\"",
        "\"recon_bytes\"",
        "\"compile_ns\"",
        "\"aborts\": {",
    ] {
        assert!(stats.contains(key), "{key} missing from {stats}");
    }
    let t = std::fs::read_to_string(&traces).unwrap();
    assert!(
        t.starts_with("{\"traces\": [{\"id\": 0, \"kind\": \"root\""),
        "{t}"
    );
    assert!(t.contains("\"op\": \"_INLINE_ENTER\""), "{t}");
}

/// A fresh directory of files for one test.
fn temp_tree(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trellis-cli-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (name, text) in files {
        let p = dir.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

#[test]
fn program_arguments_reach_sys_argv_and_input_reads_stdin() {
    let p = temp(
        "argv.py",
        b"import sys\nprint(sys.argv[1:])\nname = input('name? ')\nprint('hi', name)\nprint(sys.stdin.readline().strip())\ntry:\n    input()\nexcept EOFError as e:\n    print('EOFError:', e)\nprint('done', file=sys.stderr)\n",
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_trellis"))
        .args([
            "run",
            p.to_str().unwrap(),
            "a",
            "--jit",
            "off",
            "b",
            "--",
            "-x",
            "--y",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run trellis");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"Ada\nsecond line\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        text(&out.stdout),
        "['a', 'b', '-x', '--y']\nname? hi Ada\nsecond line\nEOFError: EOF when reading a line\n"
    );
    assert_eq!(text(&out.stderr), "done\n");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_for_loop_over_sys_stdin_reads_its_lines() {
    // The Unix filter's idiom: the stream is its own iterator, each line
    // with its newline, the last one without when the input lacks it.
    let p = temp(
        "filter.py",
        b"import sys\nn = 0\nfor line in sys.stdin:\n    n += 1\n    print(n, repr(line))\nprint(iter(sys.stdin) is sys.stdin, next(sys.stdin, 'end'))\n",
    );
    for jit in ["off", "uops"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_trellis"))
            .args(["run", "--jit", jit, "--hot-loop", "1", p.to_str().unwrap()])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("run trellis");
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().unwrap();
            stdin.write_all(b"a\nb b\n\nlast").unwrap();
        }
        let out = child.wait_with_output().unwrap();
        assert_eq!(
            text(&out.stdout),
            "1 'a\\n'\n2 'b b\\n'\n3 '\\n'\n4 'last'\nTrue end\n",
            "{jit}"
        );
    }
    // Unpacking iterates it too.
    let p = temp(
        "unpack.py",
        b"import sys\nfirst, *rest = sys.stdin\nprint(repr(first), rest)\n",
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_trellis"))
        .args(["run", p.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run trellis");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"a\nb\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(text(&out.stdout), "'a\\n' ['b\\n']\n");
}

#[test]
fn modules_are_found_beside_the_program_on_path_and_bundled_into_one_tbc() {
    let dir = temp_tree(
        "modules",
        &[
            (
                "app/main.py",
                "import beside, lib1, lib2\nprint(beside.X, lib1.Y, lib2.Z)\n",
            ),
            ("app/beside.py", "X = 'beside'\n"),
            ("libs1/lib1.py", "Y = 'from --path'\n"),
            ("libs2/lib2.py", "Z = 'from TRELLIS_PATH'\n"),
        ],
    );
    let main = dir.join("app/main.py");
    let (libs1, libs2) = (dir.join("libs1"), dir.join("libs2"));
    let tbc = dir.join("bundle.tbc");
    let compiled = Command::new(env!("CARGO_BIN_EXE_trellis"))
        .args([
            "compile",
            main.to_str().unwrap(),
            "-o",
            tbc.to_str().unwrap(),
        ])
        .args(["--path", libs1.to_str().unwrap()])
        .env("TRELLIS_PATH", libs2.to_str().unwrap())
        .output()
        .unwrap();
    assert_eq!(
        compiled.status.code(),
        Some(0),
        "{}",
        text(&compiled.stderr)
    );
    // The bundle runs on its own: the module files can go.
    std::fs::remove_dir_all(dir.join("libs1")).unwrap();
    std::fs::remove_dir_all(dir.join("libs2")).unwrap();
    std::fs::remove_file(dir.join("app/beside.py")).unwrap();
    let out = trellis(&["run", tbc.to_str().unwrap()]);
    assert_eq!(text(&out.stdout), "beside from --path from TRELLIS_PATH\n");
    // Without the search path the modules are not found, when imported.
    let out = trellis(&["run", main.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).ends_with("ModuleNotFoundError: No module named 'beside'\n"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_program_run_by_relative_path_knows_its_absolute_path_as_cpython_does() {
    // CPython 3.9+: `__file__` and tracebacks have the working directory
    // joined in front (not normalized); `sys.argv[0]` stays as given.
    let p = temp(
        "rel.py",
        b"import sys\nprint(__file__)\nprint(sys.argv[0])\n1 / 0\n",
    );
    let dir = p.parent().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_trellis"))
        .args(["run", "./rel.py"])
        .current_dir(dir)
        .output()
        .expect("run trellis");
    let shown = format!("{}/./rel.py", dir.display());
    assert_eq!(text(&out.stdout), format!("{shown}\n./rel.py\n"));
    assert_eq!(
        text(&out.stderr),
        format!(
            "Traceback (most recent call last):\n  File \"{shown}\", line 4, in <module>\n    1 / 0\n    ~~^~~\nZeroDivisionError: division by zero\n"
        )
    );
}
