#include "compiler/base/heap_tuning.h"

#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#if defined(__GLIBC__)
#include <gnu/libc-version.h>
#include <malloc.h>
#endif

// jemalloc's control interface; null unless jemalloc is linked in.
extern "C" int mallctl(const char* name, void* oldp, size_t* oldlenp, void* newp, size_t newlen)
    __attribute__((weak));
extern "C" size_t nallocx(size_t size, int flags) __attribute__((weak));

namespace ptoc {

bool JemallocIsTheAllocator() { return mallctl != nullptr; }

size_t HeapBlockBytes(size_t request) {
  if (nallocx != nullptr && JemallocIsTheAllocator()) return nallocx(request == 0 ? 1 : request, 0);
  return std::max<size_t>(32, (request + 8 + 15) & ~size_t{15});
}

size_t HeapBytesInUse() {
  if (JemallocIsTheAllocator()) {
    mallctl("thread.tcache.flush", nullptr, nullptr, nullptr, 0);
    uint64_t epoch = 1;
    size_t epoch_size = sizeof(epoch);
    mallctl("epoch", &epoch, &epoch_size, &epoch, epoch_size);  // refreshes the statistics
    size_t allocated = 0;
    size_t size = sizeof(allocated);
    return mallctl("stats.allocated", &allocated, &size, nullptr, 0) == 0 ? allocated : 0;
  }
#if defined(__GLIBC__)
  return mallinfo2().uordblks;
#else
  return 0;
#endif
}

bool TuneHeapForLargePrograms(size_t keep_free_bytes) {
  if (JemallocIsTheAllocator()) return true;
#if defined(__GLIBC__)
  // mallopt takes an int; -1 turns trimming off altogether (documented in mallopt(3)), which
  // is what a request to keep more than INT_MAX bytes amounts to.
  const int trim_threshold =
      keep_free_bytes > static_cast<size_t>(INT_MAX) ? -1 : static_cast<int>(keep_free_bytes);
  bool ok = true;
  // No separate mappings for large blocks: a token array or output buffer of a large program
  // (over 100 MB for 10 MB of text) would otherwise be unmapped when freed and faulted in,
  // zeroed, again by the next compilation. Threads' arenas still map blocks larger than
  // their heaps.
  ok &= mallopt(M_MMAP_MAX, 0) == 1;
  ok &= mallopt(M_TRIM_THRESHOLD, trim_threshold) == 1;
  ok &= mallopt(M_TOP_PAD, 64 << 20) == 1;
  return ok;
#else
  (void)keep_free_bytes;
  return false;
#endif
}

namespace {

#if defined(__GLIBC__)
bool GlibcHasHugetlbTunable() {
  int major = 0, minor = 0;
  if (std::sscanf(gnu_get_libc_version(), "%d.%d", &major, &minor) != 2) return false;
  return major > 2 || (major == 2 && minor >= 35);
}

bool ThpInMadviseMode() {
  FILE* f = std::fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  if (f == nullptr) return false;
  char buf[128] = {};
  const size_t n = std::fread(buf, 1, sizeof(buf) - 1, f);
  std::fclose(f);
  buf[n] = '\0';
  return std::strstr(buf, "[madvise]") != nullptr;
}
#endif

}  // namespace

void ReexecWithHugePagesIfUseful(char** argv) {
#if defined(__GLIBC__)
  if (argv == nullptr || argv[0] == nullptr || JemallocIsTheAllocator()) return;
  const char* disabled = std::getenv("PTOC_HEAP_REEXEC");
  if (disabled != nullptr && std::strcmp(disabled, "0") == 0) return;
  // Under valgrind /proc/self/exe is the valgrind tool, which refuses to be started directly.
  const char* preload = std::getenv("LD_PRELOAD");
  if (preload != nullptr && std::strstr(preload, "vgpreload") != nullptr) return;
  const char* env = std::getenv("GLIBC_TUNABLES");
  // The tunable's presence also stops a second re-execution.
  if (env != nullptr && std::strstr(env, "glibc.malloc.hugetlb") != nullptr) return;
  if (!GlibcHasHugetlbTunable() || !ThpInMadviseMode()) return;
  const bool had_tunables = env != nullptr;
  const std::string old_value = had_tunables ? env : "";
  const std::string value = old_value.empty() ? std::string("glibc.malloc.hugetlb=1")
                                              : old_value + ":glibc.malloc.hugetlb=1";
  if (setenv("GLIBC_TUNABLES", value.c_str(), 1) != 0) return;
  std::fflush(nullptr);
  execv("/proc/self/exe", argv);
  // execv failed: carry on without huge pages, and leave the environment as it was.
  if (had_tunables) {
    setenv("GLIBC_TUNABLES", old_value.c_str(), 1);
  } else {
    unsetenv("GLIBC_TUNABLES");
  }
#else
  (void)argv;
#endif
}

}  // namespace ptoc
