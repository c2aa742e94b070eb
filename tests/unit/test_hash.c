/* test_hash.c - the compiler's one hash table (src/hash.c): pointer, pair and
 * string keys, growth past many entries, replacing a value, NULL keys. */
#include <check.h>
#include "unit_run.h"
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "hash.h"

static int cells[5000];

START_TEST(pointer_keys_survive_growth)
{
    HashMap m = {0};
    ck_assert(!hash_get(&m, &cells[0]));
    for (int i = 0; i < 5000; i++)
        hash_put(&m, &cells[i], &cells[(i + 1) % 5000]);
    ck_assert_int_eq(m.len, 5000);
    for (int i = 0; i < 5000; i++)
        ck_assert_ptr_eq(hash_get(&m, &cells[i]), &cells[(i + 1) % 5000]);
    hash_put(&m, &cells[7], NULL);           /* a NULL value is still present */
    ck_assert(hash_has(&m, &cells[7]));
    ck_assert_ptr_null(hash_get(&m, &cells[7]));
    ck_assert_int_eq(m.len, 5000);
    ck_assert(!hash_has(&m, NULL));
    hash_put(&m, NULL, &cells[1]);           /* NULL keys are never stored */
    ck_assert_int_eq(m.len, 5000);
}
END_TEST

START_TEST(lists_are_made_once)
{
    HashMap m = {0};
    vec_push(hash_vec(&m, &cells[1]), &cells[2]);
    vec_push(hash_vec(&m, &cells[1]), &cells[3]);
    PtrVec *v = hash_vec(&m, &cells[1]);
    ck_assert_int_eq(v->len, 2);
    ck_assert_ptr_eq(v->items[1], &cells[3]);
    ck_assert_int_eq(hash_vec(&m, &cells[4])->len, 0);
    ck_assert_int_eq(m.len, 2);
}
END_TEST

START_TEST(pairs_are_ordered)
{
    HashMap m = {0};
    hash_put_pair(&m, &cells[1], &cells[2], &cells[3]);
    hash_put_pair(&m, &cells[1], NULL, &cells[4]);
    ck_assert_ptr_eq(hash_get_pair(&m, &cells[1], &cells[2]), &cells[3]);
    ck_assert_ptr_null(hash_get_pair(&m, &cells[2], &cells[1]));
    ck_assert_ptr_eq(hash_get_pair(&m, &cells[1], NULL), &cells[4]);
    ck_assert_ptr_eq(hash_get(&m, &cells[1]), &cells[4]);   /* (a, NULL) is the pointer key a */
}
END_TEST

START_TEST(strings_by_content)
{
    HashMap m = {0};
    char names[600][16];
    for (int i = 0; i < 600; i++) {
        snprintf(names[i], sizeof names[i], "name%d", i);
        hash_put_str(&m, names[i], (int)strlen(names[i]), names[i]);
    }
    char probe[] = "name42xyz";
    ck_assert_ptr_eq(hash_get_str(&m, probe, 6), names[42]);   /* no NUL needed */
    ck_assert(!hash_has_str(&m, probe, 7));
    ck_assert(!hash_has_str(&m, "name4", 4));
    ck_assert_int_eq(m.len, 600);
}
END_TEST

int main(void)
{
    compiler_arena = arena_new();
    Suite *s = suite_create("hash");
    TCase *tc = tcase_create("hash");
    tcase_add_test(tc, pointer_keys_survive_growth);
    tcase_add_test(tc, lists_are_made_once);
    tcase_add_test(tc, pairs_are_ordered);
    tcase_add_test(tc, strings_by_content);
    suite_add_tcase(s, tc);
    return unit_run(s, CK_FORK_GETENV);
}
