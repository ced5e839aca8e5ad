// Checks the program generators: each generated program parses, has the
// expected size relative to corpus/29_post_block_large.py and runs through
// the Default strategy (reports how far it gets). With --dump=DIR it also
// writes the generated programs there.
//
//   bazel run -c opt //bench:gen_check -- [--dump=/tmp/gen] [--scales=1,2,10]
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "bench/bench_util.h"
#include "bench/program_gen.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/printer.h"

namespace ptoc::bench {
namespace {

struct Case {
  std::string name;
  std::string text;
};

int Main(int argc, char** argv) {
  std::string dump_dir;
  std::vector<int> scales = {1, 2, 10};
  for (int i = 1; i < argc; ++i) {
    absl::string_view arg = argv[i];
    if (absl::ConsumePrefix(&arg, "--dump=")) {
      dump_dir = std::string(arg);
    } else if (absl::ConsumePrefix(&arg, "--scales=")) {
      scales.clear();
      for (absl::string_view part : absl::StrSplit(arg, ',')) {
        int value = 0;
        if (absl::SimpleAtoi(part, &value)) scales.push_back(value);
      }
    }
  }
  const ir::ProgramPtr corpus =
      ParseOrDie(ReadFileOrDie("tests/corpus/29_post_block_large.py"), "29_post_block_large.py");
  const int64_t corpus_nodes = ir::CountNodes(corpus);
  std::printf("29_post_block_large: %lld IR nodes\n", static_cast<long long>(corpus_nodes));

  std::vector<Case> cases;
  for (int n : scales) {
    cases.push_back({absl::StrCat("kernels_x", n), GenerateKernelProgram(n)});
    cases.push_back({absl::StrCat("scopes_x", n), GenerateScopeProgram(8 * n)});
  }
  cases.push_back({"tile_chain_1000", GenerateTileChainProgram(1000)});

  int failures = 0;
  const std::vector<pass::Pass> passes = DefaultPasses();
  for (const Case& c : cases) {
    if (!dump_dir.empty()) {
      std::ofstream(absl::StrCat(dump_dir, "/", c.name, ".py")) << c.text;
    }
    const ir::ProgramPtr program = ParseOrDie(c.text, c.name + ".py");
    // The canonical print must be a fixed point of print(parse(.)).
    const std::string printed = text::PrintProgram(program);
    const bool roundtrip = text::PrintProgram(ParseOrDie(printed, c.name + ".printed")) == printed;
    const int64_t nodes = ir::CountNodes(program);
    const auto start = std::chrono::steady_clock::now();
    const PrefixRun run = RunLongestPrefix(program, passes);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::printf(
        "%-18s nodes=%8lld (%.2fx corpus 29) roundtrip=%s Default: %d/%zu passes%s%s%s "
        "(%.1f ms)\n",
        c.name.c_str(), static_cast<long long>(nodes), static_cast<double>(nodes) / corpus_nodes,
        roundtrip ? "ok" : "MISMATCH", run.runnable, passes.size(),
        run.failed_pass.empty() ? "" : ", stops at ", run.failed_pass.c_str(),
        run.failure.empty() ? "" : absl::StrCat(": ", run.failure).c_str(), ms);
    if (!roundtrip || run.runnable != static_cast<int>(passes.size())) ++failures;
  }
  return failures == 0 ? 0 : 1;
}

}  // namespace
}  // namespace ptoc::bench

int main(int argc, char** argv) { return ptoc::bench::Main(argc, argv); }
