// A function returning an AMP type returns exactly that type.
index<2> origin(extent<2> e) restrict(cpu, amp) {
    return e; // expected-error {{cannot return a value of type 'extent<2>' from 'origin', which returns 'index<2>'}}
}
array_view<const int, 1> readonly(array_view<int, 1> v) { return v; }
int size_of(extent<1> e) { return e; } // expected-error {{cannot return a value of type 'extent<1>' from 'size_of', which returns 'int'}}
