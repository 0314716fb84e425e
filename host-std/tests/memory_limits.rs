//! Running out of memory is a Python `MemoryError`, never an abort: under
//! an address-space cap (`ulimit -v`), every way a program can ask for a
//! huge object raises it, and the output printed before survives.

use std::process::Command;

/// Address space the capped runs get (KiB): room for the VM, not for the
/// gigabytes each program asks for.
const CAP_KIB: u64 = 1_500_000;

fn run_capped(expr: &str) -> (i32, String, String) {
    let dir = std::env::temp_dir().join(format!("trellis-mem-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("m{:x}.py", fxhash(expr)));
    std::fs::write(
        &file,
        format!("print('before')\nx = {expr}\nprint('after')\n"),
    )
    .unwrap();
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v {CAP_KIB} && exec \"$0\" run --jit off \"$1\"",
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
