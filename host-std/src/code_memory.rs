//! Executable memory for the std host: one anonymous mapping per region,
//! written while read+write, sealed read+execute, never both. A write to a
//! sealed region (patching a jump) makes only the pages it touches
//! writable, writes, and seals them again.
//!
//! On AArch64 the instruction cache is not coherent with data writes: a
//! seal, and a write to a sealed region, invalidate it for the bytes
//! written (x86-64 keeps the two coherent itself).

use trellis_core::host::{CodeMemory, CodeMemoryError, CodeRegion};

struct Region {
    ptr: *mut u8,
    len: usize,
    sealed: bool,
}

/// Code memory with a byte budget (0 = none).
pub struct MmapCodeMemory {
    regions: Vec<Option<Region>>,
    page: usize,
    budget: usize,
    used: usize,
}

fn err(what: &str) -> CodeMemoryError {
    CodeMemoryError(format!("{what}: {}", std::io::Error::last_os_error()))
}

impl MmapCodeMemory {
    pub fn new(budget: usize) -> Self {
        // SAFETY: sysconf has no preconditions.
        let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        MmapCodeMemory {
            regions: Vec::new(),
            page: if page > 0 { page as usize } else { 4096 },
            budget,
            used: 0,
        }
    }

    fn region(&self, r: CodeRegion) -> Result<&Region, CodeMemoryError> {
        self.regions
            .get(r.0 as usize)
            .and_then(|x| x.as_ref())
            .ok_or_else(|| CodeMemoryError("no such region".into()))
    }

    fn protect(&self, ptr: *mut u8, len: usize, prot: libc::c_int) -> Result<(), CodeMemoryError> {
        // SAFETY: `ptr..ptr+len` lies within a mapping this object created
        // (page-aligned by the callers).
        let rc = unsafe { libc::mprotect(ptr as *mut libc::c_void, len, prot) };
        if rc == 0 {
            Ok(())
        } else {
            Err(err("mprotect"))
        }
    }
}

/// Makes instruction fetches see the `len` bytes just written at `ptr`.
#[cfg(target_arch = "aarch64")]
fn flush_icache(ptr: *const u8, len: usize) -> Result<(), CodeMemoryError> {
    // SAFETY: `ptr..ptr+len` lies within a mapping this object created;
    // cleaning and invalidating caches for it changes no memory.
    let ok = unsafe { clear_cache::clear_cache(ptr, ptr.wrapping_add(len)) };
    if ok {
        Ok(())
    } else {
        Err(CodeMemoryError("cannot flush the instruction cache".into()))
    }
}

/// x86-64 keeps instruction fetches coherent with stores.
#[cfg(not(target_arch = "aarch64"))]
fn flush_icache(_ptr: *const u8, _len: usize) -> Result<(), CodeMemoryError> {
    Ok(())
}

impl CodeMemory for MmapCodeMemory {
    fn alloc(&mut self, len: usize) -> Result<CodeRegion, CodeMemoryError> {
        let len = len.max(1).div_ceil(self.page) * self.page;
        if self.budget != 0 && self.used + len > self.budget {
            return Err(CodeMemoryError("code memory budget exhausted".into()));
        }
        // SAFETY: an anonymous private mapping with no address hint.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return Err(err("mmap"));
        }
        self.used += len;
        let region = Region {
            ptr: ptr as *mut u8,
            len,
            sealed: false,
        };
        match self.regions.iter().position(|r| r.is_none()) {
            Some(i) => {
                self.regions[i] = Some(region);
                Ok(CodeRegion(i as u32))
            }
            None => {
                self.regions.push(Some(region));
                Ok(CodeRegion(self.regions.len() as u32 - 1))
            }
        }
    }

    fn address(&self, r: CodeRegion) -> usize {
        self.region(r).map_or(0, |x| x.ptr as usize)
    }

    fn write(&mut self, r: CodeRegion, offset: usize, bytes: &[u8]) -> Result<(), CodeMemoryError> {
        let (ptr, len, sealed) = {
            let x = self.region(r)?;
            (x.ptr, x.len, x.sealed)
        };
        let end = offset
            .checked_add(bytes.len())
            .filter(|e| *e <= len)
            .ok_or_else(|| CodeMemoryError("write past the region".into()))?;
        // Only the pages the write touches are opened.
        let first = offset / self.page * self.page;
        let last = end.div_ceil(self.page) * self.page;
        // SAFETY: first..last lies within the region.
        let pages = unsafe { ptr.add(first) };
        if sealed {
            self.protect(pages, last - first, libc::PROT_READ | libc::PROT_WRITE)?;
        }
        // SAFETY: offset..end lies within the region, which is writable
        // now, and nothing else aliases it.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr.add(offset), bytes.len()) };
        if sealed {
            self.protect(pages, last - first, libc::PROT_READ | libc::PROT_EXEC)?;
            // SAFETY: offset..end lies within the region.
            flush_icache(unsafe { ptr.add(offset) }, bytes.len())?;
        }
        Ok(())
    }

    fn seal(&mut self, r: CodeRegion) -> Result<(), CodeMemoryError> {
        let (ptr, len) = {
            let x = self.region(r)?;
            (x.ptr, x.len)
        };
        self.protect(ptr, len, libc::PROT_READ | libc::PROT_EXEC)?;
        flush_icache(ptr, len)?;
        if let Some(Some(x)) = self.regions.get_mut(r.0 as usize) {
            x.sealed = true;
        }
        Ok(())
    }

    fn free(&mut self, r: CodeRegion) {
        if let Some(slot) = self.regions.get_mut(r.0 as usize)
            && let Some(x) = slot.take()
        {
            // SAFETY: the mapping was created by `alloc` and is no longer
            // referenced by any code (the backend released it).
            unsafe { libc::munmap(x.ptr as *mut libc::c_void, x.len) };
            self.used -= x.len;
        }
    }
}

impl Drop for MmapCodeMemory {
    fn drop(&mut self) {
        for i in 0..self.regions.len() {
            self.free(CodeRegion(i as u32));
        }
    }
}
