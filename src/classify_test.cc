#include "classify.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

TEST(Classify, KorniaNormalisationFromData) {
  const StatusTable& t = StatusTable::Builtin();
  for (const char* s : {"export-fail", "checker-fail", "ort-load-fail", "ort-run-fail", "fail"})
    EXPECT_EQ(t.Column(s), "fail") << s;
  for (const char* s : {"eager-fail", "no-tensor-output", "skipped", "not-probed"})
    EXPECT_EQ(t.Column(s), "n/a") << s;
  for (const char* s : {"ok", "ok-breaks", "ok-unverified", "mismatch", "timeout", "crash", "oom",
                        "protocol-error"})
    EXPECT_EQ(t.Column(s), s);
  EXPECT_EQ(t.Column("no-such-status"), "");
  EXPECT_TRUE(t.Supported("ok-breaks"));
  EXPECT_TRUE(t.Supported("ok-unverified"));
  EXPECT_FALSE(t.Supported("mismatch"));
  EXPECT_FALSE(t.Supported("n/a"));
  EXPECT_EQ(t.probes(), (std::vector<std::string>{"onnx", "export", "compile"}));
}

}  // namespace
}  // namespace capgrid
