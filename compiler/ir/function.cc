#include "compiler/ir/function.h"

#include <algorithm>

namespace ptoc::ir {

Function::Function(Fields fields, Span span)
    : Node(kKind, std::move(span)), fields_(std::move(fields)) {
  fields_.param_directions.resize(fields_.params.size(), ParamDirection::kIn);
  if (!fields_.level) fields_.level = DefaultLevel(fields_.func_type);
  if (!fields_.role) fields_.role = DefaultRole(fields_.func_type);
}

FunctionPtr Function::WithBody(StmtPtr body) const {
  Fields f = fields_;
  f.body = std::move(body);
  return std::make_shared<Function>(std::move(f), span());
}

FunctionPtr Function::WithFields(Fields fields) const {
  return std::make_shared<Function>(std::move(fields), span());
}

Program::Program(std::string name, std::vector<FunctionPtr> functions, Span span)
    : Node(kKind, std::move(span)), name_(std::move(name)), functions_(std::move(functions)) {
  std::stable_sort(
      functions_.begin(), functions_.end(),
      [](const FunctionPtr& a, const FunctionPtr& b) { return a->name() < b->name(); });
  for (size_t i = 0; i < functions_.size(); ++i) index_.emplace(functions_[i]->name(), i);
}

FunctionPtr Program::GetFunction(const std::string& name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : functions_[it->second];
}

GlobalVarPtr Program::GetGlobalVar(const std::string& name) const {
  return std::make_shared<GlobalVar>(name);
}

std::shared_ptr<const Program> Program::WithFunctions(std::vector<FunctionPtr> functions) const {
  return std::make_shared<Program>(name_, std::move(functions), span());
}

}  // namespace ptoc::ir
