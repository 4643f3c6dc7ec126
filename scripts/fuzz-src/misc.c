#include <stdarg.h>
#include <stdatomic.h>
#include <string.h>
#include <stdlib.h>
#include <setjmp.h>
struct bits { unsigned a : 3; int b : 7; unsigned long long c : 40; _Bool d : 1; };
int getb(struct bits *x) { x->a++; x->c = x->b * 3; return x->b + x->d; }
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_list aq; va_copy(aq, ap); s += va_arg(aq, double); va_end(aq); va_end(ap); return s; }
_Atomic long counter; atomic_flag fl = ATOMIC_FLAG_INIT;
long bump(long x) { atomic_fetch_add_explicit(&counter, x, memory_order_relaxed);
  long e = 0; atomic_compare_exchange_strong(&counter, &e, x); while (atomic_flag_test_and_set(&fl)) {}
  atomic_flag_clear(&fl); atomic_thread_fence(memory_order_seq_cst); return atomic_exchange(&counter, 5) + __atomic_load_n(&e, __ATOMIC_ACQUIRE); }
int vla(int n) { int a[n]; for (int i = 0; i < n; i++) a[i] = i * i; int s = 0; for (int i = n - 1; i >= 0; i -= 2) s += a[i]; return s; }
int interp(const unsigned char *code) { static void *tbl[] = { &&op_add, &&op_sub, &&op_halt }; int acc = 0;
  goto *tbl[*code];
op_add: acc++; code++; goto *tbl[*code];
op_sub: acc--; code++; goto *tbl[*code];
op_halt: return acc; }
int sw(int x) { switch (x) { case 0: return 7; case 1: return 9; case 2: return 13; case 3: return 2; case 4: return 99; case 5: return 1; case 6: return 42; default: return -1; } }
const char *swname(int x) { switch (x) { case 10: return "ten"; case 11: return "eleven"; case 12: return "twelve"; case 13: return "thirteen"; case 14: return "fourteen"; default: return "?"; } }
int asmadd(int a, int b) { int r; __asm__ volatile("addl %2, %0" : "=r"(r) : "0"(a), "r"(b) : "cc"); return r; }
unsigned long long rdtsc_asm(void) { unsigned lo, hi; __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi)); return ((unsigned long long)hi << 32) | lo; }
int ovf(int a, int b, unsigned c) { int r; if (__builtin_add_overflow(a, b, &r)) return -1; if (__builtin_mul_overflow(a, c, &r)) return -2;
  return r + __builtin_popcount(c) + __builtin_clz(c | 1) + __builtin_ctz(c | 1) + __builtin_bswap32(c) + __builtin_expect(a > b, 1); }
double fp(double x, float y) { return __builtin_fma(x, x, y) + __builtin_copysign(x, y) + __builtin_fabs(x) + __builtin_sqrt(x) + __builtin_floor(x) + __builtin_ceilf(y) + __builtin_trunc(x) + __builtin_round(x) + __builtin_fmax(x, y) + __builtin_fmin(x, y) + __builtin_isnan(x) + __builtin_isinf(y) + __builtin_pow(x, y) + __builtin_expf(y) + __builtin_log(x) + __builtin_sin(x) + __builtin_cos(x) + __builtin_nearbyint(x) + __builtin_rint(x) + __builtin_lround(x); }
jmp_buf jb; int sj(int x) { if (setjmp(jb)) return 1; if (x) longjmp(jb, 1); return 0; }
void *cp(void *d, const void *s, size_t n) { memmove(d, s, n); memset(d, 0, n / 2); return memcpy(d, s, n / 4); }
__attribute__((noinline, cold)) void die(void) { __builtin_trap(); }
void *frame(void) { return __builtin_frame_address(0); }
void *ret(void) { return __builtin_return_address(0); }
int assume(int *p) { __builtin_assume(*p > 0); __builtin_prefetch(p, 1, 3); return __builtin_object_size(p, 0) + *p; }
typedef int v4si __attribute__((vector_size(16))); typedef float v8f __attribute__((ext_vector_type(8)));
v4si vec(v4si a, v4si b) { v4si c = a + b * a; c = __builtin_shufflevector(c, b, 0, 5, 2, 7); return c > b ? c : a; }
float vred(v8f a) { return __builtin_reduce_add((v4si){1,2,3,4}) + __builtin_reduce_max(a) + __builtin_reduce_min(a); }
int sat_add(int a, int b) { return __builtin_elementwise_add_sat(a, b) + __builtin_elementwise_sub_sat(a, b); }
struct big { int x[20]; }; struct big mk(int i) { struct big b = {0}; b.x[i % 20] = i; return b; }
int useb(void) { struct big b = mk(3); return b.x[3]; }
_Thread_local int tl; int *tladdr(void) { tl++; return &tl; }
__int128 i128(__int128 a, __int128 b) { return a * b / (b | 1); }
_Float16 half(_Float16 a, _Float16 b) { return a * b + a; }
long double ld(long double a) { return a * 3.0L; }
