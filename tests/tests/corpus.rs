//! Every corpus program and example, run by the interpreter, must match what
//! CPython 3.11 printed: stdout, the traceback's skeleton and exit status.

use trellis_core::VmConfig;
use trellis_tests::{Case, cases, compare, run_case};

fn check_all(cases: &[Case], config: VmConfig) {
    assert!(!cases.is_empty(), "no programs found");
    let mut failures = Vec::new();
    for case in cases {
        let got = run_case(case, config);
        let diffs = compare(case, &got);
        if !diffs.is_empty() {
            failures.push(format!("{}:\n  {}", case.rel, diffs.join("\n  ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn corpus_matches_cpython_under_the_interpreter() {
    let all = cases("tests/programs");
    assert!(
        all.len() >= 80,
        "the corpus has only {} programs",
        all.len()
    );
    check_all(&all, VmConfig::default());
}

#[test]
fn examples_match_cpython_under_the_interpreter() {
    check_all(&cases("examples"), VmConfig::default());
}
