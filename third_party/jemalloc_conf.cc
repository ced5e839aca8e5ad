// jemalloc's compiled-in options (it reads the global `malloc_conf` at start-up; MALLOC_CONF in
// the environment still overrides them). Transparent huge pages for the heap and for jemalloc's
// own metadata: on IRs of tens of MB the compiler's passes are bound by TLB and cache misses,
// and huge pages halved the growth of the time per IR node from the 10x to the 100x program
// (bench/README.md, 2026-12-07). Only linked when jemalloc is (//third_party:jemalloc).
extern "C" {
// NOLINTNEXTLINE(readability-identifier-naming): the name jemalloc looks up.
const char* malloc_conf = "thp:always,metadata_thp:always";
}
