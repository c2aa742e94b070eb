#!/bin/sh
# Regenerates tests/corpus/headers.txt: the headers the corpus suite feeds to
# `ampcc -fsyntax-only`, one per line. First every C11 standard header, then
# every header under /usr/include (top level, sys/, arpa/, net/, netinet/,
# bits/ excluded since those are internal) that `gcc -fsyntax-only` accepts
# when included on its own with _GNU_SOURCE. The suite fails on any listed
# header that gcc accepts and ampcc does not.
#   sh tests/corpus/gen-headers.sh > tests/corpus/headers.txt
CC=${CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

c11="assert.h complex.h ctype.h errno.h fenv.h float.h inttypes.h iso646.h limits.h
locale.h math.h setjmp.h signal.h stdalign.h stdarg.h stdatomic.h stdbool.h stddef.h
stdint.h stdio.h stdlib.h stdnoreturn.h string.h tgmath.h threads.h time.h uchar.h
wchar.h wctype.h"

accepts() {
    printf '#define _GNU_SOURCE 1\n#include <%s>\n' "$1" >"$tmp/h.c"
    "$CC" -std=gnu11 -fsyntax-only "$tmp/h.c" >/dev/null 2>&1
}

for h in $c11; do
    accepts "$h" && echo "$h"
done
for dir in . sys arpa net netinet; do
    for f in /usr/include/$dir/*.h; do
        [ -f "$f" ] || continue
        h=${f#/usr/include/}
        h=${h#./}
        case " $(echo $c11) " in *" $h "*) continue ;; esac
        accepts "$h" && echo "$h"
    done
done | sort
