#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = trellis_tests::fuzz::aarch64_encode(data) {
        panic!("{e}");
    }
});
