//! The bare-metal kernel (`tests/kernel`: multiboot boot under
//! `qemu-system-x86_64`, its own page tables with W^X by page-table bits,
//! a fixed heap arena and frame stack, serial output, the status through
//! `isa-debug-exit`) runs the corpus with the x86-64 JIT and prints what
//! CPython printed; its self-tests show that a page both writable and
//! executable, and a CPU exception, end the machine as a kernel panic.
//!
//! Every boot goes through `tests/kernel/run.sh`, the command the README
//! gives, so the script is tested as users run it.

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use trellis_core::bytecode::format;
use trellis_host_std::frontend;
use trellis_tests::{
    Case, NEEDS_ENTROPY, NEEDS_FILES, Outcome, cases, compare_skeleton, map_parallel, repo_root,
};

/// What `run.sh` exits with when the kernel panicked.
const PANIC_STATUS: i32 = 125;

/// Programs that print a float power whose exact value is a rounding
/// tie (`10.0 ** 23`): CPython prints what glibc's `pow` returns there,
/// and the kernel has no C library; its portable power rounds ties to even
/// (EMBEDDING.md, "Differences from CPython").
const PLATFORM_POW: &[&str] = &[
    "tests/programs/arith_pow.py",
    "tests/programs/float_repr_sweep.py",
];

/// Programs that need what the kernel's platform does not have: the C
/// library's `exp`, `log`, `sin`... (`math`, and `random`'s distributions
/// built on them: the kernel computes them with the `libm` crate, whose
/// last digit differs from glibc's on some inputs, e.g. `exp(1)`), and a
/// clock (`time`: the kernel has none, so `time.time()` raises `OSError`).
/// EMBEDDING.md says so. (`statistics.NormalDist` computes with `exp`,
/// `log`, `erf` and `sqrt` too, and a `Fraction` raised to a fractional
/// power is a float power, `libm`'s `pow` there.) `logging` stamps every
/// record with `time.time_ns()`. And programs whose expected standard
/// error comes from `sys.stderr` writes (argparse's usage errors,
/// `traceback.print_exc()`, warnings), which the kernel's console drops;
/// `uuid` and `queue` read the clock. Files and random bytes, which the
/// firmware host lacks too, are `NEEDS_FILES` and `NEEDS_ENTROPY`.
const NO_PLATFORM: &[&str] = &[
    "tests/programs/mod_fractions.py",
    // Complex powers and `cmath` call `exp`, `log`, `sin`, `cos`.
    "tests/programs/complex_numbers.py",
    "tests/programs/complex_pow_special_values.py",
    "tests/programs/mod_cmath.py",
    "tests/programs/mod_argparse_actions.py",
    "tests/programs/mod_argparse_basic.py",
    "tests/programs/mod_argparse_errors.py",
    "tests/programs/mod_argparse_random_valid.py",
    "tests/programs/mod_argparse_real_usage.py",
    "tests/programs/mod_argparse_subparsers.py",
    "tests/programs/mod_difflib_deep.py",
    "tests/programs/mod_pprint_misc.py",
    "tests/programs/mod_logging_basic.py",
    "tests/programs/mod_logging_basicconfig.py",
    "tests/programs/mod_logging_filehandler.py",
    "tests/programs/mod_logging_formatter.py",
    "tests/programs/mod_logging_handlers.py",
    "tests/programs/mod_logging_hierarchy.py",
    "tests/programs/mod_logging_lastresort.py",
    "tests/programs/mod_logging_levels.py",
    "tests/programs/mod_logging_records.py",
    "tests/programs/mod_logging_time.py",
    "tests/programs/mod_logging_validate.py",
    "tests/programs/mod_math.py",
    "tests/programs/mod_random_seq.py",
    "tests/programs/mod_statistics.py",
    "tests/programs/mod_sys_time_gc.py",
    "tests/programs/mod_warnings_basic.py",
    "tests/programs/mod_warnings_catch.py",
    "tests/programs/mod_warnings_filters.py",
    "tests/programs/mod_warnings_location.py",
    "tests/programs/mod_warnings_random.py",
    "tests/programs/mod_queue_basic.py",
    "tests/programs/mod_queue_random.py",
    "tests/programs/mod_uuid.py",
];

struct Boot {
    outcome: Outcome,
    /// The kernel's own lines (statistics, W^X walks, status, panics).
    diag: String,
}

fn boot_tbc(tbc: &[u8], name: &str, append: &str) -> Boot {
    // Tests boot at once, some the same program: each boot its own files.
    static BOOTS: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "trellis-kernel-{}-{}-{}",
        std::process::id(),
        BOOTS.fetch_add(1, Ordering::Relaxed),
        name.replace(['/', '.'], "_")
    ));
    std::fs::create_dir_all(&dir).expect("create temp dir");
    let program = dir.join("program.tbc");
    let diag = dir.join("diag");
    std::fs::write(&program, tbc).expect("write .tbc");
    let out = Command::new(repo_root().join("tests/kernel/run.sh"))
        .arg("--append")
        .arg(append)
        .arg(&program)
        .env("TRELLIS_KERNEL_DIAG", &diag)
        .env("TRELLIS_KERNEL_TIMEOUT", "300")
        .output()
        .expect("run tests/kernel/run.sh (needs qemu-system-x86_64)");
    let diag = std::fs::read_to_string(&diag).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    Boot {
        outcome: Outcome {
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            status: out.status.code().unwrap_or(-1),
            steps: 0,
            heap: Default::default(),
        },
        diag,
    }
}

fn boot(case: &Case, append: &str) -> Boot {
    let module = trellis_tests::compile_case(case).expect("corpus programs compile");
    boot_tbc(&format::write(&module), &case.rel, append)
}

/// A `name=value` number from the kernel's `jit:` line.
fn jit_stat(diag: &str, name: &str) -> u64 {
    diag.lines()
        .find_map(|l| l.strip_prefix("trellis-kernel: jit: "))
        .and_then(|l| {
            l.split(' ')
                .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
        })
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in the kernel's lines:\n{diag}"))
}

/// Page-table walks the kernel made, from its `W^X:` line (absent if a
/// walk found a page writable and executable).
fn wx_walks(diag: &str) -> Option<u64> {
    diag.lines()
        .find_map(|l| l.strip_prefix("trellis-kernel: W^X: "))
        .and_then(|l| l.split(' ').next()?.parse().ok())
}

fn corpus() -> Vec<Case> {
    let mut all = cases("tests/programs");
    all.extend(cases("examples"));
    all.retain(|c| {
        !PLATFORM_POW
            .iter()
            .chain(NO_PLATFORM)
            .chain(NEEDS_FILES)
            .chain(NEEDS_ENTROPY)
            .any(|p| c.rel.ends_with(p))
    });
    all
}

#[test]
fn corpus_runs_in_the_kernel_with_the_jit() {
    let all = corpus();
    assert!(all.len() >= 300, "only {} programs", all.len());
    let mut failures = Vec::new();
    let (mut entered, mut side, mut rebuilt, mut walks) = (0, 0, 0, 0);
    // Low thresholds: every loop is compiled, side traces and exits from
    // inlined code happen in nearly every program.
    let boots = map_parallel(&all, |case| boot(case, "hot-loop=2 hot-exit=2"));
    for (case, b) in all.iter().zip(boots) {
        let diffs = compare_skeleton(case, &b.outcome);
        if !diffs.is_empty() {
            failures.push(format!(
                "{}:\n  {}\n  kernel: {}",
                case.rel,
                diffs.join("\n  "),
                b.diag.trim_end().replace('\n', "\n          ")
            ));
            continue;
        }
        let w =
            wx_walks(&b.diag).unwrap_or_else(|| panic!("{}: no W^X line:\n{}", case.rel, b.diag));
        walks += w;
        entered += (jit_stat(&b.diag, "tier2_entries") > 0) as usize;
        side += (jit_stat(&b.diag, "side_traces") > 0) as usize;
        rebuilt += (jit_stat(&b.diag, "frames_reconstructed") > 0) as usize;
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs differ in the kernel:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
    // If few programs entered compiled code, the JIT was not really
    // running in the kernel; side traces and exits that rebuild inlined
    // frames must have happened too.
    assert!(
        entered * 2 > all.len(),
        "only {entered} of {} entered tier 2",
        all.len()
    );
    assert!(side >= 20, "only {side} programs compiled a side trace");
    assert!(
        rebuilt >= 10,
        "only {rebuilt} programs rebuilt inlined frames"
    );
    // Each sealed and each unsealed region is followed by a walk.
    assert!(
        walks as usize > 4 * entered,
        "only {walks} page-table walks"
    );
}

fn example(name: &str) -> Case {
    corpus()
        .into_iter()
        .find(|c| c.rel.ends_with(name))
        .unwrap_or_else(|| panic!("no program {name}"))
}

#[test]
fn interpreter_only_kernel_run_matches_too() {
    let case = example("examples/nested_loops.py");
    let b = boot(&case, "jit=off");
    assert_eq!(compare_skeleton(&case, &b.outcome), Vec::<String>::new());
    assert!(!b.diag.contains("trellis-kernel: jit:"), "{}", b.diag);
}

#[test]
fn a_page_writable_and_executable_is_caught() {
    let case = example("examples/nested_loops.py");
    let b = boot(&case, "wx-selftest");
    assert_eq!(b.outcome.status, PANIC_STATUS, "{}", b.diag);
    assert!(
        b.diag.contains("trellis-kernel: panic: ")
            && b.diag.contains("W^X violated at boot: page 0x")
            && b.diag.contains("is writable and executable"),
        "{}",
        b.diag
    );
    assert_eq!(b.outcome.stdout, "", "the program must not have run");
    assert_eq!(wx_walks(&b.diag), None);
}

#[test]
fn a_cpu_exception_is_a_kernel_panic_with_its_message() {
    let case = example("examples/nested_loops.py");
    let b = boot(&case, "fault-selftest");
    assert_eq!(b.outcome.status, PANIC_STATUS, "{}", b.diag);
    assert!(
        b.diag.contains("trellis-kernel: panic: ")
            && b.diag.contains("CPU exception 14 (page fault)")
            && b.diag.contains("cr2=0x0"),
        "{}",
        b.diag
    );
}

#[test]
fn a_file_that_is_not_bytecode_is_refused_with_status_2() {
    let b = boot_tbc(b"not bytecode at all", "garbage", "");
    assert_eq!(b.outcome.status, 2, "{}", b.diag);
    assert!(
        b.outcome.stderr.contains("the program does not load"),
        "{}",
        b.outcome.stderr
    );
}

#[test]
fn guest_exit_status_passes_through_the_debug_exit_device() {
    // 200 does not fit the device's 7 bits: the status line carries it.
    for (code, want) in [("3", 3), ("200", 200), ("'bye'", 1)] {
        let source = format!("print('x')\nraise SystemExit({code})\n");
        let module = frontend::compile(&source, "exit.py").expect("compiles");
        let b = boot_tbc(&format::write(&module), &format!("exit{want}"), "");
        assert_eq!(b.outcome.status, want, "SystemExit({code}): {}", b.diag);
        assert_eq!(b.outcome.stdout, "x\n");
        if want == 1 {
            assert_eq!(b.outcome.stderr, "bye\n");
        }
    }
}
