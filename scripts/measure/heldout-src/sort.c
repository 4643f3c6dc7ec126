/* Held-out block source (issue 18): sorting and searching routines, written for the held-out
   accuracy set only; never used to choose the host model's rules. */
#include <stddef.h>
#include <stdint.h>

void insertion_sort_i32(int32_t *a, size_t n) {
  for (size_t i = 1; i < n; i++) {
    int32_t v = a[i];
    size_t j = i;
    while (j > 0 && a[j - 1] > v) { a[j] = a[j - 1]; j--; }
    a[j] = v;
  }
}

static void swap_u64(uint64_t *x, uint64_t *y) { uint64_t t = *x; *x = *y; *y = t; }

size_t partition_u64(uint64_t *a, size_t lo, size_t hi) {
  uint64_t pivot = a[(lo + hi) / 2];
  size_t i = lo, j = hi;
  for (;;) {
    while (a[i] < pivot) i++;
    while (a[j] > pivot) j--;
    if (i >= j) return j;
    swap_u64(&a[i], &a[j]);
    i++; j--;
  }
}

void quicksort_u64(uint64_t *a, size_t lo, size_t hi) {
  while (lo < hi) {
    size_t p = partition_u64(a, lo, hi);
    if (p - lo < hi - p) { quicksort_u64(a, lo, p); lo = p + 1; }
    else { quicksort_u64(a, p + 1, hi); hi = p; }
  }
}

void sift_down(int64_t *h, size_t n, size_t i) {
  for (;;) {
    size_t l = 2 * i + 1, r = l + 1, m = i;
    if (l < n && h[l] > h[m]) m = l;
    if (r < n && h[r] > h[m]) m = r;
    if (m == i) return;
    int64_t t = h[i]; h[i] = h[m]; h[m] = t;
    i = m;
  }
}

void heapsort_i64(int64_t *h, size_t n) {
  for (size_t i = n / 2; i-- > 0;) sift_down(h, n, i);
  for (size_t k = n; k-- > 1;) { int64_t t = h[0]; h[0] = h[k]; h[k] = t; sift_down(h, k, 0); }
}

void merge_i32(const int32_t *a, size_t na, const int32_t *b, size_t nb, int32_t *out) {
  size_t i = 0, j = 0, k = 0;
  while (i < na && j < nb) out[k++] = a[i] <= b[j] ? a[i++] : b[j++];
  while (i < na) out[k++] = a[i++];
  while (j < nb) out[k++] = b[j++];
}

void counting_sort_u8(uint8_t *a, size_t n, uint32_t *count) {
  for (int i = 0; i < 256; i++) count[i] = 0;
  for (size_t i = 0; i < n; i++) count[a[i]]++;
  size_t k = 0;
  for (int v = 0; v < 256; v++)
    for (uint32_t c = count[v]; c; c--) a[k++] = (uint8_t)v;
}

void radix_pass_u32(const uint32_t *in, uint32_t *out, size_t n, int shift, size_t *bucket) {
  for (int i = 0; i < 256; i++) bucket[i] = 0;
  for (size_t i = 0; i < n; i++) bucket[(in[i] >> shift) & 255]++;
  size_t sum = 0;
  for (int i = 0; i < 256; i++) { size_t c = bucket[i]; bucket[i] = sum; sum += c; }
  for (size_t i = 0; i < n; i++) out[bucket[(in[i] >> shift) & 255]++] = in[i];
}

ptrdiff_t lower_bound_f64(const double *a, size_t n, double key) {
  size_t lo = 0, hi = n;
  while (lo < hi) { size_t mid = lo + (hi - lo) / 2; if (a[mid] < key) lo = mid + 1; else hi = mid; }
  return (ptrdiff_t)lo;
}

size_t branchless_search_i32(const int32_t *a, size_t n, int32_t key) {
  const int32_t *base = a;
  while (n > 1) { size_t half = n / 2; base = base[half] < key ? base + half : base; n -= half; }
  return (size_t)(base - a) + (*base < key);
}

void shell_sort_f32(float *a, size_t n) {
  static const size_t gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
  for (int g = 0; g < 8; g++) {
    size_t gap = gaps[g];
    for (size_t i = gap; i < n; i++) {
      float t = a[i]; size_t j = i;
      for (; j >= gap && a[j - gap] > t; j -= gap) a[j] = a[j - gap];
      a[j] = t;
    }
  }
}

int is_sorted_pairs(const int64_t *k, const int32_t *v, size_t n) {
  for (size_t i = 1; i < n; i++)
    if (k[i - 1] > k[i] || (k[i - 1] == k[i] && v[i - 1] > v[i])) return 0;
  return 1;
}
