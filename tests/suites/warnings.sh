#!/bin/sh
# Diagnostics in gcc's form (issue 14, items 1-2): plain C errors are exactly
# gcc's; ampcc's warnings have -W names (-Wno-NAME, -Werror=NAME,
# -Wno-error=NAME, #pragma GCC diagnostic), -Wfatal-errors stops at the first
# error as gcc does, -fdiagnostics-format=json prints one JSON document.
# Prints "PASS warnings/X" or "FAIL warnings/X: why" per test (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-warnings.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

pass() { echo "PASS warnings/$1"; }
fail() { echo "FAIL warnings/$1: $2"; [ -n "${3:-}" ] && [ -f "$3" ] && head -n 12 "$3" | sed 's/^/    /'; }

if [ ! -x "$AMPCC" ]; then
    fail build "$AMPCC not built"
    exit 0
fi
cd "$work" || exit 1

# ------------------------------------------- plain C errors: gcc's text
printf 'int main(void)\n{\n    int count = 0;\n    return coutn;\n}\n' >undeclared.c
printf 'int f(int a, int b) { return a + b; }\nint main(void) { return f(1, 2; }\n' >paren.c
printf '#define TWICE(x) ((x) * 2 +)\nint main(void) { return TWICE(3); }\n' >macro.c
printf '#include "broken.h"\nint main(void) { return 0; }\n' >included.c
printf 'int broken(void) { return }\n' >broken.h
printf 'struct s { int a; };\nint main(void) { struct s v; return v.b; }\n' >member.c
for f in undeclared paren macro included member; do
    gcc -c -o gcc_$f.o $f.c >gcc_$f.err 2>&1
    "$AMPCC" -c -o ampcc_$f.o $f.c >ampcc_$f.err 2>&1
    if cmp -s gcc_$f.err ampcc_$f.err && [ -s ampcc_$f.err ]; then
        pass "plain-c-as-gcc-$f"
    else
        fail "plain-c-as-gcc-$f" "ampcc's messages for $f.c must be gcc's, byte for byte" ampcc_$f.err
    fi
done

# ---------------------------------------------------- named warnings
cat >tile.c <<'EOF2'
void first(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int total;
        total += v[idx.global];
        idx.barrier.wait();
        v[idx.global] = total;
    });
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wtile-static-uninitialized"
void quiet(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int sum;
        sum += v[idx.global];
        idx.barrier.wait();
        v[idx.global] = sum;
    });
}
#pragma GCC diagnostic pop
void again(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int acc;
        acc += v[idx.global];
        idx.barrier.wait();
        v[idx.global] = acc;
    });
}
int main(void) { return 0; }
EOF2
want="tile.c:6:9: warning: tile_static variable 'total' is read before any thread of the tile writes it; its initial value is undefined [-Wtile-static-uninitialized]"
"$AMPCC" -fdiagnostics-color=never -Wall -Wextra -c -o tile.o tile.c >out 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -qxF "$want" out && grep -q "^tile.c:29:9: warning: .*'acc'" out &&
    ! grep -q "'sum'" out && ! grep -q 'Wpragmas\|unknown option' out; then
    pass named-warning-and-pragma
else
    fail named-warning-and-pragma "want the [-Wtile-static-uninitialized] warnings at 6 and 29, none at 18 (pragma), none from the host" out
fi

"$AMPCC" -fsyntax-only -Wno-tile-static-uninitialized tile.c >out 2>&1
if [ $? -eq 0 ] && [ ! -s out ]; then pass Wno-name; else fail Wno-name "-Wno-tile-static-uninitialized must silence it" out; fi

"$AMPCC" -fdiagnostics-color=never -fsyntax-only -Werror=tile-static-uninitialized tile.c >out 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q "^tile.c:6:9: error: .* \[-Werror=tile-static-uninitialized\]\$" out; then
    pass Werror-name
else
    fail Werror-name "-Werror=tile-static-uninitialized: an error tagged [-Werror=...], exit 1 (got $rc)" out
fi

"$AMPCC" -fsyntax-only -Werror -Wno-error=tile-static-uninitialized tile.c >out 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -q ': warning: .*\[-Wtile-static-uninitialized\]' out; then
    pass Wno-error-name
else
    fail Wno-error-name "-Werror -Wno-error=NAME keeps it a warning (exit $rc)" out
fi

# --------------------------------------------------------- -Wfatal-errors
cat >three.c <<'EOF2'
int f(int x) restrict(amp)
{
    return x + missing_a + missing_b;
}
EOF2
printf 'int f(int x)\n{\n    return x + missing_a + missing_b;\n}\n' >three_plain.c
"$AMPCC" -fsyntax-only -Wfatal-errors three.c >out 2>&1
rc=$?
gcc -fsyntax-only -Wfatal-errors three_plain.c >gcc_out 2>&1
if [ $rc -eq 1 ] && [ "$(grep -c ': error: ' out)" -eq 1 ] &&
    [ "$(tail -n 1 out)" = "$(tail -n 1 gcc_out)" ]; then
    pass Wfatal-errors
else
    fail Wfatal-errors "one error, then gcc's last line '$(tail -n 1 gcc_out)' (exit $rc)" out
fi

# ------------------------------------------------------------- JSON
one_json_document() {
    python3 -c 'import json, sys; d = json.JSONDecoder(); t = open(sys.argv[1]).read().strip(); v, end = d.raw_decode(t); assert end == len(t), "more after the first document"; assert isinstance(v, list); print(len(v))' "$1"
}
printf 'int main(void) { return 0; }\n' >clean.c
cat >amp_clean.c <<'EOF2'
void twice(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
}
EOF2
ok=true
for f in clean.c amp_clean.c three.c undeclared.c; do
    "$AMPCC" -fdiagnostics-format=json -c -o json.o $f >out 2>err
    n=$(one_json_document err 2>&1) || { ok=false; cp err out; echo "$f: $n" >>out; }
    case $f in three.c) [ "$n" = 2 ] || { ok=false; echo "three.c: $n errors, want 2" >>out; } ;; esac
done
if $ok; then pass json-one-document; else fail json-one-document "each compile must print exactly one JSON array" out; fi

# ------------------------------------------ kernel code: the host compiler's warnings
# The same code as a kernel (kernel.c) and as a plain C loop (plain.c), line for
# line and column for column: ampcc's warnings about the kernel are gcc's about
# the loop (position, message, -W name), each once although the kernel has an
# aliased variant and its amp function is called twice.
cat >kernel.c <<'EOF2'
int helper(int a, int b) restrict(amp)
{
    int y;
    return a;
}
void scale(int *data, int *out, int n, unsigned limit)
{
    array_view<int, 1> v(n, data);  array_view<int, 1> w(n, out);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int unused;
        int x;
        if (v[i] < limit)
            w[i] = x + helper(1, 2) + helper(3, 4);
    });
}
EOF2
cat >plain.c <<'EOF2'
int helper(int a, int b)
{
    int y;
    return a;
}
void scale(int *data, int *out, int n, unsigned limit)
{
    int *v = data;                  int *w = out;
    for (int i = 0; i < n; i++) {
        int unused;
        int x;
        if (v[i] < limit)
            w[i] = x + helper(1, 2) + helper(3, 4);
    }
}
EOF2
positions() { grep -E '^[a-z]+\.c:[0-9]+:[0-9]+: ' "$1" | sed 's/^[a-z]*\.c://' | sort; }
gcc -fdiagnostics-color=never -Wall -Wextra -c -o plain.o plain.c >gcc_out 2>&1
"$AMPCC" -fdiagnostics-color=never -Wall -Wextra -c -o kernel.o kernel.c >out 2>&1
rc=$?
positions gcc_out >want_pos
positions out >got_pos
if [ $rc -eq 0 ] && [ -s kernel.o ] && [ "$(wc -l <want_pos)" -ge 5 ] && cmp -s want_pos got_pos &&
    ! grep -q 'ampcc-\|native' out; then
    pass kernel-warnings-as-gcc
else
    diff want_pos got_pos >>out
    fail kernel-warnings-as-gcc "the kernel's warnings must be gcc's for the same loop (see diff)" out
fi

# -Werror makes them errors (no object), -w silences them, -fsyntax-only gives
# those that gcc -fsyntax-only gives.
rm -f kernel.o
"$AMPCC" -fdiagnostics-color=never -Wall -Werror -c -o kernel.o kernel.c >out 2>&1
rc=$?
if [ $rc -eq 1 ] && [ ! -e kernel.o ] && grep -q "^kernel.c:10:13: error: unused variable .*\[-Werror=unused-variable\]" out; then
    pass kernel-warnings-Werror
else
    fail kernel-warnings-Werror "-Werror: kernel.c:10:13 an error, exit 1, no object (exit $rc)" out
fi
"$AMPCC" -Wall -Wextra -w -c -o kernel.o kernel.c >out 2>&1
if [ $? -eq 0 ] && [ ! -s out ]; then pass kernel-warnings-w; else fail kernel-warnings-w "-w: nothing" out; fi
gcc -fdiagnostics-color=never -Wall -Wextra -fsyntax-only plain.c >gcc_out 2>&1
"$AMPCC" -fdiagnostics-color=never -Wall -Wextra -fsyntax-only kernel.c >out 2>&1
positions gcc_out >want_pos
positions out >got_pos
if cmp -s want_pos got_pos && [ -s got_pos ]; then
    pass kernel-warnings-syntax-only
else
    diff want_pos got_pos >>out
    fail kernel-warnings-syntax-only "-fsyntax-only: gcc -fsyntax-only's warnings" out
fi

# Without any -W option, a kernel still gets the warnings gcc gives by default
# (before, ampcc gave none): the same overflow as in the plain loop, same place.
cat >defkernel.c <<'EOF2'
void f(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int big = 4294967296;
        v[i] = big;
    });
}
EOF2
cat >defplain.c <<'EOF2'
void f(int *data, int n)
{
    int *v = data;
    for (int i = 0; i < n; i++) {
        int big = 4294967296;
        v[i] = big;
    }
}
EOF2
gcc -fdiagnostics-color=never -c -o defplain.o defplain.c >gcc_out 2>&1
"$AMPCC" -fdiagnostics-color=never -c -o defkernel.o defkernel.c >out 2>&1
positions gcc_out >want_pos
positions out >got_pos
if [ -s defkernel.o ] && [ -s want_pos ] && cmp -s want_pos got_pos; then
    pass kernel-default-warnings
else
    diff want_pos got_pos >>out
    fail kernel-default-warnings "no -W option: gcc's default warnings for the same loop" out
fi

# -pedantic reaches kernel code too: the same code as a kernel and an amp
# function (pedkernel.c) and as plain C (pedplain.c), line for line and column
# for column, draws gcc's -Wpedantic warnings at the same places, and nothing
# about the line markers of the kernels' native C. -pedantic-errors and
# -Werror -pedantic make them errors (exit 1), and leave a clean AMP file alone.
cat >pedkernel.c <<'EOF2'
int pick(int x) restrict(amp)
{
    int t[2] = {};
    switch (x) {
    case 1 ... 3:
        return t[0];
    default:
        return x;
    }
}
void twice(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int z[2] = {};
        v[i] = pick(v[i]) + z[1];
    });
}
EOF2
cat >pedplain.c <<'EOF2'
int pick(int x)
{
    int t[2] = {};
    switch (x) {
    case 1 ... 3:
        return t[0];
    default:
        return x;
    }
}
void twice(int *p, int n)
{
    int *v = p;
    for (int i = 0; i < n; i++) {
        int z[2] = {};
        v[i] = pick(v[i]) + z[1];
    }
}
EOF2
gcc -fdiagnostics-color=never -pedantic -c -o pedplain.o pedplain.c >gcc_out 2>&1
"$AMPCC" -fdiagnostics-color=never -pedantic -c -o pedkernel.o pedkernel.c >out 2>&1
rc=$?
positions gcc_out >want_pos
positions out >got_pos
if [ $rc -eq 0 ] && [ -s pedkernel.o ] && [ "$(wc -l <want_pos)" -eq 3 ] && cmp -s want_pos got_pos &&
    ! grep -q 'line directive\|ampcc-\|native' out; then
    pass kernel-pedantic-as-gcc
else
    diff want_pos got_pos >>out
    fail kernel-pedantic-as-gcc "-pedantic: gcc's warnings for the same code, at the user's lines" out
fi
ok=true
for flags in "-pedantic-errors" "-Werror -pedantic"; do
    rm -f pedkernel.o
    "$AMPCC" -fdiagnostics-color=never $flags -c -o pedkernel.o pedkernel.c >out 2>&1
    [ $? -eq 1 ] && [ ! -e pedkernel.o ] && [ "$(grep -c '^pedkernel.c:[0-9]*:[0-9]*: error: ' out)" -eq 3 ] &&
        ! grep -q 'line directive' out || { ok=false; echo "$flags: want exit 1, 3 errors" >>out; break; }
    "$AMPCC" -fdiagnostics-color=never $flags -c -o defkernel.o kernel.c -w >out 2>&1 || { ok=false; break; }
    sed 's/ = 4294967296/ = 42/' defkernel.c >cleankernel.c
    "$AMPCC" -fdiagnostics-color=never $flags -c -o cleankernel.o cleankernel.c >out 2>&1
    [ $? -eq 0 ] && [ ! -s out ] || { ok=false; echo "$flags: a clean kernel must compile quietly" >>out; break; }
done
if $ok; then pass kernel-pedantic-errors; else fail kernel-pedantic-errors "errors for the user's code only" out; fi

# A kernel's index parameter that its body never reads is an unused parameter
# as gcc and clang say of a C++ lambda's: under gcc's own rules (-Wall -Wextra
# or -Wunused-parameter, not -Wall alone, not with -Wno-unused-parameter), at
# the position gcc gives a function parameter there (idxplain.c: `i` at the
# same line and column); an unnamed index<1> draws nothing.
cat >idxkernel.c <<'EOF2'
void fill(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[0] = 1;
    });
    parallel_for_each(v.extent, [=](index<1>) restrict(amp) {
        v[0] = 2;
    });
}
EOF2
cat >idxplain.c <<'EOF2'
void fill(int *p, int n)
{
    (void)p, (void)n;
}                            void kernel(int i) {
        (void)0;
    }
EOF2
ok=true
for flags in "-Wall -Wextra" "-Wunused-parameter" "-Wall" "-Wall -Wextra -Wno-unused-parameter"; do
    gcc -fdiagnostics-color=never $flags -c -o idxplain.o idxplain.c >gcc_out 2>&1
    "$AMPCC" -fdiagnostics-color=never $flags -c -o idxkernel.o idxkernel.c >out 2>&1 || ok=false
    positions gcc_out >want_pos
    positions out >got_pos
    cmp -s want_pos got_pos || { ok=false; echo "$flags:" >>out; diff want_pos got_pos >>out; break; }
done
[ "$(grep -c 'unused parameter' got_pos)" -eq 0 ] || ok=false   # the last: -Wno-unused-parameter
"$AMPCC" -fdiagnostics-color=never -Wall -Wextra -c -o idxkernel.o idxkernel.c >out 2>&1
grep -q "^idxkernel.c:4:46: warning: unused parameter .*i.* \[-Wunused-parameter\]" out || ok=false
if $ok; then pass kernel-unused-index; else fail kernel-unused-index "gcc's -Wunused-parameter for the index" out; fi

# The user's own parentheses in a kernel stay in the generated code: gcc's
# -Wparentheses (and -Wlogical-not-parentheses) read them, so only the one
# comparison written without them warns, at its own line, as gcc warns on
# the same lines in host code.
cat >parens.c <<'EOF2'
void f(int *p, int n, int up)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int a = v[i], b = i[0];
        if ((a > b) == up) v[i] = 1;
        if ((a = b)) v[i] = 2;
        v[i] += (a + b) << 1;
        v[i] |= (a & b) | ((a == b) & 1);
        if ((!a) == b) v[i] = 3;
        if (a > b == up) v[i] = 4;
        if ((a || b) && (up || (a && b))) v[i] = 5;
    });
}
EOF2
"$AMPCC" -fdiagnostics-color=never -Wall -Wextra -c -o parens.o parens.c >out 2>&1
if [ "$(grep -c 'warning:' out)" -eq 1 ] &&
    grep -q '^parens.c:11:15: warning: suggest parentheses around comparison in operand of .*==.* \[-Wparentheses\]' out; then
    pass kernel-user-parentheses
else
    fail kernel-user-parentheses "want one -Wparentheses warning, at parens.c:11:15" out
fi
