// libFuzzer target for the DSL parser (see tools/fuzz_parser.sh).
//
// Invariants checked on every input:
//  * ParseProgram returns (no crash, hang or sanitizer report), and a failure
//    is INVALID_ARGUMENT / UNIMPLEMENTED with a "fuzz.py:line:col:" prefix;
//    INTERNAL or any other code means the parser let a bug escape.
//  * Parsing with the smallest token window (tokens dropped and re-lexed at
//    every function) gives the same status or the same printed program.
//  * A program that parses prints at both view levels without crashing.
//  * With PTOC_FUZZ_ROUNDTRIP=1: the printed text parses again, prints the
//    same, and is structurally equal (memrefs included) to the first parse,
//    unless the program's loop/if counts disagree (accepted as by the
//    reference, rejected by the pipeline's input check, and printed as the
//    reference prints them, which need not read back: tests/unreadable_dumps)
//    or a call result has the unknown type (a call to a function defined
//    later, as in the reference; printed callee first, the call is typed on
//    reparse, and a declared return type that contradicts the caller's
//    annotation is then an error, in the reference too). A program whose
//    print defines a callee after its caller (a call cycle) is checked for
//    the print fixpoint only: such a call reads back with the unknown type.
//
// Built without -fsanitize=fuzzer (PTOC_FUZZ_REPLAY_MAIN), the binary replays
// the files named on its command line instead, so crashers can be re-run
// under gdb or the normal toolchain.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "compiler/verify/control_flow_arity.h"

namespace {

[[noreturn]] void Die(const std::string& what, absl::string_view input) {
  std::fprintf(stderr, "parser_fuzz: %s\n--- input (%zu bytes) ---\n%.*s\n--- end ---\n",
               what.c_str(), input.size(), static_cast<int>(std::min<size_t>(input.size(), 4096)),
               input.data());
  std::abort();
}

// Op-call attrs that the printer does not serialize (it writes only the two
// compiler keys below, as the reference does) are accepted by the parser but
// lost by a print; such programs are checked for a text fixpoint instead.
class UnprintedAttrFinder : public ptoc::ir::IRVisitor {
 public:
  bool found = false;
  void VisitCall(const ptoc::ir::CallPtr& call) override {
    if (!call->IsFunctionCall()) {
      for (const auto& [key, value] : call->attrs()) {
        if (key != "pipeline_membership" && key != "__compiler_tensor_to_tile_mat_bridge") {
          found = true;
        }
      }
    }
    IRVisitor::VisitCall(call);
  }
};

// The names of the functions a function calls.
class FunctionCallCollector : public ptoc::ir::IRVisitor {
 public:
  std::vector<std::string> callees;
  void VisitCall(const ptoc::ir::CallPtr& call) override {
    if (call->IsFunctionCall()) callees.push_back(call->callee_name());
    IRVisitor::VisitCall(call);
  }
};

// Whether `printed` defines a function after one that calls it. The printer
// puts callees first, but not across a call cycle (as the reference's
// printer); read back, such a call has the unknown type where the input,
// which defined the callee first, gave it the callee's return type.
bool HasForwardCall(const ptoc::ir::Program& program, const std::string& printed) {
  auto position = [&](const std::string& name) { return printed.find("    def " + name + "("); };
  for (const auto& f : program.functions()) {
    if (!f) continue;
    FunctionCallCollector collector;
    collector.VisitFunction(f);
    const size_t at = position(f->name());
    for (const std::string& callee : collector.callees) {
      const size_t callee_at = position(callee);
      if (callee_at != std::string::npos && at != std::string::npos && callee_at > at) return true;
    }
  }
  return false;
}

bool RoundtripEnabled() {
  static const bool enabled = [] {
    const char* v = std::getenv("PTOC_FUZZ_ROUNDTRIP");
    return v != nullptr && v[0] == '1';
  }();
  return enabled;
}

void CheckInput(absl::string_view input) {
  ptoc::text::ParseOptions options;
  options.filename = "fuzz.py";
  options.max_input_bytes = 1 << 20;
  auto program = ptoc::text::ParseProgram(input, options);
  // The smallest token window makes the parser drop and re-lex tokens at
  // every function; the outcome must not change.
  ptoc::text::ParseOptions windowed_options = options;
  windowed_options.token_window = 1;
  auto windowed = ptoc::text::ParseProgram(input, windowed_options);
  if (windowed.ok() != program.ok() || (!program.ok() && windowed.status() != program.status()) ||
      (program.ok() && ptoc::text::PrintProgram(*windowed) != ptoc::text::PrintProgram(*program))) {
    Die("the smallest token window changes the result: " +
            (program.ok() ? std::string("ok") : program.status().ToString()) + " vs " +
            (windowed.ok() ? std::string("ok") : windowed.status().ToString()),
        input);
  }
  if (!program.ok()) {
    const absl::Status& s = program.status();
    if (s.code() != absl::StatusCode::kInvalidArgument &&
        s.code() != absl::StatusCode::kUnimplemented) {
      Die("unexpected status " + s.ToString(), input);
    }
    if (!absl::StartsWith(s.message(), "fuzz.py:")) {
      Die("error without a location: " + s.ToString(), input);
    }
    return;
  }
  bool lossy = false;
  const bool roundtrip =
      RoundtripEnabled() && ptoc::verify::CheckControlFlowArity(*program).empty();
  if (roundtrip) {
    UnprintedAttrFinder finder;
    finder.VisitProgram(*program);
    lossy = finder.found;
  }
  for (auto level : {ptoc::text::ViewLevel::kConcise, ptoc::text::ViewLevel::kExplicit}) {
    ptoc::text::PrintOptions print_options;
    print_options.view_level = level;
    std::string printed = ptoc::text::PrintProgram(*program, print_options);
    if (!roundtrip || absl::StrContains(printed, ".UnknownType")) continue;
    ptoc::text::ParseOptions reparse_options;
    reparse_options.filename = "printed.py";
    auto again = ptoc::text::ParseProgram(printed, reparse_options);
    if (!again.ok()) {
      Die("printed program does not parse: " + again.status().ToString() + "\n--- printed ---\n" +
              printed,
          input);
    }
    if (ptoc::text::PrintProgram(*again, print_options) != printed) {
      Die("printed program is not a print fixpoint\n--- printed ---\n" + printed, input);
    }
    if (lossy || HasForwardCall(**program, printed)) continue;
    ptoc::ir::StructuralEqualOptions eq;
    eq.compare_memrefs = true;
    if (auto diff = ptoc::ir::FindStructuralMismatch(*program, *again, eq)) {
      Die("roundtrip mismatch: " + *diff + "\n--- printed ---\n" + printed, input);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  CheckInput(absl::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}

#ifdef PTOC_FUZZ_REPLAY_MAIN
int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", argv[i]);
      return 2;
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    CheckInput(ss.str());
    std::printf("ok %s\n", argv[i]);
  }
  return 0;
}
#endif
