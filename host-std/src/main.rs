//! `trellis`: run, compile and disassemble Python-subset programs.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use trellis_core::VmConfig;
use trellis_core::bytecode::{dis, format};
use trellis_core::tier2::JitConfig;
use trellis_host_std::host::{DiagText, StdOutput, diag, tool_output};
use trellis_host_std::program::{self, Engine, RunOptions};
use trellis_host_std::report;

#[global_allocator]
static ALLOCATOR: trellis_host_std::headroom::Headroom =
    trellis_host_std::headroom::Headroom::new();

/// Exit status for usage and compile errors (a guest runtime error is 1).
const EXIT_USAGE: u8 = 2;

/// `trellis --version`: the version and the engines compiled in, the
/// default marked.
fn version() -> &'static str {
    let engines: Vec<String> = Engine::ALL
        .iter()
        .map(|e| {
            if *e == Engine::preferred() {
                format!("{} (default)", e.name())
            } else {
                e.name().to_string()
            }
        })
        .collect();
    let text = format!(
        "{} (engines: {})",
        env!("CARGO_PKG_VERSION"),
        engines.join(", ")
    );
    // Built once per process, for clap, which wants a 'static string.
    Box::leak(text.into_boxed_str())
}

#[derive(Parser)]
#[command(
    name = "trellis",
    about = "A tracing JIT for a Python bytecode VM",
    long_about = "Trellis runs Python 3 programs (the subset README.md lists; \
what it does not support is refused with a clear error). Programs print exactly \
what CPython 3.11 prints.\n\nExit status: 0 success, 1 guest runtime error \
(traceback on stderr), 2 usage or compile error."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// `--jit`'s values: every engine this build has.
fn engine_parser() -> impl clap::builder::TypedValueParser<Value = Engine> {
    let values = Engine::ALL
        .iter()
        .map(|e| PossibleValue::new(e.name()).help(e.describe()));
    PossibleValuesParser::new(values).map(|name| Engine::from_name(&name).unwrap_or(Engine::Off))
}

fn default_jit() -> &'static str {
    Engine::preferred().name()
}

#[derive(Args)]
struct RunArgs {
    /// The program to run (.py source or compiled .tbc).
    file: PathBuf,
    /// Arguments for the program (`sys.argv[1:]`); after `--`, also ones
    /// that start with `-`.
    args: Vec<String>,
    /// A directory to find imported modules in (after the program's own,
    /// before the standard modules); may be repeated. `TRELLIS_PATH`
    /// (directories separated by `:`) adds more after these.
    #[arg(long = "path", value_name = "DIR")]
    path: Vec<PathBuf>,
    /// Which engine runs hot loops (default: the machine-code backend for
    /// this machine, if compiled in).
    #[arg(long, value_parser = engine_parser(), default_value = default_jit())]
    jit: Engine,
    /// Loop back-edges before a loop is traced.
    #[arg(long, value_name = "N", default_value_t = JitConfig::default().hot_loop)]
    hot_loop: u32,
    /// Calls of a function without loops before it is traced from its
    /// entry (0: never).
    #[arg(long, value_name = "N", default_value_t = JitConfig::default().hot_call)]
    hot_call: u32,
    /// Longest trace, in uops, before recording gives up.
    #[arg(long, value_name = "N", default_value_t = JitConfig::default().max_trace_len)]
    max_trace_len: usize,
    /// Deepest nest of inlined calls in a trace.
    #[arg(long, value_name = "N", default_value_t = JitConfig::default().max_inline_depth)]
    max_inline_depth: usize,
    /// Times a side exit returns to the interpreter before a side trace is
    /// recorded from it.
    #[arg(long, value_name = "N", default_value_t = JitConfig::default().hot_exit)]
    hot_exit: u32,
    /// Bytes of trace code kept at once; past it every trace is flushed.
    #[arg(long, value_name = "BYTES", default_value_t = JitConfig::default().code_budget)]
    code_budget: usize,
    /// Most traces kept at once; past it every trace is flushed.
    #[arg(long, value_name = "N", default_value_t = JitConfig::default().max_traces)]
    max_traces: usize,
    /// Write the trace trees as Graphviz DOT to PATH.
    #[arg(long, value_name = "PATH")]
    dump_trees: Option<PathBuf>,
    /// Print each trace's machine code to stderr, interleaved with its
    /// uops (needs a build with the `disasm` feature).
    #[arg(long)]
    dump_asm: bool,
    /// Print statistics to stderr at exit.
    #[arg(long)]
    stats: bool,
    /// Write statistics as JSON to PATH (schema in the README).
    #[arg(long, value_name = "PATH")]
    stats_json: Option<PathBuf>,
    /// Print every trace to stderr at exit, in CPython's uop style.
    #[arg(long)]
    dump_traces: bool,
    /// Write every trace as JSON to PATH.
    #[arg(long, value_name = "PATH")]
    dump_traces_json: Option<PathBuf>,
    /// Stop the program after N loop iterations plus calls (a budget for
    /// untrusted code); exit status 1 with `StepLimitExceeded`.
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Collect the young objects after every N objects made (small values
    /// run the collector often: a check that nothing live is freed).
    #[arg(long, value_name = "N")]
    gc_nursery: Option<usize>,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program.
    Run(RunArgs),
    /// Compile a .py program, with the modules it imports, to one .tbc
    /// bytecode file.
    Compile {
        /// The source file.
        file: PathBuf,
        /// Where to write the bytecode.
        #[arg(short, long)]
        output: PathBuf,
        /// A directory to find imported modules in (see `run --path`).
        #[arg(long = "path", value_name = "DIR")]
        path: Vec<PathBuf>,
    },
    /// List a program's bytecode with offsets and line numbers.
    Dis {
        /// A .py or .tbc file.
        file: PathBuf,
        /// A directory to find imported modules in (see `run --path`).
        #[arg(long = "path", value_name = "DIR")]
        path: Vec<PathBuf>,
    },
}

fn main() -> ExitCode {
    let matches = Cli::command().version(version()).get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => e.exit(),
    };
    match cli.command {
        Command::Run(args) => run(args),
        Command::Compile { file, output, path } => {
            let module = match program::load_with(&file, &program::search_path(path)) {
                Ok(m) => m,
                Err(e) => return fail(e),
            };
            if let Err(e) = std::fs::write(&output, format::write(&module)) {
                diag(&format!(
                    "trellis: cannot write {}: {e}\n",
                    output.display()
                ));
                return ExitCode::from(EXIT_USAGE);
            }
            ExitCode::SUCCESS
        }
        Command::Dis { file, path } => match program::load_with(&file, &program::search_path(path))
        {
            Ok(m) => match tool_output(&dis::module(&m)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(msg) => {
                    diag(&msg);
                    ExitCode::from(1)
                }
            },
            Err(e) => fail(e),
        },
    }
}

fn fail(e: program::LoadFailure) -> ExitCode {
    diag(&format!("{e}\n"));
    ExitCode::from(EXIT_USAGE)
}

fn write_file(path: &PathBuf, text: &str) -> bool {
    match std::fs::write(path, text) {
        Ok(()) => true,
        Err(e) => {
            diag(&format!("trellis: cannot write {}: {e}\n", path.display()));
            false
        }
    }
}

/// The path a program run by path is known by, as CPython 3.9+ knows it:
/// a relative one joined to the working directory, not normalized
/// (`./p.py` is `/cwd/./p.py`), in `__file__`, tracebacks and messages.
fn as_run_path(file: &std::path::Path) -> std::path::PathBuf {
    if file.is_absolute() {
        return file.to_path_buf();
    }
    match std::env::current_dir() {
        Ok(cwd) => cwd.join(file),
        Err(_) => file.to_path_buf(),
    }
}

fn run(a: RunArgs) -> ExitCode {
    let path = as_run_path(&a.file);
    let module = match program::load_with(&path, &program::search_path(a.path.clone())) {
        Ok(m) => m,
        Err(e) => return fail(e),
    };
    let opts = RunOptions {
        vm: VmConfig {
            step_limit: a.max_steps,
            nursery: a.gc_nursery,
            ..VmConfig::default()
        },
        engine: a.jit,
        dump_asm: a.dump_asm,
        argv: std::iter::once(a.file.display().to_string())
            .chain(a.args.iter().cloned())
            .collect(),
        jit: JitConfig {
            hot_loop: a.hot_loop.max(1),
            hot_call: a.hot_call,
            max_trace_len: a.max_trace_len.max(1),
            max_inline_depth: a.max_inline_depth,
            hot_exit: a.hot_exit.max(1),
            code_budget: a.code_budget,
            max_traces: a.max_traces.max(1),
            ..JitConfig::default()
        },
    };
    let filename = module.filename.clone();
    let dis_module = module.clone();
    let mut result = match program::run_module(module, StdOutput::new(), &opts) {
        Ok(r) => r,
        Err(e) => {
            diag(&format!("{}: invalid bytecode: {e}\n", a.file.display()));
            return ExitCode::from(EXIT_USAGE);
        }
    };
    // CPython flushes stdout at exit and, if that fails, says so and exits
    // with 120 (a guest error keeps its status 1).
    let flushed = result.output.flush();
    let engine = opts.engine.name();
    let mut ok = true;
    if a.stats {
        diag(&report::stats_table(engine, &result));
    }
    if let Some(p) = &a.stats_json {
        ok &= write_file(p, &report::stats_json(engine, &result));
    }
    let traces = result
        .jit
        .as_ref()
        .map(|j| j.traces.as_slice())
        .unwrap_or(&[]);
    if a.dump_traces {
        diag(&report::dump_traces(&dis_module, traces));
    }
    if let Some(p) = &a.dump_traces_json {
        ok &= write_file(p, &report::traces_json(&dis_module, traces));
    }
    if a.dump_asm
        && let Some(j) = &result.jit
    {
        for (t, asm) in j.traces.iter().zip(&j.asm) {
            match asm {
                Some(text) => diag(&format!("trace {} machine code:\n{text}", t.id.0)),
                None => diag(&format!(
                    "trace {}: no disassembly (backend {}, or built without the `disasm` feature)\n",
                    t.id.0, j.backend
                )),
            }
        }
    }
    if let Some(p) = &a.dump_trees {
        match &result.jit {
            Some(j) => ok &= write_file(p, &report::trees_dot(&dis_module, j)),
            None => ok &= write_file(p, "digraph trellis {}\n"),
        }
    }
    let status = match (result.error, result.exit) {
        (None, _) if ok => ExitCode::SUCCESS,
        (None, _) => ExitCode::from(EXIT_USAGE),
        // An uncaught `SystemExit`: its status, no traceback.
        (Some(_), Some((code, text))) => {
            if let Some(t) = text {
                diag(&t);
                diag("\n");
            }
            ExitCode::from(code as u8)
        }
        (Some(err), None) => {
            let _ = program::write_traceback(&err, &filename, &mut DiagText::new());
            ExitCode::from(1)
        }
    };
    match flushed {
        Ok(()) => status,
        Err(e) => {
            diag(&format!(
                "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\n{}: [Errno {}] {}\n",
                e.kind().name(),
                e.errno,
                e.strerror
            ));
            if status == ExitCode::SUCCESS {
                ExitCode::from(120)
            } else {
                status
            }
        }
    }
}
