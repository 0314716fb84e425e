//! CPU exceptions become kernel panics with a message, never a silent
//! triple fault: a GDT with a task-state segment whose interrupt stack
//! catches even a stack overflow, and an IDT for the 32 exception vectors.
//! Interrupts stay off; nothing else arrives.

use core::arch::{asm, global_asm};
use core::ptr::addr_of;

const IST_BYTES: usize = 64 << 10;

#[repr(C, align(16))]
struct IstStack([u8; IST_BYTES]);

static mut IST_STACK: IstStack = IstStack([0; IST_BYTES]);

/// The 64-bit task-state segment: only the first interrupt stack is used.
#[repr(C, packed(4))]
struct Tss {
    reserved0: u32,
    rsp: [u64; 3],
    reserved1: u64,
    ist: [u64; 7],
    reserved2: u64,
    reserved3: u16,
    iomap_base: u16,
}

static mut TSS: Tss = Tss {
    reserved0: 0,
    rsp: [0; 3],
    reserved1: 0,
    ist: [0; 7],
    reserved2: 0,
    reserved3: 0,
    iomap_base: core::mem::size_of::<Tss>() as u16,
};

/// Null, 64-bit code (0x08), data (0x10), the TSS (0x18, two entries).
static mut GDT: [u64; 5] = [0, 0x00AF_9A00_0000_FFFF, 0x00CF_9200_0000_FFFF, 0, 0];

static mut IDT: [[u64; 2]; 32] = [[0; 2]; 32];

#[repr(C, packed)]
struct Pointer {
    limit: u16,
    base: u64,
}

unsafe extern "C" {
    static trap_stubs: [u64; 32];
}

// One stub per vector: push a zero where the CPU pushes no error code,
// then the vector, and go to the Rust handler with the frame in rdi.
global_asm!(
    r#"
    .macro trap_stub n, err
    trap_stub_\n:
    .if \err == 0
    push 0
    .endif
    push \n
    jmp trap_common
    .endm

    .section .text.traps, "ax"
    trap_stub 0,0
    trap_stub 1,0
    trap_stub 2,0
    trap_stub 3,0
    trap_stub 4,0
    trap_stub 5,0
    trap_stub 6,0
    trap_stub 7,0
    trap_stub 8,1
    trap_stub 9,0
    trap_stub 10,1
    trap_stub 11,1
    trap_stub 12,1
    trap_stub 13,1
    trap_stub 14,1
    trap_stub 15,0
    trap_stub 16,0
    trap_stub 17,1
    trap_stub 18,0
    trap_stub 19,0
    trap_stub 20,0
    trap_stub 21,1
    trap_stub 22,0
    trap_stub 23,0
    trap_stub 24,0
    trap_stub 25,0
    trap_stub 26,0
    trap_stub 27,0
    trap_stub 28,0
    trap_stub 29,1
    trap_stub 30,1
    trap_stub 31,0
trap_common:
    mov rdi, rsp
    and rsp, -16
    call {handler}
    ud2

    .section .rodata.trap_stubs, "a"
    .balign 8
    .global trap_stubs
trap_stubs:
    .irp n, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
    .quad trap_stub_\n
    .endr
"#,
    handler = sym trap,
);

/// What the stub and the CPU pushed.
#[repr(C)]
struct Frame {
    vector: u64,
    error: u64,
    rip: u64,
    cs: u64,
    rflags: u64,
    rsp: u64,
}

const NAMES: [&str; 32] = [
    "divide error",
    "debug",
    "non-maskable interrupt",
    "breakpoint",
    "overflow",
    "bound range exceeded",
    "invalid opcode",
    "device not available",
    "double fault",
    "coprocessor segment overrun",
    "invalid TSS",
    "segment not present",
    "stack-segment fault",
    "general protection fault",
    "page fault",
    "reserved",
    "x87 floating-point error",
    "alignment check",
    "machine check",
    "SIMD floating-point error",
    "virtualization error",
    "control protection error",
    "reserved",
    "reserved",
    "reserved",
    "reserved",
    "reserved",
    "reserved",
    "hypervisor injection",
    "VMM communication",
    "security exception",
    "reserved",
];

extern "C" fn trap(frame: &Frame) -> ! {
    let cr2: u64;
    // SAFETY: reads CR2 (the faulting address of a page fault).
    unsafe { asm!("mov {}, cr2", out(reg) cr2, options(nomem, nostack)) };
    let name = NAMES.get(frame.vector as usize).copied().unwrap_or("?");
    panic!(
        "CPU exception {} ({name}) at rip={:#x} rsp={:#x} error={:#x} cr2={cr2:#x}",
        frame.vector, frame.rip, frame.rsp, frame.error
    );
}

/// Installs the GDT with the TSS and the exception handlers.
pub fn init() {
    // SAFETY: runs once at boot, before anything else reads these tables;
    // the descriptors point at statics that live for the whole run.
    unsafe {
        let ist_top = addr_of!(IST_STACK) as u64 + IST_BYTES as u64;
        TSS.ist[0] = ist_top;
        let tss = addr_of!(TSS) as u64;
        let limit = core::mem::size_of::<Tss>() as u64 - 1;
        GDT[3] = (limit & 0xFFFF)
            | ((tss & 0xFF_FFFF) << 16)
            | (0x89 << 40)
            | (((limit >> 16) & 0xF) << 48)
            | (((tss >> 24) & 0xFF) << 56);
        GDT[4] = tss >> 32;
        let gdt = Pointer {
            limit: (core::mem::size_of::<[u64; 5]>() - 1) as u16,
            base: addr_of!(GDT) as u64,
        };
        asm!("lgdt [{}]", "ltr {:x}", in(reg) &gdt, in(reg) 0x18u16, options(nostack));
        let stubs = &*addr_of!(trap_stubs);
        for (v, &stub) in stubs.iter().enumerate() {
            IDT[v] = [
                (stub & 0xFFFF)
                    | (0x08 << 16)
                    | (1 << 32) // interrupt stack 1
                    | (0x8E << 40) // present, ring 0, interrupt gate
                    | (((stub >> 16) & 0xFFFF) << 48),
                stub >> 32,
            ];
        }
        let idt = Pointer {
            limit: (core::mem::size_of::<[[u64; 2]; 32]>() - 1) as u16,
            base: addr_of!(IDT) as u64,
        };
        asm!("lidt [{}]", in(reg) &idt, options(nostack));
    }
}

/// Reads from page 0, which is never mapped: a page fault, for the
/// self-test that shows exceptions end as panics.
pub fn fault() {
    // SAFETY: the read faults before it returns anything; the handler
    // never comes back here.
    unsafe { asm!("mov al, byte ptr [0]", out("al") _, options(nostack, readonly)) };
}
