/* Atomic read-modify-write and fences, as a lock-free counter and a seqlock reader do. */
#include <stdatomic.h>
long bump(_Atomic long *counter, long by) {
  long old = atomic_fetch_add_explicit(counter, by, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  long expected = old + by;
  atomic_compare_exchange_strong(counter, &expected, expected * 2);
  return expected;
}
