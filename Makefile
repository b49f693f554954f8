# Installs shopping-list with its shell completions and its man page, or removes them:
#
#   make install PREFIX=~/.local     # checks what the build needs, builds the static release
#                                    # binary (3 to 5 minutes from a fresh clone on 2 cores,
#                                    # BENCHMARKS.md, "A fresh `make install`") and installs it stripped
#   make uninstall PREFIX=~/.local   # removes exactly the files install put there
#   make && sudo make install BINARY=.build/release/shopping-list   # into /usr/local
#   make release                     # only .build/release/shopping-list, which the benchmarks run
#   make peer                        # the Bubble Tea peer the benchmarks compare with (--peer)
#   make floor                       # the programs whose cursor moves are floors (--floor)
#
# The release build loads the macro plug-ins (`@Reducer`, `@CasePathable`) from the debug build,
# which builds them, and swift-syntax under them, without optimization: they only run while
# compiling. Everything in the binary is built as `swift build -c release` builds it.
#
# PREFIX    where the files go (default /usr/local): PREFIX/bin/shopping-list,
#           PREFIX/share/bash-completion/completions/shopping-list,
#           PREFIX/share/zsh/site-functions/_shopping-list,
#           PREFIX/share/fish/vendor_completions.d/shopping-list.fish and
#           PREFIX/share/man/man1/shopping-list.1
# DESTDIR   a staging root put before PREFIX, for packages (default none)
# BINARY    a shopping-list built already, to install instead of building the release binary
# SCRATCH_PATH            SwiftPM's build directory (default .build)
# GENERATOR_SCRATCH_PATH  where swift-argument-parser's generate-manual is built

PREFIX ?= /usr/local
DESTDIR ?=
BINARY ?=
SWIFT ?= swift
SCRATCH_PATH ?= .build
GENERATOR_SCRATCH_PATH ?= $(SCRATCH_PATH)/manual-generator

ARGUMENT_PARSER := $(SCRATCH_PATH)/checkouts/swift-argument-parser
# NB: generate-manual is a target of swift-argument-parser but no product, so our package
# cannot build it; it is built from the checked-out package, in a build directory of its own.
GENERATOR := $(GENERATOR_SCRATCH_PATH)/debug/generate-manual
# Rebuilt when its sources change (make cannot name the few whose path has a space).
GENERATOR_SOURCES := $(shell find $(ARGUMENT_PARSER)/Package.swift $(ARGUMENT_PARSER)/Sources \
  $(ARGUMENT_PARSER)/Tools/generate-manual ! -path '* *' -name '*.swift' 2>/dev/null)

ifeq ($(BINARY),)
INSTALLED_BINARY := $(SCRATCH_PATH)/release/shopping-list
BUILD := release
else
INSTALLED_BINARY := $(BINARY)
BUILD :=
endif

.PHONY: all install uninstall release macro-plugins manual-generator requirements peer floor function-order

# What install needs, built as you: then `sudo make install BINARY=.build/release/shopping-list`
# installs into /usr/local without root owning anything in the build directory.
all: release manual-generator

install: requirements $(BUILD) manual-generator
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' BINARY='$(INSTALLED_BINARY)' \
	  GENERATE_MANUAL='$(GENERATOR)' Scripts/install.sh install

uninstall:
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' Scripts/install.sh uninstall

# The binary BENCHMARKS.md measures: the Swift runtime and Foundation linked in. Without the
# package's default trait, which only the snapshot tests need, FoundationNetworking stays out.
# The macro plug-ins come from the debug build, so the release graph holds no swift-syntax
# (Package.swift says how); our code and every library in the binary are optimized as before.
# The toolchain's lld lays out first, side by side, the functions FUNCTION_ORDER lists (what key
# presses and starting run, recorded by Benchmarks/record-function-order), which needs each
# function in a section of its own; and it packs the relative relocations, which the loader
# otherwise reads megabytes of at every start. NB: SwiftPM does not compile again when only
# frontend flags change: a release build directory from before needs `rm -rf` once.
FUNCTION_ORDER := Benchmarks/function-order.txt
LINK_LAYOUT := -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
  -Xlinker --symbol-ordering-file='$(abspath $(FUNCTION_ORDER))' \
  -Xlinker --no-warn-symbol-ordering -Xlinker -z -Xlinker pack-relative-relocs \
  $(if $(LINK_MAP),-Xlinker -Map='$(LINK_MAP)')
release: requirements macro-plugins
	SHOPPING_LIST_MACRO_PLUGINS='$(abspath $(SCRATCH_PATH))/debug' $(SWIFT) build -c release \
	  --static-swift-stdlib --disable-default-traits --product shopping-list \
	  --scratch-path '$(SCRATCH_PATH)' $(LINK_LAYOUT)

# Records FUNCTION_ORDER again (it needs valgrind) from a release build linked with a map of its
# sections, which tells the functions the linker can place alone, then links with the new order.
# NB: SwiftPM links again when the link command changes, not when FUNCTION_ORDER does; the map
# changes the command both ways.
function-order: requirements
	$(MAKE) release SCRATCH_PATH='$(SCRATCH_PATH)' \
	  LINK_MAP='$(abspath $(SCRATCH_PATH))/release/shopping-list.map'
	Benchmarks/record-function-order --binary '$(SCRATCH_PATH)/release/shopping-list' \
	  --link-map '$(SCRATCH_PATH)/release/shopping-list.map' --output '$(FUNCTION_ORDER)'
	$(MAKE) release SCRATCH_PATH='$(SCRATCH_PATH)'

# The plug-ins the release build loads (Package.swift names them too): ours and swift-case-paths'
# `@CasePathable`, built as `swift build` builds them for the tests, so a checkout that has built
# the tests has them. NB: as products: a macro target alone is compiled but not linked.
macro-plugins: requirements
	$(SWIFT) build --product ArchitectureMacros --scratch-path '$(SCRATCH_PATH)'
	$(SWIFT) build --product CasePathsMacros --scratch-path '$(SCRATCH_PATH)'

# The peer of BENCHMARKS.md: the same list in Bubble Tea (Benchmarks/Peer), built with Debian's Go
# and Debian's packaged Bubble Tea and lipgloss, so it needs no module download:
#   apt-get install golang-go golang-github-charmbracelet-bubbletea-dev \
#     golang-github-charmbracelet-lipgloss-dev
# Stripped, as `make install` strips ours.
PEER := $(SCRATCH_PATH)/peer/bubbletea-list
peer:
	mkdir -p '$(dir $(PEER))'
	cd Benchmarks/Peer && GO111MODULE=off GOPATH=/usr/share/gocode go build -trimpath \
	  -ldflags='-s -w' -o '$(abspath $(PEER))' .

# The floors `tui-bench --floor` moves a cursor in beside the app: the least a cursor move costs
# in the pseudo-terminal itself and through ncursesw (Benchmarks/Floor, C), through a store and
# ncursesw (Benchmarks/StoreFloor), and through the store, the runtime's canvas, frame diff and
# backend and ncursesw (Benchmarks/RuntimeFloor); the Swift two built as the release build is.
FLOOR := $(SCRATCH_PATH)/floor/cursor-floor
PTY_FLOOR := $(SCRATCH_PATH)/floor/pty-floor
floor: requirements macro-plugins
	mkdir -p '$(dir $(FLOOR))'
	$(CC) -O2 -Wall -Wextra -o '$(PTY_FLOOR)' Benchmarks/Floor/pty-floor.c
	$(CC) -O2 -Wall -Wextra -o '$(FLOOR)' Benchmarks/Floor/cursor-floor.c -lncursesw
	SHOPPING_LIST_MACRO_PLUGINS='$(abspath $(SCRATCH_PATH))/debug' $(SWIFT) build -c release \
	  --static-swift-stdlib --disable-default-traits --product runtime-floor \
	  --scratch-path '$(SCRATCH_PATH)' $(LINK_LAYOUT)
	SHOPPING_LIST_MACRO_PLUGINS='$(abspath $(SCRATCH_PATH))/debug' $(SWIFT) build -c release \
	  --static-swift-stdlib --disable-default-traits --product store-floor \
	  --scratch-path '$(SCRATCH_PATH)' $(LINK_LAYOUT)

requirements:
	@SWIFT='$(SWIFT)' Scripts/check-requirements.sh $(if $(BINARY),,build)

manual-generator: $(GENERATOR)

$(GENERATOR): $(GENERATOR_SOURCES) | $(ARGUMENT_PARSER)
	$(SWIFT) build --package-path '$(ARGUMENT_PARSER)' \
	  --scratch-path '$(GENERATOR_SCRATCH_PATH)' --product generate-manual
	touch '$@'

$(ARGUMENT_PARSER):
	$(SWIFT) package resolve --scratch-path '$(SCRATCH_PATH)'
