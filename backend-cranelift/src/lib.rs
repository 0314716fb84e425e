//! Trellis's Cranelift backend (`no_std`): traces become Cranelift IR
//! ([`translate`]) compiled for x86-64 or AArch64 ([`target`]), placed in
//! host code memory, entered through a host [`Entry`] (native, or an
//! emulator for AArch64 code on an x86-64 machine).
//!
//! Linking is data, not code: each exit of a compiled trace has an 8-byte
//! link word the exit reads; zero returns to the runtime, anything else is
//! the linked trace's address, tail-called with the same context. Linking
//! and unlinking write that word; code is never patched.

#![no_std]

extern crate alloc;

pub mod target;
pub mod translate;

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use cranelift_codegen::Context;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::Function;
use cranelift_codegen::isa::OwnedTargetIsa;
use trellis_core::host::{CodeMemory, CodeRegion};
use trellis_core::tier2::native::{CodeTable, Entry};
use trellis_core::tier2::uops::UopInst;
use trellis_core::tier2::{
    Backend, BackendError, CodeHandle, Compiled, ExecState, ExitTaken, Trace,
};
use trellis_core::value::Value;

pub use target::Target;

struct Placed {
    region: CodeRegion,
    /// Where the code starts and its length (for the entry to forget it).
    base: usize,
    len: usize,
    /// The trace function (what the trampoline and linked exits call).
    body: usize,
    /// Memory the code points into, kept alive (and in place) with it.
    #[allow(dead_code)]
    uops: Box<[UopInst]>,
    #[allow(dead_code)]
    consts: Box<[Value]>,
    counters: Box<[u64]>,
    links: Box<[u64]>,
    /// Cranelift's listing of the machine code, when asked for.
    listing: Option<String>,
}

/// The Cranelift backend over a host's code memory and entry.
pub struct CraneliftBackend {
    target: Target,
    isa: OwnedTargetIsa,
    mem: Box<dyn CodeMemory>,
    entry: Box<dyn Entry>,
    traces: CodeTable<Placed>,
    forced_exit: Option<u32>,
    keep_listing: bool,
    ctx: Context,
    /// The C-ABI trampoline (made on first use) and the word it reads the
    /// trace's address from.
    trampoline: Option<(CodeRegion, usize)>,
    target_cell: Box<u64>,
}

impl CraneliftBackend {
    /// A backend emitting code for `target`, written to `mem` and entered
    /// through `entry`.
    pub fn new(
        target: Target,
        mem: Box<dyn CodeMemory>,
        entry: Box<dyn Entry>,
    ) -> Result<Self, BackendError> {
        Ok(CraneliftBackend {
            target,
            isa: target.isa()?,
            mem,
            entry,
            traces: CodeTable::default(),
            forced_exit: None,
            keep_listing: false,
            ctx: Context::new(),
            trampoline: None,
            target_cell: Box::new(0),
        })
    }

    /// The trampoline's address, compiling it on first use.
    fn trampoline(&mut self) -> Result<usize, BackendError> {
        if let Some((_, at)) = self.trampoline {
            return Ok(at);
        }
        let cell = &*self.target_cell as *const u64 as usize;
        let fc = self.isa.frontend_config();
        let (code, _) = self.emit(translate::entry_function(fc, cell))?;
        let at = self.place(&code)?;
        self.trampoline = Some(at);
        Ok(at.1)
    }

    /// Copies `code` into a new sealed region.
    fn place(&mut self, code: &[u8]) -> Result<(CodeRegion, usize), BackendError> {
        let region = self
            .mem
            .alloc(code.len())
            .map_err(|e| BackendError(format!("no code memory: {}", e.0)))?;
        let written = self
            .mem
            .write(region, 0, code)
            .and_then(|_| self.mem.seal(region));
        if let Err(e) = written {
            self.mem.free(region);
            return Err(BackendError(format!("code memory: {}", e.0)));
        }
        let base = self.mem.address(region);
        self.entry.code_changed(base, code.len());
        Ok((region, base))
    }

    /// Fault injection: every trace takes exit `exit` when it reaches that
    /// exit's uop (tests use it to take each exit).
    pub fn force_exit(&mut self, exit: u32) {
        self.forced_exit = Some(exit);
    }

    /// Keep Cranelift's listing of each trace's code (`--dump-asm`).
    pub fn keep_listing(&mut self, on: bool) {
        self.keep_listing = on;
    }

    /// Instructions the entry has executed, when it counts them.
    pub fn instructions(&self) -> Option<u64> {
        self.entry.instructions()
    }

    fn placed(&self, code: CodeHandle) -> Option<&Placed> {
        self.traces.get(code)
    }

    /// Compiles `func` and returns its bytes and listing.
    fn emit(&mut self, func: Function) -> Result<(Vec<u8>, Option<String>), BackendError> {
        self.ctx.clear();
        self.ctx.func = func;
        self.ctx.set_disasm(self.keep_listing);
        let code = self
            .ctx
            .compile(&*self.isa, &mut ControlPlane::default())
            .map_err(|e| BackendError(format!("cranelift: {:?}", e.inner)))?;
        if !code.buffer.relocs().is_empty() {
            return Err(BackendError(String::from(
                "cranelift emitted relocations (a libcall?)",
            )));
        }
        Ok((code.code_buffer().to_vec(), code.vcode.clone()))
    }
}

impl Backend for CraneliftBackend {
    fn name(&self) -> &'static str {
        self.target.name()
    }

    /// Cranelift compiles a uop in about 15-20 us here, the x86-64 backend
    /// in about 1 us (`--stats`, compile time over optimized uops).
    fn compile_weight(&self) -> u64 {
        16
    }

    fn compile(&mut self, trace: &Trace, consts: &[Value]) -> Result<Compiled, BackendError> {
        let uops: Box<[UopInst]> = trace.uops.clone().into_boxed_slice();
        let tconsts: Box<[Value]> = trace.consts.clone().into_boxed_slice();
        let counters: Box<[u64]> = alloc::vec![0u64; trace.exits.len()].into_boxed_slice();
        let links: Box<[u64]> = alloc::vec![0u64; trace.exits.len()].into_boxed_slice();
        let addrs = translate::Addresses {
            uops: uops.as_ptr() as usize,
            trace_consts: tconsts.as_ptr() as usize,
            counters: counters.as_ptr() as usize,
            links: links.as_ptr() as usize,
        };
        let fc = self.isa.frontend_config();
        let func = translate::translate(trace, consts, &addrs, fc, self.forced_exit)
            .map_err(|e| BackendError(String::from(e.0)))?;
        self.trampoline()?;
        let (code, listing) = self.emit(func)?;
        let (region, base) = self.place(&code)?;
        let placed = Placed {
            region,
            base,
            len: code.len(),
            body: base,
            uops,
            consts: tconsts,
            counters,
            links,
            listing,
        };
        Ok(Compiled {
            handle: self.traces.insert(placed),
            code_bytes: code.len(),
        })
    }

    fn run(&mut self, code: CodeHandle, st: &mut ExecState<'_>) -> ExitTaken {
        let none = ExitTaken::NONE;
        let (Some(body), Some((_, entry))) = (self.placed(code).map(|p| p.body), self.trampoline)
        else {
            return none;
        };
        *self.target_cell = body as u64;
        let mut ctx = trellis_core::tier2::native::context(st);
        // SAFETY: `entry` is the C-ABI trampoline this backend generated for
        // the entry's ISA, sealed in host code memory; it calls `body`, a
        // trace function of this backend. The code touches only `ctx`, the
        // slots and flags it points to, and the uops, constants, counters,
        // link words and target cell this backend keeps alive.
        let r = unsafe { self.entry.enter(entry, &mut ctx) };
        trellis_core::tier2::native::finish(&ctx, st);
        ExitTaken::from_word(r)
    }

    fn link(&mut self, from: CodeHandle, exit: u32, to: CodeHandle) {
        let Some(target) = self.placed(to).map(|p| p.body as u64) else {
            return;
        };
        if let Some(p) = self.traces.get_mut(from)
            && let Some(w) = p.links.get_mut(exit as usize)
        {
            *w = target;
        }
    }

    fn unlink(&mut self, from: CodeHandle, exit: u32) {
        if let Some(p) = self.traces.get_mut(from)
            && let Some(w) = p.links.get_mut(exit as usize)
        {
            *w = 0;
        }
    }

    fn run_failure(&self) -> Option<String> {
        self.entry.failure().map(String::from)
    }

    fn exit_counts(&self, code: CodeHandle) -> Vec<u64> {
        self.placed(code)
            .map(|p| p.counters.to_vec())
            .unwrap_or_default()
    }

    fn release(&mut self, code: CodeHandle) {
        if let Some(p) = self.traces.remove(code) {
            self.mem.free(p.region);
            self.entry.code_changed(p.base, p.len);
        }
    }

    fn disassemble(&self, code: CodeHandle) -> Option<String> {
        self.placed(code)?.listing.clone()
    }
}
