//! JIT code memory carved in whole pages out of one fixed region.
//!
//! Pages are never writable and executable at once: a region is writable
//! until sealed, then executable; a patch makes only the pages it touches
//! writable for the copy and executable again. How a page's protection
//! changes is the host's [`Protect`].

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use trellis_core::host::{CodeMemory, CodeMemoryError, CodeRegion};

pub const PAGE: usize = 4096;

/// Makes `len` bytes (whole pages) at `addr` read+write (`exec` false) or
/// read+execute (`exec` true); false if it could not.
pub type Protect = Box<dyn FnMut(usize, usize, bool) -> bool>;

/// The top bit of a page's owner marks a sealed region's first page.
const SEALED: u32 = 1 << 31;

pub struct RegionCode {
    base: usize,
    /// For each page: the region it belongs to plus one (with [`SEALED`]
    /// on a sealed region's first page), or 0 when free.
    owner: Vec<u32>,
    /// For each region: (first page, page count); count 0 once freed.
    regions: Vec<(usize, usize)>,
    protect: Protect,
}

fn err(s: &str) -> CodeMemoryError {
    CodeMemoryError(String::from(s))
}

impl RegionCode {
    /// Code memory over `len` bytes (whole pages) from `base`.
    ///
    /// # Safety
    /// `base` must be page-aligned, the memory valid for writes whenever
    /// `protect` has made it writable, and used by nothing else.
    pub unsafe fn new(base: *mut u8, len: usize, protect: Protect) -> RegionCode {
        RegionCode {
            base: base as usize,
            owner: alloc::vec![0; len / PAGE],
            regions: Vec::new(),
            protect,
        }
    }

    fn span(&self, r: CodeRegion) -> Result<(usize, usize), CodeMemoryError> {
        self.regions
            .get(r.0 as usize)
            .copied()
            .filter(|s| s.1 > 0)
            .ok_or_else(|| err("no such region"))
    }

    fn set(&mut self, first: usize, count: usize, exec: bool) -> Result<(), CodeMemoryError> {
        if (self.protect)(self.base + first * PAGE, count * PAGE, exec) {
            Ok(())
        } else {
            Err(err("protect failed"))
        }
    }
}

impl CodeMemory for RegionCode {
    fn alloc(&mut self, len: usize) -> Result<CodeRegion, CodeMemoryError> {
        let need = len.max(1).div_ceil(PAGE);
        let mut run = 0;
        for p in 0..self.owner.len() {
            run = if self.owner[p] == 0 { run + 1 } else { 0 };
            if run == need {
                let first = p + 1 - need;
                // A freed region's id is reused, so a long run of flushes
                // does not grow the table.
                let id = match self.regions.iter().position(|s| s.1 == 0) {
                    Some(id) => {
                        self.regions[id] = (first, need);
                        id
                    }
                    None => {
                        self.regions.push((first, need));
                        self.regions.len() - 1
                    }
                };
                self.owner[first..first + need].fill(id as u32 + 1);
                self.set(first, need, false)?;
                return Ok(CodeRegion(id as u32));
            }
        }
        Err(err("code region full"))
    }

    fn address(&self, r: CodeRegion) -> usize {
        self.span(r)
            .map_or(0, |(first, _)| self.base + first * PAGE)
    }

    fn write(&mut self, r: CodeRegion, offset: usize, bytes: &[u8]) -> Result<(), CodeMemoryError> {
        let (first, count) = self.span(r)?;
        let end = offset
            .checked_add(bytes.len())
            .filter(|e| *e <= count * PAGE)
            .ok_or_else(|| err("write past the region"))?;
        let sealed = self.owner[first] & SEALED != 0;
        let (p0, p1) = (first + offset / PAGE, first + end.div_ceil(PAGE));
        if sealed {
            self.set(p0, p1 - p0, false)?;
        }
        // SAFETY: offset..end lies within the region, writable now (fresh
        // regions are writable until sealed; sealed pages were just made
        // writable).
        unsafe {
            core::ptr::copy_nonoverlapping(
                bytes.as_ptr(),
                (self.base + first * PAGE + offset) as *mut u8,
                bytes.len(),
            )
        };
        if sealed {
            self.set(p0, p1 - p0, true)?;
        }
        Ok(())
    }

    fn seal(&mut self, r: CodeRegion) -> Result<(), CodeMemoryError> {
        let (first, count) = self.span(r)?;
        self.set(first, count, true)?;
        self.owner[first] |= SEALED;
        Ok(())
    }

    fn free(&mut self, r: CodeRegion) {
        if let Ok((first, count)) = self.span(r) {
            let _ = self.set(first, count, false);
            self.owner[first..first + count].fill(0);
            self.regions[r.0 as usize].1 = 0;
        }
    }
}
