#include "server/unified_diff.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace ptoc::server {
namespace {

enum class Op : uint8_t { kKeep, kDelete, kInsert };

struct Edit {
  Op op;
  size_t from_line;  // index into the "from" lines (kKeep/kDelete)
  size_t to_line;    // index into the "to" lines (kKeep/kInsert)
};

std::vector<absl::string_view> Lines(absl::string_view text) {
  std::vector<absl::string_view> lines = absl::StrSplit(text, '\n');
  // A trailing newline ends the last line rather than starting an empty one.
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// Edit script: common prefix and suffix are kept as they are; the middle is
// aligned by a longest-common-subsequence table. Pass outputs usually differ
// in a small region, so the table stays small; a huge middle (beyond
// kMaxCells) is reported as one replaced block instead.
std::vector<Edit> EditScript(const std::vector<absl::string_view>& a,
                             const std::vector<absl::string_view>& b) {
  constexpr size_t kMaxCells = size_t{16} << 20;
  size_t prefix = 0;
  while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix]) ++prefix;
  size_t suffix = 0;
  while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
         a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix]) {
    ++suffix;
  }
  std::vector<Edit> edits;
  for (size_t i = 0; i < prefix; ++i) edits.push_back({Op::kKeep, i, i});
  size_t n = a.size() - prefix - suffix;
  size_t m = b.size() - prefix - suffix;
  if (n > 0 && m > 0 && (n + 1) * (m + 1) <= kMaxCells) {
    // lcs[i][j] = LCS length of a[prefix+i..] and b[prefix+j..].
    std::vector<uint32_t> lcs((n + 1) * (m + 1), 0);
    auto at = [&](size_t i, size_t j) -> uint32_t& { return lcs[i * (m + 1) + j]; };
    for (size_t i = n; i-- > 0;) {
      for (size_t j = m; j-- > 0;) {
        at(i, j) = a[prefix + i] == b[prefix + j] ? at(i + 1, j + 1) + 1
                                                  : std::max(at(i + 1, j), at(i, j + 1));
      }
    }
    size_t i = 0, j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[prefix + i] == b[prefix + j]) {
        edits.push_back({Op::kKeep, prefix + i++, prefix + j++});
      } else if (i < n && (j == m || at(i + 1, j) >= at(i, j + 1))) {
        // Deletions first, as diff -u prints a replaced block.
        edits.push_back({Op::kDelete, prefix + i++, prefix + j});
      } else {
        edits.push_back({Op::kInsert, prefix + i, prefix + j++});
      }
    }
  } else {
    for (size_t i = 0; i < n; ++i) edits.push_back({Op::kDelete, prefix + i, prefix});
    for (size_t j = 0; j < m; ++j) edits.push_back({Op::kInsert, prefix + n, prefix + j});
  }
  for (size_t k = 0; k < suffix; ++k) {
    edits.push_back({Op::kKeep, a.size() - suffix + k, b.size() - suffix + k});
  }
  return edits;
}

std::string Range(size_t start, size_t count) {
  // diff -u: a range of zero lines is given by the line before it.
  if (count == 0) return absl::StrCat(start, ",0");
  if (count == 1) return absl::StrCat(start + 1);
  return absl::StrCat(start + 1, ",", count);
}

}  // namespace

std::string UnifiedDiff(absl::string_view from, absl::string_view to, absl::string_view from_name,
                        absl::string_view to_name, int context) {
  if (from == to) return "";
  std::vector<absl::string_view> a = Lines(from);
  std::vector<absl::string_view> b = Lines(to);
  std::vector<Edit> edits = EditScript(a, b);
  std::string out = absl::StrCat("--- ", from_name, "\n+++ ", to_name, "\n");
  const size_t ctx = static_cast<size_t>(std::max(context, 0));
  size_t k = 0;
  while (k < edits.size()) {
    while (k < edits.size() && edits[k].op == Op::kKeep) ++k;
    if (k == edits.size()) break;
    // A hunk starts `ctx` lines before the change and extends while changes
    // are at most 2*ctx kept lines apart.
    size_t start = k >= ctx ? k - ctx : 0;
    size_t end = k;
    while (end < edits.size()) {
      if (edits[end].op != Op::kKeep) {
        ++end;
        continue;
      }
      size_t run = end;
      while (run < edits.size() && edits[run].op == Op::kKeep) ++run;
      if (run == edits.size() || run - end > 2 * ctx) {
        end = std::min(run, end + ctx);
        break;
      }
      end = run;
    }
    size_t from_count = 0, to_count = 0;
    for (size_t e = start; e < end; ++e) {
      if (edits[e].op != Op::kInsert) ++from_count;
      if (edits[e].op != Op::kDelete) ++to_count;
    }
    absl::StrAppend(&out, "@@ -", Range(edits[start].from_line, from_count), " +",
                    Range(edits[start].to_line, to_count), " @@\n");
    for (size_t e = start; e < end; ++e) {
      switch (edits[e].op) {
        case Op::kKeep:
          absl::StrAppend(&out, " ", a[edits[e].from_line], "\n");
          break;
        case Op::kDelete:
          absl::StrAppend(&out, "-", a[edits[e].from_line], "\n");
          break;
        case Op::kInsert:
          absl::StrAppend(&out, "+", b[edits[e].to_line], "\n");
          break;
      }
    }
    k = end;
  }
  return out;
}

}  // namespace ptoc::server
