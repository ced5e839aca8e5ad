#include "server/worker_pool.h"

#include <algorithm>
#include <utility>

namespace ptoc::server {

WorkerPool::WorkerPool(int max_threads) : max_threads_(std::max(1, max_threads)) {}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
  }
  ready_.notify_all();
  for (std::thread& thread : threads_) thread.join();
}

void WorkerPool::Submit(std::function<void()> task) {
  std::lock_guard<std::mutex> lock(mu_);
  tasks_.push_back(std::move(task));
  // A new thread only when every existing one is busy (idle ones are woken).
  if (idle_ < static_cast<int>(tasks_.size()) && static_cast<int>(threads_.size()) < max_threads_) {
    threads_.emplace_back([this] { Work(); });
  } else {
    ready_.notify_one();
  }
}

int WorkerPool::threads() const {
  std::lock_guard<std::mutex> lock(mu_);
  return static_cast<int>(threads_.size());
}

void WorkerPool::Work() {
  std::unique_lock<std::mutex> lock(mu_);
  while (true) {
    if (tasks_.empty()) {
      if (stopping_) return;
      ++idle_;
      ready_.wait(lock, [this] { return stopping_ || !tasks_.empty(); });
      --idle_;
      continue;
    }
    std::function<void()> task = std::move(tasks_.front());
    tasks_.pop_front();
    lock.unlock();
    task();
    task = nullptr;  // the task's captures go before the lock is taken again
    lock.lock();
  }
}

}  // namespace ptoc::server
