#include "tests/testing/dsl_pass_check.h"

#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/testing/pass_test_env.h"

namespace ptoc::testing {

std::string ProgramText(absl::string_view body, absl::string_view module) {
  return absl::StrCat("import pypto.language as pl\n\n", module, "@pl.program\nclass P:\n", body);
}

ir::ProgramPtr ParseOrFail(const std::string& src) {
  absl::StatusOr<ir::ProgramPtr> p = text::ParseProgram(src);
  EXPECT_TRUE(p.ok()) << p.status() << "\n" << src;
  return p.ok() ? *p : nullptr;
}

ir::ProgramPtr ParseBody(absl::string_view body, absl::string_view module) {
  return ParseOrFail(ProgramText(body, module));
}

ir::ProgramPtr RunPassesOrFail(const std::vector<std::string>& names, ir::ProgramPtr program) {
  for (const std::string& name : names) {
    if (!program) return nullptr;
    absl::StatusOr<ir::ProgramPtr> out = RunRegisteredPass(name, program);
    EXPECT_TRUE(out.ok()) << name << ": " << out.status();
    if (!out.ok()) return nullptr;
    program = *std::move(out);
  }
  return program;
}

void ExpectSameProgram(const ir::ProgramPtr& actual, const ir::ProgramPtr& expected,
                       const CheckOptions& options, absl::string_view label) {
  ASSERT_TRUE(actual && expected);
  ir::StructuralEqualOptions eq;
  eq.compare_memrefs = options.compare_memrefs;
  eq.definitions_may_repeat = true;  // expected programs are read from text
  auto mismatch = ir::FindStructuralMismatch(actual, expected, eq);
  EXPECT_FALSE(mismatch.has_value())
      << label << (label.empty() ? "" : ": ") << *mismatch << "\n--- actual:\n"
      << text::PrintProgram(actual) << "--- expected:\n"
      << text::PrintProgram(expected);
  if (!mismatch && options.compare_printed) {
    EXPECT_EQ(text::PrintProgram(actual), text::PrintProgram(expected));
  }
}

void ExpectPassOn(absl::string_view pass_name, const ir::ProgramPtr& before,
                  const ir::ProgramPtr& expected, const CheckOptions& options) {
  ASSERT_TRUE(before && expected);
  absl::StatusOr<ir::ProgramPtr> got = RunRegisteredPass(pass_name, before);
  ASSERT_TRUE(got.ok()) << got.status();
  ExpectSameProgram(*got, expected, options);
  if (!options.rerun_unchanged) return;
  absl::StatusOr<ir::ProgramPtr> again = RunRegisteredPass(pass_name, *got);
  ASSERT_TRUE(again.ok()) << "second run failed: " << again.status();
  ir::StructuralEqualOptions eq;
  eq.compare_memrefs = options.compare_memrefs;
  eq.definitions_may_repeat = true;  // expected programs are read from text
  auto mismatch = ir::FindStructuralMismatch(*again, expected, eq);
  EXPECT_FALSE(mismatch.has_value()) << "second run changed the program: " << *mismatch;
}

void ExpectDirectAndRegistered(absl::string_view pass_name, const Transform& transform,
                               const ir::ProgramPtr& before, const ir::ProgramPtr& expected) {
  ASSERT_TRUE(before && expected);
  try {
    ExpectSameProgram(transform(before), expected, {}, "direct");
  } catch (const CompileError& e) {
    ADD_FAILURE() << "direct run failed: " << e.status();
  }
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass(pass_name, before);
  ASSERT_TRUE(framed.ok()) << framed.status();
  ExpectSameProgram(*framed, expected, {}, "framework");
}

void ExpectPassResult(absl::string_view pass_name, absl::string_view before,
                      absl::string_view expected, const CheckOptions& options,
                      absl::string_view module) {
  ExpectPassOn(pass_name, ParseBody(before, module), ParseBody(expected, module), options);
}

void ExpectPassUnchanged(absl::string_view pass_name, absl::string_view body,
                         const CheckOptions& options) {
  ExpectPassResult(pass_name, body, body, options);
}

absl::Status PassFailure(absl::string_view pass_name, const ir::ProgramPtr& program) {
  if (!program) return absl::OkStatus();
  absl::StatusOr<ir::ProgramPtr> got = RunRegisteredPass(pass_name, program);
  EXPECT_FALSE(got.ok()) << "pass accepted the program:\n" << text::PrintProgram(*got);
  return got.status();
}

absl::Status PassFailure(absl::string_view pass_name, absl::string_view body,
                         absl::string_view module) {
  return PassFailure(pass_name, ParseBody(body, module));
}

std::string PassErrorMessage(absl::string_view pass_name, absl::string_view body) {
  return std::string(PassFailure(pass_name, body).message());
}

void ExpectPassError(absl::string_view pass_name, absl::string_view body, absl::StatusCode code,
                     absl::string_view fragment) {
  absl::Status status = PassFailure(pass_name, body);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.code(), code) << status;
  EXPECT_NE(std::string(status.message()).find(std::string(fragment)), std::string::npos) << status;
}

std::string ParseErrorMessage(absl::string_view body, absl::string_view module) {
  absl::StatusOr<ir::ProgramPtr> p = text::ParseProgram(ProgramText(body, module));
  EXPECT_FALSE(p.ok()) << "program parsed";
  return p.ok() ? "" : std::string(p.status().message());
}

}  // namespace ptoc::testing
