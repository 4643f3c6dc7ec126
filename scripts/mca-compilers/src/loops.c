/* Loops over arrays: sums, dot products, prefix sums, strided copies (mca-compilers input). */
#include <stddef.h>
#include <stdint.h>

long sum_longs(const long *a, size_t n) {
  long s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

int dot_ints(const int *a, const int *b, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

void prefix_sums(uint32_t *a, size_t n) {
  for (size_t i = 1; i < n; i++)
    a[i] += a[i - 1];
}

void strided_copy(short *dst, const short *src, size_t n, size_t stride) {
  for (size_t i = 0; i < n; i++)
    dst[i] = src[i * stride];
}

unsigned count_below(const unsigned char *p, size_t n, unsigned char limit) {
  unsigned c = 0;
  for (size_t i = 0; i < n; i++)
    c += p[i] < limit;
  return c;
}

void saxpy_int(int *y, const int *x, int a, int n) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

long matrix_trace(const long *m, int dim) {
  long t = 0;
  for (int i = 0; i < dim; i++)
    t += m[i * dim + i];
  return t;
}

int max_index(const int *a, int n) {
  int best = 0;
  for (int i = 1; i < n; i++)
    if (a[i] > a[best])
      best = i;
  return best;
}
