#!/bin/sh
# Installs ampcc; run by `make install PREFIX=... DESTDIR=...` as
#   sh scripts/install.sh DESTDIR PREFIX BUILDDIR
# Layout (the installed ampcc finds its runtime and headers relative to itself):
#   PREFIX/bin/ampcc
#   PREFIX/lib/ampcc/libampcc_rt.a
#   PREFIX/include/ampcc/amp.h, ampcc_runtime.h, ampcc_native.h
#   PREFIX/lib/pkgconfig/ampcc.pc
#   PREFIX/share/man/man1/ampcc.1
set -eu

if [ $# -ne 3 ]; then
    echo "usage: sh scripts/install.sh DESTDIR PREFIX BUILDDIR" >&2
    exit 2
fi
destdir=$1
prefix=$2
build=$3
case $prefix in
/*) ;;
*) echo "install.sh: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac
for f in "$build/ampcc" "$build/libampcc_rt.a"; do
    [ -f "$f" ] || { echo "install.sh: $f is missing; run make first" >&2; exit 1; }
done

root=$destdir$prefix
version=$("$build/ampcc" --version | sed -n '1s/^ampcc \([0-9][0-9.]*\).*/\1/p')

install -d "$root/bin" "$root/lib/ampcc" "$root/include/ampcc" \
    "$root/lib/pkgconfig" "$root/share/man/man1"
install -m 755 "$build/ampcc" "$root/bin/ampcc"
install -m 644 "$build/libampcc_rt.a" "$root/lib/ampcc/libampcc_rt.a"
install -m 644 include/amp.h include/ampcc_runtime.h include/ampcc_native.h "$root/include/ampcc/"
install -m 644 docs/ampcc.1 "$root/share/man/man1/ampcc.1"
# pkg-config file: the prefix as the installed system will see it (no DESTDIR)
sed -e "s|@PREFIX@|$prefix|g" -e "s|@VERSION@|$version|g" ampcc.pc.in >"$root/lib/pkgconfig/ampcc.pc"
chmod 644 "$root/lib/pkgconfig/ampcc.pc"
echo "installed ampcc $version in $root"
