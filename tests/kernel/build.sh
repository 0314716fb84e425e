#!/usr/bin/env bash
# Builds the kernel image: the staticlib for the installed
# x86_64-unknown-linux-gnu target, linked by `ld` with link.ld (no C
# library, no start files), then flattened into the binary a multiboot
# loader boots. Prints the image's path.
#   tests/kernel/build.sh [--profile release|footprint] [cargo options...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
profile=release
if [ "${1:-}" = "--profile" ]; then profile="$2"; shift 2; fi
target="$root/target/kernel"
cargo build --quiet --profile "$profile" --manifest-path "$here/Cargo.toml" --target-dir "$target" "$@" >&2
out="$target/$profile"
# Several boots may build at once (the tests run in parallel): link under
# a name of our own and rename, so nobody boots a half-written image.
ld -static -nostdlib -n --gc-sections -z noexecstack --no-warn-rwx-segments -T "$here/link.ld" \
  -o "$out/trellis-kernel.elf.$$" --whole-archive "$out/libtrellis_kernel.a"
objcopy -O binary "$out/trellis-kernel.elf.$$" "$out/trellis-kernel.bin.$$"
mv -f "$out/trellis-kernel.elf.$$" "$out/trellis-kernel.elf"
mv -f "$out/trellis-kernel.bin.$$" "$out/trellis-kernel.bin"
echo "$out/trellis-kernel.bin"
