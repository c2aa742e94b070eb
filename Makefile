# ampcc - AMP C to OpenCL C + host C.
#   make demo       build, then run the seed sample samples/tile_average
#   make            build build/ampcc and build/libampcc_rt.a (installs missing packages first)
#   make check      run every test (unit, diagnostics, emission, end-to-end); CI runs this
#   make check-asan the diagnostic and corpus suites under ASan + UBSan
#   make bench      benchmarks (bench/README.md), then bench-projects
#   make bench-projects  real C projects with CC=gcc and CC=ampcc (docs/realprojects.md)
#   make stress     1,000 concurrent first runs of a new program (docs/reliability.md)
#   make fuzz       AFL++ over the front end, FUZZ_SECONDS (120) in all, then the
#                   validity oracle (docs/reliability.md); FUZZ_SEED=N FUZZ_EXECS=N
#                   make it reproducible (.ci/run: 1 and 16000 per target)
#   make install    PREFIX=/usr/local DESTDIR=
#   make uninstall  PREFIX=/usr/local DESTDIR=  (removes what install put there)
.SUFFIXES:

PREFIX  ?= /usr/local
HOSTCC  ?= cc
OPT     ?= -O2
CFLAGS  ?= $(OPT) -g
WARN     = -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -Wno-unused-function
ALL_CFLAGS = -std=gnu11 $(WARN) $(CFLAGS) $(SAN) -Isrc -I$(B) -Iinclude -D_GNU_SOURCE
B = build$(BSUFFIX)

COMPILER_SRC = $(filter-out src/main.c, $(wildcard src/*.c))
COMPILER_OBJ = $(COMPILER_SRC:src/%.c=$(B)/%.o) $(B)/lex.o $(B)/parse.o
RUNTIME_SRC  = $(wildcard runtime/*.c)
RUNTIME_OBJ  = $(RUNTIME_SRC:runtime/%.c=$(B)/rt_%.o)
UNIT_SRC     = $(wildcard tests/unit/test_*.c)
UNIT_BIN     = $(UNIT_SRC:tests/unit/%.c=$(B)/tests/%)

all: deps $(B)/ampcc $(B)/libampcc_rt.a $(B)/libampcc_noocl.a

deps:
	@sh scripts/install-deps.sh

# The README's first command: build ampcc, then compile and run the seed's tile
# average sample on the default OpenCL device through make's ordinary rules.
demo: all
	@$(MAKE) --no-print-directory -C samples/tile_average CC=$(CURDIR)/$(B)/ampcc run

$(B)/.dir:
	mkdir -p $(B)/tests && touch $@

$(B)/parse.c $(B)/parse.h: grammar/parse.y $(B)/.dir
	bison -Wall -Werror --defines=$(B)/parse.h -o $(B)/parse.c grammar/parse.y

$(B)/lex.c $(B)/lex.h: grammar/lex.l $(B)/parse.h
	flex --header-file=$(B)/lex.h -o $(B)/lex.c grammar/lex.l

$(B)/lex.o: $(B)/lex.c src/*.h src/*.def
	$(HOSTCC) $(ALL_CFLAGS) -Wno-unused-function -Wno-sign-compare -c -o $@ $(B)/lex.c
$(B)/parse.o: $(B)/parse.c $(B)/lex.h src/*.h src/*.def
	$(HOSTCC) $(ALL_CFLAGS) -c -o $@ $(B)/parse.c

$(B)/%.o: src/%.c src/*.h src/*.def $(B)/parse.h $(B)/lex.h
	$(HOSTCC) $(ALL_CFLAGS) -c -o $@ $<

$(B)/rt_%.o: runtime/%.c runtime/*.h include/*.h $(B)/.dir
	$(HOSTCC) $(ALL_CFLAGS) -fPIC -Iruntime -c -o $@ $<

# ampcc links the runtime too, for `ampcc --list-devices`.
$(B)/ampcc: $(COMPILER_OBJ) $(B)/main.o $(B)/libampcc_rt.a
	$(HOSTCC) $(ALL_CFLAGS) -o $@ $(COMPILER_OBJ) $(B)/main.o $(B)/libampcc_rt.a -lOpenCL

$(B)/libampcc_rt.a: $(RUNTIME_OBJ)
	rm -f $@ && ar rcs $@ $(RUNTIME_OBJ)

# OpenCL's entry points for a program linked without it (`ampcc -static`):
# no platform, so the host device runs the kernels (docs/runtime.md).
# (Its own folder: runtime/*.c is the runtime, which tests also build whole.)
$(B)/rt_no_opencl.o: runtime/no_opencl/no_opencl.c $(B)/.dir
	$(HOSTCC) $(ALL_CFLAGS) -fPIC -c -o $@ runtime/no_opencl/no_opencl.c
$(B)/libampcc_noocl.a: $(B)/rt_no_opencl.o
	rm -f $@ && ar rcs $@ $(B)/rt_no_opencl.o

# Each tests/unit/test_X.c is one Check program linked with the compiler and runtime.
$(B)/tests/%: tests/unit/%.c $(COMPILER_OBJ) $(B)/libampcc_rt.a
	$(HOSTCC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(COMPILER_OBJ) $(B)/libampcc_rt.a \
	    $$(pkg-config --cflags --libs check) -lOpenCL -lm

unit: $(UNIT_BIN)

check: all unit
	@sh tests/run.sh $(B)

check-asan:
	$(MAKE) BSUFFIX=-asan OPT=-O1 SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all -DAMPCC_NODE_CHECK" all unit
	@AMPCC_SUITES="unit diagnostics accepted syntax corpus" sh tests/run.sh build-asan

bench: all
	@sh bench/run.sh $(B)
	@sh bench/scale/run.sh $(B)
	@sh bench/scale/depth.sh $(B)
	@sh bench/realprojects.sh -b $(B)

stress: all
	sh bench/stress/first_runs.sh 1000 20 $(B)

FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -DAMPCC_NODE_CHECK
fuzz:
	@sh scripts/install-deps.sh afl++ clang
	$(MAKE) BSUFFIX=-fuzz HOSTCC=afl-clang-fast CFLAGS="-O1 -g" SAN="$(FUZZ_SAN)" build-fuzz/ampcc
	sh fuzz/run.sh $${FUZZ_SECONDS:-120} build-fuzz

# Real C projects built with CC=gcc and CC=ampcc (docs/realprojects.md);
# AMPCC_PROJECTS=DIR takes their sources from DIR/NAME instead of GitHub.
bench-projects: all
	@sh bench/realprojects.sh -b $(B)

install: all
	sh scripts/install.sh "$(DESTDIR)" "$(PREFIX)" $(B)

uninstall:
	sh scripts/install.sh --uninstall "$(DESTDIR)" "$(PREFIX)" $(B)

clean:
	rm -rf build build-asan build-fuzz

.PHONY: all deps demo unit check check-asan bench bench-projects stress fuzz install uninstall clean
