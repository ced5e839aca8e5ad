#include "server/compile_queue.h"

#include <algorithm>
#include <chrono>

#include "absl/strings/str_cat.h"

namespace ptoc::server {

CompileQueue::CompileQueue(int max_running, int max_waiting, Metrics* metrics)
    : max_running_(std::max(max_running, 1)),
      max_waiting_(std::max(max_waiting, 0)),
      metrics_(metrics) {}

absl::Status CompileQueue::Acquire(const std::function<absl::Status()>& cancelled) {
  std::unique_lock<std::mutex> lock(mu_);
  if (running_ < max_running_) {
    ++running_;
    PublishLocked();
    return absl::OkStatus();
  }
  if (waiting_ >= max_waiting_) {
    if (metrics_ != nullptr) metrics_->QueueRejected();
    return absl::ResourceExhaustedError(absl::StrCat("compile queue full (", running_, " running, ",
                                                     waiting_, " waiting); retry later"));
  }
  ++waiting_;
  PublishLocked();
  while (running_ >= max_running_) {
    freed_.wait_for(lock, std::chrono::milliseconds(50));
    if (running_ < max_running_) break;
    if (cancelled) {
      lock.unlock();
      absl::Status status = cancelled();
      lock.lock();
      if (!status.ok()) {
        --waiting_;
        PublishLocked();
        return status;
      }
    }
  }
  --waiting_;
  ++running_;
  PublishLocked();
  return absl::OkStatus();
}

void CompileQueue::Release() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    --running_;
    PublishLocked();
  }
  freed_.notify_one();
}

int CompileQueue::running() const {
  std::lock_guard<std::mutex> lock(mu_);
  return running_;
}

int CompileQueue::waiting() const {
  std::lock_guard<std::mutex> lock(mu_);
  return waiting_;
}

void CompileQueue::PublishLocked() {
  if (metrics_ != nullptr) metrics_->SetQueue(running_, waiting_);
}

}  // namespace ptoc::server
