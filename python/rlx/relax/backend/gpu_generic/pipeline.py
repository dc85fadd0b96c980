"""The gpu_generic pipeline (TVM's ``relax/backend/gpu_generic/pipeline.py``)."""

from .._pipeline import stage_functions

(library_dispatch_passes, legalize_passes, dataflow_lower_passes, finalize_passes,
 get_default_pipeline) = stage_functions("gpu_generic")
