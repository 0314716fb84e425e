//! What the host process has mapped, and with which permissions: a cache of
//! `/proc/self/maps`, so the emulator maps into Unicorn only host pages that
//! exist, with no more access than the host itself allows (a wild pointer
//! or a write to sealed code becomes an emulation error instead of a
//! segfault of the host).

use unicorn_engine::unicorn_const::Prot;

/// Fresh reads of `/proc/self/maps` that must all refuse an access before
/// it is refused.
const REREADS: usize = 4;

/// One mapping of the host: `start..end` with Unicorn permission bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Region {
    start: u64,
    end: u64,
    prot: u32,
}

/// The cache. It is refreshed only when it cannot grant an access (see
/// [`HostMaps::prot_for`]), so it may be stale in the permissive direction:
/// it may still list memory the host has since unmapped or made read-only.
/// That matters only for code that touches memory its [`Entry`] contract
/// does not let it touch (native execution would crash there too); memory
/// code may legitimately touch is mapped or has its permissions widened
/// after a refresh.
///
/// [`Entry`]: trellis_core::tier2::native::Entry
#[derive(Default)]
pub(crate) struct HostMaps {
    regions: Vec<Region>,
}

impl HostMaps {
    /// The permissions of the host page at `page`, if they include `need`:
    /// from the cache, or else from a fresh read of `/proc/self/maps`.
    /// `Err` says what the host has there instead.
    pub(crate) fn prot_for(&mut self, page: u64, need: u32) -> Result<u32, String> {
        // Not Linux, or no procfs: nothing is known to be mapped, so the
        // emulator maps nothing lazily and reports every such access.
        self.prot_for_reading(page, need, || {
            std::fs::read_to_string("/proc/self/maps").ok()
        })
    }

    /// [`HostMaps::prot_for`] with `read` giving the maps text.
    fn prot_for_reading(
        &mut self,
        page: u64,
        need: u32,
        mut read: impl FnMut() -> Option<String>,
    ) -> Result<u32, String> {
        if let Some(p) = self.lookup(page).filter(|p| p & need == need) {
            return Ok(p);
        }
        // The kernel builds `/proc/self/maps` one read at a time: when
        // another thread maps or unmaps memory between two reads, a
        // mapping that never moved can be missing from the text. So a
        // refusal is believed only when several fresh reads agree.
        for _ in 0..REREADS {
            self.refresh(read().as_deref().unwrap_or(""));
            if self.lookup(page).is_some_and(|p| p & need == need) {
                break;
            }
        }
        match self.lookup(page) {
            Some(p) if p & need == need => Ok(p),
            Some(p) => Err(format!("the host maps that page {}", describe(p))),
            None => Err("the host has nothing mapped there".into()),
        }
    }

    /// The cached host mapping holding `page`: its start, end and
    /// permissions (call after [`HostMaps::prot_for`] granted the page).
    pub(crate) fn region_of(&self, page: u64) -> Option<(u64, u64, u32)> {
        let i = self.regions.partition_point(|r| r.end <= page);
        self.regions
            .get(i)
            .filter(|r| r.start <= page)
            .map(|r| (r.start, r.end, r.prot))
    }

    fn lookup(&self, page: u64) -> Option<u32> {
        self.region_of(page).map(|(_, _, prot)| prot)
    }

    fn refresh(&mut self, text: &str) {
        self.regions.clear();
        self.regions.extend(text.lines().filter_map(parse_line));
        // The kernel lists mappings in address order already.
        self.regions.sort_unstable_by_key(|r| r.start);
    }
}

/// `7f12a000-7f12b000 r-xp 00000000 00:00 0   [name]`
fn parse_line(line: &str) -> Option<Region> {
    let mut fields = line.split_ascii_whitespace();
    let (start, end) = fields.next()?.split_once('-')?;
    let perms = fields.next()?.as_bytes();
    let mut prot = 0;
    for (i, (ch, bit)) in [(b'r', Prot::READ), (b'w', Prot::WRITE), (b'x', Prot::EXEC)]
        .into_iter()
        .enumerate()
    {
        if perms.get(i) == Some(&ch) {
            prot |= bit.0;
        }
    }
    Some(Region {
        start: u64::from_str_radix(start, 16).ok()?,
        end: u64::from_str_radix(end, 16).ok()?,
        prot,
    })
}

/// `rw-`-style text for Unicorn permission bits.
pub(crate) fn describe(prot: u32) -> String {
    [(Prot::READ, 'r'), (Prot::WRITE, 'w'), (Prot::EXEC, 'x')]
        .iter()
        .map(|(bit, ch)| if prot & bit.0 != 0 { *ch } else { '-' })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_maps_lines() {
        let r = parse_line("7f12a000-7f12b000 r-xp 00000000 00:00 0   /lib/x.so").unwrap();
        assert_eq!((r.start, r.end), (0x7f12a000, 0x7f12b000));
        assert_eq!(describe(r.prot), "r-x");
        let r = parse_line("ffffffffff600000-ffffffffff601000 --xp 0 00:00 0 [vsyscall]").unwrap();
        assert_eq!(describe(r.prot), "--x");
        assert_eq!(parse_line("garbage"), None);
    }

    #[test]
    fn a_mapping_missing_from_one_read_is_found_by_the_next() {
        let reads = [
            "1000-2000 r--p 0 00:00 0\n",
            "1000-2000 r--p 0 00:00 0\n5000-6000 rw-p 0 00:00 0\n",
        ];
        let mut next = reads.iter();
        let mut maps = HostMaps::default();
        let p = maps.prot_for_reading(0x5000, Prot::WRITE.0, || next.next().map(|s| s.to_string()));
        assert_eq!(p.map(describe), Ok("rw-".to_string()));
    }

    #[test]
    fn a_refusal_needs_every_reread_to_agree() {
        let mut reads = 0;
        let mut maps = HostMaps::default();
        let p = maps.prot_for_reading(0x1000, Prot::WRITE.0, || {
            reads += 1;
            Some("1000-2000 r--p 0 00:00 0\n".to_string())
        });
        assert_eq!(p, Err("the host maps that page r--".to_string()));
        assert_eq!(reads, REREADS);
    }

    #[test]
    fn finds_a_live_stack_page_and_refuses_page_zero() {
        let x = 7u64;
        let page = (&x as *const u64 as u64) & !0xfff;
        let mut maps = HostMaps::default();
        let p = maps.prot_for(page, Prot::READ.0 | Prot::WRITE.0).unwrap();
        assert_eq!(describe(p), "rw-");
        assert!(maps.prot_for(0, Prot::READ.0).is_err());
    }
}
