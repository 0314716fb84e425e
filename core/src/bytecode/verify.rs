//! The verifier: the firewall between untrusted bytecode and the VM.
//!
//! It proves, for every code object, that each operand is in range for its
//! kind, that every jump lands on an instruction, that control cannot fall
//! off the end, and that the stack depth is the same on every path into an
//! instruction, never negative and never above the declared `max_stack`.
//! The interpreter relies on these facts; it still checks value types at
//! run time. Work is linear in the size of the code.

use alloc::format;
use alloc::string::String;
use alloc::vec;

use super::LoadError;
use super::module::{Code, CodeFlags, Handler, Instr, Module, SourceModule, limits};
use super::opcode::{ArgKind, BinOp, CmpOp, Op, make_function};

pub fn verify(m: &Module) -> Result<(), LoadError> {
    if m.codes.is_empty() {
        return Err(LoadError {
            place: "module".into(),
            offset: 0,
            message: "no code objects (the module body is missing)".into(),
        });
    }
    for (i, names) in m.kwnames.iter().enumerate() {
        if names.is_empty()
            || names.len() > limits::MAX_CALL_ARGS as usize
            || names.iter().any(|&n| n as usize >= m.names.len())
        {
            return Err(LoadError {
                place: "keyword names".into(),
                offset: i,
                message: "a keyword-name list is empty, too long or names no name".into(),
            });
        }
    }
    let units = verify_modules(m)?;
    for u in &units {
        for ci in u.codes.0..u.codes.1 {
            verify_code(m, u, ci as usize, &m.codes[ci as usize])?;
        }
    }
    Ok(())
}

/// Checks a bundle's module table: the modules' code and name runs follow
/// one another from the start and cover both tables (so every code object
/// and name belongs to exactly one module), the main program comes first
/// and module names are distinct.
fn verify_modules(m: &Module) -> Result<alloc::vec::Vec<SourceModule>, LoadError> {
    let units = m.source_modules();
    let err = |i: usize, message: &str| LoadError {
        place: "modules".into(),
        offset: i,
        message: message.into(),
    };
    if units.len() > limits::MAX_MODULES {
        return Err(err(0, "too many modules"));
    }
    let (mut code_at, mut name_at) = (0u32, 0u32);
    for (i, u) in units.iter().enumerate() {
        if u.codes.0 != code_at || u.codes.1 <= u.codes.0 || u.names.0 != name_at {
            return Err(err(i, "module code or name runs are not consecutive"));
        }
        if u.names.1 < u.names.0 {
            return Err(err(i, "module name run is reversed"));
        }
        if u.name.is_empty() || units[..i].iter().any(|o| o.name == u.name) {
            return Err(err(i, "module name empty or repeated"));
        }
        if (i == 0) != (u.name == "__main__") {
            return Err(err(i, "the main program must come first, and only it"));
        }
        (code_at, name_at) = (u.codes.1, u.names.1);
    }
    if code_at as usize != m.codes.len() || name_at as usize != m.names.len() {
        return Err(err(
            units.len(),
            "modules do not cover every code object and name",
        ));
    }
    Ok(units)
}

fn verify_code(m: &Module, u: &SourceModule, ci: usize, code: &Code) -> Result<(), LoadError> {
    let body = ci == u.codes.0 as usize;
    // Operands name only the module's own code objects (not its body) and
    // names: its globals are its own.
    let own_code = |c: usize| c > u.codes.0 as usize && c < u.codes.1 as usize;
    let own_name = |n: usize| n >= u.names.0 as usize && n < u.names.1 as usize;
    let err = |offset: usize, message: String| LoadError {
        place: format!("code {} '{}'", ci, code.name),
        offset,
        message,
    };
    let n = code.instrs.len();
    let nlocals = code.nlocals();
    if n == 0 {
        return Err(err(0, "empty code object".into()));
    }
    if code.lines.len() != n {
        return Err(err(
            0,
            format!(
                "line table has {} entries for {} instructions",
                code.lines.len(),
                n
            ),
        ));
    }
    if body && code.nparams != 0 {
        return Err(err(0, "the module body cannot take parameters".into()));
    }
    if code.nparams.saturating_add(code.nfree) > nlocals {
        return Err(err(
            0,
            format!(
                "{} parameters and {} closure variables but only {} locals",
                code.nparams, code.nfree, nlocals
            ),
        ));
    }
    let star = code.flags.contains(CodeFlags::VARARGS) as u32
        + code.flags.contains(CodeFlags::VARKEYWORDS) as u32;
    if code.posonly > code.argcount
        || code
            .argcount
            .checked_add(code.kwonly)
            .and_then(|n| n.checked_add(star))
            != Some(code.nparams)
        || code.nparams > limits::MAX_CALL_ARGS + 2
    {
        return Err(err(0, "inconsistent parameter counts".into()));
    }
    if code.flags.contains(CodeFlags::CLASS_BODY) && (code.nparams != 1 || body) {
        return Err(err(0, "a class body takes exactly the class".into()));
    }
    if body && (code.flags != CodeFlags::empty() || code.nfree != 0) {
        return Err(err(0, "the module body is a plain code object".into()));
    }
    for (k, h) in code.handlers.iter().enumerate() {
        if h.start >= h.end || h.end as usize > n || h.target as usize >= n {
            return Err(err(
                h.target as usize,
                format!("exception handler {k} covers or targets no instruction"),
            ));
        }
    }
    if nlocals > limits::MAX_LOCALS || code.max_stack > limits::MAX_STACK {
        return Err(err(0, "frame too large".into()));
    }

    for (ip, ins) in code.instrs.iter().enumerate() {
        let a = ins.arg;
        let ok = match ins.op.arg_kind() {
            ArgKind::None => a == 0,
            ArgKind::Const => (a as usize) < m.consts.len(),
            ArgKind::Local if ins.op == Op::LOAD_ITER_STATE => a.saturating_add(2) < nlocals,
            ArgKind::Local => a < nlocals,
            ArgKind::LocalPair => (a & 0xffff) < nlocals && (a >> 16) < nlocals,
            ArgKind::Name => own_name(a as usize),
            ArgKind::Jump => match ins.op {
                Op::JUMP_FORWARD => (a as usize) < n && a as usize > ip,
                Op::JUMP_BACKWARD | Op::JUMP_BACKWARD_NO_INTERRUPT => a as usize <= ip,
                _ => (a as usize) < n,
            },
            ArgKind::Count => match ins.op {
                Op::COPY => (1..=limits::MAX_COUNT).contains(&a),
                Op::SWAP => (2..=limits::MAX_COUNT).contains(&a),
                Op::CALL | Op::CALL_PY_EXACT_ARGS => a <= limits::MAX_CALL_ARGS,
                Op::RAISE_VARARGS => a <= 2,
                Op::LIST_APPEND | Op::SET_ADD | Op::MAP_ADD => (1..=limits::MAX_COUNT).contains(&a),
                _ => a <= limits::MAX_COUNT,
            },
            ArgKind::BinOp => BinOp::decode(a).is_some(),
            ArgKind::CmpOp => CmpOp::from_u32(a).is_some(),
            ArgKind::Flag => a <= 1,
            ArgKind::Code => own_code(a as usize),
            ArgKind::CallKw => {
                let nkw = (a >> 8) & 0xff;
                let table = (a >> 16) as usize;
                nkw > 0
                    && (a & 0xff) + nkw <= limits::MAX_CALL_ARGS
                    && m.kwnames.get(table).is_some_and(|names| {
                        names.len() == nkw as usize && names.iter().all(|&n| own_name(n as usize))
                    })
            }
            ArgKind::UnpackEx => a >> 16 == 0,
            ArgKind::Format => a < 8,
            ArgKind::SliceArgs => a == 2 || a == 3,
            ArgKind::Method => own_name((a & 0xff_ffff) as usize),
            ArgKind::Import => own_name((a & 0xff_ffff) as usize) && a >> 24 <= 1,
            ArgKind::MakeFunction => {
                own_code(make_function::code(a) as usize) && make_function::flags(a) < 16
            }
        };
        if !ok {
            return Err(err(
                ip,
                format!("operand {} out of range for {}", a, ins.op.name()),
            ));
        }
    }

    stack_depth_with_handlers(&code.instrs, &code.handlers, code.max_stack)
        .map_err(|(ip, m)| err(ip, m))?;
    Ok(())
}

/// The deepest the value stack gets in `instrs`, by abstract interpretation
/// over the control-flow graph; an error (instruction index and reason) if
/// it underflows, exceeds `limit`, differs between two paths into one
/// instruction, or control runs past the end. Operands must already be in
/// range. The compiler uses this to size frames.
pub fn stack_depth(instrs: &[Instr], limit: u32) -> Result<u32, (usize, String)> {
    stack_depth_with_handlers(instrs, &[], limit)
}

/// [`stack_depth`] with the exception table's edges: every instruction in a
/// handler's range may jump to its target with the stack cut to the
/// handler's depth plus the exception. The handler's depth may not exceed
/// the depth at any instruction it covers.
pub fn stack_depth_with_handlers(
    instrs: &[Instr],
    handlers: &[Handler],
    limit: u32,
) -> Result<u32, (usize, String)> {
    let n = instrs.len();
    let mut depth: alloc::vec::Vec<Option<u32>> = vec![None; n];
    let mut work = vec![0usize];
    let mut max = 0;
    if n == 0 {
        return Err((0, "empty code".into()));
    }
    depth[0] = Some(0);
    while let Some(ip) = work.pop() {
        let d = depth[ip].unwrap_or(0);
        let ins = instrs[ip];
        let e = ins.op.effect(ins.arg);
        // Instructions that reach a container below their operands.
        let reach = match ins.op {
            Op::LIST_APPEND | Op::SET_ADD => ins.arg.saturating_add(1),
            Op::MAP_ADD => ins.arg.saturating_add(2),
            _ => 0,
        };
        if d < reach {
            return Err((
                ip,
                format!(
                    "{} reaches {} values but the stack holds {}",
                    ins.op.name(),
                    reach,
                    d
                ),
            ));
        }
        if let Some(h) = handlers
            .iter()
            .find(|h| (h.start as usize..h.end as usize).contains(&ip))
        {
            if h.depth > d {
                return Err((
                    ip,
                    format!("handler depth {} above the stack depth {} here", h.depth, d),
                ));
            }
            let (t, nd) = (h.target as usize, h.depth + 1);
            if nd > limit {
                return Err((ip, format!("stack depth {nd} exceeds max_stack {limit}")));
            }
            max = max.max(nd);
            match depth[t] {
                None => {
                    depth[t] = Some(nd);
                    work.push(t);
                }
                Some(old) if old != nd => {
                    return Err((
                        t,
                        format!("stack depth {} here on one path and {} on another", old, nd),
                    ));
                }
                Some(_) => {}
            }
        }
        let mut flow =
            |target: usize, pops: u32, pushes: u32, what: &str| -> Result<(), (usize, String)> {
                if d < pops {
                    return Err((
                        ip,
                        format!(
                            "{} pops {} values but the stack holds {}",
                            ins.op.name(),
                            pops,
                            d
                        ),
                    ));
                }
                let nd = d - pops + pushes;
                if nd > limit {
                    return Err((
                        ip,
                        format!("stack depth {} exceeds max_stack {}", nd, limit),
                    ));
                }
                max = max.max(nd);
                if target >= n {
                    return Err((ip, format!("control {what} past the end of the code")));
                }
                match depth[target] {
                    None => {
                        depth[target] = Some(nd);
                        work.push(target);
                    }
                    Some(old) if old != nd => {
                        return Err((
                            target,
                            format!("stack depth {} here on one path and {} on another", old, nd),
                        ));
                    }
                    Some(_) => {}
                }
                Ok(())
            };
        if let Some((jp, jq)) = e.jump {
            flow(ins.arg as usize, jp, jq, "jumps")?;
        }
        if !e.terminal {
            flow(ip + 1, e.pops, e.pushes, "falls")?;
        } else if e.jump.is_none() && d < e.pops {
            return Err((
                ip,
                format!(
                    "{} pops {} values but the stack holds {}",
                    ins.op.name(),
                    e.pops,
                    d
                ),
            ));
        }
    }
    Ok(max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::Const;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    fn module(instrs: Vec<Instr>, max_stack: u32) -> Module {
        let n = instrs.len();
        Module {
            filename: "t.py".into(),
            names: vec!["x".to_string()],
            consts: vec![Const::Int(1)],
            codes: vec![Code::simple(
                "<module>",
                0,
                vec![],
                max_stack,
                instrs,
                vec![1; n],
                1,
            )],
            kwnames: vec![],
            modules: vec![],
        }
    }

    #[test]
    fn accepts_balanced_code() {
        let m = module(
            vec![
                Instr::new(Op::LOAD_CONST, 0),
                Instr::new(Op::RETURN_VALUE, 0),
            ],
            1,
        );
        assert_eq!(verify(&m), Ok(()));
    }

    #[test]
    fn rejects_underflow_overflow_falloff_and_bad_operands() {
        let cases: Vec<(Vec<Instr>, u32, &str)> = vec![
            (
                vec![Instr::new(Op::POP_TOP, 0), Instr::new(Op::RETURN_VALUE, 0)],
                1,
                "pops",
            ),
            (
                vec![
                    Instr::new(Op::LOAD_CONST, 0),
                    Instr::new(Op::LOAD_CONST, 0),
                    Instr::new(Op::RETURN_VALUE, 0),
                ],
                1,
                "exceeds",
            ),
            (
                vec![Instr::new(Op::LOAD_CONST, 0), Instr::new(Op::POP_TOP, 0)],
                1,
                "past the end",
            ),
            (
                vec![
                    Instr::new(Op::LOAD_CONST, 7),
                    Instr::new(Op::RETURN_VALUE, 0),
                ],
                1,
                "out of range",
            ),
            (
                vec![
                    Instr::new(Op::LOAD_FAST, 0),
                    Instr::new(Op::RETURN_VALUE, 0),
                ],
                1,
                "out of range",
            ),
            (
                vec![
                    Instr::new(Op::JUMP_FORWARD, 9),
                    Instr::new(Op::RETURN_VALUE, 0),
                ],
                1,
                "out of range",
            ),
            (
                // Two paths into instruction 3 with different depths.
                vec![
                    Instr::new(Op::LOAD_CONST, 0),
                    Instr::new(Op::POP_JUMP_IF_FALSE, 3),
                    Instr::new(Op::LOAD_CONST, 0),
                    Instr::new(Op::LOAD_CONST, 0),
                    Instr::new(Op::RETURN_VALUE, 0),
                ],
                3,
                "on one path",
            ),
        ];
        for (instrs, max_stack, want) in cases {
            let e = verify(&module(instrs.clone(), max_stack)).unwrap_err();
            assert!(e.message.contains(want), "{instrs:?}: {e}");
        }
    }
}
