//! The generational collector seen from guest programs: old objects given
//! new ones (by every kind of store, in the interpreter and in each
//! engine's machine code) keep them through young collections, and a
//! program with a big live set is collected mostly by young collections.

use trellis_host_std::program::{Engine, RunOptions};
use trellis_tests::{Case, cases, compare, run_case};

fn program(name: &str) -> Case {
    cases("tests/programs")
        .into_iter()
        .find(|c| c.rel.ends_with(name))
        .unwrap_or_else(|| panic!("no {name} in the corpus"))
}

fn options(engine: Engine, threshold: Option<u32>, nursery: Option<usize>) -> RunOptions {
    let mut o = trellis_tests::engine_options(engine, threshold);
    o.vm.nursery = nursery;
    o
}

#[test]
fn old_objects_keep_what_they_are_given_through_constant_young_collections() {
    let case = program("gc_generations.py");
    for engine in Engine::ALL {
        for threshold in [None, Some(1)] {
            let got = run_case(&case, &options(*engine, threshold, Some(7)));
            let diffs = compare(&case, &got);
            assert!(
                diffs.is_empty(),
                "{} thresholds {threshold:?}:\n{}",
                engine.name(),
                diffs.join("\n")
            );
            // A young collection every 7 objects, a full one only as the
            // old objects grow.
            let h = got.heap;
            assert!(h.young_collections > 10_000, "{}: {h:?}", engine.name());
            assert!(
                h.collections - h.young_collections < h.young_collections / 100,
                "{}: {h:?}",
                engine.name()
            );
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn a_big_live_set_is_collected_by_young_collections() {
    // 200,000 strings stay live while 2 million temporaries are made: a
    // full collection would mark all of them each time; young ones look at
    // what was made since the last.
    let src = "\
keep = ['s%d' % i for i in range(200000)]
t = 0
for i in range(1000000):
    t += len((str(i), i))
print(len(keep), t)
";
    let m = trellis_host_std::frontend::compile(src, "live.py").unwrap();
    for engine in [Engine::Off, Engine::X64] {
        let r = trellis_host_std::program::run_module(
            m.clone(),
            String::new(),
            &options(engine, None, None),
        )
        .unwrap();
        assert!(r.error.is_none(), "{:?}", r.error);
        assert_eq!(r.output, "200000 2000000\n");
        let h = r.heap;
        assert!(h.allocations >= 2_200_000, "{h:?}");
        assert!(h.young_collections >= 10, "{h:?}");
        // The full ones come while `keep` is built (its size doubles
        // between them), none after.
        assert!(
            h.collections - h.young_collections <= 12,
            "{}: {h:?}",
            engine.name()
        );
        assert!(h.peak_live_objects < 400_000, "{h:?}");
    }
}

#[test]
fn a_program_without_back_edges_or_plain_calls_still_collects() {
    // Recursion through a wrapper that calls with `*args`: every call
    // takes the interpreter's out-of-line path and no loop runs, so the
    // only safe points are those after out-of-line instructions. Without
    // them the 60,000 temporaries all stayed until the end (no
    // collection at all).
    let src = "\
import sys
sys.setrecursionlimit(100000)

def through(f):
    def call(*args):
        return f(*args)
    return call

@through
def walk(n, acc):
    if n == 0:
        return acc
    return walk(n - 1, acc + len([str(n), str(n + 1), str(n + 2), str(n + 3),
                                  (n, 1), (n, 2), (n, 3), (n, 4), (n, 5), (n, 6),
                                  (n, 7), (n, 8), (n, 9), (n, 10)]))

print(walk(4000, 0))
";
    let m = trellis_host_std::frontend::compile(src, "walk.py").unwrap();
    for engine in Engine::ALL {
        let r = trellis_host_std::program::run_module(
            m.clone(),
            String::new(),
            &options(*engine, None, None),
        )
        .unwrap();
        assert!(r.error.is_none(), "{}", engine.name());
        assert_eq!(r.output, "56000\n");
        let h = r.heap;
        assert!(h.allocations >= 60_000, "{}: {h:?}", engine.name());
        assert!(h.collections >= 3, "{}: {h:?}", engine.name());
        assert!(h.peak_live_objects < 30_000, "{}: {h:?}", engine.name());
    }
}

#[test]
fn min_max_and_sum_keep_what_they_hold_across_the_programs_code() {
    // The best key so far and the running sum live only in the builtin
    // while the key function, `__gt__` and `__add__` (each with a loop, a
    // safe point) run. They were kept by popping and pushing roots under
    // the iteration's own, which unrooted them: the next collection freed
    // the best key and `__gt__` met another object in its place.
    let src = "\
class K:
    def __init__(self, obj):
        self.obj = obj
    def __gt__(self, other):
        for i in range(3):
            pass
        if not isinstance(other, K):
            raise TypeError('not K')
        return len(self.obj) > len(other.obj)
    __lt__ = lambda self, other: other.__gt__(self)

class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        for i in range(3):
            pass
        c = other.cents if isinstance(other, Money) else other
        return Money(self.cents + c)
    __radd__ = __add__

def key(w):
    for i in range(3):
        pass
    return K(w)

words = ['pear', 'fig', 'banana', 'kiwi', 'yam', 'apple'] * 5
print(max(words, key=key), min(words, key=key), max(map(K, words)).obj)
print(sum(Money(i) for i in range(40)).cents, sum([Money(1)] * 30, Money(5)).cents)
";
    let m = trellis_host_std::frontend::compile(src, "keep.py").unwrap();
    for engine in Engine::ALL {
        for nursery in [1, 2, 3] {
            let r = trellis_host_std::program::run_module(
                m.clone(),
                String::new(),
                &options(*engine, Some(2), Some(nursery)),
            )
            .unwrap();
            assert!(r.error.is_none(), "{} nursery {nursery}", engine.name());
            assert_eq!(r.output, "banana fig banana\n780 35\n", "{}", engine.name());
        }
    }
}
