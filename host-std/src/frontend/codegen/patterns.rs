//! `match` statements, compiled as CPython 3.11 compiles them: the subject
//! stays on the stack while each case tries its pattern on a copy; a
//! pattern consumes the value it matches, and a failing test jumps to a
//! chain of `POP_TOP`s that drops what the case had pushed so far (one
//! entry per stack depth) before the next case. The tests are
//! `MATCH_SEQUENCE`, `MATCH_MAPPING`, `GET_LEN`, `MATCH_KEYS`,
//! `MATCH_CLASS` and `COPY_DICT_WITHOUT_KEYS` (`trellis_core`'s
//! `interp/match_ops.rs`) beside ordinary comparisons and unpacking.
//!
//! Names a pattern captures are stored as soon as their sub-pattern
//! matches, so a case that fails later may leave some bound (PEP 634
//! leaves this to the implementation; CPython binds them only once the
//! whole pattern matched).

use std::collections::HashSet;

use ruff_python_ast::{self as ast, Pattern};
use ruff_text_size::Ranged;
use trellis_core::bytecode::{CmpOp, Const, Op};

use super::super::Located;
use super::{Compiler, R};

/// A failing test's jump and how many values it leaves above the stack
/// the case started from (each popped on the way to the next case).
type Fails = Vec<(usize, u32)>;

impl<'a> Compiler<'a> {
    pub(super) fn match_stmt(&mut self, m: &'a ast::StmtMatch) -> R<()> {
        self.expr(&m.subject)?;
        let mut ends = Vec::new();
        let last = m.cases.len().saturating_sub(1);
        for (i, case) in m.cases.iter().enumerate() {
            if i < last && case.guard.is_none() && case.pattern.is_irrefutable() {
                return Err(unreachable_after(&case.pattern));
            }
            check_names(&case.pattern)?;
            let old = self.set_line(&case.pattern);
            let mut fails = Fails::new();
            self.emit(Op::COPY, 1);
            self.pattern(&case.pattern, 0, &mut fails)?;
            if let Some(g) = &case.guard {
                self.expr(g)?;
                let j = self.emit(Op::POP_JUMP_IF_FALSE, 0);
                fails.push((j, 0));
            }
            self.emit(Op::POP_TOP, 0);
            self.restore(old);
            self.stmts(&case.body)?;
            ends.push(self.emit(Op::JUMP_FORWARD, 0));
            self.fail_here(fails);
        }
        self.emit(Op::POP_TOP, 0);
        for e in ends {
            self.patch_here(e);
        }
        Ok(())
    }

    /// `GET_LEN`, with the room tier 2 needs to trace it.
    fn get_len(&mut self) {
        self.emit(Op::GET_LEN, 0);
        self.unit.trace_room = self.unit.trace_room.max(2);
    }

    /// The `POP_TOP` chain failing tests jump into: each lands where the
    /// values it left are dropped; the stack is as it was before the case.
    fn fail_here(&mut self, mut fails: Fails) {
        fails.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
        let deepest = fails.first().map_or(0, |&(_, n)| n);
        for k in (0..=deepest).rev() {
            for &(j, _) in fails.iter().filter(|&&(_, n)| n == k) {
                self.patch_here(j);
            }
            if k > 0 {
                self.emit(Op::POP_TOP, 0);
            }
        }
    }

    /// A test on top: `op` (a conditional jump) goes to the case's failure
    /// when the test fails there, leaving `left` values.
    fn fail_if(&mut self, op: Op, left: u32, fails: &mut Fails) {
        let j = self.emit(op, 0);
        fails.push((j, left));
    }

    /// Matches `p` against the value on top, which it consumes when it
    /// matches; `pops` values lie between the case's stack and it.
    fn pattern(&mut self, p: &'a Pattern, pops: u32, fails: &mut Fails) -> R<()> {
        match p {
            Pattern::MatchValue(v) => {
                self.expr(&v.value)?;
                self.emit(Op::COMPARE_OP, CmpOp::Eq as u32);
                self.fail_if(Op::POP_JUMP_IF_FALSE, pops, fails);
            }
            Pattern::MatchSingleton(s) => {
                self.load_const(match s.value {
                    ast::Singleton::None => Const::None,
                    ast::Singleton::True => Const::Bool(true),
                    ast::Singleton::False => Const::Bool(false),
                })?;
                self.emit(Op::IS_OP, 0);
                self.fail_if(Op::POP_JUMP_IF_FALSE, pops, fails);
            }
            Pattern::MatchAs(a) => match (&a.pattern, &a.name) {
                (None, None) => {
                    self.emit(Op::POP_TOP, 0);
                }
                (None, Some(n)) => self.store_name(n.id.as_str()),
                (Some(sub), name) => {
                    if let Some(n) = name {
                        self.emit(Op::COPY, 1);
                        self.pattern(sub, pops + 1, fails)?;
                        self.store_name(n.id.as_str());
                    } else {
                        self.pattern(sub, pops, fails)?;
                    }
                }
            },
            Pattern::MatchStar(s) => match &s.name {
                Some(n) => self.store_name(n.id.as_str()),
                None => {
                    self.emit(Op::POP_TOP, 0);
                }
            },
            Pattern::MatchOr(o) => {
                let Some((last, alts)) = o.patterns.split_last() else {
                    return Ok(());
                };
                let mut matched = Vec::new();
                for alt in alts {
                    // Each alternative tries a copy; failing, it drops what
                    // it pushed and the next one tries the subject.
                    let mut alt_fails = Fails::new();
                    self.emit(Op::COPY, 1);
                    self.pattern(alt, 0, &mut alt_fails)?;
                    self.emit(Op::POP_TOP, 0);
                    matched.push(self.emit(Op::JUMP_FORWARD, 0));
                    self.fail_here(alt_fails);
                }
                self.pattern(last, pops, fails)?;
                for j in matched {
                    self.patch_here(j);
                }
            }
            Pattern::MatchSequence(s) => self.sequence_pattern(&s.patterns, pops, fails)?,
            Pattern::MatchMapping(m) => self.mapping_pattern(m, pops, fails)?,
            Pattern::MatchClass(c) => self.class_pattern(c, pops, fails)?,
        }
        Ok(())
    }

    fn sequence_pattern(&mut self, items: &'a [Pattern], pops: u32, fails: &mut Fails) -> R<()> {
        let n = items.len();
        let star = items
            .iter()
            .position(|p| matches!(p, Pattern::MatchStar(_)));
        if n > 0xff {
            return Err(Located::unsupported(
                items[0].start(),
                "too many sub-patterns in one sequence pattern",
            ));
        }
        self.emit(Op::MATCH_SEQUENCE, 0);
        self.fail_if(Op::POP_JUMP_IF_FALSE, pops + 1, fails);
        self.get_len();
        let (want, cmp) = match star {
            Some(_) => (n - 1, CmpOp::Ge),
            None => (n, CmpOp::Eq),
        };
        self.load_const(Const::Int(want as i64))?;
        self.emit(Op::COMPARE_OP, cmp as u32);
        self.fail_if(Op::POP_JUMP_IF_FALSE, pops + 1, fails);
        match star {
            Some(k) => self.emit(Op::UNPACK_EX, k as u32 | ((n - 1 - k) as u32) << 8),
            None => self.emit(Op::UNPACK_SEQUENCE, n as u32),
        };
        for (i, p) in items.iter().enumerate() {
            self.pattern(p, pops + (n - 1 - i) as u32, fails)?;
        }
        Ok(())
    }

    fn mapping_pattern(
        &mut self,
        m: &'a ast::PatternMatchMapping,
        pops: u32,
        fails: &mut Fails,
    ) -> R<()> {
        let k = m.keys.len();
        if k > 0xff {
            return Err(Located::unsupported(
                m.start(),
                "too many keys in one mapping pattern",
            ));
        }
        // Literal keys given twice are CPython's compile-time error.
        let mut literal_keys = Vec::new();
        for key in &m.keys {
            let shown = match key {
                ast::Expr::StringLiteral(sl) => {
                    let t = sl.value.to_str();
                    let plain = t.chars().all(|c| c != '\'' && c != '\\' && !c.is_control());
                    plain.then(|| format!("'{t}'"))
                }
                ast::Expr::NumberLiteral(ast::ExprNumberLiteral {
                    value: ast::Number::Int(i),
                    ..
                }) => Some(i.to_string()),
                ast::Expr::BooleanLiteral(b) => Some(if b.value { "True" } else { "False" }.into()),
                ast::Expr::NoneLiteral(_) => Some("None".into()),
                _ => None,
            };
            if let Some(shown) = shown {
                if literal_keys.contains(&shown) {
                    return Err(Located::syntax(
                        m.start(),
                        format!("mapping pattern checks duplicate key ({shown})"),
                    ));
                }
                literal_keys.push(shown);
            }
        }
        self.emit(Op::MATCH_MAPPING, 0);
        self.fail_if(Op::POP_JUMP_IF_FALSE, pops + 1, fails);
        if k == 0 && m.rest.is_none() {
            self.emit(Op::POP_TOP, 0);
            return Ok(());
        }
        if k > 0 {
            self.get_len();
            self.load_const(Const::Int(k as i64))?;
            self.emit(Op::COMPARE_OP, CmpOp::Ge as u32);
            self.fail_if(Op::POP_JUMP_IF_FALSE, pops + 1, fails);
        }
        for key in &m.keys {
            self.expr(key)?;
        }
        self.emit(Op::BUILD_TUPLE, k as u32);
        self.emit(Op::MATCH_KEYS, 0);
        self.emit(Op::COPY, 1);
        self.load_const(Const::None)?;
        self.emit(Op::IS_OP, 0);
        self.fail_if(Op::POP_JUMP_IF_TRUE, pops + 3, fails);
        self.emit(Op::UNPACK_SEQUENCE, k as u32);
        for (i, p) in m.patterns.iter().enumerate() {
            self.pattern(p, pops + 2 + (k - 1 - i) as u32, fails)?;
        }
        match &m.rest {
            Some(rest) => {
                self.emit(Op::COPY_DICT_WITHOUT_KEYS, 0);
                self.store_name(rest.id.as_str());
            }
            None => {
                self.emit(Op::POP_TOP, 0);
            }
        }
        self.emit(Op::POP_TOP, 0);
        Ok(())
    }

    fn class_pattern(
        &mut self,
        c: &'a ast::PatternMatchClass,
        pops: u32,
        fails: &mut Fails,
    ) -> R<()> {
        let args = &c.arguments;
        let mut seen = HashSet::new();
        for kw in &args.keywords {
            if !seen.insert(kw.attr.id.as_str()) {
                return Err(Located::syntax(
                    kw.attr.start(),
                    format!("attribute name repeated in class pattern: {}", kw.attr.id),
                ));
            }
        }
        let n = args.patterns.len() + args.keywords.len();
        if n > 0xff {
            return Err(Located::unsupported(
                c.start(),
                "too many sub-patterns in one class pattern",
            ));
        }
        self.expr(&c.cls)?;
        for kw in &args.keywords {
            self.load_const(Const::Str(kw.attr.id.to_string()))?;
        }
        self.emit(Op::BUILD_TUPLE, args.keywords.len() as u32);
        self.emit(Op::MATCH_CLASS, args.patterns.len() as u32);
        self.unit.trace_room = self.unit.trace_room.max(n.max(1) as u32);
        self.emit(Op::COPY, 1);
        self.load_const(Const::None)?;
        self.emit(Op::IS_OP, 0);
        self.fail_if(Op::POP_JUMP_IF_TRUE, pops + 1, fails);
        self.emit(Op::UNPACK_SEQUENCE, n as u32);
        let subs = args
            .patterns
            .iter()
            .chain(args.keywords.iter().map(|k| &k.pattern));
        for (i, p) in subs.enumerate() {
            self.pattern(p, pops + (n - 1 - i) as u32, fails)?;
        }
        Ok(())
    }
}

/// CPython's error for an irrefutable pattern `p` before others (a case
/// or an or-pattern's alternative).
fn unreachable_after(p: &Pattern) -> Located {
    let message = match p {
        Pattern::MatchAs(ast::PatternMatchAs {
            name: Some(n),
            pattern: None,
            ..
        }) => format!(
            "name capture '{}' makes remaining patterns unreachable",
            n.id
        ),
        _ => "wildcard makes remaining patterns unreachable".to_string(),
    };
    Located::syntax(p.start(), message)
}

/// CPython's compile-time checks of the names a pattern binds: none twice,
/// and the same ones in every alternative of an or-pattern.
fn check_names(p: &Pattern) -> R<()> {
    let mut names = Vec::new();
    bound_names(p, &mut names)?;
    Ok(())
}

fn bound_names<'p>(p: &'p Pattern, out: &mut Vec<&'p str>) -> R<()> {
    let bind = |n: &'p ast::Identifier, out: &mut Vec<&'p str>| -> R<()> {
        if out.contains(&n.id.as_str()) {
            return Err(Located::syntax(
                n.start(),
                format!("multiple assignments to name '{}' in pattern", n.id),
            ));
        }
        out.push(n.id.as_str());
        Ok(())
    };
    match p {
        Pattern::MatchValue(_) | Pattern::MatchSingleton(_) => {}
        Pattern::MatchAs(a) => {
            if let Some(sub) = &a.pattern {
                bound_names(sub, out)?;
            }
            if let Some(n) = &a.name {
                bind(n, out)?;
            }
        }
        Pattern::MatchStar(s) => {
            if let Some(n) = &s.name {
                bind(n, out)?;
            }
        }
        Pattern::MatchSequence(s) => {
            for sub in &s.patterns {
                bound_names(sub, out)?;
            }
        }
        Pattern::MatchMapping(m) => {
            for sub in &m.patterns {
                bound_names(sub, out)?;
            }
            if let Some(n) = &m.rest {
                bind(n, out)?;
            }
        }
        Pattern::MatchClass(c) => {
            for sub in &c.arguments.patterns {
                bound_names(sub, out)?;
            }
            for k in &c.arguments.keywords {
                bound_names(&k.pattern, out)?;
            }
        }
        Pattern::MatchOr(o) => {
            if let Some((_, alts)) = o.patterns.split_last()
                && let Some(alt) = alts.iter().find(|a| a.is_irrefutable())
            {
                return Err(unreachable_after(alt));
            }
            let mut first: Option<Vec<&str>> = None;
            for alt in &o.patterns {
                let mut alt_names = Vec::new();
                bound_names(alt, &mut alt_names)?;
                alt_names.sort_unstable();
                match &first {
                    None => first = Some(alt_names),
                    Some(f) if *f != alt_names => {
                        return Err(Located::syntax(
                            o.start(),
                            "alternative patterns bind different names",
                        ));
                    }
                    Some(_) => {}
                }
            }
            for n in first.unwrap_or_default() {
                if out.contains(&n) {
                    return Err(Located::syntax(
                        o.start(),
                        format!("multiple assignments to name '{n}' in pattern"),
                    ));
                }
                out.push(n);
            }
        }
    }
    Ok(())
}
