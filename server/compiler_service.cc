#include "server/compiler_service.h"

#include <cstring>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/pass/strategy.h"
#include "compiler/pass/text_instruments.h"
#include "compiler/proto/ir_to_proto.h"
#include "compiler/text/parser.h"
#include "server/sha256.h"
#include "server/unified_diff.h"

namespace ptoc::server {
namespace {

text::ViewLevel ViewLevelOf(v1::DumpLevel level) {
  return level == v1::DUMP_LEVEL_EXPLICIT ? text::ViewLevel::kExplicit : text::ViewLevel::kConcise;
}

absl::StatusOr<pass::VerificationMode> ResolveMode(v1::VerificationMode mode) {
  switch (mode) {
    case v1::VERIFICATION_MODE_NONE:
      return pass::VerificationMode::kNone;
    case v1::VERIFICATION_MODE_BEFORE:
      return pass::VerificationMode::kBefore;
    case v1::VERIFICATION_MODE_AFTER:
      return pass::VerificationMode::kAfter;
    case v1::VERIFICATION_MODE_BEFORE_AND_AFTER:
      return pass::VerificationMode::kBeforeAndAfter;
    default:
      return absl::InvalidArgumentError(absl::StrCat("unknown verification mode ", mode));
  }
}

// The stream message for one pass, shaped by the request's options.
v1::PassResult ShapePassResult(const v1::PassResult& record, const std::string& previous_text,
                               const std::string& previous_name,
                               const v1::GetPassDumpRequest& request) {
  v1::PassResult out = record;
  if (request.dump_level() == v1::DUMP_LEVEL_NONE) {
    out.clear_ir_text();
  } else if (request.diff()) {
    out.set_diff(UnifiedDiff(previous_text, record.ir_text(), previous_name,
                             pass::PassDumpFileName(record.index(), record.name())));
    out.clear_ir_text();
  }
  return out;
}

std::string Describe(const absl::Status& status) { return std::string(status.message()); }

// The exact-request key: SHA-256 over the method and the request's bytes as
// received. A repeat whose bytes differ in any way (another target, option,
// field order) gets another key and takes the parsing path.
ProgramCache::ExactKey ExactRequestKey(absl::string_view method, const grpc::ByteBuffer& request) {
  Sha256 hash;
  hash.UpdateField(method);
  grpc::Slice single;
  if (request.TrySingleSlice(&single).ok()) {
    hash.Update(absl::string_view(reinterpret_cast<const char*>(single.begin()), single.size()));
  } else {
    std::vector<grpc::Slice> slices;
    (void)request.Dump(&slices);
    for (const grpc::Slice& slice : slices) {
      hash.Update(absl::string_view(reinterpret_cast<const char*>(slice.begin()), slice.size()));
    }
  }
  return hash.Finish();
}

// CompileResponse.total_ms (field 11, a double: wire type 64-bit) as its
// 9 serialized bytes. Appended after a stored answer, which leaves the field
// out: protobuf reads concatenated messages as one, and since field 11 is the
// last field this is also the byte sequence a full serialization writes.
grpc::Slice TotalMsField(double total_ms) {
  static_assert(v1::CompileResponse::kTotalMsFieldNumber == 11);
  char bytes[9];
  bytes[0] = static_cast<char>((11 << 3) | 1);
  uint64_t bits;
  std::memcpy(&bits, &total_ms, sizeof(bits));
  for (int i = 0; i < 8; ++i) bytes[1 + i] = static_cast<char>(bits >> (8 * i));
  return grpc::Slice(bytes, sizeof(bytes));
}

// The answer stored for repeats of the request `response` answered: the
// same response as a hit, without its per-call total_ms.
std::shared_ptr<const ExactAnswer> MakeExactAnswer(const v1::CompileResponse& response) {
  v1::CompileResponse stored = response;
  stored.set_cache_hit(true);
  stored.clear_total_ms();
  std::string bytes = stored.SerializeAsString();
  auto answer = std::make_shared<ExactAnswer>();
  answer->response = grpc::Slice(bytes.data(), bytes.size());
  answer->program_digest = response.program_digest();
  return answer;
}

// Decodes the serialized request of a raw method; bytes that are no `Request`
// are the caller's error.
template <typename Request>
absl::Status DecodeRequest(const grpc::ByteBuffer& bytes, Request* request) {
  grpc::ByteBuffer copy(bytes);  // Deserialize consumes its buffer; this one shares the slices.
  const size_t size = bytes.Length();
  grpc::Status parsed = grpc::SerializationTraits<Request>::Deserialize(&copy, request);
  if (parsed.ok()) return absl::OkStatus();
  // gRPC's message is often empty: say what was received.
  return absl::InvalidArgumentError(
      absl::StrCat("the request is not a ", Request::descriptor()->full_name(), ": its ", size,
                   " bytes do not parse as one", parsed.error_message().empty() ? "" : " (",
                   parsed.error_message(), parsed.error_message().empty() ? "" : ")"));
}

// Serializes the response of a raw method into `bytes`.
template <typename Response>
grpc::Status EncodeResponse(const Response& response, grpc::ByteBuffer* bytes) {
  bool own_buffer = false;
  return grpc::SerializationTraits<Response>::Serialize(response, bytes, &own_buffer);
}

}  // namespace

absl::Status CompilerService::ResolveJob(RequestContext& rc, const v1::ProgramSource& source,
                                         const std::string& target, const v1::Pipeline& pipeline,
                                         bool skip_cache, Job* job) {
  PTOC_RETURN_IF_ERROR(rc.CheckAuth());
  absl::StatusOr<const backend::Soc*> soc = ResolveTarget(target);
  if (!soc.ok()) return soc.status();
  job->spec.soc = *soc;
  // Oversized programs go straight to PrepareProgram's limit check, unhashed.
  size_t source_bytes = source.source_case() == v1::ProgramSource::kIr ? source.ir().ByteSizeLong()
                                                                       : source.dsl_text().size();
  if (source_bytes <= config_->limits.max_program_bytes) {
    job->raw_key = RawRequestKey(source, target, pipeline, job->spec, config_->compiler_version);
    if (!skip_cache) {
      job->raw_hit = cache_->LookupRaw(job->raw_key, &job->key);
      if (job->raw_hit != nullptr) {
        // Exactly the entry a canonical look-up would find (its digest is
        // the input's). The pass list is not needed to answer from it: the
        // same request resolved it when the entry was indexed.
        job->digest = job->raw_hit->result.program_digest();
        rc.set_digest(job->digest);
        return absl::OkStatus();
      }
    }
  }
  absl::StatusOr<std::vector<std::string>> names = ResolvePipeline(pipeline);
  if (!names.ok()) return names.status();
  job->spec.pass_names = *std::move(names);
  return absl::OkStatus();
}

absl::Status CompilerService::ParseJob(RequestContext& rc, const v1::ProgramSource& source,
                                       Job* job) {
  absl::StatusOr<PreparedProgram> program = PrepareProgram(source, config_->limits);
  if (!program.ok()) return program.status();
  job->program = *std::move(program);
  job->digest = job->program.digest;
  rc.set_digest(job->digest);
  job->key = CacheKey(job->program, job->spec, config_->compiler_version);
  return absl::OkStatus();
}

absl::Status CompilerService::PrepareJob(RequestContext& rc, const v1::ProgramSource& source,
                                         const std::string& target, const v1::Pipeline& pipeline,
                                         bool skip_cache, Job* job) {
  PTOC_RETURN_IF_ERROR(ResolveJob(rc, source, target, pipeline, skip_cache, job));
  if (job->raw_hit != nullptr) return absl::OkStatus();
  return ParseJob(rc, source, job);
}

void CompilerService::Complete(grpc::ServerUnaryReactor* reactor, bool inline_ok,
                               std::function<grpc::Status()> finish) {
  if (inline_ok) {
    reactor->Finish(finish());
    return;
  }
  // Nothing may touch the call after Finish: the reactor is the last use.
  workers_.Submit([reactor, finish = std::move(finish)] { reactor->Finish(finish()); });
}

absl::StatusOr<ProgramCache::Outcome> CompilerService::Execute(RequestContext& rc, const Job& job,
                                                               bool skip_cache,
                                                               const PassCallback& on_pass) {
  if (job.raw_hit != nullptr) {
    if (metrics_ != nullptr) {
      metrics_->CacheHit("memory");
      metrics_->CacheRawHit();
    }
    rc.set_cache_hit(true);
    return ProgramCache::Outcome{job.raw_hit, true, "memory"};
  }
  std::function<absl::Status()> cancelled = rc.CancellationCheck();
  absl::StatusOr<ProgramCache::Outcome> outcome = cache_->GetOrCompute(
      job.key, skip_cache,
      [&]() -> absl::StatusOr<ProgramCache::ResultPtr> {
        CompileQueue::Slot slot(queue_, cancelled);
        PTOC_RETURN_IF_ERROR(slot.status());
        PTOC_RETURN_IF_ERROR(cancelled());
        return RunJob(job.program, job.spec, cancelled, on_pass, metrics_);
      },
      cancelled);
  if (!outcome.ok()) return outcome;
  rc.set_cache_hit(outcome->hit);
  // Only a successful result is indexed (failures are never cached).
  if (!job.raw_key.empty()) cache_->AddRaw(job.raw_key, job.key);
  return outcome;
}

absl::Status CompilerService::BeginCompile(RequestContext& rc, const v1::CompileRequest& request,
                                           Job* job) {
  absl::StatusOr<pass::VerificationLevel> level =
      ResolveVerificationLevel(request.verification_level(), config_->default_verification_level);
  if (!level.ok()) return level.status();
  job->spec.verification_level = *level;
  job->spec.pass_options.insert(request.pass_options().begin(), request.pass_options().end());
  return ResolveJob(rc, request.program(), request.target(), request.pipeline(),
                    request.skip_cache(), job);
}

grpc::Status CompilerService::FinishCompile(RequestContext& rc, const v1::CompileRequest& request,
                                            Job& job, v1::CompileResponse* response,
                                            ProgramCache::ResultPtr* used) {
  if (job.raw_hit == nullptr) {
    absl::Status status = ParseJob(rc, request.program(), &job);
    if (!status.ok()) return rc.Finish(status);
  }
  absl::StatusOr<ProgramCache::Outcome> outcome = Execute(rc, job, request.skip_cache(), {});
  if (!outcome.ok()) return rc.Finish(outcome.status());
  const v1::RunPassesResponse& result = outcome->result->result;
  response->set_program_digest(job.digest);
  response->mutable_diagnostics()->CopyFrom(result.diagnostics());
  response->mutable_pass_timings()->CopyFrom(result.pass_timings());
  response->mutable_final_properties()->CopyFrom(result.final_properties());
  response->set_cache_hit(outcome->hit);
  response->set_cache_key(job.key);
  response->set_compiler_version(config_->compiler_version);
  response->set_target(job.spec.soc->name());
  if (request.return_ir()) response->set_ir_text(result.ir_text());
  response->set_total_ms(rc.ElapsedMs());
  if (used != nullptr) *used = outcome->result;
  return rc.Finish(absl::OkStatus());
}

grpc::Status CompilerService::FinishCompileBytes(RequestContext& rc,
                                                 const v1::CompileRequest& request, Job& job,
                                                 const ProgramCache::ExactKey& exact_key,
                                                 grpc::ByteBuffer* response) {
  v1::CompileResponse message;
  ProgramCache::ResultPtr used;
  grpc::Status status = FinishCompile(rc, request, job, &message, &used);
  if (!status.ok()) return status;
  // Failures and skip_cache requests are never stored; the key can only
  // match a repeat of these very bytes.
  if (!request.skip_cache()) {
    cache_->AddExact(exact_key, job.key, used, MakeExactAnswer(message));
  }
  return EncodeResponse(message, response);
}

grpc::ServerUnaryReactor* CompilerService::CompileProgram(grpc::CallbackServerContext* context,
                                                          const grpc::ByteBuffer* request,
                                                          grpc::ByteBuffer* response) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  auto rc = std::make_shared<RequestContext>(context, "CompileProgram", config_, metrics_);
  absl::Status auth = rc->CheckAuth();
  if (!auth.ok()) {
    reactor->Finish(rc->Finish(auth));
    return reactor;
  }
  ProgramCache::ExactKey exact_key = ExactRequestKey("CompileProgram", *request);
  if (ProgramCache::ExactAnswerPtr answer = cache_->LookupExact(exact_key)) {
    if (metrics_ != nullptr) metrics_->CacheExactHit();
    rc->set_digest(answer->program_digest);
    rc->set_cache_hit(true);
    grpc::Slice slices[2] = {answer->response, TotalMsField(rc->ElapsedMs())};
    grpc::ByteBuffer bytes(slices, 2);
    response->Swap(&bytes);
    reactor->Finish(rc->Finish(absl::OkStatus()));
    return reactor;
  }

  struct Call {
    v1::CompileRequest request;
    Job job;
  };
  auto call = std::make_shared<Call>();
  absl::Status status = DecodeRequest(*request, &call->request);
  if (status.ok()) status = BeginCompile(*rc, call->request, &call->job);
  if (!status.ok()) {
    reactor->Finish(rc->Finish(status));
    return reactor;
  }
  Complete(reactor, call->job.raw_hit != nullptr, [this, rc, call, exact_key, response] {
    return FinishCompileBytes(*rc, call->request, call->job, exact_key, response);
  });
  return reactor;
}

absl::Status CompilerService::BeginRunPasses(RequestContext& rc,
                                             const v1::RunPassesRequest& request, Job* job) {
  const v1::Instruments& instruments = request.instruments();
  absl::StatusOr<pass::VerificationLevel> level = ResolveVerificationLevel(
      instruments.verification_level(), config_->default_verification_level);
  if (!level.ok()) return level.status();
  absl::StatusOr<pass::VerificationMode> mode = ResolveMode(instruments.verification_mode());
  if (!mode.ok()) return mode.status();
  job->spec.verification_level = *level;
  job->spec.verification_mode = *mode;
  job->spec.roundtrip = instruments.roundtrip();
  job->spec.report = instruments.report();
  // Dumps and the returned text share one view level: explicit if either
  // asks for it.
  bool explicit_view = instruments.dump_level() == v1::DUMP_LEVEL_EXPLICIT ||
                       request.text_level() == v1::DUMP_LEVEL_EXPLICIT;
  job->spec.view_level = explicit_view ? text::ViewLevel::kExplicit : text::ViewLevel::kConcise;
  job->spec.pass_options.insert(request.pass_options().begin(), request.pass_options().end());
  return ResolveJob(rc, request.program(), request.target(), request.pipeline(),
                    request.skip_cache(), job);
}

grpc::Status CompilerService::FinishRunPasses(RequestContext& rc,
                                              const v1::RunPassesRequest& request, Job& job,
                                              v1::RunPassesResponse* response) {
  if (job.raw_hit == nullptr) {
    absl::Status status = ParseJob(rc, request.program(), &job);
    if (!status.ok()) return rc.Finish(status);
  }
  absl::StatusOr<ProgramCache::Outcome> outcome = Execute(rc, job, request.skip_cache(), {});
  if (!outcome.ok()) return rc.Finish(outcome.status());

  const v1::Instruments& instruments = request.instruments();
  const CachedResult& cached = *outcome->result;
  *response = cached.result;
  bool want_dumps = instruments.dump_level() == v1::DUMP_LEVEL_CONCISE ||
                    instruments.dump_level() == v1::DUMP_LEVEL_EXPLICIT;
  if (!want_dumps) response->clear_dumps();
  bool want_proto = request.return_proto();
  bool want_text = request.return_text() || !want_proto;
  if (!want_text) response->clear_ir_text();
  if (want_proto) {
    ir::ProgramPtr program = cached.final_program;
    if (program == nullptr) {
      // Loaded from the disk tier: rebuild the IR from its text.
      absl::StatusOr<ir::ProgramPtr> parsed = text::ParseProgram(cached.result.ir_text());
      if (!parsed.ok()) {
        return rc.Finish(
            absl::InternalError("cached IR does not parse back: " + Describe(parsed.status())));
      }
      program = *parsed;
    }
    absl::StatusOr<v1::Program> proto;
    try {
      proto = proto::ProgramToProto(program);
    } catch (const CompileError& e) {
      proto = e.status();
    }
    if (!proto.ok()) return rc.Finish(proto.status());
    *response->mutable_ir() = *std::move(proto);
  }
  response->set_program_digest(job.digest);
  response->set_cache_hit(outcome->hit);
  response->set_cache_key(job.key);
  response->set_total_ms(rc.ElapsedMs());
  return rc.Finish(absl::OkStatus());
}

grpc::ServerUnaryReactor* CompilerService::RunPasses(grpc::CallbackServerContext* context,
                                                     const grpc::ByteBuffer* request,
                                                     grpc::ByteBuffer* response) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  auto rc = std::make_shared<RequestContext>(context, "RunPasses", config_, metrics_);
  struct Call {
    v1::RunPassesRequest request;
    v1::RunPassesResponse response;
    Job job;
  };
  auto call = std::make_shared<Call>();
  // The token first: an unauthenticated caller learns nothing about its bytes.
  absl::Status status = rc->CheckAuth();
  if (status.ok()) status = DecodeRequest(*request, &call->request);
  if (status.ok()) status = BeginRunPasses(*rc, call->request, &call->job);
  if (!status.ok()) {
    reactor->Finish(rc->Finish(status));
    return reactor;
  }
  // Building the IR protobuf is real work: only plain hits stay inline.
  bool inline_ok = call->job.raw_hit != nullptr && !call->request.return_proto();
  Complete(reactor, inline_ok, [this, rc, call, response] {
    grpc::Status finished = FinishRunPasses(*rc, call->request, call->job, &call->response);
    if (!finished.ok()) return finished;
    return EncodeResponse(call->response, response);
  });
  return reactor;
}

grpc::Status CompilerService::GetPassDumpBytes(grpc::ServerContext* context, Stream* stream) {
  RequestContext rc(context, "GetPassDump", config_, metrics_);
  // The token first: an unauthenticated caller learns nothing about its bytes.
  absl::Status status = rc.CheckAuth();
  v1::GetPassDumpRequest request;
  if (status.ok()) {
    grpc::ByteBuffer bytes;
    status = stream->Read(&bytes) ? DecodeRequest(bytes, &request)
                                  : absl::InvalidArgumentError("no GetPassDumpRequest was sent");
  }
  if (status.ok()) status = StreamPassDumps(rc, request, stream);
  return rc.Finish(status);
}

absl::Status CompilerService::StreamPassDumps(RequestContext& rc,
                                              const v1::GetPassDumpRequest& request,
                                              Stream* stream) {
  Job job;
  absl::StatusOr<pass::VerificationLevel> level =
      ResolveVerificationLevel(request.verification_level(), config_->default_verification_level);
  if (!level.ok()) return level.status();
  job.spec.verification_level = *level;
  job.spec.view_level = ViewLevelOf(request.dump_level());
  job.spec.pass_options.insert(request.pass_options().begin(), request.pass_options().end());
  PTOC_RETURN_IF_ERROR(PrepareJob(rc, request.program(), request.target(), request.pipeline(),
                                  request.skip_cache(), &job));

  auto write = [stream](const v1::PassDump& message) {
    grpc::ByteBuffer bytes;
    grpc::Status serialized = EncodeResponse(message, &bytes);
    if (!serialized.ok()) return absl::InternalError(serialized.error_message());
    if (!stream->Write(bytes)) return absl::CancelledError("client went away");
    return absl::OkStatus();
  };
  bool streamed_live = false;
  std::string previous_name(pass::kFrontendDumpName);
  auto send = [&](const v1::PassResult& record, const std::string& previous_text) {
    std::string from_name = previous_name;
    previous_name = pass::PassDumpFileName(record.index(), record.name());
    if (request.only_changed() && !record.changed()) return absl::OkStatus();
    v1::PassDump message;
    *message.mutable_pass() = ShapePassResult(record, previous_text, from_name, request);
    return write(message);
  };
  PassCallback live = [&](const v1::PassResult& record, const std::string& previous_text) {
    streamed_live = true;
    return send(record, previous_text);
  };
  absl::StatusOr<ProgramCache::Outcome> outcome = Execute(rc, job, request.skip_cache(), live);
  if (!outcome.ok()) return outcome.status();

  const CachedResult& cached = *outcome->result;
  if (!streamed_live) {
    // Served from the cache (or by another request's compile): replay.
    std::string previous = cached.input_text;
    for (const v1::PassResult& record : cached.result.dumps()) {
      PTOC_RETURN_IF_ERROR(send(record, previous));
      previous = record.ir_text();
    }
  }
  v1::PassDump last;
  v1::PassDumpSummary* summary = last.mutable_summary();
  summary->set_program_digest(job.digest);
  summary->set_pass_count(cached.result.dumps_size());
  int changed = 0;
  for (const v1::PassResult& record : cached.result.dumps()) changed += record.changed();
  summary->set_changed_count(changed);
  summary->set_total_ms(rc.ElapsedMs());
  summary->set_cache_hit(outcome->hit);
  summary->mutable_final_properties()->CopyFrom(cached.result.final_properties());
  summary->set_cache_key(job.key);
  summary->mutable_diagnostics()->CopyFrom(cached.result.diagnostics());
  return write(last);
}

absl::Status CompilerService::ListPassesOf(const v1::ListPassesRequest& request,
                                           v1::ListPassesResponse* response) {
  const pass::PassRegistry& registry = pass::PassRegistry::Global();
  std::vector<std::string> names = registry.Names();
  if (!request.strategy().empty()) {
    std::optional<pass::OptimizationStrategy> strategy = pass::ParseStrategy(request.strategy());
    if (!strategy) return absl::InvalidArgumentError("unknown strategy: " + request.strategy());
    names = pass::StrategyPassNames(*strategy);
  }
  for (const std::string& name : names) {
    std::optional<pass::PassInfo> info = registry.Find(name);
    if (!info) continue;
    v1::PassDescriptor* descriptor = response->add_passes();
    descriptor->set_name(info->name);
    for (const auto& p : info->properties.required.ToNames()) descriptor->add_required(p);
    for (const auto& p : info->properties.produced.ToNames()) descriptor->add_produced(p);
    for (const auto& p : info->properties.invalidated.ToNames()) descriptor->add_invalidated(p);
    descriptor->set_implemented(info->implemented);
  }
  return absl::OkStatus();
}

absl::Status CompilerService::DescribeStrategy(const v1::GetStrategyRequest& request,
                                               v1::GetStrategyResponse* response) {
  std::string name = request.name().empty() ? "Default" : request.name();
  std::optional<pass::OptimizationStrategy> strategy = pass::ParseStrategy(name);
  if (!strategy) return absl::InvalidArgumentError("unknown strategy: " + name);
  response->set_name(std::string(pass::StrategyName(*strategy)));
  bool runnable = true;
  for (const std::string& pass_name : pass::StrategyPassNames(*strategy)) {
    response->add_passes(pass_name);
    std::optional<pass::PassInfo> info = pass::PassRegistry::Global().Find(pass_name);
    runnable = runnable && info && info->implemented;
  }
  response->set_runnable(runnable);
  for (auto s :
       {pass::OptimizationStrategy::kDefault, pass::OptimizationStrategy::kDebugTileOptimization}) {
    response->add_available(std::string(pass::StrategyName(s)));
  }
  return absl::OkStatus();
}

namespace {

// A cheap unary method on bytes, answered on the gRPC thread: the token, the
// request decoded, `answer` run, the response serialized.
template <typename Request, typename Response>
grpc::ServerUnaryReactor* AnswerInline(grpc::CallbackServerContext* context, const char* method,
                                       const ServerConfig* config, Metrics* metrics,
                                       const grpc::ByteBuffer& request_bytes,
                                       grpc::ByteBuffer* response_bytes,
                                       absl::Status (*answer)(const Request&, Response*)) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  RequestContext rc(context, method, config, metrics);
  Request request;
  Response response;
  absl::Status status = rc.CheckAuth();
  if (status.ok()) status = DecodeRequest(request_bytes, &request);
  if (status.ok()) status = answer(request, &response);
  grpc::Status finished = rc.Finish(status);
  if (finished.ok()) finished = EncodeResponse(response, response_bytes);
  reactor->Finish(finished);
  return reactor;
}

}  // namespace

grpc::ServerUnaryReactor* CompilerService::ListPasses(grpc::CallbackServerContext* context,
                                                      const grpc::ByteBuffer* request,
                                                      grpc::ByteBuffer* response) {
  return AnswerInline(context, "ListPasses", config_, metrics_, *request, response, &ListPassesOf);
}

grpc::ServerUnaryReactor* CompilerService::GetStrategy(grpc::CallbackServerContext* context,
                                                       const grpc::ByteBuffer* request,
                                                       grpc::ByteBuffer* response) {
  return AnswerInline(context, "GetStrategy", config_, metrics_, *request, response,
                      &DescribeStrategy);
}

}  // namespace ptoc::server
