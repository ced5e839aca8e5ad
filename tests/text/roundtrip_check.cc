#include "tests/text/roundtrip_check.h"

#include "compiler/ir/structural_equal.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"

namespace ptoc::text {

ir::ProgramPtr MustParse(const std::string& text) {
  auto result = ParseProgram(text);
  EXPECT_TRUE(result.ok()) << result.status() << "\n" << text;
  return result.ok() ? *result : nullptr;
}

std::string ExpectRoundTrip(const ir::ProgramPtr& program) {
  std::string concise;
  for (ViewLevel level : {ViewLevel::kConcise, ViewLevel::kExplicit}) {
    PrintOptions options;
    options.view_level = level;
    const std::string text = PrintProgram(program, options);
    if (level == ViewLevel::kConcise) concise = text;
    auto again = ParseProgram(text);
    EXPECT_TRUE(again.ok()) << again.status() << "\n" << text;
    if (!again.ok()) continue;
    ir::StructuralEqualOptions eq;
    eq.compare_memrefs = true;
    auto diff = ir::FindStructuralMismatch(program, *again, eq);
    EXPECT_FALSE(diff.has_value()) << *diff << "\n" << text;
    EXPECT_EQ(PrintProgram(*again, options), text);
  }
  return concise;
}

}  // namespace ptoc::text
