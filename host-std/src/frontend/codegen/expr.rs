//! Expressions: names, literals, operators, displays, f-strings, calls
//! (with keywords and `*`/`**` unpacking), attributes, `:=`, `yield`.
//! Lambdas and comprehensions are code objects of their own (`funcs.rs`).

use ruff_python_ast::{
    self as ast, BoolOp as AstBoolOp, CmpOp as AstCmpOp, Expr, ExprContext, Number, Operator,
    UnaryOp,
};
use ruff_text_size::{Ranged, TextSize};
use trellis_core::bytecode::module::{Position, limits};
use trellis_core::bytecode::{BinOp, CmpOp, Const, Op};

use super::super::Located;
use super::{Compiler, R, big_literal, literal};

pub(super) fn binop(op: Operator) -> BinOp {
    match op {
        Operator::Add => BinOp::Add,
        Operator::Sub => BinOp::Sub,
        Operator::Mult => BinOp::Mul,
        Operator::Div => BinOp::TrueDiv,
        Operator::FloorDiv => BinOp::FloorDiv,
        Operator::Mod => BinOp::Mod,
        Operator::Pow => BinOp::Pow,
        Operator::LShift => BinOp::LShift,
        Operator::RShift => BinOp::RShift,
        Operator::BitAnd => BinOp::And,
        Operator::BitOr => BinOp::Or,
        Operator::BitXor => BinOp::Xor,
        Operator::MatMult => BinOp::MatMul,
    }
}

fn expr_kind(e: &Expr) -> &'static str {
    match e {
        Expr::Await(_) => "'await'",
        Expr::TString(_) => "template strings",
        Expr::Starred(_) => "starred expressions here",
        Expr::Slice(_) => "slices outside a subscript",
        _ => "this expression",
    }
}

impl<'a> Compiler<'a> {
    pub(super) fn expr(&mut self, e: &'a Expr) -> R<()> {
        let old = self.set_line(e);
        self.set_anchors(e);
        super::super::deep(|| self.expr_inner(e))?;
        self.restore(old);
        Ok(())
    }

    /// Code for a test: jumps when the truth of `e` is `when`, else falls
    /// through; returns the jumps, for the caller to point at their
    /// target. `and`, `or` and `not` become jumps on each operand's truth,
    /// as CPython compiles a condition, with no operand kept on the stack
    /// (so every truth test is a `POP_JUMP_IF_*`, which tier 2 follows
    /// into an instance's `__bool__` or `__len__`).
    ///
    /// The jumps keep the enclosing statement's line and position (as
    /// CPython's do: a failed truth test in `if x:` is the `if`'s).
    pub(super) fn jump_if(&mut self, e: &'a Expr, when: bool) -> R<Vec<usize>> {
        super::super::deep(|| self.jump_if_inner(e, when))
    }

    fn jump_if_inner(&mut self, e: &'a Expr, when: bool) -> R<Vec<usize>> {
        match e {
            Expr::UnaryOp(u) if u.op == UnaryOp::Not => self.jump_if(&u.operand, !when),
            Expr::BoolOp(b) if !b.values.is_empty() => {
                // `and` is false as soon as one operand is, `or` true as
                // soon as one is: jumping on that is jumping to the
                // target (when it is what the test jumps on) or past the
                // rest (when it is not).
                let decides = b.op == AstBoolOp::Or;
                let (last, rest) = b.values.split_last().unwrap_or((&b.values[0], &[]));
                let mut out = Vec::new();
                let mut past = Vec::new();
                for v in rest {
                    let js = self.jump_if(v, decides)?;
                    if decides == when {
                        out.extend(js);
                    } else {
                        past.extend(js);
                    }
                }
                out.extend(self.jump_if(last, when)?);
                for j in past {
                    self.patch_here(j);
                }
                Ok(out)
            }
            _ => {
                self.expr(e)?;
                let op = if when {
                    Op::POP_JUMP_IF_TRUE
                } else {
                    Op::POP_JUMP_IF_FALSE
                };
                Ok(vec![self.emit(op, 0)])
            }
        }
    }

    fn int_const(&mut self, v: &ast::Int, at: TextSize, negate: bool) -> R<()> {
        let i = v
            .as_i64()
            .and_then(|i| if negate { i.checked_neg() } else { Some(i) });
        let i = match i {
            Some(i) => i,
            None if negate && v.as_u64() == Some(1u64 << 63) => i64::MIN,
            None => {
                let hex =
                    big_literal(&v.to_string(), negate).map_err(|m| Located::syntax(at, m))?;
                let c = self.constant(Const::BigInt(hex))?;
                self.emit(Op::LOAD_CONST, c);
                return Ok(());
            }
        };
        let c = self.constant(Const::Int(i))?;
        self.emit(Op::LOAD_CONST, c);
        Ok(())
    }

    fn expr_inner(&mut self, e: &'a Expr) -> R<()> {
        match e {
            Expr::Name(n) => {
                if n.ctx != ExprContext::Load {
                    return Err(Located::unsupported(n.start(), "this use of a name"));
                }
                // A constant to CPython's compiler (no `-O` here).
                if n.id.as_str() == "__debug__" {
                    return self.load_const(Const::Bool(true));
                }
                self.load_name(n.id.as_str());
            }
            Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => self.int_const(i, n.start(), false)?,
                Number::Float(f) => {
                    let c = self.constant(Const::Float(*f))?;
                    self.emit(Op::LOAD_CONST, c);
                }
                Number::Complex { real, imag } => {
                    let c = self.constant(Const::Complex(*real, *imag))?;
                    self.emit(Op::LOAD_CONST, c);
                }
            },
            Expr::StringLiteral(s) => {
                let c = self.constant(Const::Str(s.value.to_str().to_string()))?;
                self.emit(Op::LOAD_CONST, c);
            }
            Expr::BooleanLiteral(b) => {
                let c = self.constant(Const::Bool(b.value))?;
                self.emit(Op::LOAD_CONST, c);
            }
            Expr::NoneLiteral(_) => {
                let c = self.constant(Const::None)?;
                self.emit(Op::LOAD_CONST, c);
            }
            Expr::BinOp(b) => {
                let op = binop(b.op);
                self.expr(&b.left)?;
                self.expr(&b.right)?;
                self.emit(Op::BINARY_OP, op as u32);
            }
            Expr::UnaryOp(u) => {
                // Fold `-literal` so that i64::MIN can be written.
                if let (UnaryOp::USub, Expr::NumberLiteral(n)) = (u.op, &*u.operand) {
                    match &n.value {
                        Number::Int(i) => return self.int_const(i, n.start(), true),
                        Number::Float(f) => {
                            let c = self.constant(Const::Float(-*f))?;
                            self.emit(Op::LOAD_CONST, c);
                            return Ok(());
                        }
                        Number::Complex { real, imag } => {
                            let c = self.constant(Const::Complex(-*real, -*imag))?;
                            self.emit(Op::LOAD_CONST, c);
                            return Ok(());
                        }
                    }
                }
                self.expr(&u.operand)?;
                self.emit(
                    match u.op {
                        UnaryOp::USub => Op::UNARY_NEGATIVE,
                        UnaryOp::UAdd => Op::UNARY_POSITIVE,
                        UnaryOp::Invert => Op::UNARY_INVERT,
                        UnaryOp::Not => Op::UNARY_NOT,
                    },
                    0,
                );
            }
            Expr::BoolOp(b) => {
                let jump = match b.op {
                    AstBoolOp::And => Op::JUMP_IF_FALSE_OR_POP,
                    AstBoolOp::Or => Op::JUMP_IF_TRUE_OR_POP,
                };
                let mut jumps = Vec::new();
                for (i, v) in b.values.iter().enumerate() {
                    self.expr(v)?;
                    if i + 1 < b.values.len() {
                        jumps.push(self.emit(jump, 0));
                    }
                }
                for j in jumps {
                    self.patch_here(j);
                }
            }
            Expr::Compare(c) => self.compare(c)?,
            Expr::If(i) => {
                let else_ = self.jump_if(&i.test, false)?;
                self.expr(&i.body)?;
                let end = self.emit(Op::JUMP_FORWARD, 0);
                for j in else_ {
                    self.patch_here(j);
                }
                self.expr(&i.orelse)?;
                self.patch_here(end);
            }
            Expr::Call(c) => self.call(c)?,
            Expr::List(l) => self.build(&l.elts, Op::BUILD_LIST, l.start())?,
            Expr::Tuple(t) => self.build(&t.elts, Op::BUILD_TUPLE, t.start())?,
            Expr::Set(st) => self.build(&st.elts, Op::BUILD_SET, st.start())?,
            Expr::Dict(d) => self.dict(d)?,
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.index(&s.slice)?;
                self.emit(Op::BINARY_SUBSCR, 0);
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let n = self.name(a.attr.id.as_str());
                self.emit(Op::LOAD_ATTR, n);
            }
            Expr::FString(f) => self.fstring(f)?,
            Expr::BytesLiteral(b) => {
                let bytes: Vec<u8> = b.value.bytes().collect();
                let c = self.constant(Const::Bytes(bytes))?;
                self.emit(Op::LOAD_CONST, c);
            }
            Expr::Named(n) => {
                self.expr(&n.value)?;
                self.emit(Op::COPY, 1);
                self.store_target(&n.target)?;
            }
            Expr::Lambda(l) => self.lambda(l)?,
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_) => {
                self.comprehension(e)?
            }
            Expr::Yield(y) => {
                match &y.value {
                    Some(v) => self.expr(v)?,
                    None => self.load_const(Const::None)?,
                }
                self.emit(Op::YIELD_VALUE, 0);
            }
            Expr::YieldFrom(y) => {
                self.expr(&y.value)?;
                self.emit(Op::GET_YIELD_FROM_ITER, 0);
                self.load_const(Const::None)?;
                let top = self.emit(Op::SEND, 0);
                self.emit(Op::YIELD_VALUE, 0);
                self.emit(Op::JUMP_BACKWARD_NO_INTERRUPT, top as u32);
                self.patch_here(top);
            }
            Expr::EllipsisLiteral(_) => self.load_name_builtin("Ellipsis"),
            other => return Err(Located::unsupported(other.start(), expr_kind(other))),
        }
        Ok(())
    }

    /// A builtin constant that has no literal in the constant table.
    fn load_name_builtin(&mut self, name: &str) {
        let i = self.name(name);
        self.emit(Op::LOAD_GLOBAL, i);
    }

    /// A list, tuple or set display; starred items make it piecewise.
    fn build(&mut self, elts: &'a [Expr], op: Op, at: TextSize) -> R<()> {
        if elts.len() > limits::MAX_COUNT as usize {
            return Err(Located::unsupported(at, "too many elements in one display"));
        }
        // A tuple of constants is one constant, as CPython folds it: no
        // tuple is built where it is used.
        if op == Op::BUILD_TUPLE
            && let Some(items) = elts.iter().map(literal).collect::<Option<Vec<_>>>()
        {
            return self.load_const(Const::Tuple(items));
        }
        if op == Op::BUILD_SET && elts.len() > 2 {
            // A set display of constants: CPython folds it to a frozenset
            // constant, whose table order a set made from it inherits.
            if let Some(items) = elts.iter().map(literal).collect::<Option<Vec<_>>>() {
                self.emit(Op::BUILD_SET, 0);
                let c = self.constant(Const::FrozenSet(items))?;
                self.emit(Op::LOAD_CONST, c);
                self.emit(Op::SET_UPDATE, 0);
                return Ok(());
            }
        }
        let Some(first_star) = elts.iter().position(|e| matches!(e, Expr::Starred(_))) else {
            for e in elts {
                self.expr(e)?;
            }
            self.emit(op, elts.len() as u32);
            return Ok(());
        };
        let set = op == Op::BUILD_SET;
        for e in &elts[..first_star] {
            self.expr(e)?;
        }
        self.emit(
            if set { Op::BUILD_SET } else { Op::BUILD_LIST },
            first_star as u32,
        );
        for e in &elts[first_star..] {
            match e {
                Expr::Starred(st) => {
                    self.expr(&st.value)?;
                    self.emit(if set { Op::SET_UPDATE } else { Op::LIST_EXTEND }, 0);
                }
                e => {
                    self.expr(e)?;
                    self.emit(if set { Op::SET_ADD } else { Op::LIST_APPEND }, 1);
                }
            }
        }
        if op == Op::BUILD_TUPLE {
            self.emit(Op::LIST_TO_TUPLE, 0);
        }
        Ok(())
    }

    /// A dict display; `**m` items merge piecewise.
    fn dict(&mut self, d: &'a ast::ExprDict) -> R<()> {
        let items = &d.items;
        if items.len() > limits::MAX_COUNT as usize {
            return Err(Located::unsupported(
                d.start(),
                "too many elements in one display",
            ));
        }
        let plain = items.iter().take_while(|i| i.key.is_some()).count();
        for it in &items[..plain] {
            if let Some(k) = &it.key {
                self.expr(k)?;
            }
            self.expr(&it.value)?;
        }
        self.emit(Op::BUILD_MAP, plain as u32);
        for it in &items[plain..] {
            match &it.key {
                Some(k) => {
                    self.expr(k)?;
                    self.expr(&it.value)?;
                    self.emit(Op::BUILD_MAP, 1);
                }
                None => self.expr(&it.value)?,
            }
            self.emit(Op::DICT_UPDATE, 0);
        }
        Ok(())
    }

    /// An f-string: its pieces formatted and joined.
    fn fstring(&mut self, f: &'a ast::ExprFString) -> R<()> {
        let mut n = 0u32;
        for part in f.value.as_slice() {
            match part {
                ast::FStringPart::Literal(l) => {
                    if !l.value.is_empty() {
                        let c = self.constant(Const::Str(l.value.to_string()))?;
                        self.emit(Op::LOAD_CONST, c);
                        n += 1;
                    }
                }
                ast::FStringPart::FString(fs) => n += self.fstring_elements(&fs.elements)?,
            }
        }
        self.join_pieces(n, f.start())
    }

    fn join_pieces(&mut self, n: u32, at: TextSize) -> R<()> {
        match n {
            0 => {
                let c = self.constant(Const::Str(String::new()))?;
                self.emit(Op::LOAD_CONST, c);
            }
            1 => {}
            n if n > limits::MAX_COUNT => {
                return Err(Located::unsupported(at, "f-string with too many parts"));
            }
            n => {
                self.emit(Op::BUILD_STRING, n);
            }
        }
        Ok(())
    }

    /// Pushes the pieces of f-string elements; returns how many.
    fn fstring_elements(&mut self, elements: &'a ast::InterpolatedStringElements) -> R<u32> {
        let mut n = 0;
        for el in elements.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(l) => {
                    let c = self.constant(Const::Str(l.value.to_string()))?;
                    self.emit(Op::LOAD_CONST, c);
                    n += 1;
                }
                ast::InterpolatedStringElement::Interpolation(i) => {
                    if let Some(d) = &i.debug_text {
                        let c = self.constant(Const::Str(d.as_str().to_string()))?;
                        self.emit(Op::LOAD_CONST, c);
                        n += 1;
                    }
                    self.expr(&i.expression)?;
                    let mut conv = match i.conversion {
                        ast::ConversionFlag::None => {
                            // `f"{x=}"` shows the repr unless a spec is given.
                            if i.debug_text.is_some() && i.format_spec.is_none() {
                                2
                            } else {
                                0
                            }
                        }
                        ast::ConversionFlag::Str => 1,
                        ast::ConversionFlag::Repr => 2,
                        ast::ConversionFlag::Ascii => 3,
                    };
                    if let Some(spec) = &i.format_spec {
                        let k = self.fstring_elements(&spec.elements)?;
                        self.join_pieces(k, spec.start())?;
                        conv |= 4;
                    }
                    self.emit(Op::FORMAT_VALUE, conv);
                    n += 1;
                }
            }
        }
        Ok(n)
    }

    fn cmp(&mut self, op: AstCmpOp) {
        let (o, a) = match op {
            AstCmpOp::Eq => (Op::COMPARE_OP, CmpOp::Eq as u32),
            AstCmpOp::NotEq => (Op::COMPARE_OP, CmpOp::Ne as u32),
            AstCmpOp::Lt => (Op::COMPARE_OP, CmpOp::Lt as u32),
            AstCmpOp::LtE => (Op::COMPARE_OP, CmpOp::Le as u32),
            AstCmpOp::Gt => (Op::COMPARE_OP, CmpOp::Gt as u32),
            AstCmpOp::GtE => (Op::COMPARE_OP, CmpOp::Ge as u32),
            AstCmpOp::Is => (Op::IS_OP, 0),
            AstCmpOp::IsNot => (Op::IS_OP, 1),
            AstCmpOp::In => (Op::CONTAINS_OP, 0),
            AstCmpOp::NotIn => (Op::CONTAINS_OP, 1),
        };
        self.emit(o, a);
    }

    /// An expression only iterated or searched (`for x in ...`, `x in
    /// ...`): as CPython, a list display is made a tuple (a constant when
    /// its items are) and a set display of constants a frozenset constant,
    /// which nothing else can see.
    pub(super) fn iterable(&mut self, e: &'a Expr) -> R<()> {
        match e {
            Expr::List(l) if !l.elts.iter().any(|x| matches!(x, Expr::Starred(_))) => {
                self.build(&l.elts, Op::BUILD_TUPLE, l.start())
            }
            Expr::Set(st) if st.elts.iter().all(|x| literal(x).is_some()) => {
                let items = st.elts.iter().filter_map(literal).collect();
                self.load_const(Const::FrozenSet(items))
            }
            other => self.expr(other),
        }
    }

    /// `a < b < c` evaluates `b` once and stops at the first false test.
    fn compare(&mut self, c: &'a ast::ExprCompare) -> R<()> {
        self.expr(&c.left)?;
        let n = c.ops.len();
        let mut cleanups = Vec::new();
        for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
            if matches!(op, AstCmpOp::In | AstCmpOp::NotIn) {
                self.iterable(right)?;
            } else {
                self.expr(right)?;
            }
            if i + 1 < n {
                // [a, b] -> [b, a, b] -> [b, a<b]
                self.emit(Op::SWAP, 2);
                self.emit(Op::COPY, 2);
                self.cmp(*op);
                cleanups.push(self.emit(Op::JUMP_IF_FALSE_OR_POP, 0));
            } else {
                self.cmp(*op);
            }
        }
        if !cleanups.is_empty() {
            let end = self.emit(Op::JUMP_FORWARD, 0);
            // A false test leaves [b, False]: drop b, keep the result.
            for j in cleanups {
                self.patch_here(j);
            }
            self.emit(Op::SWAP, 2);
            self.emit(Op::POP_TOP, 0);
            self.patch_here(end);
        }
        Ok(())
    }

    /// `any(g)`, `all(g)`, `sum(g)`, `list(g)`, `set(g)`, `tuple(g)`,
    /// `min(g)` or `max(g)` of generator expression `g`, where the name can
    /// only be the builtin: the builtin's loop, compiled here as a `for`
    /// over the generator (what the builtin computes, in CPython's order:
    /// `sum` adds each item to the total so far; `any` and `all` stop at
    /// the first item that decides; `max` keeps the first item, then each
    /// one greater than the one kept). No frame of its own, as the builtin
    /// has none in a traceback; and a loop of this frame, so tier 2 traces
    /// it with the generator's frame inlined, where a builtin's loop would
    /// be opaque.
    fn consume_generator(&mut self, builtin: &str, g: &'a Expr) -> R<()> {
        if matches!(builtin, "min" | "max") {
            return self.extreme_of_generator(builtin, g, None);
        }
        match builtin {
            "sum" => {
                let c = self.constant(Const::Int(0))?;
                self.emit(Op::LOAD_CONST, c);
            }
            "list" | "tuple" => {
                self.emit(Op::BUILD_LIST, 0);
            }
            "set" => {
                self.emit(Op::BUILD_SET, 0);
            }
            _ => {}
        }
        self.expr(g)?;
        self.emit(Op::GET_ITER, 0);
        let top = self.emit(Op::FOR_ITER, 0);
        match builtin {
            "any" | "all" => {
                // The deciding item: the loop's three slots go, the
                // answer stays.
                let any = builtin == "any";
                let decides = self.emit(
                    if any {
                        Op::POP_JUMP_IF_TRUE
                    } else {
                        Op::POP_JUMP_IF_FALSE
                    },
                    0,
                );
                self.emit(Op::JUMP_BACKWARD, top as u32);
                self.patch_here(decides);
                for _ in 0..3 {
                    self.emit(Op::POP_TOP, 0);
                }
                let found = self.constant(Const::Bool(any))?;
                self.emit(Op::LOAD_CONST, found);
                let done = self.emit(Op::JUMP_FORWARD, 0);
                self.patch_here(top);
                let none = self.constant(Const::Bool(!any))?;
                self.emit(Op::LOAD_CONST, none);
                self.patch_here(done);
                return Ok(());
            }
            "sum" => {
                // `total item` under the loop's slots: `total + item`
                // replaces the total.
                self.emit(Op::COPY, 5);
                self.emit(Op::SWAP, 2);
                self.emit(Op::BINARY_OP, BinOp::Add as u32);
                self.emit(Op::SWAP, 5);
                self.emit(Op::POP_TOP, 0);
            }
            "set" => {
                self.emit(Op::SET_ADD, 4);
            }
            _ => {
                self.emit(Op::LIST_APPEND, 4);
            }
        }
        self.emit(Op::JUMP_BACKWARD, top as u32);
        self.patch_here(top);
        if builtin == "tuple" {
            self.emit(Op::LIST_TO_TUPLE, 0);
        }
        Ok(())
    }

    /// `min(g)` or `max(g)` (see [`Self::consume_generator`]): the kept
    /// item lies under the loop's three slots, a placeholder until the
    /// first item replaces it; no item is CPython's `ValueError`.
    fn extreme_of_generator(
        &mut self,
        builtin: &str,
        g: &'a Expr,
        default: Option<&'a Expr>,
    ) -> R<()> {
        let none = self.constant(Const::None)?;
        self.emit(Op::LOAD_CONST, none);
        self.expr(g)?;
        self.emit(Op::GET_ITER, 0);
        if let Some(d) = default {
            // Evaluated after the generator is made, as a keyword argument
            // is; it takes the placeholder's place under the iterator.
            self.expr(d)?;
            self.emit(Op::SWAP, 5);
            self.emit(Op::POP_TOP, 0);
        }
        let first = self.emit(Op::FOR_ITER, 0);
        self.emit(Op::SWAP, 5);
        self.emit(Op::POP_TOP, 0);
        let top = self.emit(Op::FOR_ITER, 0);
        // `item > kept` (`<` for min): the item is kept instead.
        self.emit(Op::COPY, 1);
        self.emit(Op::COPY, 6);
        let op = if builtin == "max" {
            CmpOp::Gt
        } else {
            CmpOp::Lt
        };
        self.emit(Op::COMPARE_OP, op as u32);
        let skip = self.emit(Op::POP_JUMP_IF_FALSE, 0);
        self.emit(Op::SWAP, 5);
        self.patch_here(skip);
        self.emit(Op::POP_TOP, 0);
        self.emit(Op::JUMP_BACKWARD, top as u32);
        self.patch_here(first);
        if default.is_some() {
            // No item: the default, where the placeholder was, is the
            // result.
            self.patch_here(top);
            return Ok(());
        }
        // No item: the placeholder goes, the error is raised here.
        self.emit(Op::POP_TOP, 0);
        self.load_name("ValueError");
        let msg = self.constant(Const::Str(format!("{builtin}() arg is an empty sequence")))?;
        self.emit(Op::LOAD_CONST, msg);
        self.emit(Op::CALL, 1);
        self.emit(Op::RAISE_VARARGS, 1);
        self.patch_here(top);
        Ok(())
    }

    fn call(&mut self, c: &'a ast::ExprCall) -> R<()> {
        let args = &c.arguments.args;
        let keywords = &c.arguments.keywords;
        let starred = args.iter().any(|a| matches!(a, Expr::Starred(_)))
            || keywords.iter().any(|k| k.arg.is_none());
        let mut seen = std::collections::HashSet::new();
        for k in keywords.iter() {
            if let Some(name) = &k.arg
                && !seen.insert(name.id.as_str())
            {
                return Err(Located::syntax(
                    k.start(),
                    format!("keyword argument repeated: {}", name.id),
                ));
            }
        }
        if starred {
            return self.call_ex(c);
        }
        // `super()` in a method: `super(__class__, <first argument>)`.
        if let Expr::Name(n) = &*c.func
            && n.id.as_str() == "super"
            && args.is_empty()
            && keywords.is_empty()
            && let Some(first) = self.first_param()
            && matches!(self.access("__class__"), super::Access::Deref)
        {
            self.load_name("super");
            self.load_name("__class__");
            self.load_name(&first);
            self.emit(Op::CALL, 2);
            return Ok(());
        }
        if let Expr::Name(n) = &*c.func
            && keywords.is_empty()
            && let [Expr::Generator(_)] = &args[..]
            && matches!(
                n.id.as_str(),
                "any" | "all" | "sum" | "list" | "set" | "tuple" | "min" | "max"
            )
            && self.table.names_builtin(self.unit.scope, n.id.as_str())
            && (!matches!(n.id.as_str(), "min" | "max")
                || self.table.names_builtin(self.unit.scope, "ValueError"))
        {
            return self.consume_generator(n.id.as_str(), &args[0]);
        }
        // `max(g, default=d)`: the same loop, `d` when `g` is empty.
        if let Expr::Name(n) = &*c.func
            && let [k] = &keywords[..]
            && k.arg.as_ref().is_some_and(|a| a.id.as_str() == "default")
            && let [g @ Expr::Generator(_)] = &args[..]
            && matches!(n.id.as_str(), "min" | "max")
            && self.table.names_builtin(self.unit.scope, n.id.as_str())
        {
            return self.extreme_of_generator(n.id.as_str(), g, Some(&k.value));
        }
        if args.len() > limits::MAX_CALL_ARGS as usize
            || keywords.len() > limits::MAX_CALL_ARGS as usize
            || args.len() + keywords.len() > limits::MAX_CALL_ARGS as usize
        {
            return Err(Located::unsupported(c.start(), "too many arguments"));
        }
        // `"sep".join(g)`: the list `str.join` makes of `g` first, made
        // by a loop of this frame (see `consume_generator`).
        if let Expr::Attribute(a) = &*c.func
            && let Expr::StringLiteral(_) = &*a.value
            && a.attr.id.as_str() == "join"
            && keywords.is_empty()
            && let [g @ Expr::Generator(_)] = &args[..]
        {
            self.expr(&a.value)?;
            self.consume_generator("list", g)?;
            let name = self.name("join");
            if name > 0xff_ffff {
                return Err(Located::unsupported(c.start(), "too many names"));
            }
            self.emit(Op::CALL_METHOD, name | 1 << 24);
            return Ok(());
        }
        if let Expr::Attribute(a) = &*c.func
            && keywords.is_empty()
        {
            self.expr(&a.value)?;
            for x in args.iter() {
                self.expr(x)?;
            }
            let name = self.name(a.attr.id.as_str());
            if name > 0xff_ffff {
                return Err(Located::unsupported(c.start(), "too many names"));
            }
            // A failed lookup of the method underlines `obj.name`.
            if self.lines.line(a.end()) == self.lines.line(c.start()) {
                self.unit.pos.callee_end = Position::column(self.lines.byte_col(a.end()));
            }
            self.emit(Op::CALL_METHOD, name | ((args.len() as u32) << 24));
            return Ok(());
        }
        self.expr(&c.func)?;
        for x in args.iter() {
            self.expr(x)?;
        }
        if keywords.is_empty() {
            self.emit(Op::CALL, args.len() as u32);
            return Ok(());
        }
        let mut names = Vec::with_capacity(keywords.len());
        for k in keywords.iter() {
            self.expr(&k.value)?;
            if let Some(name) = &k.arg {
                names.push(self.name(name.id.as_str()));
            }
        }
        let table = self.kwnames_table(names, c.start())?;
        self.emit(
            Op::CALL_KW,
            args.len() as u32 | (keywords.len() as u32) << 8 | table << 16,
        );
        Ok(())
    }

    fn kwnames_table(&mut self, names: Vec<u32>, at: TextSize) -> R<u32> {
        if let Some(&t) = self.t.kwnames_idx.get(&names) {
            return Ok(t);
        }
        let t = self.t.kwnames.len() as u32;
        if t > 0xffff {
            return Err(Located::unsupported(
                at,
                "too many distinct keyword-argument lists",
            ));
        }
        self.t.kwnames.push(names.clone());
        self.t.kwnames_idx.insert(names, t);
        Ok(t)
    }

    /// A call with `*args` or `**kwargs`: the positional arguments as a
    /// tuple and the keywords as a dict, then `CALL_FUNCTION_EX`.
    fn call_ex(&mut self, c: &'a ast::ExprCall) -> R<()> {
        self.expr(&c.func)?;
        self.build(&c.arguments.args, Op::BUILD_TUPLE, c.start())?;
        let keywords = &c.arguments.keywords;
        if keywords.is_empty() {
            self.emit(Op::CALL_FUNCTION_EX, 0);
            return Ok(());
        }
        self.emit(Op::BUILD_MAP, 0);
        for k in keywords.iter() {
            match &k.arg {
                Some(name) => {
                    let key = self.constant(Const::Str(name.id.to_string()))?;
                    self.emit(Op::LOAD_CONST, key);
                    self.expr(&k.value)?;
                    self.emit(Op::BUILD_MAP, 1);
                }
                None => self.expr(&k.value)?,
            }
            self.emit(Op::DICT_UPDATE, 1);
        }
        self.emit(Op::CALL_FUNCTION_EX, 1);
        Ok(())
    }
}
