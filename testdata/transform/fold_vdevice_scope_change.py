# FoldVDeviceScopeChange (adreno): a call_tir that writes a texture whose only
# consumer is an R.to_vdevice to a global buffer writes that buffer directly;
# a texture that is used again, or a copy into a texture, stays as it is.
# RUN: %rlx opt %s --passes=FoldVDeviceScopeChange | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global.texture-weight"), I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global")]})

    # The texture lv has one use, a copy to global memory: relu writes the
    # global buffer and the copy is gone.
    # CHECK-LABEL: def folded(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      lv5 = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"))
    # CHECK-NEXT:      R.output(lv5)
    # CHECK-NOT:     R.to_vdevice
    # CHECK:         return lv5
    @R.function
    def folded(x: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight")) -> R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight"))
            lv5: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global") = R.to_vdevice(lv, dst_vdevice="opencl:1:global")
            R.output(lv5)
        return lv5

    # A copy from global memory into a texture is not a scope change this
    # pass folds.
    # CHECK-LABEL: def into_texture(
    # CHECK:         lv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"))
    # CHECK-NEXT:    lv5: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight") = R.to_vdevice(lv, dst_vdevice="opencl:0:global.texture-weight")
    @R.function
    def into_texture(x: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global")) -> R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"))
            lv5: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight") = R.to_vdevice(lv, dst_vdevice="opencl:0:global.texture-weight")
            R.output(lv5)
        return lv5

    # lv is also returned: the texture must still be written, so the copy stays.
    # CHECK-LABEL: def texture_used_twice(
    # CHECK:         lv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight"))
    # CHECK-NEXT:    lv5: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global") = R.to_vdevice(lv, dst_vdevice="opencl:1:global")
    @R.function
    def texture_used_twice(x: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight")) -> R.Tuple(R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight"), R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global")):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight"))
            lv5: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global") = R.to_vdevice(lv, dst_vdevice="opencl:1:global")
            gv = (lv, lv5)
            R.output(gv)
        return gv

    @T.prim_func(private=True)
    def relu(A: T.Buffer((T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)), "float32"), compute: T.Buffer((T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        for i0, i1, i2, i3, i4 in T.grid(T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1, v_i2, v_i3, v_i4 = T.axis.remap("SSSSS", [i0, i1, i2, i3, i4])
                T.reads(A[v_i0, v_i1, v_i2, v_i3, v_i4])
                T.writes(compute[v_i0, v_i1, v_i2, v_i3, v_i4])
                compute[v_i0, v_i1, v_i2, v_i3, v_i4] = T.max(A[v_i0, v_i1, v_i2, v_i3, v_i4], T.float32(0.0))
