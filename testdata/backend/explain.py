# `rlx opt --explain` prints every dispatch decision to stderr, one line each:
# the function/var, the op, the rule chosen, the resolved target and whether
# it came from the call's vdevice or the pass context, the effective
# index_bits, and why. The module itself still goes to stdout.
# RUN: %rlx opt %s --target=cuda --passes=DispatchSortScan --explain 2>&1 >/dev/null | %FileCheck %s
# RUN: %rlx opt %s --target=llvm --passes=DispatchSortScan --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=LLVM
# RUN: %rlx opt %s --target=cuda --passes="DispatchSortScan(index_bits=32)" --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=BITS32
# Without --explain nothing is printed to stderr:
# RUN: %rlx opt %s --target=cuda --passes=DispatchSortScan 2>&1 >/dev/null | %FileCheck %s --allow-empty --check-prefix=QUIET
# RUN: %rlx opt %s --target=llvm --passes=DispatchSampling --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=SAMPLING

# Functions in module order, calls in binding order.
# The target prints in full (Target::ToString, with the kind's defaults).
# CHECK:      main/s: relax.sort -> sort.gpu [target=cuda -max_num_threads=1024 -thread_warp_size=32 from context, index_bits=64] (cuda: GPU target -> topi.gpu.sort)
# CHECK-NEXT: main/c: relax.cumsum -> cumsum.gpu_continuous [target=cuda {{.*}} from context, index_bits=64] (cuda: GPU, last axis, inclusive, no thrust -> gpu_2d_continuous_cumsum, index_bits=64 -> 7 hierarchy rounds max)
# 8*6*4 + 8 MiB + 12*6 = 8388872 bytes for the six float32 elements.
# CHECK-NEXT: on_devices/t: relax.sort -> sort.thrust [target=cuda -libs=thrust {{.*}} from vdevice, index_bits=64] (cuda: cuda + libs=thrust -> thrust sort, workspace 8388872 bytes)
# CHECK-NEXT: on_devices/l: relax.sort -> sort.cpu [target=llvm from vdevice, index_bits=64] (llvm: not a GPU target -> tvm.contrib.sort.sort)
# CHECK-NEXT: on_devices/w: relax.cumsum -> cumsum.gpu_continuous [target=webgpu -max_num_threads=256 from vdevice, index_bits=32] (webgpu: GPU, last axis, inclusive, no thrust -> gpu_2d_continuous_cumsum, index_bits=32 -> 3 hierarchy rounds max)
# CHECK-NOT:  relax.

# LLVM:      main/s: relax.sort -> sort.cpu [target=llvm from context, index_bits=64] (llvm: not a GPU target -> tvm.contrib.sort.sort)
# LLVM-NEXT: main/c: relax.cumsum -> cumsum.cpu [target=llvm from context, index_bits=64] (llvm: not a GPU target -> topi.cumsum serial scan)
# The vdevice wins over the context target:
# LLVM-NEXT: on_devices/t: relax.sort -> sort.thrust [target=cuda -libs=thrust {{.*}} from vdevice, index_bits=64]
# LLVM-NEXT: on_devices/l: relax.sort -> sort.cpu [target=llvm from vdevice, index_bits=64]
# LLVM-NEXT: on_devices/w: relax.cumsum -> cumsum.gpu_continuous [target=webgpu {{.*}} from vdevice, index_bits=32]

# BITS32: main/c: relax.cumsum -> cumsum.gpu_continuous [target=cuda {{.*}} from context, index_bits=32] ({{.*}}index_bits=32 -> 3 hierarchy rounds max)

# QUIET-NOT: relax.

# SAMPLING: sample/g: relax.multinomial_from_uniform -> multinomial.cpu [target=llvm from context] (llvm: not a GPU target -> relax.cumsum + get_sample_index)

@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"kind": "cuda", "libs": ["thrust"]}, 0, "global"), I.vdevice("llvm", 0, "global"), I.vdevice("webgpu", 0, "global")]})

    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            s = R.sort(x, axis=1, descending=False)
            c = R.cumsum(x, axis=-1)
            gv = (s, c)
            R.output(gv)
        return gv

    @R.function
    def on_devices(x: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0"), y: R.Tensor((2, 3), dtype="float32", vdevice="llvm:0"), z: R.Tensor((2, 3), dtype="float32", vdevice="webgpu:0")):
        with R.dataflow():
            t: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0") = R.sort(x, axis=1, descending=False)
            l: R.Tensor((2, 3), dtype="float32", vdevice="llvm:0") = R.sort(y, axis=1, descending=False)
            w: R.Tensor((2, 3), dtype="float32", vdevice="webgpu:0") = R.cumsum(z, axis=-1)
            gv = (t, l, w)
            R.output(gv)
        return gv

    @R.function
    def sample(prob: R.Tensor((3, 5), dtype="float32"), u: R.Tensor((6, 1), dtype="float32"), idx: R.Tensor((6, 1), dtype="int64")):
        with R.dataflow():
            g = R.multinomial_from_uniform(prob, u, idx, dtype="int64")
            R.output(g)
        return g
