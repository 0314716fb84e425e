//! The core's [`FileSystem`] over `std::fs`: files the guest opens are
//! kept in a table by their real descriptor number (so `f.fileno()` is
//! what the operating system gave), and every error keeps its errno and
//! the C library's message for it.
//!
//! Descriptors 0, 1 and 2 are the process's own streams; the guest's
//! `print` and `sys.stdout` go through the host's buffered [`Output`]
//! instead, so `os.write(1, ...)` is unbuffered as in CPython.
//!
//! [`FileSystem`]: trellis_core::host::FileSystem
//! [`Output`]: trellis_core::Output

use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{self, IsTerminal, Read, Seek, SeekFrom, Write};
use std::os::fd::AsRawFd;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::sync::Mutex;

use trellis_core::OutputError;
use trellis_core::host::{FileStat, FileSystem};

pub static FILES: FileSystem = FileSystem {
    open,
    read,
    write,
    close,
    seek,
    stat,
    fstat,
    isatty,
    list_dir,
    mkdir: |p, mode| {
        std::fs::DirBuilder::new()
            .mode(mode)
            .create(p)
            .map_err(error)
    },
    rmdir: |p| std::fs::remove_dir(p).map_err(error),
    unlink: |p| std::fs::remove_file(p).map_err(error),
    rename: |a, b| std::fs::rename(a, b).map_err(error),
    readlink: |p| {
        std::fs::read_link(p)
            .map(|t| t.to_string_lossy().into_owned())
            .map_err(error)
    },
    getcwd: || {
        std::env::current_dir()
            .map(|p| p.to_string_lossy().into_owned())
            .map_err(error)
    },
    chdir: |p| std::env::set_current_dir(p).map_err(error),
    environ: || {
        std::env::vars_os()
            .map(|(k, v)| (lossy(&k), lossy(&v)))
            .collect()
    },
    getpid: std::process::id,
    strerror: |n| strerror_text(&io::Error::from_raw_os_error(n)),
};

/// Linux's open flags the guest passes (`os.O_*`).
const O_WRONLY: i32 = 0o1;
const O_RDWR: i32 = 0o2;
const O_CREAT: i32 = 0o100;
const O_EXCL: i32 = 0o200;
const O_TRUNC: i32 = 0o1000;
const O_APPEND: i32 = 0o2000;
/// `EBADF`.
const BAD_DESCRIPTOR: i32 = 9;

/// The files the guest has open, by descriptor.
static OPEN: Mutex<Option<HashMap<i32, File>>> = Mutex::new(None);

fn lossy(s: &std::ffi::OsStr) -> String {
    s.to_string_lossy().into_owned()
}

/// The C library's text for an error: std's `Display` adds
/// ` (os error N)`, which `strerror` does not.
fn strerror_text(e: &io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

fn error(e: io::Error) -> OutputError {
    OutputError {
        errno: e.raw_os_error().unwrap_or(5),
        strerror: strerror_text(&e),
    }
}

fn bad_descriptor() -> OutputError {
    error(io::Error::from_raw_os_error(BAD_DESCRIPTOR))
}

/// Runs `f` on the open file `fd`, or on the process's own stream.
fn with_file<R>(
    fd: i32,
    f: impl FnOnce(&mut dyn Stream) -> io::Result<R>,
) -> Result<R, OutputError> {
    match fd {
        0 => f(&mut io::stdin()).map_err(error),
        1 => f(&mut io::stdout()).map_err(error),
        2 => f(&mut io::stderr()).map_err(error),
        _ => {
            let mut table = OPEN.lock().map_err(|_| bad_descriptor())?;
            let file = table
                .as_mut()
                .and_then(|t| t.get_mut(&fd))
                .ok_or_else(bad_descriptor)?;
            f(file).map_err(error)
        }
    }
}

/// What a descriptor can be asked; the standard streams refuse what they
/// cannot do with the error the operating system would give.
trait Stream {
    fn read_into(&mut self, buf: &mut [u8]) -> io::Result<usize>;
    fn write_from(&mut self, data: &[u8]) -> io::Result<usize>;
    fn seek_to(&mut self, to: SeekFrom) -> io::Result<u64>;
    fn terminal(&self) -> bool;
    fn metadata(&self) -> io::Result<std::fs::Metadata>;
}

/// `ESPIPE` / `EBADF` for what a standard stream cannot do.
fn refused(errno: i32) -> io::Error {
    io::Error::from_raw_os_error(errno)
}

impl Stream for File {
    fn read_into(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.read(buf)
    }
    fn write_from(&mut self, data: &[u8]) -> io::Result<usize> {
        self.write(data)
    }
    fn seek_to(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.seek(to)
    }
    fn terminal(&self) -> bool {
        self.is_terminal()
    }
    fn metadata(&self) -> io::Result<std::fs::Metadata> {
        File::metadata(self)
    }
}

macro_rules! std_stream {
    ($t:ty, read: $r:expr, write: $w:expr) => {
        impl Stream for $t {
            fn read_into(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                ($r)(self, buf)
            }
            fn write_from(&mut self, data: &[u8]) -> io::Result<usize> {
                ($w)(self, data)
            }
            fn seek_to(&mut self, _: SeekFrom) -> io::Result<u64> {
                Err(refused(29))
            }
            fn terminal(&self) -> bool {
                self.is_terminal()
            }
            fn metadata(&self) -> io::Result<std::fs::Metadata> {
                Err(refused(BAD_DESCRIPTOR))
            }
        }
    };
}

std_stream!(io::Stdin, read: |s: &mut io::Stdin, b: &mut [u8]| s.read(b), write: |_: &mut io::Stdin, _: &[u8]| Err(refused(BAD_DESCRIPTOR)));
std_stream!(io::Stdout, read: |_: &mut io::Stdout, _: &mut [u8]| Err(refused(BAD_DESCRIPTOR)), write: |s: &mut io::Stdout, d: &[u8]| { let n = s.write(d)?; s.flush()?; Ok(n) });
std_stream!(io::Stderr, read: |_: &mut io::Stderr, _: &mut [u8]| Err(refused(BAD_DESCRIPTOR)), write: |s: &mut io::Stderr, d: &[u8]| s.write(d));

fn open(path: &str, flags: i32, mode: u32) -> Result<i32, OutputError> {
    let access = flags & 3;
    let mut o = OpenOptions::new();
    o.read(access != O_WRONLY)
        .write(access == O_WRONLY || access == O_RDWR)
        .append(flags & O_APPEND != 0)
        .truncate(flags & O_TRUNC != 0)
        .mode(mode);
    if flags & O_CREAT != 0 {
        if flags & O_EXCL != 0 {
            o.create_new(true);
        } else {
            o.create(true);
        }
    }
    // Flags std has no builder method for (`O_NOFOLLOW`, ...) pass through.
    o.custom_flags(flags & !(3 | O_CREAT | O_EXCL | O_TRUNC | O_APPEND));
    let file = o.open(path).map_err(error)?;
    let fd = file.as_raw_fd();
    let mut table = OPEN.lock().map_err(|_| bad_descriptor())?;
    table.get_or_insert_with(HashMap::new).insert(fd, file);
    Ok(fd)
}

fn read(fd: i32, buf: &mut [u8]) -> Result<usize, OutputError> {
    with_file(fd, |f| f.read_into(buf))
}

fn write(fd: i32, data: &[u8]) -> Result<usize, OutputError> {
    with_file(fd, |f| f.write_from(data))
}

fn close(fd: i32) -> Result<(), OutputError> {
    let mut table = OPEN.lock().map_err(|_| bad_descriptor())?;
    // Dropping the file closes it.
    match table.as_mut().and_then(|t| t.remove(&fd)) {
        Some(_) => Ok(()),
        None => Err(bad_descriptor()),
    }
}

fn seek(fd: i32, offset: i64, whence: i32) -> Result<u64, OutputError> {
    let to = match whence {
        0 => SeekFrom::Start(u64::try_from(offset).map_err(|_| error(refused(22)))?),
        1 => SeekFrom::Current(offset),
        2 => SeekFrom::End(offset),
        _ => return Err(error(refused(22))),
    };
    with_file(fd, |f| f.seek_to(to))
}

fn isatty(fd: i32) -> bool {
    with_file(fd, |f| Ok(f.terminal())).unwrap_or(false)
}

fn file_stat(m: &std::fs::Metadata) -> FileStat {
    FileStat {
        mode: m.permissions().mode(),
        ino: m.ino(),
        dev: m.dev(),
        nlink: m.nlink(),
        uid: m.uid(),
        gid: m.gid(),
        size: m.size(),
        atime_ns: m.atime() * 1_000_000_000 + m.atime_nsec(),
        mtime_ns: m.mtime() * 1_000_000_000 + m.mtime_nsec(),
        ctime_ns: m.ctime() * 1_000_000_000 + m.ctime_nsec(),
    }
}

fn stat(path: &str, follow: bool) -> Result<FileStat, OutputError> {
    let m = if follow {
        std::fs::metadata(path)
    } else {
        std::fs::symlink_metadata(path)
    };
    m.map(|m| file_stat(&m)).map_err(error)
}

fn fstat(fd: i32) -> Result<FileStat, OutputError> {
    with_file(fd, |f| f.metadata()).map(|m| file_stat(&m))
}

fn list_dir(path: &str) -> Result<Vec<String>, OutputError> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(path).map_err(error)? {
        names.push(lossy(&entry.map_err(error)?.file_name()));
    }
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_written_is_read_back_and_errors_keep_their_errno() {
        let dir = std::env::temp_dir().join(format!("trellis_files_{}", std::process::id()));
        let dir = dir.to_string_lossy().into_owned();
        (FILES.mkdir)(&dir, 0o755).unwrap();
        let path = format!("{dir}/a.txt");
        let fd = (FILES.open)(&path, O_WRONLY | O_CREAT | O_TRUNC, 0o644).unwrap();
        assert_eq!((FILES.write)(fd, b"hello").unwrap(), 5);
        (FILES.close)(fd).unwrap();
        assert_eq!((FILES.close)(fd).unwrap_err().errno, BAD_DESCRIPTOR);
        let fd = (FILES.open)(&path, 0, 0).unwrap();
        let mut buf = [0u8; 16];
        assert_eq!((FILES.read)(fd, &mut buf).unwrap(), 5);
        assert_eq!(&buf[..5], b"hello");
        assert_eq!((FILES.seek)(fd, 1, 0).unwrap(), 1);
        assert_eq!((FILES.fstat)(fd).unwrap().size, 5);
        (FILES.close)(fd).unwrap();
        assert_eq!((FILES.list_dir)(&dir).unwrap(), vec!["a.txt".to_string()]);
        let e = (FILES.open)(&path, O_WRONLY | O_CREAT | O_EXCL, 0o644).unwrap_err();
        assert_eq!((e.errno, e.strerror.as_str()), (17, "File exists"));
        (FILES.unlink)(&path).unwrap();
        let e = (FILES.stat)(&path, true).unwrap_err();
        assert_eq!(
            (e.errno, e.strerror.as_str()),
            (2, "No such file or directory")
        );
        (FILES.rmdir)(&dir).unwrap();
    }
}
