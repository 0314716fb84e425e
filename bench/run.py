#!/usr/bin/env python3
"""Benchmark the examples side by side and print time ratios.

Runs every example under each engine, interleaved round by round so that a
noisy shared machine slows all engines alike, keeps the best wall time of
each, checks each output against the example's expected stdout, and prints
ratios against CPython plus their geometric means.

    python3 bench/run.py                      # off, uops, x64, python3, luajit
    python3 bench/run.py --engines off,python3 --rounds 5
    python3 bench/run.py --examples nested_loops,fib

Engines: any `--jit` value of trellis (`off`, ...), `python3`, `luajit`
(bench/lua/NAME.lua; skipped when luajit is not installed). Build first with
`cargo build --release`.
"""

import argparse
import math
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRELLIS = os.path.join(ROOT, "target", "release", "trellis")
EXAMPLES = ["nested_loops", "call_in_loop", "fib", "float_loop", "sieve", "collatz", "call_chain"]


def command(engine, name):
    if engine == "python3":
        return [sys.executable if sys.version_info[:2] == (3, 11) else "python3", f"examples/{name}.py"]
    if engine == "luajit":
        return ["luajit", f"bench/lua/{name}.lua"]
    return [TRELLIS, "run", "--jit", engine, f"examples/{name}.py"]


def run_once(cmd, expected):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if p.returncode != 0 or p.stdout != expected:
        raise SystemExit(f"{' '.join(cmd)}: wrong result (status {p.returncode}):\n{p.stdout}{p.stderr}")
    return dt


def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engines", default="off,uops,x64,python3,luajit")
    ap.add_argument("--examples", default=",".join(EXAMPLES))
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    engines = [e for e in args.engines.split(",") if e]
    if "luajit" in engines and shutil.which("luajit") is None:
        print("luajit not installed: skipping it", file=sys.stderr)
        engines.remove("luajit")
    if any(e not in ("python3", "luajit") for e in engines) and not os.path.exists(TRELLIS):
        raise SystemExit("build first: cargo build --release")
    names = [n for n in args.examples.split(",") if n]
    best = {(n, e): float("inf") for n in names for e in engines}
    for r in range(args.rounds):
        for n in names:
            expected = open(os.path.join(ROOT, "examples", f"{n}.stdout")).read()
            for e in engines:
                t = run_once(command(e, n), expected)
                best[(n, e)] = min(best[(n, e)], t)
                print(f"round {r + 1}/{args.rounds} {n:<13} {e:<8} {t:7.3f}s", file=sys.stderr)
    ref = "python3" if "python3" in engines else engines[0]
    head = f"{'example':<14}" + "".join(f"{e + ' s':>12}" for e in engines)
    head += "".join(f"{ref + '/' + e:>18}" for e in engines if e != ref)
    print(head)
    ratios = {e: [] for e in engines}
    for n in names:
        row = f"{n:<14}" + "".join(f"{best[(n, e)]:>12.3f}" for e in engines)
        for e in engines:
            if e != ref:
                ratio = best[(n, ref)] / best[(n, e)]
                ratios[e].append(ratio)
                row += f"{ratio:>17.2f}x"
        print(row)
    print(f"{'geomean':<14}" + " " * 12 * len(engines)
          + "".join(f"{geomean(ratios[e]):>17.2f}x" for e in engines if e != ref))


if __name__ == "__main__":
    main()
