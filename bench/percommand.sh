#!/bin/sh
# bench/percommand.sh - where ampcc's build time goes on a plain C project:
# the project is built (bench/realprojects.sh's recipe for NAME) with CC set
# to a wrapper that times every compiler command (user + system CPU of the
# command and its children, /usr/bin/time), once with gcc and once with ampcc,
# alternating RUNS times. Prints, per compiler, the median of the runs' sums
# over all commands, their count, and the commands whose CPU time differs most
# between the two (first run). With the whole build's CPU time from
# realprojects.sh, it separates ampcc's cost per command from everything else
# the build runs (configure's shell, make).
#
#   sh bench/percommand.sh [-n RUNS] NAME SOURCE
set -u
here=$(cd "$(dirname "$0")" && pwd)
RUNS=3
[ "${1:-}" = -n ] && { RUNS=$2; shift 2; }
[ $# -eq 2 ] || { echo "usage: sh bench/percommand.sh [-n RUNS] NAME SOURCE" >&2; exit 2; }
name=$1 src=$(cd "$2" && pwd)
AMPCC=${AMPCC:-$PWD/build/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-percommand.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"

cat >"$work/cc" <<'WRAP'
#!/bin/sh
/usr/bin/time -f "%U %S" -o "$CCLOG.t.$$" $REALCC "$@"
rc=$?
printf '%s\t%s\n' "$(awk '{ print $1 + $2 }' "$CCLOG.t.$$")" "$*" >>"$CCLOG"
rm -f "$CCLOG.t.$$"
exit $rc
WRAP
chmod +x "$work/cc"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
for run in $(seq "$RUNS"); do
    for cc in gcc ampcc; do
        [ $cc = gcc ] && real=gcc || real=$AMPCC
        rm -rf "$work/tree"
        git clone -q "$src" "$work/tree" 2>/dev/null || cp -r "$src" "$work/tree"
        (cd "$work/tree" && JOBS=1 CCLOG=$work/log-$cc-$run REALCC=$real CC=$work/cc \
            sh "$here/realprojects.sh" --build "$name" >/dev/null 2>&1) ||
            echo "percommand: the $cc build of $name failed" >&2
        awk -F'\t' '{ s += $1 } END { printf "%.2f\n", s }' "$work/log-$cc-$run" >>"$work/sums-$cc"
    done
done
for cc in gcc ampcc; do
    echo "$cc: $(wc -l <"$work/log-$cc-1") commands, CPU s over them (median of $RUNS): $(median <"$work/sums-$cc")"
done
echo "largest differences in run 1 (ampcc - gcc, s):"
# commands name temporary files (conftest12345.c): compare in order, not by text
paste "$work/log-gcc-1" "$work/log-ampcc-1" | awk -F'\t' '{ printf "%+.2f\t%s\n", $3 - $1, substr($2, 1, 70) }' |
    sort -rn | head -n 5
