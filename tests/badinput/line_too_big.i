# 1 "line_too_big.c"
# 99999999999 "line_too_big.c"
int y = ;
