/* Pointer chasing and small structs: lists, trees, records (mca-compilers input). */
#include <stddef.h>

struct node {
  struct node *next;
  long value;
};

long list_sum(const struct node *n) {
  long s = 0;
  for (; n; n = n->next)
    s += n->value;
  return s;
}

const struct node *list_find(const struct node *n, long v) {
  while (n && n->value != v)
    n = n->next;
  return n;
}

struct node *list_reverse(struct node *n) {
  struct node *prev = NULL;
  while (n) {
    struct node *next = n->next;
    n->next = prev;
    prev = n;
    n = next;
  }
  return prev;
}

struct tree {
  struct tree *left, *right;
  int key;
};

const struct tree *tree_lookup(const struct tree *t, int key) {
  while (t) {
    if (key == t->key)
      return t;
    t = key < t->key ? t->left : t->right;
  }
  return NULL;
}

int tree_depth_left(const struct tree *t) {
  int d = 0;
  while (t) {
    d++;
    t = t->left;
  }
  return d;
}

struct point {
  int x, y;
};

struct rect {
  struct point lo, hi;
};

int rect_area(struct rect r) { return (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }

struct point point_add(struct point a, struct point b) {
  struct point p = {a.x + b.x, a.y + b.y};
  return p;
}

int rect_contains(const struct rect *r, struct point p) {
  return p.x >= r->lo.x && p.x < r->hi.x && p.y >= r->lo.y && p.y < r->hi.y;
}

struct record {
  char tag;
  short count;
  int id;
  double weight;
};

double records_weight(const struct record *r, int n, char tag) {
  double w = 0;
  for (int i = 0; i < n; i++)
    if (r[i].tag == tag)
      w += r[i].weight * r[i].count;
  return w;
}
