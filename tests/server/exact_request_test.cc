// The exact-request index of CompileProgram: a byte-identical repeat of a
// successful request is answered with the response serialized the first
// time. Against the real server (PtocServer on 127.0.0.1, port 0) through
// real gRPC clients, plus the cache's bookkeeping of the stored answers.
#include <google/protobuf/io/coded_stream.h>
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/grpcpp.h>
#include <gtest/gtest.h>
#include <malloc.h>

#include <chrono>
#include <fstream>
#include <future>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "proto/ptoc/v1/compiler.grpc.pb.h"
#include "server/program_cache.h"
#include "server/server.h"
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

std::string Flatten(const grpc::ByteBuffer& buffer) {
  std::vector<grpc::Slice> slices;
  EXPECT_TRUE(buffer.Dump(&slices).ok());
  std::string out;
  for (const grpc::Slice& slice : slices) {
    out.append(reinterpret_cast<const char*>(slice.begin()), slice.size());
  }
  return out;
}

class ExactRequestTest : public ::testing::Test {
 protected:
  void Start(ServerConfig config = ServerConfig()) {
    config.host = "127.0.0.1";
    config.port = 0;
    absl::StatusOr<std::unique_ptr<PtocServer>> server = PtocServer::Start(config);
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = *std::move(server);
    channel_ = grpc::CreateChannel(absl::StrCat("127.0.0.1:", server_->port()),
                                   grpc::InsecureChannelCredentials());
    stub_ = std::make_unique<grpc::GenericStub>(channel_);
  }
  void TearDown() override {
    if (server_) server_->Shutdown(milliseconds(0));
  }

  // CompileProgram with `request_bytes` sent as they are; the response's
  // bytes as received.
  grpc::Status CallBytes(const std::string& request_bytes, std::string* response_bytes,
                         const std::string& token = "",
                         const std::string& method = "/ptoc.v1.Compiler/CompileProgram") {
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(30));
    if (!token.empty()) context.AddMetadata("authorization", "Bearer " + token);
    grpc::Slice slice(request_bytes);
    grpc::ByteBuffer request(&slice, 1), response;
    std::promise<grpc::Status> done;
    stub_->UnaryCall(&context, method, grpc::StubOptions(), &request, &response,
                     [&done](const grpc::Status& status) { done.set_value(status); });
    grpc::Status status = done.get_future().get();
    if (status.ok()) *response_bytes = Flatten(response);
    return status;
  }

  // A server-streaming call (GetPassDump) with `request_bytes` sent as they
  // are: the messages received, then the call's status.
  grpc::Status StreamBytes(const std::string& request_bytes, const std::string& method,
                           std::vector<std::string>* messages) {
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(30));
    grpc::CompletionQueue cq;
    std::unique_ptr<grpc::GenericClientAsyncReaderWriter> call =
        stub_->PrepareCall(&context, method, &cq);
    // Each step waits for its own completion (one operation in flight); the
    // tags are the addresses of `steps`' elements.
    int steps[6] = {};
    auto tag = [&steps](int id) -> void* { return &steps[id]; };
    auto step = [&cq, &tag](int id) {
      void* done = nullptr;
      bool ok = false;
      EXPECT_TRUE(cq.Next(&done, &ok));
      EXPECT_EQ(done, tag(id));
      return ok;
    };
    call->StartCall(tag(1));
    step(1);
    grpc::Slice slice(request_bytes);
    grpc::ByteBuffer request(&slice, 1);
    call->Write(request, tag(2));
    step(2);
    call->WritesDone(tag(3));
    step(3);
    while (true) {
      grpc::ByteBuffer message;
      call->Read(&message, tag(4));
      if (!step(4)) break;
      messages->push_back(Flatten(message));
    }
    grpc::Status status;
    call->Finish(&status, tag(5));
    step(5);
    cq.Shutdown();
    void* ignored_tag = nullptr;
    bool ignored_ok = false;
    while (cq.Next(&ignored_tag, &ignored_ok)) {
    }
    return status;
  }

  // The same through a message: parses the answer.
  v1::CompileResponse Call(const std::string& request_bytes,
                           grpc::StatusCode expect_code = grpc::StatusCode::OK) {
    std::string bytes;
    grpc::Status status = CallBytes(request_bytes, &bytes);
    EXPECT_EQ(status.error_code(), expect_code) << status.error_message();
    v1::CompileResponse response;
    if (status.ok()) {
      EXPECT_TRUE(response.ParseFromString(bytes));
    }
    return response;
  }

  static v1::CompileRequest Request(const std::string& text) {
    v1::CompileRequest request;
    request.mutable_program()->set_dsl_text(text);
    request.mutable_program()->set_filename("prog.py");
    request.mutable_pipeline()->set_text("ConvertToSSA,Simplify");
    request.set_return_ir(true);
    return request;
  }

  std::unique_ptr<PtocServer> server_;
  std::shared_ptr<grpc::Channel> channel_;
  std::unique_ptr<grpc::GenericStub> stub_;
};

TEST_F(ExactRequestTest, ByteIdenticalRepeatIsAnsweredFromTheStoredResponse) {
  Start();
  Metrics& metrics = server_->metrics();
  std::string request = Request(VecAdd()).SerializeAsString();

  v1::CompileResponse miss = Call(request);
  EXPECT_FALSE(miss.cache_hit());
  EXPECT_EQ(metrics.CacheMissCount(), 1u);
  EXPECT_EQ(metrics.CacheExactHitCount(), 0u);
  EXPECT_EQ(server_->cache().exact_entries(), 1u);
  ASSERT_EQ(miss.pass_timings_size(), 2);
  EXPECT_EQ(miss.pass_timings(0).name(), "ConvertToSSA");
  EXPECT_FALSE(miss.ir_text().empty());

  for (int i = 1; i <= 3; ++i) {
    std::string bytes;
    ASSERT_TRUE(CallBytes(request, &bytes).ok());
    EXPECT_EQ(metrics.CacheExactHitCount(), static_cast<uint64_t>(i));
    EXPECT_EQ(metrics.CacheRawHitCount(), static_cast<uint64_t>(i));
    EXPECT_EQ(metrics.CacheHitCount(), static_cast<uint64_t>(i));
    EXPECT_EQ(metrics.CacheMissCount(), 1u);
    v1::CompileResponse hit;
    ASSERT_TRUE(hit.ParseFromString(bytes));
    EXPECT_TRUE(hit.cache_hit());
    EXPECT_GT(hit.total_ms(), 0.0);
    // Every field but the flag and the time is the compiling call's; the
    // stored bytes plus the appended time are exactly what serializing the
    // whole answer gives.
    v1::CompileResponse expected = miss;
    expected.set_cache_hit(true);
    expected.set_total_ms(hit.total_ms());
    EXPECT_EQ(bytes, expected.SerializeAsString());
  }
  EXPECT_EQ(metrics.HandledCount("CompileProgram", "OK"), 4u);
  std::string rendered = metrics.Render();
  EXPECT_NE(rendered.find("ptoc_cache_exact_hits_total 3\n"), std::string::npos);
  EXPECT_NE(rendered.find("ptoc_cache_raw_hits_total 3\n"), std::string::npos);
  EXPECT_NE(rendered.find("ptoc_cache_hits_total{tier=\"memory\"} 3\n"), std::string::npos);
}

TEST_F(ExactRequestTest, OtherBytesAreNotConfusedWithTheStoredRequest) {
  Start();
  Metrics& metrics = server_->metrics();
  v1::CompileRequest base = Request(VecAdd());
  v1::CompileResponse first = Call(base.SerializeAsString());
  ASSERT_FALSE(first.cache_hit());
  EXPECT_EQ(first.target(), "Ascend910B");

  // Another target: another compile, with its own answer.
  v1::CompileRequest other_target = base;
  other_target.set_target("Ascend950");
  v1::CompileResponse a5 = Call(other_target.SerializeAsString());
  EXPECT_FALSE(a5.cache_hit());
  EXPECT_EQ(a5.target(), "Ascend950");
  EXPECT_NE(a5.cache_key(), first.cache_key());
  // Its repeat is answered with its own stored response, not the first's.
  v1::CompileResponse a5_again = Call(other_target.SerializeAsString());
  EXPECT_TRUE(a5_again.cache_hit());
  EXPECT_EQ(a5_again.target(), "Ascend950");
  EXPECT_EQ(a5_again.cache_key(), a5.cache_key());
  EXPECT_EQ(metrics.CacheExactHitCount(), 1u);

  // A pass option is part of the request: another compile.
  v1::CompileRequest with_option = base;
  (*with_option.mutable_pass_options())["memory_planner"] = "pypto";
  v1::CompileResponse optioned = Call(with_option.SerializeAsString());
  EXPECT_FALSE(optioned.cache_hit());
  EXPECT_NE(optioned.cache_key(), first.cache_key());
  EXPECT_EQ(metrics.CacheExactHitCount(), 1u);

  // Without the IR text in the answer: the same cache entry (a hit through
  // the raw index), but not the stored answer that carries the text.
  v1::CompileRequest no_ir = base;
  no_ir.set_return_ir(false);
  v1::CompileResponse short_answer = Call(no_ir.SerializeAsString());
  EXPECT_TRUE(short_answer.cache_hit());
  EXPECT_TRUE(short_answer.ir_text().empty());
  EXPECT_EQ(short_answer.cache_key(), first.cache_key());
  EXPECT_EQ(metrics.CacheExactHitCount(), 1u);
  EXPECT_EQ(metrics.CacheRawHitCount(), 2u);

  // The same request with its fields in another order on the wire (target
  // before program): equal once parsed, different bytes. It takes the
  // parsing path (a raw-index hit) and gets the stored request's answer.
  v1::CompileRequest explicit_target = base;
  explicit_target.set_target("Ascend910B");
  std::string in_order = explicit_target.SerializeAsString();
  EXPECT_TRUE(Call(in_order).cache_hit());  // the same entry, found by its canonical key
  v1::CompileRequest target_only, rest = explicit_target;
  target_only.set_target("Ascend910B");
  rest.clear_target();
  std::string reordered = target_only.SerializeAsString() + rest.SerializeAsString();
  v1::CompileRequest parsed;
  ASSERT_TRUE(parsed.ParseFromString(reordered));
  ASSERT_EQ(parsed.SerializeAsString(), in_order);
  ASSERT_NE(reordered, in_order);
  uint64_t raw_hits = metrics.CacheRawHitCount();
  v1::CompileResponse via_parse = Call(reordered);
  EXPECT_TRUE(via_parse.cache_hit());
  EXPECT_EQ(metrics.CacheExactHitCount(), 1u);
  EXPECT_EQ(metrics.CacheRawHitCount(), raw_hits + 1);
  v1::CompileResponse stored = Call(in_order);
  EXPECT_EQ(metrics.CacheExactHitCount(), 2u);
  via_parse.clear_total_ms();
  stored.clear_total_ms();
  EXPECT_EQ(via_parse.SerializeAsString(), stored.SerializeAsString());

  // skip_cache: always compiled, never stored.
  v1::CompileRequest skip = base;
  skip.set_skip_cache(true);
  uint64_t misses = metrics.CacheMissCount();
  size_t stored_answers = server_->cache().exact_entries();
  for (int i = 0; i < 2; ++i) EXPECT_FALSE(Call(skip.SerializeAsString()).cache_hit());
  EXPECT_EQ(metrics.CacheMissCount(), misses + 2);
  EXPECT_EQ(metrics.CacheExactHitCount(), 2u);
  // The recompute replaced the entry, and its stored answers went with it.
  EXPECT_LT(server_->cache().exact_entries(), stored_answers);
}

TEST_F(ExactRequestTest, FailuresAreNeverStored) {
  Start();
  Metrics& metrics = server_->metrics();
  v1::CompileRequest broken = Request("def broken(:\n");
  for (int i = 0; i < 3; ++i) {
    Call(broken.SerializeAsString(), grpc::StatusCode::INVALID_ARGUMENT);
  }
  v1::CompileRequest unknown_pass = Request(VecAdd());
  unknown_pass.mutable_pipeline()->set_text("NoSuchPass");
  for (int i = 0; i < 2; ++i) {
    Call(unknown_pass.SerializeAsString(), grpc::StatusCode::INVALID_ARGUMENT);
  }
  // Bytes that are no CompileRequest at all.
  Call(std::string("\x0a\xff\xff\xff", 4), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(server_->cache().exact_entries(), 0u);
  EXPECT_EQ(metrics.CacheExactHitCount(), 0u);
  EXPECT_EQ(metrics.CacheHitCount(), 0u);
  EXPECT_EQ(metrics.HandledCount("CompileProgram", "INVALID_ARGUMENT"), 6u);
  EXPECT_EQ(metrics.HandledCount("CompileProgram", "INTERNAL"), 0u);
}

// Bytes that decode as no request are the caller's error, for both unary
// methods, with a message that says so; a RunPasses request still works.
TEST_F(ExactRequestTest, UndecodableRequestsAreInvalidArguments) {
  Start();
  const std::string garbage("\x0a\xff\xff\xff", 4);
  std::string bytes;
  grpc::Status status = CallBytes(garbage, &bytes);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_TRUE(
      absl::StartsWith(status.error_message(), "the request is not a ptoc.v1.CompileRequest: "))
      << status.error_message();
  EXPECT_TRUE(absl::StrContains(status.error_message(), "its 4 bytes do not parse as one"))
      << status.error_message();
  status = CallBytes(garbage, &bytes, "", "/ptoc.v1.Compiler/RunPasses");
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_TRUE(
      absl::StartsWith(status.error_message(), "the request is not a ptoc.v1.RunPassesRequest: "))
      << status.error_message();
  EXPECT_EQ(server_->metrics().HandledCount("RunPasses", "INVALID_ARGUMENT"), 1u);

  // The other methods decode their requests the same way.
  for (const auto& [method, type] : std::vector<std::pair<std::string, std::string>>{
           {"/ptoc.v1.Compiler/ListPasses", "ptoc.v1.ListPassesRequest"},
           {"/ptoc.v1.Compiler/GetStrategy", "ptoc.v1.GetStrategyRequest"}}) {
    status = CallBytes(garbage, &bytes, "", method);
    EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << method;
    EXPECT_TRUE(
        absl::StartsWith(status.error_message(), absl::StrCat("the request is not a ", type, ": ")))
        << status.error_message();
  }
  std::vector<std::string> dumps;
  status = StreamBytes(garbage, "/ptoc.v1.Compiler/GetPassDump", &dumps);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_TRUE(
      absl::StartsWith(status.error_message(), "the request is not a ptoc.v1.GetPassDumpRequest: "))
      << status.error_message();
  EXPECT_TRUE(dumps.empty());
  EXPECT_EQ(server_->metrics().HandledCount("GetPassDump", "INVALID_ARGUMENT"), 1u);

  // Well-formed bytes still work on each of them.
  v1::GetPassDumpRequest dump;
  dump.mutable_program()->set_dsl_text(VecAdd());
  dump.mutable_pipeline()->set_text("ConvertToSSA,Simplify");
  status = StreamBytes(dump.SerializeAsString(), "/ptoc.v1.Compiler/GetPassDump", &dumps);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_EQ(dumps.size(), 3u);  // two passes and the summary
  v1::PassDump first, last;
  ASSERT_TRUE(first.ParseFromString(dumps[0]));
  EXPECT_EQ(first.pass().name(), "ConvertToSSA");
  ASSERT_TRUE(last.ParseFromString(dumps[2]));
  EXPECT_EQ(last.summary().pass_count(), 2);
  EXPECT_EQ(last.summary().program_digest().size(), 64u);
  v1::GetStrategyRequest strategy;
  strategy.set_name("DebugTileOptimization");
  status = CallBytes(strategy.SerializeAsString(), &bytes, "", "/ptoc.v1.Compiler/GetStrategy");
  ASSERT_TRUE(status.ok()) << status.error_message();
  v1::GetStrategyResponse strategy_response;
  ASSERT_TRUE(strategy_response.ParseFromString(bytes));
  EXPECT_EQ(strategy_response.name(), "DebugTileOptimization");
  status = CallBytes("", &bytes, "", "/ptoc.v1.Compiler/ListPasses");
  ASSERT_TRUE(status.ok()) << status.error_message();
  v1::ListPassesResponse passes;
  ASSERT_TRUE(passes.ParseFromString(bytes));
  EXPECT_GT(passes.passes_size(), 40);

  v1::RunPassesRequest run;
  run.mutable_program()->set_dsl_text(VecAdd());
  run.mutable_pipeline()->set_text("ConvertToSSA");
  status = CallBytes(run.SerializeAsString(), &bytes, "", "/ptoc.v1.Compiler/RunPasses");
  ASSERT_TRUE(status.ok()) << status.error_message();
  v1::RunPassesResponse response;
  ASSERT_TRUE(response.ParseFromString(bytes));
  EXPECT_NE(response.ir_text().find("@pl.program"), std::string::npos) << response.ir_text();
  EXPECT_EQ(response.program_digest().size(), 64u);
}

TEST_F(ExactRequestTest, StoredAnswersStillNeedTheBearerToken) {
  ServerConfig config;
  config.auth_token = "s3cret";
  Start(config);
  std::string request = Request(VecAdd()).SerializeAsString();
  std::string bytes;
  ASSERT_TRUE(CallBytes(request, &bytes, "s3cret").ok());
  ASSERT_TRUE(CallBytes(request, &bytes, "s3cret").ok());
  EXPECT_EQ(server_->metrics().CacheExactHitCount(), 1u);
  EXPECT_EQ(CallBytes(request, &bytes).error_code(), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(CallBytes(request, &bytes, "wrong").error_code(), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(server_->metrics().CacheExactHitCount(), 1u);
  EXPECT_EQ(server_->metrics().HandledCount("CompileProgram", "UNAUTHENTICATED"), 2u);
  // The token is checked before the bytes are decoded.
  EXPECT_EQ(
      CallBytes(std::string("\x0a\xff", 2), &bytes, "", "/ptoc.v1.Compiler/RunPasses").error_code(),
      grpc::StatusCode::UNAUTHENTICATED);
  std::vector<std::string> dumps;
  EXPECT_EQ(
      StreamBytes(std::string("\x0a\xff", 2), "/ptoc.v1.Compiler/GetPassDump", &dumps).error_code(),
      grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(CallBytes(std::string("\x0a\xff", 2), &bytes, "", "/ptoc.v1.Compiler/GetStrategy")
                .error_code(),
            grpc::StatusCode::UNAUTHENTICATED);
}

TEST_F(ExactRequestTest, StoredAnswersAreEvictedWithTheirEntry) {
  ServerConfig config;
  // Room for some entries of this program, so later compiles evict it (how
  // many depends on the entry sizes, so the loop below runs until they do).
  config.cache_bytes = uint64_t{600} * 1024;
  Start(config);
  Metrics& metrics = server_->metrics();
  std::string request = Request(VecAdd()).SerializeAsString();
  ASSERT_FALSE(Call(request).cache_hit());
  ASSERT_TRUE(Call(request).cache_hit());
  EXPECT_EQ(metrics.CacheExactHitCount(), 1u);
  for (int i = 0; server_->cache().exact_entries() != 0 && i < 2000; ++i) {
    std::string renamed = VecAdd();
    size_t at = renamed.find("class ");
    ASSERT_NE(at, std::string::npos);
    renamed.insert(renamed.find_first_of("(:", at), absl::StrCat("V", i));
    // Through the parsing path only (another method has no stored answers).
    v1::CompileRequest other = Request(renamed);
    other.set_skip_cache(true);
    ASSERT_FALSE(Call(other.SerializeAsString()).cache_hit());
  }
  EXPECT_EQ(server_->cache().exact_entries(), 0u);
  EXPECT_LE(server_->cache().bytes(), config.cache_bytes);
  uint64_t misses = metrics.CacheMissCount();
  EXPECT_FALSE(Call(request).cache_hit());  // compiled again
  EXPECT_EQ(metrics.CacheMissCount(), misses + 1);
  EXPECT_EQ(metrics.CacheExactHitCount(), 1u);
}

// ---- The cache's bookkeeping ----

std::shared_ptr<const CachedResult> SmallResult() {
  auto result = std::make_shared<CachedResult>();
  result->result.set_program_digest(std::string(64, 'd'));
  result->result.set_ir_text(std::string(20000, 'x'));
  return result;
}

ProgramCache::ExactAnswerPtr Answer(size_t bytes) {
  auto answer = std::make_shared<ExactAnswer>();
  std::string data(bytes, 'r');
  answer->response = grpc::Slice(data.data(), data.size());
  answer->program_digest = std::string(64, 'd');
  return answer;
}

ProgramCache::ExactKey KeyOf(const std::string& text) {
  Sha256 hash;
  hash.Update(text);
  return hash.Finish();
}

TEST(ExactIndexTest, AnswersAreChargedBoundedAndDieWithTheirEntry) {
  grpc::internal::GrpcLibraryInitializer initializer;
  initializer.summon();
  std::shared_ptr<const CachedResult> result = SmallResult();
  uint64_t entry_bytes;
  {
    ProgramCache probe(CacheOptions{uint64_t{1} << 30, ""}, nullptr);
    probe.Insert("k", result);
    entry_bytes = probe.bytes();
  }
  // Room for two entries with a few answers each, not three.
  const uint64_t budget = entry_bytes * 2 + entry_bytes / 2;
  ProgramCache cache(CacheOptions{budget, ""}, nullptr);

  // Only answers of entries in memory are kept.
  cache.AddExact(KeyOf("r0"), "a", result, Answer(2000));
  EXPECT_EQ(cache.exact_entries(), 0u);

  cache.Insert("a", result);
  // Nor answers built from another value than the entry's (the entry was
  // recomputed and replaced in the meantime).
  cache.AddExact(KeyOf("stale"), "a", SmallResult(), Answer(2000));
  EXPECT_EQ(cache.exact_entries(), 0u);
  uint64_t before = cache.bytes();
  cache.AddExact(KeyOf("a0"), "a", result, Answer(2000));
  EXPECT_EQ(cache.exact_entries(), 1u);
  EXPECT_GE(cache.bytes(), before + 2000);  // the stored bytes are charged
  ASSERT_NE(cache.LookupExact(KeyOf("a0")), nullptr);
  EXPECT_EQ(cache.LookupExact(KeyOf("a0"))->response.size(), 2000u);
  EXPECT_EQ(cache.LookupExact(KeyOf("a1")), nullptr);
  // A second answer for a key already stored is not added.
  cache.AddExact(KeyOf("a0"), "a", result, Answer(10));
  EXPECT_EQ(cache.LookupExact(KeyOf("a0"))->response.size(), 2000u);

  // At most kMaxExactAnswersPerEntry per entry, the oldest dropped first, and
  // its bytes given back.
  for (int i = 1; i < 6; ++i) {
    cache.AddExact(KeyOf(absl::StrCat("a", i)), "a", result, Answer(2000));
  }
  EXPECT_EQ(cache.exact_entries(), ProgramCache::kMaxExactAnswersPerEntry);
  EXPECT_EQ(cache.LookupExact(KeyOf("a0")), nullptr);
  EXPECT_EQ(cache.LookupExact(KeyOf("a1")), nullptr);
  EXPECT_NE(cache.LookupExact(KeyOf("a2")), nullptr);
  EXPECT_NE(cache.LookupExact(KeyOf("a5")), nullptr);
  uint64_t full = cache.bytes();
  cache.AddExact(KeyOf("a6"), "a", result, Answer(2000));
  EXPECT_EQ(cache.bytes(), full);

  // Replacing an entry (a skip_cache recompute) drops its answers and their
  // bytes.
  cache.Insert("a", result);
  EXPECT_EQ(cache.LookupExact(KeyOf("a6")), nullptr);
  EXPECT_EQ(cache.exact_entries(), 0u);
  EXPECT_EQ(cache.bytes(), before);

  // A stored answer's use marks its entry used: b goes first, with its
  // answer.
  cache.AddExact(KeyOf("a7"), "a", result, Answer(2000));
  cache.Insert("b", result);
  cache.AddExact(KeyOf("b0"), "b", result, Answer(2000));
  EXPECT_NE(cache.LookupExact(KeyOf("a7")), nullptr);
  cache.Insert("c", result);
  EXPECT_EQ(cache.Lookup("b"), nullptr);
  EXPECT_EQ(cache.LookupExact(KeyOf("b0")), nullptr);
  EXPECT_NE(cache.LookupExact(KeyOf("a7")), nullptr);
  EXPECT_EQ(cache.exact_entries(), 1u);
  EXPECT_LE(cache.bytes(), budget);
}

// Sanitizers bring their own allocator, which glibc's statistics do not see.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kGlibcAllocator = false;
#else
constexpr bool kGlibcAllocator = true;
#endif

TEST(ExactIndexTest, ChargedBytesMatchTheHeap) {
  if (!kGlibcAllocator) GTEST_SKIP() << "needs glibc's malloc statistics";
  grpc::internal::GrpcLibraryInitializer initializer;
  initializer.summon();
  ProgramCache cache(CacheOptions{uint64_t{1} << 30, ""}, nullptr);
  std::shared_ptr<const CachedResult> result = SmallResult();
  constexpr int kEntries = 200;
  for (int i = 0; i < kEntries; ++i) cache.Insert(absl::StrCat("entry", i), result);
  // Answers of a hit response's size (the 470-byte program with return_ir:
  // about 3 KB).
  std::vector<ProgramCache::ExactKey> keys;
  std::vector<std::string> entry_keys;
  for (int i = 0; i < kEntries; ++i) {
    keys.push_back(KeyOf(absl::StrCat(i)));
    entry_keys.push_back(absl::StrCat("entry", i));
  }
  size_t heap_before = mallinfo2().uordblks;
  uint64_t bytes_before = cache.bytes();
  for (int i = 0; i < kEntries; ++i) cache.AddExact(keys[i], entry_keys[i], result, Answer(3000));
  double heap = static_cast<double>(mallinfo2().uordblks - heap_before);
  double charged = static_cast<double>(cache.bytes() - bytes_before);
  EXPECT_EQ(cache.exact_entries(), static_cast<size_t>(kEntries));
  EXPECT_NEAR(charged / heap, 1.0, 0.1) << "charged " << charged << " heap " << heap;
}

}  // namespace
}  // namespace ptoc::server
