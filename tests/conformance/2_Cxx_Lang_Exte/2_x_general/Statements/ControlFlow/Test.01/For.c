// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Statements/ControlFlow/Test.01/For/test.cpp
// Control Flow test: test nesting level of 'for' loops
// The array lives on the default device (the original's av is the default
// device's default view); the amp helper takes it by pointer, AMP C's form
// of array<int, 1> &; new/delete are malloc/free.
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"



#define MAX_NESTING_LEVEL 63

// x == nesting level + 1 == specifies the number of if statements executed here
static void kernel(index<1> idx, array<int, 1> *fA, int x, int initialValue, int newValue) restrict(cpu, amp)
{
    (*fA)[idx] = initialValue;

    for(;x > 1;)  { for(;x > 2;)  { for(;x > 3;)  { for(;x > 4;)  { for(;x > 5;)  { 
        for(;x > 6;)  { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) { 
            for(;x > 11;) { for(;x > 12;) { for(;x > 13;) { for(;x > 14;) { for(;x > 15;) { 
                for(;x > 16;) { for(;x > 17;) { for(;x > 18;) { for(;x > 19;) { for(;x > 20;) { 
                    for(;x > 21;) { for(;x > 22;) { for(;x > 23;) { for(;x > 24;) { for(;x > 25;) { 
                        for(;x > 26;) { for(;x > 27;) { for(;x > 28;) { for(;x > 29;) { for(;x > 30;) { 
                            for(;x > 31;) { for(;x > 32;) { for(;x > 33;) { for(;x > 34;) { for(;x > 35;) { 
                                for(;x > 36;) { for(;x > 37;) { for(;x > 38;) { for(;x > 39;) { for(;x > 40;) { 
                                    for(;x > 41;) { for(;x > 42;) { for(;x > 42;) { for(;x > 43;) { for(;x > 44;) { 
                                        for(;x > 45;) { for(;x > 46;) { for(;x > 47;) { for(;x > 48;) { for(;x > 49;) { 
                                            for(;x > 50;) { for(;x > 51;) { for(;x > 52;) { for(;x > 53;) { for(;x > 54;) { 
                                                for(;x > 55;) { for(;x > 56;) { for(;x > 57;) { for(;x > 58;) { for(;x > 59;) { 
                                                    for(;x > 60;) { for(;x > 61;) { for(;x > 62;) { for(;x > 63;) { /*for(;x > 64;) { 
                                                                                                                    for(;x > 65;) { for(;x > 66;) { for(;x > 67;) { for(;x > 68;) { for(;x > 69;) { 
                                                                                                                    for(;x > 70;) { for(;x > 71;) { for(;x > 72;) { for(;x > 73;) { for(;x > 74;) { 
                                                                                                                    for(;x > 75;) { for(;x > 76;) { for(;x > 77;) { for(;x > 78;) { for(;x > 79;) { 
                                                                                                                    for(;x > 80;) { for(;x > 81;) { for(;x > 82;) { for(;x > 83;) { for(;x > 84;) { 
                                                                                                                    for(;x > 85;) { for(;x > 86;) { for(;x > 87;) { for(;x > 88;) { for(;x > 89;) { 
                                                                                                                    for(;x > 90;) { for(;x > 91;) { for(;x > 92;) { for(;x > 93;) { for(;x > 94;) { 
                                                                                                                    for(;x > 95;) { for(;x > 96;) { for(;x > 97;) { for(;x > 98;) { for(;x > 99;) { 
                                                                                                                    for(;x > 100;) { for(;x > 101;) { for(;x > 102;) { for(;x > 103;) { for(;x > 104;) { 
                                                                                                                    for(;x > 105;) { for(;x > 106;) { for(;x > 107;) { for(;x > 108;) { for(;x > 109;) { 
                                                                                                                    for(;x > 110;) { for(;x > 111;)
                                                                                                                    {*/
                                                        (*fA)[idx] = newValue;
                                                        break;
                                                    }
                                                    break;} break;} break;} break;} break;}
                                                break;} break;} break;} break;} break;}
                                            break;} break;} break;} break;} break;}
                                        break;} break;} break;} break;} break;}
                                    break;} break;} break;} break;} break;}
                                break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}
                        break;} break;} break;} break;} break;}
                    break;} break;} break;} break;} break;}
                break;} break;} break;} break;} break;}
            break;} break;} break;} break;} break;}
        break;} break;} break;} break;} break;}
    break;} break;} break;} /*break;} break;}
                            break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}
                            break;} break;} break;} break;} break;}    
                            break;}    */
}

static int test(int level, int initialValue, int newValue, int expected)
{
    const size_t size = 1;
    int *A = malloc(size * sizeof *A);

    extent<1> vector(size);
    array<int, 1> fA(vector);

    parallel_for_each(fA.extent, [&fA, level, initialValue, newValue](index<1> idx) restrict(cpu, amp) {
        kernel(idx, &fA, level, initialValue, newValue);
    });


    copy(fA, A);

    bool passed = true;
    for(int i = 0; i < size;i++)
    {
        while(A[i] != expected)
        {
            fprintf(stderr, "A[%zu] = %d. Expected: %d\n", i, A[i], expected);
            passed = false;
            break;
        }
    }

    free(A);

    printf("Number of conditions: [%d] - %s\n", level, passed? "Passed!" : "Failed!");

    return passed ? runall_pass : runall_fail;
}

int main(void)
{
    int initialValue = 0;
    int newValue = 1;
    int expected = initialValue;

    for(int level = 1; level <= MAX_NESTING_LEVEL; level++)
    {
        int result = test(level, initialValue, newValue, expected);
        if(result != runall_pass)
        {
            return result;
        }
    }

    expected = newValue;
    int ret;

    ret = test(MAX_NESTING_LEVEL + 1, initialValue, newValue, expected);


    return ret;
}
