#include <coroutine>
#include <exception>
struct Gen {
  struct promise_type {
    int cur = 0;
    Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) { cur = v; return {}; }
    void return_void() {}
    void unhandled_exception() { std::terminate(); }
  };
  std::coroutine_handle<promise_type> h;
  ~Gen() { if (h) h.destroy(); }
};
Gen count(int n) { for (int i = 0; i < n; i++) co_yield i; }
int total(int n) { auto g = count(n); int s = 0; while (true) { g.h.resume(); if (g.h.done()) break; s += g.h.promise().cur; } return s; }
