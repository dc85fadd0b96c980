# FuseOpsByPattern (cutlass, no annotate_codegen) then MergeCompositeFunctions:
# the two matmul composites chained through relu1 merge into one public
# cutlass function; the conv2d composite cannot join them because the plain
# reshape in between is not cutlass, so it gets its own function (its name
# takes a "1": the composite of the same name existed while grouping). The
# composite globals are gone; each merged function binds them as local
# functions in a non-dataflow body.
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cutlass),MergeCompositeFunctions' | %FileCheck %s

# CHECK-LABEL: def fused_relax_matmul_relax_add_relax_nn_relu_relax_matmul_relax_add_cutlass(
# CHECK-SAME:    reshaped: R.Tensor((16384, 32), dtype="float16"), w1: R.Tensor((32, 64), dtype="float16"), b1: R.Tensor((64,), dtype="float16"), w2: R.Tensor((64, 8), dtype="float16"), b2: R.Tensor((8,), dtype="float16")
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK-NEXT:    @R.function
# CHECK-NEXT:    def fused_relax_matmul_relax_add_relax_nn_relu(
# CHECK-NEXT:      R.func_attr({"Composite": "cutlass.matmul_bias_relu"})
# CHECK:         relu1: R.Tensor((16384, 64), dtype="float16") = fused_relax_matmul_relax_add_relax_nn_relu(reshaped, w1, b1)
# CHECK-NEXT:    @R.function
# CHECK-NEXT:    def fused_relax_matmul_relax_add(
# CHECK-NEXT:      R.func_attr({"Composite": "cutlass.matmul_bias"})
# CHECK:         gv: R.Tensor((16384, 8), dtype="float16") = fused_relax_matmul_relax_add(relu1, w2, b2)
# CHECK-NEXT:    return gv
# CHECK-LABEL: def fused_relax_nn_conv2d_relax_add_relax_nn_relu1_cutlass(
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.conv2d_bias_relu"})
# CHECK-LABEL: def main(
# CHECK:         act: {{.*}} = cls.fused_relax_nn_conv2d_relax_add_relax_nn_relu1_cutlass(data, weight, bias)
# CHECK-NEXT:    reshaped: {{.*}} = R.reshape(act, R.shape([16384, 32]))
# CHECK-NEXT:    gv: {{.*}} = cls.fused_relax_matmul_relax_add_relax_nn_relu_relax_matmul_relax_add_cutlass(reshaped, w1, b1, w2, b2)
# CHECK-NEXT:    R.output(gv)
# CHECK-NOT:     Primitive

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((16, 32, 32, 16), dtype="float16"), weight: R.Tensor((32, 3, 3, 16), dtype="float16"), bias: R.Tensor((1, 1, 1, 32), dtype="float16"), w1: R.Tensor((32, 64), dtype="float16"), b1: R.Tensor((64,), dtype="float16"), w2: R.Tensor((64, 8), dtype="float16"), b2: R.Tensor((8,), dtype="float16")) -> R.Tensor((16384, 8), dtype="float16"):
        with R.dataflow():
            conv = R.nn.conv2d(data, weight, padding=[1, 1, 1, 1], data_layout="NHWC", kernel_layout="OHWI")
            biased = R.add(conv, bias)
            act = R.nn.relu(biased)
            reshaped = R.reshape(act, R.shape([16384, 32]))
            mm1 = R.matmul(reshaped, w1)
            add1 = R.add(mm1, b1)
            relu1 = R.nn.relu(add1)
            mm2 = R.matmul(relu1, w2)
            gv = R.add(mm2, b2)
            R.output(gv)
        return gv
