#!/usr/bin/env python3
"""Compile cost and code size per engine: for each example, the time tier 2
spent recording, optimizing and emitting (per trace and per optimized uop)
and the code bytes per uop, from `trellis run --stats-json`.

usage: python3 bench/compile_cost.py [--engines x64,cranelift] [--rounds 3]

Compile time is the best of --rounds runs (the machine is shared and noisy).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRELLIS = os.path.join(ROOT, "target", "release", "trellis")


def stats(engine, example, path):
    subprocess.run([TRELLIS, "run", "--jit", engine, "--stats-json", path, example],
                   cwd=ROOT, capture_output=True, check=False)
    with open(path) as f:
        return json.load(f)["jit"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engines", default="x64,cranelift")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    if not os.path.exists(TRELLIS):
        sys.exit("build first: cargo build --release")
    engines = [e for e in args.engines.split(",") if e]
    examples = sorted(f for f in os.listdir(os.path.join(ROOT, "examples")) if f.endswith(".py"))
    out = os.path.join(tempfile.mkdtemp(prefix="trellis-compile-"), "stats.json")
    print(f"{'example':<16}{'engine':<20}{'traces':>7}{'uops':>6}{'µs/trace':>10}"
          f"{'µs/uop':>8}{'bytes/uop':>10}")
    totals = {e: [0, 0, 0] for e in engines}
    for ex in examples:
        for e in engines:
            best = None
            for _ in range(args.rounds):
                s = stats(e, os.path.join("examples", ex), out)
                if best is None or s["compile_ns"] < best["compile_ns"]:
                    best = s
            traces, uops = best["traces_compiled"], best["uops_optimized"]
            if traces == 0:
                continue
            ns, code = best["compile_ns"], best["code_bytes"]
            totals[e][0] += ns
            totals[e][1] += uops
            totals[e][2] += code
            print(f"{ex:<16}{e:<20}{traces:>7}{uops:>6}{ns / 1e3 / traces:>10.1f}"
                  f"{ns / 1e3 / uops:>8.2f}{code / uops:>10.1f}")
    print()
    for e, (ns, uops, code) in totals.items():
        if uops:
            print(f"{e}: {ns / 1e3 / uops:.2f} µs per uop, {code / uops:.1f} code bytes per uop "
                  f"over all examples")


if __name__ == "__main__":
    main()
