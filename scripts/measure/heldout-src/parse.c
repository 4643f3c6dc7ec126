/* Held-out block source (issue 18): parsing and formatting code, written for the held-out
   accuracy set only. */
#include <stddef.h>
#include <stdint.h>

int64_t parse_i64(const char *s, const char **end) {
  int neg = 0; int64_t v = 0;
  while (*s == ' ') s++;
  if (*s == '-' || *s == '+') neg = *s++ == '-';
  while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
  if (end) *end = s;
  return neg ? -v : v;
}

uint32_t parse_hex(const char *s) {
  uint32_t v = 0;
  for (;; s++) {
    char c = *s; uint32_t d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else return v;
    v = v << 4 | d;
  }
}

size_t format_u64(uint64_t v, char *out) {
  char tmp[24]; size_t n = 0;
  do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
  for (size_t i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
  out[n] = 0;
  return n;
}

size_t split_csv(const char *line, const char **fields, size_t *lens, size_t max) {
  size_t n = 0; const char *start = line;
  for (const char *p = line;; p++) {
    if (*p == ',' || *p == 0) {
      if (n < max) { fields[n] = start; lens[n] = (size_t)(p - start); n++; }
      if (*p == 0) break;
      start = p + 1;
    }
  }
  return n;
}

enum tok { T_NUM, T_IDENT, T_OP, T_END, T_BAD };

enum tok next_token(const char **ps, int64_t *num) {
  const char *s = *ps;
  while (*s == ' ' || *s == '\t') s++;
  enum tok t;
  if (*s == 0) t = T_END;
  else if (*s >= '0' && *s <= '9') { int64_t v = 0; while (*s >= '0' && *s <= '9') v = v * 10 + *s++ - '0'; *num = v; t = T_NUM; }
  else if ((*s | 32) >= 'a' && (*s | 32) <= 'z') { while (((*s | 32) >= 'a' && (*s | 32) <= 'z') || *s == '_') s++; t = T_IDENT; }
  else if (*s == '+' || *s == '-' || *s == '*' || *s == '/' || *s == '(' || *s == ')') { s++; t = T_OP; }
  else { s++; t = T_BAD; }
  *ps = s;
  return t;
}

static int64_t expr(const char **s);
static int64_t atom(const char **s) {
  while (**s == ' ') (*s)++;
  if (**s == '(') { (*s)++; int64_t v = expr(s); if (**s == ')') (*s)++; return v; }
  if (**s == '-') { (*s)++; return -atom(s); }
  int64_t v = 0; while (**s >= '0' && **s <= '9') v = v * 10 + *(*s)++ - '0';
  return v;
}
static int64_t term(const char **s) {
  int64_t v = atom(s);
  for (;;) {
    while (**s == ' ') (*s)++;
    if (**s == '*') { (*s)++; v *= atom(s); }
    else if (**s == '/') { (*s)++; int64_t d = atom(s); v = d ? v / d : 0; }
    else return v;
  }
}
static int64_t expr(const char **s) {
  int64_t v = term(s);
  for (;;) {
    while (**s == ' ') (*s)++;
    if (**s == '+') { (*s)++; v += term(s); }
    else if (**s == '-') { (*s)++; v -= term(s); }
    else return v;
  }
}
int64_t eval_expr(const char *s) { return expr(&s); }

int parse_ipv4(const char *s, uint32_t *out) {
  uint32_t addr = 0;
  for (int part = 0; part < 4; part++) {
    uint32_t v = 0; int digits = 0;
    while (*s >= '0' && *s <= '9') { v = v * 10 + (uint32_t)(*s++ - '0'); digits++; }
    if (!digits || v > 255) return 0;
    addr = addr << 8 | v;
    if (part < 3) { if (*s != '.') return 0; s++; }
  }
  *out = addr;
  return *s == 0;
}

double parse_decimal(const char *s) {
  double v = 0, scale = 1; int neg = 0;
  if (*s == '-') { neg = 1; s++; }
  while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
  if (*s == '.') { s++; while (*s >= '0' && *s <= '9') { v = v * 10 + (*s++ - '0'); scale *= 10; } }
  v /= scale;
  return neg ? -v : v;
}

size_t json_escape(const char *in, char *out) {
  size_t o = 0;
  for (; *in; in++) {
    unsigned char c = (unsigned char)*in;
    if (c == '"' || c == '\\') { out[o++] = '\\'; out[o++] = (char)c; }
    else if (c == '\n') { out[o++] = '\\'; out[o++] = 'n'; }
    else if (c < 0x20) { out[o++] = '\\'; out[o++] = 'u'; out[o++] = '0'; out[o++] = '0';
                         out[o++] = "0123456789abcdef"[c >> 4]; out[o++] = "0123456789abcdef"[c & 15]; }
    else out[o++] = (char)c;
  }
  out[o] = 0;
  return o;
}

int varint_decode(const uint8_t *p, size_t n, uint64_t *out) {
  uint64_t v = 0; int shift = 0;
  for (size_t i = 0; i < n && i < 10; i++) {
    v |= (uint64_t)(p[i] & 0x7f) << shift;
    if (!(p[i] & 0x80)) { *out = v; return (int)i + 1; }
    shift += 7;
  }
  return -1;
}

size_t varint_encode(uint64_t v, uint8_t *out) {
  size_t n = 0;
  while (v >= 0x80) { out[n++] = (uint8_t)(v | 0x80); v >>= 7; }
  out[n++] = (uint8_t)v;
  return n;
}
