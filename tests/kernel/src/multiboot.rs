//! What the multiboot loader tells the kernel: how much memory there is,
//! the command line, and the program (the first module).

/// The boot information the kernel uses.
pub struct Boot {
    /// The end of usable memory above 1 MiB.
    pub memory_end: usize,
    pub cmdline: &'static str,
    /// The first module's bytes: the `.tbc` program.
    pub program: Option<&'static [u8]>,
    /// The highest address any of the loader's data occupies; memory above
    /// it is free.
    pub loader_end: usize,
}

const HAS_MEMORY: u32 = 1 << 0;
const HAS_CMDLINE: u32 = 1 << 2;
const HAS_MODULES: u32 = 1 << 3;

/// The fields of the multiboot information structure read here.
#[repr(C)]
struct Info {
    flags: u32,
    mem_lower: u32,
    mem_upper: u32,
    boot_device: u32,
    cmdline: u32,
    mods_count: u32,
    mods_addr: u32,
}

#[repr(C)]
struct Module {
    start: u32,
    end: u32,
    string: u32,
    reserved: u32,
}

/// A NUL-terminated string the loader left at `addr`, and its end.
///
/// # Safety
/// `addr` must point at a NUL-terminated string in mapped memory.
unsafe fn c_str(addr: usize) -> (&'static [u8], usize) {
    let mut n = 0;
    // SAFETY: the string is NUL-terminated (the caller's promise).
    while unsafe { *((addr + n) as *const u8) } != 0 {
        n += 1;
    }
    // SAFETY: the n bytes before the NUL are the string.
    (
        unsafe { core::slice::from_raw_parts(addr as *const u8, n) },
        addr + n + 1,
    )
}

/// Reads the structure at `info` (physical = virtual address).
pub fn read(info: usize) -> Boot {
    // SAFETY: the boot stub passes the address the loader left in ebx;
    // the loader's structures lie in identity-mapped memory and are not
    // overwritten (the heap starts above `loader_end`).
    unsafe {
        let i = &*(info as *const Info);
        let mut loader_end = info + core::mem::size_of::<Info>() + 64;
        let memory_end = if i.flags & HAS_MEMORY != 0 {
            (1 << 20) + i.mem_upper as usize * 1024
        } else {
            0
        };
        let cmdline = if i.flags & HAS_CMDLINE != 0 && i.cmdline != 0 {
            let (s, end) = c_str(i.cmdline as usize);
            loader_end = loader_end.max(end);
            core::str::from_utf8(s).unwrap_or("")
        } else {
            ""
        };
        let mut program = None;
        if i.flags & HAS_MODULES != 0 && i.mods_count > 0 {
            let mods = i.mods_addr as usize;
            loader_end = loader_end.max(mods + i.mods_count as usize * 16);
            for k in 0..i.mods_count as usize {
                let m = &*((mods + k * 16) as *const Module);
                loader_end = loader_end.max(m.end as usize);
                if m.string != 0 {
                    loader_end = loader_end.max(c_str(m.string as usize).1);
                }
                if k == 0 && m.end >= m.start {
                    program = Some(core::slice::from_raw_parts(
                        m.start as usize as *const u8,
                        (m.end - m.start) as usize,
                    ));
                }
            }
        }
        Boot {
            memory_end,
            cmdline,
            program,
            loader_end,
        }
    }
}
