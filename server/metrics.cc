#include "server/metrics.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace ptoc::server {
namespace {

const std::vector<double>& RpcBuckets() {
  static const auto* buckets = new std::vector<double>{
      0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60};
  return *buckets;
}

const std::vector<double>& PassBuckets() {
  static const auto* buckets = new std::vector<double>{
      0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5};
  return *buckets;
}

std::string FormatDouble(double value) { return absl::StrFormat("%.9g", value); }

// Prometheus label values escape backslash, quote and newline.
std::string Escape(const std::string& value) {
  std::string out;
  for (char c : value) {
    if (c == '\\' || c == '"') {
      out.push_back('\\');
      out.push_back(c);
    } else if (c == '\n') {
      out += "\\n";
    } else {
      out.push_back(c);
    }
  }
  return out;
}

}  // namespace

Histogram::Histogram(std::vector<double> bounds)
    : bounds_(std::move(bounds)), counts_(bounds_.size() + 1, 0) {}

void Histogram::Observe(double value) {
  size_t i = 0;
  while (i < bounds_.size() && value > bounds_[i]) ++i;
  ++counts_[i];
  sum_ += value;
  ++count_;
}

void Histogram::Render(const std::string& name, const std::string& labels, std::string* out) const {
  std::string sep = labels.empty() ? "" : ",";
  uint64_t cumulative = 0;
  for (size_t i = 0; i < bounds_.size(); ++i) {
    cumulative += counts_[i];
    absl::StrAppend(out, name, "_bucket{", labels, sep, "le=\"", FormatDouble(bounds_[i]), "\"} ",
                    cumulative, "\n");
  }
  cumulative += counts_.back();
  absl::StrAppend(out, name, "_bucket{", labels, sep, "le=\"+Inf\"} ", cumulative, "\n");
  absl::StrAppend(out, name, "_sum{", labels, "} ", FormatDouble(sum_), "\n");
  absl::StrAppend(out, name, "_count{", labels, "} ", count_, "\n");
}

Metrics::Metrics() = default;

void Metrics::RecordRpc(const std::string& method, const std::string& code, double seconds) {
  std::lock_guard<std::mutex> lock(mu_);
  ++handled_[{method, code}];
  handling_seconds_.try_emplace(method, RpcBuckets()).first->second.Observe(seconds);
}

void Metrics::RecordPass(const std::string& pass, double seconds) {
  std::lock_guard<std::mutex> lock(mu_);
  pass_seconds_.try_emplace(pass, PassBuckets()).first->second.Observe(seconds);
}

void Metrics::CacheHit(const std::string& tier) {
  std::lock_guard<std::mutex> lock(mu_);
  ++cache_hits_[tier];
}

void Metrics::CacheRawHit() {
  std::lock_guard<std::mutex> lock(mu_);
  ++cache_raw_hits_;
}

void Metrics::CacheExactHit() {
  std::lock_guard<std::mutex> lock(mu_);
  ++cache_hits_["memory"];
  ++cache_raw_hits_;
  ++cache_exact_hits_;
}

void Metrics::CacheMiss() {
  std::lock_guard<std::mutex> lock(mu_);
  ++cache_misses_;
}

void Metrics::CacheEvictions(uint64_t count) {
  std::lock_guard<std::mutex> lock(mu_);
  cache_evictions_ += count;
}

void Metrics::CacheCorruptEntry() {
  std::lock_guard<std::mutex> lock(mu_);
  ++cache_corrupt_;
}

void Metrics::SetCacheUsage(uint64_t bytes, uint64_t entries) {
  std::lock_guard<std::mutex> lock(mu_);
  cache_bytes_ = bytes;
  cache_entries_ = entries;
}

void Metrics::SetQueue(int running, int waiting) {
  std::lock_guard<std::mutex> lock(mu_);
  queue_running_ = running;
  queue_waiting_ = waiting;
}

void Metrics::QueueRejected() {
  std::lock_guard<std::mutex> lock(mu_);
  ++queue_rejected_;
}

uint64_t Metrics::HandledCount(const std::string& method, const std::string& code) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = handled_.find({method, code});
  return it == handled_.end() ? 0 : it->second;
}

uint64_t Metrics::CacheHitCount() const {
  std::lock_guard<std::mutex> lock(mu_);
  uint64_t total = 0;
  for (const auto& [tier, count] : cache_hits_) total += count;
  return total;
}

uint64_t Metrics::CacheMissCount() const {
  std::lock_guard<std::mutex> lock(mu_);
  return cache_misses_;
}

uint64_t Metrics::CacheRawHitCount() const {
  std::lock_guard<std::mutex> lock(mu_);
  return cache_raw_hits_;
}

uint64_t Metrics::CacheExactHitCount() const {
  std::lock_guard<std::mutex> lock(mu_);
  return cache_exact_hits_;
}

std::string Metrics::Render() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::string out;
  out += "# HELP grpc_server_handled_total RPCs completed on the server, by method and code.\n";
  out += "# TYPE grpc_server_handled_total counter\n";
  for (const auto& [key, count] : handled_) {
    absl::StrAppend(&out, "grpc_server_handled_total{grpc_service=\"ptoc.v1.Compiler\",",
                    "grpc_method=\"", Escape(key.first), "\",grpc_code=\"", Escape(key.second),
                    "\"} ", count, "\n");
  }
  out += "# HELP grpc_server_handling_seconds Time to handle an RPC, by method.\n";
  out += "# TYPE grpc_server_handling_seconds histogram\n";
  for (const auto& [method, histogram] : handling_seconds_) {
    histogram.Render("grpc_server_handling_seconds",
                     "grpc_service=\"ptoc.v1.Compiler\",grpc_method=\"" + Escape(method) + "\"",
                     &out);
  }
  out += "# HELP ptoc_pass_seconds Wall time of each pass run.\n";
  out += "# TYPE ptoc_pass_seconds histogram\n";
  for (const auto& [pass, histogram] : pass_seconds_) {
    histogram.Render("ptoc_pass_seconds", "pass=\"" + Escape(pass) + "\"", &out);
  }
  out += "# HELP ptoc_cache_hits_total Program cache hits, by tier.\n";
  out += "# TYPE ptoc_cache_hits_total counter\n";
  for (const char* tier : {"memory", "disk", "inflight"}) {
    auto it = cache_hits_.find(tier);
    absl::StrAppend(&out, "ptoc_cache_hits_total{tier=\"", tier, "\"} ",
                    it == cache_hits_.end() ? 0 : it->second, "\n");
  }
  absl::StrAppend(&out,
                  "# HELP ptoc_cache_raw_hits_total Memory hits found by the raw request bytes "
                  "(no parse).\n",
                  "# TYPE ptoc_cache_raw_hits_total counter\n", "ptoc_cache_raw_hits_total ",
                  cache_raw_hits_, "\n");
  absl::StrAppend(&out,
                  "# HELP ptoc_cache_exact_hits_total Raw hits of byte-identical requests, "
                  "answered with the response serialized once.\n",
                  "# TYPE ptoc_cache_exact_hits_total counter\n", "ptoc_cache_exact_hits_total ",
                  cache_exact_hits_, "\n");
  absl::StrAppend(&out, "# HELP ptoc_cache_misses_total Program cache misses.\n",
                  "# TYPE ptoc_cache_misses_total counter\n", "ptoc_cache_misses_total ",
                  cache_misses_, "\n");
  absl::StrAppend(&out, "# HELP ptoc_cache_evictions_total Entries evicted from memory.\n",
                  "# TYPE ptoc_cache_evictions_total counter\n", "ptoc_cache_evictions_total ",
                  cache_evictions_, "\n");
  absl::StrAppend(&out, "# HELP ptoc_cache_corrupt_entries_total Corrupt disk entries dropped.\n",
                  "# TYPE ptoc_cache_corrupt_entries_total counter\n",
                  "ptoc_cache_corrupt_entries_total ", cache_corrupt_, "\n");
  absl::StrAppend(&out, "# HELP ptoc_cache_bytes Bytes held by the in-memory cache.\n",
                  "# TYPE ptoc_cache_bytes gauge\n", "ptoc_cache_bytes ", cache_bytes_, "\n");
  absl::StrAppend(&out, "# HELP ptoc_cache_entries Entries in the in-memory cache.\n",
                  "# TYPE ptoc_cache_entries gauge\n", "ptoc_cache_entries ", cache_entries_, "\n");
  absl::StrAppend(&out, "# HELP ptoc_compile_running Compiles running now.\n",
                  "# TYPE ptoc_compile_running gauge\n", "ptoc_compile_running ", queue_running_,
                  "\n");
  absl::StrAppend(&out, "# HELP ptoc_compile_queued Compiles waiting for a slot.\n",
                  "# TYPE ptoc_compile_queued gauge\n", "ptoc_compile_queued ", queue_waiting_,
                  "\n");
  absl::StrAppend(&out, "# HELP ptoc_compile_rejected_total Compiles rejected: queue full.\n",
                  "# TYPE ptoc_compile_rejected_total counter\n", "ptoc_compile_rejected_total ",
                  queue_rejected_, "\n");
  return out;
}

MetricsHttpServer::~MetricsHttpServer() { Stop(); }

absl::StatusOr<int> MetricsHttpServer::Start(const std::string& host, int port) {
  listen_fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listen_fd_ < 0) return absl::InternalError(absl::StrCat("socket: ", std::strerror(errno)));
  int one = 1;
  ::setsockopt(listen_fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  if (::inet_pton(AF_INET, host.c_str(), &addr.sin_addr) != 1) {
    ::close(listen_fd_);
    listen_fd_ = -1;
    return absl::InvalidArgumentError("metrics address must be an IPv4 address: " + host);
  }
  if (::bind(listen_fd_, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) != 0 ||
      ::listen(listen_fd_, 16) != 0) {
    std::string error = std::strerror(errno);
    ::close(listen_fd_);
    listen_fd_ = -1;
    return absl::UnavailableError(absl::StrCat("metrics port ", host, ":", port, ": ", error));
  }
  socklen_t len = sizeof(addr);
  ::getsockname(listen_fd_, reinterpret_cast<sockaddr*>(&addr), &len);
  stop_ = false;
  thread_ = std::thread([this] { Serve(); });
  return static_cast<int>(ntohs(addr.sin_port));
}

void MetricsHttpServer::Stop() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
  if (listen_fd_ >= 0) ::close(listen_fd_);
  listen_fd_ = -1;
}

void MetricsHttpServer::Serve() {
  while (!stop_) {
    // Poll with a timeout so Stop() is noticed without closing the socket
    // under the thread.
    pollfd pfd{listen_fd_, POLLIN, 0};
    if (::poll(&pfd, 1, 100) <= 0) continue;
    int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) continue;
    HandleConnection(fd);
    ::close(fd);
  }
}

void MetricsHttpServer::HandleConnection(int fd) {
  std::string request;
  char buf[2048];
  // Read the request head (bounded size and time; the body is ignored).
  while (request.find("\r\n\r\n") == std::string::npos && request.size() < 16384) {
    pollfd pfd{fd, POLLIN, 0};
    if (::poll(&pfd, 1, 2000) <= 0) return;
    ssize_t n = ::read(fd, buf, sizeof(buf));
    if (n <= 0) break;
    request.append(buf, static_cast<size_t>(n));
  }
  std::string status = "200 OK";
  std::string body;
  std::string type = "text/plain; version=0.0.4; charset=utf-8";
  if (request.rfind("GET /metrics", 0) == 0) {
    body = metrics_->Render();
  } else if (request.rfind("GET /healthz", 0) == 0) {
    body = "ok\n";
  } else if (request.rfind("GET ", 0) == 0) {
    status = "404 Not Found";
    body = "not found\n";
  } else {
    status = "405 Method Not Allowed";
    body = "only GET\n";
  }
  std::string response =
      absl::StrCat("HTTP/1.1 ", status, "\r\nContent-Type: ", type,
                   "\r\nContent-Length: ", body.size(), "\r\nConnection: close\r\n\r\n", body);
  size_t sent = 0;
  while (sent < response.size()) {
    ssize_t n = ::send(fd, response.data() + sent, response.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) return;
    sent += static_cast<size_t>(n);
  }
}

}  // namespace ptoc::server
