//! Running out of memory is a Python `MemoryError`, never an abort: under
//! an address-space cap (`ulimit -v`), every way a program can ask for a
//! huge object raises it, and the output printed before survives.

use std::process::Command;

/// Address space the capped runs get (KiB): room for the VM, not for the
/// gigabytes each program asks for.
const CAP_KIB: u64 = 1_500_000;

fn run_capped(expr: &str) -> (i32, String, String) {
    run_program_capped(
        &format!("print('before')\nx = {expr}\nprint('after')\n"),
        "off",
        CAP_KIB,
    )
}

/// Runs `source` under `--jit jit` with `cap_kib` KiB of address space.
fn run_program_capped(source: &str, jit: &str, cap_kib: u64) -> (i32, String, String) {
    let dir = std::env::temp_dir().join(format!("trellis-mem-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("m{:x}.py", fxhash(source)));
    std::fs::write(&file, source).unwrap();
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v {cap_kib} && exec \"$0\" run --jit {jit} \"$1\"",
        ))
        .arg(env!("CARGO_BIN_EXE_trellis"))
        .arg(&file)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn fxhash(s: &str) -> u64 {
    s.bytes().fold(0xcbf29ce484222325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    })
}

#[test]
fn huge_requests_raise_memoryerror_and_keep_earlier_output() {
    let cases = [
        "[0] * (2**28)",
        "'x' * (2**31)",
        "b'x' * (2**31)",
        "bytearray(2**31)",
        "(1,) * (2**28)",
        "list(range(2**27))",
        "tuple(range(2**27))",
        "set(range(2**26))",
        "sorted(range(2**26))",
        "dict.fromkeys(range(2**25))",
        "{i: i for i in range(2**25)}",
        "[i for i in range(2**27)]",
        "list(map(abs, range(2**27)))",
        "list(iter(range(2**27)))",
        "'-'.join(['ab'] * 2**27)",
        // Operations whose result or working copies grow with guest data
        // inside Rust code that allocates infallibly: each asks first.
        "'x'.ljust(2**31)",
        "'x'.zfill(2**31)",
        "'%2000000000d' % 1",
        "'a\\tb\\t'.expandtabs(2**30)",
        "('ab' * 2**28).upper()",
        "('ab' * 2**28).replace('a', 'xyz')",
        "(b'ab' * 2**28).hex()",
        "repr([10**9] * 2**26)",
        "str(list(range(2**25)))",
        "ascii('\\u1234' * 2**27)",
        "'x' * 2**30 + 'y' * 2**30",
        "'{}{}'.format('x' * 2**29, 'y' * 2**29)",
        "f\"{'x' * 2**29}{'y' * 2**29}\"",
        "('x' * 2**29).split('x')",
        "('a\\n' * 2**27).splitlines()",
        "list('x' * 2**28)",
        "{*range(2**26)}",
        "set([1] * 2**26)",
        "sorted([1] * 2**26)",
        "([1] * 2**26)[::-1]",
        "([1] * 2**26).copy()",
        "dict.fromkeys(range(2**24)).copy()",
        "(1 << 2**31) * (1 << 2**31)",
        "(1 << 2**32) + (1 << 2**32)",
        "divmod(1 << 2**32, 7)",
        "abs(-(1 << 2**32))",
        "hex(1 << 2**32)",
        "sorted(range(2**25), key=lambda v: v)",
        "(b'a' * 2**28).replace(b'a', b'bbbbbbbb')",
        "(b'\\xc3\\xa9' * 2**28).decode('utf-8')",
        "int.from_bytes(b'\\xff' * 2**29, 'big')",
        "' '.join(['x' * 2**27] * 8)",
        "repr(dict.fromkeys(range(2**24)))",
        "('ab' * 2**29).partition('b')",
        "str(dict.fromkeys(range(2**24)).items())",
        "(b'\\t' * 2**26).expandtabs(64)",
    ];
    for expr in cases {
        let (code, out, err) = run_capped(expr);
        assert_eq!(code, 1, "{expr}: status {code}\n{err}");
        assert_eq!(out, "before\n", "{expr}");
        assert!(err.trim_end().ends_with("MemoryError"), "{expr}: {err}");
        assert!(
            !err.contains("panicked") && !err.contains("memory allocation"),
            "{expr}: {err}"
        );
    }
}

#[test]
fn huge_names_texts_and_big_divisions_never_abort() {
    // Messages and reprs quote names the program made as long as memory
    // allows; each was once copied infallibly (function and class names,
    // codec names, keyword names), and big-int division held more working
    // space than it asked for. Each case ends in `MemoryError` or in the
    // exception CPython raises, with the earlier output kept.
    let cases = [
        ("def f(): pass\n", "f(**{'x' * 2**29: 1})", "TypeError"),
        (
            "class C: pass\nC.__name__ = 'x' * 2**29\n",
            "C.nope",
            "AttributeError",
        ),
        ("", "'a'.encode('x' * 2**29)", "LookupError"),
        ("", "'a'.encode('utf-8', 'x' * 2**29)", "LookupError"),
        (
            "def f(): pass\nf.__name__ = 'x' * 2**29\n",
            "len(f.__name__)",
            "",
        ),
        (
            "def f(): pass\nf.__qualname__ = 'x' * 2**29\n",
            "repr(f)",
            "",
        ),
        (
            "class C: pass\nC.__qualname__ = 'x' * 2**29\n",
            "repr(C())",
            "",
        ),
        ("n = 1 << 2**30\n", "n // (n // 3)", ""),
        ("n = (1 << 2**30) - 1\n", "divmod(n, (1 << 2**29) + 7)", ""),
        // Format strings as characters, case mappings, byte splits and
        // random seeds once made copies several times the text's size.
        ("", "('a' * 2**28 + '{}').format(1)", ""),
        ("", "('a' * 2**28 + '%s') % 1", ""),
        ("", "(b'a' * 2**28 + b'%s') % b'x'", ""),
        ("", "len(('a' * 2**28).upper())", ""),
        ("", "len(('\\u00e9' * 2**27).title())", ""),
        ("", "len((b'a\\n' * 2**27).splitlines())", ""),
        ("", "len((b'a b ' * 2**26).split())", ""),
        ("", "len((b'\\n' * 2**27).split(b'\\n'))", ""),
        ("import random\n", "random.seed('x' * 2**29)", ""),
    ];
    for (setup, expr, raised) in cases {
        let source = format!("print('before')\n{setup}x = {expr}\nprint('after')\n");
        let (code, out, err) = run_program_capped(&source, "off", CAP_KIB);
        assert!(
            !err.contains("panicked") && !err.contains("memory allocation"),
            "{expr}: {}",
            &err[..err.len().min(300)]
        );
        let last = err.lines().last().unwrap_or("");
        let finished = code == 0 && out == "before\nafter\n";
        let memory_error = code == 1 && out == "before\n" && last == "MemoryError";
        let cpython_error = code == 1
            && out == "before\n"
            && !raised.is_empty()
            && last.starts_with(&format!("{raised}: "));
        assert!(
            finished || memory_error || cpython_error,
            "{expr}: status {code}, output {out:?}, {}",
            &last[..last.len().min(200)]
        );
    }
}

#[test]
fn results_and_reports_that_fit_once_are_made_without_a_second_copy() {
    // Each fits in the cap once but not twice: before, the traceback (or
    // the `SystemExit` text, or the formatted number) was copied once more
    // into one string and the process aborted.
    let big = 1usize << 29;
    let (code, _, err) = run_program_capped("raise ValueError('x' * 2**29)\n", "off", CAP_KIB);
    assert_eq!(code, 1);
    let last = err.lines().last().unwrap_or("");
    assert!(
        last.starts_with("ValueError: xxx"),
        "{}",
        &err[..err.len().min(300)]
    );
    assert_eq!(last.len(), "ValueError: ".len() + big);
    assert!(err.starts_with("Traceback (most recent call last):\n"));

    let (code, _, err) = run_program_capped("raise SystemExit('x' * 2**29)\n", "off", CAP_KIB);
    assert_eq!(code, 1);
    assert_eq!(err.len(), big + 1);
    assert!(err.bytes().take(big).all(|b| b == b'x') && err.ends_with('\n'));

    let source = "\
n = 1 << 2**29
print(len(f'{n:b}'))
n = 1 << 2**28
s = format(n, '#_b')
print(len(s), s[:8], s[-6:])
";
    let (code, out, err) = run_program_capped(source, "off", CAP_KIB);
    let digits = (1usize << 28) + 1;
    let grouped = 2 + digits + (digits - 1) / 4;
    assert_eq!(
        (code, out),
        (0, format!("{}\n{grouped} 0b1_0000 0_0000\n", big + 1)),
        "{err}"
    );
}

#[test]
fn sum_min_and_max_stream_their_items() {
    // Gathered first, 2**26 items would need 1 GiB, twice this cap.
    let source = "print(sum(range(2**26)), max(x % 1000 for x in range(2**25)))\n";
    let (code, out, err) = run_program_capped(source, "off", SMALL_CAP_KIB);
    let n: u64 = 1 << 26;
    assert_eq!(
        (code, out),
        (0, format!("{} 999\n", n * (n - 1) / 2)),
        "{err}"
    );
}

/// Address space for the runs that fill memory with small objects: enough
/// for the VM and its JIT, little enough to fill quickly.
const SMALL_CAP_KIB: u64 = 500_000;

#[test]
fn small_objects_filling_memory_raise_memoryerror() {
    // Each dict and string is far too small to ask the allocator first:
    // the allocator's reserve turns running out into `MemoryError`
    // (before it, this aborted: "memory allocation of 224 bytes failed").
    let source =
        "print('before')\nx = []\ni = 0\nwhile True:\n    x.append({i: str(i)})\n    i += 1\n";
    let (code, out, err) = run_program_capped(source, "off", SMALL_CAP_KIB);
    assert_eq!(code, 1, "status {code}\n{err}");
    assert_eq!(out, "before\n");
    assert!(err.trim_end().ends_with("MemoryError"), "{err}");
    assert!(err.contains("line 5"), "{err}");
}

#[test]
fn a_handler_that_drops_what_filled_memory_goes_on() {
    // The `except` clause drops the list and makes new objects at once:
    // the collector must run before them (CPython frees the list at the
    // assignment). Under a JIT the loop is a trace whose constants must not
    // keep the list alive once the global is rebound.
    let source = "\
print('before')
for round in range(3):
    x = []
    try:
        i = 0
        while True:
            x.append({i: str(i), 'k': [i, i]})
            i += 1
    except MemoryError as e:
        n = len(x)
        x = None
        print('caught', round, n > 10000, repr(e))
print('after')
";
    let want = "before\ncaught 0 True MemoryError()\ncaught 1 True MemoryError()\n\
                caught 2 True MemoryError()\nafter\n";
    for jit in ["off", "x64"] {
        let (code, out, err) = run_program_capped(source, jit, SMALL_CAP_KIB);
        assert_eq!((code, out.as_str()), (0, want), "--jit {jit}: {err}");
    }
}
