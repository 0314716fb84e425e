//! trellis-core links into a `no_std` staticlib that defines its own panic
//! handler and allocator (if the core or a dependency used `std`, the build
//! fails with a duplicate lang item), and that staticlib links into a C
//! program that runs a compiled program correctly.

use std::process::Command;

use trellis_core::bytecode::format;
use trellis_host_std::frontend;

#[test]
fn core_links_into_a_no_std_staticlib_and_runs_from_c() {
    let exe = trellis_tests::build_c_host("nostd-embed", "trellis_nostd_embed", "main.c");
    let src = "def f(n):\n    t = 0\n    for i in range(n):\n        t += i * i\n    return t\nprint('sum', f(1000), [1, 2.5, 'x'])\n";
    let module = frontend::compile(src, "embed.py").expect("compiles");
    let tbc = std::env::temp_dir().join(format!("trellis-embed-{}.tbc", std::process::id()));
    std::fs::write(&tbc, format::write(&module)).expect("write .tbc");
    let out = Command::new(&exe)
        .arg(&tbc)
        .output()
        .expect("run the C program");
    let _ = std::fs::remove_file(&tbc);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "sum 332833500 [1, 2.5, 'x']\n"
    );
}
