#include <immintrin.h>
#include <stddef.h>
__attribute__((target("avx2,fma")))
float dot(const float *a, const float *b, size_t n) {
  __m256 acc = _mm256_setzero_ps();
  size_t i = 0;
  for (; i + 8 <= n; i += 8)
    acc = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), acc);
  __m128 lo = _mm256_castps256_ps128(acc), hi = _mm256_extractf128_ps(acc, 1);
  lo = _mm_add_ps(lo, hi);
  lo = _mm_hadd_ps(lo, lo);
  lo = _mm_hadd_ps(lo, lo);
  float s = _mm_cvtss_f32(lo);
  for (; i < n; i++) s += a[i] * b[i];
  return s;
}
__attribute__((target("avx2")))
void sat(unsigned char *d, const unsigned char *x, const unsigned char *y) {
  __m256i p = _mm256_loadu_si256((const __m256i *)x), q = _mm256_loadu_si256((const __m256i *)y);
  __m256i r = _mm256_adds_epu8(p, q);
  r = _mm256_max_epu8(r, _mm256_subs_epu8(p, q));
  r = _mm256_shuffle_epi8(r, q);
  int m = _mm256_movemask_epi8(r);
  r = _mm256_sad_epu8(r, p);
  r = _mm256_packus_epi16(r, _mm256_madd_epi16(r, q));
  _mm256_storeu_si256((__m256i *)d, r);
  d[0] = (unsigned char)m;
}
__attribute__((target("sse4.2,popcnt,aes,pclmul")))
unsigned crc(const unsigned char *p, int n, __m128i *k) {
  unsigned c = 0;
  for (int i = 0; i < n; i++) c = _mm_crc32_u8(c, p[i]);
  __m128i v = _mm_loadu_si128((const __m128i *)p);
  v = _mm_aesenc_si128(v, *k);
  v = _mm_clmulepi64_si128(v, *k, 0x10);
  v = _mm_minpos_epu16(v);
  *k = _mm_blendv_epi8(v, *k, v);
  return c + _mm_popcnt_u32(n) + _mm_cvtsi128_si32(v) + _mm_testz_si128(v, v);
}
__attribute__((target("avx512f,avx512bw,avx512vl")))
void masked(float *d, const float *s, int n) {
  __mmask16 m = (__mmask16)((1u << (n & 15)) - 1);
  __m512 v = _mm512_maskz_loadu_ps(m, s);
  v = _mm512_sqrt_ps(v);
  v = _mm512_rcp14_ps(v);
  _mm512_mask_storeu_ps(d, m, v);
  d[16] = _mm512_reduce_add_ps(v);
  __m512i i = _mm512_cvtps_epi32(v);
  d[17] = (float)_mm512_reduce_max_epi32(i);
}
void sse2(double *d, const double *s) {
  __m128d a = _mm_loadu_pd(s), b = _mm_sqrt_pd(a);
  b = _mm_max_pd(a, b);
  b = _mm_min_sd(a, b);
  __m128i c = _mm_cvtpd_epi32(b);
  c = _mm_sll_epi32(c, c);
  c = _mm_srai_epi16(c, 3);
  c = _mm_packs_epi32(c, c);
  _mm_storeu_pd(d, _mm_castsi128_pd(c));
  _mm_sfence();
  _mm_clflush(d);
  _mm_lfence();
  _mm_mfence();
  _mm_pause();
  d[3] = _mm_cvtsd_si32(b) + _mm_movemask_pd(b) + _mm_comieq_sd(a, b);
  unsigned long long t = __rdtsc();
  d[4] = (double)t;
}
