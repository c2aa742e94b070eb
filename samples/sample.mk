# Included by every sample's Makefile after it sets PROG (the program built
# from PROG.c by make's built-in rule). The compiler is ampcc, overridable:
#   make CC=/path/to/build/ampcc test
CC      = ampcc
CFLAGS  = -O2
LDLIBS  = -lm
HOSTCC  = cc
# RUN: what runs the program (mpirun ... for samples/mpi_stencil); empty: itself

all: $(PROG) $(EXTRA_PROGS)

# Builds and runs the sample (and its variants, if any).
run: $(PROG) $(EXTRA_PROGS)
	@for p in $(PROG) $(EXTRA_PROGS); do $(RUN) ./$$p || exit 1; done

# Runs it and compares its output with expected.txt.
test: $(PROG) $(EXTRA_TESTS)
	$(RUN) ./$(PROG) > $(PROG).out
	diff -u expected.txt $(PROG).out
	@echo "PASS $(PROG)"

# expected.txt was produced by reference.c, a serial plain-C version built with
# the ordinary C compiler; this target shows they still agree.
reference: reference.c
	$(HOSTCC) -O2 -o $@ reference.c -lm
check-reference: reference $(EXTRA_REFERENCE_CHECKS)
	./reference | diff -u expected.txt -

clean:
	rm -f $(PROG) $(EXTRA_PROGS) reference reference4 *.o *.out

.PHONY: all run test check-reference clean $(EXTRA_TESTS) $(EXTRA_REFERENCE_CHECKS)
