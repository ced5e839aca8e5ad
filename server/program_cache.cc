#include "server/program_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "compiler/base/heap_tuning.h"
#include "server/sha256.h"

namespace ptoc::server {
namespace {

// On-disk entry layout:
//   "PTOCCACHE1\n" | payload size (8 bytes, big-endian) | SHA-256(payload) (32 bytes) | payload
// payload = length-prefixed fields: key, serialized RunPassesResponse, input text.
constexpr absl::string_view kMagic = "PTOCCACHE1\n";

void AppendField(std::string* out, absl::string_view field) {
  uint64_t size = field.size();
  for (int shift = 56; shift >= 0; shift -= 8) out->push_back(static_cast<char>(size >> shift));
  out->append(field.data(), field.size());
}

bool ReadU64(absl::string_view* in, uint64_t* value) {
  if (in->size() < 8) return false;
  *value = 0;
  for (int i = 0; i < 8; ++i) *value = (*value << 8) | static_cast<uint8_t>((*in)[i]);
  in->remove_prefix(8);
  return true;
}

bool ReadField(absl::string_view* in, std::string* field) {
  uint64_t size;
  if (!ReadU64(in, &size) || size > in->size()) return false;
  field->assign(in->data(), size);
  in->remove_prefix(size);
  return true;
}

bool RetryableForWaiters(const absl::Status& status) {
  return absl::IsCancelled(status) || absl::IsDeadlineExceeded(status) ||
         absl::IsResourceExhausted(status);
}

std::atomic<uint64_t> temp_counter{0};

// Names this process's temporary files apart from those of other processes
// sharing the cache directory (replicas on a shared volume all run as pid 1
// in their containers, so the pid alone is not enough; the host name is the
// pod name there).
const std::string& TempFileTag() {
  static const std::string* tag = [] {
    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) != 0) host[0] = '\0';
    return new std::string(absl::StrCat(host, ".", ::getpid()));
  }();
  return *tag;
}

// Heap accounting: the block the process's allocator hands out for `n` bytes
// (jemalloc's size class in ptocd, glibc's chunk elsewhere).
size_t Chunk(size_t n) { return HeapBlockBytes(n); }

// Heap bytes of a std::string's buffer (none while it fits in place).
size_t StringHeap(const std::string& s) { return s.capacity() > 15 ? Chunk(s.capacity() + 1) : 0; }

// protobuf's SpaceUsedLong() counts object and buffer sizes but no
// allocator overhead: count heap blocks (a std::string object per set string
// field, plus its buffer when it does not fit in place; one block per
// message and per repeated-field array) and charge a chunk header + average
// rounding for each.
constexpr size_t kBlockOverhead = 16;

size_t StringBlocks(const std::string& s) { return s.empty() ? 0 : 1 + (s.capacity() > 15); }

size_t StringsBlocks(const google::protobuf::RepeatedPtrField<std::string>& strings) {
  size_t blocks = strings.empty() ? 0 : 1;
  for (const std::string& s : strings) blocks += 1 + (s.capacity() > 15);
  return blocks;
}

size_t ResultBlocks(const v1::RunPassesResponse& r) {
  size_t blocks = StringBlocks(r.program_digest()) + StringBlocks(r.ir_text()) +
                  StringsBlocks(r.final_properties());
  blocks += r.dumps().empty() ? 0 : 1;
  for (const v1::PassResult& d : r.dumps()) {
    blocks += 1 + StringBlocks(d.name()) + StringBlocks(d.ir_text()) + StringBlocks(d.diff()) +
              StringsBlocks(d.properties());
  }
  blocks += r.pass_timings().empty() ? 0 : 1;
  for (const v1::PassTiming& t : r.pass_timings()) blocks += 1 + StringBlocks(t.name());
  blocks += r.reports().empty() ? 0 : 1;
  for (const v1::InstrumentReport& report : r.reports()) {
    blocks += 1 + StringBlocks(report.instrument()) + StringsBlocks(report.messages());
  }
  blocks += r.diagnostics().empty() ? 0 : 1;
  for (const v1::Diagnostic& d : r.diagnostics()) {
    blocks += 1 + StringBlocks(d.message()) + StringBlocks(d.file());
  }
  return blocks;
}

// Average heap bytes of one IR node (the node, its shared_ptr control block,
// span, type and argument vectors), measured over the corpus; the same within
// a few percent with glibc's malloc and with jemalloc (cache_accounting_test and
// cache_accounting_jemalloc_test check the total against the real heap growth).
constexpr size_t kIrNodeBytes = 136;

// Heap bytes of one raw-index entry: the hash-map node holding two
// 64-character keys with their buffers, the bucket slot, and the copy of the
// raw key in its entry's list.
size_t RawIndexBytes(const std::string& raw_key, const std::string& key) {
  size_t node = Chunk(sizeof(void*) + 2 * sizeof(std::string) + sizeof(size_t));
  return node + StringHeap(raw_key) + StringHeap(key) + sizeof(void*) + sizeof(std::string) +
         StringHeap(raw_key);
}

// Heap bytes of one exact-index entry: the hash-map node (key, entry
// iterator, answer pointer, byte count, cached hash), its bucket slot, the
// answer's make_shared block, its digest buffer, the serialized response in
// one gRPC slice block (refcount header + bytes), and the key's copy in its
// entry's list.
size_t ExactIndexBytes(const ExactAnswer& answer) {
  size_t node = Chunk(sizeof(void*) + 32 + 3 * sizeof(void*) + 2 * sizeof(uint64_t));
  size_t block = Chunk(sizeof(ExactAnswer) + 2 * sizeof(void*) + 8);
  return node + sizeof(void*) + block + StringHeap(answer.program_digest) +
         Chunk(answer.response.size() + 32) + 32;
}

// Heap bytes of the bookkeeping of one entry: the map node (key + Entry),
// the LRU list node, their two key buffers.
size_t EntryOverhead(const std::string& key, size_t entry_size) {
  size_t map_node = Chunk(4 * sizeof(void*) + sizeof(std::string) + entry_size);
  size_t list_node = Chunk(2 * sizeof(void*) + sizeof(std::string));
  return map_node + list_node + 2 * StringHeap(key);
}

}  // namespace

size_t CachedResult::ByteSize() const {
  // make_shared's block holds the control block and this object.
  size_t bytes = Chunk(sizeof(CachedResult) + 2 * sizeof(void*) + 8);
  bytes += result.SpaceUsedLong() - sizeof(result);
  bytes += kBlockOverhead * ResultBlocks(result);
  bytes += StringHeap(input_text);
  if (final_program != nullptr) bytes += kIrNodeBytes * static_cast<size_t>(final_node_count);
  return bytes;
}

std::string CachedResult::Serialize() const {
  std::string out;
  AppendField(&out, result.SerializeAsString());
  AppendField(&out, input_text);
  return out;
}

std::optional<CachedResult> CachedResult::Deserialize(const std::string& bytes) {
  absl::string_view in(bytes);
  std::string result_bytes;
  CachedResult value;
  if (!ReadField(&in, &result_bytes) || !ReadField(&in, &value.input_text) || !in.empty()) {
    return std::nullopt;
  }
  if (!value.result.ParseFromString(result_bytes)) return std::nullopt;
  return value;
}

ProgramCache::ProgramCache(CacheOptions options, Metrics* metrics)
    : options_(std::move(options)), metrics_(metrics) {}

absl::Status ProgramCache::Init() {
  if (options_.dir.empty()) return absl::OkStatus();
  const std::string& path = options_.dir;
  // mkdir -p
  for (size_t i = 1; i <= path.size(); ++i) {
    if (i == path.size() || path[i] == '/') {
      std::string prefix = path.substr(0, i);
      if (::mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST) {
        return absl::InvalidArgumentError(
            absl::StrCat("cannot create cache directory ", prefix, ": ", std::strerror(errno)));
      }
    }
  }
  if (::access(path.c_str(), W_OK) != 0) {
    return absl::InvalidArgumentError("cache directory is not writable: " + path);
  }
  return absl::OkStatus();
}

std::string ProgramCache::DiskPath(const std::string& key) const {
  if (options_.dir.empty() || key.size() < 2) return "";
  return absl::StrCat(options_.dir, "/", key.substr(0, 2), "/", key, ".entry");
}

ProgramCache::ResultPtr ProgramCache::LookupMemoryLocked(const std::string& key) {
  auto it = entries_.find(key);
  if (it == entries_.end()) return nullptr;
  lru_.splice(lru_.begin(), lru_, it->second.lru_position);
  return it->second.value;
}

void ProgramCache::EraseLocked(EntryMap::iterator it) {
  for (const std::string& raw_key : it->second.raw_keys) raw_index_.erase(raw_key);
  for (const ExactKey& exact_key : it->second.exact_keys) exact_index_.erase(exact_key);
  bytes_ -= it->second.bytes;
  lru_.erase(it->second.lru_position);
  entries_.erase(it);
}

void ProgramCache::EvictLocked() {
  uint64_t evicted = 0;
  while (bytes_ > options_.max_bytes && !lru_.empty()) {
    EraseLocked(entries_.find(lru_.back()));
    ++evicted;
  }
  if (evicted > 0 && metrics_ != nullptr) metrics_->CacheEvictions(evicted);
}

void ProgramCache::InsertMemoryLocked(const std::string& key, ResultPtr value,
                                      uint64_t value_bytes) {
  uint64_t size = value_bytes + EntryOverhead(key, sizeof(Entry));
  auto existing = entries_.find(key);
  if (existing != entries_.end()) EraseLocked(existing);
  // An entry larger than the whole budget is not kept in memory (the disk
  // tier, if any, still has it).
  if (size > options_.max_bytes) {
    PublishUsageLocked();
    return;
  }
  lru_.push_front(key);
  entries_[key] = Entry{std::move(value), size, lru_.begin(), {}, {}};
  bytes_ += size;
  EvictLocked();
  PublishUsageLocked();
}

ProgramCache::ResultPtr ProgramCache::LookupRaw(const std::string& raw_key, std::string* key) {
  std::lock_guard<std::mutex> lock(mu_);
  auto raw = raw_index_.find(raw_key);
  if (raw == raw_index_.end()) return nullptr;
  // The index only points at entries in memory (EraseLocked drops an entry's
  // raw keys with it).
  if (key != nullptr) *key = raw->second;
  return LookupMemoryLocked(raw->second);
}

void ProgramCache::AddRaw(const std::string& raw_key, const std::string& key) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(key);
  if (it == entries_.end() || raw_index_.count(raw_key) != 0) return;
  Entry& entry = it->second;
  if (entry.raw_keys.size() >= kMaxRawKeysPerEntry) {
    const std::string& oldest = entry.raw_keys.front();
    uint64_t oldest_bytes = RawIndexBytes(oldest, key);
    raw_index_.erase(oldest);
    entry.raw_keys.erase(entry.raw_keys.begin());
    entry.bytes -= oldest_bytes;
    bytes_ -= oldest_bytes;
  }
  uint64_t size = RawIndexBytes(raw_key, key);
  raw_index_.emplace(raw_key, key);
  entry.raw_keys.push_back(raw_key);
  entry.bytes += size;
  bytes_ += size;
  lru_.splice(lru_.begin(), lru_, entry.lru_position);
  EvictLocked();
  PublishUsageLocked();
}

size_t ProgramCache::raw_entries() const {
  std::lock_guard<std::mutex> lock(mu_);
  return raw_index_.size();
}

ProgramCache::ExactAnswerPtr ProgramCache::LookupExact(const ExactKey& exact_key) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = exact_index_.find(exact_key);
  if (it == exact_index_.end()) return nullptr;
  lru_.splice(lru_.begin(), lru_, it->second.entry->second.lru_position);
  return it->second.answer;
}

void ProgramCache::AddExact(const ExactKey& exact_key, const std::string& key,
                            const ResultPtr& from, ExactAnswerPtr answer) {
  if (answer == nullptr) return;
  uint64_t size = ExactIndexBytes(*answer);
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(key);
  if (it == entries_.end() || it->second.value != from || exact_index_.count(exact_key) != 0) {
    return;
  }
  Entry& entry = it->second;
  if (entry.exact_keys.size() >= kMaxExactAnswersPerEntry) {
    auto oldest = exact_index_.find(entry.exact_keys.front());
    entry.bytes -= oldest->second.bytes;
    bytes_ -= oldest->second.bytes;
    exact_index_.erase(oldest);
    entry.exact_keys.erase(entry.exact_keys.begin());
  }
  exact_index_.emplace(exact_key, ExactSlot{it, std::move(answer), size});
  entry.exact_keys.push_back(exact_key);
  entry.bytes += size;
  bytes_ += size;
  lru_.splice(lru_.begin(), lru_, entry.lru_position);
  EvictLocked();
  PublishUsageLocked();
}

size_t ProgramCache::exact_entries() const {
  std::lock_guard<std::mutex> lock(mu_);
  return exact_index_.size();
}

void ProgramCache::PublishUsageLocked() {
  if (metrics_ != nullptr) metrics_->SetCacheUsage(bytes_, entries_.size());
}

ProgramCache::ResultPtr ProgramCache::LoadFromDisk(const std::string& key) {
  std::string path = DiskPath(key);
  if (path.empty()) return nullptr;
  std::ifstream in(path, std::ios::binary);
  if (!in) return nullptr;
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string data = buffer.str();
  absl::string_view view(data);
  auto drop = [&]() -> ResultPtr {
    // A torn or tampered entry: remove it so it is recomputed and rewritten.
    ::unlink(path.c_str());
    if (metrics_ != nullptr) metrics_->CacheCorruptEntry();
    return nullptr;
  };
  uint64_t size;
  if (view.substr(0, kMagic.size()) != kMagic) return drop();
  view.remove_prefix(kMagic.size());
  if (!ReadU64(&view, &size) || view.size() < 32 || view.size() - 32 != size) return drop();
  std::string checksum(view.substr(0, 32));
  view.remove_prefix(32);
  Sha256 hash;
  hash.Update(view);
  std::array<uint8_t, 32> digest = hash.Finish();
  if (std::memcmp(digest.data(), checksum.data(), 32) != 0) return drop();
  absl::string_view payload = view;
  std::string stored_key;
  if (!ReadField(&payload, &stored_key) || stored_key != key) return drop();
  std::optional<CachedResult> value = CachedResult::Deserialize(std::string(payload));
  if (!value) return drop();
  return std::make_shared<const CachedResult>(*std::move(value));
}

void ProgramCache::StoreToDisk(const std::string& key, const CachedResult& value) {
  std::string path = DiskPath(key);
  if (path.empty()) return;
  std::string dir = path.substr(0, path.rfind('/'));
  ::mkdir(dir.c_str(), 0755);
  std::string payload;
  AppendField(&payload, key);
  payload += value.Serialize();
  Sha256 hash;
  hash.Update(payload);
  std::array<uint8_t, 32> digest = hash.Finish();
  std::string data(kMagic);
  uint64_t size = payload.size();
  for (int shift = 56; shift >= 0; shift -= 8) data.push_back(static_cast<char>(size >> shift));
  data.append(reinterpret_cast<const char*>(digest.data()), digest.size());
  data += payload;
  // Write a private temporary file, flush it to disk, then rename it over
  // the final name: readers see either no entry or a complete one.
  // O_EXCL: should two writers still pick the same name, one fails (and
  // skips the disk write) instead of both writing into one file.
  std::string temp = absl::StrCat(path, ".tmp.", TempFileTag(), ".", temp_counter++);
  int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return;
  size_t written = 0;
  while (written < data.size()) {
    ssize_t n = ::write(fd, data.data() + written, data.size() - written);
    if (n <= 0) break;
    written += static_cast<size_t>(n);
  }
  bool ok = written == data.size() && ::fsync(fd) == 0;
  ::close(fd);
  if (!ok || ::rename(temp.c_str(), path.c_str()) != 0) ::unlink(temp.c_str());
}

ProgramCache::ResultPtr ProgramCache::Lookup(const std::string& key, std::string* tier) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (ResultPtr value = LookupMemoryLocked(key)) {
      if (tier != nullptr) *tier = "memory";
      return value;
    }
  }
  ResultPtr value = LoadFromDisk(key);
  if (value != nullptr) {
    uint64_t value_bytes = value->ByteSize();
    std::lock_guard<std::mutex> lock(mu_);
    InsertMemoryLocked(key, value, value_bytes);
    if (tier != nullptr) *tier = "disk";
  }
  return value;
}

void ProgramCache::Insert(const std::string& key, ResultPtr value) {
  StoreToDisk(key, *value);
  uint64_t value_bytes = value->ByteSize();
  std::lock_guard<std::mutex> lock(mu_);
  InsertMemoryLocked(key, std::move(value), value_bytes);
}

uint64_t ProgramCache::bytes() const {
  std::lock_guard<std::mutex> lock(mu_);
  return bytes_;
}

size_t ProgramCache::entries() const {
  std::lock_guard<std::mutex> lock(mu_);
  return entries_.size();
}

absl::StatusOr<ProgramCache::Outcome> ProgramCache::GetOrCompute(
    const std::string& key, bool skip_lookup, const ComputeFn& compute,
    const std::function<absl::Status()>& cancelled) {
  if (skip_lookup) {
    if (metrics_ != nullptr) metrics_->CacheMiss();
    absl::StatusOr<ResultPtr> result = compute();
    if (!result.ok()) return result.status();
    Insert(key, *result);
    return Outcome{*result, false, ""};
  }
  while (true) {
    std::shared_ptr<Flight> flight;
    bool leader = false;
    {
      std::unique_lock<std::mutex> lock(mu_);
      if (ResultPtr value = LookupMemoryLocked(key)) {
        if (metrics_ != nullptr) metrics_->CacheHit("memory");
        return Outcome{value, true, "memory"};
      }
      auto it = flights_.find(key);
      if (it != flights_.end()) {
        flight = it->second;
        while (!flight->done) {
          flight_done_.wait_for(lock, std::chrono::milliseconds(50));
          if (flight->done) break;
          if (cancelled) {
            lock.unlock();
            absl::Status status = cancelled();
            lock.lock();
            if (!status.ok()) return status;
          }
        }
      } else {
        flight = std::make_shared<Flight>();
        flights_[key] = flight;
        leader = true;
      }
    }
    if (!leader) {
      if (flight->result.ok()) {
        if (metrics_ != nullptr) metrics_->CacheHit("inflight");
        return Outcome{*flight->result, true, "inflight"};
      }
      if (RetryableForWaiters(flight->result.status())) continue;
      return flight->result.status();
    }

    // Leader: disk tier first, then compute.
    Outcome outcome;
    absl::StatusOr<ResultPtr> result = LoadFromDisk(key);
    if (*result != nullptr) {
      outcome = Outcome{*result, true, "disk"};
      if (metrics_ != nullptr) metrics_->CacheHit("disk");
      uint64_t value_bytes = (*result)->ByteSize();
      std::lock_guard<std::mutex> lock(mu_);
      InsertMemoryLocked(key, *result, value_bytes);
    } else {
      if (metrics_ != nullptr) metrics_->CacheMiss();
      try {
        result = compute();
      } catch (const std::exception& e) {
        // Never leave waiters hanging on a computation that threw.
        result = absl::InternalError(absl::StrCat("compile failed: ", e.what()));
      }
      if (result.ok()) {
        Insert(key, *result);
        outcome = Outcome{*result, false, ""};
      }
    }
    {
      std::lock_guard<std::mutex> lock(mu_);
      flight->result = result;
      flight->done = true;
      flights_.erase(key);
    }
    flight_done_.notify_all();
    if (!result.ok()) return result.status();
    return outcome;
  }
}

}  // namespace ptoc::server
