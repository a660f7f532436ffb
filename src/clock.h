#pragma once
// Time behind a seam so that timeouts and ETAs are testable without sleeping.
#include <chrono>

namespace capgrid {
class Clock {
 public:
  virtual ~Clock() = default;
  // Seconds on a monotonic clock.
  virtual double Now() const = 0;
};

class SteadyClock : public Clock {
 public:
  double Now() const override {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
  }
};

// Test clock: time moves only when the test says so.
class FakeClock : public Clock {
 public:
  double Now() const override { return now_; }
  void Advance(double seconds) { now_ += seconds; }
  void Set(double now) { now_ = now; }

 private:
  double now_ = 1000.0;
};
}  // namespace capgrid
