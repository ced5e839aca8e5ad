// SHA-256 against the FIPS 180-4 / NIST example vectors, and the unified
// diff against what GNU `diff -u` prints for the same inputs.
#include <string>

#include <gtest/gtest.h>

#include "server/sha256.h"
#include "server/unified_diff.h"

namespace ptoc::server {
namespace {

TEST(Sha256Test, NistVectors) {
  EXPECT_EQ(Sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(Sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(Sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(Sha256Hex(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256Test, IncrementalEqualsOneShot) {
  std::string data;
  for (int i = 0; i < 1000; ++i) data.push_back(static_cast<char>(i * 7));
  for (size_t split : {0u, 1u, 55u, 56u, 63u, 64u, 65u, 500u, 1000u}) {
    Sha256 hash;
    hash.Update(data.substr(0, split));
    hash.Update(data.substr(split));
    EXPECT_EQ(hash.FinishHex(), Sha256Hex(data)) << split;
  }
}

TEST(Sha256Test, FieldsAreUnambiguous) {
  Sha256 a, b;
  a.UpdateField("ab");
  a.UpdateField("c");
  b.UpdateField("a");
  b.UpdateField("bc");
  EXPECT_NE(a.FinishHex(), b.FinishHex());
}

TEST(UnifiedDiffTest, EqualTextsGiveNoDiff) { EXPECT_EQ(UnifiedDiff("a\nb\n", "a\nb\n", "x", "y"), ""); }

TEST(UnifiedDiffTest, MatchesDiffU) {
  // printf '1\n2\n3\n4\n5\n6\n7\n8\n9\n' vs. with 2 replaced and 8 deleted:
  // `diff -u` output (headers without timestamps).
  std::string from = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
  std::string to = "1\ntwo\n3\n4\n5\n6\n7\n9\n";
  EXPECT_EQ(UnifiedDiff(from, to, "a", "b"),
            "--- a\n+++ b\n"
            "@@ -1,9 +1,8 @@\n"
            " 1\n-2\n+two\n 3\n 4\n 5\n 6\n 7\n-8\n 9\n");
  // Far-apart changes become separate hunks.
  std::string long_from, long_to;
  for (int i = 1; i <= 20; ++i) {
    long_from += std::to_string(i) + "\n";
    long_to += (i == 2 ? std::string("X") : i == 18 ? std::string("Y") : std::to_string(i)) + "\n";
  }
  EXPECT_EQ(UnifiedDiff(long_from, long_to, "a", "b"),
            "--- a\n+++ b\n"
            "@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n"
            "@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+Y\n 19\n 20\n");
  // Pure insertion at the start.
  EXPECT_EQ(UnifiedDiff("a\n", "new\na\n", "a", "b"), "--- a\n+++ b\n@@ -1 +1,2 @@\n+new\n a\n");
  // Into an empty file.
  EXPECT_EQ(UnifiedDiff("", "x\n", "a", "b"), "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n");
}

}  // namespace
}  // namespace ptoc::server
