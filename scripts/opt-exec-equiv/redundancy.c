/* Redundant loads, stores and expressions across blocks: what early-cse, gvn and dse remove. */
#include <stdio.h>
#include <stdint.h>
static int g[64];
__attribute__((noinline)) int sum_twice(const int *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        int a = p[i], b = p[i];
        s += a * 3 + b * 3 + (a ^ b);
    }
    return s;
}
__attribute__((noinline)) int forward(int *p, int *q, int x) {
    *p = x;
    *q = x + 1;
    int y = *p;
    *p = y;
    if (x & 1) { *p = y + 2; }
    return *p + *q + y;
}
__attribute__((noinline)) uint32_t mix(uint32_t a, uint32_t b) {
    uint32_t c = (a + b) * (a + b);
    uint32_t d = (b + a) << 3;
    uint32_t e = a + 0;
    uint32_t f = ~~e;
    return c ^ d ^ (f * 1) ^ (a == a);
}
int main(void) {
    for (int i = 0; i < 64; i++) g[i] = i * i - 7 * i;
    int a = 0, b = 0;
    printf("%d\n", sum_twice(g, 64));
    for (int i = 0; i < 10; i++) printf("%d %d %d\n", forward(&a, &b, i), a, b);
    printf("%d\n", forward(&a, &a, 5));
    printf("%u %u\n", mix(3, 4), mix(0xffffffffu, 17));
    return 0;
}
