#include "compiler/transforms/analysis/window_externalization.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kPass[] = "OptimizeOrchTensors";
constexpr char kCloneSuffix[] = "__windowed";

using VarMap = std::unordered_map<const Var*, ExprPtr>;
using Exprs = std::vector<ExprPtr>;

// ---------------------------------------------------------------------------
// Expression helpers.

// Counts uses of one variable (definitions and types do not count; an
// iter_arg's init value does).
class RefCounter : public IRVisitor {
 public:
  explicit RefCounter(const Var* target) : target_(target) {}
  size_t count = 0;
  void VisitVar(const VarPtr& v) override { count += v.get() == target_ ? 1 : 0; }
  void VisitIterArg(const IterArgPtr& v) override { count += v.get() == target_ ? 1 : 0; }
  void VisitVarDef(const VarPtr& v) override {
    if (auto ia = As<IterArg>(v)) VisitExpr(ia->init_value());
  }
  void VisitType(const TypePtr&) override {}

 private:
  const Var* target_;
};

size_t RefsIn(const StmtPtr& stmt, const Var* var) {
  if (!stmt || !var) return 0;
  RefCounter c(var);
  c.VisitStmt(stmt);
  return c.count;
}

size_t RefsIn(const ExprPtr& expr, const Var* var) {
  if (!expr || !var) return 0;
  RefCounter c(var);
  c.VisitExpr(expr);
  return c.count;
}

// Every variable used in an expression (types ignored).
class VarCollector : public IRVisitor {
 public:
  std::unordered_set<const Var*> vars;
  bool has_call = false;
  void VisitVar(const VarPtr& v) override { vars.insert(v.get()); }
  void VisitIterArg(const IterArgPtr& v) override { vars.insert(v.get()); }
  void VisitCall(const CallPtr& c) override {
    has_call = true;
    IRVisitor::VisitCall(c);
  }
  void VisitType(const TypePtr&) override {}
};

bool OnlyVarsIn(const ExprPtr& e, const std::unordered_set<const Var*>& allowed) {
  VarCollector c;
  c.VisitExpr(e);
  for (const Var* v : c.vars) {
    if (!allowed.count(v)) return false;
  }
  return true;
}

bool AllOnlyVarsIn(const Exprs& es, const std::unordered_set<const Var*>& allowed) {
  for (const auto& e : es) {
    if (!OnlyVarsIn(e, allowed)) return false;
  }
  return true;
}

bool HasCall(const ExprPtr& e) {
  VarCollector c;
  c.VisitExpr(e);
  return c.has_call;
}

void AddVarsOf(const Exprs& es, std::unordered_set<const Var*>* out) {
  for (const auto& e : es) {
    VarCollector c;
    c.VisitExpr(e);
    out->insert(c.vars.begin(), c.vars.end());
  }
}

std::unordered_set<const Var*> ParamSet(const FunctionPtr& f) {
  std::unordered_set<const Var*> s;
  for (const auto& p : f->params()) s.insert(p.get());
  return s;
}

bool SameExpr(const ExprPtr& a, const ExprPtr& b) { return arith::ExprDeepEqual(a, b); }

bool SameExprs(const Exprs& a, const Exprs& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!SameExpr(a[i], b[i])) return false;
  }
  return true;
}

std::optional<int64_t> IntValue(const ExprPtr& e) {
  auto c = As<ConstInt>(e);
  if (!c) return std::nullopt;
  return c->value();
}

bool AllZero(const Exprs& offsets) {
  for (const auto& o : offsets) {
    auto v = IntValue(o);
    if (!v || *v != 0) return false;
  }
  return true;
}

ExprPtr Simplified(const ExprPtr& e) {
  arith::Analyzer analyzer;
  return analyzer.Simplify(e);
}

ExprPtr Sub(const ExprPtr& a, const ExprPtr& b) {
  return arith::MakeBinary(BinaryOp::kSub, a, b, a->span());
}

ExprPtr Add(const ExprPtr& a, const ExprPtr& b) {
  return arith::MakeBinary(BinaryOp::kAdd, a, b, a->span());
}

ExprPtr Subst(const ExprPtr& e, const VarMap& m) { return m.empty() ? e : SubstituteVars(e, m); }

ExprPtr IndexConst(int64_t v, const Span& span) {
  return std::make_shared<ConstInt>(v, DataType::kIndex, span);
}

const Var* VarOf(const ExprPtr& e) {
  auto v = As<Var>(e);
  return v ? v.get() : nullptr;
}

TensorTypePtr TensorOf(const TypePtr& t) { return As<TensorType>(t); }

// A tuple type whose last element is a TaskId: the result of a task launch.
bool ReturnsTaskId(const TypePtr& type) {
  auto tuple = As<TupleType>(type);
  if (!tuple || tuple->types().empty()) return false;
  auto last = As<ScalarType>(tuple->types().back());
  return last && last->dtype() == DataType::kTaskId;
}

bool IsOutLike(ParamDirection d) {
  return d == ParamDirection::kOut || d == ParamDirection::kInOut;
}

// Integer linear form sum(coeff * var) + constant (no overflow checks are
// needed beyond what int64 offers for index arithmetic of real programs).
struct Linear {
  std::map<const Var*, int64_t> coeffs;
  int64_t constant = 0;
};

std::optional<Linear> ParseLinear(const ExprPtr& e) {
  if (auto c = IntValue(e)) return Linear{{}, *c};
  if (auto v = As<Var>(e)) {
    Linear l;
    l.coeffs[v.get()] = 1;
    return l;
  }
  auto b = As<BinaryExpr>(e);
  if (!b) return std::nullopt;
  if (b->op() == BinaryOp::kAdd || b->op() == BinaryOp::kSub) {
    auto l = ParseLinear(b->lhs());
    auto r = ParseLinear(b->rhs());
    if (!l || !r) return std::nullopt;
    const int64_t sign = b->op() == BinaryOp::kAdd ? 1 : -1;
    l->constant += sign * r->constant;
    for (const auto& [v, c] : r->coeffs) {
      l->coeffs[v] += sign * c;
      if (l->coeffs[v] == 0) l->coeffs.erase(v);
    }
    return l;
  }
  if (b->op() == BinaryOp::kMul) {
    ExprPtr inner;
    int64_t scale = 0;
    if (auto c = IntValue(b->lhs())) {
      scale = *c;
      inner = b->rhs();
    } else if (auto c2 = IntValue(b->rhs())) {
      scale = *c2;
      inner = b->lhs();
    } else {
      return std::nullopt;
    }
    auto l = ParseLinear(inner);
    if (!l) return std::nullopt;
    l->constant *= scale;
    Linear out;
    out.constant = l->constant;
    for (const auto& [v, c] : l->coeffs) {
      if (c * scale != 0) out.coeffs[v] = c * scale;
    }
    return out;
  }
  return std::nullopt;
}

std::optional<int64_t> LinearDiff(const ExprPtr& a, const ExprPtr& b) {
  auto la = ParseLinear(a);
  auto lb = ParseLinear(b);
  if (!la || !lb || la->coeffs != lb->coeffs) return std::nullopt;
  return la->constant - lb->constant;
}

// max_extent - min_offset as a constant, when provable.
std::optional<int64_t> ConstSpan(const ExprPtr& max_extent, const ExprPtr& min_offset) {
  if (auto c = IntValue(Simplified(Sub(max_extent, min_offset)))) return c;
  return LinearDiff(max_extent, min_offset);
}

// The smaller (or larger) of two offsets, when their order is provable.
std::optional<ExprPtr> SelectExtreme(const ExprPtr& a, const ExprPtr& b, bool want_min) {
  if (!a) return b;
  if (!b) return a;
  if (SameExpr(a, b)) return a;
  std::optional<int64_t> diff = IntValue(Simplified(Sub(a, b)));
  if (!diff) diff = LinearDiff(a, b);
  if (!diff) return std::nullopt;
  return want_min ? (*diff <= 0 ? a : b) : (*diff >= 0 ? a : b);
}

// Coefficient of `loop_var` in an expression affine in it (nullopt when not
// affine).
std::optional<int64_t> AffineCoeff(const ExprPtr& e, const Var* loop_var) {
  if (!e) return std::nullopt;
  if (RefsIn(e, loop_var) == 0) return 0;
  if (VarOf(e) == loop_var) return 1;
  auto b = As<BinaryExpr>(e);
  if (!b) return std::nullopt;
  if (b->op() == BinaryOp::kAdd || b->op() == BinaryOp::kSub) {
    auto l = AffineCoeff(b->lhs(), loop_var);
    auto r = AffineCoeff(b->rhs(), loop_var);
    if (!l || !r) return std::nullopt;
    return b->op() == BinaryOp::kAdd ? *l + *r : *l - *r;
  }
  if (b->op() == BinaryOp::kMul) {
    if (auto c = IntValue(b->lhs())) {
      auto r = AffineCoeff(b->rhs(), loop_var);
      if (!r) return std::nullopt;
      return *c * *r;
    }
    if (auto c = IntValue(b->rhs())) {
      auto l = AffineCoeff(b->lhs(), loop_var);
      if (!l) return std::nullopt;
      return *c * *l;
    }
  }
  return std::nullopt;
}

std::optional<int64_t> StaticTripCount(const ForStmtPtr& loop) {
  auto start = IntValue(loop->start());
  auto stop = IntValue(loop->stop());
  auto step = IntValue(loop->step());
  if (!start || !stop || !step || *step == 0) return std::nullopt;
  if ((*step > 0 && *stop <= *start) || (*step < 0 && *stop >= *start)) return 0;
  const int64_t dist = std::llabs(*stop - *start);
  const int64_t s = std::llabs(*step);
  return (dist + s - 1) / s;
}

std::optional<int64_t> KnownTripCount(const ForStmtPtr& loop) {
  if (auto t = StaticTripCount(loop)) return t;
  auto step = IntValue(loop->step());
  if (!step || *step == 0) return std::nullopt;
  ExprPtr dist_expr =
      *step > 0 ? Sub(loop->stop(), loop->start()) : Sub(loop->start(), loop->stop());
  std::optional<int64_t> dist = IntValue(Simplified(dist_expr));
  if (!dist) {
    dist = *step > 0 ? LinearDiff(loop->stop(), loop->start())
                     : LinearDiff(loop->start(), loop->stop());
  }
  if (!dist) return std::nullopt;
  if (*dist <= 0) return 0;
  const int64_t s = std::llabs(*step);
  return (*dist + s - 1) / s;
}

std::optional<ExprPtr> LoopValueAtTrip(const ForStmtPtr& loop, int64_t trip) {
  auto step = IntValue(loop->step());
  if (!step || trip < 0) return std::nullopt;
  const int64_t delta = trip * *step;
  if (delta == 0) return loop->start();
  return Simplified(Add(loop->start(), IndexConst(delta, loop->span())));
}

// ---------------------------------------------------------------------------
// Window types.

// An INDEX product folding constants and unit factors (overflow stays
// symbolic).
ExprPtr IndexMul(const ExprPtr& a, const ExprPtr& b) {
  auto x = IntValue(a);
  auto y = IntValue(b);
  if (x && y) {
    int64_t folded = 0;
    if (!__builtin_mul_overflow(*x, *y, &folded)) return IndexConst(folded, {});
  }
  if (y && *y == 1) return a;
  if (x && *x == 1) return b;
  return std::make_shared<BinaryExpr>(BinaryOp::kMul, a, b, DataType::kIndex);
}

// The packed logical strides of `shape` in `layout` (ND: row-major; DN: the
// trailing two dims swapped). nullopt for NZ, which has none.
std::optional<Exprs> LogicalStrides(const Exprs& shape, TensorLayout layout) {
  const size_t n = shape.size();
  if (n == 0) return Exprs{};
  Exprs strides(n);
  if (layout == TensorLayout::kND) {
    strides[n - 1] = IndexConst(1, {});
    for (size_t i = n - 1; i-- > 0;) strides[i] = IndexMul(strides[i + 1], shape[i + 1]);
    return strides;
  }
  if (layout == TensorLayout::kDN && n >= 2) {
    strides[n - 2] = IndexConst(1, {});
    strides[n - 1] = shape[n - 2];
    if (n >= 3) {
      strides[n - 3] = IndexMul(shape[n - 2], shape[n - 1]);
      for (size_t i = n - 3; i-- > 0;) strides[i] = IndexMul(strides[i + 1], shape[i + 1]);
    }
    return strides;
  }
  return std::nullopt;
}

// The view a window parameter gets: the parameter's own view (strides made
// explicit) or the parent's row-major strides. nullopt when no window can be
// described (a view without logical strides).
std::optional<TensorView> WindowView(const TensorTypePtr& t, const Exprs& parent_shape,
                                     const Exprs& window_shape) {
  if (t->view()) {
    TensorView view = *t->view();
    if (view.stride.empty()) {
      auto strides = LogicalStrides(t->shape(), view.layout);
      if (!strides) return std::nullopt;
      view.stride = std::move(*strides);
    }
    if (!view.valid_shape.empty()) view.valid_shape = window_shape;
    return view;
  }
  TensorView view;
  view.stride = *LogicalStrides(parent_shape, TensorLayout::kND);
  view.layout = TensorLayout::kND;
  if (view.stride.size() != window_shape.size()) return std::nullopt;
  return view;
}

TensorTypePtr WindowType(const TensorTypePtr& t, const Exprs& window_shape) {
  auto view = WindowView(t, t->shape(), window_shape);
  if (!view) return nullptr;
  return std::make_shared<TensorType>(window_shape, t->dtype(), *view, t->memref(), t->span());
}

Exprs ViewExprs(const TensorTypePtr& t) {
  Exprs es;
  if (t->view()) {
    es.insert(es.end(), t->view()->stride.begin(), t->view()->stride.end());
    es.insert(es.end(), t->view()->valid_shape.begin(), t->view()->valid_shape.end());
  }
  return es;
}

// The window type mentions only variables of the window shape (inputs) or
// of the parameter type and window shape (outputs).
bool CanMaterialize(const TensorTypePtr& t, const Exprs& window_shape, bool output) {
  auto wt = WindowType(t, window_shape);
  if (!wt) return false;
  std::unordered_set<const Var*> allowed;
  AddVarsOf(window_shape, &allowed);
  if (output) {
    AddVarsOf(t->shape(), &allowed);
    AddVarsOf(ViewExprs(t), &allowed);
  }
  return AllOnlyVarsIn(wt->shape(), allowed) && AllOnlyVarsIn(ViewExprs(wt), allowed);
}

bool OutputFitsDynamicParent(const TensorTypePtr& t, const Exprs& window, const Exprs& offsets) {
  if (t->shape().size() != window.size() || window.size() != offsets.size()) return false;
  for (size_t d = 0; d < window.size(); ++d) {
    if (IntValue(t->shape()[d])) continue;
    if (IntValue(offsets[d]) && IntValue(window[d]) && !SameExpr(window[d], t->shape()[d])) {
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------
// Callee analysis.

struct OutputWindow {
  size_t param_index;
  size_t return_index;
  Exprs window_shape;
  Exprs offsets;  // in the callee's parameters
};

struct InputWindow {
  size_t param_index;
  Exprs window_shape;
  Exprs offsets;
};

struct Analysis {
  std::vector<OutputWindow> outputs;
  std::vector<InputWindow> inputs;
};

using AnalysisMap = std::map<std::string, Analysis>;

struct WindowUse {
  Exprs shape;
  Exprs offsets;
  size_t refs = 0;
};

// A tile.load / tensor.slice of exactly `param` with a fixed window.
std::optional<WindowUse> MatchWindowUse(const AssignStmtPtr& assign, const Var* param,
                                        size_t refs) {
  if (!assign || !param || refs == 0) return std::nullopt;
  auto call = As<Call>(assign->value());
  if (!call || call->IsFunctionCall() || call->args().size() < 3) return std::nullopt;
  const auto& args = call->args();
  if (VarOf(args[0]) != param) return std::nullopt;
  WindowUse use;
  use.refs = refs;
  MakeTuplePtr offsets;
  if (call->callee_name() == "tile.load") {
    offsets = As<MakeTuple>(args[1]);
    auto tile = As<TileType>(call->type());
    auto read = As<MakeTuple>(args[2]);
    if (!offsets || !tile || !read) return std::nullopt;
    if (args.size() >= 4) {
      auto valid = As<MakeTuple>(args[3]);
      if (!valid || !SameExprs(valid->elements(), read->elements())) return std::nullopt;
    }
    use.shape = tile->shape();
    if (!SameExprs(use.shape, read->elements())) return std::nullopt;
  } else if (call->callee_name() == "tensor.slice") {
    offsets = As<MakeTuple>(args[2]);
    auto tensor = TensorOf(call->type());
    if (!offsets || !tensor) return std::nullopt;
    use.shape = tensor->shape();
  } else {
    return std::nullopt;
  }
  if (use.shape.size() != offsets->elements().size()) return std::nullopt;
  use.offsets = offsets->elements();
  return use;
}

std::optional<WindowUse> MatchDirectUse(const StmtPtr& stmt, const Var* param) {
  auto assign = As<AssignStmt>(stmt);
  return MatchWindowUse(assign, param, RefsIn(stmt, param));
}

ReturnStmtPtr FindReturn(const std::vector<StmtPtr>& stmts) {
  for (const auto& s : stmts) {
    if (auto r = As<ReturnStmt>(s)) return r;
  }
  return nullptr;
}

// Every other use of an InOut param reads exactly the stored window.
bool SameRegionInOut(const FunctionPtr& f, size_t index, const StmtPtr& store, const Exprs& shape,
                     const Exprs& offsets) {
  if (f->param_directions()[index] != ParamDirection::kInOut) return false;
  const Var* param = f->params()[index].get();
  const size_t total = RefsIn(f->body(), param);
  size_t matched = RefsIn(store, param);
  if (total == 0 || matched == 0 || matched > total) return false;
  for (const auto& s : StmtList(f->body())) {
    const size_t refs = RefsIn(s, param);
    if (refs == 0 || s == store) continue;
    auto use = MatchDirectUse(s, param);
    if (!use || !SameExprs(use->shape, shape) || !SameExprs(use->offsets, offsets)) return false;
    matched += use->refs;
  }
  return matched == total;
}

// A store into the param whose result is unused, the param itself being
// returned; other uses (InOut only) read the stored window.
bool SideEffectStoreWithDirectReturn(const FunctionPtr& f, size_t index, const StmtPtr& store,
                                     const Exprs& shape, const Exprs& offsets,
                                     const ReturnStmtPtr& ret) {
  const Var* param = f->params()[index].get();
  const size_t total = RefsIn(f->body(), param);
  size_t matched = RefsIn(store, param) + RefsIn(StmtPtr(ret), param);
  if (total == 0 || matched == 0 || matched > total) return false;
  for (const auto& s : StmtList(f->body())) {
    const size_t refs = RefsIn(s, param);
    if (refs == 0 || s == store || s == ret) continue;
    if (f->param_directions()[index] != ParamDirection::kInOut) return false;
    auto use = MatchDirectUse(s, param);
    if (!use || !SameExprs(use->shape, shape) || !SameExprs(use->offsets, offsets)) return false;
    matched += use->refs;
  }
  return matched == total;
}

struct FinalStore {
  size_t return_index;
  Exprs shape;
  Exprs offsets;
};

std::optional<FinalStore> AnalyzeFinalStore(const FunctionPtr& f, size_t index) {
  auto stmts = StmtList(f->body());
  std::unordered_map<const Var*, AssignStmtPtr> defs;
  for (const auto& s : stmts) {
    if (auto a = As<AssignStmt>(s)) defs[a->var().get()] = a;
  }
  ReturnStmtPtr ret = FindReturn(stmts);
  if (!ret) return std::nullopt;
  const Var* param = f->params()[index].get();
  const size_t total = RefsIn(f->body(), param);
  for (size_t r = 0; r < ret->values().size(); ++r) {
    auto d = defs.find(VarOf(ret->values()[r]));
    if (d == defs.end()) continue;
    auto store = AsOpCall(d->second->value(), "tile.store");
    if (!store || store->args().size() < 3 || VarOf(store->args()[2]) != param) continue;
    auto offsets = As<MakeTuple>(store->args()[1]);
    auto tile = As<TileType>(store->args()[0]->type());
    if (!offsets || !tile) return std::nullopt;
    if (total != RefsIn(StmtPtr(d->second), param) &&
        !SameRegionInOut(f, index, d->second, tile->shape(), offsets->elements())) {
      return std::nullopt;
    }
    return FinalStore{r, tile->shape(), offsets->elements()};
  }
  std::optional<size_t> direct;
  for (size_t r = 0; r < ret->values().size(); ++r) {
    if (VarOf(ret->values()[r]) == param) {
      direct = r;
      break;
    }
  }
  if (!direct) return std::nullopt;
  for (const auto& s : stmts) {
    auto a = As<AssignStmt>(s);
    auto store = a ? AsOpCall(a->value(), "tile.store") : nullptr;
    if (!store || store->args().size() < 3 || VarOf(store->args()[2]) != param) continue;
    auto offsets = As<MakeTuple>(store->args()[1]);
    auto tile = As<TileType>(store->args()[0]->type());
    if (!offsets || !tile) return std::nullopt;
    if (!SideEffectStoreWithDirectReturn(f, index, s, tile->shape(), offsets->elements(), ret)) {
      continue;
    }
    return FinalStore{*direct, tile->shape(), offsets->elements()};
  }
  return std::nullopt;
}

// All accesses of an In param, enumerating static loops (the values of local
// scalars and loop variables are substituted).
struct AccessSet {
  size_t total_refs = 0;
  bool unsupported = false;
  std::vector<WindowUse> uses;
};

AccessSet ExtractAccessSet(const StmtPtr& root, const Var* param) {
  constexpr int64_t kMaxTrips = 256;
  constexpr size_t kMaxUses = 512;
  AccessSet result;
  VarMap subst;
  arith::Analyzer analyzer;
  auto simplify = [&](const ExprPtr& e) { return analyzer.Simplify(Subst(e, subst)); };
  std::function<void(const StmtPtr&)> visit = [&](const StmtPtr& stmt) {
    if (!stmt || result.unsupported) return;
    if (auto seq = As<SeqStmts>(stmt)) {
      for (const auto& s : seq->stmts()) visit(s);
      return;
    }
    if (auto assign = As<AssignStmt>(stmt)) {
      const size_t refs = RefsIn(stmt, param);
      if (refs != 0) {
        auto use = MatchWindowUse(assign, param, refs);
        if (!use) {
          result.unsupported = true;
          return;
        }
        for (auto& d : use->shape) d = simplify(d);
        for (auto& o : use->offsets) o = simplify(o);
        result.total_refs += refs;
        result.uses.push_back(std::move(*use));
        if (result.uses.size() > kMaxUses) {
          result.unsupported = true;
          return;
        }
      }
      if (As<ScalarType>(assign->var()->type())) {
        subst[assign->var().get()] = simplify(assign->value());
      }
      return;
    }
    if (auto loop = As<ForStmt>(stmt)) {
      if (RefsIn(loop->start(), param) || RefsIn(loop->stop(), param) ||
          RefsIn(loop->step(), param)) {
        result.unsupported = true;
        return;
      }
      auto trips = KnownTripCount(loop);
      if (!trips || *trips < 0 || *trips > kMaxTrips) {
        if (RefsIn(loop->body(), param) != 0) result.unsupported = true;
        return;
      }
      VarMap saved = subst;
      for (int64_t t = 0; t < *trips; ++t) {
        auto value = LoopValueAtTrip(loop, t);
        if (!value) {
          result.unsupported = true;
          break;
        }
        subst = saved;
        subst[loop->loop_var().get()] = analyzer.Simplify(Subst(*value, subst));
        visit(loop->body());
        if (result.unsupported) break;
      }
      subst = std::move(saved);
      return;
    }
    if (RefsIn(stmt, param) != 0) result.unsupported = true;
  };
  visit(root);
  return result;
}

// The bounding window of several accesses, when it is a constant-size
// window narrower than the parameter.
std::optional<InputWindow> BoundingInputWindow(const FunctionPtr& f, size_t index,
                                               const AccessSet& set) {
  auto t = TensorOf(f->params()[index]->type());
  if (!t || set.unsupported || set.uses.empty() || set.total_refs == 0) return std::nullopt;
  const size_t rank = t->shape().size();
  Exprs base(rank), max_extent(rank);
  bool expands = set.uses.size() > 1;
  for (const auto& use : set.uses) {
    if (use.offsets.size() != rank || use.shape.size() != rank) return std::nullopt;
    for (size_t d = 0; d < rank; ++d) {
      auto lo = SelectExtreme(base[d], use.offsets[d], /*want_min=*/true);
      if (!lo) return std::nullopt;
      base[d] = *lo;
      auto extent = Simplified(Add(use.offsets[d], use.shape[d]));
      auto hi = SelectExtreme(max_extent[d], extent, /*want_min=*/false);
      if (!hi) return std::nullopt;
      max_extent[d] = *hi;
    }
  }
  Exprs window;
  for (size_t d = 0; d < rank; ++d) {
    auto span = ConstSpan(max_extent[d], base[d]);
    if (!span || *span <= 0) return std::nullopt;
    window.push_back(IndexConst(*span, f->span()));
  }
  if (!expands) {
    expands =
        !SameExprs(set.uses.front().shape, window) || !SameExprs(set.uses.front().offsets, base);
  }
  if (!expands) return std::nullopt;
  if (SameExprs(window, t->shape()) && AllZero(base)) return std::nullopt;
  if (!CanMaterialize(t, window, /*output=*/false)) return std::nullopt;
  auto params = ParamSet(f);
  if (!AllOnlyVarsIn(window, params) || !AllOnlyVarsIn(base, params)) return std::nullopt;
  return InputWindow{index, std::move(window), std::move(base)};
}

std::vector<InputWindow> AnalyzeInputWindows(const FunctionPtr& f) {
  std::vector<InputWindow> inputs;
  if (f->return_types().empty()) return inputs;
  auto params = ParamSet(f);
  auto stmts = StmtList(f->body());
  for (size_t i = 0; i < f->params().size() && i < f->param_directions().size(); ++i) {
    if (f->param_directions()[i] != ParamDirection::kIn) continue;
    auto t = TensorOf(f->params()[i]->type());
    if (!t) continue;
    const Var* param = f->params()[i].get();
    size_t total = 0, matched_refs = 0;
    bool unsupported = false;
    std::optional<WindowUse> matched;
    for (const auto& s : stmts) {
      const size_t refs = RefsIn(s, param);
      if (refs == 0) continue;
      total += refs;
      auto use = MatchWindowUse(As<AssignStmt>(s), param, refs);
      if (!use) {
        unsupported = true;
        continue;
      }
      if (unsupported) continue;
      if (matched &&
          (!SameExprs(use->shape, matched->shape) || !SameExprs(use->offsets, matched->offsets))) {
        unsupported = true;
        continue;
      }
      matched = use;
      matched_refs += use->refs;
    }
    if (total == 0) continue;
    std::optional<InputWindow> window;
    if (!unsupported && matched && matched_refs == total &&
        !(SameExprs(matched->shape, t->shape()) && AllZero(matched->offsets)) &&
        CanMaterialize(t, matched->shape, /*output=*/false) &&
        AllOnlyVarsIn(matched->shape, params) && AllOnlyVarsIn(matched->offsets, params)) {
      window = InputWindow{i, matched->shape, matched->offsets};
    }
    if (!window) window = BoundingInputWindow(f, i, ExtractAccessSet(f->body(), param));
    if (window) inputs.push_back(std::move(*window));
  }
  return inputs;
}

// A top-level loop carrying one of the Out/InOut params: the candidate of
// the aggregate-window-loop rewrite.
bool HasAggregateLoopCandidate(const FunctionPtr& f, const std::vector<size_t>& out_indices) {
  std::unordered_set<const Var*> outs;
  for (size_t i : out_indices) outs.insert(f->params()[i].get());
  for (const auto& s : StmtList(f->body())) {
    auto loop = As<ForStmt>(s);
    if (!loop) continue;
    for (const auto& ia : loop->iter_args()) {
      if (outs.count(VarOf(ia->init_value()))) return true;
    }
  }
  return false;
}

bool IsWindowizeKernel(const FunctionPtr& f) {
  if (!f || !IsInCoreLike(f->func_type())) return false;
  const AttrValue* a = f->attrs().Find("windowize");
  return a && a->kind() == AttrValue::Kind::kBool && a->AsBool();
}

AnalysisMap Analyze(const ProgramPtr& program) {
  AnalysisMap analyses;
  for (const auto& f : program->functions()) {
    if (!IsWindowizeKernel(f)) continue;
    std::vector<size_t> out_indices;
    for (size_t i = 0; i < f->params().size() && i < f->param_directions().size(); ++i) {
      if (IsOutLike(f->param_directions()[i])) out_indices.push_back(i);
    }
    auto inputs = AnalyzeInputWindows(f);
    if (out_indices.empty()) {
      if (!inputs.empty()) analyses[f->name()].inputs = std::move(inputs);
      continue;
    }
    Analysis analysis;
    auto params = ParamSet(f);
    bool all_full = true;  // every output is a full-shape, zero-offset final store
    for (size_t index : out_indices) {
      auto info = AnalyzeFinalStore(f, index);
      auto t = TensorOf(f->params()[index]->type());
      if (!info || !t) {
        all_full = false;
        continue;
      }
      if (SameExprs(info->shape, t->shape()) && AllZero(info->offsets)) continue;
      all_full = false;
      if (!AllOnlyVarsIn(info->shape, params) || !AllOnlyVarsIn(info->offsets, params)) continue;
      analysis.outputs.push_back(
          OutputWindow{index, info->return_index, info->shape, info->offsets});
    }
    if (!analysis.outputs.empty()) {
      analysis.inputs = std::move(inputs);
      analyses[f->name()] = std::move(analysis);
      continue;
    }
    if (HasAggregateLoopCandidate(f, out_indices)) {
      ThrowUnsupported(f->span(),
                       "window externalisation of the output loop of kernel '" + f->name() + "'",
                       kPass);
    }
    if (!inputs.empty() && all_full) analyses[f->name()].inputs = std::move(inputs);
  }
  return analyses;
}

// Drops windows whose narrowed parameter type cannot be written down, then
// analyses left without windows. Surviving windows whose types mention the
// kernel's parameters are rejected (not implemented).
void ApplyPolicy(const ProgramPtr& program, AnalysisMap* analyses) {
  for (auto it = analyses->begin(); it != analyses->end();) {
    auto f = program->GetFunction(it->first);
    auto& a = it->second;
    auto& outs = a.outputs;
    outs.erase(std::remove_if(outs.begin(), outs.end(),
                              [&](const OutputWindow& o) {
                                auto t = TensorOf(f->params()[o.param_index]->type());
                                return !t || !CanMaterialize(t, o.window_shape, true) ||
                                       !OutputFitsDynamicParent(t, o.window_shape, o.offsets);
                              }),
               outs.end());
    auto& ins = a.inputs;
    ins.erase(std::remove_if(ins.begin(), ins.end(),
                             [&](const InputWindow& w) {
                               auto t = TensorOf(f->params()[w.param_index]->type());
                               return !t || !CanMaterialize(t, w.window_shape, false);
                             }),
              ins.end());
    if (outs.empty() && ins.empty()) {
      it = analyses->erase(it);
      continue;
    }
    // Window types mentioning the kernel's own parameters would need the
    // clone's boundary types rebound to its new parameters.
    auto params = ParamSet(f);
    auto check = [&](size_t index, const Exprs& window) {
      auto wt = WindowType(TensorOf(f->params()[index]->type()), window);
      std::unordered_set<const Var*> vars;
      AddVarsOf(wt->shape(), &vars);
      AddVarsOf(ViewExprs(wt), &vars);
      for (const Var* v : vars) {
        if (params.count(v)) {
          ThrowUnsupported(f->span(),
                           "window of '" + f->params()[index]->name_hint() + "' of kernel '" +
                               f->name() + "' with a shape depending on a parameter",
                           kPass);
        }
      }
    };
    for (const auto& o : outs) check(o.param_index, o.window_shape);
    for (const auto& w : ins) check(w.param_index, w.window_shape);
    ++it;
  }
}

// ---------------------------------------------------------------------------
// Callee clone.

// Rewrites accesses of window parameters to window-relative offsets.
class WindowLocalizer : public IRMutator {
 public:
  // Tracked tensors (window params, and for outputs the results of the ops
  // that access them) with the window's offsets in the parent.
  std::unordered_map<const Var*, Exprs> tracked;
  bool output = true;

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    ExprPtr value = MutateExpr(stmt->value());
    auto call = As<Call>(value);
    size_t target = SIZE_MAX, offs = SIZE_MAX;
    if (call && !call->IsFunctionCall() && call->args().size() >= 3) {
      const std::string& name = call->callee_name();
      if (output && name == "tile.store") {
        target = 2;
        offs = 1;
      } else if ((output && name == "tensor.assemble") || name == "tensor.slice") {
        target = 0;
        offs = 2;
      } else if (name == "tile.load") {
        target = 0;
        offs = 1;
      }
    }
    if (output && !call) {
      // A plain alias of a narrowed result takes the narrowed type (the
      // reference keeps the alias's old type, which the printed form cannot
      // carry: an annotation must match its value).
      auto alias = tracked.find(VarOf(value));
      if (alias != tracked.end() && value->type() != stmt->var()->type()) {
        auto var =
            std::make_shared<Var>(stmt->var()->name_hint(), value->type(), stmt->var()->span());
        SetVarRemap(stmt->var(), var);
        Exprs parent_offsets = alias->second;
        tracked[var.get()] = std::move(parent_offsets);
        return std::make_shared<AssignStmt>(var, value, stmt->span());
      }
    }
    auto it = target == SIZE_MAX ? tracked.end() : tracked.find(VarOf(call->args()[target]));
    auto old_offsets = it == tracked.end() ? nullptr : As<MakeTuple>(call->args()[offs]);
    if (!old_offsets || old_offsets->elements().size() != it->second.size()) {
      if (value == stmt->value()) return IRMutator::MutateAssign(stmt);
      return std::make_shared<AssignStmt>(MutateVarDef(stmt->var()), value, stmt->span());
    }
    Exprs local;
    for (size_t i = 0; i < it->second.size(); ++i) {
      const ExprPtr& o = old_offsets->elements()[i];
      ExprPtr rel = Simplified(Sub(o, it->second[i]));
      if (HasCall(rel)) {
        ThrowUnsupported(o->span(), "window-relative offset with a call", kPass);
      }
      local.push_back(rel);
    }
    Exprs parent_offsets = it->second;
    std::vector<ExprPtr> args = call->args();
    args[offs] = std::make_shared<MakeTuple>(std::move(local), old_offsets->span());
    if (!output) {
      auto new_call = std::make_shared<Call>(call->op(), std::move(args), call->kwargs(),
                                             call->attrs(), call->type(), call->span());
      return std::make_shared<AssignStmt>(MutateVarDef(stmt->var()), new_call, stmt->span());
    }
    const std::string& name = call->callee_name();
    TypePtr type =
        (name == "tile.store" || name == "tensor.assemble") ? args[target]->type() : call->type();
    auto new_call = std::make_shared<Call>(call->op(), std::move(args), call->kwargs(),
                                           call->attrs(), type, call->span());
    auto var = std::make_shared<Var>(stmt->var()->name_hint(), type, stmt->var()->span());
    SetVarRemap(stmt->var(), var);
    tracked[var.get()] = std::move(parent_offsets);
    return std::make_shared<AssignStmt>(var, new_call, stmt->span());
  }

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    CheckCarried(stmt->iter_args(), stmt->span());
    return IRMutator::MutateFor(stmt);
  }
  StmtPtr MutateWhile(const WhileStmtPtr& stmt) override {
    CheckCarried(stmt->iter_args(), stmt->span());
    return IRMutator::MutateWhile(stmt);
  }

 private:
  void CheckCarried(const std::vector<IterArgPtr>& iter_args, const Span& span) {
    if (!output) return;
    for (const auto& ia : iter_args) {
      ExprPtr init = MutateExpr(ia->init_value());
      if (tracked.count(VarOf(init))) {
        ThrowUnsupported(span, "window externalisation of a loop-carried output window", kPass);
      }
    }
  }
};

std::string UniqueName(const ProgramPtr& program, const std::string& base) {
  if (!program->GetFunction(base)) return base;
  for (size_t k = 1;; ++k) {
    std::string name = base + "_" + std::to_string(k);
    if (!program->GetFunction(name)) return name;
  }
}

FunctionPtr CloneWindowed(const ProgramPtr& program, const FunctionPtr& f, const Analysis& a) {
  Function::Fields fields = f->fields();
  fields.name = UniqueName(program, f->name() + kCloneSuffix);
  VarMap seed;
  std::unordered_map<size_t, const OutputWindow*> out_at;
  std::unordered_map<size_t, const InputWindow*> in_at;
  for (const auto& o : a.outputs) out_at[o.param_index] = &o;
  for (const auto& w : a.inputs) in_at[w.param_index] = &w;
  for (size_t i = 0; i < f->params().size(); ++i) {
    const VarPtr& old = f->params()[i];
    TypePtr type = old->type();
    if (out_at.count(i)) {
      type = WindowType(TensorOf(type), out_at[i]->window_shape);
      fields.return_types[out_at[i]->return_index] = type;
    } else if (in_at.count(i)) {
      type = WindowType(TensorOf(type), in_at[i]->window_shape);
    }
    auto param = std::make_shared<Var>(old->name_hint(), type, old->span());
    fields.params[i] = param;
    seed[old.get()] = param;
  }
  CloneOptions options;
  options.substitutions = seed;
  options.fresh_name = [](const Var& v, DefSite) -> std::optional<std::string> {
    return v.name_hint();
  };
  StmtPtr body = CloneStmt(f->body(), options);
  auto localize = [&](const Exprs& offsets) {
    Exprs out;
    for (const auto& o : offsets) out.push_back(Subst(o, seed));
    return out;
  };
  if (!a.outputs.empty()) {
    WindowLocalizer writes;
    for (const auto& o : a.outputs) {
      writes.tracked[fields.params[o.param_index].get()] = localize(o.offsets);
    }
    body = writes.MutateStmt(body);
  }
  if (!a.inputs.empty()) {
    WindowLocalizer reads;
    reads.output = false;
    for (const auto& w : a.inputs) {
      reads.tracked[fields.params[w.param_index].get()] = localize(w.offsets);
    }
    body = reads.MutateStmt(body);
  }
  fields.body = body;
  return std::make_shared<Function>(std::move(fields), f->span());
}

// Out/InOut params mapped to the return values that carry them (a store
// into the param, or a loop result carried from it).
std::vector<std::pair<size_t, size_t>> OutParamReturnMappings(const FunctionPtr& f) {
  std::unordered_map<const Var*, size_t> outs;
  for (size_t i = 0; i < f->params().size() && i < f->param_directions().size(); ++i) {
    if (IsOutLike(f->param_directions()[i])) outs[f->params()[i].get()] = i;
  }
  if (outs.empty()) return {};
  auto stmts = StmtList(f->body());
  std::unordered_map<const Var*, AssignStmtPtr> defs;
  std::unordered_map<const Var*, ExprPtr> loop_init;
  for (const auto& s : stmts) {
    if (auto a = As<AssignStmt>(s)) defs[a->var().get()] = a;
    std::vector<IterArgPtr> ias;
    std::vector<VarPtr> rvs;
    if (auto l = As<ForStmt>(s)) {
      ias = l->iter_args();
      rvs = l->return_vars();
    } else if (auto w = As<WhileStmt>(s)) {
      ias = w->iter_args();
      rvs = w->return_vars();
    }
    for (size_t i = 0; i < ias.size() && i < rvs.size(); ++i) {
      loop_init[rvs[i].get()] = ias[i]->init_value();
    }
  }
  ReturnStmtPtr ret = FindReturn(stmts);
  if (!ret) return {};
  std::vector<std::pair<size_t, size_t>> out;
  for (size_t r = 0; r < ret->values().size(); ++r) {
    const Var* v = VarOf(ret->values()[r]);
    if (!v) continue;
    const Var* target = nullptr;
    auto d = defs.find(v);
    if (d == defs.end()) {
      auto l = loop_init.find(v);
      if (l == loop_init.end()) continue;
      target = VarOf(l->second);
    } else {
      auto store = AsOpCall(d->second->value(), "tile.store");
      if (!store || store->args().size() < 3) continue;
      target = VarOf(store->args()[2]);
    }
    auto it = target ? outs.find(target) : outs.end();
    if (it != outs.end()) out.emplace_back(it->second, r);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Orchestration call sites.

class CallSiteRewriter : public IRMutator {
 public:
  CallSiteRewriter(const ProgramPtr& program, const AnalysisMap& analyses,
                   const std::map<std::string, FunctionPtr>& clones)
      : program_(program), analyses_(analyses), clones_(clones) {}

  std::set<std::string> used;

  StmtPtr MutateStmt(const StmtPtr& stmt) override {
    // A lone statement body is a one-statement sequence.
    if (auto a = As<AssignStmt>(stmt)) return RewriteSeq({stmt}, stmt->span(), stmt);
    return IRMutator::MutateStmt(stmt);
  }

  StmtPtr MutateSeq(const SeqStmtsPtr& seq) override {
    return RewriteSeq(seq->stmts(), seq->span(), seq);
  }

  StmtPtr MutateFor(const ForStmtPtr& loop) override {
    const bool sequential = loop->for_kind() != ForKind::kParallel;
    StmtPtr result;
    {
      VarMap saved = iter_init_;
      for (const auto& ia : loop->iter_args()) iter_init_[ia.get()] = ia->init_value();
      loops_.push_back(loop);
      if (sequential) {
        sequential_loops_.push_back(loop);
        loop_allocs_.push_back(LoopLocalAllocs(loop));
      }
      result = IRMutator::MutateFor(loop);
      if (sequential) {
        loop_allocs_.pop_back();
        sequential_loops_.pop_back();
      }
      loops_.pop_back();
      iter_init_ = std::move(saved);
    }
    RecordLoopReturnAliases(loop->iter_args(), loop->return_vars());
    return result;
  }

  StmtPtr MutateWhile(const WhileStmtPtr& loop) override {
    StmtPtr result;
    {
      VarMap saved = iter_init_;
      for (const auto& ia : loop->iter_args()) iter_init_[ia.get()] = ia->init_value();
      ++while_depth_;
      result = IRMutator::MutateWhile(loop);
      --while_depth_;
      iter_init_ = std::move(saved);
    }
    auto visited = As<WhileStmt>(result);
    if (!visited) visited = loop;
    RecordLoopReturnAliases(visited->iter_args(), visited->return_vars());
    return result;
  }

  ExprPtr MutateVar(const VarPtr& var) override {
    auto it = parent_subst_.find(var.get());
    if (it != parent_subst_.end()) return MutateExpr(it->second);
    return IRMutator::MutateVar(var);
  }

  ExprPtr MutateTupleGetItem(const TupleGetItemPtr& expr) override {
    auto it = tuple_subst_.find(VarOf(expr->tuple()));
    if (it != tuple_subst_.end() && expr->index() >= 0 &&
        static_cast<size_t>(expr->index()) < it->second.size()) {
      return MutateExpr(it->second[static_cast<size_t>(expr->index())]);
    }
    return IRMutator::MutateTupleGetItem(expr);
  }

 private:
  struct Bundle {
    std::vector<AssignStmtPtr> stmts;
    std::vector<std::pair<const Var*, ExprPtr>> parent_substs;
  };

  static std::unordered_set<const Var*> LoopLocalAllocs(const ForStmtPtr& loop) {
    std::unordered_set<const Var*> allocs;
    ForEachStmt(loop->body(), [&](const StmtPtr& s) {
      auto a = As<AssignStmt>(s);
      if (a && (IsOpCall(a->value(), "tensor.create") || IsOpCall(a->value(), "tensor.full")) &&
          TensorOf(a->var()->type())) {
        allocs.insert(a->var().get());
      }
    });
    return allocs;
  }

  void RecordLoopReturnAliases(const std::vector<IterArgPtr>& iter_args,
                               const std::vector<VarPtr>& return_vars) {
    for (size_t i = 0; i < iter_args.size() && i < return_vars.size(); ++i) {
      if (!iter_args[i]->init_value() || return_vars[i].get() == iter_args[i].get()) continue;
      if (!TensorOf(return_vars[i]->type())) continue;
      ExprPtr parent = ResolveIterInit(iter_args[i]->init_value());
      if (!VarOf(parent)) continue;
      iter_init_[return_vars[i].get()] = parent;
      return_init_[return_vars[i].get()] = parent;
    }
  }

  static ExprPtr Follow(const ExprPtr& expr, const VarMap& map) {
    ExprPtr current = expr;
    std::unordered_set<const Var*> seen;
    while (const Var* v = VarOf(current)) {
      if (!seen.insert(v).second) break;
      auto it = map.find(v);
      if (it == map.end()) break;
      current = it->second;
    }
    return current;
  }
  ExprPtr ResolveIterInit(const ExprPtr& e) const { return Follow(e, iter_init_); }
  ExprPtr ResolveReturnInit(const ExprPtr& e) const { return Follow(e, return_init_); }

  const Var* CanonicalOutputRoot(const Var* root) const {
    std::unordered_set<const Var*> seen;
    const Var* current = root;
    while (current && seen.insert(current).second) {
      auto it = output_alias_.find(current);
      if (it == output_alias_.end()) break;
      current = it->second;
    }
    return current;
  }

  const Var* CanonicalCarrierRoot(const Var* root) const {
    std::unordered_set<const Var*> seen;
    const Var* current = root;
    while (current && seen.insert(current).second) {
      auto o = output_alias_.find(current);
      if (o != output_alias_.end()) {
        current = o->second;
        continue;
      }
      auto c = carrier_alias_.find(current);
      if (c != carrier_alias_.end()) {
        current = c->second;
        continue;
      }
      break;
    }
    return current;
  }

  const Var* CarrierRoot(const ExprPtr& e) const {
    const Var* parent = VarOf(ResolveIterInit(ResolveReturnInit(e)));
    return parent ? CanonicalCarrierRoot(parent) : nullptr;
  }

  void RecordCarrierAlias(const Var* alias, const Var* parent) {
    if (!alias || !parent || alias == parent) return;
    auto [it, inserted] = carrier_alias_.emplace(alias, parent);
    if (!inserted && it->second != parent) it->second = nullptr;
  }

  bool HasOutputWindow(const std::string& callee, size_t index) const {
    auto it = analyses_.find(callee);
    if (it == analyses_.end()) return false;
    for (const auto& o : it->second.outputs) {
      if (o.param_index == index) return true;
    }
    return false;
  }

  FunctionPtr Lookup(const std::string& name) const {
    if (auto f = program_->GetFunction(name)) return f;
    auto it = clones_.find(name);
    return it == clones_.end() ? nullptr : it->second;
  }

  // Records, for the statements of one sequence (looking into nested
  // control flow), which tensors each writer call writes and which writers
  // have no output window.
  void CollectSiblingWriters(const std::vector<StmtPtr>& stmts) {
    std::unordered_map<const Var*, std::vector<const Var*>> tuple_roots;
    std::function<void(const StmtPtr&)> visit = [&](const StmtPtr& s) {
      if (!s) return;
      if (auto seq = As<SeqStmts>(s)) {
        for (const auto& c : seq->stmts()) visit(c);
      } else if (auto loop = As<ForStmt>(s)) {
        VarMap saved = iter_init_;
        for (const auto& ia : loop->iter_args()) iter_init_[ia.get()] = ia->init_value();
        visit(loop->body());
        iter_init_ = std::move(saved);
        RecordLoopReturnAliases(loop->iter_args(), loop->return_vars());
      } else if (auto loop = As<WhileStmt>(s)) {
        VarMap saved = iter_init_;
        for (const auto& ia : loop->iter_args()) iter_init_[ia.get()] = ia->init_value();
        visit(loop->body());
        iter_init_ = std::move(saved);
        RecordLoopReturnAliases(loop->iter_args(), loop->return_vars());
      } else if (auto branch = As<IfStmt>(s)) {
        visit(branch->then_body());
        visit(branch->else_body());
      } else if (auto scope = As<ScopeStmt>(s)) {
        visit(scope->body());
      } else if (auto a = As<AssignStmt>(s)) {
        CollectWriter(a, &tuple_roots);
      }
    };
    for (const auto& s : stmts) visit(s);
  }

  void CollectWriter(const AssignStmtPtr& a,
                     std::unordered_map<const Var*, std::vector<const Var*>>* tuple_roots) {
    if (auto tgi = As<TupleGetItem>(a->value())) {
      auto it = tuple_roots->find(VarOf(tgi->tuple()));
      if (it != tuple_roots->end() && tgi->index() >= 0 &&
          static_cast<size_t>(tgi->index()) < it->second.size()) {
        if (const Var* root = it->second[static_cast<size_t>(tgi->index())]) {
          output_alias_[a->var().get()] = root;
        }
      }
    }
    // A task launch writes its outputs as a call does.
    auto call = CallOrSubmitView(a->value());
    if (!call) return;
    if (!call->IsFunctionCall()) {
      if (call->callee_name() == "tensor.slice" && !call->args().empty() &&
          TensorOf(a->var()->type())) {
        if (const Var* root = CarrierRoot(call->args()[0])) {
          RecordCarrierAlias(a->var().get(), root);
        }
      }
      if (call->callee_name() == "tensor.assemble" && call->args().size() >= 2) {
        const Var* source = VarOf(ResolveReturnInit(call->args()[1]));
        const Var* root = CarrierRoot(call->args()[0]);
        if (source) RecordCarrierAlias(source, root);
      }
      return;
    }
    auto callee = Lookup(call->callee_name());
    if (!callee) return;
    const Var* single = nullptr;
    size_t count = 0;
    for (size_t i = 0; i < call->args().size() && i < callee->param_directions().size(); ++i) {
      if (!IsOutLike(callee->param_directions()[i])) continue;
      if (const Var* root = CarrierRoot(call->args()[i])) {
        if (!HasOutputWindow(call->callee_name(), i)) unwindowable_.insert(root);
        single = root;
        ++count;
      }
    }
    if (count == 1 && TensorOf(a->var()->type())) output_alias_[a->var().get()] = single;
    if (count > 0 && As<TupleType>(a->var()->type())) {
      std::vector<const Var*> roots(callee->return_types().size(), nullptr);
      for (const auto& [param, ret] : OutParamReturnMappings(callee)) {
        if (ret >= roots.size() || param >= call->args().size()) continue;
        roots[ret] = CarrierRoot(call->args()[param]);
      }
      (*tuple_roots)[a->var().get()] = std::move(roots);
    }
  }

  enum class LoopRole { kPartition, kReduction, kUnknown };

  bool ParentLocalToLoop(const ExprPtr& arg, const std::unordered_set<const Var*>& allocs) const {
    if (allocs.empty()) return false;
    const Var* root = VarOf(ResolveIterInit(arg));
    if (!root) return false;
    return allocs.count(CanonicalOutputRoot(root)) != 0;
  }

  LoopRole ClassifyLoop(size_t loop_index, const OutputWindow& o, const VarMap& callsite,
                        const ExprPtr& out_arg, std::set<size_t>* dims_used) const {
    const ForStmtPtr& loop = sequential_loops_[loop_index];
    if (ParentLocalToLoop(out_arg, loop_allocs_[loop_index])) return LoopRole::kReduction;
    auto trips = StaticTripCount(loop);
    if (trips && *trips <= 1) return LoopRole::kReduction;
    std::optional<size_t> varying;
    for (size_t i = 0; i < o.offsets.size(); ++i) {
      ExprPtr e = Subst(Subst(o.offsets[i], callsite), scalar_defs_);
      auto coeff = AffineCoeff(e, loop->loop_var().get());
      if (!coeff) return LoopRole::kUnknown;
      if (*coeff == 0) continue;
      auto extent = IntValue(o.window_shape[i]);
      auto step = IntValue(loop->step());
      if (!extent || !step) return LoopRole::kUnknown;
      if (varying || dims_used->count(i)) return LoopRole::kUnknown;
      if (std::llabs(*coeff * *step) < *extent) return LoopRole::kUnknown;
      varying = i;
    }
    if (!varying) return LoopRole::kReduction;
    dims_used->insert(*varying);
    return LoopRole::kPartition;
  }

  // Sibling iterations of the enclosing sequential loops write disjoint
  // windows (or a loop-local buffer).
  bool DisjointAcrossIterations(const CallPtr& call, const Analysis& a,
                                const VarMap& callsite) const {
    if (while_depth_ > 0) return false;
    if (sequential_loops_.empty()) return true;
    for (const auto& o : a.outputs) {
      std::set<size_t> dims_used;
      for (size_t l = 0; l < sequential_loops_.size(); ++l) {
        if (ClassifyLoop(l, o, callsite, call->args()[o.param_index], &dims_used) ==
            LoopRole::kUnknown) {
          return false;
        }
      }
    }
    return true;
  }

  bool UnsafeStaticWindowOfDynamicParent(const TensorTypePtr& t, const Exprs& shape,
                                         const Exprs& offsets) const {
    if (!t || t->shape().size() != shape.size() || shape.size() != offsets.size()) return true;
    std::unordered_set<const Var*> static_loop_vars;
    for (const auto& l : loops_) {
      if (StaticTripCount(l)) static_loop_vars.insert(l->loop_var().get());
    }
    for (size_t d = 0; d < shape.size(); ++d) {
      if (IntValue(t->shape()[d]) || !IntValue(shape[d])) continue;
      if (SameExpr(shape[d], t->shape()[d])) continue;
      if (OnlyVarsIn(offsets[d], static_loop_vars)) return true;
    }
    return false;
  }

  ExprPtr MaterializeParent(const ExprPtr& arg) { return MutateExpr(ResolveReturnInit(arg)); }

  Exprs CallsiteExprs(const Exprs& es, const VarMap& callsite, bool simplify, const Span& span) {
    Exprs out;
    for (const auto& e : es) {
      ExprPtr x = Subst(e, callsite);
      if (simplify) x = Simplified(x);
      if (HasCall(x)) ThrowUnsupported(span, "window offset or shape computed by a call", kPass);
      out.push_back(x);
    }
    return out;
  }

  std::optional<Bundle> TryRewriteCall(const AssignStmtPtr& site,
                                       const std::unordered_map<const Var*, size_t>& assembled_at,
                                       size_t index) {
    // A task launch (`pl.submit`, an outlined `pl.at(...) as tid`) is windowed
    // like a call, on its call view, and rebuilt as a launch with its
    // dependencies; one that writes no window is left as it is.
    auto submit = As<Submit>(site->value());
    auto call = submit ? SubmitCallView(*submit) : As<Call>(site->value());
    if (!call || !call->IsFunctionCall()) return std::nullopt;
    const std::string& name = call->callee_name();
    auto ait = analyses_.find(name);
    auto cit = clones_.find(name);
    auto callee = program_->GetFunction(name);
    if (ait == analyses_.end() || cit == clones_.end() || !callee) return std::nullopt;
    const Analysis& a = ait->second;
    const FunctionPtr& clone = cit->second;
    if (a.outputs.empty() && a.inputs.empty()) return std::nullopt;
    if (submit && a.outputs.empty()) return std::nullopt;
    const auto& args = call->args();
    VarMap callsite;
    for (size_t i = 0; i < callee->params().size() && i < args.size(); ++i) {
      callsite[callee->params()[i].get()] = args[i];
    }
    if (a.outputs.empty()) {
      auto it = assembled_at.find(site->var().get());
      if (it != assembled_at.end() && it->second > index) return std::nullopt;
    }
    if (!a.outputs.empty() && !DisjointAcrossIterations(call, a, callsite)) return std::nullopt;
    std::set<const Var*> roots;
    for (const auto& o : a.outputs) {
      const Var* root = o.param_index < args.size() ? CarrierRoot(args[o.param_index]) : nullptr;
      if (!root || unwindowable_.count(root)) return std::nullopt;
    }
    for (const auto& o : a.outputs) {
      const Var* root = CarrierRoot(args[o.param_index]);
      if (!roots.insert(root).second) return std::nullopt;
    }

    Bundle bundle;
    const Span& span = site->span();
    std::map<size_t, VarPtr> slices;
    struct OutSlice {
      ExprPtr parent;
      ExprPtr offsets;
    };
    std::map<size_t, OutSlice> out_slices;
    auto make_slice = [&](size_t param_index, const Exprs& window, const Exprs& offsets,
                          bool output) -> bool {
      if (param_index >= args.size()) return false;
      auto arg = As<Var>(args[param_index]);
      if (!arg) return false;
      ExprPtr parent = output ? MaterializeParent(args[param_index]) : nullptr;
      Exprs shape = CallsiteExprs(window, callsite, false, span);
      Exprs offs = CallsiteExprs(offsets, callsite, true, span);
      if (output && UnsafeStaticWindowOfDynamicParent(
                        TensorOf(callee->params()[param_index]->type()), shape, offs)) {
        return false;
      }
      if (!output) parent = MaterializeParent(args[param_index]);
      auto offset_tuple = std::make_shared<MakeTuple>(std::move(offs), span);
      auto slice = MakeOpCallOrThrow(
          "tensor.slice",
          {parent, std::make_shared<MakeTuple>(std::move(shape), span), offset_tuple}, {}, span);
      auto var = std::make_shared<Var>(arg->name_hint() + "__window", slice->type(), arg->span());
      bundle.stmts.push_back(std::make_shared<AssignStmt>(var, slice, span));
      slices[param_index] = var;
      if (output) out_slices[param_index] = OutSlice{parent, offset_tuple};
      return true;
    };
    for (const auto& w : a.inputs) {
      if (!make_slice(w.param_index, w.window_shape, w.offsets, false)) return std::nullopt;
    }
    for (const auto& o : a.outputs) {
      if (!make_slice(o.param_index, o.window_shape, o.offsets, true)) return std::nullopt;
    }
    std::vector<ExprPtr> new_args;
    for (size_t i = 0; i < args.size(); ++i) {
      auto s = slices.find(i);
      new_args.push_back(s != slices.end() ? ExprPtr(s->second) : MutateExpr(args[i]));
    }
    // Runtime task argument limits (tensors, scalars).
    int tensors = 0, scalars = 0;
    for (const auto& arg : new_args) {
      if (As<ScalarType>(arg->type())) {
        ++scalars;
      } else {
        ++tensors;
      }
    }
    if (tensors > 32 || scalars > 16) return std::nullopt;

    std::vector<TypePtr> result_types = clone->return_types();
    // A launch's result ends with its TaskId (a call may return one too).
    const bool launch = ReturnsTaskId(call->type());
    if (launch) {
      auto tuple = As<TupleType>(call->type());
      if (tuple->types().size() != result_types.size() + 1) return std::nullopt;
      result_types.push_back(tuple->types().back());
    }
    TypePtr ret_type =
        result_types.size() == 1 ? result_types[0] : std::make_shared<TupleType>(result_types);
    // Call-site arg directions are re-derived later; manual dependencies on
    // a windowed output follow it to its window.
    Attrs attrs = call->attrs().Without("arg_directions");
    if (const AttrValue* deps = attrs.Find("manual_dep_edges");
        deps && deps->kind() == AttrValue::Kind::kList) {
      std::vector<AttrValue> rewritten;
      bool changed = false;
      for (const AttrValue& dep : deps->AsList()) {
        const Var* v = dep.kind() == AttrValue::Kind::kExpr ? VarOf(dep.AsExpr()) : nullptr;
        const VarPtr* window = nullptr;
        for (const auto& o : a.outputs) {
          if (v && VarOf(args[o.param_index]) == v) {
            window = &slices.at(o.param_index);
            break;
          }
        }
        rewritten.push_back(window ? AttrValue::FromExpr(*window) : dep);
        changed = changed || window != nullptr;
      }
      if (changed) attrs = attrs.With("manual_dep_edges", AttrValue::List(std::move(rewritten)));
    }
    ExprPtr new_call;
    if (submit) {
      new_call = std::make_shared<Submit>(
          std::make_shared<GlobalVar>(clone->name()), std::move(new_args), submit->deps(),
          submit->launch(), submit->kwargs(), std::move(attrs), ret_type, submit->span());
    } else {
      new_call =
          std::make_shared<Call>(std::make_shared<GlobalVar>(clone->name()), std::move(new_args),
                                 call->kwargs(), std::move(attrs), ret_type, call->span());
    }
    used.insert(name);
    const VarPtr& result = site->var();
    if (a.outputs.empty()) {
      bundle.stmts.push_back(std::make_shared<AssignStmt>(result, new_call, span));
      return bundle;
    }
    auto windowed =
        std::make_shared<Var>(result->name_hint() + "__windowed", ret_type, result->span());
    bundle.stmts.push_back(std::make_shared<AssignStmt>(windowed, new_call, span));
    if (!launch && a.outputs.size() == 1 && result_types.size() == 1) {
      const OutSlice& s = out_slices.at(a.outputs[0].param_index);
      auto assemble =
          MakeOpCallOrThrow("tensor.assemble", {s.parent, windowed, s.offsets}, {}, span);
      bundle.stmts.push_back(std::make_shared<AssignStmt>(result, assemble, span));
      if (const Var* p = VarOf(s.parent)) bundle.parent_substs.emplace_back(p, result);
      return bundle;
    }
    const size_t visible = callee->return_types().size() + (launch ? 1 : 0);
    Exprs assembled(visible);
    std::map<size_t, VarPtr> items;
    for (const auto& o : a.outputs) {
      const size_t r = o.return_index;
      ExprPtr item = windowed;
      if (result_types.size() != 1) {
        auto it = items.find(r);
        if (it == items.end()) {
          auto v = std::make_shared<Var>(result->name_hint() + "__windowed_" + std::to_string(r),
                                         result_types[r], result->span());
          bundle.stmts.push_back(std::make_shared<AssignStmt>(
              v, std::make_shared<TupleGetItem>(windowed, static_cast<int>(r), span), span));
          it = items.emplace(r, v).first;
        }
        item = it->second;
      }
      const OutSlice& s = out_slices.at(o.param_index);
      auto assemble = MakeOpCallOrThrow("tensor.assemble", {s.parent, item, s.offsets}, {}, span);
      auto v =
          std::make_shared<Var>(result->name_hint() + "__assembled_" + std::to_string(r) + "_0",
                                s.parent->type(), result->span());
      bundle.stmts.push_back(std::make_shared<AssignStmt>(v, assemble, span));
      if (r < assembled.size()) assembled[r] = v;
      if (const Var* p = VarOf(s.parent)) bundle.parent_substs.emplace_back(p, v);
    }
    for (size_t i = 0; i < visible; ++i) {
      if (assembled[i]) continue;
      if (result_types.size() == 1) {
        assembled[i] = windowed;
        continue;
      }
      // The TaskId is the last element of the windowed result.
      const size_t source = launch && i + 1 == visible ? result_types.size() - 1 : i;
      auto v = std::make_shared<Var>(result->name_hint() + "__pass_" + std::to_string(i),
                                     result_types[source], result->span());
      bundle.stmts.push_back(std::make_shared<AssignStmt>(
          v, std::make_shared<TupleGetItem>(windowed, static_cast<int>(source), span), span));
      assembled[i] = v;
    }
    if (visible == 1) {
      bundle.stmts.push_back(std::make_shared<AssignStmt>(result, assembled[0], span));
      return bundle;
    }
    tuple_subst_[result.get()] = assembled;
    bundle.stmts.push_back(
        std::make_shared<AssignStmt>(result, std::make_shared<MakeTuple>(assembled, span), span));
    return bundle;
  }

  StmtPtr RewriteSeq(const std::vector<StmtPtr>& stmts, const Span& span, const StmtPtr& orig) {
    VarMap saved_scalars = scalar_defs_;
    auto saved_tuples = tuple_subst_;
    VarMap saved_parents = parent_subst_;
    auto saved_output_alias = output_alias_;
    auto saved_carrier_alias = carrier_alias_;
    auto saved_unwindowable = unwindowable_;
    std::unordered_map<const Var*, size_t> assembled_at;
    for (size_t i = 0; i < stmts.size(); ++i) {
      auto a = As<AssignStmt>(stmts[i]);
      auto call = a ? AsOpCall(a->value(), "tensor.assemble") : nullptr;
      if (call && call->args().size() >= 2) {
        if (const Var* src = VarOf(call->args()[1])) assembled_at[src] = i;
      }
    }
    output_alias_.clear();
    unwindowable_.clear();
    CollectSiblingWriters(stmts);

    std::vector<StmtPtr> out;
    bool changed = false;
    auto note_scalar = [&](const StmtPtr& s) {
      auto a = As<AssignStmt>(s);
      if (a && As<ScalarType>(a->var()->type())) scalar_defs_[a->var().get()] = a->value();
    };
    for (size_t i = 0; i < stmts.size(); ++i) {
      auto a = As<AssignStmt>(stmts[i]);
      std::optional<Bundle> bundle;
      if (a) bundle = TryRewriteCall(a, assembled_at, i);
      if (bundle) {
        changed = true;
        for (const auto& s : bundle->stmts) {
          StmtPtr v = IRMutator::MutateAssign(s);
          note_scalar(v);
          out.push_back(v);
        }
        for (const auto& [parent, replacement] : bundle->parent_substs) {
          parent_subst_[parent] = replacement;
        }
        continue;
      }
      StmtPtr v = a ? IRMutator::MutateAssign(a) : MutateStmt(stmts[i]);
      changed = changed || v != stmts[i];
      if (v) out.push_back(v);
      note_scalar(v);
    }
    scalar_defs_ = std::move(saved_scalars);
    tuple_subst_ = std::move(saved_tuples);
    parent_subst_ = std::move(saved_parents);
    output_alias_ = std::move(saved_output_alias);
    carrier_alias_ = std::move(saved_carrier_alias);
    unwindowable_ = std::move(saved_unwindowable);
    if (!changed) return orig;
    return MakeSeq(std::move(out), span);
  }

  const ProgramPtr& program_;
  const AnalysisMap& analyses_;
  const std::map<std::string, FunctionPtr>& clones_;
  std::vector<ForStmtPtr> loops_;
  std::vector<ForStmtPtr> sequential_loops_;
  std::vector<std::unordered_set<const Var*>> loop_allocs_;
  VarMap iter_init_;    // iter_arg (and loop result) -> its init value
  VarMap return_init_;  // loop result -> the init value of its iter_arg
  VarMap scalar_defs_;
  std::unordered_map<const Var*, Exprs> tuple_subst_;
  VarMap parent_subst_;
  std::unordered_map<const Var*, const Var*> output_alias_;
  std::unordered_map<const Var*, const Var*> carrier_alias_;
  std::unordered_set<const Var*> unwindowable_;
  int while_depth_ = 0;
};

}  // namespace

bool HasWindowizeKernel(const ProgramPtr& program) {
  for (const auto& f : program->functions()) {
    if (IsWindowizeKernel(f)) return true;
  }
  return false;
}

ProgramPtr ExternalizeWindows(const ProgramPtr& program) {
  if (!HasWindowizeKernel(program)) return program;
  AnalysisMap analyses = Analyze(program);
  ApplyPolicy(program, &analyses);
  if (analyses.empty()) return program;
  std::map<std::string, FunctionPtr> clones;
  for (const auto& [name, a] : analyses) {
    clones[name] = CloneWindowed(program, program->GetFunction(name), a);
  }
  CallSiteRewriter rewriter(program, analyses, clones);
  std::unordered_map<const Function*, FunctionPtr> rewritten;
  for (const auto& f : program->functions()) {
    if (f->func_type() != FunctionType::kOrchestration) continue;
    StmtPtr body = rewriter.MutateStmt(f->body());
    if (body != f->body()) rewritten[f.get()] = f->WithBody(body);
  }
  if (rewritten.empty()) return program;
  std::vector<FunctionPtr> functions;
  for (const auto& f : program->functions()) {
    auto r = rewritten.find(f.get());
    functions.push_back(r == rewritten.end() ? f : r->second);
    auto c = clones.find(f->name());
    if (c != clones.end() && rewriter.used.count(f->name())) functions.push_back(c->second);
  }
  return program->WithFunctions(std::move(functions));
}

}  // namespace ptoc::transforms
