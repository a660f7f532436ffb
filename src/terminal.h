#pragma once
// Where status output goes: the seam between the status printer and the real terminal, so that
// the printer is tested with a fake one.
#include <string>
#include <string_view>

namespace capgrid {

class Terminal {
 public:
  virtual ~Terminal() = default;
  // A TTY that understands "\r" and ESC[K (not TERM=dumb): the status line is redrawn in
  // place. Otherwise output is plain lines, as for a log file or CI.
  virtual bool Smart() const = 0;
  virtual int Width() const = 0;  // columns; 80 when unknown
  virtual void Write(std::string_view text) = 0;
};

// Standard output.
class StdoutTerminal : public Terminal {
 public:
  StdoutTerminal();
  bool Smart() const override { return smart_; }
  int Width() const override;
  void Write(std::string_view text) override;

 private:
  bool smart_;
};

// Records what was written.
class FakeTerminal : public Terminal {
 public:
  explicit FakeTerminal(bool smart, int width = 80) : smart_(smart), width_(width) {}
  bool Smart() const override { return smart_; }
  int Width() const override { return width_; }
  void Write(std::string_view text) override { text_ += text; }
  const std::string& text() const { return text_; }
  void Clear() { text_.clear(); }

 private:
  bool smart_;
  int width_;
  std::string text_;
};

}  // namespace capgrid
