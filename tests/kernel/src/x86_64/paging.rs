//! The kernel's page tables: identity-mapped, with rights per page.
//!
//! The first [`WINDOW`] bytes (the kernel image, its stack, the JIT code
//! region, the boot loader's data) are mapped with 4 KiB pages so that each
//! section gets its own rights: code read+execute, constants read-only,
//! data read+write and never executable, page 0 and the page below the
//! stack not mapped. Everything above, up to 4 GiB, is read+write data in
//! 2 MiB pages, never executable. [`protect`] flips JIT code pages between
//! writable and executable; [`check_wx`] walks the tables as the CPU would
//! and fails if any page is both.

use core::arch::asm;
use core::ptr::addr_of;

pub const PAGE: usize = 4096;
/// The 4 KiB-mapped low memory.
pub const WINDOW: usize = 64 << 20;
const WINDOW_TABLES: usize = WINDOW / (512 * PAGE);

const PRESENT: u64 = 1;
const WRITABLE: u64 = 1 << 1;
const HUGE: u64 = 1 << 7;
const NO_EXEC: u64 = 1 << 63;
const ADDR: u64 = 0x000F_FFFF_FFFF_F000;

#[repr(C, align(4096))]
struct Table([u64; 512]);

struct Tables {
    pml4: Table,
    pdpt: Table,
    pd: [Table; 4],
    pt: [Table; WINDOW_TABLES],
}

const EMPTY: Table = Table([0; 512]);

static TABLES: spin::Mutex<Tables> = spin::Mutex::new(Tables {
    pml4: EMPTY,
    pdpt: EMPTY,
    pd: [EMPTY; 4],
    pt: [EMPTY; WINDOW_TABLES],
});

unsafe extern "C" {
    static __image_start: u8;
    static __text_end: u8;
    static __rodata_end: u8;
    static __bss_end: u8;
    static __stack_guard: u8;
}

fn sym(s: &u8) -> usize {
    s as *const u8 as usize
}

/// The end of the kernel image in memory (`.bss` included).
pub fn image_end() -> usize {
    // SAFETY: a linker-script symbol; only its address is taken.
    sym(unsafe { &*addr_of!(__bss_end) })
}

/// The rights of the 4 KiB page at `addr` when the kernel starts.
fn initial_rights(addr: usize) -> u64 {
    // SAFETY: linker-script symbols; only their addresses are taken.
    let (image, text_end, rodata_end, guard) = unsafe {
        (
            sym(&*addr_of!(__image_start)),
            sym(&*addr_of!(__text_end)),
            sym(&*addr_of!(__rodata_end)),
            sym(&*addr_of!(__stack_guard)),
        )
    };
    if addr == 0 || addr == guard {
        0
    } else if addr >= image && addr < text_end {
        PRESENT
    } else if addr >= image && addr < rodata_end {
        PRESENT | NO_EXEC
    } else {
        PRESENT | WRITABLE | NO_EXEC
    }
}

/// Builds the kernel's tables and switches to them. Panics if the image
/// does not fit the 4 KiB window.
pub fn init() {
    assert!(image_end() <= WINDOW, "the kernel image passes {WINDOW:#x}");
    let mut t = TABLES.lock();
    let table_addr = |t: &Table| t as *const Table as u64;
    let pdpt = table_addr(&t.pdpt);
    t.pml4.0[0] = pdpt | PRESENT | WRITABLE;
    for i in 0..4 {
        let pd = table_addr(&t.pd[i]);
        t.pdpt.0[i] = pd | PRESENT | WRITABLE;
    }
    for i in 0..4 * 512 {
        let addr = i * (2 << 20);
        t.pd[i / 512].0[i % 512] = if addr < WINDOW {
            table_addr(&t.pt[i]) | PRESENT | WRITABLE
        } else {
            addr as u64 | PRESENT | WRITABLE | HUGE | NO_EXEC
        };
    }
    for p in 0..WINDOW / PAGE {
        let addr = p * PAGE;
        t.pt[p / 512].0[p % 512] = addr as u64 | initial_rights(addr);
    }
    let root = table_addr(&t.pml4);
    // SAFETY: the new tables map the running code (read+execute), its
    // stack and data exactly where the boot tables did.
    unsafe { asm!("mov cr3, {}", in(reg) root, options(nostack)) };
}

fn invlpg(addr: usize) {
    // SAFETY: drops one TLB entry; no memory is touched.
    unsafe { asm!("invlpg [{}]", in(reg) addr, options(nostack)) };
}

/// Makes the pages of `addr..addr+len` read+execute (`exec`) or
/// read+write, never both. False if the range is not inside the 4 KiB
/// window below the image end.
#[cfg_attr(not(feature = "jit"), allow(dead_code))]
pub fn protect(addr: usize, len: usize, exec: bool) -> bool {
    if !addr.is_multiple_of(PAGE) || addr.checked_add(len).is_none_or(|e| e > image_end()) {
        return false;
    }
    let rights = if exec {
        PRESENT
    } else {
        PRESENT | WRITABLE | NO_EXEC
    };
    let mut t = TABLES.lock();
    for page in (addr..addr + len).step_by(PAGE) {
        let p = page / PAGE;
        t.pt[p / 512].0[p % 512] = page as u64 | rights;
        invlpg(page);
    }
    true
}

/// Maps one page writable and executable: only for the self-test that
/// shows [`check_wx`] catches it.
pub fn break_wx(addr: usize) {
    let mut t = TABLES.lock();
    let p = addr / PAGE;
    t.pt[p / 512].0[p % 512] = (addr & !(PAGE - 1)) as u64 | PRESENT | WRITABLE;
    invlpg(addr);
}

/// What a walk of the live page tables found.
pub struct Walk {
    /// Leaf pages (of any size) mapped.
    pub pages: usize,
    /// The first page both writable and executable, if any.
    pub writable_and_executable: Option<usize>,
}

/// Walks the tables the CPU is using (from CR3) as the CPU would: a page's
/// rights are the intersection of every level's.
pub fn walk() -> Walk {
    let _held = TABLES.lock();
    let root: u64;
    // SAFETY: reads CR3; touches no memory.
    unsafe { asm!("mov {}, cr3", out(reg) root, options(nomem, nostack)) };
    let mut walk = Walk {
        pages: 0,
        writable_and_executable: None,
    };
    visit(root & ADDR, 4, 0, WRITABLE, &mut walk);
    walk
}

/// `rights` carries WRITABLE if every level above allows writes, and
/// NO_EXEC if any level forbids execution.
fn visit(table: u64, level: u32, base: usize, rights: u64, walk: &mut Walk) {
    for i in 0..512 {
        // SAFETY: `table` is a page table reached from CR3; memory is
        // identity-mapped, so its physical address is readable as is, and
        // the lock in `walk` keeps it from changing.
        let e = unsafe { (table as *const u64).add(i).read_volatile() };
        if e & PRESENT == 0 {
            continue;
        }
        let addr = base + (i << (12 + 9 * (level - 1)));
        let r = (rights & e & WRITABLE) | ((rights | e) & NO_EXEC);
        if level == 1 || e & HUGE != 0 {
            walk.pages += 1;
            if r & WRITABLE != 0 && r & NO_EXEC == 0 && walk.writable_and_executable.is_none() {
                walk.writable_and_executable = Some(addr);
            }
        } else {
            visit(e & ADDR, level - 1, addr, r, walk);
        }
    }
}
