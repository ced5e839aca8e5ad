// The printer's scratch hash table: lookups after growth, O(1) clearing that
// really forgets, and string keys.
#include "compiler/text/var_names.h"

#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace ptoc::text {
namespace {

const void* Key(uintptr_t i) { return reinterpret_cast<const void*>(i * 16); }

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

}  // namespace
}  // namespace ptoc::text
