// The ptoc.v1.Compiler service: CompileProgram, RunPasses, GetPassDump,
// ListPasses, GetStrategy. Handlers run the pipeline on their own thread
// under a per-request PassContext (compile_job.h), through the program cache
// and the bounded compile queue.
#ifndef PTOC_SERVER_COMPILER_SERVICE_H_
#define PTOC_SERVER_COMPILER_SERVICE_H_

#include <grpcpp/grpcpp.h>

#include "proto/ptoc/v1/compiler.grpc.pb.h"
#include "server/compile_job.h"
#include "server/compile_queue.h"
#include "server/config.h"
#include "server/metrics.h"
#include "server/program_cache.h"
#include "server/request_context.h"

namespace ptoc::server {

class CompilerService final : public v1::Compiler::Service {
 public:
  CompilerService(const ServerConfig* config, ProgramCache* cache, CompileQueue* queue,
                  Metrics* metrics)
      : config_(config), cache_(cache), queue_(queue), metrics_(metrics) {}

  grpc::Status CompileProgram(grpc::ServerContext* context, const v1::CompileRequest* request,
                              v1::CompileResponse* response) override;
  grpc::Status RunPasses(grpc::ServerContext* context, const v1::RunPassesRequest* request,
                         v1::RunPassesResponse* response) override;
  grpc::Status GetPassDump(grpc::ServerContext* context, const v1::GetPassDumpRequest* request,
                           grpc::ServerWriter<v1::PassDump>* writer) override;
  grpc::Status ListPasses(grpc::ServerContext* context, const v1::ListPassesRequest* request,
                          v1::ListPassesResponse* response) override;
  grpc::Status GetStrategy(grpc::ServerContext* context, const v1::GetStrategyRequest* request,
                           v1::GetStrategyResponse* response) override;

 private:
  struct Job {
    PreparedProgram program;
    JobSpec spec;
    std::string key;
  };
  // Parses the program and resolves target + pipeline (the caller fills the
  // rest of the spec first).
  absl::Status PrepareJob(RequestContext& rc, const v1::ProgramSource& source,
                          const std::string& target, const v1::Pipeline& pipeline, Job* job);
  // Cache look-up or single-flight compile through the queue. `on_pass`
  // (may be empty) sees each pass live when this request does the compile.
  absl::StatusOr<ProgramCache::Outcome> Execute(RequestContext& rc, const Job& job, bool skip_cache,
                                                const PassCallback& on_pass);

  const ServerConfig* config_;
  ProgramCache* cache_;
  CompileQueue* queue_;
  Metrics* metrics_;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_COMPILER_SERVICE_H_
