//! Which ISA Cranelift emits for, and with which settings.

use alloc::format;
use core::str::FromStr;

use cranelift_codegen::isa::{self, OwnedTargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use target_lexicon::Triple;
use trellis_core::tier2::BackendError;

/// A Cranelift target Trellis supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    X86_64,
    Aarch64,
}

impl Target {
    /// The `--jit` name of the backend for this target.
    pub fn name(self) -> &'static str {
        match self {
            Target::X86_64 => "cranelift",
            Target::Aarch64 => "cranelift-aarch64",
        }
    }

    fn triple(self) -> &'static str {
        match self {
            Target::X86_64 => "x86_64-unknown-linux-gnu",
            Target::Aarch64 => "aarch64-unknown-linux-gnu",
        }
    }

    /// The configured ISA: no mid-end optimization passes, no verifier
    /// outside debug builds, no unwind tables (traces never unwind).
    ///
    /// The translator hands Cranelift code already specialized and folded
    /// by the trace optimizer, so its e-graph pass (`opt_level` `speed`)
    /// found little to improve and cost compile time on every side trace:
    /// with `none` the real and class benchmarks ran 5-6% faster in
    /// geometric mean (expr_parser 2.51 -> 2.19 s, binary_trees 0.78 ->
    /// 0.67 s) and the loop-bound ones (mandelbrot, matmul) the same.
    /// Register allocation and instruction selection are unchanged.
    pub fn isa(self) -> Result<OwnedTargetIsa, BackendError> {
        let err = |what: &str, e: &dyn core::fmt::Debug| BackendError(format!("{what}: {e:?}"));
        let mut flags = settings::builder();
        for (k, v) in [
            ("opt_level", "none"),
            ("unwind_info", "false"),
            // Cranelift's tail calls (how exits reach linked traces) rely
            // on frame pointers.
            ("preserve_frame_pointers", "true"),
            (
                "enable_verifier",
                if cfg!(debug_assertions) {
                    "true"
                } else {
                    "false"
                },
            ),
        ] {
            flags.set(k, v).map_err(|e| err(k, &e))?;
        }
        let triple = Triple::from_str(self.triple()).map_err(|e| err("triple", &e))?;
        isa::lookup(triple)
            .map_err(|e| err("isa", &e))?
            .finish(settings::Flags::new(flags))
            .map_err(|e| err("isa settings", &e))
    }
}
