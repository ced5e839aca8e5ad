// Developer aid for writing corpus programs: parses each file given on the
// command line and reports the parse status, or the print/parse fixpoint at
// both view levels. `--print` also writes the CONCISE print; `--compile` runs
// the Default strategy (at ROUNDTRIP verification) and reports its status.
#include <iostream>
#include <string>

#include "compiler/ir/structural_equal.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_manager.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "tests/text/runfiles.h"

int main(int argc, char** argv) {
  bool print = false;
  bool compile = false;
  int failures = 0;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--print") {
      print = true;
      continue;
    }
    if (arg == "--compile") {
      compile = true;
      continue;
    }
    bool ok = false;
    std::string text = ptoc::testing::ReadFile(arg, &ok);
    if (!ok) {
      std::cout << arg << ": cannot read\n";
      ++failures;
      continue;
    }
    ptoc::text::ParseOptions options;
    options.filename = arg.substr(arg.rfind('/') + 1);
    auto program = ptoc::text::ParseProgram(text, options);
    if (!program.ok()) {
      std::cout << arg << ": " << program.status() << "\n";
      ++failures;
      continue;
    }
    std::string verdict = "ok";
    for (auto level : {ptoc::text::ViewLevel::kConcise, ptoc::text::ViewLevel::kExplicit}) {
      ptoc::text::PrintOptions po;
      po.view_level = level;
      std::string printed = ptoc::text::PrintProgram(*program, po);
      if (print && level == ptoc::text::ViewLevel::kConcise) std::cout << printed;
      auto again = ptoc::text::ParseProgram(printed, options);
      if (!again.ok()) {
        verdict = "reparse failed: " + again.status().ToString();
        break;
      }
      if (ptoc::text::PrintProgram(*again, po) != printed) verdict = "print not a fixpoint";
      ptoc::ir::StructuralEqualOptions eo;
      eo.compare_memrefs = true;
      if (auto m = ptoc::ir::FindStructuralMismatch(*again, *program, eo)) {
        verdict = "unequal: " + *m;
      }
    }
    if (compile) {
      ptoc::pass::PassContext context({}, ptoc::pass::VerificationLevel::kRoundtrip);
      ptoc::pass::PassContext::Scope scope(context);
      auto result = ptoc::pass::PassManager::GetStrategy(ptoc::pass::OptimizationStrategy::kDefault)
                        .RunPasses(*program);
      verdict += result.ok() ? "; Default: ok" : "; Default: " + result.status().ToString();
    }
    if (verdict.rfind("ok", 0) != 0) ++failures;
    std::cout << arg << ": " << verdict << "\n";
  }
  return failures == 0 ? 0 : 1;
}
