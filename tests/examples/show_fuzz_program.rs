//! Prints the guest program the `tracer_diff` fuzz target builds from an
//! input file (a crash, timeout or corpus entry), so a finding can be read
//! and run by hand: `cargo run -p trellis-tests --example show_fuzz_program
//! -- fuzz/artifacts/tracer_diff/crash-...`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: show_fuzz_program INPUT_FILE");
        return ExitCode::from(2);
    };
    match std::fs::read(&path) {
        Ok(data) => {
            let mut u = arbitrary::Unstructured::new(&data);
            print!("{}", trellis_tests::fuzz::program_gen::program(&mut u));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            ExitCode::from(2)
        }
    }
}
