// The program cache's byte accounting is checked against what the heap
// really grows by (bytes in use as the allocator reports them), so
// --cache_bytes bounds the daemon's memory rather than a fraction of it; and
// the raw-request index lives and dies with the entries it points to. Built
// twice: with glibc's malloc and with jemalloc, ptocd's allocator.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/heap_tuning.h"
#include "server/compile_job.h"
#include "server/program_cache.h"
#include "server/sha256.h"

namespace ptoc::server {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

size_t HeapInUse() { return HeapBytesInUse(); }

// Sanitizers bring their own allocator, which the statistics do not see.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kMeasurableAllocator = false;
#else
constexpr bool kMeasurableAllocator = true;
#endif

// One Default-strategy run of a corpus program, as the service caches it.
std::shared_ptr<const CachedResult> Compile(const std::string& program) {
  v1::ProgramSource source;
  source.set_dsl_text(ReadFile("tests/corpus/" + program));
  JobSpec spec;
  spec.soc = *ResolveTarget("");
  spec.pass_names = *ResolvePipeline(v1::Pipeline());
  absl::StatusOr<PreparedProgram> prepared = PrepareProgram(source, Limits());
  EXPECT_TRUE(prepared.ok()) << prepared.status();
  absl::StatusOr<std::shared_ptr<const CachedResult>> result =
      RunJob(*prepared, spec, {}, {}, nullptr);
  EXPECT_TRUE(result.ok()) << result.status();
  return *result;
}

std::string Key(const std::string& tag, int i) { return Sha256Hex(absl::StrCat(tag, i)); }

const char* const kPrograms[] = {"01_vec_add_scope.py", "29_post_block_large.py",
                                 "35_scalar_expr_zoo.py"};

TEST(CacheAccountingTest, MeasuresTheAllocatorItWasBuiltWith) {
#ifdef PTOC_JEMALLOC
  EXPECT_TRUE(JemallocIsTheAllocator());
#else
  EXPECT_FALSE(JemallocIsTheAllocator());
#endif
}

TEST(CacheAccountingTest, ResultByteSizeIsItsHeapFootprint) {
  if (!kMeasurableAllocator) GTEST_SKIP() << "a sanitizer's allocator";
  for (const char* program : kPrograms) {
    Compile(program);  // first-use allocations (registries, interned names) out of the way
    constexpr int kResults = 4;
    std::vector<std::shared_ptr<const CachedResult>> results;
    size_t before = HeapInUse();
    results.reserve(kResults);
    for (int i = 0; i < kResults; ++i) results.push_back(Compile(program));
    size_t after = HeapInUse();
    if (after <= before) GTEST_SKIP() << "the allocator reports nothing";
    double heap = static_cast<double>(after - before) / kResults;
    double counted = static_cast<double>(results[0]->ByteSize());
    std::printf("%s: counted %.0f bytes, heap %.0f bytes (%.3f)\n", program, counted, heap,
                counted / heap);
    EXPECT_GT(counted, 0.9 * heap) << program << ": counted " << counted << ", heap " << heap;
    EXPECT_LT(counted, 1.1 * heap) << program << ": counted " << counted << ", heap " << heap;
  }
}

TEST(CacheAccountingTest, CacheBytesAreTheHeapItHolds) {
  if (!kMeasurableAllocator) GTEST_SKIP() << "a sanitizer's allocator";
  ProgramCache cache(CacheOptions{uint64_t{1} << 30, ""}, nullptr);
  Compile(kPrograms[0]);
  Compile(kPrograms[1]);
  size_t before = HeapInUse();
  for (int i = 0; i < 12; ++i) {
    std::string key = Key("entry", i);
    cache.Insert(key, Compile(kPrograms[i % 2]));
    // Raw-index entries are part of the footprint too.
    for (int r = 0; r < 3; ++r) cache.AddRaw(Key(key, r), key);
  }
  size_t after = HeapInUse();
  if (after <= before) GTEST_SKIP() << "the allocator reports nothing";
  EXPECT_EQ(cache.entries(), 12u);
  EXPECT_EQ(cache.raw_entries(), 36u);
  double heap = static_cast<double>(after - before);
  double counted = static_cast<double>(cache.bytes());
  std::printf("cache: counted %.0f bytes, heap %.0f bytes (%.3f)\n", counted, heap, counted / heap);
  EXPECT_GT(counted, 0.9 * heap) << "counted " << counted << ", heap " << heap;
  EXPECT_LT(counted, 1.1 * heap) << "counted " << counted << ", heap " << heap;
}

TEST(CacheAccountingTest, RawIndexFollowsItsEntries) {
  std::shared_ptr<const CachedResult> result = Compile(kPrograms[0]);
  uint64_t entry_bytes;
  {
    ProgramCache probe(CacheOptions{uint64_t{1} << 30, ""}, nullptr);
    probe.Insert("k", result);
    entry_bytes = probe.bytes();
  }
  // Room for two entries and their raw keys, not three.
  ProgramCache cache(CacheOptions{entry_bytes * 2 + entry_bytes / 2, ""}, nullptr);
  std::string key_a = Key("a", 0), key_b = Key("b", 0), key_c = Key("c", 0);

  // Only keys of entries in memory are indexed.
  cache.AddRaw(Key("raw", 0), key_a);
  EXPECT_EQ(cache.raw_entries(), 0u);

  cache.Insert(key_a, result);
  uint64_t bytes = cache.bytes();
  cache.AddRaw(Key("raw-a", 0), key_a);
  EXPECT_EQ(cache.raw_entries(), 1u);
  EXPECT_GT(cache.bytes(), bytes);  // charged to the budget
  std::string found;
  EXPECT_EQ(cache.LookupRaw(Key("raw-a", 0), &found), result);
  EXPECT_EQ(found, key_a);
  EXPECT_EQ(cache.LookupRaw(Key("raw-a", 1), &found), nullptr);

  // At most kMaxRawKeysPerEntry per entry: the oldest go first.
  for (int i = 1; i < 11; ++i) cache.AddRaw(Key("raw-a", i), key_a);
  EXPECT_EQ(cache.raw_entries(), ProgramCache::kMaxRawKeysPerEntry);
  EXPECT_EQ(cache.LookupRaw(Key("raw-a", 0), nullptr), nullptr);
  EXPECT_EQ(cache.LookupRaw(Key("raw-a", 2), nullptr), nullptr);
  EXPECT_EQ(cache.LookupRaw(Key("raw-a", 3), nullptr), result);
  EXPECT_EQ(cache.LookupRaw(Key("raw-a", 10), nullptr), result);

  cache.Insert(key_b, result);
  cache.AddRaw(Key("raw-b", 0), key_b);
  EXPECT_EQ(cache.entries(), 2u);
  // A raw hit marks its entry used: b is now the least recently used one.
  EXPECT_NE(cache.LookupRaw(Key("raw-a", 10), nullptr), nullptr);
  cache.Insert(key_c, result);
  EXPECT_EQ(cache.entries(), 2u);
  EXPECT_EQ(cache.Lookup(key_b), nullptr);
  EXPECT_EQ(cache.LookupRaw(Key("raw-b", 0), nullptr), nullptr);  // evicted with b
  EXPECT_EQ(cache.raw_entries(), ProgramCache::kMaxRawKeysPerEntry);
  EXPECT_LE(cache.bytes(), entry_bytes * 2 + entry_bytes / 2);

  // Replacing an entry (a skip_cache recompute) drops its raw keys; a later
  // successful request adds its own again.
  cache.Insert(key_a, result);
  EXPECT_EQ(cache.raw_entries(), 0u);
  EXPECT_EQ(cache.LookupRaw(Key("raw-a", 10), nullptr), nullptr);
}

}  // namespace
}  // namespace ptoc::server
