"""TVM's ``relax.backend.rocm``: its pipeline and hipBLAS partitioning."""

from . import hipblas  # noqa: F401
from .pipeline import (  # noqa: F401
    dataflow_lower_passes,
    finalize_passes,
    get_default_pipeline,
    legalize_passes,
    library_dispatch_passes,
)
