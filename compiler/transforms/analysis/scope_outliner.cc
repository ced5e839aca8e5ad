#include "compiler/transforms/analysis/scope_outliner.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/auto_name.h"
#include "compiler/transforms/analysis/return_lineage.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace)
using VarSet = std::unordered_set<const Var*>;

void AddDef(const VarPtr& v, DefUse* out) {
  if (!v) return;
  if (out->defs.insert(v.get()).second) out->defs_ordered.push_back(v.get());
}

void CollectExprUses(const ExprPtr& e, DefUse* out) {
  if (!e) return;
  switch (e->kind()) {
    case NodeKind::kVar:
    case NodeKind::kIterArg:
      if (out->uses.insert(static_cast<const Var*>(e.get())).second) {
        out->uses_ordered.push_back(static_cast<const Var*>(e.get()));
      }
      break;
    case NodeKind::kBinary: {
      const auto& b = static_cast<const BinaryExpr&>(*e);
      CollectExprUses(b.lhs(), out);
      CollectExprUses(b.rhs(), out);
      break;
    }
    case NodeKind::kUnary:
      CollectExprUses(static_cast<const UnaryExpr&>(*e).operand(), out);
      break;
    case NodeKind::kCall:
      for (const auto& a : static_cast<const Call&>(*e).args()) CollectExprUses(a, out);
      break;
    case NodeKind::kSubmit: {
      const auto& submit = static_cast<const Submit&>(*e);
      for (const auto& a : submit.args()) CollectExprUses(a, out);
      for (const auto& d : submit.deps()) CollectExprUses(d, out);
      CollectExprUses(submit.core_num(), out);
      CollectExprUses(submit.predicate(), out);
      break;
    }
    case NodeKind::kMakeTuple:
      for (const auto& a : static_cast<const MakeTuple&>(*e).elements()) CollectExprUses(a, out);
      break;
    case NodeKind::kTupleGetItem:
      CollectExprUses(static_cast<const TupleGetItem&>(*e).tuple(), out);
      break;
    default:
      break;
  }
}

// Every variable object reachable from a statement tree (defs and uses).
void CollectObjects(const StmtPtr& s, std::unordered_map<const Var*, VarPtr>* objects);

// The dispatch predicate of a `pl.spmd(..., predicate=...)` scope (read by
// the launch, so its variables are uses at the scope), or null.
ExprPtr ScopePredicate(const ScopeStmt& scope) {
  const AttrValue* p = scope.fields().attrs.Find("predicate");
  return p && p->kind() == AttrValue::Kind::kExpr ? p->AsExpr() : nullptr;
}

bool IsOpCall(const ExprPtr& e, absl::string_view name) {
  auto call = As<Call>(e);
  return call && !call->IsFunctionCall() && call->callee_name() == name;
}

// Exact-kind Var (not an IterArg): the reference's direction and store rules
// only look at plain variables.
const Var* PlainVar(const ExprPtr& e) {
  if (e && e->kind() == NodeKind::kVar) return static_cast<const Var*>(e.get());
  return nullptr;
}

// Walks every call in a statement tree.
template <typename F>
void ForEachCall(const StmtPtr& s, F&& f);

template <typename F>
void ForEachCallExpr(const ExprPtr& e, F& f) {
  if (!e) return;
  switch (e->kind()) {
    case NodeKind::kCall: {
      auto call = std::static_pointer_cast<const Call>(e);
      f(call);
      for (const auto& a : call->args()) ForEachCallExpr(a, f);
      break;
    }
    case NodeKind::kBinary: {
      const auto& b = static_cast<const BinaryExpr&>(*e);
      ForEachCallExpr(b.lhs(), f);
      ForEachCallExpr(b.rhs(), f);
      break;
    }
    case NodeKind::kUnary:
      ForEachCallExpr(static_cast<const UnaryExpr&>(*e).operand(), f);
      break;
    case NodeKind::kMakeTuple:
      for (const auto& a : static_cast<const MakeTuple&>(*e).elements()) ForEachCallExpr(a, f);
      break;
    case NodeKind::kTupleGetItem:
      ForEachCallExpr(static_cast<const TupleGetItem&>(*e).tuple(), f);
      break;
    default:
      break;
  }
}

template <typename F>
void ForEachCall(const StmtPtr& s, F&& f) {
  if (!s) return;
  switch (s->kind()) {
    case NodeKind::kAssign:
      ForEachCallExpr(static_cast<const AssignStmt&>(*s).value(), f);
      break;
    case NodeKind::kEval:
      ForEachCallExpr(static_cast<const EvalStmt&>(*s).expr(), f);
      break;
    case NodeKind::kReturn:
      for (const auto& v : static_cast<const ReturnStmt&>(*s).values()) ForEachCallExpr(v, f);
      break;
    case NodeKind::kYield:
      for (const auto& v : static_cast<const YieldStmt&>(*s).values()) ForEachCallExpr(v, f);
      break;
    case NodeKind::kSeq:
      for (const auto& c : static_cast<const SeqStmts&>(*s).stmts()) ForEachCall(c, f);
      break;
    case NodeKind::kIf: {
      const auto& op = static_cast<const IfStmt&>(*s);
      ForEachCallExpr(op.condition(), f);
      ForEachCall(op.then_body(), f);
      ForEachCall(op.else_body(), f);
      break;
    }
    case NodeKind::kFor: {
      const auto& op = static_cast<const ForStmt&>(*s);
      ForEachCallExpr(op.start(), f);
      ForEachCallExpr(op.stop(), f);
      ForEachCallExpr(op.step(), f);
      for (const auto& ia : op.iter_args()) ForEachCallExpr(ia->init_value(), f);
      ForEachCall(op.body(), f);
      break;
    }
    case NodeKind::kWhile: {
      const auto& op = static_cast<const WhileStmt&>(*s);
      for (const auto& ia : op.iter_args()) ForEachCallExpr(ia->init_value(), f);
      ForEachCallExpr(op.condition(), f);
      ForEachCall(op.body(), f);
      break;
    }
    case NodeKind::kScope:
      ForEachCall(static_cast<const ScopeStmt&>(*s).body(), f);
      break;
    default:
      break;
  }
}

void CollectObjectsExpr(const ExprPtr& e, std::unordered_map<const Var*, VarPtr>* objects) {
  if (!e) return;
  switch (e->kind()) {
    case NodeKind::kVar:
    case NodeKind::kIterArg:
      objects->emplace(static_cast<const Var*>(e.get()), std::static_pointer_cast<const Var>(e));
      break;
    case NodeKind::kBinary: {
      const auto& b = static_cast<const BinaryExpr&>(*e);
      CollectObjectsExpr(b.lhs(), objects);
      CollectObjectsExpr(b.rhs(), objects);
      break;
    }
    case NodeKind::kUnary:
      CollectObjectsExpr(static_cast<const UnaryExpr&>(*e).operand(), objects);
      break;
    case NodeKind::kCall:
      for (const auto& a : static_cast<const Call&>(*e).args()) CollectObjectsExpr(a, objects);
      break;
    case NodeKind::kSubmit: {
      const auto& submit = static_cast<const Submit&>(*e);
      for (const auto& a : submit.args()) CollectObjectsExpr(a, objects);
      for (const auto& d : submit.deps()) CollectObjectsExpr(d, objects);
      CollectObjectsExpr(submit.core_num(), objects);
      CollectObjectsExpr(submit.predicate(), objects);
      break;
    }
    case NodeKind::kMakeTuple:
      for (const auto& a : static_cast<const MakeTuple&>(*e).elements()) {
        CollectObjectsExpr(a, objects);
      }
      break;
    case NodeKind::kTupleGetItem:
      CollectObjectsExpr(static_cast<const TupleGetItem&>(*e).tuple(), objects);
      break;
    default:
      break;
  }
}

void CollectObjects(const StmtPtr& s, std::unordered_map<const Var*, VarPtr>* objects) {
  if (!s) return;
  auto def = [&](const VarPtr& v) {
    if (v) (*objects)[v.get()] = v;
  };
  switch (s->kind()) {
    case NodeKind::kAssign: {
      const auto& a = static_cast<const AssignStmt&>(*s);
      def(a.var());
      CollectObjectsExpr(a.value(), objects);
      break;
    }
    case NodeKind::kEval:
      CollectObjectsExpr(static_cast<const EvalStmt&>(*s).expr(), objects);
      break;
    case NodeKind::kReturn:
      for (const auto& v : static_cast<const ReturnStmt&>(*s).values()) {
        CollectObjectsExpr(v, objects);
      }
      break;
    case NodeKind::kYield:
      for (const auto& v : static_cast<const YieldStmt&>(*s).values()) {
        CollectObjectsExpr(v, objects);
      }
      break;
    case NodeKind::kSeq:
      for (const auto& c : static_cast<const SeqStmts&>(*s).stmts()) CollectObjects(c, objects);
      break;
    case NodeKind::kIf: {
      const auto& op = static_cast<const IfStmt&>(*s);
      for (const auto& rv : op.return_vars()) def(rv);
      CollectObjectsExpr(op.condition(), objects);
      CollectObjects(op.then_body(), objects);
      CollectObjects(op.else_body(), objects);
      break;
    }
    case NodeKind::kFor: {
      const auto& op = static_cast<const ForStmt&>(*s);
      def(op.loop_var());
      for (const auto& rv : op.return_vars()) def(rv);
      for (const auto& ia : op.iter_args()) {
        def(ia);
        CollectObjectsExpr(ia->init_value(), objects);
      }
      CollectObjectsExpr(op.start(), objects);
      CollectObjectsExpr(op.stop(), objects);
      CollectObjectsExpr(op.step(), objects);
      CollectObjects(op.body(), objects);
      break;
    }
    case NodeKind::kWhile: {
      const auto& op = static_cast<const WhileStmt&>(*s);
      for (const auto& rv : op.return_vars()) def(rv);
      for (const auto& ia : op.iter_args()) {
        def(ia);
        CollectObjectsExpr(ia->init_value(), objects);
      }
      CollectObjectsExpr(op.condition(), objects);
      CollectObjects(op.body(), objects);
      break;
    }
    case NodeKind::kScope: {
      const auto& op = static_cast<const ScopeStmt&>(*s);
      CollectObjectsExpr(op.fields().core_num, objects);
      CollectObjectsExpr(ScopePredicate(op), objects);
      def(op.fields().loop_var);
      CollectObjects(op.body(), objects);
      break;
    }
    default:
      break;
  }
}

// Store targets of `tile.store` calls (third argument) inside a tree, in
// first-store order.
std::vector<const Var*> OrderedStoreTargets(const StmtPtr& body) {
  std::vector<const Var*> ordered;
  VarSet seen;
  ForEachCall(body, [&](const CallPtr& call) {
    if (!call->IsFunctionCall() && call->callee_name() == "tile.store" &&
        call->args().size() >= 3) {
      const Var* v = PlainVar(call->args()[2]);
      if (v && seen.insert(v).second) ordered.push_back(v);
    }
  });
  return ordered;
}

VarSet StoreTargets(const StmtPtr& body) {
  std::vector<const Var*> ordered = OrderedStoreTargets(body);
  return VarSet(ordered.begin(), ordered.end());
}

// Substitutes variables (uses and definitions) by pointer.
class VarSubstituter : public IRMutator {
 public:
  explicit VarSubstituter(const std::unordered_map<const Var*, VarPtr>& map) {
    for (const auto& [k, v] : map) var_remap_[k] = v;
  }
};

// Rewrites uses of variables renamed at a call site (store targets) and of
// iter_args a loop replaced because their initial value was renamed.
class RenameUses : public IRMutator {
 public:
  explicit RenameUses(const std::unordered_map<const Var*, VarPtr>* renames) : renames_(renames) {}
  ExprPtr MutateVar(const VarPtr& var) override {
    auto it = renames_->find(var.get());
    return it != renames_->end() ? ExprPtr(it->second) : IRMutator::MutateVar(var);
  }
  ExprPtr MutateIterArg(const IterArgPtr& var) override {
    auto it = renames_->find(var.get());
    return it != renames_->end() ? ExprPtr(it->second) : IRMutator::MutateIterArg(var);
  }

 private:
  const std::unordered_map<const Var*, VarPtr>* renames_;
};

std::string FreshNameLike(const std::string& name, const std::unordered_set<std::string>& used) {
  AutoName parsed = ParseAutoName(name);
  std::string role = parsed.role ? *parsed.role : "ssa";
  int next = parsed.version ? *parsed.version + 1 : 0;
  std::string candidate;
  do {
    candidate = BuildAutoName(parsed.base, parsed.qualifier, role, next++);
  } while (used.count(candidate));
  return candidate;
}

std::string HierarchySuffix(Level level, const std::optional<Role>& role) {
  std::string name = "_";
  switch (level) {
    case Level::kAIV:
      name += "aiv";
      break;
    case Level::kAIC:
      name += "aic";
      break;
    case Level::kCoreGroup:
      name += "core_group";
      break;
    case Level::kChipDie:
      name += "chip_die";
      break;
    case Level::kChip:
      name += "chip";
      break;
    case Level::kHost:
      name += "host";
      break;
    case Level::kCluster0:
      name += "cluster0";
      break;
    case Level::kCluster1:
      name += "cluster1";
      break;
    case Level::kCluster2:
      name += "cluster2";
      break;
    case Level::kGlobal:
      name += "global";
      break;
  }
  if (role) name += *role == Role::kOrchestrator ? "_orch" : "_sub_worker";
  return name + "_";
}

// Last statement index of a sequence that references (defines or uses,
// nested bodies included) each variable, built in one sweep over the
// sequence. "Referenced after statement i" is then `last[v] > i`.
struct SeqRefs {
  std::unordered_map<const Var*, size_t> last;
  bool any = false;     // some statement references some variable
  size_t max_last = 0;  // largest index of a statement with any reference
};

SeqRefs BuildSeqRefs(const std::vector<StmtPtr>& stmts) {
  SeqRefs refs;
  DefUse du;
  for (size_t j = stmts.size(); j-- > 0;) {
    du.defs_ordered.clear();
    du.uses_ordered.clear();
    du.defs.clear();
    du.uses.clear();
    CollectDefUse(stmts[j], &du);
    // Walking backwards, the first index recorded for a variable is its last.
    for (const Var* v : du.defs_ordered) refs.last.emplace(v, j);
    for (const Var* v : du.uses_ordered) refs.last.emplace(v, j);
    if (!refs.any && (!du.defs_ordered.empty() || !du.uses_ordered.empty())) {
      refs.any = true;
      refs.max_last = j;
    }
  }
  return refs;
}

// The variables code after the current point references: an explicit set
// plus, for each enclosing sequence being visited, the variables referenced
// by its statements after the one being visited. Replaces materialising the
// union of all later statements' defs/uses at every statement (quadratic).
class LiveAfter {
 public:
  LiveAfter() = default;
  explicit LiveAfter(VarSet vars) : explicit_(std::move(vars)) {}

  bool Contains(const Var* v) const {
    if (explicit_.count(v)) return true;
    for (const Frame& f : frames_) {
      auto it = f.refs->last.find(v);
      if (it != f.refs->last.end() && it->second > f.index) return true;
    }
    return false;
  }
  bool Empty() const {
    if (!explicit_.empty()) return false;
    for (const Frame& f : frames_) {
      if (f.refs->any && f.refs->max_last > f.index) return false;
    }
    return true;
  }
  void Insert(const Var* v) { explicit_.insert(v); }
  void InsertAll(const VarSet& vars) { explicit_.insert(vars.begin(), vars.end()); }
  void PushSeq(const SeqRefs* refs, size_t index) { frames_.push_back({refs, index}); }
  void PopSeq() { frames_.pop_back(); }
  void Clear() {
    explicit_.clear();
    frames_.clear();
  }

 private:
  struct Frame {
    const SeqRefs* refs;
    size_t index;
  };
  VarSet explicit_;
  std::vector<Frame> frames_;
};

// Collects into `out` every statement whose tree holds a scope of `kind`
// (the scope itself included); returns whether `s` does.
bool MarkScopeContainers(const StmtPtr& s, ScopeKind kind, std::unordered_set<const Stmt*>* out) {
  if (!s) return false;
  bool found = false;
  switch (s->kind()) {
    case NodeKind::kSeq:
      for (const auto& c : static_cast<const SeqStmts&>(*s).stmts()) {
        found |= MarkScopeContainers(c, kind, out);
      }
      break;
    case NodeKind::kIf: {
      const auto& op = static_cast<const IfStmt&>(*s);
      found |= MarkScopeContainers(op.then_body(), kind, out);
      found |= MarkScopeContainers(op.else_body(), kind, out);
      break;
    }
    case NodeKind::kFor:
      found = MarkScopeContainers(static_cast<const ForStmt&>(*s).body(), kind, out);
      break;
    case NodeKind::kWhile:
      found = MarkScopeContainers(static_cast<const WhileStmt&>(*s).body(), kind, out);
      break;
    case NodeKind::kScope: {
      const auto& op = static_cast<const ScopeStmt&>(*s);
      found = MarkScopeContainers(op.body(), kind, out) || op.scope_kind() == kind;
      break;
    }
    default:
      break;
  }
  if (found) out->insert(s.get());
  return found;
}

class Outliner {
 public:
  Outliner(const FunctionPtr& func, const OutlineOptions& options,
           std::unordered_set<std::string>* reserved, std::unordered_set<const Stmt*> containers)
      : func_name_(func->name()),
        options_(options),
        reserved_(reserved),
        containers_(std::move(containers)) {
    for (const auto& p : func->params()) {
      objects_[p.get()] = p;
      known_names_.insert(p->name_hint());
    }
    CollectObjects(func->body(), &objects_);
    for (const auto& [k, v] : objects_) known_names_.insert(v->name_hint());
  }

  // A rebuilt statement keeps its source comments.
  StmtPtr Visit(const StmtPtr& s) { return KeepLeadingComments(s, VisitStmt(s)); }

  StmtPtr VisitStmt(const StmtPtr& s) {
    if (!s) return s;
    // Without pending renames, a tree holding no scope of our kind comes back
    // unchanged; skip walking it.
    if (renames_.empty() && !containers_.count(s.get())) return s;
    switch (s->kind()) {
      case NodeKind::kSeq:
        return VisitSeq(std::static_pointer_cast<const SeqStmts>(s));
      case NodeKind::kScope:
        return VisitScope(std::static_pointer_cast<const ScopeStmt>(s));
      case NodeKind::kIf: {
        auto op = std::static_pointer_cast<const IfStmt>(s);
        StmtPtr t = Visit(op->then_body());
        StmtPtr e = Visit(op->else_body());
        ExprPtr cond = Rename(op->condition());
        if (t == op->then_body() && e == op->else_body() && cond == op->condition()) return op;
        return std::make_shared<IfStmt>(cond, t, e, op->return_vars(), op->span());
      }
      case NodeKind::kFor: {
        auto op = std::static_pointer_cast<const ForStmt>(s);
        std::vector<IterArgPtr> ias = RenameIterArgs(op->iter_args());
        StmtPtr body = Visit(op->body());
        if (body == op->body() && ias == op->iter_args()) return op;
        return std::make_shared<ForStmt>(op->loop_var(), Rename(op->start()), Rename(op->stop()),
                                         Rename(op->step()), ias, body, op->return_vars(),
                                         op->for_kind(), op->attrs(), op->span());
      }
      case NodeKind::kWhile: {
        auto op = std::static_pointer_cast<const WhileStmt>(s);
        std::vector<IterArgPtr> ias = RenameIterArgs(op->iter_args());
        StmtPtr body = Visit(op->body());
        ExprPtr cond = Rename(op->condition());
        if (body == op->body() && ias == op->iter_args() && cond == op->condition()) return op;
        return std::make_shared<WhileStmt>(cond, ias, body, op->return_vars(), op->span());
      }
      default:
        if (renames_.empty()) return s;
        return RenameUses(&renames_).MutateStmt(s);
    }
  }

  std::vector<FunctionPtr> outlined;

 private:
  ExprPtr Rename(const ExprPtr& e) {
    if (renames_.empty() || !e) return e;
    return RenameUses(&renames_).MutateExpr(e);
  }
  std::vector<IterArgPtr> RenameIterArgs(const std::vector<IterArgPtr>& ias) {
    if (renames_.empty()) return ias;
    std::vector<IterArgPtr> out;
    bool changed = false;
    for (const auto& ia : ias) {
      ExprPtr init = Rename(ia->init_value());
      if (init != ia->init_value()) {
        changed = true;
        auto fresh = std::make_shared<IterArg>(ia->name_hint(), ia->type(), init, ia->span());
        renames_[ia.get()] = fresh;
        out.push_back(fresh);
      } else {
        out.push_back(ia);
      }
    }
    return changed ? out : ias;
  }

  VarSet FallbackUsedAfter(const ScopeStmtPtr& scope) const {
    VarSet used;
    if (!inside_nested_scope_) used = CollectDefUse(scope->body()).defs;
    VarSet stores = StoreTargets(scope->body());
    used.insert(stores.begin(), stores.end());
    return used;
  }

  StmtPtr VisitSeq(const SeqStmtsPtr& op) {
    const auto& stmts = op->stmts();
    std::vector<StmtPtr> out;
    bool changed = false;
    std::optional<SeqRefs> refs;  // built at the first statement holding a scope
    for (size_t i = 0; i < stmts.size(); ++i) {
      if (IsTaskIdPlaceholder(stmts, i)) {
        // The outlined launch defines the TaskId of `with ... as tid:`.
        changed = true;
        continue;
      }
      if (!containers_.count(stmts[i].get())) {
        // No scope of our kind inside: what is referenced later is irrelevant,
        // only pending renames may apply.
        StmtPtr v = Visit(stmts[i]);
        if (v != stmts[i]) changed = true;
        out.push_back(v);
        continue;
      }
      if (!refs) refs = BuildSeqRefs(stmts);
      auto scope = As<ScopeStmt>(stmts[i]);
      if (scope && scope->scope_kind() == options_.kind) {
        LiveAfter used = required_;
        used.PushSeq(&*refs, i);
        if (used.Empty()) used = LiveAfter(FallbackUsedAfter(scope));
        out.push_back(Outline(scope, used));
        changed = true;
      } else {
        required_.PushSeq(&*refs, i);
        StmtPtr v = Visit(stmts[i]);
        required_.PopSeq();
        if (v != stmts[i]) changed = true;
        out.push_back(v);
      }
    }
    if (!changed) return op;
    return MakeSeq(std::move(out), op->span());
  }

  // `tid = system.task_invalid()` right before a scope of our kind that
  // binds `tid` (`with pl.at(...) as tid:`).
  bool IsTaskIdPlaceholder(const std::vector<StmtPtr>& stmts, size_t i) const {
    if (i + 1 >= stmts.size()) return false;
    auto scope = As<ScopeStmt>(stmts[i + 1]);
    if (!scope || scope->scope_kind() != options_.kind) return false;
    const AttrValue* tid = scope->fields().attrs.Find("task_id_var");
    if (!tid || tid->kind() != AttrValue::Kind::kExpr) return false;
    auto assign = As<AssignStmt>(stmts[i]);
    return assign && assign->var() == tid->AsExpr() &&
           IsOpCall(assign->value(), "system.task_invalid");
  }

  StmtPtr VisitScope(const ScopeStmtPtr& op) {
    if (op->scope_kind() != options_.kind) {
      bool prev = inside_nested_scope_;
      // Runtime and comm-domain scopes do not confine the names defined in
      // them (the reference's outliner walks through them as plain blocks).
      inside_nested_scope_ = prev || (op->scope_kind() != ScopeKind::kRuntime &&
                                      op->scope_kind() != ScopeKind::kCommDomain);
      StmtPtr body = Visit(op->body());
      inside_nested_scope_ = prev;
      // The scope's own expressions (launch size, a dispatch predicate) may
      // read values an earlier outline renamed.
      ScopeStmt::Fields fields = op->fields();
      bool fields_changed = false;
      if (!renames_.empty()) {
        RenameUses renamer(&renames_);
        ExprPtr core_num = renamer.MutateExpr(fields.core_num);
        std::optional<Attrs> attrs = renamer.MutateAttrs(fields.attrs);
        fields_changed = core_num != fields.core_num || attrs.has_value();
        fields.core_num = std::move(core_num);
        if (attrs) fields.attrs = std::move(*attrs);
      }
      if (body == op->body() && !fields_changed) return op;
      return std::make_shared<ScopeStmt>(std::move(fields), body, op->span());
    }
    if (required_.Empty()) return Outline(op, LiveAfter(FallbackUsedAfter(op)));
    LiveAfter used = required_;
    used.InsertAll(StoreTargets(op->body()));
    return Outline(op, used);
  }

  // Inserts into known_names_ and logs new names, so a nested outline can
  // undo its additions without copying the whole set per scope.
  void AddKnownName(const std::string& n) {
    if (known_names_.insert(n).second) known_log_.push_back(n);
  }

  bool Taken(const std::string& n) const { return known_names_.count(n) || reserved_->count(n); }
  std::string NumericSuffix(const std::string& base) const {
    int k = 0;
    std::string c;
    do {
      c = absl::StrCat(base, "_", k++);
    } while (Taken(c));
    return c;
  }
  std::string Disambiguate(const std::string& candidate) const {
    if (!Taken(candidate)) return candidate;
    if (!known_names_.count(candidate)) {
      std::string ns = absl::StrCat(func_name_, "_", candidate);
      return Taken(ns) ? NumericSuffix(ns) : ns;
    }
    return NumericSuffix(candidate);
  }

  StmtPtr Outline(const ScopeStmtPtr& op, const LiveAfter& used_after) {
    const auto& f = op->fields();
    std::string name;
    if (!f.name_hint.empty()) {
      name = f.name_hint;
      ++counter_;
    } else {
      std::string suffix = options_.name_suffix;
      if (op->scope_kind() == ScopeKind::kHierarchy && f.level) {
        suffix = HierarchySuffix(*f.level, f.role);
      }
      name = absl::StrCat(func_name_, suffix, counter_++);
    }
    name = Disambiguate(name);
    AddKnownName(name);
    reserved_->insert(name);

    DefUse body_du = CollectDefUse(op->body());
    std::unordered_map<const Var*, VarPtr> scope_objects;
    CollectObjects(op->body(), &scope_objects);

    std::vector<VarPtr> inputs;
    for (const Var* v : body_du.uses_ordered) {
      if (body_du.defs.count(v)) continue;
      auto it = objects_.find(v);
      PTOC_CHECK(it != objects_.end(), absl::StrCat("unknown variable ", v->name_hint()));
      inputs.push_back(it->second);
    }

    // Post-store aliases: `v = tile.store(..., target)` exports the target.
    std::unordered_map<const Var*, const Var*> alias_to_target;
    std::function<void(const StmtPtr&)> find_aliases = [&](const StmtPtr& s) {
      if (!s) return;
      if (auto a = As<AssignStmt>(s)) {
        if (IsOpCall(a->value(), "tile.store")) {
          auto call = As<Call>(a->value());
          if (call->args().size() >= 3) {
            if (const Var* t = PlainVar(call->args()[2])) {
              alias_to_target.emplace(a->var().get(), t);
            }
          }
        }
      } else if (auto seq = As<SeqStmts>(s)) {
        for (const auto& c : seq->stmts()) find_aliases(c);
      } else if (auto i = As<IfStmt>(s)) {
        find_aliases(i->then_body());
        find_aliases(i->else_body());
      } else if (auto fo = As<ForStmt>(s)) {
        find_aliases(fo->body());
      } else if (auto w = As<WhileStmt>(s)) {
        find_aliases(w->body());
      } else if (auto sc = As<ScopeStmt>(s)) {
        find_aliases(sc->body());
      }
    };
    find_aliases(op->body());
    const std::vector<const Var*> ordered_stores = OrderedStoreTargets(op->body());
    const VarSet stores(ordered_stores.begin(), ordered_stores.end());

    std::vector<VarPtr> outputs;
    VarSet store_outputs;
    std::vector<std::pair<const Var*, const Var*>> deferred_aliases;
    for (const Var* v : body_du.defs_ordered) {
      if (!used_after.Contains(v)) continue;
      auto al = alias_to_target.find(v);
      if (al != alias_to_target.end() && stores.count(al->second) &&
          !body_du.defs.count(al->second)) {
        deferred_aliases.emplace_back(v, al->second);
        continue;
      }
      // A loop's iter_arg lives only inside its loop, so it can be "used
      // after" only by the fallback that exports every definition of a scope
      // with nothing after it (a function whose `return` is inside the
      // scope). The outlined function cannot return it; the reference fails
      // here on rebuilding the loop, ptoc reports it as a user error at the
      // loop with the reference's words.
      if (IsA<IterArg>(scope_objects.at(v))) {
        // The loop that carries it.
        struct LoopFinder : IRVisitor {
          const Var* carried = nullptr;
          Span where;
          size_t index = 0;
          void VisitFor(const ForStmtPtr& loop) override {
            for (size_t i = 0; i < loop->iter_args().size(); ++i) {
              if (loop->iter_args()[i].get() == carried) {
                where = loop->span();
                index = i;
              }
            }
            IRVisitor::VisitFor(loop);
          }
        } finder;
        finder.carried = v;
        finder.where = op->span();
        finder.VisitStmt(op->body());
        const Span& where = finder.where;
        const size_t index = finder.index;
        ThrowUserError(
            where,
            absl::StrCat("ForStmt iter_args at index ", index,
                         " is not an IterArg after mutation: the loop-carried value '",
                         ParseAutoName(v->name_hint()).base,
                         "' would have to leave the outlined scope, which exports everything it "
                         "defines when nothing follows it (is the function's `return` inside the "
                         "scope? move it after the scope)"));
      }
      outputs.push_back(scope_objects.at(v));
    }
    if (op->scope_kind() != ScopeKind::kHierarchy) {
      // Store targets follow the reference's order: it walks a hash set filled
      // in first-store order, which for the usual one or two targets yields
      // them last-stored first (beyond two its order depends on addresses).
      for (auto it = ordered_stores.rbegin(); it != ordered_stores.rend(); ++it) {
        if (body_du.defs.count(*it)) continue;
        outputs.push_back(objects_.at(*it));
        store_outputs.insert(*it);
      }
    }

    // Nested scopes of the same kind inside the body.
    std::string saved_name = func_name_;
    int saved_counter = counter_;
    LiveAfter saved_required = required_;
    auto saved_renames = std::move(renames_);
    size_t saved_known = known_log_.size();
    func_name_ = name;
    counter_ = 0;
    // Renamed store targets stay outside (the body's parameters stand for
    // them), but the fresh iter_args of enclosing loops whose initial value an
    // earlier outline renamed are still substituted into the body, as the
    // reference's mutator does. The inputs were collected from the body before
    // that substitution, so their parameters do not replace the fresh
    // iter_args, and the launch passes the old ones: the reference leaves both
    // unbound (printed `__FREE_VAR`), and so does ptoc, to stay comparable.
    renames_.clear();
    for (const auto& [old_var, fresh] : saved_renames) {
      if (old_var->kind() == NodeKind::kIterArg) renames_.emplace(old_var, fresh);
    }
    required_.Clear();
    for (const auto& o : outputs) required_.Insert(o.get());
    for (const auto& [k, v] : scope_objects) AddKnownName(v->name_hint());
    StmtPtr body = Visit(op->body());
    func_name_ = saved_name;
    counter_ = saved_counter;
    required_ = std::move(saved_required);
    renames_ = std::move(saved_renames);
    // Forget the names added while visiting the body (they are local to it).
    while (known_log_.size() > saved_known) {
      known_names_.erase(known_log_.back());
      known_log_.pop_back();
    }

    // Parameter directions.
    std::vector<ParamDirection> dirs(inputs.size(), ParamDirection::kIn);
    std::unordered_map<const Var*, size_t> input_index;
    for (size_t i = 0; i < inputs.size(); ++i) {
      input_index[inputs[i].get()] = i;
      if (store_outputs.count(inputs[i].get())) dirs[i] = ParamDirection::kInOut;
    }
    ForEachCall(op->body(), [&](const CallPtr& call) {
      if (call->IsFunctionCall() || call->callee_name() != "tensor.assemble" ||
          call->args().empty()) {
        return;
      }
      if (const Var* v = PlainVar(call->args()[0])) {
        auto it = input_index.find(v);
        if (it != input_index.end() && dirs[it->second] == ParamDirection::kIn) {
          dirs[it->second] = ParamDirection::kInOut;
        }
      }
    });
    // An argument a called function writes (its Out/InOut parameter) is written here too.
    if (options_.program != nullptr) {
      ForEachCall(op->body(), [&](const CallPtr& call) {
        if (!call->IsFunctionCall()) return;
        FunctionPtr callee = options_.program->GetFunction(call->callee_name());
        if (!callee) return;
        const auto& callee_dirs = callee->param_directions();
        for (size_t i = 0; i < call->args().size() && i < callee_dirs.size(); ++i) {
          const Var* v = PlainVar(call->args()[i]);
          auto it = v ? input_index.find(v) : input_index.end();
          if (it == input_index.end()) continue;
          if (callee_dirs[i] == ParamDirection::kOut || callee_dirs[i] == ParamDirection::kInOut) {
            dirs[it->second] = callee_dirs[i];
          }
        }
      });
    }

    std::unordered_map<const Var*, VarPtr> subst;
    std::vector<VarPtr> params;
    for (const auto& in : inputs) {
      auto p = std::make_shared<Var>(in->name_hint(), in->type(), op->span());
      params.push_back(p);
      subst[in.get()] = p;
    }
    std::unordered_set<std::string> used_names;
    for (const auto& in : inputs) used_names.insert(in->name_hint());
    for (const auto& [k, v] : scope_objects) used_names.insert(v->name_hint());

    std::vector<VarPtr> out_vars;
    std::vector<TypePtr> return_types;
    std::unordered_map<const Var*, VarPtr> store_ret_vars;  // body target -> `_store` var
    for (const auto& o : outputs) {
      bool is_store = store_outputs.count(o.get()) > 0;
      std::string out_name = o->name_hint();
      if (is_store) {
        out_name = BuildAutoName(ParseAutoName(o->name_hint()).base, "", std::string("store"),
                                 std::nullopt);
        if (used_names.count(out_name)) out_name = FreshNameLike(out_name, used_names);
      }
      used_names.insert(out_name);
      auto ov = std::make_shared<Var>(out_name, o->type(), op->span());
      out_vars.push_back(ov);
      return_types.push_back(o->type());
      if (is_store) {
        store_ret_vars[o.get()] = ov;
      } else {
        subst[o.get()] = ov;
      }
    }
    if (!store_ret_vars.empty()) body = MaterializeStoreResults(body, store_ret_vars);
    body = VarSubstituter(subst).MutateStmt(body);

    StmtPtr fbody = body;
    if (!out_vars.empty()) {
      std::vector<ExprPtr> rets;
      for (size_t i = 0; i < outputs.size(); ++i) {
        VarPtr r = out_vars[i];
        if (store_outputs.count(outputs[i].get())) {
          auto it = input_index.find(outputs[i].get());
          if (it != input_index.end()) r = params[it->second];
        } else if (IsA<TensorType>(r->type())) {
          if (const Var* root = TraceToParam(r.get(), body, params, options_.program)) {
            for (const auto& p : params) {
              if (p.get() == root) r = p;
            }
          }
        }
        rets.push_back(r);
      }
      std::vector<StmtPtr> stmts = StmtList(body);
      stmts.push_back(std::make_shared<ReturnStmt>(std::move(rets), op->span()));
      fbody = MakeSeq(std::move(stmts), op->span());
    }

    Function::Fields ff;
    ff.name = name;
    ff.func_type = options_.func_type;
    ff.params = params;
    ff.param_directions = dirs;
    ff.return_types = return_types;
    ff.body = fbody;
    if (op->scope_kind() == ScopeKind::kHierarchy) {
      ff.level = f.level;
      ff.role = f.role;
    } else {
      ff.level = DefaultLevel(options_.func_type);
      ff.role = DefaultRole(options_.func_type);
    }
    if (op->scope_kind() == ScopeKind::kInCore) {
      if (f.split != SplitMode::kNone) {
        ff.attrs = ff.attrs.With("split", AttrValue::FromEnum(f.split));
      }
      if (const AttrValue* slot = f.attrs.Find("slot_num")) {
        ff.attrs = ff.attrs.With("slot_num", *slot);
      }
      // The window-externalisation opt-in belongs to the outlined kernel.
      if (const AttrValue* w = f.attrs.Find("windowize");
          w && w->kind() == AttrValue::Kind::kBool && w->AsBool()) {
        ff.attrs = ff.attrs.With("windowize", AttrValue::Bool(true));
      }
      AddSplitAivMarkers(op, &ff.attrs);
    }
    if (op->scope_kind() == ScopeKind::kSpmd) {
      // The launch size stays an expression of the caller's values.
      ff.attrs = ff.attrs.With("core_num", CoreNumAttr(f.core_num));
      if (f.sync_start) ff.attrs = ff.attrs.With("sync_start", AttrValue::Bool(true));
    }
    outlined.push_back(std::make_shared<Function>(std::move(ff), op->span()));

    // Call site.
    std::vector<ExprPtr> args;
    for (const auto& in : inputs) {
      // Only renamed store targets: an iter_arg is passed as the body knew it
      // (see the body's renames above).
      auto it = IsA<IterArg>(in) ? renames_.end() : renames_.find(in.get());
      args.push_back(it != renames_.end() ? ExprPtr(it->second) : ExprPtr(in));
    }
    // Launch metadata of `pl.at(..., deps=[...]) as tid`: a TaskId binding,
    // dependency edges, early resolve or a dispatch predicate make the call a
    // task launch (Submit) whose last tuple element is the producer TaskId; a
    // scope without `as tid` gets a fresh, unused TaskId variable.
    VarPtr task_id_var;
    if (const AttrValue* tid = f.attrs.Find("task_id_var");
        tid && tid->kind() == AttrValue::Kind::kExpr) {
      task_id_var = std::dynamic_pointer_cast<const Var>(tid->AsExpr());
    }
    std::vector<ExprPtr> deps;
    if (const AttrValue* d = f.attrs.Find("manual_dep_edges");
        d && d->kind() == AttrValue::Kind::kList) {
      for (const auto& e : d->AsList()) {
        if (e.kind() == AttrValue::Kind::kExpr && e.AsExpr()) deps.push_back(Rename(e.AsExpr()));
      }
    }
    Submit::Launch launch;
    if (const AttrValue* a = f.attrs.Find("allow_early_resolve");
        a && a->kind() == AttrValue::Kind::kBool) {
      launch.allow_early_resolve = a->AsBool();
    }
    if (const AttrValue* p = f.attrs.Find("predicate"); p && p->kind() == AttrValue::Kind::kExpr) {
      launch.predicate = Rename(p->AsExpr());
    }
    if (!task_id_var && (!deps.empty() || launch.allow_early_resolve || launch.predicate)) {
      std::unordered_set<std::string> names;
      for (const auto& [k, v] : objects_) names.insert(v->name_hint());
      task_id_var = std::make_shared<Var>(
          FreshNameLike("tid", names), std::make_shared<ScalarType>(DataType::kTaskId), op->span());
      objects_[task_id_var.get()] = task_id_var;
      AddKnownName(task_id_var->name_hint());
    }
    // Captured tensors named by `dumps=` become the launch's dump list, in
    // argument order.
    Attrs call_attrs;
    if (const AttrValue* d = f.attrs.Find("dump_vars"); d && d->kind() == AttrValue::Kind::kList) {
      std::vector<AttrValue> dumped;
      for (size_t i = 0; i < inputs.size(); ++i) {
        for (const auto& e : d->AsList()) {
          if (e.kind() == AttrValue::Kind::kExpr && e.AsExpr() == inputs[i]) {
            dumped.push_back(AttrValue::FromExpr(args[i]));
            break;
          }
        }
      }
      if (!dumped.empty()) call_attrs = call_attrs.With("dump_vars", AttrValue::List(dumped));
    }
    // Captured tensors named by `no_dep_args=` become the launch's NoDep
    // argument indices (sorted: DeriveCallDirections applies them as a set).
    if (const AttrValue* nd = f.attrs.Find("arg_direction_overrides_vars");
        nd && nd->kind() == AttrValue::Kind::kList) {
      std::vector<int64_t> indices;
      for (const auto& e : nd->AsList()) {
        if (e.kind() != AttrValue::Kind::kExpr) continue;
        auto it = std::find(inputs.begin(), inputs.end(), e.AsExpr());
        if (it == inputs.end()) {
          const Var* named = e.AsExpr() ? AsPtr<Var>(e.AsExpr()) : nullptr;
          ThrowUserError(op->span(),
                         absl::StrCat("pl.at(no_dep_args=[...]) names tensor '",
                                      named ? named->name_hint() : std::string("?"),
                                      "', which the scope body does not read or write"));
        }
        indices.push_back(it - inputs.begin());
      }
      std::sort(indices.begin(), indices.end());
      std::vector<AttrValue> items;
      items.reserve(indices.size());
      for (int64_t i : indices) items.push_back(AttrValue::Int(i));
      if (!items.empty()) {
        call_attrs = call_attrs.With("arg_direction_overrides", AttrValue::List(std::move(items)));
      }
    }
    if (task_id_var) {
      return OutlineAsSubmit(op, name, std::move(args), std::move(deps), std::move(launch),
                             std::move(call_attrs), return_types, outputs, task_id_var,
                             deferred_aliases, call_site_var_fn(op, store_outputs));
    }
    TypePtr call_type;
    if (return_types.size() == 1) {
      call_type = return_types[0];
    } else if (return_types.empty()) {
      call_type = UnknownType::Get();
    } else {
      call_type = std::make_shared<TupleType>(return_types);
    }
    auto call = std::make_shared<Call>(std::make_shared<GlobalVar>(name), std::move(args), Attrs(),
                                       std::move(call_attrs), call_type, op->span());
    auto call_site_var = call_site_var_fn(op, store_outputs);
    StmtPtr result;
    if (outputs.empty()) {
      result = std::make_shared<EvalStmt>(call, op->span());
    } else if (outputs.size() == 1) {
      result = std::make_shared<AssignStmt>(call_site_var(outputs[0]), call, op->span());
    } else {
      auto ret = std::make_shared<Var>(BuildAutoName("ret", "", std::string("tmp"), 0), call_type,
                                       op->span());
      std::vector<StmtPtr> stmts{std::make_shared<AssignStmt>(ret, call, op->span())};
      for (size_t i = 0; i < outputs.size(); ++i) {
        stmts.push_back(std::make_shared<AssignStmt>(
            call_site_var(outputs[i]),
            std::make_shared<TupleGetItem>(ret, static_cast<int>(i), op->span()), op->span()));
      }
      result = std::make_shared<SeqStmts>(std::move(stmts), op->span());
    }
    for (const auto& [alias, target] : deferred_aliases) {
      auto it = renames_.find(target);
      if (it != renames_.end()) renames_[alias] = it->second;
    }
    return result;
  }

  // The call-site variable of an output: a store target gets a fresh name
  // (its later uses are renamed to it).
  std::function<VarPtr(const VarPtr&)> call_site_var_fn(const ScopeStmtPtr& op,
                                                        const VarSet& store_outputs) {
    return [this, op, store_outputs](const VarPtr& o) -> VarPtr {
      if (!store_outputs.count(o.get())) return o;
      std::unordered_set<std::string> names;
      for (const auto& [k, v] : objects_) names.insert(v->name_hint());
      auto fresh =
          std::make_shared<Var>(FreshNameLike(o->name_hint(), names), o->type(), op->span());
      renames_[o.get()] = fresh;
      objects_[fresh.get()] = fresh;
      AddKnownName(fresh->name_hint());
      return fresh;
    };
  }

  // `ret = pl.submit(self.<outlined>, args..., deps=[...])`, then the
  // outputs and the TaskId from the result tuple.
  StmtPtr OutlineAsSubmit(const ScopeStmtPtr& op, const std::string& name,
                          std::vector<ExprPtr> args, std::vector<ExprPtr> deps,
                          Submit::Launch launch, Attrs call_attrs,
                          const std::vector<TypePtr>& return_types,
                          const std::vector<VarPtr>& outputs, const VarPtr& task_id_var,
                          const std::vector<std::pair<const Var*, const Var*>>& deferred_aliases,
                          const std::function<VarPtr(const VarPtr&)>& call_site_var) {
    std::vector<TypePtr> types = return_types;
    types.push_back(std::make_shared<ScalarType>(DataType::kTaskId));
    auto type = std::make_shared<TupleType>(std::move(types));
    auto submit = std::make_shared<Submit>(std::make_shared<GlobalVar>(name), std::move(args),
                                           std::move(deps), std::move(launch), Attrs(),
                                           std::move(call_attrs), type, op->span());
    auto ret =
        std::make_shared<Var>(BuildAutoName("ret", "", std::string("tmp"), 0), type, op->span());
    std::vector<StmtPtr> stmts{std::make_shared<AssignStmt>(ret, submit, op->span())};
    for (size_t i = 0; i < outputs.size(); ++i) {
      stmts.push_back(std::make_shared<AssignStmt>(
          call_site_var(outputs[i]),
          std::make_shared<TupleGetItem>(ret, static_cast<int>(i), op->span()), op->span()));
    }
    stmts.push_back(std::make_shared<AssignStmt>(
        task_id_var,
        std::make_shared<TupleGetItem>(ret, static_cast<int>(outputs.size()), op->span()),
        op->span()));
    for (const auto& [alias, target] : deferred_aliases) {
      auto it = renames_.find(target);
      if (it != renames_.end()) renames_[alias] = it->second;
    }
    return std::make_shared<SeqStmts>(std::move(stmts), op->span());
  }

  // `tile.store` into an exported target also binds the target's `_store`
  // result variable, wherever the store is (in a branch or loop body too).
  // `pl.split_aiv` regions in an outlined InCore scope become the kernel's
  // `split_aiv` marker, with the regions' mode as the kernel's `split` when
  // they all share one (the per-region mode stays authoritative).
  static void AddSplitAivMarkers(const ScopeStmtPtr& scope, Attrs* attrs) {
    std::vector<const ScopeStmt*> regions;
    ForEachSplitAivRegion(scope->body(), &regions);
    if (regions.empty()) return;
    if (scope->fields().split != SplitMode::kNone || scope->fields().split_written) {
      ThrowUserError(
          scope->span(),
          "scope combines a function-level pl.split(...) (optimizations=[pl.split(...)]) with "
          "pl.split_aiv region(s); these are mutually exclusive AIV-split mechanisms. Remove "
          "optimizations=[pl.split(...)] or the pl.split_aiv region(s)");
    }
    *attrs = attrs->With("split_aiv", AttrValue::Bool(true));
    const SplitMode mode = regions.front()->fields().split;
    for (const ScopeStmt* region : regions) {
      if (region->fields().split != mode) return;
    }
    *attrs = attrs->With("split", AttrValue::FromEnum(mode));
  }

  // The split_aiv regions of a statement, outermost only.
  static void ForEachSplitAivRegion(const StmtPtr& s, std::vector<const ScopeStmt*>* out) {
    class Finder : public IRVisitor {
     public:
      explicit Finder(std::vector<const ScopeStmt*>* out) : out_(out) {}
      void VisitScope(const ScopeStmtPtr& scope) override {
        if (scope->scope_kind() == ScopeKind::kSplitAiv) {
          out_->push_back(scope.get());
          return;
        }
        IRVisitor::VisitScope(scope);
      }

     private:
      std::vector<const ScopeStmt*>* out_;
    } finder(out);
    finder.VisitStmt(s);
  }

  StmtPtr MaterializeStoreResults(const StmtPtr& s,
                                  const std::unordered_map<const Var*, VarPtr>& targets) {
    class Materializer : public IRMutator {
     public:
      explicit Materializer(const std::unordered_map<const Var*, VarPtr>& targets)
          : targets_(targets) {}
      StmtPtr MutateEval(const EvalStmtPtr& ev) override {
        if (VarPtr v = StoreTarget(ev->expr())) {
          return std::make_shared<AssignStmt>(v, ev->expr(), ev->span());
        }
        return ev;
      }
      StmtPtr MutateAssign(const AssignStmtPtr& a) override {
        if (VarPtr v = StoreTarget(a->value())) {
          return MakeSeq({a, std::make_shared<AssignStmt>(v, a->var(), a->span())}, a->span());
        }
        return a;
      }

     private:
      VarPtr StoreTarget(const ExprPtr& e) const {
        if (!IsOpCall(e, "tile.store")) return nullptr;
        auto call = As<Call>(e);
        if (call->args().size() < 3) return nullptr;
        const Var* t = PlainVar(call->args()[2]);
        auto it = t ? targets_.find(t) : targets_.end();
        return it != targets_.end() ? it->second : nullptr;
      }
      const std::unordered_map<const Var*, VarPtr>& targets_;
    };
    if (!s) return s;
    return Materializer(targets).MutateStmt(s);
  }

  std::string func_name_;
  OutlineOptions options_;
  std::unordered_set<std::string>* reserved_;
  std::unordered_map<const Var*, VarPtr> objects_;
  std::unordered_set<std::string> known_names_;
  std::vector<std::string> known_log_;  // names added by AddKnownName, in order
  LiveAfter required_;
  std::unordered_set<const Stmt*> containers_;  // statements holding a scope of our kind
  std::unordered_map<const Var*, VarPtr> renames_;
  int counter_ = 0;
  bool inside_nested_scope_ = false;
};

}  // namespace

void CollectDefUse(const StmtPtr& s, DefUse* out) {
  if (!s) return;
  switch (s->kind()) {
    case NodeKind::kAssign: {
      const auto& a = static_cast<const AssignStmt&>(*s);
      AddDef(a.var(), out);
      CollectExprUses(a.value(), out);
      break;
    }
    case NodeKind::kEval:
      CollectExprUses(static_cast<const EvalStmt&>(*s).expr(), out);
      break;
    case NodeKind::kReturn:
      for (const auto& v : static_cast<const ReturnStmt&>(*s).values()) CollectExprUses(v, out);
      break;
    case NodeKind::kYield:
      for (const auto& v : static_cast<const YieldStmt&>(*s).values()) CollectExprUses(v, out);
      break;
    case NodeKind::kSeq:
      for (const auto& c : static_cast<const SeqStmts&>(*s).stmts()) CollectDefUse(c, out);
      break;
    case NodeKind::kIf: {
      const auto& op = static_cast<const IfStmt&>(*s);
      for (const auto& rv : op.return_vars()) AddDef(rv, out);
      CollectExprUses(op.condition(), out);
      CollectDefUse(op.then_body(), out);
      CollectDefUse(op.else_body(), out);
      break;
    }
    case NodeKind::kFor: {
      const auto& op = static_cast<const ForStmt&>(*s);
      AddDef(op.loop_var(), out);
      for (const auto& rv : op.return_vars()) AddDef(rv, out);
      for (const auto& ia : op.iter_args()) {
        AddDef(ia, out);
        CollectExprUses(ia->init_value(), out);
      }
      CollectExprUses(op.start(), out);
      CollectExprUses(op.stop(), out);
      CollectExprUses(op.step(), out);
      CollectDefUse(op.body(), out);
      break;
    }
    case NodeKind::kWhile: {
      const auto& op = static_cast<const WhileStmt&>(*s);
      for (const auto& rv : op.return_vars()) AddDef(rv, out);
      for (const auto& ia : op.iter_args()) {
        AddDef(ia, out);
        CollectExprUses(ia->init_value(), out);
      }
      CollectExprUses(op.condition(), out);
      CollectDefUse(op.body(), out);
      break;
    }
    case NodeKind::kScope: {
      const auto& op = static_cast<const ScopeStmt&>(*s);
      if (op.scope_kind() == ScopeKind::kSpmd) {
        CollectExprUses(op.fields().core_num, out);
        CollectExprUses(ScopePredicate(op), out);
      }
      // The loop variable of a `for v in pl.split_aiv(...)` / `pl.spmd(...)`
      // region is defined by the region itself.
      if (op.fields().loop_var) AddDef(op.fields().loop_var, out);
      CollectDefUse(op.body(), out);
      break;
    }
    default:
      break;
  }
}

DefUse CollectDefUse(const StmtPtr& stmt) {
  DefUse out;
  CollectDefUse(stmt, &out);
  return out;
}

AttrValue CoreNumAttr(const ExprPtr& core_num) {
  auto c = As<ConstInt>(core_num);
  if (c && c->dtype() == DataType::kIndex) return AttrValue::Int(c->value());
  return AttrValue::FromExpr(core_num);
}

OutlineResult OutlineScopes(const FunctionPtr& function, const OutlineOptions& options,
                            std::unordered_set<std::string>* reserved) {
  OutlineResult result;
  std::unordered_set<const Stmt*> containers;
  if (!MarkScopeContainers(function->body(), options.kind, &containers)) {
    result.body = function->body();  // nothing to outline
    return result;
  }
  Outliner outliner(function, options, reserved, std::move(containers));
  result.body = outliner.Visit(function->body());
  result.outlined = std::move(outliner.outlined);
  return result;
}

}  // namespace ptoc::transforms
