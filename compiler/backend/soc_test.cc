#include "compiler/backend/soc.h"

#include "gtest/gtest.h"

namespace ptoc::backend {
namespace {

using ir::MemorySpace;

TEST(SocTest, Ascend910BCapacities) {
  const Soc& soc = Ascend910B();
  EXPECT_EQ(soc.name(), "Ascend910B");
  EXPECT_EQ(soc.MemSize(MemorySpace::kVec), 188416);
  EXPECT_EQ(soc.MemSize(MemorySpace::kMat), 512 * 1024);
  EXPECT_EQ(soc.MemSize(MemorySpace::kLeft), 64 * 1024);
  EXPECT_EQ(soc.MemSize(MemorySpace::kRight), 64 * 1024);
  EXPECT_EQ(soc.MemSize(MemorySpace::kAcc), 128 * 1024);
  // The reference's 910B description has no Bias buffer, so nothing limits it.
  EXPECT_EQ(soc.MemSize(MemorySpace::kBias), 0);
  EXPECT_EQ(soc.MemSize(MemorySpace::kDDR), 0);
  EXPECT_EQ(soc.MemSize(MemorySpace::kLeftScale), 0);
  EXPECT_EQ(soc.Alignment(MemorySpace::kVec), 128);
  EXPECT_EQ(Soc::kAllocatorAlignment, 32);
}

TEST(SocTest, Ascend950Capacities) {
  const Soc& soc = Ascend950();
  EXPECT_EQ(soc.MemSize(MemorySpace::kVec), 240 * 1024);
  EXPECT_EQ(soc.MemSize(MemorySpace::kAcc), 256 * 1024);
  EXPECT_EQ(soc.MemSize(MemorySpace::kBias), 4 * 1024);
  EXPECT_EQ(soc.MemSize(MemorySpace::kMat), 512 * 1024);
  EXPECT_EQ(soc.MemSize(MemorySpace::kLeftScale), 0);
}

TEST(SocTest, SelectionByName) {
  EXPECT_EQ(FindSoc("Ascend910B"), &Ascend910B());
  EXPECT_EQ(FindSoc("ascend950"), &Ascend950());
  EXPECT_EQ(FindSoc("a5"), &Ascend950());
  EXPECT_EQ(FindSoc("nope"), nullptr);
}

TEST(SocTest, ScopedSelectionNestsAndRestores) {
  EXPECT_EQ(&CurrentSoc(), &Ascend910B());
  {
    ScopedSoc outer(Ascend950());
    EXPECT_EQ(&CurrentSoc(), &Ascend950());
    {
      ScopedSoc inner(Ascend910B());
      EXPECT_EQ(&CurrentSoc(), &Ascend910B());
    }
    EXPECT_EQ(&CurrentSoc(), &Ascend950());
  }
  EXPECT_EQ(&CurrentSoc(), &Ascend910B());
}

}  // namespace
}  // namespace ptoc::backend
