// Integration tests of ptocd: the real server (PtocServer) on 127.0.0.1
// port 0 in this process, called through real gRPC stubs over loopback.
// Expected IR comes from the reference goldens (tests/golden).
#include "server/server.h"

#include <arpa/inet.h>
#include <google/protobuf/descriptor.h>
#include <google/protobuf/dynamic_message.h>
#include <grpcpp/grpcpp.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/pass/strategy.h"
#include "compiler/pass/text_instruments.h"
#include "proto/health.grpc.pb.h"
#include "proto/ptoc/v1/compiler.grpc.pb.h"
#include "server/sha256.h"

namespace ptoc::server {
namespace {

using std::chrono::milliseconds;

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

const std::string& VecAdd() {
  static const std::string* text = new std::string(ReadFile("tests/corpus/01_vec_add_scope.py"));
  return *text;
}

// ---- Test-only passes, registered in this process (= the server's) ----

std::atomic<int> slow_pass_runs{0};
std::atomic<int> probe_mismatches{0};
std::atomic<int> probe_runs{0};

// Sleeps, so deadlines, cancellation and concurrency can be observed.
const bool kSlowRegistered = pass::RegisterNewPass("TestSlowPass", pass::PassProperties{},
                                                   [](const ir::ProgramPtr& program) {
                                                     ++slow_pass_runs;
                                                     std::this_thread::sleep_for(milliseconds(150));
                                                     return program;
                                                   });

// Checks that the context it runs under is the one its request asked for:
// option "probe_expect_roundtrip" says whether a RoundtripInstrument must be
// present; "probe_id" must be set.
const bool kProbeRegistered = pass::RegisterNewPass(
    "TestContextProbe", pass::PassProperties{}, [](const ir::ProgramPtr& program) {
      ++probe_runs;
      pass::PassContext* context = pass::PassContext::Current();
      if (context == nullptr) {
        ++probe_mismatches;
        return program;
      }
      bool want = context->GetBoolOption("probe_expect_roundtrip", false);
      bool has = context->FindInstrument<pass::RoundtripInstrument>() != nullptr;
      if (want != has || !context->GetOption("probe_id")) ++probe_mismatches;
      std::this_thread::sleep_for(milliseconds(20));
      // Re-check after other requests had time to run on other threads.
      if ((context->FindInstrument<pass::RoundtripInstrument>() != nullptr) != want) {
        ++probe_mismatches;
      }
      return program;
    });

// Claims to produce SSAForm without doing anything: on non-SSA input the
// pipeline's automatic verification must fail after it.
const bool kLiarRegistered = pass::RegisterNewPass(
    "TestClaimsSSA", pass::PassProperties{{}, {pass::IRProperty::kSSAForm}, {}},
    [](const ir::ProgramPtr& program) { return program; });

// Declared, without a transform.
const bool kUnimplementedDeclared =
    pass::PassRegistry::Global().Declare("TestNotImplemented", pass::PassProperties{}).ok();

// ---- Fixture ----

class ServerTest : public ::testing::Test {
 protected:
  void StartServer(ServerConfig config = ServerConfig()) {
    config.host = "127.0.0.1";
    config.port = 0;
    absl::StatusOr<std::unique_ptr<PtocServer>> server = PtocServer::Start(config);
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = *std::move(server);
    ASSERT_GT(server_->port(), 0);
    channel_ = grpc::CreateChannel(absl::StrCat("127.0.0.1:", server_->port()),
                                   grpc::InsecureChannelCredentials());
    stub_ = v1::Compiler::NewStub(channel_);
  }
  void SetUp() override { StartServer(); }
  void TearDown() override {
    if (server_) server_->Shutdown(milliseconds(0));
  }

  static v1::CompileRequest Compile(const std::string& text, const std::string& pipeline = "") {
    v1::CompileRequest request;
    request.mutable_program()->set_dsl_text(text);
    request.mutable_program()->set_filename("prog.py");
    if (!pipeline.empty()) request.mutable_pipeline()->set_text(pipeline);
    return request;
  }

  grpc::Status Call(const v1::CompileRequest& request, v1::CompileResponse* response,
                    int deadline_ms = 30000) {
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() + milliseconds(deadline_ms));
    return stub_->CompileProgram(&context, request, response);
  }

  std::vector<v1::PassDump> Dump(const v1::GetPassDumpRequest& request, grpc::Status* status) {
    grpc::ClientContext context;
    std::vector<v1::PassDump> messages;
    auto reader = stub_->GetPassDump(&context, request);
    v1::PassDump message;
    while (reader->Read(&message)) messages.push_back(message);
    *status = reader->Finish();
    return messages;
  }

  std::unique_ptr<PtocServer> server_;
  std::shared_ptr<grpc::Channel> channel_;
  std::unique_ptr<v1::Compiler::Stub> stub_;
};

// ---- CompileProgram and the cache ----

TEST_F(ServerTest, CompileDefaultStrategyThenCacheHit) {
  v1::CompileResponse first;
  grpc::Status status = Call(Compile(VecAdd()), &first);
  ASSERT_TRUE(status.ok()) << status.error_message();
  EXPECT_FALSE(first.cache_hit());
  EXPECT_EQ(first.program_digest().size(), 64u);
  EXPECT_EQ(first.target(), "Ascend910B");
  std::vector<std::string> strategy = pass::StrategyPassNames(pass::OptimizationStrategy::kDefault);
  ASSERT_EQ(first.pass_timings_size(), static_cast<int>(strategy.size()));
  for (int i = 0; i < first.pass_timings_size(); ++i) {
    EXPECT_EQ(first.pass_timings(i).name(), strategy[i]);
    EXPECT_EQ(first.pass_timings(i).index(), i + 1);
    EXPECT_GE(first.pass_timings(i).wall_ms(), 0);
  }
  EXPECT_FALSE(first.final_properties().empty());
  EXPECT_TRUE(first.artifacts().empty());  // no codegen yet

  v1::CompileResponse second;
  ASSERT_TRUE(Call(Compile(VecAdd()), &second).ok());
  EXPECT_TRUE(second.cache_hit());
  EXPECT_EQ(second.program_digest(), first.program_digest());
  EXPECT_EQ(second.cache_key(), first.cache_key());
  EXPECT_EQ(server_->metrics().CacheHitCount(), 1u);
  EXPECT_EQ(server_->metrics().CacheMissCount(), 1u);

  // The same program with other whitespace and a comment is the same
  // canonical IR: same digest, served from the cache.
  std::string reformatted = "# a comment\n" + VecAdd() + "\n\n";
  v1::CompileResponse third;
  ASSERT_TRUE(Call(Compile(reformatted), &third).ok());
  EXPECT_TRUE(third.cache_hit());
  EXPECT_EQ(third.program_digest(), first.program_digest());

  // Another target is another key.
  v1::CompileRequest other = Compile(VecAdd());
  other.set_target("Ascend950");
  v1::CompileResponse fourth;
  ASSERT_TRUE(Call(other, &fourth).ok());
  EXPECT_FALSE(fourth.cache_hit());
  EXPECT_EQ(fourth.target(), "Ascend950");
  EXPECT_NE(fourth.cache_key(), first.cache_key());
}

TEST_F(ServerTest, DigestIsSha256OfCanonicalText) {
  v1::RunPassesRequest request;
  request.mutable_program()->set_dsl_text(VecAdd());
  request.mutable_pipeline()->set_text("ConvertToSSA");
  v1::RunPassesResponse response;
  grpc::ClientContext context;
  ASSERT_TRUE(stub_->RunPasses(&context, request, &response).ok());
  // The golden concise print of the corpus program is its canonical text.
  EXPECT_EQ(response.program_digest(),
            Sha256Hex(ReadFile("tests/golden/01_vec_add_scope/print.concise.py")));
}

// ---- GetPassDump: streamed per-pass IR matches the reference dumps ----

TEST_F(ServerTest, PassDumpMatchesReferenceGoldens) {
  v1::GetPassDumpRequest request;
  request.mutable_program()->set_dsl_text(VecAdd());
  request.mutable_pipeline()->set_strategy("Default");
  for (bool cached : {false, true}) {
    grpc::Status status;
    std::vector<v1::PassDump> messages = Dump(request, &status);
    ASSERT_TRUE(status.ok()) << status.error_message();
    std::vector<std::string> names = pass::StrategyPassNames(pass::OptimizationStrategy::kDefault);
    ASSERT_EQ(messages.size(), names.size() + 1);
    int identical = 0;
    for (size_t i = 0; i < names.size(); ++i) {
      ASSERT_TRUE(messages[i].has_pass());
      const v1::PassResult& p = messages[i].pass();
      EXPECT_EQ(p.index(), static_cast<int>(i + 1));
      EXPECT_EQ(p.name(), names[i]);
      std::string golden = ReadFile("tests/golden/01_vec_add_scope/default/" +
                                    pass::PassDumpFileName(p.index(), p.name()));
      identical += p.ir_text() == golden;
      EXPECT_EQ(p.ir_text(), golden) << p.name();
    }
    EXPECT_EQ(identical, static_cast<int>(names.size()));
    ASSERT_TRUE(messages.back().has_summary());
    EXPECT_EQ(messages.back().summary().cache_hit(), cached);
    EXPECT_EQ(messages.back().summary().pass_count(), static_cast<int>(names.size()));
  }
}

TEST_F(ServerTest, PassDumpDiffAndOnlyChanged) {
  v1::GetPassDumpRequest request;
  request.mutable_program()->set_dsl_text(VecAdd());
  request.mutable_pipeline()->set_text("ConvertToSSA,Simplify,NormalizeStmtStructure");
  request.set_diff(true);
  request.set_only_changed(true);
  grpc::Status status;
  std::vector<v1::PassDump> messages = Dump(request, &status);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_GE(messages.size(), 2u);
  const v1::PassDumpSummary& summary = messages.back().summary();
  EXPECT_EQ(summary.pass_count(), 3);
  // Only changed passes are sent; each carries a diff and no full text.
  EXPECT_EQ(static_cast<int>(messages.size()) - 1, summary.changed_count());
  const v1::PassResult& ssa = messages[0].pass();
  EXPECT_EQ(ssa.name(), "ConvertToSSA");
  EXPECT_TRUE(ssa.changed());
  EXPECT_TRUE(ssa.ir_text().empty());
  EXPECT_EQ(ssa.diff().rfind("--- 00_frontend.py\n+++ 01_after_ConvertToSSA.py\n@@ -", 0), 0u)
      << ssa.diff();
  // Applying the diff's "+" side gives the golden text's changed lines.
  std::string golden = ReadFile("tests/golden/01_vec_add_scope/default/04_after_ConvertToSSA.py");
  std::istringstream diff(ssa.diff());
  std::string line;
  int added = 0;
  while (std::getline(diff, line)) {
    if (line.rfind('+', 0) == 0 && line.rfind("+++", 0) != 0) {
      ++added;
      EXPECT_NE(golden.find(line.substr(1)), std::string::npos) << line;
    }
  }
  EXPECT_GT(added, 0);
}

// ---- RunPasses with instruments ----

TEST_F(ServerTest, RunPassesWithInstruments) {
  v1::RunPassesRequest request;
  request.mutable_program()->set_dsl_text(VecAdd());
  for (const char* name :
       {"InlineFunctions", "UnrollLoops", "CtrlFlowTransform", "ConvertToSSA", "Simplify"}) {
    request.mutable_pipeline()->mutable_passes()->add_names(name);
  }
  v1::Instruments* instruments = request.mutable_instruments();
  instruments->set_verification_mode(v1::VERIFICATION_MODE_BEFORE_AND_AFTER);
  instruments->set_roundtrip(true);
  instruments->set_dump_level(v1::DUMP_LEVEL_CONCISE);
  instruments->set_report(true);
  request.set_return_text(true);
  request.set_return_proto(true);
  v1::RunPassesResponse response;
  {
    grpc::ClientContext context;
    grpc::Status status = stub_->RunPasses(&context, request, &response);
    ASSERT_TRUE(status.ok()) << status.error_message();
  }
  // A prefix of the Default strategy: the result is the reference's dump.
  EXPECT_EQ(response.ir_text(),
            ReadFile("tests/golden/01_vec_add_scope/default/05_after_Simplify.py"));
  ASSERT_EQ(response.dumps_size(), 5);
  EXPECT_EQ(response.dumps(4).ir_text(), response.ir_text());
  std::vector<std::string> instruments_seen;
  for (const auto& report : response.reports()) instruments_seen.push_back(report.instrument());
  EXPECT_EQ(absl::StrJoin(instruments_seen, ","),
            "VerificationInstrument,RoundtripInstrument,ReportInstrument");
  EXPECT_EQ(response.reports(1).checked() + response.reports(1).skipped(), 5);
  EXPECT_GT(response.ir().functions_size(), 0);

  // The returned IR protobuf is a valid program input: same canonical IR
  // (the SSA-renamed one), so the same digest as its text.
  v1::RunPassesRequest from_proto;
  *from_proto.mutable_program()->mutable_ir() = response.ir();
  from_proto.mutable_pipeline()->set_text("Simplify");
  v1::RunPassesResponse again;
  v1::RunPassesRequest from_text;
  from_text.mutable_program()->set_dsl_text(response.ir_text());
  from_text.mutable_pipeline()->set_text("Simplify");
  v1::RunPassesResponse again_text;
  grpc::ClientContext c1, c2;
  ASSERT_TRUE(stub_->RunPasses(&c1, from_proto, &again).ok());
  ASSERT_TRUE(stub_->RunPasses(&c2, from_text, &again_text).ok());
  EXPECT_EQ(again.program_digest(), again_text.program_digest());
}

// A perf hint reaches the API with the location of its line: the line
// prints the reference's 0-based column (the reference compiler reports this
// hint "at hint.py:6:4" for the same program, `def` at 0-based column 4);
// Diagnostic.column is 1-based.
TEST_F(ServerTest, PerfHintLocationHasOneBasedApiColumn) {
  v1::RunPassesRequest request;
  request.mutable_program()->set_dsl_text(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a0: pl.Tensor[[16, 128], pl.BF16], b0: pl.Tensor[[128, 192], pl.BF16], a1: pl.Tensor[[16, 128], pl.BF16], b1: pl.Tensor[[128, 192], pl.BF16], o0: pl.Out[pl.Tensor[[16, 192], pl.FP32]], o1: pl.Out[pl.Tensor[[16, 192], pl.FP32]]) -> pl.Tensor[[16, 192], pl.FP32]:
        a0m: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        b0m: pl.Tile[[128, 192], pl.BF16, pl.Mem.Mat] = pl.tile.load(b0, [0, 0], [128, 192], [128, 192], target_memory=pl.Mem.Mat)
        l0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a0m, target_memory=pl.Mem.Left)
        r0: pl.Tile[[128, 192], pl.BF16, pl.Mem.Right] = pl.tile.move(b0m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
        m0: pl.Tile[[16, 192], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l0, r0)
        s0: pl.Tensor[[16, 192], pl.FP32] = pl.tile.store(m0, [0, 0], o0)
        a1m: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a1, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        b1m: pl.Tile[[128, 192], pl.BF16, pl.Mem.Mat] = pl.tile.load(b1, [0, 0], [128, 192], [128, 192], target_memory=pl.Mem.Mat)
        l1: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a1m, target_memory=pl.Mem.Left)
        r1: pl.Tile[[128, 192], pl.BF16, pl.Mem.Right] = pl.tile.move(b1m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
        m1: pl.Tile[[16, 192], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l1, r1)
        s1: pl.Tensor[[16, 192], pl.FP32] = pl.tile.store(m1, [0, 0], o1)
        return s1
)");
  for (const char* name : {"InitMemRef", "MemoryReuse"}) {
    request.mutable_pipeline()->mutable_passes()->add_names(name);
  }
  request.mutable_instruments()->set_report(true);
  v1::RunPassesResponse response;
  {
    grpc::ClientContext context;
    grpc::Status status = stub_->RunPasses(&context, request, &response);
    ASSERT_TRUE(status.ok()) << status.error_message();
  }
  ASSERT_EQ(response.diagnostics_size(), 1);
  const v1::Diagnostic& hint = response.diagnostics(0);
  EXPECT_EQ(hint.severity(), v1::Diagnostic::SEVERITY_PERF_HINT);
  EXPECT_NE(
      hint.message().find("[perf_hint PH-MR-001] MemoryReuse: software pipelining requested "
                          "depth 2 for pipeline group 0 in Right, but only 1 of 2 buffers fit"),
      std::string::npos)
      << hint.message();
  EXPECT_TRUE(absl::EndsWith(hint.message(), ":6:4")) << hint.message();
  EXPECT_EQ(hint.line(), 6);
  EXPECT_EQ(hint.column(), 5);
  // Without the report the hint is not the requester's concern: dropped (and never written to
  // the daemon's stderr, see ptocd_e2e_test).
  request.mutable_instruments()->set_report(false);
  {
    grpc::ClientContext context;
    grpc::Status status = stub_->RunPasses(&context, request, &response);
    ASSERT_TRUE(status.ok()) << status.error_message();
  }
  EXPECT_EQ(response.diagnostics_size(), 0);
}

// A pass's warning (MemoryReuse falls back to the legacy packing; the passes
// run here succeed) is the requester's: in RunPasses' diagnostics with or
// without the report, and in GetPassDump's summary; never on the daemon's
// stderr.
TEST_F(ServerTest, PassWarningsReachTheResponse) {
  const std::string program = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, la: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 80], pl.BF16], o: pl.Out[pl.Tensor[[16, 80], pl.FP32]]) -> pl.Tensor[[16, 80], pl.FP32]:
        b0m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 80], [128, 80], target_memory=pl.Mem.Mat)
        r0: pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b0m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
        b1m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 80], [128, 80], target_memory=pl.Mem.Mat)
        r1: pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b1m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
        b2m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 80], [128, 80], target_memory=pl.Mem.Mat)
        r2: pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b2m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:2"})
        b3m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 80], [128, 80], target_memory=pl.Mem.Mat)
        r3: pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b3m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:3"})
        lam: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(la, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        lt: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lam, target_memory=pl.Mem.Left)
        m0: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r0)
        s0: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m0, [0, 0], o)
        m1: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r1)
        s1: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m1, [0, 0], o)
        m2: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r2)
        s2: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m2, [0, 0], o)
        m3: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r3)
        s3: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m3, [0, 0], o)
        return s3
)";
  auto check = [](const v1::Diagnostic& warning) {
    EXPECT_EQ(warning.severity(), v1::Diagnostic::SEVERITY_WARNING);
    EXPECT_TRUE(absl::StartsWith(warning.message(),
                                 "[warning] [MemoryReuse] (MemoryReuse) capacity-gated reuse could "
                                 "not fit memory space Right"))
        << warning.message();
    EXPECT_NE(warning.message().find("fell back to the legacy packing"), std::string::npos);
    EXPECT_EQ(warning.line(), 6);
    EXPECT_EQ(warning.column(), 5);
  };
  for (bool report : {false, true}) {
    v1::RunPassesRequest request;
    request.mutable_program()->set_dsl_text(program);
    for (const char* name : {"InitMemRef", "MemoryReuse"}) {
      request.mutable_pipeline()->mutable_passes()->add_names(name);
    }
    request.mutable_instruments()->set_report(report);
    v1::RunPassesResponse response;
    grpc::ClientContext context;
    grpc::Status status = stub_->RunPasses(&context, request, &response);
    ASSERT_TRUE(status.ok()) << status.error_message();
    ASSERT_EQ(response.diagnostics_size(), 1) << report;
    check(response.diagnostics(0));
  }
  v1::GetPassDumpRequest request;
  request.mutable_program()->set_dsl_text(program);
  request.mutable_pipeline()->set_text("InitMemRef,MemoryReuse");
  grpc::Status status;
  std::vector<v1::PassDump> messages = Dump(request, &status);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_FALSE(messages.empty());
  ASSERT_TRUE(messages.back().has_summary());
  ASSERT_EQ(messages.back().summary().diagnostics_size(), 1);
  check(messages.back().summary().diagnostics(0));
}

TEST_F(ServerTest, ExplicitDumpLevelMatchesGolden) {
  v1::RunPassesRequest request;
  request.mutable_program()->set_dsl_text(VecAdd());
  request.mutable_pipeline()->set_strategy("Default");
  request.mutable_instruments()->set_dump_level(v1::DUMP_LEVEL_EXPLICIT);
  v1::RunPassesResponse response;
  grpc::ClientContext context;
  grpc::Status status = stub_->RunPasses(&context, request, &response);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_GT(response.dumps_size(), 0);
  int identical = 0;
  for (const v1::PassResult& p : response.dumps()) {
    std::string golden = ReadFile("tests/golden/01_vec_add_scope/default-explicit/" +
                                  pass::PassDumpFileName(p.index(), p.name()));
    if (golden.empty()) continue;
    identical += p.ir_text() == golden;
    EXPECT_EQ(p.ir_text(), golden) << p.name();
  }
  EXPECT_GT(identical, 0);
}

// ---- Status codes ----

TEST_F(ServerTest, ErrorCodes) {
  v1::CompileResponse response;
  // Malformed program: INVALID_ARGUMENT with file:line:col.
  std::string broken = VecAdd();
  size_t at = broken.find("pl.add(lhs, rhs)");
  ASSERT_NE(at, std::string::npos);
  broken.replace(at, 16, "pl.add(lhs, )");
  grpc::Status status = Call(Compile(broken), &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(status.error_message().rfind("prog.py:", 0), 0u) << status.error_message();
  EXPECT_NE(status.error_message().find(":14:"), std::string::npos) << status.error_message();

  status = Call(Compile("this is not a program"), &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(status.error_message().rfind("prog.py:1:", 0), 0u) << status.error_message();

  // Unknown pass / strategy / target.
  status = Call(Compile(VecAdd(), "ConvertToSSA,NoSuchPass"), &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_NE(status.error_message().find("NoSuchPass"), std::string::npos);
  v1::CompileRequest request = Compile(VecAdd());
  request.mutable_pipeline()->set_strategy("Fastest");
  EXPECT_EQ(Call(request, &response).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  request = Compile(VecAdd());
  request.set_target("Ascend310");
  EXPECT_EQ(Call(request, &response).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(Call(v1::CompileRequest(), &response).error_code(), grpc::StatusCode::INVALID_ARGUMENT);

  // A pass without a transform.
  status = Call(Compile(VecAdd(), "ConvertToSSA,TestNotImplemented"), &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::UNIMPLEMENTED);
  EXPECT_NE(status.error_message().find("TestNotImplemented"), std::string::npos);

  // A property that fails to verify after a pass: INVALID_ARGUMENT naming the
  // pass. (`total` assigned twice: not SSA, though the pass claims to produce SSA.)
  std::string non_ssa = VecAdd();
  non_ssa.insert(non_ssa.find("            dst = "), "            total = pl.add(total, rhs)\n");
  status = Call(Compile(non_ssa, "TestClaimsSSA"), &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_NE(status.error_message().find("TestClaimsSSA"), std::string::npos)
      << status.error_message();
  // Failures are never cached: the second attempt compiles (and fails) again.
  uint64_t misses = server_->metrics().CacheMissCount();
  EXPECT_EQ(Call(Compile(non_ssa, "TestClaimsSSA"), &response).error_code(),
            grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(server_->metrics().CacheMissCount(), misses + 1);

  EXPECT_EQ(server_->metrics().HandledCount("CompileProgram", "INVALID_ARGUMENT"), 8u);
  EXPECT_EQ(server_->metrics().HandledCount("CompileProgram", "UNIMPLEMENTED"), 1u);
}

grpc::Status CompileOn(PtocServer* server, const std::string& text) {
  auto stub = v1::Compiler::NewStub(grpc::CreateChannel(absl::StrCat("127.0.0.1:", server->port()),
                                                        grpc::InsecureChannelCredentials()));
  v1::CompileRequest request;
  request.mutable_program()->set_dsl_text(text);
  request.mutable_pipeline()->set_text("ConvertToSSA");
  v1::CompileResponse response;
  grpc::ClientContext context;
  return stub->CompileProgram(&context, request, &response);
}

TEST(ServerLimitsTest, OverLimitRequests) {
  v1::ProgramSource source;
  source.set_dsl_text(VecAdd());
  absl::StatusOr<PreparedProgram> base = PrepareProgram(source, Limits());
  ASSERT_TRUE(base.ok());
  ServerConfig config;
  config.limits.max_program_bytes = VecAdd().size() + 100;
  config.limits.max_ir_nodes = base->node_count;
  auto server = PtocServer::Start(config);
  ASSERT_TRUE(server.ok());
  EXPECT_TRUE(CompileOn(server->get(), VecAdd()).ok());  // exactly at the limits
  // Too many bytes.
  grpc::Status status = CompileOn(server->get(), VecAdd() + std::string(200, '#'));
  EXPECT_EQ(status.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED) << status.error_message();
  // Too many IR nodes (one more statement, fewer bytes than the slack).
  std::string bigger = VecAdd();
  bigger.insert(bigger.find("            dst = "), "            total = pl.add(total, rhs)\n");
  status = CompileOn(server->get(), bigger);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED) << status.error_message();
  EXPECT_NE(status.error_message().find("IR nodes"), std::string::npos);
  (*server)->Shutdown(milliseconds(0));

  // Nesting deeper than the limit: INVALID_ARGUMENT with a location.
  auto defaults = PtocServer::Start(ServerConfig());
  ASSERT_TRUE(defaults.ok());
  std::string nested = "rhs";
  for (int i = 0; i < 300; ++i) nested = absl::StrCat("pl.add(lhs, ", nested, ")");
  std::string deep = VecAdd();
  deep.replace(deep.find("pl.add(lhs, rhs)"), 16, nested);
  status = CompileOn(defaults->get(), deep);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << status.error_message();
  EXPECT_EQ(status.error_message().rfind("<input>:", 0), 0u) << status.error_message();
  (*defaults)->Shutdown(milliseconds(0));

  // An operator chain taller than the configured expression height: INVALID_ARGUMENT at the
  // operator that crosses it, while the default limit accepts the same program.
  std::string chain = "n";
  for (int i = 0; i < 30; ++i) chain += " + n";  // a variable: constants would fold
  std::string tall = VecAdd();
  tall.replace(tall.find("[0, 0]"), 6, absl::StrCat("[", chain, ", 0]"));
  tall.insert(tall.find("        dst: pl.Out"), "        n: pl.Scalar[pl.INDEX],\n");
  ServerConfig low;
  low.limits.max_expression_height = 20;
  auto limited = PtocServer::Start(low);
  ASSERT_TRUE(limited.ok());
  status = CompileOn(limited->get(), tall);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << status.error_message();
  EXPECT_NE(status.error_message().find("nested too deeply (more than 20 levels)"),
            std::string::npos)
      << status.error_message();
  EXPECT_EQ(status.error_message().rfind("<input>:16:", 0), 0u) << status.error_message();
  (*limited)->Shutdown(milliseconds(0));
  auto roomy = PtocServer::Start(ServerConfig());
  ASSERT_TRUE(roomy.ok());
  EXPECT_TRUE(CompileOn(roomy->get(), tall).ok());
  (*roomy)->Shutdown(milliseconds(0));
}

TEST_F(ServerTest, DeadlineIsCheckedBetweenPasses) {
  slow_pass_runs = 0;
  v1::CompileResponse response;
  grpc::Status status =
      Call(Compile(VecAdd(),
                   "TestSlowPass,TestSlowPass,TestSlowPass,TestSlowPass,TestSlowPass,"
                   "TestSlowPass,TestSlowPass,TestSlowPass"),
           &response, /*deadline_ms=*/400);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::DEADLINE_EXCEEDED);
  // The server stops at the next pass boundary instead of running all 8.
  for (int i = 0;
       i < 50 && server_->metrics().HandledCount("CompileProgram", "DEADLINE_EXCEEDED") == 0; ++i) {
    std::this_thread::sleep_for(milliseconds(50));
  }
  EXPECT_EQ(server_->metrics().HandledCount("CompileProgram", "DEADLINE_EXCEEDED"), 1u);
  EXPECT_LT(slow_pass_runs.load(), 8);
}

TEST_F(ServerTest, CancellationStopsTheStream) {
  slow_pass_runs = 0;
  v1::GetPassDumpRequest request;
  request.mutable_program()->set_dsl_text(VecAdd());
  request.mutable_pipeline()->set_text(
      "TestSlowPass,TestSlowPass,TestSlowPass,TestSlowPass,TestSlowPass,TestSlowPass");
  grpc::ClientContext context;
  auto reader = stub_->GetPassDump(&context, request);
  v1::PassDump first;
  ASSERT_TRUE(reader->Read(&first));  // streamed while the pipeline runs
  EXPECT_EQ(first.pass().index(), 1);
  context.TryCancel();
  EXPECT_EQ(reader->Finish().error_code(), grpc::StatusCode::CANCELLED);
  for (int i = 0; i < 50 && server_->metrics().HandledCount("GetPassDump", "CANCELLED") == 0; ++i) {
    std::this_thread::sleep_for(milliseconds(50));
  }
  EXPECT_EQ(server_->metrics().HandledCount("GetPassDump", "CANCELLED"), 1u);
  EXPECT_LT(slow_pass_runs.load(), 6);
}

// ---- Concurrency ----

TEST_F(ServerTest, ConcurrentRequestsHaveIsolatedContexts) {
  probe_mismatches = 0;
  probe_runs = 0;
  // 32 clients at once, each with its own combination of instruments and
  // view level; each must get exactly its own reports and dumps. The
  // pipeline is the Default strategy's first five passes with probes in
  // between (the probes do not change the IR), so every result is the
  // reference's dump at the client's level (02_row_block_fuse: the two
  // levels print differently).
  constexpr int kThreads = 32;
  const std::string golden_concise =
      ReadFile("tests/golden/02_row_block_fuse/default/05_after_Simplify.py");
  const std::string golden_explicit =
      ReadFile("tests/golden/02_row_block_fuse/default-explicit/05_after_Simplify.py");
  ASSERT_FALSE(golden_concise.empty());
  ASSERT_FALSE(golden_explicit.empty());
  ASSERT_NE(golden_concise, golden_explicit);  // the view level shows in the result
  const std::string program = ReadFile("tests/corpus/02_row_block_fuse.py");
  ASSERT_FALSE(program.empty());
  const v1::VerificationMode kModes[] = {v1::VERIFICATION_MODE_NONE, v1::VERIFICATION_MODE_BEFORE,
                                         v1::VERIFICATION_MODE_AFTER,
                                         v1::VERIFICATION_MODE_BEFORE_AND_AFTER};
  std::vector<std::thread> threads;
  std::vector<std::string> failures(kThreads);
  threads.reserve(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      bool roundtrip = t % 2 == 0;
      bool explicit_view = t % 3 == 0;
      v1::VerificationMode mode = kModes[(t / 2) % 4];
      bool report = t % 5 == 0;
      v1::RunPassesRequest request;
      request.mutable_program()->set_dsl_text(program);
      request.mutable_pipeline()->set_text(
          "InlineFunctions,UnrollLoops,CtrlFlowTransform,ConvertToSSA,TestContextProbe,"
          "Simplify,TestContextProbe");
      v1::Instruments* instruments = request.mutable_instruments();
      instruments->set_roundtrip(roundtrip);
      instruments->set_verification_mode(mode);
      instruments->set_report(report);
      instruments->set_dump_level(explicit_view ? v1::DUMP_LEVEL_EXPLICIT : v1::DUMP_LEVEL_CONCISE);
      (*request.mutable_pass_options())["probe_id"] = std::to_string(t);
      (*request.mutable_pass_options())["probe_expect_roundtrip"] = roundtrip ? "true" : "false";
      request.set_skip_cache(true);
      v1::RunPassesResponse response;
      grpc::ClientContext context;
      context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(120));
      grpc::Status status = stub_->RunPasses(&context, request, &response);
      std::string& failure = failures[t];
      if (!status.ok()) {
        failure = "status " + status.error_message();
        return;
      }
      // Exactly its own instruments, in the service's order.
      std::vector<std::string> expected_reports;
      if (mode != v1::VERIFICATION_MODE_NONE) expected_reports.push_back("VerificationInstrument");
      if (roundtrip) expected_reports.push_back("RoundtripInstrument");
      if (report) expected_reports.push_back("ReportInstrument");
      std::vector<std::string> reports;
      for (const auto& r : response.reports()) reports.push_back(r.instrument());
      if (reports != expected_reports) {
        failure += "reports " + absl::StrJoin(reports, ",") + "; ";
      }
      if (response.dumps_size() != 7) failure += "dumps " + std::to_string(response.dumps_size());
      // Its own view level, in the result and in every dump.
      const std::string& golden = explicit_view ? golden_explicit : golden_concise;
      if (response.ir_text() != golden) failure += "ir_text differs from the golden; ";
      if (response.dumps_size() == 7 && response.dumps(6).ir_text() != golden) {
        failure += "last dump differs from the golden; ";
      }
    });
  }
  for (auto& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(failures[t], "") << "client " << t;
  EXPECT_EQ(probe_runs.load(), 2 * kThreads);
  EXPECT_EQ(probe_mismatches.load(), 0);
}

// ---- The raw-request index (first-level cache) ----

// A response without its timing (the only field that differs between two
// answers from the same cache entry).
template <typename Response>
std::string WithoutTime(Response response) {
  response.clear_total_ms();
  return response.SerializeAsString();
}

TEST_F(ServerTest, RawRequestIndexAnswersExactRepeatsLikeTheCanonicalKey) {
  Metrics& metrics = server_->metrics();
  v1::CompileRequest request = Compile(VecAdd(), "ConvertToSSA,Simplify");
  request.set_return_ir(true);
  v1::CompileResponse miss, raw_hit, canonical_hit, raw_hit_2;
  ASSERT_TRUE(Call(request, &miss).ok());
  EXPECT_FALSE(miss.cache_hit());
  EXPECT_EQ(metrics.CacheRawHitCount(), 0u);

  // An exact repeat: found by its raw bytes, not parsed.
  ASSERT_TRUE(Call(request, &raw_hit).ok());
  EXPECT_TRUE(raw_hit.cache_hit());
  EXPECT_EQ(metrics.CacheRawHitCount(), 1u);
  EXPECT_EQ(raw_hit.program_digest(), miss.program_digest());
  EXPECT_EQ(raw_hit.cache_key(), miss.cache_key());
  EXPECT_EQ(raw_hit.ir_text(), miss.ir_text());

  // Other whitespace and a comment: a raw miss, then a canonical hit on the
  // same entry; it answers byte for byte what the raw hit answered.
  v1::CompileRequest reformatted = request;
  reformatted.mutable_program()->set_dsl_text("# reformatted\n\n" + VecAdd() + "\n\n");
  ASSERT_TRUE(Call(reformatted, &canonical_hit).ok());
  EXPECT_TRUE(canonical_hit.cache_hit());
  EXPECT_EQ(metrics.CacheRawHitCount(), 1u);
  EXPECT_EQ(metrics.CacheMissCount(), 1u);
  EXPECT_EQ(canonical_hit.program_digest(), miss.program_digest());
  EXPECT_EQ(WithoutTime(canonical_hit), WithoutTime(raw_hit));
  // ... and from now on its own repeats are raw hits too.
  ASSERT_TRUE(Call(reformatted, &raw_hit_2).ok());
  EXPECT_EQ(metrics.CacheRawHitCount(), 2u);
  EXPECT_EQ(WithoutTime(raw_hit_2), WithoutTime(raw_hit));
  EXPECT_EQ(server_->cache().raw_entries(), 2u);

  // Any field of the key changes the raw key: another target misses.
  v1::CompileRequest other_target = request;
  other_target.set_target("Ascend950");
  v1::CompileResponse other;
  ASSERT_TRUE(Call(other_target, &other).ok());
  EXPECT_FALSE(other.cache_hit());
  EXPECT_EQ(metrics.CacheRawHitCount(), 2u);

  // skip_cache always computes, raw index or not.
  v1::CompileRequest skip = request;
  skip.set_skip_cache(true);
  v1::CompileResponse skipped;
  ASSERT_TRUE(Call(skip, &skipped).ok());
  EXPECT_FALSE(skipped.cache_hit());
  EXPECT_EQ(metrics.CacheRawHitCount(), 2u);

  EXPECT_NE(metrics.Render().find("ptoc_cache_raw_hits_total 2\n"), std::string::npos);
}

TEST_F(ServerTest, RawRequestIndexForRunPassesAndPassDumps) {
  Metrics& metrics = server_->metrics();
  v1::RunPassesRequest request;
  request.mutable_program()->set_dsl_text(VecAdd());
  request.mutable_program()->set_filename("prog.py");
  request.mutable_pipeline()->set_text(
      "InlineFunctions,UnrollLoops,CtrlFlowTransform,ConvertToSSA");
  request.mutable_instruments()->set_dump_level(v1::DUMP_LEVEL_CONCISE);
  request.set_return_text(true);
  request.set_return_proto(true);  // served on a worker even for a raw hit
  v1::RunPassesRequest reformatted = request;
  reformatted.mutable_program()->set_dsl_text(VecAdd() + "\n# trailing comment\n");
  auto run = [&](const v1::RunPassesRequest& r) {
    v1::RunPassesResponse response;
    grpc::ClientContext context;
    grpc::Status status = stub_->RunPasses(&context, r, &response);
    EXPECT_TRUE(status.ok()) << status.error_message();
    return response;
  };
  v1::RunPassesResponse miss = run(request);
  v1::RunPassesResponse raw_hit = run(request);
  v1::RunPassesResponse canonical_hit = run(reformatted);
  EXPECT_FALSE(miss.cache_hit());
  EXPECT_TRUE(raw_hit.cache_hit());
  EXPECT_TRUE(canonical_hit.cache_hit());
  EXPECT_EQ(metrics.CacheRawHitCount(), 1u);
  EXPECT_EQ(raw_hit.dumps_size(), 4);
  EXPECT_EQ(raw_hit.ir_text(),
            ReadFile("tests/golden/01_vec_add_scope/default/04_after_ConvertToSSA.py"));
  EXPECT_GT(raw_hit.ir().functions_size(), 0);
  EXPECT_EQ(WithoutTime(raw_hit), WithoutTime(canonical_hit));

  // The IR protobuf as input: its repeat is a raw hit with the digest the
  // text form of the same IR has.
  v1::RunPassesRequest from_proto;
  *from_proto.mutable_program()->mutable_ir() = raw_hit.ir();
  from_proto.mutable_pipeline()->set_text("Simplify");
  v1::RunPassesResponse proto_miss = run(from_proto);
  v1::RunPassesResponse proto_hit = run(from_proto);
  EXPECT_FALSE(proto_miss.cache_hit());
  EXPECT_TRUE(proto_hit.cache_hit());
  EXPECT_EQ(metrics.CacheRawHitCount(), 2u);
  EXPECT_EQ(proto_hit.program_digest(), Sha256Hex(raw_hit.ir_text()));
  // A hit answers what the computing request got, apart from the flag.
  proto_miss.set_cache_hit(true);
  EXPECT_EQ(WithoutTime(proto_hit), WithoutTime(proto_miss));

  // GetPassDump of the same program and pipeline (the same cache entry):
  // the raw-hit stream and the canonical-hit stream carry the same messages.
  v1::GetPassDumpRequest dump;
  *dump.mutable_program() = request.program();
  *dump.mutable_pipeline() = request.pipeline();
  v1::GetPassDumpRequest dump_reformatted = dump;
  *dump_reformatted.mutable_program() = reformatted.program();
  grpc::Status status;
  std::vector<v1::PassDump> by_raw = Dump(dump, &status);
  ASSERT_TRUE(status.ok()) << status.error_message();
  EXPECT_EQ(metrics.CacheRawHitCount(), 3u);  // RunPasses indexed this exact request
  std::vector<v1::PassDump> by_canonical = Dump(dump_reformatted, &status);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_EQ(by_raw.size(), 5u);
  ASSERT_EQ(by_canonical.size(), by_raw.size());
  for (size_t i = 0; i + 1 < by_raw.size(); ++i) {
    EXPECT_EQ(by_raw[i].SerializeAsString(), by_canonical[i].SerializeAsString()) << i;
    EXPECT_EQ(by_raw[i].pass().ir_text(), raw_hit.dumps(static_cast<int>(i)).ir_text());
  }
  v1::PassDumpSummary a = by_raw.back().summary(), b = by_canonical.back().summary();
  EXPECT_TRUE(a.cache_hit());
  a.clear_total_ms();
  b.clear_total_ms();
  EXPECT_EQ(a.SerializeAsString(), b.SerializeAsString());
}

TEST_F(ServerTest, RawRequestIndexNeverHoldsFailures) {
  Metrics& metrics = server_->metrics();
  // Fails after parsing (verification after a pass that lies about SSA).
  std::string non_ssa = VecAdd();
  non_ssa.insert(non_ssa.find("            dst = "), "            total = pl.add(total, rhs)\n");
  v1::CompileResponse response;
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(Call(Compile(non_ssa, "TestClaimsSSA"), &response).error_code(),
              grpc::StatusCode::INVALID_ARGUMENT);
  }
  EXPECT_EQ(metrics.CacheMissCount(), 3u);  // compiled (and failed) every time
  // Fails in the parser.
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(Call(Compile("def broken(:\n"), &response).error_code(),
              grpc::StatusCode::INVALID_ARGUMENT);
  }
  EXPECT_EQ(metrics.CacheRawHitCount(), 0u);
  EXPECT_EQ(metrics.CacheHitCount(), 0u);
  EXPECT_EQ(server_->cache().raw_entries(), 0u);
  EXPECT_EQ(server_->cache().entries(), 0u);
}

TEST_F(ServerTest, IdenticalConcurrentRequestsCompileOnce) {
  slow_pass_runs = 0;
  constexpr int kThreads = 4;
  std::vector<std::thread> threads;
  std::atomic<int> ok{0}, computed{0};
  std::vector<std::string> keys(kThreads);
  threads.reserve(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      v1::CompileResponse response;
      if (Call(Compile(VecAdd(), "ConvertToSSA,TestSlowPass"), &response).ok()) {
        ++ok;
        computed += !response.cache_hit();
        keys[t] = response.cache_key();
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(ok.load(), kThreads);
  EXPECT_EQ(computed.load(), 1);
  EXPECT_EQ(slow_pass_runs.load(), 1);
  for (const auto& key : keys) EXPECT_EQ(key, keys[0]);
}

TEST(ServerQueueTest, FullQueueIsResourceExhausted) {
  ServerConfig config;
  config.max_concurrent_compiles = 1;
  config.max_queued_compiles = 0;
  absl::StatusOr<std::unique_ptr<PtocServer>> server = PtocServer::Start(config);
  ASSERT_TRUE(server.ok());
  auto stub = v1::Compiler::NewStub(grpc::CreateChannel(
      absl::StrCat("127.0.0.1:", (*server)->port()), grpc::InsecureChannelCredentials()));
  std::vector<grpc::StatusCode> codes(3);
  std::vector<std::thread> threads;
  threads.reserve(3);
  for (int t = 0; t < 3; ++t) {
    threads.emplace_back([&, t] {
      v1::CompileRequest request;
      // Different programs (different pass options): no single-flight.
      request.mutable_program()->set_dsl_text(VecAdd());
      request.mutable_pipeline()->set_text("TestSlowPass,TestSlowPass");
      (*request.mutable_pass_options())["n"] = std::to_string(t);
      v1::CompileResponse response;
      grpc::ClientContext context;
      codes[t] = stub->CompileProgram(&context, request, &response).error_code();
    });
  }
  for (auto& thread : threads) thread.join();
  int exhausted = 0, ok = 0;
  for (auto code : codes) {
    exhausted += code == grpc::StatusCode::RESOURCE_EXHAUSTED;
    ok += code == grpc::StatusCode::OK;
  }
  EXPECT_GE(ok, 1);
  EXPECT_GE(exhausted, 1);
  (*server)->Shutdown(milliseconds(0));
}

// ---- Cache tiers ----

TEST(ServerCacheTest, LruEvictionKeepsTheByteBound) {
  ServerConfig config;
  config.cache_bytes = 40000;
  absl::StatusOr<std::unique_ptr<PtocServer>> server = PtocServer::Start(config);
  ASSERT_TRUE(server.ok());
  auto stub = v1::Compiler::NewStub(grpc::CreateChannel(
      absl::StrCat("127.0.0.1:", (*server)->port()), grpc::InsecureChannelCredentials()));
  for (int i = 0; i < 12; ++i) {
    v1::CompileRequest request;
    request.mutable_program()->set_dsl_text(VecAdd());
    request.mutable_pipeline()->set_text("ConvertToSSA,Simplify,NormalizeStmtStructure");
    (*request.mutable_pass_options())["variant"] = std::to_string(i);
    v1::CompileResponse response;
    grpc::ClientContext context;
    ASSERT_TRUE(stub->CompileProgram(&context, request, &response).ok());
  }
  EXPECT_LE((*server)->cache().bytes(), 40000u);
  EXPECT_LT((*server)->cache().entries(), 12u);
  EXPECT_NE((*server)->metrics().Render().find("ptoc_cache_evictions_total "), std::string::npos);
  EXPECT_EQ((*server)->metrics().Render().find("ptoc_cache_evictions_total 0\n"),
            std::string::npos);
  (*server)->Shutdown(milliseconds(0));
}

TEST(ServerCacheTest, DiskTierSurvivesRestartAndDropsCorruptEntries) {
  std::string dir = absl::StrCat(getenv("TEST_TMPDIR") ? getenv("TEST_TMPDIR") : "/tmp",
                                 "/ptocd-cache-", getpid());
  ServerConfig config;
  config.cache_dir = dir;
  auto compile = [&](PtocServer* server, v1::CompileResponse* response) {
    auto stub = v1::Compiler::NewStub(grpc::CreateChannel(
        absl::StrCat("127.0.0.1:", server->port()), grpc::InsecureChannelCredentials()));
    v1::CompileRequest request;
    request.mutable_program()->set_dsl_text(VecAdd());
    request.set_return_ir(true);
    grpc::ClientContext context;
    return stub->CompileProgram(&context, request, response);
  };
  v1::CompileResponse first, second, third;
  {
    auto server = PtocServer::Start(config);
    ASSERT_TRUE(server.ok()) << server.status();
    ASSERT_TRUE(compile(server->get(), &first).ok());
    EXPECT_FALSE(first.cache_hit());
    (*server)->Shutdown(milliseconds(0));
  }
  std::string path;
  {
    auto server = PtocServer::Start(config);  // a fresh process-level state
    ASSERT_TRUE(server.ok());
    ASSERT_TRUE(compile(server->get(), &second).ok());
    EXPECT_TRUE(second.cache_hit());
    EXPECT_EQ(second.ir_text(), first.ir_text());
    EXPECT_EQ(second.pass_timings_size(), first.pass_timings_size());
    path = (*server)->cache().DiskPath(second.cache_key());
    (*server)->Shutdown(milliseconds(0));
  }
  // Flip one byte in the middle of the entry.
  {
    std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
    ASSERT_TRUE(file.good()) << path;
    file.seekg(0, std::ios::end);
    std::streamoff size = file.tellg();
    file.seekp(size / 2);
    char c = 0;
    file.seekg(size / 2);
    file.get(c);
    file.seekp(size / 2);
    file.put(static_cast<char>(c ^ 0x5a));
  }
  {
    auto server = PtocServer::Start(config);
    ASSERT_TRUE(server.ok());
    ASSERT_TRUE(compile(server->get(), &third).ok());
    EXPECT_FALSE(third.cache_hit());  // detected, dropped, recompiled
    EXPECT_EQ(third.ir_text(), first.ir_text());
    EXPECT_NE((*server)->metrics().Render().find("ptoc_cache_corrupt_entries_total 1\n"),
              std::string::npos);
    (*server)->Shutdown(milliseconds(0));
  }
  // Rewritten intact: the next server hits again.
  auto server = PtocServer::Start(config);
  ASSERT_TRUE(server.ok());
  v1::CompileResponse fourth;
  ASSERT_TRUE(compile(server->get(), &fourth).ok());
  EXPECT_TRUE(fourth.cache_hit());
  (*server)->Shutdown(milliseconds(0));
}

// ---- Introspection, health, reflection, metrics, auth, shutdown ----

TEST_F(ServerTest, ListPassesAndGetStrategy) {
  v1::ListPassesResponse passes;
  {
    grpc::ClientContext context;
    ASSERT_TRUE(stub_->ListPasses(&context, v1::ListPassesRequest(), &passes).ok());
  }
  bool found_ssa = false;
  for (const auto& p : passes.passes()) {
    if (p.name() == "ConvertToSSA") {
      found_ssa = true;
      EXPECT_TRUE(p.implemented());
      EXPECT_NE(std::find(p.produced().begin(), p.produced().end(), "SSAForm"), p.produced().end());
    }
    if (p.name() == "TestNotImplemented") {
      EXPECT_FALSE(p.implemented());
    }
  }
  EXPECT_TRUE(found_ssa);
  v1::GetStrategyRequest request;
  request.set_name("DebugTileOptimization");
  v1::GetStrategyResponse strategy;
  grpc::ClientContext context;
  ASSERT_TRUE(stub_->GetStrategy(&context, request, &strategy).ok());
  std::vector<std::string> expected =
      pass::StrategyPassNames(pass::OptimizationStrategy::kDebugTileOptimization);
  EXPECT_EQ(std::vector<std::string>(strategy.passes().begin(), strategy.passes().end()), expected);
  EXPECT_EQ(strategy.available_size(), 2);
}

std::string ByteBufferToString(const grpc::ByteBuffer& buffer) {
  std::vector<grpc::Slice> slices;
  EXPECT_TRUE(buffer.Dump(&slices).ok());
  std::string out;
  for (const auto& s : slices) out.append(reinterpret_cast<const char*>(s.begin()), s.size());
  return out;
}

TEST_F(ServerTest, HealthAndReflection) {
  auto health = grpc::health::v1::Health::NewStub(channel_);
  for (const char* service : {"", "ptoc.v1.Compiler"}) {
    grpc::health::v1::HealthCheckRequest request;
    request.set_service(service);
    grpc::health::v1::HealthCheckResponse response;
    grpc::ClientContext context;
    ASSERT_TRUE(health->Check(&context, request, &response).ok());
    EXPECT_EQ(response.status(), grpc::health::v1::HealthCheckResponse::SERVING);
  }

  namespace pb = google::protobuf;
  const pb::DescriptorPool* pool = pb::DescriptorPool::generated_pool();
  const pb::Descriptor* req_d =
      pool->FindMessageTypeByName("grpc.reflection.v1alpha.ServerReflectionRequest");
  const pb::Descriptor* resp_d =
      pool->FindMessageTypeByName("grpc.reflection.v1alpha.ServerReflectionResponse");
  ASSERT_NE(req_d, nullptr);
  pb::DynamicMessageFactory factory(pool);
  std::unique_ptr<pb::Message> req(factory.GetPrototype(req_d)->New());
  req->GetReflection()->SetString(req.get(), req_d->FindFieldByName("list_services"), "*");
  grpc::internal::RpcMethod method("/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo",
                                   grpc::internal::RpcMethod::BIDI_STREAMING);
  grpc::ClientContext context;
  std::unique_ptr<grpc::ClientReaderWriter<grpc::ByteBuffer, grpc::ByteBuffer>> stream(
      grpc::internal::ClientReaderWriterFactory<grpc::ByteBuffer, grpc::ByteBuffer>::Create(
          channel_.get(), method, &context));
  std::string wire = req->SerializeAsString();
  grpc::Slice slice(wire);
  ASSERT_TRUE(stream->Write(grpc::ByteBuffer(&slice, 1)));
  stream->WritesDone();
  grpc::ByteBuffer buffer;
  ASSERT_TRUE(stream->Read(&buffer));
  ASSERT_TRUE(stream->Finish().ok());
  std::unique_ptr<pb::Message> resp(factory.GetPrototype(resp_d)->New());
  ASSERT_TRUE(resp->ParseFromString(ByteBufferToString(buffer)));
  EXPECT_NE(resp->DebugString().find("ptoc.v1.Compiler"), std::string::npos);
  EXPECT_NE(resp->DebugString().find("grpc.health.v1.Health"), std::string::npos);

  server_->SetNotServing();
  grpc::health::v1::HealthCheckRequest request;
  grpc::health::v1::HealthCheckResponse response;
  grpc::ClientContext context2;
  ASSERT_TRUE(health->Check(&context2, request, &response).ok());
  EXPECT_EQ(response.status(), grpc::health::v1::HealthCheckResponse::NOT_SERVING);
}

std::string HttpGet(int port, const std::string& path) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) != 0) {
    close(fd);
    return "";
  }
  std::string request = "GET " + path + " HTTP/1.1\r\nHost: localhost\r\n\r\n";
  send(fd, request.data(), request.size(), 0);
  std::string response;
  char buf[4096];
  ssize_t n;
  while ((n = read(fd, buf, sizeof(buf))) > 0) response.append(buf, static_cast<size_t>(n));
  close(fd);
  return response;
}

TEST(ServerMetricsTest, PrometheusEndpoint) {
  ServerConfig config;
  config.metrics_port = 0;
  auto server = PtocServer::Start(config);
  ASSERT_TRUE(server.ok());
  ASSERT_GT((*server)->metrics_port(), 0);
  auto stub = v1::Compiler::NewStub(grpc::CreateChannel(
      absl::StrCat("127.0.0.1:", (*server)->port()), grpc::InsecureChannelCredentials()));
  v1::CompileRequest request;
  request.mutable_program()->set_dsl_text(VecAdd());
  request.mutable_pipeline()->set_text("ConvertToSSA");
  for (int i = 0; i < 2; ++i) {
    v1::CompileResponse response;
    grpc::ClientContext context;
    ASSERT_TRUE(stub->CompileProgram(&context, request, &response).ok());
  }
  std::string page = HttpGet((*server)->metrics_port(), "/metrics");
  EXPECT_EQ(page.rfind("HTTP/1.1 200 OK\r\n", 0), 0u);
  EXPECT_NE(page.find("grpc_server_handled_total{grpc_service=\"ptoc.v1.Compiler\","
                      "grpc_method=\"CompileProgram\",grpc_code=\"OK\"} 2\n"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("grpc_server_handling_seconds_bucket{"), std::string::npos);
  EXPECT_NE(page.find("ptoc_cache_hits_total{tier=\"memory\"} 1\n"), std::string::npos);
  EXPECT_NE(page.find("ptoc_cache_misses_total 1\n"), std::string::npos);
  EXPECT_NE(page.find("ptoc_pass_seconds_count{pass=\"ConvertToSSA\"} 1\n"), std::string::npos);
  EXPECT_NE(page.find("ptoc_cache_bytes "), std::string::npos);
  EXPECT_EQ(HttpGet((*server)->metrics_port(), "/nope").rfind("HTTP/1.1 404", 0), 0u);
  (*server)->Shutdown(milliseconds(0));
}

TEST(ServerAuthTest, BearerToken) {
  ServerConfig config;
  config.auth_token = "s3cret";
  auto server = PtocServer::Start(config);
  ASSERT_TRUE(server.ok());
  auto channel = grpc::CreateChannel(absl::StrCat("127.0.0.1:", (*server)->port()),
                                     grpc::InsecureChannelCredentials());
  auto stub = v1::Compiler::NewStub(channel);
  v1::GetStrategyResponse response;
  {
    grpc::ClientContext context;
    EXPECT_EQ(stub->GetStrategy(&context, v1::GetStrategyRequest(), &response).error_code(),
              grpc::StatusCode::UNAUTHENTICATED);
  }
  {
    grpc::ClientContext context;
    context.AddMetadata("authorization", "Bearer wrong!");
    EXPECT_EQ(stub->GetStrategy(&context, v1::GetStrategyRequest(), &response).error_code(),
              grpc::StatusCode::UNAUTHENTICATED);
  }
  {
    grpc::ClientContext context;
    context.AddMetadata("authorization", "Bearer s3cret");
    EXPECT_TRUE(stub->GetStrategy(&context, v1::GetStrategyRequest(), &response).ok());
  }
  // Health stays open for probes.
  auto health = grpc::health::v1::Health::NewStub(channel);
  grpc::health::v1::HealthCheckResponse health_response;
  grpc::ClientContext context;
  EXPECT_TRUE(
      health->Check(&context, grpc::health::v1::HealthCheckRequest(), &health_response).ok());
  (*server)->Shutdown(milliseconds(0));
}

TEST_F(ServerTest, GracefulShutdownDrainsInFlightCalls) {
  std::atomic<bool> done{false};
  grpc::Status status;
  slow_pass_runs = 0;
  std::thread client([&] {
    v1::CompileResponse response;
    status = Call(Compile(VecAdd(), "TestSlowPass,TestSlowPass"), &response);
    done = true;
  });
  // Wait until the compile is running, then shut down with a grace period.
  for (int i = 0; i < 100 && slow_pass_runs.load() == 0; ++i) {
    std::this_thread::sleep_for(milliseconds(10));
  }
  server_->Shutdown(milliseconds(5000));
  client.join();
  EXPECT_TRUE(done.load());
  EXPECT_TRUE(status.ok()) << status.error_message();
}

}  // namespace
}  // namespace ptoc::server
