#include "compiler/backend/soc.h"

#include <initializer_list>
#include <utility>

#include "absl/strings/ascii.h"

namespace ptoc::backend {
namespace {

constexpr int64_t kKiB = 1024;
thread_local const Soc* current_soc = nullptr;

}  // namespace

Soc::Soc(std::string name, std::string target_arch, std::vector<MemoryInfo> memories,
         int64_t innermost_dim_hint_bytes, int cube_cores, int vector_cores)
    : name_(std::move(name)),
      target_arch_(std::move(target_arch)),
      memories_(std::move(memories)),
      innermost_dim_hint_bytes_(innermost_dim_hint_bytes),
      cube_cores_(cube_cores),
      vector_cores_(vector_cores) {
  for (const MemoryInfo& m : memories_) by_space_.emplace(m.space, m);
}

int64_t Soc::MemSize(ir::MemorySpace space) const {
  auto it = by_space_.find(space);
  return it == by_space_.end() ? 0 : it->second.capacity_bytes;
}

int64_t Soc::Alignment(ir::MemorySpace space) const {
  auto it = by_space_.find(space);
  return it == by_space_.end() ? 0 : it->second.alignment;
}

const Soc& Ascend910B() {
  using ir::MemorySpace;
  // Vec: 192 KiB physically, but the top 8 KiB are unusable because of a
  // PTO-ISA defect, so planning stops at 184 KiB. There is no Bias entry:
  // the reference's description of this chip has none, so nothing limits Bias.
  // One die of 24 AIC and 48 AIV cores.
  static const Soc* soc = new Soc("Ascend910B", "a2a3",
                                  {
                                      {MemorySpace::kVec, 184 * kKiB, 128},
                                      {MemorySpace::kMat, 512 * kKiB, 128},
                                      {MemorySpace::kLeft, 64 * kKiB, 64},
                                      {MemorySpace::kRight, 64 * kKiB, 64},
                                      {MemorySpace::kAcc, 128 * kKiB, 128},
                                  },
                                  512, 24, 48);
  return *soc;
}

const Soc& Ascend950() {
  using ir::MemorySpace;
  // Vec: 248 KiB physically, 240 KiB usable (same PTO-ISA defect as 910B).
  // Two dies of 18 clusters, each of one AIC and two AIV cores.
  static const Soc* soc = new Soc("Ascend950", "a5",
                                  {
                                      {MemorySpace::kVec, 240 * kKiB, 128},
                                      {MemorySpace::kMat, 512 * kKiB, 128},
                                      {MemorySpace::kLeft, 64 * kKiB, 64},
                                      {MemorySpace::kRight, 64 * kKiB, 64},
                                      {MemorySpace::kAcc, 256 * kKiB, 128},
                                      {MemorySpace::kBias, 4 * kKiB, 64},
                                  },
                                  128, 36, 72);
  return *soc;
}

namespace {

using CastTable = std::vector<std::pair<ir::DataType, ir::DataType>>;

void AddCasts(CastTable* table, ir::DataType from, std::initializer_list<ir::DataType> tos) {
  for (ir::DataType to : tos) table->emplace_back(from, to);
}

}  // namespace

const CastTable& NativeCasts(const Soc& soc) {
  using ir::DataType;
  // a2a3: no FP8/HF8/FP4; INT32 -> FP16 and the INT4 pairs exist.
  static const CastTable* a2a3 = [] {
    auto* t = new CastTable;
    AddCasts(
        t, DataType::kFP32,
        {DataType::kFP16, DataType::kBF16, DataType::kInt16, DataType::kInt32, DataType::kInt64});
    AddCasts(
        t, DataType::kFP16,
        {DataType::kFP32, DataType::kInt32, DataType::kInt16, DataType::kInt8, DataType::kUInt8});
    AddCasts(t, DataType::kFP16, {DataType::kInt4});
    AddCasts(t, DataType::kBF16, {DataType::kFP32, DataType::kInt32});
    AddCasts(t, DataType::kInt16, {DataType::kFP16, DataType::kFP32});
    AddCasts(t, DataType::kInt32,
             {DataType::kFP32, DataType::kInt16, DataType::kInt64, DataType::kFP16});
    AddCasts(t, DataType::kInt64, {DataType::kFP32, DataType::kInt32});
    AddCasts(t, DataType::kUInt8, {DataType::kFP16});
    AddCasts(t, DataType::kInt8, {DataType::kFP16});
    AddCasts(t, DataType::kInt4, {DataType::kFP16});
    return t;
  }();
  // a5: adds FP8/HF8/FP4 and unsigned widths, drops INT32 -> FP16 and INT4.
  static const CastTable* a5 = [] {
    auto* t = new CastTable;
    AddCasts(
        t, DataType::kFP32,
        {DataType::kFP16, DataType::kBF16, DataType::kInt16, DataType::kInt32, DataType::kInt64});
    AddCasts(t, DataType::kFP32, {DataType::kFP8E4M3FN, DataType::kFP8E5M2, DataType::kHF8});
    AddCasts(
        t, DataType::kFP16,
        {DataType::kFP32, DataType::kInt32, DataType::kInt16, DataType::kInt8, DataType::kUInt8});
    AddCasts(t, DataType::kFP16, {DataType::kHF8});
    AddCasts(t, DataType::kBF16,
             {DataType::kFP32, DataType::kInt32, DataType::kFP16, DataType::kFP4});
    AddCasts(t, DataType::kInt16,
             {DataType::kFP16, DataType::kFP32, DataType::kUInt8, DataType::kUInt32});
    AddCasts(t, DataType::kInt16, {DataType::kInt32});
    AddCasts(t, DataType::kInt32,
             {DataType::kFP32, DataType::kInt16, DataType::kInt64, DataType::kUInt16});
    AddCasts(t, DataType::kInt32, {DataType::kUInt8});
    AddCasts(t, DataType::kInt64, {DataType::kFP32, DataType::kInt32});
    AddCasts(t, DataType::kUInt8, {DataType::kFP16, DataType::kUInt16});
    AddCasts(t, DataType::kInt8, {DataType::kFP16, DataType::kInt16, DataType::kInt32});
    AddCasts(t, DataType::kUInt32, {DataType::kUInt8, DataType::kUInt16, DataType::kInt16});
    AddCasts(t, DataType::kFP8E4M3FN, {DataType::kFP32});
    AddCasts(t, DataType::kFP8E5M2, {DataType::kFP32});
    AddCasts(t, DataType::kHF8, {DataType::kFP32});
    AddCasts(t, DataType::kFP4, {DataType::kBF16});
    return t;
  }();
  return soc.target_arch() == "a5" ? *a5 : *a2a3;
}

const Soc& DefaultSoc() { return Ascend910B(); }

const Soc* FindSoc(absl::string_view name) {
  std::string n = absl::AsciiStrToLower(name);
  if (n == "ascend910b" || n == "910b" || n == "a2a3" || n == "a3") return &Ascend910B();
  if (n == "ascend950" || n == "950" || n == "a5") return &Ascend950();
  return nullptr;
}

std::vector<std::string> SocNames() { return {"Ascend910B", "Ascend950"}; }

const Soc& CurrentSoc() { return current_soc != nullptr ? *current_soc : DefaultSoc(); }

ScopedSoc::ScopedSoc(const Soc& soc) : previous_(current_soc) { current_soc = &soc; }
ScopedSoc::~ScopedSoc() { current_soc = previous_; }

}  // namespace ptoc::backend
