// LegalizeTileCast: a tile.cast the SoC cannot do in one `pto.tcvt` becomes a
// chain of native casts through temporaries `<x>__cast_<dtype>_tmp_vN`. The
// chain is a shortest path in the SoC's cast table (backend::NativeCasts)
// whose intermediate types lose nothing the destination could hold; among
// equally short chains, int -> same-width float steps come first, then float
// width changes. A pair with no chain is a user error. Host-level functions
// have no tile casts and are left alone.
#include <algorithm>
#include <map>
#include <optional>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/transforms/analysis/auto_name.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT(google-build-using-namespace)

using CastGraph = std::map<DataType, std::vector<DataType>>;

CastGraph BuildGraph(const backend::Soc& soc) {
  CastGraph graph;
  for (const auto& [from, to] : backend::NativeCasts(soc)) {
    if (from != to) graph[from].push_back(to);
  }
  return graph;
}

bool IsNative(const CastGraph& graph, DataType from, DataType to) {
  auto it = graph.find(from);
  return it != graph.end() &&
         std::find(it->second.begin(), it->second.end(), to) != it->second.end();
}

// Significand bits (with the implicit one) and exponent bits.
std::optional<std::pair<int, int>> FloatFormat(DataType t) {
  if (t == DataType::kFP32) return std::make_pair(24, 8);
  if (t == DataType::kFP16) return std::make_pair(11, 5);
  if (t == DataType::kBF16) return std::make_pair(8, 8);
  return std::nullopt;
}

int IntValueBits(DataType t) { return DataTypeBits(t) - (IsSignedInt(t) ? 1 : 0); }

// Whether a value on its way to `dst` provably loses something in `mid` that
// a direct conversion would keep (unknown formats are given the benefit of
// the doubt).
bool Narrows(DataType mid, DataType dst) {
  if (mid == dst) return false;
  if (IsInt(mid) && IsFloat(dst)) return true;  // fractions
  if (IsFloat(mid) && IsFloat(dst)) {
    auto m = FloatFormat(mid);
    auto d = FloatFormat(dst);
    return m && d && (m->first < d->first || m->second < d->second);
  }
  if (IsFloat(mid) && IsInt(dst)) {
    auto m = FloatFormat(mid);
    return m && m->first < IntValueBits(dst);
  }
  if (IsInt(mid) && IsInt(dst)) {
    if (IsUnsignedInt(mid) && IsSignedInt(dst)) return true;  // negatives
    return IntValueBits(mid) < IntValueBits(dst);
  }
  return false;
}

// Tie-break cost of one step: int -> float of the same width, then float
// width changes, then anything else.
int StepCost(DataType from, DataType to) {
  if (!IsFloat(from) && IsFloat(to) && DataTypeBits(from) == DataTypeBits(to)) return 0;
  if (IsFloat(from) && IsFloat(to)) return 1;
  return 2;
}

std::optional<DataType> SameWidthFloat(DataType t) {
  if (IsFloat(t)) return std::nullopt;
  if (DataTypeBits(t) == 32) return DataType::kFP32;
  if (DataTypeBits(t) == 16) return DataType::kFP16;
  return std::nullopt;
}

// The types after `from` on a shortest admissible chain to `to` (ending with
// `to`); empty when there is none. Breadth-first, first reach wins unless a
// path of the same length has a lower tie-break cost.
std::vector<DataType> FindChain(const CastGraph& graph, DataType from, DataType to) {
  struct Node {
    DataType parent;
    int dist = -1;
    int cost = 0;
  };
  std::map<DataType, Node> nodes;
  nodes[from] = Node{from, 0, 0};
  std::queue<DataType> queue;
  queue.push(from);
  while (!queue.empty()) {
    const DataType cur = queue.front();
    queue.pop();
    auto it = graph.find(cur);
    if (it == graph.end()) continue;
    std::vector<DataType> next = it->second;
    if (auto same = SameWidthFloat(cur)) {
      auto pos = std::find(next.begin(), next.end(), *same);
      if (pos != next.end()) std::iter_swap(next.begin(), pos);
    }
    const Node here = nodes[cur];
    for (DataType n : next) {
      if (n != to && Narrows(n, to)) continue;
      const int dist = here.dist + 1;
      const int cost = here.cost + StepCost(cur, n);
      auto [slot, fresh] = nodes.try_emplace(n, Node{cur, dist, cost});
      if (fresh) {
        queue.push(n);
      } else if (slot->second.dist == dist && cost < slot->second.cost) {
        slot->second.parent = cur;
        slot->second.cost = cost;
      }
    }
  }
  auto goal = nodes.find(to);
  if (goal == nodes.end()) return {};
  std::vector<DataType> chain;
  for (DataType t = to; t != from; t = nodes[t].parent) chain.push_back(t);
  std::reverse(chain.begin(), chain.end());
  return chain;
}

class CastLegalizer : public IRMutator {
 public:
  explicit CastLegalizer(const backend::Soc& soc) : soc_(soc), graph_(BuildGraph(soc)) {}

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    CallPtr call = AsOpCall(stmt->value(), "tile.cast");
    if (!call || call->args().empty()) return IRMutator::MutateAssign(stmt);
    auto src_type = As<TileType>(call->args()[0]->type());
    auto dst_type = As<TileType>(call->type());
    if (!src_type || !dst_type) return IRMutator::MutateAssign(stmt);
    const DataType src = src_type->dtype();
    const DataType dst = dst_type->dtype();
    if (src == dst || IsNative(graph_, src, dst)) return IRMutator::MutateAssign(stmt);
    std::vector<DataType> chain = FindChain(graph_, src, dst);
    if (chain.empty()) {
      ThrowUserError(
          stmt->span(),
          absl::StrCat("ValueError: LegalizeTileCast: no native cast path from ",
                       DataTypeString(src), " to ", DataTypeString(dst), " for arch ",
                       soc_.target_arch(), "; pto.tcvt does not support this conversion"));
    }
    // Every step keeps the original rounding mode (round when none is given).
    Attrs kwargs = call->kwargs();
    if (!kwargs.Has("mode")) kwargs = kwargs.With("mode", AttrValue::String("round"));
    std::vector<StmtPtr> stmts;
    ExprPtr value = call->args()[0];
    const std::string base = BaseName(stmt->var()->name_hint());
    for (size_t i = 0; i + 1 < chain.size(); ++i) {
      CallPtr step =
          MakeOpCallOrThrow("tile.cast", {value},
                            kwargs.With("target_type", AttrValue::DType(chain[i])), stmt->span());
      auto tmp =
          std::make_shared<Var>(BuildAutoName(base, absl::StrCat("cast_", DataTypeString(chain[i])),
                                              std::string("tmp"), counter_++),
                                step->type(), stmt->span());
      stmts.push_back(std::make_shared<AssignStmt>(tmp, step, stmt->span()));
      value = tmp;
    }
    CallPtr last = MakeOpCallOrThrow("tile.cast", {value}, kwargs, stmt->span());
    stmts.push_back(std::make_shared<AssignStmt>(stmt->var(), last, stmt->span()));
    return MakeSeq(std::move(stmts), stmt->span());
  }

 private:
  const backend::Soc& soc_;
  CastGraph graph_;
  int counter_ = 0;  // per function, as the reference's
};

}  // namespace

ir::FunctionPtr LegalizeTileCastInFunction(const ir::FunctionPtr& f) {
  if (f->level() == std::optional<Level>(Level::kHost) || !MayCall(f, "tile.cast")) return f;
  return CastLegalizer(backend::CurrentSoc()).MutateFunction(f);
}

ir::ProgramPtr LegalizeTileCast(const ir::ProgramPtr& program) {
  return MapFunctions(program, LegalizeTileCastInFunction);
}

}  // namespace ptoc::transforms
