#!/bin/sh
# Installs ampcc, or removes what it installed; run by `make install` and
# `make uninstall` (PREFIX=... DESTDIR=...) as
#   sh scripts/install.sh [--uninstall] DESTDIR PREFIX BUILDDIR
# Layout (the installed ampcc finds its runtime and headers relative to itself):
#   PREFIX/bin/ampcc
#   PREFIX/lib/ampcc/libampcc_rt.a, libampcc_noocl.a (OpenCL's absence, for -static)
#   PREFIX/include/ampcc/amp.h, ampcc_runtime.h, ampcc_native.h
#   PREFIX/lib/pkgconfig/ampcc.pc
#   PREFIX/share/man/man1/ampcc.1
#   PREFIX/lib/cmake/ampcc/ampccConfig.cmake, ampccConfigVersion.cmake,
#                          ampcc-toolchain.cmake (find_package(ampcc))
#   PREFIX/include/ampcc/ampcc_clangd.h (clangd: ampcc --print-clangd-flags)
set -eu

action=install
if [ "${1:-}" = --uninstall ]; then
    action=uninstall
    shift
fi
if [ $# -ne 3 ]; then
    echo "usage: sh scripts/install.sh [--uninstall] DESTDIR PREFIX BUILDDIR" >&2
    exit 2
fi
destdir=$1
prefix=$2
build=$3
case $prefix in
/*) ;;
*) echo "install.sh: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac
root=$destdir$prefix

# Every installed file: "MODE SOURCE DESTINATION" (DESTINATION under PREFIX);
# SOURCE "-" marks a file made here rather than copied.
installed_files() {
    cat <<LIST
755 $build/ampcc bin/ampcc
644 $build/libampcc_rt.a lib/ampcc/libampcc_rt.a
644 $build/libampcc_noocl.a lib/ampcc/libampcc_noocl.a
644 include/amp.h include/ampcc/amp.h
644 include/ampcc_runtime.h include/ampcc/ampcc_runtime.h
644 include/ampcc_native.h include/ampcc/ampcc_native.h
644 include/ampcc_clangd.h include/ampcc/ampcc_clangd.h
644 docs/ampcc.1 share/man/man1/ampcc.1
644 - lib/pkgconfig/ampcc.pc
644 cmake/ampccConfig.cmake lib/cmake/ampcc/ampccConfig.cmake
644 cmake/ampcc-toolchain.cmake lib/cmake/ampcc/ampcc-toolchain.cmake
644 - lib/cmake/ampcc/ampccConfigVersion.cmake
LIST
}

if [ $action = uninstall ]; then
    installed_files | while read -r mode src dest; do
        rm -f "$root/$dest"
    done
    for dir in lib/ampcc include/ampcc lib/cmake/ampcc lib/cmake; do
        rmdir "$root/$dir" 2>/dev/null || true
    done
    echo "removed ampcc from $root"
    exit 0
fi

for f in "$build/ampcc" "$build/libampcc_rt.a"; do
    [ -f "$f" ] || { echo "install.sh: $f is missing; run make first" >&2; exit 1; }
done
version=$("$build/ampcc" --version | sed -n 's/^ampcc \([0-9][0-9.]*\).*/\1/p' | head -n 1)

installed_files | while read -r mode src dest; do
    install -d "$(dirname "$root/$dest")"
    [ "$src" = - ] || install -m "$mode" "$src" "$root/$dest"
done
# pkg-config file: the prefix as the installed system will see it (no DESTDIR)
sed -e "s|@PREFIX@|$prefix|g" -e "s|@VERSION@|$version|g" ampcc.pc.in >"$root/lib/pkgconfig/ampcc.pc"
chmod 644 "$root/lib/pkgconfig/ampcc.pc"
sed -e "s|@VERSION@|$version|g" cmake/ampccConfigVersion.cmake.in >"$root/lib/cmake/ampcc/ampccConfigVersion.cmake"
chmod 644 "$root/lib/cmake/ampcc/ampccConfigVersion.cmake"
echo "installed ampcc $version in $root"
