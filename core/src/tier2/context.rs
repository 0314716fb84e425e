//! The `#[repr(C)]` context machine code runs with, shared by every
//! machine-code backend. Generated code holds a pointer to it in a fixed
//! register and reaches the root frame's slots, trace validity, limits and
//! the addresses of runtime helpers through it (so code needs no
//! relocations). Offsets are fixed by [`offsets`].

use core::ffi::c_void;

use crate::value::Value;

#[repr(C)]
pub struct JitContext {
    /// First slot of the root frame, and the slots the trace may use.
    pub slots: *mut Value,
    pub slots_len: u64,
    /// Validity flag of every trace, by id.
    pub valid: *const bool,
    /// Real frames below the trace, and the recursion limit.
    pub frame_count: u64,
    pub recursion_limit: u64,
    /// Steps left before the next call to the poll helper, as a signed
    /// count: back-edges subtract one and poll at zero or below, inlined
    /// calls and other counted back-edges subtract one without polling, and
    /// a trace's entry check polls once it is spent.
    pub poll_countdown: u64,
    /// The [`super::ExecState`] helpers work on, type-erased.
    pub state: *mut c_void,
    /// `extern "C" fn(ctx, uop, sp, fp, consts, nconsts) -> u64`: runs one
    /// uop with the reference semantics; nonzero means "take its exit".
    pub helper_uop: usize,
    /// `extern "C" fn(ctx, sp) -> u64`: steps and garbage collection at a
    /// loop's back-edge; nonzero means "leave the trace".
    pub helper_poll: usize,
    /// `extern "C" fn(ctx, list, index, out: *mut Value) -> u64` and
    /// `extern "C" fn(ctx, list, index, value: *const Value) -> u64`:
    /// `list[index]` read and write; nonzero means "index out of range".
    pub helper_list_get: usize,
    pub helper_list_set: usize,
    /// `extern "C" fn(ctx, obj: *const Value, shape, value: *const Value)
    /// -> u64`: `*value` appended to the instance `*obj`, which moves to
    /// `shape` (`_STORE_ATTR_ADD` when the slot vector is full); nonzero
    /// when it cannot be done (nothing changed).
    pub helper_slot_add: usize,
    /// `extern "C" fn(ctx, class: *const Value, out: *mut Value) -> u64`:
    /// a new instance of `*class` (no attributes yet) into `*out`; nonzero
    /// (nothing written) when it cannot be made.
    pub helper_new_instance: usize,
    /// What `poll_countdown` last counted down from: the steps machine code
    /// took since are `poll_quantum - poll_countdown`, charged at the next
    /// poll or when the code returns.
    pub poll_quantum: u64,
    /// Where the heap keeps the address of its first object entry, for
    /// code that reads instances in place (`super::heap_layout`).
    pub heap_objects: *const usize,
    /// The globals, by name index (`_LOAD_GLOBAL` / `_STORE_GLOBAL` in
    /// place), and whether traces depend on each (a store to one of those
    /// leaves the trace, for the interpreter to invalidate them).
    pub globals: *mut Value,
    pub watched: *const bool,
    /// `extern "C" fn(ctx, op, args: *mut Value) -> u64`: the
    /// builtin-value operation `op` (a uop's index, its oparg shifted left
    /// by 8) on the operands at `args`, its result into `args[0]`
    /// ([`super::value_ops`]); nonzero means "take its exit" (nothing
    /// changed).
    pub helper_value_op: usize,
    /// Where the heap keeps the address of its change flags: code that
    /// writes object `r` in place sets byte `r` there to 1, so the
    /// collector sees that an old object may now hold a young one
    /// (`crate::heap::Heap::dirty_addr_ptr`).
    pub heap_dirty: *const usize,
    /// The heap's table of one-character strings: entry `c` is the object
    /// of the string of code `c`, or `heap::NO_CHAR` (machine code that
    /// indexes a string takes its result from there).
    pub char_strs: *const u32,
    /// `extern "C" fn(ctx, list, item: *const Value) -> u64`:
    /// `list.append(*item)` for the list object `list`; nonzero means
    /// "take the exit" (nothing changed).
    pub helper_list_append: usize,
    /// `extern "C" fn(ctx, iter, out: *mut Value) -> u64`: the next item
    /// and count of the `enumerate` object `iter` over a list or tuple
    /// into `out[0]` and `out[1]`; nonzero means "take the exit".
    pub helper_enumerate_next: usize,
}

/// Byte offsets of [`JitContext`] fields.
pub mod offsets {
    pub const SLOTS: i32 = 0;
    pub const SLOTS_LEN: i32 = 8;
    pub const VALID: i32 = 16;
    pub const FRAME_COUNT: i32 = 24;
    pub const RECURSION_LIMIT: i32 = 32;
    pub const POLL_COUNTDOWN: i32 = 40;
    pub const STATE: i32 = 48;
    pub const HELPER_UOP: i32 = 56;
    pub const HELPER_POLL: i32 = 64;
    pub const HELPER_LIST_GET: i32 = 72;
    pub const HELPER_LIST_SET: i32 = 80;
    pub const HELPER_SLOT_ADD: i32 = 88;
    pub const HELPER_NEW_INSTANCE: i32 = 96;
    pub const POLL_QUANTUM: i32 = 104;
    pub const HEAP_OBJECTS: i32 = 112;
    pub const GLOBALS: i32 = 120;
    pub const WATCHED: i32 = 128;
    pub const HELPER_VALUE_OP: i32 = 136;
    pub const HEAP_DIRTY: i32 = 144;
    pub const CHAR_STRS: i32 = 152;
    pub const HELPER_LIST_APPEND: i32 = 160;
    pub const HELPER_ENUMERATE_NEXT: i32 = 168;
}

/// Most steps between two polls inside machine code (fewer when the step
/// budget has less left, so machine code stops at the budget exactly).
pub const POLL_INTERVAL: u64 = 1024;

const _: () = {
    assert!(core::mem::offset_of!(JitContext, slots) == offsets::SLOTS as usize);
    assert!(core::mem::offset_of!(JitContext, slots_len) == offsets::SLOTS_LEN as usize);
    assert!(core::mem::offset_of!(JitContext, valid) == offsets::VALID as usize);
    assert!(core::mem::offset_of!(JitContext, frame_count) == offsets::FRAME_COUNT as usize);
    assert!(
        core::mem::offset_of!(JitContext, recursion_limit) == offsets::RECURSION_LIMIT as usize
    );
    assert!(core::mem::offset_of!(JitContext, poll_countdown) == offsets::POLL_COUNTDOWN as usize);
    assert!(core::mem::offset_of!(JitContext, poll_quantum) == offsets::POLL_QUANTUM as usize);
    assert!(core::mem::offset_of!(JitContext, heap_objects) == offsets::HEAP_OBJECTS as usize);
    assert!(core::mem::offset_of!(JitContext, globals) == offsets::GLOBALS as usize);
    assert!(core::mem::offset_of!(JitContext, watched) == offsets::WATCHED as usize);
    assert!(core::mem::offset_of!(JitContext, state) == offsets::STATE as usize);
    assert!(core::mem::offset_of!(JitContext, helper_uop) == offsets::HELPER_UOP as usize);
    assert!(core::mem::offset_of!(JitContext, helper_poll) == offsets::HELPER_POLL as usize);
    assert!(
        core::mem::offset_of!(JitContext, helper_list_get) == offsets::HELPER_LIST_GET as usize
    );
    assert!(
        core::mem::offset_of!(JitContext, helper_list_set) == offsets::HELPER_LIST_SET as usize
    );
    assert!(
        core::mem::offset_of!(JitContext, helper_slot_add) == offsets::HELPER_SLOT_ADD as usize
    );
    assert!(
        core::mem::offset_of!(JitContext, helper_new_instance)
            == offsets::HELPER_NEW_INSTANCE as usize
    );
    assert!(
        core::mem::offset_of!(JitContext, helper_value_op) == offsets::HELPER_VALUE_OP as usize
    );
    assert!(core::mem::offset_of!(JitContext, heap_dirty) == offsets::HEAP_DIRTY as usize);
    assert!(core::mem::offset_of!(JitContext, char_strs) == offsets::CHAR_STRS as usize);
    assert!(
        core::mem::offset_of!(JitContext, helper_list_append)
            == offsets::HELPER_LIST_APPEND as usize
    );
    assert!(
        core::mem::offset_of!(JitContext, helper_enumerate_next)
            == offsets::HELPER_ENUMERATE_NEXT as usize
    );
};
