#include "terminal.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace capgrid {

StdoutTerminal::StdoutTerminal() {
  const char* term = std::getenv("TERM");
  smart_ = isatty(STDOUT_FILENO) && term && std::strcmp(term, "dumb") != 0;
}

int StdoutTerminal::Width() const {
  winsize size{};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

void StdoutTerminal::Write(std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

}  // namespace capgrid
