"""Differences between rlx and TVM that are intended, each with its reason.

KNOWN: differences conformance.py finds, keyed by (module file name, target
label, "function/var" (or "*" for the whole module, or the function name for
numbers), aspect: impl, kernels, workspace, error or numbers). conformance.py
fails on a difference not listed here and on an entry that no longer occurs.

UNSEEN: known differences the comparison cannot observe (inside GPU kernels,
which are not run here, and in pipelines), listed so DIFFERENCES.md is the
one place that says where rlx departs from TVM.
"""

_NAN_ORDER = (
    "The input holds a NaN. TVM's tvm.contrib.sort compares with < / >, which is no strict weak order "
    "once NaN is present, so where NaN lands depends on the sort's merge pattern (here: last in a "
    "descending sort, dropped by topk, first in an ascending argsort). rlx ranks NaN above every number "
    "(numpy's order: last ascending, first descending / largest), on the CPU runtime and in the GPU "
    "kernels alike. Ties without NaN keep index order on both (every other llvm run has ties).")

_OVERFLOW = (
    "The row has 2^31 elements; on WebGPU (index_bits=32) the continuous kernel's int32 indices would "
    "wrap. TVM emits the kernel anyway; rlx rejects the call at compile time with a located error.")

# ----------------------------------------------------------------- patterns
# Keys: ("patterns", prefix, "*", "names") and (module, backend, function or
# "*", aspect) for partition_for_<backend> (see patterns_conformance.py).

_DNNL_NAMES = (
    "TVM has no Python dnnl pattern module (its tests build ('dnnl.conv2d_relu', pattern) ad hoc); rlx "
    "registers a dnnl table (conv2d / matmul x bias x relu/gelu/sigmoid/tanh) for `rlx partition "
    "--backend=dnnl` and its DNNL codegen. Partitioning for dnnl is therefore not compared.")

_MERGE_MAIN_ONLY = (
    "TVM bug: MergeCompositeFunctions groups only `main` but then rebuilds every function, so a module "
    "with a second Relax function (attention.py's `fused`) fails with this check (reference section 4.6; "
    "apache/tvm PR #17212 to drop the main-only rule is still open). rlx merges in every function.")

_MERGE_STRINGIMM = (
    "TVM bug: MergeCompositeFunctions' CompositeGroupsBuilder has no case for a StringImm argument "
    "(R.str(\"global\") of op_zoo.py's R.builtin.alloc_tensor) and aborts; rlx treats it as a literal "
    "that belongs to no group.")

_MERGE_MATCH_CAST = (
    "TVM bug: MergeCompositeFunctions' CompositeGroupsBuilder rejects a MatchCast binding "
    "(symbolic_control.py's R.match_cast) with 'Invalid type'; rlx gives it its own group, as a "
    "non-composite call.")

_CLML_SYMBOLIC = (
    "TVM bug: clml.py's check functions combine shape comparisons with Python and/or/not, which raise "
    "on a symbolic dimension (the batch n here) instead of rejecting the match; rlx's checks treat an "
    "unproven comparison as a rejection and partition the rest.")

_CUTLASS_REWRITE_CRASH = (
    "TVM bug: partition_for_cutlass's attention rewrite (patterns.py make_attention_rewrite_pattern) "
    "matches main's hand-written attention, whose heads are already an axis (4-D BNSH matmuls), and "
    "its q_rewriter returns None for that layout, so the rewriter raises TypeError instead of leaving "
    "the call alone. rlx rewrites it into R.nn.attention (scale 0.125, no causal mask) and offloads it "
    "(pinned by testdata/patterns/partition_cutlass.py).")

KNOWN = {
    ("sort_topk.py", "llvm", "main", "numbers"): _NAN_ORDER,
    ("cumsum_index_overflow.py", "webgpu", "*", "error"): _OVERFLOW,
    ("patterns", "dnnl", "*", "names"): _DNNL_NAMES,
    ("attention.py", "cutlass", "*", "error"): _CUTLASS_REWRITE_CRASH,
    ("mlp.py", "openclml", "*", "error"): _CLML_SYMBOLIC,
    ("sampling_head.py", "openclml", "*", "error"): _CLML_SYMBOLIC,
}
for _backend in ("coreml", "nnapi", "tensorrt", "example_npu", "openclml"):
    KNOWN[("attention.py", _backend, "*", "error")] = _MERGE_MAIN_ONLY
    KNOWN[("partition_cutlass_dedup.py", _backend, "*", "error")] = _MERGE_MAIN_ONLY
    KNOWN[("op_zoo.py", _backend, "*", "error")] = _MERGE_STRINGIMM
    KNOWN[("symbolic_control.py", _backend, "*", "error")] = _MERGE_MATCH_CAST
UNSEEN = [
    ("cutlass annotate_workspace (TVM 0.27 wheel)",
     "looks the output dtype up in {\"float16\": 2, \"float32\": 4} with a DataType key: KeyError "
     "'T.float16' for every attention composite, so partition_for_cutlass fails on any attention",
     "the dtype read as a string (TVM's intent)",
     "the tool runs TVM's partition_for_cutlass with that one lookup fixed (patterns_conformance.py "
     "_fix_cutlass_workspace_annotator) so the rest of the flow is compared"),
    ("OpenCLMLOffLoad outside partitioning",
     "ConvertLayout, FoldBatchnormToConv2D, AppendReshapeToBN and FoldConstant before, RunCodegen after",
     "`rlx partition --backend=openclml` runs the FuseOpsByPattern + MergeCompositeFunctions steps only",
     "the comparison runs the same two steps on TVM's side; the rest is not partitioning"),
    ("parallel_sampling_from_prob (GPU sampling kernel)",
     "token_ids[b] is left unwritten when float rounding keeps the running total below u - 1e-6",
     "always written: vocab - 1 then",
     "the same clamp get_sample_index (the CPU kernel) applies; an unwritten output is garbage"),
    ("gpu_2d_continuous_cumsum (GPU cumsum kernel)",
     "launches all m rows at once on blockIdx.y",
     "launches rows 32768 at a time",
     "CUDA's gridDim.y limit is 65535; TVM fails to launch for more rows (the TOPI scan had the same bug, "
     "apache/tvm#20106)"),
    ("sort / argsort / topk GPU kernels with NaN",
     "comparisons with < / > (NaN placement depends on the merge pattern)",
     "NaN ranks above every number",
     "a defined, numpy-compatible order; see the sort_topk.py row above for the CPU runtime"),
    ("adreno pipeline",
     "never runs DispatchSortScan / DispatchSampling: sort, scan and sampling ops stay unlowered and fail "
     "in a later pass",
     "targets/adreno runs DispatchSampling and DispatchSortScan as its library-dispatch stage (pinned by "
     "testdata/cli/pipeline_targets.py)",
     "TVM gap: sort, scan and sampling models would not compile for qcom/adreno-opencl"),
]
