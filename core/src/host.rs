//! The traits a host implements to run the VM: the frame stack and output.
//!
//! The core never allocates frame memory itself and never writes to a
//! console; a kernel or firmware host hands it a fixed region and a sink.
//! [`FixedFrameStack`] is a ready-made frame stack over any slice-like
//! storage (a static array, a boxed slice), never reallocating, so addresses
//! of slots stay stable for compiled code.

use crate::value::Value;

/// The frame stack is exhausted; the VM reports it as `RecursionError`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameStackFull;

/// A bump stack of value slots holding every frame's locals and operand
/// stack, innermost frame on top.
pub trait FrameStack {
    /// Reserves `n` slots on top, each set to [`Value::Undef`], and returns
    /// the index of the first.
    fn push(&mut self, n: usize) -> Result<usize, FrameStackFull>;
    /// Reserves `n` slots on top whose contents may be any values the
    /// stack held before (never uninitialised memory), and returns the
    /// index of the first. Tier 2 takes its inlined frames' slots this way
    /// at every tree entry: traces write each slot before reading it
    /// (inlined calls store `Undef` into their callee's locals), so
    /// clearing up to a hundred slots per entry would be wasted. The
    /// default clears them anyway.
    fn push_scratch(&mut self, n: usize) -> Result<usize, FrameStackFull> {
        self.push(n)
    }
    /// Releases the top `n` slots.
    fn pop(&mut self, n: usize);
    /// The slots in use, bottom first.
    fn slots(&self) -> &[Value];
    fn slots_mut(&mut self) -> &mut [Value];
    /// Slots in use.
    fn len(&self) -> usize {
        self.slots().len()
    }
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Total slots this stack can ever hold.
    fn capacity(&self) -> usize;
}

/// A region of code memory, as the host names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CodeRegion(pub u32);

/// Code memory could not be provided or changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeMemoryError(pub alloc::string::String);

/// Executable memory for machine-code backends. Memory is never writable
/// and executable at once: regions are written while writable, then sealed
/// read+execute; a later write (a patch) makes only the pages concerned
/// writable for the write and seals them again. Firmware hosts hand out a
/// fixed region and refuse past their budget.
pub trait CodeMemory {
    /// A writable region of at least `len` bytes.
    fn alloc(&mut self, len: usize) -> Result<CodeRegion, CodeMemoryError>;
    /// The address of the region's first byte.
    fn address(&self, region: CodeRegion) -> usize;
    /// Copies `bytes` to `offset` in the region (sealed or not).
    fn write(
        &mut self,
        region: CodeRegion,
        offset: usize,
        bytes: &[u8],
    ) -> Result<(), CodeMemoryError>;
    /// Makes the region read+execute and flushes the instruction cache.
    fn seal(&mut self, region: CodeRegion) -> Result<(), CodeMemoryError>;
    fn free(&mut self, region: CodeRegion);
}

/// A write (or any other request of the host's operating system) the host
/// could not do, as the operating system named it. The VM raises it as
/// CPython does: `OSError: [Errno 28] No space left on device`, or
/// `BrokenPipeError` for errno 32 (a closed pipe).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputError {
    pub errno: i32,
    pub strerror: alloc::string::String,
}

/// `EPIPE`: the reader closed the pipe.
pub const ERRNO_BROKEN_PIPE: i32 = 32;

impl OutputError {
    /// The exception CPython raises for it.
    pub fn kind(&self) -> crate::error::ExcKind {
        crate::objects::exception::os_error_kind(self.errno as i64)
    }
}

/// The guest's standard streams. `write_str` is standard output, where
/// `print` writes; a host that cannot write says why and the guest sees
/// the error, which it may catch. Standard error (`sys.stderr`) and
/// standard input (`input()`, `sys.stdin`) are optional: by default errors
/// are dropped and input is at its end.
pub trait Output {
    fn write_str(&mut self, s: &str) -> Result<(), OutputError>;
    /// Writes to standard error.
    fn write_err(&mut self, s: &str) -> Result<(), OutputError> {
        let _ = s;
        Ok(())
    }
    /// Reads one line of standard input, with its newline if it had one;
    /// `None` at the end of input.
    fn read_line(&mut self) -> Result<Option<alloc::string::String>, OutputError> {
        Ok(None)
    }
    /// Line `line` (from 1) of source file `file` as a traceback shows it,
    /// if the host can read it (`traceback.format_exc()` shows no source
    /// line where it cannot, as CPython).
    fn source_line(&mut self, file: &str, line: u32) -> Option<alloc::string::String> {
        let _ = (file, line);
        None
    }
}

/// What a host may supply that the core cannot have without an operating
/// system: clocks (`time`), sleeping, entropy (`random.seed()` without an
/// argument) and the C library's math functions (so `math` gives the
/// digits CPython gives on that platform). Every part is optional: without
/// a clock `time.time()` raises `OSError`, without entropy seeds come from
/// the clocks (or a constant), without a C library the core's portable
/// `libm` is used. Installed once, before any VM runs ([`set_platform`]).
#[derive(Clone, Copy, Default)]
pub struct Platform {
    /// Nanoseconds since the Unix epoch.
    pub wall_clock_ns: Option<fn() -> u64>,
    /// A clock that never goes back, in nanoseconds.
    pub monotonic_ns: Option<fn() -> u64>,
    /// CPU time of the process, in nanoseconds.
    pub process_time_ns: Option<fn() -> u64>,
    pub sleep_ns: Option<fn(u64)>,
    /// Fills the buffer with random bytes; false if it cannot.
    pub entropy: Option<fn(&mut [u8]) -> bool>,
    pub libm: Option<&'static Libm>,
    /// Files, directories, the working directory and the environment
    /// (`open()`, `os`); without them those raise `OSError` (ENOSYS).
    pub files: Option<&'static FileSystem>,
}

/// What the host's operating system says of a file (`os.stat`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FileStat {
    /// Type and permission bits, as Linux numbers them (`S_IFREG | 0o644`).
    pub mode: u32,
    pub ino: u64,
    pub dev: u64,
    pub nlink: u64,
    pub uid: u32,
    pub gid: u32,
    pub size: u64,
    /// Times in nanoseconds since the Unix epoch.
    pub atime_ns: i64,
    pub mtime_ns: i64,
    pub ctime_ns: i64,
}

/// The host's files, as small POSIX-like calls on descriptors the host
/// numbers (the guest's `io` builds buffering and text on them). Flags and
/// modes are Linux's numbers (`O_WRONLY` 1, `O_CREAT` 0o100, ...); an
/// error is the operating system's errno and message, which the VM raises
/// as the `OSError` subclass CPython raises for that errno.
pub struct FileSystem {
    pub open: fn(path: &str, flags: i32, mode: u32) -> Result<i32, OutputError>,
    /// Reads up to `buf.len()` bytes; 0 at the end of the file.
    pub read: fn(fd: i32, buf: &mut [u8]) -> Result<usize, OutputError>,
    pub write: fn(fd: i32, data: &[u8]) -> Result<usize, OutputError>,
    pub close: fn(fd: i32) -> Result<(), OutputError>,
    /// Moves the position (`whence` 0, 1, 2 as `SEEK_SET`, `SEEK_CUR`,
    /// `SEEK_END`) and returns the new one.
    pub seek: fn(fd: i32, offset: i64, whence: i32) -> Result<u64, OutputError>,
    /// `stat` (`follow` true) or `lstat` of a path.
    pub stat: fn(path: &str, follow: bool) -> Result<FileStat, OutputError>,
    pub fstat: fn(fd: i32) -> Result<FileStat, OutputError>,
    pub isatty: fn(fd: i32) -> bool,
    /// The names in a directory, without `.` and `..`.
    pub list_dir: fn(path: &str) -> Result<alloc::vec::Vec<alloc::string::String>, OutputError>,
    pub mkdir: fn(path: &str, mode: u32) -> Result<(), OutputError>,
    pub rmdir: fn(path: &str) -> Result<(), OutputError>,
    pub unlink: fn(path: &str) -> Result<(), OutputError>,
    pub rename: fn(from: &str, to: &str) -> Result<(), OutputError>,
    /// Where a symbolic link points.
    pub readlink: fn(path: &str) -> Result<alloc::string::String, OutputError>,
    pub getcwd: fn() -> Result<alloc::string::String, OutputError>,
    pub chdir: fn(path: &str) -> Result<(), OutputError>,
    /// The environment variables, in the order the host keeps them.
    pub environ: fn() -> alloc::vec::Vec<(alloc::string::String, alloc::string::String)>,
    pub getpid: fn() -> u32,
    /// The C library's message for an errno (`os.strerror`).
    pub strerror: fn(errno: i32) -> alloc::string::String,
}

/// The C library's math functions CPython's `math` calls.
pub struct Libm {
    pub exp: fn(f64) -> f64,
    pub exp2: fn(f64) -> f64,
    pub expm1: fn(f64) -> f64,
    pub log: fn(f64) -> f64,
    pub log2: fn(f64) -> f64,
    pub log10: fn(f64) -> f64,
    pub log1p: fn(f64) -> f64,
    pub sin: fn(f64) -> f64,
    pub cos: fn(f64) -> f64,
    pub tan: fn(f64) -> f64,
    pub asin: fn(f64) -> f64,
    pub acos: fn(f64) -> f64,
    pub atan: fn(f64) -> f64,
    pub sinh: fn(f64) -> f64,
    pub cosh: fn(f64) -> f64,
    pub tanh: fn(f64) -> f64,
    pub asinh: fn(f64) -> f64,
    pub acosh: fn(f64) -> f64,
    pub atanh: fn(f64) -> f64,
    pub erf: fn(f64) -> f64,
    pub erfc: fn(f64) -> f64,
    pub cbrt: fn(f64) -> f64,
    pub atan2: fn(f64, f64) -> f64,
    pub fmod: fn(f64, f64) -> f64,
    pub hypot: fn(f64, f64) -> f64,
}

static PLATFORM: spin::Once<Platform> = spin::Once::new();

/// Installs the host's platform functions (the first call wins).
pub fn set_platform(p: Platform) {
    PLATFORM.call_once(|| p);
}

/// The platform functions installed, or none.
pub fn platform() -> Platform {
    PLATFORM.get().copied().unwrap_or_default()
}

/// Output into a `String`, for tests and embedders that collect it.
impl Output for alloc::string::String {
    fn write_str(&mut self, s: &str) -> Result<(), OutputError> {
        self.push_str(s);
        Ok(())
    }
}

/// A frame stack over fixed storage.
pub struct FixedFrameStack<S> {
    storage: S,
    top: usize,
}

impl<S: AsRef<[Value]> + AsMut<[Value]>> FixedFrameStack<S> {
    pub fn new(storage: S) -> Self {
        FixedFrameStack { storage, top: 0 }
    }
}

impl<S: AsRef<[Value]> + AsMut<[Value]>> FrameStack for FixedFrameStack<S> {
    fn push(&mut self, n: usize) -> Result<usize, FrameStackFull> {
        let base = self.push_scratch(n)?;
        self.storage.as_mut()[base..self.top].fill(Value::Undef);
        Ok(base)
    }

    fn push_scratch(&mut self, n: usize) -> Result<usize, FrameStackFull> {
        let base = self.top;
        let end = base.checked_add(n).ok_or(FrameStackFull)?;
        if end > self.storage.as_ref().len() {
            return Err(FrameStackFull);
        }
        self.top = end;
        Ok(base)
    }

    fn pop(&mut self, n: usize) {
        self.top = self.top.saturating_sub(n);
    }

    fn slots(&self) -> &[Value] {
        &self.storage.as_ref()[..self.top]
    }

    fn slots_mut(&mut self) -> &mut [Value] {
        &mut self.storage.as_mut()[..self.top]
    }

    fn capacity(&self) -> usize {
        self.storage.as_ref().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_stack_reports_full_instead_of_growing() {
        let mut s = FixedFrameStack::new([Value::None; 8]);
        assert_eq!(s.push(5), Ok(0));
        assert_eq!(s.slots()[4], Value::Undef);
        assert_eq!(s.push(4), Err(FrameStackFull));
        assert_eq!(s.push(3), Ok(5));
        s.pop(3);
        assert_eq!(s.len(), 5);
    }
}
