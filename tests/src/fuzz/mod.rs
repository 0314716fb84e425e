//! The bodies of the fuzz targets. `fuzz/fuzz_targets/*.rs` are thin
//! wrappers that panic on an `Err`; `tests/tests/fuzz_seeds.rs` replays every
//! checked-in seed and past crash through the same functions on stable.

mod aarch64_encode;
pub mod program_gen;

pub use aarch64_encode::aarch64_encode;

use arbitrary::Unstructured;
use trellis_core::bytecode::format;
use trellis_core::tier2::JitConfig;
use trellis_core::tier2::reconstruct::{self, ExitPoint, FrameTree, InlinedFrame, Returns};
use trellis_core::{ExcKind, FixedFrameStack, Value, Vm, VmConfig};
use trellis_host_std::frontend;
use trellis_host_std::program::{self, Engine, RunOptions};

use crate::traceback_skeleton;

/// Steps the interpreter may take on a generated program. Every engine
/// counts steps exactly as the interpreter does, so JIT runs get the same
/// budget and must take the same number of steps.
const STEPS: u64 = 200_000;

/// Objects made between two young collections in fuzzed runs.
const FUZZ_NURSERY: usize = 64;

/// What a run printed, in the form runs are compared, whether it hit the
/// step limit, and the steps it took.
fn outcome(
    src: &str,
    engine: Engine,
    step_limit: u64,
) -> Result<(String, Vec<String>, bool, u64), String> {
    let module = frontend::compile(src, "fuzz.py")
        .map_err(|e| format!("generated program does not compile: {e}\n{src}"))?;
    let opts = RunOptions {
        vm: VmConfig {
            step_limit: Some(step_limit),
            // Young collections every few objects: an old object that was
            // given a new one and not flagged loses it, and the engines
            // then disagree (or the run fails).
            nursery: Some(FUZZ_NURSERY),
            ..VmConfig::default()
        },
        engine,
        jit: JitConfig {
            hot_loop: 1,
            hot_call: 1,
            hot_exit: 1,
            ..JitConfig::default()
        },
        dump_asm: false,
        argv: Vec::new(),
    };
    let r = program::run_module(module, String::new(), &opts)
        .map_err(|e| format!("invalid bytecode: {e}"))?;
    let (tb, limited) = match &r.error {
        Some(e) => (
            traceback_skeleton(&e.render("fuzz.py", |_, _| None)),
            e.exception.kind == ExcKind::StepLimitExceeded,
        ),
        None => (Vec::new(), false),
    };
    Ok((r.output, tb, limited, r.vm.steps))
}

/// Differential check: a generated program must print the same thing,
/// fail the same way and take the same steps under the interpreter and
/// every JIT engine (emulated ones included), with thresholds of 1.
pub fn tracer_diff(data: &[u8]) -> Result<(), String> {
    let mut u = Unstructured::new(data);
    let src = program_gen::program(&mut u);
    let reference = outcome(&src, Engine::Off, STEPS)?;
    if reference.2 {
        return Ok(()); // too long a program to compare
    }
    let engines = Engine::ALL.iter().filter(|e| **e != Engine::Off);
    for engine in engines {
        let got = outcome(&src, *engine, STEPS)?;
        if (&got.0, &got.1, got.3) != (&reference.0, &reference.1, reference.3) {
            return Err(format!(
                "--jit {} differs from the interpreter\n--- program\n{src}--- interpreter ({} steps)\n{}{:?}\n--- {} ({} steps)\n{}{:?}",
                engine.name(),
                reference.3,
                reference.0,
                reference.1,
                engine.name(),
                got.3,
                got.0,
                got.1
            ));
        }
    }
    Ok(())
}

/// Arbitrary bytes into the loader and verifier: an error or a module; a
/// module that verifies runs (with a step budget) without crashing.
pub fn bytecode_load(data: &[u8]) -> Result<(), String> {
    if let Ok(module) = format::load(data) {
        let stack = FixedFrameStack::new(vec![Value::Undef; 4096].into_boxed_slice());
        let config = VmConfig {
            step_limit: Some(20_000),
            ..VmConfig::default()
        };
        let mut vm = Vm::new(module, stack, String::new(), config)
            .map_err(|e| format!("verified twice, failed once: {e}"))?;
        let _ = vm.run();
    }
    Ok(())
}

/// Arbitrary frame chains through the reconstruction encoder and decoder
/// come back equal.
pub fn reconstruct_roundtrip(data: &[u8]) -> Result<(), String> {
    let mut u = Unstructured::new(data);
    let mut tree = FrameTree::default();
    let mut chains: Vec<Vec<InlinedFrame>> = vec![Vec::new()];
    let mut nodes: Vec<u32> = vec![0];
    let n = u.int_in_range(0..=12u32).unwrap_or(0);
    for _ in 0..n {
        let parent = u.choose_index(nodes.len()).unwrap_or(0);
        let f = InlinedFrame {
            code: u.int_in_range(0..=reconstruct::MAX_CODE).unwrap_or(0),
            offset: u.arbitrary().unwrap_or(0),
            parent_ip: u.arbitrary().unwrap_or(0),
            parent_depth: u.arbitrary().unwrap_or(0),
            returns: *u.choose(&Returns::ALL).unwrap_or(&Returns::Value),
        };
        let node = tree.child(nodes[parent], f);
        if node as usize == nodes.len() {
            let mut chain = chains[parent].clone();
            chain.push(f);
            chains.push(chain);
            nodes.push(node);
        }
    }
    let root_code: u32 = u.arbitrary().unwrap_or(0);
    let mut exits = Vec::new();
    for _ in 0..u.int_in_range(1..=8u32).unwrap_or(1) {
        let k = u.choose_index(nodes.len()).unwrap_or(0);
        exits.push((
            k,
            ExitPoint {
                node: nodes[k],
                ip: u.arbitrary().unwrap_or(0),
                depth: u.arbitrary().unwrap_or(0),
            },
        ));
    }
    let points: Vec<ExitPoint> = exits.iter().map(|e| e.1).collect();
    let enc = reconstruct::encode(&tree, &points);
    for (i, (k, p)) in exits.iter().enumerate() {
        let frames = reconstruct::decode(&enc.bytes, enc.exit_at[i] as usize, root_code)
            .ok_or_else(|| format!("exit {i} does not decode"))?;
        let chain = &chains[*k];
        if frames.len() != chain.len() + 1 {
            return Err(format!(
                "exit {i}: {} frames for a chain of {}",
                frames.len(),
                chain.len()
            ));
        }
        let inner = frames[frames.len() - 1];
        if (inner.ip, inner.depth) != (p.ip, p.depth) || frames[0].code != root_code {
            return Err(format!("exit {i}: innermost or root frame differs"));
        }
        for (j, f) in chain.iter().enumerate() {
            let (parent, me) = (frames[j], frames[j + 1]);
            if (parent.ip, parent.depth, me.code, me.offset, me.returns)
                != (f.parent_ip, f.parent_depth, f.code, f.offset, f.returns)
            {
                return Err(format!(
                    "exit {i}: frame {j} differs: {parent:?} {me:?} vs {f:?}"
                ));
            }
        }
    }
    // Whatever the bytes, decoding them never panics.
    for at in 0..enc.bytes.len() {
        let _ = reconstruct::decode(&enc.bytes[at..], 0, root_code);
    }
    Ok(())
}

/// Arbitrary encoder calls decode (with iced-x86) to the instruction asked
/// for.
#[cfg(target_arch = "x86_64")]
pub fn x64_encode(data: &[u8]) -> Result<(), String> {
    use iced_x86::{Code, Decoder, DecoderOptions, Register};
    use trellis_x64::encoder::{Alu, Asm, mem};
    use trellis_x64::regs::Gpr;

    let mut u = Unstructured::new(data);
    let reg = |u: &mut Unstructured| Gpr(u.int_in_range(0..=15u8).unwrap_or(0));
    let iced = |r: Gpr| {
        [
            Register::RAX,
            Register::RCX,
            Register::RDX,
            Register::RBX,
            Register::RSP,
            Register::RBP,
            Register::RSI,
            Register::RDI,
            Register::R8,
            Register::R9,
            Register::R10,
            Register::R11,
            Register::R12,
            Register::R13,
            Register::R14,
            Register::R15,
        ][r.0 as usize & 15]
    };
    for _ in 0..u.int_in_range(1..=16u32).unwrap_or(1) {
        let mut a = Asm::new();
        let (d, s) = (reg(&mut u), reg(&mut u));
        let disp: i32 = u.arbitrary().unwrap_or(0);
        let imm: i64 = u.arbitrary().unwrap_or(0);
        let which = u.int_in_range(0..=7u8).unwrap_or(0);
        let want: (Code, Register, Register) = match which {
            0 => {
                a.mov_rr(d, s);
                (Code::Mov_rm64_r64, iced(d), iced(s))
            }
            1 => {
                a.load(d, mem(s, disp));
                (Code::Mov_r64_rm64, iced(d), iced(s))
            }
            2 => {
                a.store(mem(d, disp), s);
                (Code::Mov_rm64_r64, iced(d), iced(s))
            }
            3 => {
                let ops = [Alu::Add, Alu::Or, Alu::And, Alu::Sub, Alu::Xor, Alu::Cmp];
                let op = ops[(imm as usize) % ops.len()];
                a.alu_rr(op, d, s);
                let code = match op {
                    Alu::Add => Code::Add_rm64_r64,
                    Alu::Or => Code::Or_rm64_r64,
                    Alu::And => Code::And_rm64_r64,
                    Alu::Sub => Code::Sub_rm64_r64,
                    Alu::Xor => Code::Xor_rm64_r64,
                    Alu::Cmp => Code::Cmp_rm64_r64,
                };
                (code, iced(d), iced(s))
            }
            4 => {
                a.mov_ri(d, imm);
                // The shortest form: a 32-bit move zero-extends, a
                // sign-extended 32-bit immediate, then the 64-bit one.
                let code = if u32::try_from(imm).is_ok() {
                    Code::Mov_r32_imm32
                } else if i32::try_from(imm).is_ok() {
                    Code::Mov_rm64_imm32
                } else {
                    Code::Mov_r64_imm64
                };
                (code, iced(d), Register::None)
            }
            5 => {
                a.imul_rr(d, s);
                (Code::Imul_r64_rm64, iced(d), iced(s))
            }
            6 => {
                a.lea(d, mem(s, disp));
                (Code::Lea_r64_m, iced(d), iced(s))
            }
            _ => {
                a.store_imm(mem(d, disp), imm as i32);
                (Code::Mov_rm64_imm32, iced(d), Register::None)
            }
        };
        let mut dec = Decoder::new(64, &a.code, DecoderOptions::NONE);
        let ins = dec.decode();
        if ins.code() != want.0 || ins.len() != a.code.len() {
            return Err(format!(
                "case {which}: {:02x?} decodes to {:?}",
                a.code,
                ins.code()
            ));
        }
        let reg0 = if ins.op0_kind() == iced_x86::OpKind::Register {
            // A 32-bit destination names the 64-bit register it clears.
            let low = [
                Register::EAX,
                Register::ECX,
                Register::EDX,
                Register::EBX,
                Register::ESP,
                Register::EBP,
                Register::ESI,
                Register::EDI,
                Register::R8D,
                Register::R9D,
                Register::R10D,
                Register::R11D,
                Register::R12D,
                Register::R13D,
                Register::R14D,
                Register::R15D,
            ];
            let r = ins.op0_register();
            match low.iter().position(|&l| l == r) {
                Some(k) => iced(Gpr(k as u8)),
                None => r,
            }
        } else {
            ins.memory_base()
        };
        if reg0 != want.1 {
            return Err(format!(
                "case {which}: {:02x?} first operand {reg0:?}, wanted {:?}",
                a.code, want.1
            ));
        }
        if want.2 != Register::None {
            let reg1 = if ins.op_count() > 1 && ins.op1_kind() == iced_x86::OpKind::Register {
                ins.op1_register()
            } else {
                ins.memory_base()
            };
            if reg1 != want.2 {
                return Err(format!(
                    "case {which}: {:02x?} second operand {reg1:?}, wanted {:?}",
                    a.code, want.2
                ));
            }
        }
        if matches!(which, 1 | 2 | 6 | 7) && ins.memory_displacement64() as i64 as i32 != disp {
            return Err(format!(
                "case {which}: displacement {} wanted {disp}",
                ins.memory_displacement64() as i64
            ));
        }
    }
    Ok(())
}
