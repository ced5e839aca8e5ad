#include "compiler/ir/attrs.h"

#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace ptoc::ir {
namespace {

TEST(AttrValueTest, AccessorsGiveZeroValuesForOtherKinds) {
  const AttrValue f = AttrValue::Float(2.5);
  EXPECT_EQ(f.AsFloat(), 2.5);
  EXPECT_EQ(f.AsInt(), 0);  // the float's bits are not an int
  EXPECT_FALSE(f.AsBool());
  const AttrValue i = AttrValue::Int(-7);
  EXPECT_EQ(i.AsInt(), -7);
  EXPECT_EQ(i.AsFloat(), 0.0);
  EXPECT_EQ(AttrValue::Bool(true).AsInt(), 0);
  EXPECT_EQ(AttrValue::DType(DataType::kFP16).AsDataType(), DataType::kFP16);
  EXPECT_EQ(AttrValue::Int(3).AsDataType(), DataType::kBool);
  EXPECT_TRUE(AttrValue::Int(3).AsList().empty());
  EXPECT_TRUE(AttrValue::Int(3).EnumQualifier().empty());
}

TEST(AttrValueTest, KnownAndOtherQualifiersSurviveCopies) {
  const AttrValue known = AttrValue::FromEnum(MemorySpace::kVec);
  EXPECT_EQ(known.EnumQualifier(), "Mem");
  EXPECT_EQ(known.AsString(), "Vec");
  EXPECT_EQ(known.AsEnum<MemorySpace>(), MemorySpace::kVec);
  EXPECT_EQ(known.AsEnum<PadValue>(), std::nullopt);

  AttrValue copy;
  {
    AttrValue other = AttrValue::Enum("Somewhere" + std::string(20, 'x'), "member");
    copy = other;  // the original goes away; the copy keeps its qualifier
    AttrValue moved = std::move(other);
    EXPECT_EQ(moved.EnumQualifier(), "Somewhere" + std::string(20, 'x'));
  }
  EXPECT_EQ(copy.kind(), AttrValue::Kind::kEnum);
  EXPECT_EQ(copy.EnumQualifier(), "Somewhere" + std::string(20, 'x'));
  EXPECT_EQ(copy.AsString(), "member");
  EXPECT_EQ(copy.AsEnum<MemorySpace>(), std::nullopt);
}

TEST(AttrValueTest, ListsAreSharedByCopiesAndKeepTheirElements) {
  AttrValue list = AttrValue::List(
      {AttrValue::Int(1), AttrValue::String("two"), AttrValue::List({AttrValue::Bool(true)})});
  const AttrValue copy = list;
  list = AttrValue::Int(9);  // the copy's elements stay
  ASSERT_EQ(copy.AsList().size(), 3u);
  EXPECT_EQ(copy.AsList()[0].AsInt(), 1);
  EXPECT_EQ(copy.AsList()[1].AsString(), "two");
  ASSERT_EQ(copy.AsList()[2].AsList().size(), 1u);
  EXPECT_TRUE(copy.AsList()[2].AsList()[0].AsBool());
  EXPECT_TRUE(list.AsList().empty());
}

}  // namespace
}  // namespace ptoc::ir
