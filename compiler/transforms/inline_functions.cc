// InlineFunctions: removes every `FunctionType.Inline` function by splicing a
// copy of its body at each call site.
//
// Call sites handled (as in the reference) are whole statements:
//   x = f(args)       -> body; x = <returned value>   (skipped when it is x)
//   f(args)           -> body (the returned value is dropped)
//   return f(args)    -> body; return <returned values>
//   t = f(args) with a multi-value / tuple return: no binding of t is emitted;
//                        later `t[i]` uses are replaced by the i-th value.
// Parameters are substituted by the actual arguments at uses and at in-place
// rebindings (`out = assemble(out, ...)` becomes `actual = ...`; rebinding a
// parameter whose argument is not a variable is an error). Every other
// variable the body defines gets a fresh object per call site, named
// `<name>_inline<N>` (iter_args keep their name). Calls nested inside
// expressions are left alone. Inline-calls-Inline is expanded to a fixpoint;
// recursion (direct or mutual) is rejected up front naming the cycle; all
// Inline functions are dropped afterwards, called or not.
#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR vocabulary throughout.
using FunctionMap = std::map<std::string, FunctionPtr>;

// Names of the Inline functions called anywhere in a body.
class InlineCallCollector : public IRVisitor {
 public:
  explicit InlineCallCollector(const FunctionMap& inline_fns) : inline_fns_(inline_fns) {}
  std::vector<std::string> called;

  void VisitCall(const CallPtr& call) override {
    if (call->IsFunctionCall() && inline_fns_.count(call->callee_name())) {
      called.push_back(call->callee_name());
    }
    IRVisitor::VisitCall(call);
  }

 private:
  const FunctionMap& inline_fns_;
};

// The search starts from functions and follows callees in the iteration
// order of hash containers of names filled as the reference fills its own
// (functions in name order, callees in call order), so that a cycle is
// reported from the same function as the reference's.
void RejectInlineCycles(const FunctionMap& inline_fns) {
  std::unordered_map<std::string, FunctionPtr> search_order;
  for (const auto& [name, fn] : inline_fns) search_order.emplace(name, fn);
  std::unordered_map<std::string, std::unordered_set<std::string>> graph;
  for (const auto& [name, fn] : search_order) {
    InlineCallCollector collector(inline_fns);
    collector.VisitStmt(fn->body());
    std::unordered_set<std::string>& callees = graph[name];
    for (const std::string& callee : collector.called) callees.insert(callee);
  }
  enum class Color { kWhite, kGray, kBlack };
  std::map<std::string, Color> color;
  std::vector<std::string> stack;
  std::function<void(const std::string&)> dfs = [&](const std::string& u) {
    color[u] = Color::kGray;
    stack.push_back(u);
    for (const auto& v : graph[u]) {
      if (color[v] == Color::kGray) {
        std::string cycle;
        bool on_cycle = false;
        for (const auto& s : stack) {
          if (s == v) on_cycle = true;
          if (on_cycle) absl::StrAppend(&cycle, s, " -> ");
        }
        absl::StrAppend(&cycle, v);
        ThrowUserError(inline_fns.at(v)->span(),
                       "Cycle detected in FunctionType::Inline call graph: " + cycle);
      }
      if (color[v] == Color::kWhite) dfs(v);
    }
    stack.pop_back();
    color[u] = Color::kBlack;
  };
  for (const auto& [name, fn] : search_order) {
    if (color[name] == Color::kWhite) dfs(name);
  }
}

// Statements of a body and its calls to Inline functions (with their spans).
class InlineSizeScanner : public IRVisitor {
 public:
  explicit InlineSizeScanner(const FunctionMap& inline_fns) : inline_fns_(inline_fns) {}
  int64_t stmts = 0;
  std::vector<std::pair<std::string, Span>> calls;

  void VisitStmt(const StmtPtr& stmt) override {
    if (stmt && stmt->kind() != NodeKind::kSeq) ++stmts;
    IRVisitor::VisitStmt(stmt);
  }
  void VisitCall(const CallPtr& call) override {
    if (call->IsFunctionCall() && inline_fns_.count(call->callee_name())) {
      calls.emplace_back(call->callee_name(), call->span());
    }
    IRVisitor::VisitCall(call);
  }

 private:
  const FunctionMap& inline_fns_;
};

// Rejects a program whose inlining would give some function more than
// kMaxExpandedStmts statements (a call graph where each level calls the next
// twice doubles the size per level). Needs an acyclic Inline call graph.
void RejectOversizedInlining(const std::vector<FunctionPtr>& functions,
                             const FunctionMap& inline_fns) {
  // Statements of an Inline function's body once fully expanded, capped just
  // above the bound so that the sums cannot overflow.
  constexpr int64_t kCap = kMaxExpandedStmts + 1;
  std::map<std::string, int64_t> expanded;
  std::function<int64_t(const std::string&)> size_of = [&](const std::string& name) {
    auto it = expanded.find(name);
    if (it != expanded.end()) return it->second;
    InlineSizeScanner scanner(inline_fns);
    scanner.VisitStmt(inline_fns.at(name)->body());
    int64_t total = scanner.stmts;
    for (const auto& call : scanner.calls) total = std::min(kCap, total + size_of(call.first));
    return expanded[name] = total;
  };
  // Inline functions too: the fixpoint below expands their bodies as well,
  // called or not.
  for (const auto& f : functions) {
    if (!f->body()) continue;
    InlineSizeScanner scanner(inline_fns);
    scanner.VisitStmt(f->body());
    int64_t total = scanner.stmts;
    const std::pair<std::string, Span>* largest = nullptr;
    for (const auto& call : scanner.calls) {
      total = std::min(kCap, total + size_of(call.first));
      if (!largest || size_of(call.first) > size_of(largest->first)) largest = &call;
    }
    if (total > kMaxExpandedStmts) {
      ThrowUserError(largest->second,
                     absl::StrCat("inlining would give function '", f->name(), "' more than ",
                                  kMaxExpandedStmts, " statements; this call of '", largest->first,
                                  "' alone expands to ",
                                  size_of(largest->first) >= kCap
                                      ? absl::StrCat("more than ", kMaxExpandedStmts)
                                      : absl::StrCat(size_of(largest->first)),
                                  " statements"));
    }
  }
}

class ReturnCounter : public IRVisitor {
 public:
  int count = 0;
  void VisitReturn(const ReturnStmtPtr& stmt) override {
    ++count;
    IRVisitor::VisitReturn(stmt);
  }
};

// A callee body instantiated for one call site.
struct SplicedBody {
  std::vector<StmtPtr> stmts;  // statements before the trailing return
  std::vector<ExprPtr> return_values;
  bool has_return = false;
};

// Whether the callee returns several values or one tuple-typed value.
bool ReturnsTuple(const FunctionPtr& callee) {
  std::vector<StmtPtr> stmts = StmtList(callee->body());
  if (stmts.empty()) return false;
  auto ret = As<ReturnStmt>(stmts.back());
  if (!ret) return false;
  return ret->values().size() > 1 ||
         (ret->values().size() == 1 && IsA<TupleType>(ret->values()[0]->type()));
}

// Every variable a statement mentions (uses and definitions).
class VarMentions : public IRVisitor {
 public:
  std::unordered_set<const Var*> vars;
  void VisitVar(const VarPtr& var) override {
    vars.insert(var.get());
    IRVisitor::VisitVar(var);
  }
  void VisitIterArg(const IterArgPtr& var) override {
    vars.insert(var.get());
    IRVisitor::VisitIterArg(var);
  }
  void VisitVarDef(const VarPtr& var) override {
    if (var) vars.insert(var.get());
    IRVisitor::VisitVarDef(var);
  }
};

// Moves the dump tags of an inlined call (`attrs={"dump_vars": [...]}`, the
// arguments `pl.dump_tag` marked) onto what survives of it, as the
// reference: each kernel scope of the spliced body whose statements mention
// a tagged variable, and each call of another function taking one as an
// argument (so a tag also survives a helper that forwards it). A tag that
// reaches neither is dropped: there is no launch to dump it at.
class DumpTagTransfer : public IRMutator {
 public:
  explicit DumpTagTransfer(std::vector<ExprPtr> tagged) : tagged_(std::move(tagged)) {}

  StmtPtr MutateScope(const ScopeStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateScope(stmt);
    auto scope = As<ScopeStmt>(out);
    if (!scope || scope->scope_kind() == ScopeKind::kRuntime ||
        scope->scope_kind() == ScopeKind::kCommDomain) {
      return out;
    }
    VarMentions mentions;
    mentions.VisitStmt(scope->body());
    std::optional<Attrs> attrs = Merged(scope->fields().attrs, mentions.vars);
    if (!attrs) return out;
    ScopeStmt::Fields fields = scope->fields();
    fields.attrs = std::move(*attrs);
    return std::make_shared<ScopeStmt>(std::move(fields), scope->body(), scope->span());
  }

  ExprPtr MutateCall(const CallPtr& call) override {
    ExprPtr out = IRMutator::MutateCall(call);
    auto mutated = As<Call>(out);
    if (!mutated || !mutated->IsFunctionCall()) return out;
    std::unordered_set<const Var*> args;
    for (const auto& a : mutated->args()) {
      if (a && (a->kind() == NodeKind::kVar || a->kind() == NodeKind::kIterArg)) {
        args.insert(static_cast<const Var*>(a.get()));
      }
    }
    std::optional<Attrs> attrs = Merged(mutated->attrs(), args);
    if (!attrs) return out;
    return std::make_shared<Call>(mutated->op(), mutated->args(), mutated->kwargs(),
                                  std::move(*attrs), mutated->type(), mutated->span());
  }

 private:
  // `attrs` with the tagged variables among `candidates` appended to its
  // dump_vars (existing entries first, then in tag order), or nullopt when
  // nothing is added.
  std::optional<Attrs> Merged(const Attrs& attrs,
                              const std::unordered_set<const Var*>& candidates) const {
    std::vector<AttrValue> list;
    std::unordered_set<const Expr*> present;
    if (const AttrValue* d = attrs.Find("dump_vars"); d && d->kind() == AttrValue::Kind::kList) {
      list = d->AsList();
      for (const auto& item : list) present.insert(item.AsExpr().get());
    }
    const size_t before = list.size();
    for (const auto& v : tagged_) {
      if (!candidates.count(static_cast<const Var*>(v.get()))) continue;
      if (!present.insert(v.get()).second) continue;
      list.push_back(AttrValue::FromExpr(v));
    }
    if (list.size() == before) return std::nullopt;
    return attrs.With("dump_vars", AttrValue::List(std::move(list)));
  }

  std::vector<ExprPtr> tagged_;
};

// The variables of a call's `dump_vars` attribute.
std::vector<ExprPtr> DumpTags(const CallPtr& call) {
  std::vector<ExprPtr> tags;
  if (!call) return tags;
  const AttrValue* d = call->attrs().Find("dump_vars");
  if (!d || d->kind() != AttrValue::Kind::kList) return tags;
  for (const auto& item : d->AsList()) {
    const ExprPtr& e = item.AsExpr();
    if (e && (e->kind() == NodeKind::kVar || e->kind() == NodeKind::kIterArg)) tags.push_back(e);
  }
  return tags;
}

class InlineCallsMutator : public IRMutator {
 public:
  InlineCallsMutator(const FunctionMap& inline_fns, int* name_counter)
      : inline_fns_(inline_fns), name_counter_(name_counter) {}
  bool changed() const { return changed_; }

  StmtPtr MutateSeq(const SeqStmtsPtr& op) override {
    std::vector<StmtPtr> out;
    bool any = false;
    for (const auto& stmt : op->stmts()) {
      if (auto spliced = SpliceCallSite(stmt)) {
        for (auto& s : *spliced) out.push_back(std::move(s));
        any = true;
        continue;
      }
      StmtPtr r = MutateStmt(stmt);
      if (r != stmt) any = true;
      if (r) out.push_back(std::move(r));
    }
    if (!any) return op;
    return MakeSeq(std::move(out), op->span());
  }

  // Single-statement bodies (e.g. an if branch that is just `x = f(a)`).
  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    if (auto spliced = SpliceCallSite(op)) return MakeSeq(std::move(*spliced), op->span());
    return IRMutator::MutateAssign(op);
  }
  StmtPtr MutateEval(const EvalStmtPtr& op) override {
    if (auto spliced = SpliceCallSite(op)) return MakeSeq(std::move(*spliced), op->span());
    return IRMutator::MutateEval(op);
  }
  StmtPtr MutateReturn(const ReturnStmtPtr& op) override {
    if (auto spliced = SpliceCallSite(op)) return MakeSeq(std::move(*spliced), op->span());
    return IRMutator::MutateReturn(op);
  }

  // `t[i]` of a tuple-returning call site becomes the i-th returned value.
  ExprPtr MutateTupleGetItem(const TupleGetItemPtr& op) override {
    if (tuple_subs_.empty()) return IRMutator::MutateTupleGetItem(op);
    ExprPtr tuple = MutateExpr(op->tuple());
    if (auto var = As<Var>(tuple)) {
      auto it = tuple_subs_.find(var.get());
      if (it != tuple_subs_.end() && op->index() >= 0 &&
          static_cast<size_t>(op->index()) < it->second.size()) {
        return MutateExpr(it->second[static_cast<size_t>(op->index())]);
      }
    }
    if (tuple == op->tuple()) return op;
    return std::make_shared<TupleGetItem>(std::move(tuple), op->index(), op->span());
  }

 private:
  FunctionPtr InlineCallee(const ExprPtr& expr) const {
    auto call = As<Call>(expr);
    if (!call || !call->IsFunctionCall()) return nullptr;
    auto it = inline_fns_.find(call->callee_name());
    return it == inline_fns_.end() ? nullptr : it->second;
  }

  std::optional<std::vector<StmtPtr>> SpliceCallSite(const StmtPtr& stmt) {
    std::optional<std::vector<StmtPtr>> out;
    CallPtr inlined;
    if (auto assign = As<AssignStmt>(stmt)) {
      if (FunctionPtr callee = InlineCallee(assign->value())) {
        inlined = As<Call>(assign->value());
        out = SpliceAssign(callee, inlined, assign->var(), assign->span());
      }
    } else if (auto eval = As<EvalStmt>(stmt)) {
      if (FunctionPtr callee = InlineCallee(eval->expr())) {
        inlined = As<Call>(eval->expr());
        out = Instantiate(callee, inlined).stmts;
      }
    } else if (auto ret = As<ReturnStmt>(stmt); ret && ret->values().size() == 1) {
      if (FunctionPtr callee = InlineCallee(ret->values()[0])) {
        inlined = As<Call>(ret->values()[0]);
        SplicedBody body = Instantiate(callee, inlined);
        RequireReturn(body, callee, ret->span());
        body.stmts.push_back(std::make_shared<ReturnStmt>(body.return_values, ret->span()));
        out = std::move(body.stmts);
      }
    }
    if (!out) return out;
    changed_ = true;
    if (std::vector<ExprPtr> tags = DumpTags(inlined); !tags.empty()) {
      DumpTagTransfer transfer(std::move(tags));
      for (auto& s : *out) s = transfer.MutateStmt(s);
    }
    return out;
  }

  std::vector<StmtPtr> SpliceAssign(const FunctionPtr& callee, const CallPtr& call,
                                    const VarPtr& lhs, const Span& span) {
    SplicedBody body = Instantiate(callee, call);
    RequireReturn(body, callee, span);
    if (ReturnsTuple(callee)) {
      tuple_subs_[lhs.get()] = TupleElements(&body, callee);
      return std::move(body.stmts);
    }
    if (body.return_values.size() != 1) {
      ThrowUserError(span, absl::StrCat("inline function '", callee->name(), "' returns ",
                                        body.return_values.size(),
                                        " values but its call is assigned to one variable"));
    }
    const ExprPtr& value = body.return_values[0];
    if (value.get() != lhs.get()) {
      body.stmts.push_back(std::make_shared<AssignStmt>(lhs, value, span));
    }
    return std::move(body.stmts);
  }

  // The element values of a tuple return: the returned values themselves, a
  // returned tuple literal, or a tuple literal bound to the returned variable
  // (whose binding is then dropped).
  std::vector<ExprPtr> TupleElements(SplicedBody* body, const FunctionPtr& callee) {
    if (body->return_values.size() > 1) return body->return_values;
    const ExprPtr& value = body->return_values[0];
    if (auto tuple = As<MakeTuple>(value)) return tuple->elements();
    if (auto var = As<Var>(value)) {
      for (size_t i = body->stmts.size(); i-- > 0;) {
        auto assign = As<AssignStmt>(body->stmts[i]);
        if (!assign || assign->var() != var) continue;
        if (auto tuple = As<MakeTuple>(assign->value())) {
          std::vector<ExprPtr> elements = tuple->elements();
          body->stmts.erase(body->stmts.begin() + static_cast<std::ptrdiff_t>(i));
          return elements;
        }
        break;
      }
    }
    ThrowUserError(callee->span(),
                   absl::StrCat("inline function '", callee->name(),
                                "' returns a tuple through an unsupported expression; return its "
                                "elements directly or via a tuple literal"));
  }

  static void RequireReturn(const SplicedBody& body, const FunctionPtr& callee, const Span& span) {
    if (!body.has_return) {
      ThrowUserError(span, absl::StrCat("inline function '", callee->name(),
                                        "' is used for its value but has no return statement"));
    }
  }

  // The variables the reference renames when it inlines a body, in the order
  // it collects them (pre-order; a for loop's variable, then its results,
  // then its body), each once.
  static std::vector<const Var*> CollectNumberedDefs(const StmtPtr& body) {
    struct Collector : IRVisitor {
      std::vector<const Var*> order;
      std::unordered_set<const Var*> seen;
      void Add(const VarPtr& v) {
        if (v && seen.insert(v.get()).second) order.push_back(v.get());
      }
      void VisitAssign(const AssignStmtPtr& op) override {
        Add(op->var());
        IRVisitor::VisitAssign(op);
      }
      void VisitFor(const ForStmtPtr& op) override {
        Add(op->loop_var());
        for (const auto& v : op->return_vars()) Add(v);
        IRVisitor::VisitFor(op);
      }
      void VisitWhile(const WhileStmtPtr& op) override {
        for (const auto& v : op->return_vars()) Add(v);
        IRVisitor::VisitWhile(op);
      }
      void VisitIf(const IfStmtPtr& op) override {
        for (const auto& v : op->return_vars()) Add(v);
        IRVisitor::VisitIf(op);
      }
    } collector;
    collector.VisitStmt(body);
    return collector.order;
  }

  SplicedBody Instantiate(const FunctionPtr& callee, const CallPtr& call) {
    if (callee->params().size() != call->args().size()) {
      ThrowUserError(call->span(), absl::StrCat("inline function '", callee->name(), "' takes ",
                                                callee->params().size(), " arguments, ",
                                                call->args().size(), " given"));
    }
    CloneOptions options;
    options.keep_def_types = true;
    for (size_t i = 0; i < callee->params().size(); ++i) {
      options.substitutions[callee->params()[i].get()] = call->args()[i];
    }
    // One fresh name per source variable; its rebindings share it. The
    // reference numbers assignment targets, for loop variables and loop/if
    // results, walking its hash set of them, which lists them in reverse
    // order of collection (exactly so for up to two; with more, barring
    // hash-bucket collisions); any other definition keeps its name.
    std::vector<const Var*> numbered = CollectNumberedDefs(callee->body());
    // A rebound parameter is the argument, not a new variable.
    numbered.erase(
        std::remove_if(numbered.begin(), numbered.end(),
                       [&options](const Var* v) { return options.substitutions.count(v) > 0; }),
        numbered.end());
    std::unordered_map<const Var*, std::string> fresh_names;
    for (size_t i = 0; i < numbered.size(); ++i) {
      fresh_names.emplace(numbered[i],
                          absl::StrCat(numbered[i]->name_hint(), "_inline",
                                       *name_counter_ + static_cast<int>(numbered.size() - 1 - i)));
    }
    *name_counter_ += static_cast<int>(numbered.size());
    options.fresh_name = [&fresh_names](const Var& v, DefSite) -> std::optional<std::string> {
      auto it = fresh_names.find(&v);
      return it != fresh_names.end() ? it->second : v.name_hint();
    };
    StmtPtr body = CloneStmt(callee->body(), options);

    SplicedBody out;
    for (const auto& s : StmtList(body)) {
      if (auto ret = As<ReturnStmt>(s)) {
        out.return_values = ret->values();
        out.has_return = true;
        break;  // anything after a return is dead
      }
      out.stmts.push_back(s);
    }
    ReturnCounter nested;
    for (const auto& s : out.stmts) nested.VisitStmt(s);
    if (nested.count > 0) {
      ThrowUserError(callee->span(),
                     absl::StrCat("Inline function '", callee->name(),
                                  "' contains a non-trailing return; only a single trailing "
                                  "return is supported"));
    }
    return out;
  }

  const FunctionMap& inline_fns_;
  int* name_counter_;
  bool changed_ = false;
  std::unordered_map<const Var*, std::vector<ExprPtr>> tuple_subs_;
};

}  // namespace

ir::ProgramPtr InlineFunctions(const ir::ProgramPtr& program) {
  FunctionMap inline_fns;
  for (const auto& f : program->functions()) {
    if (f->func_type() == FunctionType::kInline) inline_fns[f->name()] = f;
  }
  if (inline_fns.empty()) return program;
  RejectInlineCycles(inline_fns);
  RejectOversizedInlining(program->functions(), inline_fns);

  // Expand to a fixpoint: each round splices the latest Inline bodies into
  // every function (Inline ones included), so an acyclic call chain of depth
  // d is gone after d rounds.
  std::vector<FunctionPtr> current = program->functions();
  int name_counter = 0;
  const size_t max_rounds = inline_fns.size() + 1;
  for (size_t round = 0;; ++round) {
    FunctionMap latest;
    for (const auto& f : current) {
      if (f->func_type() == FunctionType::kInline) latest[f->name()] = f;
    }
    bool any = false;
    for (auto& f : current) {
      if (!f->body()) continue;
      InlineCallsMutator mutator(latest, &name_counter);
      StmtPtr body = mutator.MutateStmt(f->body());
      if (mutator.changed()) {
        f = f->WithBody(std::move(body));
        any = true;
      }
    }
    if (!any) break;
    if (round + 1 >= max_rounds) {
      ThrowInternal("InlineFunctions did not reach a fixpoint");
    }
  }
  std::vector<FunctionPtr> kept;
  for (const auto& f : current) {
    if (f->func_type() != FunctionType::kInline) kept.push_back(f);
  }
  return program->WithFunctions(std::move(kept));
}

}  // namespace ptoc::transforms
