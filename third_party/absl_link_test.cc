// Link smoke test for //third_party:absl (Debian libabsl-dev 20220623 shared
// libraries): exercises each component the compiler links and fails loudly
// if a -labsl_* flag is missing or a library does not load.
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/container/node_hash_map.h"
#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/hash/hash.h"
#include "absl/numeric/int128.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "gtest/gtest.h"

ABSL_FLAG(int, absl_link_test_count, 3, "number of map entries");

namespace {

absl::StatusOr<int> Half(int x) {
  if (x % 2 != 0) return absl::InvalidArgumentError(absl::StrCat("odd: ", x));
  return x / 2;
}

TEST(AbslLinkTest, StatusAndStrings) {
  EXPECT_EQ(*Half(8), 4);
  absl::StatusOr<int> odd = Half(7);
  ASSERT_FALSE(odd.ok());
  EXPECT_EQ(odd.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(odd.status().ToString(), "INVALID_ARGUMENT: odd: 7");
  EXPECT_EQ(absl::StrFormat("%s:%03d", "k", 7), "k:007");
  absl::Cord cord("tile ");
  cord.Append("ir");
  EXPECT_EQ(std::string(cord), "tile ir");
}

TEST(AbslLinkTest, ContainersHashMutexTime) {
  absl::Mutex mu;
  absl::flat_hash_map<std::string, int> flat;
  absl::node_hash_map<int, std::string> node;
  {
    absl::MutexLock lock(&mu);
    for (int i = 0; i < absl::GetFlag(FLAGS_absl_link_test_count); ++i) {
      flat[absl::StrCat("k", i)] = i;
      node[i] = absl::StrCat(i);
    }
  }
  EXPECT_EQ(flat.size(), 3u);
  EXPECT_EQ(node.at(2), "2");
  EXPECT_EQ(absl::Hash<std::string>()("x"), absl::Hash<std::string>()("x"));
  EXPECT_EQ(absl::Uint128High64(absl::MakeUint128(1, 0)), 1u);
  absl::Time start = absl::Now();
  EXPECT_GE(absl::Now() - start, absl::ZeroDuration());
}

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  absl::ParseCommandLine(argc, argv);
  return RUN_ALL_TESTS();
}
