//! Trace-shape tests in the spirit of CPython's `test_opt.py`: run a small
//! program under tier 2 and assert on the uop names of the trace anchored
//! in `testfunc`.

use trellis_core::tier2::Trace;

/// The root trace anchored in `testfunc`, with the program's output.
fn trace_of(src: &str) -> (Trace, String) {
    let (mut roots, stats, out) = trellis_tests::shape::run(src);
    assert!(!roots.is_empty(), "no root trace in testfunc: {stats:?}");
    (roots.remove(0), out)
}

/// Type guards of `kind` in the whole trace (the peeled first iteration
/// and the loop).
fn guards(t: &Trace, kind: &str) -> usize {
    t.uop_names()
        .iter()
        .filter(|n| n.starts_with("_GUARD_") && n.ends_with(kind))
        .count()
}

#[test]
fn range_loop_adding_the_counter_has_no_int_guard() {
    let (t, out) = trace_of(
        "def testfunc(n):\n    x = 0\n    for i in range(n):\n        x = i + i\n    return x\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "198\n");
    let names = t.uop_names();
    assert!(names.contains(&"_BINARY_OP_ADD_INT"), "{names:?}");
    assert_eq!(guards(&t, "_INT"), 0, "{}", t.listing());
}

#[test]
fn a_loop_invariant_int_is_guarded_once() {
    let (t, out) = trace_of(
        "def testfunc(n):\n    num = 3\n    a = 0\n    for _ in range(n):\n        x = num + num\n        a = x + 1\n    return a\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "7\n");
    assert!(
        t.count(trellis_core::tier2::uops::Uop::_GUARD_NOS_INT) <= 1,
        "{}",
        t.listing()
    );
    assert!(
        t.count(trellis_core::tier2::uops::Uop::_GUARD_TOS_INT) <= 1,
        "{}",
        t.listing()
    );
    assert_eq!(guards(&t, "_INT"), 1, "{}", t.listing());
}

#[test]
fn guards_are_shared_through_an_inlined_call_and_its_result() {
    let (t, out) = trace_of(
        "def add(x, y):\n    return x + y\n\ndef testfunc(n):\n    num = 3\n    a = 0\n    for _ in range(n):\n        x = add(num, num)\n        a = x + 1\n    return a\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "7\n");
    let names = t.uop_names();
    assert!(
        names.contains(&"_INLINE_ENTER") && names.contains(&"_INLINE_EXIT"),
        "{names:?}"
    );
    assert_eq!(guards(&t, "_INT"), 1, "{}", t.listing());
    // The result of the inlined call is known to be an int after it.
    let exit_at = names.iter().position(|n| *n == "_INLINE_EXIT").unwrap();
    assert!(
        !names[exit_at..]
            .iter()
            .any(|n| n.starts_with("_GUARD_") && n.ends_with("_INT")),
        "{}",
        t.listing()
    );
}

#[test]
fn the_additions_inside_an_inlined_call_are_guarded_once() {
    let (t, out) = trace_of(
        "def double_plus_one(v):\n    w = v + v\n    return w + 1\n\ndef testfunc(n):\n    num = 5\n    a = 0\n    for _ in range(n):\n        a = double_plus_one(num) + a\n    return a\nprint(testfunc(10))\n",
    );
    assert_eq!(out, "110\n");
    // One guard for `num` (through `v`), one for the loop-carried `a`.
    assert_eq!(guards(&t, "_INT"), 2, "{}", t.listing());
}

#[test]
fn repeated_float_additions_guard_each_position_at_most_once() {
    let (t, out) = trace_of(
        "def testfunc(n):\n    a = 0.0\n    for _ in range(n):\n        a = a + 0.25\n        a = a + 0.25\n        a = a + 0.25\n        a = a + 0.25\n    return a\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "100.0\n");
    let u = trellis_core::tier2::uops::Uop::_GUARD_NOS_FLOAT;
    assert!(t.count(u) <= 1, "{}", t.listing());
    assert_eq!(
        t.count(trellis_core::tier2::uops::Uop::_GUARD_TOS_FLOAT),
        0,
        "{}",
        t.listing()
    );
    // The loop that repeats (after the peeled first iteration) does the
    // four additions with no guard at all.
    let names = t.uop_names();
    let body = &names[names
        .iter()
        .position(|n| *n == "_LOOP_START")
        .expect("peeled")
        + 1..];
    assert_eq!(
        body.iter()
            .filter(|n| **n == "_BINARY_OP_ADD_FLOAT")
            .count(),
        4,
        "{}",
        t.listing()
    );
    assert!(
        !body
            .iter()
            .any(|n| n.starts_with("_GUARD_") && n.ends_with("_FLOAT")),
        "{}",
        t.listing()
    );
}

#[test]
fn int_true_division_is_float_division_behind_one_value_guard() {
    // `i / 7` and `(n - i) / (i + 1)`: each a guard that both ints are
    // exact as floats and the divisor is not zero, the two conversions
    // and a float division; no generic operation left.
    let (t, out) = trace_of(
        "def testfunc(n):\n    a = 0.0\n    for i in range(n):\n        a += i / 8 + (n - i) / (i + 1)\n    return a > 0\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "True\n");
    let names = t.uop_names();
    let count = |name: &str| names.iter().filter(|n| **n == name).count();
    assert_eq!(count("_BINARY_OP"), 0, "{}", t.listing());
    assert!(
        count("_GUARD_INTS_DIVIDE_AS_FLOATS") >= 2,
        "{}",
        t.listing()
    );
    assert!(count("_BINARY_OP_FLOAT") >= 2, "{}", t.listing());
}

#[test]
fn five_copies_of_one_variable_keep_exactly_one_guard() {
    let (t, out) = trace_of(
        "def testfunc(n):\n    a = 2\n    x = 0\n    for _ in range(n):\n        x = a + a + a + a + a\n    return x\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "10\n");
    assert_eq!(guards(&t, "_INT"), 1, "{}", t.listing());
}

#[test]
fn the_peeled_loop_body_keeps_only_the_loop_condition_and_overflow_checks() {
    let (t, _) = trace_of(
        "def testfunc(n):\n    acc = 0\n    for i in range(n):\n        for j in range(n):\n            acc += i ^ j\n    return acc\nprint(testfunc(100))\n",
    );
    let names = t.uop_names();
    let body = &names[names
        .iter()
        .position(|n| *n == "_LOOP_START")
        .expect("peeled")
        + 1..];
    let guards: Vec<&&str> = body
        .iter()
        .filter(|n| {
            n.starts_with("_GUARD_") || n.starts_with("_CHECK") || n.starts_with("_ITER_CHECK")
        })
        .collect();
    assert_eq!(guards, [&"_GUARD_NOT_EXHAUSTED_RANGE"], "{}", t.listing());
    assert!(!body.contains(&"_LOAD_FAST_CHECK"), "{}", t.listing());
}

#[test]
fn a_call_in_the_loop_pushes_no_frame() {
    let (t, out) = trace_of(
        "def f(x):\n    return x * 2\n\ndef testfunc(n):\n    s = 0\n    for i in range(n):\n        s += f(i)\n    return s\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "9900\n");
    let names = t.uop_names();
    assert!(names.contains(&"_INLINE_ENTER"), "{names:?}");
    assert!(
        !names
            .iter()
            .any(|n| n.contains("PUSH_FRAME") || n.contains("CALL")),
        "{names:?}"
    );
    assert_eq!(*names.last().unwrap(), "_JUMP_TO_TOP");
    assert!(
        !names.contains(&"_SET_IP"),
        "redundant _SET_IP removed: {names:?}"
    );
}

#[test]
fn recursion_past_the_inline_limit_ends_the_trace_with_an_exit() {
    let (t, out) = trace_of(
        "def r(k):\n    if k == 0:\n        return 0\n    return r(k - 1) + 1\n\ndef testfunc(n):\n    s = 0\n    for i in range(n):\n        s += r(12)\n    return s\nprint(testfunc(50))\n",
    );
    assert_eq!(out, "600\n");
    let names = t.uop_names();
    assert_eq!(
        names.iter().filter(|n| **n == "_INLINE_ENTER").count(),
        trellis_core::tier2::JitConfig::default().max_inline_depth,
        "{names:?}"
    );
    assert_eq!(*names.last().unwrap(), "_EXIT_TRACE", "{names:?}");
}

#[test]
fn a_call_of_a_function_with_cells_is_inlined_with_its_cells_made_in_the_trace() {
    // `k` lives in a cell (the comprehension closes over it): the callee's
    // prologue makes it in the trace instead of ending the recording.
    let (t, out) = trace_of(
        "def scaled(xs, k):\n    return sum([x * k for x in xs])\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        t += scaled([1, 2, 3], i)\n    return t\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "29700\n");
    let names = t.uop_names();
    assert!(names.contains(&"_MAKE_CELL"), "{}", t.listing());
    assert!(names.contains(&"_MAKE_FUNCTION"), "{}", t.listing());
    assert!(names.contains(&"_JUMP_TO_TOP"), "{}", t.listing());
}

#[test]
fn an_inner_range_loop_starts_from_the_call_arguments_without_a_range_object() {
    let (roots, _, out) = trellis_tests::shape::run(
        "def testfunc(n):\n    t = 0\n    for i in range(n):\n        for j in range(i % 4):\n            t += j\n    return t\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "100\n");
    let names: Vec<&str> = roots.iter().flat_map(|t| t.uop_names()).collect();
    let listing: String = roots.iter().map(|t| t.listing()).collect();
    assert!(names.contains(&"_RANGE_ITER"), "{listing}");
    assert!(!names.contains(&"_GET_ITER"), "{listing}");
    assert!(!names.contains(&"_CALL_BUILTIN"), "{listing}");
}
