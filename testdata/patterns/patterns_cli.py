# `rlx patterns` lists the registered fusion patterns, highest priority
# first (newest registration first); --prefix is a plain string prefix, so
# cublas.matmul also selects cublas.matmul_bias... (TVM's ten names).
# RUN: %rlx patterns --prefix=cublas.matmul | %FileCheck %s --check-prefix=MATMUL
# RUN: %rlx patterns | %FileCheck %s --check-prefix=ALL
# RUN: %rlx patterns --prefix=nosuchbackend | %FileCheck %s --check-prefix=NONE --allow-empty

# MATMUL:      cublas.matmul_transposed_multiply
# MATMUL-NEXT: cublas.matmul_transposed_dequantize
# MATMUL-NEXT: cublas.matmul_transposed_bias_gelu
# MATMUL-NEXT: cublas.matmul_transposed_bias_relu
# MATMUL-NEXT: cublas.matmul_transposed_bias
# MATMUL-NEXT: cublas.matmul_transposed
# MATMUL-NEXT: cublas.matmul_bias_gelu
# MATMUL-NEXT: cublas.matmul_bias_relu
# MATMUL-NEXT: cublas.matmul_bias
# MATMUL-NEXT: cublas.matmul
# MATMUL-NOT:  {{.}}

# ALL-DAG: cublas.matmul
# ALL-DAG: cutlass.conv2d_bias_relu
# ALL-DAG: hipblas.matmul

# NONE-NOT: {{.}}
