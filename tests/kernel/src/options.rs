//! The kernel command line (`-append` under QEMU): space-separated
//! `name=value` words.

pub struct Options {
    /// Run the interpreter only.
    pub no_jit: bool,
    pub hot_loop: Option<u32>,
    pub hot_exit: Option<u32>,
    /// Map one page writable and executable before the run, to show the
    /// W^X check catches it (the kernel must panic).
    pub wx_selftest: bool,
    /// Read from the unmapped page 0 before the run, to show a CPU
    /// exception becomes a kernel panic with its message.
    pub fault_selftest: bool,
}

impl Options {
    /// Unknown words are reported on the diagnostics port and ignored.
    pub fn parse(cmdline: &str) -> Options {
        let mut o = Options {
            no_jit: false,
            hot_loop: None,
            hot_exit: None,
            wx_selftest: false,
            fault_selftest: false,
        };
        for word in cmdline.split_ascii_whitespace() {
            let (name, value) = word.split_once('=').unwrap_or((word, ""));
            match name {
                "jit" if value == "off" => o.no_jit = true,
                "jit" if value == "x64" => o.no_jit = false,
                "hot-loop" if value.parse::<u32>().is_ok() => o.hot_loop = value.parse().ok(),
                "hot-exit" if value.parse::<u32>().is_ok() => o.hot_exit = value.parse().ok(),
                "wx-selftest" => o.wx_selftest = true,
                "fault-selftest" => o.fault_selftest = true,
                // The loader may pass the kernel's own file name first.
                _ if word.ends_with(".bin") || word.ends_with(".elf") => {}
                _ => crate::diag!("trellis-kernel: ignoring unknown option {word:?}"),
            }
        }
        o
    }
}
