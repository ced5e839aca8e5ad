// A hash for the parser's name-keyed tables (variables, op spellings, annotation texts). Every
// name the parser meets is looked up at least once, and almost all are short identifiers, for
// which absl's general-purpose string hash costs several times more than the lookup itself.
#ifndef PTOC_COMPILER_TEXT_NAME_HASH_H_
#define PTOC_COMPILER_TEXT_NAME_HASH_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/string_view.h"

namespace ptoc::text {

// Eight bytes at a time, each folded in by a 64×64→128-bit multiply (the high and low halves
// xored), started from a per-process seed so that colliding names cannot be prepared in advance
// (hostile input must not make the tables quadratic). Transparent: std::string and
// absl::string_view keys hash alike.
struct NameHash {
  using is_transparent = void;
  size_t operator()(absl::string_view s) const {
    uint64_t h = Seed() ^ (s.size() * kMul);
    const char* p = s.data();
    size_t n = s.size();
    for (; n >= 8; p += 8, n -= 8) {
      uint64_t word;
      std::memcpy(&word, p, 8);
      h = Fold(h ^ word);
    }
    if (n > 0) {
      uint64_t word = 0;
      std::memcpy(&word, p, n);
      h = Fold(h ^ word ^ (uint64_t{n} << 59));
    }
    return static_cast<size_t>(Fold(h));
  }

 private:
  static constexpr uint64_t kMul = 0x9E3779B97F4A7C15ull;
  static uint64_t Fold(uint64_t x) {
    const unsigned __int128 m = static_cast<unsigned __int128>(x) * kMul;
    return static_cast<uint64_t>(m) ^ static_cast<uint64_t>(m >> 64);
  }
  // Differs between runs with address-space layout randomisation, like absl's own seed.
  static uint64_t Seed() {
    static const uint64_t seed = Fold(reinterpret_cast<uintptr_t>(&seed) | 1);
    return seed;
  }
};

struct NameEq {
  using is_transparent = void;
  bool operator()(absl::string_view a, absl::string_view b) const { return a == b; }
};

template <typename Key, typename Value>
using NameKeyedMap = absl::flat_hash_map<Key, Value, NameHash, NameEq>;
template <typename Key>
using NameKeyedSet = absl::flat_hash_set<Key, NameHash, NameEq>;

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_NAME_HASH_H_
