/* Short vector types misused (LANGUAGE.md section 10): operands of different
 * vector types, operators the types do not have, constructors with the wrong
 * number or kind of values. */
void f(int *p)
{
    float_4 a(1.0f, 2.0f, 3.0f, 4.0f);
    int_4 b(1);
    float_4 c(1.0f, 2.0f);   // expected-error {{'float_4' is constructed from 1 value (every component) or 4 values, not 2}}
    float_2 d(p, p);         // expected-error {{a component of 'float_2' must be a number, not 'int *'}}
    a = a + b;               // expected-error {{invalid operands to '+': 'float_4' and 'int_4'}}
    b = b % 2;               // expected-error {{invalid operands to '%': 'int_4' and 'int'}}
    int lt = a < a;          // expected-error {{invalid operands to '<': 'float_4' and 'float_4'}}
    a = !a;                  // expected-error {{invalid operand to unary operator: 'float_4'}}
    a = float_3(1.0f, 2.0f, 3.0f, 4.0f);   // expected-error {{'float_3' is constructed from 1 value (every component) or 3 values, not 4}}
    (void)c; (void)d; (void)lt;
}
