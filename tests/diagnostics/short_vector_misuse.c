/* Short vector types misused (LANGUAGE.md section 10): operands of different
 * vector types, operators the types do not have, constructors with the wrong
 * number or kind of values, swizzles that name no component, mix the xyzw and
 * rgba sets, repeat a component in a target, or are updated in place. */
void f(int *p)
{
    float_4 a(1.0f, 2.0f, 3.0f, 4.0f);
    int_4 b(1);
    float_4 c(1.0f, 2.0f);   // expected-error {{'float_4' is constructed from 1 value (every component) or 4 values, not 2}}
    float_2 d(p, p);         // expected-error {{a component of 'float_2' must be a number, not 'int *'}}
    a = a + b;               // expected-error {{invalid operands to '+': 'float_4' and 'int_4'}}
    a = a % 2.0f;            // expected-error {{invalid operands to '%': 'float_4' and 'float'}}
    b = b << 1.5f;           // expected-error {{invalid operands to '<<': 'int_4' and 'float'}}
    a = ~a;                  // expected-error {{invalid operand to unary operator: 'float_4'}}
    int lt = a < a;          // expected-error {{invalid operands to '<': 'float_4' and 'float_4'}}
    a = !a;                  // expected-error {{invalid operand to unary operator: 'float_4'}}
    a = float_3(1.0f, 2.0f, 3.0f, 4.0f);   // expected-error {{'float_3' is constructed from 1 value (every component) or 3 values, not 4}}
    float_2 s2 = a.xq;       // expected-error {{no member named 'xq' in 'float_4'}}
    float_2 s3 = a.xg;       // expected-error {{no member named 'xg' in 'float_4'}}
    float_2 e(1.0f);
    float z = e.z;           // expected-error {{no member named 'z' in 'float_2'}}
    a.xx = e;                // expected-error {{cannot assign to 'xx': a component appears twice}}
    a.xy += e;               // expected-error {{cannot update 'xy', a selection of several components}}
    float_2 *pp = &a.xy;     // expected-error {{cannot take the address of 'xy', a selection of several components}}
    (void)c; (void)d; (void)lt; (void)s2; (void)s3; (void)z; (void)pp;
}
