//! Loading a program from a path and running it: what `trellis run` does,
//! callable in-process by tests.

use std::path::Path;

use trellis_core::bytecode::{LoadError, Module, format};
use trellis_core::tier2::{Jit, JitConfig, JitStats, Trace, TraceId, TreeStats, UopExecutor};
use trellis_core::{GuestError, Output, Vm, VmConfig};

use crate::frontend::{self, CompileError};
use crate::host;

/// Why a program could not be started.
#[derive(Debug)]
pub enum LoadFailure {
    Io(String, std::io::Error),
    Compile(CompileError),
    Bytecode(String, LoadError),
}

impl std::fmt::Display for LoadFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadFailure::Io(p, e) => write!(f, "trellis: cannot read {p}: {e}"),
            LoadFailure::Compile(e) => write!(f, "{e}"),
            LoadFailure::Bytecode(p, e) => write!(f, "{p}: invalid bytecode: {e}"),
        }
    }
}

/// Source path or `.tbc` file to a verified module. `.tbc` files are
/// recognised by their magic number, whatever their name.
pub fn load(path: &Path) -> Result<Module, LoadFailure> {
    load_with(path, &[])
}

/// The directories imports search after the program's own: `dirs`, then
/// those in `TRELLIS_PATH` (separated by `:`).
pub fn search_path(mut dirs: Vec<std::path::PathBuf>) -> Vec<std::path::PathBuf> {
    if let Some(env) = std::env::var_os("TRELLIS_PATH") {
        dirs.extend(std::env::split_paths(&env).filter(|p| !p.as_os_str().is_empty()));
    }
    dirs
}

/// [`load`], with imports searched for in `search` too.
pub fn load_with(path: &Path, search: &[std::path::PathBuf]) -> Result<Module, LoadFailure> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| LoadFailure::Io(shown.clone(), e))?;
    // A `.tbc` file is bytecode even when too short to hold the magic (a
    // truncated file must be refused, not run as source); any other file
    // is bytecode if it starts with the magic.
    let tbc = path.extension().is_some_and(|e| e == "tbc");
    if tbc || bytes.starts_with(format::MAGIC) {
        return format::load(&bytes).map_err(|e| LoadFailure::Bytecode(shown, e));
    }
    let source = String::from_utf8(bytes).map_err(|_| {
        LoadFailure::Compile(CompileError {
            kind: frontend::CompileErrorKind::Syntax,
            filename: shown.clone(),
            line: 1,
            column: 1,
            message: "source is not valid UTF-8".into(),
        })
    })?;
    frontend::compile_with(&source, &shown, search).map_err(LoadFailure::Compile)
}

/// Which engine runs hot loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The interpreter only.
    Off,
    /// Tier 2 with the portable uop executor.
    Uops,
    /// Tier 2 with the hand-written x86-64 backend.
    #[cfg(all(feature = "x64", target_arch = "x86_64"))]
    X64,
    /// Tier 2 with the Cranelift backend, native x86-64 code.
    #[cfg(all(feature = "cranelift", target_arch = "x86_64"))]
    Cranelift,
    /// Tier 2 with the Cranelift backend emitting AArch64 code, run under
    /// the emulator.
    #[cfg(all(feature = "cranelift", feature = "emulator", target_arch = "x86_64"))]
    CraneliftAarch64,
    /// Tier 2 with the hand-written AArch64 backend: native on AArch64
    /// hosts, under the emulator on x86-64 ones.
    #[cfg(all(
        feature = "aarch64",
        any(
            target_arch = "aarch64",
            all(feature = "emulator", target_arch = "x86_64")
        )
    ))]
    Aarch64,
}

impl Engine {
    /// Every engine compiled in (and runnable on this machine).
    pub const ALL: &'static [Engine] = &[
        Engine::Off,
        Engine::Uops,
        #[cfg(all(feature = "x64", target_arch = "x86_64"))]
        Engine::X64,
        #[cfg(all(feature = "cranelift", target_arch = "x86_64"))]
        Engine::Cranelift,
        #[cfg(all(feature = "cranelift", feature = "emulator", target_arch = "x86_64"))]
        Engine::CraneliftAarch64,
        #[cfg(all(
            feature = "aarch64",
            any(
                target_arch = "aarch64",
                all(feature = "emulator", target_arch = "x86_64")
            )
        ))]
        Engine::Aarch64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Engine::Off => "off",
            Engine::Uops => "uops",
            #[cfg(all(feature = "x64", target_arch = "x86_64"))]
            Engine::X64 => "x64",
            #[cfg(all(feature = "cranelift", target_arch = "x86_64"))]
            Engine::Cranelift => "cranelift",
            #[cfg(all(feature = "cranelift", feature = "emulator", target_arch = "x86_64"))]
            Engine::CraneliftAarch64 => "cranelift-aarch64",
            #[cfg(all(
                feature = "aarch64",
                any(
                    target_arch = "aarch64",
                    all(feature = "emulator", target_arch = "x86_64")
                )
            ))]
            Engine::Aarch64 => "aarch64",
        }
    }

    /// One line for `--help`.
    pub fn describe(self) -> &'static str {
        match self {
            Engine::Off => "Interpret only (tier 1)",
            Engine::Uops => "Tier 2 with the portable uop executor (no machine code)",
            #[cfg(all(feature = "x64", target_arch = "x86_64"))]
            Engine::X64 => "Tier 2 with the hand-written x86-64 backend",
            #[cfg(all(feature = "cranelift", target_arch = "x86_64"))]
            Engine::Cranelift => "Tier 2 with the Cranelift backend (x86-64 code)",
            #[cfg(all(feature = "cranelift", feature = "emulator", target_arch = "x86_64"))]
            Engine::CraneliftAarch64 => {
                "Tier 2 with the Cranelift backend (AArch64 code, emulated by Unicorn)"
            }
            #[cfg(all(
                feature = "aarch64",
                any(
                    target_arch = "aarch64",
                    all(feature = "emulator", target_arch = "x86_64")
                )
            ))]
            Engine::Aarch64 => {
                "Tier 2 with the hand-written AArch64 backend (emulated by Unicorn on x86-64 hosts)"
            }
        }
    }

    /// The best engine this build has: a machine-code backend for this
    /// machine if there is one, else the interpreter.
    pub fn preferred() -> Engine {
        #[cfg(all(feature = "x64", target_arch = "x86_64"))]
        return Engine::X64;
        #[allow(unreachable_code)]
        Engine::Off
    }

    /// Whether this engine's code runs under the emulator here (every
    /// entry into it then costs emulator set-up, up to a millisecond).
    pub fn is_emulated(self) -> bool {
        #[cfg(all(feature = "cranelift", feature = "emulator", target_arch = "x86_64"))]
        if self == Engine::CraneliftAarch64 {
            return true;
        }
        #[cfg(all(feature = "aarch64", feature = "emulator", target_arch = "x86_64"))]
        if self == Engine::Aarch64 {
            return true;
        }
        false
    }

    pub fn from_name(name: &str) -> Option<Engine> {
        Self::ALL.iter().copied().find(|e| e.name() == name)
    }
}

/// Everything that shapes a run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    pub vm: VmConfig,
    pub engine: Engine,
    pub jit: JitConfig,
    /// Keep each trace's disassembly (`--dump-asm`).
    pub dump_asm: bool,
    /// `sys.argv`: the program's path, then its arguments.
    pub argv: Vec<String>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            vm: VmConfig::default(),
            engine: Engine::Off,
            jit: JitConfig::default(),
            dump_asm: false,
            argv: Vec::new(),
        }
    }
}

/// What tier 2 did, when it ran.
pub struct JitReport {
    pub backend: &'static str,
    pub stats: JitStats,
    /// Every trace, each exit's `count` being how often it was taken,
    /// linked or not (what the backend counted where it counts exits; the
    /// runtime's count of returns to it otherwise).
    pub traces: Vec<Trace>,
    /// Per trace (same order): whether it is still valid.
    pub valid: Vec<bool>,
    pub trees: Vec<(TraceId, TreeStats)>,
    /// Per trace: its machine code as text, when asked for and available.
    pub asm: Vec<Option<String>>,
}

/// How a run ended.
pub struct RunResult<O> {
    pub output: O,
    pub error: Option<GuestError>,
    /// When the error is an uncaught `SystemExit`: the exit status and the
    /// text to print instead of a traceback (see `Vm::exit_request`).
    pub exit: Option<(i32, Option<String>)>,
    pub heap: trellis_core::heap::HeapStats,
    pub vm: trellis_core::interp::VmStats,
    pub jit: Option<JitReport>,
}

/// Runs a module to completion with output going to `out`.
pub fn run_module<O: Output>(
    module: Module,
    out: O,
    opts: &RunOptions,
) -> Result<RunResult<O>, LoadError> {
    host::init();
    let stack = host::frame_stack(host::DEFAULT_FRAME_SLOTS);
    let mut vm = Vm::new(module, stack, out, opts.vm)?;
    vm.set_argv(opts.argv.clone());
    match opts.engine {
        Engine::Off => {}
        Engine::Uops => vm.enable_jit(Jit::new(
            Box::new(UopExecutor::new()),
            opts.jit,
            Some(host::now_ns),
        )),
        #[cfg(all(feature = "x64", target_arch = "x86_64"))]
        Engine::X64 => {
            let mem = crate::code_memory::MmapCodeMemory::new(0);
            let backend = trellis_x64::X64Backend::new(Box::new(mem));
            vm.enable_jit(Jit::new(Box::new(backend), opts.jit, Some(host::now_ns)))
        }
        #[cfg(all(feature = "cranelift", target_arch = "x86_64"))]
        Engine::Cranelift => enable_cranelift(
            &mut vm,
            opts,
            trellis_cranelift::Target::X86_64,
            Box::new(trellis_core::tier2::native::NativeEntry),
        ),
        #[cfg(all(feature = "cranelift", feature = "emulator", target_arch = "x86_64"))]
        Engine::CraneliftAarch64 => match crate::emulator::Aarch64Emulator::new(false) {
            Ok(emu) => enable_cranelift(
                &mut vm,
                opts,
                trellis_cranelift::Target::Aarch64,
                Box::new(emu),
            ),
            Err(e) => crate::host::diag(&format!("trellis: no emulator ({}); interpreting\n", e.0)),
        },
        #[cfg(all(feature = "aarch64", target_arch = "aarch64"))]
        Engine::Aarch64 => enable_aarch64(
            &mut vm,
            opts,
            Box::new(trellis_core::tier2::native::NativeEntry),
        ),
        #[cfg(all(feature = "aarch64", feature = "emulator", target_arch = "x86_64"))]
        Engine::Aarch64 => match crate::emulator::Aarch64Emulator::new(false) {
            Ok(emu) => enable_aarch64(&mut vm, opts, Box::new(emu)),
            Err(e) => crate::host::diag(&format!("trellis: no emulator ({}); interpreting\n", e.0)),
        },
    }
    let mut error = vm.run().err();
    let exit = error.as_mut().and_then(|e| vm.exit_request(e));
    let heap = vm.heap_stats();
    let stats = vm.stats();
    let jit = vm.jit().map(|j| {
        let mut traces: Vec<Trace> = j.traces().cloned().collect();
        for t in &mut traces {
            let counted = j.exit_counts(t.id);
            for (e, &n) in t.exits.iter_mut().zip(&counted) {
                e.count = e.count.max(n);
            }
        }
        JitReport {
            backend: j.backend_name(),
            stats: j.stats().clone(),
            valid: traces.iter().map(|t| j.is_valid(t.id)).collect(),
            trees: j.tree_stats(),
            asm: traces
                .iter()
                .map(|t| {
                    if opts.dump_asm {
                        j.disassemble(t.id)
                    } else {
                        None
                    }
                })
                .collect(),
            traces,
        }
    });
    let output = vm.into_output();
    Ok(RunResult {
        output,
        error,
        exit,
        heap,
        vm: stats,
        jit,
    })
}

/// Tier 2 with the Cranelift backend for `target`, entered through
/// `entry`; without a backend the program still runs, interpreted.
#[cfg(feature = "cranelift")]
fn enable_cranelift<O: Output>(
    vm: &mut Vm<host::StdFrameStack, O>,
    opts: &RunOptions,
    target: trellis_cranelift::Target,
    entry: Box<dyn trellis_core::tier2::native::Entry>,
) {
    let mem = crate::code_memory::MmapCodeMemory::new(0);
    match trellis_cranelift::CraneliftBackend::new(target, Box::new(mem), entry) {
        Ok(mut backend) => {
            backend.keep_listing(opts.dump_asm);
            vm.enable_jit(Jit::new(Box::new(backend), opts.jit, Some(host::now_ns)))
        }
        Err(e) => crate::host::diag(&format!(
            "trellis: cranelift unavailable ({}); interpreting\n",
            e.0
        )),
    }
}

/// Tier 2 with the hand-written AArch64 backend, entered through `entry`.
#[cfg(all(
    feature = "aarch64",
    any(
        target_arch = "aarch64",
        all(feature = "emulator", target_arch = "x86_64")
    )
))]
fn enable_aarch64<O: Output>(
    vm: &mut Vm<host::StdFrameStack, O>,
    opts: &RunOptions,
    entry: Box<dyn trellis_core::tier2::native::Entry>,
) {
    let mem = crate::code_memory::MmapCodeMemory::new(0);
    let backend = trellis_aarch64::Aarch64Backend::new(Box::new(mem), entry);
    vm.enable_jit(Jit::new(Box::new(backend), opts.jit, Some(host::now_ns)))
}

/// The traceback text for `err` (see [`write_traceback`]).
pub fn render_traceback(err: &GuestError, filename: &str) -> String {
    render_traceback_in(err, filename, Path::new(""))
}

/// [`render_traceback`] reading source files named by relative paths from
/// `root` (a program compiled with paths relative to it).
pub fn render_traceback_in(err: &GuestError, filename: &str, root: &Path) -> String {
    let mut out = String::new();
    let _ = write_traceback_in(err, filename, root, &mut out);
    out
}

/// Writes the traceback for `err` to `out`, with source lines read from
/// the files its frames name when they are readable (as CPython does; a
/// module shipped in the binary shows its own source).
pub fn write_traceback(
    err: &GuestError,
    filename: &str,
    out: &mut impl std::fmt::Write,
) -> std::fmt::Result {
    write_traceback_in(err, filename, Path::new(""), out)
}

/// [`write_traceback`] with relative paths read from `root`.
pub fn write_traceback_in(
    err: &GuestError,
    filename: &str,
    root: &Path,
    out: &mut impl std::fmt::Write,
) -> std::fmt::Result {
    let mut sources: std::collections::HashMap<String, Option<String>> =
        std::collections::HashMap::new();
    err.render_to(out, filename, |file, n| {
        let text = sources
            .entry(file.to_string())
            .or_insert_with(|| source_text(file, root));
        source_line_of(text.as_deref()?, n)
    })
}

/// The text of the source file a traceback names: a frozen module's own
/// source, else the file (relative paths from `root`).
pub fn source_text(file: &str, root: &Path) -> Option<String> {
    match file
        .strip_prefix("<frozen ")
        .and_then(|f| f.strip_suffix('>'))
    {
        Some(name) => crate::frontend::stdlib::source(name).map(str::to_string),
        None => std::fs::read_to_string(root.join(file)).ok(),
    }
}

/// Line `n` (from 1) of `text`, unless blank.
pub fn source_line_of(text: &str, n: u32) -> Option<String> {
    text.lines()
        .nth((n as usize).wrapping_sub(1))
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
}
