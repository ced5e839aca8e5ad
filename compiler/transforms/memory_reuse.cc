// MemoryReuse: lets tile buffers whose lifetimes do not overlap share one
// allocation. Per memory space, buffers are packed largest-first into the
// first existing allocation all of whose members they may share with
// (lifetimes disjoint, no forbidden in-place aliasing, Vec ND/NZ kept apart,
// pipeline stage clones kept in distinct residues of their affordable
// double-buffering depth, the Ascend910B split-AIV load/tpop hazard avoided);
// a space that overflows its capacity sheds pipeline depth and re-packs.
// Then loop carries, accumulator if phis and other if phis are re-aligned
// (inserting tile.move where a yield lands in another buffer), allocations no
// longer used are dropped and the pipeline_membership tags are stripped.
//
// Packing cost: an allocation keeps its members' intervals and stage/hazard
// summaries in ordered sets, so one candidate/allocation test is
// O(log members). The first-fit scan skips, through a segment tree over the
// allocations, every run of allocations that provably overlap the candidate's
// lifetime (see OccupancyIndex), so when all buffers are live at once each
// candidate costs O(log B) instead of a test per allocation. Total
// O(M log M) for M buffers in the common cases, O(M * B log M) at worst, times
// the number of depth-shedding re-packs (bounded by the summed pipeline depths
// of an overflowing space, at most 256).
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/pass/instruments.h"
#include "compiler/transforms/analysis/lifetimes.h"
#include "compiler/transforms/analysis/memref_utils.h"
#include "compiler/transforms/analysis/reserve_buffers.h"
#include "compiler/transforms/analysis/retarget.h"
#include "compiler/transforms/passes.h"
#include "compiler/verify/verifier_registry.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT
namespace mr = memref;

VarPtr AsVarLike(const ExprPtr& e) {
  if (e && IsA<Var>(e) && e->kind() != NodeKind::kMemRef) {
    return std::static_pointer_cast<const Var>(e);
  }
  return nullptr;
}

// Calls `fn` on every assignment of `body`, nested bodies included, in
// program order.
void ForEachAssign(const StmtPtr& body, const std::function<void(const AssignStmtPtr&)>& fn) {
  std::function<void(const StmtPtr&)> walk = [&](const StmtPtr& s) {
    if (!s) return;
    switch (s->kind()) {
      case NodeKind::kAssign:
        fn(std::static_pointer_cast<const AssignStmt>(s));
        return;
      case NodeKind::kSeq:
        for (const auto& c : std::static_pointer_cast<const SeqStmts>(s)->stmts()) walk(c);
        return;
      case NodeKind::kIf: {
        auto i = std::static_pointer_cast<const IfStmt>(s);
        walk(i->then_body());
        walk(i->else_body());
        return;
      }
      case NodeKind::kFor:
        walk(std::static_pointer_cast<const ForStmt>(s)->body());
        return;
      case NodeKind::kWhile:
        walk(std::static_pointer_cast<const WhileStmt>(s)->body());
        return;
      case NodeKind::kScope:
        walk(std::static_pointer_cast<const ScopeStmt>(s)->body());
        return;
      default:
        return;
    }
  };
  walk(body);
}

bool IsNzLike(const VarPtr& v) {
  auto t = As<TileType>(v->type());
  return t && t->EffectiveView().blayout == TileLayout::kColMajor;
}

// ---------------------------------------------------------------------------
// Inputs of the packing decisions besides lifetimes.

// (group, stage) pairs of a "g:s;g:s" pipeline_membership string; malformed
// tokens are skipped.
std::vector<std::pair<int, int>> ParseMembership(const std::string& packed) {
  std::vector<std::pair<int, int>> out;
  auto parse_int = [](const std::string& t, int* v) {
    if (t.empty()) return false;
    errno = 0;
    char* end = nullptr;
    const int64_t x = std::strtoll(t.c_str(), &end, 10);
    if (errno != 0 || end != t.c_str() + t.size()) return false;
    *v = static_cast<int>(static_cast<int32_t>(x));
    return true;
  };
  size_t i = 0;
  while (i < packed.size()) {
    size_t semi = packed.find(';', i);
    std::string tok = packed.substr(i, semi == std::string::npos ? std::string::npos : semi - i);
    size_t colon = tok.find(':');
    int g = 0, st = 0;
    if (colon != std::string::npos && parse_int(tok.substr(0, colon), &g) &&
        parse_int(tok.substr(colon + 1), &st)) {
      out.emplace_back(g, st);
    }
    if (semi == std::string::npos) break;
    i = semi + 1;
  }
  return out;
}

constexpr char kMembershipAttr[] = "pipeline_membership";

// Ascend910B split-AIV functions must not put the output of an op that reads
// both a load-derived tile and a tpop_from_aic value onto the load's buffer.
bool NeedsLoadTpopGuard(const FunctionPtr& func) {
  if (func->func_type() != FunctionType::kAIV) return false;
  if (backend::CurrentSoc().name() != "Ascend910B") return false;
  if (const AttrValue* v = func->attrs().Find("split_aiv")) {
    if (v->kind() == AttrValue::Kind::kBool && v->AsBool()) return true;
  }
  const AttrValue* split = func->attrs().Find("split");
  if (!split) return false;
  if (auto mode = split->AsEnum<SplitMode>()) return *mode != SplitMode::kNone;
  if (split->kind() == AttrValue::Kind::kInt) return split->AsInt() != 0;
  return false;
}

struct HazardSets {
  std::unordered_set<const Var*> load_derived;  // tile.load results and their view chains
  std::unordered_set<const Var*> reads_tpop;    // defined by an op reading a tpop value
};

bool IsHazardViewOp(const CallPtr& call) {
  for (const char* name :
       {"tile.reshape", "tile.extract", "tile.slice", "tile.fillpad", "tile.fillpad_inplace",
        "tile.transpose_view", "tile.reinterpret_view", "tensor.slice"}) {
    if (mr::IsOp(call, name)) return true;
  }
  return false;
}

HazardSets CollectHazardSets(const StmtPtr& body) {
  HazardSets out;
  std::unordered_set<const Var*> tpops;
  ForEachAssign(body, [&](const AssignStmtPtr& a) {
    if (!mr::TileWithMemRef(a->var()->type())) return;
    auto call = As<Call>(a->value());
    if (!call) return;
    std::vector<const Var*> inputs;
    for (const auto& arg : call->args()) {
      if (arg && arg->kind() == NodeKind::kVar) {
        inputs.push_back(static_cast<const Var*>(arg.get()));
      }
    }
    if (mr::IsOp(call, "tile.load")) {
      out.load_derived.insert(a->var().get());
    } else if (IsHazardViewOp(call)) {
      for (const Var* in : inputs) {
        if (out.load_derived.count(in)) {
          out.load_derived.insert(a->var().get());
          break;
        }
      }
    }
    if (mr::IsOp(call, "tile.tpop_from_aic")) tpops.insert(a->var().get());
    for (const Var* in : inputs) {
      if (tpops.count(in)) {
        out.reads_tpop.insert(a->var().get());
        break;
      }
    }
  });
  return out;
}

// ---------------------------------------------------------------------------
// Packing.
//
// Per memory space, intervals are packed largest-first into the first buffer
// all of whose members they may share with. Every pairwise rule is kept as
// per-buffer summaries (member spans, roots, forbidden roots, pipeline stage
// residues, hazard points), so one candidate/buffer test is O(log M) instead
// of a scan over the members.

struct Buffer {
  std::vector<int> members;                  // interval indices, [0] = representative
  std::set<std::pair<int, int>> spans;       // member (def, last_use) when regular
  bool irregular = false;                    // members overlap (phi families) -> scan
  std::unordered_set<const Var*> bases;      // members' allocation roots
  std::unordered_set<const Var*> forbidden;  // roots members' ops may not write onto
  bool nz = false;
  int64_t slot = 0;  // largest member
  // Pipeline separation: group -> residues (gated) / raw stages (legacy).
  std::map<int, std::set<int>> residues;
  std::map<int, std::set<int>> stages_all;
  std::map<int, std::set<int>> stages_load;
  // Load/tpop hazard: last uses of load-derived members, defs of tpop readers.
  std::set<int> load_last_uses;
  std::set<int> tpop_defs;
  // The longest member span [rep_def, rep_last) while the buffer is regular;
  // empty (rep_def >= rep_last) otherwise. Any candidate overlapping it
  // overlaps a member.
  int rep_def = INT_MAX;
  int rep_last = INT_MIN;
};

// First-fit support: a segment tree over allocation slots (in creation
// order) holding, per node, the intersection of its allocations' member
// spans [max rep_def, min rep_last). When that intersection meets a
// candidate's [def, last_use), every allocation below the node holds a member
// overlapping the candidate, so the whole node is skipped. Only a
// regular candidate (def < last_use, no phi family) against regular buffers
// may be pruned this way; an irregular buffer has an empty span and is never
// skipped, so the scan still tests exactly the allocations that could accept.
class OccupancyIndex {
 public:
  explicit OccupancyIndex(size_t capacity) {
    while (size_ < capacity) size_ *= 2;
    lo_.assign(2 * size_, INT_MAX);
    hi_.assign(2 * size_, INT_MIN);
  }

  void Set(size_t slot, int def, int last) {
    size_t i = slot + size_;
    lo_[i] = def;
    hi_[i] = last;
    for (i /= 2; i >= 1; i /= 2) {
      lo_[i] = std::max(lo_[2 * i], lo_[2 * i + 1]);
      hi_[i] = std::min(hi_[2 * i], hi_[2 * i + 1]);
    }
  }

  // Smallest slot >= `from` not provably overlapping [def, last), or
  // `size_` when there is none.
  size_t Next(size_t from, int def, int last) const { return Find(1, 0, size_, from, def, last); }

 private:
  size_t Find(size_t node, size_t l, size_t r, size_t from, int def, int last) const {
    if (r <= from) return size_;
    if (std::max(lo_[node], def) < std::min(hi_[node], last)) return size_;
    if (r - l == 1) return l;
    const size_t mid = (l + r) / 2;
    size_t found = Find(2 * node, l, mid, from, def, last);
    if (found != size_) return found;
    return Find(2 * node + 1, mid, r, from, def, last);
  }

  size_t size_ = 1;
  std::vector<int> lo_;
  std::vector<int> hi_;
};

bool Overlap(const LifetimeInterval& a, const LifetimeInterval& b) {
  return !(a.last_use <= b.def || b.last_use <= a.def);
}

bool IsL0Space(MemorySpace s) {
  return s == MemorySpace::kLeft || s == MemorySpace::kRight || s == MemorySpace::kAcc ||
         s == MemorySpace::kBias;
}

// Some (group, value) of `pairs` meets another value of its group in `seen`.
bool PairsConflict(const std::vector<std::pair<int, int>>& pairs,
                   const std::map<int, std::set<int>>& seen) {
  for (const auto& [g, v] : pairs) {
    auto it = seen.find(g);
    if (it == seen.end()) continue;
    if (it->second.size() > 1 || *it->second.begin() != v) return true;
  }
  return false;
}

class Packer {
 public:
  Packer(const Lifetimes& lt, const StmtPtr& body, const FunctionPtr& func) : lt_(lt) {
    CollectForbidden(body);
    const size_t n = lt_.intervals.size();
    membership_.resize(n);
    is_load_.assign(n, false);
    for (size_t i = 0; i < n; ++i) {
      const auto& members = lt_.groups[lt_.intervals[i].group];
      bool fam = false;
      for (const auto& m : members) fam |= lt_.phi_families.count(m.get()) > 0;
      has_family_.push_back(fam);
      // Every member of a pipeline clone carries the same membership; the
      // first one with a tagged defining call speaks for the buffer.
      for (const auto& m : members) {
        auto dit = lt_.def_stmt.find(m.get());
        if (dit == lt_.def_stmt.end()) continue;
        auto call = As<Call>(dit->second->value());
        if (!call) continue;
        const AttrValue* attr = call->attrs().Find(kMembershipAttr);
        if (!attr || attr->kind() != AttrValue::Kind::kString || attr->AsString().empty()) continue;
        membership_[i] = ParseMembership(attr->AsString());
        is_load_[i] = mr::IsOp(call, "tile.load") || mr::IsOp(call, "tile.read");
        break;
      }
    }
    if (NeedsLoadTpopGuard(func)) {
      HazardSets h = CollectHazardSets(body);
      is_load_derived_.assign(n, false);
      reads_tpop_.assign(n, false);
      for (size_t i = 0; i < n; ++i) {
        is_load_derived_[i] = h.load_derived.count(lt_.intervals[i].rep.get()) > 0;
        reads_tpop_[i] = h.reads_tpop.count(lt_.intervals[i].rep.get()) > 0;
      }
    }
    reserved_end_ = ResolveReserveBuffers(func).reserved_end;
    func_ = func;
  }

  // interval index -> representative interval index of its allocation.
  std::unordered_map<int, int> Pack() {
    std::map<MemorySpace, std::vector<int>> by_space;
    for (size_t i = 0; i < lt_.intervals.size(); ++i) {
      by_space[lt_.intervals[i].space].push_back(static_cast<int>(i));
    }
    PrepareGroups();
    std::unordered_map<int, int> result;
    for (auto& [space, idx] : by_space) {
      std::sort(idx.begin(), idx.end(), [&](int a, int b) {
        const auto& x = lt_.intervals[a];
        const auto& y = lt_.intervals[b];
        if (x.size != y.size) return x.size > y.size;
        if (x.def != y.def) return x.def < y.def;
        return a < b;
      });
      std::vector<Buffer> buffers = PackSpace(space, idx, /*force_legacy=*/false);
      ShedUntilFits(space, idx, &buffers);
      for (const auto& buf : buffers) {
        for (size_t m = 1; m < buf.members.size(); ++m) result[buf.members[m]] = buf.members[0];
      }
    }
    ReportReducedDepths();
    return result;
  }

  std::vector<verify::Diagnostic> TakeDiagnostics() { return std::move(diagnostics_); }

 private:
  using GroupKey = std::pair<MemorySpace, int>;

  const Var* BaseOf(int i) const { return mr::TileBase(lt_.intervals[i].rep); }

  // Per (space, group): slot (largest tile), requested depth (distinct
  // stages), affordable depth min(stages, capacity / slot), stage ordinals.
  void PrepareGroups() {
    std::map<GroupKey, std::set<int>> stages;
    for (size_t i = 0; i < lt_.intervals.size(); ++i) {
      for (const auto& [g, st] : membership_[i]) {
        GroupKey key{lt_.intervals[i].space, g};
        group_slot_[key] = std::max(group_slot_[key], lt_.intervals[i].size);
        stages[key].insert(st);
      }
    }
    const backend::Soc& soc = backend::CurrentSoc();
    for (const auto& [key, slot] : group_slot_) {
      const int64_t cap = soc.MemSize(key.first);
      const int depth = static_cast<int>(stages[key].size());
      int f = 1;
      if (cap != 0 && slot != 0) {
        f = static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(depth, cap / slot)));
        capacity_known_.insert(key.first);
      }
      group_depth_[key] = f;
      requested_depth_[key] = depth;
      int ordinal = 0;
      for (int st : stages[key]) ordinal_[key][st] = ordinal++;
    }
  }

  std::vector<Buffer> PackSpace(MemorySpace space, const std::vector<int>& idx, bool force_legacy) {
    const bool gated = !force_legacy && capacity_known_.count(space) > 0;
    const bool legacy_exempt = !gated && IsL0Space(space);
    std::vector<Buffer> buffers;
    buffers.reserve(idx.size());
    OccupancyIndex occupied(idx.size());
    for (int c : idx) {
      Candidate cand = Describe(c, space, gated, legacy_exempt);
      const auto& iv = lt_.intervals[c];
      const bool prunable = !has_family_[c] && iv.def < iv.last_use;
      auto next = [&](size_t from) {
        return prunable ? occupied.Next(from, iv.def, iv.last_use) : from;
      };
      size_t b = next(0);
      for (; b < buffers.size(); b = next(b + 1)) {
        if (CanJoin(cand, buffers[b])) break;
      }
      if (b >= buffers.size()) {
        b = buffers.size();
        buffers.emplace_back();
      }
      Add(cand, &buffers[b]);
      occupied.Set(b, buffers[b].rep_def, buffers[b].rep_last);
    }
    return buffers;
  }

  int64_t Footprint(MemorySpace space, const std::vector<Buffer>& buffers) const {
    auto it = reserved_end_.find(space);
    int64_t cursor = it != reserved_end_.end() ? it->second : 0;
    for (const auto& buf : buffers) cursor = AlignAllocatorAddress(cursor + buf.slot);
    return cursor;
  }

  // While the space's allocator footprint exceeds its capacity, drop one
  // residue of the pipeline group freeing the most bytes (lowest group id on
  // ties) and re-pack; when no group can shed (or after too many re-packs),
  // re-pack with the legacy stage rule.
  void ShedUntilFits(MemorySpace space, const std::vector<int>& idx, std::vector<Buffer>* buffers) {
    const int64_t cap = backend::CurrentSoc().MemSize(space);
    constexpr int kMaxShedRepacks = 256;
    int repacks = 0;
    while (cap != 0 && Footprint(space, *buffers) > cap) {
      const bool within_budget = ++repacks <= kMaxShedRepacks;
      std::optional<int> shed;
      int64_t best_freed = 0;
      if (within_budget) {
        for (const auto& [key, f] : group_depth_) {
          if (key.first != space || f <= 1) continue;
          const int64_t freed = AlignAllocatorAddress(group_slot_[key]);
          if (!shed || freed > best_freed || (freed == best_freed && key.second < *shed)) {
            best_freed = freed;
            shed = key.second;
          }
        }
      }
      if (!shed) {
        *buffers = PackSpace(space, idx, /*force_legacy=*/true);
        legacy_spaces_.insert(space);
        const bool still = Footprint(space, *buffers) > cap;
        verify::Diagnostic d;
        d.severity = verify::DiagnosticSeverity::kWarning;
        d.rule_name = "MemoryReuse";
        d.message = absl::StrCat(
            "capacity-gated reuse could not fit memory space ", EnumName(space), " ",
            within_budget ? "at any double-buffering depth" : "within the shed-repack budget",
            "; fell back to the legacy packing",
            still ? " (which also overflows — reduce tile size or stage count)" : "", ".");
        d.span = func_->span();
        diagnostics_.push_back(std::move(d));
        return;
      }
      group_depth_[{space, *shed}] -= 1;
      *buffers = PackSpace(space, idx, /*force_legacy=*/false);
    }
  }

  void ReportReducedDepths() {
    const backend::Soc& soc = backend::CurrentSoc();
    for (const auto& [key, achieved] : group_depth_) {
      if (!capacity_known_.count(key.first) || legacy_spaces_.count(key.first)) continue;
      const int requested = requested_depth_[key];
      if (achieved >= requested) continue;
      const int64_t cap = soc.MemSize(key.first);
      auto rit = reserved_end_.find(key.first);
      const int64_t reserved = rit != reserved_end_.end() ? rit->second : 0;
      const int64_t free_cap = cap > reserved ? cap - reserved : 0;
      const int64_t slot = AlignAllocatorAddress(group_slot_[key]);
      const int64_t need = slot * requested;
      const bool slot_bound = free_cap == 0 || need > free_cap;
      std::string msg =
          absl::StrCat("software pipelining requested depth ", requested, " for pipeline group ",
                       key.second, " in ", EnumName(key.first), ", but only ", achieved, " of ",
                       requested, " buffers fit (", slot, " B per stage, ", free_cap, " B free");
      if (reserved != 0) absl::StrAppend(&msg, " after ", reserved, " B reserved");
      absl::StrAppend(&msg, ") — stages ", achieved, " apart share storage and serialize. ");
      if (slot_bound) {
        absl::StrAppend(
            &msg, "This operand alone needs ", need, " B for depth ", requested,
            "; shrink the per-stage tile to <= ", requested > 0 ? free_cap / requested : free_cap,
            " B, or reduce the pipeline depth (e.g. `pl.pipeline(stage=)`) to ", achieved, ".");
      } else {
        absl::StrAppend(&msg, "The operand would fit depth ", requested,
                        " on its own, but co-resident buffers / other pipeline groups "
                        "over-subscribe the space; relieve the co-residents (smaller or fewer "
                        "co-live tiles) or reduce the pipeline depth to ",
                        achieved, ".");
      }
      verify::Diagnostic d;
      d.severity = verify::DiagnosticSeverity::kPerfHint;
      d.rule_name = "MemoryReuse";
      d.hint_code = "PH-MR-001";
      d.message = std::move(msg);
      d.span = func_->span();
      diagnostics_.push_back(std::move(d));
    }
  }

  void CollectForbidden(const StmtPtr& body) {
    ForEachAssign(body, [&](const AssignStmtPtr& a) {
      auto call = As<Call>(a->value());
      const OpInfo* info = mr::OpInfoOf(call);
      if (!info) return;
      auto git = lt_.group_of.find(a->var().get());
      if (git == lt_.group_of.end()) return;
      int out = git->second;  // group index == interval index
      auto forbid = [&](size_t k) {
        if (k >= call->args().size()) return;
        if (auto v = AsVarLike(call->args()[k])) {
          if (const Var* b = mr::TileBase(v)) forbidden_[out].insert(b);
        }
      };
      if (info->not_inplace_safe) {
        for (size_t k = 0; k < call->args().size(); ++k) forbid(k);
      } else {
        for (int k : info->forbid_output_alias) forbid(static_cast<size_t>(k));
      }
      if (mr::IsOp(call, "tile.cast") && !call->args().empty()) {
        auto out_t = As<TileType>(a->var()->type());
        auto in_t = As<TileType>(call->args()[0]->type());
        if (out_t && in_t && DataTypeBits(out_t->dtype()) > DataTypeBits(in_t->dtype())) forbid(0);
      }
    });
  }

  bool SameFamily(const Var* x, const Var* y) const {
    auto ix = lt_.phi_families.find(x);
    auto iy = lt_.phi_families.find(y);
    if (ix == lt_.phi_families.end() || iy == lt_.phi_families.end()) return false;
    for (int f : ix->second) {
      if (iy->second.count(f)) return true;
    }
    return false;
  }

  bool VarOverlap(const Var* x, const Var* y) const {
    auto ix = lt_.var_liveness.find(x);
    auto iy = lt_.var_liveness.find(y);
    if (ix == lt_.var_liveness.end() || iy == lt_.var_liveness.end()) return true;
    return !(ix->second.second <= iy->second.first || iy->second.second <= ix->second.first);
  }

  // Overlapping group intervals still may share when the overlap only comes
  // from one value on mutually exclusive if paths.
  bool OverlapBlocks(int a, int b) const {
    bool family_pair = false;
    for (const auto& x : lt_.groups[lt_.intervals[a].group]) {
      for (const auto& y : lt_.groups[lt_.intervals[b].group]) {
        if (SameFamily(x.get(), y.get())) {
          family_pair = true;
        } else if (VarOverlap(x.get(), y.get())) {
          return true;
        }
      }
    }
    return !family_pair;
  }

  // What the buffer-level tests need to know about one candidate.
  struct Candidate {
    int index;
    bool gated;
    bool legacy_exempt;
    std::vector<std::pair<int, int>> residues;  // gated: (group, ordinal mod depth)
  };

  Candidate Describe(int c, MemorySpace space, bool gated, bool legacy_exempt) const {
    Candidate cand{c, gated, legacy_exempt, {}};
    if (gated) {
      for (const auto& [g, st] : membership_[c]) {
        GroupKey key{space, g};
        auto dit = group_depth_.find(key);
        const int k = dit != group_depth_.end() && dit->second > 0 ? dit->second : 1;
        int r = st;
        auto oit = ordinal_.find(key);
        if (oit != ordinal_.end()) {
          auto s = oit->second.find(st);
          if (s != oit->second.end()) r = s->second;
        }
        cand.residues.emplace_back(g, ((r % k) + k) % k);
      }
    }
    return cand;
  }

  bool LifetimeConflict(int c, const Buffer& buf) const {
    const auto& iv = lt_.intervals[c];
    if (buf.irregular || has_family_[c] || iv.last_use < iv.def) {
      for (int m : buf.members) {
        if (Overlap(iv, lt_.intervals[m]) && OverlapBlocks(c, m)) return true;
      }
      return false;
    }
    if (buf.members.size() == 1) return Overlap(iv, lt_.intervals[buf.members[0]]);
    // Members are pairwise disjoint, so ordered by (def, last_use) their ends
    // are non-decreasing: the member starting last before `iv` ends has the
    // latest end among all that could overlap.
    auto it = buf.spans.lower_bound({iv.last_use, INT_MIN});
    if (it == buf.spans.begin()) return false;
    --it;
    return it->second > iv.def;
  }

  bool CanJoin(const Candidate& cand, const Buffer& buf) const {
    const int c = cand.index;
    if (LifetimeConflict(c, buf)) return false;
    const auto& iv = lt_.intervals[c];
    // Load/tpop hazard, both directions.
    if (!is_load_derived_.empty()) {
      if (reads_tpop_[c] && buf.load_last_uses.count(iv.def)) return false;
      if (is_load_derived_[c] && buf.tpop_defs.count(iv.last_use)) return false;
    }
    const Var* cb = BaseOf(c);
    auto fit = forbidden_.find(c);
    if (fit != forbidden_.end()) {
      for (const Var* b : fit->second) {
        if (buf.bases.count(b)) return false;
      }
    }
    if (cb && buf.forbidden.count(cb)) return false;
    // Pipeline stage separation.
    if (!membership_[c].empty()) {
      if (cand.gated) {
        if (PairsConflict(cand.residues, buf.residues)) return false;
      } else if (!cand.legacy_exempt) {
        if (PairsConflict(membership_[c], is_load_[c] ? buf.stages_all : buf.stages_load)) {
          return false;
        }
      }
    }
    if (iv.space == MemorySpace::kVec && IsNzLike(iv.rep) != buf.nz) return false;
    return true;
  }

  void Add(const Candidate& cand, Buffer* buf) {
    const int c = cand.index;
    const auto& iv = lt_.intervals[c];
    if (buf->members.empty()) buf->nz = iv.space == MemorySpace::kVec && IsNzLike(iv.rep);
    bool overlaps = false;
    if (!buf->irregular && !buf->members.empty()) {
      auto it = buf->spans.lower_bound({iv.last_use, INT_MIN});
      if (it != buf->spans.begin()) {
        --it;
        overlaps = it->second > iv.def;
      }
    }
    if (overlaps || iv.last_use < iv.def) buf->irregular = true;
    buf->members.push_back(c);
    buf->spans.insert({iv.def, iv.last_use});
    if (buf->irregular) {
      buf->rep_def = INT_MAX;
      buf->rep_last = INT_MIN;
    } else if (iv.def < iv.last_use &&
               (buf->rep_def >= buf->rep_last ||
                int64_t{iv.last_use} - iv.def > int64_t{buf->rep_last} - buf->rep_def)) {
      buf->rep_def = iv.def;
      buf->rep_last = iv.last_use;
    }
    buf->slot = std::max(buf->slot, iv.size);
    if (const Var* b = BaseOf(c)) buf->bases.insert(b);
    auto fit = forbidden_.find(c);
    if (fit != forbidden_.end()) buf->forbidden.insert(fit->second.begin(), fit->second.end());
    for (const auto& [g, r] : cand.residues) buf->residues[g].insert(r);
    for (const auto& [g, st] : membership_[c]) {
      buf->stages_all[g].insert(st);
      if (is_load_[c]) buf->stages_load[g].insert(st);
    }
    if (!is_load_derived_.empty()) {
      if (is_load_derived_[c]) buf->load_last_uses.insert(iv.last_use);
      if (reads_tpop_[c]) buf->tpop_defs.insert(iv.def);
    }
  }

  const Lifetimes& lt_;
  FunctionPtr func_;
  std::vector<bool> has_family_;
  std::unordered_map<int, std::unordered_set<const Var*>> forbidden_;
  std::vector<std::vector<std::pair<int, int>>> membership_;
  std::vector<bool> is_load_;
  std::vector<bool> is_load_derived_;  // empty when the hazard guard is off
  std::vector<bool> reads_tpop_;
  std::map<MemorySpace, int64_t> reserved_end_;
  std::map<GroupKey, int64_t> group_slot_;
  std::map<GroupKey, int> group_depth_;
  std::map<GroupKey, int> requested_depth_;
  std::map<GroupKey, std::map<int, int>> ordinal_;
  std::set<MemorySpace> capacity_known_;
  std::set<MemorySpace> legacy_spaces_;
  std::vector<verify::Diagnostic> diagnostics_;
};

// ---------------------------------------------------------------------------
// Rewrites.

class SharingApplier : public mr::RetypingMutator {
 public:
  SharingApplier(const Lifetimes& lt, const std::unordered_map<int, int>& reuse)
      : lt_(lt), reuse_(reuse) {}

  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    auto git = lt_.group_of.find(op->var().get());
    if (git == lt_.group_of.end() || lt_.groups[git->second].front() != op->var()) {
      return mr::RetypingMutator::MutateAssign(op);
    }
    auto rit = reuse_.find(git->second);
    if (rit == reuse_.end()) return mr::RetypingMutator::MutateAssign(op);
    const VarPtr& source = lt_.intervals[rit->second].rep;
    MemRefPtr target = mr::TypeMemRef(source->type());
    MemRefPtr curr = mr::TypeMemRef(op->var()->type());
    auto nv = std::make_shared<Var>(op->var()->name_hint(),
                                    mr::WithMemRefAndSpace(MutateType(op->var()->type()), target),
                                    op->var()->span());
    SetVarRemap(op->var(), nv);
    for (const auto& member : lt_.groups[git->second]) {
      if (member == op->var()) continue;
      MemRefPtr old = mr::TypeMemRef(member->type());
      MemRefPtr rebased = target;
      auto old_off = old ? As<ConstInt>(old->byte_offset()) : nullptr;
      auto curr_off = curr ? As<ConstInt>(curr->byte_offset()) : nullptr;
      if (old_off && curr_off) {
        int64_t rel = old_off->value() - curr_off->value();
        if (!(rel == 0 && old->size() == target->size())) {
          ExprPtr off = mr::AddOffsets(target->byte_offset(), MakeConstInt(rel, DataType::kIndex));
          rebased = std::make_shared<MemRef>(target->base(), off, old->size());
        }
      }
      SetVarRemap(member,
                  std::make_shared<Var>(member->name_hint(),
                                        mr::WithMemRefAndSpace(MutateType(member->type()), rebased),
                                        member->span()));
    }
    return std::make_shared<AssignStmt>(nv, MutateExpr(op->value()), op->span());
  }

 private:
  const Lifetimes& lt_;
  const std::unordered_map<int, int>& reuse_;
};

TypePtr Retype(const TypePtr& t, const TileTypePtr& like) {
  return mr::WithMemRefAndSpace(t, like->memref(), like->memory_space());
}

bool SameBase(const MemRefPtr& a, const MemRefPtr& b) { return a->base() == b->base(); }

// Loop carries (iter_arg / return var) follow their init's buffer, top-down.
class AlignLoopCarries : public mr::RetypingMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& op) override {
    for (size_t i = 0; i < op->iter_args().size(); ++i) {
      const auto& ia = op->iter_args()[i];
      ExprPtr init = MutateExpr(ia->init_value());
      bool init_changed = init != ia->init_value();
      auto init_var = AsVarLike(init);
      auto init_tile = init_var ? mr::TileWithMemRef(init_var->type()) : nullptr;
      auto ia_tile = mr::TileWithMemRef(ia->type());
      bool differs = init_tile && ia_tile && !SameBase(ia_tile->memref(), init_tile->memref());
      if (differs || init_changed) {
        TypePtr t = differs ? Retype(MutateType(ia->type()), init_tile) : MutateType(ia->type());
        SetVarRemap(ia, std::make_shared<IterArg>(ia->name_hint(), t, init, ia->span()));
      }
      if (init_tile && i < op->return_vars().size()) {
        const auto& rv = op->return_vars()[i];
        auto rv_tile = mr::TileWithMemRef(rv->type());
        if (rv_tile && !SameBase(rv_tile->memref(), init_tile->memref())) {
          SetVarRemap(
              rv, std::make_shared<Var>(rv->name_hint(), Retype(MutateType(rv->type()), init_tile),
                                        rv->span()));
        }
      }
    }
    return mr::RetypingMutator::MutateFor(op);
  }
};

// Yields that land in another buffer than their carry get a tile.move.
class YieldFixup : public mr::RetypingMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& op) override {
    auto result = mr::RetypingMutator::MutateFor(op);
    auto f = As<ForStmt>(result);
    if (!f || f->iter_args().empty()) return result;
    auto y = mr::FindYield(f->body());
    if (!y) return result;
    std::vector<ExprPtr> values = y->values();
    std::vector<StmtPtr> moves;
    for (size_t i = 0; i < values.size() && i < f->iter_args().size(); ++i) {
      auto yv = PlainVar(values[i]);
      auto y_tile = yv ? mr::TileWithMemRef(yv->type()) : nullptr;
      if (!y_tile) continue;
      auto init = PlainVar(f->iter_args()[i]->init_value());
      auto init_tile = init ? mr::TileWithMemRef(init->type()) : nullptr;
      if (!init_tile || SameBase(y_tile->memref(), init_tile->memref())) continue;
      auto [mv, stmt] = Move(yv, init_tile);
      moves.push_back(stmt);
      values[i] = mv;
    }
    if (moves.empty()) return Patch(f, y);
    auto ny = std::make_shared<YieldStmt>(values, y->span());
    auto nf = std::static_pointer_cast<const ForStmt>(KeepLeadingComments(
        f, std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                     f->iter_args(), ReplaceYield(f->body(), ny, moves),
                                     f->return_vars(), f->for_kind(), f->attrs(), f->span())));
    return Patch(nf, ny);
  }

  StmtPtr MutateIf(const IfStmtPtr& op) override {
    auto result = mr::RetypingMutator::MutateIf(op);
    auto s = As<IfStmt>(result);
    if (!s || s->return_vars().empty()) return result;
    auto ty = mr::FindYield(s->then_body());
    auto ey = mr::FindYield(s->else_body());
    if (!ty && !ey) return result;
    bool changed = false;
    std::vector<VarPtr> rvs = s->return_vars();
    std::vector<ExprPtr> else_values = ey ? ey->values() : std::vector<ExprPtr>{};
    std::vector<StmtPtr> moves;
    for (size_t i = 0; i < rvs.size(); ++i) {
      VarPtr tv = ty && i < ty->values().size() ? PlainVar(ty->values()[i]) : nullptr;
      VarPtr ev = ey && i < ey->values().size() ? PlainVar(ey->values()[i]) : nullptr;
      auto tt = tv ? mr::TileWithMemRef(tv->type()) : nullptr;
      auto et = ev ? mr::TileWithMemRef(ev->type()) : nullptr;
      if (!tt && !et) continue;
      auto target = tt ? tt : et;
      if (tt && et && !SameBase(et->memref(), target->memref())) {
        auto [mv, stmt] = Move(ev, target);
        moves.push_back(stmt);
        else_values[i] = mv;
        changed = true;
      }
      auto rv_tile = mr::TileWithMemRef(rvs[i]->type());
      if (rv_tile && !SameBase(rv_tile->memref(), target->memref())) {
        auto nrv = std::make_shared<Var>(rvs[i]->name_hint(), Retype(rvs[i]->type(), target),
                                         rvs[i]->span());
        SetVarRemap(rvs[i], nrv);
        rvs[i] = nrv;
        changed = true;
      }
    }
    if (!changed) return result;
    StmtPtr else_body = s->else_body();
    if (!moves.empty() && ey) {
      else_body =
          ReplaceYield(else_body, std::make_shared<YieldStmt>(else_values, ey->span()), moves);
    }
    return KeepLeadingComments(
        s, std::make_shared<IfStmt>(s->condition(), s->then_body(), else_body, rvs, s->span()));
  }

 private:
  static VarPtr PlainVar(const ExprPtr& e) {
    if (e && e->kind() == NodeKind::kVar) return std::static_pointer_cast<const Var>(e);
    return nullptr;
  }

  std::pair<VarPtr, StmtPtr> Move(const VarPtr& src, const TileTypePtr& target) {
    Attrs kwargs{
        {"target_memory", AttrValue::FromEnum(target->memory_space().value_or(MemorySpace::kVec))}};
    auto call = MakeOpCallOrThrow("tile.move", {src}, kwargs, src->span());
    auto mv =
        std::make_shared<Var>(src->name_hint() + "_mv", Retype(src->type(), target), src->span());
    return {mv, std::make_shared<AssignStmt>(mv, call, src->span())};
  }

  static StmtPtr ReplaceYield(const StmtPtr& body, const YieldStmtPtr& ny,
                              const std::vector<StmtPtr>& moves) {
    std::vector<StmtPtr> out;
    for (const auto& s : StmtList(body)) {
      if (As<YieldStmt>(s)) {
        out.insert(out.end(), moves.begin(), moves.end());
        out.push_back(ny);
      } else {
        out.push_back(s);
      }
    }
    return MakeSeq(std::move(out), body->span());
  }

  StmtPtr Patch(const ForStmtPtr& f, const YieldStmtPtr& y) {
    bool changed = false;
    std::vector<IterArgPtr> ias = f->iter_args();
    std::vector<VarPtr> rvs = f->return_vars();
    for (size_t i = 0; i < ias.size(); ++i) {
      auto init = PlainVar(ias[i]->init_value());
      auto init_tile = init ? mr::TileWithMemRef(init->type()) : nullptr;
      if (!init_tile) continue;
      auto ia_tile = mr::TileWithMemRef(ias[i]->type());
      if (ia_tile && !SameBase(ia_tile->memref(), init_tile->memref())) {
        auto nia = std::make_shared<IterArg>(ias[i]->name_hint(), Retype(ias[i]->type(), init_tile),
                                             ias[i]->init_value(), ias[i]->span());
        SetVarRemap(ias[i], nia);
        ias[i] = nia;
        changed = true;
      }
      if (i >= rvs.size() || !y || i >= y->values().size()) continue;
      auto yv = PlainVar(y->values()[i]);
      auto y_tile = yv ? mr::TileWithMemRef(yv->type()) : nullptr;
      if (!y_tile) continue;
      auto rv_tile = mr::TileWithMemRef(rvs[i]->type());
      if (!rv_tile) continue;
      if (!SameBase(rv_tile->memref(), y_tile->memref())) {
        auto nrv = std::make_shared<Var>(rvs[i]->name_hint(), Retype(rvs[i]->type(), y_tile),
                                         rvs[i]->span());
        SetVarRemap(rvs[i], nrv);
        rvs[i] = nrv;
        changed = true;
      }
    }
    if (!changed) return f;
    StmtPtr body = MutateStmt(f->body());
    return KeepLeadingComments(
        f,
        std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(), std::move(ias),
                                  body, std::move(rvs), f->for_kind(), f->attrs(), f->span()));
  }
};

// Bare SSA copies `x = y` take y's buffer when they diverged; an in-place op
// (matmul_acc) whose reused input moved that way follows it.
class IdentityCopyNormalizer : public mr::RetypingMutator {
 public:
  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    if (AsVarLike(op->value())) {
      auto src = AsVarLike(MutateExpr(op->value()));
      auto lt = src ? mr::TileWithMemRef(op->var()->type()) : nullptr;
      auto rt = src ? mr::TileWithMemRef(src->type()) : nullptr;
      if (lt && rt && !SameBase(lt->memref(), rt->memref())) {
        auto nv = std::make_shared<Var>(op->var()->name_hint(), src->type(), op->var()->span());
        SetVarRemap(op->var(), nv);
        return std::make_shared<AssignStmt>(nv, src, op->span());
      }
    }
    if (auto s = ReanchorInplaceOutput(op)) return s;
    return mr::RetypingMutator::MutateAssign(op);
  }

 private:
  StmtPtr ReanchorInplaceOutput(const AssignStmtPtr& op) {
    auto call = As<Call>(op->value());
    const OpInfo* info = mr::OpInfoOf(call);
    if (!info || !info->output_reuses_input) return nullptr;
    size_t k = static_cast<size_t>(*info->output_reuses_input);
    if (k >= call->args().size()) return nullptr;
    auto in = AsVarLike(call->args()[k]);
    if (!in) return nullptr;
    auto moved = AsVarLike(MutateExpr(in));
    if (!moved || moved.get() == in.get()) return nullptr;
    auto out_tile = mr::TileWithMemRef(op->var()->type());
    auto old_tile = mr::TileWithMemRef(in->type());
    auto new_tile = mr::TileWithMemRef(moved->type());
    if (!out_tile || !old_tile || !new_tile) return nullptr;
    if (!SameBase(out_tile->memref(), old_tile->memref()) ||
        SameBase(new_tile->memref(), old_tile->memref())) {
      return nullptr;
    }
    auto nv = std::make_shared<Var>(
        op->var()->name_hint(),
        mr::WithMemRefAndSpace(op->var()->type(), new_tile->memref(), new_tile->memory_space()),
        op->var()->span());
    SetVarRemap(op->var(), nv);
    return std::make_shared<AssignStmt>(nv, MutateExpr(op->value()), op->span());
  }
};

// The pipeline_membership tags only carry stage identity into this pass.
class StripMembership : public mr::RetypingMutator {
 public:
  ExprPtr MutateCall(const CallPtr& call) override {
    ExprPtr e = mr::RetypingMutator::MutateCall(call);
    auto c = As<Call>(e);
    if (!c || !c->attrs().Has(kMembershipAttr)) return e;
    return std::make_shared<Call>(c->op(), c->args(), c->kwargs(),
                                  c->attrs().Without(kMembershipAttr), c->type(), c->span());
  }
};

StmtPtr RemoveUnusedAllocs(const StmtPtr& body) {
  std::unordered_set<const Var*> used;
  mr::ForEachVarOccurrenceRef(body, [&](const Var& v) {
    if (auto m = mr::TypeMemRef(v.type())) used.insert(m->base().get());
  });
  auto seq = As<SeqStmts>(body);
  if (!seq) return body;
  std::vector<StmtPtr> out;
  bool changed = false;
  for (const auto& s : seq->stmts()) {
    if (mr::IsAllocStmt(s) &&
        !used.count(std::static_pointer_cast<const AssignStmt>(s)->var().get())) {
      changed = true;
      continue;
    }
    out.push_back(s);
  }
  return changed ? MakeSeq(std::move(out), body->span()) : body;
}

// Does any call of `body` (nested calls included) carry `attr`? A cheap
// scan so the stripping rewrite only runs when there is something to strip.
bool AnyCallHasAttr(const StmtPtr& body, const char* attr) {
  std::function<bool(const ExprPtr&)> in_expr = [&](const ExprPtr& e) {
    if (!e) return false;
    if (auto call = As<Call>(e)) {
      if (call->attrs().Has(attr)) return true;
      for (const auto& a : call->args()) {
        if (in_expr(a)) return true;
      }
      return false;
    }
    if (auto t = As<MakeTuple>(e)) {
      for (const auto& x : t->elements()) {
        if (in_expr(x)) return true;
      }
    }
    return false;
  };
  std::function<bool(const StmtPtr&)> in_stmt = [&](const StmtPtr& s) {
    if (!s) return false;
    switch (s->kind()) {
      case NodeKind::kAssign:
        return in_expr(std::static_pointer_cast<const AssignStmt>(s)->value());
      case NodeKind::kEval:
        return in_expr(std::static_pointer_cast<const EvalStmt>(s)->expr());
      case NodeKind::kSeq:
        for (const auto& c : std::static_pointer_cast<const SeqStmts>(s)->stmts()) {
          if (in_stmt(c)) return true;
        }
        return false;
      case NodeKind::kIf: {
        auto i = std::static_pointer_cast<const IfStmt>(s);
        return in_stmt(i->then_body()) || in_stmt(i->else_body());
      }
      case NodeKind::kFor:
        return in_stmt(std::static_pointer_cast<const ForStmt>(s)->body());
      case NodeKind::kWhile:
        return in_stmt(std::static_pointer_cast<const WhileStmt>(s)->body());
      case NodeKind::kScope:
        return in_stmt(std::static_pointer_cast<const ScopeStmt>(s)->body());
      default:
        return false;
    }
  };
  return in_stmt(body);
}

// Which of the re-alignment rewrites can change anything: they only act on
// for-loop carries, if results (accumulator phis need both branches) and
// bare tile copies, so a kernel without them skips those whole-body walks.
struct ControlShape {
  bool for_carry = false;
  bool if_phi = false;
  bool if_phi_else = false;
  bool tile_copy = false;
};

void ScanControlShape(const StmtPtr& s, ControlShape* out) {
  if (!s) return;
  switch (s->kind()) {
    case NodeKind::kAssign: {
      auto a = std::static_pointer_cast<const AssignStmt>(s);
      if (AsVarLike(a->value()) && IsA<TileType>(a->var()->type())) out->tile_copy = true;
      return;
    }
    case NodeKind::kSeq:
      for (const auto& c : std::static_pointer_cast<const SeqStmts>(s)->stmts()) {
        ScanControlShape(c, out);
      }
      return;
    case NodeKind::kIf: {
      auto i = std::static_pointer_cast<const IfStmt>(s);
      if (!i->return_vars().empty()) {
        out->if_phi = true;
        if (i->else_body()) out->if_phi_else = true;
      }
      ScanControlShape(i->then_body(), out);
      ScanControlShape(i->else_body(), out);
      return;
    }
    case NodeKind::kFor: {
      auto f = std::static_pointer_cast<const ForStmt>(s);
      if (!f->iter_args().empty()) out->for_carry = true;
      ScanControlShape(f->body(), out);
      return;
    }
    case NodeKind::kWhile:
      ScanControlShape(std::static_pointer_cast<const WhileStmt>(s)->body(), out);
      return;
    case NodeKind::kScope:
      ScanControlShape(std::static_pointer_cast<const ScopeStmt>(s)->body(), out);
      return;
    default:
      return;
  }
}

}  // namespace

FunctionPtr MemoryReuseInFunction(const FunctionPtr& func) {
  if (func->func_type() == FunctionType::kOrchestration || !func->body()) return func;
  StmtPtr body = func->body();
  Lifetimes lt = ComputeLifetimes(body);
  if (lt.intervals.empty()) return func;
  Packer packer(lt, body, func);
  auto reuse = packer.Pack();
  auto diagnostics = packer.TakeDiagnostics();
  if (!diagnostics.empty()) (void)pass::EmitDiagnostics(diagnostics, "MemoryReuse");
  ControlShape shape;
  ScanControlShape(body, &shape);
  if (!reuse.empty()) {
    body = SharingApplier(lt, reuse).MutateStmt(body);
    if (shape.for_carry) body = AlignLoopCarries().MutateStmt(body);
  }
  if (shape.if_phi_else) {
    body = ApplyRetypePlan(body, PlanAccumulatorIfPhiCoalescing(body));
  }
  if (shape.for_carry || shape.if_phi) body = YieldFixup().MutateStmt(body);
  if (shape.tile_copy) body = IdentityCopyNormalizer().MutateStmt(body);
  body = RemoveUnusedAllocs(body);
  if (AnyCallHasAttr(body, kMembershipAttr)) body = StripMembership().MutateStmt(body);
  body = mr::SyncFlattenedCallTypes(body);
  if (body == func->body()) return func;
  return func->WithBody(body);
}

ir::ProgramPtr MemoryReuse(const ir::ProgramPtr& program) {
  return ir::MapFunctions(program, MemoryReuseInFunction);
}

}  // namespace ptoc::transforms
