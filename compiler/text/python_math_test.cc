// Expected values and messages are CPython 3.11's (`python3 -c "import math; ..."`).
#include "compiler/text/python_math.h"

#include <cmath>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace ptoc::text {
namespace {

PyNumber I(int64_t v) { return PyNumber::Int(v); }
PyNumber F(double v) { return PyNumber::Float(v); }

PyNumber Call(const std::string& name, const std::vector<PyNumber>& args) {
  absl::StatusOr<PyNumber> r = CallPythonMath(name, args);
  EXPECT_TRUE(r.ok()) << name << ": " << r.status();
  return r.ok() ? *r : PyNumber();
}

std::string Error(const std::string& name, const std::vector<PyNumber>& args) {
  absl::StatusOr<PyNumber> r = CallPythonMath(name, args);
  EXPECT_FALSE(r.ok()) << name;
  return r.ok() ? "" : std::string(r.status().message());
}

void ExpectFloat(const PyNumber& n, double v) {
  EXPECT_TRUE(n.is_float);
  EXPECT_EQ(n.float_value, v);
}

void ExpectInt(const PyNumber& n, int64_t v) {
  EXPECT_FALSE(n.is_float);
  EXPECT_EQ(n.int_value, v);
}

TEST(PythonMathTest, Constants) {
  EXPECT_EQ(*PythonMathConstant("pi"), 3.141592653589793);
  EXPECT_EQ(*PythonMathConstant("e"), 2.718281828459045);
  EXPECT_EQ(*PythonMathConstant("tau"), 6.283185307179586);
  EXPECT_TRUE(std::isinf(*PythonMathConstant("inf")));
  EXPECT_TRUE(std::isnan(*PythonMathConstant("nan")));
  EXPECT_FALSE(PythonMathConstant("sqrt").has_value());
  EXPECT_TRUE(IsPythonMathFunction("sqrt"));
  EXPECT_FALSE(IsPythonMathFunction("pi"));
  EXPECT_FALSE(IsPythonMathFunction("fsum"));
  // CPython computes these with its own algorithms, not the C library's.
  EXPECT_FALSE(IsPythonMathFunction("gamma"));
  EXPECT_FALSE(IsPythonMathFunction("hypot"));
  EXPECT_FALSE(IsPythonMathFunction("lgamma"));
}

TEST(PythonMathTest, FloatResults) {
  ExpectFloat(Call("sqrt", {I(64)}), 8.0);
  ExpectFloat(Call("sqrt", {I(1)}), 1.0);  // math.sqrt(True) too: bools are ints
  ExpectFloat(Call("log", {I(8), I(2)}), 3.0);
  ExpectFloat(Call("log10", {I(1000)}), 3.0);
  ExpectFloat(Call("log2", {I(int64_t{1} << 40)}), 40.0);
  ExpectFloat(Call("atan2", {I(1), I(0)}), 1.5707963267948966);
  ExpectFloat(Call("atan2", {I(0), I(-1)}), 3.141592653589793);
  ExpectFloat(Call("copysign", {I(1), F(-0.0)}), -1.0);
  ExpectFloat(Call("degrees", {F(3.141592653589793)}), 180.0);
  ExpectFloat(Call("radians", {F(1e308)}), 1.7453292519943295e+306);
  EXPECT_TRUE(std::isinf(Call("degrees", {F(1e308)}).float_value));
  EXPECT_TRUE(std::isnan(Call("exp", {F(std::nan(""))}).float_value));
  EXPECT_TRUE(std::isnan(Call("pow", {I(2), F(std::nan(""))}).float_value));
  EXPECT_TRUE(std::isinf(Call("pow", {F(INFINITY), I(2)}).float_value));
}

TEST(PythonMathTest, IntegerResults) {
  ExpectInt(Call("ceil", {F(2.5)}), 3);
  ExpectInt(Call("ceil", {F(6.25)}), 7);
  ExpectInt(Call("floor", {F(-2.5)}), -3);
  ExpectInt(Call("trunc", {F(-2.5)}), -2);
  ExpectInt(Call("ceil", {I(1)}), 1);
  ExpectInt(Call("gcd", {I(12), I(18)}), 6);
  ExpectInt(Call("gcd", {}), 0);
  ExpectInt(Call("gcd", {I(1), I(4)}), 1);
  ExpectInt(Call("lcm", {I(4), I(6)}), 12);
  ExpectInt(Call("lcm", {}), 1);
  ExpectInt(Call("isqrt", {I(1)}), 1);
  ExpectInt(Call("isqrt", {I(99)}), 9);
  ExpectInt(Call("isqrt", {I(int64_t{3037000499} * 3037000499)}), 3037000499);
  ExpectInt(Call("factorial", {I(20)}), 2432902008176640000);
  ExpectInt(Call("perm", {I(5), I(2)}), 20);
  ExpectInt(Call("perm", {I(5)}), 120);
  ExpectInt(Call("comb", {I(60), I(30)}), 118264581564861424);
  ExpectInt(Call("comb", {I(5), I(7)}), 0);
}

TEST(PythonMathTest, PythonExceptions) {
  EXPECT_EQ(Error("sqrt", {I(-1)}), "ValueError: math domain error");
  EXPECT_EQ(Error("log", {I(0)}), "ValueError: math domain error");
  EXPECT_EQ(Error("log", {I(8), I(1)}), "ZeroDivisionError: float division by zero");
  EXPECT_EQ(Error("exp", {I(1000)}), "OverflowError: math range error");
  EXPECT_EQ(Error("expm1", {I(1000)}), "OverflowError: math range error");
  EXPECT_EQ(Error("cosh", {I(1000)}), "OverflowError: math range error");
  EXPECT_EQ(Error("pow", {I(0), I(-1)}), "ValueError: math domain error");
  EXPECT_EQ(Error("pow", {I(10), I(400)}), "OverflowError: math range error");
  EXPECT_EQ(Error("pow", {I(-8), F(1.0 / 3)}), "ValueError: math domain error");
  EXPECT_EQ(Error("atanh", {I(1)}), "ValueError: math domain error");
  EXPECT_EQ(Error("log1p", {I(-1)}), "ValueError: math domain error");
  EXPECT_EQ(Error("sin", {F(INFINITY)}), "ValueError: math domain error");
  EXPECT_EQ(Error("fmod", {I(1), I(0)}), "ValueError: math domain error");
  EXPECT_EQ(Error("fmod", {F(INFINITY), I(1)}), "ValueError: math domain error");
  EXPECT_EQ(Error("remainder", {I(5), I(0)}), "ValueError: math domain error");
  EXPECT_EQ(Error("ceil", {F(INFINITY)}),
            "OverflowError: cannot convert float infinity to integer");
  EXPECT_EQ(Error("ceil", {F(std::nan(""))}), "ValueError: cannot convert float NaN to integer");
  EXPECT_EQ(Error("gcd", {F(4.0), I(2)}),
            "TypeError: 'float' object cannot be interpreted as an integer");
  EXPECT_EQ(Error("factorial", {F(2.0)}),
            "TypeError: 'float' object cannot be interpreted as an integer");
  EXPECT_EQ(Error("isqrt", {I(-1)}), "ValueError: isqrt() argument must be nonnegative");
  EXPECT_EQ(Error("factorial", {I(-1)}), "ValueError: factorial() not defined for negative values");
  EXPECT_EQ(Error("comb", {I(-1), I(2)}), "ValueError: n must be a non-negative integer");
  EXPECT_EQ(Error("sqrt", {}), "TypeError: math.sqrt() takes exactly one argument (0 given)");
  EXPECT_EQ(Error("sqrt", {I(1), I(2)}),
            "TypeError: math.sqrt() takes exactly one argument (2 given)");
  EXPECT_EQ(Error("pow", {I(1)}), "TypeError: pow expected 2 arguments, got 1");
  EXPECT_EQ(Error("comb", {I(5)}), "TypeError: comb expected 2 arguments, got 1");
  EXPECT_EQ(Error("log", {}), "TypeError: math.log requires 1 to 2 arguments");
  EXPECT_EQ(Error("log", {I(1), I(2), I(3)}), "TypeError: math.log requires 1 to 2 arguments");
}

// Python's ints are unbounded; the IR's are 64-bit, so a larger result is
// an error rather than a wrapped value.
TEST(PythonMathTest, IntegersBeyond64BitsAreErrors) {
  EXPECT_NE(Error("ceil", {F(1e30)}).find("64-bit"), std::string::npos);
  EXPECT_NE(Error("factorial", {I(21)}).find("64-bit"), std::string::npos);
  EXPECT_NE(Error("comb", {I(100), I(50)}).find("64-bit"), std::string::npos);
  ExpectInt(Call("floor", {F(-9223372036854775808.0)}), INT64_MIN);
}

}  // namespace
}  // namespace ptoc::text
