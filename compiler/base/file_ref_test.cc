// FileRef interning: one string per distinct name, and a bounded table so a
// long-running server cannot be made to grow it without limit.
#include <string>

#include "absl/strings/str_cat.h"
#include "compiler/base/span.h"
#include "gtest/gtest.h"

namespace ptoc {
namespace {

TEST(FileRefTest, EqualNamesShareOneString) {
  FileRef a = FileRef::Intern("kernel.py");
  FileRef b = FileRef::Intern(std::string("kernel") + ".py");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.get(), b.get());
  EXPECT_EQ(*a, "kernel.py");
  EXPECT_NE(FileRef::Intern("other.py"), a);
  EXPECT_FALSE(FileRef());
}

TEST(FileRefTest, TableIsBoundedAndKeepsEarlierNames) {
  FileRef first = FileRef::Intern("first.py");
  for (size_t i = 0; i < FileRef::kMaxInternedNames; ++i) {
    FileRef::Intern(absl::StrCat("f", i, ".py"));
  }
  FileRef late = FileRef::Intern("late-name-after-the-bound.py");
  EXPECT_EQ(*late, FileRef::kOverflowName);
  EXPECT_EQ(FileRef::Intern("first.py"), first);
  EXPECT_EQ(*FileRef::Intern("first.py"), "first.py");
}

}  // namespace
}  // namespace ptoc
