//! The import system: `IMPORT_NAME`, `IMPORT_FROM`, `IMPORT_STAR`, and
//! reading and writing the attributes of modules.
//!
//! A program is a bundle of source modules (`bytecode::SourceModule`):
//! the main one and every module its imports name that the front end
//! found. Each has its own globals, a run of the VM's dense global array
//! (its names), so [`Unit::slots`] maps an attribute name to a global
//! slot. Modules the core implements (`crate::modules`) are made and
//! filled when first imported. A module runs once: its body runs as a
//! frame of kind [`FrameKind::Module`] (the module object in `aux`), and
//! when it returns the instruction that imported it carries on — a dotted
//! name imports each package on the way, one body at a time. A module is
//! registered before its body runs, so a circular import sees it partly
//! initialized, as in CPython; a body that raises unregisters it.
//!
//! What may not be touched here: frames other than pushing a body's, and
//! the dispatch loop's state (everything runs from its slow path with the
//! frame state saved).

use alloc::string::String;
use alloc::vec::Vec;

use hashbrown::HashMap;

use super::{Frame, FrameKind, Vm};
use crate::args::Args;
use crate::bytecode::Op;
use crate::bytecode::module::SourceModule;
use crate::ctx::Ctx;
use crate::error::{ExcKind, Exception, exc};
use crate::heap::ObjRef;
use crate::host::{FrameStack, Output};
use crate::modules::NativeModule;
use crate::objects::intern::NameId;
use crate::objects::module::{ModuleKind, new_module};
use crate::value::Value;

/// Whether a module's body has run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LoadState {
    NotLoaded,
    /// Its body is running (a circular import sees it like this).
    Loading,
    Loaded,
}

/// A source module of the bundle, as the VM runs it.
pub(crate) struct Unit {
    pub info: SourceModule,
    /// Attribute name to global slot, for every name of the module.
    pub slots: HashMap<NameId, u32>,
    /// The module object (`Undef` until imported).
    pub module: Value,
    pub state: LoadState,
}

/// What `sys.modules` holds for a name.
pub(crate) enum Registered {
    Module(Value),
    /// `None`: imports of it are refused.
    Blocked,
    Absent,
}

/// What a module lookup found.
enum Found {
    Unit(usize),
    Native(NativeModule),
}

impl Unit {
    pub fn new(info: SourceModule, name_ids: &[NameId]) -> Self {
        let mut slots = HashMap::new();
        for i in info.names.0..info.names.1 {
            // The first slot of a name is the one its code uses.
            slots.entry(name_ids[i as usize]).or_insert(i);
        }
        Unit {
            info,
            slots,
            module: Value::Undef,
            state: LoadState::NotLoaded,
        }
    }
}

/// The attribute `name` of module `m`, if bound, and the global slot it
/// lives in (`None`: an attribute of the module object).
pub(crate) fn module_attr_of(
    heap: &crate::heap::Heap,
    units: &[Unit],
    globals: &[Value],
    m: Value,
    name: NameId,
) -> Option<(Value, Option<u32>)> {
    let Value::Module(r) = m else {
        return None;
    };
    let mo = heap.module(r)?;
    if let ModuleKind::Source(u) = mo.kind
        && let Some(&slot) = units.get(u as usize)?.slots.get(&name)
    {
        let v = globals[slot as usize];
        if v != Value::Undef {
            return Some((v, Some(slot)));
        }
    }
    mo.attrs.get(name).map(|v| (v, None))
}

impl<F: FrameStack, O: Output> Vm<F, O> {
    /// The source module code `ci` belongs to.
    pub(crate) fn unit_of_code(&self, ci: u32) -> usize {
        self.code_unit.get(ci as usize).copied().unwrap_or(0) as usize
    }

    /// The module object of the main program, made before it runs.
    pub(crate) fn main_module(&mut self) -> Result<Value, Exception> {
        self.unit_module(0)
    }

    /// The module object of unit `u`, made (with `__name__` and `__file__`
    /// bound) the first time it is asked for.
    pub(crate) fn unit_module(&mut self, u: usize) -> Result<Value, Exception> {
        if self.units[u].module != Value::Undef {
            return Ok(self.units[u].module);
        }
        let info = self.units[u].info.clone();
        let m = new_module(
            &mut self.heap,
            &info.name,
            Some(&info.filename),
            ModuleKind::Source(u as u32),
        )?;
        self.units[u].module = m;
        self.module_roots.push(m);
        let name = crate::ops::new_str(&mut self.heap, info.name.clone())?;
        self.set_unit_global(u, "__name__", name);
        if !info.filename.starts_with("<frozen ") {
            let file = crate::ops::new_str(&mut self.heap, info.filename.clone())?;
            self.set_unit_global(u, "__file__", file);
        }
        self.set_unit_global(u, "__doc__", Value::None);
        self.set_unit_global(u, "__spec__", Value::None);
        self.set_unit_global(u, "__loader__", Value::None);
        let package = self.package_of(u)?;
        self.set_unit_global(u, "__package__", package);
        Ok(m)
    }

    /// `__package__` of unit `u`: its own name for a package, its parent
    /// package's for a module in one, `''` at the top level and `None` for
    /// the main program (as CPython sets it).
    fn package_of(&mut self, u: usize) -> Result<Value, Exception> {
        let info = &self.units[u].info;
        if u == 0 {
            return Ok(Value::None);
        }
        let p = if info.package {
            info.name.clone()
        } else {
            info.name
                .rsplit_once('.')
                .map_or(String::new(), |(p, _)| p.into())
        };
        crate::ops::new_str(&mut self.heap, p)
    }

    /// Binds `name` in unit `u`'s globals, if its code has a slot for it.
    fn set_unit_global(&mut self, u: usize, name: &str, v: Value) {
        let id = self.heap.names.intern(name);
        if let Some(&slot) = self.units[u].slots.get(&id) {
            if self.globals[slot as usize] == Value::Undef {
                self.global_order.push(slot);
            }
            self.globals[slot as usize] = v;
        }
    }

    fn find_module(&self, name: &str) -> Option<Found> {
        if let Some(u) = self.units.iter().position(|u| u.info.name == name) {
            return Some(Found::Unit(u));
        }
        NativeModule::from_name(name).map(Found::Native)
    }

    /// The object of native module `m`, made and filled the first time.
    fn native_module(&mut self, m: NativeModule) -> Result<Value, Exception> {
        if self.natives[m.index()] != Value::Undef {
            return Ok(self.natives[m.index()]);
        }
        let obj = new_module(&mut self.heap, m.name(), None, ModuleKind::Native(m))?;
        self.natives[m.index()] = obj;
        self.module_roots.push(obj);
        let mut members: Vec<(&str, Value)> = m
            .functions()
            .iter()
            .map(|&(n, b)| (n, Value::Builtin(b)))
            .collect();
        match m {
            NativeModule::Math => {
                for &(n, x) in crate::modules::math::CONSTANTS {
                    members.push((n, Value::Float(x)));
                }
            }
            #[cfg(feature = "math")]
            NativeModule::Cmath => {
                for &(n, x) in crate::modules::cmath::CONSTANTS {
                    members.push((n, Value::Float(x)));
                }
                for &(n, c) in crate::modules::cmath::COMPLEX_CONSTANTS {
                    members.push((n, crate::objects::complex::new_complex(&mut self.heap, c)?));
                }
            }
            NativeModule::Sys => {
                members.extend(crate::modules::sys::members(&mut self.heap, &self.argv)?);
                let modules = self.sys_modules()?;
                members.push(("modules", modules));
            }
            NativeModule::Builtins => members.extend(crate::modules::builtin_members()),
            _ => {}
        }
        let name = crate::ops::new_str(&mut self.heap, String::from(m.name()))?;
        members.push(("__name__", name));
        let ids: Vec<(NameId, Value)> = members
            .into_iter()
            .map(|(n, v)| (self.heap.names.intern(n), v))
            .collect();
        if let Some(Value::Module(r)) = Some(obj)
            && let Some(mo) = self.heap.module_mut(r)
        {
            for (n, v) in ids {
                mo.attrs.set(n, v);
            }
        }
        self.register(m.name(), obj)?;
        Ok(obj)
    }

    /// `sys.modules`: a dict kept in step with the modules imported.
    fn sys_modules(&mut self) -> Result<Value, Exception> {
        if self.sys_modules == Value::Undef {
            self.sys_modules = crate::objects::dict::new_dict(&mut self.heap)?;
            self.module_roots.push(self.sys_modules);
            let mut known: Vec<(String, Value)> = Vec::new();
            for u in &self.units {
                if u.state != LoadState::NotLoaded {
                    known.push((u.info.name.clone(), u.module));
                }
            }
            for m in NativeModule::ALL {
                let v = self.natives[m.index()];
                if v != Value::Undef {
                    known.push((String::from(m.name()), v));
                }
            }
            for (n, v) in known {
                self.register(&n, v)?;
            }
        }
        Ok(self.sys_modules)
    }

    /// Records `m` under `name` in `sys.modules` (if the program has it),
    /// or removes the entry (`Undef`).
    fn register(&mut self, name: &str, m: Value) -> Result<(), Exception> {
        let Value::Dict(d) = self.sys_modules else {
            return Ok(());
        };
        let key = crate::ops::new_str(&mut self.heap, String::from(name))?;
        if m == Value::Undef {
            let _ = crate::objects::dict::remove(&mut self.heap, d, key);
            return Ok(());
        }
        crate::objects::dict::set(&mut self.heap, d, key, m)
    }

    /// `IMPORT_NAME`: imports every package on the way to the module
    /// named, then pushes the module (`leaf`) or its top-level package.
    /// Pushes a frame instead while a body has to run; its return comes
    /// back here (see [`Vm::module_returned`]).
    pub(crate) fn import_name(&mut self, arg: u32) -> Result<(), Exception> {
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        let name = self.module.names[(arg & 0xff_ffff) as usize].clone();
        let leaf = arg >> 24 == 1;
        let mut end = 0;
        let mut parent: Option<Value> = None;
        let mut top = Value::None;
        loop {
            let next = name[end..].find('.').map_or(name.len(), |i| end + i);
            let prefix = &name[..next];
            let m = match self.registered(prefix)? {
                Registered::Module(m) => Some(m),
                Registered::Blocked => {
                    return Err(exc!(
                        ModuleNotFoundError,
                        "import of {} halted; None in sys.modules",
                        prefix
                    ));
                }
                Registered::Absent => None,
            };
            let m = match m {
                Some(m) => m,
                None => match self.find_module(prefix) {
                    Some(Found::Native(nm)) => {
                        let m = self.native_module(nm)?;
                        // Taken out of `sys.modules`: registered again.
                        self.register(prefix, m)?;
                        m
                    }
                    Some(Found::Unit(u)) => {
                        if self.units[u].state != LoadState::NotLoaded
                            && self.sys_modules != Value::Undef
                        {
                            // Taken out of `sys.modules`: a new module runs
                            // the body again, as in CPython.
                            self.units[u].state = LoadState::NotLoaded;
                            self.units[u].module = Value::Undef;
                        }
                        let m = self.unit_module(u)?;
                        if self.units[u].state == LoadState::NotLoaded {
                            self.units[u].state = LoadState::Loading;
                            self.register(prefix, m)?;
                            if let Some(p) = parent {
                                self.set_module_attr(p, &name[end..next], m)?;
                            }
                            return self.run_body(u, m, frame.sp as usize);
                        }
                        m
                    }
                    None => {
                        let message = match parent {
                            Some(p) if !self.is_package(p) => alloc::format!(
                                "No module named '{}'; '{}' is not a package",
                                prefix,
                                &name[..end.saturating_sub(1)]
                            ),
                            _ => alloc::format!("No module named '{}'", prefix),
                        };
                        let prefix = String::from(prefix);
                        return Err(self.import_error(
                            ExcKind::ModuleNotFoundError,
                            message,
                            &prefix,
                        ));
                    }
                },
            };
            if parent.is_none() {
                top = m;
            }
            parent = Some(m);
            if next == name.len() {
                let result = if leaf { m } else { top };
                let sp = frame.sp as usize;
                self.stack.slots_mut()[sp] = result;
                if let Some(f) = self.frames.last_mut() {
                    f.sp = sp as u32 + 1;
                }
                return Ok(());
            }
            end = next + 1;
        }
    }

    /// What `sys.modules` says of `name`, once the program has imported
    /// `sys` (before that the VM's own records are the registry).
    pub(crate) fn registered(&mut self, name: &str) -> Result<Registered, Exception> {
        let Value::Dict(d) = self.sys_modules else {
            return Ok(match self.find_module(name) {
                Some(Found::Unit(u)) if self.units[u].state != LoadState::NotLoaded => {
                    Registered::Module(self.units[u].module)
                }
                Some(Found::Native(m)) if self.natives[m.index()] != Value::Undef => {
                    Registered::Module(self.natives[m.index()])
                }
                _ => Registered::Absent,
            });
        };
        let key = crate::ops::new_str(&mut self.heap, String::from(name))?;
        Ok(match crate::objects::dict::get(&self.heap, d, key)? {
            Some(Value::None) => Registered::Blocked,
            Some(m) => Registered::Module(m),
            None => Registered::Absent,
        })
    }

    fn is_package(&self, m: Value) -> bool {
        match m {
            Value::Module(r) => match self.heap.module(r).map(|m| m.kind) {
                Some(ModuleKind::Source(u)) => self.units[u as usize].info.package,
                _ => false,
            },
            _ => false,
        }
    }

    /// Pushes the frame of unit `u`'s body.
    fn run_body(&mut self, u: usize, m: Value, result_at: usize) -> Result<(), Exception> {
        let ci = self.units[u].info.codes.0;
        let size = self.codes[ci as usize].frame_size as usize;
        let aux = m.obj().map_or(0, |r| r.0);
        self.push_bound_frame(ci, &[], size, result_at, FrameKind::Module, aux)
    }

    /// A module's body returned (its frame is popped): it is loaded, and
    /// the import instruction that ran it carries on.
    pub(crate) fn module_returned(&mut self, frame: Frame) -> Result<(), Exception> {
        if let Some(Value::Module(r)) = Some(Value::Module(ObjRef(frame.aux)))
            && let Some(ModuleKind::Source(u)) = self.heap.module(r).map(|m| m.kind)
        {
            self.units[u as usize].state = LoadState::Loaded;
        }
        let Some(caller) = self.frames.last().copied() else {
            return Ok(());
        };
        let ins = self.codes[caller.code as usize]
            .instrs
            .get(caller.ip.wrapping_sub(1) as usize)
            .map(|c| c.get());
        match ins {
            Some(i) if i.op == Op::IMPORT_NAME => self.import_name(i.arg),
            _ => Err(exc!(SystemError, "a module body returned to no import")),
        }
    }

    /// A module's body raised: the module is not imported after all.
    pub(crate) fn module_failed(&mut self, frame: &Frame) {
        let r = ObjRef(frame.aux);
        if let Some(ModuleKind::Source(u)) = self.heap.module(r).map(|m| m.kind) {
            let u = u as usize;
            self.units[u].state = LoadState::NotLoaded;
            self.units[u].module = Value::Undef;
            let name = self.units[u].info.name.clone();
            let _ = self.register(&name, Value::Undef);
        }
    }

    /// `IMPORT_FROM`: the module's attribute, or CPython's `ImportError`.
    pub(crate) fn import_from(&mut self, m: Value, arg: u32) -> Result<Value, Exception> {
        let name = self.name_ids[arg as usize];
        if let Some(v) = self.module_attr(m, name) {
            return Ok(v);
        }
        let text = self.name_text(name);
        // PEP 562: the module's `__getattr__`; its `AttributeError`
        // becomes the `ImportError` below.
        if let Some(hook) = self.heap.names.lookup("__getattr__")
            && let Some(f) = self.module_attr(m, hook)
        {
            let key = crate::ops::new_str(&mut self.heap, text.clone())?;
            match self.call(f, Args::positional(&[key])) {
                Ok(v) => return Ok(v),
                Err(e) if e.kind == crate::error::ExcKind::AttributeError => {}
                Err(e) => return Err(e),
            }
        }
        let Value::Module(r) = m else {
            return Err(exc!(ImportError, "cannot import name '{}'", text));
        };
        let Some(mo) = self.heap.module(r) else {
            return Err(exc!(SystemError, "bad module"));
        };
        let where_ = match &mo.filename {
            Some(f) if !f.starts_with("<frozen ") => String::from(&**f),
            _ => String::from("unknown location"),
        };
        let partial = match mo.kind {
            ModuleKind::Source(u) => self.units[u as usize].state == LoadState::Loading,
            ModuleKind::Native(_) => false,
        };
        let module = String::from(&*mo.name);
        let message = if partial {
            alloc::format!(
                "cannot import name '{}' from partially initialized module '{}' (most likely due to a circular import) ({})",
                text,
                module,
                where_
            )
        } else {
            alloc::format!(
                "cannot import name '{}' from '{}' ({})",
                text,
                module,
                where_
            )
        };
        Err(self.import_error(ExcKind::ImportError, message, &module))
    }

    /// The `ImportError` (or subclass `kind`) the import system raises,
    /// with `e.name` the module it failed in, as CPython's.
    fn import_error(&mut self, kind: ExcKind, message: String, module: &str) -> Exception {
        let made = (|| {
            let msg = crate::ops::new_str(&mut self.heap, message.clone())?;
            self.heap.push_root(msg);
            let e = crate::objects::exception::new_exception(
                &mut self.heap,
                Value::ExcType(kind),
                &[msg],
            );
            self.heap.pop_roots(1);
            let e = e?;
            let Value::Instance(r) = e else {
                return Err(exc!(SystemError, "an exception that is no instance"));
            };
            self.heap.push_root(e);
            let set = (|| {
                let name = crate::ops::new_str(&mut self.heap, String::from(module))?;
                let id = self.heap.names.try_intern("name")?;
                crate::objects::instance::set_own(&mut self.heap, r, id, name)
            })();
            self.heap.pop_roots(1);
            set.map(|()| r)
        })();
        match made {
            Ok(r) => Exception::from_object(kind, r),
            // Without room for the object, the message alone.
            Err(_) => Exception::new(kind, message),
        }
    }

    /// `IMPORT_STAR`: binds the module's public names (those in its
    /// `__all__`, or those not starting with `_`) in the importing
    /// module.
    pub(crate) fn import_star(&mut self, m: Value) -> Result<(), Exception> {
        let Some(&frame) = self.frames.last() else {
            return Err(exc!(SystemError, "no frame"));
        };
        let into = self.unit_of_code(frame.code);
        let all_id = self.heap.names.intern("__all__");
        let names: Vec<NameId> = match self.module_attr(m, all_id) {
            Some(all @ (Value::List(_) | Value::Tuple(_))) => {
                let items = crate::heap::headroom::copy(self.heap.seq(all))?;
                let mut out = Vec::with_capacity(items.len());
                for v in items {
                    let Value::Str(s) = v else {
                        return Err(exc!(
                            TypeError,
                            "Item in module.__all__ must be str, not {}",
                            crate::objects::type_name(&self.heap, v)
                        ));
                    };
                    let t = crate::heap::headroom::copy_str(self.heap.str(s))?;
                    out.push(self.heap.names.intern(&t));
                }
                out
            }
            _ => self
                .module_names(m)
                .into_iter()
                .filter(|&n| !self.heap.names.text(n).starts_with('_'))
                .collect(),
        };
        for n in names {
            let Some(v) = self.module_attr(m, n) else {
                let text = self.name_text(n);
                let mname = self.module_name(m);
                return Err(exc!(
                    AttributeError,
                    "module '{}' has no attribute '{}'",
                    mname,
                    text
                ));
            };
            let target = self.unit_module(into)?;
            self.store_module_attr(target, n, v)?;
        }
        Ok(())
    }

    fn module_name(&self, m: Value) -> String {
        match m {
            Value::Module(r) => self
                .heap
                .module(r)
                .map_or_else(String::new, |m| String::from(&*m.name)),
            _ => String::new(),
        }
    }

    /// Every bound attribute name of a module, in definition order.
    fn module_names(&self, m: Value) -> Vec<NameId> {
        let Value::Module(r) = m else {
            return Vec::new();
        };
        let Some(mo) = self.heap.module(r) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if let ModuleKind::Source(u) = mo.kind {
            let unit = &self.units[u as usize];
            let mut bound: Vec<u32> = unit
                .slots
                .values()
                .copied()
                .filter(|&s| self.globals[s as usize] != Value::Undef)
                .collect();
            // Definition order: the order globals were first bound.
            let rank: HashMap<u32, usize> = self
                .global_order
                .iter()
                .enumerate()
                .map(|(i, &s)| (s, i))
                .collect();
            bound.sort_by_key(|s| rank.get(s).copied().unwrap_or(usize::MAX));
            out.extend(bound.into_iter().map(|s| self.name_ids[s as usize]));
        }
        out.extend(mo.attrs.iter().map(|(n, _)| n));
        out
    }

    /// The attribute `name` of module `m`, if bound.
    pub(crate) fn module_attr(&self, m: Value, name: NameId) -> Option<Value> {
        module_attr_of(&self.heap, &self.units, &self.globals, m, name).map(|(v, _)| v)
    }

    /// `m.name` as an attribute read, with CPython's `AttributeError`.
    pub(crate) fn load_module_attr(&mut self, m: Value, name: NameId) -> Result<Value, Exception> {
        if let Some(v) = self.module_attr(m, name) {
            return Ok(v);
        }
        if let Value::Module(r) = m
            && let Some(mo) = self.heap.module(r)
        {
            let text = self.name_text(name);
            if text == "__name__" {
                let n = String::from(&*mo.name);
                return crate::ops::new_str(&mut self.heap, n);
            }
            if text == "__dict__" {
                return self.module_dict(m);
            }
            match (text.as_str(), mo.kind) {
                ("__doc__" | "__spec__" | "__loader__", _) => return Ok(Value::None),
                ("__package__", ModuleKind::Native(_)) => {
                    return crate::ops::new_str(&mut self.heap, String::new());
                }
                ("__package__", ModuleKind::Source(u)) => return self.package_of(u as usize),
                ("__file__", ModuleKind::Source(u)) => {
                    let f = self.units[u as usize].info.filename.clone();
                    if !f.starts_with("<frozen ") {
                        return crate::ops::new_str(&mut self.heap, f);
                    }
                }
                _ => {}
            }
            // PEP 562: a module's own `__getattr__` answers for names it
            // lacks.
            let hook = self.heap.names.lookup("__getattr__");
            if let Some(hook) = hook
                && hook != name
                && let Some(f) = self.module_attr(m, hook)
            {
                let key = crate::ops::new_str(&mut self.heap, text)?;
                return self.call(f, Args::positional(&[key]));
            }
            let Some(mo) = self.heap.module(r) else {
                return Err(exc!(SystemError, "bad module"));
            };
            let text = self.name_text(name);
            let partial = match mo.kind {
                ModuleKind::Source(u) => self.units[u as usize].state == LoadState::Loading,
                ModuleKind::Native(_) => false,
            };
            return Err(if partial {
                exc!(
                    AttributeError,
                    "partially initialized module '{}' has no attribute '{}' (most likely due to a circular import)",
                    mo.name,
                    text
                )
            } else {
                exc!(
                    AttributeError,
                    "module '{}' has no attribute '{}'",
                    mo.name,
                    text
                )
            });
        }
        Err(exc!(SystemError, "bad module"))
    }

    /// `vars(m)` / `m.__dict__`: a snapshot of the module's attributes.
    pub(crate) fn module_dict(&mut self, m: Value) -> Result<Value, Exception> {
        let names = self.module_names(m);
        let d = crate::objects::dict::new_dict(&mut self.heap)?;
        self.heap.push_root(d);
        let r = (|| {
            let Value::Dict(dr) = d else {
                return Ok(());
            };
            for n in names {
                if let Some(v) = self.module_attr(m, n) {
                    let t = String::from(self.heap.names.text(n));
                    let k = crate::ops::new_str(&mut self.heap, t)?;
                    crate::objects::dict::set(&mut self.heap, dr, k, v)?;
                }
            }
            Ok(())
        })();
        self.heap.pop_roots(1);
        r.map(|_| d)
    }

    fn set_module_attr(&mut self, m: Value, name: &str, v: Value) -> Result<(), Exception> {
        let id = self.heap.names.intern(name);
        self.store_module_attr(m, id, v)
    }

    /// `m.name = v`: the module's global when its code has one (traces
    /// that read it as a constant are invalidated, as by `STORE_GLOBAL`),
    /// else an attribute of the module object.
    pub(crate) fn store_module_attr(
        &mut self,
        m: Value,
        name: NameId,
        v: Value,
    ) -> Result<(), Exception> {
        let Value::Module(r) = m else {
            return Err(exc!(SystemError, "bad module"));
        };
        let kind = self.heap.module(r).map(|m| m.kind);
        if let Some(ModuleKind::Source(u)) = kind
            && let Some(&slot) = self.units[u as usize].slots.get(&name)
        {
            self.write_global(slot, v);
            return Ok(());
        }
        // Traces that read such attributes depend on them all at once.
        if let Some(jit) = self.jit.as_mut() {
            jit.invalidate_module_attrs(&self.codes);
        }
        // `sys.stdout = buffer`: where `print` writes from now on.
        if kind == Some(ModuleKind::Native(crate::modules::NativeModule::Sys))
            && self.heap.names.text(name) == "stdout"
        {
            self.heap.stdout_target = v;
        }
        if let Some(mo) = self.heap.module_mut(r) {
            mo.attrs.set(name, v);
        }
        Ok(())
    }

    /// `del m.name`.
    pub(crate) fn delete_module_attr(&mut self, m: Value, name: NameId) -> Result<(), Exception> {
        let Value::Module(r) = m else {
            return Err(exc!(SystemError, "bad module"));
        };
        let kind = self.heap.module(r).map(|m| m.kind);
        if let Some(ModuleKind::Source(u)) = kind
            && let Some(&slot) = self.units[u as usize].slots.get(&name)
            && self.globals[slot as usize] != Value::Undef
        {
            self.write_global(slot, Value::Undef);
            return Ok(());
        }
        if let Some(jit) = self.jit.as_mut() {
            jit.invalidate_module_attrs(&self.codes);
        }
        let removed = self
            .heap
            .module_mut(r)
            .is_some_and(|mo| mo.attrs.remove(name));
        if removed {
            return Ok(());
        }
        let text = self.name_text(name);
        Err(exc!(
            AttributeError,
            "'module' object has no attribute '{}'",
            text
        ))
    }

    /// Writes global `slot` as `STORE_GLOBAL` does.
    pub(crate) fn write_global(&mut self, slot: u32, v: Value) {
        if let Some(jit) = self.jit.as_mut()
            && jit.is_watched(slot)
        {
            jit.invalidate_global(slot, &self.codes);
        }
        let g = &mut self.globals[slot as usize];
        if *g == Value::Undef && v != Value::Undef {
            self.global_order.push(slot);
        }
        *g = v;
    }
}
