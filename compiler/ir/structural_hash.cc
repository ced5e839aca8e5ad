#include "compiler/ir/structural_hash.h"

#include <cstring>
#include <optional>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"

namespace ptoc::ir {
namespace {

// An if's else branch, or null when it is absent or empty: an empty else
// prints as `else: pass`, which parses as no else, so both are the same IR.
StmtPtr ElseOrNull(const IfStmt& s) {
  auto seq = As<SeqStmts>(s.else_body());
  return seq && seq->stmts().empty() ? nullptr : s.else_body();
}

// The traversal below mirrors the Comparer in structural_equal.cc step for
// step wherever variables can be reached: equality pairs variables on first
// encounter and this hash numbers them on first encounter, so the two agree
// only if both meet variables in the same order. Keep them in sync.

uint64_t SplitMix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

uint64_t StringHash(absl::string_view s) {
  uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
  for (unsigned char c : s) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

// INT64 and INDEX compare equal for integer constants and loop variables.
uint64_t IntDtypeKey(DataType d) {
  return static_cast<uint64_t>(d == DataType::kIndex ? DataType::kInt64 : d);
}

// Distinct tags so that e.g. a null child and a zero value do not collide.
enum Tag : uint64_t {
  kNull = 0x6e756c6cULL,
  kVarNew = 0x7661726eULL,
  kVarRef = 0x76617272ULL,
  kCount = 0x636e74ULL,
};

class Hasher {
 public:
  uint64_t value() const { return h_; }

  void Program(const ProgramPtr& p) {
    if (!p) return Mix(kNull);
    Mix(static_cast<uint64_t>(NodeKind::kProgram));
    Count(p->functions().size());
    for (const auto& f : p->functions()) {
      Mix(StringHash(f->name()));
      Function(f);
    }
  }

  void Function(const FunctionPtr& f) {
    if (!f) return Mix(kNull);
    Mix(static_cast<uint64_t>(NodeKind::kFunction));
    Mix(static_cast<uint64_t>(f->func_type()));
    MixOpt(f->level());
    MixOpt(f->role());
    Count(f->params().size());
    Count(f->return_types().size());
    for (ParamDirection d : f->param_directions()) Mix(static_cast<uint64_t>(d));
    for (const auto& p : f->params()) VarDef(p);
    for (const auto& t : f->return_types()) Type(t);
    Attrs(f->attrs());
    Stmt(f->body());
  }

  void Stmt(const StmtPtr& s) {
    if (!s) return Mix(kNull);
    Mix(static_cast<uint64_t>(s->kind()));
    switch (s->kind()) {
      case NodeKind::kAssign: {
        const auto& x = static_cast<const AssignStmt&>(*s);
        VarDef(x.var());
        Expr(x.value());
        return;
      }
      case NodeKind::kEval:
        return Expr(static_cast<const EvalStmt&>(*s).expr());
      case NodeKind::kSeq: {
        const auto& stmts = static_cast<const SeqStmts&>(*s).stmts();
        Count(stmts.size());
        for (const auto& c : stmts) Stmt(c);
        return;
      }
      case NodeKind::kReturn:
        return ExprList(static_cast<const ReturnStmt&>(*s).values());
      case NodeKind::kYield:
        return ExprList(static_cast<const YieldStmt&>(*s).values());
      case NodeKind::kIf: {
        const auto& x = static_cast<const IfStmt&>(*s);
        Count(x.return_vars().size());
        Expr(x.condition());
        Stmt(x.then_body());
        Stmt(ElseOrNull(x));
        for (const auto& v : x.return_vars()) VarDef(v);
        return;
      }
      case NodeKind::kFor: {
        const auto& x = static_cast<const ForStmt&>(*s);
        Mix(static_cast<uint64_t>(x.for_kind()));
        Count(x.iter_args().size());
        Count(x.return_vars().size());
        VarDef(x.loop_var(), /*loop_var=*/true);
        Expr(x.start());
        Expr(x.stop());
        Expr(x.step());
        for (const auto& a : x.iter_args()) VarDef(a);
        Attrs(x.attrs());
        Stmt(x.body());
        for (const auto& v : x.return_vars()) VarDef(v);
        return;
      }
      case NodeKind::kWhile: {
        const auto& x = static_cast<const WhileStmt&>(*s);
        Count(x.return_vars().size());
        Count(x.iter_args().size());
        for (const auto& a : x.iter_args()) VarDef(a);
        Expr(x.condition());
        Stmt(x.body());
        for (const auto& v : x.return_vars()) VarDef(v);
        return;
      }
      case NodeKind::kScope: {
        const auto& x = static_cast<const ScopeStmt&>(*s);
        const auto& f = x.fields();
        Mix(static_cast<uint64_t>(f.scope_kind));
        MixOpt(f.level);
        MixOpt(f.role);
        Mix(static_cast<uint64_t>(f.split));
        Mix(f.sync_start);
        Mix(f.manual);
        Mix(static_cast<uint64_t>(f.count));
        Expr(f.core_num);
        VarDef(f.loop_var);
        Attrs(f.attrs);
        Stmt(x.body());
        return;
      }
      default:
        return;
    }
  }

  void Expr(const ExprPtr& e) {
    if (!e) return Mix(kNull);
    Mix(static_cast<uint64_t>(e->kind()));
    switch (e->kind()) {
      case NodeKind::kVar:
      case NodeKind::kIterArg:
        return Var(static_cast<const ir::Var*>(e.get()), false);
      case NodeKind::kMemRef:
        return MemRefValue(static_cast<const MemRef&>(*e));
      case NodeKind::kConstInt: {
        const auto& x = static_cast<const ConstInt&>(*e);
        Mix(static_cast<uint64_t>(x.value()));
        Mix(IntDtypeKey(x.dtype()));
        return;
      }
      case NodeKind::kConstFloat: {
        const auto& x = static_cast<const ConstFloat&>(*e);
        MixDouble(x.value());
        Mix(static_cast<uint64_t>(x.dtype()));
        return;
      }
      case NodeKind::kConstBool:
        return Mix(static_cast<const ConstBool&>(*e).value());
      case NodeKind::kBinary: {
        const auto& x = static_cast<const BinaryExpr&>(*e);
        Mix(static_cast<uint64_t>(x.op()));
        Mix(static_cast<uint64_t>(x.dtype()));
        Expr(x.lhs());
        Expr(x.rhs());
        return;
      }
      case NodeKind::kUnary: {
        const auto& x = static_cast<const UnaryExpr&>(*e);
        Mix(static_cast<uint64_t>(x.op()));
        Mix(static_cast<uint64_t>(x.dtype()));
        Expr(x.operand());
        return;
      }
      case NodeKind::kCall: {
        const auto& x = static_cast<const Call&>(*e);
        Mix(static_cast<uint64_t>(x.op()->kind()));
        Mix(StringHash(x.callee_name()));
        ExprList(x.args());
        Attrs(x.kwargs());
        Attrs(x.attrs());
        Type(x.type());
        return;
      }
      case NodeKind::kSubmit: {
        const auto& x = static_cast<const Submit&>(*e);
        Mix(static_cast<uint64_t>(x.op()->kind()));
        Mix(StringHash(x.callee_name()));
        ExprList(x.args());
        ExprList(x.deps());
        Expr(x.core_num());
        Mix(x.sync_start());
        Mix(x.allow_early_resolve());
        Expr(x.predicate());
        Attrs(x.kwargs());
        Attrs(x.attrs());
        Type(x.type());
        return;
      }
      case NodeKind::kMakeTuple:
        return ExprList(static_cast<const MakeTuple&>(*e).elements());
      case NodeKind::kTupleGetItem: {
        const auto& x = static_cast<const TupleGetItem&>(*e);
        Mix(static_cast<uint64_t>(x.index()));
        Expr(x.tuple());
        return;
      }
      default:
        return;
    }
  }

  void Type(const TypePtr& t, bool loop_var = false) {
    if (!t) return Mix(kNull);
    Mix(static_cast<uint64_t>(t->kind()));
    switch (t->kind()) {
      case NodeKind::kScalarType: {
        DataType d = static_cast<const ScalarType&>(*t).dtype();
        return Mix(loop_var ? IntDtypeKey(d) : static_cast<uint64_t>(d));
      }
      case NodeKind::kArrayType: {
        const auto& x = static_cast<const ArrayType&>(*t);
        Mix(static_cast<uint64_t>(x.dtype()));
        Mix(static_cast<uint64_t>(x.extent()));
        return;
      }
      case NodeKind::kTupleType: {
        const auto& types = static_cast<const TupleType&>(*t).types();
        Count(types.size());
        for (const auto& c : types) Type(c);
        return;
      }
      case NodeKind::kTensorType: {
        const auto& x = static_cast<const TensorType&>(*t);
        static const TensorView kNoView;
        const TensorView& v = x.view() ? *x.view() : kNoView;
        Mix(static_cast<uint64_t>(x.dtype()));
        ExprList(x.shape());
        Mix(static_cast<uint64_t>(v.layout));
        Mix(static_cast<uint64_t>(v.pad));
        ExprList(v.valid_shape.empty() ? x.shape() : v.valid_shape);
        ExprList(v.stride);
        return;
      }
      case NodeKind::kTileType: {
        const auto& x = static_cast<const TileType&>(*t);
        std::optional<TileView> implicit;
        if (!x.view()) implicit = ImplicitTileView(x.shape(), x.memory_space());
        const TileView& v = x.view() ? *x.view() : *implicit;
        Mix(static_cast<uint64_t>(x.dtype()));
        ExprList(x.shape());
        MixOpt(x.memory_space());
        Mix(static_cast<uint64_t>(v.blayout));
        Mix(static_cast<uint64_t>(v.slayout));
        Mix(static_cast<uint64_t>(v.fractal));
        Mix(static_cast<uint64_t>(v.pad));
        Mix(static_cast<uint64_t>(v.compact));
        ExprList(v.valid_shape.empty() ? x.shape() : v.valid_shape);
        ExprList(v.stride);
        Expr(v.start_offset);
        return;
      }
      default:
        return;
    }
  }

 private:
  void Mix(uint64_t v) { h_ = SplitMix64(h_ ^ SplitMix64(v)); }
  void Count(size_t n) {
    Mix(kCount);
    Mix(n);
  }
  void MixDouble(double d) {
    uint64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    Mix(bits);
  }
  template <typename E>
  void MixOpt(const std::optional<E>& v) {
    Mix(v ? static_cast<uint64_t>(*v) + 1 : 0);
  }

  void ExprList(const std::vector<ExprPtr>& list) {
    Count(list.size());
    for (const auto& e : list) Expr(e);
  }

  void Var(const ir::Var* v, bool loop_var) {
    if (anonymous_vars_) return Mix(kVarRef);
    auto [it, inserted] = ids_.try_emplace(v, ids_.size());
    if (!inserted) {
      Mix(kVarRef);
      Mix(it->second);
      return;
    }
    Mix(kVarNew);
    Mix(static_cast<uint64_t>(v->kind()));
    if (v->kind() == NodeKind::kMemRef) return MemRefValue(static_cast<const MemRef&>(*v));
    Type(v->type(), loop_var);
  }

  void VarDef(const VarPtr& v, bool loop_var = false) {
    if (!v) return Mix(kNull);
    Mix(static_cast<uint64_t>(v->kind()));
    Var(v.get(), loop_var);
    if (v->kind() == NodeKind::kIterArg) Expr(static_cast<const IterArg&>(*v).init_value());
  }

  void MemRefValue(const MemRef& m) {
    if (!m.base()) {
      Mix(kNull);
    } else {
      Mix(static_cast<uint64_t>(m.base()->kind()));
      Var(m.base().get(), false);
    }
    Expr(m.byte_offset());
    Mix(static_cast<uint64_t>(m.size()));
    Mix(m.pinned());
    Mix(static_cast<uint64_t>(m.slot_count()));
    Expr(m.slot_index());
  }

  // Order-insensitive, like the equality (attrs are a keyed map): each
  // entry is hashed on its own and the results are summed. Expressions in
  // values are hashed with every variable as one anonymous marker, because
  // numbering them would depend on entry order; equality still maps them,
  // so this only coarsens the hash.
  void Attrs(const ir::Attrs& attrs) {
    Count(attrs.size());
    uint64_t sum = 0;
    const uint64_t saved = h_;
    for (const auto& [key, value] : attrs) {
      h_ = StringHash(key);
      if (HoldsExpr(value)) {
        const bool outer = anonymous_vars_;
        anonymous_vars_ = true;
        AttrValueWithExprs(value);
        anonymous_vars_ = outer;
      } else {
        AttrValue(value);
      }
      sum += h_;
    }
    h_ = saved;
    Mix(sum);
  }

  void AttrValueWithExprs(const ir::AttrValue& v) {
    if (v.kind() == ir::AttrValue::Kind::kExpr) return Expr(v.AsExpr());
    if (v.kind() != ir::AttrValue::Kind::kList) return AttrValue(v);
    Count(v.AsList().size());
    for (const auto& item : v.AsList()) AttrValueWithExprs(item);
  }

  static bool HoldsExpr(const ir::AttrValue& v) {
    if (v.kind() == ir::AttrValue::Kind::kExpr) return true;
    if (v.kind() != ir::AttrValue::Kind::kList) return false;
    for (const auto& item : v.AsList()) {
      if (HoldsExpr(item)) return true;
    }
    return false;
  }

  void AttrValue(const ir::AttrValue& v) {
    Mix(static_cast<uint64_t>(v.kind()));
    switch (v.kind()) {
      case ir::AttrValue::Kind::kNone:
        return;
      case ir::AttrValue::Kind::kBool:
        return Mix(v.AsBool());
      case ir::AttrValue::Kind::kInt:
        return Mix(static_cast<uint64_t>(v.AsInt()));
      case ir::AttrValue::Kind::kFloat:
        return MixDouble(v.AsFloat());
      case ir::AttrValue::Kind::kString:
        return Mix(StringHash(v.AsString()));
      case ir::AttrValue::Kind::kDataType:
        return Mix(static_cast<uint64_t>(v.AsDataType()));
      case ir::AttrValue::Kind::kEnum:
        Mix(StringHash(v.EnumQualifier()));
        return Mix(StringHash(v.AsString()));
      case ir::AttrValue::Kind::kExpr:
        return Expr(v.AsExpr());
      case ir::AttrValue::Kind::kList:
        Count(v.AsList().size());
        for (const auto& item : v.AsList()) AttrValue(item);
        return;
    }
  }

  uint64_t h_ = 0x70746f63ULL;  // "ptoc"
  absl::flat_hash_map<const ir::Var*, uint64_t> ids_;
  bool anonymous_vars_ = false;  // inside an attribute value (see Attrs)
};

}  // namespace

uint64_t StructuralHash(const ProgramPtr& program) {
  Hasher h;
  h.Program(program);
  return h.value();
}
uint64_t StructuralHash(const FunctionPtr& function) {
  Hasher h;
  h.Function(function);
  return h.value();
}
uint64_t StructuralHash(const StmtPtr& stmt) {
  Hasher h;
  h.Stmt(stmt);
  return h.value();
}
uint64_t StructuralHash(const ExprPtr& expr) {
  Hasher h;
  h.Expr(expr);
  return h.value();
}
uint64_t StructuralHash(const TypePtr& type) {
  Hasher h;
  h.Type(type);
  return h.value();
}

}  // namespace ptoc::ir
