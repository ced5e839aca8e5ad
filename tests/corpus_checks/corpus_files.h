// Locating the corpus inputs shared by the corpus checks: the valid programs
// (tests/corpus/*.py), the malformed ones (tests/corpus/bad/*.py) and the
// printed DSL files among the reference goldens (tests/golden).
#ifndef PTOC_TESTS_CORPUS_CHECKS_CORPUS_FILES_H_
#define PTOC_TESTS_CORPUS_CHECKS_CORPUS_FILES_H_

#include <algorithm>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "absl/status/statusor.h"
#include "compiler/ir/function.h"
#include "compiler/text/parser.h"
#include "tests/text/runfiles.h"

namespace ptoc::corpus {

// Sorted `.py` files directly inside `dir` (recursively when `recursive`).
inline std::vector<std::string> PyFiles(const std::string& dir, bool recursive) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  std::error_code ec;
  if (recursive) {
    for (auto it = fs::recursive_directory_iterator(dir, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (it->path().extension() == ".py") out.push_back(it->path().string());
    }
  } else {
    for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
         it.increment(ec)) {
      if (it->path().extension() == ".py") out.push_back(it->path().string());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Valid corpus programs (top level of tests/corpus only; bad/ is excluded).
inline std::vector<std::string> CorpusPrograms() {
  return PyFiles(testing::RunfilePath("tests/corpus"), /*recursive=*/false);
}

inline std::vector<std::string> BadPrograms() {
  return PyFiles(testing::RunfilePath("tests/corpus/bad"), /*recursive=*/false);
}

// Printed DSL programs among the goldens: print.*.py and the pass dumps
// (codegen/ holds generated host scripts, not DSL).
inline std::vector<std::string> GoldenDslFiles() {
  std::vector<std::string> out;
  for (const std::string& f : PyFiles(testing::RunfilePath("tests/golden"), /*recursive=*/true)) {
    if (f.find("/codegen/") != std::string::npos) continue;
    out.push_back(f);
  }
  return out;
}

// Path relative to the workspace root, for readable messages.
inline std::string ShortName(const std::string& path) {
  for (const char* anchor : {"tests/corpus/", "tests/golden/"}) {
    size_t at = path.find(anchor);
    if (at != std::string::npos) return path.substr(at);
  }
  return path;
}

// `token_window` 1: the parser drops and re-lexes tokens at every function.
inline absl::StatusOr<ir::ProgramPtr> ParseText(
    const std::string& text, const std::string& filename,
    size_t token_window = text::ParseOptions().token_window) {
  text::ParseOptions options;
  options.filename = filename;
  options.token_window = token_window;
  return text::ParseProgram(text, options);
}

inline absl::StatusOr<ir::ProgramPtr> ParseFile(const std::string& path) {
  bool ok = false;
  std::string text = testing::ReadFile(path, &ok);
  if (!ok) return absl::NotFoundError("cannot read " + path);
  return ParseText(text, std::filesystem::path(path).filename().string());
}

}  // namespace ptoc::corpus

#endif  // PTOC_TESTS_CORPUS_CHECKS_CORPUS_FILES_H_
