/* The largest line number C allows, then more lines: the counter must not
 * overflow (it stays at INT_MAX), and the error is still located. */
#line 2147483647
int first_line_is_fine;

int x = ;
