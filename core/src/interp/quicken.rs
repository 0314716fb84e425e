//! Which specialized instruction fits the operand types an instruction just
//! saw. The interpreter rewrites the instruction to that form; the form
//! reverts to its generic instruction when it meets other types, and the
//! generic one waits [`BACKOFF`] executions before trying again. When a
//! compare or an int add/subtract specializes, the instructions around it
//! may also take a fused form ([`fuse_local_const`], the compare forms).

use core::cell::Cell;

use crate::bytecode::{BinOp, Instr, Op};
use crate::value::Value;

/// Executions a generic instruction waits after a failed or reverted
/// specialization.
pub(crate) const BACKOFF: u32 = 53;

pub(crate) fn binary_op(op: BinOp, a: Value, b: Value) -> Option<Op> {
    match (a, b) {
        (Value::Int(_), Value::Int(_)) => Some(match op {
            BinOp::Add => Op::BINARY_OP_ADD_INT,
            BinOp::Sub => Op::BINARY_OP_SUB_INT,
            BinOp::Mul => Op::BINARY_OP_MUL_INT,
            BinOp::FloorDiv => Op::BINARY_OP_FLOORDIV_INT,
            BinOp::Mod => Op::BINARY_OP_MOD_INT,
            BinOp::Xor => Op::BINARY_OP_XOR_INT,
            BinOp::And => Op::BINARY_OP_AND_INT,
            BinOp::Or => Op::BINARY_OP_OR_INT,
            _ => Op::BINARY_OP_INT,
        }),
        // The float forms also take an int on either side (converted, as
        // Python does); two ints make them revert.
        (Value::Float(_), Value::Float(_) | Value::Int(_)) | (Value::Int(_), Value::Float(_)) => {
            Some(match op {
                BinOp::Add => Op::BINARY_OP_ADD_FLOAT,
                BinOp::Sub => Op::BINARY_OP_SUB_FLOAT,
                BinOp::Mul => Op::BINARY_OP_MUL_FLOAT,
                BinOp::TrueDiv | BinOp::FloorDiv | BinOp::Mod | BinOp::Pow => Op::BINARY_OP_FLOAT,
                _ => return None,
            })
        }
        _ => None,
    }
}

/// `next` is the instruction after the compare: a conditional branch there
/// gets the fused form.
pub(crate) fn compare_op(a: Value, b: Value, next: Option<Op>) -> Option<Op> {
    let branch = matches!(next, Some(Op::POP_JUMP_IF_FALSE | Op::POP_JUMP_IF_TRUE));
    match (a, b) {
        (Value::Int(_), Value::Int(_)) if branch => Some(Op::COMPARE_OP_INT_JUMP),
        (Value::Int(_), Value::Int(_)) => Some(Op::COMPARE_OP_INT),
        (Value::Float(_), Value::Float(_)) if branch => Some(Op::COMPARE_OP_FLOAT_JUMP),
        (Value::Float(_), Value::Float(_)) => Some(Op::COMPARE_OP_FLOAT),
        _ => None,
    }
}

/// Both operands as floats when one is a float and the other a float or
/// an int (what the float forms of `BINARY_OP` accept).
#[inline(always)]
pub(crate) fn float_pair(a: Value, b: Value) -> Option<(f64, f64)> {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => Some((x, y)),
        (Value::Float(x), Value::Int(y)) => Some((x, y as f64)),
        (Value::Int(x), Value::Float(y)) => Some((x as f64, y)),
        _ => None,
    }
}

pub(crate) fn for_iter(state: Value) -> Option<Op> {
    match state {
        Value::Int(_) => Some(Op::FOR_ITER_RANGE),
        Value::List(_) => Some(Op::FOR_ITER_LIST),
        _ => None,
    }
}

/// After the instruction at `at` quickened to `form`: when the two before it
/// are `LOAD_FAST` and a `LOAD_CONST` of an int, the `LOAD_FAST` becomes the
/// form that does all three (or, for a fused compare, all four) at once.
/// Nothing is rewritten but that `LOAD_FAST`; the fused form reads the
/// operands of the instructions it covers, which never change.
pub(crate) fn fuse_local_const(instrs: &[Cell<Instr>], consts: &[Value], at: usize, form: Op) {
    let fused = match form {
        Op::BINARY_OP_ADD_INT => Op::LOAD_FAST_ADD_CONST_INT,
        Op::BINARY_OP_SUB_INT => Op::LOAD_FAST_SUB_CONST_INT,
        Op::COMPARE_OP_INT_JUMP => Op::LOAD_FAST_COMPARE_CONST_INT_JUMP,
        _ => return,
    };
    let (Some(load), Some(konst)) = (
        at.checked_sub(2).and_then(|i| instrs.get(i)),
        at.checked_sub(1).and_then(|i| instrs.get(i)),
    ) else {
        return;
    };
    let (l, k) = (load.get(), konst.get());
    if l.op == Op::LOAD_FAST
        && k.op == Op::LOAD_CONST
        && matches!(consts.get(k.arg as usize), Some(Value::Int(_)))
    {
        load.set(Instr::new(fused, l.arg));
    }
}
