//! Trace shapes for the data model: loops that use dicts, sets, slices,
//! `len`, `isinstance`, string methods and big ints stay traced (as guards
//! plus helper calls), and a builtin that would call a guest function ends
//! the recording under its own abort reason.

use trellis_core::tier2::{AbortReason, Trace};
use trellis_tests::shape::{root, run};

fn has(t: &Trace, name: &str) -> bool {
    t.uop_names().contains(&name)
}

#[test]
fn dict_reads_writes_and_len_stay_in_the_trace() {
    let t = root(
        "def testfunc(n):\n    d = {}\n    t = 0\n    for i in range(n):\n        d[i % 7] = i\n        t += d[i % 7] + len(d)\n    return t\nprint(testfunc(100))\n",
        "5629\n",
    );
    // Int keys: the dict operations specialized for keys whose hash and
    // equality never run guest code, not the generic ones.
    assert!(has(&t, "_STORE_SUBSCR_DICT"), "{}", t.listing());
    assert!(has(&t, "_BINARY_SUBSCR_DICT"), "{}", t.listing());
    assert!(!has(&t, "_STORE_SUBSCR"), "{}", t.listing());
    assert!(!has(&t, "_BINARY_SUBSCR"), "{}", t.listing());
    assert!(has(&t, "_CALL_LEN"), "{}", t.listing());
    // The callee check for `len` is made once, not per iteration.
    assert!(
        t.count(trellis_core::tier2::uops::Uop::_CHECK_BUILTIN) <= 1,
        "{}",
        t.listing()
    );
}

#[test]
fn string_compares_indexes_key_tests_and_int_truth_are_specialized() {
    let t = root(
        "def testfunc(text):\n    seen = {}\n    t = 0\n    for i in range(len(text)):\n        ch = text[i]\n        if ch == 'a' or ch > 'x':\n            t += 1\n        if ch not in seen:\n            seen[ch] = i\n        if i % 3:\n            t += 2\n    return t, len(seen)\nprint(testfunc('banana yz' * 20))\n",
        "(340, 6)\n",
    );
    for name in [
        "_BINARY_SUBSCR_STR_INT",
        "_COMPARE_OP_STR",
        "_CONTAINS_OP_DICT",
        "_STORE_SUBSCR_DICT",
        "_TO_BOOL_INT",
    ] {
        assert!(has(&t, name), "{name}: {}", t.listing());
    }
    for name in ["_BINARY_SUBSCR", "_COMPARE_OP", "_CONTAINS_OP", "_TO_BOOL"] {
        assert!(!has(&t, name), "{name}: {}", t.listing());
    }
}

#[test]
fn len_append_pop_and_dict_get_are_specialized() {
    let t = root(
        "def testfunc(n):\n    st = []\n    d = {1: 10}\n    t = 0\n    for i in range(n):\n        st.append(i)\n        if len(st) > 3:\n            t += st.pop()\n        t += d.get(i % 5, 1) + len('ab')\n    return t\nprint(testfunc(100))\n",
        "5427\n",
    );
    for name in [
        "_CALL_LIST_APPEND",
        "_LEN_LIST",
        "_CALL_LIST_POP",
        "_CALL_DICT_GET",
        "_CALL_LEN",
    ] {
        assert!(has(&t, name), "{name}: {}", t.listing());
    }
    for name in ["_CALL_METHOD", "_CALL_BUILTIN"] {
        assert!(!has(&t, name), "{name}: {}", t.listing());
    }
}

#[test]
fn str_iteration_and_enumerate_of_a_list_step_without_the_generic_iterator() {
    // Each inner loop is a root trace of its own.
    let (roots, _, out) = run(
        "def testfunc(words):\n    t = 0\n    for w in words:\n        for ch in w:\n            t += ord(ch)\n        for i, c in enumerate([1, 2, 3, 4]):\n            t += i * c\n    return t\nprint(testfunc(['abcd', 'cdefg'] * 50))\n",
    );
    assert_eq!(out, "46950\n");
    let all: Vec<&str> = roots.iter().flat_map(|t| t.uop_names()).collect();
    let listing: String = roots.iter().map(|t| t.listing()).collect();
    for (name, want) in [
        ("_ITER_NEXT_STR", true),
        ("_ITER_NEXT_ENUMERATE", true),
        ("_FOR_ITER", false),
        ("_FOR_ITER_PAIR", false),
    ] {
        assert_eq!(all.contains(&name), want, "{name}: {listing}");
    }
}

#[test]
fn a_loop_over_a_dict_is_traced() {
    let t = root(
        "def testfunc(d):\n    t = 0\n    for k in d:\n        t += d[k]\n    return t\nprint(testfunc(dict(zip(range(50), range(50)))))\n",
        "1225\n",
    );
    assert!(has(&t, "_FOR_ITER"), "{}", t.listing());
}

#[test]
fn isinstance_and_str_methods_are_specialized_and_set_membership_is_a_helper_call() {
    let t = root(
        "def testfunc(n):\n    s = {1, 2, 3}\n    words = ['a', 'bb']\n    c = 0\n    for i in range(n):\n        if i % 5 in s and isinstance(words[i % 2], str):\n            c += len(words[i % 2].upper()) + words.count('a')\n    return c\nprint(testfunc(100))\n",
        "150\n",
    );
    assert!(has(&t, "_CONTAINS_OP"), "{}", t.listing());
    assert!(has(&t, "_CALL_ISINSTANCE"), "{}", t.listing());
    assert!(has(&t, "_CALL_STR_METHOD"), "{}", t.listing());
    // A list method other than `append` and `pop()` stays generic.
    assert!(has(&t, "_CALL_METHOD"), "{}", t.listing());
    assert!(!has(&t, "_CALL_BUILTIN"), "{}", t.listing());
}

#[test]
fn type_checks_on_values_of_known_type_are_folded_away() {
    // `array`'s and many users' methods check their arguments on every
    // call; on an int from `range` the checks are decided when the trace
    // is optimized, so neither a call nor a guard on them is left.
    let t = root(
        "def idx(i):\n    if isinstance(i, slice):\n        return -1\n    if type(i) is not int and not isinstance(i, bool):\n        return -2\n    if i is None:\n        return -3\n    return i\ndef testfunc(n):\n    c = 0\n    for i in range(n):\n        c += idx(i) + isinstance(i, object) + (type(i) is float)\n    return c\nprint(testfunc(100))\n",
        "5050\n",
    );
    for name in [
        "_CALL_ISINSTANCE",
        "_CALL_BUILTIN",
        "_IS_OP",
        "_GUARD_IS_TRUE_POP",
        "_GUARD_IS_FALSE_POP",
    ] {
        assert!(!has(&t, name), "{name}: {}", t.listing());
    }
}

#[test]
fn tuple_compares_and_membership_in_strs_tuples_and_lists_are_specialized() {
    let t = root(
        "def testfunc(toks):\n    c = 0\n    for tok in toks:\n        if tok == ('op', '-') or tok < ('a', ''):\n            c += 1\n        if tok in (('op', '+'), ('op', '*')):\n            c += 10\n        if tok[1] in '*/' or tok[0] in ['num']:\n            c += 100\n    return c\nprint(testfunc([('op', '-'), ('op', '+'), ('num', '1'), ('op', '/')] * 30))\n",
        "6330\n",
    );
    for name in ["_COMPARE_OP_TUPLE", "_CONTAINS_OP_SEQ", "_CONTAINS_OP_STR"] {
        assert!(has(&t, name), "{name}: {}", t.listing());
    }
    // The constant tuples are folded: none is built in the loop.
    for name in ["_COMPARE_OP", "_CONTAINS_OP", "_BUILD_TUPLE"] {
        assert!(!has(&t, name), "{name}: {}", t.listing());
    }
}

#[test]
fn slices_are_built_and_taken_in_the_trace() {
    let t = root(
        "def testfunc(n):\n    xs = list(range(10))\n    t = 0\n    for i in range(n):\n        t += sum(xs[i % 5:i % 5 + 3])\n    return t\nprint(testfunc(100))\n",
        "900\n",
    );
    assert!(has(&t, "_BUILD_SLICE"), "{}", t.listing());
}

#[test]
fn big_ints_run_in_the_trace_through_the_generic_operator() {
    let t = root(
        "def testfunc(n):\n    x = 2 ** 70\n    t = 0\n    for i in range(n):\n        t = t + x\n    return t\nprint(testfunc(100))\n",
        "118059162071741130342400\n",
    );
    assert!(has(&t, "_BINARY_OP"), "{}", t.listing());
}

#[test]
fn a_guest_key_function_ends_the_recording_as_a_callback() {
    let (roots, stats, out) = run(
        "def key(x):\n    return -x\n\ndef testfunc(n):\n    t = 0\n    for i in range(n):\n        t += sorted([i, 1, 2], key=key)[0]\n    return t\nprint(testfunc(100))\n",
    );
    assert_eq!(out, "4953\n");
    assert!(roots.is_empty(), "{}", roots[0].listing());
    let callback = AbortReason::ALL
        .iter()
        .position(|r| *r == AbortReason::Callback)
        .unwrap();
    assert!(stats.aborts_by_reason[callback] > 0, "{stats:?}");
}
