// Functions and programs.
#ifndef PTOC_COMPILER_IR_FUNCTION_H_
#define PTOC_COMPILER_IR_FUNCTION_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "compiler/ir/stmt.h"

namespace ptoc::ir {

class Function;

// What a function contains, for passes that act only on some op or statement
// kinds: they consult it to skip functions that cannot hold what they look
// for. Covers everything IRVisitor::VisitFunction reaches (params, return
// types, attrs, body, types and attribute expressions inside), so "absent
// here" means "absent from any walk of the function".
struct FunctionSummary {
  std::vector<std::string> callees;  // op and function names of every Call, sorted, unique
  uint64_t node_kinds = 0;           // bit (1 << NodeKind) per expression/statement kind seen
  uint32_t for_kinds = 0;            // bit (1 << ForKind) per loop kind seen
  uint32_t scope_kinds = 0;          // bit (1 << ScopeKind) per scope kind seen
  bool manual_scope = false;         // a Runtime scope with `manual` set

  bool Has(NodeKind kind) const { return (node_kinds >> static_cast<int>(kind)) & 1; }
  bool Has(ForKind kind) const { return (for_kinds >> static_cast<int>(kind)) & 1; }
  bool Has(ScopeKind kind) const { return (scope_kinds >> static_cast<int>(kind)) & 1; }
  bool HasCallee(std::string_view name) const;
  bool HasCalleeWithPrefix(std::string_view prefix) const;
};

class Function : public Node {
 public:
  static constexpr NodeKind kKind = NodeKind::kFunction;
  static bool Matches(NodeKind k) { return k == kKind; }
  struct Fields {
    std::string name;
    FunctionType func_type = FunctionType::kOpaque;
    std::vector<VarPtr> params;
    std::vector<ParamDirection> param_directions;  // one per param
    std::vector<TypePtr> return_types;
    StmtPtr body;
    // Unset level/role are derived from func_type (DefaultLevel/DefaultRole).
    std::optional<Level> level;
    std::optional<Role> role;
    Attrs attrs;
  };
  explicit Function(Fields fields, Span span = {});
  const Fields& fields() const { return fields_; }
  const std::string& name() const { return fields_.name; }
  FunctionType func_type() const { return fields_.func_type; }
  const std::vector<VarPtr>& params() const { return fields_.params; }
  const std::vector<ParamDirection>& param_directions() const { return fields_.param_directions; }
  const std::vector<TypePtr>& return_types() const { return fields_.return_types; }
  const StmtPtr& body() const { return fields_.body; }
  const std::optional<Level>& level() const { return fields_.level; }
  const std::optional<Role>& role() const { return fields_.role; }
  const Attrs& attrs() const { return fields_.attrs; }

  // Copies with one part replaced. A copy whose walked parts (params,
  // return types, body, expressions in attrs) are the same nodes keeps the
  // summary already computed for this function.
  std::shared_ptr<const Function> WithBody(StmtPtr body) const;
  std::shared_ptr<const Function> WithFields(Fields fields) const;

  // The summary computed by `compute` on first use and kept with this
  // (immutable) node; concurrent first callers wait for one computation.
  // Callers use ir::SummaryOf (visitor.h), which supplies the walk.
  const FunctionSummary& CachedSummary(FunctionSummary (*compute)(const Function&)) const;

 private:
  // Adopts `from`'s summary when it is computed and covers the same nodes.
  void InheritSummary(const Function& from);

  Fields fields_;
  mutable std::once_flag summary_once_;
  mutable std::shared_ptr<const FunctionSummary> summary_;  // set once, then read-only
  mutable std::atomic<bool> summary_ready_{false};
};

using FunctionPtr = std::shared_ptr<const Function>;

class Program : public Node {
 public:
  static constexpr NodeKind kKind = NodeKind::kProgram;
  static bool Matches(NodeKind k) { return k == kKind; }
  // Functions are kept sorted by name (deterministic order); names must be
  // unique.
  Program(std::string name, std::vector<FunctionPtr> functions, Span span = {});
  const std::string& name() const { return name_; }
  const std::vector<FunctionPtr>& functions() const { return functions_; }
  FunctionPtr GetFunction(const std::string& name) const;  // null if absent
  // The GlobalVar that calls to `name` use (one shared object per name).
  GlobalVarPtr GetGlobalVar(const std::string& name) const;
  std::shared_ptr<const Program> WithFunctions(std::vector<FunctionPtr> functions) const;

 private:
  std::string name_;
  std::vector<FunctionPtr> functions_;
  std::map<std::string, size_t> index_;
};

using ProgramPtr = std::shared_ptr<const Program>;

// `program` with every function replaced by `rewrite(function)`; `program`
// itself when each function comes back as the same object (passes compare
// handles to tell whether anything changed).
ProgramPtr MapFunctions(const ProgramPtr& program,
                        const std::function<FunctionPtr(const FunctionPtr&)>& rewrite);
// `function` with `body`, or `function` itself when `body` is its body already.
FunctionPtr WithBodyIfChanged(const FunctionPtr& function, StmtPtr body);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_FUNCTION_H_
