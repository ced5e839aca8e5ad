#include "compiler/pass/text_instruments.h"

#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <unordered_set>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "compiler/base/status.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/ir/type.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"

namespace ptoc::pass {
namespace {

// Whether a type's shape or view holds a call (`pl.tensor.dim(x, 0) - 8`).
class CallInTypeFinder : public ir::IRVisitor {
 public:
  bool found = false;
  void VisitCall(const ir::CallPtr& /*call*/) override { found = true; }
};

// Counts the function calls of unknown type (calls of a function defined
// further down when parsed).
class UntypedFunctionCallCounter : public ir::IRVisitor {
 public:
  int count = 0;
  void VisitCall(const ir::CallPtr& call) override {
    if (call->IsFunctionCall() && call->type() != nullptr &&
        call->type()->kind() == ir::NodeKind::kUnknownType) {
      ++count;
    }
    ir::IRVisitor::VisitCall(call);
  }
};

// Finds the IR shapes for which a roundtrip difference is expected rather
// than a printer/parser bug (see RoundtripInstrument).
class RoundtripExemptionFinder : public ir::IRVisitor {
 public:
  bool has_unknown_type = false;
  bool has_noncanonical_call = false;

  void VisitProgram(const ir::ProgramPtr& program) override {
    for (const auto& function : program->functions()) {
      for (const auto& type : function->return_types()) {
        if (HasComputedExtent(type)) computed_returns_.insert(function->name());
      }
    }
    ir::IRVisitor::VisitProgram(program);
  }

  void VisitFunction(const ir::FunctionPtr& function) override {
    orchestration_params_.clear();
    if (function->func_type() == ir::FunctionType::kOrchestration) {
      for (const auto& param : function->params()) orchestration_params_.insert(param.get());
    }
    ir::IRVisitor::VisitFunction(function);
  }

  // A `pl.split_aiv` region outside any InCore scope (at the top of an
  // outlined kernel) reads back inside a `with pl.at(level=CORE_GROUP)`
  // wrapper, as the reference's parser builds every such region.
  void VisitScope(const ir::ScopeStmtPtr& scope) override {
    const bool incore = scope->scope_kind() == ir::ScopeKind::kInCore;
    if (scope->scope_kind() == ir::ScopeKind::kSplitAiv && incore_depth_ == 0) {
      has_noncanonical_call = true;
    }
    incore_depth_ += incore ? 1 : 0;
    ir::IRVisitor::VisitScope(scope);
    incore_depth_ -= incore ? 1 : 0;
  }

  void VisitIf(const ir::IfStmtPtr& stmt) override {
    for (const auto& rv : stmt->return_vars()) if_results_.insert(rv.get());
    ir::IRVisitor::VisitIf(stmt);
  }

  void VisitType(const ir::TypePtr& type) override {
    if (type != nullptr && type->kind() == ir::NodeKind::kUnknownType) has_unknown_type = true;
    ir::IRVisitor::VisitType(type);
  }
  // A statement-level system op without a result (`pl.system.syncall(...)`),
  // a cross-core push, or a call of a function that returns nothing
  // (`self.cube(a, b)`) prints and parses back as written: only its operands
  // are looked at.
  void VisitEval(const ir::EvalStmtPtr& stmt) override {
    auto call = ir::As<ir::Call>(stmt->expr());
    if (call &&
        (call->IsFunctionCall() || absl::StartsWith(call->callee_name(), "system.") ||
         absl::StartsWith(call->callee_name(), "tile.tpush_to_")) &&
        call->type() != nullptr && call->type()->kind() == ir::NodeKind::kUnknownType) {
      for (const auto& arg : call->args()) VisitExpr(arg);
      return;
    }
    ir::IRVisitor::VisitEval(stmt);
  }
  // A cross-core pop is untyped; the variable it defines carries the declared
  // tile type, which prints as the annotation and parses back the same way.
  void VisitAssign(const ir::AssignStmtPtr& stmt) override {
    auto call = ir::As<ir::Call>(stmt->value());
    // A function call of unknown type (its callee defined further down)
    // prints as `pl.UnknownType`, or as the type of the variable it rebinds,
    // and parses back the same way.
    if (call && call->IsFunctionCall() && call->type() != nullptr &&
        call->type()->kind() == ir::NodeKind::kUnknownType) {
      for (const auto& arg : call->args()) VisitExpr(arg);
      return;
    }
    // In orchestration code the parser reads `n = pl.tensor.dim(x, k)` of a
    // parameter whose extent k is a symbol as that symbol itself (as the
    // reference's parser does), so the assignment does not read back.
    if (call && !call->IsFunctionCall() && call->callee_name() == "tensor.dim" &&
        call->args().size() == 2 && orchestration_params_.count(call->args()[0].get())) {
      const auto* tensor = ir::AsPtr<ir::TensorType>(call->args()[0]->type());
      std::optional<int64_t> axis = ir::StaticDim(call->args()[1]);
      if (tensor && axis) {
        const int64_t rank = static_cast<int64_t>(tensor->rank());
        const int64_t k = *axis < 0 ? *axis + rank : *axis;
        if (k >= 0 && k < rank && ir::IsA<ir::Var>(tensor->shape()[k])) {
          has_noncanonical_call = true;
        }
      }
    }
    // A tile variable declared without a memory space (an Inline helper's
    // return type) bound to a value that has one reads back with the value's
    // space, as the reference's parser merges an annotation with the value.
    if (const auto* var_tile = ir::AsPtr<ir::TileType>(stmt->var()->type())) {
      const auto* value_tile =
          stmt->value() ? ir::AsPtr<ir::TileType>(stmt->value()->type()) : nullptr;
      if (!var_tile->memory_space() && value_tile && value_tile->memory_space()) {
        has_noncanonical_call = true;
      }
      // A tile op typed without the pad or layout of an operand (over an if
      // result retyped by ConvertTensorToTileOps) reads back with what its
      // deduction from that operand gives.
      if (call && !call->IsFunctionCall()) {
        for (const auto& arg : call->args()) {
          const auto* arg_tile = arg ? ir::AsPtr<ir::TileType>(arg->type()) : nullptr;
          if (arg_tile && if_results_.count(arg.get()) && !SameLayoutAndPad(*arg_tile, *var_tile)) {
            has_noncanonical_call = true;
          }
        }
      }
    }
    // A function call's result with a computed extent reads back with the
    // type the call deduces from the callee, as in the reference, not the
    // simplified one it has after Simplify (a binding N -> N * 2 deduces
    // `N * 2 * 2`, which Simplify makes `N * 4`).
    if (call && call->IsFunctionCall() &&
        (HasComputedExtent(stmt->var()->type()) || HasComputedExtent(call->type()) ||
         computed_returns_.count(call->callee_name()))) {
      has_noncanonical_call = true;
    }
    // FlattenCallExpr hoists a call out of the variable's type but, as the
    // reference, leaves the value's own type as deduced: text keeps only the
    // variable's, so the value's reads back with the temporary.
    if (call && call->type() != stmt->var()->type()) {
      CallInTypeFinder finder;
      finder.VisitType(call->type());
      if (finder.found) has_noncanonical_call = true;
    }
    if (call && !call->IsFunctionCall() && call->args().empty() &&
        absl::StartsWith(call->callee_name(), "tile.tpop_from_") && call->type() != nullptr &&
        call->type()->kind() == ir::NodeKind::kUnknownType) {
      VisitVarDef(stmt->var());
      return;
    }
    ir::IRVisitor::VisitAssign(stmt);
  }

  void VisitCall(const ir::CallPtr& call) override {
    const std::string& name = call->callee_name();
    if ((name == "tensor.add" || name == "tensor.sub" || name == "tensor.mul" ||
         name == "tensor.div") &&
        call->args().size() == 2 && call->args()[1] != nullptr &&
        ir::IsA<ir::ScalarType>(call->args()[1]->type())) {
      has_noncanonical_call = true;
    }
    if (name == "tile.load" && call->args().size() == 3) has_noncanonical_call = true;
    if (call->type() == nullptr || call->type()->kind() == ir::NodeKind::kUnknownType) {
      has_unknown_type = true;
    }
    ir::IRVisitor::VisitCall(call);
  }

 private:
  static bool SameLayoutAndPad(const ir::TileType& a, const ir::TileType& b) {
    const ir::TileView none;
    const ir::TileView& va = a.view() ? *a.view() : none;
    const ir::TileView& vb = b.view() ? *b.view() : none;
    return va.pad == vb.pad && va.blayout == vb.blayout && va.slayout == vb.slayout;
  }

  static bool HasComputedExtent(const ir::TypePtr& type) {
    const auto* tensor = ir::AsPtr<ir::TensorType>(type);
    if (tensor == nullptr) return false;
    for (const auto& extent : tensor->shape()) {
      if (extent && extent->kind() == ir::NodeKind::kBinary) return true;
    }
    return false;
  }

  int incore_depth_ = 0;                            // enclosing InCore scopes
  std::unordered_set<const ir::Expr*> if_results_;  // if return variables seen so far
  std::unordered_set<const ir::Expr*> orchestration_params_;
  std::unordered_set<std::string> computed_returns_;  // functions returning `N // 2`-like extents
};

std::string PrintedSection(const std::string& printed) {
  return absl::StrCat("\n--- printed IR ---\n", printed);
}

}  // namespace

absl::string_view PassDumpLevelName(PassDumpLevel level) {
  switch (level) {
    case PassDumpLevel::kNone:
      return "none";
    case PassDumpLevel::kConcise:
      return "concise";
    case PassDumpLevel::kExplicit:
      return "explicit";
  }
  return "?";
}

std::optional<PassDumpLevel> ParsePassDumpLevel(absl::string_view text) {
  std::string lower = absl::AsciiStrToLower(absl::StripAsciiWhitespace(text));
  if (lower == "none" || lower == "false" || lower == "0") return PassDumpLevel::kNone;
  if (lower == "concise" || lower == "true" || lower == "1") return PassDumpLevel::kConcise;
  if (lower == "explicit" || lower == "2") return PassDumpLevel::kExplicit;
  return std::nullopt;
}

std::string PassDumpFileName(int index, absl::string_view pass_name) {
  return absl::StrFormat("%02d_after_%s.py", index, pass_name);
}

absl::Status WriteProgramDump(const std::string& path, const ir::ProgramPtr& program,
                              PassDumpLevel level, const std::string& prefix) {
  text::PrintOptions options;
  options.view_level =
      level == PassDumpLevel::kExplicit ? text::ViewLevel::kExplicit : text::ViewLevel::kConcise;
  options.prefix = prefix;
  std::string printed;
  try {
    printed = text::PrintProgram(program, options);
  } catch (const CompileError& e) {
    return e.status();
  }
  if (printed.empty() || printed.back() != '\n') printed.push_back('\n');
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return absl::UnavailableError(absl::StrCat("cannot open ", path, " for writing"));
  out << printed;
  out.flush();
  if (!out) return absl::UnavailableError(absl::StrCat("cannot write ", path));
  return absl::OkStatus();
}

absl::Status DumpInstrument::RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) {
  std::string name = PassDumpFileName(next_index_++, pass.GetName());
  PTOC_RETURN_IF_ERROR(
      WriteProgramDump(absl::StrCat(output_dir_, "/", name), program, level_, prefix_));
  written_.push_back(std::move(name));
  return absl::OkStatus();
}

absl::Status RoundtripInstrument::CheckRoundtrip(const ir::ProgramPtr& program,
                                                 const std::string& label, bool* skipped) {
  if (skipped != nullptr) *skipped = false;
  auto skip = [&] {
    if (skipped != nullptr) *skipped = true;
    return absl::OkStatus();
  };
  RoundtripExemptionFinder exemptions;
  exemptions.VisitProgram(program);
  if (exemptions.has_unknown_type) return skip();

  std::string printed;
  try {
    printed = text::PrintProgram(program);
  } catch (const CompileError& e) {
    if (e.status().code() == absl::StatusCode::kInternal) {
      std::cerr << "[warning] RoundtripInstrument: roundtrip skipped after '" << label
                << "': the printer cannot represent this IR: " << e.status().message() << "\n";
      return skip();
    }
    return ::ptoc::InternalError(absl::StrCat("Roundtrip failed after '", label,
                                              "': printing failed: ", e.status().ToString()));
  }

  text::ParseOptions parse_options;
  parse_options.filename = absl::StrCat("<roundtrip after ", label, ">");
  absl::StatusOr<ir::ProgramPtr> reparsed;
  try {
    reparsed = text::ParseProgram(printed, parse_options);
  } catch (const CompileError& e) {
    reparsed = e.status();
  }
  if (!reparsed.ok()) {
    return ::ptoc::InternalError(
        absl::StrCat("Roundtrip failed after '", label, "': the printed IR does not parse: ",
                     reparsed.status().message(), PrintedSection(printed)));
  }
  ir::StructuralEqualOptions compare;
  compare.definitions_may_repeat = true;
  std::optional<std::string> mismatch = ir::FindStructuralMismatch(program, *reparsed, compare);
  if (!mismatch) return absl::OkStatus();
  if (exemptions.has_noncanonical_call) return skip();
  // More untyped function calls read back than there were: calls of a
  // function printed after its caller, which the printer does across a call
  // cycle (as the reference's does).
  UntypedFunctionCallCounter before, after;
  before.VisitProgram(program);
  after.VisitProgram(*reparsed);
  if (after.count > before.count) return skip();
  return ::ptoc::InternalError(absl::StrCat("Roundtrip failed after '", label,
                                            "': reparsed IR differs: ", *mismatch,
                                            PrintedSection(printed)));
}

absl::Status RoundtripInstrument::RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) {
  bool skipped = false;
  PTOC_RETURN_IF_ERROR(CheckRoundtrip(program, pass.GetName(), &skipped));
  ++(skipped ? skipped_ : checked_);
  return absl::OkStatus();
}

}  // namespace ptoc::pass
