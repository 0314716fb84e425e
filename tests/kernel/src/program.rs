//! Runs the guest program: the frame stack, the VM, and the JIT with its
//! code memory in the kernel's fixed code region.

use alloc::vec::Vec;
use core::cell::UnsafeCell;

use trellis_core::bytecode::format;
use trellis_core::{FixedFrameStack, Value, Vm, VmConfig};

use crate::console::{self, GuestOut};
use crate::diag;
use crate::options::Options;

/// Slots of the frame stack (16 bytes each), fixed for the run.
const FRAME_SLOTS: usize = 1 << 15;

/// Bytes of JIT code memory: a page-aligned region inside the kernel image
/// (`.bss`), in the 4 KiB-mapped window so each page's rights can change.
const CODE_BYTES: usize = 16 << 20;
/// The JIT's code budget; pages are handed out whole, so it stays below
/// the region's size.
#[cfg(feature = "jit")]
const CODE_BUDGET: usize = 8 << 20;

#[repr(C, align(4096))]
struct CodeBytes(UnsafeCell<[u8; CODE_BYTES]>);

// SAFETY: only the code memory touches these bytes.
unsafe impl Sync for CodeBytes {}

static CODE: CodeBytes = CodeBytes(UnsafeCell::new([0; CODE_BYTES]));

pub fn code_region_start() -> usize {
    CODE.0.get() as usize
}

/// Runs a `.tbc` program; returns its exit status: 0, 1 for an uncaught
/// exception (traceback on the guest's stderr), a `SystemExit`'s status,
/// or 2 for a program that does not load.
pub fn run(tbc: &[u8], opts: &Options) -> u8 {
    let module = match format::load(tbc) {
        Ok(m) => m,
        Err(e) => {
            console::err(&alloc::format!(
                "trellis-kernel: the program does not load: {e}\n"
            ));
            return 2;
        }
    };
    let filename = module.filename.clone();
    let mut slots = Vec::new();
    if slots.try_reserve_exact(FRAME_SLOTS).is_err() {
        panic!("no memory for the frame stack");
    }
    slots.resize(FRAME_SLOTS, Value::Undef);
    let stack = FixedFrameStack::new(slots.into_boxed_slice());
    let mut vm = match Vm::new(module, stack, GuestOut, VmConfig::default()) {
        Ok(vm) => vm,
        Err(e) => {
            console::err(&alloc::format!(
                "trellis-kernel: the program does not load: {e:?}\n"
            ));
            return 2;
        }
    };
    if !opts.no_jit {
        enable_jit(&mut vm, opts);
    }
    let result = vm.run();
    if let Some(jit) = vm.jit() {
        let s = jit.stats();
        diag!(
            "trellis-kernel: jit: traces={} side_traces={} flushes={} evictions={} tier2_entries={} deopts={} frames_reconstructed={} code_bytes={}",
            s.traces_compiled,
            s.side_traces,
            s.flushes,
            s.evictions,
            s.tier2_entries,
            s.deopts,
            s.frames_reconstructed,
            s.code_bytes
        );
    }
    let (status, text) = trellis_fixed_host::outcome(&vm, result, &filename);
    if let Some(t) = text {
        console::err(&t);
    }
    status
}

#[cfg(feature = "jit")]
fn enable_jit<S: trellis_core::FrameStack, O: trellis_core::Output>(
    vm: &mut Vm<S, O>,
    opts: &Options,
) {
    use alloc::boxed::Box;
    use trellis_core::tier2::{Jit, JitConfig};
    use trellis_fixed_host::RegionCode;

    let defaults = JitConfig::default();
    let config = JitConfig {
        hot_loop: opts.hot_loop.unwrap_or(defaults.hot_loop),
        hot_exit: opts.hot_exit.unwrap_or(defaults.hot_exit),
        code_budget: CODE_BUDGET,
        ..defaults
    };
    // Every change of rights is followed by a walk of the page tables:
    // the W^X check runs all through a JIT-heavy program.
    let protect = Box::new(|addr: usize, len: usize, exec: bool| {
        let ok = crate::arch::paging::protect(addr, len, exec);
        crate::check_wx(if exec {
            "after sealing code"
        } else {
            "after unsealing code"
        });
        ok
    });
    // SAFETY: the region is the kernel's, page-aligned, used by nothing
    // else, and writable whenever `protect` made it so.
    let mem = unsafe { RegionCode::new(CODE.0.get() as *mut u8, CODE_BYTES, protect) };
    vm.enable_jit(Jit::new(
        Box::new(trellis_x64::X64Backend::new(Box::new(mem))),
        config,
        None,
    ));
}

#[cfg(not(feature = "jit"))]
fn enable_jit<S: trellis_core::FrameStack, O: trellis_core::Output>(
    _vm: &mut Vm<S, O>,
    _opts: &Options,
) {
    diag!("trellis-kernel: built without the JIT; running the interpreter");
}
