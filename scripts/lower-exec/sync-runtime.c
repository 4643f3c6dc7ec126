/* The `__sync_*` functions for 1, 2 and 4 bytes that atomir's output calls on a target without
 * compare-and-swap (i386): the platform runtime such a target must provide lock-free (ARM
 * Linux has kernel helpers for it; an i386 system would need its OS to). Linked into the
 * lower-exec harness only for those rows. This file is the runtime, not atomir's output: it
 * is compiled by the host-side compiler with its own atomic builtins, each a full barrier.
 * Every function is defined under its exact symbol name with an asm label (the names are
 * builtins to gcc).
 */
#include <stdint.h>

#define SYNC_RMW(NAME, T, N, EXPR)                                                             \
  T sync_##NAME##_##N(volatile T *p, T v) __asm__("__sync_fetch_and_" #NAME "_" #N);           \
  T sync_##NAME##_##N(volatile T *p, T v) {                                                    \
    T old = __atomic_load_n(p, __ATOMIC_RELAXED), new_;                                        \
    do {                                                                                       \
      new_ = (T)(EXPR);                                                                        \
    } while (!__atomic_compare_exchange_n(p, &old, new_, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)); \
    return old;                                                                                \
  }

#define SYNC_SIZE(T, S, N)                                                                     \
  SYNC_RMW(add, T, N, old + v)                                                                 \
  SYNC_RMW(sub, T, N, old - v)                                                                 \
  SYNC_RMW(and, T, N, old & v)                                                                 \
  SYNC_RMW(or, T, N, old | v)                                                                  \
  SYNC_RMW(xor, T, N, old ^ v)                                                                 \
  SYNC_RMW(nand, T, N, ~(old & v))                                                             \
  SYNC_RMW(max, T, N, (S)old > (S)v ? old : v)                                                 \
  SYNC_RMW(min, T, N, (S)old < (S)v ? old : v)                                                 \
  SYNC_RMW(umax, T, N, old > v ? old : v)                                                      \
  SYNC_RMW(umin, T, N, old < v ? old : v)                                                      \
  T sync_tas_##N(volatile T *p, T v) __asm__("__sync_lock_test_and_set_" #N);                  \
  T sync_tas_##N(volatile T *p, T v) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); }   \
  T sync_vcas_##N(volatile T *p, T e, T n) __asm__("__sync_val_compare_and_swap_" #N);         \
  T sync_vcas_##N(volatile T *p, T e, T n) {                                                   \
    __atomic_compare_exchange_n(p, &e, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);              \
    return e;                                                                                  \
  }

SYNC_SIZE(uint8_t, int8_t, 1)
SYNC_SIZE(uint16_t, int16_t, 2)
SYNC_SIZE(uint32_t, int32_t, 4)
