// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Unions/test.cpp
// Test the use of Union definitions in GPU function and array declaration
#include <stdio.h>
#include <stdbool.h>

enum TypeOfData
{
    Int,
    Long,
    Struct,
    EnumType
};

typedef struct
{
    int lbyte;
} LSB;

typedef struct
{
    int mbyte;
} MSB;

typedef struct
{
    LSB lsb;
    MSB msb;
} Word;

typedef union
{
    int A;
    long B;
    Word word;
    enum TypeOfData type;
} SampleUnion;

SampleUnion testUnion(enum TypeOfData type) restrict(cpu, amp)
{
    SampleUnion a;
    if( Int == type  )
    {
        a.A = 10;
    }
    else if ( Long == type )
    {
        a.B = 12345L;
    }
    else if ( Struct == type )
    {
        a.word.lsb.lbyte = 0x0;
        a.word.msb.mbyte = 0xff;
    }
    else if ( EnumType == type )
    {
        a.type = EnumType;
    }
    return a;
}

int test(void)
{
    bool pass = true;
    enum TypeOfData type = Int;
    SampleUnion obj = testUnion(type);
    pass &=  ( obj.A == 10 );

    type = Long;
    obj = testUnion(type);
    pass &= ( obj.B == 12345L );

    type = Struct;
    obj = testUnion(type);
    pass &= ( obj.word.lsb.lbyte == 0x0 && obj.word.msb.mbyte == 0xff );

    type = EnumType;
    obj = testUnion(type);
    pass &= ( obj.type == EnumType );

    // Verifying Array Declaration of Union does not result in Compilation Error
    extent<1> vector(128);
    array<SampleUnion, 1> aS(vector);

    printf("Test : %s \n",pass?"passed" : "failed");
    return ( pass ? 0 : 1 );
}

int main(void)
{
    return test();
}
