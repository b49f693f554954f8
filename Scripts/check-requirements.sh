#!/usr/bin/env bash
# Checks what building and installing shopping-list needs before anything is built, and names
# the first thing missing, with the Debian/Ubuntu package that brings it, in one line:
#
#   SWIFT=swift Scripts/check-requirements.sh          # for `make install`: swift and strip
#   SWIFT=swift Scripts/check-requirements.sh build    # for the release build as well
#
# The release build links the Swift runtime statically and compiles TOMLKit's C++ and the ncurses
# shim, so it needs the ncursesw headers and libncursesw.so, and the C++ standard library's. It
# needs no libcurl: the app opens libcurl.so.4 at run time for live facts (Sources/CCurl).
set -euo pipefail

swift=${SWIFT:-swift}

fail() {
  echo "error: $1" >&2
  exit 1
}

command -v "$swift" > /dev/null \
  || fail "$swift not found: install Swift 6.1 or later (https://www.swift.org/install/linux/)"
version=$("$swift" --version 2> /dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p')
IFS=. read -r major minor _ <<< "${version:-0.0}"
((major > 6 || (major == 6 && minor >= 1))) \
  || fail "$swift is not Swift 6.1 or later: install it from https://www.swift.org/install/linux/"
command -v "${STRIP:-strip}" > /dev/null || fail "${STRIP:-strip} not found: install binutils"

[[ ${1:-} == build ]] || exit 0

# The toolchain's own clang, which SwiftPM compiles C and C++ targets with: next to the compiler
# whose runtime is in usr/lib/swift.
toolchain=$("$swift" -print-target-info 2> /dev/null \
  | sed -n 's|.*"runtimeResourcePath": "\(.*\)/lib/swift".*|\1/bin|p')
[[ -x $toolchain/clang ]] || fail "$toolchain/clang not found: reinstall the Swift toolchain"
# NB: clang uses the newest GCC installation's C runtime and libstdc++; its version names them.
gcc=$("$toolchain/clang" -v 2>&1 | sed -n 's|^Selected GCC installation: .*/||p')
gcc=${gcc:-12}

probes=$(mktemp -d)
trap 'rm -rf "$probes"' EXIT
# Compiles and links the program on stdin with the toolchain's clang: 0 when it links.
links() {
  "$toolchain/$1" -x "$2" - -o "$probes/probe" "${@:3}" > /dev/null 2>&1
}

printf 'int main(void) { return 0; }\n' | links clang c \
  || fail "a C program does not link: install libc6-dev and libgcc-$gcc-dev"
printf '#include <curses.h>\nint main(void) { return initscr() == 0; }\n' \
  | links clang c -lncursesw \
  || fail "the ncursesw headers or library are missing: install libncurses-dev"
printf '#include <string>\nint main() { return std::string("a").size() == 1; }\n' \
  | links clang++ c++ || fail "the C++ standard library is missing: install libstdc++-$gcc-dev"
# NB: the release build links with the toolchain's lld and packs relative relocations (Makefile),
# which only glibc 2.36 and later can load: a program linked so must run here.
[[ -x $toolchain/ld.lld ]] || fail "$toolchain/ld.lld not found: reinstall the Swift toolchain"
printf 'int main(void) { return 0; }\n' \
  | links clang c -fuse-ld=lld -Wl,-z,pack-relative-relocs && "$probes/probe" \
  || fail "a program with packed relocations does not run: glibc 2.36 or later is needed"
