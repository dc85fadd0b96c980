# The sampling head of testdata/models (softmax, sort, argsort, cumsum, topk,
# multinomial_from_uniform over a 32000-entry vocabulary) after
# DispatchSampling and DispatchSortScan for llvm: sort / argsort / topk become
# extern kernels that T.call_packed tvm.contrib.sort.*, run by the reference
# interpreter (`rlx eval`) and by LLVM-compiled kernels on the VM (`rlx run`,
# from an executable written and read back). Inputs and expectations come
# from tools/fixtures/make_sort_fixtures.py (numpy): exact levels of
# logits, so the argsort is exactly numpy's stable argsort of -logits (checked
# by the sha256 of its int32 data) and the samples sit mid-jump. The
# cumulative sums are checked to 3 digits only: softmax's float32 sum of
# 32000 equal small terms rounds the same way at every step (numpy sums in
# float64), which moves every probability by ~4e-4 relative.
#
# RUN: %rlx opt %S/../models/sampling_head.py --passes=DispatchSampling,DispatchSortScan --target=llvm > %t.py
# RUN: %FileCheck %s --check-prefix=IR < %t.py
# IR-DAG: T.call_packed("tvm.contrib.sort.sort", T.tvm_stack_make_array(A.data,
# IR-DAG: T.call_packed("tvm.contrib.sort.argsort",
# IR-DAG: T.call_packed("tvm.contrib.sort.topk", {{.*}}, 40, -1, "both", T.bool(False))
#
# RUN: %rlx build %t.py --target=llvm -o %t.rlxexe
# RUN: %rlx run %t.rlxexe --in=%S/sampling_head_logits.npy --in=%S/sampling_head_uniform.npy \
# RUN:   --in=%S/sampling_head_sample_indices.npy --out-dir=%t.vm --print | %FileCheck %s
# RUN: tail -c 256000 %t.vm/out1.npy | sha256sum | %FileCheck %s --check-prefix=ORDER
#
# RUN: %rlx eval %t.py --in=%S/sampling_head_logits.npy --in=%S/sampling_head_uniform.npy \
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
