/* test_plainc - the plain C project's own tests; exit status 1 on any failure. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "stats.h"
#include "text.h"
#include "vec.h"

static int failures, checks;

#define CHECK(cond)                                                          \
    do {                                                                     \
        checks++;                                                            \
        if (!(cond)) {                                                       \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);  \
            failures++;                                                      \
        }                                                                    \
    } while (0)

static void test_vec(void)
{
    struct vec v;
    vec_init(&v);
    for (int i = 10; i > 0; i--)
        CHECK(vec_push(&v, i * 3 % 11) == 0);
    CHECK(v.len == 10);
    CHECK(v.cap >= 10);
    vec_sort(&v);
    for (size_t i = 1; i < v.len; i++)
        CHECK(vec_at(&v, i - 1) <= vec_at(&v, i));
    vec_free(&v);
    CHECK(v.len == 0 && v.array == NULL);
}

static void test_stats(void)
{
    struct vec v;
    vec_init(&v);
    int data[] = { 4, 1, 3, 2 };
    for (int i = 0; i < 4; i++)
        vec_push(&v, data[i]);
    struct summary s;
    CHECK(summarize(&v, &s) == 0);
    CHECK(fabs(s.mean - 2.5) < 1e-12);
    CHECK(fabs(s.median - 2.5) < 1e-12);
    CHECK(fabs(s.stddev - sqrt(1.25)) < 1e-12);
    CHECK(s.min == 1 && s.max == 4);
    vec_free(&v);
    CHECK(summarize(&v, &s) == -1);
}

static void test_text(void)
{
    struct vec v;
    vec_init(&v);
    CHECK(word_lengths("  the quick, brown fox!", &v) == 4);
    CHECK(v.len == 4 && vec_at(&v, 0) == 3 && vec_at(&v, 1) == 5 && vec_at(&v, 3) == 3);
    CHECK(strcmp(after_colon("key:value"), "value") == 0);
    CHECK(strcmp(after_colon("plain"), "plain") == 0);
    vec_free(&v);
}

int main(void)
{
    test_vec();
    test_stats();
    test_text();
    if (failures) {
        printf("plainc: %d of %d checks failed\n", failures, checks);
        return 1;
    }
    printf("plainc: all %d checks passed\n", checks);
    return 0;
}
