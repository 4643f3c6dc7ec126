/* 4x4 single-precision matrix multiply, the inner loop of many graphics kernels. */
void matmul4(float *restrict c, const float *restrict a, const float *restrict b) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      float s = 0.0f;
      for (int k = 0; k < 4; k++)
        s += a[i * 4 + k] * b[k * 4 + j];
      c[i * 4 + j] = s;
    }
}
