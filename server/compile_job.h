// One unit of compile work for the service: turning a request's program into
// IR (with limits), resolving its pipeline, computing its cache key, and
// running the pipeline under a PassContext of its own that records each
// pass (time, changed flag, properties, IR text) as it finishes.
#ifndef PTOC_SERVER_COMPILE_JOB_H_
#define PTOC_SERVER_COMPILE_JOB_H_

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "compiler/backend/soc.h"
#include "compiler/ir/function.h"
#include "compiler/pass/pass_context.h"
#include "compiler/text/printer.h"
#include "proto/ptoc/v1/compiler.pb.h"
#include "server/metrics.h"
#include "server/program_cache.h"

namespace ptoc::server {

// Limits protecting the service from oversized or hostile programs.
struct Limits {
  size_t max_program_bytes = size_t{16} << 20;  // DSL text or serialized IR
  int64_t max_ir_nodes = 2'000'000;             // statements + expressions
  int max_nesting_depth = 256;                  // parser / proto reader
  // Operands nested below one expression in DSL text (`a + b + ...` nests one
  // level per operator); passes walk expressions recursively.
  int max_expression_height = 2048;
};

struct PreparedProgram {
  ir::ProgramPtr program;
  // Printed at the CONCISE level: the canonical form that keys the cache.
  std::string canonical_text;
  // SHA-256 (hex) of canonical_text.
  std::string digest;
  int64_t node_count = 0;
};

// Parses DSL text or converts an ir.Program. Errors: INVALID_ARGUMENT
// ("file:line:col: ..." for text), RESOURCE_EXHAUSTED for a program over
// max_program_bytes or max_ir_nodes.
absl::StatusOr<PreparedProgram> PrepareProgram(const v1::ProgramSource& source,
                                               const Limits& limits);

// The pass names of a pipeline (Default strategy when unset). Unknown
// strategy or pass: INVALID_ARGUMENT.
absl::StatusOr<std::vector<std::string>> ResolvePipeline(const v1::Pipeline& pipeline);

// Everything about a run that can change its result.
struct JobSpec {
  const backend::Soc* soc = nullptr;
  std::vector<std::string> pass_names;
  pass::VerificationLevel verification_level = pass::VerificationLevel::kBasic;
  pass::VerificationMode verification_mode = pass::VerificationMode::kNone;
  bool roundtrip = false;
  bool report = false;
  text::ViewLevel view_level = text::ViewLevel::kConcise;
  std::map<std::string, std::string> pass_options;
};

// Target name -> SoC ("" = default); unknown: INVALID_ARGUMENT.
absl::StatusOr<const backend::Soc*> ResolveTarget(const std::string& name);
absl::StatusOr<pass::VerificationLevel> ResolveVerificationLevel(v1::VerificationLevel level,
                                                                 pass::VerificationLevel fallback);

// SHA-256 (hex) over the canonical input, the spec and `compiler_version`.
std::string CacheKey(const PreparedProgram& program, const JobSpec& spec,
                     const std::string& compiler_version);

// SHA-256 (hex) over the request exactly as sent (DSL text, or the IR
// protobuf's deterministic serialization, and the file name; target and
// pipeline unresolved), the spec's options (not its soc or pass list) and
// `compiler_version`: the key of the cache's raw-request index, computed
// without parsing or resolving anything.
std::string RawRequestKey(const v1::ProgramSource& source, const std::string& target,
                          const v1::Pipeline& pipeline, const JobSpec& spec,
                          const std::string& compiler_version);

// Called after each pass with its record (ir_text = full text) and the text
// before it; a non-OK status stops the pipeline with that status.
using PassCallback =
    std::function<absl::Status(const v1::PassResult& pass, const std::string& previous_text)>;

// Runs the pipeline. Every call builds its own PassContext (instruments,
// verification level, pass options, `cancel_check`) and enters it on the
// calling thread, together with the target SoC. Fails fast with
// UNIMPLEMENTED when a pass has no transform yet. `metrics` may be null.
absl::StatusOr<std::shared_ptr<const CachedResult>> RunJob(
    const PreparedProgram& program, const JobSpec& spec,
    const std::function<absl::Status()>& cancel_check, const PassCallback& on_pass,
    Metrics* metrics);

}  // namespace ptoc::server

#endif  // PTOC_SERVER_COMPILE_JOB_H_
