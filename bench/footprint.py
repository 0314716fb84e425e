#!/usr/bin/env python3
"""What embedding Trellis costs: code size and memory.

Builds the two no_std staticlibs under tests/ (the interpreter-only
`nostd-embed` and the firmware-style host with the x86-64 backend), links
each into a small C program with --gc-sections, and reports the text each
adds over an empty C program. Builds the bare-metal kernel (tests/kernel)
with opt-level "s" and LTO, with and without the JIT, and reports the text
(code and constants) of each image; nothing else is linked into it. Then
runs every example on the firmware host
(peak heap in use, JIT code emitted) and under `trellis run` (peak RSS with
the JIT off and on).

usage: python3 bench/footprint.py [--json FILE]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sh(*args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=True, cwd=ROOT, **kw)


def text_size(exe):
    out = sh("size", exe).stdout.splitlines()[1].split()
    return int(out[0])


def build_staticlib(name, target):
    print(f"building {name} (release)...", file=sys.stderr)
    sh("cargo", "build", "--release", "--quiet", "--manifest-path",
       f"tests/{name}/Cargo.toml", "--target-dir", f"target/{target}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", help="also write the figures here")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="trellis-footprint-")
    empty_c = os.path.join(tmp, "empty.c")
    with open(empty_c, "w") as f:
        f.write("int main(void) { return 0; }\n")
    build_staticlib("nostd-embed", "nostd-embed")
    build_staticlib("firmware", "firmware")
    sh("cargo", "build", "--release", "--quiet", "-p", "trellis-host-std")

    def link(out, *inputs):
        exe = os.path.join(tmp, out)
        sh("cc", "-O2", "-Wl,--gc-sections", "-o", exe, *inputs, "-lm")
        return exe

    base = text_size(link("empty", empty_c))
    core_only = text_size(link("embed", "tests/nostd-embed/main.c",
                               "target/nostd-embed/release/libtrellis_nostd_embed.a")) - base
    driver = link("fwdriver", "tests/firmware/driver.c",
                  "target/firmware/release/libtrellis_firmware.a")
    with_x64 = text_size(driver) - base

    figures = {"text_bytes": {"core_no_backend": core_only,
                              "core_x64_firmware_host": with_x64},
               "examples": {}}
    print("## Static size (release, linked with --gc-sections, over an empty C program)\n")
    print("| what | text bytes |")
    print("|---|---:|")
    print(f"| trellis-core alone, no tier-2 backend installed (tests/nostd-embed) | {core_only} |")
    print(f"| trellis-core + trellis-x64 + the firmware host | {with_x64} |")

    # The kernel image is the whole program: boot stub, host, core and (with
    # the jit feature) the x86-64 backend; `size`'s text counts code and
    # read-only data, as MicroPython's own size figures do.
    def kernel_text(features):
        print(f"building the kernel (features: {','.join(features) or 'none'}, "
              "footprint profile)...", file=sys.stderr)
        image = sh("tests/kernel/build.sh", "--profile", "footprint", "--no-default-features",
                   "--features", ",".join(features)).stdout.strip()
        return text_size(image[:-len(".bin")] + ".elf")

    # The core's optional parts (cargo features of trellis-core, forwarded
    # by the kernel): each one's cost is what leaving it alone out saves.
    optional = ["hints", "math", "random", "json"]
    kernel = {"interpreter": kernel_text(optional),
              "x64_jit": kernel_text(["jit"] + optional),
              "minimal": kernel_text([])}
    feature_cost = {f: kernel["interpreter"] - kernel_text([o for o in optional if o != f])
                    for f in optional}
    figures["text_bytes"]["kernel_interpreter_only"] = kernel["interpreter"]
    figures["text_bytes"]["kernel_x64_jit"] = kernel["x64_jit"]
    figures["text_bytes"]["kernel_interpreter_minimal"] = kernel["minimal"]
    figures["feature_cost_bytes"] = feature_cost
    print("\n## The bare-metal kernel image (tests/kernel; opt-level s, fat LTO, one codegen unit)\n")
    print("| image | text bytes | KiB |")
    print("|---|---:|---:|")
    print(f"| interpreter only, every optional part | {kernel['interpreter']} | "
          f"{kernel['interpreter'] / 1024:.0f} |")
    print(f"| interpreter only, no optional part (`--no-default-features`) | "
          f"{kernel['minimal']} | {kernel['minimal'] / 1024:.0f} |")
    print(f"| with the x86-64 JIT, every optional part | {kernel['x64_jit']} | "
          f"{kernel['x64_jit'] / 1024:.0f} |")
    print("\n| optional part (cargo feature) | text bytes it costs |")
    print("|---|---:|")
    for f, cost in feature_cost.items():
        print(f"| `{f}` | {cost} |")

    trellis = os.path.join(ROOT, "target/release/trellis")
    examples = sorted(f for f in os.listdir(os.path.join(ROOT, "examples")) if f.endswith(".py"))
    print("\n## Memory per example\n")
    print("| example | firmware heap peak | JIT code emitted | traces | "
          "RSS --jit off | RSS --jit x64 |")
    print("|---|---:|---:|---:|---:|---:|")
    for ex in examples:
        src = os.path.join("examples", ex)
        tbc = os.path.join(tmp, ex + ".tbc")
        stats_file = os.path.join(tmp, ex + ".stats")
        sh(trellis, "compile", "-o", tbc, src)
        subprocess.run([driver, tbc, "32768", str(4 << 20), str(2 << 20), stats_file],
                       cwd=ROOT, capture_output=True, check=False)
        with open(stats_file) as f:
            st = {k: int(v) for k, v in (line.split() for line in f)}
        rss = {}
        for engine in ("off", "x64"):
            r = subprocess.run(["/usr/bin/time", "-f", "%M", trellis, "run", "--jit", engine, src],
                               cwd=ROOT, capture_output=True, text=True, check=False)
            rss[engine] = int(re.findall(r"^(\d+)$", r.stderr, re.M)[-1])
        figures["examples"][ex] = {"firmware_heap_peak_bytes": st["peak_heap_bytes"],
                                   "code_bytes": st["code_bytes"],
                                   "traces": st["traces_compiled"],
                                   "rss_kib_off": rss["off"], "rss_kib_x64": rss["x64"]}
        print(f"| {ex} | {st['peak_heap_bytes'] / 1024:.0f} KiB | {st['code_bytes']} B | "
              f"{st['traces_compiled']} | {rss['off']} KiB | {rss['x64']} KiB |")
    print("\nThe firmware heap peak counts blocks at their power-of-two size class; "
          "the frame stack (512 KiB static) and code region are separate.")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=2)


if __name__ == "__main__":
    main()
