#include "escape.h"

#include <cctype>
#include <vector>

#include <fmt/format.h>

namespace capgrid {

std::string Collapse(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool space = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
    } else if (static_cast<unsigned char>(c) < 0x20) {
      continue;  // other control characters carry nothing a reader could use
    } else {
      if (space) {
        out += ' ';
      }
      space = false;
      out += c;
    }
  }
  return out;
}

std::string HtmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      case '\n':
      case '\t':
      case '\r':
        out += c;
        break;
      default:
        // Other C0 control characters are not allowed in HTML text; they carry nothing.
        if (static_cast<unsigned char>(c) >= 0x20) {
          out += c;
        }
    }
  }
  return out;
}

std::string XmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 16);
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      case '\n':
        out += "&#10;";
        break;
      case '\t':
        out += "&#9;";
        break;
      case '\r':
        out += "&#13;";
        break;
      default:
        // XML 1.0 cannot carry other C0 control characters at all, escaped or not.
        if (u < 0x20) {
          break;
        }
        out += c;
    }
  }
  return out;
}

std::string MdEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 8);
  bool space = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (static_cast<unsigned char>(c) < 0x20) {
      continue;  // other control characters carry nothing a reader could use
    }
    if (space) {
      out += ' ';
    }
    space = false;
    switch (c) {
      case '|':
      case '\\':
      case '*':
      case '_':
      case '`':
      case '[':
      case ']':
      case '#':
      case '~':
        out += '\\';
        out += c;
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string RstInline(std::string_view text) {
  std::string collapsed = Collapse(text);
  std::string out;
  out.reserve(collapsed.size() + 8);
  for (size_t i = 0; i < collapsed.size(); ++i) {
    char c = collapsed[i];
    switch (c) {
      case '\\':
      case '*':
      case '|':
      case '_':
        out += '\\';
        out += c;
        break;
      case '`':
        out += '\'';
        break;
      case ':':
        // "::" would announce a literal block.
        out += c;
        if (i + 1 < collapsed.size() && collapsed[i + 1] == ':') {
          out += '\\';
        }
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string RstLiteral(std::string_view text) {
  std::string out = Collapse(text);
  for (char& c : out) {
    if (c == '`') {
      c = '\'';
    }
  }
  return out;
}

std::string MdTableCell(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '|') {
      out += "\\|";
    } else if (c == '\n') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

std::string ShellQuote(std::string_view word) {
  bool plain = !word.empty();
  for (char c : word) {
    bool safe = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                std::string_view("@%+=:,./_-").find(c) != std::string_view::npos;
    plain = plain && safe;
  }
  if (plain) {
    return std::string(word);
  }
  std::string out = "'";
  for (char c : word) {
    if (c == '\'') {
      out += "'\\''";
    } else {
      out += c;
    }
  }
  return out + "'";
}

std::string StripAnsi(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '[') {
      size_t j = i + 2;
      while (j < text.size() && static_cast<unsigned char>(text[j]) >= 0x20 &&
             static_cast<unsigned char>(text[j]) <= 0x3F) {
        ++j;
      }
      // j is the final byte (0x40-0x7E), or the end of an unterminated sequence
      i = j;
      continue;
    }
    out += text[i];
  }
  return out;
}

namespace {

// One line of a log: its text without glog's time-and-thread prefix, and its call site.
struct LogLine {
  std::string_view text;     // the whole line
  std::string_view message;  // after the prefix (the whole line when there is none)
  std::string_view site;     // "path/file.py:107" of a glog line, else empty
};

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// "W1129 19:39:16.490000 6623 path/file.py:107] message": severity, MMDD, time, thread, site.
LogLine ParseLogLine(std::string_view line) {
  LogLine out{line, line, {}};
  auto fail = [&] { return out; };
  if (line.size() < 6 || std::string_view("IWEF").find(line[0]) == std::string_view::npos) {
    return fail();
  }
  size_t i = 1;
  for (int k = 0; k < 4; ++k, ++i) {
    if (!IsDigit(line[i])) {
      return fail();
    }
  }
  if (line[i] != ' ') {
    return fail();
  }
  size_t close = line.find("] ", i);
  if (close == std::string_view::npos) {
    return fail();
  }
  // the part before "] " ends with the call site: the last space-separated word
  std::string_view head = line.substr(i + 1, close - i - 1);
  size_t space = head.rfind(' ');
  if (space == std::string_view::npos) {
    return fail();
  }
  std::string_view site = head.substr(space + 1);
  size_t colon = site.rfind(':');
  if (colon == std::string_view::npos || colon + 1 == site.size()) {
    return fail();
  }
  for (size_t k = colon + 1; k < site.size(); ++k) {
    if (!IsDigit(site[k])) {
      return fail();
    }
  }
  out.site = site;
  out.message = line.substr(head.size() - site.size() + i + 1);  // "site] message"
  return out;
}

}  // namespace

std::string CleanRecordedText(std::string_view raw) {
  std::string text = StripAnsi(raw);
  std::vector<std::string_view> lines;
  std::string_view rest = text;
  while (!rest.empty()) {
    size_t nl = rest.find('\n');
    lines.push_back(rest.substr(0, nl));
    rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
  }
  bool trailing_newline = !text.empty() && text.back() == '\n';
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < lines.size();) {
    LogLine first = ParseLogLine(lines[i]);
    size_t j = i + 1;
    bool identical = true;
    for (; j < lines.size(); ++j) {
      LogLine next = ParseLogLine(lines[j]);
      bool same = next.message == first.message;
      bool same_site = !first.site.empty() && next.site == first.site;
      if (!same && !same_site) {
        break;
      }
      identical = identical && same;
    }
    out += lines[i];
    size_t more = j - i - 1;
    if (more > 0 && !first.message.empty()) {
      out += identical ? fmt::format("\n... {} more time{}", more, more == 1 ? "" : "s")
                       : fmt::format("\n... {} more line{} from {}", more, more == 1 ? "" : "s",
                                     first.site);
    } else {
      for (size_t k = i + 1; k < j; ++k) {  // a run of empty lines stays as it was
        out += "\n";
        out += lines[k];
      }
    }
    i = j;
    if (i < lines.size() || trailing_newline) {
      out += "\n";
    }
  }
  return out;
}

}  // namespace capgrid
