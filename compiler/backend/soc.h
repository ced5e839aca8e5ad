// Descriptions of the target chips (SoCs): the capacity and alignment of every
// on-chip memory space, selected by backend name. Memory planning and the
// AllocatedMemoryAddr verifier read the limits from here.
#ifndef PTOC_COMPILER_BACKEND_SOC_H_
#define PTOC_COMPILER_BACKEND_SOC_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/ir/dtype.h"
#include "compiler/ir/enums.h"

namespace ptoc::backend {

struct MemoryInfo {
  ir::MemorySpace space;
  int64_t capacity_bytes;  // usable bytes per core
  int64_t alignment;       // hardware alignment of the space, bytes
};

class Soc {
 public:
  Soc(std::string name, std::string target_arch, std::vector<MemoryInfo> memories,
      int64_t innermost_dim_hint_bytes, int cube_cores, int vector_cores);
  // "Ascend910B" / "Ascend950".
  const std::string& name() const { return name_; }
  // PTO target architecture ("a2a3" / "a5").
  const std::string& target_arch() const { return target_arch_; }
  const std::vector<MemoryInfo>& memories() const { return memories_; }
  // Usable capacity of `space`; 0 when the chip has no such space (DDR is
  // unbounded and also reports 0).
  int64_t MemSize(ir::MemorySpace space) const;
  // Hardware alignment of `space`; 0 when absent.
  int64_t Alignment(ir::MemorySpace space) const;
  bool HasSpace(ir::MemorySpace space) const { return MemSize(space) > 0; }
  // Placement alignment used by the default memory allocator (independent of
  // the per-space hardware alignment).
  static constexpr int64_t kAllocatorAlignment = 32;
  // Recommended minimum innermost load/store extent in bytes (perf hint).
  int64_t innermost_dim_hint_bytes() const { return innermost_dim_hint_bytes_; }
  // Physical cube (AIC) and vector (AIV) cores of the whole chip.
  int cube_cores() const { return cube_cores_; }
  int vector_cores() const { return vector_cores_; }

 private:
  std::string name_;
  std::string target_arch_;
  std::vector<MemoryInfo> memories_;
  std::map<ir::MemorySpace, MemoryInfo> by_space_;
  int64_t innermost_dim_hint_bytes_;
  int cube_cores_;
  int vector_cores_;
};

// The conversions one `pto.tcvt` instruction does on the SoC's target
// architecture (from, to), grouped by source in the ISA tables' order; the
// order decides between equally short cast chains (LegalizeTileCast).
const std::vector<std::pair<ir::DataType, ir::DataType>>& NativeCasts(const Soc& soc);

const Soc& Ascend910B();
const Soc& Ascend950();
// The default target when nothing is selected.
const Soc& DefaultSoc();
// Look-up by backend name: "Ascend910B" / "910B" / "a2a3" and "Ascend950" /
// "950" / "a5" (case-insensitive). Null for unknown names.
const Soc* FindSoc(absl::string_view name);
// Names accepted by FindSoc in canonical spelling.
std::vector<std::string> SocNames();

// The SoC in effect on this thread: the innermost ScopedSoc, else
// DefaultSoc(). Verifiers that depend on the target (AllocatedMemoryAddr)
// read it, so the pipeline driver selects the target by holding a ScopedSoc
// around the run.
const Soc& CurrentSoc();

class ScopedSoc {
 public:
  explicit ScopedSoc(const Soc& soc);
  ~ScopedSoc();
  ScopedSoc(const ScopedSoc&) = delete;
  ScopedSoc& operator=(const ScopedSoc&) = delete;

 private:
  const Soc* previous_;
};

}  // namespace ptoc::backend

#endif  // PTOC_COMPILER_BACKEND_SOC_H_
