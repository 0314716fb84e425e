//! Untrusted bytecode: truncated, corrupted and hand-made malformed modules
//! are rejected with an error naming the place, or (if they verify) run
//! without crashing the VM. Nothing may panic.

use std::panic::{AssertUnwindSafe, catch_unwind};

use trellis_core::bytecode::{Code, Const, Instr, Module, Op, format, verify};
use trellis_core::{FixedFrameStack, Value, Vm, VmConfig};
use trellis_host_std::frontend;

fn sample_module() -> Module {
    let src = "def f(a, b):\n    return a * b + 1\nxs = [1, 2.5, 'x', (3,)]\nt = 0\nfor i in range(10):\n    t += f(i, 2)\n    if t > 30:\n        xs.append(t)\nprint(t, xs, len(xs), xs[-1] // 2)\n";
    frontend::compile(src, "s.py").expect("sample compiles")
}

/// Runs a verified module with a small budget; returns whether it finished.
fn run_bounded(m: Module) -> bool {
    let stack = FixedFrameStack::new(vec![Value::Undef; 4096].into_boxed_slice());
    let config = VmConfig {
        step_limit: Some(10_000),
        ..VmConfig::default()
    };
    match Vm::new(m, stack, String::new(), config) {
        Ok(mut vm) => vm.run().is_ok(),
        Err(_) => false,
    }
}

#[test]
fn every_truncation_is_rejected_with_a_place() {
    let bytes = format::write(&sample_module());
    assert!(format::load(&bytes).is_ok());
    for len in 0..bytes.len() {
        let r = catch_unwind(|| format::load(&bytes[..len]));
        match r {
            Ok(Err(e)) => {
                assert!(
                    !e.place.is_empty() && !e.message.is_empty(),
                    "len {len}: {e}"
                );
                assert!(
                    e.offset <= len,
                    "len {len}: offset {} past the data",
                    e.offset
                );
            }
            Ok(Ok(_)) => panic!("a file truncated to {len} of {} bytes loaded", bytes.len()),
            Err(_) => panic!("loading a file truncated to {len} bytes panicked"),
        }
    }
}

#[test]
fn every_single_byte_corruption_is_rejected_or_runs_safely() {
    let bytes = format::write(&sample_module());
    let mut loaded = 0;
    let mut rejected = 0;
    for i in 0..bytes.len() {
        for mask in [0x01u8, 0x80, 0xff, 0x10] {
            let mut b = bytes.clone();
            b[i] ^= mask;
            let outcome = catch_unwind(AssertUnwindSafe(|| match format::load(&b) {
                Ok(m) => {
                    run_bounded(m);
                    true
                }
                Err(_) => false,
            }));
            match outcome {
                Ok(true) => loaded += 1,
                Ok(false) => rejected += 1,
                Err(_) => panic!("byte {i} ^ {mask:#x} made the loader or VM panic"),
            }
        }
    }
    assert!(
        rejected > 0 && loaded > 0,
        "{loaded} loaded, {rejected} rejected"
    );
}

fn module_with(instrs: Vec<Instr>, max_stack: u32, nlocals: usize) -> Module {
    let n = instrs.len();
    Module {
        filename: "m.py".into(),
        names: vec!["g".into()],
        consts: vec![Const::Int(7)],
        codes: vec![Code::simple(
            "<module>",
            0,
            (0..nlocals).map(|i| format!("l{i}")).collect(),
            max_stack,
            instrs,
            vec![1; n],
            1,
        )],
        kwnames: vec![],
        modules: vec![],
    }
}

#[test]
fn malformed_modules_are_rejected_with_their_reason() {
    use Op::*;
    let i = Instr::new;
    let cases: Vec<(Vec<Instr>, u32, &str)> = vec![
        (
            vec![i(LOAD_CONST, 5), i(RETURN_VALUE, 0)],
            1,
            "out of range for LOAD_CONST",
        ),
        (
            vec![i(LOAD_FAST, 3), i(RETURN_VALUE, 0)],
            1,
            "out of range for LOAD_FAST",
        ),
        (
            vec![i(LOAD_GLOBAL, 9), i(RETURN_VALUE, 0)],
            1,
            "out of range for LOAD_GLOBAL",
        ),
        (
            vec![i(MAKE_FUNCTION, 0), i(RETURN_VALUE, 0)],
            1,
            "out of range for MAKE_FUNCTION",
        ),
        (
            vec![i(POP_JUMP_IF_TRUE, 77), i(RETURN_VALUE, 0)],
            1,
            "out of range for POP_JUMP_IF_TRUE",
        ),
        (
            vec![i(JUMP_BACKWARD, 1), i(RETURN_VALUE, 0)],
            1,
            "out of range for JUMP_BACKWARD",
        ),
        (
            vec![i(BINARY_OP, 99), i(RETURN_VALUE, 0)],
            1,
            "out of range for BINARY_OP",
        ),
        (
            vec![i(BINARY_OP, 0), i(RETURN_VALUE, 0)],
            3,
            "pops 2 values but the stack holds 0",
        ),
        (
            vec![i(LOAD_CONST, 0), i(LOAD_CONST, 0), i(RETURN_VALUE, 0)],
            1,
            "exceeds max_stack",
        ),
        (vec![i(LOAD_CONST, 0), i(POP_TOP, 0)], 1, "past the end"),
        (vec![i(CALL, 3), i(RETURN_VALUE, 0)], 5, "pops 4 values"),
        (
            vec![
                i(LOAD_CONST, 0),
                i(POP_JUMP_IF_FALSE, 3),
                i(LOAD_CONST, 0),
                i(LOAD_CONST, 0),
                i(RETURN_VALUE, 0),
            ],
            4,
            "on one path",
        ),
    ];
    for (instrs, max_stack, want) in cases {
        let m = module_with(instrs.clone(), max_stack, 1);
        let e = verify::verify(&m).expect_err(want);
        assert!(e.message.contains(want), "{instrs:?}: got {e}, want {want}");
        // The same through the file loader.
        let e = format::load(&format::write(&m)).expect_err(want);
        assert!(e.message.contains(want), "{instrs:?}: got {e}");
        assert!(e.place.contains("code 0"), "{e}");
    }
}

#[test]
fn header_errors_name_the_header() {
    // A header of this version, then a section longer than the file.
    let past_end = [
        &b"TRBC"[..],
        &format::VERSION.to_le_bytes(),
        b"\x00\x00\x01\xff\xff\xff\xff",
    ]
    .concat();
    for (bytes, want) in [
        (&b"NOPE\x01\x00\x00\x00"[..], "bad magic"),
        (&b"TRBC\x09\x00\x00\x00"[..], "unsupported version 9"),
        (&b"TR"[..], "truncated"),
        (&past_end[..], "runs past the end"),
    ] {
        let e = format::load(bytes).expect_err(want);
        assert!(e.to_string().contains(want), "{e}");
    }
}

#[test]
fn a_verified_module_with_wrong_iterator_state_raises_instead_of_crashing() {
    use Op::*;
    let i = Instr::new;
    // FOR_ITER over three constants that are not iterator state.
    let m = module_with(
        vec![
            i(LOAD_CONST, 0),
            i(LOAD_CONST, 0),
            i(LOAD_CONST, 0),
            i(FOR_ITER, 6),
            i(POP_TOP, 0),
            i(JUMP_BACKWARD, 3),
            i(LOAD_CONST, 0),
            i(RETURN_VALUE, 0),
        ],
        4,
        0,
    );
    verify::verify(&m).expect("stack shape is fine");
    // Int(7), Int(7), Int(7) reads as a range with step 7 that is exhausted.
    assert!(run_bounded(m));
}
