/* long double arithmetic (x87 on x86-64: fldt, fstpt, fxch, faddp, fucomip, fnstcw/fldcw
 * around conversions, fprem for fmodl) (mca-compilers input). */
long double ld_mul_add(long double a, long double b, long double c) { return a * b + c; }

long double ld_sum(const long double *p, int n) {
  long double s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

long double ld_poly(long double x) {
  long double r = 1;
  for (int i = 1; i < 8; i++)
    r = r * x + 1.0L / i;
  return r;
}

long long ld_to_ll(long double a) { return (long long)a; }

unsigned long long ld_to_ull(long double a) { return (unsigned long long)a; }

int ld_less(long double a, long double b) { return a < b; }

long double ld_max(long double a, long double b) { return a > b ? a : b; }

long double ld_fmod(long double a, long double b) { return __builtin_fmodl(a, b); }

long double ld_abs_neg(long double a) { return a < 0 ? -a : a; }

double ld_to_double(long double a) { return (double)a; }

long double ld_from_int(int i, unsigned u) { return (long double)i + (long double)u; }
