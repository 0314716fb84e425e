//! The Python-subset front end: source text to a verified [`Module`].
//!
//! Parsing is ruff's (`ruff_python_parser`); [`scope`] decides which names
//! are locals; [`codegen`] walks the AST and emits bytecode. Anything outside
//! the subset is a [`CompileError`] naming the file, line and column; the
//! front end never panics on input.

mod bundle;
mod codegen;
mod implicit_imports;
mod mangle;
pub mod stdlib;
mod symtable;

use std::fmt;

use ruff_python_ast as ast;
use ruff_source_file::LineIndex;
use ruff_text_size::TextSize;
use trellis_core::bytecode::{Module, verify};

/// Why source text was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompileErrorKind {
    /// Not Python at all (CPython would reject it too).
    Syntax,
    /// Indentation CPython rejects (`IndentationError`).
    Indentation,
    /// Nesting deeper than CPython compiles (`RecursionError`).
    Recursion,
    /// Python, but outside the subset Trellis runs.
    Unsupported,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    pub kind: CompileErrorKind,
    pub filename: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            CompileErrorKind::Syntax => "SyntaxError",
            CompileErrorKind::Indentation => "IndentationError",
            CompileErrorKind::Recursion => "RecursionError",
            CompileErrorKind::Unsupported => "unsupported",
        };
        write!(
            f,
            "{}:{}:{}: {}: {}",
            self.filename, self.line, self.column, what, self.message
        )
    }
}

impl std::error::Error for CompileError {}

/// An error at a byte offset, before it is placed on a line.
#[derive(Clone, Debug)]
pub(crate) struct Located {
    pub kind: CompileErrorKind,
    pub offset: TextSize,
    pub message: String,
}

impl Located {
    pub fn unsupported(offset: TextSize, message: impl Into<String>) -> Self {
        Located {
            kind: CompileErrorKind::Unsupported,
            offset,
            message: message.into(),
        }
    }
    pub fn syntax(offset: TextSize, message: impl Into<String>) -> Self {
        Located {
            kind: CompileErrorKind::Syntax,
            offset,
            message: message.into(),
        }
    }
    pub fn recursion(offset: TextSize) -> Self {
        Located {
            kind: CompileErrorKind::Recursion,
            offset,
            message: "maximum recursion depth exceeded during compilation".into(),
        }
    }
}

/// Statements and expressions nested deeper than this are CPython's
/// compile-time `RecursionError` (its limit, measured: `x = 1+1+...+1`
/// compiles with 2,990 terms and not 2,991).
pub(crate) const MAX_NESTING: usize = 2991;
/// CPython's tokenizer limits: brackets open at once, indentation levels.
const MAX_BRACKETS: usize = 200;
const MAX_INDENT: usize = 100;
/// Largest source accepted, so the stack a deep syntax tree may need (see
/// [`compile`]) stays bounded.
pub const MAX_SOURCE_BYTES: usize = 16 << 20;

/// Runs one level of a recursive pass, on a fresh heap-allocated stack
/// segment when the current one runs low (test threads have 2 MiB).
pub(crate) fn deep<T>(f: impl FnOnce() -> T) -> T {
    stacker::maybe_grow(128 << 10, 4 << 20, f)
}

/// CPython's tokenizer errors that ruff's parser does not give: 200
/// brackets open at once, 100 levels of indentation.
fn check_tokens(tokens: &[ruff_python_ast::token::Token]) -> Result<(), Located> {
    use ruff_python_ast::token::TokenKind as K;
    use ruff_text_size::Ranged;
    let (mut brackets, mut indent) = (0usize, 0usize);
    for t in tokens {
        match t.kind() {
            K::Lpar | K::Lsqb | K::Lbrace => {
                brackets += 1;
                if brackets >= MAX_BRACKETS {
                    return Err(Located::syntax(t.start(), "too many nested parentheses"));
                }
            }
            K::Rpar | K::Rsqb | K::Rbrace => brackets = brackets.saturating_sub(1),
            K::Indent => {
                indent += 1;
                if indent >= MAX_INDENT {
                    return Err(Located {
                        kind: CompileErrorKind::Indentation,
                        offset: t.start(),
                        message: "too many levels of indentation".into(),
                    });
                }
            }
            K::Dedent => indent = indent.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// Line and column (both 1-based) of a byte offset.
pub(crate) struct Lines<'a> {
    source: &'a str,
    index: LineIndex,
}

impl<'a> Lines<'a> {
    pub fn new(source: &'a str) -> Self {
        Lines {
            source,
            index: LineIndex::from_source_text(source),
        }
    }

    pub fn line_col(&self, offset: TextSize) -> (usize, usize) {
        let clamped = offset.min(TextSize::of(self.source));
        let lc = self.index.line_column(clamped, self.source);
        (lc.line.get(), lc.column.get())
    }

    pub fn line(&self, offset: TextSize) -> u32 {
        self.line_col(offset).0 as u32
    }

    /// The 0-based byte column of `offset` in its line.
    pub fn byte_col(&self, offset: TextSize) -> u32 {
        let at = offset.to_usize().min(self.source.len());
        let start = self.source[..at].rfind('\n').map_or(0, |i| i + 1);
        (at - start) as u32
    }

    /// The source text of `range` (an annotation kept as a string).
    pub fn text(&self, range: ruff_text_size::TextRange) -> &'a str {
        self.source
            .get(range.start().to_usize()..range.end().to_usize())
            .unwrap_or("")
    }
}

/// Compiles the program `source` (read from `filename`) and the modules it
/// imports to a verified bundle; modules are looked for next to the
/// program and in the standard modules shipped in the binary.
pub fn compile(source: &str, filename: &str) -> Result<Module, CompileError> {
    compile_with(source, filename, &[])
}

/// [`compile`], looking for modules in `search` after the program's
/// directory and before the standard modules.
pub fn compile_with(
    source: &str,
    filename: &str,
    search: &[std::path::PathBuf],
) -> Result<Module, CompileError> {
    compile_rooted(source, filename, search, std::path::Path::new(""))
}

/// [`compile_with`] for a program whose `filename` (and relative search
/// directories) are relative to `root` rather than to the current
/// directory; paths are shown as given (tests run programs by their path
/// in the repository).
pub fn compile_rooted(
    source: &str,
    filename: &str,
    search: &[std::path::PathBuf],
    root: &std::path::Path,
) -> Result<Module, CompileError> {
    let module = bundle::compile_program(source, filename, search, root)?;
    // The compiler's output must pass the same firewall as untrusted files.
    verify::verify(&module).map_err(|e| CompileError {
        kind: CompileErrorKind::Unsupported,
        filename: filename.to_string(),
        line: 0,
        column: 0,
        message: format!("internal compiler error: {e}"),
    })?;
    Ok(module)
}

/// Runs `f` with stack for a syntax tree of `source`.
///
/// Nesting is bounded by CPython's limits, but the syntax tree ruff builds
/// before they are checked can be as deep as the source is long, and
/// dropping it recurses once per level: parsing and compiling run with
/// stack for that (a segment grown on the heap when the thread's is too
/// small).
fn with_stack<T>(source: &str, f: impl FnOnce() -> T) -> T {
    let stack = (1 << 20) + source.len() * DROP_STACK_PER_BYTE;
    stacker::maybe_grow(stack, stack, f)
}

/// Stack the drop of a syntax tree needs per byte of source (a level of
/// nesting takes at least one byte: `-` in `----1`); measured on chains of
/// unary minus, attribute loads and calls with room to spare.
const DROP_STACK_PER_BYTE: usize = 256;

fn too_long(filename: &str) -> CompileError {
    CompileError {
        kind: CompileErrorKind::Unsupported,
        filename: filename.to_string(),
        line: 0,
        column: 0,
        message: format!("source longer than {} MiB", MAX_SOURCE_BYTES >> 20),
    }
}

/// The module names `source` imports (see [`bundle`]), parsing it with
/// the checks CPython's tokenizer makes.
fn imports_of(
    source: &str,
    filename: &str,
    visit: impl FnOnce(&ast::ModModule),
) -> Result<(), CompileError> {
    if source.len() > MAX_SOURCE_BYTES {
        return Err(too_long(filename));
    }
    with_stack(source, || {
        let lines = Lines::new(source);
        let parsed = parse_checked(source, &lines, filename)?;
        visit(parsed.syntax());
        Ok(())
    })
}

fn place(lines: &Lines, filename: &str, e: Located) -> CompileError {
    let (line, column) = lines.line_col(e.offset);
    CompileError {
        kind: e.kind,
        filename: filename.to_string(),
        line,
        column,
        message: e.message,
    }
}

fn parse_checked(
    source: &str,
    lines: &Lines,
    filename: &str,
) -> Result<ruff_python_parser::Parsed<ast::ModModule>, CompileError> {
    let parsed = ruff_python_parser::parse_module(source).map_err(|e| {
        let mut message = e.error.to_string();
        if message.contains("ParseIntError") || message == "Invalid decimal integer literal" {
            message = number_literal_message(&source[usize::from(e.location.start())..]);
        }
        place(
            lines,
            filename,
            Located::syntax(e.location.start(), message),
        )
    })?;
    check_tokens(parsed.tokens()).map_err(|e| place(lines, filename, e))?;
    Ok(parsed)
}

/// CPython's message for the malformed number literal `text` starts with
/// (the parser's own names Rust's integer parsing error).
fn number_literal_message(text: &str) -> String {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(text.len());
    let lit = text[..end].to_ascii_lowercase();
    let digits = lit.get(2..).unwrap_or("");
    let bad_digit = |max: char| digits.chars().find(|c| c.is_ascii_digit() && *c > max);
    String::from(match lit.get(..2) {
        Some("0x") => "invalid hexadecimal literal",
        Some("0o") => match bad_digit('7') {
            Some(d) => return format!("invalid digit '{d}' in octal literal"),
            None => "invalid octal literal",
        },
        Some("0b") => match bad_digit('1') {
            Some(d) => return format!("invalid digit '{d}' in binary literal"),
            None => "invalid binary literal",
        },
        _ if lit.starts_with('0') && lit.bytes().all(|b| b.is_ascii_digit() || b == b'_') => {
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"
        }
        _ => "invalid decimal literal",
    })
}

/// Compiles one module of a bundle into `tables`.
fn compile_parsed(
    source: &str,
    filename: &str,
    tables: &mut codegen::Tables,
    ctx: &codegen::ModuleContext,
) -> Result<trellis_core::bytecode::module::SourceModule, CompileError> {
    if source.len() > MAX_SOURCE_BYTES {
        return Err(too_long(filename));
    }
    with_stack(source, || {
        let lines = Lines::new(source);
        let parsed = parse_checked(source, &lines, filename)?;
        let mut module = parsed.into_syntax();
        mangle::private_names(&mut module);
        codegen::compile_module(&module, &lines, filename, tables, ctx)
            .map_err(|e| place(&lines, filename, e))
    })
}

#[cfg(test)]
mod tests;
