# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_attrs({"system_lib_prefix": "demo_"})
    I.module_global_infos({"vdevice": [I.vdevice({"kind": "cuda", "libs": ["thrust"]}, 0, "global"), I.vdevice("llvm", 0, "global"), I.vdevice({"kind": "vulkan", "supports_int64": True}, 0, "global")]})

    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0"), y: R.Tensor((2, 3), dtype="float32", vdevice="llvm:0")) -> R.Tensor((2, 3), dtype="float32", vdevice="cuda:0"):
        with R.dataflow():
            lv: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0") = R.sort(x, axis=1, descending=False)
            lv1: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0") = R.to_vdevice(y, dst_vdevice="cuda:0")
            gv: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0") = R.add(lv, lv1)
            R.output(gv)
        return gv
