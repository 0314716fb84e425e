//! An insertion-ordered map from interned names to values: a class's
//! attributes, a function's keyword defaults.
//!
//! Small maps (most classes have a handful of attributes) are searched
//! linearly; past [`INDEXED`] entries a hash index is kept as well.

use alloc::vec::Vec;

use hashbrown::HashMap;

use super::intern::NameId;
use crate::value::Value;

const INDEXED: usize = 12;

#[derive(Clone, Debug, Default)]
pub struct Namespace {
    entries: Vec<(NameId, Value)>,
    index: Option<HashMap<NameId, usize>>,
}

impl Namespace {
    pub fn new() -> Self {
        Self::default()
    }

    fn position(&self, name: NameId) -> Option<usize> {
        match &self.index {
            Some(ix) => ix.get(&name).copied(),
            None => self.entries.iter().position(|(n, _)| *n == name),
        }
    }

    pub fn get(&self, name: NameId) -> Option<Value> {
        self.position(name).map(|i| self.entries[i].1)
    }

    pub fn set(&mut self, name: NameId, v: Value) {
        match self.position(name) {
            Some(i) => self.entries[i].1 = v,
            None => {
                self.entries.push((name, v));
                if let Some(ix) = &mut self.index {
                    ix.insert(name, self.entries.len() - 1);
                } else if self.entries.len() > INDEXED {
                    self.reindex();
                }
            }
        }
    }

    /// Removes `name`; false if it was not there.
    pub fn remove(&mut self, name: NameId) -> bool {
        match self.position(name) {
            Some(i) => {
                self.entries.remove(i);
                if self.index.is_some() {
                    self.reindex();
                }
                true
            }
            None => false,
        }
    }

    fn reindex(&mut self) {
        self.index = Some(
            self.entries
                .iter()
                .enumerate()
                .map(|(i, (n, _))| (*n, i))
                .collect(),
        );
    }

    pub fn iter(&self) -> impl Iterator<Item = (NameId, Value)> + '_ {
        self.entries.iter().copied()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn size_estimate(&self) -> usize {
        self.entries.capacity() * core::mem::size_of::<(NameId, Value)>()
            + self.index.as_ref().map_or(0, |ix| ix.capacity() * 16)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_insertion_order_across_the_indexed_size() {
        let mut ns = Namespace::new();
        for i in 0..20 {
            ns.set(i, Value::Int(i as i64));
        }
        ns.set(3, Value::Int(-3));
        assert!(ns.remove(5));
        assert!(!ns.remove(5));
        assert_eq!(ns.get(3), Some(Value::Int(-3)));
        assert_eq!(ns.get(5), None);
        assert_eq!(ns.get(19), Some(Value::Int(19)));
        let order: Vec<NameId> = ns.iter().map(|(n, _)| n).collect();
        assert_eq!(order[..5], [0, 1, 2, 3, 4]);
        assert_eq!(order[5], 6);
        assert_eq!(ns.len(), 19);
    }
}
