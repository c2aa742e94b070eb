int f(int x) restrict(cpu, amp) {
    tile_static int scratch[4]; // expected-error {{tile_static variable 'scratch' is only allowed in restrict(amp) code}}
    return x;
}
