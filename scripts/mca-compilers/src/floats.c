/* Floating point: polynomials, reductions, conversions, min/max, a small matrix product
   (mca-compilers input). */

double horner(const double *c, int n, double x) {
  double r = 0;
  for (int i = n - 1; i >= 0; i--)
    r = r * x + c[i];
  return r;
}

float sum_floats(const float *a, int n) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

double mean_square(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * a[i];
  return n ? s / n : 0;
}

int round_to_int(double x) { return (int)(x + (x < 0 ? -0.5 : 0.5)); }

float clampf(float x, float lo, float hi) { return x < lo ? lo : x > hi ? hi : x; }

void scale_floats(float *a, int n, float k) {
  for (int i = 0; i < n; i++)
    a[i] *= k;
}

void matmul4(const float *a, const float *b, float *c) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      float s = 0;
      for (int k = 0; k < 4; k++)
        s += a[i * 4 + k] * b[k * 4 + j];
      c[i * 4 + j] = s;
    }
}

double lerp(double a, double b, double t) { return a + (b - a) * t; }

long double_to_fixed(double x) { return (long)(x * 65536.0); }

float int_ratio(int a, int b) { return (float)a / (float)b; }
