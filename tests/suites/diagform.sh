#!/bin/sh
# ampcc's own diagnostics in gcc 12's form (issue 14 item 1; docs/usage.md,
# "Diagnostics").
#
# tests/diagform/gcc/NAME.c: plain C with errors, plus an `#ifdef __AMPCC__`
# restrict(amp) function at the end that makes ampcc read the file with its
# own front end (gcc skips it). ampcc's stderr must equal gcc's byte for byte
# (both with LC_ALL=C, no colour, -fdiagnostics-parseable-fixits; a leading
# program name such as "gcc: " is masked), all of it: after a syntax error
# ampcc recovers as gcc's parser does (grammar/parse.y, skip_until_found), so
# the errors that follow are gcc's too.
#
# tests/diagform/amp/NAME.c: AMP errors, checked against NAME.expected, a
# golden file written by hand.
#
# Then the structured formats: -fdiagnostics-format=json (gcc 12's layout),
# sarif-stderr and sarif-file (SARIF 2.1.0), read back with python3's json.
# Prints "PASS diagform/X" or "FAIL diagform/X: why" (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
GCC=${GCC:-gcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-diagform.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME
LC_ALL=C; export LC_ALL

pass() { echo "PASS diagform/$1"; }
fail() { echo "FAIL diagform/$1: $2"; [ -n "${3:-}" ] && [ -f "$3" ] && head -n 20 "$3" | sed 's/^/    /'; }

if [ ! -x "$AMPCC" ]; then
    fail build "$AMPCC not built"
    exit 0
fi
FLAGS="-fsyntax-only -fdiagnostics-color=never -fdiagnostics-parseable-fixits"

mask() { sed 's/^[^ :]*\(gcc\|ampcc\|cc1\)[^ :]*: /CC: /'; }

# ------------------------------------------------ plain C: gcc's own text
for src in tests/diagform/gcc/*.c; do
    name=gcc/$(basename "$src" .c)
    "$GCC" $FLAGS "$src" 2>&1 | mask >"$work/gcc"
    "$AMPCC" $FLAGS "$src" 2>&1 | mask >"$work/ampcc"
    if ! grep -q ': error: ' "$work/gcc"; then
        fail "$name" "gcc reports no error on it"
        continue
    fi
    if cmp -s "$work/gcc" "$work/ampcc"; then
        pass "$name"
    else
        diff -u "$work/gcc" "$work/ampcc" | tail -n +3 >"$work/diff"
        fail "$name" "ampcc's text differs from gcc's (- gcc, + ampcc)" "$work/diff"
    fi
done

# ------------------------------------------------ -fmax-errors=N: gcc's stop
src=tests/diagform/gcc/statement_mistakes.c
"$GCC" $FLAGS -fmax-errors=2 "$src" 2>&1 | mask >"$work/gcc"
"$AMPCC" $FLAGS -fmax-errors=2 "$src" 2>&1 | mask >"$work/ampcc"
if grep -q 'fmax-errors=2' "$work/gcc" && cmp -s "$work/gcc" "$work/ampcc"; then
    pass max-errors
else
    diff -u "$work/gcc" "$work/ampcc" | tail -n +3 >"$work/diff"
    fail max-errors "-fmax-errors=2: ampcc's text differs from gcc's (- gcc, + ampcc)" "$work/diff"
fi

# ------------------------------------------------ host warnings turned off
# ampcc shows the host compiler's warnings after its own errors
# (diag_host_warning): the host compiler's options that turn them off do too
src=tests/diagform/gcc/implicit_declaration_with_errors.c
for flag in -Wno-implicit-function-declaration -w; do
    "$GCC" $FLAGS $flag "$src" 2>&1 | mask >"$work/gcc"
    "$AMPCC" $FLAGS $flag "$src" 2>&1 | mask >"$work/ampcc"
    if ! grep -q 'implicit declaration' "$work/gcc" && cmp -s "$work/gcc" "$work/ampcc"; then
        pass "host-warning$flag"
    else
        diff -u "$work/gcc" "$work/ampcc" | tail -n +3 >"$work/diff"
        fail "host-warning$flag" "$flag: ampcc's text differs from gcc's (- gcc, + ampcc)" "$work/diff"
    fi
done

# ------------------------------------------------ AMP errors: golden files
for src in tests/diagform/amp/*.c; do
    name=amp/$(basename "$src" .c)
    "$AMPCC" $FLAGS "$src" >"$work/out" 2>&1
    rc=$?
    if [ $rc -ne 1 ]; then
        fail "$name" "exit status $rc, want 1" "$work/out"
    elif cmp -s "${src%.c}.expected" "$work/out"; then
        pass "$name"
    else
        diff -u "${src%.c}.expected" "$work/out" | tail -n +3 >"$work/diff"
        fail "$name" "differs from ${src%.c}.expected (- expected, + actual)" "$work/diff"
    fi
done

# ------------------------------------------------ JSON and SARIF
json=tests/diagform/amp/did_you_mean_member.c
"$AMPCC" -fsyntax-only -fdiagnostics-format=json "$json" 2>"$work/json"
if python3 - "$work/json" <<'EOF'
import json, sys
log = json.load(open(sys.argv[1]))
assert isinstance(log, list) and len(log) == 2, log
first = log[0]
assert first["kind"] == "error" and "did you mean 'extent'?" in first["message"], first
loc = first["locations"][0]
assert loc["caret"]["line"] == 10 and loc["caret"]["column"] == 18, loc
assert loc["finish"]["byte-column"] == 22, loc
fix = first["fixits"][0]
assert fix["string"] == "extent" and fix["start"]["byte-column"] == 18 and fix["next"]["byte-column"] == 23, fix
assert first["children"] == [], first
EOF
then pass json; else fail json "not gcc 12's JSON layout" "$work/json"; fi

# A kernel and the host code both warn: the kernel's warning (ampcc's) and the
# host code's (the host compiler's) in one array, with -c and -fsyntax-only.
cat >"$work/both.c" <<'EOF'
void twice(int *p, int n)
{
    int unused_host;
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { int unused_kernel; v[i] *= 2; });
}
EOF
for mode in -c -fsyntax-only; do
    (cd "$work" && "$AMPCC" $mode -Wall -fdiagnostics-format=json both.c -o both.o 2>both.json)
    if python3 - "$work/both.json" <<'EOF'
import json, sys
log = json.load(open(sys.argv[1]))
found = sorted((d["message"], d["locations"][0]["caret"]["line"]) for d in log)
assert found == [("unused variable 'unused_host'", 3),
                 ("unused variable 'unused_kernel'", 5)], found
assert all(d["kind"] == "warning" and d["option"] == "-Wunused-variable" for d in log), log
EOF
    then pass "json-one-array$mode"; else fail "json-one-array$mode" "want one array with both warnings" "$work/both.json"; fi
done

sarif_ok() {
    python3 - "$1" "$2" <<'EOF'
import json, sys
log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0" and "sarif-schema-2.1.0" in log["$schema"], log.keys()
run, = log["runs"]
assert run["tool"]["driver"]["name"] == "ampcc"
results = run["results"]
if sys.argv[2] == "clean":
    assert results == [] and run["invocations"][0]["executionSuccessful"] is True
    sys.exit(0)
assert [r["level"] for r in results] == ["error", "error"], results
first = results[0]
assert "did you mean 'extent'?" in first["message"]["text"]
phys = first["locations"][0]["physicalLocation"]
assert phys["artifactLocation"]["uri"].endswith("did_you_mean_member.c")
assert phys["region"] == {"startLine": 10, "startColumn": 18, "endColumn": 23}, phys["region"]
assert first["locations"][0]["logicalLocations"][0]["name"] == "scale"
rep = first["fixes"][0]["artifactChanges"][0]["replacements"][0]
assert rep["deletedRegion"] == {"startLine": 10, "startColumn": 18, "endColumn": 23}, rep
assert rep["insertedContent"]["text"] == "extent"
assert run["invocations"][0]["executionSuccessful"] is False
EOF
}
"$AMPCC" -fsyntax-only -fdiagnostics-format=sarif-stderr "$json" 2>"$work/sarif"
if sarif_ok "$work/sarif" errors; then pass sarif-stderr; else fail sarif-stderr "not the SARIF 2.1.0 log expected" "$work/sarif"; fi

cp "$json" "$work/member.c"
(cd "$work" && "$AMPCC" -fsyntax-only -fdiagnostics-format=sarif-file member.c 2>stderr)
if [ ! -s "$work/stderr" ] && [ -f "$work/member.c.sarif" ] && sed 's/member\.c/did_you_mean_member.c/g' \
    "$work/member.c.sarif" >"$work/renamed" && sarif_ok "$work/renamed" errors; then
    pass sarif-file
else
    fail sarif-file "want member.c.sarif and nothing on stderr" "$work/stderr"
fi

cat >"$work/clean.c" <<'EOF'
void twice(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
}
EOF
(cd "$work" && "$AMPCC" -c -fdiagnostics-format=sarif-stderr clean.c -o clean.o 2>clean.sarif)
if sarif_ok "$work/clean.sarif" clean && [ -f "$work/clean.o" ]; then
    pass sarif-clean
else
    fail sarif-clean "a clean compile writes one SARIF log with no results" "$work/clean.sarif"
fi
