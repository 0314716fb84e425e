//! What the x86-64 backend makes of a trace, decoded with iced-x86:
//! attribute reads, writes and appends on an instance whose shape the
//! trace checked, list items and list iteration are done in place, and
//! stack copies and swaps, bound-method checks, float comparisons,
//! identity tests (against constants, and of two values of unknown types)
//! and `math.sqrt`, `min` and `max` of numbers in registers, with no call
//! into the runtime; string indexing and comparisons, tuple comparisons,
//! and `math.sqrt`, `abs`, `int`, `min` and `max` of values in slots have a
//! fast path that jumps over their helper call; a generator is resumed and
//! saved at its `yield` in place; an append calls its own helper.

use iced_x86::{Decoder, DecoderOptions, Mnemonic};
use trellis_core::Value;
use trellis_core::bytecode::Const;
use trellis_core::tier2::Trace;
use trellis_core::tier2::uops::Uop;
use trellis_tests::shape::root;
use trellis_x64::lower::{Addresses, Lowered, lower};

/// `t` lowered as the tests here lower it (at made-up addresses, with no
/// module constants: the loops here use none).
fn lowered(t: &Trace) -> Lowered {
    let addrs = Addresses {
        uops: 0x1000,
        trace_consts: 0x2000,
        counters: 0x3000,
    };
    lower(t, &[], &addrs, None).expect("lowers")
}

/// Calls in the machine code of each uop of `t` that is one of `ops` (the
/// loops here use no module constants: the lowering gets none).
fn calls_in(t: &Trace, ops: &[Uop]) -> Vec<(usize, &'static str, usize)> {
    let low = lowered(t);
    let mut found = Vec::new();
    let mut seen = 0;
    for (i, &(start, pc)) in low.uop_at.iter().enumerate() {
        if !ops.contains(&t.uops[pc].op) {
            continue;
        }
        seen += 1;
        // Up to the next uop's code: exit stubs come after the body.
        let end = low.uop_at.get(i + 1).map_or(low.code.len(), |n| n.0);
        let mut d = Decoder::with_ip(64, &low.code[start..end], 0, DecoderOptions::NONE);
        let calls = d
            .iter()
            .filter(|ins| ins.mnemonic() == Mnemonic::Call)
            .count();
        if calls > 0 {
            found.push((pc, t.uops[pc].op.info().name, calls));
        }
    }
    assert!(seen > 0, "none of {ops:?} in\n{}", t.listing());
    found
}

#[test]
fn attribute_reads_writes_and_shape_checks_call_nothing() {
    let t = root(
        "class P:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n\n\
         def testfunc(n):\n    p = P(1, 2)\n    t = 0\n    for i in range(n):\n        \
         p.x = p.y + i\n        t += p.x\n    return t\nprint(testfunc(100))\n",
        "5150\n",
    );
    let ops = [
        Uop::_GUARD_SHAPE,
        Uop::_LOAD_ATTR_SLOT,
        Uop::_STORE_ATTR_SLOT,
    ];
    assert_eq!(calls_in(&t, &ops), [], "{}", t.listing());
}

#[test]
fn an_attribute_added_in_place_calls_only_when_the_instance_is_full() {
    // `__init__` inlined: each new instance gets its two attributes by
    // appends, with room reserved at creation.
    let t = root(
        "class P:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n\n\
         def testfunc(n):\n    t = 0\n    for i in range(n):\n        p = P(i, i)\n        \
         t += p.x + p.y\n    return t\nprint(testfunc(100))\n",
        "9900\n",
    );
    // One call per append, on its out-of-line path for a full vector.
    let adds = calls_in(&t, &[Uop::_STORE_ATTR_ADD]);
    assert!(!adds.is_empty(), "{}", t.listing());
    for (_, name, calls) in adds {
        assert_eq!(calls, 1, "{name}\n{}", t.listing());
    }
    let reads = [Uop::_GUARD_SHAPE, Uop::_LOAD_ATTR_SLOT];
    assert_eq!(calls_in(&t, &reads), [], "{}", t.listing());
}

#[test]
fn list_and_tuple_items_and_list_iteration_call_nothing() {
    let indexing = root(
        "def testfunc(n, k, m):\n    xs = list(range(k))\n    for i in range(n):\n        \
         xs[i % k] = xs[m] + i\n    return xs\nprint(testfunc(100, 10, -1)[3])\n",
        "543\n",
    );
    let iterating = root(
        "def testfunc(xs):\n    t = 0\n    for x in xs:\n        t += x\n    return t\n\
         print(testfunc(list(range(100))))\n",
        "4950\n",
    );
    let tuples = root(
        "def testfunc(ps, a, b):\n    t = 0\n    for p in ps:\n        t += p[a] * p[b]\n    \
         return t\nprint(testfunc([(i, 1, 2) for i in range(100)], 0, -1))\n",
        "9900\n",
    );
    for (t, ops) in [
        (&tuples, &[Uop::_BINARY_SUBSCR_TUPLE_INT][..]),
        (
            &indexing,
            &[Uop::_BINARY_SUBSCR_LIST_INT, Uop::_STORE_SUBSCR_LIST_INT][..],
        ),
        (
            &iterating,
            &[Uop::_ITER_NEXT_LIST, Uop::_GUARD_NOT_EXHAUSTED_LIST][..],
        ),
    ] {
        for &op in ops {
            assert!(t.count(op) > 0, "no {op:?} in\n{}", t.listing());
        }
        assert_eq!(calls_in(t, ops), [], "{}", t.listing());
    }
}

#[test]
fn a_tuple_is_unpacked_in_place_and_only_other_values_call_the_helper() {
    // Triples keep their items in a block, pairs in the tuple's entry.
    let triples = root(
        "def testfunc(ps):\n    t = 0\n    for p in ps:\n        a, b, c = p\n        \
         t += a * b - c\n    return t\nprint(testfunc([(i, 2, 1) for i in range(100)]))\n",
        "9800\n",
    );
    let pairs = root(
        "def testfunc(ps):\n    t = 0\n    for p in ps:\n        a, b = p\n        \
         t += a * b\n    return t\nprint(testfunc([(i, 2) for i in range(100)]))\n",
        "9900\n",
    );
    for t in [triples, pairs] {
        unpacked_in_place(&t);
    }
}

fn unpacked_in_place(t: &Trace) {
    let low = lowered(t);
    let mut seen = 0;
    for (i, &(start, pc)) in low.uop_at.iter().enumerate() {
        let u = t.uops[pc];
        if u.op != Uop::_UNPACK_SEQUENCE {
            continue;
        }
        seen += 1;
        let end = low.uop_at.get(i + 1).map_or(low.code.len(), |n| n.0);
        let code: Vec<_> = Decoder::with_ip(64, &low.code[start..end], 0, DecoderOptions::NONE)
            .iter()
            .collect();
        let first = |m: Mnemonic| code.iter().position(|ins| ins.mnemonic() == m);
        let (jmp, call) = (first(Mnemonic::Jmp), first(Mnemonic::Call));
        // The fast path copies each item's two words and jumps over the
        // helper call that the slow path makes.
        assert!(
            matches!((jmp, call), (Some(j), Some(c)) if j < c),
            "{}",
            t.listing()
        );
        let moves = code[..jmp.unwrap()]
            .iter()
            .filter(|ins| ins.mnemonic() == Mnemonic::Mov)
            .count();
        assert!(
            moves >= 4 * u.oparg as usize,
            "{moves} moves\n{}",
            t.listing()
        );
    }
    assert!(seen > 0, "no _UNPACK_SEQUENCE in\n{}", t.listing());
}

#[test]
fn string_indexing_and_comparisons_jump_over_the_helper_on_their_fast_path() {
    let t = root(
        "def testfunc(a, b, one):\n    n = 0\n    for i in range(len(a)):\n        \
         if a[i] == b[-one - i]:\n            n += one\n        if a[i] < b[i]:\n            \
         n += one + one\n    return n\nprint(testfunc('abcdefgh' * 20, 'hgfedcba' * 20, 1))\n",
        "320\n",
    );
    let seen =
        fast_path_before_one_helper_call(&t, &[Uop::_BINARY_SUBSCR_STR_INT, Uop::_COMPARE_OP_STR]);
    assert!(seen[0] >= 2 && seen[1] >= 2, "{seen:?}\n{}", t.listing());
}

#[test]
fn string_iteration_and_ord_jump_over_the_helper_on_their_fast_path() {
    let t = root(
        "def testfunc(s):\n    n = 0\n    for ch in s:\n        n += ord(ch)\n    return n\n\
         print(testfunc('abc' * 50))\n",
        "14700\n",
    );
    let seen = fast_path_before_one_helper_call(&t, &[Uop::_ITER_NEXT_STR, Uop::_CALL_ORD]);
    assert!(seen[0] >= 1 && seen[1] >= 1, "{seen:?}\n{}", t.listing());
}

#[test]
fn character_class_tests_of_one_character_jump_over_the_helper() {
    let t = root(
        "def testfunc(s):\n    n = 0\n    for ch in s:\n        n += ch.isdigit()\n        \
         n += ch.isspace()\n    return n\nprint(testfunc('a1 ' * 50))\n",
        "100\n",
    );
    let seen = fast_path_before_one_helper_call(&t, &[Uop::_CALL_STR_METHOD]);
    assert!(seen[0] >= 2, "{seen:?}\n{}", t.listing());
}

#[test]
fn a_character_in_a_string_and_a_strings_length_jump_over_the_helper() {
    let t = root(
        "def testfunc(s, v):\n    n = 0\n    for ch in s:\n        n += len(v) + (ch in v)\n    \
         return n\nprint(testfunc('abcde' * 20, 'ae'))\n",
        "240\n",
    );
    let seen = fast_path_before_one_helper_call(&t, &[Uop::_CONTAINS_OP_STR]);
    assert!(seen[0] >= 1, "{seen:?}\n{}", t.listing());
    let lens = calls_in(&t, &[Uop::_CALL_LEN]);
    // `len` reads the published length: its one call is the slow path's.
    assert!(
        lens.iter().all(|&(_, _, n)| n == 1),
        "{lens:?}\n{}",
        t.listing()
    );
}

#[test]
fn lengths_and_truth_of_containers_jump_over_the_helper_and_star_guards_call_nothing() {
    let t = root(
        "def f(a, b):\n    return b - a\n\
         def testfunc(n, t, l, d, one):\n    c = n - n\n    for i in range(n):\n        \
         c += len(t) + len(l) + len(d)\n        if t:\n            c += one\n        \
         if not d:\n            c += one\n        c += f(*t, **d)\n    return c\n\
         print(testfunc(100, (1, 2), [1], {}, 1))\n",
        "600\n",
    );
    let lens = calls_in(&t, &[Uop::_CALL_LEN, Uop::_TO_BOOL]);
    // The one call of each is the slow path's.
    assert!(
        lens.iter().all(|&(_, _, n)| n == 1),
        "{lens:?}\n{}",
        t.listing()
    );
    let guards = calls_in(&t, &[Uop::_GUARD_TUPLE_LEN, Uop::_GUARD_EMPTY_DICT]);
    assert!(guards.is_empty(), "{guards:?}\n{}", t.listing());
    let seen = fast_path_before_one_helper_call(&t, &[Uop::_TO_BOOL]);
    assert!(seen[0] >= 2, "{seen:?}\n{}", t.listing());
}

/// Checks that each of `ops` in `t` has a fast path that reads a byte or
/// widens a flag (`movzx`) and jumps over its one helper call, the slow
/// path; how many of each.
fn fast_path_before_one_helper_call(t: &Trace, ops: &[Uop]) -> Vec<usize> {
    let low = lowered(t);
    let mut seen = vec![0; ops.len()];
    for (i, &(start, pc)) in low.uop_at.iter().enumerate() {
        let op = t.uops[pc].op;
        let Some(k) = ops.iter().position(|&o| o == op) else {
            continue;
        };
        seen[k] += 1;
        let end = low.uop_at.get(i + 1).map_or(low.code.len(), |n| n.0);
        let code: Vec<_> = Decoder::with_ip(64, &low.code[start..end], 0, DecoderOptions::NONE)
            .iter()
            .collect();
        let first = |m: Mnemonic| code.iter().position(|ins| ins.mnemonic() == m);
        let (movzx, jmp, call) = (
            first(Mnemonic::Movzx),
            first(Mnemonic::Jmp),
            first(Mnemonic::Call),
        );
        let calls = code
            .iter()
            .filter(|ins| ins.mnemonic() == Mnemonic::Call)
            .count();
        assert!(
            matches!((movzx, call), (Some(m), Some(c)) if m < c)
                && matches!((jmp, call), (Some(j), Some(c)) if j < c)
                && calls == 1,
            "{op:?} at {pc}\n{}",
            t.listing()
        );
    }
    seen
}

#[test]
fn tuple_comparisons_jump_over_the_helper_on_their_fast_path() {
    let t = root(
        "def testfunc(ps, one):\n    n = 0\n    for i in range(len(ps) - one):\n        \
         if ps[i] < ps[i + one]:\n            n += one\n    return n\n\
         print(testfunc([(i % 7, i) for i in range(200)], 1))\n",
        "171\n",
    );
    let seen = fast_path_before_one_helper_call(&t, &[Uop::_COMPARE_OP_TUPLE]);
    assert!(seen[0] > 0, "no _COMPARE_OP_TUPLE in\n{}", t.listing());
}

#[test]
fn a_generator_resumed_in_a_loop_calls_nothing_to_resume_and_yield() {
    let t = root(
        "def gen(n, one):\n    i = n - n\n    while i < n:\n        yield i\n        \
         i += one\n\ndef testfunc(n, one):\n    t = n - n\n    for x in gen(n, one):\n        \
         t += x\n    return t\nprint(testfunc(300, 1))\n",
        "44850\n",
    );
    let calls = calls_in(&t, &[Uop::_GUARD_GEN, Uop::_GEN_RESUME, Uop::_GEN_YIELD]);
    assert!(calls.is_empty(), "{calls:?}\n{}", t.listing());
}

#[test]
fn list_append_calls_the_append_helper_not_the_value_op_one() {
    use trellis_core::tier2::context::offsets;
    let t = root(
        "def testfunc(n):\n    out = []\n    for i in range(n):\n        out.append(i)\n    \
         return len(out)\nprint(testfunc(300))\n",
        "300\n",
    );
    calls_only(&t, Uop::_CALL_LIST_APPEND, offsets::HELPER_LIST_APPEND);
}

#[test]
fn enumerate_steps_call_their_own_helper_not_the_value_op_one() {
    use trellis_core::tier2::context::offsets;
    let t = root(
        "def testfunc(xs):\n    t = 0\n    for i, x in enumerate(xs):\n        t += i * x\n    \
         return t\nprint(testfunc(list(range(100))))\n",
        "328350\n",
    );
    calls_only(
        &t,
        Uop::_ITER_NEXT_ENUMERATE,
        offsets::HELPER_ENUMERATE_NEXT,
    );
}

/// Checks that every `op` in `t` makes exactly one call, through the
/// context's word at `helper`.
fn calls_only(t: &Trace, op: Uop, helper: i32) {
    let low = lowered(t);
    let mut seen = 0;
    for (i, &(start, pc)) in low.uop_at.iter().enumerate() {
        if t.uops[pc].op != op {
            continue;
        }
        seen += 1;
        let end = low.uop_at.get(i + 1).map_or(low.code.len(), |n| n.0);
        let called: Vec<u64> = Decoder::with_ip(64, &low.code[start..end], 0, DecoderOptions::NONE)
            .iter()
            .filter(|ins| ins.mnemonic() == Mnemonic::Call)
            .map(|ins| ins.memory_displacement64())
            .collect();
        assert_eq!(called, [helper as u64], "{op:?}\n{}", t.listing());
    }
    assert!(seen > 0, "no {op:?} in\n{}", t.listing());
}

#[test]
fn stack_shuffles_and_bound_method_checks_call_nothing() {
    // `a = b = ...` copies the top of the stack, a chained comparison
    // swaps and copies, and calling a bound method kept in a local checks
    // its function and then replaces it by its receiver.
    let t = root(
        "class C:\n    def m(self, x):\n        return x + x\n\n\
         def testfunc(n, lo, hi):\n    g = C().m\n    t = 0\n    for i in range(n):\n        \
         a = b = g(i)\n        if lo <= a < hi:\n            t += b\n    return t\n\
         print(testfunc(100, 0, 1000))\n",
        "9900\n",
    );
    let ops = [
        Uop::_COPY,
        Uop::_SWAP,
        Uop::_GUARD_BOUND_METHOD,
        Uop::_BOUND_METHOD_SELF,
    ];
    for op in ops {
        assert!(t.count(op) > 0, "no {op:?} in\n{}", t.listing());
    }
    assert_eq!(calls_in(&t, &ops), [], "{}", t.listing());
}

#[test]
fn float_comparisons_call_nothing() {
    // Each comparison operator on floats, fused with its branch or kept as
    // a bool; NaN makes every comparison but `!=` false. (No literal in
    // the loop: the lowering here gets no module constants.)
    let t = root(
        "def testfunc(xs, ys, one):\n    lt = le = gt = ge = eq = ne = 0\n    \
         for i in range(len(xs)):\n        a = xs[i]\n        b = ys[i]\n        \
         if a < b:\n            lt += one\n        if a <= b:\n            le += one\n        \
         if a > b:\n            gt += one\n        if a >= b:\n            ge += one\n        \
         e = a == b\n        if e:\n            eq += one\n        if a != b:\n            ne += one\n    \
         return lt, le, gt, ge, eq, ne\n\
         xs = [0.5, float('nan'), -1.0, 0.5] * 25\n\
         print(testfunc(xs, xs[1:] + xs[:1], 1))\n",
        &float_cmp_oracle(),
    );
    assert!(t.count(Uop::_COMPARE_OP_FLOAT) >= 6, "{}", t.listing());
    assert_eq!(
        calls_in(&t, &[Uop::_COMPARE_OP_FLOAT]),
        [],
        "{}",
        t.listing()
    );
}

/// What `testfunc` above prints, from Rust's IEEE comparisons.
fn float_cmp_oracle() -> String {
    let xs: Vec<f64> = [0.5, f64::NAN, -1.0, 0.5].repeat(25);
    let mut c = [0; 6];
    for i in 0..xs.len() {
        let (a, b) = (xs[i], xs[(i + 1) % xs.len()]);
        for (k, hit) in [a < b, a <= b, a > b, a >= b, a == b, a != b]
            .into_iter()
            .enumerate()
        {
            c[k] += i32::from(hit);
        }
    }
    format!(
        "({}, {}, {}, {}, {}, {})\n",
        c[0], c[1], c[2], c[3], c[4], c[5]
    )
}

#[test]
fn globals_rebound_in_a_loop_are_read_and_written_in_place() {
    // `total` changes every iteration, so the trace reads and writes it
    // each time (`_LOAD_GLOBAL`/`_STORE_GLOBAL`) rather than depending on
    // its value; machine code does both on the globals array itself.
    let t = root(
        "total = 0\n\ndef testfunc(n):\n    global total\n    for i in range(n):\n        \
         total = total + i\n    return total\nprint(testfunc(100))\n",
        "4950\n",
    );
    let ops = [Uop::_LOAD_GLOBAL, Uop::_STORE_GLOBAL];
    assert_eq!(calls_in(&t, &ops), [], "{}", t.listing());
}

#[test]
fn closure_cells_are_read_and_written_in_place() {
    // `total` lives in a cell the inner function shares; the loop reads
    // and writes it through the cell.
    let t = root(
        "def testfunc(n):\n    total = 0\n    def get():\n        return total\n    \
         for i in range(n):\n        total = total + i\n    return get()\nprint(testfunc(100))\n",
        "4950\n",
    );
    let ops = [Uop::_LOAD_DEREF, Uop::_STORE_DEREF];
    assert_eq!(calls_in(&t, &ops), [], "{}", t.listing());
}

#[test]
fn not_of_a_bool_calls_nothing_on_its_fast_path() {
    let t = root(
        "def testfunc(n, m):\n    c = 0\n    for i in range(n):\n        b = i > m\n        \
         d = not b\n        if d:\n            c = c + i\n    return c\nprint(testfunc(100, 50))\n",
        "1275\n",
    );
    // A `sete` on the bool's payload, and one call, on the path for
    // values other than bools.
    let ms = mnemonics_of(&t, Uop::_UNARY_NOT);
    assert!(ms.contains(&Mnemonic::Sete), "{ms:?}\n{}", t.listing());
    assert_eq!(
        ms.iter().filter(|m| **m == Mnemonic::Call).count(),
        1,
        "{ms:?}"
    );
}

/// The calls in the machine code of each `op` of `t`, in order.
fn calls_per(t: &Trace, low: &Lowered, op: Uop) -> Vec<usize> {
    let mut calls = Vec::new();
    for (i, &(start, pc)) in low.uop_at.iter().enumerate() {
        if t.uops[pc].op != op {
            continue;
        }
        let end = low.uop_at.get(i + 1).map_or(low.code.len(), |n| n.0);
        let d = Decoder::with_ip(64, &low.code[start..end], 0, DecoderOptions::NONE);
        calls.push(
            d.into_iter()
                .filter(|ins| ins.mnemonic() == Mnemonic::Call)
                .count(),
        );
    }
    calls
}

/// `t`, recorded from `src`, lowered with the module's scalar constants
/// (the rest never reaches the lowering of the loops here).
fn lowered_with_scalars(t: &Trace, src: &str) -> Lowered {
    let module = trellis_host_std::frontend::compile(src, "t.py").expect("compiles");
    let consts: Vec<Value> = module
        .consts
        .iter()
        .map(|c| match c {
            Const::Bool(b) => Value::Bool(*b),
            Const::Int(i) => Value::Int(*i),
            _ => Value::None,
        })
        .collect();
    let addrs = Addresses {
        uops: 0x1000,
        trace_consts: 0x2000,
        counters: 0x3000,
    };
    lower(t, &consts, &addrs, None).expect("lowers")
}

#[test]
fn identity_tests_against_constants_call_nothing() {
    // `None`, `True`, `False`, a sentinel object and a builtin type: the
    // tag, then the payload's own bytes.
    let src = "_M = object()\ndef testfunc(xs):\n    c = 0\n    for x in xs:\n        if x is True:\n            c += 1\n        \
               if x is not False:\n            c += 10\n        if x is None:\n            c += 100\n        \
               if x is _M:\n            c += 1000\n        if type(x) is int:\n            c += 10000\n    \
               return c\nprint(testfunc([True, False, None, 1, 0, 'a', _M] * 20))\n";
    let t = root(src, "423220\n");
    let low = lowered_with_scalars(&t, src);
    let calls = calls_per(&t, &low, Uop::_IS_OP);
    assert_eq!(calls, [0; 10], "{}", t.listing());
    // Five tests, in the peeled iteration and the loop.
}

#[test]
fn identity_of_two_values_of_unknown_types_calls_nothing() {
    // `o is not best` over a list of objects of two classes and `None`:
    // neither side is a constant or of a type the trace knows.
    let src = "class A:\n    pass\nclass B:\n    pass\n\
               def testfunc(xs):\n    best = xs[1]\n    c = 0\n    for o in xs:\n        \
               if o is not best:\n            c += 1\n    return c\n\
               print(testfunc([A(), B(), None, A()] * 25))\n";
    let t = root(src, "75\n");
    let low = lowered_with_scalars(&t, src);
    let calls = calls_per(&t, &low, Uop::_IS_OP);
    assert!(
        !calls.is_empty() && calls.iter().all(|&c| c == 0),
        "{}",
        t.listing()
    );
}

#[test]
fn square_roots_of_floats_are_sqrtsd_before_any_call() {
    // `math.sqrt` of a float computed in the loop (in a register): no
    // call at all; of one read from an attribute (in a slot, its type not
    // known): `sqrtsd` on a fast path jumping over the helper (for ints).
    let src = "import math\nclass P:\n    def __init__(self, x):\n        self.x = x\n\
               def testfunc(ps):\n    t = 0.0\n    for p in ps:\n        \
               t += math.sqrt(p.x) + math.sqrt(p.x * 4.0)\n    return t\n\
               print(testfunc([P(9.0)] * 100))\n";
    let t = root(src, "900.0\n");
    let low = lowered_with_scalars(&t, src);
    let calls = work_before_any_call(&t, &low, Uop::_CALL_BUILTIN_PURE, &[Mnemonic::Sqrtsd]);
    // In the peeled iteration and the loop, each.
    assert_eq!(
        calls.iter().filter(|&&n| n == 0).count(),
        2,
        "{}",
        t.listing()
    );
    assert_eq!(
        calls.iter().filter(|&&n| n == 1).count(),
        2,
        "{}",
        t.listing()
    );
}

#[test]
fn min_and_max_of_numbers_pick_before_any_call() {
    // Floats and ints computed in the loop, against constants and each
    // other: in registers, no call at all; in slots, types not known, a
    // fast path jumping over the helper.
    let src = "def testfunc(n):\n    t = 0.0\n    k = 0\n    for i in range(n):\n        \
               y = i * 0.5\n        t += min(max(0.0, y), 10.0)\n        \
               k += max(i % 7, 3) + min(k, i)\n    return t, k\n\
               print(testfunc(100))\n";
    let t = root(src, "(895.0, 5334)\n");
    let low = lowered_with_scalars(&t, src);
    let picks = [Mnemonic::Ucomisd, Mnemonic::Cmp];
    let calls = work_before_any_call(&t, &low, Uop::_CALL_BUILTIN_PURE, &picks);
    assert!(
        calls.len() >= 4 && calls.contains(&0) && calls.iter().all(|&c| c <= 1),
        "{calls:?}\n{}",
        t.listing()
    );
}

#[test]
fn abs_and_int_of_numbers_in_slots_jump_over_the_helper() {
    // `abs` of a list item and `int` of that: a float's sign bit cleared,
    // then `cvttsd2si`, each before its one helper call.
    let src = "def testfunc(xs):\n    t = 0\n    for x in xs:\n        \
               t += int(abs(x))\n    return t\n\
               print(testfunc([-1.5, 2.5] * 50))\n";
    let t = root(src, "150\n");
    let low = lowered_with_scalars(&t, src);
    let work = [Mnemonic::And, Mnemonic::Cvttsd2si];
    let calls = work_before_any_call(&t, &low, Uop::_CALL_BUILTIN_PURE, &work);
    assert!(calls.len() >= 4, "{calls:?}\n{}", t.listing());
}

/// The calls in the machine code of each `op` of `t`, after checking that
/// one of `work` comes before any of them (a fast path jumping over the
/// helper, or no helper at all) and that there is at most one.
fn work_before_any_call(t: &Trace, low: &Lowered, op: Uop, work: &[Mnemonic]) -> Vec<usize> {
    let mut calls = Vec::new();
    for (i, &(start, pc)) in low.uop_at.iter().enumerate() {
        if t.uops[pc].op != op {
            continue;
        }
        let end = low.uop_at.get(i + 1).map_or(low.code.len(), |n| n.0);
        let ms: Vec<Mnemonic> =
            Decoder::with_ip(64, &low.code[start..end], 0, DecoderOptions::NONE)
                .iter()
                .map(|ins| ins.mnemonic())
                .collect();
        let done = ms.iter().position(|m| work.contains(m));
        let call = ms.iter().position(|&m| m == Mnemonic::Call);
        let n = ms.iter().filter(|&&m| m == Mnemonic::Call).count();
        assert!(
            done.is_some_and(|w| call.is_none_or(|c| w < c)) && n <= 1,
            "uop {pc}: {ms:?}\n{}",
            t.listing()
        );
        calls.push(n);
    }
    calls
}

/// The instructions of the first `op` in `t`'s machine code.
fn mnemonics_of(t: &Trace, op: Uop) -> Vec<Mnemonic> {
    let low = lowered(t);
    let i = low
        .uop_at
        .iter()
        .position(|&(_, pc)| t.uops[pc].op == op)
        .unwrap_or_else(|| panic!("no {op:?} in\n{}", t.listing()));
    let start = low.uop_at[i].0;
    let end = low.uop_at.get(i + 1).map_or(low.code.len(), |n| n.0);
    Decoder::with_ip(64, &low.code[start..end], 0, DecoderOptions::NONE)
        .iter()
        .map(|ins| ins.mnemonic())
        .collect()
}
