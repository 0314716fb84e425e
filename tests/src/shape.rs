//! Running a program under tier 2 for a trace-shape test: the root traces
//! anchored in its `testfunc`, the tier-2 counters and what it printed.

use trellis_core::tier2::{JitConfig, JitStats, Trace, TraceKind};
use trellis_host_std::frontend;
use trellis_host_std::program::{self, Engine, RunOptions};

/// Runs `src` under the uop executor (loops traced after 8 back-edges);
/// panics if it fails to compile or raises.
pub fn run(src: &str) -> (Vec<Trace>, JitStats, String) {
    let module = frontend::compile(src, "shape.py").unwrap();
    let testfunc = module
        .codes
        .iter()
        .position(|c| c.name == "testfunc")
        .expect("testfunc") as u32;
    let opts = RunOptions {
        engine: Engine::Uops,
        jit: JitConfig {
            hot_loop: 8,
            ..JitConfig::default()
        },
        ..RunOptions::default()
    };
    let r = program::run_module(module, String::new(), &opts).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    let jit = r.jit.expect("tier 2 ran");
    let roots = jit
        .traces
        .into_iter()
        .filter(|t| t.code == testfunc && t.kind == TraceKind::Root)
        .collect();
    (roots, jit.stats, r.output)
}

/// The first root trace in `testfunc`, after checking the output is `want`.
pub fn root(src: &str, want: &str) -> Trace {
    let (mut roots, stats, out) = run(src);
    assert_eq!(out, want);
    assert!(!roots.is_empty(), "no root trace in testfunc: {stats:?}");
    roots.remove(0)
}

/// The uop names after the peeled first iteration (`_LOOP_START`), or the
/// whole trace if it was not peeled.
pub fn loop_body(t: &Trace) -> Vec<&'static str> {
    let names = t.uop_names();
    let start = names
        .iter()
        .position(|n| *n == "_LOOP_START")
        .map_or(0, |k| k + 1);
    names[start..].to_vec()
}
