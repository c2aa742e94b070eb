// Compound assignment and ++/-- on index<N> and extent<N> take exactly C++
// AMP's operators: index += / -= index, extent += / -= extent or index, and
// += -= *= /= %= with an integer; ++ and -- on both. Everything else is an
// error, in cpu and in amp code, and so is updating a read-only member or one
// of its coordinates.
struct holder { index<2> at; };

void host(array_view<int, 2> v, struct holder *h)
{
    index<2> i(1, 2), j(3, 4);
    extent<2> e(5, 6), f(7, 8);
    index<1> k(1);
    i += j; i -= j; i += 2; i -= 2; i *= 3; i /= 2; i %= 5; i++; --i;
    e += f; e -= f; e += i; e -= i; e += 1; e *= 2; e /= 2; e %= 9; ++e; e--;
    h->at += j; h->at++;
    i += e; // expected-error {{invalid operands to '+=': 'index<2>' and 'extent<2>' (index<2> takes += and -= with an index<2> or an integer}}
    i += k; // expected-error {{invalid operands to '+=': 'index<2>' and 'index<1>'}}
    i *= j; // expected-error {{invalid operands to '*=': 'index<2>' and 'index<2>'}}
    e %= f; // expected-error {{invalid operands to '%=': 'extent<2>' and 'extent<2>' (extent<2> takes += and -= with an extent<2>, an index<2> or an integer}}
    i <<= 1; // expected-error {{invalid operands to '<<=': 'index<2>' and 'int'}}
    i |= 1; // expected-error {{invalid operands to '|=': 'index<2>'}}
    i += 1.5; // expected-error {{invalid operands to '+=': 'index<2>' and 'double'}}
    int n = 0;
    n += i; // expected-error {{invalid operands to '+=': 'int' and 'index<2>'}}
    v += 1; // expected-error {{invalid operands to '+=': 'array_view<int, 2>' and 'int'}}
    v++; // expected-error {{cannot apply '++' to 'array_view<int, 2>'}}
    v.extent += 1; // expected-error {{cannot apply '+=' to '.extent' of 'array_view<int, 2>': it is read-only}}
    v.extent++; // expected-error {{cannot apply '++' to '.extent'}}
    v.extent[0] = 3; // expected-error {{cannot modify a coordinate of '.extent' of 'array_view<int, 2>'}}
    i[0] = 4; e[1]--;
    index<2>(1, 2) += j; // expected-error {{cannot apply '+=' to a computed 'index<2>' value}}
    (void)n;
}

void amp(index<3> a, extent<3> b) restrict(amp)
{
    a += a; a -= 1; a *= 2; a /= 2; a %= 2; a++; a--; ++a; --a;
    b += a; b += b; b -= 3; b++;
    a += b; // expected-error {{invalid operands to '+=': 'index<3>' and 'extent<3>'}}
    a ^= 1; // expected-error {{invalid operands to '^=': 'index<3>' and 'int'}}
}

void kernel(array_view<int, 1> v)
{
    extent<1> e(4);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        index<1> g = t.global;
        g += t.local; g -= 1;
        t.global += 1; // expected-error {{cannot apply '+=' to '.global' of 'tiled_index<4>': it is read-only}}
        t.local++; // expected-error {{cannot apply '++' to '.local' of 'tiled_index<4>'}}
        t.tile = g; // expected-error {{cannot apply '=' to '.tile' of 'tiled_index<4>': it is read-only}}
        t.global[0] = 1; // expected-error {{cannot modify a coordinate of '.global' of 'tiled_index<4>': it is read-only}}
        t.tile_origin[0] += 2; // expected-error {{cannot modify a coordinate of '.tile_origin' of 'tiled_index<4>'}}
        t.local[0]++; // expected-error {{cannot modify a coordinate of '.local' of 'tiled_index<4>'}}
        g[0] = t.local[0] + t.global[0];
        e += 1; // expected-error {{cannot modify 'e'}}
        v[g] = 1;
    });
    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
        idx += 1; idx -= 1; idx++;
        v[idx] = 2;
    });
}
