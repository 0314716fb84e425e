//! How a guest run ends, as a host with no process to exit reports it.

use alloc::string::String;

use trellis_core::{FrameStack, GuestError, Output, Vm};

/// The run's exit status (0, 1 for an uncaught exception, a
/// `SystemExit`'s status) and what the guest's standard error gets: the
/// traceback (without source lines: the host has only bytecode), or the
/// `SystemExit` message. As CPython ends a program.
pub fn outcome<S: FrameStack, O: Output>(
    vm: &Vm<S, O>,
    result: Result<(), GuestError>,
    filename: &str,
) -> (u8, Option<String>) {
    match result {
        Ok(()) => (0, None),
        Err(mut e) => match vm.exit_request(&mut e) {
            Some((code, text)) => (
                (code & 0xff) as u8,
                text.map(|mut t| {
                    t.push('\n');
                    t
                }),
            ),
            None => (1, Some(e.render(filename, |_, _| None))),
        },
    }
}
