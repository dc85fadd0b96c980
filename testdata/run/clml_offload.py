# The adreno CLML offload (qcom/adreno-opencl-clml, TVM's OpenCLMLOffLoad)
# on testdata/models/conv2d_relu.py: the conv2d and the relu + max_pool2d
# become two openclml JSON graphs (TVM's JSONSerializer format, pinned in
# clml_offload.graphs) on rlx.contrib.openclml.run_graph calls; the bias add
# (a parameter, not a constant) stays on the OpenCL path. The executable
# builds; running it stops at the first graph with a clear error, since
# there is no CLML SDK here.
#
# RUN: %rlx opt %S/../models/conv2d_relu.py --pipeline=default --target=qcom/adreno-opencl-clml | %FileCheck %s --check-prefix=IR
# RUN: %rlx opt %S/../models/conv2d_relu.py --pipeline=default --target=qcom/adreno-opencl-clml \
# RUN:   | grep -o 'R.str("{[^)]*}")' > %t.graphs
# RUN: diff %t.graphs %S/clml_offload.graphs
# RUN: %rlx build %S/../models/conv2d_relu.py --target=qcom/adreno-opencl-clml -o %t.rlxexe
# RUN: not env POCL_CACHE_DIR=%t.pocl %rlx run %t.rlxexe --in=%S/clml_data.npy --in=%S/clml_weight.npy \
# RUN:   --in=%S/clml_bias.npy 2>&1 | %FileCheck %s --check-prefix=ERR

# IR: R.call_packed("rlx.contrib.openclml.run_graph", R.str("fused_relax_nn_conv2d1_openclml"), R.str("{\"nodes\":{{.*}}"), data, weight, alloc, sinfo_args=())
# IR: = cls.add(alloc, bias, alloc_1)
# IR: R.call_packed("rlx.contrib.openclml.run_graph", R.str("fused_relax_nn_relu_relax_nn_max_pool2d_openclml"), R.str("{\"nodes\":{{.*}}")

# ERR: error: openclml: this runtime has no CLML (Qualcomm OpenCL ML SDK); cannot run 'fused_relax_nn_conv2d1_openclml' (kernels: openclml.nn.conv2d). Build for qcom/adreno-opencl to run the model on the OpenCL path instead.
