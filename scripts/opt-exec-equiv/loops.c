/* Loops for loop-simplify, lcssa and licm (issue 16), run by scripts/opt-exec-equiv.sh (prints
 * its results) and compared with opt-22 by scripts/opt-transforms-diff.sh: nested loops,
 * several exits, break and continue, goto out of a nest, switch in a loop, do-while, invariant
 * loads and arithmetic, conditional and unconditional stores to globals and locals (the seed's
 * `x += 1` loop), volatile and atomic accesses in loops. */
#include <stdatomic.h>
#include <stdio.h>

int g_counter;
int g_table[16];
volatile int g_vol;
_Atomic int g_atomic;

static int sum_to(int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += i;
    return s;
}

static int nested_break(int n, int limit) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if ((i ^ j) & 1)
                continue;
            s += i * j;
            if (s > limit)
                goto out;
        }
        if (s % 7 == 3)
            break;
    }
out:
    return s;
}

static int switch_loop(int n) {
    int a = 0, b = 0;
    for (int i = 0; i < n; i++) {
        switch (i % 4) {
        case 0: a += i; break;
        case 1: b -= i; continue;
        case 2: a ^= b; break;
        default: if (a > 100) return a + b;
        }
        b += 1;
    }
    return a * 3 + b;
}

static void cond_increment(int n, int every) {
    for (int i = 0; i < n; i++)
        if (i % every == 0)
            g_counter += 1;
}

static void always_increment(int n) {
    for (int i = 0; i < n; i++)
        g_counter += 2;
}

static int invariant_loads(const int *p, int n, int k) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        int scale = p[k] * 3 + k;
        s += scale ^ i;
    }
    return s;
}

static int do_while(int n) {
    int i = 0, s = 1;
    do {
        s = s * 3 % 1000;
        i++;
    } while (i < n && s != 1);
    return s + i;
}

static int local_array(int n) {
    int buf[8] = {0};
    for (int i = 0; i < n; i++) {
        buf[i & 7] += i;
        if (buf[0] > 50)
            break;
    }
    int s = 0;
    for (int i = 0; i < 8; i++)
        s += buf[i];
    return s;
}

static int volatile_loop(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        g_vol = i;
        s += g_vol;
    }
    return s;
}

static int atomic_loop(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        atomic_fetch_add_explicit(&g_atomic, 1, memory_order_relaxed);
        s += atomic_load_explicit(&g_atomic, memory_order_acquire);
    }
    return s;
}

static int table_walk(int n) {
    for (int i = 0; i < 16; i++)
        g_table[i] = i * i;
    int s = 0;
    while (n-- > 0) {
        int idx = n & 15;
        if (g_table[idx] > 100)
            s += g_table[idx] - 100;
        else
            s += g_table[idx];
    }
    return s;
}

int main(void) {
    printf("%d %d %d\n", sum_to(10), sum_to(0), sum_to(1000));
    printf("%d %d\n", nested_break(20, 500), nested_break(5, 1 << 30));
    printf("%d %d\n", switch_loop(50), switch_loop(3));
    cond_increment(100, 3);
    always_increment(10);
    printf("%d\n", g_counter);
    printf("%d\n", invariant_loads(g_table, 10, 2));
    printf("%d %d\n", do_while(50), do_while(1));
    printf("%d %d\n", local_array(30), local_array(3));
    printf("%d\n", volatile_loop(20));
    printf("%d\n", atomic_loop(20));
    printf("%d\n", table_walk(40));
    return 0;
}
