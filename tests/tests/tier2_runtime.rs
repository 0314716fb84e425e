//! Tier-2 runtime behaviour: abort backoff, statistics, exits.

use trellis_core::tier2::{AbortReason, JitConfig};
use trellis_host_std::frontend;
use trellis_host_std::program::{self, Engine, RunOptions, RunResult};

fn run(src: &str, hot_loop: u32) -> RunResult<String> {
    let module = frontend::compile(src, "t.py").unwrap();
    let opts = RunOptions {
        engine: Engine::Uops,
        jit: JitConfig {
            hot_loop,
            ..JitConfig::default()
        },
        ..RunOptions::default()
    };
    program::run_module(module, String::new(), &opts).unwrap()
}

#[test]
fn a_loop_that_keeps_aborting_backs_off_exponentially() {
    // The outer loop's recording always meets the inner loop and aborts.
    let src = "def main():\n    t = 0\n    for i in range(5000):\n        for j in range(3):\n            t += j\n    print(t)\nmain()\n";
    let r = run(src, 1);
    assert_eq!(r.output, "15000\n");
    let s = r.jit.unwrap().stats;
    let inner = s.aborts_by_reason[AbortReason::InnerLoop as usize];
    assert!(inner >= 5, "the outer loop was tried repeatedly: {inner}");
    assert!(
        inner <= 20,
        "5000 iterations but only a logarithmic number of attempts: {inner}"
    );
}

#[test]
fn statistics_count_entries_exits_and_reconstructed_frames() {
    let src = "def g(x):\n    if x % 7 == 0:\n        return 0\n    return x\n\ndef main():\n    t = 0\n    for i in range(1, 2000):\n        t += g(i)\n    print(t)\nmain()\n";
    let r = run(src, 10);
    let expected: i64 = (1..2000).filter(|i| i % 7 != 0).sum();
    assert_eq!(r.output, format!("{expected}\n"));
    let j = r.jit.unwrap();
    let s = &j.stats;
    assert!(s.traces_compiled >= 1 && s.root_traces == s.traces_compiled);
    assert!(s.tier2_entries > 100, "{s:?}");
    // Every 7th iteration leaves inside the inlined `g`.
    assert!(s.frames_reconstructed >= 250, "{s:?}");
    assert_eq!(s.exits_to_interpreter, s.tier2_entries);
    assert!(
        s.recon_bytes > 0 && s.code_bytes > 0 && s.uops_optimized < s.uops_recorded,
        "{s:?}"
    );
    // Compact records: a few bytes per exit.
    let per_exit = s.recon_bytes as f64 / s.exits_recorded as f64;
    assert!(per_exit < 8.0, "{per_exit} bytes per exit");
    let per_frame = s.recon_inlined_bytes as f64 / s.exit_inlined_frames as f64;
    assert!(per_frame < 8.0, "{per_frame} bytes per inlined frame");
}

#[test]
fn a_type_change_inside_a_hot_loop_exits_and_stays_correct() {
    let src = "def main():\n    acc = 0\n    for i in range(3000):\n        if i == 1500:\n            acc = acc + 0.5\n        acc = acc + i\n    print(acc)\nmain()\n";
    let r = run(src, 2);
    assert_eq!(r.output, "4498500.5\n");
    assert!(r.jit.unwrap().stats.exits_to_interpreter > 0);
}
