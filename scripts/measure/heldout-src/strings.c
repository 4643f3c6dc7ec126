/* Held-out block source (issue 18): string routines, written for the held-out accuracy set only. */
#include <stddef.h>
#include <stdint.h>

size_t my_strlen(const char *s) { const char *p = s; while (*p) p++; return (size_t)(p - s); }

int my_strcmp(const char *a, const char *b) {
  while (*a && *a == *b) { a++; b++; }
  return (unsigned char)*a - (unsigned char)*b;
}

char *my_strrchr(const char *s, int c) {
  const char *last = 0;
  do { if (*s == (char)c) last = s; } while (*s++);
  return (char *)last;
}

void to_upper(char *s) { for (; *s; s++) if (*s >= 'a' && *s <= 'z') *s -= 32; }

size_t count_words(const char *s) {
  size_t n = 0; int in = 0;
  for (; *s; s++) {
    int sp = *s == ' ' || *s == '\t' || *s == '\n';
    if (!sp && !in) n++;
    in = !sp;
  }
  return n;
}

void reverse_bytes(char *s, size_t n) {
  for (size_t i = 0, j = n ? n - 1 : 0; i < j; i++, j--) { char t = s[i]; s[i] = s[j]; s[j] = t; }
}

int is_palindrome(const char *s, size_t n) {
  size_t i = 0, j = n;
  while (i + 1 < j) { if (s[i] != s[j - 1]) return 0; i++; j--; }
  return 1;
}

size_t naive_find(const char *hay, size_t n, const char *needle, size_t m) {
  if (m == 0) return 0;
  for (size_t i = 0; i + m <= n; i++) {
    size_t k = 0;
    while (k < m && hay[i + k] == needle[k]) k++;
    if (k == m) return i;
  }
  return (size_t)-1;
}

void kmp_table(const char *p, size_t m, size_t *fail) {
  fail[0] = 0;
  size_t k = 0;
  for (size_t i = 1; i < m; i++) {
    while (k > 0 && p[i] != p[k]) k = fail[k - 1];
    if (p[i] == p[k]) k++;
    fail[i] = k;
  }
}

size_t levenshtein(const char *a, size_t na, const char *b, size_t nb, size_t *row) {
  for (size_t j = 0; j <= nb; j++) row[j] = j;
  for (size_t i = 1; i <= na; i++) {
    size_t prev = row[0]; row[0] = i;
    for (size_t j = 1; j <= nb; j++) {
      size_t cur = row[j];
      size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      size_t best = prev + cost;
      if (row[j] + 1 < best) best = row[j] + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best; prev = cur;
    }
  }
  return row[nb];
}

size_t utf8_count(const unsigned char *s, size_t n) {
  size_t c = 0;
  for (size_t i = 0; i < n; i++) c += (s[i] & 0xc0) != 0x80;
  return c;
}

size_t hex_encode(const uint8_t *in, size_t n, char *out) {
  static const char digits[] = "0123456789abcdef";
  for (size_t i = 0; i < n; i++) { out[2 * i] = digits[in[i] >> 4]; out[2 * i + 1] = digits[in[i] & 15]; }
  out[2 * n] = 0;
  return 2 * n;
}

size_t base64_encode(const uint8_t *in, size_t n, char *out) {
  static const char t[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  size_t o = 0, i = 0;
  for (; i + 2 < n; i += 3) {
    uint32_t v = (uint32_t)in[i] << 16 | (uint32_t)in[i + 1] << 8 | in[i + 2];
    out[o++] = t[v >> 18]; out[o++] = t[(v >> 12) & 63]; out[o++] = t[(v >> 6) & 63]; out[o++] = t[v & 63];
  }
  if (i < n) {
    uint32_t v = (uint32_t)in[i] << 16 | (i + 1 < n ? (uint32_t)in[i + 1] << 8 : 0);
    out[o++] = t[v >> 18]; out[o++] = t[(v >> 12) & 63];
    out[o++] = i + 1 < n ? t[(v >> 6) & 63] : '='; out[o++] = '=';
  }
  out[o] = 0;
  return o;
}

void trim_right(char *s, size_t n) { while (n && (s[n - 1] == ' ' || s[n - 1] == '\n')) s[--n] = 0; }

size_t replace_char(char *s, char from, char to) {
  size_t n = 0;
  for (; *s; s++) if (*s == from) { *s = to; n++; }
  return n;
}
