// Functions and programs.
#ifndef PTOC_COMPILER_IR_FUNCTION_H_
#define PTOC_COMPILER_IR_FUNCTION_H_

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/stmt.h"

namespace ptoc::ir {

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

  // Copies with one part replaced.
  std::shared_ptr<const Function> WithBody(StmtPtr body) const;
  std::shared_ptr<const Function> WithFields(Fields fields) const;

 private:
  Fields fields_;
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

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_FUNCTION_H_
