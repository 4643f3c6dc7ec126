/* rv32 freestanding runtime (scripts/lower-exec/rv32/rt.c): the stdio harness.c uses. */
#pragma once
#include <stddef.h>
int printf(const char *fmt, ...);
