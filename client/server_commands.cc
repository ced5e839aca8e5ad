#include "client/server_commands.h"

#include <grpcpp/grpcpp.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "compiler/pass/text_instruments.h"
#include "proto/ptoc/v1/compiler.grpc.pb.h"
#include "server/compile_job.h"
#include "server/logging.h"
#include "server/request_context.h"
#include "server/unified_diff.h"

namespace ptoc::client {
namespace {

using Options = std::map<std::string, std::string>;
namespace v1 = ::ptoc::v1;

constexpr int kExitOk = 0;
constexpr int kExitCompileError = 1;
constexpr int kExitUsage = 2;
constexpr int kExitUnavailable = 3;

bool Has(const Options& options, const std::string& key) { return options.count(key) > 0; }
std::string Get(const Options& options, const std::string& key) {
  auto it = options.find(key);
  return it == options.end() ? "" : it->second;
}

bool ReadSource(const std::string& file, v1::ProgramSource* source) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::cerr << file << ": cannot open file\n";
    return false;
  }
  std::stringstream text;
  text << in.rdbuf();
  source->set_dsl_text(text.str());
  source->set_filename(file);
  return true;
}

v1::Pipeline PipelineOf(const Options& options) {
  v1::Pipeline pipeline;
  if (Has(options, "passes")) {
    pipeline.set_text(Get(options, "passes"));
  } else {
    pipeline.set_strategy(Has(options, "strategy") ? Get(options, "strategy") : "Default");
  }
  return pipeline;
}

v1::DumpLevel DumpLevelOf(const std::string& name, v1::DumpLevel fallback) {
  if (name == "none") return v1::DUMP_LEVEL_NONE;
  if (name == "concise") return v1::DUMP_LEVEL_CONCISE;
  if (name == "explicit") return v1::DUMP_LEVEL_EXPLICIT;
  return fallback;
}

v1::VerificationLevel VerifyLevelOf(const std::string& name) {
  if (name == "none") return v1::VERIFICATION_LEVEL_NONE;
  if (name == "basic") return v1::VERIFICATION_LEVEL_BASIC;
  if (name == "roundtrip") return v1::VERIFICATION_LEVEL_ROUNDTRIP;
  return v1::VERIFICATION_LEVEL_UNSPECIFIED;
}

v1::VerificationMode VerifyModeOf(const std::string& name) {
  if (name == "before") return v1::VERIFICATION_MODE_BEFORE;
  if (name == "after") return v1::VERIFICATION_MODE_AFTER;
  if (name == "before_and_after") return v1::VERIFICATION_MODE_BEFORE_AND_AFTER;
  return v1::VERIFICATION_MODE_NONE;
}

int Failure(const grpc::Status& status) {
  std::cerr << "ptoc: " << server::GrpcCodeName(status.error_code()) << ": "
            << status.error_message() << "\n";
  return status.error_code() == grpc::StatusCode::UNAVAILABLE ? kExitUnavailable
                                                              : kExitCompileError;
}

std::unique_ptr<v1::Compiler::Stub> Connect(const Options& options) {
  return v1::Compiler::NewStub(
      grpc::CreateChannel(Get(options, "server"), grpc::InsecureChannelCredentials()));
}

void Prepare(const Options& options, grpc::ClientContext* context) {
  std::string token = Has(options, "token") ? Get(options, "token") : "";
  if (token.empty() && std::getenv("PTOC_TOKEN") != nullptr) token = std::getenv("PTOC_TOKEN");
  if (!token.empty()) context->AddMetadata("authorization", "Bearer " + token);
  int deadline_ms = 300000;
  if (Has(options, "deadline-ms")) deadline_ms = std::stoi(Get(options, "deadline-ms"));
  context->set_deadline(std::chrono::system_clock::now() + std::chrono::milliseconds(deadline_ms));
}

// ---- In-process execution (no --server), with the service's own code ----

struct LocalRun {
  grpc::Status status;
  std::shared_ptr<const server::CachedResult> result;
  server::PreparedProgram program;
  server::JobSpec spec;
};

LocalRun RunLocally(const v1::ProgramSource& source, const Options& options,
                    const server::PassCallback& on_pass, text::ViewLevel view) {
  LocalRun run;
  auto fail = [&](const absl::Status& status) {
    run.status = server::ToGrpcStatus(status);
    return run;
  };
  absl::StatusOr<const backend::Soc*> soc = server::ResolveTarget(Get(options, "target"));
  if (!soc.ok()) return fail(soc.status());
  absl::StatusOr<std::vector<std::string>> names = server::ResolvePipeline(PipelineOf(options));
  if (!names.ok()) return fail(names.status());
  absl::StatusOr<server::PreparedProgram> program =
      server::PrepareProgram(source, server::Limits());
  if (!program.ok()) return fail(program.status());
  run.program = *program;
  run.spec.soc = *soc;
  run.spec.pass_names = *names;
  run.spec.view_level = view;
  absl::StatusOr<pass::VerificationLevel> level = server::ResolveVerificationLevel(
      VerifyLevelOf(Get(options, "verify")), pass::DefaultVerificationLevel());
  if (!level.ok()) return fail(level.status());
  run.spec.verification_level = *level;
  auto result = server::RunJob(run.program, run.spec, nullptr, on_pass, nullptr);
  if (!result.ok()) return fail(result.status());
  run.result = *result;
  return run;
}

// ---- Output ----

std::string SeverityName(v1::Diagnostic::Severity severity) {
  switch (severity) {
    case v1::Diagnostic::SEVERITY_ERROR:
      return "error";
    case v1::Diagnostic::SEVERITY_WARNING:
      return "warning";
    case v1::Diagnostic::SEVERITY_PERF_HINT:
      return "perf_hint";
    case v1::Diagnostic::SEVERITY_NOTE:
      return "note";
    default:
      return "unspecified";
  }
}

template <typename Timings, typename Diagnostics, typename Properties>
std::string JsonSummary(const std::string& digest, bool cache_hit, const std::string& target,
                        const Timings& timings, const Diagnostics& diagnostics,
                        const Properties& properties, double total_ms) {
  using server::JsonEscape;
  std::string out = absl::StrCat(
      "{\"digest\":\"", digest, "\",\"cache_hit\":", cache_hit ? "true" : "false", ",\"target\":\"",
      JsonEscape(target), "\",\"total_ms\":", absl::StrFormat("%.3f", total_ms), ",\"passes\":[");
  bool first = true;
  for (const auto& t : timings) {
    absl::StrAppend(&out, first ? "" : ",", "{\"index\":", t.index(), ",\"name\":\"",
                    JsonEscape(t.name()), "\",\"wall_ms\":", absl::StrFormat("%.4f", t.wall_ms()),
                    ",\"changed\":", t.changed() ? "true" : "false", "}");
    first = false;
  }
  out += "],\"diagnostics\":[";
  first = true;
  for (const auto& d : diagnostics) {
    absl::StrAppend(&out, first ? "" : ",", "{\"severity\":\"", SeverityName(d.severity()),
                    "\",\"message\":\"", JsonEscape(d.message()), "\",\"file\":\"",
                    JsonEscape(d.file()), "\",\"line\":", d.line(), ",\"column\":", d.column(),
                    "}");
    first = false;
  }
  out += "],\"final_properties\":[";
  first = true;
  for (const auto& p : properties) {
    absl::StrAppend(&out, first ? "" : ",", "\"", JsonEscape(p), "\"");
    first = false;
  }
  out += "]}\n";
  return out;
}

// The passes' warnings on stderr, as a run in this process prints them (perf
// hints are listed with the report).
void PrintWarnings(const google::protobuf::RepeatedPtrField<v1::Diagnostic>& diagnostics) {
  for (const v1::Diagnostic& d : diagnostics) {
    if (d.severity() != v1::Diagnostic::SEVERITY_PERF_HINT) std::cerr << d.message() << "\n";
  }
}

void PrintCompileSummary(const v1::CompileResponse& response) {
  std::cout << "digest     " << response.program_digest() << "\n"
            << "target     " << response.target() << "\n"
            << "cache_hit  " << (response.cache_hit() ? "true" : "false") << "\n"
            << "passes     " << response.pass_timings_size() << "\n";
  for (const auto& t : response.pass_timings()) {
    std::cout << absl::StrFormat("  %2d %-32s %9.3f ms%s\n", t.index(), t.name(), t.wall_ms(),
                                 t.changed() ? "  changed" : "");
  }
  // Each message is the library's line, which starts with its severity.
  for (const auto& d : response.diagnostics()) std::cout << d.message() << "\n";
  std::cout << "properties";
  for (const auto& p : response.final_properties()) std::cout << " " << p;
  std::cout << "\nartifacts  " << response.artifacts_size() << "\n";
}

}  // namespace

int RunCompile(const std::string& file, const Options& options) {
  v1::CompileRequest request;
  if (!ReadSource(file, request.mutable_program())) return kExitCompileError;
  request.set_target(Get(options, "target"));
  *request.mutable_pipeline() = PipelineOf(options);
  request.set_verification_level(VerifyLevelOf(Get(options, "verify")));
  request.set_return_ir(Has(options, "ir"));
  v1::CompileResponse response;
  if (Has(options, "server")) {
    auto stub = Connect(options);
    grpc::ClientContext context;
    Prepare(options, &context);
    grpc::Status status = stub->CompileProgram(&context, request, &response);
    if (!status.ok()) return Failure(status);
  } else {
    auto start = std::chrono::steady_clock::now();
    LocalRun run = RunLocally(request.program(), options, {}, text::ViewLevel::kConcise);
    if (!run.status.ok()) return Failure(run.status);
    response.set_program_digest(run.program.digest);
    response.set_target(run.spec.soc->name());
    response.mutable_pass_timings()->CopyFrom(run.result->result.pass_timings());
    response.mutable_diagnostics()->CopyFrom(run.result->result.diagnostics());
    response.mutable_final_properties()->CopyFrom(run.result->result.final_properties());
    if (Has(options, "ir")) response.set_ir_text(run.result->result.ir_text());
    response.set_total_ms(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
  }
  if (Has(options, "json")) {
    std::cout << JsonSummary(response.program_digest(), response.cache_hit(), response.target(),
                             response.pass_timings(), response.diagnostics(),
                             response.final_properties(), response.total_ms());
  } else {
    PrintCompileSummary(response);
  }
  if (Has(options, "ir") && !Has(options, "json")) std::cout << response.ir_text();
  return kExitOk;
}

int RunDump(const std::string& file, const Options& options) {
  v1::GetPassDumpRequest request;
  if (!ReadSource(file, request.mutable_program())) return kExitCompileError;
  request.set_target(Get(options, "target"));
  *request.mutable_pipeline() = PipelineOf(options);
  request.set_dump_level(DumpLevelOf(Get(options, "dump-level"), v1::DUMP_LEVEL_CONCISE));
  request.set_diff(Has(options, "diff"));
  request.set_only_changed(Has(options, "only-changed"));
  request.set_verification_level(VerifyLevelOf(Get(options, "verify")));
  const bool json = Has(options, "json");
  absl::StatusOr<std::vector<std::string>> names = server::ResolvePipeline(request.pipeline());
  std::string total = names.ok() ? std::to_string(names->size()) : "?";

  v1::RunPassesResponse collected;  // timings for the JSON summary
  auto show = [&](const v1::PassResult& p) {
    std::cerr << absl::StrFormat("[%d/%s] %-32s %9.3f ms%s\n", p.index(), total, p.name(),
                                 p.wall_ms(), p.changed() ? "  changed" : "");
    v1::PassTiming* timing = collected.add_pass_timings();
    timing->set_index(p.index());
    timing->set_name(p.name());
    timing->set_wall_ms(p.wall_ms());
    timing->set_changed(p.changed());
    if (json) return;
    std::cout << "# ==== " << pass::PassDumpFileName(p.index(), p.name()) << " ====\n"
              << (request.diff() ? p.diff() : p.ir_text());
    std::cout.flush();
  };

  v1::PassDumpSummary summary;
  if (Has(options, "server")) {
    auto stub = Connect(options);
    grpc::ClientContext context;
    Prepare(options, &context);
    auto reader = stub->GetPassDump(&context, request);
    v1::PassDump message;
    while (reader->Read(&message)) {
      if (message.has_pass()) show(message.pass());
      if (message.has_summary()) summary = message.summary();
    }
    grpc::Status status = reader->Finish();
    if (!status.ok()) return Failure(status);
  } else {
    auto start = std::chrono::steady_clock::now();
    std::string previous_name(pass::kFrontendDumpName);
    int changed = 0;
    server::PassCallback on_pass = [&](const v1::PassResult& record, const std::string& before) {
      std::string from = previous_name;
      previous_name = pass::PassDumpFileName(record.index(), record.name());
      changed += record.changed();
      if (request.only_changed() && !record.changed()) return absl::OkStatus();
      v1::PassResult shaped = record;
      if (request.diff()) {
        shaped.set_diff(server::UnifiedDiff(before, record.ir_text(), from, previous_name));
      }
      show(shaped);
      return absl::OkStatus();
    };
    text::ViewLevel view = request.dump_level() == v1::DUMP_LEVEL_EXPLICIT
                               ? text::ViewLevel::kExplicit
                               : text::ViewLevel::kConcise;
    LocalRun run = RunLocally(request.program(), options, on_pass, view);
    if (!run.status.ok()) return Failure(run.status);
    summary.mutable_diagnostics()->CopyFrom(run.result->result.diagnostics());
    summary.set_program_digest(run.program.digest);
    summary.set_pass_count(run.result->result.dumps_size());
    summary.set_changed_count(changed);
    summary.mutable_final_properties()->CopyFrom(run.result->result.final_properties());
    summary.set_total_ms(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::cerr << "passes " << summary.pass_count() << ", changed " << summary.changed_count()
            << ", cache_hit " << (summary.cache_hit() ? "true" : "false") << ", "
            << absl::StrFormat("%.3f", summary.total_ms()) << " ms\n";
  PrintWarnings(summary.diagnostics());
  if (json) {
    std::cout << JsonSummary(summary.program_digest(), summary.cache_hit(), Get(options, "target"),
                             collected.pass_timings(), summary.diagnostics(),
                             summary.final_properties(), summary.total_ms());
  }
  return kExitOk;
}

int RunRemotePasses(const std::string& file, const Options& options) {
  v1::RunPassesRequest request;
  if (!ReadSource(file, request.mutable_program())) return kExitCompileError;
  request.set_target(Get(options, "target"));
  *request.mutable_pipeline() = PipelineOf(options);
  v1::Instruments* instruments = request.mutable_instruments();
  instruments->set_verification_level(VerifyLevelOf(Get(options, "verify")));
  instruments->set_verification_mode(VerifyModeOf(Get(options, "verify-mode")));
  instruments->set_roundtrip(Has(options, "roundtrip"));
  instruments->set_report(Has(options, "report"));
  v1::DumpLevel dump_level =
      DumpLevelOf(Get(options, "dump-level"),
                  Has(options, "dump-dir") ? v1::DUMP_LEVEL_CONCISE : v1::DUMP_LEVEL_NONE);
  instruments->set_dump_level(dump_level);
  request.set_return_text(true);
  auto stub = Connect(options);
  grpc::ClientContext context;
  Prepare(options, &context);
  v1::RunPassesResponse response;
  grpc::Status status = stub->RunPasses(&context, request, &response);
  if (!status.ok()) return Failure(status);
  if (Has(options, "dump-dir")) {
    std::string dir = Get(options, "dump-dir");
    for (const v1::PassResult& p : response.dumps()) {
      std::ofstream out(dir + "/" + pass::PassDumpFileName(p.index(), p.name()));
      out << p.ir_text();
      if (!out) {
        std::cerr << "ptoc: cannot write to " << dir << "\n";
        return kExitCompileError;
      }
    }
  }
  for (const auto& report : response.reports()) {
    std::cerr << report.instrument() << ": checked " << report.checked() << ", skipped "
              << report.skipped() << "\n";
    for (const auto& m : report.messages()) std::cerr << "  " << m << "\n";
  }
  PrintWarnings(response.diagnostics());
  if (Has(options, "json")) {
    std::cout << JsonSummary(response.program_digest(), response.cache_hit(),
                             Get(options, "target"), response.pass_timings(),
                             response.diagnostics(), response.final_properties(),
                             response.total_ms());
  } else if (!Has(options, "quiet")) {
    std::cout << response.ir_text();
  }
  return kExitOk;
}

}  // namespace ptoc::client
