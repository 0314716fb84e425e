//! Replays every checked-in fuzz seed (`fuzz/corpus/TARGET`) and every past
//! crash (`fuzz/regressions/TARGET`) through the same functions the fuzz
//! targets call, on the stable toolchain.

use std::path::Path;

use trellis_tests::{fuzz, repo_root};

fn replay(target: &str, f: fn(&[u8]) -> Result<(), String>) {
    let mut n = 0;
    for dir in ["corpus", "regressions"] {
        let d = repo_root().join("fuzz").join(dir).join(target);
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            if p.file_name().is_some_and(|n| n == "README") {
                continue;
            }
            let data = std::fs::read(&p).unwrap();
            if let Err(e) = f(&data) {
                panic!("{}: {e}", Path::new(&p).display());
            }
            n += 1;
        }
    }
    assert!(n > 0, "no seeds for {target}");
}

#[test]
fn tracer_diff_seeds() {
    replay("tracer_diff", fuzz::tracer_diff);
}

#[test]
fn bytecode_load_seeds() {
    replay("bytecode_load", fuzz::bytecode_load);
}

#[test]
fn reconstruct_roundtrip_seeds() {
    replay("reconstruct_roundtrip", fuzz::reconstruct_roundtrip);
}

#[cfg(target_arch = "x86_64")]
#[test]
fn x64_encode_seeds() {
    replay("x64_encode", fuzz::x64_encode);
}

#[test]
fn aarch64_encode_seeds() {
    replay("aarch64_encode", fuzz::aarch64_encode);
}

/// A deterministic sweep of encoder calls (the fuzzer explores further).
#[test]
fn aarch64_encoder_calls_decode_to_what_was_asked() {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    for i in 0..20_000 {
        let data: Vec<u8> = (0..48)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state >> 24) as u8
            })
            .collect();
        if let Err(e) = fuzz::aarch64_encode(&data) {
            panic!("input {i} {data:02x?}: {e}");
        }
    }
}

#[test]
fn the_generator_makes_programs_that_compile_and_vary() {
    let mut seen = std::collections::HashSet::new();
    for i in 0..200u32 {
        let data: Vec<u8> = (0..400u32)
            .map(|k| (k.wrapping_mul(2654435761).wrapping_add(i * 97) >> 13) as u8)
            .collect();
        let src = fuzz::program_gen::program(&mut arbitrary::Unstructured::new(&data));
        trellis_host_std::frontend::compile(&src, "g.py").unwrap_or_else(|e| panic!("{e}\n{src}"));
        seen.insert(src);
    }
    assert!(seen.len() > 150, "only {} distinct programs", seen.len());
}

/// A deterministic sweep of generated programs through the differential
/// check (the fuzzer explores further; this keeps what it found fixed).
#[test]
fn generated_programs_agree_across_engines() {
    let count: u32 = std::env::var("TRELLIS_DIFF_PROGRAMS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for i in 0..count {
        let data: Vec<u8> = (0..600)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state >> 24) as u8
            })
            .collect();
        if let Err(e) = fuzz::tracer_diff(&data) {
            panic!("generated program {i}: {e}");
        }
    }
}
