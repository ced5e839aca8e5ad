// Shared harness of the tile_*_test Before/Expected tests: parse the Before
// program, run the pass through the pass registry (inside the pass test
// environment, so the pass is property-verified and print -> parse
// roundtripped) and compare with the parsed Expected program, or check the
// error the pass raises.
#ifndef PTOC_TESTS_TRANSFORMS_TILE_PASS_HARNESS_H_
#define PTOC_TESTS_TRANSFORMS_TILE_PASS_HARNESS_H_

#include <string>

#include "absl/status/statusor.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"

namespace ptoc::tile_test {

// `module` holds module-level declarations (e.g. `N = pl.dynamic("N")`).
inline std::string Prog(const std::string& body, const std::string& module = "") {
  return "import pypto.language as pl\n\n" + module + "@pl.program\nclass P:\n" + body;
}

inline ir::ProgramPtr Parse(const std::string& src) {
  auto p = text::ParseProgram(src);
  EXPECT_TRUE(p.ok()) << p.status() << "\n" << src;
  return p.ok() ? *p : nullptr;
}

inline absl::StatusOr<ir::ProgramPtr> RunRegistered(const std::string& pass_name,
                                                    const ir::ProgramPtr& in) {
  auto pass = pass::PassRegistry::Global().GetPass(pass_name);
  if (!pass.ok()) return pass.status();
  return pass->Run(in);
}

// Before -> pass -> Expected (bodies of class P). Structural equality ignores
// variable names, so the printed texts are compared too: the generated names
// are part of what the reference defines.
inline void CheckPass(const std::string& pass_name, const std::string& before,
                      const std::string& expected, const std::string& module = "") {
  ir::ProgramPtr in = Parse(Prog(before, module));
  ir::ProgramPtr want = Parse(Prog(expected, module));
  ASSERT_TRUE(in && want);
  absl::StatusOr<ir::ProgramPtr> got = RunRegistered(pass_name, in);
  ASSERT_TRUE(got.ok()) << got.status();
  auto mismatch = ir::FindStructuralMismatch(*got, want);
  EXPECT_FALSE(mismatch.has_value()) << *mismatch << "\n--- actual:\n"
                                     << text::PrintProgram(*got) << "--- expected:\n"
                                     << text::PrintProgram(want);
  if (!mismatch) {
    EXPECT_EQ(text::PrintProgram(*got), text::PrintProgram(want));
  }
}

// The pass fails; returns its status message.
inline std::string PassError(const std::string& pass_name, const std::string& before) {
  ir::ProgramPtr in = Parse(Prog(before));
  if (!in) return "";
  absl::StatusOr<ir::ProgramPtr> got = RunRegistered(pass_name, in);
  EXPECT_FALSE(got.ok()) << "pass accepted the program:\n" << text::PrintProgram(*got);
  return got.ok() ? "" : std::string(got.status().message());
}

// The program is rejected while parsing (an op's type deduction fails).
inline std::string ParseError(const std::string& body) {
  auto p = text::ParseProgram(Prog(body));
  EXPECT_FALSE(p.ok()) << "program parsed";
  return p.ok() ? "" : std::string(p.status().message());
}

}  // namespace ptoc::tile_test

#endif  // PTOC_TESTS_TRANSFORMS_TILE_PASS_HARNESS_H_
