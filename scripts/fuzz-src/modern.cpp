#include <variant>
#include <optional>
#include <string_view>
#include <array>
#include <atomic>
#include <span>
struct A { virtual ~A(); virtual int v() = 0; };
struct B : virtual A { int v() override { return 2; } };
struct C : virtual A { int v() override { return 3; } };
struct D : B, C { int v() override { return B::v() + C::v(); } };
int vis(std::variant<int, double, std::string_view> x) { return std::visit([](auto &&y) -> int { if constexpr (requires { y.size(); }) return (int)y.size(); else return (int)y; }, x); }
std::optional<int> half(int x) { if (x % 2) return std::nullopt; return x / 2; }
std::atomic<long> c; long inc() { c.fetch_add(1, std::memory_order_acq_rel); return c.load(std::memory_order_seq_cst); }
int sum(std::span<const int> s) { int t = 0; for (int x : s) t += x; return t; }
constexpr std::array<int, 4> arr{1, 2, 3, 4}; int ca() { return sum(arr); }
struct alignas(64) Big { char c[200]; }; Big mk() { return Big{}; }
int d(D *p) { return p->v() + dynamic_cast<B *>(static_cast<A *>(p)) ->v(); }
