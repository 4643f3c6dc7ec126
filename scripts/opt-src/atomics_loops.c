/* Inputs for scripts/opt-printers-diff.sh --ir: atomics, loops and pointer-heavy code, so that
 * MemorySSA and alias analysis meet ordered accesses, phis of pointers, lifetimes and calls. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct node { struct node *next; int key; long val; char tag[8]; };
struct ring { _Atomic unsigned head, tail; int slots[64]; };

long sum_list(struct node *n) {
    long s = 0;
    for (; n; n = n->next) s += n->val + n->key;
    return s;
}

void reverse(char *s, size_t n) {
    char *a = s, *b = s + n - 1;
    while (a < b) { char t = *a; *a++ = *b; *b-- = t; }
}

int push(struct ring *r, int v) {
    unsigned t = atomic_load_explicit(&r->tail, memory_order_relaxed);
    unsigned h = atomic_load_explicit(&r->head, memory_order_acquire);
    if (t - h >= 64) return 0;
    r->slots[t % 64] = v;
    atomic_store_explicit(&r->tail, t + 1, memory_order_release);
    return 1;
}

int pop(struct ring *r, int *out) {
    unsigned h = atomic_load_explicit(&r->head, memory_order_relaxed);
    unsigned t = atomic_load_explicit(&r->tail, memory_order_acquire);
    if (h == t) return 0;
    *out = r->slots[h % 64];
    atomic_store_explicit(&r->head, h + 1, memory_order_release);
    return 1;
}

long counter_loop(_Atomic long *c, long *plain, int n) {
    long acc = 0;
    for (int i = 0; i < n; i++) {
        plain[i] = i;
        acc += atomic_fetch_add_explicit(c, 1, memory_order_seq_cst);
        acc += plain[i ? i - 1 : 0];
        atomic_thread_fence(memory_order_acq_rel);
    }
    return acc;
}

int cas_max(_Atomic int *p, int v) {
    int cur = atomic_load(p);
    while (cur < v && !atomic_compare_exchange_weak(p, &cur, v)) {}
    return cur;
}

struct node *build(int n) {
    struct node *head = NULL;
    for (int i = 0; i < n; i++) {
        struct node *x = malloc(sizeof *x);
        if (!x) break;
        x->next = head; x->key = i; x->val = (long)i * i;
        memcpy(x->tag, "node", 5);
        head = x;
    }
    return head;
}

void matrix(double *restrict dst, const double *restrict a, const double *restrict b, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
            dst[i * n + j] = s;
        }
}

int local_buffers(const char *src, int n) {
    char buf[32], other[16];
    volatile int guard = 0;
    memset(other, 0, sizeof other);
    for (int i = 0; i < n && i < 31; i++) buf[i] = src[i];
    buf[n < 31 ? n : 31] = 0;
    guard = buf[0];
    return guard + other[3] + (int)strlen(buf);
}

void swap_fields(struct node *a, struct node *b) {
    int k = a->key; long v = a->val;
    a->key = b->key; a->val = b->val;
    b->key = k; b->val = v;
    if (a->next == b) a->next = b->next;
}
