/* Held-out block source (issue 18): dense linear algebra and numeric kernels, written for the
   held-out accuracy set only. */
#include <stddef.h>
#include <stdint.h>

void matmul_f64(const double *a, const double *b, double *c, size_t n) {
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++) {
      double s = 0;
      for (size_t k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
}

void matmul_ikj_f32(const float *a, const float *b, float *c, size_t n) {
  for (size_t i = 0; i < n; i++)
    for (size_t k = 0; k < n; k++) {
      float aik = a[i * n + k];
      for (size_t j = 0; j < n; j++) c[i * n + j] += aik * b[k * n + j];
    }
}

void transpose_i32(const int32_t *in, int32_t *out, size_t rows, size_t cols) {
  for (size_t r = 0; r < rows; r++)
    for (size_t c = 0; c < cols; c++) out[c * rows + r] = in[r * cols + c];
}

double dot_f64(const double *x, const double *y, size_t n) {
  double s = 0; for (size_t i = 0; i < n; i++) s += x[i] * y[i]; return s;
}

void axpy_f32(float a, const float *x, float *y, size_t n) { for (size_t i = 0; i < n; i++) y[i] += a * x[i]; }

int64_t dot_i16(const int16_t *x, const int16_t *y, size_t n) {
  int64_t s = 0; for (size_t i = 0; i < n; i++) s += (int32_t)x[i] * y[i]; return s;
}

void lu_decompose(double *a, size_t n) {
  for (size_t k = 0; k < n; k++)
    for (size_t i = k + 1; i < n; i++) {
      double f = a[i * n + k] / a[k * n + k];
      a[i * n + k] = f;
      for (size_t j = k + 1; j < n; j++) a[i * n + j] -= f * a[k * n + j];
    }
}

void jacobi_step(const double *u, double *v, size_t n) {
  for (size_t i = 1; i + 1 < n; i++)
    for (size_t j = 1; j + 1 < n; j++)
      v[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1]);
}

void conv1d_f32(const float *x, size_t n, const float *k, size_t m, float *y) {
  for (size_t i = 0; i + m <= n; i++) {
    float s = 0;
    for (size_t j = 0; j < m; j++) s += x[i + j] * k[j];
    y[i] = s;
  }
}

double horner(const double *c, size_t n, double x) {
  double r = 0; for (size_t i = n; i-- > 0;) r = r * x + c[i]; return r;
}

void prefix_sum_u32(uint32_t *a, size_t n) { for (size_t i = 1; i < n; i++) a[i] += a[i - 1]; }

void complex_mul(const double *re1, const double *im1, const double *re2, const double *im2,
                 double *re, double *im, size_t n) {
  for (size_t i = 0; i < n; i++) {
    re[i] = re1[i] * re2[i] - im1[i] * im2[i];
    im[i] = re1[i] * im2[i] + im1[i] * re2[i];
  }
}

float max_abs_f32(const float *x, size_t n) {
  float m = 0; for (size_t i = 0; i < n; i++) { float v = x[i] < 0 ? -x[i] : x[i]; if (v > m) m = v; } return m;
}

void mat3_mul(const float a[9], const float b[9], float c[9]) {
  c[0] = a[0] * b[0] + a[1] * b[3] + a[2] * b[6];
  c[1] = a[0] * b[1] + a[1] * b[4] + a[2] * b[7];
  c[2] = a[0] * b[2] + a[1] * b[5] + a[2] * b[8];
  c[3] = a[3] * b[0] + a[4] * b[3] + a[5] * b[6];
  c[4] = a[3] * b[1] + a[4] * b[4] + a[5] * b[7];
  c[5] = a[3] * b[2] + a[4] * b[5] + a[5] * b[8];
  c[6] = a[6] * b[0] + a[7] * b[3] + a[8] * b[6];
  c[7] = a[6] * b[1] + a[7] * b[4] + a[8] * b[7];
  c[8] = a[6] * b[2] + a[7] * b[5] + a[8] * b[8];
}

void spmv_csr(const int32_t *rowptr, const int32_t *col, const double *val, const double *x,
              double *y, size_t rows) {
  for (size_t r = 0; r < rows; r++) {
    double s = 0;
    for (int32_t k = rowptr[r]; k < rowptr[r + 1]; k++) s += val[k] * x[col[k]];
    y[r] = s;
  }
}
