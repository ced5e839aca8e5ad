// Helpers shared by the benchmark binaries: parsing generated programs,
// finding how much of a strategy currently runs on them (colleagues' passes
// may still be unimplemented or failing) and timing passes one by one.
#ifndef PTOC_BENCH_BENCH_UTIL_H_
#define PTOC_BENCH_BENCH_UTIL_H_

#include <string>
#include <vector>

#include "compiler/ir/function.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_pipeline.h"

namespace ptoc::bench {

// Parses `text`; aborts the process with the parse error on failure (a
// generator bug, never a measurement).
ir::ProgramPtr ParseOrDie(const std::string& text, const std::string& filename);

// Reads a file (relative paths resolve against the runfiles tree, which is
// the working directory under `bazel run`); aborts when it is missing.
std::string ReadFileOrDie(const std::string& path);

// The passes of the Default strategy in run order (45 runs).
std::vector<pass::Pass> DefaultPasses();

// How far a pass list runs on a program at Basic verification.
struct PrefixRun {
  int runnable = 0;         // passes that ran and verified
  std::string failed_pass;  // empty when all ran
  std::string failure;      // first line of the error
  ir::ProgramPtr output;    // program after the runnable prefix
};
PrefixRun RunLongestPrefix(const ir::ProgramPtr& program, const std::vector<pass::Pass>& passes);

// Runs `passes` as a pipeline at Basic verification (the reference's timing
// setting); aborts on error (the prefix was checked beforehand).
ir::ProgramPtr RunPipelineOrDie(const ir::ProgramPtr& program, const pass::PassPipeline& pipeline);

// Wall time of each pass's transform (measured with a CallbackInstrument,
// so the automatic verification between passes is not attributed to passes)
// for one pipeline run, in run order; `total_ms` gets the whole run.
std::vector<double> TimePassesMs(const ir::ProgramPtr& program, const pass::PassPipeline& pipeline,
                                 double* total_ms);

// `names[i]` prefixed with its 1-based run index, e.g. "05 Simplify".
std::string RunLabel(int index, const std::string& name);

}  // namespace ptoc::bench

#endif  // PTOC_BENCH_BENCH_UTIL_H_
