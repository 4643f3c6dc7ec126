/* String instructions and prefixes as C libraries write them in inline assembly: a prefix then
 * `;` as a statement separator (`rep;movsq`), `rep stosb` with explicit operands, `repne
 * scasb`, `lock; addl`, a prefix alone on its line, each in both dialects (`{att|intel}`); and
 * string builtins the compilers expand (mca-compilers input). */
#include <stddef.h>
#include <string.h>

void copy_qwords(void *dst, const void *src, size_t n) {
  __asm__ volatile("rep;movsq {(%%rsi), %%es:(%%rdi)|qword ptr es:[rdi], qword ptr [rsi]}" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
}

void fill_bytes(void *dst, int c, size_t n) {
  __asm__ volatile("rep stosb {%%al, %%es:(%%rdi)|byte ptr es:[rdi], al}" : "+D"(dst), "+c"(n) : "a"(c) : "memory");
}

size_t scan_zero(const char *s) {
  size_t n = (size_t)-1;
  __asm__ volatile("repne scasb" : "+D"(s), "+c"(n) : "a"(0) : "memory");
  return ~n - 1;
}

void atomic_inc(int *p) {
  __asm__ volatile("lock; {addl $1, (%0)|add dword ptr [%0], 1}" : : "r"(p) : "memory");
}

void atomic_inc_split(int *p) {
  __asm__ volatile("lock\n\t{incl (%0)|inc dword ptr [%0]}" : : "r"(p) : "memory");
}

void copy_bytes_split(void *dst, const void *src, size_t n) {
  __asm__ volatile("rep\n\tmovsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
}

struct big { long v[32]; };

void copy_struct(struct big *d, const struct big *s) { *d = *s; }

void zero_struct(struct big *d) { memset(d, 0, sizeof *d); }

int compare_prefix(const char *a, const char *b) { return memcmp(a, b, 16); }

size_t length(const char *s) { return strlen(s); }
