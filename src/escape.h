#pragma once
// Escaping for every output format, in one place so that every renderer (html, junit, md, rst)
// and `capgrid diff --format md` make text safe the same way. Each function takes arbitrary
// bytes and returns text that the format shows literally; none of them fails.
#include <string>
#include <string_view>

namespace capgrid {

// HTML text and attribute values: & < > " ' escaped; C0 controls other than \n \t \r dropped.
std::string HtmlEscape(std::string_view text);
// XML 1.0 content and attributes (characters XML cannot hold are dropped; \n \t \r become
// character references so attribute values keep them).
std::string XmlEscape(std::string_view text);
// Text made safe in a Markdown table cell: pipes and markup characters escaped, newlines
// collapsed.
std::string MdEscape(std::string_view text);
// `capgrid diff`'s Markdown cells: only '|' escaped and newlines made spaces, so case names and
// causes keep their characters inside code spans.
std::string MdTableCell(std::string_view text);
// Free text made safe for an inline RST context (a paragraph or a table cell): whitespace
// collapsed, markup characters escaped, backticks turned into quotes.
std::string RstInline(std::string_view text);
// Text made safe inside ``inline literal``.
std::string RstLiteral(std::string_view text);
// One word for a POSIX shell command line: unchanged when every byte is in
// [A-Za-z0-9@%+=:,./_-] (and it is not empty), else single-quoted with each ' written '\''.
std::string ShellQuote(std::string_view word);

// `text` without its terminal control sequences (ECMA-48 CSI: ESC '[' parameter and
// intermediate bytes, one final byte 0x40-0x7E; torch.onnx colours its messages with them).
// An unterminated sequence at the end is dropped too.
std::string StripAnsi(std::string_view text);
// Recorded text (an error chain, a log tail) made readable for a page: StripAnsi, then each run
// of consecutive lines that repeat one message collapsed to its first line and one line saying
// how many followed: "... N more times" for lines equal after glog's time-and-thread prefix
// ("W1129 19:39:16.490000 6623 "), "... N more lines from FILE:LINE" for lines logged by one
// glog call site (torch.onnx's "torchvision is not installed. Skipping torchvision::OP", one
// per OP). The stored record keeps the raw text; merge writes this into the snapshot.
std::string CleanRecordedText(std::string_view text);
// Whitespace runs collapsed to one space, leading/trailing whitespace and other control
// characters dropped.
std::string Collapse(std::string_view text);

}  // namespace capgrid
