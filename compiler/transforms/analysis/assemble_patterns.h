// Detection of the "stage in a fresh tensor, then assemble it into a bigger
// one" pattern that FuseCreateAssembleToSlice rewrites.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_ASSEMBLE_PATTERNS_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_ASSEMBLE_PATTERNS_H_

#include <unordered_map>
#include <unordered_set>

#include "compiler/ir/expr.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/visitor.h"

namespace ptoc::transforms {

// Where a fusible create's contents end up: `tensor.assemble(target, _, offsets)`.
struct AssembleTarget {
  ir::ExprPtr target;
  ir::MakeTuplePtr offsets;
};

// Scans a body (after BufferRootCollector) for `tensor.create` results that
// are their own buffer root and are written into another tensor by exactly one
// non-atomic `tensor.assemble` (the assemble source may be any variable rooted
// at the create, e.g. a kernel's result written into it). A create assembled
// twice, or by an atomic assemble, is not fusible.
class AssemblePatternCollector : public ir::IRVisitor {
 public:
  explicit AssemblePatternCollector(
      const std::unordered_map<const ir::Var*, const ir::Var*>& buffer_roots)
      : buffer_roots_(buffer_roots) {}

  // Create root -> its single assemble.
  std::unordered_map<const ir::Var*, AssembleTarget> fusible;
  std::unordered_set<const ir::Var*> non_fusible;

 protected:
  void VisitAssign(const ir::AssignStmtPtr& stmt) override;

 private:
  const ir::Var* RootOf(const ir::ExprPtr& expr) const;
  ir::MakeTuplePtr OffsetsOf(const ir::ExprPtr& expr) const;
  void RecordAssemble(const ir::Var* root, const ir::ExprPtr& target,
                      const ir::MakeTuplePtr& offsets);

  const std::unordered_map<const ir::Var*, const ir::Var*>& buffer_roots_;
  std::unordered_set<const ir::Var*> creates_;
  // Variables bound to an offset list (`offs = [i, 0]`).
  std::unordered_map<const ir::Var*, ir::MakeTuplePtr> tuple_values_;
};

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_ASSEMBLE_PATTERNS_H_
