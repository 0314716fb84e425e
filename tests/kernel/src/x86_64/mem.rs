//! The memory functions compiled code calls (`memcpy`, `memmove`, `memset`,
//! `memcmp`, `bcmp`): with no C library beneath, the kernel provides them.
//! Copies and fills use the string instructions, which the compiler cannot
//! turn back into a call to themselves.

use core::arch::asm;

/// # Safety
/// `dst` and `src` must be valid for `n` bytes and must not overlap.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memcpy(dst: *mut u8, src: *const u8, n: usize) -> *mut u8 {
    // SAFETY: the caller's promise; `rep movsb` copies forwards.
    unsafe {
        asm!("rep movsb", inout("rdi") dst => _, inout("rsi") src => _, inout("rcx") n => _,
             options(nostack, preserves_flags));
    }
    dst
}

/// # Safety
/// `dst` and `src` must be valid for `n` bytes; they may overlap.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memmove(dst: *mut u8, src: *const u8, n: usize) -> *mut u8 {
    if (dst as usize).wrapping_sub(src as usize) >= n {
        // The destination does not start inside the source: forwards.
        // SAFETY: as above.
        return unsafe { memcpy(dst, src, n) };
    }
    // SAFETY: copies backwards from the last byte, with the direction flag
    // set only for this instruction.
    unsafe {
        asm!("std", "rep movsb", "cld",
             inout("rdi") dst.add(n).wrapping_sub(1) => _,
             inout("rsi") src.add(n).wrapping_sub(1) => _,
             inout("rcx") n => _, options(nostack));
    }
    dst
}

/// # Safety
/// `dst` must be valid for `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memset(dst: *mut u8, c: i32, n: usize) -> *mut u8 {
    // SAFETY: the caller's promise.
    unsafe {
        asm!("rep stosb", inout("rdi") dst => _, inout("rcx") n => _, in("al") c as u8,
             options(nostack, preserves_flags));
    }
    dst
}

/// # Safety
/// `a` and `b` must be valid for `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memcmp(a: *const u8, b: *const u8, n: usize) -> i32 {
    let mut i = 0;
    while i < n {
        // SAFETY: i < n, within both ranges (the caller's promise).
        let (x, y) = unsafe { (a.add(i).read_volatile(), b.add(i).read_volatile()) };
        if x != y {
            return x as i32 - y as i32;
        }
        i += 1;
    }
    0
}

/// # Safety
/// As [`memcmp`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bcmp(a: *const u8, b: *const u8, n: usize) -> i32 {
    // SAFETY: the caller's promise, passed on.
    unsafe { memcmp(a, b, n) }
}

/// The precompiled `alloc` refers to it on paths that only unwinding
/// reaches; this kernel aborts on panic, so it is never called.
#[unsafe(no_mangle)]
pub extern "C" fn _Unwind_Resume() -> ! {
    panic!("_Unwind_Resume called in a kernel that does not unwind");
}
