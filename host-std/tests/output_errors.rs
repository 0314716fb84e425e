//! Output that cannot be written: a full device and a pipe whose reader
//! left. The guest sees CPython's `OSError` / `BrokenPipeError`, the tools
//! exit with a status instead of panicking, and nothing runs on forever
//! writing into a closed pipe.

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn temp(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trellis-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, contents).unwrap();
    p
}

fn dev_full() -> File {
    File::options()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full")
}

/// Runs `trellis ARGS` with stdout on /dev/full; returns status and stderr.
fn run_into_full_device(args: &[&str], stderr_full: bool) -> (i32, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_trellis"));
    cmd.args(args).stdout(dev_full());
    cmd.stderr(if stderr_full {
        Stdio::from(dev_full())
    } else {
        Stdio::piped()
    });
    let out = cmd.output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn print_to_a_full_device_raises_oserror_at_the_first_print() {
    let p = temp("full.py", "print('hi')\nprint('never')\n");
    for engine in ["off", "x64", "cranelift", "uops"] {
        let (code, err) =
            run_into_full_device(&["run", "--jit", engine, p.to_str().unwrap()], false);
        assert_eq!(code, 1, "{engine}: {err}");
        assert!(
            err.contains("line 1, in <module>")
                && err.ends_with("OSError: [Errno 28] No space left on device\n"),
            "{engine}: {err}"
        );
    }
}

#[test]
fn the_guest_can_catch_a_failed_write() {
    // Printing in the handler would fail too (the device stays full), so
    // the program reports through `assert` and its exit status.
    let p = temp(
        "catch.py",
        "n = 0\ntry:\n    print('x')\nexcept OSError as e:\n    n = 1 if (e.errno, e.strerror) == (28, 'No space left on device') else 2\nassert n == 1, n\n",
    );
    let (code, err) = run_into_full_device(&["run", p.to_str().unwrap()], false);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, "");
}

#[test]
fn tracebacks_and_stats_to_a_full_stderr_do_not_panic() {
    let p = temp("err.py", "print(1)\n1 / 0\n");
    let (code, _) = run_into_full_device(
        &["run", "--stats", "--dump-traces", p.to_str().unwrap()],
        true,
    );
    assert_eq!(code, 1);
}

#[test]
fn dis_into_a_full_device_fails_with_a_message() {
    let p = temp("dis.py", "x = 1\nprint(x)\n");
    let (code, err) = run_into_full_device(&["dis", p.to_str().unwrap()], false);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.starts_with("trellis: cannot write the output: No space left on device"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

/// Starts `trellis ARGS`, reads one line of its stdout, closes the pipe and
/// waits (at most a minute: a program that kept running would print for
/// hours).
fn read_one_line_then_close(args: &[&str]) -> (String, i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_trellis"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut err = String::new();
            std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
            return (line, status.code().unwrap_or(-1), err);
        }
        if start.elapsed() > Duration::from_secs(60) {
            child.kill().unwrap();
            panic!("{args:?} kept running after its reader closed the pipe");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_closed_pipe_ends_an_endless_printer_with_brokenpipeerror() {
    let p = temp(
        "endless.py",
        "i = 0\nwhile True:\n    print(i)\n    i += 1\n",
    );
    for engine in ["off", "x64"] {
        let (line, code, err) =
            read_one_line_then_close(&["run", "--jit", engine, p.to_str().unwrap()]);
        assert_eq!(line, "0\n");
        assert_eq!(code, 1, "{engine}: {err}");
        assert!(
            err.ends_with("BrokenPipeError: [Errno 32] Broken pipe\n"),
            "{engine}: {err}"
        );
    }
}

#[test]
fn dis_into_a_closed_pipe_ends_quietly() {
    let mut src = String::new();
    for i in 0..5000 {
        src.push_str(&format!("x{i} = {i}\n"));
    }
    let p = temp("bigdis.py", &src);
    let (line, code, err) = read_one_line_then_close(&["dis", p.to_str().unwrap()]);
    assert!(line.starts_with("Disassembly of code 0"), "{line}");
    assert_eq!(code, 1);
    assert_eq!(err, "");
}
