//! The boot stub: the multiboot header, and the 32-bit entry that switches
//! to long mode and calls [`kernel_main`](crate::kernel_main).
//!
//! It maps the first 4 GiB one-to-one with 2 MiB pages (writable and
//! executable: only for the few instructions until the kernel installs its
//! own tables), turns on PAE, long mode, no-execute pages, write protection
//! in ring 0 and SSE, and gives Rust its stack. Nothing here knows about
//! Trellis.

use core::arch::global_asm;

/// Bytes of the kernel's stack; a page below it is left unmapped so an
/// overflow faults instead of overwriting data.
const STACK_BYTES: usize = 8 << 20;

global_asm!(
    r#"
    .set MB_MAGIC, 0x1BADB002
    /* page-aligned modules, memory information, load addresses below */
    .set MB_FLAGS, 0x00010003

    .section .multiboot, "a"
    .balign 4
mb_header:
    .long MB_MAGIC
    .long MB_FLAGS
    .long -(MB_MAGIC + MB_FLAGS)
    .long mb_header
    .long __image_start
    .long __data_end
    .long __bss_end
    .long _start

    .section .boot.text, "ax"
    .code32
    .global _start
_start:
    cli
    cmp eax, 0x2BADB002
    jne 9f
    mov edi, ebx

    mov eax, offset boot_pdpt
    or eax, 3
    mov dword ptr [boot_pml4], eax
    xor ecx, ecx
1:
    mov eax, ecx
    shl eax, 12
    add eax, offset boot_pd
    or eax, 3
    mov dword ptr [boot_pdpt + ecx * 8], eax
    inc ecx
    cmp ecx, 4
    jb 1b
    xor ecx, ecx
2:
    mov eax, ecx
    shl eax, 21
    or eax, 0x83
    mov dword ptr [boot_pd + ecx * 8], eax
    inc ecx
    cmp ecx, 2048
    jb 2b

    mov eax, offset boot_pml4
    mov cr3, eax
    mov eax, cr4
    or eax, 1 << 5
    mov cr4, eax
    mov ecx, 0xC0000080
    rdmsr
    or eax, (1 << 8) | (1 << 11)
    wrmsr
    mov eax, cr0
    or eax, (1 << 31) | (1 << 16) | 1
    mov cr0, eax
    lgdt [boot_gdt_ptr]
    /* far jump to 0x08:long_mode */
    .byte 0xEA
    .long long_mode
    .word 0x08
9:
    hlt
    jmp 9b

    .code64
long_mode:
    mov ax, 0x10
    mov ds, ax
    mov es, ax
    mov ss, ax
    xor eax, eax
    mov fs, ax
    mov gs, ax
    /* SSE: no FPU emulation, monitor coprocessor, FXSAVE and SIMD faults */
    mov rax, cr0
    and eax, 0xFFFFFFFB
    or eax, 2
    mov cr0, rax
    mov rax, cr4
    or eax, (1 << 9) | (1 << 10)
    mov cr4, rax
    lea rsp, [rip + __stack_top]
    mov edi, edi
    call {main}
3:
    hlt
    jmp 3b

    .section .rodata.boot_gdt, "a"
    .balign 8
boot_gdt:
    .quad 0
    .quad 0x00AF9A000000FFFF
    .quad 0x00CF92000000FFFF
boot_gdt_ptr:
    .word 23
    .long boot_gdt

    .section .bss.boot, "aw", @nobits
    .balign 4096
boot_pml4:
    .skip 4096
boot_pdpt:
    .skip 4096
boot_pd:
    .skip 4096 * 4
    .global __stack_guard
__stack_guard:
    .skip 4096
    .skip {stack}
    .global __stack_top
__stack_top:
"#,
    main = sym crate::kernel_main,
    stack = const STACK_BYTES,
);
