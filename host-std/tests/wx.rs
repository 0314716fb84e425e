//! Code memory is never writable and executable at once: every change the
//! x86-64 backend makes to code memory (allocating, writing, sealing,
//! patching a link) is followed by a scan of `/proc/self/maps` for a
//! mapping that is both.
#![cfg(all(feature = "x64", target_arch = "x86_64", target_os = "linux"))]

use std::sync::atomic::{AtomicUsize, Ordering};

use trellis_core::host::{CodeMemory, CodeMemoryError, CodeRegion};
use trellis_core::tier2::{Jit, JitConfig};
use trellis_core::{FixedFrameStack, Value, Vm, VmConfig};
use trellis_host_std::code_memory::MmapCodeMemory;
use trellis_host_std::frontend;
use trellis_x64::X64Backend;

static SCANS: AtomicUsize = AtomicUsize::new(0);

fn assert_no_wx(after: &str) {
    let maps = std::fs::read_to_string("/proc/self/maps").expect("read /proc/self/maps");
    for line in maps.lines() {
        let perms = line.split_whitespace().nth(1).unwrap_or("");
        assert!(
            !(perms.contains('w') && perms.contains('x')),
            "writable and executable mapping after {after}: {line}"
        );
    }
    SCANS.fetch_add(1, Ordering::Relaxed);
}

/// Code memory that checks the process's mappings after every change.
struct Checked(MmapCodeMemory);

impl CodeMemory for Checked {
    fn alloc(&mut self, len: usize) -> Result<CodeRegion, CodeMemoryError> {
        let r = self.0.alloc(len);
        assert_no_wx("alloc");
        r
    }
    fn address(&self, region: CodeRegion) -> usize {
        self.0.address(region)
    }
    fn write(
        &mut self,
        region: CodeRegion,
        offset: usize,
        bytes: &[u8],
    ) -> Result<(), CodeMemoryError> {
        let r = self.0.write(region, offset, bytes);
        assert_no_wx("write");
        r
    }
    fn seal(&mut self, region: CodeRegion) -> Result<(), CodeMemoryError> {
        let r = self.0.seal(region);
        assert_no_wx("seal");
        r
    }
    fn free(&mut self, region: CodeRegion) {
        self.0.free(region);
        assert_no_wx("free");
    }
}

#[test]
fn no_mapping_is_ever_writable_and_executable() {
    // Nested loops: a tree, side traces and links (patched jump slots).
    let src = "def main():\n    acc = 0\n    for i in range(300):\n        for j in range(40):\n            if j % 3 == 0:\n                acc += i\n            else:\n                acc ^= j\n    print(acc)\nmain()\n";
    let m = frontend::compile(src, "wx.py").unwrap();
    trellis_host_std::host::init();
    let stack = FixedFrameStack::new(vec![Value::Undef; 1 << 14].into_boxed_slice());
    let mut vm = Vm::new(m, stack, String::new(), VmConfig::default()).unwrap();
    let backend = X64Backend::new(Box::new(Checked(MmapCodeMemory::new(0))));
    let config = JitConfig {
        hot_loop: 5,
        hot_exit: 3,
        ..JitConfig::default()
    };
    vm.enable_jit(Jit::new(Box::new(backend), config, None));
    vm.run().unwrap();
    let mut expected = 0i64;
    for i in 0..300i64 {
        for j in 0..40i64 {
            if j % 3 == 0 {
                expected += i;
            } else {
                expected ^= j;
            }
        }
    }
    assert_eq!(vm.output(), &format!("{expected}\n"));
    let s = vm.jit().unwrap().stats();
    assert!(s.side_traces >= 1, "links were patched: {s:?}");
    assert!(SCANS.load(Ordering::Relaxed) > 10);
}
