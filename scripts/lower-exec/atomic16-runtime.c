/* __atomic_*_16 for the lower-exec harness on PowerPC 64 under qemu-user: libatomic's own
 * versions use lqarx/stqcx., which qemu 7.2 executes as an endless retry. This runtime is not
 * atomir's output; it serialises every 16-byte operation on one lock taken with 8-byte atomics
 * (which qemu runs correctly), so atomir's calls are checked for arguments, results and
 * atomicity. Each function is defined under its exact symbol with an asm label. */
#include <stdint.h>
typedef unsigned __int128 u128;
static volatile int64_t lock16;
static void take(void) {
  while (__atomic_exchange_n(&lock16, 1, __ATOMIC_ACQUIRE)) {
  }
}
static void give(void) { __atomic_store_n(&lock16, 0, __ATOMIC_RELEASE); }
u128 rt_load16(volatile u128 *p, int o) __asm__("__atomic_load_16");
u128 rt_load16(volatile u128 *p, int o) {
  (void)o;
  take();
  u128 v = *p;
  give();
  return v;
}
void rt_store16(volatile u128 *p, u128 v, int o) __asm__("__atomic_store_16");
void rt_store16(volatile u128 *p, u128 v, int o) {
  (void)o;
  take();
  *p = v;
  give();
}
u128 rt_xchg16(volatile u128 *p, u128 v, int o) __asm__("__atomic_exchange_16");
u128 rt_xchg16(volatile u128 *p, u128 v, int o) {
  (void)o;
  take();
  u128 old = *p;
  *p = v;
  give();
  return old;
}
_Bool rt_cas16(volatile u128 *p, u128 *e, u128 n, int s, int f) __asm__("__atomic_compare_exchange_16");
_Bool rt_cas16(volatile u128 *p, u128 *e, u128 n, int s, int f) {
  (void)s, (void)f;
  take();
  u128 old = *p;
  _Bool ok = old == *e;
  if (ok) *p = n; else *e = old;
  give();
  return ok;
}
#define FETCH(NAME, EXPR)                                                                      \
  u128 rt_fetch_##NAME(volatile u128 *p, u128 v, int o) __asm__("__atomic_fetch_" #NAME "_16"); \
  u128 rt_fetch_##NAME(volatile u128 *p, u128 v, int o) {                                      \
    (void)o;                                                                                   \
    take();                                                                                    \
    u128 old = *p;                                                                             \
    *p = (EXPR);                                                                               \
    give();                                                                                    \
    return old;                                                                                \
  }
FETCH(add, old + v)
FETCH(sub, old - v)
FETCH(and, old & v)
FETCH(or, old | v)
FETCH(xor, old ^ v)
FETCH(nand, ~(old & v))
