// ConvertToSSA: gives every variable a single definition.
//
// Each assignment gets a fresh version (`x__ssa_vN`); variables reassigned in
// a loop become iter_args (`x__iter_vN`) with return vars (`x__rv_vN`); an if
// whose branches leave different versions gets phi return vars
// (`x__phi_vN`); loop variables become `i__idx_vN`. Versions are counted per
// source variable in the order the reference allocates them, so generated
// names match its dumps. A source variable is one Var object: the parser
// shares it between rebindings of a name, as the reference's frontend does,
// and two variables of one name in different branches stay two. Scopes are
// transparent, except that outlinable scopes stop escaping-variable promotion
// of loops nested inside them.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/transforms/analysis/auto_name.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR-heavy file
using VarSet = std::unordered_set<const Var*>;
using VarMap = std::unordered_map<const Var*, VarPtr>;
using VersionMap = absl::flat_hash_map<const Var*, VarPtr>;

// Per variable, the statements of a sequence that define it or read it from
// outside (`read`; a statement doing both reads first), newest first.
struct SuffixReads {
  struct Event {
    uint32_t index;
    bool read;
  };
  // Most variables have one or two events in a sequence: kept inline.
  absl::flat_hash_map<const Var*, absl::InlinedVector<Event, 2>> events;
};

constexpr uint64_t kNoRestriction = ~uint64_t{0};

// The variables that the statements after `position` in a sequence read
// before redefining them (none without a sequence), optionally restricted to
// those that had a version before insertion number `versioned_before`.
struct FutureNeeds {
  std::shared_ptr<const SuffixReads> suffix;
  size_t position = 0;
  uint64_t versioned_before = kNoRestriction;
};

// Type a new version of an assigned variable takes: the value's type when it
// carries full metadata (variables, tensors, tiles, tuples), the declared type
// otherwise (scalar expressions).
TypePtr AssignedType(const TypePtr& declared, const ExprPtr& value) {
  TypePtr vt = value ? value->type() : nullptr;
  if (!vt || vt->kind() == NodeKind::kUnknownType) return declared;
  if (IsA<Var>(value) || IsA<ShapedType>(vt) || IsA<TupleType>(vt)) return vt;
  return declared;
}

// ---------------------------------------------------------------------------
// Yield helpers. A yield may only be the trailing statement of a body; it can
// sit inside a transparent (runtime / split-aiv) scope at the end.

bool IsTransparentScope(const StmtPtr& s) {
  auto scope = As<ScopeStmt>(s);
  return scope && (scope->scope_kind() == ScopeKind::kRuntime ||
                   scope->scope_kind() == ScopeKind::kSplitAiv);
}

void CheckNoMidBodyYield(const StmtPtr& s) {
  auto seq = As<SeqStmts>(s);
  if (!seq) return;
  for (size_t i = 0; i + 1 < seq->stmts().size(); ++i) {
    if (IsA<YieldStmt>(seq->stmts()[i])) {
      ThrowUserError(seq->stmts()[i]->span(),
                     "ConvertToSSA: a yield must be the last statement of its body");
    }
  }
}

YieldStmtPtr TrailingYield(const StmtPtr& s) {
  CheckNoMidBodyYield(s);
  if (auto y = As<YieldStmt>(s)) return y;
  if (IsTransparentScope(s)) return TrailingYield(As<ScopeStmt>(s)->body());
  if (auto seq = As<SeqStmts>(s)) {
    if (!seq->stmts().empty()) return TrailingYield(seq->stmts().back());
  }
  return nullptr;
}

StmtPtr ReplaceOrAppendYield(const StmtPtr& s, const std::vector<ExprPtr>& values,
                             const Span& span) {
  CheckNoMidBodyYield(s);
  auto yield = std::make_shared<YieldStmt>(values, span);
  if (IsTransparentScope(s)) {
    auto scope = As<ScopeStmt>(s);
    return std::make_shared<ScopeStmt>(
        scope->fields(), ReplaceOrAppendYield(scope->body(), values, span), scope->span());
  }
  if (auto seq = As<SeqStmts>(s)) {
    std::vector<StmtPtr> stmts = seq->stmts();
    if (!stmts.empty() && TrailingYield(stmts.back())) {
      stmts.back() = ReplaceOrAppendYield(stmts.back(), values, span);
    } else {
      stmts.push_back(yield);
    }
    return MakeSeq(std::move(stmts), seq->span());
  }
  if (IsA<YieldStmt>(s)) return yield;
  return MakeSeq({s, yield}, span);
}

// ---------------------------------------------------------------------------

// Stands for a type object of the reference's IR (see FindInitValue): kind 1
// a parameter's type (ptr: the parameter), kind 2 return type `index` of a
// callee (ptr: the callee), kind 3 a for loop variable's type, which its
// versions keep (ptr: the original loop variable), kind 4 the type an
// annotation gives a variable (ptr: the variable), kind 5 the type of one
// expression of the input (ptr: the expression), kind 6 the unknown type (one
// object); kind 0 is a fresh object equal to nothing.
struct TypeToken {
  int kind = 0;
  const void* ptr = nullptr;
  int index = 0;
  bool operator==(const TypeToken& o) const {
    return kind != 0 && kind == o.kind && ptr == o.ptr && index == o.index;
  }
};

class SsaConverter {
 public:
  FunctionPtr Convert(const FunctionPtr& func) {
    orig_params_ = func->params();
    for (const auto& p : orig_params_) orig_param_set_.insert(p.get());
    orig_dirs_ = func->param_directions();
    Function::Fields fields = func->fields();
    fields.params.clear();
    CollectOriginalTokens(func->body());
    for (const auto& p : func->params()) {
      fields.params.push_back(AllocVersion(p.get(), p->type(), p->span()));
      version_tokens_[fields.params.back().get()] = {1, p.get()};
    }
    fields.body = ConvertStmt(func->body());
    return func->WithFields(std::move(fields));
  }

 private:
  // Substitutes current versions for variable uses (also inside types and
  // expression-valued attributes).
  class Substituter : public IRMutator {
   public:
    explicit Substituter(SsaConverter* c) : c_(c) {}
    ExprPtr MutateVar(const VarPtr& var) override { return Lookup(var); }
    ExprPtr MutateIterArg(const IterArgPtr& var) override { return Lookup(var); }
    // As in the reference, a type keeps its MemRef as written: only shape and
    // view expressions are renamed (a MemRef whose base was renamed then
    // names the pre-SSA variable).
    ExprPtr MutateMemRef(const MemRefPtr& memref) override { return memref; }

   private:
    ExprPtr Lookup(const VarPtr& var) {
      auto it = c_->cur_.find(var.get());
      return it != c_->cur_.end() ? ExprPtr(it->second) : ExprPtr(var);
    }
    SsaConverter* c_;
  };

  // ---- analyses (on original statements, in terms of source variables) ----

  void CollectUses(const ExprPtr& e, VarSet* out) const {
    if (!e) return;
    switch (e->kind()) {
      case NodeKind::kVar:
      case NodeKind::kIterArg:
        out->insert(static_cast<const Var*>(e.get()));
        break;
      case NodeKind::kBinary: {
        const auto& b = static_cast<const BinaryExpr&>(*e);
        CollectUses(b.lhs(), out);
        CollectUses(b.rhs(), out);
        break;
      }
      case NodeKind::kUnary:
        CollectUses(static_cast<const UnaryExpr&>(*e).operand(), out);
        break;
      case NodeKind::kCall: {
        const auto& c = static_cast<const Call&>(*e);
        for (const auto& a : c.args()) CollectUses(a, out);
        for (const auto& kv : c.kwargs()) CollectAttrUses(kv.second, out);
        break;
      }
      case NodeKind::kSubmit: {
        const auto& c = static_cast<const Submit&>(*e);
        for (const auto& a : c.args()) CollectUses(a, out);
        for (const auto& d : c.deps()) CollectUses(d, out);
        CollectUses(c.core_num(), out);
        CollectUses(c.predicate(), out);
        for (const auto& kv : c.kwargs()) CollectAttrUses(kv.second, out);
        break;
      }
      case NodeKind::kMakeTuple:
        for (const auto& a : static_cast<const MakeTuple&>(*e).elements()) CollectUses(a, out);
        break;
      case NodeKind::kTupleGetItem:
        CollectUses(static_cast<const TupleGetItem&>(*e).tuple(), out);
        break;
      default:
        break;
    }
  }
  void CollectAttrUses(const AttrValue& v, VarSet* out) const {
    if (v.kind() == AttrValue::Kind::kExpr) CollectUses(v.AsExpr(), out);
    if (v.kind() == AttrValue::Kind::kList) {
      for (const auto& x : v.AsList()) CollectAttrUses(x, out);
    }
  }

  // Keys of every assignment target inside `s`.
  void CollectAssignDefs(const StmtPtr& s, VarSet* out) const {
    if (!s) return;
    switch (s->kind()) {
      case NodeKind::kAssign:
        out->insert(static_cast<const AssignStmt&>(*s).var().get());
        break;
      case NodeKind::kSeq:
        for (const auto& c : static_cast<const SeqStmts&>(*s).stmts()) CollectAssignDefs(c, out);
        break;
      case NodeKind::kIf: {
        const auto& op = static_cast<const IfStmt&>(*s);
        CollectAssignDefs(op.then_body(), out);
        CollectAssignDefs(op.else_body(), out);
        break;
      }
      case NodeKind::kFor:
        CollectAssignDefs(static_cast<const ForStmt&>(*s).body(), out);
        break;
      case NodeKind::kWhile:
        CollectAssignDefs(static_cast<const WhileStmt&>(*s).body(), out);
        break;
      case NodeKind::kScope:
        CollectAssignDefs(static_cast<const ScopeStmt&>(*s).body(), out);
        break;
      default:
        break;
    }
  }

  // Declared type (of the last assignment in walk order) per assigned key.
  void CollectAssignTypes(const StmtPtr& s, std::unordered_map<const Var*, TypePtr>* out,
                          std::unordered_map<const Var*, TypeToken>* tokens) const {
    if (!s) return;
    switch (s->kind()) {
      case NodeKind::kAssign: {
        const auto& a = static_cast<const AssignStmt&>(*s);
        const Var* key = a.var().get();
        (*out)[key] = AssignedType(key->type(), a.value());
        if (tokens) {
          (*tokens)[key] = AssignmentToken(
              a.value(), a.value(), [this](const Var* v) { return OriginalToken(v); },
              OriginalToken(key));
        }
        break;
      }
      case NodeKind::kSeq:
        for (const auto& c : static_cast<const SeqStmts&>(*s).stmts()) {
          CollectAssignTypes(c, out, tokens);
        }
        break;
      case NodeKind::kIf: {
        const auto& op = static_cast<const IfStmt&>(*s);
        CollectAssignTypes(op.then_body(), out, tokens);
        CollectAssignTypes(op.else_body(), out, tokens);
        break;
      }
      case NodeKind::kFor:
        CollectAssignTypes(static_cast<const ForStmt&>(*s).body(), out, tokens);
        break;
      case NodeKind::kWhile:
        CollectAssignTypes(static_cast<const WhileStmt&>(*s).body(), out, tokens);
        break;
      case NodeKind::kScope:
        CollectAssignTypes(static_cast<const ScopeStmt&>(*s).body(), out, tokens);
        break;
      default:
        break;
    }
  }

  // Variables a statement reads from its surroundings (order-aware: a value
  // defined before its use inside the statement is not live-in).
  VarSet LiveIn(const StmtPtr& s) const {
    VarSet out;
    if (!s) return out;
    switch (s->kind()) {
      case NodeKind::kAssign:
        CollectUses(static_cast<const AssignStmt&>(*s).value(), &out);
        break;
      case NodeKind::kEval:
        CollectUses(static_cast<const EvalStmt&>(*s).expr(), &out);
        break;
      case NodeKind::kReturn:
        for (const auto& v : static_cast<const ReturnStmt&>(*s).values()) CollectUses(v, &out);
        break;
      case NodeKind::kYield:
        for (const auto& v : static_cast<const YieldStmt&>(*s).values()) CollectUses(v, &out);
        break;
      case NodeKind::kSeq:
        return SeqLiveIn(static_cast<const SeqStmts&>(*s).stmts());
      case NodeKind::kFor: {
        const auto& op = static_cast<const ForStmt&>(*s);
        CollectUses(op.start(), &out);
        CollectUses(op.stop(), &out);
        CollectUses(op.step(), &out);
        for (const auto& ia : op.iter_args()) CollectUses(ia->init_value(), &out);
        VarSet body = LiveIn(op.body());
        body.erase(op.loop_var().get());
        for (const auto& ia : op.iter_args()) body.erase(ia.get());
        out.insert(body.begin(), body.end());
        break;
      }
      case NodeKind::kWhile: {
        const auto& op = static_cast<const WhileStmt&>(*s);
        CollectUses(op.condition(), &out);
        for (const auto& ia : op.iter_args()) CollectUses(ia->init_value(), &out);
        VarSet body = LiveIn(op.body());
        for (const auto& ia : op.iter_args()) body.erase(ia.get());
        out.insert(body.begin(), body.end());
        break;
      }
      case NodeKind::kIf: {
        const auto& op = static_cast<const IfStmt&>(*s);
        CollectUses(op.condition(), &out);
        VarSet t = LiveIn(op.then_body());
        out.insert(t.begin(), t.end());
        VarSet e = LiveIn(op.else_body());
        out.insert(e.begin(), e.end());
        break;
      }
      case NodeKind::kScope: {
        const auto& op = static_cast<const ScopeStmt&>(*s);
        out = LiveIn(op.body());
        if (op.scope_kind() == ScopeKind::kSpmd) CollectUses(op.fields().core_num, &out);
        break;
      }
      default:
        break;
    }
    return out;
  }

  VarSet SeqLiveIn(const std::vector<StmtPtr>& stmts) const {
    VarSet defined, live;
    for (const auto& s : stmts) {
      for (const Var* v : LiveIn(s)) {
        if (!defined.count(v)) live.insert(v);
      }
      CollectAssignDefs(s, &defined);
    }
    return live;
  }

  // ---- versions ----

  int NextVersion(const Var* key) { return ver_[key]++; }

  ExprPtr SubstExpr(const ExprPtr& e) {
    if (!e) return e;
    Substituter s(this);
    return s.MutateExpr(e);
  }
  TypePtr SubstType(const TypePtr& t) {
    if (!t) return t;
    Substituter s(this);
    return s.MutateType(t);
  }

  VarPtr AllocVersion(const Var* key, const TypePtr& type, const Span& span) {
    int v = NextVersion(key);
    auto var = std::make_shared<Var>(VersionedName(key->name_hint(), "ssa", v, key->span()),
                                     SubstType(type), span);
    SetCurrent(key, var);
    return var;
  }

  // ---- current versions, undone per branch and loop ----
  // An if's branches and a loop's body each start from the versions before
  // them, and the construct continues from those. Instead of copying cur_ at
  // every if and loop (quadratic in a long function), each write while such a
  // construct is open is logged with the version it replaced, and the
  // construct undoes its own writes.

  void SetCurrent(const Var* key, VarPtr version) {
    auto [it, inserted] = cur_.try_emplace(key);
    if (inserted) inserted_at_[key] = next_insertion_++;
    if (open_constructs_ > 0) undo_log_.push_back({key, inserted ? nullptr : it->second});
    it->second = std::move(version);
  }

  // Starts logging for a construct; the mark is where its writes begin.
  size_t BeginConstruct() {
    ++open_constructs_;
    return undo_log_.size();
  }
  void EndConstruct() {
    if (--open_constructs_ == 0) undo_log_.clear();
  }

  // Each variable written since `mark`, with its version now.
  VersionMap WrittenSince(size_t mark) const {
    VersionMap written;
    for (size_t i = mark; i < undo_log_.size(); ++i) {
      const Var* key = undo_log_[i].key;
      if (!written.contains(key)) written.emplace(key, cur_.at(key));
    }
    return written;
  }

  // Undoes the writes since `mark`; returns each variable they wrote with its
  // version at `mark` (null: it had none).
  VersionMap UndoTo(size_t mark) {
    VersionMap prior;
    while (undo_log_.size() > mark) {
      PriorVersion& last = undo_log_.back();
      if (last.version) {
        cur_[last.key] = last.version;
      } else {
        cur_.erase(last.key);
        inserted_at_.erase(last.key);
      }
      prior[last.key] = std::move(last.version);  // the earliest write's is kept last
      undo_log_.pop_back();
    }
    return prior;
  }

  // By name, and variables sharing a name in creation order: the callers
  // collect from hash containers, whose order must not show in the output.
  static void SortByName(std::vector<const Var*>* v) {
    std::sort(v->begin(), v->end(), [](const Var* a, const Var* b) {
      if (a->name_hint() != b->name_hint()) return a->name_hint() < b->name_hint();
      return a->unique_id() < b->unique_id();
    });
  }

  // Init value for an escaping variable: an Out/InOut param of the same type,
  // else the earliest-created pre-loop value of that type.
  VarPtr FindInitValue(const TypeToken& token, const VarMap& pre) const {
    for (size_t i = 0; i < orig_params_.size(); ++i) {
      if (orig_dirs_[i] == ParamDirection::kIn) continue;
      auto it = pre.find(orig_params_[i].get());
      if (it != pre.end() && VersionToken(it->second.get()) == token) return it->second;
    }
    const Var* best_key = nullptr;
    VarPtr best;
    for (const auto& [key, v] : pre) {
      if (!(VersionToken(v.get()) == token)) continue;
      if (!best_key || key->unique_id() < best_key->unique_id()) {
        best_key = key;
        best = v;
      }
    }
    return best;
  }

  // ---- type-object identity ----
  // The reference seeds an escaping variable's iter_arg with a pre-loop
  // variable only when that variable's type is the very object the escaping
  // variable's last assignment gives it (pointer identity), and otherwise
  // with a free placeholder. ptoc shares type objects differently (interned
  // scalar types, memoised annotations), so the reference's sharing is
  // tracked as tokens: a parameter's type, a callee's declared return type
  // (shared by calls to it and by the elements of a submit's tuple), the
  // type a variable value or a write into a destination passes on, an
  // annotation's own type (ir::Var::annotation_typed), the unknown type, and
  // otherwise the type of each expression of the input, which an unannotated
  // variable assigned from it shares.

  // Writes whose result type is their destination's type object.
  static const Var* WriteDestination(const Call& call) {
    static const auto* const kDestination = new std::unordered_map<std::string, size_t>{
        {"tile.store", 2}, {"tile.mscatter", 2}, {"tile.write", 0}, {"tensor.write", 0}};
    if (call.IsFunctionCall()) return nullptr;
    auto it = kDestination->find(call.callee_name());
    if (it == kDestination->end() || it->second >= call.args().size()) return nullptr;
    const ExprPtr& dest = call.args()[it->second];
    return dest && IsA<Var>(dest) ? static_cast<const Var*>(dest.get()) : nullptr;
  }

  // The token of `value`'s type; `var_token` gives a variable's. `original`
  // is the expression of the input `value` stands for (itself, or what it
  // was before variables were renamed): the reference keeps an expression's
  // type object when it renames the variables in it.
  template <typename VarToken>
  TypeToken ValueToken(const ExprPtr& original, const ExprPtr& value,
                       const VarToken& var_token) const {
    if (!value) return {};
    if (IsA<Var>(value)) return var_token(static_cast<const Var*>(value.get()));
    const TypeToken own{5, original ? original.get() : value.get(), 0};
    if (auto call = As<Call>(value)) {
      if (call->IsFunctionCall()) {
        return IsA<TupleType>(call->type()) ? own : TypeToken{2, call->op().get(), 0};
      }
      if (const Var* dest = WriteDestination(*call)) return var_token(dest);
      return own;
    }
    if (auto item = As<TupleGetItem>(value)) {
      // The launch is known by the input's (unrenamed) tuple variable.
      const auto* original_item = original ? AsPtr<TupleGetItem>(original) : nullptr;
      const void* callee = LaunchCallee(original_item ? original_item->tuple() : item->tuple());
      return callee ? TypeToken{2, callee, item->index()} : own;
    }
    return own;
  }

  // The function a call or submit (or a variable bound to one) launches.
  const void* LaunchCallee(const ExprPtr& e) const {
    if (!e) return nullptr;
    if (auto call = As<Call>(e)) return call->IsFunctionCall() ? call->op().get() : nullptr;
    if (auto submit = As<Submit>(e)) return submit->op().get();
    if (IsA<Var>(e)) {
      auto it = launch_results_.find(static_cast<const Var*>(e.get()));
      return it != launch_results_.end() ? it->second : nullptr;
    }
    return nullptr;
  }

  // The token of an original (pre-SSA) variable's type: a parameter's own,
  // or what its first assignment gave it.
  TypeToken OriginalToken(const Var* v) const {
    if (orig_param_set_.count(v)) return {1, v};
    if (orig_loop_vars_.count(v)) return {3, v};
    auto it = original_tokens_.find(v);
    return it != original_tokens_.end() ? it->second : TypeToken{};
  }

  TypeToken VersionToken(const Var* v) const {
    auto it = version_tokens_.find(v);
    return it != version_tokens_.end() ? it->second : TypeToken{};
  }

  // The type token an assignment of `value` to `key` gives, as the
  // reference's authoritative assignment type: the value's for a variable,
  // a tensor, a tile or a tuple; the variable's own otherwise.
  template <typename VarToken>
  TypeToken AssignmentToken(const ExprPtr& original, const ExprPtr& value,
                            const VarToken& var_token, const TypeToken& own) const {
    TypePtr vt = value ? value->type() : nullptr;
    if (vt && vt->kind() != NodeKind::kUnknownType &&
        (IsA<Var>(value) || IsA<ShapedType>(vt) || IsA<TupleType>(vt))) {
      return ValueToken(original, value, var_token);
    }
    return own;
  }

  // The token of an original variable's type, set by its first assignment:
  // its annotation's own object, the unknown type, or its value's type.
  TypeToken FirstAssignmentToken(const Var* key, const ExprPtr& value) const {
    if (key->annotation_typed()) return {4, key, 0};
    if (key->type() && key->type()->kind() == NodeKind::kUnknownType) return {6, nullptr, 0};
    return ValueToken(value, value, [this](const Var* v) { return OriginalToken(v); });
  }

  // The reference's loop builder gives an iter_arg its init value's type
  // object and the i-th return variable the i-th iter_arg's.
  void RecordLoopResultTokens(const std::vector<IterArgPtr>& iter_args,
                              const std::vector<VarPtr>& return_vars) {
    for (size_t i = 0; i < iter_args.size(); ++i) {
      const ExprPtr& init = iter_args[i]->init_value();
      const TypeToken token =
          ValueToken(init, init, [this](const Var* v) { return OriginalToken(v); });
      original_tokens_.emplace(iter_args[i].get(), token);
      if (i < return_vars.size()) original_tokens_.emplace(return_vars[i].get(), token);
    }
  }

  // Records the first assignment of every original variable, in order.
  void CollectOriginalTokens(const StmtPtr& s) {
    if (!s) return;
    switch (s->kind()) {
      case NodeKind::kAssign: {
        const auto& a = static_cast<const AssignStmt&>(*s);
        const Var* key = a.var().get();
        if (const void* callee = LaunchCallee(a.value())) launch_results_[key] = callee;
        if (original_tokens_.count(key) || OriginalToken(key).kind == 1) break;
        original_tokens_[key] = FirstAssignmentToken(key, a.value());
        break;
      }
      case NodeKind::kSeq:
        for (const auto& c : static_cast<const SeqStmts&>(*s).stmts()) CollectOriginalTokens(c);
        break;
      case NodeKind::kIf: {
        const auto& op = static_cast<const IfStmt&>(*s);
        CollectOriginalTokens(op.then_body());
        CollectOriginalTokens(op.else_body());
        break;
      }
      case NodeKind::kFor: {
        const auto& op = static_cast<const ForStmt&>(*s);
        if (op.loop_var()) orig_loop_vars_.insert(op.loop_var().get());
        RecordLoopResultTokens(op.iter_args(), op.return_vars());
        CollectOriginalTokens(op.body());
        break;
      }
      case NodeKind::kWhile: {
        const auto& op = static_cast<const WhileStmt&>(*s);
        RecordLoopResultTokens(op.iter_args(), op.return_vars());
        CollectOriginalTokens(op.body());
        break;
      }
      case NodeKind::kScope:
        CollectOriginalTokens(static_cast<const ScopeStmt&>(*s).body());
        break;
      default:
        break;
    }
  }

  // ---- statements ----

  // The source comments of a statement stay with its converted form.
  StmtPtr ConvertStmt(const StmtPtr& s) { return KeepLeadingComments(s, ConvertStmtBody(s)); }

  StmtPtr ConvertStmtBody(const StmtPtr& s) {
    if (!s) return s;
    switch (s->kind()) {
      case NodeKind::kAssign:
        return ConvertAssign(std::static_pointer_cast<const AssignStmt>(s));
      case NodeKind::kSeq:
        return ConvertSeq(std::static_pointer_cast<const SeqStmts>(s));
      case NodeKind::kFor:
        return ConvertFor(std::static_pointer_cast<const ForStmt>(s));
      case NodeKind::kWhile:
        return ConvertWhile(std::static_pointer_cast<const WhileStmt>(s));
      case NodeKind::kIf:
        return ConvertIf(std::static_pointer_cast<const IfStmt>(s));
      case NodeKind::kReturn: {
        auto op = std::static_pointer_cast<const ReturnStmt>(s);
        std::vector<ExprPtr> vals;
        for (const auto& v : op->values()) vals.push_back(SubstExpr(v));
        return std::make_shared<ReturnStmt>(std::move(vals), op->span());
      }
      case NodeKind::kYield: {
        auto op = std::static_pointer_cast<const YieldStmt>(s);
        std::vector<ExprPtr> vals;
        for (const auto& v : op->values()) vals.push_back(SubstExpr(v));
        return std::make_shared<YieldStmt>(std::move(vals), op->span());
      }
      case NodeKind::kEval: {
        auto op = std::static_pointer_cast<const EvalStmt>(s);
        ExprPtr e = SubstExpr(op->expr());
        if (e == op->expr()) return op;
        return std::make_shared<EvalStmt>(std::move(e), op->span());
      }
      case NodeKind::kScope:
        return ConvertScope(std::static_pointer_cast<const ScopeStmt>(s));
      default:
        return s;
    }
  }

  StmtPtr ConvertAssign(const AssignStmtPtr& op) {
    ExprPtr value = SubstExpr(op->value());
    const Var* key = op->var().get();
    VarPtr var = AllocVersion(key, AssignedType(key->type(), value), op->var()->span());
    version_tokens_[var.get()] = AssignmentToken(
        op->value(), value, [this](const Var* v) { return VersionToken(v); }, OriginalToken(key));
    return std::make_shared<AssignStmt>(std::move(var), std::move(value), op->span());
  }

  // Statements that hold no nested statement (so never read future_needs_).
  static bool IsLeafStmt(const StmtPtr& stmt) {
    switch (stmt->kind()) {
      case NodeKind::kAssign:
      case NodeKind::kEval:
      case NodeKind::kReturn:
      case NodeKind::kYield:
      case NodeKind::kBreak:
      case NodeKind::kContinue:
        return true;
      default:
        return false;
    }
  }

  StmtPtr ConvertSeq(const SeqStmtsPtr& op) {
    CheckNoMidBodyYield(op);
    const auto& stmts = op->stmts();
    size_t n = stmts.size();
    // What each statement defines and reads from outside, so that a loop or
    // scope statement can ask which variables the statements after it read
    // (future_needs_) without a copy of that set per statement.
    auto suffix = std::make_shared<SuffixReads>();
    for (size_t j = n; j > 0; --j) {
      const StmtPtr& stmt = stmts[j - 1];
      const auto index = static_cast<uint32_t>(j - 1);
      VarSet defs;
      CollectAssignDefs(stmt, &defs);
      for (const Var* v : defs) suffix->events[v].push_back({index, false});
      for (const Var* v : LiveIn(stmt)) {
        auto& events = suffix->events[v];
        if (!events.empty() && events.back().index == index) {
          events.back().read = true;
        } else {
          events.push_back({index, true});
        }
      }
    }
    std::vector<StmtPtr> out;
    out.reserve(n);
    for (size_t i = 0; i < n; ++i) {
      if (!IsLeafStmt(stmts[i])) future_needs_ = FutureNeeds{suffix, i};
      out.push_back(ConvertStmt(stmts[i]));
    }
    // Nothing is read after the sequence from inside it.
    future_needs_ = FutureNeeds{};
    return MakeSeq(std::move(out), op->span());
  }

  // Shared loop machinery of for and while.
  struct LoopPlan {
    std::vector<IterArgPtr> iter_args;
    std::unordered_map<const Var*, const Var*> ia_source;  // new iter_arg -> source key
    std::vector<const Var*> carried, escaping;
    std::vector<VarPtr> carried_rvs, escaping_rvs;
    size_t num_existing = 0;
  };

  LoopPlan PlanLoop(const std::vector<IterArgPtr>& existing, const StmtPtr& body,
                    const Var* loop_var_key, const VarMap& before, const FutureNeeds& future,
                    const Span& span) {
    LoopPlan plan;
    plan.num_existing = existing.size();
    VarSet existing_set;
    for (const auto& ia : existing) {
      TypePtr type = SubstType(ia->type());
      const bool same_type = type == ia->type();
      auto fresh = std::make_shared<IterArg>(ia->name_hint(), std::move(type),
                                             SubstExpr(ia->init_value()), ia->span());
      if (same_type) version_tokens_[fresh.get()] = OriginalToken(ia.get());
      plan.iter_args.push_back(fresh);
      plan.ia_source[fresh.get()] = ia.get();
      existing_set.insert(ia.get());
    }
    VarSet assigned;
    CollectAssignDefs(body, &assigned);
    for (const Var* v : assigned) {
      if (v == loop_var_key || existing_set.count(v)) continue;
      if (before.count(v)) {
        plan.carried.push_back(v);
      } else if (Needed(future, v)) {
        plan.escaping.push_back(v);
      }
    }
    SortByName(&plan.carried);
    SortByName(&plan.escaping);
    std::unordered_map<const Var*, TypePtr> types;
    std::unordered_map<const Var*, TypeToken> tokens;
    CollectAssignTypes(body, &types, &tokens);

    for (const Var* key : plan.carried) {
      const VarPtr& init = before.at(key);
      int iv = NextVersion(key);
      auto ia = std::make_shared<IterArg>(VersionedName(key->name_hint(), "iter", iv, key->span()),
                                          init->type(), init, span);
      version_tokens_[ia.get()] = VersionToken(init.get());
      plan.iter_args.push_back(ia);
      plan.ia_source[ia.get()] = key;
      int rv = NextVersion(key);
      plan.carried_rvs.push_back(std::make_shared<Var>(
          VersionedName(key->name_hint(), "rv", rv, key->span()), init->type(), span));
      version_tokens_[plan.carried_rvs.back().get()] = VersionToken(init.get());
    }
    std::vector<const Var*> kept_escaping;
    for (const Var* key : plan.escaping) {
      auto it = types.find(key);
      if (it == types.end()) continue;
      TypePtr type = SubstType(it->second);
      // A type naming renamed variables is rebuilt: a new object, which no
      // pre-loop variable has.
      const TypeToken token = type == it->second ? tokens[key] : TypeToken{};
      ExprPtr init = FindInitValue(token, before);
      if (!init) init = std::make_shared<Var>(key->name_hint(), type, span);
      int iv = NextVersion(key);
      auto ia = std::make_shared<IterArg>(VersionedName(key->name_hint(), "iter", iv, key->span()),
                                          type, init, span);
      version_tokens_[ia.get()] = token;
      plan.iter_args.push_back(ia);
      plan.ia_source[ia.get()] = key;
      int rv = NextVersion(key);
      plan.escaping_rvs.push_back(std::make_shared<Var>(
          VersionedName(key->name_hint(), "rv", rv, key->span()), type, span));
      version_tokens_[plan.escaping_rvs.back().get()] = token;
      kept_escaping.push_back(key);
    }
    plan.escaping = std::move(kept_escaping);
    return plan;
  }

  void RegisterIterArgs(const LoopPlan& plan) {
    for (const auto& ia : plan.iter_args) {
      auto it = plan.ia_source.find(ia.get());
      if (it != plan.ia_source.end()) SetCurrent(it->second, ia);
      SetCurrent(ia.get(), ia);
    }
  }

  // After the loop (begun at `mark`): outer versions plus the loop's results.
  // Returns all return vars in iter_arg order and the rebuilt body with its
  // yield.
  std::pair<std::vector<VarPtr>, StmtPtr> FinishLoop(const LoopPlan& plan,
                                                     const std::vector<VarPtr>& old_rvs,
                                                     const StmtPtr& new_body, size_t mark,
                                                     const Span& span) {
    // The body's last versions of the carried and escaping variables.
    std::vector<ExprPtr> carried_yields;
    for (const Var* key : plan.carried) carried_yields.push_back(cur_.at(key));
    for (const Var* key : plan.escaping) {
      auto it = cur_.find(key);
      if (it != cur_.end()) carried_yields.push_back(it->second);
    }
    UndoTo(mark);
    EndConstruct();
    for (size_t i = 0; i < plan.carried.size(); ++i) {
      SetCurrent(plan.carried[i], plan.carried_rvs[i]);
    }
    for (size_t i = 0; i < plan.escaping.size(); ++i) {
      SetCurrent(plan.escaping[i], plan.escaping_rvs[i]);
    }
    std::vector<VarPtr> rvs;
    for (const auto& rv : old_rvs) {
      TypePtr type = SubstType(rv->type());
      const bool same_type = type == rv->type();
      auto fresh = std::make_shared<Var>(rv->name_hint(), std::move(type), rv->span());
      if (same_type) version_tokens_[fresh.get()] = OriginalToken(rv.get());
      SetCurrent(rv.get(), fresh);
      rvs.push_back(fresh);
    }
    for (size_t i = 0; i < plan.iter_args.size() && i < rvs.size(); ++i) {
      auto it = plan.ia_source.find(plan.iter_args[i].get());
      if (it != plan.ia_source.end()) SetCurrent(it->second, rvs[i]);
    }
    rvs.insert(rvs.end(), plan.carried_rvs.begin(), plan.carried_rvs.end());
    rvs.insert(rvs.end(), plan.escaping_rvs.begin(), plan.escaping_rvs.end());

    std::vector<ExprPtr> yields;
    if (auto y = TrailingYield(new_body)) yields = y->values();
    yields.insert(yields.end(), carried_yields.begin(), carried_yields.end());
    StmtPtr body = new_body;
    if (!yields.empty()) body = ReplaceOrAppendYield(new_body, yields, span);
    return {std::move(rvs), std::move(body)};
  }

  StmtPtr ConvertFor(const ForStmtPtr& op) {
    const FutureNeeds future = future_needs_;
    ExprPtr start = SubstExpr(op->start());
    ExprPtr stop = SubstExpr(op->stop());
    ExprPtr step = SubstExpr(op->step());
    const size_t mark = BeginConstruct();
    const Var* lv_key = op->loop_var().get();
    LoopPlan plan = PlanLoop(op->iter_args(), op->body(), lv_key, cur_, future, op->span());

    int lvv = NextVersion(lv_key);
    auto loop_var =
        std::make_shared<Var>(VersionedName(lv_key->name_hint(), "idx", lvv, lv_key->span()),
                              op->loop_var()->type(), op->loop_var()->span());
    SetCurrent(lv_key, loop_var);
    version_tokens_[loop_var.get()] = {3, lv_key};
    RegisterIterArgs(plan);
    StmtPtr new_body = ConvertStmt(op->body());
    auto [rvs, body] = FinishLoop(plan, op->return_vars(), new_body, mark, op->span());
    return std::make_shared<ForStmt>(std::move(loop_var), std::move(start), std::move(stop),
                                     std::move(step), plan.iter_args, std::move(body),
                                     std::move(rvs), op->for_kind(), op->attrs(), op->span());
  }

  StmtPtr ConvertWhile(const WhileStmtPtr& op) {
    const FutureNeeds future = future_needs_;
    const size_t mark = BeginConstruct();
    LoopPlan plan = PlanLoop(op->iter_args(), op->body(), nullptr, cur_, future, op->span());
    RegisterIterArgs(plan);
    ExprPtr cond = SubstExpr(op->condition());
    StmtPtr new_body = ConvertStmt(op->body());
    auto [rvs, body] = FinishLoop(plan, op->return_vars(), new_body, mark, op->span());
    return std::make_shared<WhileStmt>(std::move(cond), plan.iter_args, std::move(body),
                                       std::move(rvs), op->span());
  }

  StmtPtr ConvertIf(const IfStmtPtr& op) {
    ExprPtr cond = SubstExpr(op->condition());
    const size_t mark = BeginConstruct();
    StmtPtr new_then = ConvertStmt(op->then_body());
    const VersionMap then_written = WrittenSince(mark);
    // Versions before the if of every variable either branch writes.
    VersionMap before = UndoTo(mark);
    StmtPtr new_else;
    VersionMap else_written;
    if (op->else_body()) {
      new_else = ConvertStmt(op->else_body());
      else_written = WrittenSince(mark);
      for (auto& [key, version] : UndoTo(mark)) before.try_emplace(key, std::move(version));
    }
    EndConstruct();
    // A variable's version at the end of a branch (null: it has none).
    auto at_end = [&](const VersionMap& written, const Var* key) {
      auto it = written.find(key);
      return it != written.end() ? it->second : before.at(key);
    };

    // A variable needs a phi when a branch changed the version it had before
    // the if, or when both branches define one it did not have.
    std::vector<const Var*> phis;
    for (const auto& [key, prior] : before) {
      const VarPtr then_version = at_end(then_written, key);
      const VarPtr else_version = at_end(else_written, key);
      const bool changed = prior ? (then_version != prior || else_version != prior)
                                 : (then_version != nullptr && else_version != nullptr);
      if (changed) {
        phis.push_back(key);
      }
    }
    SortByName(&phis);

    std::vector<VarPtr> return_vars;
    auto version_existing = [&](const VarPtr& rv) {
      int v = NextVersion(rv.get());
      auto nrv = std::make_shared<Var>(VersionedName(rv->name_hint(), "rv", v, rv->span()),
                                       SubstType(rv->type()), rv->span());
      return_vars.push_back(nrv);
      SetCurrent(rv.get(), nrv);
    };
    if (phis.empty()) {
      for (const auto& rv : op->return_vars()) version_existing(rv);
      return std::make_shared<IfStmt>(std::move(cond), std::move(new_then), std::move(new_else),
                                      std::move(return_vars), op->span());
    }
    std::vector<ExprPtr> then_yields, else_yields;
    for (const Var* key : phis) {
      VarPtr tv = at_end(then_written, key);
      VarPtr ev = at_end(else_written, key);
      int pv = NextVersion(key);
      auto phi = std::make_shared<Var>(VersionedName(key->name_hint(), "phi", pv, key->span()),
                                       tv->type(), op->span());
      version_tokens_[phi.get()] = VersionToken(tv.get());
      return_vars.push_back(phi);
      then_yields.push_back(tv);
      else_yields.push_back(ev);
      SetCurrent(key, phi);
    }
    // Return vars the if already had (an explicit-SSA if, e.g. one built by
    // CtrlFlowTransform around a break) get new versions after the phis. As in
    // the reference, the branch yields are replaced by the phi values alone:
    // the values the if yielded before are dropped.
    for (const VarPtr& rv : op->return_vars()) {
      if (std::find(phis.begin(), phis.end(), rv.get()) != phis.end()) continue;
      version_existing(rv);
    }
    StmtPtr then_body = ReplaceOrAppendYield(new_then, then_yields, op->span());
    StmtPtr else_body = new_else ? ReplaceOrAppendYield(new_else, else_yields, op->span())
                                 : std::make_shared<YieldStmt>(else_yields, op->span());
    return std::make_shared<IfStmt>(std::move(cond), std::move(then_body), std::move(else_body),
                                    std::move(return_vars), op->span());
  }

  StmtPtr ConvertScope(const ScopeStmtPtr& op) {
    // Attributes and core_num are evaluated at scope entry.
    ScopeStmt::Fields fields = op->fields();
    bool changed = false;
    {
      Substituter s(this);
      if (auto attrs = s.MutateAttrs(fields.attrs)) {
        fields.attrs = std::move(*attrs);
        changed = true;
      }
      ExprPtr core_num = s.MutateExpr(fields.core_num);
      if (core_num != fields.core_num) {
        fields.core_num = std::move(core_num);
        changed = true;
      }
    }
    // A split_aiv region's lane index is a definition, versioned as the
    // reference's `aiv_id = pl.tile.get_subblock_idx()` binding is.
    if (fields.loop_var && op->scope_kind() == ScopeKind::kSplitAiv) {
      const Var* key = fields.loop_var.get();
      fields.loop_var = AllocVersion(key, key->type(), fields.loop_var->span());
      changed = true;
    }
    // An outlinable scope is a boundary for escaping-variable promotion:
    // loops inside it must not carry values only defined further down the
    // outer sequence.
    const bool boundary = !IsTransparentScope(op);
    FutureNeeds saved;
    if (boundary) {
      saved = future_needs_;
      // Only what has a version at the scope's entry.
      future_needs_.versioned_before = std::min(future_needs_.versioned_before, next_insertion_);
    }
    StmtPtr body = ConvertStmt(op->body());
    if (boundary) future_needs_ = std::move(saved);
    if (body == op->body() && !changed) return op;
    return std::make_shared<ScopeStmt>(std::move(fields), std::move(body), op->span());
  }

  // Whether a statement after `future`'s position in its sequence reads `v`
  // before redefining it, and `v` had a version when the restriction began.
  bool Needed(const FutureNeeds& future, const Var* v) const {
    if (!future.suffix) return false;
    auto it = future.suffix->events.find(v);
    if (it == future.suffix->events.end()) return false;
    // Events are newest statement first: the first one after `position` is
    // the last of those with a larger index.
    const auto& events = it->second;
    auto end = std::partition_point(events.begin(), events.end(), [&](const SuffixReads::Event& e) {
      return e.index > future.position;
    });
    if (end == events.begin() || !std::prev(end)->read) return false;
    if (future.versioned_before == kNoRestriction) return true;
    auto at = inserted_at_.find(v);
    return at != inserted_at_.end() && at->second < future.versioned_before;
  }

  VarMap cur_;
  // When each key of cur_ got its first version (a counter), for FutureNeeds'
  // restriction to what existed at a scope's entry.
  absl::flat_hash_map<const Var*, uint64_t> inserted_at_;
  uint64_t next_insertion_ = 0;
  // Writes to cur_ while an if or loop is open, newest last (see SetCurrent).
  struct PriorVersion {
    const Var* key;
    VarPtr version;  // null: the variable had no version
  };
  std::vector<PriorVersion> undo_log_;
  int open_constructs_ = 0;
  std::unordered_map<const Var*, int> ver_;
  FutureNeeds future_needs_;
  std::vector<VarPtr> orig_params_;
  VarSet orig_param_set_;  // OriginalToken asks once per assignment
  VarSet orig_loop_vars_;
  std::unordered_map<const Var*, TypeToken> original_tokens_;
  std::unordered_map<const Var*, TypeToken> version_tokens_;
  // Variables bound to a call's or a submit's tuple, and the callee.
  std::unordered_map<const Var*, const void*> launch_results_;
  std::vector<ParamDirection> orig_dirs_;
};

// Host-level SubWorker functions hold opaque host code whose names must stay
// as written.
bool SkipFunction(const FunctionPtr& f) {
  std::optional<Role> role = f->role() ? f->role() : DefaultRole(f->func_type());
  std::optional<Level> level = f->level() ? f->level() : DefaultLevel(f->func_type());
  if (!role || *role != Role::kSubWorker || !level) return false;
  return *level >= Level::kHost;
}

}  // namespace

ir::ProgramPtr ConvertToSSA(const ir::ProgramPtr& program) {
  std::vector<ir::FunctionPtr> functions;
  for (const auto& f : program->functions()) {
    if (SkipFunction(f) || !f->body()) {
      functions.push_back(f);
      continue;
    }
    SsaConverter converter;
    functions.push_back(converter.Convert(f));
  }
  return program->WithFunctions(std::move(functions));
}

}  // namespace ptoc::transforms
