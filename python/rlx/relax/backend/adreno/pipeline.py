"""The adreno pipeline (TVM's ``relax/backend/adreno/pipeline.py``)."""

from .._pipeline import stage_functions

(library_dispatch_passes, legalize_passes, dataflow_lower_passes, finalize_passes,
 get_default_pipeline) = stage_functions("adreno")
