#!/bin/sh
# ampcc as a drop-in for gcc: each test runs the same command line with gcc
# and with ampcc and compares what they do (exit status, output, files made,
# what the program built prints). Issue 14: -x placement, `-` (stdin),
# @responsefiles, -###, `-S -o -`, and links of plain C without the runtime
# (-static, -m32).
# Prints "PASS dropin/X" or "FAIL dropin/X: why" per test (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
GCC=${GCC:-gcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-dropin.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

pass() { echo "PASS dropin/$1"; }
fail() { echo "FAIL dropin/$1: $2"; [ -n "${3:-}" ] && [ -f "$3" ] && head -n 12 "$3" | sed 's/^/    /'; }

if [ ! -x "$AMPCC" ]; then
    fail build "$AMPCC not built"
    exit 0
fi
cd "$work" || exit 1

# in_both DIR CMD...: runs CMD (whose first word is $CC) in DIR/gcc with
# CC=gcc and in DIR/ampcc with CC=ampcc, each on its own copy of the current
# files; leaves rc, out, err in each directory.
in_both() {
    dir=$1
    shift
    for cc in gcc ampcc; do
        rm -rf "$dir/$cc"
        mkdir -p "$dir/$cc"
        find . -maxdepth 1 -type f -exec cp {} "$dir/$cc/" \;
        if [ $cc = gcc ]; then CC=$GCC; else CC=$AMPCC; fi
        (cd "$dir/$cc" && CC=$CC sh -c "$*" >out 2>err </dev/null; echo $? >rc)
    done
}
same_rc() { [ "$(cat "$1/gcc/rc")" = "$(cat "$1/ampcc/rc")" ]; }
same_file() { cmp -s "$1/gcc/$2" "$1/ampcc/$2"; }
# the same, once the temporary object each compiler links is called TMP.o
# (the linker names it, in warnings such as the executable stack one): cc's
# own, or ampcc's when it compiles a source before the link
tmp_objects() { sed 's|/[^ :]*/cc[^ :/]*\.o|TMP.o|g; s|/[^ :]*/ampcc-[^ :/]*\.o|TMP.o|g' "$1"; }
same_text() {
    [ "$(tmp_objects "$1/gcc/$2")" = "$(tmp_objects "$1/ampcc/$2")" ]
}
# the message after the program's name, which is gcc or ampcc
same_message() {
    [ "$(sed 's/^[^:]*: //' "$1/gcc/err")" = "$(sed 's/^[^:]*: //' "$1/ampcc/err")" ]
}

cat >lib.c <<'EOF'
int twice(int x) { return 2 * x; }
EOF
cat >common <<'EOF'
int twice(int x);
int main(void) { return twice(21); }
EOF
cp common twice_main.c
cat >hello.c <<'EOF'
#include <stdio.h>
int main(void) { printf("%s %d\n", GREETING, COUNT); return 0; }
EOF

# ------------------------------------------------------------ -x LANG
# chibicc's `make test`: -xc applies to the file after it, not to the object
# before it
in_both xc '$CC -c lib.c && $CC -o prog lib.o -xc common && ./prog; echo $? >status'
if same_rc xc && [ "$(cat xc/ampcc/status)" = 42 ] && same_file xc status; then
    pass x-after-object
else
    fail x-after-object "'cc -o prog lib.o -xc common' must compile only common as C" xc/ampcc/err
fi

in_both xnone '$CC -x c common -x none lib.c -o prog && ./prog; echo $? >status'
if same_rc xnone && [ "$(cat xnone/ampcc/status)" = 42 ]; then
    pass x-none
else
    fail x-none "-x none must return to suffixes" xnone/ampcc/err
fi

# -x c on a file gcc would otherwise take as an object, in -E too
in_both xe '$CC -E -x c common -x none lib.c | grep -v "^#" >pp'
if same_rc xe && same_file xe pp && grep -q 'twice(21)' xe/ampcc/pp; then
    pass x-E
else
    fail x-E "-E of '-x c common -x none lib.c' differs from gcc's" xe/ampcc/err
fi

# ---------------------------------------------------------- - (stdin)
"$GCC" -dM -E - </dev/null | sort >gcc_macros
"$AMPCC" -dM -E - </dev/null | sort >ampcc_macros
if diff gcc_macros ampcc_macros | grep '^[<>]' | tr '\n' '|' | grep -qx '> #define __AMPCC__ 1|'; then
    pass stdin-dM
else
    fail stdin-dM "'-dM -E - </dev/null' must print gcc's macros plus __AMPCC__"
fi

in_both stdin 'printf "int main(void) { return 7; }\n" | $CC -x c -o prog - && ./prog; echo $? >status'
if same_rc stdin && [ "$(cat stdin/ampcc/status)" = 7 ]; then
    pass stdin-compile
else
    fail stdin-compile "'-x c -o prog -' reading the program from stdin" stdin/ampcc/err
fi

in_both stdinerr 'printf "int main(void) { return missing; }\n" | $CC -x c -c -o x.o -'
if same_rc stdinerr && grep -q '^<stdin>:1:25: error: ' stdinerr/ampcc/err && [ ! -e stdinerr/ampcc/x.o ]; then
    pass stdin-diagnostic
else
    fail stdin-diagnostic "an error in stdin must be reported at <stdin>:1:25" stdinerr/ampcc/err
fi

in_both stdinx 'echo "int x;" | $CC -c -'
if same_rc stdinx && [ "$(cat stdinx/ampcc/rc)" != 0 ] && same_message stdinx; then
    pass stdin-needs-x
else
    fail stdin-needs-x "'cc -c -' without -x must fail as gcc does" stdinx/ampcc/err
fi

# ------------------------------------------------------ @response files
cat >opts.rsp <<'EOF'
-DGREETING="\"two words\"" '-DCOUNT=3'
  @more.rsp
EOF
printf -- '-o pro\\g2\n' >more.rsp
in_both rsp '$CC @opts.rsp hello.c && ./prog2 >printed'
if same_rc rsp && same_file rsp printed && [ "$(cat rsp/ampcc/printed)" = "two words 3" ]; then
    pass response-file
else
    fail response-file "@opts.rsp (quotes, nested @more.rsp, a backslash)" rsp/ampcc/err
fi

in_both rspmissing '$CC @no-such.rsp'
if same_rc rspmissing && [ "$(cat rspmissing/ampcc/rc)" != 0 ] && grep -q 'no-such.rsp' rspmissing/ampcc/err; then
    pass response-file-missing
else
    fail response-file-missing "an unreadable @file is an input, as in gcc" rspmissing/ampcc/err
fi

# ------------------------------------------------------------------ -###
in_both hashes '$CC -### -c -o lib.o lib.c'
if same_rc hashes && [ ! -e hashes/ampcc/lib.o ] &&
    grep -q '^ "[^"]*" .*"-c".*"lib.c"' hashes/ampcc/err && ! ls hashes/ampcc | grep -q ampcc-tmp; then
    pass hashes
else
    fail hashes "-### must print the quoted commands and write nothing" hashes/ampcc/err
fi

# ------------------------------------------------------------ -S -o -
in_both sdash '$CC -S -o - lib.c >asm'
if same_rc sdash && same_file sdash asm && [ ! -e sdash/ampcc/- ] && grep -q twice sdash/ampcc/asm; then
    pass S-o-stdout
else
    fail S-o-stdout "-S -o - must write gcc's assembly to stdout, no file '-'" sdash/ampcc/err
fi

# ------------------------------- links of plain C: no runtime, no -lOpenCL
in_both static '$CC -static -o prog lib.c twice_main.c && ./prog; echo $? >status'
if same_rc static && same_file static status && [ "$(cat static/ampcc/status)" = 42 ]; then
    pass static-plain-c
else
    fail static-plain-c "-static on a plain C program must do what gcc does" static/ampcc/out
fi

# gcc -m32 may lack its 32-bit libraries here: then both must fail alike
in_both m32 '$CC -m32 -o prog twice_main.c lib.c && ./prog; echo $? >status'
if same_rc m32 && same_file m32 status; then
    pass m32-plain-c
else
    fail m32-plain-c "-m32 on a plain C program must do what gcc does" m32/ampcc/err
fi

cat >amp.c <<'EOF'
void scale(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
    v.synchronize();
}
EOF
cat >main.c <<'EOF'
#include <stdio.h>
void scale(int *p, int n);
int main(void) { int a[3] = { 1, 2, 3 }; scale(a, 3); printf("%d %d %d\n", a[0], a[1], a[2]); return 0; }
EOF
"$AMPCC" -v -o plain hello.c -DGREETING='"x"' -DCOUNT=1 >out 2>&1
if ! grep -q 'libampcc_rt\|-lOpenCL' out && [ "$(./plain)" = "x 1" ]; then
    pass runtime-not-in-plain-link
else
    fail runtime-not-in-plain-link "a plain C link must not name the runtime or -lOpenCL" out
fi
# A compile and link of plain C (a configure probe's `cc -o conftest
# conftest.c`) is one cc command, as with gcc: no `cc -c` first, and the
# program is byte for byte gcc's.
in_both onecmd '$CC -v -O2 -o prog twice_main.c lib.c && ./prog; echo $? >status'
commands=$(grep -c '^cc .*twice_main\.c' onecmd/ampcc/err)
if same_rc onecmd && same_file onecmd status && same_file onecmd prog && [ "$commands" = 1 ] &&
    ! grep -q '^cc .* -c ' onecmd/ampcc/err; then
    pass plain-link-one-command
else
    fail plain-link-one-command "ampcc -o prog a.c b.c on plain C: one cc command ($commands), gcc's program" onecmd/ampcc/err
fi
# ... but a plain C file that calls the runtime itself (its text names
# ampcc) is compiled first, so that the link sees the call and brings the runtime
cat >device.c <<'EOF'
#include <stdio.h>
#include <amp.h>
int main(void) { printf("[%s]\n", ampcc_device_name()); return 0; }
EOF
"$AMPCC" -v -o device device.c >out 2>&1
if grep -q 'libampcc_rt' out && grep -q '^cc .* -c ' out && AMPCC_DEVICE=host ./device | grep -q '^\[host'; then
    pass plain-link-calls-runtime
else
    fail plain-link-calls-runtime "a plain C program calling ampcc_device_name must link the runtime" out
fi

"$AMPCC" -c amp.c >out 2>&1 && ar rcs libamp.a amp.o && "$AMPCC" -c main.c >>out 2>&1
"$AMPCC" -v -o amp_obj main.o amp.o >>out 2>&1
"$AMPCC" -v -o amp_lib main.o -L. -lamp >out2 2>&1
if grep -q 'libampcc_rt' out && [ "$(./amp_obj)" = "2 4 6" ] &&
    grep -q 'libampcc_rt' out2 && [ "$(./amp_lib)" = "2 4 6" ]; then
    pass runtime-in-amp-link
else
    fail runtime-in-amp-link "an AMP object (or -l archive of one) must bring the runtime" out
fi

# ------------------------------------------------- the documentation
top=${AMPCC_TOP:-$(dirname "${AMPCC_REAL:-$AMPCC}")/..}
missing=""
for word in AMPCC_CACHE XDG_CACHE_HOME AMPCC_NM '\-###' '\-x' '@' 'libOpenCL.a'; do
    grep -q -- "$word" "$top/docs/ampcc.1" || missing="$missing $word"
done
if [ -z "$missing" ]; then pass man-page; else fail man-page "docs/ampcc.1 does not mention:$missing"; fi

# ------------------------------------------- building ampcc itself
# GNU make ignored OPT and CFLAGS under .POSIX (it built ampcc at -O1)
if make -n -B -C "$top" --no-print-directory "$B/diag.o" 2>&1 | grep -q -- ' -O2 -g ' &&
    make -n -B -C "$top" --no-print-directory OPT=-O0 "$B/diag.o" 2>&1 | grep -q -- ' -O0 -g ' &&
    make -n -B -C "$top" --no-print-directory CFLAGS=-Os "$B/diag.o" 2>&1 | grep -q -- ' -Os '; then
    pass make-flags
else
    fail make-flags "the default build must be -O2 -g, and OPT= and CFLAGS= must change it"
fi

# --------------------------- valid C that gcc accepts, ampcc accepts too
# (a file with no AMP construct goes to cc unparsed): same status, same
# messages, same program behaviour.
mkdir -p validc && cd validc || exit 1
cat >c2x_attributes.c <<'EOF2'
[[nodiscard]] static int answer(void) { return 42; }
[[deprecated("use answer")]] int old_answer(void);
struct [[gnu::packed]] pair { char c; int i; };
int main(void)
{
    [[maybe_unused]] int unused = 0;
    switch (answer()) {
    case 42:
        [[fallthrough]];
    default:
        return answer() - 42 + (int)sizeof(struct pair) - 5;
    }
}
EOF2
cat >digit_separators.c <<'EOF2'
int main(void) { return 1'000'000 == 1000000 && 0x1'00 == 256 ? 0 : 1; }
EOF2
cat >nested_functions.c <<'EOF2'
#include <stdio.h>
static int apply(int (*f)(int), int x) { return f(x); }
int main(void)
{
    int base = 40;
    int add_base(int x) { return x + base; }
    printf("%d\n", apply(add_base, 2));
    return 0;
}
EOF2
cat >knr_definitions.c <<'EOF2'
#include <stdio.h>
int add(a, b)
    int a;
    long b;
{
    return a + (int)b;
}
int main() { printf("%d\n", add(40, 2L)); return 0; }
EOF2
cat >implicit_int.c <<'EOF2'
static count = 3;
twice(x) { return 2 * x; }
main() { return twice(count) - 6; }
EOF2
for f in c2x_attributes digit_separators nested_functions knr_definitions implicit_int; do
    std=""
    case $f in c2x_*|digit_*) std=-std=c2x ;; esac
    in_both "$f" "\$CC $std -Wall -o prog $f.c && ./prog >printed"
    if same_rc "$f" && [ "$(cat "$f/ampcc/rc")" = 0 ] && same_file "$f" printed &&
        same_text "$f" err && same_file "$f" out; then
        pass "valid-c-$f"
    else
        fail "valid-c-$f" "ampcc must accept $f.c as gcc does (status, messages, output)" "$f/ampcc/err"
    fi
done
cd ..

# ------------------------------ plain C costs what cc costs: no cc -E
# (amp_scan.h): a file, its user headers and -include files with no AMP
# construct go to cc as they are; one whose header has one takes the AMP path
mkdir -p scan/inc && cd scan || exit 1
printf '#include "local.h"\n#include <stdio.h>\nint main(void) { printf("%%d\\n", LOCAL); return 0; }\n' >plain.c
printf '#include "deep.h"\n#define LOCAL DEEP\n' >local.h
printf '#define DEEP 5\n' >inc/deep.h
printf '#include "amp_in_header.h"\nint main(void) { int d[2] = { 1, 2 }; twice(d, 2); return d[1] - 4; }\n' >uses_header.c
cat >inc/amp_in_header.h <<'EOF2'
static void twice(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
    v.synchronize();
}
EOF2
"$AMPCC" -v -Iinc -o plain plain.c >out 2>&1
"$AMPCC" -v -Iinc -o uses_header uses_header.c >out2 2>&1
if ! grep -q -- ' -E ' out && [ "$(./plain)" = 5 ] && grep -q -- ' -E .*uses_header.c' out2 && ./uses_header; then
    pass plain-c-no-preprocess
else
    fail plain-c-no-preprocess "plain.c must compile without cc -E; uses_header.c (AMP C in inc/) with it" out2
fi
printf '#include MACRO_HEADER\nint main(void) { return 0; }\n' >macro_include.c
"$AMPCC" -v -DMACRO_HEADER='"local.h"' -Iinc -c macro_include.c >out 2>&1
if grep -q -- ' -E .*macro_include.c' out; then
    pass plain-c-macro-include
else
    fail plain-c-macro-include "an #include of a macro must take the preprocessing path" out
fi
cd ..
