// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_4_ops/Arithmetic/Test.05/test.cpp
#include "amptest.h"

// Check binary arithmetic operators +,-,+=,-= between extent and index
// (the templates test1<R> and test2<R> are written out for R = 1, 2, 3 and 6;
// fill<R> takes R as an argument)

static void fill(int arr[], int R, int val) restrict(cpu, amp)
{
    for (int i = 0; i < R; ++i)
	    arr[i] = val;
}

//extent + index
// extent - index
// extent += index
// extent -= index
static int test1_1(void) restrict(cpu, amp)
{
    int vIndex[1];
	fill(vIndex, 1, 6);
	index<1> idx(vIndex);
		
	int vExtent[1];
	fill(vExtent, 1, 25);
	extent<1> exOrig(vExtent);
	extent<1> exAddend(exOrig);
	extent<1> exMinuend(exOrig);
	
	
	int vAddResult[1];
	fill(vAddResult, 1, 25 + 6);
	extent<1> addResult(vAddResult);
	
	int vSubResult[1];
	fill(vSubResult, 1, 25 - 6);
	extent<1> subResult(vSubResult);

	exAddend += idx;
	if (exAddend != addResult)
	{
		return 11*1;
	}
	
	exMinuend -= idx;
	if (exMinuend != subResult)
	{
		return 12*1;
	}

	exAddend = exOrig;	
	if ((exAddend + idx) != addResult)
	{
		return 13*1;
	}
	
	exMinuend = exOrig;	
	if ((exMinuend - idx) != subResult)
	{
		return 14*1;
	}
	
	return 0;
}

static int test1_2(void) restrict(cpu, amp)
{
    int vIndex[2];
	fill(vIndex, 2, 6);
	index<2> idx(vIndex);
		
	int vExtent[2];
	fill(vExtent, 2, 25);
	extent<2> exOrig(vExtent);
	extent<2> exAddend(exOrig);
	extent<2> exMinuend(exOrig);
	
	
	int vAddResult[2];
	fill(vAddResult, 2, 25 + 6);
	extent<2> addResult(vAddResult);
	
	int vSubResult[2];
	fill(vSubResult, 2, 25 - 6);
	extent<2> subResult(vSubResult);

	exAddend += idx;
	if (exAddend != addResult)
	{
		return 11*2;
	}
	
	exMinuend -= idx;
	if (exMinuend != subResult)
	{
		return 12*2;
	}

	exAddend = exOrig;	
	if ((exAddend + idx) != addResult)
	{
		return 13*2;
	}
	
	exMinuend = exOrig;	
	if ((exMinuend - idx) != subResult)
	{
		return 14*2;
	}
	
	return 0;
}

static int test1_3(void) restrict(cpu, amp)
{
    int vIndex[3];
	fill(vIndex, 3, 6);
	index<3> idx(vIndex);
		
	int vExtent[3];
	fill(vExtent, 3, 25);
	extent<3> exOrig(vExtent);
	extent<3> exAddend(exOrig);
	extent<3> exMinuend(exOrig);
	
	
	int vAddResult[3];
	fill(vAddResult, 3, 25 + 6);
	extent<3> addResult(vAddResult);
	
	int vSubResult[3];
	fill(vSubResult, 3, 25 - 6);
	extent<3> subResult(vSubResult);

	exAddend += idx;
	if (exAddend != addResult)
	{
		return 11*3;
	}
	
	exMinuend -= idx;
	if (exMinuend != subResult)
	{
		return 12*3;
	}

	exAddend = exOrig;	
	if ((exAddend + idx) != addResult)
	{
		return 13*3;
	}
	
	exMinuend = exOrig;	
	if ((exMinuend - idx) != subResult)
	{
		return 14*3;
	}
	
	return 0;
}

static int test1_6(void) restrict(cpu, amp)
{
    int vIndex[6];
	fill(vIndex, 6, 6);
	index<6> idx(vIndex);
		
	int vExtent[6];
	fill(vExtent, 6, 25);
	extent<6> exOrig(vExtent);
	extent<6> exAddend(exOrig);
	extent<6> exMinuend(exOrig);
	
	
	int vAddResult[6];
	fill(vAddResult, 6, 25 + 6);
	extent<6> addResult(vAddResult);
	
	int vSubResult[6];
	fill(vSubResult, 6, 25 - 6);
	extent<6> subResult(vSubResult);

	exAddend += idx;
	if (exAddend != addResult)
	{
		return 11*6;
	}
	
	exMinuend -= idx;
	if (exMinuend != subResult)
	{
		return 12*6;
	}

	exAddend = exOrig;	
	if ((exAddend + idx) != addResult)
	{
		return 13*6;
	}
	
	exMinuend = exOrig;	
	if ((exMinuend - idx) != subResult)
	{
		return 14*6;
	}
	
	return 0;
}

// extent + extent
// extent - extent
// extent += extent
// extent -= extent
static int test2_1(void) restrict(cpu, amp)
{
    int vOperand[1];
	fill(vOperand, 1, 6);
	extent<1> operand(vOperand);
		
	int vExtent[1];
	fill(vExtent, 1, 25);
	extent<1> exOrig(vExtent);
	extent<1> exAddend(vExtent);
	extent<1> exMinuend(vExtent);
	
	int vAddResult[1];
	fill(vAddResult, 1, 25 + 6);
	extent<1> addResult(vAddResult);
	
	int vSubResult[1];
	fill(vSubResult, 1, 25 - 6);
	extent<1> subResult(vSubResult);

	exAddend += operand;
	if (exAddend != addResult)
	{
		return 21*1;
	}
	
	exMinuend -= operand;
	if (exMinuend != subResult)
	{
		return 22*1;
	}
	
	exAddend = exOrig;	
	if ((exAddend + operand) != addResult)
	{
		return 23*1;
	}
	
	exMinuend = exOrig;	
	if ((exMinuend - operand) != subResult)
	{
		return 24*1;
	}
	
	return 0;
}

static int test2_2(void) restrict(cpu, amp)
{
    int vOperand[2];
	fill(vOperand, 2, 6);
	extent<2> operand(vOperand);
		
	int vExtent[2];
	fill(vExtent, 2, 25);
	extent<2> exOrig(vExtent);
	extent<2> exAddend(vExtent);
	extent<2> exMinuend(vExtent);
	
	int vAddResult[2];
	fill(vAddResult, 2, 25 + 6);
	extent<2> addResult(vAddResult);
	
	int vSubResult[2];
	fill(vSubResult, 2, 25 - 6);
	extent<2> subResult(vSubResult);

	exAddend += operand;
	if (exAddend != addResult)
	{
		return 21*2;
	}
	
	exMinuend -= operand;
	if (exMinuend != subResult)
	{
		return 22*2;
	}
	
	exAddend = exOrig;	
	if ((exAddend + operand) != addResult)
	{
		return 23*2;
	}
	
	exMinuend = exOrig;	
	if ((exMinuend - operand) != subResult)
	{
		return 24*2;
	}
	
	return 0;
}

static int test2_3(void) restrict(cpu, amp)
{
    int vOperand[3];
	fill(vOperand, 3, 6);
	extent<3> operand(vOperand);
		
	int vExtent[3];
	fill(vExtent, 3, 25);
	extent<3> exOrig(vExtent);
	extent<3> exAddend(vExtent);
	extent<3> exMinuend(vExtent);
	
	int vAddResult[3];
	fill(vAddResult, 3, 25 + 6);
	extent<3> addResult(vAddResult);
	
	int vSubResult[3];
	fill(vSubResult, 3, 25 - 6);
	extent<3> subResult(vSubResult);

	exAddend += operand;
	if (exAddend != addResult)
	{
		return 21*3;
	}
	
	exMinuend -= operand;
	if (exMinuend != subResult)
	{
		return 22*3;
	}
	
	exAddend = exOrig;	
	if ((exAddend + operand) != addResult)
	{
		return 23*3;
	}
	
	exMinuend = exOrig;	
	if ((exMinuend - operand) != subResult)
	{
		return 24*3;
	}
	
	return 0;
}

static int test2_6(void) restrict(cpu, amp)
{
    int vOperand[6];
	fill(vOperand, 6, 6);
	extent<6> operand(vOperand);
		
	int vExtent[6];
	fill(vExtent, 6, 25);
	extent<6> exOrig(vExtent);
	extent<6> exAddend(vExtent);
	extent<6> exMinuend(vExtent);
	
	int vAddResult[6];
	fill(vAddResult, 6, 25 + 6);
	extent<6> addResult(vAddResult);
	
	int vSubResult[6];
	fill(vSubResult, 6, 25 - 6);
	extent<6> subResult(vSubResult);

	exAddend += operand;
	if (exAddend != addResult)
	{
		return 21*6;
	}
	
	exMinuend -= operand;
	if (exMinuend != subResult)
	{
		return 22*6;
	}
	
	exAddend = exOrig;	
	if ((exAddend + operand) != addResult)
	{
		return 23*6;
	}
	
	exMinuend = exOrig;	
	if ((exMinuend - operand) != subResult)
	{
		return 24*6;
	}
	
	return 0;
}

int test(void) restrict(cpu, amp)
{
    int result = test1_1();
	if (result == 0)
	    result = test1_2();
	if (result == 0)
	    result = test1_3();
	if (result == 0)
	    result = test1_6();

	if (result == 0)
        result = test2_1();
	if (result == 0)
	    result = test2_2();
	if (result == 0)
	    result = test2_3();
	if (result == 0)
	    result = test2_6();
		
    return result;

}

void kernel(index<1> *idx, array<int, 1> *result) restrict(cpu, amp)
{
    (*result)[(*idx)] = test();    
}

#define size 10

int test_device(void)
{
    extent<1> e(size);
    array<int, 1> result(e);    

    parallel_for_each(e, [&] (index<1> idx) restrict(cpu, amp) {
        kernel(&idx, &result);
    });
    int presult[size];
    result.copy_to(presult);

    for (int i = 0; i < 10; i++)
    {
        if (presult[i] != 0)
        {
            printf("Test failed. Return code: %d\n", presult[i]);
            return 1;
        }
    }

    return 0;
}

int main(void) 
{
    int result = runall_pass;
	
	REPORT_RESULT(result, test() == runall_pass);
	REPORT_RESULT(result, test_device() == runall_pass);
    
    return result;
}

