#include "bench/alloc_count.h"

#include <cstdlib>
#include <new>

namespace ptoc::bench {
namespace {

// A plain per-thread counter: an atomic increment would cost more than the
// allocations of a small node.
thread_local uint64_t allocations = 0;

void* Allocate(std::size_t size) {
  ++allocations;
  // malloc(0) may return null; operator new must not.
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

void* AllocateAligned(std::size_t size, std::align_val_t alignment) {
  ++allocations;
  void* p = nullptr;
  const std::size_t align = static_cast<std::size_t>(alignment);
  if (posix_memalign(&p, align < sizeof(void*) ? sizeof(void*) : align, size == 0 ? 1 : size) !=
      0) {
    throw std::bad_alloc();
  }
  return p;
}

}  // namespace

uint64_t AllocationsOnThisThread() { return allocations; }

}  // namespace ptoc::bench

// Every replaceable form, so that each new is paired with the matching free.
void* operator new(std::size_t size) { return ptoc::bench::Allocate(size); }
void* operator new[](std::size_t size) { return ptoc::bench::Allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t& /*tag*/) noexcept {
  try {
    return ptoc::bench::Allocate(size);
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept {
  return operator new(size, tag);
}
void* operator new(std::size_t size, std::align_val_t alignment) {
  return ptoc::bench::AllocateAligned(size, alignment);
}
void* operator new[](std::size_t size, std::align_val_t alignment) {
  return ptoc::bench::AllocateAligned(size, alignment);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t /*size*/) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t /*size*/) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t& /*tag*/) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t& /*tag*/) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t /*alignment*/) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t /*alignment*/) noexcept { std::free(p); }
void operator delete(void* p, std::size_t /*size*/, std::align_val_t /*alignment*/) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::size_t /*size*/, std::align_val_t /*alignment*/) noexcept {
  std::free(p);
}
