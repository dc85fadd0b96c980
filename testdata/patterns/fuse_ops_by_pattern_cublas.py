# FuseOpsByPattern with the registered cublas patterns (newest first, so
# cublas.matmul_bias_relu wins over cublas.matmul_bias and cublas.matmul):
# matmul + bias + relu becomes one composite. With annotate_codegen the
# composite is wrapped in a public "<name>_cublas" function with Codegen and
# global_symbol, and the private composite global is gone.
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cublas,annotate_codegen=true,bind_constants=false)' | %FileCheck %s
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cublas)' | %FileCheck %s --check-prefix=PLAIN
# RUN: %rlx opt %s --passes='FuseOpsByPattern(patterns=cublas.matmul)' | %FileCheck %s --check-prefix=EXACT

# CHECK-LABEL: def fused_relax_matmul_relax_add_relax_nn_relu_cublas(
# CHECK-SAME:    x: R.Tensor((32, 64), dtype="float16"), w: R.Tensor((64, 128), dtype="float16"), b: R.Tensor((128,), dtype="float16")
# CHECK-NEXT:    R.func_attr({"Codegen": "cublas"})
# CHECK-NEXT:    @R.function
# CHECK-NEXT:    def gv1(
# CHECK-NEXT:      R.func_attr({"Composite": "cublas.matmul_bias_relu"})
# CHECK-NEXT:      with R.dataflow():
# CHECK-NEXT:        R.matmul(
# CHECK-NEXT:        R.add(
# CHECK-NEXT:        R.nn.relu(
# CHECK:         gv: R.Tensor((32, 128), dtype="float16") = gv1(x, w, b)
# CHECK-NEXT:    return gv
# CHECK-LABEL: def main(
# CHECK:         cls.fused_relax_matmul_relax_add_relax_nn_relu_cublas(x, w, b)
# CHECK-NOT:     R.matmul
# CHECK-NOT:     def fused_relax_matmul_relax_add_relax_nn_relu(

# PLAIN-LABEL: @R.function(private=True)
# PLAIN-NEXT:  def fused_relax_matmul_relax_add_relax_nn_relu(
# PLAIN-NEXT:    R.func_attr({"Composite": "cublas.matmul_bias_relu", "Primitive": True})
# PLAIN-LABEL: def main(
# PLAIN:         gv: R.Tensor((32, 128), dtype="float16") = cls.fused_relax_matmul_relax_add_relax_nn_relu(x, w, b)
# PLAIN-NEXT:    R.output(gv)

# Only the plain matmul pattern: the add and relu stay in main.
# EXACT-LABEL: def fused_relax_matmul(
# EXACT-NEXT:    R.func_attr({"Composite": "cublas.matmul", "Primitive": True})
# EXACT-LABEL: def main(
# EXACT:         lv: R.Tensor((32, 128), dtype="float16") = cls.fused_relax_matmul(x, w)
# EXACT-NEXT:    lv1: R.Tensor((32, 128), dtype="float16") = R.add(lv, b)
# EXACT-NEXT:    gv: R.Tensor((32, 128), dtype="float16") = R.nn.relu(lv1)

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((32, 64), dtype="float16"), w: R.Tensor((64, 128), dtype="float16"), b: R.Tensor((128,), dtype="float16")) -> R.Tensor((32, 128), dtype="float16"):
        with R.dataflow():
            lv = R.matmul(x, w)
            lv1 = R.add(lv, b)
            gv = R.nn.relu(lv1)
            R.output(gv)
        return gv
