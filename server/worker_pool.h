// Threads for the blocking part of callback-API handlers (parsing and
// compiling on a cache miss), so gRPC's own threads only ever run short,
// non-blocking work. Threads start on demand up to a maximum and then stay:
// no thread is created or ended per call.
#ifndef PTOC_SERVER_WORKER_POOL_H_
#define PTOC_SERVER_WORKER_POOL_H_

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace ptoc::server {

class WorkerPool {
 public:
  explicit WorkerPool(int max_threads);
  // Runs every task still queued, then joins the threads.
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // Queues `task`; it runs on a pool thread, in FIFO order with the others.
  void Submit(std::function<void()> task);

  int threads() const;

 private:
  void Work();

  const int max_threads_;
  mutable std::mutex mu_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> tasks_;
  std::vector<std::thread> threads_;
  int idle_ = 0;
  bool stopping_ = false;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_WORKER_POOL_H_
