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

/// A write the host could not do, as the operating system named it. The
/// VM raises it as CPython does: `OSError: [Errno 28] No space left on
/// device`, or `BrokenPipeError` for errno 32 (a closed pipe).
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
        if self.errno == ERRNO_BROKEN_PIPE {
            crate::error::ExcKind::BrokenPipeError
        } else {
            crate::error::ExcKind::OSError
        }
    }
}

/// Where `print` output goes. A host that cannot write says why; `print`
/// raises it in the guest, which may catch it.
pub trait Output {
    fn write_str(&mut self, s: &str) -> Result<(), OutputError>;
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
        let base = self.top;
        let end = base.checked_add(n).ok_or(FrameStackFull)?;
        let region = self
            .storage
            .as_mut()
            .get_mut(base..end)
            .ok_or(FrameStackFull)?;
        region.fill(Value::Undef);
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
