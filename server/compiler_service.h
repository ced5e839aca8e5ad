// The ptoc.v1.Compiler service: CompileProgram, RunPasses, GetPassDump,
// ListPasses, GetStrategy. Pipelines run under a per-request PassContext
// (compile_job.h), through the program cache and the bounded compile queue.
// CompileProgram and RunPasses use gRPC's callback API: an exact repeat
// (a raw-index hit) is answered on the gRPC thread that received it; any
// other request continues on a worker thread. A byte-identical repeat of a
// successful CompileProgram request is answered with the response serialized
// the first time, without parsing the request or building a response.
// GetPassDump is synchronous; ListPasses and GetStrategy answer inline.
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
#include "server/worker_pool.h"

namespace ptoc::server {

// GetPassDump as a synchronous streaming method that receives its request as
// bytes (gRPC's generated code has no such variant): the handler reads the one
// request message itself and writes serialized PassDump messages.
template <class BaseClass>
class WithRawRequestGetPassDump : public BaseClass {
 public:
  using Stream = grpc::ServerSplitStreamer<grpc::ByteBuffer, grpc::ByteBuffer>;

  WithRawRequestGetPassDump() {
    // The method's position in the service, which is its index among the
    // service's methods in gRPC's generated code as well.
    const int index = v1::GetPassDumpRequest::descriptor()
                          ->file()
                          ->FindServiceByName("Compiler")
                          ->FindMethodByName("GetPassDump")
                          ->index();
    grpc::Service::MarkMethodStreamed(
        index, new grpc::internal::SplitServerStreamingHandler<grpc::ByteBuffer, grpc::ByteBuffer>(
                   [this](grpc::ServerContext* context, Stream* stream) {
                     return this->GetPassDumpBytes(context, stream);
                   }));
  }
  // The typed handler is never called once the method is marked streamed.
  grpc::Status GetPassDump(grpc::ServerContext* /*context*/,
                           const v1::GetPassDumpRequest* /*request*/,
                           grpc::ServerWriter<v1::PassDump>* /*writer*/) final {
    return grpc::Status(grpc::StatusCode::INTERNAL, "GetPassDump is served from bytes");
  }
  virtual grpc::Status GetPassDumpBytes(grpc::ServerContext* context, Stream* stream) = 0;
};

// Every RPC takes its request as bytes and decodes it here, so that bytes that
// are no request of its type are INVALID_ARGUMENT (gRPC's own decoding calls
// them INTERNAL), and CompileProgram can answer exact repeats unparsed.
using CompilerServiceBase = v1::Compiler::WithRawCallbackMethod_CompileProgram<
    v1::Compiler::WithRawCallbackMethod_RunPasses<v1::Compiler::WithRawCallbackMethod_ListPasses<
        v1::Compiler::WithRawCallbackMethod_GetStrategy<
            WithRawRequestGetPassDump<v1::Compiler::Service>>>>>;

class CompilerService final : public CompilerServiceBase {
 public:
  // Worker threads: enough for every compile that may run or wait in the
  // queue, plus requests waiting for another's identical compile.
  CompilerService(const ServerConfig* config, ProgramCache* cache, CompileQueue* queue,
                  Metrics* metrics)
      : config_(config),
        cache_(cache),
        queue_(queue),
        metrics_(metrics),
        workers_(config->max_concurrent_compiles + config->max_queued_compiles + 8) {}

  // A serialized v1::CompileRequest in, a serialized v1::CompileResponse out.
  grpc::ServerUnaryReactor* CompileProgram(grpc::CallbackServerContext* context,
                                           const grpc::ByteBuffer* request,
                                           grpc::ByteBuffer* response) override;
  // A serialized v1::RunPassesRequest in, a serialized v1::RunPassesResponse out.
  grpc::ServerUnaryReactor* RunPasses(grpc::CallbackServerContext* context,
                                      const grpc::ByteBuffer* request,
                                      grpc::ByteBuffer* response) override;
  // A serialized v1::GetPassDumpRequest in, serialized v1::PassDump messages
  // out (synchronous: the handler thread streams the passes as they run).
  grpc::Status GetPassDumpBytes(grpc::ServerContext* context, Stream* stream) override;
  // Serialized v1::ListPassesRequest / v1::GetStrategyRequest in, the
  // serialized response out; answered on the gRPC thread (no compile).
  grpc::ServerUnaryReactor* ListPasses(grpc::CallbackServerContext* context,
                                       const grpc::ByteBuffer* request,
                                       grpc::ByteBuffer* response) override;
  grpc::ServerUnaryReactor* GetStrategy(grpc::CallbackServerContext* context,
                                        const grpc::ByteBuffer* request,
                                        grpc::ByteBuffer* response) override;

 private:
  struct Job {
    JobSpec spec;
    std::string raw_key;
    // Set by a raw-index hit, which leaves `program` empty.
    ProgramCache::ResultPtr raw_hit;
    PreparedProgram program;
    std::string key;
    std::string digest;
  };
  // Resolves target + pipeline (the caller fills the rest of the spec
  // first), then looks the raw request up in the cache's raw index unless
  // `skip_cache`. Cheap: no parsing.
  absl::Status ResolveJob(RequestContext& rc, const v1::ProgramSource& source,
                          const std::string& target, const v1::Pipeline& pipeline, bool skip_cache,
                          Job* job);
  // After a raw-index miss: parses the program and computes its key.
  absl::Status ParseJob(RequestContext& rc, const v1::ProgramSource& source, Job* job);
  // ResolveJob + ParseJob (synchronous handlers).
  absl::Status PrepareJob(RequestContext& rc, const v1::ProgramSource& source,
                          const std::string& target, const v1::Pipeline& pipeline, bool skip_cache,
                          Job* job);

  // The parts of the callback handlers: Begin* resolves the request (an
  // error status ends the call); Finish* parses if needed, runs or looks up,
  // fills the response and returns the call's status. Finish* runs inline
  // when the request was a raw-index hit, else on a worker.
  absl::Status BeginCompile(RequestContext& rc, const v1::CompileRequest& request, Job* job);
  // `used` (may be null) receives the cache entry's value the answer came from.
  grpc::Status FinishCompile(RequestContext& rc, const v1::CompileRequest& request, Job& job,
                             v1::CompileResponse* response,
                             ProgramCache::ResultPtr* used = nullptr);
  // A CompileProgram call that missed the exact-request index, from its
  // parsed request to its serialized response (which, when OK and not
  // skip_cache, is also stored under `exact_key` for the next repeat).
  grpc::Status FinishCompileBytes(RequestContext& rc, const v1::CompileRequest& request, Job& job,
                                  const ProgramCache::ExactKey& exact_key,
                                  grpc::ByteBuffer* response);
  absl::Status BeginRunPasses(RequestContext& rc, const v1::RunPassesRequest& request, Job* job);
  grpc::Status FinishRunPasses(RequestContext& rc, const v1::RunPassesRequest& request, Job& job,
                               v1::RunPassesResponse* response);
  // The work of the streaming and introspection methods on decoded requests.
  absl::Status StreamPassDumps(RequestContext& rc, const v1::GetPassDumpRequest& request,
                               Stream* stream);
  static absl::Status ListPassesOf(const v1::ListPassesRequest& request,
                                   v1::ListPassesResponse* response);
  static absl::Status DescribeStrategy(const v1::GetStrategyRequest& request,
                                       v1::GetStrategyResponse* response);
  // Runs `finish` inline when `inline_ok`, else on a worker, then ends the
  // call with its status.
  void Complete(grpc::ServerUnaryReactor* reactor, bool inline_ok,
                std::function<grpc::Status()> finish);
  // Cache look-up or single-flight compile through the queue. `on_pass`
  // (may be empty) sees each pass live when this request does the compile.
  absl::StatusOr<ProgramCache::Outcome> Execute(RequestContext& rc, const Job& job, bool skip_cache,
                                                const PassCallback& on_pass);

  const ServerConfig* config_;
  ProgramCache* cache_;
  CompileQueue* queue_;
  Metrics* metrics_;
  // Last member: destroyed (threads joined) first.
  WorkerPool workers_;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_COMPILER_SERVICE_H_
