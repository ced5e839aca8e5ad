#include "compiler/transforms/analysis/assemble_patterns.h"

namespace ptoc::transforms {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR-heavy file

namespace {

// An assemble with a combine mode (atomic add) must stay: a slice view would
// turn the accumulation into a plain overwrite.
bool IsAtomic(const CallPtr& assemble) {
  const AttrValue* atomic = assemble->kwargs().Find("atomic");
  if (!atomic) return false;
  switch (atomic->kind()) {
    case AttrValue::Kind::kInt:
      return atomic->AsInt() != 0;
    case AttrValue::Kind::kEnum:
      return atomic->AsString() != "None_" && atomic->AsString() != "None";
    case AttrValue::Kind::kNone:
      return false;
    default:
      return true;
  }
}

}  // namespace

const Var* AssemblePatternCollector::RootOf(const ExprPtr& expr) const {
  auto var = As<Var>(expr);
  if (!var) return nullptr;
  auto it = buffer_roots_.find(var.get());
  return it == buffer_roots_.end() ? nullptr : it->second;
}

MakeTuplePtr AssemblePatternCollector::OffsetsOf(const ExprPtr& expr) const {
  if (auto tuple = As<MakeTuple>(expr)) return tuple;
  if (auto var = As<Var>(expr)) {
    auto it = tuple_values_.find(var.get());
    if (it != tuple_values_.end()) return it->second;
  }
  return nullptr;
}

void AssemblePatternCollector::RecordAssemble(const Var* root, const ExprPtr& target,
                                              const MakeTuplePtr& offsets) {
  if (non_fusible.count(root)) return;
  if (!fusible.emplace(root, AssembleTarget{target, offsets}).second) {
    fusible.erase(root);
    non_fusible.insert(root);
  }
}

void AssemblePatternCollector::VisitAssign(const AssignStmtPtr& stmt) {
  const Var* var = stmt->var().get();
  if (auto tuple = As<MakeTuple>(stmt->value())) {
    tuple_values_[var] = tuple;
  } else if (auto call = As<Call>(stmt->value()); call && !call->IsFunctionCall()) {
    if (call->callee_name() == "tensor.create") {
      if (RootOf(stmt->var()) == var) creates_.insert(var);
    } else if (call->callee_name() == "tensor.assemble" && call->args().size() == 3) {
      const Var* source_root = RootOf(call->args()[1]);
      MakeTuplePtr offsets = OffsetsOf(call->args()[2]);
      if (source_root && offsets && creates_.count(source_root)) {
        if (IsAtomic(call)) {
          fusible.erase(source_root);
          non_fusible.insert(source_root);
        } else {
          RecordAssemble(source_root, call->args()[0], offsets);
        }
      }
    }
  } else if (auto src = As<Var>(stmt->value())) {
    auto it = tuple_values_.find(src.get());
    if (it != tuple_values_.end()) tuple_values_[var] = it->second;
  }
  IRVisitor::VisitAssign(stmt);
}

}  // namespace ptoc::transforms
