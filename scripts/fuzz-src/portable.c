/* No libc headers: compiled for several targets by assemble-fuzz-diff.sh. */
#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
typedef float v4f __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));
struct P { int64_t a; double b; char c[3]; };
int64_t va(int n, ...) { va_list ap; va_start(ap, n); int64_t s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int64_t); va_end(ap); return s; }
struct P byval(struct P p, struct P *q) { p.a += q->a; p.c[1] = (char)p.b; return p; }
v4f vmath(v4f a, v4f b) { return __builtin_elementwise_fma(a, b, a) + __builtin_elementwise_sqrt(b) + __builtin_elementwise_abs(a); }
int vred(v4i a) { return __builtin_reduce_add(a) ^ __builtin_reduce_or(a) ^ __builtin_reduce_max(a); }
uint64_t bits(uint64_t x, uint32_t y) { return __builtin_popcountll(x) + __builtin_clzll(x | 1) + __builtin_bswap64(x) + __builtin_rotateleft32(y, 3) + __builtin_bitreverse32(y); }
double fpops(double a, float b) { return __builtin_fmin(a, b) + __builtin_copysign(a, b) + __builtin_floor(a) + __builtin_sqrtf(b) + __builtin_fabs(a) + __builtin_trunc(a); }
int counter; int atom(int x) { __atomic_fetch_add(&counter, x, __ATOMIC_SEQ_CST); int e = 0; __atomic_compare_exchange_n(&counter, &e, x, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); return __atomic_exchange_n(&counter, 1, __ATOMIC_RELAXED); }
int sw(int x) { switch (x) { case 1: return 10; case 2: return 22; case 3: return 31; case 4: return 47; case 9: return 5; default: return 0; } }
void *mem(void *d, const void *s, size_t n) { __builtin_memcpy(d, s, n); __builtin_memset(d, 1, n / 2); __builtin_memmove(d, s, n / 3); return d; }
int loop(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i] * a[i]; return s; }
void vec_loop(float *restrict d, const float *restrict s, int n) { for (int i = 0; i < n; i++) d[i] = s[i] * 2.0f + d[i]; }
int ovf(int a, int b) { int r; return __builtin_smul_overflow(a, b, &r) ? -1 : r; }
__attribute__((noinline)) static int helper(int x) { return x * 7; }
int call(int x) { return helper(x) + helper(x + 1); }
long double ld(long double x) { return x * x; }
#ifdef __SIZEOF_INT128__
__int128 wide(__int128 a) { return a * a; }
#endif
