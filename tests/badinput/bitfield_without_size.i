/* A bit-field whose type has no size (an empty struct): an error, not a
 * division by zero in the layout (found by the fuzzer). */
struct q { struct { } f : 1; int g; };
int h(int x) restrict(amp) { return x; }
