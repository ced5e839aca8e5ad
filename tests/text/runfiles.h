// Locating test data in Bazel runfiles without the runfiles library:
// $TEST_SRCDIR/$TEST_WORKSPACE/<path> (workspace "ptoc").
#ifndef PTOC_TESTS_TEXT_RUNFILES_H_
#define PTOC_TESTS_TEXT_RUNFILES_H_

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace ptoc::testing {

// Absolute path of a workspace-relative data file.
inline std::string RunfilePath(const std::string& path) {
  const char* srcdir = std::getenv("TEST_SRCDIR");
  const char* workspace = std::getenv("TEST_WORKSPACE");
  std::string root = srcdir ? srcdir : ".";
  root += "/";
  root += workspace ? workspace : "ptoc";
  return root + "/" + path;
}

// Contents of a file; `ok` is cleared when it cannot be read.
inline std::string ReadFile(const std::string& path, bool* ok = nullptr) {
  std::ifstream in(path, std::ios::binary);
  if (ok) *ok = static_cast<bool>(in);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace ptoc::testing

#endif  // PTOC_TESTS_TEXT_RUNFILES_H_
