#!/usr/bin/env bash
# Puts a built shopping-list, its shell completions and its man page under $DESTDIR$PREFIX
# (`install`), or removes exactly those files (`uninstall`). `make install` and `make uninstall`
# call it; the Makefile says what each variable is.
#
#   PREFIX=/usr/local [DESTDIR=…] BINARY=path GENERATE_MANUAL=path Scripts/install.sh install
#   PREFIX=/usr/local [DESTDIR=…] Scripts/install.sh uninstall
set -euo pipefail

usage() {
  echo "usage: PREFIX=DIR [DESTDIR=DIR] [BINARY=FILE GENERATE_MANUAL=FILE] $0 install|uninstall" >&2
  exit 64
}

(($# == 1)) || usage
prefix=${PREFIX:?PREFIX is not set}
# NB: zsh leaves the `~` of `make install PREFIX=~/.local` to us; bash has expanded it already.
case $prefix in
  "~") prefix=$HOME ;;
  "~/"*) prefix=$HOME/${prefix#"~/"} ;;
esac
[[ $prefix == /* ]] || { echo "error: PREFIX must be an absolute path, not $prefix" >&2; exit 64; }
root=${DESTDIR:-}$prefix

# Every file install puts there, as its name in the staging directory and where it goes.
files=(
  "shopping-list:bin/shopping-list"
  "bash:share/bash-completion/completions/shopping-list"
  "zsh:share/zsh/site-functions/_shopping-list"
  "fish:share/fish/vendor_completions.d/shopping-list.fish"
  "shopping-list.1:share/man/man1/shopping-list.1"
)

# The man page of swift-argument-parser's generate-manual, with the binary's KEYS and FILES
# sections after DESCRIPTION (generate-manual cannot add sections of its own). Appended at the
# end if a later generate-manual has no DESCRIPTION; mdoc readers accept sections in any order.
write_manual_page() {
  local binary=$1 output=$2
  # NB: generate-manual writes every subcommand as required; without one the app starts (and
  # `devices` shows its table), so the page says it is optional.
  "${GENERATE_MANUAL:?GENERATE_MANUAL is not set}" "$binary" --output-directory - \
    | sed 's/^\.Ar subcommand$/.Op Ar subcommand/' > "$staging/generated.1"
  "$binary" --generate-manual-sections > "$staging/sections"
  awk -v sections="$staging/sections" '
    function insert(  line) {
      while ((getline line < sections) > 0) print line
      inserted = 1
    }
    /^\.Sh / && inDescription && !inserted { insert() }
    /^\.Sh / { inDescription = ($0 ~ /^\.Sh "?DESCRIPTION"?$/) }
    { print }
    END { if (!inserted) insert() }
  ' "$staging/generated.1" > "$output"
  grep -q '^\.Sh KEYS$' "$output" && grep -q '^\.Sh FILES$' "$output" || {
    echo "error: the man page lacks its KEYS or FILES section" >&2
    exit 1
  }
}

install_files() {
  local binary=${BINARY:?BINARY is not set}
  [[ -x $binary ]] || { echo "error: $binary is not an executable; build it first" >&2; exit 1; }
  staging=$(mktemp -d)
  trap 'rm -rf "$staging"' EXIT
  # Everything is made in the staging directory first, so a failure installs nothing.
  cp "$binary" "$staging/shopping-list"
  # NB: the symbol tables are a third of a static build's size; Swift needs none of them to run.
  "${STRIP:-strip}" "$staging/shopping-list"
  for shell in bash zsh fish; do
    "$staging/shopping-list" --generate-completion-script "$shell" > "$staging/$shell"
  done
  write_manual_page "$staging/shopping-list" "$staging/shopping-list.1"
  for file in "${files[@]}"; do
    local source=$staging/${file%%:*} target=$root/${file#*:} mode=644
    [[ -s $source ]] || { echo "error: $source came out empty" >&2; exit 1; }
    [[ ${file%%:*} == shopping-list ]] && mode=755
    install -d "$(dirname "$target")"
    install -m "$mode" "$source" "$target"
    echo "installed $target"
  done
}

uninstall_files() {
  for file in "${files[@]}"; do
    local target=$root/${file#*:}
    if [[ -e $target || -L $target ]]; then
      rm -f "$target"
      echo "removed $target"
    fi
  done
}

case $1 in
  install) install_files ;;
  uninstall) uninstall_files ;;
  *) usage ;;
esac
