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
