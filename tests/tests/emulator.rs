//! Hand-assembled AArch64 functions (`llvm-mc -triple=aarch64
//! -show-encoding`; the assembly is next to each word) run through
//! the std host's `Aarch64Emulator` from W^X code memory, as the host
//! keeps it.

#![cfg(target_arch = "x86_64")]

use std::sync::atomic::{AtomicU64, Ordering};

use trellis_core::heap::Heap;
use trellis_core::tier2::ExecState;
use trellis_core::tier2::context::{JitContext, POLL_INTERVAL};
use trellis_core::tier2::native::{Entry, context, helpers};
use trellis_core::tier2::uops::UopInst;
use trellis_core::value::Value;
use trellis_host_std::emulator::{Aarch64Emulator, EMULATION_FAILED};

const PAGE: usize = 4096;

/// Code in its own mapping: written read+write, then sealed read+execute;
/// patches reopen the page, write and seal again (like the std host's code
/// memory).
struct Code {
    ptr: *mut u8,
    len: usize,
}

impl Code {
    fn new(words: &[u32]) -> Code {
        let len = (words.len() * 4).div_ceil(PAGE).max(1) * PAGE;
        // SAFETY: an anonymous private mapping with no address hint.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        assert_ne!(ptr, libc::MAP_FAILED);
        let code = Code {
            ptr: ptr as *mut u8,
            len,
        };
        for (i, w) in words.iter().enumerate() {
            // SAFETY: within the fresh writable mapping.
            unsafe { (code.ptr as *mut u32).add(i).write(*w) };
        }
        code.protect(libc::PROT_READ | libc::PROT_EXEC);
        code
    }

    fn protect(&self, prot: libc::c_int) {
        // SAFETY: the whole mapping this object owns.
        let rc = unsafe { libc::mprotect(self.ptr as *mut libc::c_void, self.len, prot) };
        assert_eq!(rc, 0);
    }

    fn addr(&self) -> usize {
        self.ptr as usize
    }

    /// Rewrites the bytes at `offset`.
    /// Rewrites code between runs, telling the emulator as a backend does.
    fn patch(&self, emu: &mut Aarch64Emulator, offset: usize, bytes: &[u8]) {
        assert!(offset + bytes.len() <= self.len);
        self.protect(libc::PROT_READ | libc::PROT_WRITE);
        // SAFETY: within the mapping, writable now.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.ptr.add(offset), bytes.len()) };
        self.protect(libc::PROT_READ | libc::PROT_EXEC);
        emu.code_changed(self.ptr as usize + offset, bytes.len());
    }
}

impl Drop for Code {
    fn drop(&mut self) {
        // SAFETY: the mapping this object created.
        unsafe { libc::munmap(self.ptr as *mut libc::c_void, self.len) };
    }
}

/// A context over `slots` with no state and no helpers.
fn bare_context(slots: &mut [Value]) -> JitContext {
    JitContext {
        slots: slots.as_mut_ptr(),
        slots_len: slots.len() as u64,
        valid: std::ptr::null(),
        frame_count: 0,
        recursion_limit: 0,
        poll_countdown: 0,
        poll_quantum: 0,
        heap_objects: core::ptr::null(),
        globals: core::ptr::null_mut(),
        watched: core::ptr::null(),
        state: std::ptr::null_mut(),
        helper_uop: 0,
        helper_poll: 0,
        helper_list_get: 0,
        helper_list_set: 0,
        helper_slot_add: 0,
        helper_new_instance: 0,
        helper_value_op: 0,
        heap_dirty: core::ptr::null(),
        char_strs: core::ptr::null(),
        helper_list_append: 0,
        helper_enumerate_next: 0,
    }
}

fn emulator() -> Aarch64Emulator {
    Aarch64Emulator::new(false).expect("emulator")
}

fn run(emu: &mut Aarch64Emulator, code: &Code, ctx: &mut JitContext) -> u64 {
    // SAFETY: the tests' code touches only the context, its slots and the
    // emulated stack.
    unsafe { emu.enter(code.addr(), ctx) }
}

/// ctx->frame_count + 1
const FRAME_COUNT_PLUS_ONE: [u32; 3] = [
    0xf9400c01, // ldr x1, [x0, #24]
    0x91000420, // add x0, x1, #1
    0xd65f03c0, // ret
];

#[test]
fn returns_frame_count_plus_one() {
    let code = Code::new(&FRAME_COUNT_PLUS_ONE);
    let mut slots = [Value::None; 2];
    let mut ctx = bare_context(&mut slots);
    ctx.frame_count = 41;
    let mut emu = emulator();
    assert_eq!(run(&mut emu, &code, &mut ctx), 42);
    assert_eq!(emu.last_error(), None);
    // The same instance again, with the context's pages mapped afresh.
    ctx.frame_count = 99;
    assert_eq!(run(&mut emu, &code, &mut ctx), 100);
}

#[test]
fn writes_to_slots_reach_the_host() {
    let code = Code::new(&[
        0xf9400001, // ldr x1, [x0]        ; ctx->slots
        0xd2800062, // mov x2, #3          ; Value::Int's tag
        0xf9000022, // str x2, [x1]
        0xd2800543, // mov x3, #42
        0xf9000423, // str x3, [x1, #8]    ; slots[0] = Int(42)
        0xd2800000, // mov x0, #0
        0xd65f03c0, // ret
    ]);
    let mut slots = [Value::None; 2];
    let mut ctx = bare_context(&mut slots);
    let mut emu = emulator();
    assert_eq!(run(&mut emu, &code, &mut ctx), 0, "{:?}", emu.last_error());
    assert_eq!(slots[0], Value::Int(42));
    assert_eq!(slots[1], Value::None);
}

/// Calls ctx->helper_poll(ctx, 0) and returns its result.
const CALL_POLL: [u32; 6] = [
    0xa9bf7bfd, // stp x29, x30, [sp, #-16]!
    0xf9402010, // ldr x16, [x0, #64]  ; ctx->helper_poll
    0xd2800001, // mov x1, #0          ; sp
    0xd63f0200, // blr x16
    0xa8c17bfd, // ldp x29, x30, [sp], #16
    0xd65f03c0, // ret
];

#[test]
fn helper_poll_runs_natively_on_the_real_state() {
    let code = Code::new(&CALL_POLL);
    let mut slots = vec![Value::None; 4];
    let mut heap = Heap::new();
    let mut globals: Vec<Value> = Vec::new();
    let mut out = String::new();
    let mut steps = 5u64;
    let mut st = ExecState {
        slots: &mut slots,
        below: &[],
        frames: &[],
        sp: 0,
        heap: &mut heap,
        globals: &mut globals,
        consts: &[],
        names: &[],
        codes: &[],
        kwnames: &[],
        out: &mut out,
        valid: &[],
        watched: &[],
        frame_count: 1,
        recursion_limit: 100,
        steps: &mut steps,
        step_limit: 5 + 2 * POLL_INTERVAL,
        roots: Default::default(),
    };
    let mut ctx = context(&mut st);
    ctx.poll_countdown = 0;
    let mut emu = emulator();
    assert_eq!(run(&mut emu, &code, &mut ctx), 0, "{:?}", emu.last_error());
    // The poll charged the whole quantum and started a new one.
    assert_eq!(ctx.poll_countdown, POLL_INTERVAL);
    assert_eq!(*st.steps, 5 + POLL_INTERVAL);
    // The helper fields are the real helpers again.
    assert_eq!(ctx.helper_poll, helpers::helper_poll as *const () as usize);
    assert_eq!(ctx.helper_uop, helpers::helper_uop as *const () as usize);
    // The second quantum spent exhausts the step budget: the helper
    // returns 1.
    ctx.poll_countdown = 0;
    assert_eq!(run(&mut emu, &code, &mut ctx), 1, "{:?}", emu.last_error());
    assert_eq!(*st.steps, 5 + 2 * POLL_INTERVAL);
}

static SEEN: [AtomicU64; 6] = [const { AtomicU64::new(0) }; 6];

unsafe extern "C" fn recording_uop(
    ctx: *mut JitContext,
    uop: *const UopInst,
    sp: u64,
    fp: u64,
    consts: *const Value,
    nconsts: u64,
) -> u64 {
    let args = [ctx as u64, uop as u64, sp, fp, consts as u64, nconsts];
    for (s, a) in SEEN.iter().zip(args) {
        s.store(a, Ordering::SeqCst);
    }
    100
}

#[test]
fn helper_calls_get_all_six_arguments_and_return_x0() {
    let code = Code::new(&[
        0xa9bf7bfd, // stp x29, x30, [sp, #-16]!
        0xf9401c10, // ldr x16, [x0, #56]  ; ctx->helper_uop
        0xd2800161, // mov x1, #11
        0xd2800182, // mov x2, #12
        0xd28001a3, // mov x3, #13
        0xd28001c4, // mov x4, #14
        0xd28001e5, // mov x5, #15
        0xd63f0200, // blr x16
        0x91000400, // add x0, x0, #1
        0xa8c17bfd, // ldp x29, x30, [sp], #16
        0xd65f03c0, // ret
    ]);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    ctx.helper_uop = recording_uop as *const () as usize;
    let mut emu = Aarch64Emulator::new(true).unwrap();
    assert_eq!(
        run(&mut emu, &code, &mut ctx),
        101,
        "{:?}",
        emu.last_error()
    );
    let seen: Vec<u64> = SEEN.iter().map(|s| s.load(Ordering::SeqCst)).collect();
    assert_eq!(seen, [&raw mut ctx as u64, 11, 12, 13, 14, 15]);
    assert_eq!(ctx.helper_uop, recording_uop as *const () as usize);
    // The trampoline's SVC and RET are not the code's instructions.
    assert_eq!(emu.instructions(), Some(11));
}

/// Returns 7; the first word is what the patch tests rewrite.
const MOV_X0_7_RET: [u32; 2] = [
    0xd28000e0, // mov x0, #7
    0xd65f03c0, // ret
];

#[test]
fn patched_code_runs_as_patched() {
    let code = Code::new(&MOV_X0_7_RET);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut emu = emulator();
    assert_eq!(run(&mut emu, &code, &mut ctx), 7);
    code.patch(&mut emu, 0, &0xd2800120u32.to_le_bytes()); // mov x0, #9
    assert_eq!(run(&mut emu, &code, &mut ctx), 9);
}

#[test]
fn patched_code_past_the_first_block_runs_as_patched() {
    // The block at 8 is translated once its page is mapped, so Unicorn
    // caches it (the entry block, which faulted the page in, it does not).
    let code = Code::new(&[
        0x14000002, // b #8
        0x00000000, // udf #0
        0xd28000e0, // mov x0, #7
        0xd65f03c0, // ret
    ]);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut emu = emulator();
    assert_eq!(run(&mut emu, &code, &mut ctx), 7, "{:?}", emu.last_error());
    assert_eq!(run(&mut emu, &code, &mut ctx), 7, "{:?}", emu.last_error());
    code.patch(&mut emu, 8, &0xd2800120u32.to_le_bytes()); // mov x0, #9
    assert_eq!(run(&mut emu, &code, &mut ctx), 9, "{:?}", emu.last_error());
}

#[test]
fn patched_branch_and_slot_are_followed() {
    // An exit jumps through an 8-byte slot in code that linking rewrites.
    let code = Code::new(&[
        0x58000081, // ldr x1, #16       ; the slot
        0xd61f0020, // br x1
        0xd28000e0, // mov x0, #7
        0xd65f03c0, // ret
        0, 0,          // slot (8 bytes), set below
        0xd2800120, // mov x0, #9        ; at 24
        0xd65f03c0, // ret
    ]);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut emu = emulator();
    code.patch(&mut emu, 16, &(code.addr() as u64 + 8).to_le_bytes());
    assert_eq!(run(&mut emu, &code, &mut ctx), 7, "{:?}", emu.last_error());
    code.patch(&mut emu, 16, &(code.addr() as u64 + 24).to_le_bytes());
    assert_eq!(run(&mut emu, &code, &mut ctx), 9, "{:?}", emu.last_error());
    // Now the branch itself: `br x1` becomes a direct branch to 24, while
    // the slot points at 8 again.
    code.patch(&mut emu, 16, &(code.addr() as u64 + 8).to_le_bytes());
    assert_eq!(run(&mut emu, &code, &mut ctx), 7, "{:?}", emu.last_error());
    code.patch(&mut emu, 4, &0x14000005u32.to_le_bytes()); // b #20
    assert_eq!(run(&mut emu, &code, &mut ctx), 9, "{:?}", emu.last_error());
}

#[test]
fn counts_instructions_exactly() {
    let code = Code::new(&FRAME_COUNT_PLUS_ONE);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut emu = Aarch64Emulator::new(true).unwrap();
    assert_eq!(emu.instructions(), Some(0));
    assert_eq!(run(&mut emu, &code, &mut ctx), 1);
    assert_eq!(emu.instructions(), Some(3));
    assert_eq!(run(&mut emu, &code, &mut ctx), 1);
    assert_eq!(emu.instructions(), Some(6));

    // A loop: 1 + 100 * 3 + 1.
    let code = Code::new(&[
        0xd2800000, // mov x0, #0
        0x91000400, // add x0, x0, #1
        0xf101901f, // cmp x0, #100
        0x54ffffc1, // b.ne #-8
        0xd65f03c0, // ret
    ]);
    assert_eq!(run(&mut emu, &code, &mut ctx), 100);
    assert_eq!(emu.instructions(), Some(6 + 302));

    assert_eq!(emulator().instructions(), None);
}

fn expect_failure(words: &[u32], ctx_slots: Option<*mut Value>, expect: &str) {
    let code = Code::new(words);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    if let Some(p) = ctx_slots {
        ctx.slots = p;
    }
    ctx.helper_poll = 0x1234;
    let mut emu = emulator();
    assert_eq!(run(&mut emu, &code, &mut ctx), EMULATION_FAILED);
    let why = emu.last_error().expect("an error").to_string();
    assert!(why.contains(expect), "{why}");
    // Backends learn of it through the `Entry` trait.
    assert_eq!(Entry::failure(&emu), Some(why.as_str()));
    assert_eq!(ctx.helper_poll, 0x1234, "helper fields restored");
    // The emulator still works afterwards.
    let good = Code::new(&FRAME_COUNT_PLUS_ONE);
    assert_eq!(run(&mut emu, &good, &mut ctx), 1, "{:?}", emu.last_error());
    assert_eq!(emu.last_error(), None);
    assert_eq!(Entry::failure(&emu), None);
}

#[test]
fn invalid_instruction_is_an_error_not_a_crash() {
    expect_failure(
        &[
            0x00000000, // udf #0
        ],
        None,
        // With what memory holds there (zeros: not a stale translation).
        "invalid instruction (undefined) (pc 0x",
    );
    expect_failure(&[0x00000000], None, "word there now 0x00000000)");
}

#[test]
fn breakpoint_is_an_error() {
    expect_failure(
        &[
            0xd4200020, // brk #1
        ],
        None,
        "breakpoint",
    );
}

#[test]
fn wild_pointer_is_an_error() {
    expect_failure(
        &[
            0xf9400001, // ldr x1, [x0]  ; ctx->slots, 0x10 here
            0xf9400020, // ldr x0, [x1]
            0xd65f03c0, // ret
        ],
        Some(0x10 as *mut Value),
        "nothing mapped",
    );
}

#[test]
fn writing_sealed_code_is_an_error() {
    expect_failure(
        &[
            0x10000001, // adr x1, #0
            0xf9000021, // str x1, [x1]
            0xd65f03c0, // ret
        ],
        None,
        "maps that page r-x",
    );
}

#[test]
fn executing_data_is_an_error() {
    expect_failure(
        &[
            0xf9400001, // ldr x1, [x0]  ; ctx->slots
            0xd61f0020, // br x1
        ],
        None,
        "fetch of 4 bytes",
    );
}

#[test]
fn the_stack_holds_a_megabyte_and_overflow_is_an_error() {
    let code = Code::new(&[
        0xd143ffff, // sub sp, sp, #255, lsl #12
        0xf90003e0, // str x0, [sp]
        0xf94003e0, // ldr x0, [sp]
        0x9143ffff, // add sp, sp, #255, lsl #12
        0xd65f03c0, // ret
    ]);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut emu = emulator();
    assert_eq!(
        run(&mut emu, &code, &mut ctx),
        &raw mut ctx as u64,
        "{:?}",
        emu.last_error()
    );
    expect_failure(
        &[
            0xd14403ff, // sub sp, sp, #256, lsl #12
            0xd10043ff, // sub sp, sp, #16
            0xf90003e0, // str x0, [sp]
            0xd65f03c0, // ret
        ],
        None,
        "stack overflow",
    );
}

#[test]
fn floating_point_works() {
    let full = Code::new(&[
        0xf9400001, // ldr x1, [x0]   ; ctx->slots
        0xf9400021, // ldr x1, [x1]   ; its first word
        0x9e670020, // fmov d0, x1
        0x1e602800, // fadd d0, d0, d0
        0x9e660000, // fmov x0, d0
        0xd65f03c0, // ret
    ]);
    let mut words = [1.5f64.to_bits(), 0];
    let mut ctx = bare_context(&mut []);
    ctx.slots = words.as_mut_ptr() as *mut Value;
    let mut emu = emulator();
    let r = run(&mut emu, &full, &mut ctx);
    assert_eq!(f64::from_bits(r), 3.0, "{:?}", emu.last_error());
}

#[test]
fn stale_host_permissions_are_read_again() {
    // The emulator sees the page read-only (and remembers that); the host
    // then makes it writable; a later run reads, then writes it: the
    // write must be granted after the emulator reads the host's map again.
    let code = Code::new(&[
        0xf9400001, // ldr x1, [x0]        ; ctx->slots: the page
        0xf9400022, // ldr x2, [x1]
        0xf9000422, // str x2, [x1, #8]
        0xd2800000, // mov x0, #0
        0xd65f03c0, // ret
    ]);
    let read_only = Code::new(&[
        0xf9400001, // ldr x1, [x0]
        0xf9400020, // ldr x0, [x1]
        0xd65f03c0, // ret
    ]);
    // SAFETY: an anonymous private mapping with no address hint.
    let page = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            PAGE,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    assert_ne!(page, libc::MAP_FAILED);
    let words = page as *mut u64;
    // SAFETY: the fresh page, writable.
    unsafe { words.write(77) };
    // SAFETY: the page just mapped.
    assert_eq!(unsafe { libc::mprotect(page, PAGE, libc::PROT_READ) }, 0);
    let mut ctx = bare_context(&mut []);
    ctx.slots = words as *mut Value;
    let mut emu = emulator();
    assert_eq!(
        run(&mut emu, &read_only, &mut ctx),
        77,
        "{:?}",
        emu.last_error()
    );
    // Writing it now is refused.
    assert_eq!(run(&mut emu, &code, &mut ctx), EMULATION_FAILED);
    assert!(
        emu.last_error().unwrap().contains("r--"),
        "{:?}",
        emu.last_error()
    );
    // SAFETY: as above.
    assert_eq!(
        unsafe { libc::mprotect(page, PAGE, libc::PROT_READ | libc::PROT_WRITE) },
        0
    );
    assert_eq!(
        run(&mut emu, &read_only, &mut ctx),
        77,
        "{:?}",
        emu.last_error()
    );
    assert_eq!(run(&mut emu, &code, &mut ctx), 0, "{:?}", emu.last_error());
    // SAFETY: the page is mapped and readable.
    assert_eq!(unsafe { words.add(1).read() }, 77);
    // SAFETY: the mapping made above.
    unsafe { libc::munmap(page, PAGE) };
}

/// Not an assertion: prints the cost of entering a function that just
/// returns, and of one that reads the context and writes a slot (run with
/// `--release --nocapture` for the real numbers).
#[test]
fn overhead_of_an_empty_enter() {
    let empty = Code::new(&[
        0xd65f03c0, // ret
    ]);
    let slots_code = Code::new(&[
        0xf9400001, // ldr x1, [x0]        ; ctx->slots
        0xf9400c02, // ldr x2, [x0, #24]   ; ctx->frame_count
        0xf9000422, // str x2, [x1, #8]
        0xd2800000, // mov x0, #0
        0xd65f03c0, // ret
    ]);
    let mut slots = vec![Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut emu = emulator();
    let n = 2000;
    for (name, code) in [("empty", &empty), ("context + slot", &slots_code)] {
        let t = std::time::Instant::now();
        for _ in 0..n {
            run(&mut emu, code, &mut ctx);
            assert_eq!(emu.last_error(), None);
        }
        let per = t.elapsed().as_secs_f64() * 1e6 / n as f64;
        println!("{name} enter: {per:.2} us");
    }
}

#[test]
fn many_entries_reuse_translations_and_see_every_patch() {
    // Translations and mappings are kept from run to run (entering again
    // is cheap); each patch is seen by the next run. An earlier design
    // that retranslated everything at every run crashed libunicorn after
    // a few hundred thousand runs.
    let code = Code::new(&MOV_X0_7_RET);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut emu = emulator();
    for i in 0..100_000u32 {
        if i % 1000 == 0 {
            let imm = i / 1000 % 64;
            code.patch(&mut emu, 0, &(0xd2800000u32 | imm << 5).to_le_bytes()); // mov x0, #imm
        }
        let want = (i / 1000 % 64) as u64;
        assert_eq!(
            run(&mut emu, &code, &mut ctx),
            want,
            "run {i}: {:?}",
            emu.last_error()
        );
    }
}

/// Sums the first word of each of `ctx->slots_len` pages from `ctx->slots`.
const SUM_PAGE_HEADS: [u32; 9] = [
    0xf9400001, // ldr x1, [x0]          ; ctx->slots
    0xf9400402, // ldr x2, [x0, #8]      ; ctx->slots_len
    0xd2800000, // mov x0, #0
    0xf9400023, // loop: ldr x3, [x1]
    0x8b030000, // add x0, x0, x3
    0x91400421, // add x1, x1, #1, lsl #12
    0xf1000442, // subs x2, x2, #1
    0x54ffff81, // b.ne loop
    0xd65f03c0, // ret
];

#[test]
fn touching_more_pages_than_unicorn_has_sections_works() {
    // Mapped page by page, 12,000 data pages passed Unicorn's 4096
    // sections and its QEMU aborted the whole process.
    const PAGES: usize = 12_000;
    let words_per_page = PAGE / 8;
    let mut data = vec![0u64; PAGES * words_per_page + 1];
    for k in 0..PAGES {
        data[k * words_per_page] = k as u64 % 7;
    }
    let want: u64 = (0..PAGES as u64).map(|k| k % 7).sum();
    let code = Code::new(&SUM_PAGE_HEADS);
    let mut ctx = bare_context(&mut []);
    ctx.slots = data.as_mut_ptr().cast();
    ctx.slots_len = PAGES as u64;
    let mut emu = emulator();
    for _ in 0..3 {
        assert_eq!(
            run(&mut emu, &code, &mut ctx),
            want,
            "{:?}",
            emu.last_error()
        );
    }
}

/// xorshift64: the churn test's reproducible choices.
fn next(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

/// `nop` ×8; at 0x20 `nop` or a link `b <other>+0x24`; at 0x24 `mov x0, #imm;
/// ret`: a trace's shape (prologue, exit site, body) in miniature.
const NOP: u32 = 0xd503201f;
const SITE: usize = 0x20;
const BODY: usize = 0x24;

struct Churned {
    code: Code,
    imm: u64,
    /// The body this code's site jumps to, if linked.
    link: Option<usize>,
}

/// One emulator, code allocated, linked, unlinked and freed as the JIT does
/// (new mappings often land where freed ones were): every run must run
/// the code as it is now, never a translation of what was there before.
fn churn(seed: u64, steps: u32) {
    let mut emu = emulator();
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut live: Vec<Churned> = Vec::new();
    let mut s = seed;
    for step in 0..steps {
        let r = next(&mut s) % 20;
        if live.is_empty() || (r < 5 && live.len() < 300) {
            let imm = next(&mut s) % 4000;
            let mut words = vec![NOP; BODY / 4];
            words.extend([0xd2800000 | (imm as u32) << 5, 0xd65f03c0]);
            let code = Code::new(&words);
            emu.code_changed(code.addr(), code.len);
            live.push(Churned {
                code,
                imm,
                link: None,
            });
        } else if r < 8 {
            let gone = live.swap_remove(next(&mut s) as usize % live.len());
            let body = gone.code.addr() + BODY;
            for c in live.iter_mut().filter(|c| c.link == Some(body)) {
                c.code.patch(&mut emu, SITE, &NOP.to_le_bytes());
                c.link = None;
            }
            let (addr, len) = (gone.code.addr(), gone.code.len);
            drop(gone);
            emu.code_changed(addr, len);
        } else if r < 11 {
            let from = next(&mut s) as usize % live.len();
            let to = live[next(&mut s) as usize % live.len()].code.addr() + BODY;
            let off = (to as i64 - (live[from].code.addr() + SITE) as i64) / 4;
            if off != -1 && off.abs() < 1 << 25 {
                let b = 0x1400_0000 | (off as u32 & 0x03ff_ffff);
                live[from].code.patch(&mut emu, SITE, &b.to_le_bytes());
                live[from].link = Some(to);
            }
        } else {
            let c = &live[next(&mut s) as usize % live.len()];
            let want = match c.link {
                Some(body) => {
                    live.iter()
                        .find(|t| t.code.addr() + BODY == body)
                        .unwrap()
                        .imm
                }
                None => c.imm,
            };
            assert_eq!(
                run(&mut emu, &c.code, &mut ctx),
                want,
                "seed {seed:#x}, step {step}: {:?}",
                emu.last_error()
            );
        }
    }
}

#[test]
fn code_freed_reused_linked_and_unlinked_always_runs_as_it_is_now() {
    // Threads as in the corpus tests: their mappings come and go between
    // this thread's reads of the host's maps.
    let threads: Vec<_> = (1..=2u64)
        .map(|k| std::thread::spawn(move || churn(0x9e37_79b9_7f4a_7c15 * k, 40_000)))
        .collect();
    for t in threads {
        t.join().expect("churn thread");
    }
}

#[test]
fn a_real_undefined_instruction_is_retried_from_itself_then_reported() {
    let code = Code::new(&[
        0xf9400c01, // ldr x1, [x0, #24]
        0x91000421, // add x1, x1, #1
        0xf9000c01, // str x1, [x0, #24]
        0x00000000, // udf #0
    ]);
    let mut slots = [Value::None; 1];
    let mut ctx = bare_context(&mut slots);
    let mut emu = emulator();
    assert_eq!(run(&mut emu, &code, &mut ctx), EMULATION_FAILED);
    let why = emu.last_error().unwrap().to_string();
    assert!(why.contains("invalid instruction (undefined)"), "{why}");
    // Tried twice more (once translated afresh, once after all
    // translations were dropped); what came before it ran once.
    assert_eq!(emu.stale_translations(), 2);
    assert_eq!(ctx.frame_count, 1);
}

/// `n` pages of a new anonymous private mapping, readable and writable.
fn anonymous_pages(n: usize) -> *mut libc::c_void {
    // SAFETY: an anonymous private mapping with no address hint.
    let m = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            n * PAGE,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    assert_ne!(m, libc::MAP_FAILED);
    m
}

/// Code that returns the word `ctx->slots` points to, and code that
/// jumps to where `ctx->slots` points.
fn read_and_jump() -> (Code, Code) {
    let read = Code::new(&[
        0xf9400001, // ldr x1, [x0]   ; ctx->slots
        0xf9400020, // ldr x0, [x1]
        0xd65f03c0, // ret
    ]);
    let jump = Code::new(&[
        0xf9400001, // ldr x1, [x0]   ; ctx->slots
        0xd61f0020, // br x1
    ]);
    (read, jump)
}

#[test]
fn code_in_a_page_first_mapped_as_data_is_translated_afresh_after_a_change() {
    // Two host pages mapped together as data: the emulator maps both at
    // the first read of one. The second then becomes code; fetching it
    // makes Unicorn split its mapping, so the page's translations live in
    // another backing than the mapping's first page.
    let both = anonymous_pages(2);
    let data = both as *mut u64;
    let code_page = (both as usize + PAGE) as *mut u32;
    let write_code = |imm: u32| {
        // SAFETY: the second page of the mapping made above.
        unsafe {
            assert_eq!(
                libc::mprotect(
                    code_page as *mut libc::c_void,
                    PAGE,
                    libc::PROT_READ | libc::PROT_WRITE
                ),
                0
            );
            code_page.write(0xd2800000 | imm << 5); // mov x0, #imm
            code_page.add(1).write(0xd65f03c0); // ret
            assert_eq!(
                libc::mprotect(
                    code_page as *mut libc::c_void,
                    PAGE,
                    libc::PROT_READ | libc::PROT_EXEC
                ),
                0
            );
        }
    };
    // SAFETY: the first page, writable.
    unsafe { data.write(5) };
    let (read_first, jump) = read_and_jump();
    let mut ctx = bare_context(&mut []);
    let mut emu = emulator();
    ctx.slots = data as *mut Value;
    assert_eq!(
        run(&mut emu, &read_first, &mut ctx),
        5,
        "{:?}",
        emu.last_error()
    );
    write_code(1);
    ctx.slots = code_page as *mut Value;
    // This fetch widens the page's permissions inside Unicorn, which
    // splits its mapping while it translates: the translation reads
    // zeros, an undefined instruction, and is made again.
    assert_eq!(run(&mut emu, &jump, &mut ctx), 1, "{:?}", emu.last_error());
    assert_eq!(emu.stale_translations(), 1);
    for imm in 2..40 {
        write_code(imm);
        emu.code_changed(code_page as usize, 8);
        assert_eq!(
            run(&mut emu, &jump, &mut ctx),
            imm as u64,
            "{:?}",
            emu.last_error()
        );
        // And the first page as data again, to map the pair once more.
        write_code(imm);
        emu.code_changed(code_page as usize, 8);
        ctx.slots = data as *mut Value;
        assert_eq!(
            run(&mut emu, &read_first, &mut ctx),
            5,
            "{:?}",
            emu.last_error()
        );
        ctx.slots = code_page as *mut Value;
    }
    // SAFETY: the mapping made above.
    unsafe { libc::munmap(both, 2 * PAGE) };
}

#[test]
fn code_over_several_pages_first_mapped_as_data_runs_through_all_of_them() {
    // One data page and three code pages mapped together: reading the
    // first maps all four into Unicorn as data; the code pages then
    // become code, and one run branches through all three: it must run
    // them as written, within the retries a run may make.
    let all = anonymous_pages(4);
    let data = all as *mut u64;
    let page = |k: usize| (all as usize + k * PAGE) as *mut u32;
    // SAFETY: pages of the mapping made above, written while writable.
    unsafe {
        data.write(5);
        page(1).write(0x1400_0400); // b +4096
        page(2).write(0x1400_0400); // b +4096
        page(3).write(0xd2800000 | 7 << 5); // mov x0, #7
        page(3).add(1).write(0xd65f03c0); // ret
    }
    let (read_first, jump) = read_and_jump();
    let mut ctx = bare_context(&mut []);
    let mut emu = emulator();
    ctx.slots = data as *mut Value;
    assert_eq!(
        run(&mut emu, &read_first, &mut ctx),
        5,
        "{:?}",
        emu.last_error()
    );
    // SAFETY: the three code pages of the mapping, now written.
    let made_code = unsafe {
        libc::mprotect(
            page(1) as *mut libc::c_void,
            3 * PAGE,
            libc::PROT_READ | libc::PROT_EXEC,
        )
    };
    assert_eq!(made_code, 0);
    ctx.slots = page(1) as *mut Value;
    assert_eq!(run(&mut emu, &jump, &mut ctx), 7, "{:?}", emu.last_error());
    // Whether the first fetch meets the stale translation depends on how
    // the host's maps looked when the emulator last read them (other
    // tests' threads map and unmap): zero retries or a few, never more.
    assert!(
        emu.stale_translations() <= 6,
        "{}",
        emu.stale_translations()
    );
    // SAFETY: the mapping made above.
    unsafe { libc::munmap(all, 4 * PAGE) };
}
