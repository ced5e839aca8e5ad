// The content-addressed program cache of ptocd.
//
// Key: SHA-256 over the canonical printed input IR, the target, the pass list
// and every option that changes the output, plus the compiler version (see
// compile_job.h). Value: the whole result of a pipeline run, per-pass dumps
// included, so CompileProgram, RunPasses and GetPassDump can all be answered
// from it. Tiers: memory (byte-bounded LRU) and an optional directory
// (atomic writes, checksummed entries, survives restarts). Identical
// concurrent requests compute once (single-flight); failures are never
// stored. A first-level index maps a digest of the raw request (program bytes
// + everything else in the key) to the canonical key, so an exact repeat is
// answered without parsing; its entries live and die with the entry they
// point to and are charged to the same byte budget. A second index maps a
// digest of a request's bytes exactly as received to its answer, serialized
// once (see ExactAnswer); it follows the same rules.
#ifndef PTOC_SERVER_PROGRAM_CACHE_H_
#define PTOC_SERVER_PROGRAM_CACHE_H_

#include <grpcpp/support/slice.h>

#include <array>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/status/statusor.h"
#include "compiler/ir/function.h"
#include "proto/ptoc/v1/compiler.pb.h"
#include "server/metrics.h"

namespace ptoc::server {

// One pipeline run's result.
struct CachedResult {
  // program_digest, ir_text (final IR at the run's view level), pass_timings,
  // final_properties, reports, diagnostics, dumps (full IR after each pass).
  v1::RunPassesResponse result;
  // The input printed at the run's view level (the base of pass 1's diff).
  std::string input_text;
  // The final IR as an object; only in memory (null when loaded from disk).
  ir::ProgramPtr final_program;
  // Statements + expressions of final_program (its share of ByteSize).
  int64_t final_node_count = 0;

  // Heap bytes this result holds (protobuf objects and strings, the IR
  // nodes, allocator overhead), for the byte bound. Walks the result: call it
  // once, outside any lock.
  size_t ByteSize() const;
  std::string Serialize() const;
  static std::optional<CachedResult> Deserialize(const std::string& bytes);
};

struct CacheOptions {
  uint64_t max_bytes = uint64_t{256} << 20;
  // On-disk tier; disabled when empty.
  std::string dir;
};

// A response serialized once, for byte-identical repeats of the request it
// answered (its per-call fields left out, to be appended by the caller).
struct ExactAnswer {
  grpc::Slice response;
  // The program digest, for the RPC's log line.
  std::string program_digest;
};

class ProgramCache {
 public:
  // SHA-256 of a request's bytes (and its method).
  using ExactKey = std::array<uint8_t, 32>;
  using ExactAnswerPtr = std::shared_ptr<const ExactAnswer>;

  using ResultPtr = std::shared_ptr<const CachedResult>;
  using ComputeFn = std::function<absl::StatusOr<ResultPtr>()>;

  struct Outcome {
    ResultPtr result;
    bool hit = false;
    // "memory", "disk", "inflight" (another request computed it), or "" (computed).
    std::string tier;
  };

  // `metrics` may be null.
  ProgramCache(CacheOptions options, Metrics* metrics);

  // Creates the cache directory if one is configured.
  absl::Status Init();

  // Returns the cached result for `key`, or runs `compute` once for all
  // concurrent callers with that key and stores a successful result. With
  // `skip_lookup`, always computes (and stores). While waiting for another
  // caller's computation, `cancelled` is polled; a non-OK value is returned.
  // When that computation ends with a caller-specific failure (cancelled,
  // deadline, queue full), a waiting caller computes itself.
  absl::StatusOr<Outcome> GetOrCompute(const std::string& key, bool skip_lookup,
                                       const ComputeFn& compute,
                                       const std::function<absl::Status()>& cancelled);

  // Direct access (tests, tools).
  ResultPtr Lookup(const std::string& key, std::string* tier = nullptr);
  void Insert(const std::string& key, ResultPtr value);

  // The raw-request index. LookupRaw returns the memory entry that
  // `raw_key` points to (and marks it used), or null; it never reads the
  // disk tier and counts nothing in the metrics. AddRaw records `raw_key` ->
  // `key` if `key` is in memory (a failed request never gets here, so
  // failures are never indexed); the oldest of an entry's raw keys is
  // dropped beyond kMaxRawKeysPerEntry.
  static constexpr size_t kMaxRawKeysPerEntry = 8;
  ResultPtr LookupRaw(const std::string& raw_key, std::string* key);
  void AddRaw(const std::string& raw_key, const std::string& key);
  size_t raw_entries() const;

  // The exact-request index: LookupExact returns the answer stored for
  // `exact_key` (and marks its entry used), or null. AddExact stores
  // `answer`, built from `from`, if `key` is in memory with that very value
  // (not replaced meanwhile by a recompute) and `exact_key` is not indexed
  // yet; the answer's bytes are charged to that entry and dropped with it;
  // the oldest beyond kMaxExactAnswersPerEntry is dropped. Only successful
  // answers may be added (the caller's rule, as for AddRaw).
  static constexpr size_t kMaxExactAnswersPerEntry = 4;
  ExactAnswerPtr LookupExact(const ExactKey& exact_key);
  void AddExact(const ExactKey& exact_key, const std::string& key, const ResultPtr& from,
                ExactAnswerPtr answer);
  size_t exact_entries() const;

  uint64_t bytes() const;
  size_t entries() const;
  // Path of the on-disk entry of `key` ("" without a directory).
  std::string DiskPath(const std::string& key) const;

 private:
  struct Entry {
    ResultPtr value;
    // value + this entry's own map/list nodes + its raw keys + its exact
    // answers
    uint64_t bytes;
    std::list<std::string>::iterator lru_position;
    std::vector<std::string> raw_keys;  // oldest first
    std::vector<ExactKey> exact_keys;   // oldest first
  };
  using EntryMap = std::map<std::string, Entry>;
  struct ExactSlot {
    EntryMap::iterator entry;  // valid while the slot exists (erased together)
    ExactAnswerPtr answer;
    uint64_t bytes;
  };
  struct ExactKeyHash {
    size_t operator()(const ExactKey& key) const noexcept {
      size_t h;
      static_assert(sizeof(h) <= sizeof(ExactKey));
      std::memcpy(&h, key.data(), sizeof(h));
      return h;
    }
  };
  struct Flight {
    bool done = false;
    absl::StatusOr<ResultPtr> result = absl::UnknownError("pending");
  };

  ResultPtr LookupMemoryLocked(const std::string& key);
  void InsertMemoryLocked(const std::string& key, ResultPtr value, uint64_t value_bytes);
  // Drops the entry, its raw keys and its exact answers.
  void EraseLocked(EntryMap::iterator it);
  void EvictLocked();
  ResultPtr LoadFromDisk(const std::string& key);
  void StoreToDisk(const std::string& key, const CachedResult& value);
  void PublishUsageLocked();

  CacheOptions options_;
  Metrics* metrics_;
  mutable std::mutex mu_;
  std::condition_variable flight_done_;
  EntryMap entries_;
  std::unordered_map<std::string, std::string> raw_index_;  // raw key -> key
  std::unordered_map<ExactKey, ExactSlot, ExactKeyHash> exact_index_;
  std::list<std::string> lru_;  // front = most recently used
  uint64_t bytes_ = 0;
  std::map<std::string, std::shared_ptr<Flight>> flights_;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_PROGRAM_CACHE_H_
