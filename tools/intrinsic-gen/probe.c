/* probe: asks LLVM 22 (through its C API) for the declaration of each intrinsic named on stdin.
 *
 * Owns: nothing in atomir; this is a generator helper for tools/intrinsic-gen/gen.py.
 * Must not touch: anything outside its own output (stdout).
 *
 * Input: one intrinsic name per line. For each name it prints
 *     #NAME <name> <overloaded 0|1>
 * followed by the module text LLVM prints for a module holding only that intrinsic's declaration
 * (for overloaded intrinsics: the first candidate overload type list that yields a valid
 * signature, tried in a child process each, since a wrong candidate may crash LLVM).
 * Build: cc probe.c $(llvm-config-22 --cflags --ldflags) -lLLVM -o probe
 */
#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static LLVMTypeRef candidate(LLVMContextRef c, int kind) {
    switch (kind) {
    case 0: return LLVMInt32TypeInContext(c);
    case 1: return LLVMPointerTypeInContext(c, 0);
    case 2: return LLVMVectorType(LLVMInt32TypeInContext(c), 4);
    case 3: return LLVMVectorType(LLVMFloatTypeInContext(c), 4);
    case 4: return LLVMFloatTypeInContext(c);
    case 5: return LLVMInt64TypeInContext(c);
    case 6: return LLVMDoubleTypeInContext(c);
    case 7: return LLVMVectorType(LLVMInt64TypeInContext(c), 2);
    default: return LLVMVectorType(LLVMPointerTypeInContext(c, 0), 4);
    }
}

/* Prints the module with the declaration; returns 1 when LLVM gave the declaration attributes
 * or it has none because its signature matched (we cannot tell these apart, so the caller
 * tries every candidate and keeps the text with the most attributes). */
static void declare(unsigned id, int overloaded, int kinds[3], int n) {
    LLVMContextRef c = LLVMContextCreate();
    LLVMModuleRef m = LLVMModuleCreateWithNameInContext("probe", c);
    LLVMTypeRef tys[3];
    for (int i = 0; i < n; i++) tys[i] = candidate(c, kinds[i]);
    LLVMGetIntrinsicDeclaration(m, id, overloaded ? tys : NULL, overloaded ? (size_t)n : 0);
    char *s = LLVMPrintModuleToString(m);
    fputs(s, stdout);
    fflush(stdout);
    LLVMDisposeMessage(s);
    LLVMDisposeModule(m);
    LLVMContextDispose(c);
}

int main(void) {
    char line[512];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!*line) continue;
        unsigned id = LLVMLookupIntrinsicID(line, strlen(line));
        if (!id) { printf("#MISSING %s\n", line); continue; }
        int ov = LLVMIntrinsicIsOverloaded(id);
        if (!ov) {
            printf("#NAME %s 0\n", line);
            fflush(stdout);
            int none[3] = {0, 0, 0};
            declare(id, 0, none, 0);
            continue;
        }
        printf("#NAME %s 1\n", line);
        fflush(stdout);
        /* Overloaded: candidates of 1..3 overload types, same kind repeated or mixed. */
        static const int sets[][4] = {
            {1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6},
            {2, 0, 0}, {2, 1, 1}, {2, 1, 0}, {2, 0, 1}, {2, 2, 2}, {2, 3, 3}, {2, 2, 3}, {2, 3, 2},
            {2, 4, 4}, {2, 2, 1}, {2, 3, 1}, {2, 5, 1}, {2, 1, 5}, {2, 0, 4}, {2, 4, 0}, {2, 4, 6}, {2, 6, 4}, {2, 3, 0}, {2, 2, 0},
            {3, 1, 1, 5}, {3, 1, 1, 0}, {3, 0, 0, 0}, {3, 1, 1, 1}, {3, 2, 2, 2}, {3, 2, 1, 2}, {3, 3, 1, 2}, {3, 3, 3, 3},
            {3, 2, 2, 1}, {3, 3, 3, 1}, {3, 1, 2, 2}, {3, 1, 3, 2},
            {1, 8}, {2, 2, 8}, {2, 3, 8}, {2, 8, 8}, {1, 7}, {2, 7, 7},
        };
        for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++) {
            int n = sets[k][0];
            int kinds[3] = {sets[k][1], n > 1 ? sets[k][2] : 0, n > 2 ? sets[k][3] : 0};
            pid_t pid = fork();
            if (pid == 0) {
                printf("#TRY %d\n", (int)k);
                fflush(stdout);
                declare(id, 1, kinds, n);
                _exit(0);
            }
            int st = 0;
            waitpid(pid, &st, 0);
            if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) { printf("#CRASH %d\n", (int)k); fflush(stdout); }
        }
    }
    return 0;
}
