# sampling_head.py's model built for opencl (the gpu_generic pipeline):
# DispatchSampling and DispatchSortScan pick TVM's GPU kernels (bitonic
# sort / argsort / topk, the 2-D continuous cumsum, parallel sampling) and
# ApplyDefaultSchedule (gpu_generic's dlight rules) schedules the legalized softmax,
# so every kernel runs on the OpenCL device (PoCL here), through the VM,
# from an executable written and read back. Same inputs and expectations as
# the CPU test (tools/fixtures/make_sort_fixtures.py): exact samples, the
# argsort order by the sha256 of its int32 data, cumulative sums to 3
# digits. The reference interpreter (`rlx eval` of the undispatched model)
# must agree on the same lines.
#
# RUN: %rlx opt %S/../models/sampling_head.py --passes=DispatchSampling,DispatchSortScan --target=opencl > %t.py
# RUN: %FileCheck %s --check-prefix=IR < %t.py
# IR-NOT: call_packed
# IR-DAG: def sort(
# IR-DAG: def argsort(
# IR-DAG: def topk(
# IR-DAG: def gpu_2d_continuous_cumsum(
# IR-DAG: def parallel_sampling_from_prob(
#
# RUN: %rlx build %S/../models/sampling_head.py --target=opencl -o %t.rlxexe
# RUN: POCL_CACHE_DIR=%t.pocl %rlx run %t.rlxexe --in=%S/sampling_head_logits.npy --in=%S/sampling_head_uniform.npy \
# RUN:   --in=%S/sampling_head_sample_indices.npy --out-dir=%t.vm --print | %FileCheck %s
# RUN: tail -c 256000 %t.vm/out1.npy | sha256sum | %FileCheck %s --check-prefix=ORDER
#
# RUN: %rlx eval %S/../models/sampling_head.py --in=%S/sampling_head_logits.npy --in=%S/sampling_head_uniform.npy \
# RUN:   --in=%S/sampling_head_sample_indices.npy --out-dir=%t.ref --print | %FileCheck %s
# RUN: tail -c 256000 %t.ref/out1.npy | sha256sum | %FileCheck %s --check-prefix=ORDER
#
# CHECK-LABEL: out0:
# CHECK-NEXT: {{\[\[}}20000],
# CHECK-NEXT: [12345]] (int64, shape=(2, 1))
# CHECK-LABEL: out1:
# CHECK-NEXT: {{\[\[}}5, 100, 20000, ..., 29001, 30001, 31001],
# CHECK-NEXT: [12345, 6, 13, ..., 31983, 31990, 31997]] (int32, shape=(2, 32000))
# CHECK-LABEL: out2:
# CHECK-NEXT: {{\[\[}}0.238{{[0-9]*}}, 0.476{{[0-9]*}}, 0.714{{[0-9]*}}, ..., {{(0\.99[0-9]*|1|1\.00[0-9]*)}}, {{(0\.99[0-9]*|1|1\.00[0-9]*)}}, {{(0\.99[0-9]*|1|1\.00[0-9]*)}}],
# CHECK-NEXT: [0.841{{[0-9]*}}, 0.841{{[0-9]*}}, 0.841{{[0-9]*}}, ..., {{(0\.99[0-9]*|1|1\.00[0-9]*)}}, {{(0\.99[0-9]*|1|1\.00[0-9]*)}}, {{(0\.99[0-9]*|1|1\.00[0-9]*)}}]] (float32, shape=(2, 32000))
# ORDER: 8b58dc9c080a49680ff4d2d04238f14d338c10dc82b441856ad9163400e303ea
