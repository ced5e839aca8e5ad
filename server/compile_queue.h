// The bounded compile queue: at most N pipelines run at once (they are
// CPU-bound), at most M more wait for a slot; a request beyond that is
// rejected with RESOURCE_EXHAUSTED instead of piling up.
#ifndef PTOC_SERVER_COMPILE_QUEUE_H_
#define PTOC_SERVER_COMPILE_QUEUE_H_

#include <condition_variable>
#include <functional>
#include <mutex>

#include "absl/status/status.h"
#include "server/metrics.h"

namespace ptoc::server {

class CompileQueue {
 public:
  // `metrics` may be null.
  CompileQueue(int max_running, int max_waiting, Metrics* metrics);

  // Blocks until a slot is free. RESOURCE_EXHAUSTED when `max_waiting`
  // callers are already waiting; while waiting, `cancelled` is polled and a
  // non-OK value is returned.
  absl::Status Acquire(const std::function<absl::Status()>& cancelled);
  void Release();

  int running() const;
  int waiting() const;

  // RAII: Release() on destruction if Acquire succeeded.
  class Slot {
   public:
    Slot(CompileQueue* queue, const std::function<absl::Status()>& cancelled)
        : queue_(queue), status_(queue->Acquire(cancelled)) {}
    ~Slot() {
      if (status_.ok()) queue_->Release();
    }
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    const absl::Status& status() const { return status_; }

   private:
    CompileQueue* queue_;
    absl::Status status_;
  };

 private:
  void PublishLocked();

  const int max_running_;
  const int max_waiting_;
  Metrics* metrics_;
  mutable std::mutex mu_;
  std::condition_variable freed_;
  int running_ = 0;
  int waiting_ = 0;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_COMPILE_QUEUE_H_
