// TileOps2D verifier: after FlattenTileNdTo2D, tile ops in InCore-like
// functions neither produce nor consume tiles of rank > 2 (load/store and
// reshape-like ops are the sanctioned N-D boundary), and tile.transpose has
// its 4-operand lowered form.
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "TileOps2D";

bool IsHighRankTile(const ir::TypePtr& type) {
  auto tile = ir::As<ir::TileType>(type);
  return tile != nullptr && tile->rank() > 2;
}

class TileRankChecker : public ir::IRVisitor {
 public:
  TileRankChecker(std::vector<Diagnostic>* out, std::string func_name)
      : out_(out), func_name_(std::move(func_name)) {}
  void VisitAssign(const ir::AssignStmtPtr& s) override {
    Check(ir::As<ir::Call>(s->value()), s->span());
    ir::IRVisitor::VisitAssign(s);
  }
  void VisitEval(const ir::EvalStmtPtr& s) override {
    Check(ir::As<ir::Call>(s->expr()), s->span());
    ir::IRVisitor::VisitEval(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  void Check(const ir::CallPtr& call, const Span& span) {
    if (call == nullptr || call->op() == nullptr || call->IsFunctionCall()) return;
    const std::string& name = call->op()->name();
    if (!absl::StartsWith(name, "tile.")) return;
    if (name == "tile.load" || name == "tile.store" || name == "tile.reshape" ||
        name == "tile.reinterpret_view") {
      return;
    }
    if (IsHighRankTile(call->type())) {
      out_->push_back(
          MakeError(kRule, 0,
                    absl::StrCat("Tile op '", name, "' in InCore function '", func_name_,
                                 "' produces >2D tile (should have been flattened to 2D)"),
                    span));
    }
    if (name == "tile.transpose" && call->args().size() != 4) {
      out_->push_back(
          MakeError(kRule, 0,
                    absl::StrCat("tile.transpose in InCore function '", func_name_, "' has ",
                                 call->args().size(),
                                 " arguments (expected 4: input, axis1, axis2, scratch after "
                                 "FlattenTileNdTo2D)"),
                    span));
    }
    for (const auto& arg : call->args()) {
      if (arg != nullptr && IsHighRankTile(arg->type())) {
        out_->push_back(
            MakeError(kRule, 0,
                      absl::StrCat("Tile op '", name, "' in InCore function '", func_name_,
                                   "' has >2D tile argument (should have been flattened to 2D)"),
                      span));
        break;
      }
    }
  }
  std::vector<Diagnostic>* out_;
  std::string func_name_;
};

std::vector<Diagnostic> VerifyTileOps2D(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || !ir::IsInCoreLike(f->func_type())) return;
    TileRankChecker(&out, f->name()).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(tile_ops_2d,
                                MakePropertyVerifier("TileOps2D", pass::IRProperty::kTileOps2D,
                                                     VerifyTileOps2D));

}  // namespace ptoc::verify
