int id(int x) restrict(amp) { return x; }
int f(int x) restrict(amp) {
    return (id == 0) + x; // expected-error {{function 'id' used as a value; amp code cannot use function pointers}}
}
