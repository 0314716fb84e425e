//! Which specialized instruction fits the operand types an instruction just
//! saw. The interpreter rewrites the instruction to that form; the form
//! reverts to its generic instruction when it meets other types, and the
//! generic one waits [`BACKOFF`] executions before trying again.

use crate::bytecode::{BinOp, Op};
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
            _ => Op::BINARY_OP_INT,
        }),
        (Value::Float(_), Value::Float(_)) => Some(match op {
            BinOp::Add => Op::BINARY_OP_ADD_FLOAT,
            BinOp::Sub => Op::BINARY_OP_SUB_FLOAT,
            BinOp::Mul => Op::BINARY_OP_MUL_FLOAT,
            BinOp::TrueDiv | BinOp::FloorDiv | BinOp::Mod | BinOp::Pow => Op::BINARY_OP_FLOAT,
            _ => return None,
        }),
        _ => None,
    }
}

pub(crate) fn compare_op(a: Value, b: Value) -> Option<Op> {
    match (a, b) {
        (Value::Int(_), Value::Int(_)) => Some(Op::COMPARE_OP_INT),
        (Value::Float(_), Value::Float(_)) => Some(Op::COMPARE_OP_FLOAT),
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
