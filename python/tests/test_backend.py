"""rlx.relax.backend: the dispatch passes, the pattern registry, the
per-target pipelines and partitioning, with TVM's names and behaviour."""

import pytest

import rlx
from rlx.relax import backend

SORT = '''# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 8), dtype="float32")) -> R.Tensor((4, 8), dtype="float32"):
        with R.dataflow():
            s: R.Tensor((4, 8), dtype="float32") = R.sort(x, axis=-1, descending=True)
            c: R.Tensor((4, 8), dtype="float32") = R.cumsum(s, axis=-1, dtype="float32", exclusive=False)
            R.output(c)
        return c
'''

MATMUL = '''# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8, 16), dtype="float16"), w: R.Tensor((16, 32), dtype="float16")) -> R.Tensor((8, 32), dtype="float16"):
        with R.dataflow():
            y: R.Tensor((8, 32), dtype="float16") = R.matmul(x, w, out_dtype="float16")
            R.output(y)
        return y
'''


@pytest.mark.parametrize("bits", [48, 0, -32, 16])
def test_dispatch_sort_scan_refuses_bad_index_bits(bits):
    with pytest.raises(ValueError, match="index_bits must be 32 or 64"):
        backend.DispatchSortScan(index_bits=bits)


def test_dispatch_sort_scan_rewrites_sort_and_cumsum_for_the_current_target():
    mod = rlx.script.from_source(SORT)
    with rlx.Target("llvm"):
        out = backend.DispatchSortScan()(mod)
    text = out.script()
    assert "R.sort(" not in text and "R.cumsum(" not in text
    assert "R.call_tir(" in text
    # The kernels are PrimFuncs added to the module.
    assert len(out.get_global_vars()) > 1
    # Without a target in scope (and no vdevice) TVM's dispatcher raises.
    with pytest.raises(ValueError, match="Target not found"):
        backend.DispatchSortScan()(mod)


def test_dispatch_sort_scan_uses_thrust_for_cuda_with_thrust():
    mod = rlx.script.from_source(SORT)
    with rlx.Target("cuda -libs=thrust"):
        out = backend.DispatchSortScan()(mod)
    assert "tvm.contrib.thrust.sort" in out.script()


def test_dispatch_sort_scan_webgpu_refuses_64_bit_indices():
    mod = rlx.script.from_source(SORT)
    with rlx.Target("webgpu"):
        with pytest.raises(ValueError, match="WebGPU does not support index_bits=64"):
            backend.DispatchSortScan(index_bits=64)(mod)


def test_pattern_registry():
    assert backend.get_pattern("no.such.pattern") is None
    p = backend.get_pattern("cublas.matmul")
    assert p is not None and p.name == "cublas.matmul"
    assert "matmul" in repr(p.pattern)
    patterns = backend.get_patterns_with_prefix("cublas")
    names = [q.name for q in patterns]
    assert names and all(n.startswith("cublas") for n in names)
    # Priority order: TVM registers cublas.matmul first, so it comes last.
    assert names[-1] == "cublas.matmul"
    assert backend.get_patterns_with_prefix("no_such_prefix.") == []


# TVM 0.27's stage lists (python/tvm/relax/backend/*/pipeline.py).
FINALIZE_CPU = ["StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse", "LowerRuntimeBuiltin",
                "ComputePrimValue", "VMShapeLower", "AttachGlobalSymbol"]


def names(passes):
    return [p.name for p in passes]


def leaves(p):
    """The leaf passes of a pipeline, in order."""
    kids = p.children()
    return [p.name] if not kids else [n for k in kids for n in leaves(k)]


def test_pipeline_stages_have_tvms_passes():
    llvm = rlx.Target("llvm")
    cuda = rlx.Target("cuda")
    # rlx's documented deltas (targets/common/stages.cc, docs/targets.md):
    # LambdaLift and RefineSymbolicShapes before TVM's two dispatch passes,
    # and on the CPU FuseCumsumIntoSampleIndex between them.
    assert names(backend.cpu_generic.library_dispatch_passes(llvm)) == [
        "LambdaLift", "RefineSymbolicShapes", "DispatchSampling", "FuseCumsumIntoSampleIndex", "DispatchSortScan"]
    assert names(backend.cuda.library_dispatch_passes(cuda))[-2:] == ["DispatchSampling", "DispatchSortScan"]
    assert names(backend.cpu_generic.legalize_passes(llvm)) == [
        "LegalizeOps", "AnnotateTIROpPattern", "FoldConstant", "FuseOps", "FuseTIR"]
    assert names(backend.cpu_generic.dataflow_lower_passes(llvm)) == [
        "RewriteDataflowReshape", "ToNonDataflow", "RemovePurityChecking", "CallTIRRewrite"]
    assert names(backend.cpu_generic.finalize_passes(llvm)) == FINALIZE_CPU
    assert names(backend.cuda.finalize_passes(cuda)) == (
        FINALIZE_CPU[:1] + ["RewriteCUDAGraph"] + FINALIZE_CPU[1:])
    assert names(backend.gpu_generic.legalize_passes(rlx.Target("vulkan")))[-1] == "ApplyDefaultSchedule"
    assert names(backend.rocm.finalize_passes(rlx.Target("rocm"))) == FINALIZE_CPU
    # Metal builds with gpu_generic's pipeline.
    assert backend.metal.get_default_pipeline is backend.gpu_generic.get_default_pipeline
    # Adreno dispatches sort/scan/sampling (deliberately unlike TVM, whose
    # adreno list is empty and leaves them unbuildable: targets/adreno/pipeline.h).
    assert names(backend.adreno.library_dispatch_passes(rlx.Target("qcom/adreno-opencl")))[-2:] == [
        "DispatchSampling", "DispatchSortScan"]


def test_default_pipeline_lowers_to_vm_code():
    mod = rlx.script.from_source(SORT)
    llvm = rlx.Target("llvm")
    out = backend.cpu_generic.get_default_pipeline(llvm)(mod)
    text = out.script()
    assert "R.sort(" not in text
    assert "R.vm." in text or "vm.builtin" in text


def test_default_pipeline_routes_like_tvm():
    assert names(rlx.relax.get_default_pipeline(rlx.Target("llvm")).children()) != []
    with pytest.raises(ValueError, match="not yet supported by default pipeline"):
        rlx.relax.get_default_pipeline(rlx.Target("c"))
    with pytest.raises(ValueError, match="Unknown pass pipeline no_such_pipeline"):
        rlx.relax.get_pipeline("no_such_pipeline")
    # TVM's names: "default" is default_build (no fusion), "zero" fuses.
    assert "FuseOps" not in leaves(rlx.relax.get_pipeline("default"))
    assert "LegalizeOps" in leaves(rlx.relax.get_pipeline("default"))
    assert "FuseOps" in leaves(rlx.relax.get_pipeline("zero", enable_warning=True))


def test_partition_for_cublas_makes_composite_functions():
    mod = rlx.script.from_source(MATMUL)
    out = backend.cuda.cublas.partition_for_cublas(mod)
    text = out.script()
    assert 'Composite": "cublas.matmul"' in text
    assert 'Codegen": "cublas"' in text
    with pytest.raises(TypeError):
        backend.cuda.cublas.partition_for_cublas(mod, no_such_option=True)
    # TVM's signature, positional arguments included.
    assert backend.cuda.cublas.partition_for_cublas(mod, True) == backend.cuda.cublas.partition_for_cublas(
        mod, bind_constants=True)


def test_partition_for_cutlass_without_codegen_annotation():
    mod = rlx.script.from_source(MATMUL)
    out = backend.cuda.cutlass.partition_for_cutlass(mod, annotate_codegen=False)
    text = out.script()
    assert 'Composite": "cutlass.matmul' in text
    assert 'Codegen": "cutlass"' not in text


def test_registry_patterns_are_a_fuse_ops_by_pattern_table():
    # TVM's idiom: FuseOpsByPattern(get_patterns_with_prefix("cublas")). The
    # registry's checks come along: cublas.matmul accepts this float16 matmul.
    mod = rlx.script.from_source(MATMUL)
    table = backend.get_patterns_with_prefix("cublas")
    assert all(p.has_check for p in table)
    out = rlx.relax.transform.FuseOpsByPattern(table, annotate_codegen=True)(mod)
    assert out == backend.cuda.cublas.partition_for_cublas(mod)
    # The check rejects what cuBLAS cannot take: an int8 x float16 matmul.
    bad = rlx.script.from_source(MATMUL.replace('x: R.Tensor((8, 16), dtype="float16")',
                                                'x: R.Tensor((8, 16), dtype="int8")'))
    assert rlx.relax.transform.FuseOpsByPattern(table)(bad) == bad
