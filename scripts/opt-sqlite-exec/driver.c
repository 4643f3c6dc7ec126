/* A small SQLite driver for scripts/opt-sqlite-exec.sh: opens an in-memory database, runs
 * every statement of the SQL file named by argv[1] and prints each result row, so that the
 * output of the SQLite amalgamation before and after an optimisation pipeline can be compared
 * under lli-22. Prototypes are declared here (no sqlite3.h is needed). */
#include <stdio.h>
#include <stdlib.h>

typedef struct sqlite3 sqlite3;
int sqlite3_open(const char *filename, sqlite3 **db);
int sqlite3_close(sqlite3 *db);
int sqlite3_exec(sqlite3 *db, const char *sql,
                 int (*callback)(void *, int, char **, char **), void *arg, char **errmsg);
void sqlite3_free(void *p);
const char *sqlite3_libversion(void);

/* The amalgamation the IR corpus was built from registers this sqlean entry point as an
 * auto-extension; the driver supplies an empty one. */
int sqlite3_sqlean_init(void *db, char **err, const void *api) {
  (void)db; (void)err; (void)api;
  return 0;
}

static int print_row(void *rows, int ncol, char **values, char **names) {
  (void)names;
  ++*(long *)rows;
  for (int i = 0; i < ncol; i++)
    printf("%s%s", i ? "|" : "", values[i] ? values[i] : "NULL");
  printf("\n");
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: driver SCRIPT.sql\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 2;
  }
  static char sql[1 << 20];
  size_t n = fread(sql, 1, sizeof sql - 1, f);
  fclose(f);
  sql[n] = 0;
  sqlite3 *db = 0;
  if (sqlite3_open(":memory:", &db) != 0) {
    fprintf(stderr, "cannot open an in-memory database\n");
    return 1;
  }
  long rows = 0;
  char *err = 0;
  int rc = sqlite3_exec(db, sql, print_row, &rows, &err);
  if (rc != 0) {
    printf("error %d: %s\n", rc, err ? err : "?");
    sqlite3_free(err);
  }
  sqlite3_close(db);
  printf("sqlite %s: %ld rows\n", sqlite3_libversion(), rows);
  return rc != 0;
}
