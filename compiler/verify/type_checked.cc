// TypeChecked verifier (rule "TypeCheck", codes 101-111): values flowing
// through control-flow boundaries (iter_arg init -> iter_arg -> yield ->
// return var, then/else yields -> if results) agree in type kind, dtype,
// shape, valid shape, padding and tile view; conditions are BOOL scalars;
// loop bounds are scalars; explicit valid shapes fit their physical shape.
#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/control_flow_arity.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "TypeCheck";
enum Code {
  kTypeKindMismatch = 101,
  kDtypeMismatch = 102,
  kShapeDimensionMismatch = 103,
  kShapeValueMismatch = 104,
  kSizeMismatch = kTypeCheckSizeMismatch,
  kIfConditionMustBeScalar = 106,
  kForRangeMustBeScalar = 107,
  kConditionMustBeBool = 108,
  kTensorPaddingMismatch = 109,
  kTileViewMismatch = 111,
};

enum class Proof { kTrue, kFalse, kUnknown };

// Equality of two extents: constants by value, otherwise structurally.
Proof ProveEqual(const ir::ExprPtr& a, const ir::ExprPtr& b) {
  if (a == b) return Proof::kTrue;
  if (a == nullptr || b == nullptr) return Proof::kUnknown;
  auto ca = ir::StaticDim(a);
  auto cb = ir::StaticDim(b);
  if (ca && cb) return *ca == *cb ? Proof::kTrue : Proof::kFalse;
  if (a->kind() == ir::NodeKind::kBinary && b->kind() == ir::NodeKind::kBinary) {
    const auto& ba = static_cast<const ir::BinaryExpr&>(*a);
    const auto& bb = static_cast<const ir::BinaryExpr&>(*b);
    if (ba.op() == bb.op() && ProveEqual(ba.lhs(), bb.lhs()) == Proof::kTrue &&
        ProveEqual(ba.rhs(), bb.rhs()) == Proof::kTrue) {
      return Proof::kTrue;
    }
  }
  return Proof::kUnknown;
}

class TypeChecker : public ir::IRVisitor {
 public:
  explicit TypeChecker(std::vector<Diagnostic>* out) : out_(out) {}

  void CheckFunction(const ir::FunctionPtr& f) {
    for (size_t i = 0; i < f->params().size(); ++i) {
      const auto& p = f->params()[i];
      if (p == nullptr) continue;
      CheckValidShape(
          p->type(),
          [&] {
            return absl::StrCat("Function '", f->name(), "' parameter[", i, "] '", p->name_hint(),
                                "'");
          },
          p->span());
    }
    for (size_t i = 0; i < f->return_types().size(); ++i) {
      CheckValidShape(
          f->return_types()[i],
          [&] { return absl::StrCat("Function '", f->name(), "' return type[", i, "]"); },
          f->span());
    }
    VisitStmt(f->body());
  }

  void VisitVar(const ir::VarPtr& v) override {
    CheckValidShape(
        v->type(), [&] { return absl::StrCat("Var '", v->name_hint(), "'"); }, v->span());
  }
  void VisitIterArg(const ir::IterArgPtr& v) override {
    CheckValidShape(
        v->type(), [&] { return absl::StrCat("IterArg '", v->name_hint(), "'"); }, v->span());
  }
  void VisitMemRef(const ir::MemRefPtr&) override {}
  void VisitCall(const ir::CallPtr& call) override {
    CheckValidShape(
        call->type(), [] { return std::string("Call result"); }, call->span());
    for (const auto& a : call->args()) VisitExpr(a);
  }
  void VisitType(const ir::TypePtr&) override {}

  void VisitFor(const ir::ForStmtPtr& s) override {
    CheckScalar(s->start(), "ForStmt start", s->span());
    CheckScalar(s->stop(), "ForStmt stop", s->span());
    CheckScalar(s->step(), "ForStmt step", s->span());
    CheckLoopTypes("ForStmt", s->iter_args(), s->body(), s->return_vars(), s->span());
    ir::IRVisitor::VisitFor(s);
  }
  void VisitWhile(const ir::WhileStmtPtr& s) override {
    CheckScalar(s->condition(), "WhileStmt condition", s->span());
    CheckBool(s->condition(), "WhileStmt condition", s->span());
    CheckLoopTypes("WhileStmt", s->iter_args(), s->body(), s->return_vars(), s->span());
    ir::IRVisitor::VisitWhile(s);
  }
  void VisitIf(const ir::IfStmtPtr& s) override {
    CheckScalar(s->condition(), "IfStmt condition", s->span());
    CheckBool(s->condition(), "IfStmt condition", s->span());
    if (std::string mismatch = IfSizeMismatch(*s); !mismatch.empty()) {
      Error(kSizeMismatch, mismatch, s->span());
    } else if (!s->return_vars().empty() && s->else_body() != nullptr) {
      auto then_yield = ir::As<ir::YieldStmt>(LastStmt(s->then_body()));
      auto else_yield = ir::As<ir::YieldStmt>(LastStmt(s->else_body()));
      if (then_yield && else_yield) {
        for (size_t i = 0; i < then_yield->values().size(); ++i) {
          const auto& tv = then_yield->values()[i];
          const auto& ev = else_yield->values()[i];
          const auto& rv = s->return_vars()[i];
          if (!tv || !ev || !rv) continue;
          CheckEqual(tv->type(), ev->type(), "IfStmt", absl::StrCat("then yield value[", i, "]"),
                     absl::StrCat("else yield value[", i, "]"), s->span());
          CheckEqual(tv->type(), rv->type(), "IfStmt", absl::StrCat("then yield value[", i, "]"),
                     absl::StrCat("return_var[", i, "]"), s->span());
        }
      }
    }
    ir::IRVisitor::VisitIf(s);
  }

 private:
  void Error(int code, const std::string& message, const Span& span) {
    out_->push_back(MakeError(kRule, code, message, span));
  }

  void CheckLoopTypes(const std::string& what, const std::vector<ir::IterArgPtr>& iter_args,
                      const ir::StmtPtr& body, const std::vector<ir::VarPtr>& return_vars,
                      const Span& span) {
    if (std::string mismatch = LoopSizeMismatch(what, iter_args, body, return_vars);
        !mismatch.empty()) {
      Error(kSizeMismatch, mismatch, span);
      return;
    }
    auto yield = ir::As<ir::YieldStmt>(LastStmt(body));
    if (yield == nullptr) return;
    const size_t n = iter_args.size();
    for (size_t i = 0; i < n; ++i) {
      const auto& ia = iter_args[i];
      const auto& yv = yield->values()[i];
      const auto& rv = return_vars[i];
      if (!ia || !ia->init_value() || !yv || !rv) continue;
      CheckEqual(ia->init_value()->type(), ia->type(), what,
                 absl::StrCat("iter_arg[", i, "] initValue"),
                 absl::StrCat("declared iter_arg[", i, "]"), span);
      CheckEqual(ia->type(), yv->type(), what, absl::StrCat("declared iter_arg[", i, "]"),
                 absl::StrCat("yield value[", i, "]"), span);
      CheckEqual(yv->type(), rv->type(), what, absl::StrCat("yield value[", i, "]"),
                 absl::StrCat("return_var[", i, "]"), span);
    }
  }

  bool CheckShape(const std::vector<ir::ExprPtr>& s1, const std::vector<ir::ExprPtr>& s2,
                  const std::string& shape_name, const std::string& context, const std::string& d1,
                  const std::string& d2, const Span& span) {
    if (s1.size() != s2.size()) {
      Error(kShapeDimensionMismatch,
            absl::StrCat(shape_name, " dimension count mismatch in ", context, ": ", d1, " has ",
                         s1.size(), " dimensions, but ", d2, " has ", s2.size(), " dimensions"),
            span);
      return false;
    }
    for (size_t i = 0; i < s1.size(); ++i) {
      if (!s1[i] || !s2[i]) continue;
      Proof p = ProveEqual(s1[i], s2[i]);
      if (p == Proof::kTrue) continue;
      std::string msg = absl::StrCat(shape_name, " dimension mismatch in ", context, ": ", d1,
                                     " dimension[", i, "] = ", ExprToString(s1[i]), ", but ", d2,
                                     " dimension[", i, "] = ", ExprToString(s2[i]));
      if (p == Proof::kUnknown) {
        absl::StrAppend(&msg, "; equality is not provable and this boundary has no runtime guard");
      }
      Error(kShapeValueMismatch, msg, span);
    }
    return true;
  }

  void CheckEqual(const ir::TypePtr& t1, const ir::TypePtr& t2, const std::string& context,
                  const std::string& d1, const std::string& d2, const Span& span) {
    if (!t1 || !t2) return;
    if (t1->kind() != t2->kind()) {
      Error(kTypeKindMismatch,
            absl::StrCat("Type kind mismatch in ", context, ": ", d1, " type '",
                         ir::TypeClassName(t1), "' != ", d2, " type '", ir::TypeClassName(t2), "'"),
            span);
      return;
    }
    if (auto tup1 = ir::As<ir::TupleType>(t1)) {
      auto tup2 = ir::As<ir::TupleType>(t2);
      if (tup1->types().size() != tup2->types().size()) {
        Error(kSizeMismatch,
              absl::StrCat("Tuple size mismatch in ", context, ": ", d1, " has ",
                           tup1->types().size(), " elements, but ", d2, " has ",
                           tup2->types().size(), " elements"),
              span);
        return;
      }
      for (size_t i = 0; i < tup1->types().size(); ++i) {
        CheckEqual(tup1->types()[i], tup2->types()[i], context,
                   absl::StrCat(d1, " tuple element[", i, "]"),
                   absl::StrCat(d2, " tuple element[", i, "]"), span);
      }
      return;
    }
    std::string dtype_msg =
        absl::StrCat("Dtype mismatch in ", context, ": ", d1, " dtype != ", d2, " dtype");
    if (auto sc1 = ir::As<ir::ScalarType>(t1)) {
      if (sc1->dtype() != ir::As<ir::ScalarType>(t2)->dtype()) {
        Error(kDtypeMismatch, dtype_msg, span);
      }
      return;
    }
    auto sh1 = ir::As<ir::ShapedType>(t1);
    auto sh2 = ir::As<ir::ShapedType>(t2);
    if (!sh1 || !sh2) return;
    if (sh1->dtype() != sh2->dtype()) Error(kDtypeMismatch, dtype_msg, span);
    if (!CheckShape(sh1->shape(), sh2->shape(), "Shape", context, d1, d2, span)) return;
    if (auto te1 = ir::As<ir::TensorType>(t1)) {
      auto te2 = ir::As<ir::TensorType>(t2);
      auto valid = [](const ir::TensorType& t) -> const std::vector<ir::ExprPtr>& {
        return t.view() && !t.view()->valid_shape.empty() ? t.view()->valid_shape : t.shape();
      };
      CheckShape(valid(*te1), valid(*te2), "Valid shape", context, d1, d2, span);
      ir::PadValue p1 = te1->view() ? te1->view()->pad : ir::PadValue::kNull;
      ir::PadValue p2 = te2->view() ? te2->view()->pad : ir::PadValue::kNull;
      if (p1 != p2) {
        Error(
            kTensorPaddingMismatch,
            absl::StrCat("Tensor padding mismatch in ", context, ": ", d1, " pad != ", d2, " pad"),
            span);
      }
      return;
    }
    auto ti1 = ir::As<ir::TileType>(t1);
    auto ti2 = ir::As<ir::TileType>(t2);
    ir::TileView v1 = ti1->EffectiveView();
    ir::TileView v2 = ti2->EffectiveView();
    CheckShape(v1.valid_shape.empty() ? ti1->shape() : v1.valid_shape,
               v2.valid_shape.empty() ? ti2->shape() : v2.valid_shape, "Valid shape", context, d1,
               d2, span);
    if (!ti1->view() || !ti2->view()) return;
    v1.valid_shape.clear();
    v2.valid_shape.clear();
    if (!ir::SameTileView(v1, v2)) {
      Error(kTileViewMismatch,
            absl::StrCat("Tile view metadata mismatch in ", context, ": ", d1, " and ", d2,
                         " have different effective layout, stride, start offset, fractal, or "
                         "padding metadata"),
            span);
    }
  }

  void CheckScalar(const ir::ExprPtr& e, const std::string& what, const Span& span) {
    if (!e || !e->type()) return;
    if (!ir::IsA<ir::ScalarType>(e->type())) {
      bool condition = what.find("condition") != std::string::npos;
      Error(condition ? kIfConditionMustBeScalar : kForRangeMustBeScalar,
            absl::StrCat(what, " must be ScalarType, but got ", ir::TypeClassName(e->type())),
            span);
    }
  }
  void CheckBool(const ir::ExprPtr& e, const std::string& what, const Span& span) {
    if (!e) return;
    auto sc = ir::As<ir::ScalarType>(e->type());
    if (sc && sc->dtype() != ir::DataType::kBool) {
      Error(kConditionMustBeBool,
            absl::StrCat(what, " dtype must be BOOL, but got ", ir::DataTypeName(sc->dtype())),
            span);
    }
  }

  // Explicit valid shapes must have the physical rank and, where both are
  // constants, lie within [0, dim].
  // Runs for every variable reference: `context` (the checked entity, for
  // messages) is only built when there is an error to report.
  void CheckValidShape(const ir::TypePtr& type, absl::FunctionRef<std::string()> context,
                       const Span& span) {
    if (!type) return;
    if (type->kind() == ir::NodeKind::kTupleType) {
      const auto& types = static_cast<const ir::TupleType&>(*type).types();
      for (size_t i = 0; i < types.size(); ++i) {
        CheckValidShape(
            types[i], [&] { return absl::StrCat(context(), " TupleType element[", i, "]"); }, span);
      }
      return;
    }
    const std::vector<ir::ExprPtr>* valid = nullptr;
    const std::vector<ir::ExprPtr>* shape = nullptr;
    const char* type_name = "";
    if (type->kind() == ir::NodeKind::kTensorType) {
      const auto& te = static_cast<const ir::TensorType&>(*type);
      if (te.view()) valid = &te.view()->valid_shape;
      shape = &te.shape();
      type_name = "TensorType";
    } else if (type->kind() == ir::NodeKind::kTileType) {
      const auto& ti = static_cast<const ir::TileType&>(*type);
      if (ti.view()) valid = &ti.view()->valid_shape;
      shape = &ti.shape();
      type_name = "TileType";
    }
    if (!valid || !shape || valid->empty()) return;
    if (valid->size() != shape->size()) {
      Error(kShapeDimensionMismatch,
            absl::StrCat(context(), " has invalid ", type_name, " valid_shape: rank ",
                         valid->size(), " != shape rank ", shape->size()),
            span);
      return;
    }
    for (size_t i = 0; i < valid->size(); ++i) {
      auto v = ir::StaticDim((*valid)[i]);
      auto s = ir::StaticDim((*shape)[i]);
      if (v && (*v < 0 || (s && *v > *s))) {
        Error(kShapeValueMismatch,
              absl::StrCat(context(), " has invalid ", type_name, " valid_shape[", i, "] = ", *v,
                           ", outside [0, ", s ? absl::StrCat(*s) : std::string("?"), "]"),
              span);
      }
    }
  }

  std::vector<Diagnostic>* out_;
};

void VerifyTypeChecked(const ir::FunctionPtr& f, std::vector<Diagnostic>* out) {
  TypeChecker(out).CheckFunction(f);
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(type_checked,
                                MakeFunctionLocalVerifier("TypeCheck",
                                                          pass::IRProperty::kTypeChecked,
                                                          VerifyTypeChecked));

}  // namespace ptoc::verify
