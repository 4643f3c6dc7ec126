/* FNV-1a and a 64-bit mix: integer multiply, shifts, xor and a loop over bytes. */
unsigned long fnv1a(const unsigned char *s, unsigned long n) {
  unsigned long h = 1469598103934665603ul;
  for (unsigned long i = 0; i < n; i++) {
    h ^= s[i];
    h *= 1099511628211ul;
  }
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdul;
  h ^= h >> 33;
  return h;
}
