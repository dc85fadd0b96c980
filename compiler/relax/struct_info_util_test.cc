#include "compiler/relax/struct_info_util.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/relax/expr.h"

namespace rlx {
namespace relax {
namespace {

using R = BaseCheckResult;

StructInfo F32(std::vector<PrimExpr> dims) { return TensorSInfo(std::move(dims), DataType::Float(32)); }
StructInfo I32(std::vector<PrimExpr> dims) { return TensorSInfo(std::move(dims), DataType::Int(32)); }
StructInfo AnyTensor() { return TensorSInfoNdim(DataType::Void(), -1); }
StructInfo Func(std::vector<StructInfo> params, StructInfo ret, bool pure = true) {
  return Make<FuncStructInfoNode>(std::move(params), std::move(ret), pure);
}
StructInfo Opaque(StructInfo ret, bool pure = true) {
  return Make<FuncStructInfoNode>(std::nullopt, std::move(ret), pure);
}

TEST(IsBaseOfTest, ObjectIsBaseOfEverything) {
  StructInfo obj = ObjectSInfo();
  for (const StructInfo& s : {ObjectSInfo(), F32({Int64(4)}), AnyTensor(), TupleSInfo({}), ShapeSInfoNdim(2),
                              PrimSInfo(DataType::Int(64)), Opaque(ObjectSInfo())}) {
    EXPECT_TRUE(IsBaseOf(obj, s)) << StructInfoToString(s);
  }
  // The other way needs a match_cast: a static gap, not a contradiction.
  EXPECT_EQ(StructInfoBaseCheck(F32({Int64(4)}), obj), R::kFailL1);
  EXPECT_EQ(StructInfoBaseCheck(TupleSInfo({}), obj), R::kFailL1);
}

TEST(IsBaseOfTest, KindsDoNotMix) {
  EXPECT_EQ(StructInfoBaseCheck(F32({Int64(4)}), ShapeSInfo({Int64(4)})), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(ShapeSInfoNdim(-1), AnyTensor()), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(TupleSInfo({}), PrimSInfo(DataType::Int(64))), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(Opaque(ObjectSInfo()), F32({})), R::kFailL0);
}

TEST(IsBaseOfTest, TensorDtype) {
  StructInfo any_dtype = Make<TensorStructInfoNode>(Expr(), DataType::Void(), 1, VDevice());
  StructInfo f32 = TensorSInfoNdim(DataType::Float(32), 1);
  EXPECT_TRUE(IsBaseOf(any_dtype, f32));
  EXPECT_EQ(StructInfoBaseCheck(f32, any_dtype), R::kFailL1);
  EXPECT_EQ(StructInfoBaseCheck(f32, TensorSInfoNdim(DataType::Int(32), 1)), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(F32({Int64(4)}), I32({Int64(4)})), R::kFailL0);
}

TEST(IsBaseOfTest, TensorRank) {
  StructInfo rank2 = TensorSInfoNdim(DataType::Float(32), 2);
  EXPECT_TRUE(IsBaseOf(rank2, F32({Int64(2), Int64(3)})));
  EXPECT_TRUE(IsBaseOf(AnyTensor(), F32({Int64(2), Int64(3)})));
  EXPECT_TRUE(IsBaseOf(AnyTensor(), rank2));
  EXPECT_EQ(StructInfoBaseCheck(rank2, F32({Int64(2)})), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(rank2, TensorSInfoNdim(DataType::Float(32), -1)), R::kFailL1);
  // A known shape over a value of the right rank but unknown extents.
  EXPECT_EQ(StructInfoBaseCheck(F32({Int64(2), Int64(3)}), rank2), R::kFailL2);
}

TEST(IsBaseOfTest, TensorShapes) {
  TirVar n = MakeTirVar("n", DataType::Int(64)), m = MakeTirVar("m", DataType::Int(64));
  EXPECT_TRUE(IsBaseOf(F32({Int64(4), Int64(8)}), F32({Int64(4), Int64(8)})));
  EXPECT_EQ(StructInfoBaseCheck(F32({Int64(4)}), F32({Int64(8)})), R::kFailL0);
  EXPECT_TRUE(IsBaseOf(F32({n, Int64(4)}), F32({n, Int64(4)})));
  // Equal by arithmetic, not by structure.
  EXPECT_TRUE(IsBaseOf(F32({MakeBinary(NodeKind::kMul, n, Int64(2))}), F32({MakeBinary(NodeKind::kMul, Int64(2), n)})));
  EXPECT_TRUE(IsBaseOf(F32({MakeBinary(NodeKind::kAdd, n, n)}), F32({MakeBinary(NodeKind::kMul, n, Int64(2))})));
  // Distinct variables, or a variable against a constant: unproven.
  EXPECT_EQ(StructInfoBaseCheck(F32({n}), F32({m})), R::kFailL2);
  EXPECT_EQ(StructInfoBaseCheck(F32({n}), F32({Int64(4)})), R::kFailL2);
  // The worst field decides.
  EXPECT_EQ(StructInfoBaseCheck(F32({n, Int64(4)}), F32({m, Int64(5)})), R::kFailL0);
}

TEST(IsBaseOfTest, TensorShapeHeldInAVariable) {
  Var s = MakeVar("s", ShapeSInfoNdim(2)), other = MakeVar("other", ShapeSInfoNdim(2));
  StructInfo by_s = Make<TensorStructInfoNode>(s, DataType::Float(32), -1, VDevice());
  EXPECT_EQ(by_s.as<TensorStructInfoNode>()->ndim, 2);
  EXPECT_TRUE(IsBaseOf(by_s, Make<TensorStructInfoNode>(s, DataType::Float(32), -1, VDevice())));
  EXPECT_EQ(StructInfoBaseCheck(by_s, Make<TensorStructInfoNode>(other, DataType::Float(32), -1, VDevice())),
            R::kFailL2);
}

TEST(IsBaseOfTest, TensorVDevice) {
  VDevice gpu = Make<VDeviceNode>(Target::Parse("cuda"), 0, "global");
  VDevice gpu_again = Make<VDeviceNode>(Target::Parse("cuda"), 0, "global");
  VDevice cpu = Make<VDeviceNode>(Target::Parse("llvm"), 0, "global");
  // The module's device with its options, and the same device as
  // R.to_vdevice(x, "cuda:0") infers it: one device.
  VDevice gpu_with_libs = Make<VDeviceNode>(Target::Parse("{\"kind\": \"cuda\", \"libs\": [\"thrust\"]}"), 0, "global");
  VDevice gpu1 = Make<VDeviceNode>(Target::Parse("cuda"), 1, "global");
  VDevice gpu_texture = Make<VDeviceNode>(Target::Parse("cuda"), 0, "global.texture");
  StructInfo on_gpu = TensorSInfo({Int64(4)}, DataType::Float(32), gpu);
  EXPECT_TRUE(IsBaseOf(F32({Int64(4)}), on_gpu));
  EXPECT_TRUE(IsBaseOf(on_gpu, TensorSInfo({Int64(4)}, DataType::Float(32), gpu_again)));
  EXPECT_EQ(StructInfoBaseCheck(on_gpu, F32({Int64(4)})), R::kFailL1);
  EXPECT_EQ(StructInfoBaseCheck(on_gpu, TensorSInfo({Int64(4)}, DataType::Float(32), cpu)), R::kFailL0);
  EXPECT_TRUE(IsBaseOf(TensorSInfo({Int64(4)}, DataType::Float(32), gpu_with_libs), on_gpu));
  EXPECT_EQ(StructInfoBaseCheck(on_gpu, TensorSInfo({Int64(4)}, DataType::Float(32), gpu1)), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(on_gpu, TensorSInfo({Int64(4)}, DataType::Float(32), gpu_texture)), R::kFailL0);
}

TEST(IsBaseOfTest, Tuples) {
  StructInfo pair = TupleSInfo({F32({Int64(4)}), ShapeSInfoNdim(1)});
  EXPECT_TRUE(IsBaseOf(TupleSInfo({AnyTensor(), ObjectSInfo()}), pair));
  EXPECT_TRUE(IsBaseOf(TupleSInfo({}), TupleSInfo({})));
  EXPECT_EQ(StructInfoBaseCheck(pair, TupleSInfo({AnyTensor(), ShapeSInfoNdim(1)})), R::kFailL1);
  EXPECT_EQ(StructInfoBaseCheck(TupleSInfo({AnyTensor()}), pair), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(TupleSInfo({ShapeSInfoNdim(1), AnyTensor()}), pair), R::kFailL0);
}

TEST(IsBaseOfTest, Prims) {
  TirVar n = MakeTirVar("n", DataType::Int(64));
  StructInfo i64 = PrimSInfo(DataType::Int(64));
  EXPECT_TRUE(IsBaseOf(i64, PrimSInfo(DataType::Int(64), Int64(3))));
  EXPECT_TRUE(IsBaseOf(PrimSInfo(DataType::Void()), i64));
  EXPECT_TRUE(IsBaseOf(PrimSInfo(DataType::Int(64), n), PrimSInfo(DataType::Int(64), n)));
  EXPECT_EQ(StructInfoBaseCheck(i64, PrimSInfo(DataType::Float(32))), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(i64, PrimSInfo(DataType::Void())), R::kFailL1);
  EXPECT_EQ(StructInfoBaseCheck(PrimSInfo(DataType::Int(64), Int64(3)), PrimSInfo(DataType::Int(64), Int64(4))),
            R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(PrimSInfo(DataType::Int(64), Int64(3)), i64), R::kFailL2);
}

TEST(IsBaseOfTest, Shapes) {
  TirVar n = MakeTirVar("n", DataType::Int(64));
  EXPECT_TRUE(IsBaseOf(ShapeSInfoNdim(-1), ShapeSInfo({n, Int64(4)})));
  EXPECT_TRUE(IsBaseOf(ShapeSInfoNdim(2), ShapeSInfo({n, Int64(4)})));
  EXPECT_TRUE(IsBaseOf(ShapeSInfo({n, Int64(4)}), ShapeSInfo({n, Int64(4)})));
  EXPECT_EQ(StructInfoBaseCheck(ShapeSInfoNdim(2), ShapeSInfoNdim(3)), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(ShapeSInfoNdim(2), ShapeSInfoNdim(-1)), R::kFailL1);
  EXPECT_EQ(StructInfoBaseCheck(ShapeSInfo({Int64(4)}), ShapeSInfo({Int64(5)})), R::kFailL0);
  EXPECT_EQ(StructInfoBaseCheck(ShapeSInfo({Int64(4)}), ShapeSInfoNdim(1)), R::kFailL2);
}

TEST(IsBaseOfTest, Callables) {
  StructInfo f4 = F32({Int64(4)});
  // Parameters are contravariant: a callable taking any tensor can stand in
  // for one taking (4,) tensors, not the other way round.
  EXPECT_TRUE(IsBaseOf(Func({f4}, ObjectSInfo()), Func({AnyTensor()}, f4)));
  EXPECT_EQ(StructInfoBaseCheck(Func({AnyTensor()}, ObjectSInfo()), Func({f4}, ObjectSInfo())), R::kFailL1);
  // Results are covariant.
  EXPECT_EQ(StructInfoBaseCheck(Func({f4}, f4), Func({f4}, ObjectSInfo())), R::kFailL1);
  EXPECT_EQ(StructInfoBaseCheck(Func({f4}, f4), Func({f4, f4}, f4)), R::kFailL0);
  // An opaque callable type only constrains the result.
  EXPECT_TRUE(IsBaseOf(Opaque(ObjectSInfo()), Func({f4, f4}, f4)));
  EXPECT_EQ(StructInfoBaseCheck(Func({f4}, f4), Opaque(f4)), R::kFailL2);
  // Purity: an impure callable cannot stand in for a pure one.
  EXPECT_TRUE(IsBaseOf(Opaque(ObjectSInfo(), /*pure=*/false), Opaque(ObjectSInfo(), /*pure=*/true)));
  EXPECT_EQ(StructInfoBaseCheck(Opaque(ObjectSInfo(), true), Opaque(ObjectSInfo(), false)), R::kFailL1);
}

TEST(StructInfoToStringTest, PrintsTvmScriptLikeText) {
  TirVar n = MakeTirVar("n", DataType::Int(64));
  EXPECT_EQ(StructInfoToString(F32({n, Int64(4)})), "R.Tensor((n, 4), \"float32\")");
  EXPECT_EQ(StructInfoToString(F32({Int64(8)})), "R.Tensor((8,), \"float32\")");
  EXPECT_EQ(StructInfoToString(TensorSInfoNdim(DataType::Float(16), 2)), "R.Tensor(dtype=\"float16\", ndim=2)");
  EXPECT_EQ(StructInfoToString(AnyTensor()), "R.Tensor");
  EXPECT_EQ(StructInfoToString(TupleSInfo({ShapeSInfo({n}), ObjectSInfo()})), "R.Tuple(R.Shape([n]), R.Object)");
  EXPECT_EQ(StructInfoToString(ShapeSInfoNdim(3)), "R.Shape(ndim=3)");
  EXPECT_EQ(StructInfoToString(PrimSInfo(DataType::Int(64))), "R.Prim(\"int64\")");
  EXPECT_EQ(StructInfoToString(PrimSInfo(DataType::Int(64), n)), "R.Prim(value=n)");
  EXPECT_EQ(StructInfoToString(Func({AnyTensor()}, ObjectSInfo(), false)),
            "R.Callable((R.Tensor,), R.Object, pure=False)");
  EXPECT_EQ(StructInfoToString(StructInfo()), "<none>");
}

}  // namespace
}  // namespace relax
}  // namespace rlx
