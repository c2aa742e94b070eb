#!/bin/sh
# Strict builds of AMP C (issue 14, item 3): the C ampcc generates is clean
# under the host compiler's strictest settings, with gcc and with clang
# (AMPCC_CC), for every -std the user's own code is written in, and no
# message ever names one of ampcc's temporary files. The user's own code
# still gets every warning it asked for, at its own lines.
# Prints "PASS strict/X" or "FAIL strict/X: why" per test (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-strict.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

pass() { echo "PASS strict/$1"; }
fail() { echo "FAIL strict/$1: $2"; [ -n "${3:-}" ] && [ -f "$3" ] && head -n 12 "$3" | sed 's/^/    /'; }

if [ ! -x "$AMPCC" ]; then
    fail build "$AMPCC not built"
    exit 0
fi
cd "$work" || exit 1

# C90 throughout (declarations first, no // comments), every kind of
# generated construct: views, an array, const ones (their end-of-scope
# release takes a pointer to const: clang rejected it, gcc warned with a
# note naming the temporary file) and const view parameters (every runtime
# call on a view takes a pointer to const), index arithmetic, a tiled kernel with
# tile_static memory, a struct passed to a kernel, an amp function.
cat >strict.c <<'EOF'
#include <stdio.h>

struct scale { int mul; int add; };

static int twice(int x) restrict(amp, cpu) { return 2 * x; }

/* const view parameters, read and synchronized on the host, written in a kernel */
static int second(const array_view<const int, 1> v)
{
    return v[1];
}

static void bump(const array_view<int, 1> v)
{
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
    v.synchronize();
}

int main(void)
{
    int data[16];
    int out[16];
    int i;
    struct scale s;
    s.mul = 3;
    s.add = 1;
    for (i = 0; i < 16; i++)
        data[i] = i;
    {
        array_view<const int, 1> in(16, data);
        array_view<int, 1> res(16, out);
        array<int, 1> tmp(16);
        const array_view<const int, 1> cin(16, data);
        const array<int, 1> carr(16, data);
        index<1> one(1);
        res.discard_data();
        parallel_for_each(tmp.extent, [=, &tmp, &carr](index<1> idx) restrict(amp) {
            tmp[idx] = twice(in[idx]) * s.mul + s.add + cin[idx] - carr[idx];
        });
        parallel_for_each(res.extent.tile<4>(), [=, &tmp](tiled_index<4> t) restrict(amp) {
            tile_static int local[4];
            local[t.local[0]] = tmp[t.global];
            t.barrier.wait();
            res[t.global] = local[3 - t.local[0]];
        });
        one += one;
        bump(res);
        printf("%d %d %d %d\n", out[0], out[5], one[0], second(cin));
    }
    return 0;
}
EOF
expected="20 38 2 1"

compilers="gcc"
command -v clang >/dev/null 2>&1 && compilers="gcc clang"
for cc in $compilers; do
    for flags in "-pedantic-errors" "-Werror -pedantic" "-Wall -Wextra -Werror" \
        "-std=c89 -pedantic-errors" "-ansi -pedantic-errors -Wall -Wextra" \
        "-std=gnu89 -Werror -Wall -Wextra" "-std=c99 -pedantic-errors -Wall -Wextra" \
        "-std=c11 -Werror -pedantic -Wall -Wextra" "-std=c17 -pedantic-errors -Wall -Wextra -Wshadow"; do
        name="$cc $flags"
        # shellcheck disable=SC2086
        if AMPCC_CC=$cc "$AMPCC" $flags -c -o strict.o strict.c >out 2>&1 && [ ! -s out ]; then
            pass "$name"
        else
            fail "$name" "want no message and an object" out
        fi
    done
done

# clang's optimizer remarks about ampcc's own `#pragma omp simd` loops
# ("loop not vectorized", -Wpass-failed, no location: here the atomic add
# keeps the loop scalar) are not the user's business: a histogram under
# -Wall -Wextra -O2 says nothing.
cat >histogram.c <<'EOF'
void histogram(const int *values, int n, int *counts)
{
    array_view<const int, 1> v(n, values);
    array_view<int, 1> c(8, counts);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        atomic_fetch_add(&c[v[i] & 7], 1);
    });
    c.synchronize();
}
EOF
if command -v clang >/dev/null 2>&1; then
    if AMPCC_CC=clang "$AMPCC" -Wall -Wextra -O2 -c -o histogram.o histogram.c >out 2>&1 && [ ! -s out ]; then
        pass clang-no-optimizer-remarks
    else
        fail clang-no-optimizer-remarks "want no message and an object" out
    fi
fi

# -ansi all the way to a program that runs
if "$AMPCC" -ansi -pedantic-errors -o strict strict.c >out 2>&1 && [ "$(./strict)" = "$expected" ]; then
    pass ansi-run
else
    fail ansi-run "the -ansi -pedantic-errors program must print '$expected'" out
fi

# The user's own code is still checked, at its own lines: a C90 violation and
# an unused variable, in an AMP file. Nothing names a temporary file.
cat >own.c <<'EOF'
int total(int *p, int n)
{
    int unused;
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
    long long big = 1;
    return (int)big;
}
EOF
for cc in $compilers; do
    AMPCC_CC=$cc "$AMPCC" -std=c89 -pedantic -Wall -c -o own.o own.c >out 2>&1
    if grep -q '^own.c:3:[0-9]*: warning: unused variable' out && grep -q '^own.c:6:' out &&
        ! grep -q 'ampcc-\|<ampcc>\|/tmp/' out; then
        pass "$cc user-warnings-kept"
    else
        fail "$cc user-warnings-kept" "want own.c:3 (unused) and own.c:6 (C90), no temporary file" out
    fi
done

cat >host_error.c <<'EOF'
void bump(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
    undeclared_function_call(v);
}
EOF
"$AMPCC" -Werror=implicit-function-declaration -c -o host_error.o host_error.c >out 2>&1
if grep -q '^host_error.c:5:' out && ! grep -q 'ampcc-[^ ]*\.host\|/tmp/' out; then
    pass no-temporary-file-named
else
    fail no-temporary-file-named "the host compiler's error must be at host_error.c:5 and name no temporary file" out
fi
