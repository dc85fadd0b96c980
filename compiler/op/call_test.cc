#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

relax::Expr Gv(const std::string& name) { return Make<relax::GlobalVarNode>(name); }
relax::Expr Extern(const std::string& name) { return Make<relax::ExternFuncNode>(name); }

TEST(CallTirTest, ResultIsOutSInfo) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::StructInfo out = relax::TensorSInfo({I(6)}, F32());
  relax::Call call = MakeCall("relax.call_tir", {Gv("f"), TupleOf({x})}, {}, {out});
  EXPECT_EQ(Infer(call).get(), out.get());
  relax::StructInfo pair = relax::TupleSInfo({out, relax::TensorSInfo({I(2)}, I32())});
  EXPECT_EQ(InferStr(MakeCall("relax.call_tir", {Gv("f"), TupleOf({x})}, {}, {pair})),
            "R.Tuple(R.Tensor((6,), dtype=\"float32\"), R.Tensor((2,), dtype=\"int32\"))");
  // Old-style trailing tir_vars are accepted.
  EXPECT_EQ(Infer(MakeCall("relax.call_tir", {Gv("f"), TupleOf({x}), Shape({I(4)})}, {}, {out})).get(), out.get());
}

TEST(CallTirTest, Errors) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::StructInfo out = relax::TensorSInfo({I(6)}, F32());
  EXPECT_EQ(InferError(MakeCall("relax.call_tir", {Gv("f"), TupleOf({x})})),
            "sinfo_args should have exactly 1 output struct info.");
  EXPECT_EQ(InferError(MakeCall("relax.call_tir", {x, TupleOf({x})}, {}, {out})),
            "R.call_tir expects the first argument to be a GlobalVar referring to a TIR PrimFunc. However, the "
            "argument x instead has type RelaxVar");
  EXPECT_EQ(InferError(MakeCall("relax.call_tir", {Gv("f"), x}, {}, {out})),
            "Operation Op(relax.call_tir) expects the second argument to be a tuple of relax Expr.  However, the "
            "second argument x has type R.Tensor((2, 3), dtype=\"float32\").");
}

TEST(CallTirInplaceTest, ChecksIndices) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::Var y = Tensor("y", {I(4)});
  relax::StructInfo out = relax::TensorSInfo({I(2), I(3)}, F32());
  auto call = [&](const std::vector<int64_t>& indices, relax::StructInfo o) {
    return MakeCall("relax.call_tir_inplace", {Gv("f"), TupleOf({x, y})}, {{"inplace_indices", AInts(indices)}}, {o});
  };
  EXPECT_EQ(Infer(call({0}, out)).get(), out.get());
  EXPECT_EQ(InferError(call({2}, out)),
            "In-place index 0 is out of range (must be between -1 and 1, inclusive, but is 2)");
  EXPECT_EQ(InferError(call({-1}, out)),
            "At least one index must have a value other than -1 (or else simply use call_tir)");
  EXPECT_EQ(InferError(call({0, 0}, relax::TupleSInfo({out, out}))),
            "All in-place indices must be unique, but index 0 appears more than once.");
  EXPECT_EQ(InferError(call({0, -1}, out)), "There must be an in-place index specified for each output");
  EXPECT_EQ(InferError(call({1}, out)),
            "The input used for an in-place mutation must be a tensor with identical shape and dtype as the output.  "
            "However, output 0 with struct info R.Tensor((2, 3), dtype=\"float32\") is specified as an in-place "
            "mutation of input 1 with struct info R.Tensor((4,), dtype=\"float32\")");
}

TEST(PackedCallTest, DpsAndPure) {
  relax::Var x = Tensor("x", {I(2)});
  relax::StructInfo out = relax::TensorSInfo({I(2)}, F32());
  EXPECT_EQ(Infer(MakeCall("relax.call_dps_packed", {Extern("my_func"), TupleOf({x})}, {}, {out})).get(), out.get());
  EXPECT_EQ(InferError(MakeCall("relax.call_dps_packed", {Extern("my_func"), TupleOf({x})})),
            "sinfo_args should have exact 1 output struct info.");
  EXPECT_EQ(Infer(MakeCall("relax.call_pure_packed", {Extern("vm.builtin.f"), x}, {}, {out})).get(), out.get());
  EXPECT_EQ(InferStr(MakeCall("relax.call_pure_packed", {Extern("vm.builtin.f"), x})), "R.Object");
  EXPECT_EQ(InferStr(MakeCall("relax.call_pure_packed", {Extern("vm.builtin.f")}, {}, {out, out})),
            "R.Tuple(R.Tensor((2,), dtype=\"float32\"), R.Tensor((2,), dtype=\"float32\"))");
  EXPECT_EQ(InferError(MakeCall("relax.call_pure_packed", {})),
            "call_pure_packed must be called with at least one argument");
  relax::Var typed_fn =
      relax::MakeVar("g", Make<relax::FuncStructInfoNode>(std::vector<relax::StructInfo>{out}, out, true));
  EXPECT_EQ(InferError(MakeCall("relax.call_pure_packed", {typed_fn, x}, {}, {out})),
            "call_pure_packed must be called with an opaque function, but g is not opaque");
  EXPECT_EQ(InferError(MakeCall("relax.call_pure_packed", {x}, {}, {out})), "Callee must have a function type");
  EXPECT_EQ(
      InferStr(MakeCall("relax.call_inplace_packed", {Extern("f"), x, x}, {{"inplace_indices", AInts({1})}}, {out})),
      "R.Tensor((2,), dtype=\"float32\")");
  EXPECT_EQ(
      InferError(MakeCall("relax.call_inplace_packed", {Extern("f"), x}, {{"inplace_indices", AInts({-1})}}, {out})),
      "At least one index must have a value other than -1 (or else simply use call_pure_packed)");
}

TEST(AllocTest, BuiltinMemoryAndVm) {
  relax::Call alloc =
      MakeCall("relax.builtin.alloc_tensor", {Shape({I(16), I(32)}), DTypeImm(F32()), PrimValue(0), StrImm("global")});
  EXPECT_EQ(InferStr(alloc), "R.Tensor((16, 32), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.builtin.alloc_tensor",
                                {ShapeVar("s", {I(2)}), DTypeImm(F32()), PrimValue(0), StrImm("global")})),
            "Op(relax.builtin.alloc_tensor) expects the shape to be a ShapeExpr, but got s");
  EXPECT_EQ(InferError(MakeCall("relax.builtin.alloc_tensor", {Shape({I(2)}), DTypeImm(F32()), PrimValue(0)})),
            "Operator Op(relax.builtin.alloc_tensor) expects 4 arguments, but was called with 3 arguments");
  relax::Call storage = MakeCall("relax.memory.alloc_storage",
                                 {Shape({I(1024)}), PrimValue(0), StrImm("global"), DTypeImm(DataType::UInt(8))});
  EXPECT_EQ(InferStr(storage), "R.Object");
  relax::Var st = ObjectVar("storage");
  EXPECT_EQ(InferStr(MakeCall("relax.memory.alloc_tensor", {st, PrimValue(0), Shape({I(4), I(4)}), DTypeImm(F16())})),
            "R.Tensor((4, 4), dtype=\"float16\")");
  EXPECT_EQ(InferStr(MakeCall("relax.vm.alloc_tensor",
                              {st, PrimValue(0), ShapeVar("s", {I(8)}), DTypeImm(I32()), PrimValue(0)})),
            "R.Tensor((8,), dtype=\"int32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.memory.kill_storage", {st})), "R.Tuple()");
  EXPECT_EQ(InferStr(MakeCall("relax.vm.kill_object", {st})), "R.Tuple()");
}

TEST(ShapeOfTest, FromTensorStructInfo) {
  TirVar n = SymVar("n");
  EXPECT_EQ(InferStr(MakeCall("relax.shape_of", {Tensor("x", {n, I(3)})})), "R.Shape([n, 3])");
  EXPECT_EQ(InferStr(MakeCall("relax.shape_of", {TensorNdim("y", 2)})), "R.Shape(ndim=2)");
  EXPECT_EQ(InferStr(MakeCall("relax.shape_of", {TensorNdim("y", -1)})), "R.Shape(ndim=-1)");
  EXPECT_EQ(InferError(MakeCall("relax.shape_of", {ShapeVar("s", {I(1)})})),
            "shape_of expects a tensor input, but received R.Shape([1]); use MatchCast if necessary");
  EXPECT_EQ(InferStr(MakeCall("relax.shape_to_tensor", {ShapeVar("s", {I(1), I(2)})})),
            "R.Tensor((2,), dtype=\"int64\")");
  EXPECT_EQ(InferStr(MakeCall("relax.tensor_to_shape", {Tensor("t", {I(3)}, I64())})), "R.Shape(ndim=3)");
}

TEST(DeviceTest, HintAndToVDevice) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  EXPECT_EQ(Infer(MakeCall("relax.hint_on_device", {x}, {{"dst_vdevice", AInts({2, 0})}})).get(),
            x->struct_info().get());
  EXPECT_EQ(InferStr(MakeCall("relax.to_vdevice", {x}, {{"dst_vdevice", AStr("cuda:1")}})),
            "R.Tensor((2, 3), dtype=\"float32\", vdevice=\"cuda:1\")");
  relax::VDevice cpu = Make<relax::VDeviceNode>(Target::Parse("llvm"), 0, "global");
  auto moved = Infer(MakeCall("relax.to_vdevice", {x}, {{"dst_vdevice", cpu}})).cast<relax::TensorStructInfoNode>();
  EXPECT_EQ(moved->vdevice.get(), cpu.get());
  auto scoped = Infer(MakeCall("relax.to_vdevice", {x}, {{"dst_vdevice", AStr("opencl:1:global.texture")}}))
                    .cast<relax::TensorStructInfoNode>();
  EXPECT_EQ(scoped->vdevice->memory_scope, "global.texture");
  EXPECT_EQ(scoped->vdevice->target.kind(), "opencl");
}

TEST(ClosureTest, SInfoArgs) {
  relax::Var c = ObjectVar("c");
  EXPECT_EQ(InferStr(MakeCall("relax.invoke_closure", {c, TupleOf({})}, {}, {relax::TensorSInfo({I(2)}, F32())})),
            "R.Tensor((2,), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.invoke_closure", {c, TupleOf({})})), "R.Object");
  EXPECT_EQ(InferStr(MakeCall("relax.make_closure", {Gv("f"), TupleOf({})})), "R.Object");
  EXPECT_EQ(InferStr(MakeCall("relax.null_value", {})), "R.Object");
}

}  // namespace
}  // namespace op
}  // namespace rlx
