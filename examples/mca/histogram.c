/* Byte histogram: loads, an indexed read-modify-write, a loop-carried memory dependence. */
void histogram(unsigned *restrict counts, const unsigned char *data, unsigned long n) {
  for (unsigned long i = 0; i < n; i++)
    counts[data[i]]++;
}
