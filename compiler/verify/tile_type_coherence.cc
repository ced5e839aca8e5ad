// TileTypeCoherence verifier: tile views are stored canonically, i.e. a view
// equal to the implicit one for (shape, memory space) is absent rather than
// stored. ir::TileType canonicalises on construction, so this guards against
// types built some other way (deserialisation, future constructors).
#include <string>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "TileTypeCoherence";

bool IsImplicitButPresent(const ir::TileType& tile) {
  if (!tile.view().has_value()) return false;
  ir::TileView stored = *tile.view();
  // A valid_shape equal to the shape carries no information either.
  if (stored.valid_shape.size() == tile.shape().size()) {
    bool same = true;
    for (size_t i = 0; i < stored.valid_shape.size() && same; ++i) {
      auto a = ir::StaticDim(stored.valid_shape[i]);
      auto b = ir::StaticDim(tile.shape()[i]);
      same = stored.valid_shape[i] == tile.shape()[i] || (a && b && *a == *b);
    }
    if (same) stored.valid_shape.clear();
  }
  return ir::SameTileView(stored, ir::ImplicitTileView(tile.shape(), tile.memory_space()));
}

class CoherenceChecker : public ir::IRVisitor {
 public:
  CoherenceChecker(std::vector<Diagnostic>* out, std::string func_name)
      : out_(out), func_name_(std::move(func_name)) {}

  void CheckFunction(const ir::FunctionPtr& f) {
    for (const auto& p : f->params()) {
      if (p) CheckType(p->type(), p->span());
    }
    for (const auto& t : f->return_types()) CheckType(t, f->span());
    VisitStmt(f->body());
  }

  void VisitVar(const ir::VarPtr& v) override { CheckType(v->type(), v->span()); }
  void VisitIterArg(const ir::IterArgPtr& v) override { CheckType(v->type(), v->span()); }
  void VisitCall(const ir::CallPtr& call) override {
    CheckType(call->type(), call->span());
    for (const auto& a : call->args()) VisitExpr(a);
  }
  void VisitType(const ir::TypePtr&) override {}

 private:
  void CheckType(const ir::TypePtr& type, const Span& span) {
    if (auto tile = ir::As<ir::TileType>(type)) {
      if (IsImplicitButPresent(*tile)) {
        out_->push_back(MakeError(kRule, 1,
                                  "TileType has implicit-but-present tile_view (canonical encoding "
                                  "requires nullopt) in function '" +
                                      func_name_ + "'",
                                  span));
      }
    } else if (auto tuple = ir::As<ir::TupleType>(type)) {
      for (const auto& t : tuple->types()) CheckType(t, span);
    }
  }

  std::vector<Diagnostic>* out_;
  std::string func_name_;
};

std::vector<Diagnostic> VerifyTileTypeCoherence(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    CoherenceChecker(&out, f->name()).CheckFunction(f);
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(tile_type_coherence,
                                MakePropertyVerifier("TileTypeCoherence",
                                                     pass::IRProperty::kTileTypeCoherence,
                                                     VerifyTileTypeCoherence));

}  // namespace ptoc::verify
