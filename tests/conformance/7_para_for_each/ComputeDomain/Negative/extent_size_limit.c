// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomain/Negative/extent_size_limit/test.cpp
// Test that exceeding the extent maximum size results in an exception being thrown.
// (the exception is caught by an error handler, LANGUAGE.md section 10:
// expect_exception of the suite's Utils.h, a template, is a macro defining
// expect_exception_N for each rank; it passes when the launch reports
// amp_invalid_compute_domain with the original's expected message, from
// which ampcc leaves out "concurrency::parallel_for_each: unsupported
// compute domain, " and the final full stop and writes "the number" lower
// case, and when the kernel did not run)
#include "amptest.h"
#include <limits.h>
#include <string.h>

static amp_error caught;
static char caught_message[512];

static void on_error(const amp_error *e, void *arg)
{
	caught = *e;
	snprintf(caught_message, sizeof caught_message, "%s", e->message);
}

/* The part of the expected message that ampcc's carries too. */
static bool message_matches(const char *expected)
{
	const char *prefix = "concurrency::parallel_for_each: unsupported compute domain, ";
	char want[512];
	snprintf(want, sizeof want, "%s", strncmp(expected, prefix, strlen(prefix)) ? expected : expected + strlen(prefix));
	if (want[0] == 'T')
		want[0] = 't';
	size_t n = strlen(want);
	if (n && want[n - 1] == '.')
		want[n - 1] = 0;
	if (!strstr(caught_message, want)) {
		fprintf(stderr, "expected a message with \"%s\", got \"%s\"\n", want, caught_message);
		return false;
	}
	return true;
}

#define DEFINE_EXPECT_EXCEPTION(N) \
static int expect_exception_##N(extent<N> ext, const char *expectedMessage) \
{ \
	int ran[1] = {0}; \
	array_view<int, 1> ran_view(1, ran); \
	caught.kind = 0; \
	parallel_for_each(ext, [=](index<N> idx) restrict(amp) { ran_view[0] = 1; }); \
	if (caught.kind == amp_invalid_compute_domain && message_matches(expectedMessage) && ran_view[0] == 0) \
		return runall_pass; \
	return runall_fail; \
}

DEFINE_EXPECT_EXCEPTION(1)
DEFINE_EXPECT_EXCEPTION(2)
DEFINE_EXPECT_EXCEPTION(3)
DEFINE_EXPECT_EXCEPTION(128)

static void fill(int *first, int *last, int value)
{
	for (; first < last; first++)
		*first = value;
}

int main(void)
{
	int result = runall_pass;
	amp_set_error_handler(on_error, NULL);
	// Note extent<1> cannot exceed the limit.

	REPORT_RESULT(result, expect_exception_2(
		extent<2>(INT_MAX, INT_MAX),
		"concurrency::parallel_for_each: unsupported compute domain, The number of threads requested (4611686014132420609) exceeds the limit (4294967295).") == runall_pass);
	REPORT_RESULT(result, expect_exception_2(
		extent<2>(1 << 30, 1 << 2), // 2^32
		"concurrency::parallel_for_each: unsupported compute domain, The number of threads requested (4294967296) exceeds the limit (4294967295).") == runall_pass);

	REPORT_RESULT(result, expect_exception_3(
		extent<3>(INT_MAX, INT_MAX, INT_MAX),
		"concurrency::parallel_for_each: unsupported compute domain, The number of threads requested (at least 4611686014132420609) exceeds the limit (4294967295).") == runall_pass);
	REPORT_RESULT(result, expect_exception_3(
		extent<3>(9110917, 3627949, 558080), // The product of these will result in 1024 if the overflow is not handled correctly
		"concurrency::parallel_for_each: unsupported compute domain, The number of threads requested (at least 33053942219233) exceeds the limit (4294967295).") == runall_pass);
	REPORT_RESULT(result, expect_exception_3(
		extent<3>(1 << 15, 1 << 2, 1 << 15), // 2^32
		"concurrency::parallel_for_each: unsupported compute domain, The number of threads requested (4294967296) exceeds the limit (4294967295).") == runall_pass);

	int dimSize[128];

	fill(dimSize, dimSize + 31, 2);
	fill(dimSize + 31, dimSize + 127, 1);
	dimSize[127] = 2;
	REPORT_RESULT(result, expect_exception_128(
		extent<128>(dimSize), // 2^32
		"concurrency::parallel_for_each: unsupported compute domain, The number of threads requested (4294967296) exceeds the limit (4294967295).") == runall_pass);

	fill(dimSize, dimSize + 128, INT_MAX);
	REPORT_RESULT(result, expect_exception_128(
		extent<128>(dimSize), // max^128, maximum possible compute domain to specify
		"concurrency::parallel_for_each: unsupported compute domain, The number of threads requested (at least 4611686014132420609) exceeds the limit (4294967295).") == runall_pass);

		return result;
}
