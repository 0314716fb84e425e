//! Tier-2 runtime behaviour: abort backoff, statistics, exits, side traces,
//! nested trace trees, invalidation and the code budget.

use trellis_core::tier2::{AbortReason, ExitKind, JitConfig, JitStats};
use trellis_host_std::frontend;
use trellis_host_std::program::{self, Engine, JitReport, RunOptions, RunResult};

fn run_with(src: &str, jit: JitConfig) -> RunResult<String> {
    let module = frontend::compile(src, "t.py").unwrap();
    let opts = RunOptions {
        engine: Engine::Uops,
        jit,
        ..RunOptions::default()
    };
    let r = program::run_module(module, String::new(), &opts).unwrap();
    assert!(r.error.is_none(), "{:?}", r.error);
    r
}

fn run(src: &str, hot_loop: u32) -> RunResult<String> {
    run_with(
        src,
        JitConfig {
            hot_loop,
            ..JitConfig::default()
        },
    )
}

fn stats(r: &RunResult<String>) -> &JitStats {
    &r.jit.as_ref().unwrap().stats
}

/// Checks that the run recorded one root trace with nothing aborted and
/// left it only when the loop ended.
fn one_loop_trace_that_stays(r: &RunResult<String>) {
    let s = stats(r);
    let aborts: u64 = s.aborts_by_reason.iter().sum();
    assert_eq!(aborts, 0, "{s:?}");
    assert_eq!(s.root_traces, 1, "{s:?}");
    assert!(s.exits_to_interpreter <= 2, "{s:?}");
}

fn report(r: &RunResult<String>) -> &JitReport {
    r.jit.as_ref().unwrap()
}

#[test]
fn a_loop_that_keeps_aborting_backs_off_exponentially() {
    // Every recording of this loop reaches the limit at its first
    // instruction (a longer one would be cut there and continued by a side
    // trace instead), so every attempt aborts.
    let src = "def main():\n    t = 0\n    for i in range(20000):\n        t = t + i * 2 - i + 1 - 1 + 3 - 3\n    print(t)\nmain()\n";
    let r = run_with(
        src,
        JitConfig {
            hot_loop: 1,
            max_trace_len: 1,
            ..JitConfig::default()
        },
    );
    assert_eq!(r.output, "199990000\n");
    let s = stats(&r);
    let too_long = s.aborts_by_reason[AbortReason::TooLong as usize];
    assert!(too_long >= 5, "the loop was tried repeatedly: {too_long}");
    assert!(
        too_long <= 17,
        "20000 iterations but only a logarithmic number of attempts: {too_long}"
    );
}

#[test]
fn statistics_count_entries_exits_and_reconstructed_frames() {
    let src = "def g(x):\n    if x % 7 == 0:\n        return 0\n    return x\n\ndef main():\n    t = 0\n    for i in range(1, 2000):\n        t += g(i)\n    print(t)\nmain()\n";
    // Side traces off: every 7th iteration leaves inside the inlined `g`.
    let r = run_with(
        src,
        JitConfig {
            hot_loop: 10,
            hot_exit: u32::MAX,
            ..JitConfig::default()
        },
    );
    let expected: i64 = (1..2000).filter(|i| i % 7 != 0).sum();
    assert_eq!(r.output, format!("{expected}\n"));
    let s = stats(&r);
    assert!(s.traces_compiled >= 1 && s.root_traces == s.traces_compiled);
    assert!(s.tier2_entries > 100, "{s:?}");
    assert!(s.frames_reconstructed >= 250, "{s:?}");
    assert_eq!(s.exits_to_interpreter, s.tier2_entries);
    // The exit taken at every 7th iteration is decoded twice, then keeps
    // its frames: decoding does not grow with the exits taken.
    assert!(s.exit_records_decoded <= 2 * s.exits_recorded, "{s:?}");
    assert!(
        s.exit_records_decoded * 10 < s.exits_to_interpreter,
        "{s:?}"
    );
    assert!(
        s.recon_bytes > 0 && s.code_bytes > 0 && s.uops_optimized < s.uops_recorded,
        "{s:?}"
    );
    let per_exit = s.recon_bytes as f64 / s.exits_recorded as f64;
    assert!(per_exit < 8.0, "{per_exit} bytes per exit");
    let per_frame = s.recon_inlined_bytes as f64 / s.exit_inlined_frames as f64;
    assert!(per_frame < 8.0, "{per_frame} bytes per inlined frame");
}

#[test]
fn a_hot_exit_inside_inlined_code_grows_a_linked_side_trace() {
    let src = "def g(x):\n    if x % 7 == 0:\n        return 0\n    return x\n\ndef main():\n    t = 0\n    for i in range(1, 20000):\n        t += g(i)\n    print(t)\nmain()\n";
    let r = run(src, 10);
    let expected: i64 = (1..20000).filter(|i| i % 7 != 0).sum();
    assert_eq!(r.output, format!("{expected}\n"));
    let s = stats(&r);
    assert!(s.side_traces >= 1, "{s:?}");
    // After warm-up the exit jumps to the side trace, not the interpreter.
    assert!(s.exits_to_interpreter < 40, "{s:?}");
    let j = report(&r);
    let side = j
        .traces
        .iter()
        .find(|t| matches!(t.kind, trellis_core::tier2::TraceKind::Side { .. }))
        .unwrap();
    // It starts inside the inlined `g` (its parent's frame state), so it
    // returns from `g` itself instead of rebuilding the frame.
    assert!(side.entry_fp > 0, "side trace starts in the inlined frame");
    assert!(
        side.uop_names().contains(&"_INLINE_EXIT"),
        "{}",
        side.listing()
    );
}

fn nest2(n: u32) -> String {
    format!(
        "def main():\n    acc = 0\n    for i in range({n}):\n        for j in range(64):\n            acc += i ^ j\n    print(acc)\nmain()\n"
    )
}

fn nest3(n: u32) -> String {
    format!(
        "def main():\n    acc = 0\n    for i in range({n}):\n        for j in range(8):\n            for k in range(8):\n                acc += i ^ j ^ k\n    print(acc)\nmain()\n"
    )
}

#[test]
fn nested_loops_stay_in_tier_2_whatever_the_outer_count() {
    let mut seen = Vec::new();
    for n in [32, 1000, 6000] {
        for (name, src) in [("2-deep", nest2(n)), ("3-deep", nest3(n))] {
            let r = run(&src, 50);
            let s = stats(&r);
            seen.push((name, n, s.exits_to_interpreter));
            assert!(s.side_traces >= 1, "{name} n={n}: {s:?}");
            assert!(
                s.exits_to_interpreter <= 30,
                "{name} n={n}: {} exits",
                s.exits_to_interpreter
            );
        }
    }
    // The count does not grow with the outer loop.
    let of = |name: &str, n: u32| seen.iter().find(|s| s.0 == name && s.1 == n).unwrap().2;
    assert_eq!(of("2-deep", 6000), of("2-deep", 1000));
    assert!(of("3-deep", 6000) <= of("3-deep", 32) + 2);
}

fn call_nest(n: u32) -> String {
    format!(
        "def inner(i):\n    s = 0\n    for j in range(64):\n        s += i ^ j\n    return s\n\ndef main():\n    acc = 0\n    for i in range({n}):\n        acc += inner(i)\n    print(acc)\nmain()\n"
    )
}

#[test]
fn a_loop_calling_a_function_with_its_own_loop_stays_in_tier_2() {
    let mut exits = Vec::new();
    for n in [32u64, 1000, 6000] {
        let r = run(&call_nest(n as u32), 50);
        let want: u64 = (0..n).map(|i| (0..64).map(|j| i ^ j).sum::<u64>()).sum();
        assert_eq!(r.output, format!("{want}\n"));
        let s = stats(&r);
        // The callee's tree is entered from the caller's trace and returns
        // into a return trace, both through the runtime, not the
        // interpreter.
        assert!(s.return_traces >= 1, "n={n}: {s:?}");
        // After warm-up, two per outer iteration.
        assert!(
            n < 1000 || s.frame_transitions >= 2 * n - 100,
            "n={n}: {s:?}"
        );
        assert!(s.exits_to_interpreter <= 30, "n={n}: {s:?}");
        exits.push(s.exits_to_interpreter);
    }
    // The count does not grow with the outer loop.
    assert_eq!(exits[1], exits[2], "{exits:?}");
    assert_eq!(exits[0], exits[1], "{exits:?}");
}

#[test]
fn a_recursive_search_with_a_loop_calls_its_tree_without_the_interpreter() {
    // Backtracking: the loop's tree meets the recursive call, inlines it up
    // to the callee's loop header and leaves there through a call exit, so
    // the runtime runs the same tree in the real frame.
    let src = "def place(row, n, cols):\n    if row == n:\n        return 1\n    total = 0\n    for c in range(n):\n        if not cols[c]:\n            cols[c] = True\n            total += place(row + 1, n, cols)\n            cols[c] = False\n    return total\n\nprint(place(0, 7, [False] * 7))\n";
    let r = run(src, 50);
    assert_eq!(r.output, "5040\n");
    let s = stats(&r);
    // 13,700 calls: nearly all are crossings the runtime makes between
    // trees, few go back to the interpreter and enter again.
    assert!(s.frame_transitions > 10_000, "{s:?}");
    assert!(s.tier2_entries * 20 < s.frame_transitions, "{s:?}");
}

#[test]
fn a_loop_making_a_comprehension_is_traced_with_the_cells_of_each_call() {
    // The list comprehension is a function made at every iteration, with
    // `k` in a cell: the loop's trace makes it, inlines its call without a
    // guard on its identity and passes the cell of the frame it runs in
    // (the second call of `f` runs the trace the first one recorded).
    let src = "def f(rows, k):\n    out = 0\n    for r in rows:\n        out += sum([x * k for x in r])\n    return out\n\nrows = [[1, 2, 3]] * 300\nprint(f(rows, 1), f(rows, 2))\n";
    let r = run(src, 50);
    assert_eq!(r.output, "1800 3600\n");
    let s = stats(&r);
    assert_eq!(
        s.aborts_by_reason[AbortReason::Unsupported as usize],
        0,
        "{s:?}"
    );
    let traces = &report(&r).traces;
    use trellis_core::tier2::uops::Uop;
    let makes = |t: &trellis_core::tier2::Trace| {
        t.count(Uop::_MAKE_FUNCTION) >= 1
            && t.count(Uop::_INLINE_ENTER) >= t.count(Uop::_MAKE_FUNCTION)
            && t.count(Uop::_CHECK_FUNCTION) == 0
    };
    assert!(
        traces.iter().any(makes),
        "no trace makes and inlines the comprehension: {s:?}"
    );
    // 600 iterations of the loop, nearly all in tier 2: an entry covers
    // many of them.
    assert!(s.tier2_entries < 60, "{s:?}");
}

fn short_call_nest(n: u32, trip: u32) -> String {
    format!(
        "def nearest(p, cs):\n    best = 0\n    bd = 1 << 60\n    for i, c in enumerate(cs):\n        \
         d = (p - c) * (p - c)\n        if d < bd:\n            bd = d\n            best = i\n    \
         return best\n\ndef main():\n    cs = list(range(0, {trip} * 7, 7))\n    acc = 0\n    \
         for i in range({n}):\n        acc += nearest(i % 50, cs)\n    print(acc)\nmain()\n"
    )
}

#[test]
fn a_short_loop_in_an_inlined_call_is_unrolled_and_a_long_one_is_not() {
    // A loop of a few iterations in a function the outer loop calls is
    // unrolled into the outer trace: no runtime crossing per call. One
    // past the unroll limit ends the trace there, and each call crosses.
    let want = |n: u64, trip: u64| -> u64 {
        (0..n)
            .map(|i| {
                let p = (i % 50) as i64;
                (0..trip as i64)
                    .min_by_key(|&k| ((p - 7 * k) * (p - 7 * k), k))
                    .unwrap() as u64
            })
            .sum()
    };
    for (trip, unrolled) in [(6u32, true), (40, false)] {
        let mut crossings = Vec::new();
        for n in [3000u32, 12000] {
            let r = run(&short_call_nest(n, trip), 50);
            assert_eq!(
                r.output,
                format!("{}\n", want(n as u64, trip as u64)),
                "trip {trip}"
            );
            let s = stats(&r);
            if unrolled {
                assert!(s.frame_transitions <= 200, "trip {trip}: {s:?}");
            } else {
                assert!(s.frame_transitions >= n as u64, "trip {trip}: {s:?}");
            }
            crossings.push((s.frame_transitions, s.exits_to_interpreter));
        }
        // Unrolled, the warm-up's crossings are all there are.
        if unrolled {
            assert_eq!(crossings[0], crossings[1], "trip {trip}");
        }
    }
}

#[test]
fn a_return_the_runtime_makes_gives_the_caller_the_value() {
    // The callee returns from inside its loop (a side trace's return exit)
    // into callers at different stack depths.
    let src = "def find(xs, v):\n    for k in range(len(xs)):\n        if xs[k] == v:\n            return k\n    return -1\n\ndef main():\n    xs = [3, 1, 4, 1, 5, 9, 2, 6]\n    t = 0\n    for i in range(2000):\n        t += find(xs, i % 10) + 100 * (find(xs, 9) == 5)\n    print(t)\nmain()\n";
    let want = {
        let xs = [3i64, 1, 4, 1, 5, 9, 2, 6];
        let find = |v: i64| xs.iter().position(|&x| x == v).map_or(-1, |k| k as i64);
        (0..2000).map(|i| find(i % 10) + 100).sum::<i64>()
    };
    for hot in [1, 2, 50] {
        let r = run(src, hot);
        assert_eq!(r.output, format!("{want}\n"), "hot_loop {hot}");
    }
}

#[test]
fn an_outer_loop_that_gets_hot_first_waits_for_the_inner_tree() {
    // At first the inner loop runs once every other outer iteration, so
    // the outer back-edge is hot long before the inner one.
    let src = "def main():\n    acc = 0\n    for i in range(3000):\n        k = (1 if i % 2 == 0 else 0) if i < 500 else 20\n        for j in range(k):\n            acc += j\n    print(acc)\nmain()\n";
    let r = run(src, 20);
    assert_eq!(r.output, format!("{}\n", 2500 * 190));
    let s = stats(&r);
    assert!(
        s.aborts_by_reason[AbortReason::InnerLoop as usize] >= 1,
        "{s:?}"
    );
    // Then the inner tree appears and the outer recording links to it.
    let j = report(&r);
    let linked_roots = j
        .traces
        .iter()
        .filter(|t| t.exits.iter().any(|e| e.link.is_some()))
        .count();
    assert!(linked_roots >= 2, "{}", j.traces.len());
    assert!(s.exits_to_interpreter < 100, "{s:?}");
}

#[test]
fn redefining_an_inlined_function_takes_effect_on_the_next_iteration() {
    let src = "def f(x):\n    return x + 1\n\ndef g(x):\n    return x * 100\n\ndef main():\n    global f\n    t = 0\n    for i in range(2000):\n        if i == 1000:\n            f = g\n        t += f(i)\n    print(t)\nmain()\n";
    let r = run(src, 10);
    let expected: i64 =
        (0..1000).map(|i| i + 1).sum::<i64>() + (1000..2000).map(|i| i * 100).sum::<i64>();
    assert_eq!(r.output, format!("{expected}\n"));
    let s = stats(&r);
    assert!(s.invalidations >= 1, "{s:?}");
    assert!(
        s.traces_compiled >= 2,
        "re-recorded after invalidation: {s:?}"
    );
}

#[test]
fn rebinding_a_global_constant_and_shadowing_a_builtin_invalidate() {
    let src = "SCALE = 3\n\ndef main():\n    global SCALE, len\n    t = 0\n    for i in range(3000):\n        if i == 1000:\n            SCALE = 5\n        if i == 2000:\n            len = lambda_len\n        t += SCALE * len([i])\n    print(t)\n\ndef lambda_len(xs):\n    return 7\n\nmain()\n";
    let r = run(src, 10);
    assert_eq!(r.output, format!("{}\n", 1000 * 3 + 1000 * 5 + 1000 * 35));
    assert!(stats(&r).invalidations >= 2, "{:?}", stats(&r));
}

#[test]
fn side_traces_reattach_after_their_tree_is_invalidated() {
    let src = "LIMIT = 7\n\ndef main():\n    global LIMIT\n    t = 0\n    for i in range(6000):\n        if i == 3000:\n            LIMIT = 11\n        if i % LIMIT == 0:\n            t += 1\n        else:\n            t += 2\n    print(t)\nmain()\n";
    let r = run(src, 10);
    let expected: i64 = (0..6000)
        .map(|i| {
            if i % (if i < 3000 { 7 } else { 11 }) == 0 {
                1
            } else {
                2
            }
        })
        .sum();
    assert_eq!(r.output, format!("{expected}\n"));
    let s = stats(&r);
    assert!(s.invalidations >= 2, "tree and its side trace: {s:?}");
    assert!(s.side_traces >= 2, "a side trace before and after: {s:?}");
}

#[test]
fn a_tiny_code_budget_flushes_and_stays_correct() {
    let r = run_with(
        &nest3(300),
        JitConfig {
            hot_loop: 2,
            hot_exit: 2,
            code_budget: 800,
            ..JitConfig::default()
        },
    );
    let expected: i64 = (0..300i64)
        .flat_map(|i| (0..8).flat_map(move |j| (0..8).map(move |k| i ^ j ^ k)))
        .sum();
    assert_eq!(r.output, format!("{expected}\n"));
    assert!(stats(&r).flushes >= 1, "{:?}", stats(&r));
}

#[cfg(target_arch = "x86_64")]
#[test]
fn a_budget_too_small_for_the_working_set_backs_off_instead_of_thrashing() {
    // Two trees (the caller's loop, the callee's) and room for one (the
    // budget follows the x64 code size): each compile flushes the other. Backing off after quick flushes keeps the
    // flushes logarithmic-ish in the run's length, and nothing per tree is
    // kept for the trees flushed away.
    let src = "def g(n):\n    i = 0\n    while i < n:\n        i += 1\n    return i\nt = 0\nfor k in range(200000):\n    t += g(3)\nprint(t)\n";
    let module = frontend::compile(src, "t.py").unwrap();
    let opts = RunOptions {
        engine: Engine::X64,
        jit: JitConfig {
            hot_loop: 1,
            hot_exit: 1,
            code_budget: 1200,
            ..JitConfig::default()
        },
        ..RunOptions::default()
    };
    let r = program::run_module(module, String::new(), &opts).unwrap();
    assert_eq!(r.output, "600000\n");
    let s = stats(&r);
    assert!((1..2000).contains(&(s.flushes + s.evictions)), "{s:?}");
    let live = report(&r).traces.len();
    assert!(
        report(&r).trees.len() <= live.max(1),
        "{} tree stats, {live} traces",
        report(&r).trees.len()
    );
}

#[cfg(target_arch = "x86_64")]
#[test]
fn a_closure_cell_the_trace_holds_as_a_constant_is_read_without_leaving() {
    // The inlined closure's cell local is a trace constant held outside
    // its slot; x64 read the stale slot instead and deopted at every
    // `nonlocal` read (3200 deopts and two rebuilt trees here).
    let src = "def main():\n    s = 1\n    def rand(n):\n        nonlocal s\n        s = (s * 1103515245 + 12345) & 0x7FFFFFFF\n        return s % n\n    t = 0\n    for i in range(20000):\n        t += rand(10)\n    print(t)\nmain()\n";
    let module = frontend::compile(src, "t.py").unwrap();
    let opts = RunOptions {
        engine: Engine::X64,
        ..RunOptions::default()
    };
    let r = program::run_module(module, String::new(), &opts).unwrap();
    assert_eq!(r.output, "90050\n");
    let s = stats(&r);
    assert!(s.traces_compiled >= 1, "{s:?}");
    assert_eq!(s.deopts, 0, "{s:?}");
    assert!(s.tier2_entries <= 2, "{s:?}");
}

#[test]
fn a_full_trace_limit_evicts_the_coldest_tree_instead_of_flushing() {
    // One function called at every iteration, three more now and then:
    // several loop trees and room for three traces. Each cold tree that
    // gets hot evicts the tree run least lately, not the hot one, and
    // nothing is flushed (before, every install past the limit flushed
    // everything, the hot tree included).
    let src = "\
def hot(n):
    t = 0
    for i in range(n):
        t += i
    return t
def a(n):
    t = 0
    for i in range(n):
        t += 2 * i
    return t
def b(n):
    t = 0
    for i in range(n):
        t += 3 * i
    return t
def c(n):
    t = 0
    for i in range(n):
        t += 4 * i
    return t
total = 0
for k in range(3000):
    total += hot(20)
    if k % 50 == 0:
        total += a(20) + b(20) + c(20)
print(total)
";
    let r = run_with(
        src,
        JitConfig {
            hot_loop: 2,
            hot_exit: 2,
            max_traces: 3,
            ..JitConfig::default()
        },
    );
    let per = |m: i64| (0..20).map(|i| m * i).sum::<i64>();
    let expected = 3000 * per(1) + 60 * (per(2) + per(3) + per(4));
    assert_eq!(r.output, format!("{expected}\n"));
    let s = stats(&r);
    assert!(s.evictions >= 10, "{s:?}");
    assert_eq!(s.flushes, 0, "{s:?}");
    // The hot tree stays once it is hot: a tree that ran for two thirds of
    // the run (40 bursts of three cold trees at its side) ran most of it.
    // (Early on every tree is cold alike, and the hot one may go too.)
    let rep = report(&r);
    let most = rep.trees.iter().map(|(_, t)| t.entries).max().unwrap_or(0);
    assert!(most >= 2000, "{:?}", rep.trees);
}

#[test]
fn an_int_operation_that_overflows_when_recorded_is_not_specialized() {
    // A 64-bit random-number step: `s * A` leaves i64 whenever it runs.
    // Specialized to int multiply, the trace deopted at every iteration.
    let src = "\
def testfunc(n):
    s = 12345
    t = 0
    for i in range(n):
        s = (s * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
        t += s >> 60
    return t
print(testfunc(3000))
";
    let r = run_with(
        src,
        JitConfig {
            hot_loop: 2,
            hot_exit: 2,
            ..JitConfig::default()
        },
    );
    let (mut s, mut t) = (12345u64, 0u64);
    for _ in 0..3000 {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        t += s >> 60;
    }
    assert_eq!(r.output, format!("{t}\n"));
    let st = stats(&r);
    assert!(st.tier2_entries > 0, "{st:?}");
    assert!(st.deopts < 20, "{st:?}");
}

#[test]
fn a_tree_that_deopts_at_most_entries_is_recorded_again() {
    // Recorded while `x` is small, the int multiply overflows at every
    // iteration once `x` is 2**62: the tree is rebuilt from the values as
    // they are then (once), and the deopts stop.
    let src = "\
def testfunc(n):
    x = 1
    t = 0
    for i in range(n):
        if i == 100:
            x = 1 << 62
        t += (x * 3) % 7
    return t
print(testfunc(5000))
";
    let r = run_with(
        src,
        JitConfig {
            hot_loop: 2,
            hot_exit: 2,
            ..JitConfig::default()
        },
    );
    let t: i128 = (0..5000)
        .map(|i| if i < 100 { 3i128 } else { (3i128 << 62) % 7 })
        .sum();
    assert_eq!(r.output, format!("{t}\n"));
    let st = stats(&r);
    assert!(st.deopt_rebuilds >= 1, "{st:?}");
    assert!(st.deopts < 500, "{st:?}");
}

#[test]
fn a_trace_bigger_than_the_whole_budget_backs_off_instead_of_flushing() {
    // Every trace is too large: nothing is installed, nothing is flushed,
    // and the anchor is retried a logarithmic number of times (a retry at
    // every iteration once made each flush slower than the last).
    let src = "def main():\n    t = 0\n    for i in range(200000):\n        t = t + i\n    print(t)\nmain()\n";
    let r = run_with(
        src,
        JitConfig {
            hot_loop: 1,
            hot_exit: 1,
            code_budget: 1,
            ..JitConfig::default()
        },
    );
    assert_eq!(r.output, "19999900000\n");
    let s = stats(&r);
    let too_large = s.aborts_by_reason[AbortReason::TooLarge as usize];
    assert!((2..=18).contains(&too_large), "{s:?}");
    assert_eq!((s.traces_compiled, s.flushes), (0, 0), "{s:?}");
}

#[test]
fn a_type_change_inside_a_hot_loop_exits_and_stays_correct() {
    let src = "def main():\n    acc = 0\n    for i in range(3000):\n        if i == 1500:\n            acc = acc + 0.5\n        acc = acc + i\n    print(acc)\nmain()\n";
    let r = run(src, 2);
    assert_eq!(r.output, "4498500.5\n");
    assert!(stats(&r).exits_to_interpreter > 0);
}

#[test]
fn a_trace_that_cannot_get_past_its_first_call_is_not_linked_to_itself() {
    // With no inlining, a return trace anchored at a call ended right
    // there, was linked to itself and looped forever without executing
    // anything (no step counted, so not even a step limit stopped it).
    let src = "def g(n):\n    for i in range(n):\n        pass\n    return n\nt = 0\nfor i in range(100):\n    t += g(g(20))\nprint(t)\n";
    let (send, recv) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let r = run_with(
            src,
            JitConfig {
                max_inline_depth: 0,
                ..JitConfig::default()
            },
        );
        let s = stats(&r).clone();
        let _ = send.send((r.output, s));
    });
    let (out, s) = recv
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the run did not finish in a minute");
    assert_eq!(out, "2000\n");
    assert!(
        s.aborts_by_reason[AbortReason::NoProgress as usize] > 0,
        "{s:?}"
    );
}

#[test]
fn inner_loops_whose_trip_counts_divide_the_threshold_still_get_traces() {
    // Loops of 5 and 10 iterations under the default threshold of 50: every
    // attempt started on an inner loop's last iteration, left the loop and
    // aborted, and the retry came back to the same iteration (0 traces, an
    // abort every few outer iterations). Retries now land elsewhere.
    let src = "def step(xs, vs, n):\n    for i in range(n):\n        for j in range(5):\n            vs[j] = vs[j] + xs[j] * 0.01\n        for j in range(10):\n            xs[j % 5] = xs[j % 5] + vs[j % 5] * 0.01\n    return xs[0]\nxs = [1.0, 2.0, 3.0, 4.0, 5.0]\nvs = [0.0] * 5\nprint(round(step(xs, vs, 20000), 6))\n";
    let r = run_with(src, JitConfig::default());
    assert_eq!(r.output, "3.4517211431849316e+122\n");
    let s = stats(&r);
    assert!(s.traces_compiled >= 2, "{s:?}");
    assert!(s.trace_aborts <= 6, "{s:?}");
}

#[test]
fn a_loop_longer_than_the_trace_limit_compiles_in_linked_pieces() {
    // 30 locals unpacked, updated and repacked per iteration: far more
    // uops than the limit. The recording used to abort as `too_long` at
    // every attempt (no trace ever); now each piece ends where the limit
    // falls and a side trace continues from there.
    let names: Vec<String> = (0..30).map(|k| format!("a{k}")).collect();
    let mut src = String::from("def f(n):\n    t = (0,) * 30\n    s = 0\n    for i in range(n):\n");
    src += &format!("        {} = t\n", names.join(", "));
    for n in &names {
        src += &format!("        {n} = {n} + i % 7\n");
    }
    src += &format!(
        "        t = ({})\n        s += a0 + a29\n    return s\nprint(f(3000))\n",
        names.join(", ")
    );
    let r = run_with(
        &src,
        JitConfig {
            max_trace_len: 100,
            hot_exit: 2,
            ..JitConfig::default()
        },
    );
    let expected: i64 = {
        let mut a = [0i64; 30];
        let mut s = 0;
        for i in 0..3000 {
            for x in a.iter_mut() {
                *x += i % 7;
            }
            s += a[0] + a[29];
        }
        s
    };
    assert_eq!(r.output, format!("{expected}\n"));
    let s = stats(&r);
    assert_eq!(
        s.aborts_by_reason[AbortReason::TooLong as usize],
        0,
        "{s:?}"
    );
    assert!(s.traces_ended_early >= 2 && s.side_traces >= 2, "{s:?}");
    // The pieces stay linked: few returns to the interpreter.
    assert!(s.exits_to_interpreter < 300, "{s:?}");
}

#[test]
fn an_inner_loop_that_runs_once_per_pass_is_traced_through() {
    // Each inner loop iterates once per outer iteration, so it never closes
    // a recording of its own, and the outer loop used to wait for its tree
    // forever (0 traces, an `inner_loop` abort at every retry). After a few
    // failures the outer recording runs through it.
    let src = "def f(n):\n    t = 0\n    for i in range(n):\n        for j in range(1):\n            t += i ^ j\n        k = 0\n        while k < 1:\n            t += k\n            k += 1\n    return t\nprint(f(30000))\n";
    let r = run(src, 50);
    assert_eq!(r.output, "449985000\n");
    let s = stats(&r);
    assert!(s.traces_compiled >= 1, "{s:?}");
    assert!(s.trace_aborts <= 12, "{s:?}");
}

#[test]
fn a_loop_that_never_records_asks_the_runtime_once_per_hot_loop_back_edges() {
    // Every recording of this loop aborts at `lambda`; while it backs off,
    // its back-edges are counted by the interpreter alone, the runtime
    // asked only when the counter reaches `hot_loop` (it asked at every
    // back-edge past the first `hot_loop`, a hash lookup each).
    let src = "def f(n):\n    t = 0\n    for i in range(n):\n        g = lambda: i\n        t += g()\n    return t\nprint(f(20000))\n";
    let r = run(src, 50);
    assert_eq!(r.output, "199990000\n");
    let s = stats(&r);
    assert!(
        s.aborts_by_reason[AbortReason::Unsupported as usize] >= 3,
        "{s:?}"
    );
    assert!(s.hot_loop_checks >= 20000 / 50 - 1, "{s:?}");
    assert!(s.hot_loop_checks <= 20000 / 50 + 20, "{s:?}");
}

#[test]
fn a_loop_over_an_iterator_that_only_hands_items_on_stays_in_the_trace() {
    // `enumerate` and `zip` over lists never run code on their items, so a
    // traced loop over them steps them in the trace; a `map` could (its
    // function may meet the program's special methods) and leaves.
    let src = "def main():\n    xs = [(i, i * 2) for i in range(100)]\n    t = 0\n    \
               for r in range(200):\n        for k, (a, b) in enumerate(xs):\n            \
               t += k + a - b\n        for a, b in zip(xs, xs):\n            t += a[0] - b[1]\n    \
               print(t)\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "-990000\n");
    let s = stats(&r);
    // Two inner loops of 100 items, 200 times: leaving at every item would
    // be 40,000 exits; leaving once per inner loop is 400.
    assert!(s.exits_to_interpreter < 1000, "{s:?}");
}

#[test]
fn method_calls_with_keywords_and_calls_with_star_args_are_inlined() {
    // `o.m(x, k=...)` loads a bound method and calls it with keywords;
    // `f(*xs)` passes a tuple. Both are inlined: nothing aborts, and the
    // loop never leaves its trace until it ends.
    let src = "class C:\n    def __init__(self):\n        self.a = 3\n    \
               def m(self, x, k=0, j=1):\n        return self.a + x * k + j\n\
               def f(a, b, c):\n    return a + b - c\n\
               def main():\n    o = C()\n    xs = [1, 2, 3]\n    t = 0\n    \
               for i in range(1000):\n        t += o.m(i, k=2)\n        \
               t += o.m(i, j=2, k=1)\n        t += f(*xs)\n    print(t)\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "1507500\n");
    one_loop_trace_that_stays(&r);
}

#[test]
fn builtins_consuming_a_generator_run_as_traced_loops() {
    // `sum(g)`, `max(g)` and `sep.join(g)` of a generator function's
    // generators (which the compiler cannot turn into loops of the caller)
    // run as the guest loops of `_builtin_loops`: no recording ends at them
    // as a callback, and their loops get trees with the generator inlined.
    let src = "def upto(n):\n    for i in range(n):\n        yield i\n\
               def main():\n    sep = ','\n    t = 0\n    for k in range(2000):\n        \
               t += sum(upto(k % 30)) + max(upto(1 + k % 5)) + \
               len(sep.join(str(x) for x in upto(k % 4)))\n    print(t)\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "277600\n");
    let s = stats(&r);
    assert_eq!(
        s.aborts_by_reason[AbortReason::Callback as usize],
        0,
        "{s:?}"
    );
    assert!(s.root_traces >= 2, "{s:?}");
    assert!(s.tier2_entries >= 2000, "{s:?}");
}

#[test]
fn heaps_of_instances_run_as_traced_loops() {
    // `heapq` on a heap of instances whose `__lt__` is guest code runs
    // CPython's sifts as guest loops with `__lt__` inlined: no recording
    // ends at a push or pop as a callback.
    let src = "import heapq\nclass J:\n    def __init__(self, p):\n        self.p = p\n    \
               def __lt__(self, o):\n        return self.p < o.p\n\
               def main():\n    h = []\n    t = 0\n    for i in range(3000):\n        \
               heapq.heappush(h, J(i * 7919 % 1000))\n        \
               if i % 2:\n            t = (t * 31 + heapq.heappop(h).p) % 1000003\n    \
               print(t, len(h))\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "102900 1500\n");
    let s = stats(&r);
    assert_eq!(
        s.aborts_by_reason[AbortReason::Callback as usize],
        0,
        "{s:?}"
    );
    assert!(s.tier2_entries >= 1, "{s:?}");
}

#[test]
fn match_statements_with_sequence_and_class_patterns_are_traced() {
    // Sequence patterns (the subject's type guarded, its length read) and
    // class patterns over instances (shape and class guarded, attributes
    // read from their slots) stay in the trace: nothing aborts and the
    // loop leaves its trace only when it ends.
    let src = "class Num:\n    __match_args__ = ('v',)\n    def __init__(self, v):\n        self.v = v\n\
               def f(o):\n    match o:\n        case [a, b]:\n            return a + b\n        \
               case Num(v) if v > 2:\n            return v\n        case Num(v=v):\n            return -v\n        \
               case _:\n            return 0\n\
               def main():\n    xs = [(1, 2), Num(5), Num(1), 'no']\n    t = 0\n    \
               for i in range(2000):\n        t += f(xs[i % 4])\n    print(t)\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "3500\n");
    let s = stats(&r);
    let aborts: u64 = s.aborts_by_reason.iter().sum();
    assert_eq!(aborts, 0, "{s:?}");
    assert!(s.root_traces >= 1, "{s:?}");
}

#[test]
fn calls_of_functions_with_star_parameters_are_inlined() {
    // A decorator's `wrapper(*args, **kwargs)` passing them on with
    // `f(*args, **kwargs)`, extra arguments packed into `*rest` past a
    // default, none at all, and a method's `*a`: the trace packs them
    // itself. Nothing aborts and the loop leaves its trace only at its end.
    let src = "def deco(f):\n    def wrapper(*args, **kwargs):\n        return f(*args, **kwargs)\n    \
               return wrapper\n@deco\ndef add(a, b):\n    return a + b\n\
               def count(*xs):\n    return len(xs)\n\
               def opt(a, b=10, *rest, **kw):\n    return a + b + len(rest) + len(kw)\n\
               class C:\n    def m(self, *a):\n        return len(a) + a[0]\n\
               def main():\n    o = C()\n    t = 0\n    for i in range(1000):\n        \
               t += add(i, 1) + count() + count(i, i, i) + opt(i) + opt(i, 2, 3, 4) + o.m(i, 2)\n    \
               print(t)\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "2018000\n");
    one_loop_trace_that_stays(&r);
}

#[test]
fn calls_passing_their_arguments_on_are_inlined() {
    // `super().__init__(*args, **kwargs)` up two classes whose `__init__`
    // take `*args, **kwargs`, and a method calling another with
    // `self.m(*args)`: the tuple and the dict pass through, the bound
    // `super()` method is made in the trace; nothing aborts.
    let src = "class A:\n    def __init__(self, x, y):\n        self.s = x + y\n\
               class B(A):\n    def __init__(self, *args, **kwargs):\n        super().__init__(*args, **kwargs)\n\
               class C(B):\n    def __init__(self, *args, **kwargs):\n        super().__init__(*args, **kwargs)\n\
               class L:\n    def log(self, a, b):\n        return a - b\n    def fwd(self, *args):\n        return self.log(*args)\n\
               def main():\n    t = 0\n    l = L()\n    for i in range(1000):\n        \
               t += C(i, 2).s + l.fwd(i, 1)\n    print(t)\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "1000000\n");
    one_loop_trace_that_stays(&r);
}

#[test]
fn subscripts_of_an_instance_inline_its_getitem_and_setitem() {
    // `v[i]` on an instance whose class defines `__getitem__`: the
    // interpreter calls it as a frame and the trace inlines it, so the
    // loop records without a callback abort and stays in its trace. (It
    // was a nested call from a helper, which ended every recording.)
    // `v[i] = x` calls `__setitem__` the same way (its arguments
    // reordered in the callee, its value dropped).
    let src = "class V:\n    def __init__(self, xs):\n        self.xs = xs\n    \
               def __getitem__(self, i):\n        return self.xs[i]\n    \
               def __setitem__(self, i, x):\n        self.xs[i] = x\n\
               def main():\n    v = V([1, 2, 3, 4])\n    t = 0\n    \
               for i in range(1000):\n        t += v[i % 4]\n        v[i % 4] = i % 5\n    \
               print(t, v.xs)\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "2000 [1, 2, 3, 4]\n");
    one_loop_trace_that_stays(&r);
}

#[test]
fn a_tree_whose_runs_do_almost_nothing_is_given_up_and_traced_through() {
    // The `while` loop gets its tree while it runs long (first loop);
    // then it runs at most once per call, and entering its tree from the
    // caller's trace costs two crossings for one iteration or none. Judged
    // by its recent runs, it is dropped and the caller's trace runs
    // through the loop instead.
    let src = "def f(n):\n    i = 0\n    while i < n:\n        i += 1\n    return i\n\
               def main():\n    t = 0\n    for k in range(50):\n        t += f(200)\n    \
               for k in range(20000):\n        t += f(k % 2)\n    print(t)\nmain()\n";
    let r = run(src, 8);
    assert_eq!(r.output, "20000\n");
    let s = stats(&r);
    assert!(s.trees_given_up >= 1, "{s:?}");
    assert!(s.frame_transitions < 5000, "{s:?}");
}

#[test]
fn recursion_through_a_loop_ends_the_trace_and_a_loop_free_one_is_inlined() {
    // `walk` recurses without a loop: its first levels are inlined into
    // the caller's trace, one inside another. `nest` recurses through its
    // own loop: inlining it would nest copies of that loop in every shape
    // the input has, so a trace meeting that call inlines it only up to
    // the loop's header and leaves there for the loop's tree (a call
    // exit), or ends at the call while the loop has no tree.
    let src = "def walk(t):\n    if not t:\n        return 1\n    return walk(t[0]) + walk(t[1])\n\
               def nest(t):\n    n = 1\n    for c in t:\n        n += nest(c)\n    return n\n\
               def main():\n    tree = ((((), ()), ()), ((), ()))\n    a = b = 0\n    \
               for i in range(300):\n        a += walk(tree)\n    \
               for i in range(300):\n        b += nest(tree)\n    print(a, b)\nmain()\n";
    let module = frontend::compile(src, "t.py").unwrap();
    let index = |name: &str| module.codes.iter().position(|c| c.name == name).unwrap() as u32;
    let (walk, nest) = (index("walk"), index("nest"));
    let r = run(src, 8);
    assert_eq!(r.output, "1500 2700\n");
    let entered = |t: &trellis_core::tier2::Trace, code: u32| {
        t.uops
            .iter()
            .filter(|u| u.op == trellis_core::tier2::uops::Uop::_INLINE_ENTER)
            .filter(|u| trellis_core::tier2::recorder::unpack_enter(u.operand).0 == code)
            .count()
    };
    let traces = &report(&r).traces;
    assert!(
        traces.iter().any(|t| entered(t, walk) >= 3),
        "walk's recursion was not inlined: {:?}",
        stats(&r)
    );
    for t in traces {
        // One call of `nest` from `main`, one recursive one from there.
        let most = if t.code == nest { 1 } else { 2 };
        assert!(entered(t, nest) <= most, "{}", t.listing());
    }
    assert!(
        traces.iter().any(|t| t.code == nest),
        "nest's loop has no trace"
    );
    let recursive: Vec<_> = traces
        .iter()
        .filter(|t| t.code == nest && entered(t, nest) == 1)
        .collect();
    assert!(
        !recursive.is_empty()
            && recursive
                .iter()
                .all(|t| t.exits.iter().any(|e| e.kind == ExitKind::Call)),
        "a recursive call inlined into nest's loop ends at its header: {}",
        recursive.len()
    );
}

#[test]
fn a_tree_at_its_code_limit_grows_no_more_side_traces() {
    let src = "def main():\n    t = 0\n    for i in range(3000):\n        if i % 3 == 0:\n            \
               t += 1\n        elif i % 3 == 1:\n            t += 2\n        else:\n            \
               t -= 1\n    print(t)\nmain()\n";
    let with = |max_tree_code: usize| {
        run_with(
            src,
            JitConfig {
                hot_loop: 8,
                max_tree_code,
                ..JitConfig::default()
            },
        )
    };
    let (free, capped) = (with(256 << 10), with(1));
    for r in [&free, &capped] {
        assert_eq!(r.output, "2000\n");
    }
    assert!(stats(&free).side_traces >= 1, "{:?}", stats(&free));
    assert_eq!(stats(&capped).side_traces, 0, "{:?}", stats(&capped));
}

#[test]
fn a_function_called_often_is_traced_from_its_entry() {
    // No loop anywhere: only function-entry traces can run `walk`, and its
    // recursion (no loop in it) is inlined into them. `count` has a loop,
    // so its loop gets the tree and its entry gets none.
    let src = "def walk(t):\n    if not t:\n        return 1\n    return walk(t[0]) + walk(t[1])\n\
               def count(xs):\n    n = 0\n    for x in xs:\n        n += x\n    return n\n\
               tree = ((((), ()), ((), ())), (((), ()), ()))\n\
               print(sum([walk(tree) for _ in range(300)]), count([1] * 100))\n";
    let module = frontend::compile(src, "t.py").unwrap();
    let index = |name: &str| module.codes.iter().position(|c| c.name == name).unwrap() as u32;
    let (walk, count) = (index("walk"), index("count"));
    let r = run_with(
        src,
        JitConfig {
            hot_loop: 8,
            hot_call: 20,
            ..JitConfig::default()
        },
    );
    assert_eq!(r.output, "2100 100\n");
    let s = stats(&r);
    assert!(s.entry_traces >= 1, "{s:?}");
    let traces = &report(&r).traces;
    let entry_tree = traces
        .iter()
        .find(|t| t.code == walk && t.anchor == 0)
        .map(|t| t.tree);
    assert!(entry_tree.is_some(), "{s:?}");
    let entered = report(&r)
        .trees
        .iter()
        .find(|(id, _)| Some(*id) == entry_tree)
        .map_or(0, |(_, t)| t.entries);
    assert!(entered >= 1, "{s:?}");
    assert!(!traces.iter().any(|t| t.code == count && t.anchor == 0));
    // `hot_call: 0` turns them off.
    let off = run_with(
        src,
        JitConfig {
            hot_loop: 8,
            hot_call: 0,
            ..JitConfig::default()
        },
    );
    assert_eq!(off.output, r.output);
    assert_eq!(stats(&off).entry_traces, 0, "{:?}", stats(&off));
}

#[test]
fn a_module_function_that_asks_the_interpreter_is_not_traced_to_deopt() {
    // `sys.getrecursionlimit()` answers from the interpreter: a trace
    // calling it left at every call (4,224 deopts here before).
    let src =
        "import sys\nt = 0\nfor i in range(20000):\n    t += sys.getrecursionlimit()\nprint(t)\n";
    let r = run(src, 50);
    assert_eq!(r.output, "20000000\n");
    let s = stats(&r);
    assert_eq!(s.deopts, 0, "{s:?}");
    assert_eq!(s.tier2_entries, 0, "{s:?}");
}

#[test]
fn a_backend_that_compiles_slower_asks_more_returns_before_a_return_trace() {
    // Each call's loop runs in the function's own tree, whose return the
    // runtime makes into the caller's loop: 120 returns there earn return
    // traces at the hand-written backends' weight (10 a trace), not at
    // Cranelift's 16 times that.
    let src = "def f(n):\n    s = 0\n    for i in range(n):\n        s += i\n    return s\n\
               t = 0\nfor k in range(120):\n    t += f(60)\nprint(t)\n";
    let traced = |engine| {
        let module = frontend::compile(src, "t.py").unwrap();
        let opts = RunOptions {
            engine,
            ..RunOptions::default()
        };
        let r = program::run_module(module, String::new(), &opts).unwrap();
        assert!(r.error.is_none(), "{:?}", r.error);
        assert_eq!(r.output, "212400\n");
        stats(&r).return_traces
    };
    assert!(traced(Engine::Uops) > 0);
    assert_eq!(traced(Engine::Cranelift), 0);
}
