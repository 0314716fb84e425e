//! Every corpus program and example must match what CPython 3.11 printed
//! (stdout, the traceback's skeleton, exit status) under every engine, with
//! tier-2 thresholds of 1, 2 and the defaults.

use trellis_core::tier2::JitConfig;
use trellis_host_std::program::{Engine, RunOptions};
use trellis_tests::{Case, cases, compare, run_case};

fn check_all(cases: &[Case], opts: &RunOptions, what: &str) {
    assert!(!cases.is_empty(), "no programs found");
    let mut failures = Vec::new();
    for case in cases {
        let got = run_case(case, opts);
        let diffs = compare(case, &got);
        if !diffs.is_empty() {
            failures.push(format!("{}:\n  {}", case.rel, diffs.join("\n  ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{what}: {} of {} programs differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

fn corpus() -> Vec<Case> {
    let all = cases("tests/programs");
    assert!(
        all.len() >= 80,
        "the corpus has only {} programs",
        all.len()
    );
    all
}

/// `threshold` sets both the hot-loop and the hot-exit thresholds.
fn with(engine: Engine, threshold: Option<u32>) -> RunOptions {
    let mut o = RunOptions {
        engine,
        ..RunOptions::default()
    };
    if let Some(h) = threshold {
        o.jit = JitConfig {
            hot_loop: h,
            hot_exit: h,
            ..JitConfig::default()
        };
    }
    o
}

#[test]
fn corpus_under_the_interpreter() {
    check_all(&corpus(), &with(Engine::Off, None), "--jit off");
}

#[test]
fn corpus_under_uops_threshold_1() {
    check_all(
        &corpus(),
        &with(Engine::Uops, Some(1)),
        "--jit uops --hot-loop 1 --hot-exit 1",
    );
}

#[test]
fn corpus_under_uops_threshold_2() {
    check_all(
        &corpus(),
        &with(Engine::Uops, Some(2)),
        "--jit uops --hot-loop 2 --hot-exit 2",
    );
}

#[test]
fn corpus_under_uops_default() {
    check_all(&corpus(), &with(Engine::Uops, None), "--jit uops");
}

#[test]
fn corpus_under_uops_with_a_tiny_code_budget() {
    // So small that traces are flushed constantly.
    let mut o = with(Engine::Uops, Some(1));
    o.jit.code_budget = 3000;
    o.jit.max_traces = 3;
    check_all(
        &corpus(),
        &o,
        "--jit uops --hot-loop 1 --hot-exit 1 --code-budget 3000 --max-traces 3",
    );
}

#[test]
fn examples_under_every_engine() {
    for engine in Engine::ALL {
        check_all(&cases("examples"), &with(*engine, None), engine.name());
    }
}
