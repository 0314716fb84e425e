//! `trellis`: run, compile and disassemble Python-subset programs.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use trellis_core::VmConfig;
use trellis_core::bytecode::{dis, format};
use trellis_host_std::host::StdOutput;
use trellis_host_std::program;

/// Exit status for usage and compile errors (a guest runtime error is 1).
const EXIT_USAGE: u8 = 2;

#[derive(Parser)]
#[command(
    name = "trellis",
    version,
    about = "A tracing JIT for a Python-subset bytecode VM",
    long_about = "Trellis runs programs written in a strict subset of Python 3 \
(64-bit ints; leaving that range raises OverflowError). Programs print exactly \
what CPython 3.11 prints.\n\nExit status: 0 success, 1 guest runtime error \
(traceback on stderr), 2 usage or compile error."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Jit {
    /// Interpret only (tier 1).
    Off,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program (.py source or compiled .tbc).
    Run {
        /// The program to run.
        file: PathBuf,
        /// Which JIT to use.
        #[arg(long, value_enum, default_value = "off")]
        jit: Jit,
        /// Print interpreter and heap statistics to stderr at exit.
        #[arg(long)]
        stats: bool,
        /// Stop the program after N loop iterations plus calls (a budget for
        /// untrusted code); exit status 1 with `StepLimitExceeded`.
        #[arg(long, value_name = "N")]
        max_steps: Option<u64>,
    },
    /// Compile a .py program to a .tbc bytecode file.
    Compile {
        /// The source file.
        file: PathBuf,
        /// Where to write the bytecode.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// List a program's bytecode with offsets and line numbers.
    Dis {
        /// A .py or .tbc file.
        file: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run {
            file,
            jit,
            stats,
            max_steps,
        } => {
            let config = VmConfig {
                step_limit: max_steps,
                ..VmConfig::default()
            };
            run(file, jit, stats, config)
        }
        Command::Compile { file, output } => {
            let module = match program::load(&file) {
                Ok(m) => m,
                Err(e) => return fail(e),
            };
            if let Err(e) = std::fs::write(&output, format::write(&module)) {
                eprintln!("trellis: cannot write {}: {e}", output.display());
                return ExitCode::from(EXIT_USAGE);
            }
            ExitCode::SUCCESS
        }
        Command::Dis { file } => match program::load(&file) {
            Ok(m) => {
                print!("{}", dis::module(&m));
                ExitCode::SUCCESS
            }
            Err(e) => fail(e),
        },
    }
}

fn fail(e: program::LoadFailure) -> ExitCode {
    eprintln!("{e}");
    ExitCode::from(EXIT_USAGE)
}

fn run(file: PathBuf, jit: Jit, stats: bool, config: VmConfig) -> ExitCode {
    let Jit::Off = jit;
    let module = match program::load(&file) {
        Ok(m) => m,
        Err(e) => return fail(e),
    };
    let filename = module.filename.clone();
    let result = match program::run_module(module, StdOutput::new(), config) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}: invalid bytecode: {e}", file.display());
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let mut out = result.output;
    out.flush();
    if stats {
        let h = result.heap;
        let v = result.vm;
        eprintln!("-- trellis statistics --");
        eprintln!("back edges + calls     {:>12}", v.steps);
        eprintln!("specializations        {:>12}", v.specializations);
        eprintln!("despecializations      {:>12}", v.despecializations);
        eprintln!("heap allocations       {:>12}", h.allocations);
        eprintln!("heap collections       {:>12}", h.collections);
        eprintln!("peak live objects      {:>12}", h.peak_live_objects);
    }
    match result.error {
        None => ExitCode::SUCCESS,
        Some(err) => {
            eprint!("{}", program::render_traceback(&err, &filename));
            ExitCode::from(1)
        }
    }
}
