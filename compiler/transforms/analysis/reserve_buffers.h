// system.reserve_buffer resolution shared by AllocateMemoryAddr (which writes
// the resolved bases back) and MemoryReuse (whose capacity check starts tile
// placement where the reserved regions end, as the allocator does).
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_RESERVE_BUFFERS_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_RESERVE_BUFFERS_H_

#include <cstdint>
#include <map>
#include <unordered_map>

#include "compiler/ir/function.h"

namespace ptoc::transforms {

// 32-byte placement alignment of the default memory allocator.
int64_t AlignAllocatorAddress(int64_t addr);

struct ReserveBufferResolution {
  std::unordered_map<const ir::Call*, int64_t> bases;  // resolved base per reserve call
  std::map<ir::MemorySpace, int64_t> reserved_end;     // where tile placement starts
};

// Reserve regions sit in the function's cross-core space (Mat for AIC, Vec
// otherwise); AUTO bases (-1) are placed one after another. Overlapping
// regions are a user error.
ReserveBufferResolution ResolveReserveBuffers(const ir::FunctionPtr& func);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_RESERVE_BUFFERS_H_
