//! Runs Trellis's AArch64 machine code on an x86-64 (Linux) host under the
//! Unicorn emulator: [`Aarch64Emulator`] is a [`trellis_core::tier2::native::Entry`]
//! a backend enters its code through, the way it would call it natively.
//!
//! This module owns the emulated CPU, its stack, the mapping of host memory
//! into it, and the servicing of runtime-helper calls.
//!
//! # Memory
//! Emulated code sees host memory at the host's addresses: code, the
//! [`JitContext`] (on the host stack), frame slots and everything else are
//! plain host pointers. Nothing is copied: a page is mapped into Unicorn
//! with `mem_map_ptr` (reads and writes go straight to host memory) the
//! first time the code reads, writes or fetches it, from Unicorn's
//! unmapped-memory hook, with the permissions the host gives that page
//! (`/proc/self/maps`, cached by the `host_maps` module). A page the host
//! has not mapped, or an access the host does not allow (fetching data,
//! writing sealed code), stops emulation with an error. Pages stay mapped
//! from run to run (up to [`MAX_KEPT_MAPPINGS`] mappings; past it, all are
//! unmapped after the run), and so do Unicorn's translations of the code in
//! them: entering code again maps and translates nothing (an empty entry
//! still costs about 3 µs of Unicorn's own setup).
//! A page is mapped with its unmapped neighbours in the same host mapping,
//! up to an aligned [`DATA_CHUNK`] (data) or [`CODE_CHUNK`] (code, which
//! changes page by page, and a change drops the translations of the whole
//! mapping): every Unicorn mapping is a RAM block that its translation
//! lookups walk and a section of its physical map (at most 4096: past that
//! its QEMU aborts the process in `phys_section_add`), so memory mapped
//! page by page made long programs slow and then killed them.
//! Unicorn reads and writes a mapped page only while emulating code, which
//! under the [`Entry`] contract touches only memory that is alive.
//!
//! The host writes code between runs (new traces, possibly where freed
//! ones were; patched exits) behind Unicorn's back, and Unicorn caches
//! translated blocks by address. Backends report each such change with
//! [`Entry::code_changed`]; before the next run the emulator drops the
//! translated blocks of the pages concerned (`ctl_remove_cache`, while the
//! page is still mapped) and unmaps them, which also clears Unicorn's
//! per-address jump cache for them: that cache can hold a block translated
//! while its page was not mapped yet (the block that faulted the page in),
//! which `ctl_remove_cache` does not see. Unmapping alone does not drop
//! translated blocks in libunicorn 2.0.1, and `ctl_flush_tb` costs 0.1 to
//! 2 s a call. (Dropping and retranslating every page at every run, as an
//! earlier version did, crashed libunicorn in `tb_set_jmp_target` after a
//! few hundred thousand runs.)
//!
//! # Helpers
//! Generated code calls helpers by loading their address from the context
//! and `BLR`. The real addresses are x86-64 functions, so for the run the
//! emulator swaps the helper fields of the context that AArch64 code calls
//! for entries of its trampoline page, `SVC #k; RET` with k the index in
//! [`HELPERS`] (`helper_uop`, `helper_poll`, the list helpers, and the
//! value-op, instance, attribute and append helpers Cranelift's code
//! calls). Its interrupt hook sees the `SVC`, calls the original address
//! from the
//! context natively with x0.. as arguments (per the helper's signature in
//! [`JitContext`]), puts the result in x0, and the `RET` returns to the
//! code. The original fields are restored when the run ends.
//!
//! # Cost and limits
//! Each mapping makes Unicorn rebuild its physical memory map (about
//! 10 µs with libunicorn 2.0.1), so a run's first touch of a run of pages
//! costs that once; later runs reuse the mapping. There is no timeout:
//! code that loops forever hangs, as it would natively. Linux only
//! (`/proc/self/maps`).
//!
//! # Errors
//! [`Entry::enter`] can only return a `u64`: when emulation fails (invalid
//! instruction, access to memory the host has not mapped or does not allow,
//! an unexpected exception) it returns [`EMULATION_FAILED`] (`u64::MAX`) and
//! [`Aarch64Emulator::last_error`] says what happened, with the pc and
//! the instruction word memory holds there after the failure (which tells
//! a stale translation from a jump into code that is gone). `last_error` is
//! `None` after a run that returned normally (which may also return
//! `u64::MAX`, so a backend tells the two apart by `last_error`).
//!
//! An undefined instruction is first taken for a stale translation. One
//! way to make one: a page mapped as data (its host mapping was data
//! when a neighbour was mapped) and then fetched as code. Widening its
//! permissions makes Unicorn split its mapping in the middle of the
//! fetch, and that translation reads zeros (probably how one corpus run
//! in about fifteen failed). As nothing of the instruction has run, the
//! emulator drops the translations of its page and resumes there, then
//! once more after dropping all translations (`ctl_flush_tb`, slow), and
//! only then reports it; [`Aarch64Emulator::stale_translations`] counts
//! these. The two retries are per pc (a run may meet several stale
//! blocks), with at most `MAX_RETRIES` in one run.

mod host_maps;

use std::alloc::{Layout, alloc_zeroed, dealloc};
use std::ffi::c_void;
use std::ptr::NonNull;

use trellis_core::tier2::context::JitContext;
use trellis_core::tier2::native::Entry;
use trellis_core::tier2::uops::UopInst;
use trellis_core::value::Value;
use unicorn_engine::unicorn_const::{Arch, HookType, MemType, Mode, Prot};
use unicorn_engine::{Arm64CpuModel, RegisterARM64, Unicorn};

use host_maps::{HostMaps, describe};

/// What [`Entry::enter`] returns when emulation failed.
pub const EMULATION_FAILED: u64 = u64::MAX;

/// Granularity of lazy mapping: the host's page (x86-64 Linux).
const PAGE: u64 = 4096;
/// Mappings kept between runs before all are unmapped (each mapping makes
/// later map changes slower: Unicorn rebuilds its map in full).
pub const MAX_KEPT_MAPPINGS: usize = 1024;
/// The most a data fault maps at once, aligned to its size.
pub const DATA_CHUNK: u64 = 64 * PAGE;
/// The most a code fetch maps at once, aligned to its size: smaller, since
/// a change to one page drops the translations of its whole mapping.
pub const CODE_CHUNK: u64 = 16 * PAGE;
/// The emulated code's stack.
const STACK_SIZE: u64 = 1 << 20;
/// Stale-translation retries one run may make in all (two per pc: see
/// the module documentation, "Errors").
const MAX_RETRIES: u32 = 64;
/// Offset of the sentinel return address in the trampoline page: the code
/// returns there and emulation stops before executing it (the `BRK` it
/// holds would report an error if it ever ran).
const SENTINEL: u64 = 0x100;
/// `SVC #k` (k in bits 5..21).
const SVC: u32 = 0xd400_0001;
/// `RET`.
const RET: u32 = 0xd65f_03c0;
/// `BRK #0`.
const BRK: u32 = 0xd420_0000;
/// QEMU's exception numbers: undefined instruction, `SVC`, `BRK`.
const EXCP_UDEF: u32 = 1;
const EXCP_SWI: u32 = 2;
const EXCP_BKPT: u32 = 7;
/// Helper names, by trampoline index.
const HELPERS: [&str; 8] = [
    "helper_uop",
    "helper_poll",
    "helper_list_get",
    "helper_list_set",
    "helper_value_op",
    "helper_new_instance",
    "helper_slot_add",
    "helper_list_append",
];

/// The context's field for each helper of [`HELPERS`], in that order.
fn helper_fields(ctx: &mut JitContext) -> [&mut usize; 8] {
    [
        &mut ctx.helper_uop,
        &mut ctx.helper_poll,
        &mut ctx.helper_list_get,
        &mut ctx.helper_list_set,
        &mut ctx.helper_value_op,
        &mut ctx.helper_new_instance,
        &mut ctx.helper_slot_add,
        &mut ctx.helper_list_append,
    ]
}

type UopFn =
    unsafe extern "C" fn(*mut JitContext, *const UopInst, u64, u64, *const Value, u64) -> u64;
type PollFn = unsafe extern "C" fn(*mut JitContext, u64) -> u64;
type ListGetFn = unsafe extern "C" fn(*mut JitContext, u64, i64, *mut Value) -> u64;
type ListSetFn = unsafe extern "C" fn(*mut JitContext, u64, i64, *const Value) -> u64;
type ValueOpFn = unsafe extern "C" fn(*mut JitContext, u64, *mut Value) -> u64;
type NewInstanceFn = unsafe extern "C" fn(*mut JitContext, *const Value, *mut Value) -> u64;
type SlotAddFn = unsafe extern "C" fn(*mut JitContext, *const Value, u64, *const Value) -> u64;
type ListAppendFn = unsafe extern "C" fn(*mut JitContext, u64, *const Value) -> u64;

/// Memory the emulator owns and keeps mapped: the trampoline page, then
/// the stack (so a stack overflow runs into the trampoline, which Unicorn
/// maps read+execute only, and is reported).
struct OwnedMemory {
    ptr: NonNull<u8>,
    layout: Layout,
}

impl OwnedMemory {
    fn new() -> Result<Self, EmulatorError> {
        let layout = Layout::from_size_align((PAGE + STACK_SIZE) as usize, PAGE as usize)
            .map_err(|e| EmulatorError(e.to_string()))?;
        // SAFETY: the layout has a nonzero size.
        let ptr = NonNull::new(unsafe { alloc_zeroed(layout) })
            .ok_or_else(|| EmulatorError("cannot allocate the emulated stack".into()))?;
        Ok(OwnedMemory { ptr, layout })
    }

    fn base(&self) -> u64 {
        self.ptr.as_ptr() as u64
    }
}

impl Drop for OwnedMemory {
    fn drop(&mut self) {
        // SAFETY: allocated in `new` with this layout.
        unsafe { dealloc(self.ptr.as_ptr(), self.layout) };
    }
}

/// State the hooks share with [`Aarch64Emulator`] (Unicorn's user data).
struct Shared {
    /// The trampoline page's address.
    trampoline: u64,
    /// Trampoline and stack: mapped for the emulator's lifetime.
    owned: std::ops::Range<u64>,
    /// Pages mapped lazily (in this or earlier runs), with their
    /// permissions.
    pages: std::collections::HashMap<u64, u32>,
    /// The lazy mappings, as made: start to length. A page is unmapped
    /// with the whole mapping that holds it.
    mappings: std::collections::BTreeMap<u64, u64>,
    /// Code pages written or freed since they were mapped: their
    /// translations go before the next run.
    stale: Vec<u64>,
    maps: HostMaps,
    /// The context's real helper addresses during the current run.
    helpers: [usize; HELPERS.len()],
    instructions: u64,
    /// Why the current run failed, when a hook found out.
    error: Option<String>,
    /// Where the current run met an undefined instruction.
    undefined_at: Option<u64>,
    /// See [`Aarch64Emulator::stale_translations`].
    stale_translations: u64,
}

impl Shared {
    fn fail(&mut self, why: String) {
        // The first failure is the cause; later ones are consequences.
        self.error.get_or_insert(why);
    }
}

/// Why an [`Aarch64Emulator`] could not be created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmulatorError(pub String);

impl std::fmt::Display for EmulatorError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EmulatorError {}

fn uc_err(what: &str, e: unicorn_engine::unicorn_const::uc_error) -> EmulatorError {
    EmulatorError(format!("{what}: {e:?}"))
}

/// An emulated AArch64 CPU (Unicorn's Cortex-A72 model, ARMv8.0-A) that
/// runs code through [`Entry`]; see the crate documentation for how memory
/// and helper calls work. One Unicorn instance is reused for every run.
///
/// Not `Send`: the Unicorn binding keeps its state behind an `Rc`.
pub struct Aarch64Emulator {
    // Declared before `owned` so Unicorn is closed before the memory it
    // maps is freed.
    uc: Unicorn<'static, Shared>,
    owned: OwnedMemory,
    counting: bool,
    last_error: Option<String>,
}

impl Aarch64Emulator {
    /// A new emulator. With `count_instructions`, every emulated
    /// instruction of the code (not the trampoline's) is counted and
    /// [`Entry::instructions`] returns the total; that adds a hook call per
    /// instruction, so it is much slower.
    pub fn new(count_instructions: bool) -> Result<Self, EmulatorError> {
        let owned = OwnedMemory::new()?;
        let trampoline = owned.base();
        let shared = Shared {
            trampoline,
            owned: trampoline..trampoline + PAGE + STACK_SIZE,
            pages: std::collections::HashMap::new(),
            mappings: std::collections::BTreeMap::new(),
            stale: Vec::new(),
            maps: HostMaps::default(),
            helpers: [0; HELPERS.len()],
            instructions: 0,
            error: None,
            undefined_at: None,
            stale_translations: 0,
        };
        let mut uc = Unicorn::new_with_data(Arch::ARM64, Mode::LITTLE_ENDIAN, shared)
            .map_err(|e| uc_err("cannot open Unicorn", e))?;
        // Pinned rather than left to the library's default: ARMv8.0-A runs
        // on every AArch64 CPU.
        uc.ctl_set_cpu_model(Arm64CpuModel::A72 as i32)
            .map_err(|e| uc_err("cannot select the CPU model", e))?;

        let mut words = [BRK; (SENTINEL / 4 + 1) as usize];
        for k in 0..HELPERS.len() {
            words[2 * k] = SVC | (k as u32) << 5;
            words[2 * k + 1] = RET;
        }
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        // SAFETY: the trampoline page is the first page of `owned`, which
        // nothing else references yet.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), owned.ptr.as_ptr(), bytes.len());
        }
        // SAFETY: both ranges lie in `owned`, page-aligned, which outlives
        // `uc` (field order) and is only reached through Unicorn.
        unsafe {
            uc.mem_map_ptr(
                trampoline,
                PAGE,
                Prot::READ | Prot::EXEC,
                trampoline as *mut c_void,
            )
            .map_err(|e| uc_err("cannot map the trampoline", e))?;
            uc.mem_map_ptr(
                trampoline + PAGE,
                STACK_SIZE,
                Prot::READ | Prot::WRITE,
                (trampoline + PAGE) as *mut c_void,
            )
            .map_err(|e| uc_err("cannot map the stack", e))?;
        }

        uc.add_mem_hook(
            HookType::MEM_UNMAPPED | HookType::MEM_PROT,
            1,
            0,
            |uc, kind, addr, size, _value| on_fault(uc, kind, addr, size),
        )
        .map_err(|e| uc_err("cannot hook memory faults", e))?;
        uc.add_intr_hook(on_interrupt)
            .map_err(|e| uc_err("cannot hook interrupts", e))?;
        if count_instructions {
            uc.add_code_hook(1, 0, move |uc, addr, _size| {
                // Helper calls are the host's work, not the code's.
                if !(trampoline..trampoline + PAGE).contains(&addr) {
                    uc.get_data_mut().instructions += 1;
                }
            })
            .map_err(|e| uc_err("cannot hook instructions", e))?;
        }
        Ok(Aarch64Emulator {
            uc,
            owned,
            counting: count_instructions,
            last_error: None,
        })
    }

    /// Why the last [`Entry::enter`] failed (it then returned
    /// [`EMULATION_FAILED`]); `None` after a run that returned normally.
    pub fn last_error(&self) -> Option<&str> {
        self.last_error.as_deref()
    }

    fn sentinel(&self) -> u64 {
        self.owned.base() + SENTINEL
    }

    /// Runs the code with `ctx` (whose helper fields already point into
    /// the trampoline) and returns x0, or why it failed.
    fn run(&mut self, entry: usize, ctx: *mut JitContext) -> Result<u64, String> {
        let sentinel = self.sentinel();
        let stack_top = self.owned.base() + PAGE + STACK_SIZE;
        let regs = [
            (RegisterARM64::X0, ctx as u64),
            (RegisterARM64::SP, stack_top),
            (RegisterARM64::LR, sentinel),
        ];
        for (reg, value) in regs {
            self.uc
                .reg_write(reg, value)
                .map_err(|e| format!("cannot set {reg:?}: {e:?}"))?;
        }
        let mut start = entry as u64;
        // Retries at the pc that last met an undefined instruction, and in
        // the whole run (each retry is progress past a stale block, so a
        // run needs few; the bound keeps a pathological one finite).
        let (mut retried_pc, mut retries_here, mut retries) = (u64::MAX, 0, 0);
        loop {
            let result = self.uc.emu_start(start, sentinel, 0, 0);
            let pc = self.uc.pc_read().unwrap_or(0);
            let shared = self.uc.get_data_mut();
            let mut found = shared.error.take();
            if let Some(at) = shared.undefined_at.take() {
                // A translation made before the code there was written
                // (Unicorn was not told of a change, or kept a block it
                // was told to drop) looks like an undefined instruction.
                // No part of that instruction has run, so it is resumed
                // once its page is translated afresh, then once after all
                // translations are dropped; still undefined, it really is.
                if at != retried_pc {
                    (retried_pc, retries_here) = (at, 0);
                }
                if found.is_none() && retries_here < 2 && retries < MAX_RETRIES {
                    retries_here += 1;
                    retries += 1;
                    match self.retranslate(at, retries_here == 2) {
                        Ok(()) => {
                            start = at;
                            continue;
                        }
                        Err(why) => found = Some(format!("invalid instruction (undefined; {why})")),
                    }
                }
                found.get_or_insert_with(|| "invalid instruction (undefined)".to_string());
            }
            return match (result, found) {
                (_, Some(why)) => {
                    // What memory holds at pc now: a real instruction there
                    // beside "invalid instruction" would mean a stale
                    // translation, zeros a jump to code that is gone.
                    let mut word = [0u8; 4];
                    let now = match self.uc.mem_read(pc, &mut word) {
                        Ok(()) => format!(", word there now {:#010x}", u32::from_le_bytes(word)),
                        Err(_) => String::new(),
                    };
                    Err(format!("{why} (pc {pc:#x}{now})"))
                }
                (Err(e), None) => Err(format!("emulation failed: {e:?} (pc {pc:#x})")),
                (Ok(()), None) if pc != sentinel => Err(format!(
                    "emulation stopped at pc {pc:#x}, not at the return"
                )),
                (Ok(()), None) => self
                    .uc
                    .reg_read(RegisterARM64::X0)
                    .map_err(|e| format!("cannot read x0: {e:?}")),
            };
        }
    }

    /// Drops the translations of the code at `pc` (with `everything`, all
    /// of Unicorn's translations) so that the next fetch reads memory as
    /// it is now.
    fn retranslate(&mut self, pc: u64, everything: bool) -> Result<(), String> {
        self.uc.get_data_mut().stale_translations += 1;
        self.unmap_pages(&[pc & !(PAGE - 1)])?;
        if everything {
            self.uc
                .ctl_flush_tb()
                .map_err(|e| format!("cannot drop all translations: {e:?}"))?;
        }
        Ok(())
    }

    /// How many times a run met an undefined instruction where memory
    /// held another one by then, and went on after translating it afresh
    /// (see the module documentation, "Errors"); a genuine undefined
    /// instruction counts twice before it is reported.
    pub fn stale_translations(&self) -> u64 {
        self.uc.get_data().stale_translations
    }

    /// Unmaps the mappings that hold `pages`, first dropping their
    /// translated blocks (while they are mapped: Unicorn finds the blocks
    /// through the page's address).
    fn unmap_pages(&mut self, pages: &[u64]) -> Result<(), String> {
        let mut failed = None;
        for &page in pages {
            let shared = self.uc.get_data_mut();
            let Some((&start, &len)) = shared.mappings.range(..=page).next_back() else {
                continue;
            };
            if page >= start + len {
                continue;
            }
            shared.mappings.remove(&start);
            let mut exec = Vec::new();
            for p in (start..start + len).step_by(PAGE as usize) {
                if shared
                    .pages
                    .remove(&p)
                    .is_some_and(|prot| prot & Prot::EXEC.0 != 0)
                {
                    exec.push(p);
                }
            }
            // Page by page: Unicorn finds the blocks of a range through
            // the backing of its first page only, and does nothing when
            // that page cannot be fetched. A mapping whose permissions
            // were widened page by page is several backings, and its first
            // page may be data.
            for p in exec {
                if let Err(e) = self.uc.ctl_remove_cache(p, p + PAGE) {
                    failed.get_or_insert(format!("cannot drop translations of {p:#x}: {e:?}"));
                }
            }
            if let Err(e) = self.uc.mem_unmap(start, len) {
                failed.get_or_insert(format!("cannot unmap {start:#x}+{len:#x}: {e:?}"));
            }
        }
        failed.map_or(Ok(()), Err)
    }

    /// Before a run: forgets the code pages that changed.
    fn drop_stale(&mut self) -> Result<(), String> {
        let mut stale = std::mem::take(&mut self.uc.get_data_mut().stale);
        stale.sort_unstable();
        stale.dedup();
        let r = self.unmap_pages(&stale);
        stale.clear();
        self.uc.get_data_mut().stale = stale;
        r
    }

    /// After a run: unmaps everything if too many mappings are kept.
    fn bound_pages(&mut self) -> Result<(), String> {
        if self.uc.get_data().mappings.len() <= MAX_KEPT_MAPPINGS {
            return Ok(());
        }
        let all: Vec<u64> = self.uc.get_data().mappings.keys().copied().collect();
        self.unmap_pages(&all)
    }
}

impl Entry for Aarch64Emulator {
    /// Runs `entry` under emulation; see the crate documentation. Returns
    /// [`EMULATION_FAILED`] with [`Aarch64Emulator::last_error`] set when
    /// emulation fails.
    unsafe fn enter(&mut self, entry: usize, ctx: &mut JitContext) -> u64 {
        let tramp = self.owned.base() as usize;
        let mut real = [0; HELPERS.len()];
        for (k, field) in helper_fields(ctx).into_iter().enumerate() {
            real[k] = *field;
            *field = tramp + 8 * k;
        }
        {
            let shared = self.uc.get_data_mut();
            shared.helpers = real;
            shared.error = None;
            shared.undefined_at = None;
        }
        // During the run `ctx` is reached only through this pointer (by the
        // emulated code and the helpers), as natively.
        let result = self
            .drop_stale()
            .and_then(|()| self.run(entry, &raw mut *ctx));
        let cleanup = self.bound_pages();
        for (field, r) in helper_fields(ctx).into_iter().zip(real) {
            *field = r;
        }
        self.uc.get_data_mut().helpers = [0; HELPERS.len()];
        match result.and_then(|x0| cleanup.map(|()| x0)) {
            Ok(x0) => {
                self.last_error = None;
                x0
            }
            Err(why) => {
                self.last_error = Some(why);
                EMULATION_FAILED
            }
        }
    }

    fn code_changed(&mut self, addr: usize, len: usize) {
        let first = addr as u64 & !(PAGE - 1);
        let end = (addr as u64).saturating_add(len.max(1) as u64);
        let shared = self.uc.get_data_mut();
        let mut page = first;
        while page < end {
            if shared.pages.contains_key(&page) {
                shared.stale.push(page);
            }
            page += PAGE;
        }
    }

    fn failure(&self) -> Option<&str> {
        self.last_error()
    }

    fn instructions(&self) -> Option<u64> {
        self.counting.then(|| self.uc.get_data().instructions)
    }
}

/// Unicorn's hook for unmapped and protected accesses: maps the host pages
/// the access touches, or widens their permissions, when the host allows
/// the access. Returns whether the access may proceed.
fn on_fault(uc: &mut Unicorn<'_, Shared>, kind: MemType, addr: u64, size: usize) -> bool {
    let (need, what) = match kind {
        MemType::READ_UNMAPPED | MemType::READ_PROT => (Prot::READ.0, "read"),
        MemType::WRITE_UNMAPPED | MemType::WRITE_PROT => (Prot::WRITE.0, "write"),
        MemType::FETCH_UNMAPPED | MemType::FETCH_PROT => (Prot::EXEC.0, "fetch"),
        _ => return false,
    };
    ensure_range(uc, addr, size, need, what)
}

/// Makes `addr..addr + size` accessible with `need`, as the host allows;
/// else records why not and returns false.
fn ensure_range(
    uc: &mut Unicorn<'_, Shared>,
    addr: u64,
    size: usize,
    need: u32,
    what: &str,
) -> bool {
    let last = addr.saturating_add(size.max(1) as u64 - 1);
    let mut page = addr & !(PAGE - 1);
    while page <= last {
        if let Err(why) = ensure_page(uc, page, need) {
            uc.get_data_mut().fail(format!(
                "{what} of {size} bytes at {addr:#x}: page {page:#x}: {why}"
            ));
            return false;
        }
        page = match page.checked_add(PAGE) {
            Some(p) => p,
            None => break,
        };
    }
    true
}

/// Makes `page` accessible with `need` (Unicorn permission bits), as the
/// host allows.
fn ensure_page(uc: &mut Unicorn<'_, Shared>, page: u64, need: u32) -> Result<(), String> {
    let shared = uc.get_data_mut();
    if shared.owned.contains(&page) {
        let prot = if page == shared.trampoline {
            Prot::READ.0 | Prot::EXEC.0
        } else {
            Prot::READ.0 | Prot::WRITE.0
        };
        return if prot & need == need {
            Ok(())
        } else {
            Err(format!(
                "the emulator's own {} page is {}",
                if page == shared.trampoline {
                    "trampoline (stack overflow?)"
                } else {
                    "stack"
                },
                describe(prot)
            ))
        };
    }
    let mapped = shared.pages.get(&page).copied();
    if let Some(had) = mapped
        && had & need == need
    {
        return Ok(());
    }
    let prot = shared.maps.prot_for(page, need)?;
    match mapped {
        Some(_) => {
            shared.pages.insert(page, prot);
            uc.mem_protect(page, PAGE, Prot(prot))
                .map_err(|e| format!("cannot change its permissions: {e:?}"))
        }
        None => {
            let chunk = if prot & Prot::EXEC.0 == 0 {
                DATA_CHUNK
            } else {
                CODE_CHUNK
            };
            let (start, len) = shared.run_around(page, chunk);
            // SAFETY: the host has `start..start + len` mapped with at
            // least `prot` (per `/proc/self/maps`: one host mapping),
            // page-aligned. Unicorn reaches it only while emulating code,
            // which the `Entry` contract lets touch only memory alive
            // during its run (the mapping may outlive the memory; nothing
            // reaches it then).
            unsafe { uc.mem_map_ptr(start, len, Prot(prot), start as *mut c_void) }
                .map_err(|e| format!("cannot map it: {e:?}"))?;
            let shared = uc.get_data_mut();
            shared.mappings.insert(start, len);
            for p in (start..start + len).step_by(PAGE as usize) {
                shared.pages.insert(p, prot);
            }
            Ok(())
        }
    }
}

impl Shared {
    /// The pages to map with `page`: the run of its neighbours within its
    /// aligned `chunk` and its host mapping that are mapped neither lazily
    /// nor as the emulator's own memory.
    fn run_around(&self, page: u64, chunk: u64) -> (u64, u64) {
        let Some((lo, hi, _)) = self.maps.region_of(page) else {
            return (page, PAGE);
        };
        let first = page & !(chunk - 1);
        let lo = lo.max(first);
        let hi = hi.min(first.saturating_add(chunk));
        let free = |p: u64| !self.pages.contains_key(&p) && !self.owned.contains(&p);
        let mut start = page;
        while start > lo && free(start - PAGE) {
            start -= PAGE;
        }
        let mut end = page + PAGE;
        while end < hi && free(end) {
            end += PAGE;
        }
        (start, end - start)
    }
}

/// Unicorn's interrupt hook: services helper calls from the trampoline;
/// anything else stops emulation with an error.
fn on_interrupt(uc: &mut Unicorn<'_, Shared>, intno: u32) {
    if intno == EXCP_UDEF {
        // pc is the undefined instruction's; the run decides what follows.
        let pc = uc.pc_read().unwrap_or(0);
        uc.get_data_mut().undefined_at = Some(pc);
        let _ = uc.emu_stop();
        return;
    }
    if let Err(why) = service_helper(uc, intno) {
        uc.get_data_mut().fail(why);
        let _ = uc.emu_stop();
    }
}

fn service_helper(uc: &mut Unicorn<'_, Shared>, intno: u32) -> Result<(), String> {
    // After `SVC`, pc is the instruction after it.
    let pc = uc.pc_read().map_err(|e| format!("cannot read pc: {e:?}"))?;
    let shared = uc.get_data();
    let offset = pc.wrapping_sub(4).wrapping_sub(shared.trampoline);
    if intno != EXCP_SWI || offset % 8 != 0 || offset / 8 >= HELPERS.len() as u64 {
        return Err(match intno {
            EXCP_BKPT => "breakpoint (BRK)".to_string(),
            EXCP_SWI => "SVC outside the helper trampoline".to_string(),
            _ => format!("unexpected exception {intno}"),
        });
    }
    let k = (offset / 8) as usize;
    let helper = shared.helpers[k];
    if helper == 0 {
        return Err(format!(
            "call to {}, which the context leaves null",
            HELPERS[k]
        ));
    }
    use RegisterARM64::{X0, X1, X2, X3, X4, X5};
    let mut a = [0u64; 6];
    for (v, reg) in a.iter_mut().zip([X0, X1, X2, X3, X4, X5]) {
        *v = uc
            .reg_read(reg)
            .map_err(|e| format!("cannot read {reg:?}: {e:?}"))?;
    }
    // SAFETY: `helper` is the context's field for helper k, which the
    // `Entry` contract makes the runtime's helper with the signature
    // `JitContext` documents; the arguments are the code's, which the
    // contract makes valid for it, exactly as in a native call.
    let result = unsafe {
        match k {
            0 => std::mem::transmute::<usize, UopFn>(helper)(
                a[0] as *mut JitContext,
                a[1] as *const UopInst,
                a[2],
                a[3],
                a[4] as *const Value,
                a[5],
            ),
            1 => std::mem::transmute::<usize, PollFn>(helper)(a[0] as *mut JitContext, a[1]),
            2 => std::mem::transmute::<usize, ListGetFn>(helper)(
                a[0] as *mut JitContext,
                a[1],
                a[2] as i64,
                a[3] as *mut Value,
            ),
            3 => std::mem::transmute::<usize, ListSetFn>(helper)(
                a[0] as *mut JitContext,
                a[1],
                a[2] as i64,
                a[3] as *const Value,
            ),
            4 => std::mem::transmute::<usize, ValueOpFn>(helper)(
                a[0] as *mut JitContext,
                a[1],
                a[2] as *mut Value,
            ),
            5 => std::mem::transmute::<usize, NewInstanceFn>(helper)(
                a[0] as *mut JitContext,
                a[1] as *const Value,
                a[2] as *mut Value,
            ),
            6 => std::mem::transmute::<usize, SlotAddFn>(helper)(
                a[0] as *mut JitContext,
                a[1] as *const Value,
                a[2],
                a[3] as *const Value,
            ),
            _ => std::mem::transmute::<usize, ListAppendFn>(helper)(
                a[0] as *mut JitContext,
                a[1],
                a[2] as *const Value,
            ),
        }
    };
    uc.reg_write(X0, result)
        .map_err(|e| format!("cannot set x0: {e:?}"))
}
