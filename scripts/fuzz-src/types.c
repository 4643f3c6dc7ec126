#include <complex.h>
#include <stdint.h>
#include <stdalign.h>
_BitInt(37) bi(_BitInt(37) a, unsigned _BitInt(129) b) { return a * 3 + (_BitInt(37))(b >> 7); }
double complex cmul(double complex a, double complex b) { return a * b / (b + 1.0); }
float complex cf(float complex a) { return conjf(a) * I; }
struct S { char c; alignas(32) double d; int arr[3]; };
struct S pass(struct S s, struct S *p) { s.d += p->d; p->arr[1] = s.c; return s; }
union U { float f; uint32_t u; struct { uint16_t lo, hi; } h; };
uint32_t pun(float f) { union U u = { .f = f }; return u.u ^ u.h.hi; }
typedef struct { long a, b, c, d, e; } Big;
Big bigret(Big x) { x.e = x.a + x.b; return x; }
static const int lut[256] = { [0] = 1, [7] = 5, [255] = 9 };
int lk(unsigned char i) { return lut[i]; }
const char *strs[] = { "alpha", "beta\n", "g\"amma", "\x01\x7f" };
int nested(int n) { int s = 0; for (int i = 0; i < n; i++) for (int j = i; j < n; j++) { if ((i ^ j) & 1) continue; s += i * j; if (s > 1000) goto out; } out: return s; }
float fconv(double d, long long l, unsigned u) { return (float)d + (float)l + (float)u + (int)d; }
__attribute__((weak)) int wk(void) { return 1; }
__attribute__((visibility("hidden"))) int hid = 3;
__attribute__((section(".mysec"), used)) static int insec = 4;
extern int ext_arr[];
int *ea(void) { return &ext_arr[2]; }
__attribute__((constructor)) static void ctor(void) { hid++; }
__attribute__((alias("wk"))) int wk_alias(void);
int (*fptr)(void) = wk;
void (*resolve_f(void))(void) { return 0; }
void ifn(void) __attribute__((ifunc("resolve_f")));
