# The example_npu table (TVM's contrib/example_npu/patterns.py) through
# `rlx partition --backend=example_npu`, the flow of TVM's
# test_example_npu.py: FuseOpsByPattern(bind_constants=False,
# annotate_codegen=False) then MergeCompositeFunctions. In
# testdata/models/conv2d_relu.py the bias add sits between conv2d and relu,
# so conv2d_relu_fused does not apply and the four single-op composites
# merge into one Codegen="example_npu" function.
# RUN: %rlx partition %S/../models/conv2d_relu.py --backend=example_npu | %FileCheck %s
# A conv2d directly followed by relu is taken by the fused pattern:
# RUN: %rlx partition %s --backend=example_npu | %FileCheck %s --check-prefix=FUSED

# CHECK-LABEL: def fused_relax_nn_conv2d_relax_add_relax_nn_relu_relax_nn_max_pool2d_example_npu(
# CHECK-NEXT:    R.func_attr({"Codegen": "example_npu"})
# CHECK:           R.func_attr({"Composite": "example_npu.conv2d"})
# CHECK:           R.func_attr({"Composite": "example_npu.add"})
# CHECK:           R.func_attr({"Composite": "example_npu.relu"})
# CHECK:           R.func_attr({"Composite": "example_npu.max_pool2d"})
# CHECK-LABEL: def main(
# CHECK:         gv: {{.*}} = cls.fused_relax_nn_conv2d_relax_add_relax_nn_relu_relax_nn_max_pool2d_example_npu(data, weight, bias)

# FUSED-LABEL: def fused_relax_nn_conv2d_relax_nn_relu1_example_npu(
# FUSED-NEXT:    R.func_attr({"Codegen": "example_npu"})
# FUSED:           R.func_attr({"Composite": "example_npu.conv2d_relu_fused"})
# FUSED-LABEL: def main(
# FUSED:         gv: {{.*}} = cls.fused_relax_nn_conv2d_relax_nn_relu1_example_npu(x, w)

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 8, 16, 16), dtype="float32"), w: R.Tensor((4, 8, 1, 1), dtype="float32")) -> R.Tensor((1, 4, 16, 16), dtype="float32"):
        with R.dataflow():
            lv = R.nn.conv2d(x, w)
            gv = R.nn.relu(lv)
            R.output(gv)
        return gv
