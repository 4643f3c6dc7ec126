/* Bit tricks: popcount, rotates, byte swaps, parity, bit reversal, hashing (mca-compilers input). */
#include <stdint.h>

unsigned popcount_loop(uint64_t x) {
  unsigned c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }

uint64_t bswap_manual(uint64_t x) {
  x = ((x & 0x00ff00ff00ff00ffULL) << 8) | ((x >> 8) & 0x00ff00ff00ff00ffULL);
  x = ((x & 0x0000ffff0000ffffULL) << 16) | ((x >> 16) & 0x0000ffff0000ffffULL);
  return (x << 32) | (x >> 32);
}

int parity32(uint32_t x) {
  x ^= x >> 16;
  x ^= x >> 8;
  x ^= x >> 4;
  x ^= x >> 2;
  x ^= x >> 1;
  return x & 1;
}

uint32_t reverse_bits(uint32_t x) {
  uint32_t r = 0;
  for (int i = 0; i < 32; i++) {
    r = (r << 1) | (x & 1);
    x >>= 1;
  }
  return r;
}

uint64_t fnv1a(const unsigned char *p, unsigned long n) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned long i = 0; i < n; i++) {
    h ^= p[i];
    h *= 1099511628211ULL;
  }
  return h;
}

uint32_t murmur_mix(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6bU;
  h ^= h >> 13;
  h *= 0xc2b2ae35U;
  h ^= h >> 16;
  return h;
}

int lowest_set(uint64_t x) { return x ? __builtin_ctzll(x) : -1; }

int highest_set(uint32_t x) { return x ? 31 - __builtin_clz(x) : -1; }

uint64_t next_pow2(uint64_t x) {
  x--;
  x |= x >> 1;
  x |= x >> 2;
  x |= x >> 4;
  x |= x >> 8;
  x |= x >> 16;
  x |= x >> 32;
  return x + 1;
}

int64_t abs_branchless(int64_t x) {
  int64_t m = x >> 63;
  return (x ^ m) - m;
}
