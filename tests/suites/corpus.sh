#!/bin/sh
# Corpus: `$AMPCC -fsyntax-only` must accept each input with NO diagnostics:
#  - every header in tests/corpus/headers.txt, each included on its own
#    (the C11 standard headers and the POSIX/glibc headers gcc accepts alone;
#    tests/corpus/gen-headers.sh regenerates the list),
#  - the real programs in tests/corpus/programs/ and ampcc's own sources of
#    over 1,000 lines, plus the generated scanner and parser,
#  - GNU C in all the places gcc accepts it (tests/corpus/gnu/),
#  - the AMP C examples of LANGUAGE.md in tests/corpus/lang/, which must also
#    lower: `ampcc -c` and their kernels' OpenCL C builds (tests/tools/lowers.sh).
# Prints "PASS corpus/..." or "FAIL corpus/...: why" (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
CC=${AMPCC_CC:-cc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-corpus.XXXXXX")
trap 'rm -rf "$work"' EXIT

# accept NAME FILE [FLAGS...]: ampcc must succeed and print nothing.
accept() {
    name=$1
    shift
    if "$AMPCC" -fsyntax-only -fdiagnostics-color=never "$@" >"$work/out" 2>&1 && [ ! -s "$work/out" ]; then
        echo "PASS corpus/$name"
    else
        echo "FAIL corpus/$name: diagnostics from ampcc -fsyntax-only"
        head -n 6 "$work/out" | sed 's/^/    /'
    fi
}

if [ ! -x "$AMPCC" ]; then
    echo "FAIL corpus: $AMPCC not built"
    exit 0
fi

while read -r h; do
    [ -n "$h" ] || continue
    printf '#define _GNU_SOURCE 1\n#include <%s>\n' "$h" >"$work/h.c"
    # A header this system's gcc rejects alone (a different libc) is not ampcc's fault.
    if ! "$CC" -std=gnu11 -fsyntax-only "$work/h.c" >/dev/null 2>&1; then
        echo "SKIP corpus/header/$h: the host compiler rejects it here"
        continue
    fi
    accept "header/$h" "$work/h.c"
done <tests/corpus/headers.txt

# NAME.flags-cmd, when present, prints the flags NAME.c needs (include paths).
for f in tests/corpus/programs/*.c; do
    name=program/$(basename "$f")
    flags=""
    [ -f "${f%.c}.flags-cmd" ] && flags=$(sh "${f%.c}.flags-cmd" 2>/dev/null)
    # shellcheck disable=SC2086
    if ! "$CC" -std=gnu11 -fsyntax-only -w $flags "$f" >/dev/null 2>&1; then
        echo "SKIP corpus/$name: its headers are not installed here"
        continue
    fi
    # shellcheck disable=SC2086
    accept "$name" "$f" -w $flags
done

for f in src/*.c "$B/parse.c" "$B/lex.c"; do
    [ -f "$f" ] || continue
    [ "$(wc -l <"$f")" -gt 1000 ] || continue
    accept "self/$(basename "$f")" "$f" -Isrc -I"$B" -Iinclude -D_GNU_SOURCE
done

for f in tests/corpus/gnu/*.c; do
    accept "gnu/$(basename "$f")" "$f" -w
done

. tests/tools/lowers.sh
lowers_setup "$work"
for f in tests/corpus/lang/*.c; do
    accept "lang/$(basename "$f")" "$f"
    if lowers "$f" >"$work/why"; then
        echo "PASS corpus/lang-lowers/$(basename "$f")"
    else
        echo "FAIL corpus/lang-lowers/$(basename "$f"): accepted but does not lower"
        cat "$work/why"
    fi
done
