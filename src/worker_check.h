#pragma once
// Before `capgrid run --device cuda` creates its results folder, its lock, logs/ or a worker:
// the worker interpreter's own option check, `<python> -m capgrid.worker --check-options
// --device D --opset N` (python/capgrid/worker.py check_options, the one place the options are
// checked against the stack), run once and waited for. A run on the default device does not ask:
// it would pay a torch import for nothing, and its workers check every option again at start.
#include <string>

namespace capgrid {

// How long `capgrid run` waits for the answer (an import of torch, and of CUDA's libraries).
inline constexpr double kWorkerCheckTimeoutS = 300;

// "" when `python` accepts the options; else one line: the reason it printed, or why it could
// not be asked (cannot be started, no answer within `timeout_s`, killed by a signal).
std::string WorkerOptionsProblem(const std::string& python, const std::string& device, int opset,
                                 double timeout_s);

}  // namespace capgrid
