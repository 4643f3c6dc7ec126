#include <stdexcept>
#include <string>
#include <vector>
#include <memory>
#include <map>
#include <functional>
struct Base { virtual ~Base() = default; virtual int f() const { return 1; } };
struct Der : Base { std::string s; explicit Der(std::string x) : s(std::move(x)) {} int f() const override { return (int)s.size(); } };
int use(int n) {
  std::vector<std::unique_ptr<Base>> v;
  for (int i = 0; i < n; i++) { if (i % 2) v.push_back(std::make_unique<Der>(std::to_string(i))); else v.push_back(std::make_unique<Base>()); }
  int s = 0;
  try { for (auto &p : v) { s += p->f(); if (s > 100) throw std::runtime_error("too big"); } }
  catch (const std::runtime_error &e) { s = -1; }
  catch (...) { s = -2; throw; }
  return s;
}
std::map<std::string, int> counts(const std::vector<std::string> &w) { std::map<std::string, int> m; for (auto &x : w) m[x]++; return m; }
int call(std::function<int(int)> f, int x) noexcept { try { return f(x); } catch (...) { return 0; } }
int lam(int k) { return call([k](int x) { if (x < 0) throw 5; return x * k; }, 3); }
template <class T> T tmax(T a, T b) { return a < b ? b : a; }
double inst(double a) { return tmax(a, 2.0) + tmax<int>(3, (int)a); }
struct G { G(); ~G(); }; static G g;
thread_local std::string tls = "x";
int tl() { return (int)tls.size(); }
