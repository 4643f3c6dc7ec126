/* The freestanding RISC-V 32 runtime of the lower-exec harness: Debian has no riscv32 libc, so
 * scripts/lower-exec/harness.c is built against this file and the headers in include/ with
 *   clang-22 --target=riscv32-unknown-linux -march=rv32imafd -mabi=ilp32 -ffreestanding
 *            -nostdlib -nostdlibinc -static -fuse-ld=lld -mno-relax -z separate-loadable-segments
 * and run under qemu-riscv32.
 *
 * Owns: _start; raw ecall system calls; the data/bss segment remapped MAP_SHARED before main
 * (mmap2), so that the two worker processes that pthread_create makes with clone(SIGCHLD) (a
 * fork; joined with waitid) update the same counters, each on its own stack; a barrier on that
 * shared memory; printf/exit/atol/strcmp/mem*; the libatomic functions atomir's output calls
 * (__atomic_*_1/2/4 by the compiler's own lr/sc and amo sequences, __atomic_*_8 under a
 * spinlock on the shared data, since rv32 has no 64-bit atomic instruction); the soft-float
 * routines and libm functions the ILP32 code calls (computed with the F/D instructions this file
 * is compiled for); libgcc's 64-bit division. Must not touch: the checks (harness.c). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;

/* ---- system calls (the generic Linux table; rv32 has mmap2 as 222, no wait4) ---- */
#define SYS_write 64
#define SYS_exit_group 94
#define SYS_waitid 95
#define SYS_munmap 215
#define SYS_clone 220
#define SYS_mmap2 222

static long sys6(long n, long a, long b, long c, long d, long e, long f) {
  register long a0 __asm__("a0") = a;
  register long a1 __asm__("a1") = b;
  register long a2 __asm__("a2") = c;
  register long a3 __asm__("a3") = d;
  register long a4 __asm__("a4") = e;
  register long a5 __asm__("a5") = f;
  register long a7 __asm__("a7") = n;
  __asm__ volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5), "r"(a7)
                   : "memory");
  return a0;
}

_Noreturn void exit(int status) {
  for (;;) sys6(SYS_exit_group, status, 0, 0, 0, 0, 0);
}

static void write_all(const char *s, size_t n) {
  while (n > 0) {
    long w = sys6(SYS_write, 1, (long)s, (long)n, 0, 0, 0);
    if (w <= 0) exit(3);
    s += w;
    n -= (size_t)w;
  }
}

static void die(const char *msg) {
  size_t n = 0;
  while (msg[n]) n++;
  write_all(msg, n);
  exit(4);
}

/* ---- string functions ---- */
void *memset(void *d, int c, size_t n) {
  volatile u8 *p = d;
  while (n--) *p++ = (u8)c;
  return d;
}
void *memcpy(void *d, const void *s, size_t n) {
  volatile u8 *p = d;
  const u8 *q = s;
  while (n--) *p++ = *q++;
  return d;
}
void *memmove(void *d, const void *s, size_t n) {
  volatile u8 *p = d;
  const u8 *q = s;
  if (p < q) {
    while (n--) *p++ = *q++;
  } else {
    while (n--) p[n] = q[n];
  }
  return d;
}
int strcmp(const char *a, const char *b) {
  while (*a && *a == *b) a++, b++;
  return (u8)*a - (u8)*b;
}
long atol(const char *s) {
  long v = 0, sign = 1;
  if (*s == '-') sign = -1, s++;
  while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
  return v * sign;
}

/* ---- libgcc's 64-bit division (shift and subtract) ---- */
static u64 udivmod64(u64 n, u64 d, u64 *rem) {
  if (d == 0) die("division by zero\n");
  u64 q = 0, r = 0;
  for (int i = 63; i >= 0; i--) {
    r = (r << 1) | ((n >> i) & 1);
    if (r >= d) {
      r -= d;
      q |= (u64)1 << i;
    }
  }
  *rem = r;
  return q;
}
u64 __udivdi3(u64 a, u64 b) { u64 r; return udivmod64(a, b, &r); }
u64 __umoddi3(u64 a, u64 b) { u64 r; udivmod64(a, b, &r); return r; }
int64_t __divdi3(int64_t a, int64_t b) {
  u64 r, q = udivmod64(a < 0 ? -(u64)a : (u64)a, b < 0 ? -(u64)b : (u64)b, &r);
  return (a < 0) != (b < 0) ? -(int64_t)q : (int64_t)q;
}
int64_t __moddi3(int64_t a, int64_t b) {
  u64 r;
  udivmod64(a < 0 ? -(u64)a : (u64)a, b < 0 ? -(u64)b : (u64)b, &r);
  return a < 0 ? -(int64_t)r : (int64_t)r;
}

/* ---- printf: %d %i %u %x %c %s %g %% with l/ll ---- */
static void out_u64(u64 v, unsigned base) {
  char buf[24];
  int i = 24;
  do {
    u64 r;
    v = udivmod64(v, base, &r);
    buf[--i] = "0123456789abcdef"[r];
  } while (v);
  write_all(buf + i, (size_t)(24 - i));
}
static void out_double(double x) {
  if (x != x) { write_all("nan", 3); return; }
  if (x < 0) { write_all("-", 1); x = -x; }
  if (x > 1e300) { write_all("inf", 3); return; }
  int e = 0;
  while (x >= 1e9) { x /= 10; e++; }
  u32 ip = (u32)x;
  double frac = x - (double)ip;
  out_u64(ip, 10);
  u32 f6 = (u32)(frac * 1e6 + 0.5);
  if (f6 >= 1000000) f6 = 999999;
  if (f6) {
    char buf[7];
    for (int k = 5; k >= 0; k--) { buf[k] = (char)('0' + f6 % 10); f6 /= 10; }
    int n = 6;
    while (n > 0 && buf[n - 1] == '0') n--;
    write_all(".", 1);
    write_all(buf, (size_t)n);
  }
  if (e) { write_all("e+", 2); out_u64((u64)e, 10); }
}
int printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  for (const char *p = fmt; *p; p++) {
    if (*p != '%') {
      const char *q = p;
      while (*q && *q != '%') q++;
      write_all(p, (size_t)(q - p));
      p = q - 1;
      continue;
    }
    p++;
    int longs = 0;
    while (*p == 'l') longs++, p++;
    switch (*p) {
    case 'd':
    case 'i': {
      int64_t v = longs == 2 ? va_arg(ap, long long) : longs ? va_arg(ap, long) : va_arg(ap, int);
      if (v < 0) { write_all("-", 1); out_u64(-(u64)v, 10); } else out_u64((u64)v, 10);
      break;
    }
    case 'u':
    case 'x': {
      u64 v = longs == 2 ? va_arg(ap, unsigned long long)
              : longs   ? va_arg(ap, unsigned long)
                        : va_arg(ap, unsigned);
      out_u64(v, *p == 'x' ? 16 : 10);
      break;
    }
    case 'c': { char c = (char)va_arg(ap, int); write_all(&c, 1); break; }
    case 's': {
      const char *s = va_arg(ap, const char *);
      size_t n = 0;
      while (s[n]) n++;
      write_all(s, n);
      break;
    }
    case 'g': out_double(va_arg(ap, double)); break;
    case '%': write_all("%", 1); break;
    default: die("printf: unsupported conversion\n");
    }
  }
  va_end(ap);
  return 0;
}

/* ---- processes as threads ---- */
int pthread_create(int *t, const void *attr, void *(*start)(void *), void *arg) {
  (void)attr;
  long pid = sys6(SYS_clone, 17 /* SIGCHLD */, 0, 0, 0, 0, 0);
  if (pid < 0) die("clone failed\n");
  if (pid == 0) {
    start(arg);
    exit(0);
  }
  *t = (int)pid;
  return 0;
}
int pthread_join(int t, void **ret) {
  (void)ret;
  int info[32] = {0};
  if (sys6(SYS_waitid, 1 /* P_PID */, t, (long)info, 4 /* WEXITED */, 0, 0) < 0)
    die("waitid failed\n");
  /* siginfo: si_code at 8 (CLD_EXITED = 1), si_status at 20. */
  if (info[2] != 1 || info[5] != 0) die("a worker process did not exit with status 0\n");
  return 0;
}
typedef struct { volatile int count, total, generation; } barrier;
int pthread_barrier_init(barrier *b, const void *attr, unsigned count) {
  (void)attr;
  b->count = 0;
  b->total = (int)count;
  b->generation = 0;
  return 0;
}
int pthread_barrier_wait(barrier *b) {
  int gen = __atomic_load_n(&b->generation, __ATOMIC_ACQUIRE);
  if (__atomic_add_fetch(&b->count, 1, __ATOMIC_ACQ_REL) == b->total) {
    b->count = 0;
    __atomic_store_n(&b->generation, gen + 1, __ATOMIC_RELEASE);
    return 1;
  }
  while (__atomic_load_n(&b->generation, __ATOMIC_ACQUIRE) == gen) {}
  return 0;
}
int pthread_barrier_destroy(barrier *b) { (void)b; return 0; }

/* ---- libatomic ---- */
#define A(name) __asm__(name)
#define SIZED(N, T)                                                                            \
  T rt_load_##N(const volatile void *p, int o) A("__atomic_load_" #N);                         \
  T rt_load_##N(const volatile void *p, int o) { (void)o; return __atomic_load_n((const volatile T *)p, __ATOMIC_SEQ_CST); } \
  void rt_store_##N(volatile void *p, T v, int o) A("__atomic_store_" #N);                     \
  void rt_store_##N(volatile void *p, T v, int o) { (void)o; __atomic_store_n((volatile T *)p, v, __ATOMIC_SEQ_CST); } \
  T rt_xchg_##N(volatile void *p, T v, int o) A("__atomic_exchange_" #N);                      \
  T rt_xchg_##N(volatile void *p, T v, int o) { (void)o; return __atomic_exchange_n((volatile T *)p, v, __ATOMIC_SEQ_CST); } \
  _Bool rt_cas_##N(volatile void *p, void *e, T d, int s, int f) A("__atomic_compare_exchange_" #N); \
  _Bool rt_cas_##N(volatile void *p, void *e, T d, int s, int f) {                             \
    (void)s; (void)f;                                                                          \
    return __atomic_compare_exchange_n((volatile T *)p, (T *)e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); \
  }                                                                                            \
  FETCH(N, T, add) FETCH(N, T, sub) FETCH(N, T, and) FETCH(N, T, or) FETCH(N, T, xor) FETCH(N, T, nand)
#define FETCH(N, T, op)                                                                        \
  T rt_fetch_##op##_##N(volatile void *p, T v, int o) A("__atomic_fetch_" #op "_" #N);         \
  T rt_fetch_##op##_##N(volatile void *p, T v, int o) { (void)o; return __atomic_fetch_##op((volatile T *)p, v, __ATOMIC_SEQ_CST); }
SIZED(1, u8)
SIZED(2, u16)
SIZED(4, u32)

/* 8 bytes: a spinlock in the shared data segment around plain accesses. */
static volatile int lock8;
static void lock(void) { while (__atomic_exchange_n(&lock8, 1, __ATOMIC_ACQUIRE)) {} }
static void unlock(void) { __atomic_store_n(&lock8, 0, __ATOMIC_RELEASE); }
u64 rt_load_8(const volatile void *p, int o) A("__atomic_load_8");
u64 rt_load_8(const volatile void *p, int o) { (void)o; lock(); u64 v = *(const volatile u64 *)p; unlock(); return v; }
void rt_store_8(volatile void *p, u64 v, int o) A("__atomic_store_8");
void rt_store_8(volatile void *p, u64 v, int o) { (void)o; lock(); *(volatile u64 *)p = v; unlock(); }
u64 rt_xchg_8(volatile void *p, u64 v, int o) A("__atomic_exchange_8");
u64 rt_xchg_8(volatile void *p, u64 v, int o) { (void)o; lock(); u64 r = *(volatile u64 *)p; *(volatile u64 *)p = v; unlock(); return r; }
_Bool rt_cas_8(volatile void *p, void *e, u64 d, int s, int f) A("__atomic_compare_exchange_8");
_Bool rt_cas_8(volatile void *p, void *e, u64 d, int s, int f) {
  (void)s; (void)f;
  lock();
  u64 cur = *(volatile u64 *)p;
  _Bool ok = cur == *(u64 *)e;
  if (ok) *(volatile u64 *)p = d;
  else *(u64 *)e = cur;
  unlock();
  return ok;
}
#define FETCH8(op, expr)                                                                       \
  u64 rt_fetch_##op##_8(volatile void *p, u64 v, int o) A("__atomic_fetch_" #op "_8");         \
  u64 rt_fetch_##op##_8(volatile void *p, u64 v, int o) {                                      \
    (void)o; lock(); u64 r = *(volatile u64 *)p; *(volatile u64 *)p = (expr); unlock(); return r; \
  }
FETCH8(add, r + v)
FETCH8(sub, r - v)
FETCH8(and, r & v)
FETCH8(or, r | v)
FETCH8(xor, r ^ v)
FETCH8(nand, ~(r & v))

/* Any size, libatomic's generic functions (what i128 atomics call on a 32-bit target): the same
 * spinlock around byte copies and compares. Lock-based, as libatomic itself is for sizes
 * without a lock-free instruction; acceptable for the runtime the harness supplies. */
static void bytes_copy(volatile unsigned char *d, const volatile unsigned char *s, size_t n) {
  for (size_t k = 0; k < n; k++) d[k] = s[k];
}
void rt_load_n(size_t n, const volatile void *p, void *ret, int o) A("__atomic_load");
void rt_load_n(size_t n, const volatile void *p, void *ret, int o) {
  (void)o; lock(); bytes_copy(ret, p, n); unlock();
}
void rt_store_n(size_t n, volatile void *p, const void *val, int o) A("__atomic_store");
void rt_store_n(size_t n, volatile void *p, const void *val, int o) {
  (void)o; lock(); bytes_copy(p, val, n); unlock();
}
void rt_xchg_n(size_t n, volatile void *p, const void *val, void *ret, int o) A("__atomic_exchange");
void rt_xchg_n(size_t n, volatile void *p, const void *val, void *ret, int o) {
  (void)o; lock(); bytes_copy(ret, p, n); bytes_copy(p, val, n); unlock();
}
_Bool rt_cas_n(size_t n, volatile void *p, void *e, const void *d, int s, int f) A("__atomic_compare_exchange");
_Bool rt_cas_n(size_t n, volatile void *p, void *e, const void *d, int s, int f) {
  (void)s; (void)f;
  lock();
  _Bool ok = 1;
  for (size_t k = 0; k < n; k++)
    if (((const volatile unsigned char *)p)[k] != ((unsigned char *)e)[k]) ok = 0;
  if (ok) bytes_copy(p, d, n);
  else bytes_copy(e, p, n);
  unlock();
  return ok;
}

/* ---- soft-float routines and libm (F/D instructions; floats travel in integer registers) ---- */
float __addsf3(float a, float b) { return a + b; }
float __subsf3(float a, float b) { return a - b; }
double __adddf3(double a, double b) { return a + b; }
double __subdf3(double a, double b) { return a - b; }
float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
float fminf(float a, float b) { return __builtin_fminf(a, b); }
double fmax(double a, double b) { return __builtin_fmax(a, b); }
double fmin(double a, double b) { return __builtin_fmin(a, b); }

/* ---- start-up ---- */
typedef struct { u32 type, offset, vaddr, paddr, filesz, memsz, flags, align; } phdr;
extern const u8 __ehdr_start[];
int main(int argc, char **argv);

/* The writable PT_LOAD segment becomes a MAP_SHARED mapping with the same contents. Runs
 * before anything else touches the data; uses only its stack. */
static void share_data(void) {
  const u8 *eh = __ehdr_start;
  u32 phoff = *(const u32 *)(eh + 28);
  u16 phnum = *(const u16 *)(eh + 44);
  const phdr *ph = (const phdr *)(eh + phoff);
  u32 lo = 0, hi = 0;
  for (u16 i = 0; i < phnum; i++)
    if (ph[i].type == 1 && (ph[i].flags & 2)) {
      lo = ph[i].vaddr & ~4095u;
      hi = (ph[i].vaddr + ph[i].memsz + 4095u) & ~4095u;
    }
  if (!lo) die("no writable segment\n");
  for (u16 i = 0; i < phnum; i++)
    if (ph[i].type == 1 && !(ph[i].flags & 2) && ph[i].vaddr < hi && ph[i].vaddr + ph[i].memsz > lo)
      die("the writable segment shares a page with code (link with -z separate-loadable-segments)\n");
  u32 len = hi - lo;
  long tmp = sys6(SYS_mmap2, 0, len, 3, 0x22 /* PRIVATE|ANONYMOUS */, -1, 0);
  if (tmp < 0 && tmp > -4096) die("mmap2 failed\n");
  volatile u32 *src = (volatile u32 *)lo, *t = (volatile u32 *)tmp;
  for (u32 k = 0; k < len / 4; k++) t[k] = src[k];
  long got = sys6(SYS_mmap2, lo, len, 3, 0x31 /* SHARED|FIXED|ANONYMOUS */, -1, 0);
  if (got != (long)lo) die("mmap2 MAP_SHARED|MAP_FIXED failed\n");
  for (u32 k = 0; k < len / 4; k++) src[k] = t[k];
  sys6(SYS_munmap, tmp, len, 0, 0, 0, 0);
}

void rt_start(long *sp) {
  share_data();
  exit(main((int)sp[0], (char **)(sp + 1)));
}
__asm__(".globl _start\n"
        "_start:\n"
        "  mv a0, sp\n"
        "  andi sp, sp, -16\n"
        "  call rt_start\n"
        "  unimp\n");
