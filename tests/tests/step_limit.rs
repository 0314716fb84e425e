//! `step_limit` is an embedder's safety limit: every engine stops within
//! one poll interval of the same point as the interpreter, whatever runs in
//! machine code — loops that leave their trace often, inlined calls, cycles
//! of linked side traces, nested trees.

use trellis_core::tier2::JitConfig;
use trellis_core::tier2::context::POLL_INTERVAL;
use trellis_core::{ExcKind, VmConfig};
use trellis_host_std::frontend;
use trellis_host_std::program::{self, Engine, RunOptions};

const LIMIT: u64 = 100_000;

/// Each program loops forever, printing a counter of work done every 100
/// units so the output shows how far it got.
const PROGRAMS: &[(&str, &str)] = &[
    (
        "rare exits",
        "i = 0\nwhile True:\n    i += 1\n    if i % 1000 == 0:\n        print(i)\n    elif i % 100 == 0:\n        print(i)\n",
    ),
    (
        "inlined calls",
        "def f(x):\n    return g(x) + 1\ndef g(x):\n    return x\nn = 0\nwhile True:\n    n = f(n)\n    if n % 100 == 0:\n        print(n)\n",
    ),
    (
        "linked side traces",
        "i = 0\nt = 0\nwhile True:\n    i += 1\n    if i % 2:\n        t += 1\n    else:\n        t += 2\n    if i % 100 == 0:\n        print(i)\n",
    ),
    (
        "nested trees",
        "n = 0\nwhile True:\n    for j in range(7):\n        n += 1\n    if n % 700 == 0:\n        print(n)\n",
    ),
];

struct Stopped {
    last_line: u64,
    steps: u64,
}

fn run(src: &str, engine: Engine) -> Stopped {
    let module = frontend::compile(src, "t.py").unwrap();
    let opts = RunOptions {
        engine,
        vm: VmConfig {
            step_limit: Some(LIMIT),
            ..VmConfig::default()
        },
        jit: JitConfig {
            hot_loop: 2,
            hot_exit: 2,
            ..JitConfig::default()
        },
        ..RunOptions::default()
    };
    let r = program::run_module(module, String::new(), &opts).unwrap();
    let err = r.error.expect("the loop never ends by itself");
    assert_eq!(
        err.exception.kind,
        ExcKind::StepLimitExceeded,
        "{engine:?}: {err:?}"
    );
    Stopped {
        last_line: r.output.lines().last().map_or(0, |l| l.parse().unwrap()),
        steps: r.vm.steps,
    }
}

#[test]
fn every_engine_stops_within_one_poll_interval_of_the_interpreter() {
    for (name, src) in PROGRAMS {
        let reference = run(src, Engine::Off);
        assert!(
            reference.last_line > 1000,
            "{name}: {}",
            reference.last_line
        );
        for &engine in Engine::ALL {
            let got = run(src, engine);
            let slack = POLL_INTERVAL + 100;
            assert!(
                got.last_line.abs_diff(reference.last_line) <= slack,
                "{name} under {engine:?}: got to {}, the interpreter to {}",
                got.last_line,
                reference.last_line
            );
            assert!(
                (LIMIT..=LIMIT + POLL_INTERVAL).contains(&got.steps),
                "{name} under {engine:?}: {} steps counted",
                got.steps
            );
        }
    }
}
