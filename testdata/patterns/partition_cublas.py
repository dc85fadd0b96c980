# `rlx partition --backend=cublas` is TVM's partition_for_cublas:
# FuseOpsByPattern(get_patterns_with_prefix("cublas"), bind_constants=False,
# annotate_codegen=True) on testdata/models/mlp.py. Each match becomes a
# public "<composite>_cublas" function with Codegen and global_symbol whose
# body binds the composite (Composite kept, Primitive dropped) as a local
# function; the symbolic batch "n" reaches the functions unchanged.
# RUN: %rlx partition %S/../models/mlp.py --backend=cublas > %t.py
# RUN: %FileCheck %s < %t.py
# The output parses back as a well-formed module.
# RUN: %rlx print %t.py > /dev/null
# An unknown backend is an error that lists the known ones.
# RUN: not %rlx partition %S/../models/mlp.py --backend=cuda 2>&1 | %FileCheck %s --check-prefix=UNKNOWN

# The wrappers are public (no private=True), so their global_symbol is their
# name, which the printer leaves implicit as TVM's does.
# CHECK-LABEL: @R.function{{$}}
# CHECK-NEXT:  def fused_relax_matmul_relax_add_cublas(lv2: R.Tensor(("n", 128), dtype="float32"), w1: R.Tensor((128, 10), dtype="float32"), b1: R.Tensor((10,), dtype="float32")) -> R.Tensor(("n", 10), dtype="float32"):
# CHECK-NEXT:    R.func_attr({"Codegen": "cublas"})
# CHECK-NEXT:    n = T.int64()
# CHECK-NEXT:    @R.function
# CHECK-NEXT:    def gv1(lv2_1: R.Tensor(("n", 128), dtype="float32"), w1_1: R.Tensor((128, 10), dtype="float32"), b1_1: R.Tensor((10,), dtype="float32")) -> R.Tensor(("n", 10), dtype="float32"):
# CHECK-NEXT:      R.func_attr({"Composite": "cublas.matmul_bias"})
# CHECK:             lv3: R.Tensor((n, 10), dtype="float32") = R.matmul(lv2_1, w1_1, out_dtype="void")
# CHECK-NEXT:        gv: R.Tensor((n, 10), dtype="float32") = R.add(lv3, b1_1)
# CHECK:         gv: R.Tensor((n, 10), dtype="float32") = gv1(lv2, w1, b1)
# CHECK-NEXT:    return gv
# CHECK-LABEL: def fused_relax_matmul_relax_add_relax_nn_relu_cublas(x: R.Tensor(("n", 784), dtype="float32"), w0: R.Tensor((784, 128), dtype="float32"), b0: R.Tensor((128,), dtype="float32")) -> R.Tensor(("n", 128), dtype="float32"):
# CHECK-NEXT:    R.func_attr({"Codegen": "cublas"})
# CHECK:           R.func_attr({"Composite": "cublas.matmul_bias_relu"})
# CHECK-NOT:     Primitive
# CHECK-LABEL: def main(
# CHECK:         lv2: R.Tensor((n, 128), dtype="float32") = cls.fused_relax_matmul_relax_add_relax_nn_relu_cublas(x, w0, b0)
# CHECK-NEXT:    gv: R.Tensor((n, 10), dtype="float32") = cls.fused_relax_matmul_relax_add_cublas(lv2, w1, b1)
# CHECK-NEXT:    R.output(gv)

# UNKNOWN: unknown partition backend 'cuda'; known backends: coreml, cublas, cudnn, cutlass, dnnl, example_npu, hipblas, nnapi, openclml, tensorrt
