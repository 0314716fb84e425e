#!/usr/bin/env python3
"""Regenerate or check the expected outputs of the guest-program corpus.

Every ``tests/programs/*.py`` and ``examples/*.py`` has three expected files
next to it, produced by running the program under CPython 3.11 from the
repository root:

    NAME.stdout   exact stdout bytes
    NAME.stderr   exact stderr bytes (empty if none)
    NAME.status   exit status as a decimal number plus newline

Usage (from anywhere):

    python3 tests/regen_expected.py                 # rewrite expected files
    python3 tests/regen_expected.py --check         # compare, exit 1 on mismatch
    python3 tests/regen_expected.py --check --audit-i64
    python3 tests/regen_expected.py --check tests/programs/list_basic.py

Programs whose first line is exactly ``# trellis: i64-overflow`` are the one
documented difference from CPython (Trellis ints are 64-bit and raise
``OverflowError: integer overflow``); their expected files are hand-written
and are never regenerated.  ``--check`` only checks that they are present and
well-formed; ``--audit-i64`` additionally simulates 64-bit ints under CPython
and compares the simulation with the hand-written files.

Details:

* The command line is ``python3 tests/programs/NAME.py`` with the repository
  root as cwd.  CPython >= 3.9 makes the main script path absolute in
  tracebacks, so ``File "<repo root>/..."`` is rewritten to ``File "..."``
  (relative to the repository root) in the captured stderr.
* The child environment drops every ``PYTHON*`` variable and sets
  ``PYTHONHASHSEED=0``, ``PYTHONUTF8=1``, ``PYTHONIOENCODING=utf-8`` and
  ``LC_ALL=C.UTF-8``; stdin is ``/dev/null``.
* ``--check`` also lints every program against the guest-language subset
  (see ``lint_source``) and fails on violations.
* ``--audit-i64`` runs every program under an AST-instrumented CPython that
  flags any int result outside [-2**63, 2**63-1]; ordinary programs must
  have none, overflow programs must overflow exactly as their expected files
  say.  It is slow (several times the normal runtime), so it is opt-in.
"""

import argparse
import ast
import builtins
import concurrent.futures
import difflib
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PROGRAM_DIRS = ("tests/programs", "examples")
OVERFLOW_MARKER = "# trellis: i64-overflow"
SUFFIXES = (".stdout", ".stderr", ".status")
I64_MIN = -(2 ** 63)
I64_MAX = 2 ** 63 - 1
AUDIT_OVERFLOW_STATUS = 3


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
            out.extend(p.relative_to(REPO).as_posix() for p in base.glob("*.py") if p.is_file())
    return sorted(out)


def is_overflow_program(rel):
    with open(REPO / rel, "r", encoding="utf-8", errors="replace") as f:
        first = f.readline()
    return first.rstrip("\r\n") == OVERFLOW_MARKER


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


# --------------------------------------------------------------------------
# guest-subset lint
# --------------------------------------------------------------------------

ALLOWED_BUILTINS = {"print", "range", "len", "abs", "min", "max", "int", "float", "str", "bool"}
ALLOWED_METHODS = {"append", "pop"}
ALLOWED_STMTS = (ast.Assign, ast.AugAssign, ast.If, ast.While, ast.For, ast.Break,
                 ast.Continue, ast.Pass, ast.Return, ast.Global, ast.Expr, ast.FunctionDef)
ALLOWED_EXPRS = (ast.Constant, ast.Name, ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare,
                 ast.IfExp, ast.Call, ast.Subscript, ast.List, ast.Tuple, ast.Attribute)
HELPER_NODES = (ast.operator, ast.unaryop, ast.boolop, ast.cmpop, ast.expr_context,
                ast.arguments, ast.arg, ast.keyword)


def lint_source(src, rel):
    """Return a list of 'file:line: message' strings for subset violations."""
    problems = []

    def bad(node, msg):
        problems.append("%s:%s: %s" % (rel, getattr(node, "lineno", "?"), msg))

    try:
        src.encode("ascii")
    except UnicodeEncodeError:
        problems.append("%s: non-ASCII character in source" % rel)
    try:
        tree = ast.parse(src, rel)
    except SyntaxError as e:
        return ["%s:%s: syntax error: %s" % (rel, e.lineno, e.msg)]

    defined = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            defined.add(node.id)
        elif isinstance(node, ast.FunctionDef):
            defined.add(node.name)
            defined.update(a.arg for a in node.args.args)
        elif isinstance(node, ast.Global):
            defined.update(node.names)

    def check_target(t, allow_tuple):
        if isinstance(t, ast.Name):
            return
        if isinstance(t, ast.Subscript):
            check_expr(t)
            return
        if allow_tuple and isinstance(t, (ast.Tuple, ast.List)):
            for e in t.elts:
                check_target(e, False)
            return
        bad(t, "unsupported assignment target %s" % type(t).__name__)

    def check_expr(node):
        if not isinstance(node, ALLOWED_EXPRS):
            bad(node, "expression %s is outside the subset" % type(node).__name__)
            return
        if isinstance(node, ast.Constant):
            v = node.value
            if not (v is None or isinstance(v, (bool, int, float, str))):
                bad(node, "constant of type %s is outside the subset" % type(v).__name__)
            return
        if isinstance(node, ast.Name):
            if (isinstance(node.ctx, ast.Load) and node.id not in defined
                    and node.id not in ALLOWED_BUILTINS and node.id != "__name__"
                    and hasattr(builtins, node.id)):
                bad(node, "builtin %r is outside the subset" % node.id)
            return
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult):
            bad(node, "operator @ is outside the subset")
        if isinstance(node, ast.Compare):
            operands = [node.left] + node.comparators
            for i, op in enumerate(node.ops):
                if isinstance(op, (ast.Is, ast.IsNot)):
                    pair = operands[i:i + 2]
                    if not any(isinstance(x, ast.Constant) and (x.value is None or x.value is True
                                                                or x.value is False) for x in pair):
                        bad(node, "'is' only with None/True/False")
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute):
                if f.attr not in ALLOWED_METHODS:
                    bad(node, "method .%s() is outside the subset" % f.attr)
                check_expr(f.value)
            elif not isinstance(f, ast.Name):
                check_expr(f)
            for kw in node.keywords:
                if not (isinstance(f, ast.Name) and f.id == "print" and kw.arg in ("sep", "end")):
                    bad(node, "keyword argument %s= is outside the subset" % kw.arg)
                check_expr(kw.value)
            for a in node.args:
                check_expr(a)
            if isinstance(f, ast.Name):
                check_expr(f)
            return
        if isinstance(node, ast.Attribute):
            bad(node, "attribute access outside a .append()/.pop() call")
            return
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            bad(node, "slicing is outside the subset")
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                check_expr(child)
            elif not isinstance(child, HELPER_NODES):
                bad(node, "%s is outside the subset" % type(child).__name__)

    def check_body(stmts, depth_in_def, module_level):
        for s in stmts:
            check_stmt(s, depth_in_def, module_level)

    def check_stmt(s, in_def, module_level):
        if not isinstance(s, ALLOWED_STMTS):
            bad(s, "statement %s is outside the subset" % type(s).__name__)
            return
        if isinstance(s, ast.FunctionDef):
            if in_def or not module_level:
                bad(s, "def only at module level (or in a module-level if)")
            a = s.args
            if (a.posonlyargs or a.vararg or a.kwonlyargs or a.kwarg or a.defaults
                    or a.kw_defaults or s.decorator_list or s.returns
                    or any(x.annotation for x in a.args)):
                bad(s, "only plain positional parameters are allowed")
            check_body(s.body, True, False)
        elif isinstance(s, ast.Assign):
            for t in s.targets:
                check_target(t, True)
            check_expr(s.value)
        elif isinstance(s, ast.AugAssign):
            check_target(s.target, False)
            if isinstance(s.op, ast.MatMult):
                bad(s, "operator @= is outside the subset")
            check_expr(s.value)
        elif isinstance(s, ast.If):
            check_expr(s.test)
            check_body(s.body, in_def, module_level)
            check_body(s.orelse, in_def, module_level)
        elif isinstance(s, ast.While):
            check_expr(s.test)
            check_body(s.body, in_def, False)
            check_body(s.orelse, in_def, False)
        elif isinstance(s, ast.For):
            check_target(s.target, True)
            check_expr(s.iter)
            check_body(s.body, in_def, False)
            check_body(s.orelse, in_def, False)
        elif isinstance(s, ast.Return):
            if not in_def:
                bad(s, "return outside def")
            if s.value is not None:
                check_expr(s.value)
        elif isinstance(s, ast.Expr):
            check_expr(s.value)

    check_body(tree.body, False, True)
    return problems


# --------------------------------------------------------------------------
# 64-bit int audit (runs inside a child process: --audit-one PATH)
# --------------------------------------------------------------------------

class I64Overflow(BaseException):
    pass


def _audit_helpers():
    import operator as o
    binops = {"Add": o.add, "Sub": o.sub, "Mult": o.mul, "Div": o.truediv,
              "FloorDiv": o.floordiv, "Mod": o.mod, "Pow": o.pow, "LShift": o.lshift,
              "RShift": o.rshift, "BitOr": o.or_, "BitXor": o.xor, "BitAnd": o.and_}
    inplace = {"Add": o.iadd, "Sub": o.isub, "Mult": o.imul, "Div": o.itruediv,
               "FloorDiv": o.ifloordiv, "Mod": o.imod, "Pow": o.ipow, "LShift": o.ilshift,
               "RShift": o.irshift, "BitOr": o.ior, "BitXor": o.ixor, "BitAnd": o.iand}
    unops = {"USub": o.neg, "UAdd": o.pos, "Invert": o.invert}

    def chk(v):
        if type(v) is int and not (I64_MIN <= v <= I64_MAX):
            raise I64Overflow()
        return v

    def t_bin(op, a, b):
        return chk(binops[op](a, b))

    def t_un(op, a):
        return chk(unops[op](a))

    def t_aug(op, a, b):
        return chk(inplace[op](a, b))

    def t_augsub(op, container, index, b):
        container[index] = chk(inplace[op](container[index], b))

    return {"__t_chk": chk, "__t_bin": t_bin, "__t_un": t_un, "__t_aug": t_aug,
            "__t_augsub": t_augsub}


class _Instrument(ast.NodeTransformer):
    def __init__(self):
        self.static_problems = []

    @staticmethod
    def _call(name, args, like):
        node = ast.Call(func=ast.Name(id=name, ctx=ast.Load()), args=args, keywords=[])
        return ast.copy_location(node, like)

    def visit_Constant(self, node):
        if type(node.value) is int and not (I64_MIN <= node.value <= I64_MAX):
            self.static_problems.append(node.lineno)
        return node

    def visit_BinOp(self, node):
        self.generic_visit(node)
        return self._call("__t_bin", [ast.Constant(type(node.op).__name__), node.left, node.right], node)

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Not):
            return node
        return self._call("__t_un", [ast.Constant(type(node.op).__name__), node.operand], node)

    def visit_Call(self, node):
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id in ("int", "abs"):
            return self._call("__t_chk", [node], node)
        return node

    def visit_AugAssign(self, node):
        self.generic_visit(node)
        op = ast.Constant(type(node.op).__name__)
        t = node.target
        if isinstance(t, ast.Name):
            value = self._call("__t_aug", [op, ast.Name(id=t.id, ctx=ast.Load()), node.value], node)
            new = ast.Assign(targets=[t], value=value)
            return ast.copy_location(new, node)
        if isinstance(t, ast.Subscript):
            call = self._call("__t_augsub", [op, t.value, t.slice, node.value], node)
            return ast.copy_location(ast.Expr(value=call), node)
        return node


def audit_one(rel):
    """Child mode: run one program with 64-bit int checks (cwd = repo root)."""
    import traceback
    src = (REPO / rel).read_text(encoding="utf-8")
    tree = ast.parse(src, rel)
    inst = _Instrument()
    tree = ast.fix_missing_locations(inst.visit(tree))
    if inst.static_problems:
        sys.stdout.flush()
        sys.stderr.write("I64-LITERAL line %d\n" % inst.static_problems[0])
        sys.exit(AUDIT_OVERFLOW_STATUS + 1)
    code = compile(tree, rel, "exec")
    env = {"__name__": "__main__", "__builtins__": builtins}
    env.update(_audit_helpers())
    try:
        exec(code, env)
    except I64Overflow as e:
        sys.stdout.flush()
        frames = [f for f in traceback.extract_tb(e.__traceback__) if f.filename == rel]
        out = ["Traceback (most recent call last):\n"]
        for f in frames:
            out.append('  File "%s", line %d, in %s\n' % (f.filename, f.lineno, f.name))
        out.append("OverflowError: integer overflow\n")
        sys.stderr.write("".join(out))
        sys.stderr.flush()
        os._exit(AUDIT_OVERFLOW_STATUS)
    except BaseException:  # the program's own (expected) error
        sys.stdout.flush()
        os._exit(1)
    sys.stdout.flush()
    os._exit(0)


# --------------------------------------------------------------------------
# per-program jobs
# --------------------------------------------------------------------------

def job_regen(python, rel, timeout, check):
    """Return (rel, problems:list[str], changed_files:int)."""
    if is_overflow_program(rel):
        exp = read_expected(rel)
        problems = []
        names = [Path(p).name for p in expected_paths(rel)]
        for name, data in zip(names, exp):
            if data is None:
                problems.append("    %s: hand-written expected file missing" % name)
        if exp[2] is not None and exp[2] != b"1\n":
            problems.append("    status must be 1 for an overflow program")
        if exp[1] is not None and not (exp[1].startswith(b"Traceback (most recent call last):\n")
                                       and exp[1].endswith(b"OverflowError: integer overflow\n")):
            problems.append("    stderr is not an OverflowError traceback")
        return rel, problems, 0
    out, err, status, error = run_program(python, rel, timeout)
    if error:
        return rel, ["    " + error], 0
    actual = [out, err, b"%d\n" % status]
    problems = []
    if status not in (0, 1):
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


def job_audit(python, rel, timeout):
    """Return (rel, problems) for the 64-bit audit of one program."""
    overflow = is_overflow_program(rel)
    out, err, status, error = run_program(
        python, rel, timeout, extra_args=[str(Path(__file__).resolve()), "--audit-one"])
    if error:
        return rel, ["    i64 audit: " + error]
    if status == AUDIT_OVERFLOW_STATUS + 1:
        return rel, ["    i64 audit: int literal outside i64: " + err.decode().strip()]
    if not overflow:
        if status == AUDIT_OVERFLOW_STATUS:
            tail = err.decode("utf-8", "replace").strip().splitlines()
            return rel, ["    i64 audit: an int leaves the 64-bit range at:"] + \
                ["      " + l for l in tail]
        return rel, []
    if status != AUDIT_OVERFLOW_STATUS:
        return rel, ["    i64 audit: overflow program does not overflow under 64-bit simulation"]
    problems = []
    exp = read_expected(rel)
    names = [p.name for p in expected_paths(rel)]
    for name, e, a in zip(names, exp[:2], [out, err]):
        if e != a:
            problems.extend(short_diff(name + " (vs i64 simulation)", e, a))
    return rel, problems


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
    ap.add_argument("--audit-i64", action="store_true",
                    help="also run each program with simulated 64-bit ints (slow)")
    ap.add_argument("--jobs", "-j", type=int, default=2, help="parallel programs (default 2)")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="per-program timeout in seconds (default 60; a timeout is a failure)")
    ap.add_argument("--python", default="python3", help="interpreter (must be CPython 3.11.x)")
    ap.add_argument("--audit-one", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("programs", nargs="*", help="only these programs (default: all)")
    args = ap.parse_args(argv)

    if args.audit_one:
        # invoked as: python3 tests/regen_expected.py --audit-one REL (cwd = repo root)
        audit_one(args.programs[0])
        return 0

    check_python(args.python)
    programs = discover(args.programs)
    if not programs:
        print("no programs found under %s" % ", ".join(PROGRAM_DIRS))
        return 1

    failures = {}

    def add(rel, probs):
        if probs:
            failures.setdefault(rel, []).extend(probs)

    for rel in programs:
        add(rel, ["    subset: " + p for p in lint_source(
            (REPO / rel).read_text(encoding="utf-8", errors="replace"), rel)])

    changed_total = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = [ex.submit(job_regen, args.python, rel, args.timeout, args.check) for rel in programs]
        for fut in futs:
            rel, probs, changed = fut.result()
            add(rel, probs)
            changed_total += changed
        if args.audit_i64:
            futs = [ex.submit(job_audit, args.python, rel, args.timeout) for rel in programs]
            for fut in futs:
                add(*fut.result())

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
    n_over = sum(1 for rel in programs if is_overflow_program(rel))
    for rel in programs:
        if rel in failures:
            print("FAIL %s" % rel)
            for line in failures[rel]:
                print(line)
    for o in orphans:
        print("warning: orphan expected file %s (no matching .py)" % o)
    what = "checked" if args.check else "regenerated"
    extra = " (%d hand-written i64-overflow)" % n_over if n_over else ""
    audit = ", i64-audited" if args.audit_i64 else ""
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
