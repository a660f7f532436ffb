#pragma once
// The whole page model of a snapshot: report_model's rows, sections and causes, plus the speed
// view (speed_view.h) built from them. Renderers and tests read a snapshot through here.
#include <string>
#include <string_view>

#include "report_model.h"

namespace capgrid::render {

// Builds the model from snapshot text. `source` names the file in errors. Throws UsageError
// ("snapshot <source>: ...", one line) when the text is not JSON or not a snapshot.
Report ParseReport(std::string_view json_text, const std::string& source,
                   const Vocabulary& statuses = Vocabulary::Builtin());

// Reads and parses the snapshot file at `path`; a missing or unreadable file is a UsageError.
Report LoadReport(const std::string& path);

}  // namespace capgrid::render
