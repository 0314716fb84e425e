//! A bare-metal x86-64 kernel whose only job is to run one Trellis program
//! with the x86-64 JIT (see `Cargo.toml`, `run.sh`).
//!
//! Boot: the multiboot loader hands over a program as module 1 and a
//! command line; [`kernel_main`] installs exception handlers and the
//! kernel's page tables, gives everything above the loader's data to the
//! heap arena, runs the program, and ends the machine with its status.
//! Guest output goes to COM1, tracebacks to COM2, the kernel's own lines
//! (statistics, the exit status, panics) to COM3.
//!
//! The ISA-specific parts are all in [`arch`]; the rest is the host: the
//! heap, the frame stack, the output and the JIT's code memory.
#![no_std]

extern crate alloc;

#[path = "x86_64/mod.rs"]
mod arch;
mod console;
mod multiboot;
mod options;
mod program;

use core::panic::PanicInfo;
use core::sync::atomic::{AtomicUsize, Ordering};

use arch::paging;
use trellis_fixed_host::Arena;

#[global_allocator]
static ARENA: Arena = Arena::new();

/// The status a kernel panic (or CPU exception) ends the machine with.
pub const PANIC_STATUS: u8 = 125;

/// The highest address the heap may use: the identity map ends at 4 GiB
/// and the PCI hole lies below it.
const HEAP_LIMIT: usize = 3 << 30;

static WX_WALKS: AtomicUsize = AtomicUsize::new(0);

/// Walks the live page tables and panics if any page is writable and
/// executable; `when` names the moment in the message.
fn check_wx(when: &str) -> usize {
    let walk = paging::walk();
    if let Some(addr) = walk.writable_and_executable {
        panic!("W^X violated {when}: page {addr:#x} is writable and executable");
    }
    WX_WALKS.fetch_add(1, Ordering::Relaxed);
    walk.pages
}

/// Called by the boot stub in long mode with the multiboot information.
pub extern "C" fn kernel_main(info: usize) -> ! {
    console::init();
    arch::traps::init();
    let boot = multiboot::read(info);
    paging::init();
    let opts = options::Options::parse(boot.cmdline);

    let heap_start = boot
        .loader_end
        .max(paging::image_end())
        .max(paging::WINDOW)
        .next_multiple_of(2 << 20);
    let heap_end = boot.memory_end.min(HEAP_LIMIT);
    if heap_end <= heap_start {
        panic!("no memory for a heap (memory ends at {heap_end:#x})");
    }
    // SAFETY: memory from above everything the loader and the image use to
    // the end of RAM is mapped read+write and used by nothing else.
    unsafe { ARENA.reset(heap_start as *mut u8, heap_end - heap_start) };

    if opts.wx_selftest {
        paging::break_wx(program::code_region_start());
    }
    if opts.fault_selftest {
        arch::traps::fault();
    }
    let pages = check_wx("at boot");
    let status = match boot.program {
        Some(tbc) => program::run(tbc, &opts),
        None => {
            console::err("trellis-kernel: no program: pass a .tbc file as the first module\n");
            2
        }
    };
    check_wx("at exit");
    diag!(
        "trellis-kernel: W^X: {} page-table walks of {pages} pages, no page writable and executable",
        WX_WALKS.load(Ordering::Relaxed)
    );
    diag!(
        "trellis-kernel: heap: {} bytes at most in use, of {}",
        ARENA.peak(),
        ARENA.capacity()
    );
    diag!("trellis-kernel: exit status {status}");
    arch::io::exit(status)
}

#[panic_handler]
fn panic(info: &PanicInfo) -> ! {
    diag!("trellis-kernel: panic: {info}");
    arch::io::exit(PANIC_STATUS)
}

/// The precompiled `alloc` refers to the unwinding personality routine even
/// though this crate aborts on panic; nothing ever calls it.
#[unsafe(no_mangle)]
pub extern "C" fn rust_eh_personality() {}
