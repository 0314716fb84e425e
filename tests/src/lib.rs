//! Helpers shared by the cross-crate tests: the program corpus and how a run
//! is compared with CPython's recorded behaviour.

pub mod fuzz;
pub mod shape;

use std::path::{Path, PathBuf};
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};

use trellis_host_std::program::RunOptions;
use trellis_host_std::{frontend, program};

/// Root of the repository.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new(".."))
        .to_path_buf()
}

/// Programs that need a file system or a working directory (`open`,
/// `os.listdir`, `tempfile`, `pathlib`, `os.getcwd`), or that show source
/// lines the host reads from the program's file (`traceback`). The `no_std`
/// hosts (firmware, kernel) have none of these: there `open()` raises
/// `OSError` (ENOSYS), as EMBEDDING.md says.
pub const NEEDS_FILES: &[&str] = &[
    "tests/programs/io_utf16_32.py",
    "tests/programs/io_read_nonascii_text.py",
    "tests/programs/mod_configparser_files.py",
    "tests/programs/mod_errno.py",
    "tests/programs/mod_fs_random.py",
    "tests/programs/mod_getattr_pathlike.py",
    "tests/programs/mod_glob_basic.py",
    "tests/programs/mod_hash_api.py",
    "tests/programs/mod_io_files.py",
    "tests/programs/mod_logging_realfile.py",
    "tests/programs/mod_pathlib_concrete.py",
    "tests/programs/mod_pathlib_glob.py",
    "tests/programs/mod_pathlib_misc.py",
    "tests/programs/mod_posixpath_errors.py",
    "tests/programs/mod_posixpath_misc.py",
    "tests/programs/mod_posixpath_random_pure.py",
    "tests/programs/mod_shutil_basic.py",
    "tests/programs/mod_tempfile_basic.py",
    "tests/programs/mod_traceback.py",
    "tests/programs/mod_unittest.py",
];

/// Programs that need the platform's random bytes (`os.urandom`, `uuid4`),
/// which the `no_std` hosts do not give.
pub const NEEDS_ENTROPY: &[&str] = &[
    "tests/programs/mod_uuid_gen.py",
    "tests/programs/mod_secrets.py",
];

/// A program with its recorded CPython behaviour.
pub struct Case {
    /// Path relative to the repository root, as tracebacks print it.
    pub rel: String,
    pub source: String,
    pub stdout: String,
    pub stderr: String,
    pub status: i32,
}

/// Every `*.py` under `dir` (relative to the repo root) that has expected
/// files next to it, sorted by name.
pub fn cases(dir: &str) -> Vec<Case> {
    let root = repo_root();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
        .unwrap_or_else(|e| panic!("cannot list {dir}: {e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        // `_name.py`: a module the programs import, not a program.
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('_'))
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let read = |ext: &str| {
                std::fs::read_to_string(p.with_extension(ext))
                    .unwrap_or_else(|e| panic!("{}: missing .{ext}: {e}", p.display()))
            };
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .to_string();
            Case {
                rel: format!("{dir}/{name}"),
                source: std::fs::read_to_string(&p).unwrap_or_default(),
                stdout: read("stdout"),
                stderr: read("stderr"),
                status: read("status").trim().parse().unwrap_or(-1),
            }
        })
        .collect()
}

/// What a run produced.
#[derive(Debug, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub status: i32,
    /// Steps the VM counted (what `step_limit` limits); 0 if it never ran.
    pub steps: u64,
    /// The heap's counters at the end (all 0 if it never ran).
    pub heap: trellis_core::heap::HeapStats,
}

/// What a program wrote to standard output and standard error, in an
/// in-process run.
#[derive(Default)]
pub struct Captured {
    pub out: String,
    pub err: String,
}

impl trellis_core::Output for Captured {
    fn write_str(&mut self, s: &str) -> Result<(), trellis_core::OutputError> {
        self.out.push_str(s);
        Ok(())
    }

    fn write_err(&mut self, s: &str) -> Result<(), trellis_core::OutputError> {
        self.err.push_str(s);
        Ok(())
    }

    /// Source lines for `traceback.format_exc()`, from the files the
    /// repository holds (paths are relative to its root, as the cases
    /// are compiled).
    fn source_line(&mut self, file: &str, line: u32) -> Option<String> {
        let text = program::source_text(file, &repo_root())?;
        program::source_line_of(&text, line)
    }
}

/// Compiles a case with the modules it imports, found beside it in the
/// repository.
pub fn compile_case(
    case: &Case,
) -> Result<trellis_core::bytecode::Module, trellis_host_std::frontend::CompileError> {
    frontend::compile_rooted(&case.source, &case.rel, &[], &repo_root())
}

/// Options for `engine`, with the hot-loop, hot-call and hot-exit
/// thresholds set to `threshold` (`None`: the defaults).
pub fn engine_options(engine: program::Engine, threshold: Option<u32>) -> RunOptions {
    let mut o = RunOptions {
        engine,
        ..RunOptions::default()
    };
    if let Some(h) = threshold {
        o.jit = trellis_core::tier2::JitConfig {
            hot_loop: h,
            hot_call: h,
            hot_exit: h,
            ..trellis_core::tier2::JitConfig::default()
        };
    }
    o
}

/// Whether a program may touch the file system or the working directory
/// (a conservative reading of its source; `warnings` reads the source
/// lines it shows from the program's file, by its path from the root). The working directory is the
/// process's, and some programs write fixed paths, so such programs run one
/// at a time while other tests' runs wait.
fn touches_files(source: &str) -> bool {
    const SIGNS: &[&str] = &[
        "open(",
        "import os",
        "from os",
        "tempfile",
        "shutil",
        "pathlib",
        "glob",
        "logging",
        "chdir",
        "warnings",
    ];
    SIGNS.iter().any(|s| source.contains(s))
}

/// Serializes the runs of programs that touch files (alone) against all
/// others (shared). A program that touches files runs in the repository
/// root, where `__file__` paths are relative to and where `python3` made
/// the expected outputs; the working directory is put back afterwards.
fn file_system_turn(source: &str) -> FileSystemTurn {
    static LOCK: RwLock<()> = RwLock::new(());
    if !touches_files(source) {
        return FileSystemTurn {
            _shared: Some(LOCK.read().unwrap_or_else(|e| e.into_inner())),
            _alone: None,
            restore: None,
        };
    }
    let alone = LOCK.write().unwrap_or_else(|e| e.into_inner());
    let restore = std::env::current_dir().ok();
    std::env::set_current_dir(repo_root()).expect("cannot enter the repository root");
    FileSystemTurn {
        _shared: None,
        _alone: Some(alone),
        restore,
    }
}

struct FileSystemTurn {
    _shared: Option<RwLockReadGuard<'static, ()>>,
    _alone: Option<RwLockWriteGuard<'static, ()>>,
    restore: Option<PathBuf>,
}

impl Drop for FileSystemTurn {
    fn drop(&mut self) {
        // Runs before the guard fields drop: the lock is still held.
        if let Some(dir) = self.restore.take() {
            let _ = std::env::set_current_dir(dir);
        }
    }
}

/// Compiles and runs a case in-process under `config`.
pub fn run_case(case: &Case, opts: &RunOptions) -> Outcome {
    let _turn = file_system_turn(&case.source);
    let module = match compile_case(case) {
        Ok(m) => m,
        Err(e) => {
            return Outcome {
                stdout: String::new(),
                stderr: format!("{e}\n"),
                status: 2,
                steps: 0,
                heap: Default::default(),
            };
        }
    };
    match program::run_module(module, Captured::default(), opts) {
        Ok(r) => {
            let (stderr, status) = match (&r.error, &r.exit) {
                (Some(_), Some((code, text))) => (
                    text.as_ref().map_or(String::new(), |t| format!("{t}\n")),
                    code & 0xff,
                ),
                (Some(e), None) => (program::render_traceback_in(e, &case.rel, &repo_root()), 1),
                (None, _) => (String::new(), 0),
            };
            Outcome {
                stdout: r.output.out,
                stderr: r.output.err + &stderr,
                status,
                steps: r.vm.steps,
                heap: r.heap,
            }
        }
        Err(e) => Outcome {
            stdout: String::new(),
            stderr: format!("invalid bytecode: {e}\n"),
            status: 2,
            steps: 0,
            heap: Default::default(),
        },
    }
}

/// The lines of a traceback that a host without the program's source must
/// match: the header, each `File` line, each `[Previous line repeated
/// ...]` and the final line (it echoes no source and so no `^^^` markers).
pub fn traceback_skeleton(stderr: &str) -> Vec<String> {
    let lines: Vec<&str> = stderr.lines().collect();
    let mut keep: Vec<String> = lines
        .iter()
        .filter(|l| {
            l.starts_with("Traceback (most recent call last):")
                || l.starts_with("  File \"")
                || l.starts_with("  [Previous line repeated")
        })
        .map(|l| l.to_string())
        .collect();
    if let Some(last) = lines.last() {
        keep.push(last.to_string());
    }
    keep
}

/// Differences between an in-process run (which reads the program's source
/// for its tracebacks) and the recorded behaviour, empty if none: the
/// traceback must be CPython's to the byte, source lines and `~~^~~`
/// markers included.
pub fn compare(case: &Case, got: &Outcome) -> Vec<String> {
    let mut diffs = compare_skeleton(case, got);
    if diffs.is_empty() && got.stderr != case.stderr {
        diffs.push(first_difference("stderr", &got.stderr, &case.stderr));
    }
    diffs
}

/// Where text `got` first differs from `want` (`what`: which output).
fn first_difference(what: &str, got: &str, want: &str) -> String {
    let first = got
        .lines()
        .zip(want.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(got.lines().count().min(want.lines().count()));
    format!(
        "{what} differs at line {}: got {:?}, expected {:?}",
        first + 1,
        got.lines().nth(first),
        want.lines().nth(first)
    )
}

/// [`compare`] for a host that shows no source in its tracebacks (the
/// firmware and the kernel): only the traceback's skeleton must match.
pub fn compare_skeleton(case: &Case, got: &Outcome) -> Vec<String> {
    let mut diffs = Vec::new();
    if got.status != case.status {
        diffs.push(format!(
            "exit status {} (expected {})",
            got.status, case.status
        ));
    }
    if got.stdout != case.stdout {
        diffs.push(first_difference("stdout", &got.stdout, &case.stdout));
    }
    let (g, e) = (
        traceback_skeleton(&got.stderr),
        traceback_skeleton(&case.stderr),
    );
    if g != e {
        diffs.push(format!(
            "traceback differs:\n  got:      {g:?}\n  expected: {e:?}"
        ));
    }
    diffs
}

/// Builds the `no_std` staticlib crate in `tests/DIR` (release, into
/// `target/DIR`) and links `tests/DIR/C_MAIN` with it (and libm) into an
/// executable, whose path it returns. Panics with cargo's or cc's message
/// when either step fails: the tests that call it are about exactly that.
pub fn build_c_host(dir: &str, lib: &str, c_main: &str) -> PathBuf {
    let root = repo_root();
    let target = root.join("target").join(dir);
    let out = std::process::Command::new(env!("CARGO"))
        .args(["build", "--release", "--quiet", "--manifest-path"])
        .arg(root.join("tests").join(dir).join("Cargo.toml"))
        .arg("--target-dir")
        .arg(&target)
        .output()
        .expect("run cargo");
    assert!(
        out.status.success(),
        "the staticlib in tests/{dir} failed to build:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let exe = target.join(format!("{dir}-host"));
    let out = std::process::Command::new("cc")
        .args(["-O2", "-Wall", "-o"])
        .arg(&exe)
        .arg(root.join("tests").join(dir).join(c_main))
        .arg(target.join("release").join(format!("lib{lib}.a")))
        .arg("-lm")
        .output()
        .expect("run cc");
    assert!(
        out.status.success(),
        "tests/{dir}/{c_main} does not link with the staticlib:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

/// `f` over `items` on as many threads as the machine has cores, results
/// in `items`' order. For loops that spend their time waiting on a child
/// process (a QEMU boot, the firmware driver): one at a time would leave
/// the other cores idle.
pub fn map_parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new(items.iter().map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads.min(items.len()) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = f(item);
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every item was mapped"))
        .collect()
}
