#!/bin/sh
# bench/percommand.sh - where ampcc's build time goes on a plain C project:
# the project is built once (bench/realprojects.sh's recipe for NAME) with CC
# set to a wrapper that logs every compiler command and runs ampcc; then each
# logged command is replayed in the built tree RUNS times with gcc and with
# ampcc, alternating (bench/common/replay.c), so that a change in the
# machine's load falls on both alike. Prints each command's median CPU time
# (user + system of the command and its children, to the microsecond) for
# both, and the sums per kind of command (compile, link, probe). With the
# whole build's CPU time from realprojects.sh, it separates what ampcc adds
# to each command from everything else the build runs (configure's shell,
# make). A configure probe's files are gone by the end of the build, so the
# wrapper keeps a copy of each file a command names (a relative path that
# exists when it runs) and the replay puts them back before timing it.
#
#   sh bench/percommand.sh [-n RUNS] NAME SOURCE
#
# AMPCC (default build/ampcc) is the ampcc built with and timed; AMPCC_BASE,
# an earlier ampcc, is timed in the same rounds (a change's before and after).
set -u
here=$(cd "$(dirname "$0")" && pwd)
RUNS=5
[ "${1:-}" = -n ] && { RUNS=$2; shift 2; }
[ $# -eq 2 ] || { echo "usage: sh bench/percommand.sh [-n RUNS] NAME SOURCE" >&2; exit 2; }
name=$1 src=$(cd "$2" && pwd)
AMPCC=${AMPCC:-$PWD/build/ampcc}
GCC=${GCC:-gcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-percommand.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"

# the wrapper: the folder, a tab, the folder of the command's saved inputs,
# a tab, each argument followed by the byte 037 (the build runs one command
# at a time, so the log's length numbers the commands); the folder of an
# output (-o objs/x.o) is saved too, as the build may remove it
cat >"$work/cc" <<'WRAP'
#!/bin/sh
saved=$CCSAVED/$(($(wc -l <"$CCLOG") + 1))
prev=
for a in "$@"; do
    if [ "$prev" = -o ]; then
        case $a in /*) ;; *) mkdir -p "$saved/$(dirname "$a")" ;; esac # objs/x.o
    else
        case $a in /* | -*) ;; *) [ -f "$a" ] && mkdir -p "$saved/$(dirname "$a")" && cp -p "$a" "$saved/$a" ;; esac
    fi
    prev=$a
done
{ printf '%s\t%s\t' "$PWD" "$saved"; for a in "$@"; do printf '%s\037' "$a"; done; printf '\n'; } >>"$CCLOG"
exec "$REALCC" "$@"
WRAP
chmod +x "$work/cc"
cc -O2 -o "$work/replay" "$here/common/replay.c" || exit 1

git clone -q "$src" "$work/tree" 2>/dev/null || cp -r "$src" "$work/tree"
: >"$work/log"
(cd "$work/tree" && JOBS=1 CCLOG=$work/log CCSAVED=$work/saved REALCC=$AMPCC CC=$work/cc \
    sh "$here/realprojects.sh" --build "$name" >"$work/build.log" 2>&1) ||
    { echo "percommand: the ampcc build of $name failed" >&2; tail -n 5 "$work/build.log" >&2; exit 1; }
"$work/replay" "$RUNS" "$work/log" "$GCC" "$AMPCC" ${AMPCC_BASE:+"$AMPCC_BASE"}
