"""TVM's ``relax.backend.gpu_generic``: its pipeline."""

from .pipeline import (  # noqa: F401
    dataflow_lower_passes,
    finalize_passes,
    get_default_pipeline,
    legalize_passes,
    library_dispatch_passes,
)
