#!/bin/sh
# The ampcc command as a drop-in cc: the plain C project in tests/plainc/ built
# with `make CC=ampcc` (and its -MMD -MP dependencies), -c/-o/-E/-S/
# -fsyntax-only/--version/--help/-v, no output on error, diagnostics options,
# AMP C compiled and run, --emit and -save-temps, and `make install`.
# Prints "PASS driver/X" or "FAIL driver/X: why" per test (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
top=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-driver.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

pass() { echo "PASS driver/$1"; }
fail() { echo "FAIL driver/$1: $2"; [ -n "${3:-}" ] && [ -f "$3" ] && head -n 12 "$3" | sed 's/^/    /'; }

if [ ! -x "$AMPCC" ]; then
    fail build "$AMPCC not built"
    exit 0
fi
cd "$work" || exit 1

# ------------------------------------------------------------ test inputs
cat >hello.c <<'EOF'
#include <stdio.h>
#ifndef GREETING
#define GREETING "hello"
#endif
int main(void)
{
    int amp_version = __AMPCC__;
    printf("%s %d\n", GREETING, amp_version);
    return 0;
}
EOF
cat >helper.c <<'EOF'
int helper_twice(int x) { return 2 * x; }
EOF
cat >uses_helper.c <<'EOF'
#include <stdio.h>
int helper_twice(int x);
int main(void) { printf("%d\n", helper_twice(21)); return 0; }
EOF
cat >undefined.c <<'EOF'
int not_defined_anywhere(void);
int main(void) { return not_defined_anywhere(); }
EOF
cat >pp_error.c <<'EOF'
#error this file does not preprocess
EOF
# three errors ampcc itself reports
cat >amp_errors.c <<'EOF'
int f(int x) restrict(amp)
{
    __asm__("nop");
    return x + missing_a + missing_b;
}
EOF
cat >amp_warning.c <<'EOF'
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int total;
        total += v[idx.global];
        idx.barrier.wait();
        v[idx.global] = total;
    });
}
int main(void) { return 0; }
EOF
mkdir -p inc
cat >inc/double.h <<'EOF'
#define FACTOR 2
EOF
cat >double.c <<'EOF'
#include <stdio.h>
#include <amp.h>
#include "double.h"
int main(void)
{
    int data[8];
    for (int i = 0; i < 8; i++)
        data[i] = i;
    array_view<int, 1> v(8, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = v[i] * FACTOR;
    });
    v.synchronize();
    for (int i = 0; i < 8; i++)
        printf("%d ", data[i]);
    printf("\n");
    return 0;
}
EOF
double_expected="0 2 4 6 8 10 12 14 "

# ------------------------------------------------------- information flags
if "$AMPCC" --version >out 2>&1 && head -n 1 out | grep -q '^ampcc [0-9]'; then
    pass version
else
    fail version "--version did not print 'ampcc N...'" out
fi

if "$AMPCC" --help >out 2>&1; then
    missing=""
    for flag in -c -o -E -S -I -D -U -O -g -std= -l -L -M -MM -MD -MMD -MF -MT -MQ -MP \
        -W -w -Werror -fsyntax-only -v --version --help --list-devices --emit=opencl \
        --emit=host -save-temps -ffast-math -fdiagnostics-color -ferror-limit= -verify \
        --dump-ast AMPCC_CC AMPCC_CACHE XDG_CACHE_HOME -x -### @FILE; do
        grep -qF -- "$flag" out || missing="$missing $flag"
    done
    if [ -z "$missing" ]; then pass help; else fail help "--help does not document:$missing"; fi
else
    fail help "--help exit status $?" out
fi

if "$AMPCC" >out 2>&1; then
    fail no-input "no input files: exit status 0"
elif grep -q "no input files" out; then
    pass no-input
else
    fail no-input "no 'no input files' message" out
fi

# options without input files are questions for the host compiler
if [ "$("$AMPCC" -dumpmachine 2>&1)" = "$(cc -dumpmachine)" ]; then
    pass host-query
else
    fail host-query "ampcc -dumpmachine must answer as cc does"
fi

if "$AMPCC" --list-devices >out 2>&1 && [ -s out ]; then
    pass list-devices
else
    fail list-devices "exit status or no output" out
fi

# ---------------------------------------------------------- plain C files
rm -f a.out
if "$AMPCC" hello.c >out 2>&1 && [ "$(./a.out)" = "hello 1" ]; then
    pass link-a.out
else
    fail link-a.out "ampcc hello.c; ./a.out did not print 'hello 1'" out
fi

rm -f hello.o
if "$AMPCC" -c hello.c >out 2>&1 && [ -f hello.o ]; then
    pass c-default-output
else
    fail c-default-output "-c did not make hello.o" out
fi

mkdir -p obj
if "$AMPCC" -c -DGREETING='"hi there"' -o obj/greet.o hello.c >out 2>&1 &&
    "$AMPCC" -o greet obj/greet.o >>out 2>&1 && [ "$(./greet)" = "hi there 1" ]; then
    pass c-o-and-link-object
else
    fail c-o-and-link-object "-D, -c -o obj/greet.o, then linking the object" out
fi

if "$AMPCC" -c -o x.o hello.c helper.c >out 2>&1; then
    fail c-o-multiple "-c -o with two files succeeded"
else
    pass c-o-multiple
fi

if "$AMPCC" -O2 -o twice uses_helper.c helper.c >out 2>&1 && [ "$(./twice)" = 42 ]; then
    pass multiple-sources
else
    fail multiple-sources "two .c files linked into one program" out
fi

if "$AMPCC" -c helper.c >out 2>&1 && ar rcs libhelper.a helper.o &&
    "$AMPCC" -o twice2 uses_helper.c -L. -lhelper >>out 2>&1 && [ "$(./twice2)" = 42 ] &&
    "$AMPCC" -o twice3 uses_helper.c -L . -l helper -Xlinker -z -Xlinker now >>out 2>&1 &&
    [ "$(./twice3)" = 42 ]; then
    pass link-library
else
    fail link-library "-L. -lhelper, -L . -l helper -Xlinker" out
fi

printf '\t.text\n\t.globl asm_seven\nasm_seven:\n\tmovl $7, %%eax\n\tret\n' >seven.s
printf 'int asm_seven(void);\nint main(void) { return asm_seven(); }\n' >call_seven.c
rm -f seven.o
if [ "$(uname -m)" != x86_64 ]; then
    pass foreign-source
elif "$AMPCC" -c seven.s >out 2>&1 && [ -f seven.o ] && "$AMPCC" -o seven call_seven.c seven.s >>out 2>&1; then
    ./seven
    if [ $? -eq 7 ]; then pass foreign-source; else fail foreign-source "the assembly function"; fi
else
    fail foreign-source "an assembly file with -c and when linking" out
fi

if "$AMPCC" -E -DGREETING='"pp"' hello.c >out 2>err && grep -q 'int amp_version = 1;' out &&
    grep -q '"pp"' out; then
    pass E-stdout
else
    fail E-stdout "-E did not expand __AMPCC__ and GREETING" err
fi

if "$AMPCC" -E -o hello.i hello.c >out 2>&1 && grep -q 'amp_version = 1' hello.i; then
    pass E-o
else
    fail E-o "-E -o hello.i" out
fi

rm -f hello.s
if "$AMPCC" -S hello.c >out 2>&1 && grep -q 'main' hello.s; then
    pass S
else
    fail S "-S did not write hello.s" out
fi

rm -f a.out hello.o
if "$AMPCC" -fsyntax-only hello.c >out 2>&1 && [ ! -e a.out ] && [ ! -e hello.o ] && [ ! -s out ]; then
    pass fsyntax-only
else
    fail fsyntax-only "exit status, output files or messages" out
fi

# Issue 10 defect 16: -fsyntax-only on a file that uses AMP runs the host
# compiler's checks on the generated host C, as -c does.
cat >amp_host_error.c <<'EOF'
int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
    int *p = 3.5;
    return *p;
}
EOF
rm -f a.out amp_host_error.o
if ! "$AMPCC" -fsyntax-only amp_host_error.c >out 2>&1 && grep -q 'amp_host_error.c:6:' out &&
    [ ! -e a.out ] && [ ! -e amp_host_error.o ]; then
    pass fsyntax-only-amp-host-checks
else
    fail fsyntax-only-amp-host-checks "the host-code error was not reported at line 6" out
fi

# plain C: one cc -c of the file itself, no cc -E (amp_scan.h); AMP C: cc -E first
if "$AMPCC" -v -c -o v.o hello.c >out 2>&1 && ! grep -q -- ' -E ' out && grep -q -- ' -c .*hello.c' out &&
    "$AMPCC" -v -Iinc -c -o v.o double.c >out2 2>&1 && grep -q -- ' -E .*double.c' out2; then
    pass v
else
    fail v "-v did not show the compiler commands (and the preprocessor's for AMP C only)" out
fi

# `#include NAME`: a NAME nothing defines cannot be taken (lua.h's
# `#include LUA_USER_H` under `#if defined(LUA_USER_H)`): still plain C, no
# cc -E; a NAME that -D or the text defines may name an AMP header: cc -E
# first, and the AMP header's kernel compiles.
cat >user_amp.h <<'EOF'
#include <amp.h>
static void twice(array_view<int, 1> v)
{
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
}
EOF
cat >maybe_user.c <<'EOF'
#include <stdio.h>
#if defined(USER_H)
#include USER_H
#endif
int main(void) { puts("plain"); return 0; }
EOF
cat >defines_user.c <<'EOF'
#define USER_H "user_amp.h"
#include USER_H
#include <stdio.h>
int main(void)
{
    int d[3] = {1, 2, 3};
    array_view<int, 1> v(3, d);
    twice(v);
    v.synchronize();
    printf("%d %d %d\n", d[0], d[1], d[2]);
    return 0;
}
EOF
if "$AMPCC" -v -c -o v.o maybe_user.c >out 2>&1 && ! grep -q -- ' -E ' out &&
    "$AMPCC" -v '-DUSER_H="user_amp.h"' -c -o v.o maybe_user.c >out2 2>&1 && grep -q -- ' -E .*maybe_user.c' out2 &&
    "$AMPCC" -v -o defines_user defines_user.c >out3 2>&1 && grep -q -- ' -E .*defines_user.c' out3 &&
    [ "$(./defines_user)" = "2 4 6" ]; then
    pass include-macro
else
    fail include-macro "#include NAME: no cc -E when nothing defines NAME; cc -E and AMP C when -D or the text does" out
fi

# A .i that does not start with a line marker (written by hand or a fuzzer:
# `#pragma`, or `#line` and a stray byte) gets `# 1 "FILE"` before its text
# in the host C, so the host compiler's errors on it name the input, not
# ampcc's own code (<ampcc>). Found by make fuzz's oracle in CI twice.
printf '#pragma weird\nvoid f(void) { array_view<int, 1> v(1, (int *)0); }\n#error boom\n' >pragma_first.i
printf '#line\377x\nvoid f(void) { array_view<int, 1> v(1, (int *)0); }\n' >line_stray.i
printf '#line 7 "named.c"\nvoid f(void) { array_view<int, 1> v(1, (int *)0); }\n#error boom\n' >line_real.i
ok=1
for t in pragma_first:pragma_first.i:3 line_stray:line_stray.i:1 line_real:named.c:8; do
    in=${t%%:*}.i; want=${t#*:}
    "$AMPCC" --emit=host -o "$in.c" "$in" 2>/dev/null &&
        ! cc -fsyntax-only -w -I"$top/include" "$in.c" >cc.err 2>&1 &&
        grep -a -m 1 'error' cc.err | grep -a -q "^$want:" || { ok=0; cp cc.err line_marker.err; }
done
if [ $ok = 1 ]; then
    pass host-c-names-the-input
else
    fail host-c-names-the-input "the host compiler's first error on a .i's host C must name the input's line" line_marker.err
fi

# An AMP object's file symbol (what the linker's messages and profilers
# name) is the user's source, as gcc's objects are, never
# ampcc's temporary host C.
cat >filesym.c <<'EOF'
void missing(int *p);
int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
    v.synchronize();
    missing(d);
    return 0;
}
EOF
"$AMPCC" -c -o filesym.o filesym.c >out 2>&1
readelf -sW filesym.o 2>&1 | awk '$4 == "FILE" { print $8 }' >syms
if grep -qx 'filesym\.c' syms && ! grep -q '\.host\.c$' syms; then
    pass object-file-symbol
else
    fail object-file-symbol "want the file symbol filesym.c, not the temporary host C's" syms
fi

# The host compiler's messages about the user's expressions inside a
# parallel_for_each (its domain, its accelerator_view) are at the user's
# lines, and so is the code after a kernel spanning several lines.
cat >pfe_lines.c <<'EOF'
#include <amp.h>
void f(accelerator_view *avs, int *data, int n)
{
    array_view<int, 1> v(4, data);
    parallel_for_each(extent<1>(1 << 40),
                      [=](index<1> i) restrict(amp) { v[i] = 1; });
    parallel_for_each(
        avs[1 << 33], v.extent, [=](index<1> i) restrict(amp) { v[i] = n; });
    int after = 1 << 34;
}
EOF
"$AMPCC" -Wall -c -o pfe_lines.o pfe_lines.c >out 2>&1
if grep -q '^pfe_lines.c:5:[0-9]*: warning: left shift count' out &&
    grep -q '^pfe_lines.c:8:[0-9]*: warning: left shift count' out &&
    grep -q '^pfe_lines.c:9:[0-9]*: warning: left shift count' out; then
    pass pfe-host-lines
else
    fail pfe-host-lines "the host compiler's warnings in and after parallel_for_each are not at lines 5, 8 and 9" out
fi

# gcc accepts a struct whose last member has no ';' (with a warning): so does
# ampcc in an AMP file, the struct used in a kernel, with gcc's one warning.
cat >nosemi.c <<'EOF'
#include <amp.h>
struct s { int a; int b };
void f(struct s *d)
{
    array_view<struct s, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i].b = v[i].a + 1; });
}
EOF
if "$AMPCC" -c -o nosemi.o nosemi.c >out 2>&1 && [ "$(grep -c 'warning: no semicolon at end of struct or union' out)" = 1 ] &&
    grep -q '^nosemi.c:2:25: warning' out; then
    pass struct-last-member-without-semicolon
else
    fail struct-last-member-without-semicolon "not compiled with gcc's one warning at 2:25" out
fi

if "$AMPCC" -v -fno-common -c -o v.o hello.c >out 2>&1 && grep -q -- '-fno-common' out; then
    pass unknown-option-forwarded
else
    fail unknown-option-forwarded "-fno-common not given to the host compiler" out
fi

if AMPCC_CC="cc -DGREETING=\"from_ampcc_cc\"" "$AMPCC" -o cc_env hello.c >out 2>&1 &&
    [ "$(./cc_env)" = "from_ampcc_cc 1" ]; then
    pass AMPCC_CC
else
    fail AMPCC_CC "\$AMPCC_CC (with an option) not used as the host compiler" out
fi

# ------------------------------------------------ failures and their output
rm -f pp_error.o
"$AMPCC" -c -o pp_error.o pp_error.c >out 2>&1
rc=$?
if [ $rc -ne 0 ] && [ ! -e pp_error.o ]; then
    pass preprocessor-error
else
    fail preprocessor-error "exit status $rc, or pp_error.o written" out
fi

rm -f undefined
"$AMPCC" -o undefined undefined.c >out 2>&1
rc=$?
if [ $rc -ne 0 ] && [ ! -e undefined ] && grep -q not_defined_anywhere out; then
    pass link-error
else
    fail link-error "exit status $rc, or the program was written" out
fi

rm -f amp_errors.o amp_errors.d
"$AMPCC" -c -MMD -fdiagnostics-color=never -o amp_errors.o amp_errors.c >out 2>&1
rc=$?
if [ $rc -eq 1 ] && [ ! -e amp_errors.o ] && [ ! -e amp_errors.d ] &&
    grep -q '^amp_errors.c:3:5: error: ' out; then
    pass error-no-output
else
    fail error-no-output "want exit 1, no amp_errors.o or .d, 'amp_errors.c:3:5: error:' (exit $rc)" out
fi
if ls | grep -q 'ampcc-tmp'; then fail no-temp-left "a temporary output was left behind"; else pass no-temp-left; fi

if grep -A2 '^amp_errors.c:3:5: error: ' out | sed -n 2,3p | tr '\n' '|' |
    grep -qF '    3 |     __asm__("nop");|      |     ^~~~~~~~~~~~~~~|'; then
    pass caret
else
    fail caret "gcc's numbered source line, caret under column 5 and ~ to the statement's end" out
fi

"$AMPCC" -fsyntax-only -fdiagnostics-color=always amp_errors.c >out 2>&1
if grep -q "$(printf '\033')\[" out; then
    pass color-always
else
    fail color-always "no escape sequences with -fdiagnostics-color=always" out
fi
"$AMPCC" -fsyntax-only -fdiagnostics-color=never amp_errors.c >out 2>&1
if grep -q "$(printf '\033')" out; then
    fail color-never "escape sequences with -fdiagnostics-color=never" out
else
    pass color-never
fi

"$AMPCC" -fsyntax-only -ferror-limit=1 amp_errors.c >out 2>&1
rc=$?
if [ $rc -eq 1 ] && [ "$(grep -c ': error: ' out)" -eq 1 ] &&
    grep -q 'fatal error: too many errors emitted, stopping now' out; then
    pass error-limit
else
    fail error-limit "want one error then the fatal error (exit $rc)" out
fi

"$AMPCC" -fsyntax-only amp_warning.c >out 2>&1
rc1=$?
"$AMPCC" -fsyntax-only -Werror amp_warning.c >out2 2>&1
rc2=$?
"$AMPCC" -fsyntax-only -w amp_warning.c >out3 2>&1
rc3=$?
if [ $rc1 -eq 0 ] && grep -q ': warning: ' out && [ $rc2 -eq 1 ] && grep -q ': error: ' out2 &&
    [ $rc3 -eq 0 ] && [ ! -s out3 ]; then
    pass Werror-and-w
else
    fail Werror-and-w "warning exit $rc1, -Werror exit $rc2 (want 1), -w exit $rc3 (want 0, silent)" out2
fi

# ------------------------------------------------------------ AMP C files
rm -f double
if "$AMPCC" -Iinc -O2 -o double double.c >out 2>&1 && [ "$(./double)" = "$double_expected" ]; then
    pass amp-compile-run
else
    fail amp-compile-run "double.c did not compile or print '$double_expected'" out
fi

# A .i file is already preprocessed: as with cc, ampcc reads it as it is (no
# cc -E of it in -v, -D has no effect on it), compiles its AMP C, and its line
# markers still name the original file in diagnostics.
rm -f double_pp.i double_pp.o double_pp
if "$AMPCC" -Iinc -E -o double_pp.i double.c >out 2>&1 &&
    "$AMPCC" -v -DFACTOR=+ -c -o double_pp.o double_pp.i >out 2>&1 && ! grep -q -- ' -E .*double_pp\.i' out &&
    "$AMPCC" -o double_pp double_pp.o >>out 2>&1 && [ "$(./double_pp)" = "$double_expected" ]; then
    pass preprocessed-input
else
    fail preprocessed-input "double.c preprocessed to a .i must compile without cc -E and print '$double_expected'" out
fi

# `linux` and `unix` are macros of the host preprocessor (gnu modes): if the
# .i were preprocessed again they would become 1 and break the declarations.
cat >again.i <<'EOF'
# 1 "again_src.c"
void scale(float *p, int n)
{
    int linux = 2, unix = 3;
    array_view<float, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= linux * unix; });
}
void broken(float *p, int n)
{
    array_view<float, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = missing_name; });
}
EOF
"$AMPCC" -fsyntax-only again.i >out 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q '^again_src.c:10:.*error:.*missing_name' out && ! grep -q 'linux\|unix' out; then
    pass preprocessed-input-not-again
else
    fail preprocessed-input-not-again "exit $rc (want 1); want one error at again_src.c:10, none for linux/unix" out
fi

if "$AMPCC" -Iinc --emit=opencl double.c >out.cl 2>out && grep -q '__kernel' out.cl; then
    pass emit-opencl
else
    fail emit-opencl "no __kernel in --emit=opencl" out
fi

# the host C is plain C: cc compiles it with the runtime's header
if "$AMPCC" -Iinc --emit=host -o double.host.c double.c >out 2>&1 &&
    grep -q 'ampcc_runtime.h' double.host.c &&
    cc -c -I"$top/include" -o double.host.o double.host.c >>out 2>&1; then
    pass emit-host
else
    fail emit-host "--emit=host -o double.host.c: want C that cc compiles" out
fi

# -ffast-math reaches the code generator (the kernels' build options change)
if "$AMPCC" -Iinc --emit=host double.c >precise.c 2>out &&
    "$AMPCC" -Iinc -ffast-math --emit=host double.c >fast.c 2>>out &&
    ! cmp -s precise.c fast.c && grep -q 'fast-relaxed-math' fast.c; then
    pass ffast-math
else
    fail ffast-math "-ffast-math did not change the generated program's build options" out
fi

# an output that is not a regular file (here a fifo; /dev/null in real use)
# is written in place, never renamed over
rm -f fifo got
mkfifo fifo
timeout 20 cat fifo >got &
reader=$!
"$AMPCC" -Iinc --emit=opencl -o fifo double.c >out 2>&1
rc=$?
wait $reader
if [ $rc -eq 0 ] && [ -p fifo ] && grep -q '__kernel' got; then
    pass output-to-fifo
else
    fail output-to-fifo "exit $rc; fifo must stay a fifo and receive the OpenCL C" out
fi

# a failed compile removes its stale dependency file, but never a -MF target
# that is not a regular file (`-MF /dev/null` once deleted the device)
rm -f depfifo stale.d
mkfifo depfifo
printf 'int x = ;\n' >broken.c
printf 'stale: broken.c\n' >stale.d
timeout 20 cat depfifo >/dev/null &
reader=$!
timeout 20 "$AMPCC" -MD -MF depfifo -c broken.c -o broken.o >out 2>&1
rc1=$?
kill $reader 2>/dev/null; wait $reader 2>/dev/null
"$AMPCC" -MD -MF stale.d -c broken.c -o broken.o >>out 2>&1
rc2=$?
if [ $rc1 -ne 0 ] && [ $rc2 -ne 0 ] && [ -p depfifo ] && [ ! -e stale.d ] && [ ! -e broken.o ]; then
    pass failed-compile-dep-file
else
    fail failed-compile-dep-file "exit $rc1/$rc2; the fifo must survive, the stale .d must go" out
fi
rm -f depfifo broken.c

mkdir -p keep
if "$AMPCC" -I inc -c -save-temps -o keep/double.o double.c >out 2>&1 && [ -f keep/double.o ] &&
    grep -q '__kernel' keep/double.cl && grep -q 'ampcc_runtime.h' keep/double.host.c; then
    pass save-temps
else
    fail save-temps "keep/double.cl and keep/double.host.c beside keep/double.o" out
fi

rm -f double.o double.d
if "$AMPCC" -Iinc -c -MMD -MP -o double.o double.c >out 2>&1 && grep -q '^double.o:.*double.c' double.d &&
    grep -q 'double.h' double.d && ! grep -q 'amp_tmp\|/tmp/ampcc-\|\.host\.c' double.d; then
    pass amp-deps
else
    fail amp-deps "double.d must name double.o, double.c, double.h and no generated file" double.d
fi

rm -f custom.d
if "$AMPCC" -Iinc -c -MD -MF custom.d -MT my_target -o double.o double.c >out 2>&1 &&
    grep -q '^my_target:.*double.c' custom.d && grep -q 'inc/double.h' custom.d; then
    pass amp-deps-MF-MT
else
    fail amp-deps-MF-MT "-MD -MF custom.d -MT my_target" custom.d
fi

if "$AMPCC" -Iinc -M double.c >out 2>err && grep -q '^double.o:.*double.c' out &&
    grep -q 'inc/double.h' out; then
    pass M
else
    fail M "-M must print the dependencies of double.c" err
fi

if "$AMPCC" -Iinc --dump-ast double.c >out 2>err && [ "$(wc -l <out)" -gt 10 ]; then
    pass dump-ast
else
    fail dump-ast "--dump-ast printed no tree" err
fi

# ------------------------------------------------ a plain C make project
cp -r "$top/tests/plainc" plainc
if make -j2 -C plainc CC="$AMPCC" >out 2>&1; then
    pass plainc-build
else
    fail plainc-build "make CC=ampcc failed" out
fi
if make -C plainc CC="$AMPCC" check >out 2>&1 && grep -q 'all [0-9]* checks passed' out; then
    pass plainc-tests
else
    fail plainc-tests "the project's own tests" out
fi
if [ "$(echo 'one three five' | plainc/wordstats)" = \
     "wordstats 1.0: 3 words, mean length 4.00, median 4.0, longest 5" ]; then
    pass plainc-program
else
    fail plainc-program "wordstats output"
fi
if grep -q '^stats.o: stats.c' plainc/stats.d && grep -q '^config.h:' plainc/stats.d; then
    pass plainc-depfile
else
    fail plainc-depfile "stats.d lacks 'stats.o: stats.c' or the -MP target config.h:" plainc/stats.d
fi
# touching a header rebuilds its users (and only them)
sleep 1
touch plainc/config.h
make -C plainc CC="$AMPCC" >out 2>&1
if grep -q 'stats\.c' out && grep -q 'vec\.c' out && ! grep -q 'text\.c' out &&
    grep -q -- '-o wordstats' out; then
    pass plainc-header-rebuild
else
    fail plainc-header-rebuild "touching config.h must rebuild vec.o, stats.o and relink, not text.o" out
fi
make -C plainc CC="$AMPCC" >out 2>&1
if grep -q "$AMPCC" out; then
    fail plainc-up-to-date "a second make rebuilt something" out
else
    pass plainc-up-to-date
fi
# -MP: a header that disappears does not break the build
sed -i '/#include "config.h"/d' plainc/stats.c
mv plainc/config.h plainc/config.h.bak
printf '#include "config.h.bak"\n' >plainc/vec_cfg.h
sed -i 's/#include "config.h"/#include "vec_cfg.h"/' plainc/vec.c plainc/wordstats.c
if make -j2 -C plainc CC="$AMPCC" >out 2>&1; then
    pass plainc-MP
else
    fail plainc-MP "make failed after a header was removed" out
fi

# ------------------------------------------------------------- install
# ------------------------------------------------- a static AMP program
# No static OpenCL loader exists: `ampcc -static` links libampcc_noocl.a in its
# place, and the kernels run on the host device (the default there). Values
# by hand: d = 0..7 tripled (d[1] = 3, d[7] = 21), then each tile of 4 sums
# its elements through tile_static memory: tile 0 = 0+3+6+9 = 18, tile 1 =
# 12+15+18+21 = 66 (sums[0] and sums[7]).
cat >static_amp.c <<'EOF'
#include <stdio.h>
int main(void)
{
    int d[8], sums[8];
    for (int i = 0; i < 8; i++) d[i] = i;
    array_view<int, 1> v(8, d);
    array_view<int, 1> s(8, sums);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 3; });
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static int part[4];
        part[t.local[0]] = v[t.global];
        t.barrier.wait();
        s[t.global] = part[0] + part[1] + part[2] + part[3];
    });
    s.synchronize();
    printf("%d %d %d %d on %.4s\n", d[1], d[7], sums[0], sums[7], ampcc_device_name());
    return 0;
}
EOF
static_expected="3 21 18 66 on host"
if "$AMPCC" -static -O2 -o static_amp static_amp.c >out 2>&1 &&
    ! readelf -l static_amp | grep -q INTERP && ! readelf -d static_amp 2>/dev/null | grep -q NEEDED &&
    [ "$(env -u AMPCC_DEVICE ./static_amp 2>>out)" = "$static_expected" ]; then
    pass static-amp
else
    fail static-amp "ampcc -static: a program with no dynamic section, printing '$static_expected'" out
fi
AMPCC_DEVICE=cpu ./static_amp >out 2>&1
if [ $? -ne 0 ] && grep -q "static_amp.c:8: error: no OpenCL platform found" out; then
    pass static-amp-asks-for-opencl
else
    fail static-amp-asks-for-opencl "a static program asked for an OpenCL device: the no-platform error at the launch" out
fi

dest=$work/dest
prefix=/opt/ampcc-test
if make -C "$top" --no-print-directory install DESTDIR="$dest" PREFIX="$prefix" B="$B" >out 2>&1 &&
    [ -x "$dest$prefix/bin/ampcc" ] && [ -f "$dest$prefix/lib/ampcc/libampcc_rt.a" ] &&
    [ -f "$dest$prefix/include/ampcc/amp.h" ] && [ -f "$dest$prefix/include/ampcc/ampcc_runtime.h" ] &&
    [ -f "$dest$prefix/share/man/man1/ampcc.1" ] &&
    grep -q "^prefix=$prefix\$" "$dest$prefix/lib/pkgconfig/ampcc.pc"; then
    pass install-layout
else
    fail install-layout "make install DESTDIR=... PREFIX=$prefix" out
fi
installed=$dest$prefix/bin/ampcc
if [ -x "$installed" ] && "$installed" --version | grep -q "$prefix/lib/ampcc/libampcc_rt.a" &&
    "$installed" -o hello_installed hello.c >out 2>&1 && [ "$(./hello_installed)" = "hello 1" ]; then
    pass install-plain-c
else
    fail install-plain-c "the installed ampcc must find its runtime and amp.h" out
fi
if [ -x "$installed" ] && "$installed" -Iinc -O2 -o double_installed double.c >out 2>&1 &&
    [ "$(./double_installed)" = "$double_expected" ]; then
    pass install-amp-run
else
    fail install-amp-run "the installed ampcc compiling and running double.c" out
fi
if [ -x "$installed" ] && "$installed" -static -o static_installed static_amp.c >out 2>&1 &&
    [ "$(env -u AMPCC_DEVICE ./static_installed)" = "$static_expected" ]; then
    pass install-static-amp
else
    fail install-static-amp "the installed ampcc -static: libampcc_noocl.a beside the runtime" out
fi
if make -C "$top" --no-print-directory uninstall DESTDIR="$dest" PREFIX="$prefix" B="$B" >out 2>&1 &&
    [ -z "$(find "$dest" -type f)" ]; then
    pass uninstall
else
    fail uninstall "make uninstall must remove every installed file" out
fi
