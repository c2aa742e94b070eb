# 1 "line_too_big.c"
int uses_amp(int a) restrict(amp) { return a; }
# 99999999999 "line_too_big.c"
int y = ;
