//! The firmware-style host (`tests/firmware`: `no_std`, static arena heap,
//! fixed frame stack, a code region handed in by a C driver, W^X through
//! the driver's `protect`) runs the corpus with the x86-64 backend and
//! prints exactly what CPython printed; a tiny code region forces the JIT
//! to evict and recompile; a small frame stack turns deep recursion into
//! `RecursionError` instead of a crash.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{OnceLock, mpsc};
use std::time::Duration;

use trellis_core::bytecode::format;
use trellis_tests::{
    Case, NEEDS_ENTROPY, NEEDS_FILES, Outcome, build_c_host, cases, compare_skeleton, map_parallel,
};

/// Builds the staticlib and links the driver once per test binary.
fn driver() -> &'static Path {
    static DRIVER: OnceLock<PathBuf> = OnceLock::new();
    DRIVER.get_or_init(|| build_c_host("firmware", "trellis_firmware", "driver.c"))
}

struct Limits {
    frame_slots: usize,
    code_bytes: usize,
    code_budget: usize,
}

const ROOMY: Limits = Limits {
    frame_slots: 32768,
    code_bytes: 4 << 20,
    code_budget: 2 << 20,
};

/// Runs `case` on the firmware host; returns what it printed and its
/// statistics by name.
fn run(case: &Case, limits: &Limits) -> (Outcome, Vec<(String, u64)>) {
    let module = trellis_tests::compile_case(case).expect("corpus programs compile");
    let dir = tempdir(&case.rel);
    let tbc = dir.join("program.tbc");
    let stats = dir.join("stats");
    std::fs::write(&tbc, format::write(&module)).expect("write .tbc");
    let child = Command::new(driver())
        .arg(&tbc)
        .arg(limits.frame_slots.to_string())
        .arg(limits.code_bytes.to_string())
        .arg(limits.code_budget.to_string())
        .arg(&stats)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run the driver");
    let out = wait_at_most(child, Duration::from_secs(120), &case.rel);
    let numbers: Vec<(String, u64)> = std::fs::read_to_string(&stats)
        .unwrap_or_else(|e| panic!("{}: no statistics ({e}); driver said {out:?}", case.rel))
        .lines()
        .filter_map(|l| {
            let (k, v) = l.split_once(' ')?;
            Some((k.to_string(), v.parse().ok()?))
        })
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    let outcome = Outcome {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        status: out.status.code().unwrap_or(-1),
        steps: numbers
            .iter()
            .find(|(k, _)| k == "steps")
            .map_or(0, |(_, v)| *v),
        heap: Default::default(),
    };
    (outcome, numbers)
}

/// The child's output, or a failure naming `what` if it runs too long (a
/// hang must fail the test, not stall CI).
fn wait_at_most(child: Child, limit: Duration, what: &str) -> Output {
    let pid = child.id();
    let (send, recv) = mpsc::channel();
    // Reading both pipes while waiting keeps a chatty program from
    // blocking on a full pipe.
    std::thread::spawn(move || send.send(child.wait_with_output()));
    match recv.recv_timeout(limit) {
        Ok(out) => out.expect("collect the driver's output"),
        Err(_) => {
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
            panic!("{what}: still running after {limit:?} on the firmware host");
        }
    }
}

fn tempdir(rel: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "trellis-fw-{}-{}",
        std::process::id(),
        rel.replace(['/', '.'], "_")
    ));
    std::fs::create_dir_all(&dir).expect("create temp dir");
    dir
}

fn stat(stats: &[(String, u64)], name: &str) -> u64 {
    stats
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| *v)
        .unwrap_or_else(|| panic!("no statistic {name} in {stats:?}"))
}

#[test]
fn corpus_runs_on_the_firmware_host() {
    let mut all = cases("tests/programs");
    all.extend(cases("examples"));
    // No file system and no random bytes on this host (`Platform` in
    // `tests/firmware/src/lib.rs`).
    all.retain(|c| {
        !NEEDS_FILES
            .iter()
            .chain(NEEDS_ENTROPY)
            .any(|p| c.rel.ends_with(p))
    });
    assert!(all.len() >= 80, "only {} programs", all.len());
    let mut failures = Vec::new();
    let mut entered = 0;
    let runs = map_parallel(&all, |case| run(case, &ROOMY));
    for (case, (got, stats)) in all.iter().zip(runs) {
        let diffs = compare_skeleton(case, &got);
        if !diffs.is_empty() {
            failures.push(format!("{}:\n  {}", case.rel, diffs.join("\n  ")));
        }
        if stat(&stats, "tier2_entries") > 0 {
            entered += 1;
        }
        assert!(
            stat(&stats, "peak_heap_bytes") > 0,
            "{}: no heap use recorded",
            case.rel
        );
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs differ on the firmware host:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
    // Most programs have a loop; if none entered compiled code the JIT was
    // not really running on this host.
    assert!(
        entered * 2 > all.len(),
        "only {entered} of {} programs entered tier 2",
        all.len()
    );
}

fn example(name: &str) -> Case {
    cases("examples")
        .into_iter()
        .find(|c| c.rel.ends_with(name))
        .unwrap_or_else(|| panic!("no example {name}"))
}

#[test]
fn a_small_code_region_forces_eviction_and_stays_correct() {
    let case = example("float_loop.py");
    // Room for each of its traces (about 3 KB each on x64), not for all
    // three at once.
    let small = Limits {
        frame_slots: 32768,
        code_bytes: 3 * 4096,
        code_budget: 6000,
    };
    let (got, stats) = run(&case, &small);
    assert_eq!(compare_skeleton(&case, &got), Vec::<String>::new());
    assert!(
        stat(&stats, "flushes") + stat(&stats, "evictions") > 0,
        "nothing evicted or flushed: {stats:?}"
    );
    assert!(
        stat(&stats, "tier2_entries") > 0,
        "never ran compiled code: {stats:?}"
    );
}

#[test]
fn a_small_frame_stack_raises_recursion_error() {
    let case = Case {
        rel: "tests/firmware/deep.py".into(),
        source:
            "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nprint(f(50))\nprint(f(900))\n"
                .into(),
        stdout: String::new(),
        stderr: String::new(),
        status: 1,
    };
    let tight = Limits {
        frame_slots: 2000,
        ..ROOMY
    };
    let (got, _) = run(&case, &tight);
    assert_eq!(got.stdout, "50\n");
    assert_eq!(got.status, 1, "stderr: {}", got.stderr);
    assert!(
        got.stderr
            .trim_end()
            .ends_with("RecursionError: maximum recursion depth exceeded"),
        "stderr: {}",
        got.stderr
    );
}

#[test]
fn a_list_bigger_than_the_heap_raises_memory_error() {
    // 1.6 GB of list items; the firmware heap is a 512 MiB arena.
    let case = Case {
        rel: "tests/firmware/big.py".into(),
        source: "print('before')\nx = [0] * 100000000\nprint(len(x))\n".into(),
        stdout: String::new(),
        stderr: String::new(),
        status: 1,
    };
    let (got, _) = run(&case, &ROOMY);
    assert_eq!(got.stdout, "before\n");
    assert_eq!(got.status, 1, "stderr: {}", got.stderr);
    assert!(
        got.stderr.trim_end().ends_with("MemoryError"),
        "stderr: {}",
        got.stderr
    );
}

#[test]
fn small_objects_filling_the_heap_raise_memory_error_and_the_handler_goes_on() {
    // Millions of small functions fill the 512 MiB arena three times over:
    // each round ends in `MemoryError` (from the arena's headroom or from a
    // request that asked first, whichever comes first), and what the
    // `except` clause drops is collected before it prints.
    let source = "\
print('before')
for round in range(3):
    # No list growth to fail first: the items' slots are there already.
    x = [None] * 3000000
    try:
        i = 0
        while True:
            x[i] = lambda: i
            i += 1
    except MemoryError:
        x = None
        print('caught', round, i > 100000)
print('after')
";
    let case = Case {
        rel: "tests/firmware/small_oom.py".into(),
        source: source.into(),
        stdout: String::new(),
        stderr: String::new(),
        status: 0,
    };
    let (got, _) = run(&case, &ROOMY);
    assert_eq!(got.status, 0, "stderr: {}", got.stderr);
    assert_eq!(
        got.stdout, "before\ncaught 0 True\ncaught 1 True\ncaught 2 True\nafter\n",
        "stderr: {}",
        got.stderr
    );
}
