/* The lower-exec harness: checks atomir-lowered atomic functions (ops*.ll) by execution.
 *
 * Part 1, single thread: every function of ops.ll (every atomicrmw operation at two orderings,
 * loads and stores at every valid ordering, cmpxchg strong and weak at five ordering pairs, for
 * i8..i64, float/double, ptr, i128 when built with -DHAVE_I128 / -DHAVE_I128_EXT) against a C
 * reference on a grid of operands, with sentinels beside the variable (partword masking must
 * not touch neighbours); the sign/zero extension of narrow results through int32_t prototypes;
 * seed 000's worked examples (cas 4 then 8; las 4, 8, 10 leaving 15; lss 32, 28, 26 leaving 21);
 * a whole IR function with calls, switch, phi, select, gep, division.
 * Part 2, two threads x N updates per operation, exact final counters.
 * Part 3, the non-atomic control must lose updates (retried with 10x, then 100x iterations).
 * Prints one line per failure and "RESULT passed=P failed=F control_lost=L"; exit 1 on failure.
 * Usage: ./harness [N]   (default 1000000)
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef _Bool b1;

static long passed, failed;
#define CHECK(cond, ...)                                                                       \
  do {                                                                                         \
    if (cond) {                                                                                \
      passed++;                                                                                \
    } else {                                                                                   \
      failed++;                                                                                \
      printf("FAIL line %d: ", __LINE__);                                                      \
      printf(__VA_ARGS__);                                                                     \
      printf("\n");                                                                            \
    }                                                                                          \
  } while (0)

/* ---- declarations of the lowered functions ---- */
#define RMW_OPS(X, W)                                                                          \
  X(xchg, W) X(add, W) X(sub, W) X(and, W) X(nand, W) X(or, W) X(xor, W) X(max, W) X(min, W)  \
  X(umax, W) X(umin, W) X(uinc_wrap, W) X(udec_wrap, W) X(usub_cond, W) X(usub_sat, W)
#define DECL_RMW(op, W)                                                                        \
  u##W rmw_##op##_monotonic_i##W(u##W *, u##W);                                                \
  u##W rmw_##op##_seq_cst_i##W(u##W *, u##W);
#define CAS_ORDS(X, W, weak)                                                                   \
  X(W, weak, monotonic_monotonic) X(W, weak, acquire_monotonic) X(W, weak, release_monotonic)  \
  X(W, weak, acq_rel_acquire) X(W, weak, seq_cst_seq_cst)
#define DECL_CAS(W, weak, ords) b1 cas##weak##_##ords##_i##W(u##W *, u##W, u##W, u##W *);
#define DECL_W(W)                                                                              \
  u##W load_unordered_i##W(u##W *);                                                            \
  u##W load_monotonic_i##W(u##W *);                                                            \
  u##W load_acquire_i##W(u##W *);                                                              \
  u##W load_seq_cst_i##W(u##W *);                                                              \
  void store_unordered_i##W(u##W *, u##W);                                                     \
  void store_monotonic_i##W(u##W *, u##W);                                                     \
  void store_release_i##W(u##W *, u##W);                                                       \
  void store_seq_cst_i##W(u##W *, u##W);                                                       \
  RMW_OPS(DECL_RMW, W)                                                                         \
  CAS_ORDS(DECL_CAS, W, ) CAS_ORDS(DECL_CAS, W, _weak)
DECL_W(8)
DECL_W(16)
DECL_W(32)
DECL_W(64)

#define FLOAT_OPS(X, T) X(fadd, T) X(fsub, T) X(fmax, T) X(fmin, T)
#define DECL_F(op, T)                                                                          \
  T rmw_##op##_monotonic_##T(T *, T);                                                          \
  T rmw_##op##_seq_cst_##T(T *, T);
FLOAT_OPS(DECL_F, float)
FLOAT_OPS(DECL_F, double)
void *rmw_xchg_seq_cst_ptr(void **, void *);
void *load_acquire_ptr(void **);
void fence_acquire(void), fence_release(void), fence_acq_rel(void), fence_seq_cst(void);
void fence_st_acquire(void), fence_st_release(void), fence_st_acq_rel(void), fence_st_seq_cst(void);
u32 rmw_add_singlethread_i32(u32 *, u32);
u32 legacy_cas(u32 *, u32, u32), legacy_swap(u32 *, u32), legacy_las(u32 *, u32),
    legacy_lss(u32 *, u32);
void legacy_membarrier_all(void), legacy_membarrier_ss(void);
void seed_cas_example(u32 *), seed_las_example(u32 *), seed_lss_example(u32 *);
void plain_add_loop_i32(u32 *, int64_t), atomic_add_loop_i32(u32 *, int64_t);
void cas_add_loop_i64(u64 *, int64_t);  /* i64 in the IR: int64_t, not long (32 bits on ILP32) */
int64_t mixed(int64_t *, int64_t, int32_t);
/* Called through int32_t prototypes to check the extension of narrow results. */
int8_t rmw_max_sx_i8(int8_t *, int8_t);
int16_t rmw_max_sx_i16(int16_t *, int16_t);
int8_t load_sx_i8(int8_t *);
int16_t load_sx_i16(int16_t *);

#ifdef HAVE_I128
typedef unsigned __int128 u128;
#define RMW_BASE128(X, W) X(xchg, W) X(add, W) X(sub, W) X(and, W) X(nand, W) X(or, W) X(xor, W)
#define RMW_EXT128(X, W)                                                                       \
  X(max, W) X(min, W) X(umax, W) X(umin, W) X(uinc_wrap, W) X(udec_wrap, W) X(usub_cond, W)    \
  X(usub_sat, W)
u128 load_unordered_i128(u128 *), load_monotonic_i128(u128 *), load_acquire_i128(u128 *),
    load_seq_cst_i128(u128 *);
void store_unordered_i128(u128 *, u128), store_monotonic_i128(u128 *, u128),
    store_release_i128(u128 *, u128), store_seq_cst_i128(u128 *, u128);
RMW_BASE128(DECL_RMW, 128)
CAS_ORDS(DECL_CAS, 128, )
CAS_ORDS(DECL_CAS, 128, _weak)
#ifdef HAVE_I128_EXT
RMW_EXT128(DECL_RMW, 128)
#endif
#endif


#ifdef HAVE_I128_MEM
/* i128 through memory (ops-i128-mem.ll) for targets whose C has no __int128: a value is
 * {hi, lo} in C and its 16-byte memory image in the target's byte order. */
typedef struct { u64 hi, lo; } w128;
typedef struct { _Alignas(16) unsigned char b[16]; } m128;
#define MEM_RMW128(X)                                                                          \
  X(xchg) X(add) X(sub) X(and) X(nand) X(or) X(xor) X(max) X(min) X(umax) X(umin) X(uinc_wrap)  \
  X(udec_wrap) X(usub_cond) X(usub_sat)
#define DECL_MRMW(op)                                                                          \
  void mem_rmw_##op##_monotonic_i128(m128 *, const m128 *, m128 *);                            \
  void mem_rmw_##op##_seq_cst_i128(m128 *, const m128 *, m128 *);
MEM_RMW128(DECL_MRMW)
#define DECL_MCAS(W, weak, ords) b1 mem_cas##weak##_##ords##_i128(m128 *, const m128 *, const m128 *, m128 *);
CAS_ORDS(DECL_MCAS, 128, )
CAS_ORDS(DECL_MCAS, 128, _weak)
void mem_load_unordered_i128(m128 *, m128 *), mem_load_monotonic_i128(m128 *, m128 *),
    mem_load_acquire_i128(m128 *, m128 *), mem_load_seq_cst_i128(m128 *, m128 *);
void mem_store_unordered_i128(m128 *, const m128 *), mem_store_monotonic_i128(m128 *, const m128 *),
    mem_store_release_i128(m128 *, const m128 *), mem_store_seq_cst_i128(m128 *, const m128 *);
void mem_rmw_add_const_i128(m128 *, m128 *), mem_rmw_max_const_i128(m128 *, m128 *);
#endif

/* ---- the C reference ---- */
static u64 mask_of(int w) { return w == 64 ? ~0ULL : (1ULL << w) - 1; }
static int64_t sx(u64 v, int w) { return w == 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w); }
static u64 ref_op(const char *op, u64 old, u64 v, int w) {
  u64 m = mask_of(w), r;
  old &= m;
  v &= m;
  if (!strcmp(op, "xchg")) r = v;
  else if (!strcmp(op, "add")) r = old + v;
  else if (!strcmp(op, "sub")) r = old - v;
  else if (!strcmp(op, "and")) r = old & v;
  else if (!strcmp(op, "nand")) r = ~(old & v);
  else if (!strcmp(op, "or")) r = old | v;
  else if (!strcmp(op, "xor")) r = old ^ v;
  else if (!strcmp(op, "max")) r = sx(old, w) > sx(v, w) ? old : v;
  else if (!strcmp(op, "min")) r = sx(old, w) < sx(v, w) ? old : v;
  else if (!strcmp(op, "umax")) r = old > v ? old : v;
  else if (!strcmp(op, "umin")) r = old < v ? old : v;
  else if (!strcmp(op, "uinc_wrap")) r = old >= v ? 0 : old + 1;
  else if (!strcmp(op, "udec_wrap")) r = (old == 0 || old > v) ? v : old - 1;
  else if (!strcmp(op, "usub_cond")) r = old >= v ? old - v : old;
  else if (!strcmp(op, "usub_sat")) r = old > v ? old - v : 0;
  else { printf("unknown op %s\n", op); exit(2); }
  return r & m;
}

static const u64 GRID[] = {0, 1, 2, 3, 5, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff,
                           0x12345678, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff,
                           0x5a5a5a5a5a5a5a5aULL, 0x7fffffffffffffffULL,
                           0x8000000000000000ULL, 0xfffffffffffffffeULL, 0xffffffffffffffffULL};
#define NGRID (sizeof GRID / sizeof GRID[0])

/* One single-thread test per function: every operand pair of the grid, neighbours intact. */
#define ST_RMW(op, W) ST_RMW1(op, W, monotonic) ST_RMW1(op, W, seq_cst)
#define ST_RMW1(op, W, ord)                                                                    \
  {                                                                                            \
    int ok = 1;                                                                                \
    for (unsigned i = 0; i < NGRID && ok; i++)                                                 \
      for (unsigned j = 0; j < NGRID && ok; j++) {                                             \
        struct { u##W lo, x, hi; } s = {(u##W)0xa5a5a5a5a5a5a5a5ULL, (u##W)GRID[i],            \
                                        (u##W)0x3c3c3c3c3c3c3c3cULL};                         \
        u##W r = rmw_##op##_##ord##_i##W(&s.x, (u##W)GRID[j]);                                 \
        u64 want = ref_op(#op, GRID[i], GRID[j], W);                                           \
        if (r != (u##W)GRID[i] || s.x != (u##W)want || s.lo != (u##W)0xa5a5a5a5a5a5a5a5ULL ||  \
            s.hi != (u##W)0x3c3c3c3c3c3c3c3cULL) {                                             \
          ok = 0;                                                                              \
          printf("  %s(%llx, %llx): returned %llx, memory %llx, want %llx\n",                  \
                 "rmw_" #op "_" #ord "_i" #W, (unsigned long long)GRID[i],                     \
                 (unsigned long long)GRID[j], (unsigned long long)r,                           \
                 (unsigned long long)s.x, (unsigned long long)want);                           \
        }                                                                                      \
      }                                                                                        \
    CHECK(ok, "rmw_" #op "_" #ord "_i" #W);                                                    \
  }
#define ST_CAS(W, weak, ords)                                                                  \
  {                                                                                            \
    int ok = 1;                                                                                \
    for (unsigned i = 0; i < NGRID && ok; i++) {                                               \
      u##W a = (u##W)GRID[i], b = (u##W)GRID[(i + 7) % NGRID], old = 0;                        \
      struct { u##W lo, x, hi; } s = {(u##W)0xa5a5a5a5a5a5a5a5ULL, a, (u##W)0x3c3c3c3c3c3c3c3cULL}; \
      b1 got = 0;                                                                              \
      for (int tries = 0; tries < 1000 && !got; tries++) got = cas##weak##_##ords##_i##W(&s.x, a, b, &old); \
      if (!got || s.x != b || old != a) ok = 0;                                                \
      s.x = a;                                                                                 \
      got = cas##weak##_##ords##_i##W(&s.x, (u##W)(a ^ 1), b, &old);                          \
      if (got || s.x != a || old != a) ok = 0;                                                 \
      if (s.lo != (u##W)0xa5a5a5a5a5a5a5a5ULL || s.hi != (u##W)0x3c3c3c3c3c3c3c3cULL) ok = 0;  \
    }                                                                                          \
    CHECK(ok, "cas" #weak "_" #ords "_i" #W);                                                  \
  }
#define ST_LOADSTORE(W, ord_l, ord_s)                                                          \
  {                                                                                            \
    int ok = 1;                                                                                \
    for (unsigned i = 0; i < NGRID; i++) {                                                     \
      struct { u##W lo, x, hi; } s = {(u##W)0xa5a5a5a5a5a5a5a5ULL, (u##W)GRID[i], (u##W)0x3c3c3c3c3c3c3c3cULL}; \
      if (load_##ord_l##_i##W(&s.x) != (u##W)GRID[i]) ok = 0;                                 \
      store_##ord_s##_i##W(&s.x, (u##W)GRID[(i + 3) % NGRID]);                                 \
      if (s.x != (u##W)GRID[(i + 3) % NGRID]) ok = 0;                                          \
      if (s.lo != (u##W)0xa5a5a5a5a5a5a5a5ULL || s.hi != (u##W)0x3c3c3c3c3c3c3c3cULL) ok = 0;  \
    }                                                                                          \
    CHECK(ok, "load_" #ord_l "_i" #W " / store_" #ord_s "_i" #W);                              \
  }
#define ST_WIDTH(W)                                                                            \
  static void single_thread_i##W(void) {                                                       \
    RMW_OPS(ST_RMW, W)                                                                         \
    CAS_ORDS(ST_CAS, W, ) CAS_ORDS(ST_CAS, W, _weak)                                           \
    ST_LOADSTORE(W, unordered, unordered) ST_LOADSTORE(W, monotonic, monotonic)                \
    ST_LOADSTORE(W, acquire, release) ST_LOADSTORE(W, seq_cst, seq_cst)                       \
  }
ST_WIDTH(8)
ST_WIDTH(16)
ST_WIDTH(32)
ST_WIDTH(64)

#define ST_FLOAT(T)                                                                            \
  static void single_thread_##T(void) {                                                        \
    const T nan = (T)NAN;                                                                      \
    struct { T a, b, add, sub, max, min; } cases[] = {                                         \
        {1.5, 2.25, 3.75, -0.75, 2.25, 1.5}, {-4, 0.5, -3.5, -4.5, 0.5, -4},                   \
        {nan, 3, nan, nan, 3, 3}, {3, nan, nan, nan, 3, 3}};                                   \
    for (int ord = 0; ord < 2; ord++)                                                          \
      for (unsigned i = 0; i < 4; i++) {                                                       \
        T x, r;                                                                                \
        T (*fadd)(T *, T) = ord ? rmw_fadd_seq_cst_##T : rmw_fadd_monotonic_##T;               \
        T (*fsub)(T *, T) = ord ? rmw_fsub_seq_cst_##T : rmw_fsub_monotonic_##T;               \
        T (*fmx)(T *, T) = ord ? rmw_fmax_seq_cst_##T : rmw_fmax_monotonic_##T;                \
        T (*fmn)(T *, T) = ord ? rmw_fmin_seq_cst_##T : rmw_fmin_monotonic_##T;                \
        x = cases[i].a; r = fadd(&x, cases[i].b);                                              \
        CHECK((r == cases[i].a || isnan(r)) && (x == cases[i].add || (isnan(x) && isnan(cases[i].add))), \
              "fadd " #T " case %u ord %d: got %g", i, ord, (double)x);                       \
        x = cases[i].a; r = fsub(&x, cases[i].b);                                              \
        CHECK((r == cases[i].a || isnan(r)) && (x == cases[i].sub || (isnan(x) && isnan(cases[i].sub))), \
              "fsub " #T " case %u ord %d: got %g", i, ord, (double)x);                       \
        x = cases[i].a; r = fmx(&x, cases[i].b);                                               \
        CHECK(x == cases[i].max, "fmax " #T " case %u ord %d: got %g", i, ord, (double)x);    \
        x = cases[i].a; r = fmn(&x, cases[i].b);                                               \
        CHECK(x == cases[i].min, "fmin " #T " case %u ord %d: got %g", i, ord, (double)x);    \
      }                                                                                        \
  }
ST_FLOAT(float)
ST_FLOAT(double)

int64_t harness_callback(int64_t x, int32_t a, int8_t b, int16_t c, int64_t d, int64_t e,
                         int64_t f, int64_t g) {
  if (a != -5 || b != -1 || c != 300 || d != 4 || e != 5 || f != 6 || g != 7) return -999999;
  return x * 2 + a + b + c + d + e + f + g;
}
static int64_t mixed_ref(int64_t *arr, int64_t k, int32_t sel) {
  int64_t x = arr[k], r;
  if (sel == 1) r = x / -3;
  else if (sel == 7) r = (x >> 2) * 2;
  else r = harness_callback(x, -5, -1, 300, 4, 5, 6, 7);
  int64_t abs = r < 0 ? -r : r;
  uint16_t t = (uint16_t)abs;
  uint64_t sum = (uint64_t)t + (uint64_t)(int64_t)(int16_t)t;
  return (int64_t)(sum % 1000003);
}

static void single_thread_misc(void) {
  void *pv = (void *)0x1234, *pr = rmw_xchg_seq_cst_ptr(&pv, (void *)0x5678);
  CHECK(pr == (void *)0x1234 && pv == (void *)0x5678, "rmw_xchg_seq_cst_ptr");
  CHECK(load_acquire_ptr(&pv) == (void *)0x5678, "load_acquire_ptr");
  fence_acquire(); fence_release(); fence_acq_rel(); fence_seq_cst();
  fence_st_acquire(); fence_st_release(); fence_st_acq_rel(); fence_st_seq_cst();
  legacy_membarrier_all(); legacy_membarrier_ss();
  CHECK(1, "fences return");
  u32 x = 40;
  CHECK(rmw_add_singlethread_i32(&x, 2) == 40 && x == 42, "rmw_add_singlethread_i32");
  /* Seed 000's examples as the seed writes them, once as whole IR functions, once by calls. */
  u32 out[4] = {0};
  seed_cas_example(out);
  CHECK(out[0] == 4 && out[1] == 8 && out[2] == 8, "seed cas example: %u %u %u", out[0], out[1], out[2]);
  seed_las_example(out);
  CHECK(out[0] == 4 && out[1] == 8 && out[2] == 10 && out[3] == 15, "seed las example: %u %u %u %u",
        out[0], out[1], out[2], out[3]);
  seed_lss_example(out);
  CHECK(out[0] == 32 && out[1] == 28 && out[2] == 26 && out[3] == 21,
        "seed lss example: %u %u %u %u", out[0], out[1], out[2], out[3]);
  x = 4;
  u32 r1 = legacy_cas(&x, 4, 8), r2 = legacy_cas(&x, 5, 2);
  CHECK(r1 == 4 && r2 == 8 && x == 8, "legacy_cas: %u %u mem %u", r1, r2, x);
  x = 4;
  r1 = legacy_swap(&x, 8); r2 = legacy_swap(&x, 2);
  CHECK(r1 == 4 && r2 == 8 && x == 2, "legacy_swap");
  /* Extension of narrow results and arguments: called through 32-bit prototypes. */
  int32_t (*max8)(int8_t *, int32_t) = (int32_t(*)(int8_t *, int32_t))(void *)rmw_max_sx_i8;
  int32_t (*max16)(int16_t *, int32_t) = (int32_t(*)(int16_t *, int32_t))(void *)rmw_max_sx_i16;
  int32_t (*ld8)(int8_t *) = (int32_t(*)(int8_t *))(void *)load_sx_i8;
  int32_t (*ld16)(int16_t *) = (int32_t(*)(int16_t *))(void *)load_sx_i16;
  uint32_t (*add8)(u8 *, uint32_t) = (uint32_t(*)(u8 *, uint32_t))(void *)rmw_add_seq_cst_i8;
  uint32_t (*add16)(u16 *, uint32_t) = (uint32_t(*)(u16 *, uint32_t))(void *)rmw_add_seq_cst_i16;
  int8_t s8 = -5;
  int16_t s16 = -500;
  CHECK(max8(&s8, -7) == -5 && s8 == -5, "signext i8 result");
  CHECK(max16(&s16, -700) == -500 && s16 == -500, "signext i16 result");
  s8 = -100; s16 = -30000;
  CHECK(ld8(&s8) == -100 && ld16(&s16) == -30000, "signext loads");
  u8 z8 = 0xff;
  u16 z16 = 0xffff;
  CHECK(add8(&z8, 1) == 0xff && z8 == 0, "zeroext i8 result");
  CHECK(add16(&z16, 1) == 0xffff && z16 == 0, "zeroext i16 result");
  int64_t arr[8] = {100, -7, 123456789, -987654321, 42, 0, -1, 77777};
  int ok = 1;
  int32_t sels[] = {1, 7, 0, 3};
  for (int k = 0; k < 8; k++)
    for (int s = 0; s < 4; s++)
      if (mixed(arr, k, sels[s]) != mixed_ref(arr, k, sels[s])) {
        ok = 0;
        printf("  mixed(%d, %d) = %lld, want %lld\n", k, sels[s], (long long)mixed(arr, k, sels[s]),
               (long long)mixed_ref(arr, k, sels[s]));
      }
  CHECK(ok, "mixed (calls with stack arguments, switch, phi, select, gep, sdiv, shifts)");
}

#ifdef HAVE_I128
static const u128 GRID128[] = {0, 1, 2, 0xffffffffffffffffULL, (u128)1 << 64,
                               ((u128)1 << 64) + 5, ((u128)1 << 127), ~(u128)0, ~(u128)1,
                               ((u128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL,
                               ((u128)1 << 127) - 1};
#define NG128 (sizeof GRID128 / sizeof GRID128[0])
static u128 ref128(const char *op, u128 old, u128 v) {
  __int128 so = (__int128)old, sv = (__int128)v;
  if (!strcmp(op, "xchg")) return v;
  if (!strcmp(op, "add")) return old + v;
  if (!strcmp(op, "sub")) return old - v;
  if (!strcmp(op, "and")) return old & v;
  if (!strcmp(op, "nand")) return ~(old & v);
  if (!strcmp(op, "or")) return old | v;
  if (!strcmp(op, "xor")) return old ^ v;
  if (!strcmp(op, "max")) return so > sv ? old : v;
  if (!strcmp(op, "min")) return so < sv ? old : v;
  if (!strcmp(op, "umax")) return old > v ? old : v;
  if (!strcmp(op, "umin")) return old < v ? old : v;
  if (!strcmp(op, "uinc_wrap")) return old >= v ? 0 : old + 1;
  if (!strcmp(op, "udec_wrap")) return (old == 0 || old > v) ? v : old - 1;
  if (!strcmp(op, "usub_cond")) return old >= v ? old - v : old;
  if (!strcmp(op, "usub_sat")) return old > v ? old - v : 0;
  printf("unknown op %s\n", op);
  exit(2);
}
#define ST128(op, W) ST128_1(op, monotonic) ST128_1(op, seq_cst)
#define ST128_1(op, ord)                                                                       \
  {                                                                                            \
    int ok = 1;                                                                                \
    for (unsigned i = 0; i < NG128; i++)                                                       \
      for (unsigned j = 0; j < NG128; j++) {                                                   \
        _Alignas(16) u128 x = GRID128[i];                                                      \
        u128 r = rmw_##op##_##ord##_i128(&x, GRID128[j]);                                      \
        if (r != GRID128[i] || x != ref128(#op, GRID128[i], GRID128[j])) ok = 0;               \
      }                                                                                        \
    CHECK(ok, "rmw_" #op "_" #ord "_i128");                                                    \
  }
static void single_thread_i128(void) {
  RMW_BASE128(ST128, 128)
#ifdef HAVE_I128_EXT
  RMW_EXT128(ST128, 128)
#endif
  CAS_ORDS(ST_CAS, 128, )
  CAS_ORDS(ST_CAS, 128, _weak)
  _Alignas(16) u128 x = GRID128[9];
  int ok = load_unordered_i128(&x) == GRID128[9] && load_monotonic_i128(&x) == GRID128[9] &&
           load_acquire_i128(&x) == GRID128[9] && load_seq_cst_i128(&x) == GRID128[9];
  store_unordered_i128(&x, 1); ok &= x == 1;
  store_monotonic_i128(&x, GRID128[6]); ok &= x == GRID128[6];
  store_release_i128(&x, GRID128[7]); ok &= x == GRID128[7];
  store_seq_cst_i128(&x, GRID128[9]); ok &= x == GRID128[9];
  CHECK(ok, "load/store i128 at every ordering");
}
#endif


#ifdef HAVE_I128_MEM
static void put64(unsigned char *b, u64 v) {
  for (int k = 0; k < 8; k++) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    b[7 - k] = (unsigned char)(v >> (8 * k));
#else
    b[k] = (unsigned char)(v >> (8 * k));
#endif
  }
}
static u64 get64(const unsigned char *b) {
  u64 v = 0;
  for (int k = 0; k < 8; k++) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v |= (u64)b[7 - k] << (8 * k);
#else
    v |= (u64)b[k] << (8 * k);
#endif
  }
  return v;
}
static m128 mput(w128 v) {
  m128 m;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  put64(m.b, v.hi); put64(m.b + 8, v.lo);
#else
  put64(m.b, v.lo); put64(m.b + 8, v.hi);
#endif
  return m;
}
static w128 mget(const m128 *m) {
  w128 v;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  v.hi = get64(m->b); v.lo = get64(m->b + 8);
#else
  v.lo = get64(m->b); v.hi = get64(m->b + 8);
#endif
  return v;
}
static w128 W(u64 hi, u64 lo) { w128 v = {hi, lo}; return v; }
static int weq(w128 a, w128 b) { return a.hi == b.hi && a.lo == b.lo; }
static int wult(w128 a, w128 b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }
static int wslt(w128 a, w128 b) {
  return (int64_t)a.hi < (int64_t)b.hi || (a.hi == b.hi && a.lo < b.lo);
}
static w128 wadd(w128 a, w128 b) { w128 r = {a.hi + b.hi + (a.lo + b.lo < a.lo), a.lo + b.lo}; return r; }
static w128 wsub(w128 a, w128 b) { w128 r = {a.hi - b.hi - (a.lo < b.lo), a.lo - b.lo}; return r; }
static w128 refw(const char *op, w128 old, w128 v) {
  if (!strcmp(op, "xchg")) return v;
  if (!strcmp(op, "add")) return wadd(old, v);
  if (!strcmp(op, "sub")) return wsub(old, v);
  if (!strcmp(op, "and")) return W(old.hi & v.hi, old.lo & v.lo);
  if (!strcmp(op, "nand")) return W(~(old.hi & v.hi), ~(old.lo & v.lo));
  if (!strcmp(op, "or")) return W(old.hi | v.hi, old.lo | v.lo);
  if (!strcmp(op, "xor")) return W(old.hi ^ v.hi, old.lo ^ v.lo);
  if (!strcmp(op, "max")) return wslt(v, old) ? old : v;
  if (!strcmp(op, "min")) return wslt(old, v) ? old : v;
  if (!strcmp(op, "umax")) return wult(v, old) ? old : v;
  if (!strcmp(op, "umin")) return wult(old, v) ? old : v;
  if (!strcmp(op, "uinc_wrap")) return wult(old, v) ? wadd(old, W(0, 1)) : W(0, 0);
  if (!strcmp(op, "udec_wrap"))
    return (weq(old, W(0, 0)) || wult(v, old)) ? v : wsub(old, W(0, 1));
  if (!strcmp(op, "usub_cond")) return wult(old, v) ? old : wsub(old, v);
  if (!strcmp(op, "usub_sat")) return wult(old, v) ? W(0, 0) : wsub(old, v);
  printf("unknown op %s\n", op);
  exit(2);
}
/* Carries and borrows out of every 32-bit word, signs on both sides of every compare. */
static const w128 GRIDW[] = {
    {0, 0}, {0, 1}, {0, 2}, {0, 0xffffffffULL}, {0, ~0ULL}, {1, 0}, {1, 5},
    {0xffffffffULL, 0xffffffffffffffffULL}, {0x100000000ULL, 0}, {1ULL << 63, 0},
    {~0ULL, ~0ULL}, {~0ULL, ~1ULL}, {0x0123456789abcdefULL, 0xfedcba9876543210ULL},
    {0x7fffffffffffffffULL, ~0ULL}, {0xffffffff00000000ULL, 0x80000000ULL},
    {0x80000000ULL, 0xffffffff00000000ULL}, {0xfffffffffffffffeULL, 0x7fffffffffffffffULL}};
#define NGW (sizeof GRIDW / sizeof GRIDW[0])
#define STM128(op) STM128_1(op, monotonic) STM128_1(op, seq_cst)
#define STM128_1(op, ord)                                                                      \
  {                                                                                            \
    int ok = 1;                                                                                \
    for (unsigned i = 0; i < NGW; i++)                                                         \
      for (unsigned j = 0; j < NGW; j++) {                                                     \
        m128 x = mput(GRIDW[i]), v = mput(GRIDW[j]), r;                                        \
        mem_rmw_##op##_##ord##_i128(&x, &v, &r);                                               \
        if (!weq(mget(&r), GRIDW[i]) || !weq(mget(&x), refw(#op, GRIDW[i], GRIDW[j]))) {       \
          if (ok) printf("  rmw %s %s: old %016llx%016llx v %016llx%016llx\n", #op, #ord,      \
                         (unsigned long long)GRIDW[i].hi, (unsigned long long)GRIDW[i].lo,     \
                         (unsigned long long)GRIDW[j].hi, (unsigned long long)GRIDW[j].lo);    \
          ok = 0;                                                                              \
        }                                                                                      \
      }                                                                                        \
    CHECK(ok, "mem_rmw_" #op "_" #ord "_i128");                                                \
  }
#define STM_CAS(W_, weak, ords)                                                                \
  {                                                                                            \
    int ok = 1;                                                                                \
    for (unsigned i = 0; i < NGW; i++)                                                         \
      for (unsigned j = 0; j < NGW; j += 3) {                                                  \
        /* equal: swaps and returns true; unequal: returns false, old value out */             \
        m128 x = mput(GRIDW[i]), c = mput(GRIDW[i]), n = mput(GRIDW[j]), o;                    \
        b1 s = mem_cas##weak##_##ords##_i128(&x, &c, &n, &o);                                  \
        if (!(s ? weq(mget(&x), GRIDW[j]) : weq(mget(&x), GRIDW[i])) ||                        \
            !weq(mget(&o), GRIDW[i]))                                                          \
          ok = 0;                                                                              \
        if (!#weak[0] && !s) ok = 0; /* a strong cmpxchg of equal values succeeds */           \
        unsigned k = (i + 1 + j) % NGW;                                                        \
        if (weq(GRIDW[k], GRIDW[i])) continue;                                                 \
        x = mput(GRIDW[i]); c = mput(GRIDW[k]); n = mput(GRIDW[j]);                            \
        s = mem_cas##weak##_##ords##_i128(&x, &c, &n, &o);                                     \
        if (s || !weq(mget(&x), GRIDW[i]) || !weq(mget(&o), GRIDW[i])) ok = 0;                 \
      }                                                                                        \
    CHECK(ok, "mem_cas" #weak "_" #ords "_i128");                                              \
  }
static void single_thread_i128_mem(void) {
  MEM_RMW128(STM128)
  CAS_ORDS(STM_CAS, 128, )
  CAS_ORDS(STM_CAS, 128, _weak)
  w128 v = GRIDW[12];
  m128 x = mput(v), r;
  int ok = 1;
  mem_load_unordered_i128(&x, &r); ok &= weq(mget(&r), v);
  mem_load_monotonic_i128(&x, &r); ok &= weq(mget(&r), v);
  mem_load_acquire_i128(&x, &r); ok &= weq(mget(&r), v);
  mem_load_seq_cst_i128(&x, &r); ok &= weq(mget(&r), v);
  m128 in = mput(GRIDW[1]);
  mem_store_unordered_i128(&x, &in); ok &= weq(mget(&x), GRIDW[1]);
  in = mput(GRIDW[9]); mem_store_monotonic_i128(&x, &in); ok &= weq(mget(&x), GRIDW[9]);
  in = mput(GRIDW[15]); mem_store_release_i128(&x, &in); ok &= weq(mget(&x), GRIDW[15]);
  in = mput(GRIDW[12]); mem_store_seq_cst_i128(&x, &in); ok &= weq(mget(&x), GRIDW[12]);
  CHECK(ok, "mem load/store i128 at every ordering");
  /* Constant operands: + 0x1_00000001_00000001_00000001 and max with -2. */
  w128 k = W(0x100000001ULL, 0x100000001ULL);
  ok = 1;
  for (unsigned i = 0; i < NGW; i++) {
    x = mput(GRIDW[i]);
    mem_rmw_add_const_i128(&x, &r);
    ok &= weq(mget(&r), GRIDW[i]) && weq(mget(&x), wadd(GRIDW[i], k));
    x = mput(GRIDW[i]);
    mem_rmw_max_const_i128(&x, &r);
    ok &= weq(mget(&r), GRIDW[i]) && weq(mget(&x), refw("max", GRIDW[i], W(~0ULL, ~1ULL)));
  }
  CHECK(ok, "mem rmw add/max i128 with constant operands");
}
#endif

/* ---- two threads ---- */
static long N = 1000000;
static pthread_barrier_t start;
typedef void (*worker)(int tid);
static worker current;
static void *thread_main(void *arg) {
  int tid = (int)(long)arg;
  pthread_barrier_wait(&start);
  current(tid);
  return NULL;
}
static void run2(worker w) {
  pthread_t t[2];
  current = w;
  pthread_barrier_init(&start, NULL, 2);
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, thread_main, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  pthread_barrier_destroy(&start);
}

static _Alignas(64) u8 c8;
static _Alignas(64) u16 c16;
static _Alignas(64) u32 c32;
static _Alignas(64) u64 c64;
static _Alignas(64) u32 lock32;
static _Alignas(64) volatile u64 plain;
static long errs[2];

/* Counters: add 1 / subtract 1 / uinc_wrap(max) / udec_wrap(max) / cas loops, all widths. */
#define MT_WIDTH(W)                                                                            \
  static void w_add_##W(int t) { (void)t; for (long i = 0; i < N; i++) rmw_add_seq_cst_i##W(&c##W, 1); } \
  static void w_addm_##W(int t) { (void)t; for (long i = 0; i < N; i++) rmw_add_monotonic_i##W(&c##W, 1); } \
  static void w_sub_##W(int t) { (void)t; for (long i = 0; i < N; i++) rmw_sub_seq_cst_i##W(&c##W, 1); } \
  static void w_uinc_##W(int t) { (void)t; for (long i = 0; i < N; i++) rmw_uinc_wrap_seq_cst_i##W(&c##W, (u##W)~0ULL); } \
  static void w_udec_##W(int t) { (void)t; for (long i = 0; i < N; i++) rmw_udec_wrap_seq_cst_i##W(&c##W, (u##W)~0ULL); } \
  static void w_cas_##W(int t) {                                                               \
    (void)t;                                                                                   \
    for (long i = 0; i < N; i++) {                                                             \
      u##W old = load_monotonic_i##W(&c##W);                                                   \
      while (!cas_seq_cst_seq_cst_i##W(&c##W, old, (u##W)(old + 1), &old)) {}                  \
    }                                                                                          \
  }                                                                                            \
  static void w_casw_##W(int t) {                                                              \
    (void)t;                                                                                   \
    for (long i = 0; i < N; i++) {                                                             \
      u##W old = load_monotonic_i##W(&c##W);                                                   \
      while (!cas_weak_acq_rel_acquire_i##W(&c##W, old, (u##W)(old + 1), &old)) {}            \
    }                                                                                          \
  }                                                                                            \
  /* xchg spinlock around a plain counter; the lock word has this width */                    \
  static _Alignas(64) u##W lk##W;                                                              \
  static void w_lock_##W(int t) {                                                              \
    (void)t;                                                                                   \
    for (long i = 0; i < N; i++) {                                                             \
      while (rmw_xchg_seq_cst_i##W(&lk##W, 1)) {}                                              \
      plain = plain + 1;                                                                       \
      store_release_i##W(&lk##W, 0);                                                           \
    }                                                                                          \
  }                                                                                            \
  /* each thread flips its own bit with or/and, then xor; it must always see its own bit as */ \
  /* it left it */                                                                             \
  static void w_bits_##W(int t) {                                                              \
    u##W bit = (u##W)(1u << t);                                                                \
    for (long i = 0; i < N; i++) {                                                             \
      if (rmw_or_seq_cst_i##W(&c##W, bit) & bit) errs[t]++;                                    \
      if (!(rmw_and_seq_cst_i##W(&c##W, (u##W)~bit) & bit)) errs[t]++;                         \
      if (rmw_xor_seq_cst_i##W(&c##W, bit) & bit) errs[t]++;                                   \
      if (!(rmw_xor_monotonic_i##W(&c##W, bit) & bit)) errs[t]++;                              \
    }                                                                                          \
  }                                                                                            \
  /* nand with all ones complements: exactly half of the old values seen are zero */          \
  static void w_nand_##W(int t) {                                                              \
    for (long i = 0; i < N; i++) if (rmw_nand_seq_cst_i##W(&c##W, (u##W)~0ULL) == 0) errs[t]++; \
  }                                                                                            \
  static void mt_width_##W(void) {                                                             \
    u64 m = mask_of(W);                                                                        \
    c##W = 0; run2(w_add_##W);                                                                 \
    CHECK(c##W == (u##W)((2 * N) & m), "2 threads add i" #W ": %llu", (unsigned long long)c##W); \
    c##W = 0; run2(w_addm_##W);                                                                \
    CHECK(c##W == (u##W)((2 * N) & m), "2 threads add monotonic i" #W ": %llu", (unsigned long long)c##W); \
    c##W = (u##W)((2 * N) & m); run2(w_sub_##W);                                               \
    CHECK(c##W == 0, "2 threads sub i" #W ": %llu", (unsigned long long)c##W);                 \
    c##W = 0; run2(w_uinc_##W);                                                                \
    CHECK(c##W == (u##W)((2 * N) & m), "2 threads uinc_wrap i" #W ": %llu", (unsigned long long)c##W); \
    c##W = 0; run2(w_udec_##W);                                                                \
    CHECK(c##W == (u##W)((0 - 2 * (u64)N) & m), "2 threads udec_wrap i" #W ": %llu", (unsigned long long)c##W); \
    c##W = 0; run2(w_cas_##W);                                                                 \
    CHECK(c##W == (u##W)((2 * N) & m), "2 threads cmpxchg loop i" #W ": %llu", (unsigned long long)c##W); \
    c##W = 0; run2(w_casw_##W);                                                                \
    CHECK(c##W == (u##W)((2 * N) & m), "2 threads weak cmpxchg loop i" #W ": %llu", (unsigned long long)c##W); \
    plain = 0; lk##W = 0; run2(w_lock_##W);                                                    \
    CHECK(plain == (u64)(2 * N), "2 threads xchg lock i" #W ": %llu", (unsigned long long)plain); \
    c##W = 0; errs[0] = errs[1] = 0; run2(w_bits_##W);                                         \
    CHECK(c##W == 0 && errs[0] + errs[1] == 0, "2 threads or/and/xor i" #W ": %ld wrong", errs[0] + errs[1]); \
    c##W = 0; errs[0] = errs[1] = 0; run2(w_nand_##W);                                         \
    CHECK(c##W == 0 && errs[0] + errs[1] == N, "2 threads nand i" #W ": %ld zeros seen", errs[0] + errs[1]); \
  }
MT_WIDTH(8)
MT_WIDTH(16)
MT_WIDTH(32)
MT_WIDTH(64)

/* max/min/umax/umin as monotone counters; usub_cond/usub_sat as exact down-counters. */
#define MT_ORDER(W)                                                                            \
  static void w_max_##W(int t) {                                                               \
    u##W last = 0;                                                                             \
    for (long i = 1; i <= N; i++) {                                                            \
      u##W o = rmw_max_seq_cst_i##W(&c##W, (u##W)i);                                           \
      if ((int64_t)sx(o, W) < (int64_t)sx(last, W)) errs[t]++;                                 \
      last = o;                                                                                \
      o = rmw_umax_seq_cst_i##W(&c##W, (u##W)i);                                               \
      if (o < last) errs[t]++;                                                                 \
      last = o;                                                                                \
    }                                                                                          \
  }                                                                                            \
  static void w_min_##W(int t) {                                                               \
    for (long i = 1; i <= N; i++) {                                                            \
      u##W o = rmw_min_seq_cst_i##W(&c##W, (u##W)(-(int64_t)i));                               \
      if (sx(o, W) < -(int64_t)N) errs[t]++;                                                   \
    }                                                                                          \
  }                                                                                            \
  static void w_umin_##W(int t) {                                                              \
    for (long i = 0; i < N; i++) {                                                             \
      u##W o = rmw_umin_seq_cst_i##W(&c##W, (u##W)(N - i));                                    \
      if (o == 0) errs[t]++;                                                                   \
    }                                                                                          \
  }                                                                                            \
  static void w_usub_##W(int t) {                                                              \
    for (long i = 0; i < N; i++) {                                                             \
      if (rmw_usub_cond_seq_cst_i##W(&c##W, 1) == 0) errs[t]++;                                \
      if (rmw_usub_sat_monotonic_i##W(&c##W, 1) == 0) errs[t]++;                               \
    }                                                                                          \
  }                                                                                            \
  static void mt_order_##W(void) {                                                             \
    c##W = 0; errs[0] = errs[1] = 0; run2(w_max_##W);                                          \
    CHECK(c##W == (u##W)N && !errs[0] && !errs[1], "2 threads max/umax i" #W);                  \
    c##W = 0; errs[0] = errs[1] = 0; run2(w_min_##W);                                          \
    CHECK(sx(c##W, W) == -(int64_t)N && !errs[0] && !errs[1], "2 threads min i" #W);           \
    c##W = (u##W)(N + 1); errs[0] = errs[1] = 0; run2(w_umin_##W);                             \
    CHECK(c##W == 1 && !errs[0] && !errs[1], "2 threads umin i" #W);                           \
    c##W = (u##W)(4 * N); errs[0] = errs[1] = 0; run2(w_usub_##W);                             \
    CHECK(c##W == 0 && !errs[0] && !errs[1], "2 threads usub_cond/usub_sat i" #W ": %llu",     \
          (unsigned long long)c##W);                                                           \
  }
MT_ORDER(32)
MT_ORDER(64)

static _Alignas(64) float cf;
static _Alignas(64) double cd;
static void w_fadd(int t) { (void)t; for (long i = 0; i < N; i++) { rmw_fadd_seq_cst_float(&cf, 1); rmw_fadd_monotonic_double(&cd, 1); } }
static void w_fsub(int t) { (void)t; for (long i = 0; i < N; i++) { rmw_fsub_seq_cst_float(&cf, 1); rmw_fsub_seq_cst_double(&cd, 1); } }
static void w_fmax(int t) {
  for (long i = 1; i <= N; i++) {
    if (rmw_fmax_seq_cst_float(&cf, (float)i) > (float)N) errs[t]++;
    if (rmw_fmin_seq_cst_double(&cd, -(double)i) < -(double)N) errs[t]++;
  }
}

static _Alignas(64) u32 c32b;
static void w_legacy(int t) {
  (void)t;
  for (long i = 0; i < N; i++) {
    legacy_las(&c32, 1);
    legacy_lss(&c32b, 1);
  }
}
static _Alignas(64) u32 cas32;
static void w_legacy_cas(int t) {
  (void)t;
  for (long i = 0; i < N; i++) {
    u32 old = cas32, seen;
    while ((seen = legacy_cas(&cas32, old, old + 1)) != old) old = seen;
  }
}
static void w_legacy_swap(int t) {
  (void)t;
  for (long i = 0; i < N; i++) {
    while (legacy_swap(&lock32, 1)) {}
    plain = plain + 1;
    legacy_membarrier_all();
    legacy_swap(&lock32, 0);
  }
}
/* Peterson's lock: correct only with a store->load fence (fence seq_cst). */
static volatile u32 flag[2], turn;
static void w_peterson(int t) {
  for (long i = 0; i < N; i++) {
    store_monotonic_i32((u32 *)&flag[t], 1);
    store_monotonic_i32((u32 *)&turn, (u32)(1 - t));
    fence_seq_cst();
    while (load_monotonic_i32((u32 *)&flag[1 - t]) && load_monotonic_i32((u32 *)&turn) == (u32)(1 - t)) {}
    fence_acquire();
    plain = plain + 1;
    fence_release();
    store_release_i32((u32 *)&flag[t], 0);
  }
}
static void w_ir_loops(int t) { (void)t; atomic_add_loop_i32(&c32, N); cas_add_loop_i64(&c64, N); }
static long control_n;
static void w_plain(int t) { (void)t; plain_add_loop_i32(&c32, control_n); }

#ifdef HAVE_I128
static _Alignas(16) u128 c128;
static void w_add128(int t) { (void)t; for (long i = 0; i < N; i++) rmw_add_seq_cst_i128(&c128, 1); }
static void w_cas128(int t) {
  (void)t;
  for (long i = 0; i < N; i++) {
    _Alignas(16) u128 old = load_monotonic_i128(&c128);
    while (!cas_weak_seq_cst_seq_cst_i128(&c128, old, old + 1, &old)) {}
  }
}
#ifdef HAVE_I128_EXT
static void w_umax128(int t) {
  for (long i = 1; i <= N; i++)
    if (rmw_umax_seq_cst_i128(&c128, (u128)i << 64) > ((u128)N << 64)) errs[t]++;
}
#endif
#endif


#ifdef HAVE_I128_MEM
static m128 cm128;
/* + 0x1_00000001 per update: a carry out of word 0 and word 1 every few updates. */
static void w_add128m(int t) {
  (void)t;
  m128 one = mput(W(0, 0x100000001ULL)), r;
  for (long i = 0; i < N; i++) mem_rmw_add_seq_cst_i128(&cm128, &one, &r);
}
static void w_cas128m(int t) {
  (void)t;
  m128 old, n;
  for (long i = 0; i < N; i++) {
    mem_load_monotonic_i128(&cm128, &old);
    do n = mput(wadd(mget(&old), W(0, 1)));
    while (!mem_cas_weak_seq_cst_seq_cst_i128(&cm128, &old, &n, &old));
  }
}
static void w_sub128m(int t) {
  (void)t;
  m128 one = mput(W(0, 1)), r;
  for (long i = 0; i < N; i++) mem_rmw_sub_monotonic_i128(&cm128, &one, &r);
}
#endif

int main(int argc, char **argv) {
  if (argc > 1) N = atol(argv[1]);
  single_thread_i8();
  single_thread_i16();
  single_thread_i32();
  single_thread_i64();
  single_thread_float();
  single_thread_double();
  single_thread_misc();
#ifdef HAVE_I128
  single_thread_i128();
#endif
#ifdef HAVE_I128_MEM
  single_thread_i128_mem();
#endif
  long single = passed;
  mt_width_8();
  mt_width_16();
  mt_width_32();
  mt_width_64();
  mt_order_32();
  mt_order_64();
  cf = 0; cd = 0; run2(w_fadd);
  CHECK(cf == 2.0f * N && cd == 2.0 * N, "2 threads fadd float/double: %g %g", (double)cf, cd);
  run2(w_fsub);
  CHECK(cf == 0 && cd == 0, "2 threads fsub float/double: %g %g", (double)cf, cd);
  cf = 0; cd = 0; errs[0] = errs[1] = 0; run2(w_fmax);
  CHECK(cf == (float)N && cd == -(double)N && !errs[0] && !errs[1], "2 threads fmax/fmin");
  c32 = 0; c32b = 2 * N; run2(w_legacy);
  CHECK(c32 == 2 * N && c32b == 0, "2 threads llvm.atomic.las/lss: %u %u", c32, c32b);
  cas32 = 0; run2(w_legacy_cas);
  CHECK(cas32 == 2 * N, "2 threads llvm.atomic.cas loop: %u", cas32);
  plain = 0; lock32 = 0; run2(w_legacy_swap);
  CHECK(plain == (u64)(2 * N), "2 threads llvm.atomic.swap lock: %llu", (unsigned long long)plain);
  plain = 0; flag[0] = flag[1] = 0; run2(w_peterson);
  CHECK(plain == (u64)(2 * N), "2 threads Peterson lock with fence seq_cst: %llu", (unsigned long long)plain);
  c32 = 0; c64 = 0; run2(w_ir_loops);
  CHECK(c32 == 2 * N && c64 == (u64)(2 * N), "2 threads IR loops (atomicrmw, weak cmpxchg + phi): %u %llu",
        c32, (unsigned long long)c64);
#ifdef HAVE_I128
  c128 = ((u128)1 << 64) - N; run2(w_add128);
  CHECK(c128 == ((u128)1 << 64) + N, "2 threads add i128 across the 64-bit carry");
  c128 = ((u128)1 << 64) - N; run2(w_cas128);
  CHECK(c128 == ((u128)1 << 64) + N, "2 threads weak cmpxchg loop i128");
#ifdef HAVE_I128_EXT
  c128 = 0; errs[0] = errs[1] = 0; run2(w_umax128);
  CHECK(c128 == ((u128)N << 64) && !errs[0] && !errs[1], "2 threads umax i128");
#endif
#endif
#ifdef HAVE_I128_MEM
  {
    w128 start = W(0xffffffffULL, -(u64)N * 0x100000001ULL);
    cm128 = mput(start); run2(w_add128m);
    w128 want = wadd(start, W(0, 2 * (u64)N * 0x100000001ULL));
    w128 got = mget(&cm128);
    CHECK(weq(got, want), "2 threads add i128 (memory operands) carrying across words: %016llx%016llx",
          (unsigned long long)got.hi, (unsigned long long)got.lo);
    start = W(0x7fffffffffffffffULL, -(u64)N); cm128 = mput(start); run2(w_cas128m);
    got = mget(&cm128);
    CHECK(weq(got, wadd(start, W(0, 2 * (u64)N))), "2 threads weak cmpxchg loop i128 (memory operands)");
    run2(w_sub128m);
    got = mget(&cm128);
    CHECK(weq(got, start), "2 threads sub i128 (memory operands) borrowing across words");
  }
#endif
  long threaded = passed - single;
  /* The control: a plain load/add/store loop must lose updates. */
  long lost = 0;
  for (int attempt = 0; attempt < 3 && lost == 0; attempt++) {
    control_n = N;
    for (int k = 0; k < attempt; k++) control_n *= 10;
    c32 = 0;
    run2(w_plain);
    lost = 2 * control_n - (long)c32;
    printf("control: 2 x %ld plain increments, %ld lost\n", control_n, lost);
  }
  CHECK(lost > 0, "the non-atomic control lost no updates (contention too low to be a test)");
  printf("RESULT passed=%ld failed=%ld single_thread=%ld two_thread=%ld control_lost=%ld\n", passed,
         failed, single, threaded, lost);
  return failed ? 1 : 0;
}
