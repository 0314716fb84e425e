//! A grammar-driven generator of guest programs for differential fuzzing.
//!
//! Bytes from the fuzzer steer the choices; the grammar keeps programs
//! valid, inside the subset and quick to run: loops nested a few deep over
//! small ranges, calls several deep (each function calls only earlier ones,
//! plus one recursive function whose depth is bounded), type changes in the
//! middle of loops, branches that flip, globals rebound inside loops, a
//! function global rebound to another function, early returns from inside
//! loops, list reads and writes, an instance whose attributes are read,
//! written, added and deleted (and instances made in expressions), and
//! operations that can raise (division, indexing) anywhere, including
//! inside inlined calls.

use std::fmt::Write;

use arbitrary::Unstructured;

/// How much a generated program may nest and say.
const MAX_DEPTH: usize = 3;
const MAX_STMTS: usize = 6;
const MAX_EXPR_DEPTH: usize = 3;
const FUNCS: usize = 3;

struct Gen<'a, 'b> {
    u: &'a mut Unstructured<'b>,
    out: String,
    indent: usize,
    /// Index of the function being generated (calls go to lower ones).
    func: usize,
    loop_var: usize,
    budget: usize,
}

impl Gen<'_, '_> {
    fn pick(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        self.u.choose_index(n).unwrap_or(0)
    }

    fn chance(&mut self, percent: u8) -> bool {
        self.u.ratio(percent, 100u8).unwrap_or(false)
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn int(&mut self) -> i64 {
        self.u.int_in_range(-5..=40).unwrap_or(1)
    }

    fn var(&mut self) -> String {
        let vars = ["x0", "x1", "x2", "x3", "a", "b", "g0", "g1", "g2"];
        vars[self.pick(vars.len())].to_string()
    }

    /// An int-valued expression (variables go through `int()`, divisors
    /// are made odd so most divisions succeed).
    fn iexpr(&mut self, depth: usize) -> String {
        self.budget = self.budget.saturating_sub(1);
        if depth >= MAX_EXPR_DEPTH || self.budget == 0 {
            return match self.pick(3) {
                0 => self.int().to_string(),
                1 => format!("int({})", self.var()),
                _ => "len(L)".into(),
            };
        }
        match self.pick(9) {
            0 => self.int().to_string(),
            1 => format!("int({})", self.var()),
            2..=4 => {
                let ops = ["+", "-", "*", "&", "|", "^"];
                let op = ops[self.pick(ops.len())];
                format!("({} {op} {})", self.iexpr(depth + 1), self.iexpr(depth + 1))
            }
            5 => {
                let op = ["//", "%"][self.pick(2)];
                let d = if self.chance(90) {
                    format!("({} | 1)", self.iexpr(depth + 1))
                } else {
                    self.iexpr(depth + 1)
                };
                format!("({} {op} {d})", self.iexpr(depth + 1))
            }
            6 => {
                let op = ["<<", ">>"][self.pick(2)];
                format!(
                    "({} {op} {})",
                    self.iexpr(depth + 1),
                    self.u.int_in_range(0..=4).unwrap_or(1)
                )
            }
            7 if self.func > 0 => {
                let f = self.pick(self.func);
                format!(
                    "int(f{f}({}, {}))",
                    self.iexpr(depth + 1),
                    self.expr(depth + 1)
                )
            }
            8 if self.chance(40) => "int(O.p)".into(),
            _ => format!("int(L[{} % len(L)])", self.iexpr(depth + 1)),
        }
    }

    /// A number-valued expression; ints and floats mix.
    fn expr(&mut self, depth: usize) -> String {
        self.budget = self.budget.saturating_sub(1);
        if depth >= MAX_EXPR_DEPTH || self.budget == 0 {
            return match self.pick(3) {
                0 => self.int().to_string(),
                1 => ["0.5", "-1.25", "3.0", "2.5", "0.1"][self.pick(5)].to_string(),
                _ => self.var(),
            };
        }
        match self.pick(12) {
            0 => self.iexpr(depth + 1),
            1 => self.var(),
            2..=4 => {
                let ops = ["+", "-", "*", "+", "*"];
                let op = ops[self.pick(ops.len())];
                format!("({} {op} {})", self.expr(depth + 1), self.expr(depth + 1))
            }
            5 => {
                let ops = ["<", "<=", "==", "!=", ">", ">="];
                let op = ops[self.pick(ops.len())];
                format!("({} {op} {})", self.expr(depth + 1), self.expr(depth + 1))
            }
            6 if self.func > 0 => {
                let f = self.pick(self.func);
                format!("f{f}({}, {})", self.expr(depth + 1), self.expr(depth + 1))
            }
            7 => format!(
                "rec({}, {})",
                self.u.int_in_range(0..=7).unwrap_or(2),
                self.expr(depth + 1)
            ),
            8 => format!("-{}", self.expr(depth + 1)),
            9 => format!(
                "({} / ({} + 0.5))",
                self.expr(depth + 1),
                self.iexpr(depth + 1)
            ),
            10 => {
                let f = ["abs", "float", "L", "O", "C"][self.pick(5)];
                match f {
                    "L" => format!("L[{} % len(L)]", self.iexpr(depth + 1)),
                    "O" => ["O.p", "O.q", "getattr(O, 'r', 0)"][self.pick(3)].into(),
                    "C" => format!("C({}).q", self.expr(depth + 1)),
                    _ => format!("{f}({})", self.expr(depth + 1)),
                }
            }
            _ => format!(
                "({} if {} else {})",
                self.expr(depth + 1),
                self.expr(depth + 1),
                self.expr(depth + 1)
            ),
        }
    }

    fn block(&mut self, depth: usize) {
        let n = 1 + self.pick(MAX_STMTS);
        for _ in 0..n {
            self.stmt(depth);
        }
    }

    fn stmt(&mut self, depth: usize) {
        self.budget = self.budget.saturating_sub(1);
        let nested = depth < MAX_DEPTH && self.budget > 0;
        // Loops are what the JIT is about: pick them more often.
        let mut choice = self.pick(14);
        if choice >= 11 {
            choice = if choice == 13 { 6 } else { 4 };
        }
        match choice {
            0 | 1 => {
                let v = ["x0", "x1", "x2", "x3"][self.pick(4)];
                let e = self.expr(0);
                self.line(&format!("{v} = {e}"));
            }
            2 => {
                let v = ["x0", "x1", "x2", "x3"][self.pick(4)];
                if self.chance(50) {
                    let op = ["+=", "-=", "*="][self.pick(3)];
                    let e = self.expr(1);
                    self.line(&format!("{v} {op} {e}"));
                } else {
                    let op = ["^=", "//=", "%=", "|="][self.pick(4)];
                    let e = self.iexpr(1);
                    self.line(&format!("{v} = int({v})"));
                    self.line(&format!("{v} {op} ({e} | 1)"));
                }
            }
            3 if self.func < FUNCS && self.chance(25) => {
                // An early return, often from inside a loop: the runtime
                // makes such returns between trees.
                let (c, r) = (self.expr(1), self.expr(1));
                self.line(&format!("if {c}:"));
                self.line(&format!("    return {r}"));
            }
            3 if nested => {
                let c = self.expr(1);
                self.line(&format!("if {c}:"));
                self.indent += 1;
                self.block(depth + 1);
                self.indent -= 1;
                if self.chance(50) {
                    self.line("else:");
                    self.indent += 1;
                    self.block(depth + 1);
                    self.indent -= 1;
                }
            }
            4 | 5 if nested => {
                let v = format!("i{}", self.loop_var);
                self.loop_var += 1;
                let n = self.u.int_in_range(2..=12).unwrap_or(3);
                let header = match self.pick(3) {
                    0 => format!("for {v} in range({n}):"),
                    1 => format!(
                        "for {v} in range({}, {n}, {}):",
                        self.int().min(n),
                        1 + self.pick(3)
                    ),
                    _ => format!("for {v} in L:"),
                };
                self.line(&header);
                self.indent += 1;
                // Flip a type or a branch in the middle of the loop.
                if self.chance(30) {
                    self.line(&format!("if {v} == {}:", n / 2));
                    let (x, v) = (self.pick(4), ["0.5", "7", "-2.25"][self.pick(3)]);
                    self.line(&format!("    x{x} = {v}"));
                }
                self.block(depth + 1);
                self.indent -= 1;
            }
            6 if nested => {
                let w = format!("w{}", self.loop_var);
                self.loop_var += 1;
                let n = self.u.int_in_range(0..=10).unwrap_or(3);
                self.line(&format!("{w} = 0"));
                self.line(&format!("while {w} < {n}:"));
                self.indent += 1;
                self.line(&format!("{w} += 1"));
                self.block(depth + 1);
                if self.chance(20) {
                    self.line(&format!("if {w} == {}:", n / 2));
                    self.line("    break");
                }
                self.indent -= 1;
            }
            7 => {
                let g = self.pick(3);
                let e = self.expr(1);
                self.line(&format!("g{g} = {e}"));
            }
            8 => {
                let e = self.expr(1);
                let f = self.expr(1);
                self.line(&format!("print({e}, {f})"));
            }
            9 if self.chance(40) => {
                // The instance's attributes change value, kind and number.
                match self.pick(4) {
                    0 => {
                        let e = self.expr(1);
                        self.line(&format!("O.p = {e}"));
                    }
                    1 => {
                        let e = self.expr(1);
                        self.line(&format!("O.r = {e}"));
                    }
                    2 => {
                        self.line("if hasattr(O, 'r'):");
                        self.line("    del O.r");
                    }
                    _ => {
                        let e = self.expr(1);
                        self.line(&format!("O = C({e})"));
                    }
                }
            }
            9 => match self.pick(3) {
                0 => {
                    let e = self.expr(1);
                    self.line(&format!("L.append({e})"));
                }
                1 => {
                    let (i, e) = (self.iexpr(1), self.expr(1));
                    self.line(&format!("L[{i} % len(L)] = {e}"));
                }
                _ => {
                    // Rebind the function global called below.
                    let f = self.pick(FUNCS);
                    self.line(&format!("gf = f{f}"));
                }
            },
            _ => {
                let e = self.expr(1);
                self.line(&format!("x0 = gf({e}, x1)"));
            }
        }
    }
}

/// A valid program in the subset, steered by `u`.
pub fn program(u: &mut Unstructured<'_>) -> String {
    let mut g = Gen {
        u,
        out: String::new(),
        indent: 0,
        func: 0,
        loop_var: 0,
        budget: 120,
    };
    let (a, b, c) = (g.int(), g.int(), g.int());
    let _ = writeln!(g.out, "g0 = {a}\ng1 = {b}.5\ng2 = {c}");
    g.out.push_str("L = [1, 2.5, 3]\n");
    g.out.push_str(
        "class C:\n    def __init__(self, p):\n        self.p = p\n        self.q = p * 2\n",
    );
    g.out.push_str("O = C(1)\n");
    g.out.push_str(
        "def rec(n, a):\n    if n <= 0:\n        return a\n    return rec(n - 1, a + n)\n",
    );
    g.out.push_str("def f0(a, b):\n    return a\n");
    g.out.push_str("gf = f0\n");
    for f in 0..FUNCS {
        g.func = f;
        g.loop_var = 0;
        g.budget = 40;
        let _ = writeln!(g.out, "def f{f}(a, b):");
        g.indent = 1;
        g.line("global g0, g1, g2, gf, O");
        g.line("x0 = a");
        g.line("x1 = b");
        g.line("x2 = 1");
        g.line("x3 = 2.0");
        g.block(1);
        let r = g.expr(1);
        g.line(&format!("return {r}"));
        g.indent = 0;
    }
    g.func = FUNCS;
    g.loop_var = 0;
    g.budget = 90;
    g.out.push_str("def main():\n");
    g.indent = 1;
    g.line("global g0, g1, g2, gf, O");
    g.line("a = 3");
    g.line("b = 4");
    g.line("x0 = 0");
    g.line("x1 = 1");
    g.line("x2 = 2");
    g.line("x3 = 0.5");
    // The main body always has a loop.
    g.line("for m in range(20):");
    g.indent += 1;
    g.block(1);
    g.indent -= 1;
    g.block(1);
    g.line("print(x0, x1, x2, x3, g0, g1, g2, L, O.p, O.q, getattr(O, 'r', None))");
    g.indent = 0;
    g.out.push_str("main()\n");
    g.out
}
