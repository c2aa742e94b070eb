// The seed's race starts here: a tile_static variable has no initializer.
void f(float *p) {
    array_view<float, 1> v(64, p);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
        tile_static float total = 0; // expected-error {{tile_static variable 'total' cannot have an initializer; assign it after declaring it and synchronize with idx.barrier.wait()}}
        total = v[t.global];
    });
}
