# `rlx partition --backend=tensorrt` is TVM's partition_for_tensorrt:
# FuseOpsByPattern(get_patterns_with_prefix("tensorrt"), bind_constants=True,
# annotate_codegen=False) then MergeCompositeFunctions, on
# testdata/models/conv2d_relu.py. Every op of the model has a single-op
# TensorRT pattern, so the four composites merge into one public
# Codegen="tensorrt" function that binds each composite as a local function
# and main calls it once.
# RUN: %rlx partition %S/../models/conv2d_relu.py --backend=tensorrt > %t.py
# RUN: %FileCheck %s < %t.py
# RUN: %rlx print %t.py | diff - %t.py
# --explain lists each pattern decision on stderr.
# RUN: %rlx partition %S/../models/conv2d_relu.py --backend=tensorrt --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN

# CHECK-LABEL: def fused_relax_nn_conv2d_relax_add_relax_nn_relu_relax_nn_max_pool2d_tensorrt(
# CHECK-SAME:    data: R.Tensor((1, 3, 32, 32), dtype="float32"), weight: R.Tensor((16, 3, 3, 3), dtype="float32"), bias: R.Tensor((1, 16, 1, 1), dtype="float32")
# CHECK-NEXT:    R.func_attr({"Codegen": "tensorrt"})
# CHECK-NEXT:    @R.function
# CHECK-NEXT:    def fused_relax_nn_conv2d(data_1: R.Tensor((1, 3, 32, 32), dtype="float32"), weight_1: R.Tensor((16, 3, 3, 3), dtype="float32")) -> R.Tensor((1, 16, 32, 32), dtype="float32"):
# CHECK-NEXT:      R.func_attr({"Composite": "tensorrt.nn.conv2d"})
# CHECK:         lv: R.Tensor((1, 16, 32, 32), dtype="float32") = fused_relax_nn_conv2d(data, weight)
# CHECK:           R.func_attr({"Composite": "tensorrt.add"})
# CHECK:         lv1: R.Tensor((1, 16, 32, 32), dtype="float32") = fused_relax_add(lv, bias)
# CHECK:           R.func_attr({"Composite": "tensorrt.nn.relu"})
# CHECK:         lv2: R.Tensor((1, 16, 32, 32), dtype="float32") = fused_relax_nn_relu(lv1)
# CHECK:           R.func_attr({"Composite": "tensorrt.nn.max_pool2d"})
# CHECK:         gv: R.Tensor((1, 16, 16, 16), dtype="float32") = fused_relax_nn_max_pool2d(lv2)
# CHECK-NEXT:    return gv
# CHECK-LABEL: def main(
# CHECK:         gv: R.Tensor((1, 16, 16, 16), dtype="float32") = cls.fused_relax_nn_conv2d_relax_add_relax_nn_relu_relax_nn_max_pool2d_tensorrt(data, weight, bias)
# CHECK-NEXT:    R.output(gv)
# CHECK-NOT:     Primitive

# EXPLAIN-DAG: main/lv: tensorrt.nn.conv2d fused (lv)
# EXPLAIN-DAG: main/lv1: tensorrt.add fused (lv1)
# EXPLAIN-DAG: main/lv2: tensorrt.nn.relu fused (lv2)
# EXPLAIN-DAG: main/gv: tensorrt.nn.max_pool2d fused (gv)
