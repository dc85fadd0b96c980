# SpecializePrimFuncBasedOnCallSite: relu is called texture -> texture and
# texture -> global; the first call site's scopes are written into relu's
# buffers, the second call site gets a copy relu1 with its own.
# RUN: %rlx opt %s --passes=SpecializePrimFuncBasedOnCallSite | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global.texture-weight"), I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global")]})

    # CHECK-LABEL: def main(
    # CHECK:      lv = R.call_tir(cls.relu, (x,)
    # CHECK-NEXT: gv = R.call_tir(cls.relu1, (lv,)
    # CHECK-LABEL: def relu(
    # CHECK:      = T.match_buffer({{.*}}, scope="global.texture-weight")
    # CHECK-NEXT: = T.match_buffer({{.*}}, scope="global.texture-weight")
    # CHECK-LABEL: def relu1(
    # CHECK-SAME: compute: T.Buffer(
    # CHECK:      = T.match_buffer({{.*}}, scope="global.texture-weight")
    @R.function
    def main(x: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight")) -> R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight"))
            gv = R.call_tir(cls.relu, (lv,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"))
            R.output(gv)
        return gv

    @T.prim_func(private=True)
    def relu(A: T.Buffer((T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)), "float32"), compute: T.Buffer((T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        # with T.block("root"):
        for i0, i1, i2, i3, i4 in T.grid(T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1, v_i2, v_i3, v_i4 = T.axis.remap("SSSSS", [i0, i1, i2, i3, i4])
                T.reads(A[v_i0, v_i1, v_i2, v_i3, v_i4])
                T.writes(compute[v_i0, v_i1, v_i2, v_i3, v_i4])
                compute[v_i0, v_i1, v_i2, v_i3, v_i4] = T.max(A[v_i0, v_i1, v_i2, v_i3, v_i4], T.float32(0.0))
