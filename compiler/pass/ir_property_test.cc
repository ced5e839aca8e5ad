// Tests of IRProperty names and IRPropertySet operations.
#include "compiler/pass/ir_property.h"

#include <set>
#include <string>

#include "gtest/gtest.h"

namespace ptoc::pass {
namespace {

using P = IRProperty;

TEST(IRPropertyTest, EveryPropertyNamedBySeedExists) {
  // Both seed tables (the enum table and the per-pass table) name these.
  const char* kSeedNames[] = {
      "SSAForm",
      "TypeChecked",
      "NoNestedCalls",
      "NormalizedStmtStructure",
      "NoRedundantBlocks",
      "SplitIncoreOrch",
      "ClusterOutlined",
      "HasMemRefs",
      "IncoreTileOps",
      "MixedKernelExpanded",
      "AllocatedMemoryAddr",
      "TileTypeCoherence",
      "OrchestrationReferencesResolved",
      "InlineFunctionsEliminated",
      "StructuredCtrlFlow",
      "TileOps2D",
      "TileMemoryInferred",
      "CallDirectionsResolved",
      "CommDomainScopesMaterialized",
      "RuntimeScopesMaterialized",
      "IterArgCarryClassified",
  };
  for (const char* name : kSeedNames) {
    std::optional<IRProperty> p = IRPropertyFromName(name);
    ASSERT_TRUE(p.has_value()) << name;
    EXPECT_EQ(IRPropertyName(*p), name);
  }
}

TEST(IRPropertyTest, NamesRoundTripAndAreUnique) {
  std::set<std::string> seen;
  for (IRProperty p : AllIRProperties()) {
    std::string name(IRPropertyName(p));
    EXPECT_NE(name, "?");
    EXPECT_TRUE(seen.insert(name).second) << name;
    EXPECT_EQ(IRPropertyFromName(name), p);
  }
  EXPECT_EQ(static_cast<int>(seen.size()), kNumIRProperties);
  EXPECT_EQ(kNumIRProperties, 38);
  EXPECT_FALSE(IRPropertyFromName("NotAProperty").has_value());
  EXPECT_FALSE(IRPropertyFromName("ssaform").has_value());
}

TEST(IRPropertyTest, EnumOrderFollowsReference) {
  EXPECT_EQ(static_cast<int>(P::kSSAForm), 0);
  EXPECT_EQ(static_cast<int>(P::kTypeChecked), 1);
  EXPECT_EQ(static_cast<int>(P::kHasMemRefs), 6);
  EXPECT_EQ(static_cast<int>(P::kAllocatedMemoryAddr), 8);
  EXPECT_EQ(static_cast<int>(P::kIterArgCarryClassified), 37);
}

TEST(IRPropertySetTest, InsertRemoveContains) {
  IRPropertySet s;
  EXPECT_TRUE(s.Empty());
  EXPECT_EQ(s.Size(), 0);
  s.Insert(P::kSSAForm);
  s.Insert(P::kHasMemRefs);
  s.Insert(P::kSSAForm);  // idempotent
  EXPECT_EQ(s.Size(), 2);
  EXPECT_TRUE(s.Contains(P::kSSAForm));
  EXPECT_TRUE(s.Contains(P::kHasMemRefs));
  EXPECT_FALSE(s.Contains(P::kTypeChecked));
  s.Remove(P::kSSAForm);
  s.Remove(P::kTypeChecked);  // absent: no-op
  EXPECT_FALSE(s.Contains(P::kSSAForm));
  EXPECT_EQ(s, IRPropertySet({P::kHasMemRefs}));
  // The last enumerator fits in the 64-bit set.
  s.Insert(P::kIterArgCarryClassified);
  EXPECT_TRUE(s.Contains(P::kIterArgCarryClassified));
}

TEST(IRPropertySetTest, SetAlgebra) {
  IRPropertySet a = {P::kSSAForm, P::kTypeChecked, P::kHasMemRefs};
  IRPropertySet b = {P::kTypeChecked, P::kAllocatedMemoryAddr};
  EXPECT_EQ(a.Union(b),
            IRPropertySet({P::kSSAForm, P::kTypeChecked, P::kHasMemRefs, P::kAllocatedMemoryAddr}));
  EXPECT_EQ(a.Intersection(b), IRPropertySet({P::kTypeChecked}));
  EXPECT_EQ(a.Difference(b), IRPropertySet({P::kSSAForm, P::kHasMemRefs}));
  EXPECT_EQ(b.Difference(a), IRPropertySet({P::kAllocatedMemoryAddr}));
  EXPECT_TRUE(a.ContainsAll({P::kSSAForm, P::kHasMemRefs}));
  EXPECT_FALSE(a.ContainsAll(b));
  EXPECT_TRUE(a.ContainsAll({}));
  EXPECT_TRUE(IRPropertySet().ContainsAll({}));
  // Operations do not modify their operands.
  EXPECT_EQ(a.Size(), 3);
  EXPECT_EQ(b.Size(), 2);
}

TEST(IRPropertySetTest, ToStringListsInEnumOrder) {
  EXPECT_EQ(IRPropertySet().ToString(), "{}");
  EXPECT_EQ(IRPropertySet({P::kSSAForm}).ToString(), "{SSAForm}");
  // Insertion order does not matter.
  EXPECT_EQ(IRPropertySet({P::kAllocatedMemoryAddr, P::kTypeChecked, P::kSSAForm}).ToString(),
            "{SSAForm, TypeChecked, AllocatedMemoryAddr}");
  EXPECT_EQ(IRPropertySet({P::kTileOps2D, P::kHasMemRefs}).ToString(), "{HasMemRefs, TileOps2D}");
}

TEST(IRPropertySetTest, FromNames) {
  auto s = IRPropertySet::FromNames({"TypeChecked", "SSAForm"});
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(*s, IRPropertySet({P::kSSAForm, P::kTypeChecked}));
  EXPECT_EQ(s->ToNames(), (std::vector<std::string>{"SSAForm", "TypeChecked"}));
  auto bad = IRPropertySet::FromNames({"SSAForm", "Bogus"});
  EXPECT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("Bogus"), std::string::npos);
}

}  // namespace
}  // namespace ptoc::pass
