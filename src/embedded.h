#pragma once
// Data files from data/ compiled into the binary by cmake/embed.cmake.
#include <string_view>

namespace capgrid {
// The contents of data/<name> at build time, or an empty view when there is no such file.
std::string_view EmbeddedFile(std::string_view name);
}  // namespace capgrid
