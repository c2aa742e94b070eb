// Issue 10 defect 15: declarations and casts that C forbids, in amp code, in
// gcc's words for the same code in host code.
struct later;

int f(int x, void *vp) restrict(amp)
{
    int y = *vp;           // expected-error {{void value not ignored as it ought to be}}
    int z = (int[2])x;     // expected-error {{cast specifies array type}}
    int a[-1];             // expected-error {{size of array 'a' is negative}}
    void nothing[2];       // expected-error {{declaration of 'nothing' as array of voids}}
    struct later many[2];  // expected-error {{array type has incomplete element type 'struct later'}}
    int w = (int(int))x;   // expected-error {{cast specifies function type}}
    int fine[3] = {1, 2, 3};
    return y + z + w + fine[0] + (int)sizeof fine;
}
