"""TVM's ``relax.backend.metal``: Core ML partitioning (``metal.coreml``).

Metal targets build with ``gpu_generic``'s pipeline (TVM's routing); rlx
also re-exports its stage functions here, which TVM's package does not."""

from . import coreml  # noqa: F401
from ..gpu_generic import (  # noqa: F401
    dataflow_lower_passes,
    finalize_passes,
    get_default_pipeline,
    legalize_passes,
    library_dispatch_passes,
)
