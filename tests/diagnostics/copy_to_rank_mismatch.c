// Issue 10 defect 12: copy_to between an array and an array or array_view of
// another rank is a compile-time error (ranks are static); so is another
// element type. Same rank and element type, or a host pointer, is fine.
int main(void)
{
    float host[16];
    float grid[4][4];
    array<float, 1> line(16);
    array<float, 2> square(4, 4);
    array<int, 1> ints(16);
    array_view<float, 2> view(4, 4, &grid[0][0]);
    line.copy_to(square);   // expected-error {{copy_to from 'array<float, 1>' to 'array<float, 2>': the ranks differ (1 and 2)}}
    square.copy_to(line);   // expected-error {{the ranks differ (2 and 1)}}
    line.copy_to(view);     // expected-error {{copy_to from 'array<float, 1>' to 'array_view<float, 2>': the ranks differ}}
    line.copy_to(ints);     // expected-error {{copy_to from 'array<float, 1>' to 'array<int, 1>': the element types differ}}
    square.copy_to(view);
    line.copy_to(host);
    return 0;
}
