//! A suspended generator's frame image (its locals, then its value stack
//! as it was at the `yield`), with its address, length and room published
//! so that machine code can move it in and out of a frame in place.
//!
//! The image lives in a block with room for the generator's whole frame,
//! made when the generator is, so a `yield` saves into it without
//! allocating; values past the length are stale and never read. Beside
//! the block this keeps the block's address, the length and the room as
//! plain words at fixed offsets (`tier2::heap_layout` publishes them),
//! refreshed by every change here. This module knows nothing of running
//! generators (`interp/generators.rs`).

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::ops::Deref;

use crate::value::Value;

#[derive(Default)]
pub struct GenImage {
    /// `block.as_ptr()`.
    addr: usize,
    /// Values saved.
    len: usize,
    /// `block.len()`: what a save may hold without a new block.
    room: usize,
    block: Box<[Value]>,
}

/// Byte offsets of the words machine code reads (`usize`s).
pub const ADDR_OFFSET: usize = core::mem::offset_of!(GenImage, addr);
pub const LEN_OFFSET: usize = core::mem::offset_of!(GenImage, len);
pub const ROOM_OFFSET: usize = core::mem::offset_of!(GenImage, room);

/// The allocation failed.
#[derive(Debug)]
pub struct NoRoom;

impl GenImage {
    /// An image of `values` in a block with room for at least `room`.
    pub fn new(values: &[Value], room: usize) -> Result<Self, NoRoom> {
        let mut image = GenImage::default();
        image.save_with_room(values, room)?;
        Ok(image)
    }

    /// An image of the locals `values`, their vector grown in place into
    /// a block with room for at least `room` (a generator's first image:
    /// no second allocation and copy).
    pub fn from_locals(mut values: Vec<Value>, room: usize) -> Result<Self, NoRoom> {
        let len = values.len();
        let room = room.max(len);
        values.try_reserve_exact(room - len).map_err(|_| NoRoom)?;
        values.resize(room, Value::Undef);
        let block = values.into_boxed_slice();
        Ok(GenImage {
            addr: block.as_ptr() as usize,
            len,
            room,
            block,
        })
    }

    /// Replaces the image with `live`.
    pub fn save(&mut self, live: &[Value]) -> Result<(), NoRoom> {
        self.save_with_room(live, live.len())
    }

    fn save_with_room(&mut self, live: &[Value], room: usize) -> Result<(), NoRoom> {
        let room = room.max(live.len());
        if room > self.block.len() {
            let mut block = Vec::new();
            block.try_reserve_exact(room).map_err(|_| NoRoom)?;
            block.resize(room, Value::Undef);
            self.block = block.into_boxed_slice();
            self.addr = self.block.as_ptr() as usize;
            self.room = room;
        }
        if let Some(dst) = self.block.get_mut(..live.len()) {
            dst.copy_from_slice(live);
        }
        self.len = live.len();
        Ok(())
    }

    /// Empties the image, keeping its block for the next save.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Takes the last value saved off the image (a `yield from`'s
    /// subiterator, once it is done with).
    pub fn pop(&mut self) -> Option<Value> {
        let v = *self.block.get(self.len.checked_sub(1)?)?;
        self.len -= 1;
        Some(v)
    }

    /// Values the block has room for.
    pub fn room(&self) -> usize {
        self.room
    }
}

impl Deref for GenImage {
    type Target = [Value];

    fn deref(&self) -> &[Value] {
        self.block.get(..self.len).unwrap_or(&[])
    }
}

impl Clone for GenImage {
    fn clone(&self) -> Self {
        // A copy's words describe its own block; an image too big to copy
        // becomes an empty one (clones are for inspection, never run).
        GenImage::new(self, self.room).unwrap_or_default()
    }
}

impl core::fmt::Debug for GenImage {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(g: &GenImage) -> (usize, usize, usize) {
        (g.addr, g.len, g.room)
    }

    #[test]
    fn saves_reuse_the_block_and_the_words_follow_every_change() {
        let vals = [Value::Int(1), Value::Int(2), Value::Int(3)];
        let mut g = GenImage::new(&vals[..1], 4).unwrap();
        let block = g.as_ptr() as usize;
        assert_eq!(words(&g), (block, 1, 4));
        g.save(&vals).unwrap();
        assert_eq!(words(&g), (block, 3, 4));
        assert_eq!(&g[..], &vals);
        g.clear();
        assert!(g.is_empty() && g.room() == 4);
        // Past the room: a new block.
        let five = [Value::None; 5];
        g.save(&five).unwrap();
        assert_eq!((g.len, g.room), (5, 5));
        assert_eq!(g.addr, g.as_ptr() as usize);
        let copy = g.clone();
        let grown = GenImage::from_locals(alloc::vec![Value::Int(7); 2], 6).unwrap();
        assert_eq!(words(&grown), (grown.as_ptr() as usize, 2, 6));
        assert_eq!(&grown[..], &[Value::Int(7); 2]);
        assert_eq!(copy.addr, copy.as_ptr() as usize);
        assert_ne!(copy.addr, g.addr);
        assert_eq!(&copy[..], &g[..]);
        assert_eq!(words(&GenImage::default()).1, 0);
    }
}
