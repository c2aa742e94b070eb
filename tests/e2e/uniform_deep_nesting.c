/* 40 loops nested around two barriers, with a switch and a uniform break one
 * scope deeper still: the uniformity check tracks every open scope (it once
 * kept 16), accepts the barriers, and the tile's exchange through tile_static
 * works on both devices: each element gets its tile's mirror image,
 * 7 6 5 4 3 2 1 0 then 15 14 ... 8. */
#include <stdio.h>

int main(void)
{
    int data[16], out[16];
    int n = 16;
    for (int i = 0; i < 16; i++)
        data[i] = i;
    array_view<int, 1> v(16, data);
    array_view<int, 1> o(16, out);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static int t[8];
        int acc = 0;
        for (int i0 = 0; i0 < 1; i0++) {
            for (int i1 = 0; i1 < 1; i1++) {
                for (int i2 = 0; i2 < 1; i2++) {
                    for (int i3 = 0; i3 < 1; i3++) {
                        for (int i4 = 0; i4 < 1; i4++) {
                            for (int i5 = 0; i5 < 1; i5++) {
                                for (int i6 = 0; i6 < 1; i6++) {
                                    for (int i7 = 0; i7 < 1; i7++) {
                                        for (int i8 = 0; i8 < 1; i8++) {
                                            for (int i9 = 0; i9 < 1; i9++) {
                                                for (int i10 = 0; i10 < 1; i10++) {
                                                    for (int i11 = 0; i11 < 1; i11++) {
                                                        for (int i12 = 0; i12 < 1; i12++) {
                                                            for (int i13 = 0; i13 < 1; i13++) {
                                                                for (int i14 = 0; i14 < 1; i14++) {
                                                                    for (int i15 = 0; i15 < 1; i15++) {
                                                                        for (int i16 = 0; i16 < 1; i16++) {
                                                                            for (int i17 = 0; i17 < 1; i17++) {
                                                                                for (int i18 = 0; i18 < 1; i18++) {
                                                                                    for (int i19 = 0; i19 < 1; i19++) {
                                                                                        for (int i20 = 0; i20 < 1; i20++) {
                                                                                            for (int i21 = 0; i21 < 1; i21++) {
                                                                                                for (int i22 = 0; i22 < 1; i22++) {
                                                                                                    for (int i23 = 0; i23 < 1; i23++) {
                                                                                                        for (int i24 = 0; i24 < 1; i24++) {
                                                                                                            for (int i25 = 0; i25 < 1; i25++) {
                                                                                                                for (int i26 = 0; i26 < 1; i26++) {
                                                                                                                    for (int i27 = 0; i27 < 1; i27++) {
                                                                                                                        for (int i28 = 0; i28 < 1; i28++) {
                                                                                                                            for (int i29 = 0; i29 < 1; i29++) {
                                                                                                                                for (int i30 = 0; i30 < 1; i30++) {
                                                                                                                                    for (int i31 = 0; i31 < 1; i31++) {
                                                                                                                                        for (int i32 = 0; i32 < 1; i32++) {
                                                                                                                                            for (int i33 = 0; i33 < 1; i33++) {
                                                                                                                                                for (int i34 = 0; i34 < 1; i34++) {
                                                                                                                                                    for (int i35 = 0; i35 < 1; i35++) {
                                                                                                                                                        for (int i36 = 0; i36 < 1; i36++) {
                                                                                                                                                            for (int i37 = 0; i37 < 1; i37++) {
                                                                                                                                                                for (int i38 = 0; i38 < 1; i38++) {
                                                                                                                                                                    for (int i39 = 0; i39 < 1; i39++) {
                                                                                                                                                                        t[idx.local[0]] = v[idx.global] + acc;
                                                                                                                                                                        idx.barrier.wait();
                                                                                                                                                                        acc += t[7 - idx.local[0]];
                                                                                                                                                                        switch (i38) { case 0: break; default: acc = -1000; }
                                                                                                                                                                        if (n > 100)   /* the same for every thread: no divergence */
                                                                                                                                                                            break;
                                                                                                                                                                        idx.barrier.wait();
                                                                                                                                                                    }
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                }
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        o[idx.global] = acc;
    });
    for (int i = 0; i < 16; i++)
        printf("%d%c", o[i], i == 15 ? '\n' : ' ');
    return 0;
}
