//! `_os`: the operating system calls the guest's `os` and `io` modules
//! are built on, as CPython's are on `posix`: descriptors, `stat`,
//! directories, the working directory and the environment, through the
//! host's [`crate::host::FileSystem`]. A host without one (a kernel, a
//! firmware) makes every call raise `OSError` with `ENOSYS`.
//!
//! Errors carry the errno and the file names, so the guest sees CPython's
//! `FileNotFoundError: [Errno 2] No such file or directory: 'x.txt'`.
//! `stat` answers a plain tuple; `os` makes the `stat_result` of it.

use alloc::string::String;
use alloc::vec::Vec;

use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::host::{FileStat, FileSystem, OutputError};
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = {
    use Builtin::*;
    &[
        ("open", OsOpen),
        ("read", OsRead),
        ("write", OsWrite),
        ("close", OsClose),
        ("lseek", OsLseek),
        ("stat", OsStat),
        ("fstat", OsFstat),
        ("isatty", OsIsatty),
        ("listdir", OsListdir),
        ("mkdir", OsMkdir),
        ("rmdir", OsRmdir),
        ("unlink", OsUnlink),
        ("rename", OsRename),
        ("readlink", OsReadlink),
        ("getcwd", OsGetcwd),
        ("chdir", OsChdir),
        ("environ_items", OsEnvironItems),
        ("getpid", OsGetpid),
        ("strerror", OsStrerror),
        ("urandom", OsUrandom),
    ]
};

/// `ENOSYS`, for a host without files.
const NO_SYSTEM: OutputError = OutputError {
    errno: 38,
    strerror: String::new(),
};

fn files() -> Result<&'static FileSystem, OutputError> {
    crate::host::platform().files.ok_or(NO_SYSTEM)
}

/// The `OSError` subclass for `e`, naming the files as CPython does.
fn os_error(heap: &mut Heap, e: OutputError, names: &[Value]) -> Exception {
    let text = if e.strerror.is_empty() && e.errno == NO_SYSTEM.errno {
        String::from("Function not implemented")
    } else {
        e.strerror
    };
    let made = (|| {
        let text = crate::ops::new_str(heap, text)?;
        let mut pos = alloc::vec![Value::Int(e.errno as i64), text];
        match names {
            [] => {}
            [one] => pos.push(*one),
            [one, two, ..] => pos.extend_from_slice(&[*one, Value::None, *two]),
        }
        let v = crate::objects::exception::new_exception(
            heap,
            Value::ExcType(crate::error::ExcKind::OSError),
            &pos,
        )?;
        match v {
            Value::Instance(r) => Ok(Exception::from_object(
                crate::objects::exception::os_error_kind(e.errno as i64),
                r,
            )),
            _ => Err(exc!(SystemError, "exception allocation")),
        }
    })();
    made.unwrap_or_else(|e| e)
}

/// A path argument: a str, or bytes taken as UTF-8.
fn path(heap: &Heap, f: &str, v: Value) -> Result<String, Exception> {
    match v {
        Value::Str(r) => crate::heap::headroom::copy_str(heap.str(r)),
        Value::Bytes(r) => Ok(String::from_utf8_lossy(heap.bytes(r)).into_owned()),
        _ => Err(exc!(
            TypeError,
            "{}: path should be string, bytes or os.PathLike, not {}",
            f,
            crate::objects::type_name(heap, v)
        )),
    }
}

/// A buffer of `n` bytes, or `MemoryError`.
fn zeroed(n: usize) -> Result<Vec<u8>, Exception> {
    let mut buf = Vec::new();
    buf.try_reserve_exact(n)
        .map_err(|_| exc!(MemoryError, "out of memory"))?;
    buf.resize(n, 0);
    Ok(buf)
}

fn fd(heap: &Heap, v: Value) -> Result<i32, Exception> {
    Ok(crate::args::c_int(heap, v)? as i32)
}

fn stat_tuple(heap: &mut Heap, s: FileStat) -> Result<Value, Exception> {
    crate::ops::tuple_from(
        heap,
        &[
            Value::Int(s.mode as i64),
            Value::Int(s.ino as i64),
            Value::Int(s.dev as i64),
            Value::Int(s.nlink as i64),
            Value::Int(s.uid as i64),
            Value::Int(s.gid as i64),
            Value::Int(s.size as i64),
            Value::Int(s.atime_ns),
            Value::Int(s.mtime_ns),
            Value::Int(s.ctime_ns),
        ],
    )
}

pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    use Builtin::*;
    let name = b.name();
    let heap = ctx.heap();
    args.no_kw(name)?;
    // Each arm answers the call or the host's error, with the file names
    // the error should carry.
    let (result, names): (Result<Value, OutputError>, &[Value]) = match b {
        OsOpen => {
            let a = args.expect(name, 2, 3)?;
            let p = path(heap, name, a[0])?;
            let flags = crate::args::c_int(heap, a[1])? as i32;
            let mode = match a.get(2) {
                Some(&m) => crate::args::c_int(heap, m)? as u32,
                None => 0o777,
            };
            let r = files().and_then(|fs| (fs.open)(&p, flags, mode));
            (r.map(|fd| Value::Int(fd as i64)), &a[..1])
        }
        OsRead => {
            let a = args.expect(name, 2, 2)?;
            let fd = fd(heap, a[0])?;
            let n = crate::args::index(a[1])?;
            if n < 0 {
                return Err(exc!(ValueError, "negative buffersize in read"));
            }
            let mut buf = zeroed(n as usize)?;
            match files().and_then(|fs| (fs.read)(fd, &mut buf)) {
                Ok(got) => {
                    buf.truncate(got);
                    return crate::objects::bytes::new_bytes(heap, buf);
                }
                Err(e) => (Err(e), &[]),
            }
        }
        OsWrite => {
            let a = args.expect(name, 2, 2)?;
            let fd = fd(heap, a[0])?;
            let data = match a[1] {
                Value::Bytes(r) | Value::ByteArray(r) => {
                    crate::heap::headroom::copy(heap.bytes(r))?
                }
                v => {
                    return Err(exc!(
                        TypeError,
                        "a bytes-like object is required, not '{}'",
                        crate::objects::type_name(heap, v)
                    ));
                }
            };
            let r = files().and_then(|fs| (fs.write)(fd, &data));
            (r.map(|n| Value::Int(n as i64)), &[])
        }
        OsClose | OsFstat | OsIsatty => {
            let fd = fd(heap, args.expect(name, 1, 1)?[0])?;
            match b {
                OsClose => (
                    files().and_then(|fs| (fs.close)(fd)).map(|_| Value::None),
                    &[],
                ),
                OsIsatty => {
                    let t = files().map(|fs| (fs.isatty)(fd)).unwrap_or(false);
                    return Ok(Value::Bool(t));
                }
                _ => match files().and_then(|fs| (fs.fstat)(fd)) {
                    Ok(s) => return stat_tuple(heap, s),
                    Err(e) => (Err(e), &[]),
                },
            }
        }
        OsLseek => {
            let a = args.expect(name, 3, 3)?;
            let fd = fd(heap, a[0])?;
            let pos = crate::args::index(a[1])?;
            let how = crate::args::c_int(heap, a[2])? as i32;
            let r = files().and_then(|fs| (fs.seek)(fd, pos, how));
            (r.map(|p| Value::Int(p as i64)), &[])
        }
        OsStat => {
            let a = args.expect(name, 1, 2)?;
            let p = path(heap, name, a[0])?;
            let follow = a.get(1).is_none_or(|v| crate::ops::truthy(heap, *v));
            match files().and_then(|fs| (fs.stat)(&p, follow)) {
                Ok(s) => return stat_tuple(heap, s),
                Err(e) => (Err(e), &a[..1]),
            }
        }
        OsListdir => {
            let a = args.expect(name, 0, 1)?;
            let p = match a.first() {
                Some(&v) => path(heap, name, v)?,
                None => String::from("."),
            };
            match files().and_then(|fs| (fs.list_dir)(&p)) {
                Ok(names) => {
                    let mut items = Vec::with_capacity(names.len());
                    for n in names {
                        items.push(crate::ops::new_str(heap, n)?);
                    }
                    return crate::ops::new_list(heap, items);
                }
                Err(e) => (Err(e), a),
            }
        }
        OsMkdir | OsRmdir | OsUnlink | OsChdir => {
            let a = args.expect(name, 1, 2)?;
            let p = path(heap, name, a[0])?;
            let r = files().and_then(|fs| match b {
                OsMkdir => {
                    let mode = a.get(1).and_then(|v| v.as_index()).unwrap_or(0o777);
                    (fs.mkdir)(&p, mode as u32)
                }
                OsRmdir => (fs.rmdir)(&p),
                OsUnlink => (fs.unlink)(&p),
                _ => (fs.chdir)(&p),
            });
            (r.map(|_| Value::None), &a[..1])
        }
        OsRename => {
            let a = args.expect(name, 2, 2)?;
            let (from, to) = (path(heap, name, a[0])?, path(heap, name, a[1])?);
            let r = files().and_then(|fs| (fs.rename)(&from, &to));
            (r.map(|_| Value::None), a)
        }
        OsGetcwd => {
            args.expect(name, 0, 0)?;
            match files().and_then(|fs| (fs.getcwd)()) {
                Ok(s) => return crate::ops::new_str(heap, s),
                Err(e) => (Err(e), &[]),
            }
        }
        OsReadlink => {
            let a = args.expect(name, 1, 1)?;
            let p = path(heap, name, a[0])?;
            match files().and_then(|fs| (fs.readlink)(&p)) {
                Ok(s) => return crate::ops::new_str(heap, s),
                Err(e) => (Err(e), a),
            }
        }
        OsEnvironItems => {
            args.expect(name, 0, 0)?;
            let vars = files().map(|fs| (fs.environ)()).unwrap_or_default();
            let mut items = Vec::with_capacity(vars.len());
            for (k, v) in vars {
                let k = crate::ops::new_str(heap, k)?;
                let v = crate::ops::new_str(heap, v)?;
                items.push(crate::ops::tuple_from(heap, &[k, v])?);
            }
            return crate::ops::new_list(heap, items);
        }
        OsGetpid => {
            args.expect(name, 0, 0)?;
            return Ok(Value::Int(
                files().map(|fs| (fs.getpid)()).unwrap_or(1) as i64
            ));
        }
        OsStrerror => {
            let n = crate::args::c_int(heap, args.expect(name, 1, 1)?[0])? as i32;
            let text = match files() {
                Ok(fs) => (fs.strerror)(n),
                Err(_) => alloc::format!("Unknown error {n}"),
            };
            return crate::ops::new_str(heap, text);
        }
        OsUrandom => {
            let n = crate::args::index(args.expect(name, 1, 1)?[0])?;
            if n < 0 {
                return Err(exc!(ValueError, "negative argument not allowed"));
            }
            let mut buf = zeroed(n as usize)?;
            let filled = crate::host::platform().entropy.is_some_and(|f| f(&mut buf));
            if !filled {
                (Err(NO_SYSTEM), &[])
            } else {
                return crate::objects::bytes::new_bytes(heap, buf);
            }
        }
        _ => return Err(exc!(SystemError, "{} is not in _os", name)),
    };
    result.map_err(|e| os_error(ctx.heap(), e, names))
}
