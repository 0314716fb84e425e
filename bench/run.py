#!/usr/bin/env python3
"""Benchmark programs side by side and print time ratios.

Runs every program of a suite under each engine, interleaved round by round so that a
noisy shared machine slows all engines alike, keeps the best wall time of
each, checks each output against the example's expected stdout, and prints
ratios against CPython plus their geometric means; then each run's peak
resident memory (the largest seen over the rounds) and its ratio to
CPython's. When `off` is among the engines, it then names every program on
which a JIT engine (any but `off`, `uops`, `python3`, `pypy3`, `luajit`)
took more than 5% longer than `--jit off`.

    python3 bench/run.py                      # off, uops, x64, python3, luajit
    python3 bench/run.py --engines off,python3 --rounds 5
    python3 bench/run.py --examples nested_loops,fib
    python3 bench/run.py --suite classes      # bench/classes, with pypy3
    python3 bench/run.py --suite real --rounds 1

Suites: `examples` (examples/*.py, with Lua ports in bench/lua),
`classes` (bench/classes/*.py: programs built of classes and methods) and
`real` (bench/real/*.py: programs of the kinds Python users run, such as
sorts, dynamic programming, interpreters, parsers, simulations and big
ints, each taking about a second under CPython) and `real_std`
(bench/real_std/*.py: programs that import the standard modules the
natural way: heapq, random, collections, itertools, functools, math...).
Engines: any `--jit` value of trellis (`off`, ...), `python3`, `pypy3`,
`luajit` (bench/lua/NAME.lua; the examples suite only). An engine whose
program is not installed is skipped. Build first with
`cargo build --release`, or point `TRELLIS` at another trellis binary.

To compare two builds side by side in one run, point `TRELLIS_BASE` at the
other binary and name its engines `base:ENGINE`:

    TRELLIS_BASE=target/old/release/trellis \
        python3 bench/run.py --suite real --engines base:off,off,base:x64,x64
"""

import argparse
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRELLIS = os.environ.get("TRELLIS") or os.path.join(ROOT, "target", "release", "trellis")
TRELLIS_BASE = os.environ.get("TRELLIS_BASE")
SUITES = {
    "examples": ("examples", ["nested_loops", "call_in_loop", "fib", "float_loop", "sieve", "collatz", "call_chain"],
                 "off,uops,x64,python3,luajit"),
    "classes": ("bench/classes", ["particles", "tree", "interp", "rays"], "off,uops,x64,cranelift,python3,pypy3"),
    "real": ("bench/real", ["bank_sim", "bigint", "binary_trees", "collatz", "edit_distance", "expr_parser",
                            "fannkuch", "floyd_warshall", "game_of_life", "graph_search", "json_codec", "kmeans",
                            "knapsack", "mandelbrot", "matmul", "nqueens", "pipelines", "primes", "records",
                            "recursion", "sorting", "spectral_norm", "stack_vm", "word_freq"],
             "off,x64,cranelift,python3,pypy3"),
    "real_std": ("bench/real_std", ["bank_queue", "dijkstra_grid", "inventory", "memo_dp", "monte_carlo",
                                    "orbits", "prime_ranges", "puzzles", "task_scheduler", "text_stats",
                                    "fleet_records"],
                 "off,x64,cranelift,python3,pypy3"),
}
# Engines that are not trellis's tier 2, so never compared against `off`.
NOT_JIT = ("off", "uops", "python3", "pypy3", "luajit")


def command(engine, folder, name):
    py = f"{folder}/{name}.py"
    if engine == "python3":
        return [sys.executable if sys.version_info[:2] == (3, 11) else "python3", py]
    if engine == "pypy3":
        return ["pypy3", py]
    if engine == "luajit":
        return ["luajit", f"bench/lua/{name}.lua"]
    if engine.startswith("base:"):
        if not TRELLIS_BASE:
            raise SystemExit(f"{engine}: set TRELLIS_BASE to the base build's trellis binary")
        return [TRELLIS_BASE, "run", "--jit", engine[len("base:"):], py]
    return [TRELLIS, "run", "--jit", engine, py]


GNU_TIME = "/usr/bin/time"


def run_once(cmd, expected):
    """Wall time and peak RSS (KiB) of one run, checking its output.

    The peak comes from GNU time (Debian's `time`), which forks the program
    from its own small process: Linux carries a process's RSS high-water
    mark across exec, so a program started straight from this script would
    report at least this script's own RSS. Without GNU time, the figure is
    wait4's and small peaks read as this script's size."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as rss:
        wrapped = [GNU_TIME, "-f", "%M", "-o", rss.name] + cmd if os.path.exists(GNU_TIME) else cmd
        t0 = time.perf_counter()
        p = subprocess.Popen(wrapped, stdout=out, stderr=err)
        _, status, usage = os.wait4(p.pid, 0)
        dt = time.perf_counter() - t0
        code = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode()
        if code != 0 or stdout != expected:
            raise SystemExit(f"{' '.join(cmd)}: wrong result (status {code}):\n{stdout}{err.read().decode()}")
        peak = usage.ru_maxrss
        if wrapped is not cmd:
            lines = rss.read().split()
            peak = int(lines[-1]) if lines and lines[-1].isdigit() else peak
    return dt, peak


def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", default="examples", choices=sorted(SUITES))
    ap.add_argument("--engines", help="comma-separated (default: the suite's)")
    ap.add_argument("--examples", help="comma-separated program names (default: the suite's)")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    os.chdir(ROOT)  # the programs' paths are relative to the repository
    folder, programs, default_engines = SUITES[args.suite]
    engines = [e for e in (args.engines or default_engines).split(",") if e]
    for peer in ("luajit", "pypy3"):
        if peer in engines and shutil.which(peer) is None:
            print(f"{peer} not installed: skipping it", file=sys.stderr)
            engines.remove(peer)
    if any(e not in ("python3", "luajit") for e in engines) and not os.path.exists(TRELLIS):
        raise SystemExit("build first: cargo build --release")
    names = [n for n in (args.examples or ",".join(programs)).split(",") if n]
    best = {(n, e): float("inf") for n in names for e in engines}
    peak = {(n, e): 0 for n in names for e in engines}
    for r in range(args.rounds):
        for n in names:
            expected = open(os.path.join(ROOT, folder, f"{n}.stdout")).read()
            for e in engines:
                t, rss = run_once(command(e, folder, n), expected)
                best[(n, e)] = min(best[(n, e)], t)
                peak[(n, e)] = max(peak[(n, e)], rss)
                print(f"round {r + 1}/{args.rounds} {n:<14} {e:<8} {t:7.3f}s {rss / 1024:7.1f} MiB",
                      file=sys.stderr)
    ref = "python3" if "python3" in engines else engines[0]
    # Time: the reference's time over each engine's (higher is faster).
    table("example", " s", "{:>12.3f}", names, engines, ref, best,
          lambda mine, theirs: theirs / mine, f"{ref}/{{}}", "geomean", geomean)
    print()
    # Memory: each engine's peak over the reference's (lower is leaner).
    table("peak RSS", " MiB", "{:>12.1f}", names, engines, ref, {k: v / 1024 for k, v in peak.items()},
          lambda mine, theirs: mine / max(theirs, 1e-9), f"{{}}/{ref}", "max", max)
    if "off" in engines:
        print()
        slower_than_off(names, engines, best)


def slower_than_off(names, engines, best, margin=0.05):
    """Name each program a JIT engine ran more than `margin` slower than the interpreter."""
    slow = [(n, e) for n in names for e in engines
            if e not in NOT_JIT and not e.startswith("base:")
            and best[(n, e)] > best[(n, "off")] * (1 + margin)]
    for n, e in slow:
        print(f"SLOWER THAN --jit off by more than {margin:.0%}: {n} under {e} "
              f"({best[(n, e)]:.2f} s vs {best[(n, 'off')]:.2f} s)")
    if not slow:
        print(f"no JIT engine more than {margin:.0%} slower than --jit off")


def table(title, unit, cell, names, engines, ref, values, ratio, label, summary_name, summary):
    """One figure per program and engine, then each engine's ratio to `ref`."""
    head = f"{title:<14}" + "".join(f"{e + unit:>12}" for e in engines)
    head += "".join(f"{label.format(e):>18}" for e in engines if e != ref)
    print(head)
    ratios = {e: [] for e in engines}
    for n in names:
        row = f"{n:<14}" + "".join(cell.format(values[(n, e)]) for e in engines)
        for e in engines:
            if e != ref:
                r = ratio(values[(n, e)], values[(n, ref)])
                ratios[e].append(r)
                row += f"{r:>17.2f}x"
        print(row)
    print(f"{summary_name:<14}" + " " * 12 * len(engines)
          + "".join(f"{summary(ratios[e]):>17.2f}x" for e in engines if e != ref))


if __name__ == "__main__":
    main()
