#!/usr/bin/env bash
# Builds wasm/quickjs/quickjs.wasm, the QuickJS every extension runs on, from
# pinned sources. `go test` and `go build` never run this: the result is
# checked in. Run it when a source, a patch or a flag below changes, and
# commit quickjs.wasm, quickjs-guarded.wasm and BUILDINFO together with the
# change.
#
#   wasm/quickjs/build.sh [QUICKJS_SRC]
#
# Sources (each checked against sources.sha256 before anything is built):
#   - quickjs-ng v0.16.2 (QUICKJS_SRC: a checkout or an export of the tag;
#     without it the tag is cloned from GitHub);
#   - the C glue of github.com/fastschema/qjs at the version below, from
#     the Go module cache (go mod download fetches it when it is not there);
#   - earshot.c (ours), and the patches quickjs-ng.patch and qjs-glue.patch.
#
# Tools (Debian 12): apt-get install clang-14 lld-14 llvm-14 wasi-libc
# libclang-rt-14-dev-wasm32 binaryen. Their versions are written to
# BUILDINFO; the same tools and sources give the same bytes.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
tag=v0.16.2
commit=1ab8676f4b6d6d669baeb5f21790fb9734636a20
qjs=github.com/fastschema/qjs@v0.0.6

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

src="${1:-${QUICKJS_SRC:-}}"
if [ -z "$src" ]; then
  git clone --quiet --depth 1 --branch "$tag" https://github.com/quickjs-ng/quickjs "$work/quickjs-ng"
  src="$work/quickjs-ng"
fi
if git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
  got="$(git -C "$src" rev-parse HEAD)"
  [ "$got" = "$commit" ] || { echo "build.sh: $src is at $got, not $tag ($commit)" >&2; exit 1; }
fi
# Outside any module: the host's go.mod does not require qjs (no Go code
# of the host imports it).
glue="$(cd "$work" && go mod download "$qjs" && go list -m -f '{{.Dir}}' "$qjs")/qjswasm"

# Copy exactly the files the build uses, then check them.
mkdir -p "$work/b"
for f in quickjs.c quickjs.h quickjs-libc.c quickjs-libc.h quickjs-atom.h quickjs-opcode.h \
  quickjs-c-atomics.h libregexp.c libregexp.h libregexp-opcode.h libunicode.c libunicode.h \
  libunicode-table.h dtoa.c dtoa.h cutils.h list.h builtin-array-fromasync.h \
  builtin-iterator-zip.h builtin-iterator-zip-keyed.h; do
  cp "$src/$f" "$work/b/$f"
done
mkdir -p "$work/b/glue"
for f in eval.c function.c helpers.c proxy.c qjs.h; do
  cp "$glue/$f" "$work/b/glue/$f"
done
(cd "$work/b" && sha256sum -c --quiet "$here/sources.sha256") || {
  echo "build.sh: the sources differ from the pinned ones (sources.sha256)" >&2; exit 1; }

(cd "$work/b" && patch --quiet -p1 < "$here/quickjs-ng.patch")
(cd "$work/b/glue" && patch --quiet -p1 < "$here/qjs-glue.patch")
# The glue includes "./quickjs/quickjs.h": give it that layout.
mkdir -p "$work/b/glue/quickjs"
for h in "$work"/b/*.h; do ln -s "$h" "$work/b/glue/quickjs/"; done
cp "$here/earshot.c" "$work/b/glue/earshot.c"

CC=clang-14
cflags=(--target=wasm32-wasi -O2 -DNDEBUG -funsigned-char -fvisibility=default
  -D_GNU_SOURCE -DQUICKJS_NG_BUILD -DQJS_BUILD_LIBC
  -D_WASI_EMULATED_PROCESS_CLOCKS -D_WASI_EMULATED_SIGNAL
  -Wno-everything)
objs=()
for f in quickjs libregexp libunicode dtoa quickjs-libc; do
  "$CC" "${cflags[@]}" -c "$work/b/$f.c" -o "$work/$f.o"
  objs+=("$work/$f.o")
done
for f in eval function proxy earshot; do
  "$CC" "${cflags[@]}" -c "$work/b/glue/$f.c" -o "$work/glue-$f.o"
  objs+=("$work/glue-$f.o")
done
# Bulk memory for memcpy and friends (mem.c says why only there).
"$CC" "${cflags[@]}" -mbulk-memory -c "$here/mem.c" -o "$work/mem.o"
objs=("$work/mem.o" "${objs[@]}")
# The glue's js_set_global_objs imports qjs:std and qjs:os; it is renamed
# out of the way (earshot.c never calls it).
"$CC" "${cflags[@]}" -Djs_set_global_objs=qjs_unused_set_global_objs \
  -c "$work/b/glue/helpers.c" -o "$work/glue-helpers.o"
objs+=("$work/glue-helpers.o")

exports=()
while read -r name; do
  [ -n "$name" ] && exports+=("-Wl,--export=$name")
done < "$here/exports.txt"

# The stack comes first in memory, so that an overflow of the start-up stack
# traps (below address 0) instead of running into static data; the host
# moves QuickJS to a stack of its own before any JavaScript runs.
"$CC" --target=wasm32-wasi -O2 "${objs[@]}" -o "$work/quickjs.wasm" \
  -Wl,--stack-first -Wl,-z,stack-size=65536 -Wl,--initial-memory=1310720 \
  "${exports[@]}" -lwasi-emulated-process-clocks -lwasi-emulated-signal
# No DWARF: it covers only wasi-libc (QuickJS is built without -g), and
# wazero parsed it for every trap and every Runtime (~0.6 MB of heap).
wasm-opt -O3 --strip-debug --enable-bulk-memory "$work/quickjs.wasm" -o "$here/quickjs.wasm"

{
  echo "quickjs-ng $tag ($commit)"
  echo "qjs glue: ${qjs/@/ }"
  echo "$("$CC" --version | head -1)"
  echo "$(wasm-opt --version)"
  echo "wasi-libc: $(dpkg-query -W -f '${Version}' wasi-libc 2>/dev/null || echo unknown)"
  echo "sha256: $(sha256sum "$here/quickjs.wasm" | cut -d' ' -f1)"
} > "$here/BUILDINFO"
cat "$here/BUILDINFO"
# The module instances run: this build with the guards added (wasm/internal/guards).
(cd "$repo" && go test -count=1 ./wasm/internal/guards -run '^TestGuardedIsCurrent$' -update)
