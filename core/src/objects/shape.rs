//! Instance layouts (hidden classes, as V8's maps and PyPy's maps).
//!
//! Every class has a root shape; adding an attribute to an instance moves
//! it along a transition to the shape that has one more name, so instances
//! of a class that set the same attributes in the same order share one
//! shape and keep their values in a plain vector, at the index the shape
//! gives. A trace guards an instance's shape once and then reads and writes
//! attributes at fixed indices. Because roots are per class, a shape also
//! determines the class.
//!
//! Shapes are never freed: their number is bounded by the attribute
//! orders a program uses ([`MAX_SHAPES`] in all; past it, and past
//! [`MAX_ATTRS`] attributes on one object, instances keep their
//! attributes in a map instead).

use alloc::boxed::Box;
use alloc::vec::Vec;

use super::intern::NameId;

/// Index of a shape in the [`ShapeTable`].
pub type ShapeId = u32;

/// Most attributes an instance keeps in shape order.
pub const MAX_ATTRS: usize = 64;
/// Most shapes one VM makes.
pub const MAX_SHAPES: usize = 1 << 20;

#[derive(Clone, Debug)]
struct ShapeNode {
    /// The names of the attributes, in index order.
    names: Box<[NameId]>,
    transitions: Vec<(NameId, ShapeId)>,
}

#[derive(Clone, Debug, Default)]
pub struct ShapeTable {
    nodes: Vec<ShapeNode>,
}

impl ShapeTable {
    pub fn new() -> Self {
        Self::default()
    }

    /// A new root (for a new class); `None` when the table is full.
    pub fn new_root(&mut self) -> Option<ShapeId> {
        if self.nodes.len() >= MAX_SHAPES {
            return None;
        }
        self.nodes.push(ShapeNode {
            names: Box::new([]),
            transitions: Vec::new(),
        });
        Some((self.nodes.len() - 1) as ShapeId)
    }

    /// Where attribute `name` sits in instances of `shape`.
    #[inline]
    pub fn index_of(&self, shape: ShapeId, name: NameId) -> Option<usize> {
        self.nodes
            .get(shape as usize)?
            .names
            .iter()
            .position(|&n| n == name)
    }

    pub fn names(&self, shape: ShapeId) -> &[NameId] {
        self.nodes.get(shape as usize).map_or(&[], |n| &n.names)
    }

    /// The shape `shape` becomes when `name` is added, if that has happened
    /// before (nothing is made).
    pub fn transition(&self, shape: ShapeId, name: NameId) -> Option<ShapeId> {
        self.nodes
            .get(shape as usize)?
            .transitions
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, to)| *to)
    }

    /// The shape `shape` becomes when `name` is added; `None` when the
    /// instance should keep its attributes in a map instead.
    pub fn add(&mut self, shape: ShapeId, name: NameId) -> Option<ShapeId> {
        let node = self.nodes.get(shape as usize)?;
        if let Some(&(_, to)) = node.transitions.iter().find(|(n, _)| *n == name) {
            return Some(to);
        }
        if node.names.len() >= MAX_ATTRS || self.nodes.len() >= MAX_SHAPES {
            return None;
        }
        let mut names = node.names.to_vec();
        names.push(name);
        let to = self.nodes.len() as ShapeId;
        self.nodes.push(ShapeNode {
            names: names.into_boxed_slice(),
            transitions: Vec::new(),
        });
        self.nodes[shape as usize].transitions.push((name, to));
        Some(to)
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_order_shares_a_shape_and_roots_are_distinct() {
        let mut t = ShapeTable::new();
        let a = t.new_root().unwrap();
        let b = t.new_root().unwrap();
        let ax = t.add(a, 7).unwrap();
        let axy = t.add(ax, 8).unwrap();
        assert_eq!(t.add(a, 7), Some(ax));
        assert_eq!(t.add(ax, 8), Some(axy));
        assert_ne!(t.add(b, 7), Some(ax));
        assert_eq!(t.index_of(axy, 8), Some(1));
        assert_eq!(t.index_of(axy, 9), None);
        assert_eq!(t.names(axy), &[7, 8]);
    }

    #[test]
    fn too_many_attributes_leave_shapes() {
        let mut t = ShapeTable::new();
        let mut s = t.new_root().unwrap();
        for n in 0..MAX_ATTRS as u32 {
            s = t.add(s, n).unwrap();
        }
        assert_eq!(t.add(s, 1000), None);
    }
}
