/* Branches, loops, switches and known conditions over locals: mem2reg, early-cse's known branch
   conditions, loop-invariant loads. */
#include <stdio.h>
struct S { int a, b; long c[4]; };
__attribute__((noinline)) int known_cond(int x, int y) {
    int r = 0;
    if (x < y) {
        if (x < y) r += 1;
        if (y > x) r += 2;
        if (x < y && x != y) r += 4;
    } else {
        if (x < y) r += 8;
        r += (x >= y) * 16;
    }
    return r;
}
__attribute__((noinline)) long loop_inv(struct S *s, int n) {
    long t = 0;
    for (int i = 0; i < n; i++) {
        t += s->a * s->b + s->c[i & 3];
        if (i % 7 == 3) s->c[1] += i;
    }
    return t;
}
__attribute__((noinline)) int sw(int x) {
    int v = 0;
    switch (x % 5) {
    case 0: v = x; break;
    case 1: v = x * 2; /* fall through */
    case 2: v += 3; break;
    case 3: return -x;
    default: v = 99;
    }
    return v + (x % 5);
}
int main(void) {
    struct S s = {3, 5, {1, 2, 3, 4}};
    for (int i = -3; i < 4; i++)
        printf("%d %d %d\n", known_cond(i, 0), known_cond(0, i), sw(i + 7));
    printf("%ld %ld\n", loop_inv(&s, 50), s.c[1]);
    return 0;
}
