#include "compiler/backend/soc.h"

#include <utility>

#include "absl/strings/ascii.h"

namespace ptoc::backend {
namespace {

constexpr int64_t kKiB = 1024;
thread_local const Soc* current_soc = nullptr;

}  // namespace

Soc::Soc(std::string name, std::string target_arch, std::vector<MemoryInfo> memories,
         int64_t innermost_dim_hint_bytes)
    : name_(std::move(name)),
      target_arch_(std::move(target_arch)),
      memories_(std::move(memories)),
      innermost_dim_hint_bytes_(innermost_dim_hint_bytes) {
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
  // PTO-ISA defect, so planning stops at 184 KiB.
  static const Soc* soc = new Soc("Ascend910B", "a2a3",
                                  {
                                      {MemorySpace::kVec, 184 * kKiB, 128},
                                      {MemorySpace::kMat, 512 * kKiB, 128},
                                      {MemorySpace::kLeft, 64 * kKiB, 64},
                                      {MemorySpace::kRight, 64 * kKiB, 64},
                                      {MemorySpace::kAcc, 128 * kKiB, 128},
                                      {MemorySpace::kBias, 1 * kKiB, 64},
                                  },
                                  512);
  return *soc;
}

const Soc& Ascend950() {
  using ir::MemorySpace;
  // Vec: 248 KiB physically, 240 KiB usable (same PTO-ISA defect as 910B).
  static const Soc* soc = new Soc("Ascend950", "a5",
                                  {
                                      {MemorySpace::kVec, 240 * kKiB, 128},
                                      {MemorySpace::kMat, 512 * kKiB, 128},
                                      {MemorySpace::kLeft, 64 * kKiB, 64},
                                      {MemorySpace::kRight, 64 * kKiB, 64},
                                      {MemorySpace::kAcc, 256 * kKiB, 128},
                                      {MemorySpace::kBias, 4 * kKiB, 64},
                                      {MemorySpace::kLeftScale, 4 * kKiB, 32},
                                      {MemorySpace::kRightScale, 4 * kKiB, 32},
                                  },
                                  128);
  return *soc;
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
