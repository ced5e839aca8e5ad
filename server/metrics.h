// Prometheus metrics of ptocd (RPC counts and latencies, program cache,
// per-pass time) and a tiny HTTP/1.1 responder that serves them on
// GET /metrics in the text exposition format.
#ifndef PTOC_SERVER_METRICS_H_
#define PTOC_SERVER_METRICS_H_

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

namespace ptoc::server {

// A histogram with fixed upper bounds (seconds).
class Histogram {
 public:
  explicit Histogram(std::vector<double> bounds);
  void Observe(double value);
  // Appends the _bucket/_sum/_count series of `name` with `labels`
  // ("key=\"v\"" pairs, comma-separated, may be empty).
  void Render(const std::string& name, const std::string& labels, std::string* out) const;

 private:
  std::vector<double> bounds_;
  std::vector<uint64_t> counts_;  // per bucket, non-cumulative; last = +Inf
  double sum_ = 0;
  uint64_t count_ = 0;
};

class Metrics {
 public:
  Metrics();

  // One finished RPC: `method` is the short name ("CompileProgram"), `code`
  // the gRPC code name ("OK", "INVALID_ARGUMENT", ...).
  void RecordRpc(const std::string& method, const std::string& code, double seconds);
  void RecordPass(const std::string& pass, double seconds);
  void CacheHit(const std::string& tier);
  // A memory hit found through the raw-request index (also counted by CacheHit).
  void CacheRawHit();
  // A memory hit answered with a response serialized when the entry was
  // indexed (a byte-identical request): counted as a memory hit, a raw hit
  // and an exact hit at once.
  void CacheExactHit();
  void CacheMiss();
  void CacheEvictions(uint64_t count);
  void CacheCorruptEntry();
  void SetCacheUsage(uint64_t bytes, uint64_t entries);
  void SetQueue(int running, int waiting);
  void QueueRejected();

  // Value of grpc_server_handled_total for (method, code) (tests).
  uint64_t HandledCount(const std::string& method, const std::string& code) const;
  uint64_t CacheHitCount() const;
  uint64_t CacheMissCount() const;
  uint64_t CacheRawHitCount() const;
  uint64_t CacheExactHitCount() const;

  // The whole exposition text.
  std::string Render() const;

 private:
  mutable std::mutex mu_;
  std::map<std::pair<std::string, std::string>, uint64_t> handled_;
  std::map<std::string, Histogram> handling_seconds_;
  std::map<std::string, Histogram> pass_seconds_;
  std::map<std::string, uint64_t> cache_hits_;  // by tier
  uint64_t cache_misses_ = 0;
  uint64_t cache_raw_hits_ = 0;
  uint64_t cache_exact_hits_ = 0;
  uint64_t cache_evictions_ = 0;
  uint64_t cache_corrupt_ = 0;
  uint64_t cache_bytes_ = 0;
  uint64_t cache_entries_ = 0;
  int queue_running_ = 0;
  int queue_waiting_ = 0;
  uint64_t queue_rejected_ = 0;
};

// Serves GET /metrics (and /healthz) over HTTP/1.1, one short connection at
// a time, on its own thread.
class MetricsHttpServer {
 public:
  explicit MetricsHttpServer(const Metrics* metrics) : metrics_(metrics) {}
  ~MetricsHttpServer();
  // Binds `host:port` (port 0 = any free port) and starts serving; returns
  // the bound port.
  absl::StatusOr<int> Start(const std::string& host, int port);
  void Stop();

 private:
  void Serve();
  void HandleConnection(int fd);

  const Metrics* metrics_;
  int listen_fd_ = -1;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_METRICS_H_
