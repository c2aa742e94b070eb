#!/bin/sh
# bench/scale/gen.sh N: an AMP C file of N units, each an amp function, a
# host function that launches a kernel calling it (through a view), and a
# tiled kernel with a barrier (so that every analysis has work), about 600
# bytes a unit. Used by bench/scale/run.sh to measure how time and memory grow.
n=${1:?usage: gen.sh N}
awk -v n="$n" 'BEGIN {
    print "#include <stdio.h>"
    for (i = 0; i < n; i++) {
        printf "int amp_f%d(int x, int y) restrict(amp)\n{\n", i
        printf "    int s = x * %d + y;\n    if (s > %d)\n        s -= y;\n    return s;\n}\n", i % 97, i
        printf "void host_f%d(int *data, int len)\n{\n", i
        printf "    array_view<int, 1> v(len, data);\n"
        printf "    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {\n"
        printf "        v[idx] = amp_f%d(v[idx], idx[0]);\n    });\n", i
        printf "    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {\n"
        printf "        tile_static int part[4];\n        part[t.local[0]] = v[t.global];\n"
        printf "        t.barrier.wait();\n        v[t.global] = part[3 - t.local[0]] + %d;\n    });\n}\n", i
    }
    print "int main(void)\n{\n    int d[8] = {0};"
    for (i = 0; i < n; i += 1 + int(n / 16))
        printf "    host_f%d(d, 8);\n", i
    print "    printf(\"%d\\n\", d[0]);\n    return 0;\n}"
}'
