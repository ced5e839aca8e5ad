#include "compiler/text/printer.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <new>

#include "absl/base/attributes.h"
#include "absl/base/optimization.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/prefetch.h"
#include "compiler/text/var_names.h"

namespace ptoc::text {
namespace {

using ir::As;
using ir::AttrValue;
using ir::ExprPtr;
using ir::NodeKind;
using ir::StmtPtr;
using ir::TypePtr;

// Python operator precedence, higher binds tighter.
enum class Prec : int {
  kOr = 1,
  kXor,
  kAnd,
  kNot,
  kComparison,
  kBitOr,
  kBitXor,
  kBitAnd,
  kBitShift,
  kAddSub,
  kMulDivMod,
  kUnary,
  kPow,
  kCall,
  kAtom,
};

Prec BinaryPrec(ir::BinaryOp op) {
  using B = ir::BinaryOp;
  switch (op) {
    case B::kOr:
      return Prec::kOr;
    case B::kXor:
      return Prec::kXor;
    case B::kAnd:
      return Prec::kAnd;
    case B::kEq:
    case B::kNe:
    case B::kLt:
    case B::kLe:
    case B::kGt:
    case B::kGe:
      return Prec::kComparison;
    case B::kBitOr:
      return Prec::kBitOr;
    case B::kBitXor:
      return Prec::kBitXor;
    case B::kBitAnd:
      return Prec::kBitAnd;
    case B::kBitShiftLeft:
    case B::kBitShiftRight:
      return Prec::kBitShift;
    case B::kAdd:
    case B::kSub:
      return Prec::kAddSub;
    case B::kMul:
    case B::kFloorDiv:
    case B::kFloatDiv:
    case B::kFloorMod:
      return Prec::kMulDivMod;
    case B::kPow:
      return Prec::kPow;
    case B::kMin:
    case B::kMax:
      return Prec::kCall;
  }
  return Prec::kAtom;
}

Prec PrecedenceOf(const ExprPtr& e) {
  if (!e) return Prec::kAtom;
  if (e->kind() == NodeKind::kBinary) {
    return BinaryPrec(static_cast<const ir::BinaryExpr&>(*e).op());
  }
  if (e->kind() == NodeKind::kUnary) {
    switch (static_cast<const ir::UnaryExpr&>(*e).op()) {
      case ir::UnaryOp::kNot:
        return Prec::kNot;
      case ir::UnaryOp::kNeg:
      case ir::UnaryOp::kBitNot:
        return Prec::kUnary;
      default:
        return Prec::kCall;
    }
  }
  if (e->kind() == NodeKind::kCall || e->kind() == NodeKind::kSubmit) return Prec::kCall;
  return Prec::kAtom;
}

const char* BinarySymbol(ir::BinaryOp op) {
  using B = ir::BinaryOp;
  switch (op) {
    case B::kAdd:
      return "+";
    case B::kSub:
      return "-";
    case B::kMul:
      return "*";
    case B::kFloorDiv:
      return "//";
    case B::kFloorMod:
      return "%";
    case B::kFloatDiv:
      return "/";
    case B::kPow:
      return "**";
    case B::kEq:
      return "==";
    case B::kNe:
      return "!=";
    case B::kLt:
      return "<";
    case B::kLe:
      return "<=";
    case B::kGt:
      return ">";
    case B::kGe:
      return ">=";
    case B::kAnd:
      return "and";
    case B::kOr:
      return "or";
    case B::kXor:
      return "xor";
    case B::kBitAnd:
      return "&";
    case B::kBitOr:
      return "|";
    case B::kBitXor:
      return "^";
    case B::kBitShiftLeft:
      return "<<";
    case B::kBitShiftRight:
      return ">>";
    case B::kMin:
      return "min";
    case B::kMax:
      return "max";
  }
  return "?";
}

bool IsNegativeConstant(const ExprPtr& e) {
  if (auto c = As<ir::ConstInt>(e)) return c->value() < 0;
  if (auto c = As<ir::ConstFloat>(e)) return std::signbit(c->value());
  return false;
}

// A binary tree of integer constants only: its leaves must print typed, or
// re-parsing would fold `32 + 32` into one literal.
bool IsPureConstIntTree(const ExprPtr& e) {
  if (!e) return false;
  if (e->kind() == NodeKind::kConstInt) return true;
  if (e->kind() != NodeKind::kBinary) return false;
  const auto& b = static_cast<const ir::BinaryExpr&>(*e);
  return IsPureConstIntTree(b.lhs()) && IsPureConstIntTree(b.rhs());
}

const char* CastModeName(int64_t mode) {
  static const char* const kNames[] = {"none", "rint", "round", "floor", "ceil", "trunc", "odd"};
  return mode >= 0 && mode < 7 ? kNames[mode] : nullptr;
}

const char* PipeTypeName(int64_t pipe) {
  static const char* const kNames[] = {"MTE1", "MTE2", "MTE3", "M", "V", "S", "FIX", "ALL"};
  return pipe >= 0 && pipe < 8 ? kNames[pipe] : nullptr;
}

template <size_t N>
bool IsOp(const ir::CallPtr& call, const char (&name)[N]) {
  return call && call->op() && call->op()->kind() == NodeKind::kOp &&
         absl::string_view(call->op()->name()) == absl::string_view(name, N - 1);
}

// Copies n bytes without a library call for the short pieces the printer
// appends (names, numbers, punctuation); with a constant n the branches fold.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline void CopyBytes(char* dst, const char* src, size_t n) {
  if (n > 16) {
    std::memcpy(dst, src, n);
  } else if (n >= 8) {
    uint64_t head, tail;
    std::memcpy(&head, src, 8);
    std::memcpy(&tail, src + n - 8, 8);
    std::memcpy(dst, &head, 8);
    std::memcpy(dst + n - 8, &tail, 8);
  } else if (n >= 4) {
    uint32_t head, tail;
    std::memcpy(&head, src, 4);
    std::memcpy(&tail, src + n - 4, 4);
    std::memcpy(dst, &head, 4);
    std::memcpy(dst + n - 4, &tail, 4);
  } else if (n > 0) {
    dst[0] = src[0];
    dst[n / 2] = src[n / 2];
    dst[n - 1] = src[n - 1];
  }
}

// Ops whose call prints other than `pl.<name>(args, kwargs)` somewhere.
enum class OpForm : uint8_t {
  kPlain,
  kTensorAdd,
  kReinterpretView,
  kFull,
  kSyncall,
  kGatherRow,
  kAlloc,
  kTaskDummy,
  kShard,
  kAllocWindowBuffer,
  kSyncSetWait,
};

OpForm FormOfOpName(absl::string_view name) {
  static const auto* const kForms = new absl::flat_hash_map<absl::string_view, OpForm>{
      {"tile.full", OpForm::kFull},
      {"tensor.full", OpForm::kFull},
      {"tile.alloc", OpForm::kAlloc},
      {"tensor.alloc", OpForm::kAlloc},
      {"tensor.add", OpForm::kTensorAdd},
      {"system.syncall", OpForm::kSyncall},
      {"tile.aiv_shard", OpForm::kShard},
      {"tensor.aiv_shard", OpForm::kShard},
      {"tile.aic_gather", OpForm::kShard},
      {"tensor.aic_gather", OpForm::kShard},
      {"tile.gather_row", OpForm::kGatherRow},
      {"tensor.gather_row", OpForm::kGatherRow},
      {"system.sync_set", OpForm::kSyncSetWait},
      {"system.sync_wait", OpForm::kSyncSetWait},
      {"system.task_dummy", OpForm::kTaskDummy},
      {"tile.reinterpret_view", OpForm::kReinterpretView},
      {"tensor.reinterpret_view", OpForm::kReinterpretView},
      {"pld.tensor.alloc_window_buffer", OpForm::kAllocWindowBuffer},
  };
  auto it = kForms->find(name);
  return it == kForms->end() ? OpForm::kPlain : it->second;
}

// The printer's output: appends of small pieces without std::string's
// out-of-line capacity check per call. Up to output_piece_bytes (1 MiB) the
// buffer grows geometrically (realloc); past that, a full buffer is sealed as
// it is and writing goes on in a new piece, so a large output is not copied
// while it grows (at 10 MB of text, realloc's copies were a tenth of the
// printer's reads and a quarter of its writes that missed the cache). Take()
// copies the pieces out once, in order.
constexpr size_t kDefaultPieceBytes = size_t{1} << 20;
std::atomic<size_t> output_piece_bytes{kDefaultPieceBytes};

class OutBuf {
 public:
  OutBuf() = default;
  OutBuf(const OutBuf&) = delete;
  OutBuf& operator=(const OutBuf&) = delete;
  ~OutBuf() {
    FreeSealed();
    std::free(begin_);
  }

  size_t size() const { return sealed_bytes_ + static_cast<size_t>(cur_ - begin_); }
  ABSL_ATTRIBUTE_ALWAYS_INLINE void append(const char* s, size_t n) {
    if (ABSL_PREDICT_FALSE(n > static_cast<size_t>(end_ - cur_))) Grow(n);
    CopyBytes(cur_, s, n);
    cur_ += n;
  }
  void append(const char* begin, const char* end) {
    append(begin, static_cast<size_t>(end - begin));
  }
  void append(size_t n, char c) {
    if (n == 0) return;
    if (n > static_cast<size_t>(end_ - cur_)) Grow(n);
    std::memset(cur_, c, n);
    cur_ += n;
  }
  // Room for n more contiguous bytes at the returned position; Commit(k)
  // keeps k <= n of them.
  ABSL_ATTRIBUTE_ALWAYS_INLINE char* Reserve(size_t n) {
    if (ABSL_PREDICT_FALSE(n > static_cast<size_t>(end_ - cur_))) Grow(n);
    return cur_;
  }
  void Commit(size_t k) { cur_ += k; }
  // The last byte of the text ('\0' when empty).
  char Back() const {
    if (cur_ != begin_) return cur_[-1];
    return sealed_.empty() ? '\0' : sealed_.back().begin[sealed_.back().size - 1];
  }
  // Appends the text's bytes [from, to) to `*to_string`.
  void AppendRangeTo(size_t from, size_t to, std::string* to_string) const {
    if (from >= sealed_bytes_) {  // all in the current buffer: the common case
      if (from < to) to_string->append(begin_ + (from - sealed_bytes_), to - from);
      return;
    }
    size_t at = 0;  // offset of the piece below
    auto piece = [&](const char* begin, size_t size) {
      const size_t lo = std::max(from, at), hi = std::min(to, at + size);
      if (lo < hi) to_string->append(begin + (lo - at), hi - lo);
      at += size;
    };
    for (const Sealed& block : sealed_) piece(block.begin, block.size);
    piece(begin_, static_cast<size_t>(cur_ - begin_));
  }
  // Drops the text after the first n bytes.
  void Truncate(size_t n) {
    if (n >= size()) return;
    // Reopen the sealed buffer that holds byte n, dropping those after it.
    while (n < sealed_bytes_) {
      std::free(begin_);
      Sealed last = sealed_.back();
      sealed_.pop_back();
      sealed_bytes_ -= last.size;
      begin_ = last.begin;
      cur_ = begin_ + last.size;
      end_ = begin_ + last.capacity;
    }
    cur_ = begin_ + (n - sealed_bytes_);
  }
  ABSL_ATTRIBUTE_ALWAYS_INLINE OutBuf& operator+=(char c) {
    if (ABSL_PREDICT_FALSE(cur_ == end_)) Grow(1);
    *cur_++ = c;
    return *this;
  }
  template <size_t N>
  ABSL_ATTRIBUTE_ALWAYS_INLINE OutBuf& operator+=(const char (&s)[N]) {
    append(s, N - 1);
    return *this;
  }
  ABSL_ATTRIBUTE_ALWAYS_INLINE OutBuf& operator+=(const std::string& s) {
    append(s.data(), s.size());
    return *this;
  }
  ABSL_ATTRIBUTE_ALWAYS_INLINE OutBuf& operator+=(absl::string_view s) {
    append(s.data(), s.size());
    return *this;
  }
  // The whole text; the buffer is left empty.
  std::string Take() {
    std::string text;
    if (sealed_.empty()) {
      if (begin_ != nullptr) text.assign(begin_, static_cast<size_t>(cur_ - begin_));
    } else {
      text.reserve(size());
      AppendRangeTo(0, size(), &text);
      FreeSealed();
    }
    cur_ = begin_;
    return text;
  }
  void swap(OutBuf& other) {
    std::swap(begin_, other.begin_);
    std::swap(cur_, other.cur_);
    std::swap(end_, other.end_);
    sealed_.swap(other.sealed_);
    std::swap(sealed_bytes_, other.sealed_bytes_);
  }

 private:
  struct Sealed {
    char* begin;
    size_t size;      // bytes of text
    size_t capacity;  // bytes allocated
  };

  ABSL_ATTRIBUTE_NOINLINE void Grow(size_t n) {
    const size_t capacity = static_cast<size_t>(end_ - begin_);
    const size_t used = static_cast<size_t>(cur_ - begin_);
    const size_t piece_bytes = output_piece_bytes.load(std::memory_order_relaxed);
    const size_t slack = std::min<size_t>(4096, piece_bytes);
    const size_t wanted = std::max(2 * capacity, used + n + slack);
    if (capacity < piece_bytes || used == 0) {
      // realloc, not a std::string: growing does not zero-fill the new room.
      char* grown = static_cast<char*>(std::realloc(begin_, wanted));
      if (grown == nullptr) throw std::bad_alloc();
      begin_ = grown;
      cur_ = begin_ + used;
      end_ = begin_ + wanted;
      return;
    }
    const size_t next = std::max(std::min(2 * capacity, 8 * piece_bytes), n + slack);
    char* fresh = static_cast<char*>(std::malloc(next));
    if (fresh == nullptr) throw std::bad_alloc();
    sealed_.push_back({begin_, used, capacity});
    sealed_bytes_ += used;
    begin_ = cur_ = fresh;
    end_ = fresh + next;
  }

  void FreeSealed() {
    while (!sealed_.empty()) {
      sealed_bytes_ -= sealed_.back().size;
      std::free(sealed_.back().begin);
      sealed_.pop_back();
    }
  }

  // [begin_, end_) is the malloc'ed current buffer; [begin_, cur_) holds the
  // text after the sealed buffers' (each full up to its size).
  char* begin_ = nullptr;
  char* cur_ = nullptr;
  char* end_ = nullptr;
  std::vector<Sealed> sealed_;
  size_t sealed_bytes_ = 0;
};

bool IsVarLike(const ExprPtr& e) {
  return e && (e->kind() == NodeKind::kVar || e->kind() == NodeKind::kIterArg);
}

// The Var held by an attribute value (Expr kind), if any.
const ir::Var* AttrVar(const AttrValue* v) {
  if (!v || v->kind() != AttrValue::Kind::kExpr) return nullptr;
  auto var = As<ir::Var>(v->AsExpr());
  return var.get();
}

class Printer {
 public:
  explicit Printer(const PrintOptions& options) : opt_(options), pl_(options.prefix) {
    for (size_t i = 0; i < dtype_text_.size(); ++i) {
      dtype_text_[i] = absl::StrCat(pl_, ".", ir::DataTypeName(static_cast<ir::DataType>(i)));
    }
  }

  std::string TakeOutput() { return out_.Take(); }
  // Ends the output with a newline, in the buffer: appending it to the taken
  // string would reallocate and copy the whole text once more.
  void EndWithNewline() {
    // A program without functions already ends with its class header's newline.
    if (out_.Back() != '\n') out_ += '\n';
  }

  // ------------------------------------------------------ output pieces
  void Append(absl::string_view text) { out_.append(text.data(), text.size()); }

  // Appends each piece in turn (no temporary string for the concatenation).
  template <typename... Pieces>
  void Put(const Pieces&... pieces) {
    (Append(absl::string_view(pieces)), ...);
  }

  void AppendInt(int64_t value) {
    char* p = out_.Reserve(24);
    // Most integers printed are small dims and indices.
    if (static_cast<uint64_t>(value) < 100) {
      if (value < 10) {
        p[0] = static_cast<char>('0' + value);
        out_.Commit(1);
      } else {
        p[0] = static_cast<char>('0' + value / 10);
        p[1] = static_cast<char>('0' + value % 10);
        out_.Commit(2);
      }
      return;
    }
    auto [end, ec] = std::to_chars(p, p + 24, value);
    out_.Commit(static_cast<size_t>(end - p));
  }

  // Shortest text that reads back as the same double (17 significant
  // digits, %g style); integral values get ".0" so they re-parse as floats.
  void AppendFloat(double value) {
    // Programs repeat a few constants many times, and formatting a double is
    // slow: recent texts are kept by bit pattern.
    uint64_t bits;
    std::memcpy(&bits, &value, sizeof(bits));
    FloatText& slot = float_texts_[(bits * 0x9E3779B97F4A7C15ull) >> 59];
    if (slot.size == 0 || slot.bits != bits) {
      // Same digits as printf("%.17g"); at most 24 characters.
      auto [end, ec] = std::to_chars(slot.text, slot.text + sizeof(slot.text), value,
                                     std::chars_format::general, 17);
      size_t n = static_cast<size_t>(end - slot.text);
      if (std::isfinite(value) &&
          absl::string_view(slot.text, n).find_first_of(".eE") == absl::string_view::npos) {
        slot.text[n++] = '.';
        slot.text[n++] = '0';
      }
      slot.bits = bits;
      slot.size = static_cast<uint8_t>(n);
    }
    out_.append(slot.text, slot.size);
  }

  void AppendDType(ir::DataType dtype) {
    const auto index = static_cast<size_t>(dtype);
    if (index < dtype_text_.size()) {
      out_ += dtype_text_[index];
      return;
    }
    out_ += pl_;
    out_ += '.';
    Append(ir::DataTypeName(dtype));
  }

  // `pl<qualifier><name>`, e.g. `pl.TileLayout.row_major`.
  void AppendEnum(const char* qualifier, absl::string_view name) {
    out_ += pl_;
    out_ += absl::string_view(qualifier);
    Append(name);
  }

  // A Python string literal in `quote`s: the quote and backslashes escaped, so
  // that it reads back as `s` (the reference writes op keyword strings raw,
  // which is the same text unless `s` holds one of those).
  void AppendQuoted(absl::string_view s, char quote = '"') {
    out_ += quote;
    for (char c : s) {
      if (c == quote || c == '\\') out_ += '\\';
      out_ += c;
    }
    out_ += quote;
  }

  void AppendIndent() { out_.append(static_cast<size_t>(indent_) * 4, ' '); }

  // The indentation of a statement, after its source comments, one line each.
  void AppendIndent(const ir::Stmt* stmt) {
    AppendIndent();
    if (!stmt || !stmt->has_leading_comments()) return;
    for (const std::string& line : stmt->leading_comments()) {
      out_ += "# ";
      out_ += line;
      out_ += "\n";
      AppendIndent();
    }
  }

  // ---------------------------------------------------------------- program
  void PrintProgram(const ir::Program& program) {
    const std::string name = program.name().empty() ? "Program" : program.name();
    Put("# pypto.program: ", name, "\n");
    if (pl_ == "pl") {
      out_ += "import pypto.language as pl\n\n";
    } else {
      Put("from pypto import language as ", pl_, "\n\n");
    }
    const size_t header_end = out_.size();
    // One walk over the program for the dimension names, the call graph and
    // each function's variable definitions and uses. As long as no
    // program-level dimension variable can exist, each function is printed
    // right after its walk, while its IR is still in the CPU caches (a large
    // program's IR does not fit in them): one that calls none straight into
    // the output, one that calls others aside. The program keeps its
    // functions in name order, which callee-first order starts from, so the
    // texts are usually in order once the callers' are appended (kernels
    // called by orchestration functions); otherwise they are rearranged.
    const auto& functions = program.functions();
    ProgramVarCollector collector(program);
    Put("@", pl_, ".program\n");
    Put("class ", name, ":\n");
    const size_t body_start = out_.size();
    enum class Ahead : uint8_t { kNo, kDirect, kAside };
    std::vector<Ahead> ahead(functions.size(), Ahead::kNo);
    std::vector<size_t> direct;  // in the output, in this order
    std::vector<std::pair<size_t, size_t>> ranges(functions.size());  // their texts
    std::vector<std::string> aside(functions.size());
    ++indent_;
    in_program_ = true;
    for (size_t index = 0; index < functions.size(); ++index) {
      const FunctionVars& vars = collector.WalkNext();
      if (!functions[index] || collector.FoundDimCandidates()) continue;
      if (collector.Callees(index).empty()) {
        ahead[index] = Ahead::kDirect;
        if (!direct.empty()) out_ += "\n";
        const size_t start = out_.size();
        PrintFunction(functions[index], &vars);
        ranges[index] = {start, out_.size()};
        direct.push_back(index);
      } else {
        ahead[index] = Ahead::kAside;
        out_.swap(aside_text_);
        out_.Truncate(0);
        PrintFunction(functions[index], &vars);
        aside[index] = out_.Take();
        out_.swap(aside_text_);
      }
    }
    in_program_ = false;
    --indent_;
    ProgramVarInfo info = collector.Finish();
    dyn_names_ = std::move(info.dyn_names);
    callees_ = std::move(info.callees);
    const std::vector<size_t> order = CalleeFirstOrder(program);
    // The texts printed ahead are right only if there are no program-level
    // names, as they assumed.
    if (!dyn_names_.empty()) ahead.assign(functions.size(), Ahead::kNo);
    const bool in_order = dyn_names_.empty() && order.size() >= direct.size() &&
                          std::equal(direct.begin(), direct.end(), order.begin()) &&
                          std::all_of(order.begin() + direct.size(), order.end(),
                                      [&](size_t index) { return ahead[index] == Ahead::kAside; });
    if (in_order) {
      for (size_t i = direct.size(); i < order.size(); ++i) {
        if (i > 0) out_ += "\n";
        out_ += aside[order[i]];
      }
      return;
    }
    // Rearranged: the texts printed into the output are set aside too.
    std::string direct_text;
    out_.AppendRangeTo(body_start, out_.size(), &direct_text);
    out_.Truncate(header_end);
    if (!dyn_names_.empty()) {
      std::vector<absl::string_view> sorted;
      for (const auto& [var, n] : dyn_names_) sorted.push_back(n);
      std::sort(sorted.begin(), sorted.end());
      sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
      for (absl::string_view n : sorted) {
        out_ += n;
        out_ += " = ";
        out_ += pl_;
        out_ += ".dynamic(\"";
        out_ += n;
        out_ += "\")\n";
      }
      out_ += "\n";
    }
    Put("@", pl_, ".program\n");
    Put("class ", name, ":\n");
    ++indent_;
    in_program_ = true;
    bool first = true;
    for (size_t index : order) {
      if (!first) out_ += "\n";
      first = false;
      if (ahead[index] == Ahead::kDirect) {
        const auto [start, end] = ranges[index];
        out_.append(direct_text.data() + (start - body_start), end - start);
      } else if (ahead[index] == Ahead::kAside) {
        out_ += aside[index];
      } else {
        PrintFunction(functions[index], &info.function_vars[index]);
      }
    }
    in_program_ = false;
    --indent_;
  }

  // --------------------------------------------------------------- function
  // `vars`: CollectFunctionVars of `func` if already known.
  void PrintFunction(const ir::FunctionPtr& func, const FunctionVars* vars = nullptr) {
    if (!func) return;
    if (vars) {
      BuildFunctionNames(*vars, /*is_function=*/true);
    } else {
      own_vars_ = CollectFunctionVars(func->params(), func->body());
      BuildFunctionNames(own_vars_, /*is_function=*/true);
    }
    PrintDecorator(*func);
    AppendIndent();
    out_ += "def ";
    out_ += func->name();
    out_ += '(';
    const bool is_sub_worker = func->role() && *func->role() == ir::Role::kSubWorker;
    const bool emit_self = in_program_ && !is_sub_worker;
    if (emit_self) out_ += "self";
    const auto& params = func->params();
    for (size_t i = 0; i < params.size(); ++i) {
      if (i > 0 || emit_self) out_ += ", ";
      const auto& p = params[i];
      AppendVarName(p.get());
      out_ += ": ";
      const TypePtr type = p ? p->type() : nullptr;
      ir::ParamDirection dir = i < func->param_directions().size() ? func->param_directions()[i]
                                                                   : ir::ParamDirection::kIn;
      if (dir == ir::ParamDirection::kInOut) {
        out_ += pl_;
        out_ += ".InOut[";
        AppendType(type);
        out_ += ']';
      } else if (dir == ir::ParamDirection::kOut) {
        out_ += pl_;
        out_ += ".Out[";
        AppendType(type);
        out_ += ']';
      } else {
        AppendType(type);
      }
    }
    out_ += ")";
    const auto& rets = func->return_types();
    if (!rets.empty()) {
      out_ += " -> ";
      if (rets.size() == 1) {
        AppendType(rets[0]);
      } else {
        out_ += "tuple[";
        for (size_t i = 0; i < rets.size(); ++i) {
          if (i > 0) out_ += ", ";
          AppendType(rets[i]);
        }
        out_ += "]";
      }
    }
    out_ += ":\n";

    ++indent_;
    const StmtPtr& body = func->body();
    if (auto seq = As<ir::SeqStmts>(body)) {
      const auto& stmts = seq->stmts();
      if (stmts.empty()) {
        AppendIndent();
        out_ += "pass";
      } else {
        for (size_t i = 0; i < stmts.size(); ++i) {
          if (ShouldSuppressPlaceholder(stmts, i)) continue;
          // A yield at function level is the function's result.
          if (auto y = As<ir::YieldStmt>(stmts[i])) {
            AppendIndent(y.get());
            PrintReturnValues(y->values());
          } else {
            PrintStmtBlock(stmts[i]);
          }
          if (i + 1 < stmts.size()) out_ += "\n";
        }
      }
    } else if (auto y = As<ir::YieldStmt>(body)) {
      AppendIndent(y.get());
      PrintReturnValues(y->values());
    } else if (body) {
      PrintStmtBlock(body);
    }
    --indent_;
  }

  // ------------------------------------------------------------- statement
  void PrintRootStmt(const StmtPtr& stmt) {
    own_vars_ = CollectFunctionVars({}, stmt);
    BuildFunctionNames(own_vars_, /*is_function=*/false);
    VisitStmt(stmt);
  }

  // ------------------------------------------------------------ expression
  // Variable references, the most common expressions, are printed inline;
  // the rest in VisitCompoundExpr.
  ABSL_ATTRIBUTE_ALWAYS_INLINE void VisitExpr(const ExprPtr& expr) {
    if (expr) {
      const NodeKind kind = expr->kind();
      if (kind == NodeKind::kVar || kind == NodeKind::kIterArg) {
        AppendVarName(static_cast<const ir::Var*>(expr.get()));
        return;
      }
    }
    VisitCompoundExpr(expr);
  }

  ABSL_ATTRIBUTE_NOINLINE void VisitCompoundExpr(const ExprPtr& expr) {
    if (!expr) {
      out_ += "None";
      return;
    }
    switch (expr->kind()) {
      case NodeKind::kVar:
      case NodeKind::kIterArg:
        AppendVarName(static_cast<const ir::Var*>(expr.get()));
        break;
      case NodeKind::kMemRef:
        out_ += static_cast<const ir::MemRef&>(*expr).name_hint();
        break;
      case NodeKind::kConstInt: {
        const auto* c = static_cast<const ir::ConstInt*>(expr.get());
        if (c->dtype() == ir::DataType::kIndex && !typed_index_consts_) {
          AppendInt(c->value());
        } else {
          out_ += pl_;
          out_ += ".const(";
          AppendInt(c->value());
          out_ += ", ";
          AppendDType(c->dtype());
          out_ += ')';
        }
        break;
      }
      case NodeKind::kConstFloat: {
        const auto* c = static_cast<const ir::ConstFloat*>(expr.get());
        if (c->dtype() != ir::DataType::kFP32) {
          out_ += pl_;
          out_ += ".const(";
          AppendFloat(c->value());
          out_ += ", ";
          AppendDType(c->dtype());
          out_ += ')';
        } else {
          AppendFloat(c->value());
        }
        break;
      }
      case NodeKind::kConstBool:
        out_ +=
            absl::string_view(static_cast<const ir::ConstBool&>(*expr).value() ? "True" : "False");
        break;
      case NodeKind::kBinary:
        PrintBinary(expr);
        break;
      case NodeKind::kUnary:
        PrintUnary(As<ir::UnaryExpr>(expr));
        break;
      case NodeKind::kCall:
        PrintCall(static_cast<const ir::Call*>(expr.get()));
        break;
      case NodeKind::kSubmit:
        PrintSubmit(As<ir::Submit>(expr));
        break;
      case NodeKind::kMakeTuple: {
        out_ += "[";
        const auto& elems = static_cast<const ir::MakeTuple&>(*expr).elements();
        for (size_t i = 0; i < elems.size(); ++i) {
          if (i > 0) out_ += ", ";
          VisitExpr(elems[i]);
        }
        out_ += "]";
        break;
      }
      case NodeKind::kTupleGetItem: {
        const auto* g = static_cast<const ir::TupleGetItem*>(expr.get());
        VisitExpr(g->tuple());
        out_ += '[';
        AppendInt(g->index());
        out_ += ']';
        break;
      }
      default:
        out_ += "None";
        break;
    }
  }

  // ------------------------------------------------------------------ type
  // The text of `type` alone (the output buffer is left as it was).
  std::string TypeText(const TypePtr& type) {
    OutBuf saved;
    saved.swap(out_);
    AppendType(type);
    std::string text = out_.Take();
    out_.swap(saved);
    return text;
  }

  void AppendType(const TypePtr& type) {
    // A tile or tensor type without symbolic dims or MemRef prints the same
    // in every function: its text is kept, keyed by the type object (the
    // parser shares one object among repeated annotations).
    if (type_cache_on_ && type &&
        (type->kind() == NodeKind::kTileType || type->kind() == NodeKind::kTensorType) &&
        !type->HasSymbolicDims() && !static_cast<const ir::ShapedType&>(*type).memref()) {
      if (const auto* at = type_text_at_.Find(type.get())) {
        ++type_cache_hits_;
        out_.append(type_text_.data() + at->first, at->second);
        return;
      }
      const size_t start = out_.size();
      AppendTypeUncached(type);
      const size_t n = out_.size() - start;
      bool inserted;
      type_text_at_.FindOrInsert(type.get(), {type_text_.size(), n}, &inserted);
      out_.AppendRangeTo(start, start + n, &type_text_);
      // IR whose types are seldom shared (as after passes that rebuild them)
      // would only pay for the cache.
      if (type_text_at_.size() >= 4096 && type_cache_hits_ < type_text_at_.size()) {
        type_cache_on_ = false;
        type_text_at_ = {};
        type_text_ = {};
      }
      return;
    }
    AppendTypeUncached(type);
  }

  void AppendTypeUncached(const TypePtr& type) {
    out_ += pl_;
    if (!type) {
      out_ += ".UnknownType";
      return;
    }
    switch (type->kind()) {
      case NodeKind::kScalarType:
        out_ += ".Scalar[";
        AppendDType(static_cast<const ir::ScalarType&>(*type).dtype());
        out_ += ']';
        return;
      case NodeKind::kTensorType: {
        const auto& t = static_cast<const ir::TensorType&>(*type);
        out_ += ".Tensor[[";
        AppendDims(t.shape());
        out_ += "], ";
        AppendDType(t.dtype());
        if (t.view()) {
          out_ += ", ";
          if (!AppendTensorView(*t.view(), t.shape())) {
            out_ += pl_;
            out_ += ".TensorView()";
          }
        }
        if (t.memref()) {
          out_ += ", ";
          AppendMemRef(*t.memref());
        }
        out_ += ']';
        return;
      }
      case NodeKind::kTileType: {
        const auto& t = static_cast<const ir::TileType&>(*type);
        out_ += ".Tile[[";
        AppendDims(t.shape());
        out_ += "], ";
        AppendDType(t.dtype());
        if (t.memref()) {
          out_ += ", ";
          AppendMemRef(*t.memref());
        }
        if (t.memory_space()) {
          out_ += ", ";
          out_ += pl_;
          out_ += ".Mem.";
          Append(ir::EnumName(*t.memory_space()));
        }
        std::optional<ir::TileView> effective;
        const ir::TileView* view = nullptr;
        if (opt_.view_level == ViewLevel::kExplicit) {
          effective = t.EffectiveView();
          view = &*effective;
        } else if (t.view()) {
          view = &*t.view();
        }
        if (view) {
          out_ += ", ";
          if (!AppendTileView(*view, t.shape(), t.memory_space())) {
            out_ += pl_;
            out_ += ".TileView()";
          }
        }
        out_ += ']';
        return;
      }
      case NodeKind::kTupleType: {
        const auto& types = static_cast<const ir::TupleType&>(*type).types();
        if (types.empty()) {
          out_ += ".Tuple[()]";
          return;
        }
        out_ += ".Tuple[";
        for (size_t i = 0; i < types.size(); ++i) {
          if (i > 0) out_ += ", ";
          AppendType(types[i]);
        }
        out_ += ']';
        return;
      }
      case NodeKind::kArrayType: {
        const auto& t = static_cast<const ir::ArrayType&>(*type);
        out_ += ".Array[";
        AppendInt(t.extent());
        out_ += ", ";
        AppendDType(t.dtype());
        out_ += ']';
        return;
      }
      case NodeKind::kMemRefType:
        out_ += ".MemRefType";
        return;
      case NodeKind::kPtrType:
        out_ += ".Ptr";
        return;
      default:
        out_ += ".UnknownType";
        return;
    }
  }

 private:
  // ------------------------------------------------------------ var names
  void BuildFunctionNames(const FunctionVars& fv, bool is_function) {
    free_vars_.clear();
    const std::vector<const ir::Var*>* local = &fv.locals;
    if (dyn_names_.empty()) {
      if (is_function) {
        // In a function, a use that is neither a parameter nor defined in the
        // body is a variable leaked from elsewhere: mark it visibly.
        free_vars_.insert(fv.locals.begin() + fv.num_bound, fv.locals.end());
      }
    } else {
      // Program-level dimension variables keep their global names.
      local_.clear();
      for (size_t i = 0; i < fv.locals.size(); ++i) {
        const ir::Var* v = fv.locals[i];
        if (dyn_names_.contains(v)) continue;
        local_.push_back(v);
        if (is_function && i >= fv.num_bound) free_vars_.insert(v);
      }
      local = &local_;
    }
    body_defs_list_ = &fv.body_defs;
    body_defs_.clear();
    body_defs_built_ = false;
    disambiguator_.Run(*local, /*include_unique=*/false, &var_names_);
  }

  // Whether the current function's body defines `var` (the set is built on
  // first use: only MemRef bases ask).
  bool BodyDefines(const ir::Var* var) {
    // Outside a function (a type printed on its own) no body defines anything.
    if (body_defs_list_ == nullptr) return false;
    if (!body_defs_built_) {
      body_defs_.insert(body_defs_list_->begin(), body_defs_list_->end());
      body_defs_built_ = true;
    }
    return body_defs_.contains(var);
  }

  std::string VarName(const ir::Var* var) {
    OutBuf saved;
    saved.swap(out_);
    AppendVarName(var);
    std::string text = out_.Take();
    out_.swap(saved);
    return text;
  }

  ABSL_ATTRIBUTE_ALWAYS_INLINE void AppendVarName(const ir::Var* var) {
    // The common case: no renames in effect.
    if (var && name_mode_ == NameMode::kFunction && var_names_.empty() && free_vars_.empty() &&
        dyn_names_.empty()) {
      out_ += var->name_hint();
      return;
    }
    AppendRenamedVarName(var);
  }

  ABSL_ATTRIBUTE_NOINLINE void AppendRenamedVarName(const ir::Var* var) {
    if (!var) {
      out_ += "None";
      return;
    }
    if (name_mode_ == NameMode::kHintsOnly) {
      out_ += var->name_hint();
      return;
    }
    if (name_mode_ == NameMode::kFunction) {
      const bool free = !free_vars_.empty() && free_vars_.contains(var);
      if (!var_names_.empty()) {
        auto it = var_names_.find(var);
        if (it != var_names_.end()) {
          out_ += it->second;
          if (free) out_ += "__FREE_VAR";
          return;
        }
      }
      if (free) {
        out_ += var->name_hint();
        out_ += "__FREE_VAR";
        return;
      }
    }
    if (!dyn_names_.empty()) {
      auto it = dyn_names_.find(var);
      if (it != dyn_names_.end()) {
        out_ += it->second;
        return;
      }
    }
    out_ += var->name_hint();
  }

  // ----------------------------------------------------------- decorator
  void PrintDecorator(const ir::Function& func) {
    AppendIndent();
    out_ += '@';
    out_ += pl_;
    out_ += ".function";
    const bool has_type = func.func_type() != ir::FunctionType::kOpaque;
    const AttrValue* auto_scope = func.attrs().Find("auto_scope");
    const bool auto_scope_off =
        auto_scope && auto_scope->kind() == AttrValue::Kind::kBool && !auto_scope->AsBool();
    bool has_attrs = false;
    for (const auto& [k, v] : func.attrs()) {
      if (k != "auto_scope") has_attrs = true;
    }
    if (!has_type && !func.level() && !func.role() && !auto_scope_off && !has_attrs) {
      out_ += "\n";
      return;
    }
    out_ += "(";
    bool any_part = false;
    auto next_part = [&] {
      if (any_part) out_ += ", ";
      any_part = true;
    };
    if (has_type) {
      next_part();
      Put("type=", pl_, ".FunctionType.", ir::EnumName(func.func_type()));
    }
    if (func.level()) {
      next_part();
      Put("level=", pl_, ".Level.", ir::EnumName(*func.level()));
    }
    if (func.role()) {
      next_part();
      Put("role=", pl_, ".Role.", ir::EnumName(*func.role()));
    }
    if (auto_scope_off) {
      next_part();
      out_ += "auto_scope=False";
    }
    if (has_attrs) {
      if (any_part) out_ += ", ";
      out_ += "attrs={";
      bool first = true;
      for (const auto& [k, v] : func.attrs()) {
        if (k == "auto_scope") continue;
        if (!first) out_ += ", ";
        first = false;
        AppendQuoted(k);
        out_ += ": ";
        if (k == "split" && v.kind() == AttrValue::Kind::kInt) {
          ir::SplitMode mode = static_cast<ir::SplitMode>(v.AsInt());
          Put(pl_, ".SplitMode.", ir::EnumName(mode));
        } else {
          PrintAttrValue(v);
        }
      }
      out_ += "}";
    }
    out_ += ")\n";
  }

  // ------------------------------------------------------------ statements

  void PrintReturnValues(const std::vector<ExprPtr>& values) {
    out_ += "return";
    if (!values.empty()) {
      out_ += " ";
      PrintExprList(values);
    }
  }

  void PrintExprList(const std::vector<ExprPtr>& values) {
    for (size_t i = 0; i < values.size(); ++i) {
      if (i > 0) out_ += ", ";
      VisitExpr(values[i]);
    }
  }

  // Statements at the current indent; a sequence is transparent.
  void PrintStmtBlock(const StmtPtr& stmt) {
    if (stmt && stmt->kind() == NodeKind::kSeq) {
      const auto& stmts = static_cast<const ir::SeqStmts&>(*stmt).stmts();
      for (size_t i = 0; i < stmts.size(); ++i) {
        ir::PrefetchStmtsAhead(stmts, i);
        if (ShouldSuppressPlaceholder(stmts, i)) continue;
        PrintStmtBlock(stmts[i]);
        if (i + 1 < stmts.size()) out_ += "\n";
      }
    } else {
      AppendIndent(stmt.get());
      VisitStmt(stmt);
    }
  }

  void VisitStmt(const StmtPtr& stmt) {
    if (!stmt) {
      out_ += "pass";
      return;
    }
    switch (stmt->kind()) {
      case NodeKind::kAssign: {
        const auto* s = static_cast<const ir::AssignStmt*>(stmt.get());
        AppendVarName(s->var().get());
        if (!opt_.drop_annotations) {
          out_ += ": ";
          AppendType(s->var() ? s->var()->type() : nullptr);
        }
        out_ += " = ";
        VisitExpr(s->value());
        break;
      }
      case NodeKind::kEval:
        VisitExpr(static_cast<const ir::EvalStmt&>(*stmt).expr());
        break;
      case NodeKind::kSeq: {
        const auto& stmts = static_cast<const ir::SeqStmts&>(*stmt).stmts();
        for (size_t i = 0; i < stmts.size(); ++i) {
          ir::PrefetchStmtsAhead(stmts, i);
          if (ShouldSuppressPlaceholder(stmts, i)) continue;
          PrintStmtBlock(stmts[i]);
          if (i + 1 < stmts.size()) out_ += "\n";
        }
        break;
      }
      case NodeKind::kReturn:
        PrintReturnValues(static_cast<const ir::ReturnStmt&>(*stmt).values());
        break;
      case NodeKind::kYield:
        Put(pl_, ".yield_(");
        PrintExprList(static_cast<const ir::YieldStmt&>(*stmt).values());
        out_ += ")";
        break;
      case NodeKind::kIf:
        PrintIf(As<ir::IfStmt>(stmt));
        break;
      case NodeKind::kFor:
        PrintFor(As<ir::ForStmt>(stmt));
        break;
      case NodeKind::kWhile:
        PrintWhile(As<ir::WhileStmt>(stmt));
        break;
      case NodeKind::kScope:
        PrintScope(As<ir::ScopeStmt>(stmt));
        break;
      case NodeKind::kBreak:
        out_ += "break";
        break;
      case NodeKind::kContinue:
        out_ += "continue";
        break;
      default:
        out_ += "pass";
        break;
    }
  }

  void PrintYieldAssignment(const ir::YieldStmt& yield, const std::vector<ir::VarPtr>& rvs) {
    const std::vector<ExprPtr>& values = yield.values();
    AppendIndent(&yield);
    if (rvs.size() == 1) {
      AppendVarName(rvs[0].get());
      if (!opt_.drop_annotations) {
        out_ += ": ";
        AppendType(rvs[0] ? rvs[0]->type() : nullptr);
      }
    } else {
      for (size_t i = 0; i < rvs.size(); ++i) {
        if (i > 0) out_ += ", ";
        AppendVarName(rvs[i].get());
      }
    }
    Put(" = ", pl_, ".yield_(");
    PrintExprList(values);
    out_ += ")";
  }

  // Body of a for / while / if: a trailing yield becomes an assignment to the
  // construct's return vars.
  void PrintBody(const StmtPtr& body, const std::vector<ir::VarPtr>& rvs) {
    if (!body) {
      AppendIndent();
      out_ += "pass";
      return;
    }
    if (auto seq = As<ir::SeqStmts>(body); seq && seq->stmts().size() == 1) {
      PrintBody(seq->stmts()[0], rvs);
      return;
    }
    if (auto y = As<ir::YieldStmt>(body)) {
      if (!y->values().empty() && !rvs.empty()) {
        PrintYieldAssignment(*y, rvs);
      } else {
        AppendIndent(y.get());
        VisitStmt(y);
      }
    } else if (auto seq = As<ir::SeqStmts>(body)) {
      const auto& stmts = seq->stmts();
      if (stmts.empty()) {
        AppendIndent();
        out_ += "pass";
        return;
      }
      for (size_t i = 0; i < stmts.size(); ++i) {
        if (ShouldSuppressPlaceholder(stmts, i)) continue;
        const bool is_last = i + 1 == stmts.size();
        auto y = As<ir::YieldStmt>(stmts[i]);
        if (y && is_last && !y->values().empty() && !rvs.empty()) {
          PrintYieldAssignment(*y, rvs);
        } else if (y) {
          AppendIndent(y.get());
          VisitStmt(y);
        } else {
          PrintStmtBlock(stmts[i]);
        }
        if (!is_last) out_ += "\n";
      }
    } else if (auto scope = As<ir::ScopeStmt>(body);
               scope && scope->scope_kind() == ir::ScopeKind::kRuntime && !scope->fields().manual) {
      // A runtime scope wrapping a loop body keeps the yield assignment.
      AppendIndent(scope.get());
      out_ += "with ";
      out_ += pl_;
      out_ += ".scope():\n";
      ++indent_;
      PrintBody(scope->body(), rvs);
      --indent_;
    } else {
      PrintStmtBlock(body);
    }
  }

  void PrintIf(const ir::IfStmtPtr& s) {
    out_ += "if ";
    VisitExpr(s->condition());
    out_ += ":\n";
    ++indent_;
    PrintBody(s->then_body(), s->return_vars());
    --indent_;
    if (s->else_body()) {
      out_ += '\n';
      AppendIndent();
      out_ += "else:\n";
      ++indent_;
      PrintBody(s->else_body(), s->return_vars());
      --indent_;
    }
  }

  void PrintIterArgNames(const std::vector<ir::IterArgPtr>& iter_args) {
    for (size_t i = 0; i < iter_args.size(); ++i) {
      if (i > 0) out_ += ", ";
      AppendVarName(iter_args[i].get());
    }
    if (iter_args.size() == 1) out_ += ",";
  }

  void PrintInitValues(const std::vector<ir::IterArgPtr>& iter_args) {
    out_ += "init_values=(";
    for (size_t i = 0; i < iter_args.size(); ++i) {
      if (i > 0) out_ += ", ";
      VisitExpr(iter_args[i] ? iter_args[i]->init_value() : nullptr);
    }
    if (iter_args.size() == 1) out_ += ",";
    out_ += ")";
  }

  void PrintFor(const ir::ForStmtPtr& s) {
    out_ += "for ";
    AppendVarName(s->loop_var().get());
    if (!s->iter_args().empty()) {
      out_ += ", (";
      PrintIterArgNames(s->iter_args());
      out_ += ")";
    }
    const char* fn = ".range(";
    switch (s->for_kind()) {
      case ir::ForKind::kParallel:
        fn = ".parallel(";
        break;
      case ir::ForKind::kUnroll:
        fn = ".unroll(";
        break;
      case ir::ForKind::kPipeline:
        fn = ".pipeline(";
        break;
      default:
        break;
    }
    Put(" in ", pl_, fn);
    // Start / step are elided only when the bare literal re-parses to the
    // same INDEX constant.
    auto is_index = [](const ExprPtr& e, int64_t v) {
      auto c = As<ir::ConstInt>(e);
      return c && c->value() == v && c->dtype() == ir::DataType::kIndex;
    };
    const bool start_zero = is_index(s->start(), 0);
    const bool step_one = is_index(s->step(), 1);
    if (start_zero && step_one) {
      VisitExpr(s->stop());
    } else {
      VisitExpr(s->start());
      out_ += ", ";
      VisitExpr(s->stop());
      if (!step_one) {
        out_ += ", ";
        VisitExpr(s->step());
      }
    }
    const bool pipeline = s->for_kind() == ir::ForKind::kPipeline;
    if (pipeline) {
      const AttrValue* stages = s->attrs().Find("pipeline_stages");
      int64_t n = stages && stages->kind() == AttrValue::Kind::kInt ? stages->AsInt() : 0;
      out_ += ", stage=";
      AppendInt(n);
    }
    if (!s->iter_args().empty()) {
      out_ += ", ";
      PrintInitValues(s->iter_args());
    }
    bool header = false;
    for (const auto& [k, v] : s->attrs()) {
      if (pipeline && k == "pipeline_stages") continue;
      out_ += absl::string_view(header ? ", " : ", attrs={");
      header = true;
      AppendQuoted(k);
      out_ += ": ";
      PrintAttrValue(v);
    }
    if (header) out_ += "}";
    out_ += "):\n";
    ++indent_;
    PrintBody(s->body(), s->return_vars());
    --indent_;
  }

  void PrintWhile(const ir::WhileStmtPtr& s) {
    if (s->iter_args().empty()) {
      out_ += "while ";
      VisitExpr(s->condition());
      out_ += ":\n";
      ++indent_;
      PrintBody(s->body(), s->return_vars());
      --indent_;
      return;
    }
    out_ += "for (";
    PrintIterArgNames(s->iter_args());
    Put(") in ", pl_, ".while_(");
    PrintInitValues(s->iter_args());
    out_ += "):\n";
    ++indent_;
    AppendIndent();
    out_ += pl_;
    out_ += ".cond(";
    VisitExpr(s->condition());
    out_ += ")\n";
    PrintBody(s->body(), s->return_vars());
    --indent_;
  }

  // ---------------------------------------------------------------- scopes
  // `, <kwarg>=[v1, v2]` from a Var-list scope attribute; false if absent.
  bool PrintScopeVarList(const ir::Attrs& attrs, const char* key, const char* kwarg) {
    const AttrValue* v = attrs.Find(key);
    if (!v || v->kind() != AttrValue::Kind::kList) return false;
    std::vector<const ir::Var*> vars;
    for (const auto& e : v->AsList()) {
      if (const ir::Var* var = AttrVar(&e)) vars.push_back(var);
    }
    if (vars.empty()) return false;
    Put(", ", kwarg, "=[");
    for (size_t i = 0; i < vars.size(); ++i) {
      if (i > 0) out_ += ", ";
      AppendVarName(vars[i]);
    }
    out_ += "]";
    return true;
  }

  bool AttrTrue(const ir::Attrs& attrs, const char* key) {
    const AttrValue* v = attrs.Find(key);
    return v && v->kind() == AttrValue::Kind::kBool && v->AsBool();
  }

  void PrintOptimizations(ir::SplitMode split, const ir::Attrs& attrs) {
    const bool has_mode = split != ir::SplitMode::kNone;
    const AttrValue* slot = attrs.Find("slot_num");
    if (!has_mode && !slot) return;
    out_ += ", optimizations=[";
    if (has_mode) Put(pl_, ".split(", pl_, ".SplitMode.", ir::EnumName(split), ")");
    if (slot) {
      if (has_mode) out_ += ", ";
      Put(pl_, ".cross_core_slot(slot_num=");
      AppendInt(slot->kind() == AttrValue::Kind::kInt ? slot->AsInt() : 0);
      out_ += ")";
    }
    out_ += "]";
  }

  void PrintNameHint(const std::string& name_hint, bool leading_comma = true) {
    if (name_hint.empty()) return;
    Put(leading_comma ? ", " : "", "name_hint=");
    AppendQuoted(name_hint);
  }

  void PrintPredicate(const ir::Attrs& attrs) {
    const AttrValue* p = attrs.Find("predicate");
    if (!p || p->kind() != AttrValue::Kind::kExpr || !p->AsExpr()) return;
    out_ += ", predicate=(";
    VisitExpr(p->AsExpr());
    out_ += ")";
  }

  void PrintTaskIdSuffix(const ir::Attrs& attrs) {
    if (const ir::Var* tid = AttrVar(attrs.Find("task_id_var"))) {
      out_ += " as ";
      AppendVarName(tid);
    }
  }

  void PrintCommonScopeKwargs(const ir::Attrs& attrs) {
    PrintScopeVarList(attrs, "manual_dep_edges", "deps");
    PrintScopeVarList(attrs, "arg_direction_overrides_vars", "no_dep_args");
    PrintScopeVarList(attrs, "dump_vars", "dumps");
    if (AttrTrue(attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
    if (AttrTrue(attrs, "windowize")) out_ += ", windowize=True";
  }

  // Statements of `stmts` from `start` on, at the current indent.
  void PrintStmtRange(const std::vector<StmtPtr>& stmts, size_t start) {
    for (size_t i = start; i < stmts.size(); ++i) {
      if (ShouldSuppressPlaceholder(stmts, i)) continue;
      PrintStmtBlock(stmts[i]);
      if (i + 1 < stmts.size()) out_ += "\n";
    }
  }

  void PrintScope(const ir::ScopeStmtPtr& s) {
    const auto& f = s->fields();
    switch (f.scope_kind) {
      case ir::ScopeKind::kInCore:
        Put("with ", pl_, ".at(level=", pl_, ".Level.CORE_GROUP");
        PrintOptimizations(f.split, f.attrs);
        PrintNameHint(f.name_hint);
        PrintCommonScopeKwargs(f.attrs);
        out_ += ")";
        PrintTaskIdSuffix(f.attrs);
        out_ += ":\n";
        break;
      case ir::ScopeKind::kHierarchy:
        Put("with ", pl_, ".at(");
        if (f.level) Put("level=", pl_, ".Level.", ir::EnumName(*f.level));
        if (f.role) Put(f.level ? ", " : "", "role=", pl_, ".Role.", ir::EnumName(*f.role));
        PrintNameHint(f.name_hint, f.level || f.role);
        PrintCommonScopeKwargs(f.attrs);
        out_ += ")";
        PrintTaskIdSuffix(f.attrs);
        out_ += ":\n";
        break;
      case ir::ScopeKind::kCluster:
        Put("with ", pl_, ".cluster(");
        PrintNameHint(f.name_hint, false);
        out_ += "):\n";
        break;
      case ir::ScopeKind::kRuntime:
        if (f.manual) {
          Put("with ", pl_, ".scope(mode=", pl_, ".ScopeMode.MANUAL):\n");
        } else {
          Put("with ", pl_, ".scope():\n");
        }
        break;
      case ir::ScopeKind::kSpmd:
        PrintSpmd(s);
        return;
      case ir::ScopeKind::kSplitAiv:
        PrintSplitAiv(s);
        return;
      case ir::ScopeKind::kCommDomain:
        PrintCommDomain(s);
        return;
    }
    ++indent_;
    PrintStmtBlock(s->body());
    --indent_;
  }

  void PrintSpmdHeaderArgs(const ir::ScopeStmt::Fields& f) {
    VisitExpr(f.core_num);
    if (f.sync_start) out_ += ", sync_start=True";
    PrintNameHint(f.name_hint);
  }

  void PrintSpmd(const ir::ScopeStmtPtr& s) {
    const auto& f = s->fields();
    // Loop form held as the scope's own block-index variable: the body is
    // what the reference keeps after its `i = tile.get_block_idx()` binding
    // and prints verbatim, an InCore scope written in it included.
    if (f.loop_var) {
      out_ += "for ";
      AppendVarName(f.loop_var.get());
      Put(" in ", pl_, ".spmd(");
      PrintSpmdHeaderArgs(f);
      if (AttrTrue(f.attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
      PrintPredicate(f.attrs);
      out_ += "):\n";
      ++indent_;
      PrintBody(s->body(), {});
      --indent_;
      return;
    }
    auto incore = As<ir::ScopeStmt>(s->body());
    if (incore && incore->scope_kind() != ir::ScopeKind::kInCore) incore = nullptr;
    const StmtPtr inner = incore ? incore->body() : nullptr;

    if (AttrVar(f.attrs.Find("task_id_var"))) {
      Put("with ", pl_, ".spmd(");
      PrintSpmdHeaderArgs(f);
      if (incore) PrintOptimizations(incore->fields().split, incore->fields().attrs);
      PrintScopeVarList(f.attrs, "manual_dep_edges", "deps");
      if (AttrTrue(f.attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
      PrintPredicate(f.attrs);
      out_ += ")";
      PrintTaskIdSuffix(f.attrs);
      out_ += ":\n";
      ++indent_;
      // Inlining the InCore body is lossless only when re-parsing rebuilds the
      // scope: it carries an optimization or reads the block index.
      const bool inline_body =
          incore && (incore->fields().split != ir::SplitMode::kNone ||
                     incore->fields().attrs.Has("slot_num") || ReadsBlockIdx(incore->body()));
      if (!inline_body) {
        PrintStmtBlock(s->body());
      } else {
        PrintStmtRange(ir::StmtList(inner), 0);
      }
      --indent_;
      return;
    }

    // Loop form in the reference's shape: a leading `i = tile.get_block_idx()`
    // in the InCore body.
    std::vector<StmtPtr> inner_stmts = ir::StmtList(inner);
    const ir::Var* block_var = nullptr;
    size_t skip = 0;
    if (incore && !inner_stmts.empty()) {
      if (auto a = As<ir::AssignStmt>(inner_stmts[0])) {
        if (IsOp(As<ir::Call>(a->value()), "tile.get_block_idx")) {
          block_var = a->var().get();
          skip = 1;
        }
      }
    }
    if (block_var) {
      out_ += "for ";
      AppendVarName(block_var);
      Put(" in ", pl_, ".spmd(");
      PrintSpmdHeaderArgs(f);
      if (incore) PrintOptimizations(incore->fields().split, incore->fields().attrs);
      if (AttrTrue(f.attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
      PrintPredicate(f.attrs);
      out_ += "):\n";
      ++indent_;
      if (inner_stmts.size() > skip) {
        PrintStmtRange(inner_stmts, skip);
      } else {
        AppendIndent();
        out_ += "pass\n";
      }
      --indent_;
      return;
    }

    Put("with ", pl_, ".spmd(");
    PrintSpmdHeaderArgs(f);
    if (AttrTrue(f.attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
    PrintPredicate(f.attrs);
    out_ += "):\n";
    ++indent_;
    PrintStmtBlock(s->body());
    --indent_;
  }

  static bool ReadsBlockIdx(const StmtPtr& body) {
    bool found = false;
    ForEachCall(body, [&](const ir::CallPtr& c) {
      if (IsOp(c, "tile.get_block_idx")) found = true;
    });
    return found;
  }

  void PrintSplitAiv(const ir::ScopeStmtPtr& s) {
    const auto& f = s->fields();
    std::vector<StmtPtr> stmts = ir::StmtList(s->body());
    const ir::Var* idx_var = f.loop_var.get();
    size_t start = 0;
    if (!idx_var && !stmts.empty()) {
      if (auto a = As<ir::AssignStmt>(stmts[0])) {
        if (IsOp(As<ir::Call>(a->value()), "tile.get_subblock_idx")) {
          idx_var = a->var().get();
          start = 1;
        }
      }
    }
    out_ += "for ";
    if (idx_var) {
      AppendVarName(idx_var);
    } else {
      out_ += "aiv_id";
    }
    Put(" in ", pl_, ".split_aiv(");
    AppendInt(f.count);
    Put(", mode=", pl_, ".SplitMode.", ir::EnumName(f.split), "):\n");
    ++indent_;
    ++split_aiv_depth_;
    if (stmts.size() > start) {
      PrintStmtRange(stmts, start);
    } else {
      AppendIndent();
      out_ += "pass\n";
    }
    --split_aiv_depth_;
    --indent_;
  }

  // No DSL form: a comment naming the domain, then the body at the same
  // indent (re-parsing yields the pre-pass IR).
  void PrintCommDomain(const ir::ScopeStmtPtr& s) {
    const auto& attrs = s->fields().attrs;
    out_ += "# pld.comm_domain: devices=";
    const AttrValue* devices = attrs.Find("devices");
    if (!devices || devices->kind() != AttrValue::Kind::kList || devices->AsList().empty()) {
      out_ += "all";
    } else {
      PrintAttrValue(*devices);
    }
    out_ += ", slots=[";
    if (const AttrValue* slots = attrs.Find("slots");
        slots && slots->kind() == AttrValue::Kind::kList) {
      bool first = true;
      for (const auto& v : slots->AsList()) {
        if (!first) out_ += ", ";
        first = false;
        if (const ir::Var* var = AttrVar(&v)) {
          out_ += var->name_hint();
        } else {
          PrintAttrValue(v);
        }
      }
    }
    out_ += "]\n";
    PrintStmtBlock(s->body());
  }

  // `tid = system.task_invalid()` right before a scope that binds `tid` with
  // `as tid` is re-created by the parser from the `as` clause.
  bool ShouldSuppressPlaceholder(const std::vector<StmtPtr>& stmts, size_t i) const {
    if (i + 1 >= stmts.size() || !stmts[i + 1] || stmts[i + 1]->kind() != NodeKind::kScope) {
      return false;
    }
    const auto* scope = static_cast<const ir::ScopeStmt*>(stmts[i + 1].get());
    const ir::Var* tid = AttrVar(scope->fields().attrs.Find("task_id_var"));
    if (!tid) return false;
    auto assign = As<ir::AssignStmt>(stmts[i]);
    // A placeholder that carries comments is printed, so they are not lost.
    if (!assign || assign->var().get() != tid || assign->has_leading_comments()) return false;
    return IsOp(As<ir::Call>(assign->value()), "system.task_invalid");
  }

  // ----------------------------------------------------------- expressions
  void PrintChild(const ExprPtr& parent, const ExprPtr& child, bool is_left) {
    const Prec pp = PrecedenceOf(parent);
    const Prec cp = PrecedenceOf(child);
    bool parens = cp < pp;
    const bool pow_parent = parent && parent->kind() == NodeKind::kBinary &&
                            static_cast<const ir::BinaryExpr&>(*parent).op() == ir::BinaryOp::kPow;
    if (cp == pp) {
      parens = pow_parent ? is_left : !is_left;
      // Unlike the reference, a comparison as the left operand of another is
      // parenthesised: `a < b < c` would read back as the chain
      // `a < b and b < c`.
      if (cp == Prec::kComparison && is_left) parens = true;
    }
    // A negative literal base of `**` needs parentheses too: `-2 ** x` is
    // `-(2 ** x)`. (The reference prints it bare; no dump contains one.)
    if (pow_parent && is_left && IsNegativeConstant(child)) parens = true;
    if (parens) out_ += "(";
    VisitExpr(child);
    if (parens) out_ += ")";
  }

  void PrintBinary(const ExprPtr& expr) {
    const ir::BinaryExpr* b = static_cast<const ir::BinaryExpr*>(expr.get());
    if (b->op() == ir::BinaryOp::kMin || b->op() == ir::BinaryOp::kMax) {
      out_ += pl_;
      out_ += '.';
      out_ += absl::string_view(BinarySymbol(b->op()));
      out_ += '(';
      VisitExpr(b->lhs());
      out_ += ", ";
      VisitExpr(b->rhs());
      out_ += ")";
      return;
    }
    const bool saved = typed_index_consts_;
    if (!typed_index_consts_ && IsPureConstIntTree(expr)) typed_index_consts_ = true;
    PrintChild(expr, b->lhs(), true);
    out_ += ' ';
    out_ += absl::string_view(BinarySymbol(b->op()));
    out_ += ' ';
    PrintChild(expr, b->rhs(), false);
    typed_index_consts_ = saved;
  }

  void PrintUnary(const ir::UnaryExprPtr& u) {
    auto prefixed = [&](const char* sym, Prec threshold) {
      out_ += absl::string_view(sym);
      const bool parens = PrecedenceOf(u->operand()) < threshold;
      if (parens) out_ += "(";
      VisitExpr(u->operand());
      if (parens) out_ += ")";
    };
    switch (u->op()) {
      case ir::UnaryOp::kNeg:
        prefixed("-", Prec::kUnary);
        break;
      case ir::UnaryOp::kBitNot:
        prefixed("~", Prec::kUnary);
        break;
      case ir::UnaryOp::kNot:
        prefixed("not ", Prec::kNot);
        break;
      case ir::UnaryOp::kAbs:
        out_ += "abs(";
        VisitExpr(u->operand());
        out_ += ")";
        break;
      case ir::UnaryOp::kCast:
        Put(pl_, ".cast(");
        VisitExpr(u->operand());
        out_ += ", ";
        AppendDType(u->dtype());
        out_ += ')';
        break;
    }
  }

  // Attribute values inside `attrs={...}` dicts (double-quoted strings).
  void PrintAttrValue(const AttrValue& v) {
    switch (v.kind()) {
      case AttrValue::Kind::kNone:
        out_ += "None";
        break;
      case AttrValue::Kind::kBool:
        out_ += absl::string_view(v.AsBool() ? "True" : "False");
        break;
      case AttrValue::Kind::kInt:
        AppendInt(v.AsInt());
        break;
      case AttrValue::Kind::kFloat:
        AppendFloat(v.AsFloat());
        break;
      case AttrValue::Kind::kString:
        AppendQuoted(v.AsString());
        break;
      case AttrValue::Kind::kDataType:
        AppendDType(v.AsDataType());
        break;
      case AttrValue::Kind::kEnum:
        Put(pl_, ".", v.EnumQualifier(), ".", v.AsString());
        break;
      case AttrValue::Kind::kExpr:
        VisitExpr(v.AsExpr());
        break;
      case AttrValue::Kind::kList: {
        out_ += "[";
        bool first = true;
        for (const auto& e : v.AsList()) {
          if (!first) out_ += ", ";
          first = false;
          PrintAttrValue(e);
        }
        out_ += "]";
        break;
      }
    }
  }

  // Op keyword-argument values (single-quoted strings, enum-valued ints).
  void PrintKwargValue(OpForm form, const std::string& key, const AttrValue& v) {
    if (v.kind() == AttrValue::Kind::kInt) {
      const int64_t n = v.AsInt();
      const bool pipe_key = key == "set_pipe" || key == "wait_pipe" ||
                            (key == "pipe" && form == OpForm::kSyncSetWait);
      if (pipe_key && PipeTypeName(n)) {
        Put(pl_, ".PipeType.", PipeTypeName(n));
      } else if (key == "mode" && CastModeName(n)) {
        Put("'", CastModeName(n), "'");
      } else if (key == "atomic" && (n == 0 || n == 1)) {
        Put(pl_, ".AtomicType.", n == 0 ? "None_" : "Add");
      } else {
        AppendInt(n);
      }
      return;
    }
    if (v.kind() == AttrValue::Kind::kString) {
      AppendQuoted(v.AsString(), '\'');
      return;
    }
    PrintAttrValue(v);
  }

  // `attrs={...}` of an op call: only the keys that must survive a re-parse.
  void PrintSerializedOpAttrs(const ir::Call* call, bool need_comma) {
    bool first = true;
    for (const auto& [k, v] : call->attrs()) {
      if (k != "pipeline_membership" && k != "__compiler_tensor_to_tile_mat_bridge") continue;
      if (first) Put(need_comma ? ", " : "", "attrs={");
      if (!first) out_ += ", ";
      first = false;
      AppendQuoted(k);
      out_ += ": ";
      PrintAttrValue(v);
    }
    if (!first) out_ += "}";
  }

  const AttrValue* FindKwarg(const ir::Call* call, const char* key) {
    return call->kwargs().Find(key);
  }

  void PrintFunctionCall(const ir::Call* call) {
    Put("self.", call->op()->name(), "(");
    PrintExprList(call->args());
    bool need_comma = !call->args().empty();
    if (const AttrValue* dev = call->attrs().Find("device");
        dev && dev->kind() == AttrValue::Kind::kExpr && dev->AsExpr()) {
      Put(need_comma ? ", " : "", "device=");
      VisitExpr(dev->AsExpr());
      need_comma = true;
    }
    VarSet dump_set;
    if (const AttrValue* dumps = call->attrs().Find("dump_vars");
        dumps && dumps->kind() == AttrValue::Kind::kList) {
      for (const auto& e : dumps->AsList()) {
        if (const ir::Var* var = AttrVar(&e)) dump_set.insert(var);
      }
    }
    const AttrValue* dirs = call->attrs().Find("arg_directions");
    const bool has_dirs = dirs && dirs->kind() == AttrValue::Kind::kList && !dirs->AsList().empty();
    std::vector<const ir::Attrs::Entry*> generic;
    for (const auto& kv : call->attrs()) {
      if (kv.first == "device" || kv.first == "dump_vars" || kv.first == "arg_directions") continue;
      generic.push_back(&kv);
    }
    if (!has_dirs && dump_set.empty() && generic.empty()) {
      out_ += ")";
      return;
    }
    Put(need_comma ? ", " : "", "attrs={");
    bool first = true;
    if (!dump_set.empty()) {
      out_ += "\"dump_vars\": [";
      bool first_var = true;
      for (const auto& arg : call->args()) {
        if (!IsVarLike(arg) || !dump_set.count(static_cast<const ir::Var*>(arg.get()))) continue;
        if (!first_var) out_ += ", ";
        first_var = false;
        AppendVarName(static_cast<const ir::Var*>(arg.get()));
      }
      out_ += "]";
      first = false;
    }
    if (has_dirs) {
      Put(first ? "" : ", ", "\"arg_directions\": ");
      PrintAttrValue(*dirs);
      first = false;
    }
    for (const auto* kv : generic) {
      if (!first) out_ += ", ";
      AppendQuoted(kv->first);
      out_ += ": ";
      first = false;
      PrintAttrValue(kv->second);
    }
    out_ += "})";
  }

  // `pl.submit(self.k, args..., deps=[...], ...)`; `pl.spmd_submit` when the
  // launch has a core count. Keyword order: deps, dumps, core_num,
  // sync_start, allow_early_resolve, predicate, attrs.
  void PrintSubmit(const ir::SubmitPtr& submit) {
    Put(pl_, submit->core_num() ? ".spmd_submit(" : ".submit(");
    if (submit->op()->kind() == NodeKind::kGlobalVar && in_program_) out_ += "self.";
    out_ += submit->op()->name();
    for (const auto& arg : submit->args()) {
      out_ += ", ";
      VisitExpr(arg);
    }
    if (!submit->deps().empty()) {
      out_ += ", deps=[";
      PrintExprList(submit->deps());
      out_ += "]";
    }
    VarSet dump_set;
    if (const AttrValue* dumps = submit->attrs().Find("dump_vars");
        dumps && dumps->kind() == AttrValue::Kind::kList) {
      for (const auto& e : dumps->AsList()) {
        if (const ir::Var* var = AttrVar(&e)) dump_set.insert(var);
      }
    }
    if (!dump_set.empty()) {
      out_ += ", dumps=[";
      bool first = true;
      for (const auto& arg : submit->args()) {
        if (!IsVarLike(arg) || !dump_set.count(static_cast<const ir::Var*>(arg.get()))) continue;
        if (!first) out_ += ", ";
        first = false;
        VisitExpr(arg);
      }
      out_ += "]";
    }
    if (submit->core_num()) {
      out_ += ", core_num=";
      VisitExpr(submit->core_num());
      if (submit->sync_start()) out_ += ", sync_start=True";
    }
    if (submit->allow_early_resolve()) out_ += ", allow_early_resolve=True";
    if (submit->predicate()) {
      out_ += ", predicate=(";
      VisitExpr(submit->predicate());
      out_ += ")";
    }
    const AttrValue* dirs = submit->attrs().Find("arg_directions");
    const bool has_dirs = dirs && dirs->kind() == AttrValue::Kind::kList && !dirs->AsList().empty();
    bool first = true;
    auto open = [&] {
      out_ += absl::string_view(first ? ", attrs={" : ", ");
      first = false;
    };
    if (has_dirs) {
      open();
      out_ += "\"arg_directions\": ";
      PrintAttrValue(*dirs);
    }
    for (const auto& [k, v] : submit->attrs()) {
      if (k == "dump_vars" || k == "arg_directions") continue;
      open();
      AppendQuoted(k);
      out_ += ": ";
      PrintAttrValue(v);
    }
    if (!first) out_ += "}";
    out_ += ")";
  }

  ABSL_ATTRIBUTE_NOINLINE void PrintCall(const ir::Call* call) {
    if (!call->op()) {
      out_ += "None";
      return;
    }
    if (call->IsFunctionCall() && in_program_) {
      PrintFunctionCall(call);
      return;
    }
    const OpInfo& info = InfoOf(*call->op());
    const OpForm form = info.form;
    absl::string_view name = call->op()->name();
    const auto& args = call->args();
    if (form == OpForm::kTensorAdd && args.size() == 2 && args[1] &&
        (args[1]->kind() == NodeKind::kConstFloat || args[1]->kind() == NodeKind::kConstInt)) {
      name = "tensor.adds";
    }
    if (info.prefixed) {
      out_ += pl_;
      out_ += '.';
    }
    out_ += name;
    out_ += '(';

    // Forms whose DSL signature differs from the IR's argument layout.
    if (form == OpForm::kReinterpretView && (args.size() == 1 || args.size() == 2)) {
      VisitExpr(args[0]);
      if (const AttrValue* dt = FindKwarg(call, "dtype")) {
        out_ += ", dtype=";
        PrintAttrValue(*dt);
      }
      if (args.size() == 2) {
        out_ += ", shape=";
        VisitExpr(args[1]);
      }
      PrintSerializedOpAttrs(call, true);
      out_ += ")";
      return;
    }
    if (form == OpForm::kFull && args.size() >= 2) {
      VisitExpr(args[0]);
      if (const AttrValue* dt = FindKwarg(call, "dtype")) {
        out_ += ", dtype=";
        PrintAttrValue(*dt);
      }
      out_ += ", value=";
      // The fill value prints bare; its dtype is the dtype= kwarg.
      if (auto cf = As<ir::ConstFloat>(args[1])) {
        AppendFloat(cf->value());
      } else if (auto ci = As<ir::ConstInt>(args[1])) {
        AppendInt(ci->value());
      } else {
        VisitExpr(args[1]);
      }
      PrintSerializedOpAttrs(call, true);
      out_ += ")";
      return;
    }
    if (form == OpForm::kSyncall && (args.size() == 3 || args.size() == 4)) {
      std::string core_type = "mix";
      std::string mode = "soft";
      if (const AttrValue* v = FindKwarg(call, "core_type");
          v && v->kind() == AttrValue::Kind::kString) {
        core_type = v->AsString();
      }
      if (const AttrValue* v = FindKwarg(call, "mode");
          v && v->kind() == AttrValue::Kind::kString) {
        mode = v->AsString();
      }
      out_ += "mode=";
      AppendQuoted(mode);
      out_ += ", core_type=";
      AppendQuoted(core_type);
      out_ += ", gm_workspace=";
      VisitExpr(args[0]);
      out_ += ", used_cores=";
      if (auto ci = As<ir::ConstInt>(args.back())) {
        AppendInt(ci->value());
      } else {
        VisitExpr(args.back());
      }
      out_ += ", scratch=";
      VisitExpr(args[1]);
      if (args.size() == 4) {
        out_ += ", scratch_l1=";
        VisitExpr(args[2]);
      }
      PrintSerializedOpAttrs(call, true);
      out_ += ")";
      return;
    }

    const bool gather_row_valid = form == OpForm::kGatherRow && args.size() == 6;
    const bool is_alloc = form == OpForm::kAlloc;
    for (size_t i = 0; i < args.size(); ++i) {
      if (gather_row_valid && i == 5) continue;
      if (i > 0) out_ += ", ";
      auto space = i == 0 && is_alloc ? As<ir::ConstInt>(args[0]) : nullptr;
      if (space && space->value() >= 0 &&
          space->value() < static_cast<int64_t>(ir::EnumTable<ir::MemorySpace>::Names().size())) {
        Put(pl_, ".Mem.", ir::EnumName(static_cast<ir::MemorySpace>(space->value())));
      } else {
        VisitExpr(args[i]);
      }
    }
    bool need_comma = !args.empty();
    if (gather_row_valid) {
      out_ += ", valid_shape=";
      VisitExpr(args[5]);
      need_comma = true;
    }
    if (form == OpForm::kTaskDummy) {
      Put(need_comma ? ", " : "", "deps=[");
      if (const AttrValue* deps = call->attrs().Find("manual_dep_edges");
          deps && deps->kind() == AttrValue::Kind::kList) {
        bool first = true;
        for (const auto& e : deps->AsList()) {
          const ir::Var* var = AttrVar(&e);
          if (!var) continue;
          if (!first) out_ += ", ";
          first = false;
          AppendVarName(var);
        }
      }
      out_ += "]";
      need_comma = true;
    }
    const bool shard_op = form == OpForm::kShard;
    for (const auto& [k, v] : call->kwargs()) {
      if (form == OpForm::kAllocWindowBuffer && k == "name") continue;
      // Inside a split_aiv region the region's mode is authoritative.
      if (split_aiv_depth_ > 0 && k == "split" && shard_op) continue;
      if (need_comma) out_ += ", ";
      need_comma = true;
      Put(k, "=");
      PrintKwargValue(form, k, v);
    }
    PrintSerializedOpAttrs(call, need_comma);
    out_ += ")";
  }

  // How calls of an op print: its form (OpForm::kPlain for a function) and
  // whether the name takes the module prefix (dotted names, except `pld.`).
  struct OpInfo {
    OpForm form = OpForm::kPlain;
    bool prefixed = false;
  };

  // OpInfo through a small direct-mapped cache: the registry shares one Op
  // object per name, so a program's calls use a few dozen ops.
  const OpInfo& InfoOf(const ir::Op& op) {
    OpCacheSlot& slot = op_cache_[(reinterpret_cast<uintptr_t>(&op) >> 4) % op_cache_.size()];
    if (slot.op != &op) {
      absl::string_view name = op.name();
      slot.op = &op;
      slot.info.form = op.kind() == NodeKind::kOp ? FormOfOpName(name) : OpForm::kPlain;
      slot.info.prefixed =
          name.find('.') != absl::string_view::npos && !absl::StartsWith(name, "pld.");
    }
    return slot.info;
  }

  // ---------------------------------------------------------- type pieces
  // A dimension inside a type: static dims and variables bare, composite
  // expressions with typed constant leaves (so they re-parse unfolded) and
  // only program-level renames.
  void AppendDim(const ExprPtr& dim) {
    if (dim && dim->kind() == NodeKind::kConstInt) {
      AppendInt(static_cast<const ir::ConstInt&>(*dim).value());
      return;
    }
    // Only plain variables (not iter args) print with the function's names.
    if (dim && dim->kind() == NodeKind::kVar) {
      AppendVarName(static_cast<const ir::Var*>(dim.get()));
      return;
    }
    SubExprScope sub(this, NameMode::kProgramOnly, /*typed_index_consts=*/true);
    VisitExpr(dim);
  }

  void AppendDims(const std::vector<ExprPtr>& dims) {
    for (size_t i = 0; i < dims.size(); ++i) {
      if (i > 0) out_ += ", ";
      AppendDim(dims[i]);
    }
  }

  void AppendMemRef(const ir::MemRef& memref) {
    const ir::VarPtr& base = memref.base();
    out_ += pl_;
    out_ += ".MemRef(";
    if (memref.pinned()) {
      AppendQuoted(base ? VarName(base.get()) : memref.name_hint());
      if (memref.slot_count() > 0) {
        out_ += ", slots=";
        AppendInt(memref.slot_count());
      }
      out_ += ')';
      if (memref.slot_index()) {
        out_ += '[';
        SubExprScope sub(this, NameMode::kHintsOnly, /*typed_index_consts=*/false);
        VisitExpr(memref.slot_index());
        out_ += ']';
      }
      return;
    }
    // A base bound by an alloc in the printed body is a real reference;
    // anything else (signatures, DDR buffers) is a forward-reference string.
    if (base && BodyDefines(base.get())) {
      AppendVarName(base.get());
    } else {
      const std::string& hint = base ? base->name_hint() : memref.name_hint();
      if (hint.find_first_of("\"\\") == std::string::npos) {
        // Nothing to escape (renames only add suffixes): no copy of the name.
        out_ += '"';
        if (base) {
          AppendVarName(base.get());
        } else {
          out_ += hint;
        }
        out_ += '"';
      } else {
        AppendQuoted(base ? VarName(base.get()) : hint);
      }
    }
    out_ += ", ";
    {
      // The offset is printed without the function's renames (it only holds
      // constants and loop variables).
      SubExprScope sub(this, NameMode::kHintsOnly, /*typed_index_consts=*/false);
      VisitExpr(memref.byte_offset());
    }
    out_ += ", ";
    AppendInt(memref.size());
    out_ += ')';
  }

  // Writes `pl.TileView(...)` with the fields that differ from the implicit
  // view (all layout fields at the EXPLICIT level); false if there are none.
  bool AppendTileView(const ir::TileView& view, const std::vector<ExprPtr>& shape,
                      const std::optional<ir::MemorySpace>& space) {
    const bool explicit_level = opt_.view_level == ViewLevel::kExplicit;
    const ir::TileView implicit = ir::ImplicitTileView(shape, space);
    ViewArgs args(this, ".TileView(");
    if (!view.valid_shape.empty() && !ir::SameDimList(view.valid_shape, shape)) {
      args.Next("valid_shape=[");
      AppendDims(view.valid_shape);
      out_ += ']';
    }
    if (!view.stride.empty()) {
      args.Next("stride=[");
      AppendDims(view.stride);
      out_ += ']';
    }
    if (view.start_offset) {
      args.Next("start_offset=");
      AppendDim(view.start_offset);
    }
    if (explicit_level || view.blayout != implicit.blayout) {
      args.Next("blayout=");
      AppendEnum(".TileLayout.", ir::EnumName(view.blayout));
    }
    if (explicit_level || view.slayout != implicit.slayout) {
      args.Next("slayout=");
      AppendEnum(".TileLayout.", ir::EnumName(view.slayout));
    }
    if (explicit_level || view.fractal != implicit.fractal) {
      args.Next("fractal=");
      AppendInt(view.fractal);
    }
    if (view.pad != ir::PadValue::kNull) {
      args.Next("pad=");
      AppendEnum(".PadValue.", ir::EnumName(view.pad));
    }
    if (view.compact != ir::CompactMode::kNull) {
      args.Next("compact=");
      AppendEnum(".CompactMode.", ir::EnumName(view.compact));
    }
    return args.Close();
  }

  bool AppendTensorView(const ir::TensorView& view, const std::vector<ExprPtr>& shape) {
    bool valid_matches = view.valid_shape.size() == shape.size();
    for (size_t i = 0; valid_matches && i < shape.size(); ++i) {
      if (view.valid_shape[i] == shape[i]) continue;
      auto a = As<ir::ConstInt>(view.valid_shape[i]);
      auto b = As<ir::ConstInt>(shape[i]);
      if (!a || !b || a->value() != b->value()) valid_matches = false;
    }
    const bool print_valid = !valid_matches && !view.valid_shape.empty();
    const bool has_pad = view.pad != ir::PadValue::kNull;
    if (!print_valid && view.stride.empty() && view.layout == ir::TensorLayout::kND && !has_pad) {
      return false;
    }
    ViewArgs args(this, ".TensorView(");
    if (print_valid) {
      args.Next("valid_shape=[");
      AppendDims(view.valid_shape);
      out_ += ']';
    }
    // stride and layout are both required by the DSL constructor.
    args.Next("stride=[");
    AppendDims(view.stride);
    out_ += ']';
    args.Next("layout=");
    AppendEnum(".TensorLayout.", ir::EnumName(view.layout));
    if (has_pad) {
      args.Next("pad=");
      AppendEnum(".PadValue.", ir::EnumName(view.pad));
    }
    return args.Close();
  }

  // `pl.<Name>(a=..., b=...)`: the head is written before the first argument.
  class ViewArgs {
   public:
    ViewArgs(Printer* p, const char* head) : p_(p), head_(head) {}
    void Next(const char* key) {
      if (count_++ == 0) {
        p_->out_ += p_->pl_;
        p_->out_ += absl::string_view(head_);
      } else {
        p_->out_ += ", ";
      }
      p_->out_ += absl::string_view(key);
    }
    bool Close() {
      if (count_ == 0) return false;
      p_->out_ += ')';
      return true;
    }

   private:
    Printer* p_;
    const char* head_;
    int count_ = 0;
  };

  // ---------------------------------------------------------- func order
  // Callees before callers (depth-first over callees in name order); on a
  // call cycle the plain name order is kept. The first function of a name
  // stands for it. Uses the function calls recorded in callees_. Returns
  // indices into program.functions().
  std::vector<size_t> CalleeFirstOrder(const ir::Program& program) const {
    const auto& functions = program.functions();
    // Function indices sorted by name, first occurrence of each name kept.
    std::vector<size_t> order;
    order.reserve(functions.size());
    for (size_t i = 0; i < functions.size(); ++i) {
      if (functions[i]) order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) {
      return functions[x]->name() < functions[y]->name();
    });
    order.erase(std::unique(order.begin(), order.end(),
                            [&](size_t x, size_t y) {
                              return functions[x]->name() == functions[y]->name();
                            }),
                order.end());
    const size_t n = order.size();
    absl::flat_hash_map<absl::string_view, size_t> rank;  // name -> position in `order`
    rank.reserve(n);
    for (size_t r = 0; r < n; ++r) rank.emplace(functions[order[r]]->name(), r);
    // Callees of each function as sorted, distinct ranks.
    std::vector<std::vector<size_t>> callees(n);
    for (size_t r = 0; r < n; ++r) {
      for (const std::string* name : callees_[order[r]]) {
        auto it = rank.find(*name);
        if (it != rank.end()) callees[r].push_back(it->second);
      }
      std::sort(callees[r].begin(), callees[r].end());
      callees[r].erase(std::unique(callees[r].begin(), callees[r].end()), callees[r].end());
    }
    enum class Mark : uint8_t { kNone, kActive, kDone };
    std::vector<Mark> mark(n, Mark::kNone);
    std::vector<size_t> sorted;
    sorted.reserve(n);
    // Iterative depth-first search: (node, next callee position).
    std::vector<std::pair<size_t, size_t>> stack;
    for (size_t root = 0; root < n; ++root) {
      if (mark[root] == Mark::kDone) continue;
      stack.push_back({root, 0});
      mark[root] = Mark::kActive;
      while (!stack.empty()) {
        auto& [node, next] = stack.back();
        if (next < callees[node].size()) {
          const size_t callee = callees[node][next++];
          if (mark[callee] == Mark::kDone) continue;
          if (mark[callee] == Mark::kActive) {
            // A cycle: keep the name order.
            return order;
          }
          mark[callee] = Mark::kActive;
          stack.push_back({callee, 0});
          continue;
        }
        mark[node] = Mark::kDone;
        sorted.push_back(order[node]);
        stack.pop_back();
      }
    }
    return sorted;
  }

  static void ForEachCallInExpr(const ExprPtr& e,
                                const std::function<void(const ir::CallPtr&)>& fn) {
    if (!e) return;
    switch (e->kind()) {
      case NodeKind::kCall: {
        auto c = As<ir::Call>(e);
        fn(c);
        for (const auto& a : c->args()) ForEachCallInExpr(a, fn);
        break;
      }
      case NodeKind::kMakeTuple:
        for (const auto& x : As<ir::MakeTuple>(e)->elements()) ForEachCallInExpr(x, fn);
        break;
      case NodeKind::kTupleGetItem:
        ForEachCallInExpr(As<ir::TupleGetItem>(e)->tuple(), fn);
        break;
      case NodeKind::kBinary:
        ForEachCallInExpr(As<ir::BinaryExpr>(e)->lhs(), fn);
        ForEachCallInExpr(As<ir::BinaryExpr>(e)->rhs(), fn);
        break;
      case NodeKind::kUnary:
        ForEachCallInExpr(As<ir::UnaryExpr>(e)->operand(), fn);
        break;
      case NodeKind::kIterArg:
        ForEachCallInExpr(As<ir::IterArg>(e)->init_value(), fn);
        break;
      default:
        break;
    }
  }

  static void ForEachCall(const StmtPtr& s, const std::function<void(const ir::CallPtr&)>& fn) {
    if (!s) return;
    auto expr = [&](const ExprPtr& e) { ForEachCallInExpr(e, fn); };
    switch (s->kind()) {
      case NodeKind::kAssign:
        expr(As<ir::AssignStmt>(s)->value());
        break;
      case NodeKind::kEval:
        expr(As<ir::EvalStmt>(s)->expr());
        break;
      case NodeKind::kSeq:
        for (const auto& x : As<ir::SeqStmts>(s)->stmts()) ForEachCall(x, fn);
        break;
      case NodeKind::kReturn:
        for (const auto& v : As<ir::ReturnStmt>(s)->values()) expr(v);
        break;
      case NodeKind::kYield:
        for (const auto& v : As<ir::YieldStmt>(s)->values()) expr(v);
        break;
      case NodeKind::kIf: {
        auto x = As<ir::IfStmt>(s);
        expr(x->condition());
        ForEachCall(x->then_body(), fn);
        ForEachCall(x->else_body(), fn);
        break;
      }
      case NodeKind::kFor: {
        auto x = As<ir::ForStmt>(s);
        expr(x->start());
        expr(x->stop());
        expr(x->step());
        for (const auto& ia : x->iter_args()) expr(ia);
        ForEachCall(x->body(), fn);
        break;
      }
      case NodeKind::kWhile: {
        auto x = As<ir::WhileStmt>(s);
        expr(x->condition());
        for (const auto& ia : x->iter_args()) expr(ia);
        ForEachCall(x->body(), fn);
        break;
      }
      case NodeKind::kScope: {
        auto x = As<ir::ScopeStmt>(s);
        expr(x->fields().core_num);
        ForEachCall(x->body(), fn);
        break;
      }
      default:
        break;
    }
  }

  // Which renames variables print with: the function's (the default), only
  // the program-level dimension names (composite dims in types), or none
  // (MemRef offsets).
  enum class NameMode { kFunction, kProgramOnly, kHintsOnly };

  // Prints a sub-expression as a fresh printer would, with the given names.
  class SubExprScope {
   public:
    SubExprScope(Printer* p, NameMode mode, bool typed_index_consts)
        : p_(p),
          mode_(p->name_mode_),
          typed_(p->typed_index_consts_),
          in_program_(p->in_program_),
          split_aiv_depth_(p->split_aiv_depth_) {
      p->name_mode_ = mode;
      p->typed_index_consts_ = typed_index_consts;
      p->in_program_ = false;
      p->split_aiv_depth_ = 0;
    }
    ~SubExprScope() {
      p_->name_mode_ = mode_;
      p_->typed_index_consts_ = typed_;
      p_->in_program_ = in_program_;
      p_->split_aiv_depth_ = split_aiv_depth_;
    }

   private:
    Printer* p_;
    NameMode mode_;
    bool typed_;
    bool in_program_;
    int split_aiv_depth_;
  };

  PrintOptions opt_;
  std::string pl_;
  // `pl.FP32` etc., by DataType.
  std::array<std::string, ir::kNumDataTypes> dtype_text_;
  // AppendFloat's texts, direct-mapped by a hash of the value's bits.
  struct FloatText {
    uint64_t bits = 0;
    uint8_t size = 0;  // 0: empty
    char text[31];
  };
  std::array<FloatText, 32> float_texts_;
  // Printed texts of cacheable types (see AppendType): position and length
  // in type_text_.
  StampedMap<const ir::Type*, std::pair<size_t, size_t>, PtrHash, PtrEq> type_text_at_;
  std::string type_text_;
  size_t type_cache_hits_ = 0;
  bool type_cache_on_ = true;
  struct OpCacheSlot {
    const ir::Op* op = nullptr;
    OpInfo info;
  };
  std::array<OpCacheSlot, 64> op_cache_;
  OutBuf out_;
  NameMode name_mode_ = NameMode::kFunction;
  int indent_ = 0;
  int split_aiv_depth_ = 0;
  bool in_program_ = false;
  bool typed_index_consts_ = false;
  VarNameMap var_names_;
  std::vector<const ir::Var*> local_;  // BuildFunctionNames' scratch
  // Names of a function or statement printed alone (body_defs_list_ points
  // into it).
  FunctionVars own_vars_;
  OutBuf aside_text_;  // PrintProgram's scratch
  NameDisambiguator disambiguator_;
  VarNameMap dyn_names_;
  // The current function's body definitions (FunctionVars::body_defs), and
  // as a set once body_defs_built_.
  const std::vector<const ir::Var*>* body_defs_list_ = nullptr;
  VarSet body_defs_;
  bool body_defs_built_ = false;
  VarSet free_vars_;
  // Per function of the program (in its order): the functions it calls.
  std::vector<std::vector<const std::string*>> callees_;
};

}  // namespace

namespace internal {
void SetOutputPieceBytesForTesting(size_t bytes) {
  output_piece_bytes.store(bytes == 0 ? kDefaultPieceBytes : bytes, std::memory_order_relaxed);
}
}  // namespace internal

std::string PrintProgram(const ir::ProgramPtr& program, const PrintOptions& options) {
  if (!program) return "";
  Printer p(options);
  p.PrintProgram(*program);
  // Text files end with a newline (the reference's dump files do).
  p.EndWithNewline();
  return p.TakeOutput();
}

std::string PrintFunction(const ir::FunctionPtr& function, const PrintOptions& options) {
  Printer p(options);
  p.PrintFunction(function);
  return p.TakeOutput();
}

std::string PrintStmt(const ir::StmtPtr& stmt, const PrintOptions& options) {
  Printer p(options);
  p.PrintRootStmt(stmt);
  return p.TakeOutput();
}

std::string PrintExpr(const ir::ExprPtr& expr, const PrintOptions& options) {
  Printer p(options);
  p.VisitExpr(expr);
  return p.TakeOutput();
}

std::string PrintType(const ir::TypePtr& type, const PrintOptions& options) {
  Printer p(options);
  return p.TypeText(type);
}

}  // namespace ptoc::text
