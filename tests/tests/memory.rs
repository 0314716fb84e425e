//! Heap objects are reclaimed: a loop that builds and drops lists keeps the
//! number of live objects bounded.

use trellis_host_std::{frontend, program};

#[test]
fn a_million_dropped_lists_keep_live_objects_bounded() {
    let src =
        "t = 0\nfor i in range(1000000):\n    xs = [i, i + 1, (i,)]\n    t += len(xs)\nprint(t)\n";
    let m = frontend::compile(src, "mem.py").unwrap();
    let r = program::run_module(m, String::new(), &Default::default()).unwrap();
    assert!(r.error.is_none());
    assert_eq!(r.output, "3000000\n");
    assert!(r.heap.allocations >= 2_000_000, "{:?}", r.heap);
    assert!(r.heap.collections > 10, "{:?}", r.heap);
    assert!(
        r.heap.peak_live_objects < 20_000,
        "live objects grew: {:?}",
        r.heap
    );
}

#[test]
fn recursion_that_allocates_is_collected_too() {
    let src = "def f(n):\n    if n == 0:\n        return 0\n    s = 'x' + str(n)\n    return f(n - 1) + len(s) - len(s)\nt = 0\nfor i in range(300):\n    t += f(500)\nprint(t)\n";
    let m = frontend::compile(src, "rec.py").unwrap();
    let r = program::run_module(m, String::new(), &Default::default()).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert!(r.heap.peak_live_objects < 20_000, "{:?}", r.heap);
}

#[test]
fn a_big_list_made_again_and_again_is_collected_before_the_next_is_made() {
    // 16 MB a list (16-byte values): each call's list is garbage when the
    // next `[True] * n` runs, and a block that big (past the collector's
    // byte threshold) is preceded by a collection, so the heap never holds
    // two of them, however many repetitions. (Before, the old list was
    // freed only after the new one existed: two at once.)
    for reps in [3, 8] {
        let src = format!(
            "def f(n):\n    xs = [True] * n\n    c = 0\n    for x in xs:\n        c += x\n    return c\nt = 0\nfor r in range({reps}):\n    t += f(1000000)\nprint(t)\n"
        );
        let m = frontend::compile(&src, "big.py").unwrap();
        let r = program::run_module(m, String::new(), &Default::default()).unwrap();
        assert!(r.error.is_none(), "{:?}", r.error);
        let list = 16_000_000;
        assert!(
            r.heap.peak_bytes < list * 3 / 2,
            "{reps} repetitions: {:?}",
            r.heap
        );
        assert!(r.heap.peak_bytes >= list, "{:?}", r.heap);
    }
}

#[test]
fn a_big_text_split_again_and_again_holds_one_split_at_a_time() {
    // Each split makes 200,000 strings in one builtin call, and nothing
    // between the splits is a safe point: the last split's strings, garbage
    // by then, are collected before the next are made (the interpreter's
    // context makes room first), so two splits' worth never coexist.
    let words = 200_000;
    let src = format!(
        "text = 'ab ' * {words}\nt = len(text.split()) + len(text.split()) + len(text.split())\nprint(t)\n"
    );
    let m = frontend::compile(&src, "split.py").unwrap();
    let r = program::run_module(m, String::new(), &Default::default()).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.output, format!("{}\n", 3 * words));
    assert!(
        r.heap.peak_live_objects < words * 3 / 2,
        "two splits at once: {:?}",
        r.heap
    );
}

#[test]
fn machine_code_that_allocates_big_values_collects_as_often_as_the_interpreter() {
    // Each iteration of the first loop makes a 160 KB list and drops the
    // previous one (the second makes bigints of up to 3 KB): the garbage
    // between two collections is what the byte threshold allows, however
    // rarely machine code polls on its own (every 1024 back-edges, 160 MB
    // of lists here): a helper that leaves the heap wanting a collection
    // brings the next poll forward.
    use trellis_host_std::program::{Engine, RunOptions};
    let src = "a, b = 0, 1\nt = 0\nfor i in range(3000):\n    xs = [i] * 10000\n    t += xs[-1]\n    a, b = b, a + b\nfor i in range(30000):\n    a, b = b, a + b\nprint(t, a % 1000003, a.bit_length())\n";
    let run = |engine| {
        let m = frontend::compile(src, "fibs.py").unwrap();
        let opts = RunOptions {
            engine,
            ..RunOptions::default()
        };
        let r = program::run_module(m, String::new(), &opts).unwrap();
        assert!(r.error.is_none(), "{:?}", r.error);
        r
    };
    let off = run(Engine::Off);
    for engine in [Engine::Uops, Engine::X64, Engine::Cranelift] {
        let r = run(engine);
        assert_eq!(r.output, off.output);
        assert!(
            r.heap.peak_bytes < off.heap.peak_bytes * 2,
            "{engine:?}: {:?} against the interpreter's {:?}",
            r.heap,
            off.heap
        );
    }
}
