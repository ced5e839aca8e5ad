// A binary linked with //third_party:jemalloc allocates through jemalloc with
// the compiled-in options of jemalloc_conf.cc, and heap_tuning leaves glibc's
// settings alone. Under --config=asan/tsan the sanitizer's allocator stays.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "compiler/base/heap_tuning.h"
#include "gtest/gtest.h"

#ifdef PTOC_JEMALLOC
#include <jemalloc/jemalloc.h>
#endif

namespace ptoc {
namespace {

#ifdef PTOC_JEMALLOC

std::string StringOption(const char* name) {
  const char* value = nullptr;
  size_t size = sizeof(value);
  if (mallctl(name, &value, &size, nullptr, 0) != 0 || value == nullptr) return "<unreadable>";
  return value;
}

size_t AllocatedBytes() {
  uint64_t epoch = 1;
  size_t epoch_size = sizeof(epoch);
  mallctl("epoch", &epoch, &epoch_size, &epoch, epoch_size);  // refreshes the statistics
  size_t allocated = 0;
  size_t size = sizeof(allocated);
  if (mallctl("stats.allocated", &allocated, &size, nullptr, 0) != 0) return 0;
  return allocated;
}

TEST(JemallocTest, IsTheAllocatorWithHugePages) {
  EXPECT_TRUE(JemallocIsTheAllocator());
  EXPECT_EQ(StringOption("opt.thp"), "always");
  EXPECT_EQ(StringOption("opt.metadata_thp"), "always");
}

TEST(JemallocTest, OperatorNewGoesThroughJemalloc) {
  constexpr size_t kBytes = size_t{64} << 20;
  const size_t before = AllocatedBytes();
  auto block = std::make_unique<char[]>(kBytes);
  std::memset(block.get(), 1, kBytes);
  const size_t during = AllocatedBytes();
  EXPECT_GE(during, before + kBytes);
  block.reset();
  EXPECT_LT(AllocatedBytes(), during);
}

TEST(JemallocTest, GlibcTuningIsSkipped) {
  EXPECT_TRUE(TuneHeapForLargePrograms());
  // No re-execution for glibc's huge-page tunable: the child reaches _exit(42).
  const pid_t pid = fork();
  if (pid == 0) {
    unsetenv("GLIBC_TUNABLES");
    unsetenv("PTOC_HEAP_REEXEC");
    char arg0[] = "jemalloc_test";
    char arg1[] = "--gtest_filter=NoSuchTest";
    char* argv[] = {arg0, arg1, nullptr};
    ReexecWithHugePagesIfUseful(argv);
    _exit(42);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 42);
}

#else  // --define=ptoc_malloc=system

TEST(JemallocTest, SystemMallocWhenNotLinked) { EXPECT_FALSE(JemallocIsTheAllocator()); }

#endif

}  // namespace
}  // namespace ptoc
