#include "protocol.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <fmt/format.h>

namespace capgrid {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

std::string ErrorOf(std::string_view line) {
  try {
    ParseReply(line);
  } catch (const ProtocolError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(ProtocolTest, ParsesHello) {
  auto reply = ParseReply(
      R"({"type":"hello","protocol":4,"pid":42,"provenance":{"torch":"2.13.0"},"packs":["builtin:kornia"],"stack":{"torch":"2.13.0"},"probe_versions":{"onnx":1,"export":2}})");
  const auto& hello = std::get<HelloMsg>(reply);
  EXPECT_EQ(hello.pid, 42);
  EXPECT_EQ(hello.provenance["torch"], "2.13.0");
  EXPECT_EQ(hello.packs, std::vector<std::string>{"builtin:kornia"});
  EXPECT_EQ(hello.stack["torch"], "2.13.0");
  EXPECT_EQ(hello.probe_versions["export"], 2);
  EXPECT_EQ(ReplyType(reply), "hello");
}

TEST(ProtocolTest, HelloNeedsStackAndIntegerProbeVersions) {
  EXPECT_THAT(ErrorOf(R"({"type":"hello","protocol":4,"pid":1,"provenance":{},"packs":[]})"),
              HasSubstr("stack"));
  EXPECT_THAT(
      ErrorOf(R"({"type":"hello","protocol":4,"pid":1,"provenance":{},"packs":[],"stack":{},"probe_versions":{"onnx":0}})"),
      HasSubstr("probe_versions"));
}

TEST(ProtocolTest, HelloProbeKeepsAreOptionalAndChecked) {
  const std::string head =
      R"({"type":"hello","protocol":4,"pid":1,"provenance":{},"packs":[],"stack":{},"probe_versions":{"compile":2})";
  auto reply = ParseReply(
      head + R"(,"probe_keeps":{"compile":[{"from":1,"unless":{"graphs":0}},{"from":2,"unless":{}}]}})");
  EXPECT_EQ(std::get<HelloMsg>(reply).probe_keeps["compile"][0]["unless"]["graphs"], 0);
  EXPECT_EQ(std::get<HelloMsg>(reply).probe_keeps["compile"][1]["from"], 2);
  EXPECT_TRUE(std::get<HelloMsg>(ParseReply(head + "}")).probe_keeps.empty());
  EXPECT_THAT(ErrorOf(head + R"(,"probe_keeps":{"compile":[{"from":0,"unless":{}}]}})"),
              HasSubstr("probe_keeps"));
  EXPECT_THAT(ErrorOf(head + R"(,"probe_keeps":{"compile":[{"from":1}]}})"),
              HasSubstr("probe_keeps"));
  // protocol 3's single declaration is no chain
  EXPECT_THAT(ErrorOf(head + R"(,"probe_keeps":{"compile":{"from":1,"unless":{}}}})"),
              HasSubstr("probe_keeps"));
}

TEST(ProtocolTest, ParsesDigests) {
  auto reply = ParseReply(R"({"type":"digests","files":{"a.py":"0123","gone.py":null}})");
  const auto& d = std::get<DigestsMsg>(reply);
  EXPECT_EQ(d.files["a.py"], "0123");
  EXPECT_TRUE(d.files["gone.py"].is_null());
  EXPECT_THAT(ErrorOf(R"({"type":"digests","files":{"a.py":3}})"), HasSubstr("files"));
  // A file with declared source keeps: every digest it accepts, the current one first.
  auto kept = ParseReply(R"({"type":"digests","files":{"kit.py":["0123","abcd"]}})");
  ASSERT_TRUE(std::holds_alternative<DigestsMsg>(kept));
  EXPECT_EQ(std::get<DigestsMsg>(kept).files["kit.py"], nlohmann::json::array({"0123", "abcd"}));
  EXPECT_THAT(ErrorOf(R"({"type":"digests","files":{"kit.py":[]}})"), HasSubstr("files"));
  EXPECT_THAT(ErrorOf(R"({"type":"digests","files":{"kit.py":["0123",1]}})"), HasSubstr("files"));
  EXPECT_EQ(DigestsRequest({"a.py"}), "{\"files\":[\"a.py\"],\"type\":\"digests\"}\n");
}

TEST(ProtocolTest, HelloOfAnotherVersionNamesBothVersions) {
  std::string err = ErrorOf(R"({"type":"hello","protocol":1,"pid":1,"provenance":{},"packs":[]})");
  EXPECT_THAT(err, HasSubstr("protocol version 1"));
  EXPECT_THAT(err, HasSubstr(fmt::format("version {}", kProtocolVersion)));
}

TEST(ProtocolTest, ParsesPackError) {
  auto reply = ParseReply(
      R"({"type":"error","protocol":1,"kind":"pack","file":"bad.py","case":"dup","message":"bad.py: duplicate case name 'dup'"})");
  const auto& error = std::get<ErrorMsg>(reply);
  EXPECT_EQ(error.message, "bad.py: duplicate case name 'dup'");
  EXPECT_EQ(error.file, "bad.py");
  EXPECT_EQ(error.case_name, "dup");
}

TEST(ProtocolTest, ParsesInventoryAndChecksCases) {
  auto reply = ParseReply(R"({"type":"inventory","cases":[{"name":"a","group":"g"}]})");
  EXPECT_EQ(std::get<InventoryMsg>(reply).cases.at(0)["name"], "a");
  EXPECT_THAT(ErrorOf(R"({"type":"inventory","cases":[{"name":"a"}]})"), HasSubstr("\"group\""));
  EXPECT_THAT(ErrorOf(R"({"type":"inventory","cases":[1]})"), HasSubstr("array of objects"));
}

TEST(ProtocolTest, ParsesResultAndFillsRecordStatus) {
  auto reply = ParseReply(
      R"({"type":"result","id":3,"probe":"onnx","status":"mismatch","record":{"detail":"d"}})");
  const auto& result = std::get<ResultMsg>(reply);
  EXPECT_EQ(result.id, 3);
  EXPECT_EQ(result.probe, "onnx");
  EXPECT_EQ(result.status, "mismatch");
  EXPECT_EQ(result.record["status"], "mismatch");
  EXPECT_EQ(result.record["detail"], "d");
}

TEST(ProtocolTest, ResultStatusMustBeAWorkerStatus) {
  EXPECT_THAT(ErrorOf(R"({"type":"result","id":3,"probe":"onnx","status":"bogus","record":{}})"),
              HasSubstr("unknown worker status \"bogus\""));
  // Engine statuses are the engine's to give.
  EXPECT_THAT(ErrorOf(R"({"type":"result","id":3,"probe":"onnx","status":"crash","record":{}})"),
              HasSubstr("unknown worker status"));
  EXPECT_THAT(ErrorOf(R"({"type":"result","id":3,"probe":"onnx","status":"ok",)"
                      R"("record":{"status":"fail"}})"),
              HasSubstr("record.status"));
}

TEST(ProtocolTest, MalformedLines) {
  EXPECT_THAT(ErrorOf("this is not json"), HasSubstr("not JSON"));
  EXPECT_THAT(ErrorOf("[1,2]"), HasSubstr("not a JSON object"));
  EXPECT_THAT(ErrorOf(R"({"id":1})"), HasSubstr("without a string \"type\""));
  EXPECT_THAT(ErrorOf(R"({"type":"bonjour"})"), HasSubstr("unknown message type \"bonjour\""));
  EXPECT_THAT(ErrorOf(R"({"type":"probe_start","probe":"onnx"})"),
              HasSubstr("'probe_start' message without \"id\""));
  EXPECT_THAT(ErrorOf(R"({"type":"probe_start","id":"1","probe":"onnx"})"),
              HasSubstr("\"id\" must be an integer"));
  EXPECT_THAT(ErrorOf(R"({"type":"job_done","id":1.5})"), HasSubstr("must be an integer"));
  EXPECT_THAT(ErrorOf(R"({"type":"result","id":1,"probe":"onnx","status":"ok","record":[]})"),
              HasSubstr("\"record\" must be an object"));
  EXPECT_THAT(ErrorOf("\xFF\xFE"), HasSubstr("not JSON"));
}

TEST(ProtocolTest, ParsesPoisonedAndCoverage) {
  auto p = std::get<PoisonedMsg>(ParseReply(R"({"type":"poisoned","id":4,"reason":"tls"})"));
  EXPECT_EQ(p.id, 4);
  EXPECT_EQ(p.reason, "tls");
  auto c = std::get<CoverageMsg>(
      ParseReply(R"({"type":"coverage","module":"kornia","callables":[{"name":"sobel"}]})"));
  EXPECT_EQ(c.module, "kornia");
  EXPECT_EQ(c.callables.size(), 1u);
}

Reply Start(int64_t id, const char* probe) { return ProbeStartMsg{id, probe}; }
Reply Result(int64_t id, const char* probe) {
  return ResultMsg{id, probe, "ok", json{{"status", "ok"}}};
}

std::string AcceptError(JobReplies& job, const Reply& reply) {
  try {
    job.Accept(reply);
  } catch (const ProtocolError& e) {
    return e.what();
  }
  return "(accepted)";
}

TEST(JobRepliesTest, HappyPath) {
  JobReplies job(7, {"onnx", "compile"});
  EXPECT_EQ(job.unstarted(), (std::vector<std::string>{"onnx", "compile"}));
  job.Accept(Start(7, "onnx"));
  EXPECT_EQ(job.running(), "onnx");
  EXPECT_EQ(job.unstarted(), std::vector<std::string>{"compile"});
  job.Accept(Result(7, "onnx"));
  EXPECT_FALSE(job.running());
  job.Accept(Start(7, "compile"));
  job.Accept(Result(7, "compile"));
  EXPECT_FALSE(job.done());
  job.Accept(JobDoneMsg{7});
  EXPECT_TRUE(job.done());
  EXPECT_THAT(AcceptError(job, JobDoneMsg{7}), HasSubstr("after job 7 ended"));
}

TEST(JobRepliesTest, OutOfOrder) {
  JobReplies job(7, {"onnx", "export"});
  EXPECT_THAT(AcceptError(job, Start(7, "export")),
              HasSubstr("probe_start 'export' where 'onnx' was expected"));
  EXPECT_THAT(AcceptError(job, Start(8, "onnx")), HasSubstr("for job 8 during job 7"));
  EXPECT_THAT(AcceptError(job, Result(7, "onnx")), HasSubstr("without its probe_start"));
  EXPECT_THAT(AcceptError(job, JobDoneMsg{7}), HasSubstr("before all its probes ran"));
  job.Accept(Start(7, "onnx"));
  EXPECT_THAT(AcceptError(job, Start(7, "export")), HasSubstr("before the result of 'onnx'"));
  EXPECT_THAT(AcceptError(job, Result(7, "export")),
              HasSubstr("result for 'export' while 'onnx' was running"));
  EXPECT_THAT(AcceptError(job, PoisonedMsg{7, "x"}), HasSubstr("poisoned while 'onnx'"));
  EXPECT_THAT(AcceptError(job, InventoryMsg{}), HasSubstr("unexpected 'inventory' during job 7"));
  job.Accept(Result(7, "onnx"));
  job.Accept(Start(7, "export"));
  job.Accept(Result(7, "export"));
  EXPECT_THAT(AcceptError(job, Start(7, "compile")), HasSubstr("after every probe"));
}

TEST(JobRepliesTest, PoisonedBetweenProbesLeavesTheRestUnstarted) {
  JobReplies job(1, {"onnx", "export", "compile"});
  job.Accept(Start(1, "onnx"));
  job.Accept(Result(1, "onnx"));
  job.Accept(PoisonedMsg{1, "tls"});
  EXPECT_TRUE(job.done());
  EXPECT_TRUE(job.poisoned());
  EXPECT_EQ(job.unstarted(), (std::vector<std::string>{"export", "compile"}));
}

TEST(ProtocolTest, Requests) {
  Job job;
  job.id = 17;
  job.case_name = "filters.sobel";
  job.probes = {"onnx", "export"};
  std::string line = JobRequest(job, json{{"explain", false}});
  ASSERT_EQ(line.back(), '\n');
  json msg = json::parse(line);
  EXPECT_EQ(msg, json::parse(R"({"type":"job","id":17,"case":"filters.sobel",
      "probes":["onnx","export"],"options":{"explain":false}})"));
  EXPECT_EQ(json::parse(JobRequest(job, json()))["options"], json::object());
  EXPECT_EQ(json::parse(InventoryRequest()), json::parse(R"({"type":"inventory"})"));
  EXPECT_EQ(json::parse(ShutdownRequest()), json::parse(R"({"type":"shutdown"})"));
  EXPECT_EQ(json::parse(CoverageRequest("kornia")),
            json::parse(R"({"type":"coverage","module":"kornia"})"));
  ReproSpec spec;
  spec.case_name = "filters.sobel";
  spec.probe = "onnx";
  spec.script = "/w/repro/filters.sobel-onnx.py";
  spec.data = "/w/repro/filters.sobel-onnx.pt";
  spec.command = "capgrid repro filters.sobel --probe onnx";
  EXPECT_EQ(json::parse(ReproRequest(spec)), json::parse(R"({"type":"repro",
      "case":"filters.sobel","probe":"onnx","script":"/w/repro/filters.sobel-onnx.py",
      "data":"/w/repro/filters.sobel-onnx.pt","command":"capgrid repro filters.sobel --probe onnx",
      "options":{}})"));
}

TEST(ProtocolTest, ParsesRepro) {
  Reply r = ParseReply(
      R"j({"type":"repro","case":"a","probe":"export","script":"/w/a.py","data":"/w/a.pt",)j"
      R"j("standalone":false,"reason":"the target refers to pack code (capgrid_pack_x)"})j");
  const auto& m = std::get<ReproMsg>(r);
  EXPECT_EQ(ReplyType(r), "repro");
  EXPECT_EQ(m.case_name, "a");
  EXPECT_EQ(m.probe, "export");
  EXPECT_EQ(m.reply.script, "/w/a.py");
  EXPECT_EQ(m.reply.data, "/w/a.pt");
  EXPECT_FALSE(m.reply.standalone);
  EXPECT_EQ(m.reply.reason, "the target refers to pack code (capgrid_pack_x)");
  EXPECT_THAT(ErrorOf(R"({"type":"repro","case":"a","probe":"onnx","script":"s","data":"d",)"
                      R"("standalone":"yes"})"),
              HasSubstr("\"standalone\" must be a boolean"));
  EXPECT_THAT(ErrorOf(R"({"type":"repro","case":"a","probe":"onnx","data":"d",)"
                      R"("standalone":true})"),
              HasSubstr("script"));
}

}  // namespace
}  // namespace capgrid
