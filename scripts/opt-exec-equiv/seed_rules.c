/* The patterns `-atomic-opt=seed` optimises (seed 001's rules): plain accesses forwarded, reused
 * or made dead across monotonic, acquire, release and volatile accesses of other places, and
 * adjacent atomic stores to one place. Each function prints what it computed, so a run after
 * the pipeline must print the same in both modes. */
#include <stdio.h>
#include <stdatomic.h>
static _Atomic int flag, other;
static volatile int mmio;
static int data[4];
static int *shared = data;

/* A store before an acquire load is forwarded to a load after it; the first of two stores
 * around it is dead. */
__attribute__((noinline)) int across_acquire(int x) {
    shared[0] = x;
    int f = atomic_load_explicit(&flag, memory_order_acquire);
    int y = shared[0];
    shared[1] = 1;
    int g = atomic_load_explicit(&other, memory_order_seq_cst);
    shared[1] = y + f + g;
    return y + shared[1];
}

/* A load after a release store reuses a load before it; a store after it kills one before. */
__attribute__((noinline)) int across_release(int x) {
    int a = shared[2];
    shared[3] = x;
    atomic_store_explicit(&flag, a, memory_order_release);
    int b = shared[2];
    shared[3] = x + b;
    return a + b + shared[3];
}

/* Monotonic accesses and a volatile load of other places in between. */
__attribute__((noinline)) int across_relaxed_and_volatile(int x) {
    int a = shared[0];
    atomic_fetch_add_explicit(&other, 1, memory_order_relaxed);
    int v = mmio;
    int b = shared[0];
    atomic_store_explicit(&other, x, memory_order_relaxed);
    int c = shared[0];
    return a + b + c + v;
}

/* Two seq_cst stores to one place with nothing between, then a monotonic pair. */
__attribute__((noinline)) int adjacent_stores(int x) {
    atomic_store(&flag, x);
    atomic_store(&flag, x + 1);
    atomic_store_explicit(&other, x, memory_order_relaxed);
    atomic_store_explicit(&other, x * 2, memory_order_relaxed);
    return atomic_load(&flag) + atomic_load_explicit(&other, memory_order_relaxed);
}

int main(void) {
    long sum = 0;
    for (int i = 0; i < 50; i++) {
        mmio = i;
        sum += across_acquire(i);
        sum += across_release(i * 3);
        sum += across_relaxed_and_volatile(i + 7);
        sum += adjacent_stores(i);
    }
    printf("%ld %d %d %d %d %d %d\n", sum, data[0], data[1], data[2], data[3],
           atomic_load(&flag), atomic_load(&other));
    return 0;
}
