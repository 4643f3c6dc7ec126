/* Driver of pairs-diff.sh: calls each function of pairs.ll as lowered by atomir and as compiled
 * by llc-22 (the _llc copies) on a grid of 64-bit operands; prints the disagreements and
 * "RESULT checks=N bad=B"; exit 1 when any disagree. */
#include <stdint.h>
#include <stdio.h>
#define F(n) uint64_t n(uint64_t, uint64_t), n##_llc(uint64_t, uint64_t);
F(shl64) F(ashr64) F(mul64) F(sub64)
_Bool slt64(int64_t, int64_t), uge64(uint64_t, uint64_t), slt64_llc(int64_t, int64_t), uge64_llc(uint64_t, uint64_t);
int64_t misc(_Bool, int64_t, void *, int32_t), misc_llc(_Bool, int64_t, void *, int32_t);
static const uint64_t V[] = {0, 1, 5, 31, 32, 33, 63, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000ULL, 0x123456789abcdefULL, 0x8000000000000000ULL, 0xffffffffffffffffULL, 0xfffffffffffffffbULL};
int main(void) {
  int bad = 0, n = 0;
  for (unsigned i = 0; i < 15; i++) for (unsigned j = 0; j < 15; j++) {
    uint64_t a = V[i], b = V[j], s = b & 63;
#define C(f, x, y) n++; if (f(x, y) != f##_llc(x, y)) { bad++; printf(#f " %llx %llx\n", (unsigned long long)x, (unsigned long long)y); }
    C(shl64, a, s) C(ashr64, a, s) C(mul64, a, b) C(sub64, a, b) C(slt64, a, b) C(uge64, a, b)
    for (int c = 0; c < 2; c++) for (int k = 0; k < 3; k++) {
      n++;
      if (misc(c, a, (void *)0x1000, k) != misc_llc(c, a, (void *)0x1000, k)) { bad++; printf("misc %d %llx %d\n", c, (unsigned long long)a, k); }
    }
  }
  printf("RESULT checks=%d bad=%d\n", n, bad);
  return bad != 0;
}
