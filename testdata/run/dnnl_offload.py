# The dnnl offload from the command line: the registered dnnl patterns and
# MergeCompositeFunctions (partition_for_dnnl's passes) turn conv2d + bias +
# relu and matmul + bias + relu into Codegen="dnnl" functions; `rlx run`
# builds that partitioned module as it is (driver::Build runs RunCodegen on
# Codegen functions, so both become oneDNN graphs called through
# rlx.contrib.dnnl.run_graph) and the reshape between them is an LLVM kernel.
# Inputs hold small integers (tools/fixtures/make_dnnl_fixtures.py), so every
# value is exact: oneDNN, the un-partitioned module on LLVM and the reference
# interpreter print the numpy-computed output below.
#
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=dnnl,bind_constants=false),MergeCompositeFunctions' > %t.py
# RUN: %FileCheck %s --check-prefix=PART < %t.py
# RUN: %rlx run %t.py --in=%S/dnnl_offload_x.npy --in=%S/dnnl_offload_w.npy --in=%S/dnnl_offload_b.npy --in=%S/dnnl_offload_m.npy --in=%S/dnnl_offload_c.npy --print | %FileCheck %s
# RUN: %rlx run %s --in=%S/dnnl_offload_x.npy --in=%S/dnnl_offload_w.npy --in=%S/dnnl_offload_b.npy --in=%S/dnnl_offload_m.npy --in=%S/dnnl_offload_c.npy --print | %FileCheck %s
# RUN: %rlx eval %s --in=%S/dnnl_offload_x.npy --in=%S/dnnl_offload_w.npy --in=%S/dnnl_offload_b.npy --in=%S/dnnl_offload_m.npy --in=%S/dnnl_offload_c.npy --print | %FileCheck %s
#
# PART-DAG: R.func_attr({"Composite": "dnnl.conv2d_bias_relu"})
# PART-DAG: R.func_attr({"Composite": "dnnl.matmul_bias_relu"})
# PART-DAG: def fused_relax_nn_conv2d_relax_add_relax_nn_relu1_dnnl(
# PART-DAG: def fused_relax_matmul_relax_add_relax_nn_relu1_dnnl(
# PART-DAG: R.reshape(
#
# CHECK-LABEL: out0:
# CHECK-NEXT: {{\[\[}}1, 16, 2, 2],
# CHECK-NEXT: [0, 13, 0, 9],
# CHECK-NEXT: [11, 7, 7, 0]] (float32, shape=(3, 4))

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 4, 4), dtype="float32"), w: R.Tensor((3, 2, 3, 3), dtype="float32"), b: R.Tensor((1, 3, 1, 1), dtype="float32"), m: R.Tensor((4, 4), dtype="float32"), c: R.Tensor((4,), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 3, 2, 2), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            lv1: R.Tensor((1, 3, 2, 2), dtype="float32") = R.add(lv, b)
            lv2: R.Tensor((1, 3, 2, 2), dtype="float32") = R.nn.relu(lv1)
            lv3: R.Tensor((3, 4), dtype="float32") = R.reshape(lv2, R.shape([3, 4]))
            lv4: R.Tensor((3, 4), dtype="float32") = R.matmul(lv3, m, out_dtype="void")
            lv5: R.Tensor((3, 4), dtype="float32") = R.add(lv4, c)
            gv: R.Tensor((3, 4), dtype="float32") = R.nn.relu(lv5)
            R.output(gv)
        return gv
