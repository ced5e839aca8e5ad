#include "compiler/ir/function.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"

namespace ptoc::ir {

Function::Function(Fields fields, Span span) : Node(kKind, span), fields_(std::move(fields)) {
  fields_.param_directions.resize(fields_.params.size(), ParamDirection::kIn);
  if (!fields_.level) fields_.level = DefaultLevel(fields_.func_type);
  if (!fields_.role) fields_.role = DefaultRole(fields_.func_type);
}

bool FunctionSummary::HasCallee(std::string_view name) const {
  return std::binary_search(callees.begin(), callees.end(), name);
}

bool FunctionSummary::HasCalleeWithPrefix(std::string_view prefix) const {
  auto it = std::lower_bound(callees.begin(), callees.end(), prefix);
  return it != callees.end() && std::string_view(*it).substr(0, prefix.size()) == prefix;
}

const FunctionSummary& Function::CachedSummary(FunctionSummary (*compute)(const Function&)) const {
  std::call_once(summary_once_, [&] {
    if (!summary_) summary_ = std::make_shared<const FunctionSummary>(compute(*this));
    summary_ready_.store(true, std::memory_order_release);
  });
  return *summary_;
}

namespace {

// Whether a summary walk of `a` and of `b` meets the same nodes.
bool SameWalk(const Function::Fields& a, const Function::Fields& b) {
  return a.body == b.body && a.params == b.params && a.return_types == b.return_types &&
         !a.attrs.HasExprs() && !b.attrs.HasExprs();
}

}  // namespace

void Function::InheritSummary(const Function& from) {
  // `this` is not shared yet; `from` may be, so read its summary only once
  // its computation has been published.
  if (!from.summary_ready_.load(std::memory_order_acquire)) return;
  if (!SameWalk(from.fields_, fields_)) return;
  summary_ = from.summary_;
}

FunctionPtr Function::WithBody(StmtPtr body) const {
  Fields f = fields_;
  f.body = std::move(body);
  auto copy = std::make_shared<Function>(std::move(f), span());
  copy->InheritSummary(*this);
  return copy;
}

FunctionPtr Function::WithFields(Fields fields) const {
  auto copy = std::make_shared<Function>(std::move(fields), span());
  copy->InheritSummary(*this);
  return copy;
}

Program::Program(std::string name, std::vector<FunctionPtr> functions, Span span)
    : Node(kKind, span), name_(std::move(name)), functions_(std::move(functions)) {
  std::stable_sort(
      functions_.begin(), functions_.end(),
      [](const FunctionPtr& a, const FunctionPtr& b) { return a->name() < b->name(); });
  for (size_t i = 0; i < functions_.size(); ++i) {
    // A pass that adds a function under a name already taken (e.g. a mixed
    // kernel's `k_aic` lane next to a user kernel `k_aic`) would otherwise
    // lose one of them; the reference rejects it the same way.
    if (!index_.emplace(functions_[i]->name(), i).second) {
      ThrowUserError(functions_[i]->span(),
                     absl::StrCat("Duplicate function name \"", functions_[i]->name(), "\""));
    }
  }
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

ProgramPtr MapFunctions(const ProgramPtr& program,
                        const std::function<FunctionPtr(const FunctionPtr&)>& rewrite) {
  std::vector<FunctionPtr> functions;
  functions.reserve(program->functions().size());
  bool changed = false;
  for (const FunctionPtr& function : program->functions()) {
    FunctionPtr rewritten = rewrite(function);
    PTOC_CHECK(rewritten != nullptr, "function rewrite returned null");
    changed |= rewritten != function;
    functions.push_back(std::move(rewritten));
  }
  if (!changed) return program;
  return program->WithFunctions(std::move(functions));
}

FunctionPtr WithBodyIfChanged(const FunctionPtr& function, StmtPtr body) {
  if (body == function->body()) return function;
  return function->WithBody(std::move(body));
}

}  // namespace ptoc::ir
