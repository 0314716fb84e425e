//! The std implementations of the core's host traits: a frame stack in one
//! boxed slice that never reallocates, and buffered standard output.

use std::io::{self, Write};

use trellis_core::{FrameStack, FrameStackFull, Output, OutputError, Value};

/// Frame-stack slots a std host reserves (16 bytes each): room for the
/// recursion limit of 1000 frames with generous frames.
pub const DEFAULT_FRAME_SLOTS: usize = 1 << 18;

/// Process-wide setup a std host does once: float powers and the `math`
/// functions through the platform's C library, which is what CPython
/// calls; clocks, sleeping, entropy and files from the operating system.
pub fn init() {
    trellis_core::number::set_platform_pow(f64::powf);
    trellis_core::host::set_platform(trellis_core::host::Platform {
        wall_clock_ns: Some(wall_clock_ns),
        monotonic_ns: Some(now_ns),
        process_time_ns: Some(crate::libm::process_time_ns),
        sleep_ns: Some(|ns| std::thread::sleep(std::time::Duration::from_nanos(ns))),
        entropy: Some(entropy),
        libm: Some(&crate::libm::LIBM),
        files: Some(&crate::files::FILES),
    });
}

fn wall_clock_ns() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Random bytes from the operating system (`random.seed()`).
fn entropy(buf: &mut [u8]) -> bool {
    use std::io::Read;
    std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(buf))
        .is_ok()
}

/// Nanoseconds since the first call (the clock tier 2 times compiles with).
pub fn now_ns() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_nanos() as u64
}

/// The std host's frame stack: every slot reserved at start (one
/// allocation that never moves, so compiled code may hold slot addresses)
/// but written only when a frame first reaches it, so a short program does
/// not fault in megabytes it never uses.
pub struct StdFrameStack {
    /// Initialised slots: the high-water mark; `capacity` is the reserve.
    slots: Vec<Value>,
    top: usize,
}

pub fn frame_stack(slots: usize) -> StdFrameStack {
    StdFrameStack {
        slots: Vec::with_capacity(slots),
        top: 0,
    }
}

// Inlined across the crate boundary: the interpreter reaches the frame
// stack on every call, return, resume and yield.
impl FrameStack for StdFrameStack {
    #[inline]
    fn push(&mut self, n: usize) -> Result<usize, FrameStackFull> {
        let base = self.push_scratch(n)?;
        self.slots[base..self.top].fill(Value::Undef);
        Ok(base)
    }

    #[inline]
    fn push_scratch(&mut self, n: usize) -> Result<usize, FrameStackFull> {
        let base = self.top;
        let end = base.checked_add(n).ok_or(FrameStackFull)?;
        if end > self.slots.capacity() {
            return Err(FrameStackFull);
        }
        if end > self.slots.len() {
            // Slots never used yet are made (within capacity: never
            // reallocates); used ones keep their old values.
            self.slots.resize(end, Value::Undef);
        }
        self.top = end;
        Ok(base)
    }

    #[inline]
    fn pop(&mut self, n: usize) {
        self.top = self.top.saturating_sub(n);
    }

    #[inline]
    fn slots(&self) -> &[Value] {
        &self.slots[..self.top]
    }

    #[inline]
    fn slots_mut(&mut self) -> &mut [Value] {
        &mut self.slots[..self.top]
    }

    fn capacity(&self) -> usize {
        self.slots.capacity()
    }
}

/// Standard output, buffered. The first write goes straight through, so
/// a stream that cannot be written at all (a full device) fails at the
/// first `print`, as CPython's does; later failures surface when the
/// buffer spills. A failed write drops the text it held, and the stream
/// stays failed: every later write reports the same error (a closed pipe
/// does not reopen), which also makes a `print` that tier 2 redoes in the
/// interpreter after an exit raise instead of succeeding into the buffer.
pub struct StdOutput {
    buf: Vec<u8>,
    wrote: bool,
    failed: Option<OutputError>,
}

const BUFFER: usize = 1 << 16;

impl StdOutput {
    pub fn new() -> Self {
        StdOutput {
            buf: Vec::with_capacity(BUFFER),
            wrote: false,
            failed: None,
        }
    }

    /// Writes out what is buffered (nothing to write is success, also on a
    /// failed stream: its error was raised when it happened).
    pub fn flush(&mut self) -> Result<(), OutputError> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let mut out = io::stdout().lock();
        let r = out.write_all(&self.buf).and_then(|()| out.flush());
        self.buf.clear();
        r.map_err(|e| {
            let e = output_error(&e);
            self.failed = Some(e.clone());
            e
        })
    }
}

/// The guest's view of an I/O error: errno and the text `strerror` gives
/// (Rust's `Display` adds " (os error N)", which CPython does not print).
pub fn output_error(e: &io::Error) -> OutputError {
    let errno = e.raw_os_error().unwrap_or(5);
    let text = e.to_string();
    let strerror = match text.rfind(" (os error ") {
        Some(i) => String::from(&text[..i]),
        None => text,
    };
    OutputError { errno, strerror }
}

impl Default for StdOutput {
    fn default() -> Self {
        Self::new()
    }
}

impl Output for StdOutput {
    fn write_str(&mut self, s: &str) -> Result<(), OutputError> {
        if let Some(e) = &self.failed {
            return Err(e.clone());
        }
        if s.len() >= BUFFER {
            // Text as large as the buffer goes out as it is: copying it in
            // would only double what a big write holds.
            self.flush()?;
            self.wrote = true;
            let mut out = io::stdout().lock();
            return out
                .write_all(s.as_bytes())
                .and_then(|()| out.flush())
                .map_err(|e| {
                    let e = output_error(&e);
                    self.failed = Some(e.clone());
                    e
                });
        }
        self.buf.extend_from_slice(s.as_bytes());
        if !self.wrote || self.buf.len() >= BUFFER {
            self.wrote = true;
            return self.flush();
        }
        Ok(())
    }

    /// Standard error is unbuffered, as CPython's is; what standard output
    /// holds goes first, so the two interleave as the program wrote them
    /// when both reach one terminal.
    fn write_err(&mut self, s: &str) -> Result<(), OutputError> {
        let _ = self.flush();
        let mut err = io::stderr().lock();
        err.write_all(s.as_bytes())
            .and_then(|()| err.flush())
            .map_err(|e| output_error(&e))
    }

    fn source_line(&mut self, file: &str, line: u32) -> Option<String> {
        let text = crate::program::source_text(file, std::path::Path::new(""))?;
        crate::program::source_line_of(&text, line)
    }

    fn read_line(&mut self) -> Result<Option<String>, OutputError> {
        // A prompt written just before must be seen before the program
        // waits for input.
        self.flush()?;
        let mut line = Vec::new();
        let mut input = io::stdin().lock();
        match io::BufRead::read_until(&mut input, b'\n', &mut line) {
            Ok(0) => Ok(None),
            Ok(_) => Ok(Some(String::from_utf8_lossy(&line).into_owned())),
            Err(e) => Err(output_error(&e)),
        }
    }
}

/// Writes diagnostics (tracebacks, statistics, warnings) to stderr. A
/// stderr that cannot be written is ignored: there is nowhere left to
/// report it, and the exit status still says what happened.
pub fn diag(text: &str) {
    let _ = io::stderr().lock().write_all(text.as_bytes());
}

/// Standard error as a buffered `fmt::Write` target: a traceback streams
/// to it piece by piece, so a huge exception message is never copied
/// (pieces larger than the buffer go straight out). A failed write is as
/// ignored as in [`diag`]; the rest is written when it is dropped.
pub struct DiagText(io::BufWriter<io::StderrLock<'static>>);

impl DiagText {
    pub fn new() -> Self {
        DiagText(io::BufWriter::new(io::stderr().lock()))
    }
}

impl Default for DiagText {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Write for DiagText {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let _ = self.0.write_all(s.as_bytes());
        Ok(())
    }
}

/// Writes a tool's output (`dis`) to stdout, unbuffered by the guest's
/// rules. A closed pipe ends the tool quietly (exit status 1, as the
/// reader asked for no more); any other failure is reported.
pub fn tool_output(text: &str) -> Result<(), String> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(String::new()),
        Err(e) => Err(format!("trellis: cannot write the output: {e}\n")),
    }
}
