#!/bin/sh
# -verify itself: tests/verify/ok_*.c must verify (exit 0, print nothing);
# tests/verify/bad_*.c must FAIL verification (exit 1) with the message named
# on their first line, "// verify-fails-with: TEXT".
# Prints "PASS verify/X" or "FAIL verify/X: why" per file (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
out="${TMPDIR:-/tmp}/ampcc-verify.$$"
trap 'rm -f "$out"' EXIT

for f in tests/verify/*.c; do
    name=verify/$(basename "$f" .c)
    if [ ! -x "$AMPCC" ]; then echo "FAIL $name: $AMPCC not built"; continue; fi
    "$AMPCC" -verify "$f" >"$out" 2>&1
    rc=$?
    case $(basename "$f") in
    ok_*)
        if [ $rc -ne 0 ]; then
            echo "FAIL $name: -verify exit $rc, want 0"; sed 's/^/    /' "$out" | head -15
        elif [ -s "$out" ]; then
            echo "FAIL $name: -verify printed something"; sed 's/^/    /' "$out" | head -15
        else
            echo "PASS $name"
        fi ;;
    bad_*)
        want=$(sed -n '1s|^// verify-fails-with: ||p' "$f")
        if [ -z "$want" ]; then
            echo "FAIL $name: no '// verify-fails-with:' first line"
        elif [ $rc -ne 1 ]; then
            echo "FAIL $name: -verify exit $rc, want 1"; sed 's/^/    /' "$out" | head -15
        elif ! grep -qF "$want" "$out"; then
            echo "FAIL $name: output lacks '$want'"; sed 's/^/    /' "$out" | head -15
        else
            echo "PASS $name"
        fi ;;
    esac
done

# -Werror and -w change what -verify sees. warn_*.c holds expected-warning
# directives: they verify as they are; with -Werror they fail, and pass once
# rewritten as expected-error; with -w they fail (the warnings are gone).
# expect NAME WANT-STATUS FILE FLAGS...
expect() {
    test_name=$1 want=$2 file=$3
    shift 3
    "$AMPCC" -verify "$@" "$file" >"$out" 2>&1
    rc=$?
    if [ $rc -eq "$want" ]; then
        echo "PASS $test_name"
    else
        echo "FAIL $test_name: -verify $* exit $rc, want $want"; sed 's/^/    /' "$out" | head -15
    fi
}
as_errors="${TMPDIR:-/tmp}/ampcc-verify-werror.$$.c"
for f in tests/verify/warn_*.c; do
    [ -x "$AMPCC" ] || break
    name=verify/$(basename "$f" .c)
    expect "$name" 0 "$f"
    expect "$name/Werror" 1 "$f" -Werror
    expect "$name/w" 1 "$f" -w
    sed 's/expected-warning/expected-error/g' "$f" >"$as_errors"
    expect "$name/Werror-as-errors" 0 "$as_errors" -Werror
    expect "$name/as-errors-without-Werror" 1 "$as_errors"
done
rm -f "$as_errors"
