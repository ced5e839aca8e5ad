#include "compiler/text/name_hash.h"

#include <string>

#include "absl/container/flat_hash_set.h"
#include "gtest/gtest.h"

namespace ptoc::text {
namespace {

TEST(NameHashTest, StringAndViewHashAlike) {
  const NameHash hash;
  for (const std::string s : {"", "x", "tile_a", "exactly8", "a_longer_variable_name_17"}) {
    EXPECT_EQ(hash(s), hash(absl::string_view(s))) << s;
  }
}

TEST(NameHashTest, LengthAndEveryByteCount) {
  const NameHash hash;
  // Trailing NUL bytes read like the zero padding of a short tail: the length must tell them
  // apart.
  EXPECT_NE(hash(absl::string_view("a", 1)), hash(absl::string_view("a\0", 2)));
  EXPECT_NE(hash(absl::string_view("abcdefgh", 8)), hash(absl::string_view("abcdefgh\0", 9)));
  // Names that differ only in the middle of a long text.
  EXPECT_NE(hash("prefix_prefix_1_suffix_suffix"), hash("prefix_prefix_2_suffix_suffix"));
}

TEST(NameHashTest, GeneratedNamesSpreadOverBuckets) {
  // The low 7 bits pick a control byte and the rest the group: both must vary.
  const NameHash hash;
  absl::flat_hash_set<size_t> low, high;
  for (int i = 0; i < 4096; ++i) {
    const size_t h = hash("tile_" + std::to_string(i));
    low.insert(h & 0x7f);
    high.insert(h >> 52);
  }
  EXPECT_EQ(low.size(), 128u);
  // 4096 names over 4096 values of the top 12 bits: a random function fills
  // 4096 * (1 - 1/e) ≈ 2589 of them.
  EXPECT_GT(high.size(), 2450u);
}

TEST(NameHashTest, TransparentLookup) {
  NameKeyedMap<std::string, int> map;
  map["alpha"] = 1;
  map["beta"] = 2;
  EXPECT_EQ(map.find(absl::string_view("alpha"))->second, 1);
  EXPECT_TRUE(map.find(absl::string_view("gamma")) == map.end());
}

}  // namespace
}  // namespace ptoc::text
