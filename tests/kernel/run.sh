#!/usr/bin/env bash
# Runs a program in the Trellis kernel under QEMU: compiles FILE.py with
# the CLI if needed, builds the kernel image, boots it with the program as
# its multiboot module, prints the guest's standard output on stdout and
# its standard error on stderr, and exits with the guest's status.
#
#   tests/kernel/run.sh [--append "KERNEL OPTIONS"] FILE.py|FILE.tbc
#
# Kernel options: jit=off, hot-loop=N, hot-exit=N, and the self-tests
# wx-selftest (a page mapped writable and executable must be caught) and
# fault-selftest (a CPU exception must end as a kernel panic).
# The kernel's own lines (JIT and heap statistics, W^X walks, the status,
# panics) go to stderr too, or to $TRELLIS_KERNEL_DIAG if set.
# Exit status: the guest's; 125 if the kernel panicked or the machine
# stopped without reporting a status.
# Environment: TRELLIS (the CLI; default target/release/trellis, built if
# missing), TRELLIS_KERNEL_TIMEOUT (seconds, default 600),
# TRELLIS_KERNEL_MEMORY (QEMU -m, default 1G), TRELLIS_KERNEL_CARGO_ARGS
# (passed to cargo when building the image, e.g. --no-default-features for
# an interpreter-only kernel).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

append=""
if [ "${1:-}" = "--append" ]; then append="$2"; shift 2; fi
if [ $# -ne 1 ]; then
  echo "usage: $0 [--append \"OPTIONS\"] FILE.py|FILE.tbc" >&2
  exit 2
fi
file="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

case "$file" in
  *.tbc) tbc="$file" ;;
  *)
    cli="${TRELLIS:-$root/target/release/trellis}"
    if [ ! -x "$cli" ]; then
      (cd "$root" && cargo build --release --quiet) || exit 2
    fi
    tbc="$tmp/program.tbc"
    "$cli" compile "$file" -o "$tbc" || exit 2
    ;;
esac
# QEMU's -initrd splits its argument at commas.
cp "$tbc" "$tmp/program.tbc" 2>/dev/null || true
tbc="$tmp/program.tbc"

# shellcheck disable=SC2086
image="$("$here/build.sh" ${TRELLIS_KERNEL_CARGO_ARGS:-})" || { echo "$0: the kernel image does not build" >&2; exit 2; }

timeout "${TRELLIS_KERNEL_TIMEOUT:-600}" qemu-system-x86_64 \
  -nodefaults -display none -no-reboot -m "${TRELLIS_KERNEL_MEMORY:-1G}" \
  -device isa-debug-exit,iobase=0xf4,iosize=0x04 \
  -serial "file:$tmp/out" -serial "file:$tmp/err" -serial "file:$tmp/diag" \
  -kernel "$image" -initrd "$tbc" -append "$append"
qemu=$?

cat "$tmp/out" 2>/dev/null
cat "$tmp/err" >&2 2>/dev/null
if [ -n "${TRELLIS_KERNEL_DIAG:-}" ]; then
  cp "$tmp/diag" "$TRELLIS_KERNEL_DIAG" 2>/dev/null || : >"$TRELLIS_KERNEL_DIAG"
else
  cat "$tmp/diag" >&2 2>/dev/null
fi
status="$(sed -n 's/^trellis-kernel: exit status \([0-9]*\)$/\1/p' "$tmp/diag" 2>/dev/null | tail -1)"
if [ -n "$status" ]; then
  exit "$status"
fi
if ! grep -q '^trellis-kernel: panic:' "$tmp/diag" 2>/dev/null; then
  echo "$0: the machine stopped without a status (QEMU exited $qemu)" >&2
fi
exit 125
