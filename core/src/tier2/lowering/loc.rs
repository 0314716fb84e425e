//! Where a value is while a trace is lowered.

use crate::value::{Value, layout};

/// Where a value is: `G` is a backend's general register type, `F` its
/// floating-point register type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Loc<G, F> {
    /// In slot `n` (root-relative) as a full value: its own or a local's.
    Mem(u32),
    /// Known at compile time.
    Const(Value),
    /// An unboxed int (or bool, 0/1) payload.
    Gpr(G, Kind),
    /// An unboxed float.
    Fpr(F),
}

/// What an unboxed payload in a general register is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Int,
    Bool,
}

impl Kind {
    /// The tag the value has when boxed.
    pub fn tag(self) -> u8 {
        match self {
            Kind::Int => layout::TAG_INT,
            Kind::Bool => layout::TAG_BOOL,
        }
    }
}

impl<G: Copy + PartialEq, F: Copy + PartialEq> Loc<G, F> {
    /// The tag of the value when it is in a register or a constant; `None`
    /// in memory, where only the slot says.
    pub fn known_tag(&self) -> Option<u8> {
        match self {
            Loc::Mem(_) => None,
            Loc::Const(v) => Some(v.tag()),
            Loc::Gpr(_, k) => Some(k.tag()),
            Loc::Fpr(_) => Some(layout::TAG_FLOAT),
        }
    }

    /// Whether the value is held in a register.
    pub fn in_register(&self) -> bool {
        matches!(self, Loc::Gpr(..) | Loc::Fpr(_))
    }
}
