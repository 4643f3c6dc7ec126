/* An 8-tap FIR filter over doubles: multiply-add chains, vectorised by clang at -O2. */
void fir8(double *restrict out, const double *restrict in, const double *restrict taps, int n) {
  for (int i = 0; i < n; i++) {
    double acc = 0.0;
    for (int t = 0; t < 8; t++)
      acc += in[i + t] * taps[t];
    out[i] = acc;
  }
}
