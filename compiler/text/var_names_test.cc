// The printer's scratch hash table: lookups after growth, O(1) clearing that
// really forgets, and string keys.
#include "compiler/text/var_names.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler/ir/expr.h"
#include "compiler/ir/type.h"
#include "gtest/gtest.h"

namespace ptoc::text {
namespace {

// Distinct, 16-byte aligned addresses (never dereferenced).
const void* Key(uintptr_t i) {
  static const std::vector<std::max_align_t> kSlots(4096);
  return &kSlots.at(i);
}

TEST(StampedMapTest, FindsEveryKeyAfterGrowing) {
  StampedMap<const void*, int, PtrHash, PtrEq> map;
  bool inserted = false;
  for (int i = 1; i <= 1000; ++i) {
    map.FindOrInsert(Key(i), i, &inserted);
    EXPECT_TRUE(inserted);
  }
  EXPECT_EQ(map.size(), 1000u);
  for (int i = 1; i <= 1000; ++i) {
    const int* v = map.Find(Key(i));
    ASSERT_NE(v, nullptr) << i;
    EXPECT_EQ(*v, i);
  }
  EXPECT_EQ(map.Find(Key(1001)), nullptr);
  // A second insert of a key finds the stored value and keeps it.
  int& v = map.FindOrInsert(Key(7), -1, &inserted);
  EXPECT_FALSE(inserted);
  EXPECT_EQ(v, 7);
  v = 70;
  EXPECT_EQ(*map.Find(Key(7)), 70);
}

TEST(StampedMapTest, ClearForgetsEverything) {
  StampedMap<const void*, int, PtrHash, PtrEq> map;
  bool inserted = false;
  for (int round = 0; round < 3; ++round) {
    for (int i = 1; i <= 100; ++i) map.FindOrInsert(Key(i), i + round, &inserted);
    map.Clear();
    EXPECT_EQ(map.size(), 0u);
    for (int i = 1; i <= 100; ++i) EXPECT_EQ(map.Find(Key(i)), nullptr) << round << " " << i;
  }
  // After a clear, values are those of the new insertions, not the old ones.
  int& v = map.FindOrInsert(Key(5), 500, &inserted);
  EXPECT_TRUE(inserted);
  EXPECT_EQ(v, 500);
}

TEST(StampedMapTest, StringKeys) {
  StampedMap<absl::string_view, int, NameHash, NameEq> map;
  std::vector<std::string> names;
  names.reserve(200);
  for (int i = 0; i < 200; ++i) names.push_back("v_" + std::to_string(i));
  bool inserted = false;
  for (int i = 0; i < 200; ++i) map.FindOrInsert(names[i], i, &inserted);
  for (int i = 0; i < 200; ++i) {
    const std::string copy = names[i];  // equal text at another address
    const int* v = map.Find(absl::string_view(copy));
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(*v, i);
  }
  EXPECT_EQ(map.Find(absl::string_view("v_200")), nullptr);
}

// A hint shared by many variables: each later one takes the next free
// suffix, skipping names that other variables hold (x_2 here) or that were
// given out before; with thousands of sharers this stays linear.
TEST(DisambiguateNamesTest, SharedHintTakesNextFreeSuffix) {
  auto type = std::make_shared<ir::ScalarType>(ir::DataType::kIndex);
  std::vector<ir::VarPtr> owned;
  std::vector<const ir::Var*> vars;
  for (const char* hint : {"x", "x", "x_2", "x", "x", "x_2", "y"}) {
    owned.push_back(std::make_shared<ir::Var>(hint, type));
    vars.push_back(owned.back().get());
  }
  VarNameMap names = DisambiguateNames(vars, /*include_unique=*/true);
  std::vector<std::string> got;
  got.reserve(vars.size());
  for (const ir::Var* v : vars) got.push_back(names.at(v));
  EXPECT_EQ(got, (std::vector<std::string>{"x", "x_1", "x_2", "x_3", "x_4", "x_2_1", "y"}));

  owned.clear();
  vars.clear();
  for (int i = 0; i < 20000; ++i) {
    owned.push_back(std::make_shared<ir::Var>("t", type));
    vars.push_back(owned.back().get());
  }
  names = DisambiguateNames(vars, /*include_unique=*/false);
  EXPECT_EQ(names.at(vars[0]), "t");
  EXPECT_EQ(names.at(vars[19999]), "t_19999");
}

}  // namespace
}  // namespace ptoc::text
