/* Atomic and volatile accesses beside plain ones: what no pass may merge, drop or reorder. */
#include <stdio.h>
#include <stdatomic.h>
static _Atomic int counter;
static atomic_long flags;
static volatile int mmio;
static int plain;
__attribute__((noinline)) int relaxed_twice(void) {
    int a = atomic_load_explicit(&counter, memory_order_relaxed);
    int b = atomic_load_explicit(&counter, memory_order_relaxed);
    atomic_store_explicit(&counter, a + b + 1, memory_order_relaxed);
    atomic_store_explicit(&counter, a + b + 2, memory_order_relaxed);
    return a + b;
}
__attribute__((noinline)) int acquire_release(int x) {
    plain = x;
    atomic_store_explicit(&counter, x, memory_order_release);
    int y = plain;
    int z = atomic_load_explicit(&counter, memory_order_acquire);
    plain = y + z;
    atomic_thread_fence(memory_order_seq_cst);
    return plain + atomic_fetch_add(&counter, 3);
}
__attribute__((noinline)) int volatile_ops(int x) {
    mmio = x;
    mmio = x;
    int a = mmio;
    int b = mmio;
    plain = a;
    int c = plain;
    return a + b + c;
}
__attribute__((noinline)) long rmw(long v) {
    long old = atomic_exchange(&flags, v);
    long exp = v;
    atomic_compare_exchange_strong(&flags, &exp, v * 2);
    atomic_fetch_or_explicit(&flags, 1, memory_order_acq_rel);
    return old + exp + atomic_load(&flags);
}
int main(void) {
    for (int i = 0; i < 5; i++) {
        printf("%d ", relaxed_twice());
        printf("%d ", acquire_release(i));
        printf("%d ", volatile_ops(i * 3));
        printf("%ld\n", rmw(i + 10));
    }
    printf("%d %ld %d\n", atomic_load(&counter), atomic_load(&flags), plain);
    return 0;
}
