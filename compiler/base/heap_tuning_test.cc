#include "compiler/base/heap_tuning.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "gtest/gtest.h"

namespace ptoc {
namespace {

bool ThpMadvise() {
  std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
  std::stringstream s;
  s << in.rdbuf();
  return s.str().find("[madvise]") != std::string::npos;
}

TEST(HeapTuningTest, GlibcAcceptsTheSettings) {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
  GTEST_SKIP() << "the sanitizer's allocator replaces glibc malloc and rejects mallopt";
#elif defined(__GLIBC__)
  EXPECT_TRUE(TuneHeapForLargePrograms());
  EXPECT_TRUE(TuneHeapForLargePrograms(size_t{1} << 40));  // no trimming at all, accepted
#else
  GTEST_SKIP() << "not glibc";
#endif
}

// Runs ReexecWithHugePagesIfUseful in a child whose re-executed image runs only
// HeapTuningChild.*; returns the child's exit status (-1 if it did not exit).
int RunChild(const char* tunables, const char* reexec) {
  const pid_t pid = fork();
  if (pid == 0) {
    if (tunables != nullptr) {
      setenv("GLIBC_TUNABLES", tunables, 1);
    } else {
      unsetenv("GLIBC_TUNABLES");
    }
    if (reexec != nullptr) setenv("PTOC_HEAP_REEXEC", reexec, 1);
    setenv("PTOC_HEAP_TUNING_CHILD", "1", 1);
    char arg0[] = "heap_tuning_test";
    char arg1[] = "--gtest_filter=HeapTuningChild.*";
    char* argv[] = {arg0, arg1, nullptr};
    ReexecWithHugePagesIfUseful(argv);
    _exit(42);  // not re-executed
  }
  int status = 0;
  if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

TEST(HeapTuningTest, ReexecutesWithTheHugetlbTunable) {
  if (!ThpMadvise()) GTEST_SKIP() << "transparent huge pages not in madvise mode";
  EXPECT_EQ(RunChild(nullptr, nullptr), 0);
  EXPECT_EQ(RunChild("glibc.malloc.arena_max=2", nullptr), 0);
}

TEST(HeapTuningTest, NoReexecWhenSetOrDisabled) {
  EXPECT_EQ(RunChild("glibc.malloc.hugetlb=0", nullptr), 42);
  EXPECT_EQ(RunChild(nullptr, "0"), 42);
}

// Only meaningful in the re-executed child: the tunable was added, earlier ones kept.
TEST(HeapTuningChild, EnvironmentHasTunable) {
  if (std::getenv("PTOC_HEAP_TUNING_CHILD") == nullptr) GTEST_SKIP() << "child only";
  const char* tunables = std::getenv("GLIBC_TUNABLES");
  ASSERT_NE(tunables, nullptr);
  const std::string value = tunables;
  EXPECT_NE(value.find("glibc.malloc.hugetlb=1"), std::string::npos);
  if (value.find("arena_max") != std::string::npos) {
    EXPECT_EQ(value, "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1");
  }
}

}  // namespace
}  // namespace ptoc
