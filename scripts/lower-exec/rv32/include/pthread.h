/* rv32 freestanding runtime (scripts/lower-exec/rv32/rt.c): "threads" are processes made by
 * clone(SIGCHLD) (a fork); the program's data and bss are a MAP_SHARED mapping (rt.c remaps them
 * before main), so the workers update the same counters, each on its own stack. */
#pragma once
#include <stddef.h>
typedef int pthread_t;
typedef struct { volatile int count, total, generation; } pthread_barrier_t;
int pthread_create(pthread_t *t, const void *attr, void *(*start)(void *), void *arg);
int pthread_join(pthread_t t, void **ret);
int pthread_barrier_init(pthread_barrier_t *b, const void *attr, unsigned count);
int pthread_barrier_wait(pthread_barrier_t *b);
int pthread_barrier_destroy(pthread_barrier_t *b);
