//! `_random`: the Mersenne Twister CPython's `random` module is built on,
//! bit for bit (MT19937 with Matsumoto and Nishimura's `init_by_array`
//! seeding, 53-bit floats from two outputs, `getrandbits` from 32-bit
//! words, least significant first), so the same seed gives the same
//! numbers as CPython. `random` itself is written in the guest language
//! on top of [`Builtin::RandomType`] objects.
//!
//! Seeding as CPython 3.11's `random.seed` (version 2) does: an int seeds
//! with the 32-bit words of its absolute value; a str, bytes or bytearray
//! with the int made of its bytes followed by their SHA-512 digest; `None`
//! with entropy from the host (or its clocks); anything else with its
//! hash.

use alloc::boxed::Box;
use alloc::vec::Vec;

use num_bigint::{BigInt, Sign};
use num_traits::Signed;

use crate::args::Args;
use crate::builtins::Builtin;
use crate::ctx::Ctx;
use crate::error::{Exception, exc};
use crate::heap::Heap;
use crate::objects::Attr;
use crate::objects::native::{NativeObj, new_native};
use crate::value::Value;

pub const FUNCTIONS: &[(&str, Builtin)] = &[("Random", Builtin::RandomType)];

const N: usize = 624;
const M: usize = 397;

/// MT19937's state: 624 words and the next one to temper.
#[derive(Clone, Debug)]
pub struct Mt19937 {
    mt: [u32; N],
    index: usize,
}

impl Mt19937 {
    pub fn new(seed: u32) -> Self {
        let mut m = Mt19937 {
            mt: [0; N],
            index: N,
        };
        m.init_genrand(seed);
        m
    }

    fn init_genrand(&mut self, s: u32) {
        self.mt[0] = s;
        for i in 1..N {
            let prev = self.mt[i - 1];
            self.mt[i] = 1812433253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        self.index = N;
    }

    /// Seeds from a key of 32-bit words (`init_by_array`).
    pub fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19650218);
        let (mut i, mut j) = (1usize, 0usize);
        let len = key.len().max(1);
        for _ in 0..N.max(len) {
            let prev = self.mt[i - 1];
            let k = key.get(j).copied().unwrap_or(0);
            self.mt[i] = (self.mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1664525))
                .wrapping_add(k)
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                self.mt[0] = self.mt[N - 1];
                i = 1;
            }
            if j >= len {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = self.mt[i - 1];
            self.mt[i] = (self.mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1566083941))
                .wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                self.mt[0] = self.mt[N - 1];
                i = 1;
            }
        }
        self.mt[0] = 0x8000_0000;
        self.index = N;
    }

    fn twist(&mut self) {
        const UPPER: u32 = 0x8000_0000;
        const LOWER: u32 = 0x7fff_ffff;
        const MATRIX_A: u32 = 0x9908_b0df;
        for k in 0..N {
            let y = (self.mt[k] & UPPER) | (self.mt[(k + 1) % N] & LOWER);
            let mag = if y & 1 == 1 { MATRIX_A } else { 0 };
            self.mt[k] = self.mt[(k + M) % N] ^ (y >> 1) ^ mag;
        }
        self.index = 0;
    }

    pub fn next_u32(&mut self) -> u32 {
        if self.index >= N {
            self.twist();
        }
        let mut y = self.mt[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// A float in [0, 1) with 53 random bits.
    pub fn random(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)
    }

    /// `k` random bits as 32-bit words, least significant first.
    fn bits(&mut self, k: u64) -> Vec<u32> {
        let words = k.div_ceil(32) as usize;
        let mut out = Vec::with_capacity(words);
        let mut left = k;
        for _ in 0..words {
            let mut r = self.next_u32();
            if left < 32 {
                r >>= 32 - left;
            }
            out.push(r);
            left = left.saturating_sub(32);
        }
        out
    }
}

/// The seed words of a non-negative int: its 32-bit words, least
/// significant first (`[0]` for zero).
fn int_key(n: &BigInt) -> Vec<u32> {
    let (_, digits) = n.abs().to_u32_digits();
    if digits.is_empty() {
        alloc::vec![0]
    } else {
        digits
    }
}

/// [`int_key`] of the int whose big-endian bytes are `data` then
/// `digest`, read straight from them (the int would be a third copy of a
/// seed that may fill memory).
#[cfg(feature = "random")]
fn bytes_key(data: &[u8], digest: &[u8]) -> Result<Vec<u32>, Exception> {
    let total = data.len() + digest.len();
    let from_end = |k: usize| {
        if k < digest.len() {
            digest[digest.len() - 1 - k]
        } else {
            data[data.len() - 1 - (k - digest.len())]
        }
    };
    let mut words = Vec::new();
    words
        .try_reserve_exact(total.div_ceil(4))
        .map_err(|_| crate::error::exc!(MemoryError, ""))?;
    for w in 0..total.div_ceil(4) {
        let mut x = 0u32;
        for b in 0..4 {
            let k = w * 4 + b;
            if k < total {
                x |= (from_end(k) as u32) << (8 * b);
            }
        }
        words.push(x);
    }
    while words.len() > 1 && words.last() == Some(&0) {
        words.pop();
    }
    if words.is_empty() {
        words.push(0);
    }
    Ok(words)
}

/// The seed words for `a`, as CPython 3.11's `random.seed(a)` makes them.
fn seed_key(ctx: &mut dyn Ctx, a: Value) -> Result<Vec<u32>, Exception> {
    let heap = ctx.heap();
    // Borrowed, not copied: a seed may be as long as memory allows.
    let bytes: Option<&[u8]> = match a {
        Value::Str(r) => Some(heap.str(r).as_bytes()),
        Value::Bytes(r) | Value::ByteArray(r) => Some(heap.bytes(r)),
        _ => None,
    };
    // Without the feature no generator exists to seed.
    #[cfg(not(feature = "random"))]
    let _ = bytes;
    #[cfg(feature = "random")]
    if let Some(b) = bytes {
        use sha2::Digest;
        let digest = sha2::Sha512::digest(b);
        return bytes_key(b, &digest);
    }
    if let Some(n) = crate::objects::int::to_big(heap, a) {
        return Ok(int_key(&n));
    }
    if a == Value::None {
        return Ok(entropy_key());
    }
    let h = crate::dunder::hash(ctx, a)?;
    Ok(int_key(&BigInt::from(h as u64)))
}

/// 624 words of entropy from the host, or from its clocks.
fn entropy_key() -> Vec<u32> {
    let p = crate::host::platform();
    let mut buf = [0u8; N * 4];
    if let Some(fill) = p.entropy
        && fill(&mut buf)
    {
        return buf
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
    }
    let t = p.wall_clock_ns.map_or(0, |f| f()) ^ p.monotonic_ns.map_or(0, |f| f()).rotate_left(32);
    alloc::vec![t as u32, (t >> 32) as u32]
}

fn generator(heap: &mut Heap, v: Value) -> Result<&mut Mt19937, Exception> {
    match v.obj().and_then(|r| heap.native_mut(r)) {
        Some(NativeObj::Random(m)) => Ok(m),
        _ => Err(exc!(
            TypeError,
            "descriptor requires a '_random.Random' object"
        )),
    }
}

/// `_random.Random([seed])`.
pub fn call(b: Builtin, ctx: &mut dyn Ctx, args: Args) -> Result<Value, Exception> {
    if b != Builtin::RandomType {
        return Err(exc!(SystemError, "_random.{} is not implemented", b.name()));
    }
    args.no_kw("Random")?;
    let seed = args
        .at_most("Random", 1)?
        .first()
        .copied()
        .unwrap_or(Value::None);
    let key = seed_key(ctx, seed)?;
    let mut m = Mt19937::new(0);
    m.init_by_array(&key);
    new_native(ctx.heap(), NativeObj::Random(Box::new(m)))
}

/// A method of a `_random.Random` object.
pub fn method(ctx: &mut dyn Ctx, recv: Value, attr: Attr, args: Args) -> Result<Value, Exception> {
    match attr {
        Attr::random => {
            args.expect("random", 0, 0)?;
            Ok(Value::Float(generator(ctx.heap(), recv)?.random()))
        }
        Attr::seed => {
            args.no_kw("seed")?;
            let a = args
                .at_most("seed", 1)?
                .first()
                .copied()
                .unwrap_or(Value::None);
            let key = seed_key(ctx, a)?;
            generator(ctx.heap(), recv)?.init_by_array(&key);
            Ok(Value::None)
        }
        Attr::getrandbits => {
            let k = args.exactly_one("getrandbits")?;
            let heap = ctx.heap();
            let k = crate::args::c_int(heap, k)?;
            if k < 0 {
                return Err(exc!(ValueError, "number of bits must be non-negative"));
            }
            if k <= 32 {
                let m = generator(heap, recv)?;
                return Ok(Value::Int(if k == 0 {
                    0
                } else {
                    (m.next_u32() >> (32 - k)) as i64
                }));
            }
            let words = generator(heap, recv)?.bits(k as u64);
            crate::objects::int::from_big(heap, BigInt::from_slice(Sign::Plus, &words))
        }
        Attr::getstate => {
            args.expect("getstate", 0, 0)?;
            let heap = ctx.heap();
            let m = generator(heap, recv)?.clone();
            let mut items: Vec<Value> = m.mt.iter().map(|&w| Value::Int(w as i64)).collect();
            items.push(Value::Int(m.index as i64));
            crate::objects::tuple::new_tuple(heap, &items)
        }
        Attr::setstate => {
            let st = args.exactly_one("setstate")?;
            let heap = ctx.heap();
            let Value::Tuple(_) = st else {
                return Err(exc!(TypeError, "state vector must be a tuple"));
            };
            let items = crate::heap::headroom::copy(heap.seq(st))?;
            if items.len() != N + 1 {
                return Err(exc!(ValueError, "state vector is the wrong size"));
            }
            let mut words = [0u32; N];
            for (w, v) in words.iter_mut().zip(&items) {
                *w = match crate::objects::int::to_big(heap, *v)
                    .and_then(|b| u32::try_from(&b).ok())
                {
                    Some(x) => x,
                    None => {
                        return Err(exc!(
                            OverflowError,
                            "Python int too large to convert to C unsigned long"
                        ));
                    }
                };
            }
            let index = match items[N] {
                Value::Int(i) if (0..=N as i64).contains(&i) => i as usize,
                Value::Int(_) => return Err(exc!(ValueError, "invalid state")),
                _ => return Err(exc!(TypeError, "an integer is required")),
            };
            let m = generator(heap, recv)?;
            m.mt = words;
            m.index = index;
            Ok(Value::None)
        }
        _ => Err(crate::objects::method::no_attribute(ctx.heap(), recv, attr)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_sequence_of_init_by_array() {
        // The first outputs of mt19937ar.c's own test (key 0x123, 0x234,
        // 0x345, 0x456).
        let mut m = Mt19937::new(0);
        m.init_by_array(&[0x123, 0x234, 0x345, 0x456]);
        let first: Vec<u32> = (0..5).map(|_| m.next_u32()).collect();
        assert_eq!(
            first,
            [1067595299, 955945823, 477289528, 4107218783, 4228976476]
        );
    }

    #[test]
    fn seeding_with_an_int_matches_cpython() {
        // CPython 3.11: random.seed(42); random.random()
        let mut m = Mt19937::new(0);
        m.init_by_array(&int_key(&BigInt::from(42)));
        assert_eq!(m.random(), 0.6394267984578837);
    }
}
