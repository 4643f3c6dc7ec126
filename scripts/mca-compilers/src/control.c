/* Switches, state machines, strings and atomics (mca-compilers input). */
#include <stddef.h>

int classify_char(int c) {
  switch (c) {
  case ' ':
  case '\t':
  case '\n':
    return 0;
  case '0': case '1': case '2': case '3': case '4':
  case '5': case '6': case '7': case '8': case '9':
    return 1;
  case '+':
  case '-':
    return 2;
  case '(':
    return 3;
  case ')':
    return 4;
  default:
    return 5;
  }
}

int op_apply(int op, int a, int b) {
  switch (op) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  case 3: return b ? a / b : 0;
  case 4: return a & b;
  case 5: return a | b;
  case 6: return a ^ b;
  default: return 0;
  }
}

size_t my_strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
}

int my_strcmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}

void to_upper(char *s) {
  for (; *s; s++)
    if (*s >= 'a' && *s <= 'z')
      *s -= 'a' - 'A';
}

long parse_decimal(const char *s) {
  long v = 0;
  int neg = *s == '-';
  if (neg || *s == '+')
    s++;
  while (*s >= '0' && *s <= '9')
    v = v * 10 + (*s++ - '0');
  return neg ? -v : v;
}

int count_words(const char *s) {
  int n = 0, in = 0;
  for (; *s; s++) {
    int space = *s == ' ' || *s == '\n';
    if (!space && !in)
      n++;
    in = !space;
  }
  return n;
}

long counter_add(long *c, long v) { return __atomic_fetch_add(c, v, __ATOMIC_SEQ_CST); }

int counter_cas(int *p, int expected, int desired) {
  return __atomic_compare_exchange_n(p, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

void publish(long *slot, long v) { __atomic_store_n(slot, v, __ATOMIC_SEQ_CST); }

long consume(const long *slot) { return __atomic_load_n(slot, __ATOMIC_ACQUIRE); }

int spin_try_lock(int *lock) { return !__atomic_exchange_n(lock, 1, __ATOMIC_ACQUIRE); }

void fence_both(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

unsigned long read_tsc_asm(void) {
  unsigned lo, hi;
  __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long)hi << 32) | lo;
}

void zero_bytes_asm(void *p, unsigned long n) {
  __asm__ volatile("rep stosb" : "+D"(p), "+c"(n) : "a"(0) : "memory");
}
