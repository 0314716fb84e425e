//! Port I/O: the serial ports and QEMU's `isa-debug-exit` device.

use core::arch::asm;

/// The first three PC serial ports.
#[derive(Clone, Copy)]
pub enum Serial {
    /// COM1: the guest's standard output.
    Out = 0x3F8,
    /// COM2: the guest's standard error (tracebacks).
    Err = 0x2F8,
    /// COM3: the kernel's own diagnostics.
    Diag = 0x3E8,
}

fn outb(port: u16, value: u8) {
    // SAFETY: port I/O to the serial and exit devices only; it touches no
    // memory.
    unsafe { asm!("out dx, al", in("dx") port, in("al") value, options(nomem, nostack)) };
}

fn inb(port: u16) -> u8 {
    let value: u8;
    // SAFETY: as in `outb`.
    unsafe { asm!("in al, dx", out("al") value, in("dx") port, options(nomem, nostack)) };
    value
}

/// 115200 baud, 8 data bits, no parity, one stop bit, FIFOs on.
pub fn init_serial(port: Serial) {
    let base = port as u16;
    outb(base + 1, 0x00); // no interrupts
    outb(base + 3, 0x80); // divisor latch
    outb(base, 0x01);
    outb(base + 1, 0x00);
    outb(base + 3, 0x03);
    outb(base + 2, 0xC7);
    outb(base + 4, 0x03);
}

pub fn write(port: Serial, bytes: &[u8]) {
    let base = port as u16;
    for &b in bytes {
        // Wait until the transmit holding register is empty.
        while inb(base + 5) & 0x20 == 0 {}
        outb(base, b);
    }
}

/// The `isa-debug-exit` device's port (`-device isa-debug-exit,iobase=0xf4`).
const DEBUG_EXIT: u16 = 0xF4;

/// Ends the machine: QEMU exits with status `(value << 1) | 1`. Halts if
/// the device is missing.
pub fn exit(value: u8) -> ! {
    outb(DEBUG_EXIT, value);
    loop {
        // SAFETY: interrupts are off; `hlt` just stops the CPU.
        unsafe { asm!("cli; hlt", options(nomem, nostack)) };
    }
}
