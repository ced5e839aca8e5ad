// Small helpers shared by the tile-stage transforms (ConvertTensorToTileOps
// ... MaterializeTensorStrides): generated-name construction, call
// predicates, shape tuples and whole-program call scans used by the
// feature-gated passes to detect the features they own.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_TRANSFORM_UTILS_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_TRANSFORM_UTILS_H_

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::transforms {

// The user part of a generated name: everything before the first "__"
// ("acc__ssa_v3" -> "acc").
std::string BaseName(const std::string& name);
// "<base>__<suffix>" built from the base of `name`.
std::string DerivedName(const std::string& name, const std::string& suffix);

// Call to the registered op `name` (not a function call); null otherwise.
ir::CallPtr AsOpCall(const ir::ExprPtr& expr, const std::string& name = "");
bool IsOpCall(const ir::ExprPtr& expr, const std::string& name);

// `[0, 0, ...]` / `[d0, d1, ...]` index tuples.
ir::ExprPtr ZeroOffsets(size_t rank, const Span& span = {});
ir::ExprPtr ShapeTuple(const std::vector<ir::ExprPtr>& dims, const Span& span = {});

// Every operator/function call in `stmt` (also nested in expressions), in
// pre-order.
void ForEachCall(const ir::StmtPtr& stmt, const std::function<void(const ir::CallPtr&)>& fn);
// The first call in the program's functions (filtered by `func_filter` when
// given) satisfying `pred`, or null.
ir::CallPtr FindCall(const ir::ProgramPtr& program,
                     const std::function<bool(const ir::CallPtr&)>& pred,
                     const std::function<bool(const ir::FunctionPtr&)>& func_filter = nullptr);
// Function filters for FindCall and per-function loops: false when the
// function's summary (ir::SummaryOf) shows it cannot contain a call to
// `name` / to a name starting with `prefix`, or a loop/scope of `kind`.
bool MayCall(const ir::FunctionPtr& func, const std::string& name);
bool MayCallPrefix(const ir::FunctionPtr& func, const std::string& prefix);
bool MayContain(const ir::FunctionPtr& func, ir::ForKind kind);
bool MayContain(const ir::FunctionPtr& func, ir::ScopeKind kind);

// A tile assignment whose call carries one more pipeline_membership tag
// ("<group>:<stage>", appended to earlier ones with ';'); the statement's
// leading comments are kept from `original`.
ir::StmtPtr WithMembershipTag(const ir::StmtPtr& original, const ir::AssignStmtPtr& assign,
                              const ir::CallPtr& call, const std::string& tag);

// Fresh copies of a loop's variable and iter_args (same names, types and
// inits), for a loop rebuilt beside the original; `carried` holds the
// iter_args as expressions.
struct FreshLoopVars {
  ir::VarPtr loop_var;
  std::vector<ir::IterArgPtr> iter_args;
  std::vector<ir::ExprPtr> carried;
};
FreshLoopVars FreshLoopVarsOf(const ir::ForStmt& loop);

// The function's `split` attribute, whether written as a pl.SplitMode member
// or as its integer value; none if absent or not a mode.
std::optional<ir::SplitMode> FunctionSplitMode(const ir::FunctionPtr& func);
// Every statement of `stmt` (recursively through control flow), pre-order.
void ForEachStmt(const ir::StmtPtr& stmt, const std::function<void(const ir::StmtPtr&)>& fn);

// Throws an UNIMPLEMENTED CompileError "unsupported: <feature> (<pass>)".
[[noreturn]] void ThrowUnsupported(const Span& span, const std::string& feature,
                                   const std::string& pass);

// The effective block layout of a tile type.
ir::TileLayout BLayoutOf(const ir::TileTypePtr& tile);

// Canonical row-major strides of a static shape (empty when a dim is symbolic).
std::vector<ir::ExprPtr> RowMajorStrides(const std::vector<ir::ExprPtr>& shape);

// The type of a call to a function returning `returns`: unknown for none, the
// type itself for one, a tuple for more.
ir::TypePtr CallResultType(const std::vector<ir::TypePtr>& returns);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_TRANSFORM_UTILS_H_
