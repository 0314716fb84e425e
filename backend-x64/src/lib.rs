//! Trellis's hand-written x86-64 backend (`no_std`).
//!
//! - [`regs`]: the register map.
//! - [`encoder`]: the instruction encoder (checked against iced-x86).
//! - [`lower`]: uops to machine code with an abstract value stack.

//! - [`X64Backend`]: the [`Backend`] the runtime drives: compiles into
//!   host-provided executable memory, enters code, links and unlinks exits
//!   by rewriting their 8-byte jump slots.

#![no_std]

extern crate alloc;

pub mod encoder;
pub mod lower;
pub mod regs;

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use trellis_core::host::{CodeMemory, CodeRegion};
use trellis_core::tier2::context::JitContext;
use trellis_core::tier2::native::CodeTable;
use trellis_core::tier2::uops::UopInst;
use trellis_core::tier2::{
    Backend, BackendError, CodeHandle, Compiled, ExecState, ExitTaken, Trace,
};
use trellis_core::value::Value;

struct Placed {
    region: CodeRegion,
    base: usize,
    entry: usize,
    body: usize,
    /// Per exit: offset of its jump slot (0: the exit is never taken) and
    /// of its return path.
    exit_slots: Vec<usize>,
    exit_returns: Vec<usize>,
    /// Memory the code points into; kept alive (and in place) as long as
    /// the code.
    #[cfg_attr(not(feature = "disasm"), allow(dead_code))]
    uops: Box<[UopInst]>,
    #[allow(dead_code)]
    consts: Box<[Value]>,
    counters: Box<[u64]>,
    /// A copy of the code and where each uop's code starts, for `--dump-asm`.
    #[cfg_attr(not(feature = "disasm"), allow(dead_code))]
    code: Vec<u8>,
    #[cfg_attr(not(feature = "disasm"), allow(dead_code))]
    uop_at: Vec<(usize, usize)>,
}

/// The x86-64 backend over a host's executable memory.
pub struct X64Backend {
    mem: Box<dyn CodeMemory>,
    traces: CodeTable<Placed>,
    forced_exit: Option<u32>,
}

impl X64Backend {
    pub fn new(mem: Box<dyn CodeMemory>) -> Self {
        X64Backend {
            mem,
            traces: CodeTable::default(),
            forced_exit: None,
        }
    }

    /// Fault injection: compile every trace so that it always takes exit
    /// `exit` when it reaches that exit's uop, as if its guard had failed.
    /// Tests use it to take each exit and compare the rebuilt frames.
    pub fn force_exit(&mut self, exit: u32) {
        self.forced_exit = Some(exit);
    }

    fn placed(&self, code: CodeHandle) -> Option<&Placed> {
        self.traces.get(code)
    }

    fn write_slot(&mut self, from: CodeHandle, exit: u32, target: usize) {
        let Some(p) = self.placed(from) else {
            return;
        };
        let Some(&off) = p.exit_slots.get(exit as usize) else {
            return;
        };
        if off == 0 {
            return;
        }
        let region = p.region;
        let _ = self.mem.write(region, off, &(target as u64).to_le_bytes());
    }
}

impl Backend for X64Backend {
    fn name(&self) -> &'static str {
        "x64"
    }

    fn compile(&mut self, trace: &Trace, consts: &[Value]) -> Result<Compiled, BackendError> {
        let uops: Box<[UopInst]> = trace.uops.clone().into_boxed_slice();
        let tconsts: Box<[Value]> = trace.consts.clone().into_boxed_slice();
        let counters: Box<[u64]> = alloc::vec![0u64; trace.exits.len()].into_boxed_slice();
        let addrs = lower::Addresses {
            uops: uops.as_ptr() as usize,
            trace_consts: tconsts.as_ptr() as usize,
            counters: counters.as_ptr() as usize,
        };
        let mut low = lower::lower(trace, consts, &addrs, self.forced_exit)
            .map_err(|e| BackendError(String::from(e.0)))?;
        let region = self
            .mem
            .alloc(low.code.len())
            .map_err(|e| BackendError(format!("no code memory: {}", e.0)))?;
        let base = self.mem.address(region);
        // Unlinked exits jump to their own return path.
        for (k, &slot) in low.exit_slots.iter().enumerate() {
            if slot != 0 {
                let target = (base + low.exit_returns[k]) as u64;
                low.code[slot..slot + 8].copy_from_slice(&target.to_le_bytes());
            }
        }
        let written = self
            .mem
            .write(region, 0, &low.code)
            .and_then(|_| self.mem.seal(region));
        if let Err(e) = written {
            self.mem.free(region);
            return Err(BackendError(format!("code memory: {}", e.0)));
        }
        let code_bytes = low.code.len();
        let placed = Placed {
            region,
            base,
            entry: base + low.entry,
            body: base + low.body,
            exit_slots: low.exit_slots,
            exit_returns: low.exit_returns,
            uops,
            consts: tconsts,
            counters,
            code: low.code,
            uop_at: low.uop_at,
        };
        Ok(Compiled {
            handle: self.traces.insert(placed),
            code_bytes,
        })
    }

    fn run(&mut self, code: CodeHandle, st: &mut ExecState<'_>) -> ExitTaken {
        let Some(p) = self.placed(code) else {
            return ExitTaken::NONE;
        };
        let entry = p.entry;
        let mut ctx = trellis_core::tier2::native::context(st);
        // SAFETY: `entry` is the prologue of code this backend generated for
        // the System V ABI, written to host memory and sealed read+execute;
        // it only touches `ctx` (alive for the call), the slots `ctx` points
        // to, and memory this backend keeps alive with the code.
        let f: extern "sysv64" fn(*mut JitContext) -> u64 = unsafe { core::mem::transmute(entry) };
        let r = f(&mut ctx);
        trellis_core::tier2::native::finish(&ctx, st);
        ExitTaken::from_word(r)
    }

    fn link(&mut self, from: CodeHandle, exit: u32, to: CodeHandle) {
        if let Some(target) = self.placed(to).map(|p| p.body) {
            self.write_slot(from, exit, target);
        }
    }

    fn unlink(&mut self, from: CodeHandle, exit: u32) {
        let Some(p) = self.placed(from) else {
            return;
        };
        let Some(&ret) = p.exit_returns.get(exit as usize) else {
            return;
        };
        let target = p.base + ret;
        self.write_slot(from, exit, target);
    }

    fn exit_counts(&self, code: CodeHandle) -> Vec<u64> {
        self.placed(code)
            .map(|p| p.counters.to_vec())
            .unwrap_or_default()
    }

    fn release(&mut self, code: CodeHandle) {
        if let Some(p) = self.traces.remove(code) {
            self.mem.free(p.region);
        }
    }

    fn disassemble(&self, code: CodeHandle) -> Option<String> {
        let p = self.placed(code)?;
        disasm(p)
    }
}

#[cfg(feature = "disasm")]
fn disasm(p: &Placed) -> Option<String> {
    use core::fmt::Write;
    use iced_x86::{Decoder, DecoderOptions, Formatter, IntelFormatter};
    let mut out = String::new();
    let mut f = IntelFormatter::new();
    let mut d = Decoder::with_ip(64, &p.code, p.base as u64, DecoderOptions::NONE);
    let mut next_uop = 0;
    let mut text = String::new();
    while d.can_decode() {
        let off = d.position();
        while next_uop < p.uop_at.len() && p.uop_at[next_uop].0 <= off {
            let (_, k) = p.uop_at[next_uop];
            if let Some(u) = p.uops.get(k) {
                let _ = writeln!(out, "    ; {:>3} {}", k, u.describe());
            }
            next_uop += 1;
        }
        let ins = d.decode();
        text.clear();
        f.format(&ins, &mut text);
        let _ = writeln!(out, "  {:08x}  {}", off, text);
    }
    Some(out)
}

#[cfg(not(feature = "disasm"))]
fn disasm(_: &Placed) -> Option<String> {
    None
}
