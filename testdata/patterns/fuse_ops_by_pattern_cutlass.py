# FuseOpsByPattern with the registered cutlass patterns: an f16 NHWC/OHWI
# conv2d + bias + relu becomes cutlass.conv2d_bias_relu; the two matmuls
# with their bias (and the relu on the first) take cutlass.matmul_bias_relu
# and cutlass.matmul_bias.
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cutlass,annotate_codegen=true)' | %FileCheck %s
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cutlass)' | %FileCheck %s --check-prefix=PLAIN

# CHECK-LABEL: def fused_relax_matmul_relax_add_cutlass(
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.matmul_bias"})
# CHECK-LABEL: def fused_relax_matmul_relax_add_relax_nn_relu_cutlass(
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.matmul_bias_relu"})
# CHECK-LABEL: def fused_relax_nn_conv2d_relax_add_relax_nn_relu_cutlass(
# CHECK-SAME:    data: R.Tensor((16, 32, 32, 16), dtype="float16"), weight: R.Tensor((32, 3, 3, 16), dtype="float16"), bias: R.Tensor((1, 1, 1, 32), dtype="float16")
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.conv2d_bias_relu"})
# CHECK-LABEL: def main(
# CHECK:         = cls.fused_relax_nn_conv2d_relax_add_relax_nn_relu_cutlass(data, weight, bias)
# CHECK-NEXT:    reshaped: {{.*}} = R.reshape(
# CHECK-NEXT:    {{.*}} = cls.fused_relax_matmul_relax_add_relax_nn_relu_cutlass(reshaped, w1, b1)
# CHECK-NEXT:    {{.*}} = cls.fused_relax_matmul_relax_add_cutlass({{.*}}, w2, b2)

# PLAIN-LABEL: def fused_relax_matmul_relax_add(
# PLAIN-NEXT:    R.func_attr({"Composite": "cutlass.matmul_bias", "Primitive": True})
# PLAIN-LABEL: def fused_relax_matmul_relax_add_relax_nn_relu(
# PLAIN-NEXT:    R.func_attr({"Composite": "cutlass.matmul_bias_relu", "Primitive": True})
# PLAIN-LABEL: def fused_relax_nn_conv2d_relax_add_relax_nn_relu(
# PLAIN-NEXT:    R.func_attr({"Composite": "cutlass.conv2d_bias_relu", "Primitive": True})

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
