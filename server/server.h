// Assembles a running ptocd: the Compiler service, grpc.health.v1, server
// reflection (v1alpha), optional TLS, the program cache, the compile queue
// and the Prometheus endpoint. Used by main.cc and by the tests, which start
// the real server on 127.0.0.1 port 0.
#ifndef PTOC_SERVER_SERVER_H_
#define PTOC_SERVER_SERVER_H_

#include <grpcpp/grpcpp.h>

#include <chrono>
#include <memory>

#include "absl/status/statusor.h"
#include "server/compile_queue.h"
#include "server/compiler_service.h"
#include "server/config.h"
#include "server/metrics.h"
#include "server/program_cache.h"

namespace ptoc::server {

class PtocServer {
 public:
  static absl::StatusOr<std::unique_ptr<PtocServer>> Start(const ServerConfig& config);
  ~PtocServer();

  int port() const { return port_; }
  int metrics_port() const { return metrics_port_; }  // -1 when off
  const ServerConfig& config() const { return config_; }
  Metrics& metrics() { return metrics_; }
  ProgramCache& cache() { return cache_; }

  // Graceful stop: health turns NOT_SERVING, new calls are refused, in-flight
  // calls get up to `grace` to finish and are cancelled after that.
  void Shutdown(std::chrono::milliseconds grace);
  // Only the first step: health checks answer NOT_SERVING (load balancers
  // stop routing here) while calls are still accepted.
  void SetNotServing();
  void Wait();

 private:
  explicit PtocServer(const ServerConfig& config);

  ServerConfig config_;
  Metrics metrics_;
  ProgramCache cache_;
  CompileQueue queue_;
  CompilerService service_;
  MetricsHttpServer metrics_http_;
  std::unique_ptr<grpc::Server> server_;
  int port_ = 0;
  int metrics_port_ = -1;
  bool shut_down_ = false;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_SERVER_H_
