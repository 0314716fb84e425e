#!/usr/bin/env python3
"""Regenerate or check the expected outputs of the guest-program corpus.

Every ``tests/programs/*.py``, ``examples/*.py``, ``bench/classes/*.py`` and
``bench/real/*.py`` has three expected files
next to it, produced by running the program under CPython 3.11 from the
repository root:

    NAME.stdout   exact stdout bytes
    NAME.stderr   exact stderr bytes (empty if none)
    NAME.status   exit status as a decimal number plus newline

Usage (from anywhere):

    python3 tests/regen_expected.py                 # rewrite expected files
    python3 tests/regen_expected.py --check         # compare, exit 1 on mismatch
    python3 tests/regen_expected.py --check tests/programs/list_basic.py

Details:

* The command line is ``python3 tests/programs/NAME.py`` with the repository
  root as cwd.  CPython >= 3.9 makes the main script path absolute in
  tracebacks, so ``File "<repo root>/..."`` is rewritten to ``File "..."``
  (relative to the repository root) in the captured stderr, as is a
  warning line's leading path.
* The child environment drops every ``PYTHON*`` variable and sets
  ``PYTHONHASHSEED=0`` (string hashes, and so the order of sets of
  strings, are then CPython's fixed ones, which Trellis reproduces),
  ``PYTHONUTF8=1``, ``PYTHONIOENCODING=utf-8`` and ``LC_ALL=C.UTF-8``;
  stdin is ``/dev/null``.
* Files whose names start with ``_`` are modules the programs import
  (``import _geometry``), not programs, and have no expected files.
* Whether a program stays inside what Trellis runs is the corpus test's
  business (it compiles and runs every program under every engine); this
  script only records what CPython does.
"""

import argparse
import concurrent.futures
import difflib
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PROGRAM_DIRS = ("tests/programs", "examples", "bench/classes", "bench/real", "bench/real_std")
SUFFIXES = (".stdout", ".stderr", ".status")


# --------------------------------------------------------------------------
# discovery and running
# --------------------------------------------------------------------------

def discover(selected):
    """Return repo-relative posix paths of the programs to handle."""
    if selected:
        out = []
        for s in selected:
            p = Path(s)
            if not p.is_absolute():
                cand = (Path.cwd() / p).resolve()
                p = cand if cand.exists() else (REPO / p).resolve()
            try:
                rel = p.resolve().relative_to(REPO)
            except ValueError:
                sys.exit("error: %s is not inside the repository %s" % (s, REPO))
            if rel.suffix != ".py" or rel.parent.as_posix() not in PROGRAM_DIRS:
                sys.exit("error: %s is not a program under %s" % (s, " or ".join(PROGRAM_DIRS)))
            if not (REPO / rel).is_file():
                sys.exit("error: %s does not exist" % s)
            out.append(rel.as_posix())
        return sorted(set(out))
    out = []
    for d in PROGRAM_DIRS:
        base = REPO / d
        if base.is_dir():
            # `_name.py` is a module the programs import, not a program.
            out.extend(p.relative_to(REPO).as_posix() for p in base.glob("*.py")
                       if p.is_file() and not p.name.startswith("_"))
    return sorted(out)


def child_env():
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONUTF8"] = "1"
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["LC_ALL"] = "C.UTF-8"
    env["LANG"] = "C.UTF-8"
    env.pop("LANGUAGE", None)
    return env


def normalize_stderr(data):
    """Rewrite absolute paths under the repo root back to repo-relative ones."""
    roots = {str(REPO), os.path.realpath(str(REPO))}
    for root in sorted(roots, key=len, reverse=True):
        data = data.replace(('File "%s/' % root).encode(), b'File "')
        # A warning's line starts with the path (`path:line: Category: ...`).
        data = re.sub(rb"(?m)^" + re.escape(root.encode()) + rb"/", b"", data)
    return data


def run_program(python, rel, timeout, extra_args=()):
    """Run one program; return (stdout, stderr, status, error_or_None)."""
    cmd = [python] + list(extra_args) + [rel]
    try:
        proc = subprocess.run(cmd, cwd=str(REPO), env=child_env(), stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, None, "timed out after %gs" % timeout
    status = proc.returncode
    return proc.stdout, normalize_stderr(proc.stderr), status, None


def expected_paths(rel):
    stem = (REPO / rel).with_suffix("")
    return [stem.with_name(stem.name + s) for s in SUFFIXES]


def read_expected(rel):
    out = []
    for p in expected_paths(rel):
        out.append(p.read_bytes() if p.is_file() else None)
    return out


def short_diff(name, expected, actual, limit=12):
    if expected is None:
        return ["    %s: expected file missing" % name]
    a = expected.decode("utf-8", "replace").splitlines(keepends=True)
    b = actual.decode("utf-8", "replace").splitlines(keepends=True)
    lines = list(difflib.unified_diff(a, b, "expected", "actual", n=1))
    if not lines:  # differs only in bytes that decode the same
        return ["    %s: differs" % name]
    out = ["    %s differs:" % name]
    for line in lines[:limit]:
        out.append("      " + line.rstrip("\n"))
    if len(lines) > limit:
        out.append("      ... (%d more diff lines)" % (len(lines) - limit))
    return out


def job_regen(python, rel, timeout, check):
    """Return (rel, problems:list[str], changed_files:int)."""
    out, err, status, error = run_program(python, rel, timeout)
    if error:
        return rel, ["    " + error], 0
    actual = [out, err, b"%d\n" % status]
    problems = []
    # Any other status is a crash of the oracle, unless the program exits
    # on purpose (an uncaught SystemExit carries its own status).
    exits_on_purpose = b"SystemExit" in (REPO / rel).read_bytes()
    if status not in (0, 1) and not exits_on_purpose:
        problems.append("    unexpected exit status %d" % status)
    exp = read_expected(rel)
    changed = 0
    for path, e, a in zip(expected_paths(rel), exp, actual):
        if e == a:
            continue
        if check:
            problems.extend(short_diff(path.name, e, a))
        else:
            path.write_bytes(a)
            changed += 1
    return rel, problems, changed


def check_python(python):
    try:
        proc = subprocess.run([python, "-c", "import sys; print('%d.%d.%d' % sys.version_info[:3])"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env(),
                              timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        print("error: cannot run %s: %s" % (python, e), file=sys.stderr)
        sys.exit(2)
    version = proc.stdout.decode().strip()
    if proc.returncode != 0 or not version.startswith("3.11."):
        print("error: %s is Python %s, but the expected files are defined by CPython 3.11.x"
              % (python, version or "(unknown)"), file=sys.stderr)
        sys.exit(2)
    return version


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="compare instead of writing; exit 1 if anything differs or is missing")
    ap.add_argument("--jobs", "-j", type=int, default=2, help="parallel programs (default 2)")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="per-program timeout in seconds (default 60; a timeout is a failure)")
    ap.add_argument("--python", default="python3", help="interpreter (must be CPython 3.11.x)")
    ap.add_argument("programs", nargs="*", help="only these programs (default: all)")
    args = ap.parse_args(argv)

    check_python(args.python)
    programs = discover(args.programs)
    if not programs:
        print("no programs found under %s" % ", ".join(PROGRAM_DIRS))
        return 1

    failures = {}

    def add(rel, probs):
        if probs:
            failures.setdefault(rel, []).extend(probs)

    changed_total = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = [ex.submit(job_regen, args.python, rel, args.timeout, args.check) for rel in programs]
        for fut in futs:
            rel, probs, changed = fut.result()
            add(rel, probs)
            changed_total += changed

    # expected files left behind by deleted programs
    orphans = []
    for d in PROGRAM_DIRS:
        base = REPO / d
        if base.is_dir():
            for p in sorted(base.iterdir()):
                if p.suffix in SUFFIXES and not p.with_suffix(".py").is_file():
                    orphans.append(p.relative_to(REPO).as_posix())

    n = len(programs)
    progs = "program" if n == 1 else "programs"
    for rel in programs:
        if rel in failures:
            print("FAIL %s" % rel)
            for line in failures[rel]:
                print(line)
    for o in orphans:
        print("warning: orphan expected file %s (no matching .py)" % o)
    what = "checked" if args.check else "regenerated"
    extra = audit = ""
    if failures:
        print("%s %d %s%s%s: %d FAILED: %s" % (what, n, progs, extra, audit, len(failures),
                                                   " ".join(sorted(failures))))
        return 1
    if args.check:
        print("%s %d %s%s%s: all match" % (what, n, progs, extra, audit))
    else:
        print("%s %d %s%s%s: %d expected files written" % (what, n, progs, extra, audit,
                                                          changed_total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
