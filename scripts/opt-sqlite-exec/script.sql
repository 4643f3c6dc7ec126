-- Exercises the parser, the VDBE, B-trees, sorting, indexes, joins, aggregates, window
-- functions, JSON, printf and text functions. Deterministic: no random(), no clock.
CREATE TABLE t(id INTEGER PRIMARY KEY, a INTEGER, b TEXT, c REAL);
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 3000)
INSERT INTO t(a, b, c) SELECT (x * 7919) % 1009, printf('row-%05d', x), x / 7.0 FROM s;
CREATE INDEX t_a ON t(a);
CREATE TABLE u(k INTEGER, v TEXT);
INSERT INTO u SELECT a, upper(substr(b, 5)) FROM t WHERE id % 3 = 0;
SELECT count(*), sum(a), min(b), max(b), total(c) FROM t;
SELECT a % 50, count(*), sum(c) FROM t GROUP BY a % 50 HAVING count(*) > 60 ORDER BY 2 DESC, 1 LIMIT 10;
SELECT t.id, u.v FROM t JOIN u ON t.a = u.k WHERE t.id BETWEEN 100 AND 110 ORDER BY t.id, u.v;
SELECT id, a, sum(a) OVER (ORDER BY id ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),
       rank() OVER (PARTITION BY a % 5 ORDER BY id) FROM t WHERE id <= 12 ORDER BY id;
SELECT group_concat(b, ',') FROM (SELECT b FROM t WHERE a < 8 ORDER BY b);
SELECT printf('%.3f %e %10.2f %x %q', c, c * 1e10, -c, id, b) FROM t WHERE id IN (1, 77, 2999);
SELECT json_object('id', id, 'b', b, 'tags', json_array(a, a * 2)) FROM t WHERE id < 4;
SELECT json_extract('{"x":[1,2,{"y":"z"}]}', '$.x[2].y'), json_valid('{bad'), json('[1, 2 ,3]');
SELECT b LIKE 'row-001%', b GLOB '*7', instr(b, '9'), replace(b, '0', 'o'), length(b), hex(b)
  FROM t WHERE id IN (17, 100, 1234);
SELECT abs(-5), round(2.5), round(-3.14159, 3), 7 / 2, 7 % 3, 1 << 40, ~5, coalesce(NULL, 'x'),
       nullif(3, 3), iif(1 < 2, 'yes', 'no'), typeof(1.0), typeof(x'00'), quote('it''s');
UPDATE t SET b = b || '!' WHERE a % 97 = 0;
DELETE FROM t WHERE id % 10 = 0;
SELECT count(*), sum(length(b)), max(id) FROM t;
SELECT a FROM t WHERE a > 1000 ORDER BY a DESC LIMIT 5;
CREATE VIEW v AS SELECT a % 10 AS d, avg(c) AS m FROM t GROUP BY d;
SELECT d, printf('%.6f', m) FROM v ORDER BY m DESC;
WITH RECURSIVE fib(n, x, y) AS (SELECT 1, 0, 1 UNION ALL SELECT n + 1, y, x + y FROM fib WHERE n < 80)
SELECT n, x FROM fib WHERE n % 10 = 0;
SELECT * FROM (SELECT 1 AS k UNION SELECT 2 UNION SELECT 1) ORDER BY k;
SELECT count(DISTINCT a) FROM t;
EXPLAIN QUERY PLAN SELECT * FROM t WHERE a = 5;
SELECT sqlite_compileoption_used('THREADSAFE=1'), 'done';
