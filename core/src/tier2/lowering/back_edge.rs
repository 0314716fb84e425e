//! The moves at a peeled loop's back-edge.
//!
//! A peeled loop keeps values in registers from one iteration to the next:
//! its head fixes where each one is ([`Carried`]), and at the back-edge the
//! values of the iteration just run must be brought there. [`plan`] orders
//! that work so that nothing is overwritten before it is read:
//!
//! 1. type checks that may leave the trace, while every value is still
//!    where the exit's write-back expects it;
//! 2. stores to memory (they read registers the moves may overwrite);
//! 3. register moves, as a parallel assignment, each cycle broken through
//!    the backend's scratch register;
//! 4. loads and constants, into registers no move reads any more.

use alloc::vec::Vec;

use super::Loc;
use crate::value::Value;

/// Where a slot's value is, at the loop head or at the back-edge.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Carried<G, F> {
    /// The slot (root-relative) the value belongs to.
    pub slot: u32,
    /// `Loc::Mem(slot)` when only memory has it; else a register (or, at
    /// the back-edge, a constant).
    pub at: Loc<G, F>,
    /// The slot in memory holds the value too, so an exit need not write
    /// it back (always true for `Loc::Mem`).
    pub clean: bool,
}

/// What a loop head fixes: where each value is, and each frame's
/// (fp, base, depth), which the back-edge must find again.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopHead<G, F> {
    pub carried: Vec<Carried<G, F>>,
    pub shape: Vec<(u32, u32, usize)>,
}

/// One step of a back-edge.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step<G, F> {
    /// Leave the trace unless the value in `slot` is tagged `tag`.
    Check {
        slot: u32,
        tag: u8,
    },
    /// Leave the trace: a value's type is not the one the head keeps.
    Exit,
    /// Write the value at `from` (a register or a constant) to `slot`.
    Store {
        slot: u32,
        from: Loc<G, F>,
    },
    MoveGpr {
        to: G,
        from: G,
    },
    MoveFpr {
        to: F,
        from: F,
    },
    /// The register `to` gets the payload of `slot`.
    Load {
        to: Loc<G, F>,
        slot: u32,
    },
    /// The register `to` gets the payload of `value`.
    Constant {
        to: Loc<G, F>,
        value: Value,
    },
}

/// The steps that take the values `now` (at the back-edge) to where `head`
/// keeps them. A slot missing from `now` is in memory; a slot missing from
/// `head` goes to memory. `gpr_scratch` and `fpr_scratch` hold no value.
/// When some value cannot be where the head wants it (an int where the
/// head keeps a float, say), the plan is a single [`Step::Exit`].
pub fn plan<G, F>(
    head: &[Carried<G, F>],
    now: &[Carried<G, F>],
    gpr_scratch: G,
    fpr_scratch: F,
) -> Vec<Step<G, F>>
where
    G: Copy + PartialEq,
    F: Copy + PartialEq,
{
    let mut checks = Vec::new();
    let mut stores = Vec::new();
    let mut gpr_moves = Vec::new();
    let mut fpr_moves = Vec::new();
    let mut fills = Vec::new();
    let in_memory = |slot| Carried {
        slot,
        at: Loc::Mem(slot),
        clean: true,
    };
    let current = |slot| {
        now.iter()
            .find(|c| c.slot == slot)
            .copied()
            .unwrap_or(in_memory(slot))
    };
    let wanted = |slot| {
        head.iter()
            .find(|c| c.slot == slot)
            .copied()
            .unwrap_or(in_memory(slot))
    };
    let slots = head.iter().map(|c| c.slot).chain(
        now.iter()
            .map(|c| c.slot)
            .filter(|s| !head.iter().any(|c| c.slot == *s)),
    );
    for slot in slots {
        let (want, have) = (wanted(slot), current(slot));
        if matches!(have.at, Loc::Mem(s) if s != slot) {
            // Another slot's value: the backend settles such entries first.
            return alloc::vec![Step::Exit];
        }
        let have_in_memory = have.clean || have.at == Loc::Mem(slot);
        if (want.at == Loc::Mem(slot) || want.clean) && !have_in_memory {
            stores.push(Step::Store {
                slot,
                from: have.at,
            });
        }
        match (want.at, have.at) {
            (Loc::Mem(_), _) => {}
            (Loc::Const(_), _) => return alloc::vec![Step::Exit],
            (to, Loc::Mem(_)) => {
                let Some(tag) = to.known_tag() else {
                    return alloc::vec![Step::Exit];
                };
                checks.push(Step::Check { slot, tag });
                fills.push(Step::Load { to, slot });
            }
            (to, Loc::Const(value)) => {
                if to.known_tag() != Some(value.tag()) {
                    return alloc::vec![Step::Exit];
                }
                fills.push(Step::Constant { to, value });
            }
            (Loc::Gpr(to, want_kind), Loc::Gpr(from, have_kind)) if want_kind == have_kind => {
                if to != from {
                    gpr_moves.push((to, from));
                }
            }
            (Loc::Fpr(to), Loc::Fpr(from)) => {
                if to != from {
                    fpr_moves.push((to, from));
                }
            }
            _ => return alloc::vec![Step::Exit],
        }
    }
    let mut steps = checks;
    steps.append(&mut stores);
    for (to, from) in parallel_moves(gpr_moves, gpr_scratch) {
        steps.push(Step::MoveGpr { to, from });
    }
    for (to, from) in parallel_moves(fpr_moves, fpr_scratch) {
        steps.push(Step::MoveFpr { to, from });
    }
    steps.append(&mut fills);
    steps
}

/// Orders `moves` (destination, source; destinations distinct) so that each
/// source is read before it is overwritten; a cycle goes through `scratch`.
pub fn parallel_moves<R: Copy + PartialEq>(mut moves: Vec<(R, R)>, scratch: R) -> Vec<(R, R)> {
    moves.retain(|(to, from)| to != from);
    let mut out = Vec::with_capacity(moves.len() + 1);
    while !moves.is_empty() {
        let free = moves
            .iter()
            .position(|(to, _)| !moves.iter().any(|(_, from)| from == to));
        match free {
            Some(i) => out.push(moves.remove(i)),
            None => {
                // Every destination is still to be read: a cycle. Save one
                // destination's value, read it from the scratch instead.
                let (to, _) = moves[0];
                out.push((scratch, to));
                for m in &mut moves {
                    if m.1 == to {
                        m.1 = scratch;
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tier2::lowering::Kind;
    use crate::value::layout;

    type L = Loc<u8, u16>;
    type C = Carried<u8, u16>;

    /// A machine: sixteen general registers, sixteen float registers (numbered
    /// 100..116), and memory as (tag, payload) per slot.
    #[derive(Clone, Debug, PartialEq)]
    struct Machine {
        gpr: [u64; 16],
        fpr: [u64; 16],
        mem: [(u8, u64); 32],
    }

    impl Machine {
        fn new() -> Self {
            let mut m = Machine {
                gpr: [0; 16],
                fpr: [0; 16],
                mem: [(0, 0); 32],
            };
            for i in 0..16 {
                m.gpr[i] = 1000 + i as u64;
                m.fpr[i] = 2000 + i as u64;
            }
            for i in 0..32 {
                m.mem[i] = (layout::TAG_INT, 3000 + i as u64);
            }
            m
        }

        fn value(&self, at: L) -> (u8, u64) {
            match at {
                Loc::Mem(s) => self.mem[s as usize],
                Loc::Const(v) => (v.tag(), v.to_bits().1),
                Loc::Gpr(r, k) => (k.tag(), self.gpr[r as usize]),
                Loc::Fpr(x) => (layout::TAG_FLOAT, self.fpr[x as usize - 100]),
            }
        }

        /// Runs the steps; `false` if they leave the trace.
        fn run(&mut self, steps: &[Step<u8, u16>]) -> bool {
            for s in steps {
                match *s {
                    Step::Check { slot, tag } => {
                        if self.mem[slot as usize].0 != tag {
                            return false;
                        }
                    }
                    Step::Exit => return false,
                    Step::Store { slot, from } => {
                        self.mem[slot as usize] = self.value(from);
                    }
                    Step::MoveGpr { to, from } => self.gpr[to as usize] = self.gpr[from as usize],
                    Step::MoveFpr { to, from } => {
                        self.fpr[to as usize - 100] = self.fpr[from as usize - 100]
                    }
                    Step::Load { to, slot } => {
                        let p = self.mem[slot as usize].1;
                        self.put(to, p);
                    }
                    Step::Constant { to, value } => self.put(to, value.to_bits().1),
                }
            }
            true
        }

        fn put(&mut self, to: L, payload: u64) {
            match to {
                Loc::Gpr(r, _) => self.gpr[r as usize] = payload,
                Loc::Fpr(x) => self.fpr[x as usize - 100] = payload,
                _ => panic!("a fill into memory"),
            }
        }
    }

    fn reg(slot: u32, r: u8) -> C {
        Carried {
            slot,
            at: Loc::Gpr(r, Kind::Int),
            clean: false,
        }
    }

    fn freg(slot: u32, x: u16) -> C {
        Carried {
            slot,
            at: Loc::Fpr(x),
            clean: false,
        }
    }

    /// Runs the plan from `now` to `head` and checks that every slot's value
    /// ends where the head keeps it, and that memory agrees wherever the
    /// head says it does.
    fn check(head: &[C], now: &[C]) -> Vec<Step<u8, u16>> {
        let steps = plan(head, now, 15, 115);
        let mut m = Machine::new();
        let before = m.clone();
        let value_now = |slot: u32| {
            let c = now.iter().find(|c| c.slot == slot);
            before.value(c.map_or(Loc::Mem(slot), |c| c.at))
        };
        assert!(m.run(&steps), "the plan left the trace: {steps:?}");
        let slots: Vec<u32> = head.iter().chain(now).map(|c| c.slot).collect();
        for slot in slots {
            let want = head
                .iter()
                .find(|c| c.slot == slot)
                .copied()
                .unwrap_or(Carried {
                    slot,
                    at: Loc::Mem(slot),
                    clean: true,
                });
            let expected = value_now(slot);
            let (tag, payload) = m.value(want.at);
            assert_eq!(expected.1, payload, "slot {slot} payload: {steps:?}");
            assert_eq!(expected.0, tag, "slot {slot} tag");
            if want.clean || want.at == Loc::Mem(slot) {
                assert_eq!(m.mem[slot as usize], expected, "slot {slot} in memory");
            }
        }
        steps
    }

    #[test]
    fn values_already_in_place_need_nothing() {
        let head = [reg(1, 3), freg(2, 104)];
        assert!(check(&head, &head).is_empty());
    }

    #[test]
    fn a_swap_goes_through_the_scratch() {
        let steps = check(&[reg(1, 3), reg(2, 4)], &[reg(1, 4), reg(2, 3)]);
        assert_eq!(steps.len(), 3);
        assert!(
            steps.contains(&Step::MoveGpr { to: 15, from: 3 })
                || steps.contains(&Step::MoveGpr { to: 15, from: 4 })
        );
    }

    #[test]
    fn longer_cycles_and_chains() {
        // A 4-cycle, a 2-cycle and a chain into both.
        let head = [
            reg(1, 1),
            reg(2, 2),
            reg(3, 3),
            reg(4, 4),
            reg(5, 5),
            reg(6, 6),
            reg(7, 7),
        ];
        let now = [
            reg(1, 2),
            reg(2, 3),
            reg(3, 4),
            reg(4, 1),
            reg(5, 6),
            reg(6, 5),
            reg(7, 1),
        ];
        let steps = check(&head, &now);
        // Two cycles: one scratch save each, plus the seven moves.
        assert_eq!(steps.len(), 9);
    }

    #[test]
    fn every_register_live_plus_one_more_from_memory() {
        // Fifteen registers (all but the scratch) rotate, and a sixteenth
        // value comes from memory into a register the rotation frees.
        let mut head: Vec<C> = (0..15).map(|r| reg(r as u32, r)).collect();
        let mut now: Vec<C> = (0..15).map(|r| reg(r as u32, (r + 1) % 15)).collect();
        head.push(reg(20, 0));
        now.iter_mut().for_each(|c| {
            if c.slot == 0 {
                c.at = Loc::Mem(0);
                c.clean = true;
            }
        });
        head[0] = Carried {
            slot: 0,
            at: Loc::Mem(0),
            clean: true,
        };
        let steps = check(&head, &now);
        assert!(
            steps
                .iter()
                .any(|s| matches!(s, Step::Check { slot: 20, .. }))
        );
    }

    #[test]
    fn ints_and_floats_move_in_their_own_files() {
        let head = [reg(1, 3), freg(2, 103), reg(3, 4), freg(4, 104)];
        let now = [reg(1, 4), freg(2, 104), reg(3, 3), freg(4, 103)];
        let steps = check(&head, &now);
        assert!(
            steps.contains(&Step::MoveFpr { to: 115, from: 103 })
                || steps.contains(&Step::MoveFpr { to: 115, from: 104 })
        );
    }

    #[test]
    fn constants_and_memory_fill_registers_after_the_moves() {
        // Register 3 is read by a move and refilled by a constant after it.
        let head = [reg(1, 3), reg(2, 4), freg(5, 100)];
        let now = [
            Carried {
                slot: 1,
                at: Loc::Const(Value::Int(-7)),
                clean: false,
            },
            reg(2, 3),
            Carried {
                slot: 5,
                at: Loc::Const(Value::Float(2.5)),
                clean: false,
            },
        ];
        check(&head, &now);
    }

    #[test]
    fn values_the_head_keeps_in_memory_are_stored_first() {
        // Slot 2's register is overwritten by a move; its store comes first.
        let head = [
            reg(1, 3),
            Carried {
                slot: 2,
                at: Loc::Mem(2),
                clean: true,
            },
        ];
        let now = [reg(1, 4), reg(2, 3)];
        let steps = check(&head, &now);
        assert!(matches!(steps[0], Step::Store { slot: 2, .. }));
    }

    #[test]
    fn a_clean_head_value_written_in_the_loop_is_stored_too() {
        let head = [Carried {
            slot: 1,
            at: Loc::Gpr(3, Kind::Int),
            clean: true,
        }];
        let steps = check(&head, &[reg(1, 5)]);
        assert!(
            steps
                .iter()
                .any(|s| matches!(s, Step::Store { slot: 1, .. }))
        );
    }

    #[test]
    fn a_type_change_leaves_before_anything_moves() {
        // Slot 1 became a float, slot 2 a bool: no move can make them fit.
        assert_eq!(plan(&[reg(1, 3)], &[freg(1, 100)], 15, 115), [Step::Exit]);
        let bool_now = Carried {
            slot: 2,
            at: Loc::Gpr(4, Kind::Bool),
            clean: false,
        };
        assert_eq!(plan(&[reg(2, 4)], &[bool_now], 15, 115), [Step::Exit]);
        let text = Carried {
            slot: 1,
            at: Loc::Const(Value::None),
            clean: false,
        };
        assert_eq!(plan(&[reg(1, 3)], &[text], 15, 115), [Step::Exit]);
        // A value in memory of the wrong type fails its check at run time.
        let steps = plan(&[reg(1, 3), reg(2, 4)], &[reg(2, 3)], 15, 115);
        let mut m = Machine::new();
        m.mem[1].0 = layout::TAG_FLOAT;
        let before = m.clone();
        assert!(!m.run(&steps));
        assert_eq!(m, before, "a failed check must come before any move");
    }
}
