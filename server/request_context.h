// Per-RPC bookkeeping of the service: the caller's deadline and
// cancellation as a check the pass pipeline polls between passes, the
// bearer-token check, and the single log line + metrics at the end.
#ifndef PTOC_SERVER_REQUEST_CONTEXT_H_
#define PTOC_SERVER_REQUEST_CONTEXT_H_

#include <grpcpp/grpcpp.h>

#include <chrono>
#include <functional>
#include <string>

#include "absl/status/status.h"
#include "server/config.h"
#include "server/metrics.h"

namespace ptoc::server {

// absl and gRPC share the canonical code numbering.
grpc::Status ToGrpcStatus(const absl::Status& status);
std::string GrpcCodeName(grpc::StatusCode code);

class RequestContext {
 public:
  RequestContext(grpc::ServerContextBase* context, std::string method, const ServerConfig* config,
                 Metrics* metrics);

  // OK, or DEADLINE_EXCEEDED / CANCELLED once the caller's deadline passed
  // or the call was cancelled.
  absl::Status CheckCancelled() const;
  std::function<absl::Status()> CancellationCheck() const;

  // UNAUTHENTICATED unless the configured bearer token (if any) was sent.
  absl::Status CheckAuth() const;

  void set_digest(std::string digest) { digest_ = std::move(digest); }
  void set_cache_hit(bool hit) { cache_hit_ = hit; }
  double ElapsedMs() const;

  // Logs the RPC, records its metrics and returns `status` as a gRPC status.
  grpc::Status Finish(const absl::Status& status);

 private:
  grpc::ServerContextBase* context_;
  std::string method_;
  const ServerConfig* config_;
  Metrics* metrics_;
  std::chrono::steady_clock::time_point start_;
  std::string digest_;
  bool cache_hit_ = false;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_REQUEST_CONTEXT_H_
