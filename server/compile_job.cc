#include "server/compile_job.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>

#include <chrono>
#include <sstream>

#include "absl/strings/ascii.h"
#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "compiler/base/status.h"
#include "compiler/ir/visitor.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_pipeline.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/pass/strategy.h"
#include "compiler/pass/text_instruments.h"
#include "compiler/proto/ir_to_proto.h"
#include "compiler/proto/proto_to_ir.h"
#include "compiler/text/parser.h"
#include "compiler/verify/verifier_registry.h"
#include "server/sha256.h"

namespace ptoc::server {
namespace {

using Clock = std::chrono::steady_clock;

double MillisSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Printing can fail on transitional IR that has no DSL spelling; the dump
// then says so instead of failing the request.
std::string PrintOrExplain(const ir::ProgramPtr& program, text::ViewLevel level) {
  try {
    text::PrintOptions options;
    options.view_level = level;
    return text::PrintProgram(program, options);
  } catch (const CompileError& e) {
    return absl::StrCat("# <IR not printable: ", e.status().message(), ">\n");
  }
}

std::vector<std::string> Names(const pass::IRPropertySet& set) { return set.ToNames(); }

// Records every pass of one run: wall time, IR text, changed flag and the
// properties guaranteed afterwards; forwards each record to the caller as
// soon as the pass is done. First in the instrument list, so its clock
// starts before the other instruments' before-pass work.
class RecorderInstrument : public pass::PassInstrument {
 public:
  RecorderInstrument(text::ViewLevel level, std::string input_text, const PassCallback* on_pass,
                     Metrics* metrics, v1::RunPassesResponse* out)
      : level_(level),
        previous_text_(std::move(input_text)),
        on_pass_(on_pass),
        metrics_(metrics),
        out_(out) {}

  std::string GetName() const override { return "PassRecorder"; }

  absl::Status RunBeforePass(const pass::Pass& pass, const ir::ProgramPtr& program) override {
    start_ = Clock::now();
    return absl::OkStatus();
  }

  absl::Status RunAfterPass(const pass::Pass& pass, const ir::ProgramPtr& program) override {
    double wall_ms = MillisSince(start_);
    const pass::PassProperties& props = pass.GetProperties();
    properties_ = properties_.Difference(props.invalidated).Union(props.produced);
    std::string text = PrintOrExplain(program, level_);

    v1::PassResult* record = out_->add_dumps();
    record->set_index(++index_);
    record->set_name(pass.GetName());
    record->set_ir_text(text);
    record->set_changed(text != previous_text_);
    for (const std::string& name : Names(properties_)) record->add_properties(name);
    record->set_wall_ms(wall_ms);

    v1::PassTiming* timing = out_->add_pass_timings();
    timing->set_index(record->index());
    timing->set_name(record->name());
    timing->set_wall_ms(wall_ms);
    timing->set_changed(record->changed());
    if (metrics_ != nullptr) metrics_->RecordPass(pass.GetName(), wall_ms / 1000.0);

    absl::Status status = absl::OkStatus();
    if (*on_pass_) status = (*on_pass_)(*record, previous_text_);
    previous_text_ = std::move(text);
    return status;
  }

  const pass::IRPropertySet& properties() const { return properties_; }

 private:
  text::ViewLevel level_;
  std::string previous_text_;
  const PassCallback* on_pass_;
  Metrics* metrics_;
  v1::RunPassesResponse* out_;
  Clock::time_point start_;
  int index_ = 0;
  pass::IRPropertySet properties_;
};

v1::Diagnostic::Severity ToProto(verify::DiagnosticSeverity severity) {
  switch (severity) {
    case verify::DiagnosticSeverity::kError:
      return v1::Diagnostic::SEVERITY_ERROR;
    case verify::DiagnosticSeverity::kWarning:
      return v1::Diagnostic::SEVERITY_WARNING;
    case verify::DiagnosticSeverity::kPerfHint:
      return v1::Diagnostic::SEVERITY_PERF_HINT;
  }
  return v1::Diagnostic::SEVERITY_NOTE;
}

// The passes' advisory output (warnings, perf hints) belongs to the request,
// not to the daemon's stderr: in emission order, each with the library's line
// ("[warning] [Rule] (pass) message at file:line:col") as its message and its
// span as the location. Perf hints only when the request asked for the report.
std::vector<v1::Diagnostic> EmittedDiagnostics(
    const std::vector<pass::CapturedDiagnostics>& emitted, bool with_hints) {
  std::vector<v1::Diagnostic> out;
  for (const pass::CapturedDiagnostics& call : emitted) {
    for (const verify::Diagnostic& d : call.diagnostics) {
      if (d.severity == verify::DiagnosticSeverity::kPerfHint && !with_hints) continue;
      v1::Diagnostic& diagnostic = out.emplace_back();
      diagnostic.set_severity(ToProto(d.severity));
      diagnostic.set_message(pass::FormatDiagnosticLine(d, call.label));
      if (d.span.IsKnown()) {
        diagnostic.set_file(d.span.FileName());
        diagnostic.set_line(d.span.begin_line);
        diagnostic.set_column(d.span.begin_col);
      }
    }
  }
  return out;
}

// A failed run's status with the warnings emitted before the failure appended
// to its message (they often explain it: MemoryReuse's fallback before an
// overflow); code and payloads unchanged.
absl::Status WithEmitted(const absl::Status& status, const std::vector<v1::Diagnostic>& emitted) {
  if (emitted.empty()) return status;
  std::string message(status.message());
  for (const v1::Diagnostic& d : emitted) absl::StrAppend(&message, "\n", d.message());
  absl::Status out(status.code(), message);
  status.ForEachPayload(
      [&](absl::string_view url, const absl::Cord& payload) { out.SetPayload(url, payload); });
  return out;
}

}  // namespace

absl::StatusOr<PreparedProgram> PrepareProgram(const v1::ProgramSource& source,
                                               const Limits& limits) {
  PreparedProgram prepared;
  switch (source.source_case()) {
    case v1::ProgramSource::kDslText: {
      if (source.dsl_text().size() > limits.max_program_bytes) {
        return absl::ResourceExhaustedError(
            absl::StrCat("program text is ", source.dsl_text().size(), " bytes; the limit is ",
                         limits.max_program_bytes));
      }
      text::ParseOptions options;
      options.filename = source.filename().empty() ? "<input>" : source.filename();
      options.max_nesting_depth = limits.max_nesting_depth;
      options.max_expression_height = limits.max_expression_height;
      options.max_input_bytes = limits.max_program_bytes;
      absl::StatusOr<ir::ProgramPtr> program;
      try {
        program = text::ParseProgram(source.dsl_text(), options);
      } catch (const CompileError& e) {
        program = e.status();
      }
      if (!program.ok()) return program.status();
      prepared.program = *std::move(program);
      break;
    }
    case v1::ProgramSource::kIr: {
      if (source.ir().ByteSizeLong() > limits.max_program_bytes) {
        return absl::ResourceExhaustedError(absl::StrCat("program is ", source.ir().ByteSizeLong(),
                                                         " bytes; the limit is ",
                                                         limits.max_program_bytes));
      }
      proto::ProtoToIrOptions options;
      options.max_nesting_depth = limits.max_nesting_depth;
      absl::StatusOr<ir::ProgramPtr> program;
      try {
        program = proto::ProgramFromProto(source.ir(), options);
      } catch (const CompileError& e) {
        program = e.status();
      }
      if (!program.ok()) return program.status();
      prepared.program = *std::move(program);
      break;
    }
    default:
      return absl::InvalidArgumentError("program: set dsl_text or ir");
  }
  if (prepared.program == nullptr) return absl::InvalidArgumentError("program: empty program");
  prepared.node_count = ir::CountNodes(prepared.program);
  if (prepared.node_count > limits.max_ir_nodes) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "program has ", prepared.node_count, " IR nodes; the limit is ", limits.max_ir_nodes));
  }
  try {
    prepared.canonical_text = text::PrintProgram(prepared.program);
  } catch (const CompileError& e) {
    return e.status();
  }
  prepared.digest = Sha256Hex(prepared.canonical_text);
  return prepared;
}

absl::StatusOr<std::vector<std::string>> ResolvePipeline(const v1::Pipeline& pipeline) {
  std::vector<std::string> names;
  switch (pipeline.kind_case()) {
    case v1::Pipeline::KIND_NOT_SET:
      return pass::StrategyPassNames(pass::OptimizationStrategy::kDefault);
    case v1::Pipeline::kStrategy: {
      std::optional<pass::OptimizationStrategy> strategy = pass::ParseStrategy(pipeline.strategy());
      if (!strategy) {
        return absl::InvalidArgumentError(absl::StrCat("unknown strategy: '", pipeline.strategy(),
                                                       "' (known: Default, "
                                                       "DebugTileOptimization)"));
      }
      return pass::StrategyPassNames(*strategy);
    }
    case v1::Pipeline::kText:
      for (absl::string_view name : absl::StrSplit(pipeline.text(), ',', absl::SkipWhitespace())) {
        names.emplace_back(absl::StripAsciiWhitespace(name));
      }
      break;
    case v1::Pipeline::kPasses:
      names.assign(pipeline.passes().names().begin(), pipeline.passes().names().end());
      break;
  }
  if (names.empty()) return absl::InvalidArgumentError("pipeline: no passes given");
  const pass::PassRegistry& registry = pass::PassRegistry::Global();
  for (const std::string& name : names) {
    if (!registry.Contains(name)) return absl::InvalidArgumentError("unknown pass: " + name);
  }
  return names;
}

absl::StatusOr<const backend::Soc*> ResolveTarget(const std::string& name) {
  if (name.empty()) return &backend::DefaultSoc();
  const backend::Soc* soc = backend::FindSoc(name);
  if (soc == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat(
        "unknown target: '", name, "' (known: ", absl::StrJoin(backend::SocNames(), ", "), ")"));
  }
  return soc;
}

absl::StatusOr<pass::VerificationLevel> ResolveVerificationLevel(v1::VerificationLevel level,
                                                                 pass::VerificationLevel fallback) {
  switch (level) {
    case v1::VERIFICATION_LEVEL_UNSPECIFIED:
      return fallback;
    case v1::VERIFICATION_LEVEL_NONE:
      return pass::VerificationLevel::kNone;
    case v1::VERIFICATION_LEVEL_BASIC:
      return pass::VerificationLevel::kBasic;
    case v1::VERIFICATION_LEVEL_ROUNDTRIP:
      return pass::VerificationLevel::kRoundtrip;
    default:
      return absl::InvalidArgumentError(absl::StrCat("unknown verification level ", level));
  }
}

namespace {

// The spec's options, in a fixed order (shared by both keys).
void HashOptions(const JobSpec& spec, Sha256* hash) {
  hash->UpdateField(pass::VerificationLevelName(spec.verification_level));
  hash->UpdateField(pass::VerificationModeName(spec.verification_mode));
  hash->UpdateField(spec.roundtrip ? "roundtrip" : "");
  hash->UpdateField(spec.report ? "report" : "");
  hash->UpdateField(spec.view_level == text::ViewLevel::kExplicit ? "explicit" : "concise");
  for (const auto& [key, value] : spec.pass_options) {
    hash->UpdateField(key);
    hash->UpdateField(value);
  }
}

}  // namespace

std::string CacheKey(const PreparedProgram& program, const JobSpec& spec,
                     const std::string& compiler_version) {
  Sha256 hash;
  hash.UpdateField("ptoc-cache-key-v1");
  hash.UpdateField(compiler_version);
  hash.UpdateField(program.canonical_text);
  hash.UpdateField(spec.soc != nullptr ? spec.soc->name() : "");
  hash.UpdateField(absl::StrJoin(spec.pass_names, ","));
  HashOptions(spec, &hash);
  return hash.FinishHex();
}

std::string RawRequestKey(const v1::ProgramSource& source, const std::string& target,
                          const v1::Pipeline& pipeline, const JobSpec& spec,
                          const std::string& compiler_version) {
  Sha256 hash;
  hash.UpdateField("ptoc-raw-key-v1");
  hash.UpdateField(compiler_version);
  switch (source.source_case()) {
    case v1::ProgramSource::kDslText:
      hash.UpdateField("dsl_text");
      hash.UpdateField(source.dsl_text());
      break;
    case v1::ProgramSource::kIr: {
      // Deterministic serialization: equal messages give equal bytes.
      std::string bytes;
      {
        google::protobuf::io::StringOutputStream stream(&bytes);
        google::protobuf::io::CodedOutputStream coded(&stream);
        coded.SetSerializationDeterministic(true);
        source.ir().SerializeToCodedStream(&coded);
      }
      hash.UpdateField("ir");
      hash.UpdateField(bytes);
      break;
    }
    default:
      hash.UpdateField("none");
  }
  // The file name reaches the output only through diagnostics' locations,
  // which the canonical key ignores; it is part of this key all the same so
  // an index entry never stands for a request that differs in any field.
  hash.UpdateField(source.filename());
  // Target and pipeline as sent (unresolved: no pass list to build).
  hash.UpdateField(target);
  switch (pipeline.kind_case()) {
    case v1::Pipeline::kStrategy:
      hash.UpdateField("strategy");
      hash.UpdateField(pipeline.strategy());
      break;
    case v1::Pipeline::kText:
      hash.UpdateField("text");
      hash.UpdateField(pipeline.text());
      break;
    case v1::Pipeline::kPasses:
      hash.UpdateField("passes");
      hash.UpdateField(std::to_string(pipeline.passes().names_size()));
      for (const std::string& name : pipeline.passes().names()) hash.UpdateField(name);
      break;
    default:
      hash.UpdateField("default");
  }
  HashOptions(spec, &hash);
  return hash.FinishHex();
}

absl::StatusOr<std::shared_ptr<const CachedResult>> RunJob(
    const PreparedProgram& program, const JobSpec& spec,
    const std::function<absl::Status()>& cancel_check, const PassCallback& on_pass,
    Metrics* metrics) {
  Clock::time_point start = Clock::now();
  const pass::PassRegistry& registry = pass::PassRegistry::Global();
  std::vector<pass::Pass> passes;
  for (size_t i = 0; i < spec.pass_names.size(); ++i) {
    absl::StatusOr<pass::Pass> p = registry.GetPass(spec.pass_names[i]);
    if (!p.ok()) return p.status();
    if (!p->IsImplemented()) {
      return absl::UnimplementedError(absl::StrCat("not implemented: ", spec.pass_names[i],
                                                   " (pass ", i + 1, " of the pipeline)"));
    }
    passes.push_back(*std::move(p));
  }

  auto result = std::make_shared<CachedResult>();
  result->input_text = PrintOrExplain(program.program, spec.view_level);
  result->result.set_program_digest(program.digest);

  // This request's own context: nothing in it is shared with other requests.
  pass::PassContext context({}, spec.verification_level);
  auto recorder = std::make_shared<RecorderInstrument>(spec.view_level, result->input_text,
                                                       &on_pass, metrics, &result->result);
  context.AddInstrument(recorder);
  std::shared_ptr<pass::VerificationInstrument> verifier;
  if (spec.verification_mode != pass::VerificationMode::kNone) {
    verifier = std::make_shared<pass::VerificationInstrument>(spec.verification_mode);
    context.AddInstrument(verifier);
  }
  std::shared_ptr<pass::RoundtripInstrument> roundtrip;
  if (spec.roundtrip || spec.verification_level == pass::VerificationLevel::kRoundtrip) {
    roundtrip = std::make_shared<pass::RoundtripInstrument>();
    context.AddInstrument(roundtrip);
  }
  for (const auto& [key, value] : spec.pass_options) context.SetOption(key, value);
  if (cancel_check) context.set_cancellation_check(cancel_check);

  absl::StatusOr<ir::ProgramPtr> output;
  std::vector<pass::CapturedDiagnostics> emitted;
  {
    backend::ScopedSoc soc(spec.soc != nullptr ? *spec.soc : backend::DefaultSoc());
    pass::PassContext::Scope scope(context);
    pass::DiagnosticCapture capture(&emitted);
    try {
      output = pass::PassPipeline(passes).Run(program.program);
    } catch (const CompileError& e) {
      output = e.status();
    }
  }
  std::vector<v1::Diagnostic> diagnostics = EmittedDiagnostics(emitted, spec.report);
  if (!output.ok()) return WithEmitted(output.status(), diagnostics);

  result->final_program = *output;
  result->final_node_count = ir::CountNodes(*output);
  result->result.set_ir_text(PrintOrExplain(*output, spec.view_level));
  for (const std::string& name : Names(recorder->properties())) {
    result->result.add_final_properties(name);
  }
  if (verifier != nullptr) {
    v1::InstrumentReport* report = result->result.add_reports();
    report->set_instrument("VerificationInstrument");
    report->set_checked(static_cast<int32_t>(passes.size()));
    report->add_messages(absl::StrCat("mode ", pass::VerificationModeName(spec.verification_mode),
                                      ": all pass contracts held"));
  }
  if (roundtrip != nullptr) {
    v1::InstrumentReport* report = result->result.add_reports();
    report->set_instrument("RoundtripInstrument");
    report->set_checked(roundtrip->checked_count());
    report->set_skipped(roundtrip->skipped_count());
  }
  v1::InstrumentReport* report = nullptr;
  if (spec.report) {
    report = result->result.add_reports();
    report->set_instrument("ReportInstrument");
  }
  for (v1::Diagnostic& diagnostic : diagnostics) {
    if (report != nullptr && diagnostic.severity() == v1::Diagnostic::SEVERITY_PERF_HINT) {
      report->add_messages(diagnostic.message());
    }
    *result->result.add_diagnostics() = std::move(diagnostic);
  }
  if (report != nullptr) report->set_checked(report->messages_size());
  result->result.set_total_ms(MillisSince(start));
  return std::shared_ptr<const CachedResult>(std::move(result));
}

}  // namespace ptoc::server
