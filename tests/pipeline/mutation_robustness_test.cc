// The pass pipeline on programs it was not written for: small random edits of
// the corpus programs (a constant, a dtype, a memory space, a function type,
// an op name, a loop kind or a scope kind replaced; a statement deleted,
// duplicated, swapped with another or re-indented) run through both
// strategies when they still parse. Whatever the passes make of such a
// program, the pipeline must return: a result that prints, or an error that
// is either a user error (INVALID_ARGUMENT, UNIMPLEMENTED, FAILED_PRECONDITION,
// RESOURCE_EXHAUSTED, OUT_OF_RANGE) or a failed property verification, never
// any other internal error, a crash, a hang or (under --config=asan) a
// sanitizer report. The edits are drawn from a fixed seed, so a failure names
// a mutant that can be written out and replayed.

#include <dirent.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_manager.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/text/runfiles.h"

namespace ptoc {
namespace {

using testing::ReadFile;
using testing::RunfilePath;

// Mutants per run; PTOC_MUTANTS=<n> (e.g. through --test_env) runs more by
// hand. The first n mutants are always the same.
int MutantCount() {
  const char* n = std::getenv("PTOC_MUTANTS");
  return n != nullptr && std::atoi(n) > 0 ? std::atoi(n) : 2000;
}

std::vector<std::string> CorpusPrograms() {
  std::vector<std::string> texts;
  const std::string dir = RunfilePath("tests/corpus");
  std::vector<std::string> names;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      const std::string name = e->d_name;
      if (absl::EndsWith(name, ".py")) names.push_back(name);
    }
    closedir(d);
  }
  std::sort(names.begin(), names.end());
  for (const std::string& name : names) {
    std::string text = ReadFile(absl::StrCat(dir, "/", name));
    if (!absl::StrContains(text, "# expect-error")) texts.push_back(std::move(text));
  }
  return texts;
}

// Start offsets of `needle` in `text`.
std::vector<size_t> Occurrences(const std::string& text, const std::string& needle) {
  std::vector<size_t> at;
  for (size_t p = text.find(needle); p != std::string::npos; p = text.find(needle, p + 1)) {
    at.push_back(p);
  }
  return at;
}

bool IsWordChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.';
}

class TextMutator {
 public:
  explicit TextMutator(uint32_t seed) : rng_(seed) {}

  // One edit of `text`; false when the chosen kind finds nothing to edit.
  bool MutateOnce(std::string* text) {
    switch (Pick(9)) {
      case 0:
        return ReplaceNumber(text);
      case 1:
        return ReplaceOneOf(text, {"pl.FP32", "pl.FP16", "pl.BF16", "pl.INT32", "pl.INT8",
                                   "pl.INT64", "pl.INDEX", "pl.UINT8", "pl.BOOL"});
      case 2:
        return ReplaceOneOf(text, {"pl.Mem.Vec", "pl.Mem.Mat", "pl.Mem.Left", "pl.Mem.Right",
                                   "pl.Mem.Acc", "pl.Mem.DDR"});
      case 3:
        return ReplaceOneOf(
            text, {"FunctionType.InCore", "FunctionType.Orchestration", "FunctionType.AIC",
                   "FunctionType.AIV", "FunctionType.Opaque", "FunctionType.Inline"});
      case 4:
        return SwapOpName(text);
      case 5:
        return ReplaceOneOf(text, {"pl.range(", "pl.parallel(", "pl.unroll(", "pl.pipeline("});
      case 6:
        return ReplaceScope(text);
      default:
        return EditLine(text);
    }
  }

 private:
  size_t Pick(size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng_); }

  bool ReplaceNumber(std::string* text) {
    std::vector<std::pair<size_t, size_t>> numbers;  // [begin, end)
    for (size_t i = 0; i < text->size(); ++i) {
      if (!std::isdigit(static_cast<unsigned char>((*text)[i]))) continue;
      size_t j = i;
      while (j < text->size() && std::isdigit(static_cast<unsigned char>((*text)[j]))) ++j;
      const bool word_before = i > 0 && IsWordChar((*text)[i - 1]);
      const bool word_after = j < text->size() && IsWordChar((*text)[j]);
      if (!word_before && !word_after) numbers.emplace_back(i, j);
      i = j;
    }
    if (numbers.empty()) return false;
    static const char* const kValues[] = {"0",  "1",  "2",   "3",    "7",     "8",
                                          "15", "16", "128", "1024", "65536", "4294967296"};
    const auto [begin, end] = numbers[Pick(numbers.size())];
    text->replace(begin, end - begin, kValues[Pick(std::size(kValues))]);
    return true;
  }

  bool ReplaceOneOf(std::string* text, const std::vector<std::string>& words) {
    std::vector<std::pair<size_t, size_t>> found;  // offset, word index
    for (size_t w = 0; w < words.size(); ++w) {
      for (size_t at : Occurrences(*text, words[w])) {
        const size_t end = at + words[w].size();
        // A word that ends in a name character must end there in the text too.
        if (IsWordChar(words[w].back()) && end < text->size() && IsWordChar((*text)[end]) &&
            (*text)[end] != '.') {
          continue;
        }
        found.emplace_back(at, w);
      }
    }
    if (found.empty()) return false;
    const auto [at, w] = found[Pick(found.size())];
    text->replace(at, words[w].size(), words[Pick(words.size())]);
    return true;
  }

  // Replaces one `pl.tile.X` / `pl.tensor.X` by another op the program uses.
  bool SwapOpName(std::string* text) {
    std::vector<std::pair<size_t, size_t>> ops;  // [begin, end)
    for (const char* prefix : {"pl.tile.", "pl.tensor."}) {
      for (size_t at : Occurrences(*text, prefix)) {
        size_t end = at + std::char_traits<char>::length(prefix);
        while (end < text->size() && IsWordChar((*text)[end]) && (*text)[end] != '.') ++end;
        ops.emplace_back(at, end);
      }
    }
    if (ops.size() < 2) return false;
    const auto [from_begin, from_end] = ops[Pick(ops.size())];
    const auto [to_begin, to_end] = ops[Pick(ops.size())];
    const std::string replacement = text->substr(to_begin, to_end - to_begin);
    text->replace(from_begin, from_end - from_begin, replacement);
    return true;
  }

  // Replaces the head of a `with` statement by another scope kind.
  bool ReplaceScope(std::string* text) {
    static const char* const kScopes[] = {
        "pl.at(level=pl.Level.CORE_GROUP)",
        "pl.cluster()",
        "pl.scope()",
        "pl.manual_scope()",
        "pl.spmd(4)",
        "pl.split_aiv()",
        "pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)])"};
    std::vector<size_t> heads = Occurrences(*text, "with pl.");
    if (heads.empty()) return false;
    const size_t begin = heads[Pick(heads.size())] + 5;  // after "with "
    const size_t end = text->find_first_of(":\n", begin);
    if (end == std::string::npos || (*text)[end] != ':') return false;
    // Keep an `as name` binding.
    const size_t as = text->rfind(" as ", end);
    const size_t head_end = as != std::string::npos && as > begin ? as : end;
    text->replace(begin, head_end - begin, kScopes[Pick(std::size(kScopes))]);
    return true;
  }

  // Deletes, duplicates, swaps or re-indents a statement line of a body.
  bool EditLine(std::string* text) {
    std::vector<std::string> lines = absl::StrSplit(*text, '\n');
    std::vector<size_t> body;
    for (size_t i = 0; i < lines.size(); ++i) {
      const absl::string_view line = lines[i];
      const size_t indent = line.find_first_not_of(' ');
      if (indent == absl::string_view::npos || indent < 8) continue;
      const absl::string_view code = line.substr(indent);
      if (absl::StartsWith(code, "#") || absl::StartsWith(code, "def ") ||
          absl::StartsWith(code, "@") || absl::StartsWith(code, "self") ||
          absl::StartsWith(code, ")")) {
        continue;
      }
      body.push_back(i);
    }
    if (body.size() < 2) return false;
    const size_t i = body[Pick(body.size())];
    switch (Pick(4)) {
      case 0:
        lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i));
        break;
      case 1:
        lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(i), lines[i]);
        break;
      case 2:
        std::swap(lines[i], lines[body[Pick(body.size())]]);
        break;
      default:
        lines[i] = Pick(2) == 0 ? "    " + lines[i] : lines[i].substr(4);
        break;
    }
    *text = absl::StrJoin(lines, "\n");
    return true;
  }

  std::mt19937 rng_;
};

bool AcceptableError(const absl::Status& status) {
  switch (status.code()) {
    case absl::StatusCode::kInvalidArgument:
    case absl::StatusCode::kUnimplemented:
    case absl::StatusCode::kFailedPrecondition:
    case absl::StatusCode::kResourceExhausted:
    case absl::StatusCode::kOutOfRange:
      return true;
    default:  // INTERNAL included (verification failures are INVALID_ARGUMENT)
      return false;
  }
}

TEST(MutationRobustnessTest, EditedCorpusProgramsNeverBreakThePipeline) {
  const std::vector<std::string> corpus = CorpusPrograms();
  ASSERT_GE(corpus.size(), 32u) << "corpus not found under " << RunfilePath("tests/corpus");
  int parsed = 0;
  int completed = 0;
  int rejected = 0;
  const int mutants = MutantCount();
  for (int m = 0; m < mutants; ++m) {
    TextMutator mutator(static_cast<uint32_t>(m));
    std::string text = corpus[static_cast<size_t>(m) % corpus.size()];
    const std::string original = text;
    // Bounded: an edit kind may find nothing to edit in this program.
    for (int edits = 1 + m % 3, tries = 0; edits > 0 && tries < 100; ++tries) {
      if (mutator.MutateOnce(&text)) --edits;
    }
    if (text == original) continue;
    text::ParseOptions options;
    options.filename = absl::StrCat("mutant_", m, ".py");
    absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(text, options);
    if (!program.ok()) continue;
    ++parsed;
    for (auto strategy : {pass::OptimizationStrategy::kDefault,
                          pass::OptimizationStrategy::kDebugTileOptimization}) {
      pass::PassContext context({}, pass::VerificationLevel::kBasic);
      pass::PassContext::Scope scope(context);
      absl::StatusOr<ir::ProgramPtr> result =
          pass::PassManager::GetStrategy(strategy).RunPasses(*program);
      const std::string where =
          absl::StrCat("mutant ", m, " (", pass::StrategyName(strategy), "):\n", text);
      if (!result.ok()) {
        ++rejected;
        EXPECT_TRUE(AcceptableError(result.status())) << result.status() << "\n" << where;
        EXPECT_FALSE(result.status().message().empty()) << where;
        continue;
      }
      ++completed;
      // The result prints. (It need not parse back: like the reference, the
      // parser accepts a function whose body contradicts its signature, e.g.
      // an Out parameter of another dtype than the declared result, and the
      // passes carry such a contradiction into their output.)
      EXPECT_FALSE(text::PrintProgram(*result).empty()) << where;
    }
  }
  // The edits must leave enough programs that parse, and both outcomes must
  // occur, or the test checks little.
  EXPECT_GE(parsed, mutants / 5);
  EXPECT_GT(completed, 0);
  EXPECT_GT(rejected, 0);
  std::printf("mutants %d, parsed %d; pipeline runs completed %d, rejected %d\n", mutants, parsed,
              completed, rejected);
}

}  // namespace
}  // namespace ptoc
