//! Exits from every uop of a trace that inlines calls to the depth limit
//! rebuild exactly the frames the interpreter has at that point: same
//! functions, instruction pointers, locals and stacks.
//!
//! Method: run with tier 2, force the trace's first run to take exit `e`
//! (as if its guard failed) and snapshot the rebuilt frames together with
//! the number of instructions executed so far; then run the interpreter
//! alone, stop it after that many instructions, and compare its frames.
//! The program must also still print the right result.

use trellis_core::tier2::{Jit, JitConfig, UopExecutor};
use trellis_core::{ExcKind, FixedFrameStack, Value, Vm, VmConfig};
use trellis_host_std::frontend;

const PROGRAM: &str = "\
def f5(a):
    b = a * 2
    return b + 1

def f4(a):
    c = f5(a) + a
    return c

def f3(a):
    d = f4(a - 1) * 3
    return d

def f2(a):
    return f3(a) - f4(a)

def f1(a):
    x = [a, a + 1]
    return f2(a) + x[1]

def main():
    total = 0
    for i in range(40):
        total += f1(i)
        total = total % 1000003
    print(total)

main()
";

/// Methods three deep, instance creation with `__init__` inlined, and
/// attribute reads and writes by shape on the way.
const METHODS: &str = "\
class Leaf:
    def __init__(self, v):
        self.v = v

    def value(self, k):
        w = self.v * k
        self.v = w % 97
        return w + 1

class Mid:
    def __init__(self, leaf):
        self.leaf = leaf
        self.scale = 3

    def value(self, k):
        return self.leaf.value(k - 1) * self.scale

class Top:
    def __init__(self):
        self.mid = Mid(Leaf(2))

    def value(self, k):
        t = self.mid.value(k) + k
        return t

def main():
    top = Top()
    total = 0
    for i in range(40):
        p = Leaf(i)
        total += top.value(i) + p.v
        total = total % 1000003
    print(total)

main()
";

fn stack() -> FixedFrameStack<Box<[Value]>> {
    FixedFrameStack::new(vec![Value::Undef; 1 << 14].into_boxed_slice())
}

type TestVm = Vm<FixedFrameStack<Box<[Value]>>, String>;

#[derive(Clone, Copy, Debug)]
enum Engine {
    Uops,
    #[cfg(target_arch = "x86_64")]
    X64,
    #[cfg(target_arch = "x86_64")]
    Cranelift,
    /// Cranelift's AArch64 code under the emulator.
    #[cfg(target_arch = "x86_64")]
    CraneliftAarch64,
    /// The hand-written AArch64 backend under the emulator.
    #[cfg(target_arch = "x86_64")]
    Aarch64,
}

const ENGINES: &[Engine] = &[
    Engine::Uops,
    #[cfg(target_arch = "x86_64")]
    Engine::X64,
    #[cfg(target_arch = "x86_64")]
    Engine::Cranelift,
    #[cfg(target_arch = "x86_64")]
    Engine::CraneliftAarch64,
    #[cfg(target_arch = "x86_64")]
    Engine::Aarch64,
];

fn backend(engine: Engine, forced_exit: Option<u32>) -> Box<dyn trellis_core::tier2::Backend> {
    match engine {
        Engine::Uops => {
            let mut exec = UopExecutor::new();
            if let Some(e) = forced_exit {
                exec.force_exit(1, e);
            }
            Box::new(exec)
        }
        #[cfg(target_arch = "x86_64")]
        Engine::X64 => {
            let mem = trellis_host_std::code_memory::MmapCodeMemory::new(0);
            let mut x = trellis_x64::X64Backend::new(Box::new(mem));
            if let Some(e) = forced_exit {
                x.force_exit(e);
            }
            Box::new(x)
        }
        #[cfg(target_arch = "x86_64")]
        Engine::Cranelift | Engine::CraneliftAarch64 => {
            use trellis_cranelift::{CraneliftBackend, Target};
            let mem = trellis_host_std::code_memory::MmapCodeMemory::new(0);
            let (target, entry): (Target, Box<dyn trellis_core::tier2::native::Entry>) =
                match engine {
                    Engine::Cranelift => (
                        Target::X86_64,
                        Box::new(trellis_core::tier2::native::NativeEntry),
                    ),
                    _ => (
                        Target::Aarch64,
                        Box::new(
                            trellis_host_std::emulator::Aarch64Emulator::new(false)
                                .expect("emulator"),
                        ),
                    ),
                };
            let mut c = CraneliftBackend::new(target, Box::new(mem), entry).expect("cranelift");
            if let Some(e) = forced_exit {
                c.force_exit(e);
            }
            Box::new(c)
        }
        #[cfg(target_arch = "x86_64")]
        Engine::Aarch64 => {
            let mem = trellis_host_std::code_memory::MmapCodeMemory::new(0);
            let emu = trellis_host_std::emulator::Aarch64Emulator::new(false).expect("emulator");
            let mut a = trellis_aarch64::Aarch64Backend::new(Box::new(mem), Box::new(emu));
            if let Some(e) = forced_exit {
                a.force_exit(e);
            }
            Box::new(a)
        }
    }
}

fn jit_vm(src: &str, engine: Engine, forced_exit: Option<u32>) -> TestVm {
    let m = frontend::compile(src, "recon.py").unwrap();
    let mut vm = Vm::new(m, stack(), String::new(), VmConfig::default()).unwrap();
    let exec = backend(engine, forced_exit);
    // No side traces: this test is about exits to the interpreter.
    let config = JitConfig {
        hot_loop: 2,
        hot_exit: u32::MAX,
        ..JitConfig::default()
    };
    let mut jit = Jit::new(exec, config, None);
    jit.capture_exits = true;
    vm.enable_jit(jit);
    vm
}

/// Binary operators on instances: forward (`__add__`, `__sub__`,
/// `__mul__`) and reflected (`__rmul__`) methods inlined as frames of the
/// interpreter's `Binary` kind, one of them running another operator.
const OPERATORS: &str = "\
class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)

    def __mul__(self, k):
        return V(self.x * k, self.y * k)

    def __rmul__(self, k):
        return self * k

    def __sub__(self, o):
        return self + o * -1

def main():
    total = 0
    a = V(1, 2)
    for i in range(40):
        b = V(i, 1)
        c = 2 * b - a
        total += c.x + c.y
        total = total % 1000003
    print(total)

main()
";

fn reference_output(src: &str) -> String {
    let m = frontend::compile(src, "recon.py").unwrap();
    let mut vm = Vm::new(m, stack(), String::new(), VmConfig::default()).unwrap();
    vm.run().unwrap();
    vm.into_output()
}

#[test]
fn every_exit_rebuilds_the_interpreters_frames() {
    for engine in ENGINES {
        every_exit_rebuilds_the_interpreters_frames_under(PROGRAM, *engine, 5);
    }
}

#[test]
fn every_exit_inside_inlined_methods_three_deep_rebuilds_the_frames() {
    for engine in ENGINES {
        every_exit_rebuilds_the_interpreters_frames_under(METHODS, *engine, 3);
    }
}

#[test]
fn every_exit_inside_inlined_operator_methods_rebuilds_the_frames() {
    for engine in ENGINES {
        every_exit_rebuilds_the_interpreters_frames_under(OPERATORS, *engine, 3);
    }
}

fn every_exit_rebuilds_the_interpreters_frames_under(src: &str, engine: Engine, depth: u32) {
    let expected = reference_output(src);
    // Learn the trace's shape.
    let mut vm = jit_vm(src, engine, None);
    vm.run().unwrap();
    assert_eq!(vm.output(), &expected);
    let jit = vm.jit().unwrap();
    assert_eq!(jit.traces().count(), 1, "one root trace");
    let trace = jit.traces().next().unwrap();
    let deepest = trace
        .exits
        .iter()
        .map(|e| e.inlined_frames)
        .max()
        .unwrap_or(0);
    assert_eq!(deepest, depth, "the trace inlines {depth} calls deep");
    let n_exits = trace.exits.len() as u32;
    assert!(n_exits > 10, "{n_exits} exits");

    let mut compared_inlined = 0;
    for e in 0..n_exits {
        let mut vm = jit_vm(src, engine, Some(e));
        vm.run()
            .unwrap_or_else(|err| panic!("{engine:?} exit {e}: {err:?}"));
        assert_eq!(vm.output(), &expected, "{engine:?} exit {e}: output");
        let snap = vm
            .jit()
            .unwrap()
            .exit_snapshots()
            .iter()
            .find(|s| s.exit == e)
            .unwrap_or_else(|| panic!("{engine:?}: exit {e} was not taken"))
            .clone();

        let m = frontend::compile(src, "recon.py").unwrap();
        let config = VmConfig {
            instruction_limit: Some(snap.instructions),
            ..VmConfig::default()
        };
        let mut reference = Vm::new(m, stack(), String::new(), config).unwrap();
        let err = reference
            .run()
            .expect_err("the reference stops at the limit");
        assert_eq!(err.exception.kind, ExcKind::StepLimitExceeded);
        let frames = reference.stopped_at().unwrap();
        assert_eq!(
            frames,
            snap.frames.as_slice(),
            "exit {e}: rebuilt frames differ from the interpreter's"
        );
        if snap.frames.len() > 2 {
            compared_inlined += 1;
        }
    }
    assert!(
        compared_inlined > 5,
        "exits inside inlined code were compared"
    );
}

#[test]
fn an_error_three_calls_deep_in_a_trace_has_cpythons_traceback() {
    let src = "\
def c(x):
    return 10 // x

def b(x):
    return c(x - 1) + 1

def a(x):
    return b(x) * 2

def main():
    t = 0
    for i in range(100, -1, -1):
        t += a(i)
    print(t)

main()
";
    let m = frontend::compile(src, "deep.py").unwrap();
    let mut vm = Vm::new(m, stack(), String::new(), VmConfig::default()).unwrap();
    vm.enable_jit(Jit::new(
        Box::new(UopExecutor::new()),
        JitConfig::default(),
        None,
    ));
    let err = vm.run().expect_err("division by zero");
    let text = err.render("deep.py", |_, _| None);
    assert_eq!(
        text,
        "Traceback (most recent call last):\n  File \"deep.py\", line 16, in <module>\n  File \"deep.py\", line 13, in main\n  File \"deep.py\", line 8, in a\n  File \"deep.py\", line 5, in b\n  File \"deep.py\", line 2, in c\nZeroDivisionError: integer division or modulo by zero\n"
    );
    let stats = vm.jit().unwrap().stats();
    assert!(
        stats.traces_compiled >= 1 && stats.frames_reconstructed >= 3,
        "{stats:?}"
    );
}

/// Runs `src` with tier 2 under `engine` (loops hot after two back-edges,
/// side traces after two exits); returns the VM after the run.
fn run_hot(src: &str, engine: Engine) -> (TestVm, Result<(), trellis_core::GuestError>) {
    let m = frontend::compile(src, "exc.py").unwrap();
    let mut vm = Vm::new(m, stack(), String::new(), VmConfig::default()).unwrap();
    let config = JitConfig {
        hot_loop: 2,
        hot_exit: 2,
        ..JitConfig::default()
    };
    vm.enable_jit(Jit::new(backend(engine, None), config, None));
    let r = vm.run();
    (vm, r)
}

#[test]
fn an_exception_raised_in_an_inlined_method_is_caught_two_frames_up() {
    let src = "\
class Acc:
    def __init__(self):
        self.n = 0

    def check(self, x):
        if x % 7 == 0:
            raise ValueError('bad ' + str(x))
        return 100 // x

    def step(self, x):
        self.n += 1
        return self.check(x) + 1

def main():
    a = Acc()
    t = 0
    caught = 0
    msg = ''
    for i in range(1, 300):
        try:
            t += a.step(i)
        except ValueError as e:
            caught += 1
            msg = str(e)
    print(t, caught, msg, a.n)

main()
";
    let expected = reference_output(src);
    assert_eq!(expected, "698 42 bad 294 299\n");
    for engine in ENGINES {
        let (vm, r) = run_hot(src, *engine);
        r.unwrap_or_else(|e| panic!("{engine:?}: {e:?}"));
        assert_eq!(vm.output(), &expected, "{engine:?}");
        let stats = vm.jit().unwrap().stats();
        // Each raise leaves the trace with `step` and `check` rebuilt.
        assert!(
            stats.traces_compiled >= 1 && stats.frames_reconstructed >= 2 * 40,
            "{engine:?}: {stats:?}"
        );
    }
}

#[test]
fn an_uncaught_exception_in_inlined_methods_has_cpythons_traceback() {
    let src = "\
class Node:
    def __init__(self, d):
        self.d = d

    def inner(self, x):
        return 10 // (x - self.d)

    def outer(self, x):
        return self.inner(x) + 1

def main():
    n = Node(3)
    t = 0
    for i in range(100, -1, -1):
        t += n.outer(i)
    print(t)

main()
";
    for engine in ENGINES {
        let (vm, r) = run_hot(src, *engine);
        let err = r.expect_err("division by zero");
        assert_eq!(
            err.render("exc.py", |_, _| None),
            "Traceback (most recent call last):\n  File \"exc.py\", line 18, in <module>\n  File \"exc.py\", line 15, in main\n  File \"exc.py\", line 9, in outer\n  File \"exc.py\", line 6, in inner\nZeroDivisionError: integer division or modulo by zero\n",
            "{engine:?}"
        );
        let stats = vm.jit().unwrap().stats();
        assert!(stats.frames_reconstructed >= 2, "{engine:?}: {stats:?}");
    }
}
