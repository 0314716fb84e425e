//! Trace shapes through classes and closures: attribute access by shape,
//! methods and `__init__` inlined, cells read and written in the trace,
//! traces invalidated when a class they read changes, and generators
//! resumed inside the traces of the loops over them.

use trellis_core::tier2::uops::Uop;
use trellis_core::tier2::{AbortReason, Trace};
use trellis_tests::shape::{loop_body, root, run};

fn count(names: &[&str], name: &str) -> usize {
    names.iter().filter(|n| **n == name).count()
}

fn no_calls(t: &Trace) {
    assert!(
        !t.uop_names().iter().any(|n| n.contains("CALL")),
        "{}",
        t.listing()
    );
}

const POINT: &str = "class P:\n    def __init__(self, x, y, z):\n        self.x = x\n        self.y = y\n        self.z = z\n\n";

#[test]
fn a_chain_of_attribute_reads_on_one_object_has_one_shape_guard() {
    let t = root(
        &format!(
            "{POINT}def testfunc(n):\n    p = P(1, 2, 3)\n    t = 0\n    for i in range(n):\n        t += p.x + p.y * p.z + p.x\n    return t\nprint(testfunc(100))\n"
        ),
        "800\n",
    );
    assert_eq!(t.count(Uop::_GUARD_SHAPE), 1, "{}", t.listing());
    assert_eq!(t.count(Uop::_LOAD_ATTR_SLOT), 8, "{}", t.listing());
    // The loop after the peeled iteration reads four slots, guards none.
    let body = loop_body(&t);
    assert_eq!(count(&body, "_LOAD_ATTR_SLOT"), 4, "{}", t.listing());
    assert_eq!(count(&body, "_GUARD_SHAPE"), 0, "{}", t.listing());
    assert!(!t.uop_names().contains(&"_LOAD_ATTR"), "{}", t.listing());
}

#[test]
fn reading_an_attribute_of_an_attribute_guards_the_inner_object_once() {
    let t = root(
        &format!(
            "{POINT}class Box:\n    def __init__(self, p):\n        self.p = p\n\ndef testfunc(n):\n    b = Box(P(1, 2, 3))\n    t = 0\n    for i in range(n):\n        t += b.p.x + b.p.y + b.p.z\n    return t\nprint(testfunc(100))\n"
        ),
        "600\n",
    );
    // One guard for `b`, one for the `P` it holds.
    assert_eq!(t.count(Uop::_GUARD_SHAPE), 2, "{}", t.listing());
    assert_eq!(count(&loop_body(&t), "_GUARD_SHAPE"), 0, "{}", t.listing());
}

#[test]
fn a_hot_method_call_leaves_no_call_in_the_trace() {
    let t = root(
        "class Counter:\n    def __init__(self):\n        self.n = 0\n    def bump(self, k):\n        self.n += k\n        return self.n\n\ndef testfunc(n):\n    c = Counter()\n    t = 0\n    for i in range(n):\n        t += c.bump(i)\n    return t\nprint(testfunc(100))\n",
        "166650\n",
    );
    no_calls(&t);
    let names = t.uop_names();
    assert_eq!(count(&names, "_INLINE_ENTER"), 2, "{}", t.listing());
    // `self.n += k` reads and writes the slot; the shape is guarded once.
    assert!(names.contains(&"_STORE_ATTR_SLOT"), "{}", t.listing());
    assert_eq!(t.count(Uop::_GUARD_SHAPE), 1, "{}", t.listing());
}

#[test]
fn truth_tests_and_len_of_a_container_class_are_inlined_calls() {
    // `while s:` (through `__len__`), `if not f:` (through `__bool__`) and
    // `len(s)`: each the inlined method, no call and no generic truth test.
    let t = root(
        "class S:\n    def __init__(self):\n        self.items = []\n    def __len__(self):\n        return len(self.items)\n\nclass F:\n    def __init__(self, on):\n        self.on = on\n    def __bool__(self):\n        return self.on\n\ndef testfunc(n):\n    s = S()\n    f = F(False)\n    t = 0\n    for i in range(n):\n        s.items.append(i)\n        while s:\n            t += s.items.pop()\n        if not f:\n            t += len(s) + 1\n    return t\nprint(testfunc(100))\n",
        "5050\n",
    );
    let names = t.uop_names();
    for name in ["_CALL_BUILTIN", "_CALL_LEN", "_CALL_NATIVE", "_TO_BOOL"] {
        assert_eq!(count(&names, name), 0, "{name}: {}", t.listing());
    }
    assert!(count(&names, "_INLINE_ENTER") >= 3, "{}", t.listing());
    assert!(names.contains(&"_GUARD_TOS_LEN"), "{}", t.listing());
    assert!(names.contains(&"_GUARD_TOS_BOOL"), "{}", t.listing());
}

#[test]
fn membership_tests_of_a_container_class_are_inlined_calls() {
    // `x in s` and `x not in s` with `S.__contains__`: each the inlined
    // method (its arguments swapped into parameter order), the second's
    // bool negated; no generic membership test and no trace end.
    let t = root(
        "class S:\n    def __init__(self, lo, hi):\n        self.lo = lo\n        self.hi = hi\n    def __contains__(self, x):\n        return self.lo <= x < self.hi\n\ndef testfunc(n):\n    s = S(10, 40)\n    t = 0\n    for i in range(n):\n        if i in s:\n            t += 1\n        if i not in s:\n            t += 2\n    return t\nprint(testfunc(100))\n",
        "170\n",
    );
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 2, "{}", t.listing());
    assert_eq!(count(&body, "_CONTAINS_OP"), 0, "{}", t.listing());
    assert!(count(&body, "_UNARY_NOT") >= 1, "{}", t.listing());
}

#[test]
fn orderings_of_instances_inline_the_classs_comparison_methods() {
    // `a < b` and `a <= b` with `V.__lt__` and `V.__le__`: each the inlined
    // method, after guards on both operands' shapes; no generic comparison
    // and no trace end.
    let src = "class V:\n    def __init__(self, k):\n        self.k = k\n    def __lt__(self, other):\n        return self.k < other.k\n    def __le__(self, other):\n        return self.k <= other.k\n\ndef testfunc(n):\n    vs = [V(i % 7) for i in range(n + 1)]\n    t = 0\n    for i in range(n):\n        if vs[i] < vs[i + 1]:\n            t += 1\n        if vs[i] <= vs[i + 1]:\n            t += 2\n    return t\nprint(testfunc(100))\n";
    let t = root(src, "258\n");
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 2, "{}", t.listing());
    assert_eq!(count(&body, "_COMPARE_OP"), 0, "{}", t.listing());
    // Both operands' shapes are guarded (the other's keeps a subclass's
    // reflected method from going first).
    assert_eq!(count(&body, "_GUARD_SHAPE"), 4, "{}", t.listing());
}

#[test]
fn not_equal_without_ne_inlines_the_classs_eq_and_negates_it() {
    // `a != b` on a class defining only `__eq__` (as a dataclass does):
    // `object.__ne__` runs `__eq__` and negates its answer. The trace
    // inlines `__eq__` and negates its bool, no generic comparison left.
    let src = "class V:\n    def __init__(self, k):\n        self.k = k\n    def __eq__(self, other):\n        return self.k == other.k\n\ndef testfunc(n):\n    vs = [V(i % 3) for i in range(n + 1)]\n    t = 0\n    for i in range(n):\n        if vs[i] != vs[i + 1]:\n            t += 1\n    return t\nprint(testfunc(100))\n";
    let t = root(src, "100\n");
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 1, "{}", t.listing());
    assert_eq!(count(&body, "_COMPARE_OP"), 0, "{}", t.listing());
    assert_eq!(count(&body, "_UNARY_NOT"), 1, "{}", t.listing());
}

#[test]
fn binary_operators_on_instances_inline_the_classs_methods() {
    // `a + b`, `a * 2` and `a += b` run `V.__add__` and `V.__mul__`, and
    // `3 * a` runs `V.__rmul__` on the operands swapped: each the inlined
    // method after guards on the operands, no generic operation left.
    // Before, each aborted the recording as a callback: no trace at all.
    let src = "class V:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n    def __add__(self, o):\n        return V(self.x + o.x, self.y + o.y)\n    def __mul__(self, k):\n        return V(self.x * k, self.y * k)\n    def __rmul__(self, k):\n        return V(k * self.x, k * self.y)\n\ndef testfunc(n):\n    a = V(0, 0)\n    for i in range(n):\n        b = V(i, 1)\n        a = a + b * 2\n        a += 3 * b\n    return a.x + a.y\nprint(testfunc(100))\n";
    let t = root(src, "25250\n");
    no_calls(&t);
    let body = loop_body(&t);
    // Four operators, each making a `V` with `__init__`, and `V(i, 1)`.
    assert_eq!(count(&body, "_INLINE_ENTER"), 9, "{}", t.listing());
    assert_eq!(count(&body, "_BINARY_OP"), 0, "{}", t.listing());
    assert_eq!(count(&body, "_NEW_INSTANCE"), 5, "{}", t.listing());
}

#[test]
fn an_in_place_operator_inlines_the_classs_in_place_method() {
    // `acc += i` runs `Acc.__iadd__`, which changes the instance and
    // returns it: inlined, no generic operation left.
    let src = "class Acc:\n    def __init__(self):\n        self.total = 0\n    def __iadd__(self, x):\n        self.total += x\n        return self\n\ndef testfunc(n):\n    acc = Acc()\n    for i in range(n):\n        acc += i\n    return acc.total\nprint(testfunc(100))\n";
    let t = root(src, "4950\n");
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 1, "{}", t.listing());
    assert_eq!(count(&body, "_BINARY_OP"), 0, "{}", t.listing());
}

#[test]
fn unary_operators_on_instances_inline_the_classs_methods() {
    // `-a`, `+a` and `~a` run `N.__neg__`, `N.__pos__` and
    // `N.__invert__`: each inlined after a shape guard, no generic unary
    // operation left. Before, each aborted the recording as a callback.
    let src = "class N:\n    def __init__(self, v):\n        self.v = v\n    def __neg__(self):\n        return N(-self.v)\n    def __pos__(self):\n        return self.v\n    def __invert__(self):\n        return ~self.v\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        a = N(i)\n        t += (-a).v + +a - ~a\n    return t\nprint(testfunc(100))\n";
    let t = root(src, "5050\n");
    no_calls(&t);
    let body = loop_body(&t);
    // The three methods, `N(i)` and the `N` `__neg__` makes.
    assert_eq!(count(&body, "_INLINE_ENTER"), 5, "{}", t.listing());
    assert_eq!(count(&body, "_UNARY_NEGATIVE"), 0, "{}", t.listing());
}

#[test]
fn a_binary_method_answering_not_implemented_is_left_to_the_interpreter() {
    // `V.__add__` gives up on a `W`, whose `__radd__` answers. The
    // recording stops where the method returns
    // `NotImplemented` (the interpreter goes on with the reflected one),
    // and the program still prints CPython's answer.
    let src = "class V:\n    def __add__(self, o):\n        if isinstance(o, V):\n            return 1\n        return NotImplemented\n\nclass W:\n    def __radd__(self, o):\n        return 2\n\ndef testfunc(n):\n    t = 0\n    v = V()\n    w = W()\n    for i in range(n):\n        t += v + v\n        t += v + w\n    return t\nprint(testfunc(100))\n";
    let (_, stats, out) = run(src);
    assert_eq!(out, "300\n");
    let at_return = stats
        .unsupported_at
        .iter()
        .find(|(op, _)| *op == trellis_core::bytecode::Op::RETURN_VALUE)
        .map_or(0, |(_, n)| *n);
    assert!(at_return > 0, "{stats:?}");
    assert_eq!(
        stats.aborts_by_reason[AbortReason::Callback as usize],
        0,
        "{stats:?}"
    );
}

#[test]
fn next_of_an_instance_inlines_its_classs_next_method() {
    let t = root(
        "class Count:\n    def __init__(self):\n        self.n = 0\n    def __next__(self):\n        self.n += 1\n        return self.n\n\ndef testfunc(n):\n    c = Count()\n    t = 0\n    for i in range(n):\n        t += next(c)\n    return t\nprint(testfunc(100))\n",
        "5050\n",
    );
    no_calls(&t);
    assert_eq!(count(&loop_body(&t), "_INLINE_ENTER"), 1, "{}", t.listing());
}

#[test]
fn a_class_made_by_its_new_inlines_new_and_object_new() {
    // `__new__(cls, *args)` with `object.__new__(cls)` and a class
    // attribute read through `cls`: the call, the packing of `*args`, the
    // new instance and the attribute are in the trace; nothing aborts.
    let t = root(
        "class S:\n    K = 3\n    def __new__(cls, *args):\n        self = object.__new__(cls)\n        self.v = args[0] * cls.K\n        return self\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        t += S(i).v\n    return t\nprint(testfunc(100))\n",
        "14850\n",
    );
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 1, "{}", t.listing());
    assert_eq!(count(&body, "_NEW_INSTANCE"), 1, "{}", t.listing());
    assert_eq!(count(&body, "_BUILD_TUPLE"), 1, "{}", t.listing());
}

#[test]
fn a_class_called_with_keywords_inlines_its_init() {
    // `V(i, y=..., scale=...)`: keywords, one of them keyword-only, and a
    // class whose `__new__` takes them by name. Before, each `CALL_KW` of
    // a class aborted the recording as unsupported: no trace at all.
    let t = root(
        "class V:\n    def __init__(self, x, y=0, *, scale=1):\n        self.x = x * scale\n        self.y = y\n\nclass N:\n    def __new__(cls, a, b):\n        self = object.__new__(cls)\n        self.s = a - b\n        return self\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        v = V(i, y=i + 1, scale=2)\n        t += v.x + v.y + V(x=i).x + N(b=1, a=i).s\n    return t\nprint(testfunc(100))\n",
        "24750\n",
    );
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 3, "{}", t.listing());
    assert_eq!(count(&body, "_NEW_INSTANCE"), 3, "{}", t.listing());
}

#[test]
fn a_tuple_subclass_made_by_tuple_new_stays_in_the_trace() {
    // A namedtuple's way: `tuple.__new__(cls, args)` in the class's
    // `__new__`, fields read through `self[i]`.
    let t = root(
        "class P(tuple):\n    def __new__(cls, *args):\n        return tuple.__new__(cls, args)\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        p = P(i, 2)\n        t += p[0] * p[1]\n    return t\nprint(testfunc(100))\n",
        "9900\n",
    );
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 1, "{}", t.listing());
    assert_eq!(count(&body, "_NEW_TUPLE_INSTANCE"), 1, "{}", t.listing());
}

#[test]
fn calling_an_instance_inlines_its_classs_call_method() {
    let t = root(
        "class Rand:\n    def __init__(self, s):\n        self.s = s\n    def __call__(self, n):\n        self.s = (self.s * 75 + 74) % 65537\n        return self.s % n\n\ndef testfunc(n):\n    r = Rand(1)\n    t = 0\n    for i in range(n):\n        t += r(10)\n    return t\nprint(testfunc(100))\n",
        "401\n",
    );
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 1, "{}", t.listing());
}

#[test]
fn a_super_method_call_is_inlined_with_the_instance_as_receiver() {
    let t = root(
        "class B:\n    def __init__(self, x):\n        self.x = x\n    def val(self):\n        return self.x\n\nclass C(B):\n    def __init__(self, x, y):\n        super().__init__(x)\n        self.y = y\n    def val(self):\n        return super().val() + self.y\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        t += C(i, 2).val()\n    return t\nprint(testfunc(100))\n",
        "5150\n",
    );
    let names = t.uop_names();
    assert!(!names.contains(&"_CALL_METHOD"), "{}", t.listing());
    // `super().__init__` and `super().val`, each guarded and inlined.
    let body = loop_body(&t);
    assert_eq!(count(&body, "_GUARD_SUPER"), 2, "{}", t.listing());
    assert_eq!(count(&body, "_SUPER_SELF"), 2, "{}", t.listing());
    // `C.__init__`, `B.__init__`, `C.val`, `B.val`.
    assert_eq!(count(&body, "_INLINE_ENTER"), 4, "{}", t.listing());
}

#[test]
fn instance_creation_inlines_init_and_adds_the_attributes_in_the_trace() {
    let t = root(
        "class V:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n    def add(self, o):\n        return V(self.x + o.x, self.y + o.y)\n\ndef testfunc(n):\n    a = V(0, 0)\n    d = V(1, 2)\n    for i in range(n):\n        a = a.add(d)\n    return a.x + a.y\nprint(testfunc(100))\n",
        "300\n",
    );
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_NEW_INSTANCE"), 1, "{}", t.listing());
    // `add` and the `__init__` it runs.
    assert_eq!(count(&body, "_INLINE_ENTER"), 2, "{}", t.listing());
    assert_eq!(count(&body, "_STORE_ATTR_ADD"), 2, "{}", t.listing());
    // The new instance's shape is known, and the second attribute goes to
    // the shape the first one made: no guard from creation to the last.
    let made = body.iter().position(|n| *n == "_NEW_INSTANCE").unwrap();
    let first = body.iter().position(|n| *n == "_STORE_ATTR_ADD").unwrap();
    assert!(
        !body[made..first].contains(&"_GUARD_SHAPE"),
        "{}",
        t.listing()
    );
    let second = body.iter().rposition(|n| *n == "_STORE_ATTR_ADD").unwrap();
    assert!(
        !body[first..second].contains(&"_GUARD_SHAPE"),
        "{}",
        t.listing()
    );
}

#[test]
fn a_closure_reads_and_writes_its_cell_in_the_trace() {
    let t = root(
        "def make():\n    count = 0\n    def inc(k):\n        nonlocal count\n        count += k\n        return count\n    return inc\n\ndef testfunc(n):\n    f = make()\n    t = 0\n    for i in range(n):\n        t = f(i)\n    return t\nprint(testfunc(100))\n",
        "4950\n",
    );
    no_calls(&t);
    let body = loop_body(&t);
    assert!(body.contains(&"_LOAD_DEREF"), "{}", t.listing());
    assert!(body.contains(&"_STORE_DEREF"), "{}", t.listing());
}

#[test]
fn a_property_getter_is_inlined() {
    let t = root(
        "class C:\n    def __init__(self):\n        self._v = 3\n    @property\n    def v(self):\n        return self._v * 2\n\ndef testfunc(n):\n    c = C()\n    t = 0\n    for i in range(n):\n        t += c.v\n    return t\nprint(testfunc(100))\n",
        "600\n",
    );
    no_calls(&t);
    assert!(t.uop_names().contains(&"_INLINE_ENTER"), "{}", t.listing());
}

#[test]
fn changing_a_class_attribute_invalidates_the_traces_that_read_it() {
    let (_, stats, out) = run(
        "class A:\n    k = 1\n    def get(self):\n        return self.k\n\ndef testfunc(n):\n    a = A()\n    t = 0\n    for i in range(n):\n        t += a.get()\n        if i == 50:\n            A.k = 10\n    return t\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "541\n");
    assert!(stats.invalidations >= 1, "{stats:?}");
}

#[test]
fn a_loop_over_a_generator_resumes_it_inside_the_trace() {
    // The generator's frame is inlined at each `FOR_ITER`: its image moves
    // in, its `yield` hands the value back, its end leaves the loop; the
    // outer loop's tree runs every inner loop without leaving.
    let (traces, stats, out) = run(
        "def squares(n):\n    i = 0\n    while i < n:\n        yield i * i\n        i += 1\n\ndef testfunc(n):\n    t = 0\n    for k in range(n):\n        for s in squares(5):\n            t += s + k\n    return t\nprint(testfunc(300))\n",
    );
    assert_eq!(out, "233250\n");
    let names: Vec<&str> = traces.iter().flat_map(|t| t.uop_names()).collect();
    for name in ["_GUARD_GEN", "_GEN_RESUME", "_GEN_YIELD"] {
        assert!(names.contains(&name), "{name}: {stats:?}");
    }
    assert_eq!(stats.generator_exits, 0, "{stats:?}");
    // Where a generator ends, a side trace finishes it, leaves the inner
    // loop and makes the next generator (`_GEN_RETURN`, `_CALL_GEN_FUNC`):
    // 300 inner loops, a few entries.
    assert!(stats.side_traces >= 1, "{stats:?}");
    assert!(stats.tier2_entries < 30, "{stats:?}");
}

#[test]
fn a_loop_over_a_generator_that_yields_at_once_is_one_trace() {
    // The generator's own loop yields after a few uops and is not a tree
    // of its own (entering and leaving machine code at every item would
    // cost more than interpreting it); the loop over it is, with the
    // generator inside: one entry for the whole loop.
    let (_, stats, out) = run(
        "def squares(n):\n    i = 0\n    while i < n:\n        yield i * i\n        i += 1\n\ndef testfunc(n):\n    t = 0\n    for s in squares(n):\n        t += s\n    return t\nprint(testfunc(3000))\n",
    );
    assert_eq!(out, "8995500500\n");
    assert_eq!(stats.root_traces, 1, "{stats:?}");
    assert_eq!(stats.tier2_entries, 1, "{stats:?}");
    assert_eq!(stats.generator_exits, 0, "{stats:?}");
}

#[test]
fn a_generator_whose_filter_passes_over_many_items_stays_in_machine_code() {
    // `sum(... for x in xs if ...)` passing over six items between yields,
    // more than a recording follows: the trace ends inside the generator,
    // and a side trace from there loops over the items the filter rejects
    // by jumping to its own start. (Before, every recording aborted as
    // `inner_loop`, and each of the 8600 yields cost an exit to the
    // interpreter and an entry.)
    let (_, stats, out) = run(
        "def count(xs, m):\n    return sum(1 for x in xs if x % m == 0)\n\ndef testfunc(n):\n    xs = list(range(300))\n    t = 0\n    for k in range(n):\n        t += count(xs, 7)\n    return t\nprint(testfunc(200))\n",
    );
    assert_eq!(out, "8600\n");
    assert_eq!(
        stats.aborts_by_reason[AbortReason::InnerLoop as usize],
        0,
        "{stats:?}"
    );
    assert!(stats.tier2_entries < 1000, "{stats:?}");
    assert!(stats.generator_exits < 500, "{stats:?}");
}

#[test]
fn a_call_that_leaves_out_defaulted_parameters_is_inlined() {
    let t = root(
        "def scale(x, k=3, b=1):\n    return x * k + b\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        t += scale(i) + scale(i, 2)\n    return t\nprint(testfunc(100))\n",
        "24950\n",
    );
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 2, "{}", t.listing());
    // Two defaults for the first call, one for the second.
    assert_eq!(count(&body, "_LOAD_TRACE_CONST"), 3, "{}", t.listing());
}

#[test]
fn replacing_defaults_drops_the_traces_that_inlined_them() {
    let (_, stats, out) = run(
        "def scale(x, k=3):\n    return x * k\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        t += scale(i)\n        if i == 50:\n            scale.__defaults__ = (5,)\n    return t\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "22200\n");
    assert!(stats.invalidations >= 1, "{stats:?}");
}

#[test]
fn calls_with_keyword_arguments_are_inlined() {
    let t = root(
        "def box(x, y=1, z=2, scale=1):\n    return (x + y + z) * scale\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        t += box(i, z=3) + box(x=i) + box(i, 1, scale=3, z=0)\n    return t\nprint(testfunc(200))\n",
        "101500\n",
    );
    no_calls(&t);
    assert_eq!(count(&loop_body(&t), "_INLINE_ENTER"), 3, "{}", t.listing());
}

#[test]
fn a_descriptor_written_in_python_is_inlined_as_its_get_call() {
    // A data descriptor (namedtuple's fields are made so): `p.a` is
    // `Field.__get__(Pair.a, p, Pair)` in the trace, no helper call.
    let t = root(
        "class Field:\n    def __init__(self, i):\n        self.i = i\n    def __get__(self, obj, cls=None):\n        return obj.vals[self.i]\n    def __set__(self, obj, v):\n        raise AttributeError('ro')\n\nclass Pair:\n    a = Field(0)\n    b = Field(1)\n    def __init__(self, x, y):\n        self.vals = (x, y)\n\ndef testfunc(n):\n    p = Pair(3, 4)\n    t = 0\n    for i in range(n):\n        t += p.a * p.b\n    return t\nprint(testfunc(100))\n",
        "1200\n",
    );
    no_calls(&t);
    let names = t.uop_names();
    assert!(!names.contains(&"_LOAD_ATTR"), "{}", t.listing());
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 2, "{}", t.listing());
    assert_eq!(count(&body, "_INLINE_EXIT"), 2, "{}", t.listing());
}

#[test]
fn equality_of_instances_inlines_eq_and_reads_the_class_by_shape() {
    // `a == b` with a plain `__eq__` runs it inlined (as the orderings);
    // `other.__class__` is the class the shape guard fixes, a constant.
    // (An `__eq__` returning `NotImplemented`, and `a != b` without a
    // `__ne__`, still end the recording.)
    let src = "class V:\n    def __init__(self, k):\n        self.k = k\n    def __eq__(self, other):\n        if other.__class__ is self.__class__:\n            return self.k == other.k\n        return NotImplemented\n\ndef testfunc(n):\n    vs = [V(i % 3) for i in range(n + 2)]\n    t = 0\n    for i in range(n):\n        if vs[i] == vs[i + 1]:\n            t += 1\n        if not vs[i] == vs[i + 2]:\n            t += 100\n    return t\nprint(testfunc(99))\n";
    let t = root(src, "9900\n");
    no_calls(&t);
    let body = loop_body(&t);
    assert_eq!(count(&body, "_INLINE_ENTER"), 2, "{}", t.listing());
    assert!(!body.contains(&"_LOAD_ATTR"), "{}", t.listing());
}

#[test]
fn setattr_and_getattr_with_constant_names_are_slot_stores_and_loads() {
    // What a dataclass's `__init__` and `__eq__` do: `setattr(self, n, v)`
    // and `getattr(self, n)` with names from a closure, each a guarded
    // slot access in the trace rather than a builtin call.
    let src = "def make(names):\n    n0, n1 = names\n    def init(self, a, b):\n        setattr(self, n0, a)\n        setattr(self, n1, b)\n    def total(self):\n        return getattr(self, n0) + getattr(self, n1)\n    return init, total\n\nclass P:\n    pass\nP.__init__, P.total = make(('x', 'y'))\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        p = P(i, 2)\n        t += p.total()\n    return t\nprint(testfunc(100))\n";
    let t = root(src, "5150\n");
    no_calls(&t);
    let names = t.uop_names();
    assert!(
        count(&names, "_SETATTR_SLOT") + count(&names, "_SETATTR_ADD") >= 2,
        "{}",
        t.listing()
    );
    assert!(count(&names, "_GETATTR_SLOT") >= 2, "{}", t.listing());
}

#[test]
fn a_dict_subclass_is_subscripted_in_the_trace_through_its_dict() {
    // The class leaves `__getitem__`/`__setitem__` to dict: after a shape
    // guard, the subscripts act on the instance's dict; a missing key
    // (`__missing__`, guest code) leaves the trace for the interpreter.
    let t = root(
        "class D(dict):\n    def __missing__(self, k):\n        return 0\n\ndef testfunc(n):\n    d = D()\n    for i in range(n):\n        d[i % 7] += 1\n    return sorted(d.items())[:2]\nprint(testfunc(100))\n",
        "[(0, 15), (1, 15)]\n",
    );
    let names = t.uop_names();
    assert!(names.contains(&"_BINARY_SUBSCR"), "{}", t.listing());
    assert!(names.contains(&"_STORE_SUBSCR"), "{}", t.listing());
    assert!(t.count(Uop::_GUARD_SHAPE) >= 1, "{}", t.listing());
}

#[test]
fn a_dict_subclass_calling_dicts_methods_on_itself_stays_in_the_trace() {
    // What `OrderedDict.move_to_end` does: `k in self` answered by the
    // instance's dict, `dict.pop(self, k)` and `dict.__setitem__` kept in
    // a variable, called on the instance (the type's methods act on its
    // dict). Each was a `callback` abort: no trace at all.
    let (traces, stats, out) = run(
        "_set = dict.__setitem__\nclass Recent(dict):\n    def touch(self, k, v):\n        if k in self:\n            dict.pop(self, k)\n        _set(self, k, v)\n\ndef testfunc(n):\n    r = Recent()\n    for i in range(n):\n        r.touch(i % 5, i)\n    return list(r.items())\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "[(0, 95), (1, 96), (2, 97), (3, 98), (4, 99)]\n");
    assert_eq!(
        stats.aborts_by_reason[AbortReason::Callback as usize],
        0,
        "{stats:?}"
    );
    let names: Vec<&str> = traces.iter().flat_map(|t| t.uop_names()).collect();
    for name in [
        "_CONTAINS_OP",
        "_CALL_METHOD",
        "_CALL_NATIVE",
        "_GUARD_SHAPE",
    ] {
        assert!(names.contains(&name), "{name}: {names:?}");
    }
}

#[test]
fn a_dict_subclass_missing_a_key_calls_its_missing_in_the_trace() {
    // A `defaultdict`'s way: `g[k]` for a key not there calls the class's
    // `__missing__`. The interpreter calls it as a frame, as it calls
    // `__getitem__`; the trace guards whether the key is there, and a side
    // trace inlines `__missing__`. (Before, each missing key was a deopt
    // from the lookup, and the loop was entered again: one exit per key.)
    let (traces, stats, out) = run(
        "class Groups(dict):\n    def __missing__(self, k):\n        v = self[k] = []\n        return v\n\ndef testfunc(n):\n    g = Groups()\n    for i in range(n):\n        g[i // 2].append(i)\n    return len(g), sum(len(v) for v in g.values()), g[7]\nprint(testfunc(2000))\n",
    );
    assert_eq!(out, "(1000, 2000, [14, 15])\n");
    assert_eq!(stats.deopts, 0, "{stats:?}");
    assert!(stats.tier2_entries < 100, "{stats:?}");
    let names: Vec<&str> = traces.iter().flat_map(|t| t.uop_names()).collect();
    assert!(names.contains(&"_GUARD_KEY_IN_DICT"), "{names:?}");
}

#[test]
fn a_list_subclass_method_and_its_lists_methods_stay_in_the_trace() {
    // `s.push(x)` is the program's method, inlined; `self.append` inside
    // it is list's, called on the instance's list.
    let t = root(
        "class Stack(list):\n    def push(self, x):\n        self.append(x)\n\ndef testfunc(n):\n    s = Stack()\n    for i in range(n):\n        s.push(i)\n        if len(s) > 10:\n            s.pop()\n    return s[-1] + len(s)\nprint(testfunc(100))\n",
        "19\n",
    );
    let names = t.uop_names();
    assert!(count(&names, "_INLINE_ENTER") >= 1, "{}", t.listing());
    assert!(count(&names, "_CALL_METHOD") >= 2, "{}", t.listing());
    assert!(names.contains(&"_CALL_LEN"), "{}", t.listing());
}

#[test]
fn int_enum_members_compare_as_their_ints_in_the_trace() {
    let t = root(
        "import enum\nclass C(enum.IntEnum):\n    A = 1\n    B = 2\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        if i % 3 == C.A:\n            t += C.B\n    return t\nprint(testfunc(100))\n",
        "66\n",
    );
    // (The root trace takes the comparison's false branch; `t += C.B` is
    // its side trace's.)
    assert!(t.uop_names().contains(&"_COMPARE_OP"), "{}", t.listing());
    assert!(t.count(Uop::_GUARD_SHAPE) >= 1, "{}", t.listing());
}

#[test]
fn a_hot_exit_of_a_tree_entered_through_links_gets_its_side_trace() {
    // A queue simulation: an outer loop whose short inner loop (zero to
    // two customers a turn) and branches make trees that mostly run by
    // links from one another, so each counts few runs of its own. Their
    // hottest exits still earn side traces: before, a tree's side traces
    // were capped by its own runs alone, and 6,800 exits (with this
    // engine and threshold) went back to the interpreter.
    let (_, stats, out) = run(
        "class Queue:\n    def __init__(self, items=()):\n        self.items = list(items)\n        self.head = 0\n\n    def __len__(self):\n        return len(self.items) - self.head\n\n    def first(self):\n        return self.items[self.head]\n\n    def append(self, x):\n        self.items.append(x)\n\n    def popleft(self):\n        x = self.items[self.head]\n        self.head += 1\n        return x\n\n\ndef testfunc(customers, tellers, express):\n    pending = Queue(customers)\n    main_line = Queue()\n    express_line = Queue()\n    free_at = [0.0] * tellers\n    waits = []\n    clock = 0.0\n    while pending or main_line or express_line:\n        teller = min(range(tellers), key=free_at.__getitem__)\n        clock = max(clock, free_at[teller])\n        if not main_line and not express_line:\n            clock = max(clock, pending.first()[0])\n        while pending and pending.first()[0] <= clock:\n            c = pending.popleft()\n            if express and c[2] < 2:\n                express_line.append(c)\n            else:\n                main_line.append(c)\n        if express and teller == 0 and express_line:\n            c = express_line.popleft()\n        elif main_line and express_line:\n            if main_line.first()[0] <= express_line.first()[0]:\n                c = main_line.popleft()\n            else:\n                c = express_line.popleft()\n        elif main_line:\n            c = main_line.popleft()\n        else:\n            c = express_line.popleft()\n        start = max(clock, c[0])\n        waits.append(start - c[0])\n        free_at[teller] = start + c[1]\n    return len(waits), round(sum(waits), 3)\n\n\ncustomers = [(i * 0.7, 1.0 + (i * 7919 % 13) / 4, i * 31 % 4) for i in range(4000)]\nfor tellers in (3, 4, 5):\n    for express in (False, True):\n        print(tellers, express, testfunc(customers, tellers, express))\n",
    );
    assert_eq!(
        out,
        "3 False (4000, 1065650.9)\n3 True (4000, 1065526.75)\n4 False (4000, 61.6)\n4 True (4000, 61.6)\n5 False (4000, 0.0)\n5 True (4000, 0.0)\n"
    );
    assert!(stats.exits_to_interpreter < 5000, "{stats:?}");
}

#[test]
fn a_special_method_the_recorder_cannot_inline_is_counted_at_its_instruction() {
    // `abs(v)` on an instance runs `__abs__` through the interpreter: each
    // recording stops there, and `--stats` names the instruction.
    let (_, stats, out) = run(
        "class V:\n    def __init__(self, x):\n        self.x = x\n    def __abs__(self):\n        return V(-self.x)\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        t += abs(V(i)).x\n    return t\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "-4950\n");
    let callbacks = stats.aborts_by_reason[AbortReason::Callback as usize];
    assert!(callbacks > 0, "{stats:?}");
    assert_eq!(
        stats.callback_at,
        vec![(trellis_core::bytecode::Op::CALL, callbacks)],
        "{stats:?}"
    );
}
