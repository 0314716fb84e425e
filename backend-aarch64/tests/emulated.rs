//! The backend's code run under the emulator (x86-64 hosts): exits linked
//! through their long paths behave as direct links do, and (a
//! measurement, printed) emulated instructions per loop iteration next to
//! Cranelift's AArch64 code.
//!
//! `cargo test --release -p trellis-aarch64 --test emulated -- --nocapture`
//! prints the measurement.

#![cfg(target_arch = "x86_64")]

use std::cell::RefCell;
use std::rc::Rc;

use trellis_aarch64::Aarch64Backend;
use trellis_core::tier2::context::JitContext;
use trellis_core::tier2::native::Entry;
use trellis_core::tier2::{Backend, Jit, JitConfig, JitStats};
use trellis_core::{FixedFrameStack, Value, Vm, VmConfig};
use trellis_host_std::code_memory::MmapCodeMemory;
use trellis_host_std::emulator::Aarch64Emulator;
use trellis_host_std::frontend;

/// An emulator the test keeps a handle on, to read its instruction count
/// after the backend (owned by the VM) has run.
struct SharedEmulator(Rc<RefCell<Aarch64Emulator>>);

impl Entry for SharedEmulator {
    unsafe fn enter(&mut self, entry: usize, ctx: &mut JitContext) -> u64 {
        // SAFETY: forwarded unchanged, so the caller's guarantees hold.
        unsafe { self.0.borrow_mut().enter(entry, ctx) }
    }

    fn code_changed(&mut self, addr: usize, len: usize) {
        self.0.borrow_mut().code_changed(addr, len);
    }

    fn failure(&self) -> Option<&str> {
        // The borrow ends with this call, so the text cannot be lent out.
        self.0
            .borrow()
            .failure()
            .is_some()
            .then_some("emulation failed")
    }

    fn instructions(&self) -> Option<u64> {
        self.0.borrow().instructions()
    }
}

type TestVm = Vm<FixedFrameStack<Box<[Value]>>, String>;

fn vm(src: &str) -> TestVm {
    let m = frontend::compile(src, "t.py").unwrap();
    let stack = FixedFrameStack::new(vec![Value::Undef; 1 << 14].into_boxed_slice());
    Vm::new(m, stack, String::new(), VmConfig::default()).unwrap()
}

fn interpreted(src: &str) -> String {
    let mut v = vm(src);
    v.run().unwrap();
    v.into_output()
}

/// Runs `src` with `backend`; returns its output and the JIT's statistics.
fn jitted(src: &str, backend: Box<dyn Backend>, config: JitConfig) -> (String, JitStats) {
    let mut v = vm(src);
    v.enable_jit(Jit::new(backend, config, None));
    v.run().unwrap();
    let stats = v.jit().unwrap().stats().clone();
    (v.into_output(), stats)
}

fn aarch64(entry: Box<dyn Entry>, long_links: bool) -> Box<dyn Backend> {
    let mut b = Aarch64Backend::new(Box::new(MmapCodeMemory::new(0)), entry);
    b.force_long_links(long_links);
    Box::new(b)
}

fn emulator(count: bool) -> Rc<RefCell<Aarch64Emulator>> {
    Rc::new(RefCell::new(Aarch64Emulator::new(count).expect("emulator")))
}

/// Branches that become side traces, each linked back to the loop.
const BRANCHY: &str = "\
def main():
    total = 0
    for start in range(1, 3000):
        n = start
        while n != 1:
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            total += 1
        if total % 3 == 0:
            total += 7
    print(total)

main()
";

#[test]
fn exits_linked_through_the_long_path_run_like_direct_links() {
    let expected = interpreted(BRANCHY);
    let config = JitConfig {
        hot_loop: 2,
        hot_exit: 2,
        ..JitConfig::default()
    };
    let mut runs = Vec::new();
    for long in [false, true] {
        let entry = Box::new(SharedEmulator(emulator(false)));
        let (out, stats) = jitted(BRANCHY, aarch64(entry, long), config);
        assert_eq!(out, expected, "long links: {long}");
        runs.push(stats);
    }
    let (direct, long) = (&runs[0], &runs[1]);
    assert!(direct.side_traces >= 2, "{direct:?}");
    // Linked exits stay in machine code: far fewer returns to the
    // interpreter than loop iterations, and the same number either way.
    assert!(direct.exits_to_interpreter < 3000, "{direct:?}");
    assert_eq!(direct.exits_to_interpreter, long.exits_to_interpreter);
    assert_eq!(direct.side_traces, long.side_traces);
}

/// A measurement: each program runs with two sizes, and the difference in
/// emulated instructions over the difference in loop iterations is the
/// steady-state cost of one iteration (compilation, warm-up and exits
/// cancel out). Instruction counts are deterministic, so the bound it
/// checks is about code quality, not time: a loop iteration of these
/// programs that took more than 100 instructions would mean a
/// regression such as values spilled on every operation.
#[test]
fn instructions_per_loop_iteration() {
    struct Case {
        name: &'static str,
        src: &'static str,
        sizes: [u64; 2],
        iterations: fn(u64) -> u64,
    }
    fn collatz_steps(limit: u64) -> u64 {
        (1..limit)
            .map(|start| {
                let (mut n, mut steps) = (start, 0);
                while n != 1 {
                    n = if n % 2 == 0 { n / 2 } else { 3 * n + 1 };
                    steps += 1;
                }
                // The inner loop's iterations and the outer one's.
                steps + 1
            })
            .sum()
    }
    let cases = [
        Case {
            name: "nested_loops (inner iteration)",
            src: "def main(n, m):\n    acc = 0\n    for i in range(n):\n        for j in range(m):\n            acc += i ^ j\n    print(acc)\n\nmain(20, @N)\n",
            sizes: [2000, 4000],
            iterations: |m| 20 * m,
        },
        Case {
            name: "call_in_loop",
            src: "def add(a, b):\n    return a + b\n\ndef main(n):\n    acc = 0\n    for i in range(n):\n        acc = add(acc, i)\n    print(acc)\n\nmain(@N)\n",
            sizes: [20000, 40000],
            iterations: |n| n,
        },
        Case {
            name: "call_chain",
            src: "def h(x):\n    return x + 1\n\ndef g(x):\n    return h(x) * 2\n\ndef f(x):\n    return g(x) - x\n\ndef main(n):\n    acc = 0\n    for i in range(n):\n        acc += f(i)\n    print(acc)\n\nmain(@N)\n",
            sizes: [20000, 40000],
            iterations: |n| n,
        },
        Case {
            name: "float_loop (mean of its 3 loops)",
            src: "def leibniz(n):\n    s = 0.0\n    sign = 1.0\n    for k in range(n):\n        s += sign / (2 * k + 1)\n        sign = -sign\n    return 4.0 * s\n\ndef nilakantha(n):\n    s = 3.0\n    sign = 1.0\n    k = 2.0\n    for i in range(n):\n        s += sign * 4.0 / (k * (k + 1.0) * (k + 2.0))\n        sign = -sign\n        k += 2.0\n    return s\n\ndef integrate(n):\n    h = 1.0 / n\n    s = 0.0\n    for i in range(n):\n        x = (i + 0.5) * h\n        s += 4.0 / (1.0 + x * x)\n    return s * h\n\nprint(leibniz(@N))\nprint(nilakantha(@N))\nprint(integrate(@N))\n",
            sizes: [20000, 40000],
            iterations: |n| 3 * n,
        },
        Case {
            name: "collatz (inner or outer iteration)",
            src: "def main(limit):\n    total = 0\n    best = 0\n    best_start = 0\n    for start in range(1, limit):\n        n = start\n        steps = 0\n        while n != 1:\n            if n % 2 == 0:\n                n = n // 2\n            else:\n                n = 3 * n + 1\n            steps += 1\n        total += steps\n        if steps > best:\n            best = steps\n            best_start = start\n    print(total)\n    print(best_start, best)\n\nmain(@N)\n",
            sizes: [2000, 4000],
            iterations: collatz_steps,
        },
    ];
    println!(
        "{:<36} {:>12} {:>18}",
        "program", "aarch64", "cranelift-aarch64"
    );
    for case in &cases {
        let mut per_iteration = Vec::new();
        for cranelift in [false, true] {
            let mut counts = Vec::new();
            for &n in &case.sizes {
                let src = case.src.replace("@N", &n.to_string());
                let emu = emulator(true);
                let entry = Box::new(SharedEmulator(emu.clone()));
                let backend: Box<dyn Backend> = if cranelift {
                    Box::new(
                        trellis_cranelift::CraneliftBackend::new(
                            trellis_cranelift::Target::Aarch64,
                            Box::new(MmapCodeMemory::new(0)),
                            entry,
                        )
                        .unwrap(),
                    )
                } else {
                    aarch64(entry, false)
                };
                let (out, _) = jitted(&src, backend, JitConfig::default());
                assert_eq!(out, interpreted(&src), "{}", case.name);
                counts.push(emu.borrow().instructions().unwrap());
            }
            let iterations = (case.iterations)(case.sizes[1]) - (case.iterations)(case.sizes[0]);
            let per = (counts[1] - counts[0]) as f64 / iterations as f64;
            assert!(
                per > 1.0 && per < 100.0,
                "{}: {per} instructions per iteration (cranelift: {cranelift})",
                case.name
            );
            per_iteration.push(per);
        }
        println!(
            "{:<36} {:>12.1} {:>18.1}",
            case.name, per_iteration[0], per_iteration[1]
        );
    }
}
