//! Quickening: which specialized forms the interpreter writes, and that they
//! compute what the generic instructions would, also after the operand types
//! change under them. Expected values are computed here, independently of
//! the VM (CPython's outputs for similar programs are in the corpus, e.g.
//! `err_quickened_forms.py`).

use trellis_core::bytecode::Op;
use trellis_core::interp::VmStats;
use trellis_core::{FixedFrameStack, Value, Vm, VmConfig};
use trellis_host_std::frontend;

/// Output, every instruction as quickened at the end, and the counters.
fn run(src: &str) -> (String, Vec<Op>, VmStats) {
    let module = frontend::compile(src, "t.py").unwrap();
    let stack = FixedFrameStack::new(vec![Value::Undef; 4096]);
    let mut vm = Vm::new(module, stack, String::new(), VmConfig::default()).unwrap();
    vm.run().unwrap();
    let ops = (0..vm.module().codes.len())
        .flat_map(|c| vm.current_instrs(c))
        .map(|i| i.op)
        .collect();
    (vm.output().clone(), ops, vm.stats())
}

#[test]
fn a_compare_before_a_branch_is_fused_and_branches_both_ways() {
    let src = "def main():\n    i = 0\n    hits = 0\n    while i < 100:\n        if i % 3 == 0:\n            hits += 1\n        i += 1\n    print(i, hits)\nmain()\n";
    let (out, ops, _) = run(src);
    let hits = (0..100).filter(|i| i % 3 == 0).count();
    assert_eq!(out, format!("100 {hits}\n"));
    let fused = ops
        .iter()
        .filter(|&&o| o == Op::COMPARE_OP_INT_JUMP)
        .count();
    assert_eq!(fused, 2, "both compares feed a branch: {ops:?}");
    assert!(ops.contains(&Op::BINARY_OP_MOD_INT), "{ops:?}");
}

#[test]
fn a_compare_not_before_a_branch_stays_unfused() {
    let src = "def main():\n    t = 0\n    for i in range(50):\n        b = i < 20\n        if b:\n            t += 1\n    print(t)\nmain()\n";
    let (out, ops, _) = run(src);
    assert_eq!(out, "20\n");
    assert!(ops.contains(&Op::COMPARE_OP_INT), "{ops:?}");
    assert!(!ops.contains(&Op::COMPARE_OP_INT_JUMP), "{ops:?}");
}

#[test]
fn a_fused_compare_reverts_when_its_operands_change_type() {
    // Ints, then floats (one a NaN, for which only `!=` holds), then ints.
    let src = "def main():\n    c = 0\n    nan = float('nan')\n    for v in [1, 2, 3, 0.5, 4.5, nan, 1, 2]:\n        if v < 2:\n            c += 1\n        if v != v:\n            c += 100\n    print(c)\nmain()\n";
    let (out, _, stats) = run(src);
    let vals = [1.0, 2.0, 3.0, 0.5, 4.5, f64::NAN, 1.0, 2.0];
    let expected: usize = vals
        .iter()
        .map(|v| usize::from(*v < 2.0) + if v.is_nan() { 100 } else { 0 })
        .sum();
    assert_eq!(out, format!("{expected}\n"));
    assert!(stats.despecializations >= 1, "{stats:?}");
}

#[test]
fn int_floor_division_and_modulo_forms_follow_python_for_every_sign() {
    let src = "def main():\n    for d in [3, 7, -3, -7, 1, -1, 2, 8, -8, 4611686018427387904]:\n        for x in range(-9, 10):\n            print(x // d, x % d)\nmain()\n";
    let (out, ops, _) = run(src);
    let mut expected = String::new();
    for d in [3i64, 7, -3, -7, 1, -1, 2, 8, -8, 1 << 62] {
        for x in -9i64..10 {
            // Python: the quotient rounds toward negative infinity and the
            // remainder takes the divisor's sign.
            let q = (x as f64 / d as f64).floor() as i64;
            // (Exact here: |x| < 10, so the quotient is 0 or -1 for 2**62.)
            expected.push_str(&format!("{} {}\n", q, x - q * d));
        }
    }
    assert_eq!(out, expected);
    assert!(ops.contains(&Op::BINARY_OP_FLOORDIV_INT), "{ops:?}");
    assert!(ops.contains(&Op::BINARY_OP_MOD_INT), "{ops:?}");
}

#[test]
fn bitwise_forms_compute_and_xor_or() {
    let src = "def main():\n    acc = 0\n    for i in range(300):\n        acc = (acc ^ (i * 7)) & 1023 | (i & 5)\n    print(acc)\nmain()\n";
    let (out, ops, _) = run(src);
    let mut acc: i64 = 0;
    for i in 0..300i64 {
        acc = ((acc ^ (i * 7)) & 1023) | (i & 5);
    }
    assert_eq!(out, format!("{acc}\n"));
    for op in [
        Op::BINARY_OP_XOR_INT,
        Op::BINARY_OP_AND_INT,
        Op::BINARY_OP_OR_INT,
    ] {
        assert!(ops.contains(&op), "{op:?} in {ops:?}");
    }
}

#[test]
fn float_forms_take_an_int_on_either_side_and_revert_for_two_ints() {
    // `s * 2` and `i + s` mix; the last statement meets two ints once `t`
    // has become an int again.
    let src = "def main():\n    s = 0.5\n    t = 1.5\n    for i in range(20):\n        s = s * 2 - i\n        s = i + s / 4\n        if i == 10:\n            t = 3\n        t = t * 2 - 1\n    print(s, t)\nmain()\n";
    let (out, ops, stats) = run(src);
    let (mut s, mut t) = (0.5f64, 1.5f64);
    let mut t_int: Option<i64> = None;
    for i in 0..20i64 {
        s = s * 2.0 - i as f64;
        s = i as f64 + s / 4.0;
        if i == 10 {
            t_int = Some(3);
        }
        match t_int.as_mut() {
            Some(ti) => *ti = *ti * 2 - 1,
            None => t = t * 2.0 - 1.0,
        }
    }
    assert_eq!(out, format!("{:?} {}\n", s, t_int.unwrap()));
    assert!(ops.contains(&Op::BINARY_OP_MUL_FLOAT), "{ops:?}");
    assert!(stats.despecializations >= 1, "{stats:?}");
}

#[test]
fn a_local_with_a_constant_and_its_operation_fuse_and_revert_for_a_float() {
    let src = "def main():\n    x = 0\n    n = 100\n    while n > 0:\n        n = n - 1\n        if n == 40:\n            x = 0.25\n        x = x + 2\n    print(x, n)\nmain()\n";
    let (out, ops, stats) = run(src);
    // 41 additions after x became 0.25 (n = 40 down to 0).
    assert_eq!(out, format!("{:?} 0\n", 0.25 + 2.0 * 41.0));
    for op in [
        Op::LOAD_FAST_SUB_CONST_INT,
        Op::LOAD_FAST_COMPARE_CONST_INT_JUMP,
    ] {
        assert!(ops.contains(&op), "{op:?} in {ops:?}");
    }
    // `x + 2` fused while x was an int, then reverted.
    assert!(!ops.contains(&Op::LOAD_FAST_ADD_CONST_INT), "{ops:?}");
    assert!(stats.despecializations >= 2, "{stats:?}");
}

#[test]
fn a_fused_addition_that_leaves_64_bits_gives_the_big_int() {
    let src = "def main():\n    x = 9223372036854775000\n    for i in range(2000):\n        y = i\n        x = (x\n             + 1)\n    print(x)\nmain()\n";
    let module = frontend::compile(src, "t.py").unwrap();
    let stack = FixedFrameStack::new(vec![Value::Undef; 4096]);
    let mut vm = Vm::new(module, stack, String::new(), VmConfig::default()).unwrap();
    vm.run().unwrap();
    assert_eq!(vm.output(), "9223372036854777000\n");
    // The addition ran fused until its result left i64; then it reverted.
    assert!(vm.stats().despecializations > 0, "{:?}", vm.stats());
}
