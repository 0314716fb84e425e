//! Trellis's hand-written AArch64 backend (`no_std`).
//!
//! - [`regs`]: the register map.
//! - [`encoder`]: the A64 instruction encoder (checked against llvm-mc's
//!   encodings and yaxpeax-arm's decoder).
//! - [`lower`]: uops to machine code with an abstract value stack.
//! - [`Aarch64Backend`]: the [`Backend`] the runtime drives: compiles into
//!   host-provided code memory, enters code through a host [`Entry`]
//!   (natively, or under an emulator on other machines), and links and
//!   unlinks exits by patching the `B` that ends each exit stub.
//!
//! Linking: a `B` reaches ±128 MiB. A target body within reach of a stub's
//! `B` gets a direct branch; one beyond it gets the exit's long path
//! (`LDR x16, literal; BR x16`) with the target in the literal, and the
//! `B` points there ([`link_patch`]). Unlinking points the `B` back at the
//! exit's return path. Each patch is one aligned 32-bit word (or an
//! aligned 8-byte literal written before the word that makes it
//! reachable), written through [`CodeMemory::write`], whose host
//! invalidates the instruction cache for what it wrote. Patches happen
//! between runs, never while the code runs.

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
use trellis_core::tier2::native::{CodeTable, Entry};
use trellis_core::tier2::uops::UopInst;
use trellis_core::tier2::{
    Backend, BackendError, CodeHandle, Compiled, ExecState, ExitTaken, Trace,
};
use trellis_core::value::Value;

use encoder::encode_b;
use lower::ExitCode;

/// What linking one patch site to a target writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patch {
    /// The `B` word for the site.
    pub word: u32,
    /// For a target out of the site's reach: the address to store in the
    /// exit's long-path literal (before the word is written).
    pub literal: Option<u64>,
}

/// How far a `B` reaches either way.
pub const B_REACH: usize = 128 << 20;

/// How the `B` at address `site` reaches `target`: directly when within
/// `reach` (at most [`B_REACH`]), else through the long path at
/// `long_path` (in the same code, so within reach) whose literal then
/// holds `target`. `None` if neither reaches (the site and its long path
/// are too far apart, or misaligned).
pub fn link_patch(site: usize, target: usize, long_path: usize, reach: usize) -> Option<Patch> {
    if site.abs_diff(target) <= reach
        && let Some(word) = encode_b(site, target)
    {
        return Some(Patch {
            word,
            literal: None,
        });
    }
    Some(Patch {
        word: encode_b(site, long_path)?,
        literal: Some(target as u64),
    })
}

/// What linking exit `e` of code placed at `base` to the body at `target`
/// (or unlinking it, for `None`) writes: per patch site, its offset and
/// patch; the literal (at `e.literal`) before any word that needs it.
pub fn exit_patches(
    base: usize,
    e: &ExitCode,
    target: Option<usize>,
    reach: usize,
) -> Vec<(usize, Patch)> {
    e.sites
        .iter()
        .filter_map(|&site| {
            let patch = match target {
                Some(t) => link_patch(base + site, t, base + e.long, reach),
                None => encode_b(base + site, base + e.ret).map(|word| Patch {
                    word,
                    literal: None,
                }),
            };
            Some((site, patch?))
        })
        .collect()
}

struct Placed {
    region: CodeRegion,
    base: usize,
    entry: usize,
    body: usize,
    /// Per exit: its patch sites, return path, long path and literal.
    exits: Vec<ExitCode>,
    /// Memory the code points into; kept alive (and in place) as long as
    /// the code.
    #[cfg_attr(not(feature = "disasm"), allow(dead_code))]
    uops: Box<[UopInst]>,
    #[allow(dead_code)]
    consts: Box<[Value]>,
    counters: Box<[u64]>,
    /// A copy of the code, where each uop's code starts and where the data
    /// starts, for `--dump-asm`.
    #[cfg_attr(not(feature = "disasm"), allow(dead_code))]
    code: Vec<u8>,
    #[cfg_attr(not(feature = "disasm"), allow(dead_code))]
    uop_at: Vec<(usize, usize)>,
    #[cfg_attr(not(feature = "disasm"), allow(dead_code))]
    data_at: usize,
}

/// The AArch64 backend over a host's code memory and entry.
pub struct Aarch64Backend {
    mem: Box<dyn CodeMemory>,
    entry: Box<dyn Entry>,
    traces: CodeTable<Placed>,
    forced_exit: Option<u32>,
    /// Farthest target a patched `B` goes to directly ([`B_REACH`]).
    reach: usize,
}

impl Aarch64Backend {
    /// A backend writing code to `mem` and entering it through `entry`.
    pub fn new(mem: Box<dyn CodeMemory>, entry: Box<dyn Entry>) -> Self {
        Aarch64Backend {
            mem,
            entry,
            traces: CodeTable::default(),
            forced_exit: None,
            reach: B_REACH,
        }
    }

    /// Fault injection: compile every trace so that it always takes exit
    /// `exit` when it reaches that exit's uop, as if its guard had failed.
    /// Tests use it to take each exit and compare the rebuilt frames.
    pub fn force_exit(&mut self, exit: u32) {
        self.forced_exit = Some(exit);
    }

    /// Instructions the entry has executed, when it counts them.
    pub fn instructions(&self) -> Option<u64> {
        self.entry.instructions()
    }

    fn placed(&self, code: CodeHandle) -> Option<&Placed> {
        self.traces.get(code)
    }

    /// Test knob: link every exit through its long path, as if every
    /// target were beyond a `B`'s reach.
    pub fn force_long_links(&mut self, on: bool) {
        self.reach = if on { 0 } else { B_REACH };
    }

    /// Points every patch site of `exit` of `from` at `target` (an absolute
    /// address), or back at the exit's return path when `target` is `None`.
    fn patch_exit(&mut self, from: CodeHandle, exit: u32, target: Option<usize>) {
        let Some(p) = self.placed(from) else {
            return;
        };
        let Some(e) = p.exits.get(exit as usize) else {
            return;
        };
        let (region, literal, base) = (p.region, e.literal, p.base);
        let writes = exit_patches(p.base, e, target, self.reach);
        for (site, patch) in writes {
            // The literal first: the branch to the long path then never
            // finds a stale target.
            if let Some(t) = patch.literal {
                let _ = self.mem.write(region, literal, &t.to_le_bytes());
                self.entry.code_changed(base + literal, 8);
            }
            let _ = self.mem.write(region, site, &patch.word.to_le_bytes());
            self.entry.code_changed(base + site, 4);
        }
    }
}

impl Backend for Aarch64Backend {
    fn name(&self) -> &'static str {
        "aarch64"
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
        let low = lower::lower(trace, consts, &addrs, self.forced_exit)
            .map_err(|e| BackendError(String::from(e.0)))?;
        let region = self
            .mem
            .alloc(low.code.len())
            .map_err(|e| BackendError(format!("no code memory: {}", e.0)))?;
        let base = self.mem.address(region);
        if !base.is_multiple_of(8) {
            // Literal slots must be naturally aligned to be rewritten
            // atomically.
            self.mem.free(region);
            return Err(BackendError(String::from("code memory not 8-byte aligned")));
        }
        // The code is position-independent: no relocation once placed.
        let written = self
            .mem
            .write(region, 0, &low.code)
            .and_then(|_| self.mem.seal(region));
        if let Err(e) = written {
            self.mem.free(region);
            return Err(BackendError(format!("code memory: {}", e.0)));
        }
        self.entry.code_changed(base, low.code.len());
        let code_bytes = low.code.len();
        let placed = Placed {
            region,
            base,
            entry: base + low.entry,
            body: base + low.body,
            exits: low.exits,
            uops,
            consts: tconsts,
            counters,
            code: low.code,
            uop_at: low.uop_at,
            data_at: low.data_at,
        };
        Ok(Compiled {
            handle: self.traces.insert(placed),
            code_bytes,
        })
    }

    fn run(&mut self, code: CodeHandle, st: &mut ExecState<'_>) -> ExitTaken {
        let Some(entry) = self.placed(code).map(|p| p.entry) else {
            return ExitTaken::NONE;
        };
        let mut ctx = trellis_core::tier2::native::context(st);
        // SAFETY: `entry` is the AAPCS64 prologue of code this backend
        // generated, sealed in host code memory; the code touches only
        // `ctx`, the slots and flags it points to, and the uops, constants
        // and counters this backend keeps alive with the code (linked exits
        // jump into other traces this backend keeps, under the same terms).
        let r = unsafe { self.entry.enter(entry, &mut ctx) };
        trellis_core::tier2::native::finish(&ctx, st);
        ExitTaken::from_word(r)
    }

    fn link(&mut self, from: CodeHandle, exit: u32, to: CodeHandle) {
        if let Some(target) = self.placed(to).map(|p| p.body) {
            self.patch_exit(from, exit, Some(target));
        }
    }

    fn unlink(&mut self, from: CodeHandle, exit: u32) {
        self.patch_exit(from, exit, None);
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
            self.entry.code_changed(p.base, p.code.len());
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
    use yaxpeax_arch::{Decoder, U8Reader};
    use yaxpeax_arm::armv8::a64::InstDecoder;
    let mut out = String::new();
    let decoder = InstDecoder::default();
    let mut next_uop = 0;
    let code_end = p.data_at.min(p.code.len());
    for (i, word) in p.code[..code_end].chunks_exact(4).enumerate() {
        let off = i * 4;
        while next_uop < p.uop_at.len() && p.uop_at[next_uop].0 <= off {
            let (_, k) = p.uop_at[next_uop];
            if let Some(u) = p.uops.get(k) {
                let _ = writeln!(out, "    ; {:>3} {}", k, u.describe());
            }
            next_uop += 1;
        }
        let mut r = U8Reader::new(word);
        let w = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
        match decoder.decode(&mut r) {
            Ok(ins) => {
                let _ = writeln!(out, "  {:08x}  {:08x}  {}", off, w, ins);
            }
            Err(_) => {
                let _ = writeln!(out, "  {:08x}  {:08x}  .word", off, w);
            }
        }
    }
    for (i, q) in p.code[code_end..].chunks(8).enumerate() {
        let mut b = [0u8; 8];
        b[..q.len()].copy_from_slice(q);
        let _ = writeln!(
            out,
            "  {:08x}  .quad {:#x}",
            code_end + 8 * i,
            u64::from_le_bytes(b)
        );
    }
    Some(out)
}

#[cfg(not(feature = "disasm"))]
fn disasm(_: &Placed) -> Option<String> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: usize = 1 << 20;

    #[test]
    fn near_targets_get_a_direct_branch() {
        let site = 0x4000_0000;
        for target in [site + 4, site - 4, site + 128 * MIB - 4, site - 128 * MIB] {
            let p = link_patch(site, target, site + 64, B_REACH).unwrap();
            assert_eq!(p.literal, None, "{target:#x}");
            assert_eq!(Some(p.word), encode_b(site, target));
        }
    }

    #[test]
    fn far_targets_go_through_the_long_path() {
        let site = 0x4000_0000;
        let long = site + 0x40;
        for target in [
            site + 128 * MIB,
            site - 128 * MIB - 4,
            0x7f00_0000_0000,
            0x1000,
            // Misaligned: no `B` can hold it.
            site + 2,
        ] {
            let p = link_patch(site, target, long, B_REACH).unwrap();
            assert_eq!(p.literal, Some(target as u64), "{target:#x}");
            assert_eq!(Some(p.word), encode_b(site, long));
        }
        // A smaller reach (the test knob) sends near targets the long way.
        let p = link_patch(site, site + 4, long, 0).unwrap();
        assert_eq!(p.literal, Some(site as u64 + 4));
    }

    #[test]
    fn unreachable_long_paths_are_refused() {
        let site = 0x4000_0000;
        let far = 0x7f00_0000_0000;
        assert_eq!(link_patch(site, far, site + 256 * MIB, B_REACH), None);
        assert_eq!(link_patch(site, far, site + 2, B_REACH), None);
    }

    #[test]
    fn linking_patches_every_site_and_unlinking_restores_them() {
        let base = 0x7f12_3450_0000;
        let e = ExitCode {
            sites: alloc::vec![0x100, 0x180],
            ret: 0x200,
            long: 0x20c,
            literal: 0x240,
        };
        let near = base + 16 * MIB;
        let linked = exit_patches(base, &e, Some(near), B_REACH);
        assert_eq!(linked.len(), 2);
        for (&site, &(at, p)) in e.sites.iter().zip(&linked) {
            assert_eq!(at, site);
            assert_eq!(p.word, encode_b(base + site, near).unwrap());
            assert_eq!(p.literal, None);
        }
        let far = base + 4096 * MIB;
        for (&site, &(at, p)) in e
            .sites
            .iter()
            .zip(&exit_patches(base, &e, Some(far), B_REACH))
        {
            assert_eq!(at, site);
            assert_eq!(p.word, encode_b(base + site, base + e.long).unwrap());
            assert_eq!(p.literal, Some(far as u64));
        }
        let unlinked = exit_patches(base, &e, None, B_REACH);
        for (&site, &(at, p)) in e.sites.iter().zip(&unlinked) {
            assert_eq!(at, site);
            assert_eq!(p.word, encode_b(base + site, base + e.ret).unwrap());
            assert_eq!(p.literal, None);
        }
        // The words are the original ones the lowering emitted: `B ret`.
        let mut a = encoder::Asm::new();
        let ret = a.label();
        for _ in 0..0x100 / 4 {
            a.nop();
        }
        a.b(ret);
        for _ in 0..(0x200 - 0x104) / 4 {
            a.nop();
        }
        a.bind(ret);
        a.finish().unwrap();
        let original = u32::from_le_bytes(a.code[0x100..0x104].try_into().unwrap());
        assert_eq!(unlinked[0].1.word, original);
        // An exit never taken has nothing to patch.
        assert!(exit_patches(base, &ExitCode::default(), Some(near), B_REACH).is_empty());
    }
}
