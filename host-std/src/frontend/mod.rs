//! The Python-subset front end: source text to a verified [`Module`].
//!
//! Parsing is ruff's (`ruff_python_parser`); [`scope`] decides which names
//! are locals; [`codegen`] walks the AST and emits bytecode. Anything outside
//! the subset is a [`CompileError`] naming the file, line and column; the
//! front end never panics on input.

mod codegen;
mod symtable;

use std::fmt;

use ruff_source_file::LineIndex;
use ruff_text_size::TextSize;
use trellis_core::bytecode::{Module, verify};

/// Why source text was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompileErrorKind {
    /// Not Python at all (CPython would reject it too).
    Syntax,
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
}

/// Compiles `source` (read from `filename`) to a verified module.
pub fn compile(source: &str, filename: &str) -> Result<Module, CompileError> {
    let lines = Lines::new(source);
    let place = |e: Located| {
        let (line, column) = lines.line_col(e.offset);
        CompileError {
            kind: e.kind,
            filename: filename.to_string(),
            line,
            column,
            message: e.message,
        }
    };
    let parsed = ruff_python_parser::parse_module(source)
        .map_err(|e| place(Located::syntax(e.location.start(), e.error.to_string())))?;
    let module = codegen::compile_module(parsed.syntax(), &lines, filename).map_err(place)?;
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

#[cfg(test)]
mod tests;
