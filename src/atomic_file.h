#pragma once
// Whole-file writes that never leave a half-written file: the content goes to a temporary file
// beside the target, is fsynced, then renamed over it (ccache style). OUT is either the old
// file or the complete new one.
#include <string>
#include <string_view>

namespace capgrid {

// Throws UsageError "cannot write <path>: <reason>" when the file cannot be written; the old
// file, if any, is then untouched and no temporary file is left behind.
void WriteFileAtomic(const std::string& path, std::string_view content);

}  // namespace capgrid
