/* rv32 freestanding runtime (scripts/lower-exec/rv32/rt.c): the stdlib harness.c uses. */
#pragma once
#include <stddef.h>
_Noreturn void exit(int status);
long atol(const char *s);
