# An MLP and a softmax, legalized to TIR, compiled for the CPU and run on
# the VM against the numpy fixtures (also used by compiler/driver:build_test).
# RUN: %rlx build %s -o %t.rlxexe
# RUN: %rlx run %t.rlxexe --in=%S/../fixtures/mlp_x.npy --in=%S/../fixtures/mlp_w0.npy --in=%S/../fixtures/mlp_b0.npy \
# RUN:   --in=%S/../fixtures/mlp_w1.npy --in=%S/../fixtures/mlp_b1.npy --out-dir=%t.out --print | %FileCheck %s --check-prefix=MLP
# The reference interpreter agrees to float32 rounding (summation order differs):
# RUN: %rlx eval %s --in=%S/../fixtures/mlp_x.npy --in=%S/../fixtures/mlp_w0.npy --in=%S/../fixtures/mlp_b0.npy \
# RUN:   --in=%S/../fixtures/mlp_w1.npy --in=%S/../fixtures/mlp_b1.npy --print | %FileCheck %s --check-prefix=MLP
# MLP-LABEL: out0:
# MLP-NEXT: {{\[\[}}3.07302{{[0-9]*}}, 4.60314{{[0-9]*}}, 3.10570{{[0-9]*}}, 3.61206{{[0-9]*}}],
# MLP-NEXT: [-0.50590{{[0-9]*}}, 0.91043{{[0-9]*}}, 1.46156{{[0-9]*}}, 0.36499{{[0-9]*}}],
# MLP-NEXT: [-0.10418{{[0-9]*}}, 1.50238{{[0-9]*}}, -0.06347{{[0-9]*}}, 0.47557{{[0-9]*}}]] (float32, shape=(3, 4))
# RUN: test -f %t.out/out0.npy
#
# The softmax entry of the same executable, on the MLP's expected output:
# RUN: %rlx run %t.rlxexe --entry=softmax --in=%S/../fixtures/mlp_out.npy --print | %FileCheck %s
# CHECK-LABEL: out0:
# CHECK-NEXT: {{\[\[}}0.11952{{[0-9]*}}, 0.55206{{[0-9]*}}, 0.12349{{[0-9]*}}, 0.20491{{[0-9]*}}],
# CHECK-NEXT: [0.06819{{[0-9]*}}, 0.28110{{[0-9]*}}, 0.48777{{[0-9]*}}, 0.16292{{[0-9]*}}],
# CHECK-NEXT: [0.11347{{[0-9]*}}, 0.56572{{[0-9]*}}, 0.11818{{[0-9]*}}, 0.20261{{[0-9]*}}]] (float32, shape=(3, 4))
#
# An unknown entry lists the executable's functions:
# RUN: not %rlx run %t.rlxexe --entry=nope 2>&1 | %FileCheck %s --check-prefix=ENTRY
# ENTRY: error: the executable has no function 'nope'; its functions are: main, softmax

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 8), dtype="float32"), w0: R.Tensor((8, 16), dtype="float32"), b0: R.Tensor((16,), dtype="float32"), w1: R.Tensor((16, 4), dtype="float32"), b1: R.Tensor((4,), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((n, 16), dtype="float32") = R.matmul(x, w0, out_dtype="void")
            lv1: R.Tensor((n, 16), dtype="float32") = R.add(lv, b0)
            lv2: R.Tensor((n, 16), dtype="float32") = R.nn.relu(lv1)
            lv3: R.Tensor((n, 4), dtype="float32") = R.matmul(lv2, w1, out_dtype="void")
            gv: R.Tensor((n, 4), dtype="float32") = R.add(lv3, b1)
            R.output(gv)
        return gv

    @R.function
    def softmax(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        y: R.Tensor((n, 4), dtype="float32") = R.nn.softmax(x, axis=-1)
        return y
