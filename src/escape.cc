#include "escape.h"

#include <cctype>

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

}  // namespace capgrid
