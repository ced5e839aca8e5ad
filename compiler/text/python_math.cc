#include "compiler/text/python_math.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace ptoc::text {
namespace {

constexpr double kPi = 3.141592653589793;

absl::Status PythonError(absl::string_view type, absl::string_view message) {
  return absl::InvalidArgumentError(absl::StrCat(type, ": ", message));
}

absl::Status DomainError() { return PythonError("ValueError", "math domain error"); }
absl::Status RangeError() { return PythonError("OverflowError", "math range error"); }

absl::Status TooBig(absl::string_view name) {
  return absl::InvalidArgumentError(
      absl::StrCat("the result of math.", name, "() does not fit in a 64-bit integer"));
}

// One-argument functions with a float result, checked as CPython's math_1
// checks them: a NaN from a non-NaN argument is a domain error, an infinity
// from a finite one a range error where the function can overflow and a
// domain error (a pole) where it cannot.
struct UnaryFloatFunction {
  absl::string_view name;
  double (*fn)(double);
  bool can_overflow;
};

constexpr UnaryFloatFunction kUnaryFloat[] = {
    {"acos", std::acos, false},   {"acosh", std::acosh, false}, {"asin", std::asin, false},
    {"asinh", std::asinh, false}, {"atan", std::atan, false},   {"atanh", std::atanh, false},
    {"cos", std::cos, false},     {"cosh", std::cosh, true},    {"erf", std::erf, false},
    {"erfc", std::erfc, false},   {"exp", std::exp, true},      {"expm1", std::expm1, true},
    {"fabs", std::fabs, false},   {"log1p", std::log1p, false}, {"sin", std::sin, false},
    {"sinh", std::sinh, true},    {"sqrt", std::sqrt, false},   {"tan", std::tan, false},
    {"tanh", std::tanh, false},
};

const UnaryFloatFunction* FindUnaryFloat(absl::string_view name) {
  for (const UnaryFloatFunction& f : kUnaryFloat) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

// Functions taking integers only (bools count as integers).
constexpr absl::string_view kIntegerFunctions[] = {"gcd",       "lcm",  "isqrt",
                                                   "factorial", "comb", "perm"};
// Functions of two floats, and the rounding functions, and log.
constexpr absl::string_view kOtherFunctions[] = {"log",   "log2",     "log10",     "pow",  "atan2",
                                                 "fmod",  "copysign", "remainder", "ceil", "floor",
                                                 "trunc", "degrees",  "radians"};

// Python's float -> int conversion of ceil/floor/trunc.
absl::StatusOr<PyNumber> ToInt(absl::string_view name, double v) {
  if (std::isinf(v)) {
    return PythonError("OverflowError", "cannot convert float infinity to integer");
  }
  if (std::isnan(v)) return PythonError("ValueError", "cannot convert float NaN to integer");
  // 2^63 is exactly representable; every double below it converts exactly.
  if (v >= 9223372036854775808.0 || v < -9223372036854775808.0) return TooBig(name);
  return PyNumber::Int(static_cast<int64_t>(v));
}

absl::StatusOr<int64_t> IntegerArgument(const PyNumber& n) {
  if (n.is_float) {
    return PythonError("TypeError", "'float' object cannot be interpreted as an integer");
  }
  return n.int_value;
}

absl::Status ArgumentCount(absl::string_view name, size_t given, size_t expected) {
  if (given == expected) return absl::OkStatus();
  if (expected == 1) {
    return PythonError("TypeError", absl::StrCat("math.", name, "() takes exactly one argument (",
                                                 given, " given)"));
  }
  return PythonError("TypeError",
                     absl::StrCat(name, " expected ", expected, " arguments, got ", given));
}

// n * (n - 1) * ... * (n - k + 1), or the overflow error.
absl::StatusOr<int64_t> FallingFactorial(absl::string_view name, int64_t n, int64_t k) {
  int64_t result = 1;
  for (int64_t i = 0; i < k; ++i) {
    if (__builtin_mul_overflow(result, n - i, &result)) return TooBig(name);
  }
  return result;
}

absl::StatusOr<PyNumber> CallIntegerFunction(absl::string_view name,
                                             const std::vector<PyNumber>& args) {
  std::vector<int64_t> ints;
  for (const PyNumber& a : args) {
    absl::StatusOr<int64_t> i = IntegerArgument(a);
    if (!i.ok()) return i.status();
    ints.push_back(*i);
  }
  if (name == "gcd" || name == "lcm") {
    int64_t result = name == "gcd" ? 0 : 1;
    for (int64_t i : ints) {
      if (i == std::numeric_limits<int64_t>::min()) return TooBig(name);
      const int64_t a = i < 0 ? -i : i;
      if (name == "gcd") {
        result = std::gcd(result, a);
      } else if (a == 0 || result == 0) {
        result = 0;
      } else if (__builtin_mul_overflow(result / std::gcd(result, a), a, &result)) {
        return TooBig(name);
      }
    }
    return PyNumber::Int(result);
  }
  if (name == "isqrt") {
    if (absl::Status s = ArgumentCount(name, ints.size(), 1); !s.ok()) return s;
    if (ints[0] < 0) return PythonError("ValueError", "isqrt() argument must be nonnegative");
    auto root = static_cast<int64_t>(std::sqrt(static_cast<double>(ints[0])));
    // The double's root may be one off either way for large arguments.
    while (root > 0 && root > ints[0] / root) --root;
    while ((root + 1) <= ints[0] / (root + 1)) ++root;
    return PyNumber::Int(root);
  }
  if (name == "factorial") {
    if (absl::Status s = ArgumentCount(name, ints.size(), 1); !s.ok()) return s;
    if (ints[0] < 0) {
      return PythonError("ValueError", "factorial() not defined for negative values");
    }
    absl::StatusOr<int64_t> f = FallingFactorial(name, ints[0], ints[0]);
    if (!f.ok()) return f.status();
    return PyNumber::Int(*f);
  }
  // comb(n, k) and perm(n, k); perm's k defaults to n.
  if (!(name == "perm" && ints.size() == 1)) {
    if (absl::Status s = ArgumentCount(name, ints.size(), 2); !s.ok()) return s;
  }
  const int64_t n = ints[0];
  const int64_t k = ints.size() == 2 ? ints[1] : n;
  if (n < 0) return PythonError("ValueError", "n must be a non-negative integer");
  if (k < 0) return PythonError("ValueError", "k must be a non-negative integer");
  if (k > n) return PyNumber::Int(0);
  if (name == "perm") {
    absl::StatusOr<int64_t> p = FallingFactorial(name, n, k);
    if (!p.ok()) return p.status();
    return PyNumber::Int(*p);
  }
  // comb: multiply and divide step by step (each partial result is a binomial).
  const int64_t m = std::min(k, n - k);
  int64_t result = 1;
  for (int64_t i = 1; i <= m; ++i) {
    const int64_t g = std::gcd(result, i);
    const int64_t factor = (n - m + i) / (i / g);
    if (__builtin_mul_overflow(result / g, factor, &result)) return TooBig(name);
  }
  return PyNumber::Int(result);
}

absl::StatusOr<PyNumber> CheckedFloat(double result, bool args_finite, bool args_nan,
                                      bool can_overflow) {
  if (std::isnan(result) && !args_nan) return DomainError();
  if (std::isinf(result) && args_finite) return can_overflow ? RangeError() : DomainError();
  return PyNumber::Float(result);
}

}  // namespace

std::optional<double> PythonMathConstant(absl::string_view name) {
  if (name == "pi") return kPi;
  if (name == "e") return 2.718281828459045;
  if (name == "tau") return 6.283185307179586;
  if (name == "inf") return std::numeric_limits<double>::infinity();
  if (name == "nan") return std::numeric_limits<double>::quiet_NaN();
  return std::nullopt;
}

bool IsPythonMathFunction(absl::string_view name) {
  if (FindUnaryFloat(name) != nullptr) return true;
  for (absl::string_view f : kIntegerFunctions) {
    if (f == name) return true;
  }
  for (absl::string_view f : kOtherFunctions) {
    if (f == name) return true;
  }
  return false;
}

absl::StatusOr<PyNumber> CallPythonMath(absl::string_view name, const std::vector<PyNumber>& args) {
  for (absl::string_view f : kIntegerFunctions) {
    if (f == name) return CallIntegerFunction(name, args);
  }
  bool finite = true, nan = false;
  for (const PyNumber& a : args) {
    finite = finite && std::isfinite(a.AsDouble());
    nan = nan || std::isnan(a.AsDouble());
  }
  if (const UnaryFloatFunction* f = FindUnaryFloat(name)) {
    if (absl::Status s = ArgumentCount(name, args.size(), 1); !s.ok()) return s;
    const double x = args[0].AsDouble();
    return CheckedFloat(f->fn(x), finite, nan, f->can_overflow);
  }
  if (name == "degrees" || name == "radians") {
    // Plain products in Python: no error check.
    if (absl::Status s = ArgumentCount(name, args.size(), 1); !s.ok()) return s;
    const double x = args[0].AsDouble();
    return PyNumber::Float(name == "degrees" ? x * (180.0 / kPi) : x * (kPi / 180.0));
  }
  if (name == "ceil" || name == "floor" || name == "trunc") {
    if (absl::Status s = ArgumentCount(name, args.size(), 1); !s.ok()) return s;
    if (!args[0].is_float) return args[0];
    const double x = args[0].float_value;
    return ToInt(name, name == "ceil"    ? std::ceil(x)
                       : name == "floor" ? std::floor(x)
                                         : std::trunc(x));
  }
  if (name == "log" || name == "log2" || name == "log10") {
    const bool two = name == "log" && args.size() == 2;
    if (name == "log" && (args.empty() || args.size() > 2)) {
      return PythonError("TypeError", "math.log requires 1 to 2 arguments");
    }
    if (name != "log") {
      if (absl::Status s = ArgumentCount(name, args.size(), 1); !s.ok()) return s;
    }
    auto log_of = [&](const PyNumber& x) -> absl::StatusOr<double> {
      const double v = x.AsDouble();
      if (std::isnan(v)) return v;
      if (v <= 0) return DomainError();
      return name == "log2" ? std::log2(v) : name == "log10" ? std::log10(v) : std::log(v);
    };
    absl::StatusOr<double> num = log_of(args[0]);
    if (!num.ok()) return num.status();
    if (!two) return PyNumber::Float(*num);
    absl::StatusOr<double> den = log_of(args[1]);
    if (!den.ok()) return den.status();
    if (*den == 0) return PythonError("ZeroDivisionError", "float division by zero");
    return PyNumber::Float(*num / *den);
  }
  // Functions of two floats.
  if (absl::Status s = ArgumentCount(name, args.size(), 2); !s.ok()) return s;
  const double x = args[0].AsDouble(), y = args[1].AsDouble();
  if (name == "pow") {
    const double r = std::pow(x, y);
    if (std::isinf(r) && finite) return x == 0 ? DomainError() : RangeError();
    return CheckedFloat(r, finite, nan, true);
  }
  if (name == "atan2") return PyNumber::Float(std::atan2(x, y));  // math.atan2(y, x)
  if (name == "copysign") return PyNumber::Float(std::copysign(x, y));
  if (name == "fmod" || name == "remainder") {
    if (!std::isnan(x) && !std::isnan(y) && (y == 0 || std::isinf(x))) return DomainError();
    return PyNumber::Float(name == "fmod" ? std::fmod(x, y) : std::remainder(x, y));
  }
  return absl::InvalidArgumentError(absl::StrCat("math.", name, "() is not supported"));
}

}  // namespace ptoc::text
