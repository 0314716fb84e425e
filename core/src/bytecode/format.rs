//! The `.tbc` module file: writing and (untrusted) loading.
//!
//! ```text
//! file    := "TRBC" version:u16 reserved:u16 section*
//! section := id:u8 length:u32 payload[length]      (ids 1..=6, in order)
//!   1 FILENAME  str
//!   2 NAMES     count:u32 str*
//!   3 CONSTS    count:u32 (tag:u8 payload)*   tags: 0 None, 1 False, 2 True,
//!                                             3 int:i64, 4 float:f64, 5 str,
//!                                             6 big int (hex str),
//!                                             7 bytes (len:u32 bytes),
//!                                             8 tuple, 9 frozenset
//!                                             (count:u32 const*; at
//!                                             most 32 deep)
//!   4 CODES     count:u32 code*
//!   5 KWNAMES   count:u32 (n:u32 name:u32*n)*
//!   6 MODULES   count:u32 (name:str filename:str code_start:u32
//!               code_end:u32 name_start:u32 name_end:u32 package:u8)*
//!               (a bundle's source modules; count 0: one module)
//! code    := name:str qualname:str flags:u32 nparams:u32 argcount:u32
//!            posonly:u32 kwonly:u32 nfree:u32
//!            nlocals:u32 str*nlocals max_stack:u32
//!            first_line:u32 ninstrs:u32 (op:u8 arg:u32)*ninstrs
//!            nruns:u32 (count:u32 line:u32)*nruns
//!            nhandlers:u32 (start:u32 end:u32 target:u32 depth:u32)*
//! str     := len:u32 utf8[len]
//! ```
//! All integers are little-endian. [`load`] checks every length against the
//! bytes that remain (so a lying count cannot make it allocate), then runs
//! the verifier. Errors name the section and the byte offset.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::module::{Code, CodeFlags, Const, Handler, Instr, Module, SourceModule, limits};
use super::opcode::Op;
use super::{LoadError, verify};

pub const MAGIC: &[u8; 4] = b"TRBC";
pub const VERSION: u16 = 5;

const SEC_FILENAME: u8 = 1;
const SEC_NAMES: u8 = 2;
const SEC_CONSTS: u8 = 3;
const SEC_CODES: u8 = 4;
const SEC_KWNAMES: u8 = 5;
const SEC_MODULES: u8 = 6;

fn section_name(id: u8) -> &'static str {
    match id {
        SEC_FILENAME => "FILENAME",
        SEC_NAMES => "NAMES",
        SEC_CONSTS => "CONSTS",
        SEC_CODES => "CODES",
        SEC_KWNAMES => "KWNAMES",
        SEC_MODULES => "MODULES",
        _ => "header",
    }
}

// ---------------------------------------------------------------- writing

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn u16(&mut self, v: u16) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn len(&mut self, v: usize) {
        self.u32(v as u32);
    }
    fn str(&mut self, s: &str) {
        self.len(s.len());
        self.0.extend_from_slice(s.as_bytes());
    }
    fn section(&mut self, id: u8, body: impl FnOnce(&mut Writer)) {
        let mut inner = Writer(Vec::new());
        body(&mut inner);
        self.u8(id);
        self.len(inner.0.len());
        self.0.extend_from_slice(&inner.0);
    }
}

/// Serializes a module. Quickened instructions are written in their generic
/// form, so a module taken from a running VM still loads.
pub fn write(m: &Module) -> Vec<u8> {
    let mut w = Writer(Vec::new());
    w.0.extend_from_slice(MAGIC);
    w.u16(VERSION);
    w.u16(0);
    w.section(SEC_FILENAME, |w| w.str(&m.filename));
    w.section(SEC_NAMES, |w| {
        w.len(m.names.len());
        for n in &m.names {
            w.str(n);
        }
    });
    w.section(SEC_CONSTS, |w| {
        w.len(m.consts.len());
        for c in &m.consts {
            write_const(w, c);
        }
    });
    w.section(SEC_CODES, |w| {
        w.len(m.codes.len());
        for c in &m.codes {
            w.str(&c.name);
            w.str(&c.qualname);
            w.u32(c.flags.bits());
            w.u32(c.nparams);
            w.u32(c.argcount);
            w.u32(c.posonly);
            w.u32(c.kwonly);
            w.u32(c.nfree);
            w.len(c.local_names.len());
            for n in &c.local_names {
                w.str(n);
            }
            w.u32(c.max_stack);
            w.u32(c.first_line);
            w.len(c.instrs.len());
            for i in &c.instrs {
                w.u8(i.op.generic() as u8);
                w.u32(i.arg);
            }
            let runs = line_runs(&c.lines);
            w.len(runs.len());
            for (count, line) in runs {
                w.u32(count);
                w.u32(line);
            }
            w.len(c.handlers.len());
            for h in &c.handlers {
                w.u32(h.start);
                w.u32(h.end);
                w.u32(h.target);
                w.u32(h.depth);
            }
        }
    });
    w.section(SEC_KWNAMES, |w| {
        w.len(m.kwnames.len());
        for names in &m.kwnames {
            w.len(names.len());
            for &n in names {
                w.u32(n);
            }
        }
    });
    w.section(SEC_MODULES, |w| {
        w.len(m.modules.len());
        for sm in &m.modules {
            w.str(&sm.name);
            w.str(&sm.filename);
            w.u32(sm.codes.0);
            w.u32(sm.codes.1);
            w.u32(sm.names.0);
            w.u32(sm.names.1);
            w.u8(sm.package as u8);
        }
    });
    w.0
}

fn write_const(w: &mut Writer, c: &Const) {
    match c {
        Const::None => w.u8(0),
        Const::Bool(false) => w.u8(1),
        Const::Bool(true) => w.u8(2),
        Const::Int(i) => {
            w.u8(3);
            w.0.extend_from_slice(&i.to_le_bytes());
        }
        Const::Float(f) => {
            w.u8(4);
            w.0.extend_from_slice(&f.to_bits().to_le_bytes());
        }
        Const::Complex(re, im) => {
            w.u8(10);
            w.0.extend_from_slice(&re.to_bits().to_le_bytes());
            w.0.extend_from_slice(&im.to_bits().to_le_bytes());
        }
        Const::Str(s) => {
            w.u8(5);
            w.str(s);
        }
        Const::BigInt(s) => {
            w.u8(6);
            w.str(s);
        }
        Const::Bytes(b) => {
            w.u8(7);
            w.len(b.len());
            w.0.extend_from_slice(b);
        }
        Const::Tuple(items) | Const::FrozenSet(items) => {
            w.u8(if matches!(c, Const::Tuple(_)) { 8 } else { 9 });
            w.len(items.len());
            for i in items {
                write_const(w, i);
            }
        }
    }
}

fn line_runs(lines: &[u32]) -> Vec<(u32, u32)> {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &l in lines {
        match runs.last_mut() {
            Some((count, line)) if *line == l => *count += 1,
            _ => runs.push((1, l)),
        }
    }
    runs
}

// ---------------------------------------------------------------- loading

struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    end: usize,
    section: &'static str,
}

impl<'a> Reader<'a> {
    fn err(&self, message: impl Into<String>) -> LoadError {
        LoadError {
            place: format!("section {}", self.section),
            offset: self.pos,
            message: message.into(),
        }
    }

    fn remaining(&self) -> usize {
        self.end - self.pos
    }

    fn bytes(&mut self, n: usize) -> Result<&'a [u8], LoadError> {
        if n > self.remaining() {
            return Err(self.err(format!(
                "truncated: need {} bytes, {} remain",
                n,
                self.remaining()
            )));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], LoadError> {
        let mut a = [0u8; N];
        a.copy_from_slice(self.bytes(N)?);
        Ok(a)
    }

    fn u8(&mut self) -> Result<u8, LoadError> {
        Ok(self.array::<1>()?[0])
    }
    fn u16(&mut self) -> Result<u16, LoadError> {
        Ok(u16::from_le_bytes(self.array()?))
    }
    fn u32(&mut self) -> Result<u32, LoadError> {
        Ok(u32::from_le_bytes(self.array()?))
    }
    fn u64(&mut self) -> Result<u64, LoadError> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    /// A count of items that each take at least `min_item_bytes`, checked
    /// against the bytes left and a hard limit.
    fn count(
        &mut self,
        min_item_bytes: usize,
        limit: usize,
        what: &str,
    ) -> Result<usize, LoadError> {
        let at = self.pos;
        let n = self.u32()? as usize;
        if n > limit || n.saturating_mul(min_item_bytes) > self.remaining() {
            self.pos = at;
            return Err(self.err(format!("{what} count {n} is impossible here")));
        }
        Ok(n)
    }

    fn str(&mut self) -> Result<String, LoadError> {
        let at = self.pos;
        let n = self.count(1, limits::MAX_STRING, "string byte")?;
        let b = self.bytes(n)?;
        match core::str::from_utf8(b) {
            Ok(s) => Ok(s.to_string()),
            Err(_) => {
                self.pos = at;
                Err(self.err("string is not valid UTF-8"))
            }
        }
    }

    fn section(&mut self, id: u8) -> Result<(), LoadError> {
        self.section = section_name(id);
        let at = self.pos;
        let got = self.u8()?;
        if got != id {
            self.pos = at;
            return Err(self.err(format!("expected section id {id}, found {got}")));
        }
        let len = self.u32()? as usize;
        if len > self.data.len() - self.pos {
            self.pos = at;
            return Err(self.err(format!(
                "section length {len} runs past the end of the file"
            )));
        }
        self.end = self.pos + len;
        Ok(())
    }

    fn end_section(&mut self) -> Result<(), LoadError> {
        if self.pos != self.end {
            return Err(self.err(format!(
                "{} unused bytes at the end of the section",
                self.remaining()
            )));
        }
        self.end = self.data.len();
        Ok(())
    }
}

/// Decodes and verifies a module from untrusted bytes.
pub fn load(data: &[u8]) -> Result<Module, LoadError> {
    let m = decode(data)?;
    verify::verify(&m)?;
    Ok(m)
}

/// Decodes without verifying (the verifier is [`verify::verify`]).
pub fn decode(data: &[u8]) -> Result<Module, LoadError> {
    let mut r = Reader {
        data,
        pos: 0,
        end: data.len(),
        section: "header",
    };
    if r.bytes(4)? != MAGIC {
        r.pos = 0;
        return Err(r.err("not a Trellis bytecode file (bad magic)"));
    }
    let version = r.u16()?;
    if version != VERSION {
        r.pos -= 2;
        return Err(r.err(format!(
            "unsupported version {version} (this VM reads {VERSION})"
        )));
    }
    if r.u16()? != 0 {
        r.pos -= 2;
        return Err(r.err("reserved header field is not zero"));
    }

    r.section(SEC_FILENAME)?;
    let filename = r.str()?;
    r.end_section()?;

    r.section(SEC_NAMES)?;
    let n = r.count(4, limits::MAX_NAMES, "name")?;
    let mut names = Vec::with_capacity(n);
    for _ in 0..n {
        names.push(r.str()?);
    }
    r.end_section()?;

    r.section(SEC_CONSTS)?;
    let n = r.count(1, limits::MAX_CONSTS, "constant")?;
    let mut consts = Vec::with_capacity(n);
    for _ in 0..n {
        consts.push(read_const(&mut r, 0)?);
    }
    r.end_section()?;

    r.section(SEC_CODES)?;
    let n = r.count(56, limits::MAX_CODES, "code object")?;
    let mut codes = Vec::with_capacity(n);
    for _ in 0..n {
        codes.push(read_code(&mut r)?);
    }
    r.end_section()?;

    r.section(SEC_KWNAMES)?;
    let n = r.count(4, limits::MAX_CODES, "keyword-name list")?;
    let mut kwnames = Vec::with_capacity(n);
    for _ in 0..n {
        let k = r.count(4, limits::MAX_CALL_ARGS as usize, "keyword name")?;
        let mut names = Vec::with_capacity(k);
        for _ in 0..k {
            names.push(r.u32()?);
        }
        kwnames.push(names);
    }
    r.end_section()?;

    r.section(SEC_MODULES)?;
    let n = r.count(25, limits::MAX_MODULES, "module")?;
    let mut modules = Vec::with_capacity(n);
    for _ in 0..n {
        let name = r.str()?;
        let filename = r.str()?;
        let codes = (r.u32()?, r.u32()?);
        let names = (r.u32()?, r.u32()?);
        let at = r.pos;
        let package = match r.u8()? {
            0 => false,
            1 => true,
            _ => {
                r.pos = at;
                return Err(r.err("package flag is not 0 or 1"));
            }
        };
        modules.push(SourceModule {
            name,
            filename,
            codes,
            names,
            package,
        });
    }
    r.end_section()?;
    if r.pos != data.len() {
        r.section = "trailer";
        return Err(r.err(format!(
            "{} bytes after the last section",
            data.len() - r.pos
        )));
    }
    Ok(Module {
        filename,
        names,
        consts,
        codes,
        kwnames,
        modules,
    })
}

/// Deepest nesting of constant tuples and frozensets a file may hold.
const MAX_CONST_DEPTH: usize = 32;

fn read_const(r: &mut Reader<'_>, depth: usize) -> Result<Const, LoadError> {
    let at = r.pos;
    Ok(match r.u8()? {
        0 => Const::None,
        1 => Const::Bool(false),
        2 => Const::Bool(true),
        3 => Const::Int(r.u64()? as i64),
        4 => Const::Float(f64::from_bits(r.u64()?)),
        10 => Const::Complex(f64::from_bits(r.u64()?), f64::from_bits(r.u64()?)),
        5 => Const::Str(r.str()?),
        6 => {
            let text = r.str()?;
            let digits = text.strip_prefix('-').unwrap_or(&text);
            let ok = digits.len() > 2
                && digits.len() <= 1 << 20
                && digits.starts_with("0x")
                && digits[2..].bytes().all(|b| b.is_ascii_hexdigit());
            if !ok {
                r.pos = at;
                return Err(r.err("malformed big int constant"));
            }
            Const::BigInt(text)
        }
        7 => {
            let n = r.count(1, limits::MAX_STRING, "bytes constant")?;
            Const::Bytes(r.bytes(n)?.to_vec())
        }
        t @ (8 | 9) => {
            if depth >= MAX_CONST_DEPTH {
                r.pos = at;
                return Err(r.err("constants nested too deeply"));
            }
            let n = r.count(1, limits::MAX_COUNT as usize, "constant item")?;
            let mut items = Vec::with_capacity(n);
            for _ in 0..n {
                items.push(read_const(r, depth + 1)?);
            }
            if t == 8 {
                Const::Tuple(items)
            } else {
                Const::FrozenSet(items)
            }
        }
        t => {
            r.pos = at;
            return Err(r.err(format!("unknown constant tag {t}")));
        }
    })
}

fn read_code(r: &mut Reader<'_>) -> Result<Code, LoadError> {
    let name = r.str()?;
    let qualname = r.str()?;
    let at = r.pos;
    let flags = match CodeFlags::from_bits(r.u32()?) {
        Some(f) => f,
        None => {
            r.pos = at;
            return Err(r.err(format!("unknown flags in code '{name}'")));
        }
    };
    let nparams = r.u32()?;
    let argcount = r.u32()?;
    let posonly = r.u32()?;
    let kwonly = r.u32()?;
    let nfree = r.u32()?;
    let nlocals = r.count(4, limits::MAX_LOCALS as usize, "local")?;
    let mut local_names = Vec::with_capacity(nlocals);
    for _ in 0..nlocals {
        local_names.push(r.str()?);
    }
    let max_stack = r.u32()?;
    let first_line = r.u32()?;
    let ninstrs = r.count(5, limits::MAX_INSTRS, "instruction")?;
    let mut instrs = Vec::with_capacity(ninstrs);
    for _ in 0..ninstrs {
        let at = r.pos;
        let byte = r.u8()?;
        let arg = r.u32()?;
        match Op::from_u8(byte) {
            Some(op) if op.is_generic() => instrs.push(Instr { op, arg }),
            _ => {
                r.pos = at;
                return Err(r.err(format!("invalid opcode {byte} in code '{name}'")));
            }
        }
    }
    let nruns = r.count(8, ninstrs, "line run")?;
    let mut lines = Vec::with_capacity(ninstrs);
    for _ in 0..nruns {
        let at = r.pos;
        let count = r.u32()? as usize;
        let line = r.u32()?;
        if count > ninstrs - lines.len() {
            r.pos = at;
            return Err(r.err(format!(
                "line table of code '{name}' covers more than its {ninstrs} instructions"
            )));
        }
        lines.extend(core::iter::repeat_n(line, count));
    }
    if lines.len() != ninstrs {
        return Err(r.err(format!(
            "line table of code '{name}' covers {} of {ninstrs} instructions",
            lines.len()
        )));
    }
    let nhandlers = r.count(16, limits::MAX_HANDLERS, "handler")?;
    let mut handlers = Vec::with_capacity(nhandlers);
    for _ in 0..nhandlers {
        handlers.push(Handler {
            start: r.u32()?,
            end: r.u32()?,
            target: r.u32()?,
            depth: r.u32()?,
        });
    }
    Ok(Code {
        name,
        qualname,
        flags,
        nparams,
        argcount,
        posonly,
        kwonly,
        nfree,
        local_names,
        max_stack,
        instrs,
        lines,
        // A bundle file keeps lines, not columns: its tracebacks have no
        // `^^^` markers.
        positions: Vec::new(),
        first_line,
        handlers,
    })
}
