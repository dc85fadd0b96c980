"""TVM's Relax backend layer (``tvm.relax.backend``).

- :func:`DispatchSortScan` and :func:`DispatchSampling`: the dispatch passes;
- :func:`get_pattern` and :func:`get_patterns_with_prefix`: the fusion-pattern
  registry (every offload library's table, in TVM's order);
- one submodule per target family with its pipeline: ``cuda``, ``rocm``,
  ``metal``, ``adreno``, ``gpu_generic``, ``cpu_generic``; and the offload
  libraries' ``partition_for_*`` functions where TVM keeps them
  (``cuda.cublas``, ``cuda.cudnn``, ``cuda.cutlass``, ``rocm.hipblas``,
  ``metal.coreml``, ``contrib.nnapi``, ``contrib.tensorrt``).
"""

from ... import _core
from ...transform import Pass

def DispatchSortScan(index_bits=None):
    """Dispatches ``sort``, ``argsort``, ``topk``, ``cumsum`` and ``cumprod``
    to target-specific kernels (thrust for ``cuda -libs=thrust``, GPU or CPU
    TIR otherwise).

    ``index_bits`` is the width of index arithmetic in the kernels: None
    (64, or 32 on WebGPU), 32 or 64 (the budget of TVM's PR #20336, which
    TVM 0.27's own DispatchSortScan() does not take yet). Any other value
    raises ValueError; 64 for a WebGPU target is refused when the pass
    runs.
    """
    if index_bits is not None and (not isinstance(index_bits, int) or isinstance(index_bits, bool)):
        raise ValueError("DispatchSortScan: index_bits must be 32, 64 or None, got %r" % (index_bits,))
    return Pass(_core.dispatch_sort_scan(index_bits))


def DispatchSampling():
    """Dispatches ``multinomial_from_uniform`` to a cumsum-and-search kernel
    for the target (GPU TIR or CPU)."""
    return Pass(_core.dispatch_sampling())


def get_pattern(name):
    """The registered pattern named ``name``, or None. It has ``name``,
    ``pattern`` (a :class:`rlx.relax.dpl.DFPattern`), ``annotation_patterns``,
    and keeps its check function, so a list of them is a table for
    :func:`rlx.relax.transform.FuseOpsByPattern`."""
    return _core.get_pattern(name)


def get_patterns_with_prefix(prefix):
    """Every registered pattern whose name starts with ``prefix``, in priority
    order (highest first), as FuseOpsByPattern tries them."""
    return list(_core.get_patterns_with_prefix(prefix))


from . import adreno, contrib, cpu_generic, cuda, gpu_generic, metal, rocm  # noqa: E402

__all__ = [
    "DispatchSampling",
    "DispatchSortScan",
    "adreno",
    "contrib",
    "cpu_generic",
    "cuda",
    "get_pattern",
    "get_patterns_with_prefix",
    "gpu_generic",
    "metal",
    "rocm",
]
