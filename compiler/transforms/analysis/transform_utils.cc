#include "compiler/transforms/analysis/transform_utils.h"

#include "compiler/base/status.h"
#include "compiler/ir/visitor.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace): IR vocabulary throughout.

std::string BaseName(const std::string& name) {
  size_t pos = name.find("__");
  return pos == std::string::npos ? name : name.substr(0, pos);
}

std::string DerivedName(const std::string& name, const std::string& suffix) {
  return BaseName(name) + "__" + suffix;
}

CallPtr AsOpCall(const ExprPtr& expr, const std::string& name) {
  auto call = As<Call>(expr);
  if (!call || call->IsFunctionCall()) return nullptr;
  if (!name.empty() && call->callee_name() != name) return nullptr;
  return call;
}

bool IsOpCall(const ExprPtr& expr, const std::string& name) {
  return AsOpCall(expr, name) != nullptr;
}

ExprPtr ZeroOffsets(size_t rank, const Span& span) {
  std::vector<ExprPtr> zeros;
  for (size_t i = 0; i < rank; ++i) zeros.push_back(MakeIndex(0, span));
  return std::make_shared<MakeTuple>(std::move(zeros), span);
}

ExprPtr ShapeTuple(const std::vector<ExprPtr>& dims, const Span& span) {
  return std::make_shared<MakeTuple>(dims, span);
}

namespace {

class CallCollector : public IRVisitor {
 public:
  explicit CallCollector(const std::function<void(const CallPtr&)>& fn) : fn_(fn) {}
  void VisitCall(const CallPtr& call) override {
    fn_(call);
    IRVisitor::VisitCall(call);
  }

 private:
  const std::function<void(const CallPtr&)>& fn_;
};

class StmtCollector : public IRVisitor {
 public:
  explicit StmtCollector(const std::function<void(const StmtPtr&)>& fn) : fn_(fn) {}
  void VisitStmt(const StmtPtr& stmt) override {
    if (!stmt) return;
    fn_(stmt);
    IRVisitor::VisitStmt(stmt);
  }

 private:
  const std::function<void(const StmtPtr&)>& fn_;
};

}  // namespace

void ForEachCall(const StmtPtr& stmt, const std::function<void(const CallPtr&)>& fn) {
  CallCollector collector(fn);
  collector.VisitStmt(stmt);
}

void ForEachStmt(const StmtPtr& stmt, const std::function<void(const StmtPtr&)>& fn) {
  StmtCollector collector(fn);
  collector.VisitStmt(stmt);
}

CallPtr FindCall(const ProgramPtr& program, const std::function<bool(const CallPtr&)>& pred,
                 const std::function<bool(const FunctionPtr&)>& func_filter) {
  CallPtr found;
  for (const auto& func : program->functions()) {
    if (func_filter && !func_filter(func)) continue;
    ForEachCall(func->body(), [&](const CallPtr& call) {
      if (!found && pred(call)) found = call;
    });
    if (found) return found;
  }
  return nullptr;
}

bool MayCall(const FunctionPtr& func, const std::string& name) {
  return SummaryOf(*func).HasCallee(name);
}

bool MayCallPrefix(const FunctionPtr& func, const std::string& prefix) {
  return SummaryOf(*func).HasCalleeWithPrefix(prefix);
}

bool MayContain(const FunctionPtr& func, ForKind kind) { return SummaryOf(*func).Has(kind); }

bool MayContain(const FunctionPtr& func, ScopeKind kind) { return SummaryOf(*func).Has(kind); }

StmtPtr WithMembershipTag(const StmtPtr& original, const AssignStmtPtr& assign, const CallPtr& call,
                          const std::string& tag) {
  constexpr char kMembershipAttr[] = "pipeline_membership";
  std::string packed;
  if (const AttrValue* old = call->attrs().Find(kMembershipAttr)) {
    if (old->kind() == AttrValue::Kind::kString) packed = old->AsString();
  }
  packed = packed.empty() ? tag : packed + ";" + tag;
  std::vector<Attrs::Entry> entries = call->attrs().Without(kMembershipAttr).TakeEntries();
  entries.emplace_back(kMembershipAttr, AttrValue::String(packed));
  auto tagged = std::make_shared<Call>(call->op(), call->args(), call->kwargs(),
                                       Attrs(std::move(entries)), call->type(), call->span());
  return KeepLeadingComments(original,
                             std::make_shared<AssignStmt>(assign->var(), tagged, assign->span()));
}

FreshLoopVars FreshLoopVarsOf(const ForStmt& loop) {
  FreshLoopVars fresh;
  const VarPtr& v = loop.loop_var();
  fresh.loop_var = std::make_shared<Var>(v->name_hint(), v->type(), v->span());
  for (const IterArgPtr& ia : loop.iter_args()) {
    auto copy =
        std::make_shared<IterArg>(ia->name_hint(), ia->type(), ia->init_value(), ia->span());
    fresh.iter_args.push_back(copy);
    fresh.carried.push_back(copy);
  }
  return fresh;
}

std::optional<SplitMode> FunctionSplitMode(const FunctionPtr& func) {
  const AttrValue* v = func->attrs().Find("split");
  if (v == nullptr) return std::nullopt;
  if (auto mode = v->AsEnum<SplitMode>()) return mode;
  if (v->kind() != AttrValue::Kind::kInt) return std::nullopt;
  switch (v->AsInt()) {
    case 0:
      return SplitMode::kNone;
    case 1:
      return SplitMode::kUpDown;
    case 2:
      return SplitMode::kLeftRight;
    default:
      return std::nullopt;
  }
}

void ThrowUnsupported(const Span& span, const std::string& feature, const std::string& pass) {
  ThrowStatus(Unsupported(span, "unsupported: " + feature + " (" + pass + ")"));
}

TileLayout BLayoutOf(const TileTypePtr& tile) {
  if (!tile) return TileLayout::kRowMajor;
  return tile->EffectiveView().blayout;
}

std::vector<ExprPtr> RowMajorStrides(const std::vector<ExprPtr>& shape) {
  std::vector<int64_t> dims;
  for (const auto& d : shape) {
    auto v = StaticDim(d);
    if (!v) return {};
    dims.push_back(*v);
  }
  std::vector<ExprPtr> strides(dims.size());
  int64_t product = 1;
  for (size_t i = dims.size(); i > 0; --i) {
    strides[i - 1] = MakeIndex(product);
    product *= dims[i - 1];
  }
  return strides;
}

ir::TypePtr CallResultType(const std::vector<ir::TypePtr>& returns) {
  if (returns.empty()) return ir::UnknownType::Get();
  if (returns.size() == 1) return returns[0];
  return std::make_shared<ir::TupleType>(returns);
}

}  // namespace ptoc::transforms
