/* rv32 freestanding runtime (scripts/lower-exec/rv32/rt.c): the string functions. */
#pragma once
#include <stddef.h>
int strcmp(const char *a, const char *b);
void *memset(void *d, int c, size_t n);
void *memcpy(void *d, const void *s, size_t n);
void *memmove(void *d, const void *s, size_t n);
