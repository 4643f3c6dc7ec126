/* rv32 freestanding runtime: the math.h harness.c uses (compiler built-ins only). */
#pragma once
#define NAN __builtin_nanf("")
#define isnan(x) __builtin_isnan(x)
