/* Held-out block source (issue 18): hash functions and hash tables, written for the held-out
   accuracy set only. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

uint32_t fnv1a32(const uint8_t *p, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 16777619u; }
  return h;
}

uint64_t fnv1a64(const char *s) {
  uint64_t h = 1469598103934665603ull;
  while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ull; }
  return h;
}

static inline uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

uint64_t fmix64(uint64_t k) {
  k ^= k >> 33; k *= 0xff51afd7ed558ccdull; k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ull; k ^= k >> 33;
  return k;
}

uint64_t murmur_like(const uint64_t *blocks, size_t nblocks, uint64_t seed) {
  uint64_t h1 = seed, h2 = seed;
  const uint64_t c1 = 0x87c37b91114253d5ull, c2 = 0x4cf5ad432745937full;
  for (size_t i = 0; i < nblocks; i++) {
    uint64_t k1 = blocks[2 * i], k2 = blocks[2 * i + 1];
    k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 ^= k1;
    h1 = rotl64(h1, 27); h1 += h2; h1 = h1 * 5 + 0x52dce729;
    k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 ^= k2;
    h2 = rotl64(h2, 31); h2 += h1; h2 = h2 * 5 + 0x38495ab5;
  }
  h1 ^= nblocks * 16; h2 ^= nblocks * 16;
  h1 += h2; h2 += h1;
  h1 = fmix64(h1); h2 = fmix64(h2);
  return h1 + h2;
}

uint32_t crc32_bitwise(const uint8_t *p, size_t n) {
  uint32_t crc = 0xffffffffu;
  for (size_t i = 0; i < n; i++) {
    crc ^= p[i];
    for (int b = 0; b < 8; b++) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1)));
  }
  return ~crc;
}

uint32_t crc32_table(const uint32_t *table, const uint8_t *p, size_t n) {
  uint32_t crc = 0xffffffffu;
  for (size_t i = 0; i < n; i++) crc = table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
  return ~crc;
}

uint32_t adler32(const uint8_t *p, size_t n) {
  uint32_t a = 1, b = 0;
  while (n) {
    size_t k = n < 5552 ? n : 5552;
    n -= k;
    while (k--) { a += *p++; b += a; }
    a %= 65521; b %= 65521;
  }
  return (b << 16) | a;
}

struct slot { uint64_t key; uint64_t value; };

int table_insert(struct slot *t, size_t mask, uint64_t key, uint64_t value) {
  size_t i = fmix64(key) & mask;
  for (size_t probe = 0; probe <= mask; probe++) {
    if (t[i].key == 0 || t[i].key == key) { t[i].key = key; t[i].value = value; return 1; }
    i = (i + probe + 1) & mask;
  }
  return 0;
}

uint64_t table_lookup(const struct slot *t, size_t mask, uint64_t key) {
  size_t i = fmix64(key) & mask;
  for (size_t probe = 0; probe <= mask; probe++) {
    if (t[i].key == key) return t[i].value;
    if (t[i].key == 0) return 0;
    i = (i + probe + 1) & mask;
  }
  return 0;
}

uint32_t xorshift32(uint32_t *state) {
  uint32_t x = *state; x ^= x << 13; x ^= x >> 17; x ^= x << 5; return *state = x;
}

uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void bloom_add(uint64_t *bits, uint32_t nbits, const char *s, size_t len) {
  uint64_t h = 0;
  for (size_t i = 0; i < len; i++) h = h * 31 + (unsigned char)s[i];
  uint32_t h1 = (uint32_t)h, h2 = (uint32_t)(h >> 32);
  for (uint32_t k = 0; k < 7; k++) {
    uint32_t b = (h1 + k * h2) % nbits;
    bits[b / 64] |= 1ull << (b % 64);
  }
}

uint32_t djb2(const char *s) { uint32_t h = 5381; int c; while ((c = *s++)) h = ((h << 5) + h) + c; return h; }

uint64_t siphash_round(uint64_t v[4]) {
  v[0] += v[1]; v[1] = rotl64(v[1], 13); v[1] ^= v[0]; v[0] = rotl64(v[0], 32);
  v[2] += v[3]; v[3] = rotl64(v[3], 16); v[3] ^= v[2];
  v[0] += v[3]; v[3] = rotl64(v[3], 21); v[3] ^= v[0];
  v[2] += v[1]; v[1] = rotl64(v[1], 17); v[1] ^= v[2]; v[2] = rotl64(v[2], 32);
  return v[0] ^ v[1] ^ v[2] ^ v[3];
}
