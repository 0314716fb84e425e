//! The tier-1 interpreter: the [`Vm`], its frames, globals and heap.
//!
//! The VM owns a verified [`Module`], a runtime copy of each code object
//! whose instructions quicken in place ([`CodeRt`]), the heap, and the
//! metadata of every active frame ([`Frame`]); the frame slots themselves
//! live in the host's [`FrameStack`]. The dispatch loop is in `eval.rs`.

mod attrs;
mod call_ops;
mod callbacks;
pub(crate) mod calls;
mod classes;
pub(crate) mod eval;
mod generators;
pub(crate) mod imports;
pub(crate) mod inline_cache;
mod match_ops;
mod namespaces;
pub(crate) use match_ops::MATCH_SELF;
mod object_ops;
mod quicken;
pub(crate) mod slow_ops;
mod unwind;

use alloc::string::String;
use alloc::vec::Vec;
use core::cell::Cell;

use crate::builtins::Builtin;
use crate::bytecode::{Const, Instr, LoadError, Module, verify};
use crate::error::{Exception, GuestError, TraceEntry, exc};
use crate::heap::{Heap, HeapStats};
use crate::host::{FrameStack, Output};
use crate::ops;
use crate::tier2::AbortReason;
use crate::tier2::recorder::Step;
use crate::value::Value;

/// Settings of the interpreter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VmConfig {
    /// Most frames alive at once (CPython's default recursion limit).
    pub recursion_limit: usize,
    /// Stop with `StepLimitExceeded` after this many loop back-edges plus
    /// guest calls (a budget for untrusted programs); `None`: no limit.
    pub step_limit: Option<u64>,
    /// Stop with `StepLimitExceeded` before instruction number N+1 (only
    /// with the `instruction-count` feature; used to stop two runs at the
    /// same point).
    pub instruction_limit: Option<u64>,
    /// Objects made between two young collections, instead of the
    /// collector's own pacing: small values make the collector run often,
    /// which tests and fuzzing use to check that nothing live is freed.
    pub nursery: Option<usize>,
    /// Most nested runs of the dispatch loop at once: a builtin or special
    /// method calling guest code (`map`, `max`, `sorted(key=)`, `__eq__`,
    /// a generator a builtin consumes) runs it in a nested run, on the
    /// host's native stack. Past it, `RecursionError`. A level takes about
    /// 14 KiB in a release build on x86-64, so the default fits a 2 MiB
    /// stack; a host with a bigger stack may allow as many as the
    /// recursion limit, as CPython does.
    pub nested_runs: usize,
}

impl Default for VmConfig {
    fn default() -> Self {
        VmConfig {
            recursion_limit: 1000,
            step_limit: None,
            instruction_limit: None,
            nursery: None,
            nested_runs: 200,
        }
    }
}

/// Counters the interpreter keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VmStats {
    /// Loop back-edges taken plus guest calls made (what `step_limit`
    /// counts).
    pub steps: u64,
    /// Instructions rewritten to a specialized form.
    pub specializations: u64,
    /// Specialized instructions that met other types and reverted.
    pub despecializations: u64,
    /// Instructions the interpreter executed (only counted with the
    /// `instruction-count` feature).
    pub instructions: u64,
}

/// A frame as a debugger (or a test) sees it; values as their `repr`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameSnapshot {
    pub function: String,
    pub code: u32,
    /// The next instruction.
    pub ip: u32,
    pub locals: Vec<String>,
    pub stack: Vec<String>,
}

/// A code object as the VM runs it: instructions that quicken in place and
/// a counter per instruction (hotness for back-edges, backoff for the rest).
pub struct CodeRt {
    pub instrs: Vec<Cell<Instr>>,
    pub counters: Vec<Cell<u32>>,
    /// `LOAD_ATTR` / `CALL_METHOD` caches, by instruction.
    pub attr_caches: Vec<Cell<inline_cache::AttrCache>>,
    pub nparams: u32,
    pub nlocals: u32,
    pub frame_size: u32,
    /// A call with exactly `nparams` positional arguments just copies them
    /// into the first locals ([`crate::bytecode::Code::is_plain`]).
    pub plain: bool,
    /// Plain but for closure variables after the parameters.
    pub plain_but_closure: bool,
    /// Its parameters end with `*args` or `**kwargs`.
    pub star_params: bool,
    pub generator: bool,
    /// Local 0 may not hold the first positional argument when the frame
    /// returns (`self` of a method): some instruction may rebind it, or it
    /// is not a positional parameter (`def m(*args)`).
    pub writes_local0: bool,
    /// Local 1 may not hold the second positional argument when the frame
    /// returns (an operator's other operand), for the same reasons
    /// (`def __add__(self, *args)`).
    pub writes_local1: bool,
    /// The code has a loop (a backward jump).
    pub has_loop: bool,
    /// The tree anchored at the code's entry (a function-entry trace), or
    /// [`NO_ENTRY_TREE`]: a plain call enters it instead of interpreting.
    pub entry_tree: Cell<u32>,
    /// Plain calls since the last attempt to record its entry.
    pub calls: Cell<u32>,
}

/// `CodeRt::entry_tree` when the code has no function-entry tree.
pub const NO_ENTRY_TREE: u32 = u32::MAX;

/// Whether some instruction of `c` may rebind local `k`.
fn may_rebind(c: &crate::bytecode::Code, k: u32) -> bool {
    use crate::bytecode::Op;
    c.instrs.iter().any(|i| match i.op {
        Op::STORE_FAST | Op::DELETE_FAST | Op::MAKE_CELL => i.arg == k,
        Op::STORE_FAST_LOAD_FAST => i.arg & 0xffff == k,
        _ => false,
    })
}

/// What happens when a frame returns (or, for a generator, yields).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FrameKind {
    /// The value goes to the caller's stack top.
    Normal,
    /// An `__init__` run by instance creation: it must return `None`; the
    /// instance (`aux`) goes to the caller.
    Init,
    /// A generator (`aux`) resumed by `next()` or `send()`: a yielded
    /// value goes to the caller, a return raises `StopIteration`.
    GenNext,
    /// A generator resumed by `FOR_ITER`: a return ends the caller's loop.
    GenForIter,
    /// A generator resumed by `SEND` (`yield from`): a return gives the
    /// caller the value and takes `SEND`'s jump.
    GenSend,
    /// The caller wants no value (a `__setitem__` or a property setter).
    Discard,
    /// `__bool__` (`aux` 0) or `__len__` (`aux` 1) run by a truth test
    /// (`if obj:`, `not obj`): the result, checked, becomes a bool in the
    /// instance's place and the caller runs its test again on it.
    Truth,
    /// `__len__` run by `len(obj)`: the result, checked, goes to the
    /// caller as `len()`'s.
    Length,
    /// `__contains__` run by `x in obj` (`aux` 0) or `x not in obj`
    /// (`aux` 1): the result's truth (negated for `not in`) goes to the
    /// caller as the test's.
    Contains,
    /// `__lt__`, `__le__`, `__gt__` or `__ge__` run by `a < b` and the
    /// others (`aux`: the `CmpOp`): its result goes to the caller as the
    /// comparison's, unless it is `NotImplemented`, when the comparison
    /// goes on with `b`'s reflected method (the frame's first two locals,
    /// which the method never rebinds, are `a` and `b`).
    Compare,
    /// `__add__` and the other forward binary methods run by `a + b` (or
    /// `a += b` when the class has no `__iadd__`; `aux`: the `BINARY_OP`
    /// argument), or with [`BINARY_REFLECTED`] in `aux` `b`'s reflected
    /// one (`__radd__`, `a` a number), or with [`BINARY_INPLACE`] `a`'s
    /// in-place one (`__iadd__`): its result goes to the caller as
    /// the operation's, unless it is `NotImplemented`, when the operation
    /// goes on as CPython's does after that method (the frame's first two
    /// locals, as for `Compare`, are the method's two operands).
    Binary,
    /// A module's body run by an import (`aux`: the module object); its
    /// return lets the import instruction carry on.
    Module,
    /// `__next__` run by `FOR_ITER` over an instance: its value goes to
    /// the loop, as a `Normal` frame's; a `StopIteration` it raises ends
    /// the caller's loop.
    ForIterNext,
}

/// The bit of a `Binary` frame's `aux` that says it runs the right
/// operand's reflected method (above any `BINARY_OP` argument).
pub(crate) const BINARY_REFLECTED: u32 = 1 << 16;

/// The bit of a `Binary` frame's `aux` that says it runs the left
/// operand's in-place method (`__iadd__`).
pub(crate) const BINARY_INPLACE: u32 = 1 << 17;

/// An active frame. `base` is the index of its first slot in the frame
/// stack (locals, then the value stack); `sp` is the absolute index one past
/// the top of its value stack; `ip` is the next instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub code: u32,
    pub base: u32,
    pub ip: u32,
    pub sp: u32,
    pub kind: FrameKind,
    /// For `Init` frames the instance, for generator frames the generator
    /// (heap indices).
    pub aux: u32,
}

impl Frame {
    pub fn normal(code: u32, base: u32, ip: u32, sp: u32) -> Self {
        Frame {
            code,
            base,
            ip,
            sp,
            kind: FrameKind::Normal,
            aux: 0,
        }
    }
}

pub struct Vm<F: FrameStack, O: Output> {
    pub(crate) module: Module,
    pub(crate) codes: Vec<CodeRt>,
    pub(crate) consts: Vec<Value>,
    pub(crate) globals: Vec<Value>,
    /// For each name, the builtin a global lookup falls back to (a
    /// `Builtin` or an `ExcType`).
    pub(crate) builtin_of_name: Vec<Option<Value>>,
    /// For each name, the attribute of builtin objects it names.
    pub(crate) attr_of_name: Vec<Option<crate::objects::Attr>>,
    /// For each name, its interned id (`objects::intern`).
    pub(crate) name_ids: Vec<crate::objects::intern::NameId>,
    /// Per code object, the interned names of its parameters.
    pub(crate) param_ids: Vec<Vec<crate::objects::intern::NameId>>,
    /// The exception being handled (`None` outside `except` blocks).
    pub(crate) exc_info: Value,
    /// The exception being raised, kept alive while it unwinds.
    pub(crate) raising: Value,
    /// A `MemoryError` made in advance, raised when the heap is full.
    pub(crate) memory_error: Value,
    /// Nested runs of the dispatch loop (guest code called from a builtin
    /// or a special method) now active; bounded so that the Rust stack is.
    pub(crate) nested: usize,
    /// Names in the order globals were first bound (for error suggestions).
    pub(crate) global_order: Vec<u32>,
    pub(crate) heap: Heap,
    pub(crate) frames: Vec<Frame>,
    pub(crate) stack: F,
    pub(crate) out: O,
    pub(crate) config: VmConfig,
    pub(crate) stats: VmStats,
    /// `config.step_limit`, or `u64::MAX`.
    pub(crate) step_limit: u64,
    /// Tier 2, when enabled.
    pub(crate) jit: Option<crate::tier2::Jit>,
    /// `config.instruction_limit`, or `u64::MAX`.
    #[cfg_attr(not(feature = "instruction-count"), allow(dead_code))]
    pub(crate) instruction_limit: u64,
    /// The frames when the last run stopped at a step or instruction limit.
    stopped_at: Option<Vec<FrameSnapshot>>,
    /// The bundle's source modules (`interp/imports.rs`), the main program
    /// first, and for each code object the one it belongs to.
    pub(crate) units: Vec<imports::Unit>,
    pub(crate) code_unit: Vec<u32>,
    /// The objects of the native modules imported (`Undef`: not yet), by
    /// `NativeModule::index`.
    pub(crate) natives: Vec<Value>,
    /// `sys.modules` once the program has imported `sys`.
    pub(crate) sys_modules: Value,
    /// `sys.argv`.
    pub(crate) argv: Vec<String>,
    /// Every module object made, `sys.modules` and the builtins' loops
    /// over generators (roots for the collector).
    pub(crate) module_roots: Vec<Value>,
    /// The guest loops builtins consuming a generator run as.
    pub(crate) consumers: crate::builtins::consumers::Consumers,
    /// Where a generic call binds its arguments before they are copied
    /// into the frame (kept, so a call allocates nothing for it).
    pub(crate) bind_scratch: Vec<Value>,
    /// Classes of class statements whose metaclass is being called: the
    /// `type.__new__` that call makes fills the statement's class (made
    /// before its body ran, so its methods' `__class__` cells hold it)
    /// instead of making another. On the operand stack, so rooted there.
    pub(crate) adopting: Vec<crate::heap::ObjRef>,
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// Verifies `module` and prepares a VM to run it.
    pub fn new(module: Module, stack: F, out: O, config: VmConfig) -> Result<Self, LoadError> {
        verify::verify(&module)?;
        let mut heap = Heap::new();
        heap.set_nursery(config.nursery);
        let mut consts = Vec::with_capacity(module.consts.len());
        for c in &module.consts {
            consts.push(const_value(&mut heap, c, 0).map_err(|e| LoadError {
                place: "constants".into(),
                offset: consts.len(),
                message: e.message,
            })?);
        }
        let codes = module
            .codes
            .iter()
            .map(|c| CodeRt {
                instrs: c.instrs.iter().map(|i| Cell::new(*i)).collect(),
                counters: c.instrs.iter().map(|_| Cell::new(0)).collect(),
                attr_caches: c
                    .instrs
                    .iter()
                    .map(|_| Cell::new(inline_cache::AttrCache::EMPTY))
                    .collect(),
                nparams: c.nparams,
                nlocals: c.nlocals(),
                frame_size: c.frame_size() as u32,
                plain: c.is_plain(),
                plain_but_closure: c.nparams == c.argcount
                    && !c.flags.intersects(
                        crate::bytecode::CodeFlags::GENERATOR
                            | crate::bytecode::CodeFlags::CLASS_BODY,
                    ),
                star_params: c.flags.intersects(
                    crate::bytecode::CodeFlags::VARARGS | crate::bytecode::CodeFlags::VARKEYWORDS,
                ),
                generator: c.is_generator(),
                writes_local0: may_rebind(c, 0) || c.argcount < 1,
                writes_local1: may_rebind(c, 1) || c.argcount < 2,
                has_loop: c.instrs.iter().any(|i| {
                    use crate::bytecode::Op;
                    matches!(i.op, Op::JUMP_BACKWARD | Op::JUMP_BACKWARD_NO_INTERRUPT)
                }),
                entry_tree: Cell::new(NO_ENTRY_TREE),
                calls: Cell::new(0),
            })
            .collect();
        let globals = alloc::vec![Value::Undef; module.names.len()];
        let builtin_of_name = module.names.iter().map(|n| builtin_value(n)).collect();
        let name_ids: Vec<crate::objects::intern::NameId> =
            module.names.iter().map(|n| heap.names.intern(n)).collect();
        let param_ids = module
            .codes
            .iter()
            .map(|c| {
                c.local_names[..c.nparams as usize]
                    .iter()
                    .map(|n| heap.names.intern(n))
                    .collect()
            })
            .collect();
        let memory_error = crate::objects::instance::new_instance(
            &mut heap,
            Value::ExcType(crate::error::ExcKind::MemoryError),
            Value::None,
        )
        .map_err(|e| LoadError {
            place: "globals".into(),
            offset: 0,
            message: e.message,
        })?;
        let attr_of_name = module
            .names
            .iter()
            .map(|n| crate::objects::Attr::from_name(n))
            .collect();
        let global_order = Vec::new();
        let units: Vec<imports::Unit> = module
            .source_modules()
            .into_iter()
            .map(|info| imports::Unit::new(info, &name_ids))
            .collect();
        let mut code_unit = alloc::vec![0u32; module.codes.len()];
        for (u, unit) in units.iter().enumerate() {
            for c in unit.info.codes.0..unit.info.codes.1 {
                code_unit[c as usize] = u as u32;
            }
        }
        let natives = alloc::vec![Value::Undef; crate::modules::NativeModule::ALL.len()];
        let (consumers, bound) = crate::builtins::consumers::Consumers::new(&module, &mut heap)
            .map_err(|e| LoadError {
                place: "globals".into(),
                offset: 0,
                message: e.message,
            })?;
        let mut globals = globals;
        for (name, f) in bound {
            if let Some(g) = globals.get_mut(name as usize) {
                *g = f;
            }
        }
        let module_roots = consumers.roots().to_vec();
        let mut vm = Vm {
            module,
            codes,
            consts,
            globals,
            builtin_of_name,
            attr_of_name,
            name_ids,
            param_ids,
            exc_info: Value::None,
            raising: Value::None,
            memory_error,
            nested: 0,
            global_order,
            heap,
            frames: Vec::new(),
            stack,
            out,
            step_limit: config.step_limit.unwrap_or(u64::MAX),
            jit: None,
            instruction_limit: config.instruction_limit.unwrap_or(u64::MAX),
            stopped_at: None,
            config,
            stats: VmStats::default(),
            units,
            code_unit,
            natives,
            sys_modules: Value::Undef,
            argv: Vec::new(),
            module_roots,
            consumers,
            bind_scratch: Vec::new(),
            adopting: Vec::new(),
        };
        vm.main_module().map_err(|e| LoadError {
            place: "globals".into(),
            offset: 0,
            message: e.message,
        })?;
        vm.units[0].state = imports::LoadState::Loading;
        Ok(vm)
    }

    /// Sets `sys.argv` (the program's path first), before the run.
    pub fn set_argv(&mut self, argv: Vec<String>) {
        self.argv = argv;
    }

    pub fn module(&self) -> &Module {
        &self.module
    }

    pub fn output(&self) -> &O {
        &self.out
    }

    pub fn output_mut(&mut self) -> &mut O {
        &mut self.out
    }

    /// Ends the VM, handing back its output sink.
    pub fn into_output(self) -> O {
        self.out
    }

    pub fn heap_stats(&self) -> HeapStats {
        self.heap.stats()
    }

    /// What an uncaught `SystemExit` (or a subclass) asks of the host, as
    /// CPython handles it: the exit status, and the text to print on
    /// stderr instead of a traceback (`None`: nothing). `SystemExit()` and
    /// `SystemExit(None)` are status 0, an int is that status, anything
    /// else is printed and status 1. `None` for any other error.
    ///
    /// A text that is the exception's message (the usual `SystemExit(msg)`)
    /// is moved out of `e` rather than copied: a message as large as memory
    /// allows has no room for a second copy.
    pub fn exit_request(&self, e: &mut GuestError) -> Option<(i32, Option<String>)> {
        if e.exception.kind != crate::error::ExcKind::SystemExit {
            return None;
        }
        let code = crate::objects::exception::system_exit_code(&self.heap, e.exception.obj);
        Some(match code {
            crate::value::Value::None => (0, None),
            crate::value::Value::Int(i) => (i as i32, None),
            crate::value::Value::Bool(b) => (b as i32, None),
            crate::value::Value::Str(r) if self.heap.str(r) == e.exception.message => {
                (1, Some(core::mem::take(&mut e.exception.message)))
            }
            other => {
                let mut text = String::new();
                if crate::display::write_str(&mut text, &self.heap, other).is_err() {
                    text = core::mem::take(&mut e.exception.message);
                }
                (1, Some(text))
            }
        })
    }

    pub fn stats(&self) -> VmStats {
        self.stats
    }

    /// The instructions of code `ci` as they are now (quickened).
    pub fn current_instrs(&self, ci: usize) -> Vec<Instr> {
        self.codes
            .get(ci)
            .map(|c| c.instrs.iter().map(Cell::get).collect())
            .unwrap_or_default()
    }

    /// Runs the module body to the end.
    pub fn run(&mut self) -> Result<(), GuestError> {
        self.frames.clear();
        self.exc_info = Value::None;
        self.raising = Value::None;
        let reset = self.stack.len();
        self.stack.pop(reset);
        let result = self.push_frame(0, &[]).and_then(|_| self.run_frames());
        let outcome = match result {
            Ok(_) => Ok(()),
            Err(e) => {
                if e.kind == crate::error::ExcKind::StepLimitExceeded {
                    self.stopped_at = Some(self.snapshot());
                }
                let err = self.report(e);
                self.frames.clear();
                let n = self.stack.len();
                self.stack.pop(n);
                Err(err)
            }
        };
        if !matches!(&outcome, Err(e) if e.exception.kind == crate::error::ExcKind::StepLimitExceeded)
        {
            self.flush_open_files();
        }
        outcome
    }

    /// Files the program left open get what it wrote to them, as CPython
    /// flushes them when it finalizes `io`'s objects at exit (the guest
    /// `io` keeps them; see its `_flush_at_exit`). Errors are dropped.
    fn flush_open_files(&mut self) {
        let Ok(imports::Registered::Module(io)) = self.registered("io") else {
            return;
        };
        use crate::ctx::Ctx;
        let Ok(f) = self.get_attribute(io, "_flush_at_exit") else {
            return;
        };
        let _ = self.call(f, crate::args::Args::default());
    }

    /// Runs from the top frame until it returns, switching between the
    /// plain and the recording dispatch loops as tier 2 asks, and handing
    /// exceptions to the handlers of the frames they unwind.
    fn run_frames(&mut self) -> Result<Value, Exception> {
        let entry_depth = self.frames.len();
        loop {
            let recording = self.jit.as_ref().is_some_and(|j| j.is_recording());
            let r = if recording {
                self.eval::<true>(entry_depth)
            } else {
                self.eval::<false>(entry_depth)
            };
            match r {
                Ok(eval::Flow::Switch) => continue,
                Ok(eval::Flow::Returned(v)) => {
                    self.finish_recording(Step::Abort(AbortReason::ReturnFromRoot));
                    return Ok(v);
                }
                Err(e) => {
                    self.finish_recording(Step::Abort(AbortReason::Error));
                    match self.unwind(e, entry_depth) {
                        Ok(()) => continue,
                        Err(e) => return Err(e),
                    }
                }
            }
        }
    }

    /// Collects garbage now (every frame's state must be saved).
    pub(crate) fn collect_now(&mut self) {
        let roots = Roots {
            exc_info: self.exc_info,
            raising: self.raising,
            memory_error: self.memory_error,
            trace_consts: self.jit.as_ref().map_or(&[][..], |j| j.const_roots()),
            modules: &self.module_roots,
        };
        collect_garbage(
            &mut self.heap,
            &self.frames,
            self.stack.slots(),
            &self.consts,
            &self.globals,
            &roots,
        );
    }

    /// Every active frame, outermost first.
    pub fn snapshot(&self) -> Vec<FrameSnapshot> {
        let slots = self.stack.slots();
        let show = |vs: &[Value]| -> Vec<String> {
            vs.iter()
                .map(|v| {
                    let mut s = String::new();
                    let _ = crate::display::write_repr(&mut s, &self.heap, *v);
                    s
                })
                .collect()
        };
        self.frames
            .iter()
            .map(|f| {
                let c = &self.codes[f.code as usize];
                let base = f.base as usize;
                let locals_end = (base + c.nlocals as usize).min(slots.len());
                let sp = (f.sp as usize).min(slots.len());
                FrameSnapshot {
                    function: self.module.codes[f.code as usize].name.clone(),
                    code: f.code,
                    ip: f.ip,
                    locals: show(slots.get(base..locals_end).unwrap_or(&[])),
                    stack: show(slots.get(locals_end..sp).unwrap_or(&[])),
                }
            })
            .collect()
    }

    /// The frames at the moment the last run stopped at its step or
    /// instruction limit.
    pub fn stopped_at(&self) -> Option<&[FrameSnapshot]> {
        self.stopped_at.as_deref()
    }

    /// Pushes a frame for code `ci` with `args` as its first locals.
    fn push_frame(&mut self, ci: u32, args: &[Value]) -> Result<(), Exception> {
        let code = self
            .codes
            .get(ci as usize)
            .ok_or_else(|| exc!(SystemError, "no code object {}", ci))?;
        if self.frames.len() >= self.config.recursion_limit {
            return Err(exc!(RecursionError, "maximum recursion depth exceeded"));
        }
        let base = self
            .stack
            .push(code.frame_size as usize)
            .map_err(|_| exc!(RecursionError, "maximum recursion depth exceeded"))?;
        let slots = self.stack.slots_mut();
        slots[base..base + args.len()].copy_from_slice(args);
        self.frames.push(Frame::normal(
            ci,
            base as u32,
            0,
            base as u32 + code.nlocals,
        ));
        Ok(())
    }

    /// One entry per active frame, outermost first, each at the line of the
    /// instruction it is executing.
    fn traceback(&self) -> Vec<TraceEntry> {
        self.traceback_of(&self.frames)
    }

    fn traceback_of(&self, frames: &[Frame]) -> Vec<TraceEntry> {
        frames
            .iter()
            .map(|f| {
                let code = &self.module.codes[f.code as usize];
                let ip = (f.ip as usize).saturating_sub(1);
                TraceEntry {
                    function: code.name.clone(),
                    line: code.lines.get(ip).copied().unwrap_or(code.first_line),
                    position: code.positions.get(ip).copied(),
                    filename: self.code_filename(f.code),
                }
            })
            .collect()
    }
}

/// The value of constant `c` (made on `heap`).
fn const_value(heap: &mut Heap, c: &Const, depth: usize) -> Result<Value, Exception> {
    use crate::objects;
    if depth > 64 {
        return Err(exc!(SystemError, "constants nested too deeply"));
    }
    Ok(match c {
        Const::None => Value::None,
        Const::Bool(b) => Value::Bool(*b),
        Const::Int(i) => Value::Int(*i),
        Const::Float(f) => Value::Float(*f),
        Const::Complex(re, im) => {
            objects::complex::new_complex(heap, objects::complex::C::new(*re, *im))?
        }
        Const::Str(s) => ops::new_str(heap, s.clone())?,
        Const::BigInt(text) => objects::int::parse(heap, text, 0)?,
        Const::Bytes(b) => objects::bytes::new_bytes(heap, b.clone())?,
        Const::Tuple(items) => {
            let mut vals = Vec::with_capacity(items.len());
            for i in items {
                vals.push(const_value(heap, i, depth + 1)?);
            }
            objects::tuple::from_vec(heap, vals)?
        }
        Const::FrozenSet(items) => {
            let mut vals = Vec::with_capacity(items.len());
            for i in items {
                vals.push(const_value(heap, i, depth + 1)?);
            }
            // CPython folds the display to a frozenset of the items in
            // order, then rebuilds it from its own iteration order.
            let first = objects::set::from_items(heap, &vals)?;
            let order: Vec<Value> = objects::set::as_set(heap, first)
                .map(|s| s.keys().collect())
                .unwrap_or_default();
            let second = objects::set::from_items(heap, &order)?;
            match second {
                Value::Set(r) => Value::FrozenSet(r),
                v => v,
            }
        }
    })
}

/// Values the VM keeps outside frames, constants and globals.
pub(crate) struct Roots<'a> {
    pub exc_info: Value,
    pub raising: Value,
    pub memory_error: Value,
    /// Constants of live traces (what their guards compare against).
    pub trace_consts: &'a [Value],
    /// Module objects (`Vm::module_roots`).
    pub modules: &'a [Value],
}

/// Marks from every root the interpreter has: live frame slots (and the
/// objects frames name: instances under construction, generators),
/// constants, globals and `extra`. Callers must have saved the current
/// frame's `sp`.
pub(crate) fn collect_garbage(
    heap: &mut Heap,
    frames: &[Frame],
    slots: &[Value],
    consts: &[Value],
    globals: &[Value],
    extra: &Roots<'_>,
) {
    let live = frames.iter().flat_map(|f| {
        slots
            .get(f.base as usize..f.sp as usize)
            .unwrap_or(&[])
            .iter()
    });
    let named: Vec<Value> = frames.iter().filter_map(frame_object).collect();
    let fixed = [extra.exc_info, extra.raising, extra.memory_error];
    heap.collect(
        live.chain(consts.iter())
            .chain(globals.iter())
            .chain(named.iter())
            .chain(fixed.iter())
            .chain(extra.trace_consts.iter())
            .chain(extra.modules.iter()),
    );
}

/// The object a frame names, which a collection must keep: the instance
/// an `__init__` frame makes, a generator being resumed, a module whose
/// body runs.
pub fn frame_object(f: &Frame) -> Option<Value> {
    let r = crate::heap::ObjRef(f.aux);
    match f.kind {
        FrameKind::Init => Some(Value::Instance(r)),
        FrameKind::GenNext | FrameKind::GenForIter | FrameKind::GenSend => {
            Some(Value::Generator(r))
        }
        FrameKind::Module => Some(Value::Module(r)),
        FrameKind::Normal
        | FrameKind::ForIterNext
        | FrameKind::Discard
        | FrameKind::Truth
        | FrameKind::Length
        | FrameKind::Contains
        | FrameKind::Compare
        | FrameKind::Binary => None,
    }
}

/// The builtin value a global name falls back to.
fn builtin_value(name: &str) -> Option<Value> {
    if let Some(b) = Builtin::from_name(name) {
        return Some(Value::Builtin(b));
    }
    match name {
        "NotImplemented" => return Some(Value::NotImplemented),
        "Ellipsis" => return Some(Value::Ellipsis),
        "IOError" | "EnvironmentError" => {
            return Some(Value::ExcType(crate::error::ExcKind::OSError));
        }
        _ => {}
    }
    crate::error::ExcKind::from_name(name).map(Value::ExcType)
}
