// Buffers in the TIR interpreter: storage, views, addressing with bounds
// checks, and binding buffer variables (parameters, match_buffer).
#include <algorithm>

#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace interp {
namespace {

std::vector<int64_t> CompactStrides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i > 1; --i) strides[i - 2] = strides[i - 1] * shape[i - 1];
  return strides;
}

std::string IndexToString(const std::vector<int64_t>& index) {
  std::string s = "[";
  for (size_t i = 0; i < index.size(); ++i) s += (i ? ", " : "") + std::to_string(index[i]);
  return s + "]";
}

}  // namespace

int64_t ViewExtent(const View& v) {
  int64_t last = v.elem_offset;
  for (size_t d = 0; d < v.shape.size(); ++d) {
    if (v.shape[d] == 0) return 0;
    last += (v.shape[d] - 1) * v.strides[d];
  }
  return last + 1;
}

StoragePtr Interpreter::NewStorage(const std::string& name, DataType elem, int64_t num_elems,
                                   const std::string& scope) {
  if (num_elems < 0) Fail("allocation of '" + name + "' has a negative size (" + std::to_string(num_elems) + ")");
  if (!IsStorable(elem.element_of())) Fail("cannot allocate '" + name + "' of dtype " + elem.ToString());
  auto s = std::make_shared<Storage>();
  int64_t bytes = num_elems * elem.bytes() * elem.lanes();
  // Zero-filled so that results never depend on garbage (TVM leaves it
  // uninitialized; a program reading it before writing is wrong anyway).
  s->array = NDArray::Zeros({bytes}, DataType::UInt(8));
  s->bytes = static_cast<uint8_t*>(s->array.data());
  s->size_bytes = bytes;
  s->elem = elem;
  s->name = name;
  s->scope = scope;
  s->id = next_storage_id_++;
  return s;
}

ViewPtr Interpreter::ViewFromDecl(const BufferNode* b, Env& env, StoragePtr storage) {
  auto v = std::make_shared<View>();
  v->storage = std::move(storage);
  for (const PrimExpr& d : b->shape) v->shape.push_back(EvalInt(d, env, "a buffer dimension"));
  if (b->strides.empty()) {
    v->strides = CompactStrides(v->shape);
  } else {
    if (b->strides.size() != b->shape.size()) {
      Fail("buffer '" + b->name + "' has " + std::to_string(b->strides.size()) + " strides for " +
           std::to_string(b->shape.size()) + " dimensions");
    }
    for (const PrimExpr& s : b->strides) v->strides.push_back(EvalInt(s, env, "a buffer stride"));
  }
  v->elem_offset = b->elem_offset ? EvalInt(b->elem_offset, env, "a buffer elem_offset") : 0;
  return v;
}

ViewPtr Interpreter::ResolveView(const BufferNode* b, Env& env) {
  if (const ViewPtr* bound = env.FindView(b)) return *bound;
  return ViewFromDecl(b, env, nullptr);
}

Access Interpreter::Locate(const Buffer& buffer, const std::vector<PrimExpr>& indices, Env& env, bool is_store) {
  const BufferNode* b = buffer.get();
  const char* what = is_store ? "store to" : "load from";
  ViewPtr holder;
  const View* view;
  if (const ViewPtr* bound = env.FindView(b)) {
    view = bound->get();
  } else {
    holder = ViewFromDecl(b, env, nullptr);
    view = holder.get();
  }
  Access a;
  if (view->storage) {
    a.storage = view->storage.get();
  } else if (const StoragePtr* s = env.FindStorage(b->data.get())) {
    a.storage = s->get();
  } else {
    Fail(std::string(what) + " buffer '" + b->name + "': its data pointer '" + b->data->name +
         "' is not allocated here");
  }
  a.elem = b->dtype.element_of();
  a.elem_lanes = b->dtype.lanes();
  if (!IsStorable(a.elem))
    Fail("buffer '" + b->name + "' has dtype " + b->dtype.ToString() + ", which has no memory form");
  size_t rank = view->shape.size();
  if (indices.size() != rank) {
    Fail(std::string(what) + " buffer '" + b->name + "' with " + std::to_string(indices.size()) +
         " indices; it has shape " + DimsToString(view->shape));
  }
  // Indices: scalars, or vectors (Ramp / Broadcast) of one common lane count.
  std::vector<Value> idx;
  idx.reserve(rank);
  int lanes = 1;
  for (const PrimExpr& e : indices) {
    idx.push_back(Eval(e, env));
    const Value& v = idx.back();
    if (!v.dtype().is_integer() && !v.dtype().is_bool()) {
      Fail(std::string(what) + " buffer '" + b->name + "' with a " + v.dtype().ToString() + " index");
    }
    if (v.lanes() != 1) {
      if (lanes != 1 && lanes != v.lanes()) {
        Fail(std::string(what) + " buffer '" + b->name + "' with vector indices of different lane counts");
      }
      lanes = v.lanes();
    }
  }
  int64_t elem_bytes = static_cast<int64_t>(a.elem.bytes()) * a.elem_lanes;
  a.byte_offsets.resize(lanes);
  for (int k = 0; k < lanes; ++k) {
    int64_t flat = view->elem_offset;
    for (size_t d = 0; d < rank; ++d) {
      int64_t i = idx[d].lane(idx[d].lanes() == 1 ? 0 : k).i;
      if (i < 0 || i >= view->shape[d]) {
        std::vector<int64_t> at;
        for (size_t e = 0; e < rank; ++e) at.push_back(idx[e].lane(idx[e].lanes() == 1 ? 0 : k).i);
        Fail(std::string("out-of-bounds ") + what + " buffer '" + b->name + "': index " + IndexToString(at) +
             " is outside its shape " + DimsToString(view->shape));
      }
      flat += i * view->strides[d];
    }
    int64_t byte = flat * elem_bytes;
    if (flat < 0 || byte + elem_bytes > a.storage->size_bytes) {
      Fail(std::string("out-of-bounds ") + what + " buffer '" + b->name + "': element " + std::to_string(flat) +
           " is outside its storage '" + a.storage->name + "' of " + std::to_string(a.storage->size_bytes) +
           " bytes (" + std::to_string(a.storage->size_bytes / elem_bytes) + " " + b->dtype.ToString() + " elements)");
    }
    a.byte_offsets[k] = byte;
  }
  return a;
}

void Interpreter::BindOrCheck(const PrimExpr& e, int64_t actual, Env& env, const std::string& what,
                              std::vector<PendingCheck>* pending, bool redefine) {
  if (auto var = e.as<TirVarNode>()) {
    const Value* bound = env.FindVar(var.get());
    if (bound != nullptr && redefine) {
      // A match_buffer defines its variables anew at every block instance.
      auto by = bound_by_.find(var.get());
      if (by != bound_by_.end() && by->second == what) bound = nullptr;
    }
    if (bound != nullptr) {
      if (bound->AsInt() != actual) {
        auto by = bound_by_.find(var.get());
        std::string origin = by == bound_by_.end() ? "" : " (bound by " + by->second + ")";
        Fail(what + ": expected " + var->name + " = " + bound->ToString() + origin + ", got " + std::to_string(actual));
      }
      return;
    }
    if (!var->dtype.is_integer() || WrapInt(var->dtype, actual) != actual) {
      Fail(what + ": " + std::to_string(actual) + " does not fit " + var->name + " of dtype " + var->dtype.ToString());
    }
    env.SetVar(var.get(), IntValue(var->dtype, actual));
    bound_by_[var.get()] = what;
    return;
  }
  if (pending != nullptr) {
    pending->push_back({e, actual, what});
    return;
  }
  CheckPending({PendingCheck{e, actual, what}}, env);
}

void Interpreter::CheckPending(const std::vector<PendingCheck>& pending, Env& env) {
  for (const PendingCheck& p : pending) {
    int64_t expected = EvalInt(p.expr, env, p.what.c_str());
    if (expected != p.actual) {
      Fail(p.what + ": expected " + std::to_string(expected) + ", got " + std::to_string(p.actual));
    }
  }
}

void Interpreter::BindBufferVars(const BufferNode* b, const std::vector<int64_t>& shape,
                                 const std::vector<int64_t>& strides, int64_t elem_offset, Env& env,
                                 const std::string& origin, std::vector<PendingCheck>* pending, bool redefine) {
  for (size_t d = 0; d < b->shape.size(); ++d) {
    BindOrCheck(b->shape[d], shape[d], env, origin + " dimension " + std::to_string(d), pending, redefine);
  }
  if (!b->strides.empty()) {
    if (b->strides.size() != shape.size()) {
      Fail(origin + " declares " + std::to_string(b->strides.size()) + " strides for " + std::to_string(shape.size()) +
           " dimensions");
    }
    for (size_t d = 0; d < b->strides.size(); ++d) {
      BindOrCheck(b->strides[d], strides[d], env, origin + " stride " + std::to_string(d), pending, redefine);
    }
  }
  if (b->elem_offset) {
    BindOrCheck(b->elem_offset, elem_offset, env, origin + " elem_offset", pending, redefine);
  } else if (elem_offset != 0) {
    Fail(origin + ": the data starts at element offset " + std::to_string(elem_offset) +
         ", but the buffer has elem_offset 0 (declare elem_offset or offset_factor)");
  }
  if (b->offset_factor > 1 && elem_offset % b->offset_factor != 0) {
    Fail(origin + ": element offset " + std::to_string(elem_offset) + " is not a multiple of offset_factor " +
         std::to_string(b->offset_factor));
  }
}

void Interpreter::BindParams(const PrimFuncNode& f, const std::vector<NDArray>& buffers,
                             const std::vector<int64_t>& scalars) {
  SpanScope at(this, f.span);
  std::vector<std::pair<const TirVarNode*, const BufferNode*>> buffer_params;
  std::vector<const TirVarNode*> scalar_params;
  std::string buffer_names, scalar_names;
  for (const TirVar& p : f.params) {
    const BufferNode* buf = nullptr;
    for (const auto& kv : f.buffer_map) {
      if (kv.first.get() == p.get()) buf = kv.second.get();
    }
    if (buf != nullptr) {
      buffer_params.emplace_back(p.get(), buf);
      buffer_names += (buffer_names.empty() ? "" : ", ") + buf->name;
    } else {
      scalar_params.push_back(p.get());
      scalar_names += (scalar_names.empty() ? "" : ", ") + p->name;
    }
  }
  if (buffers.size() != buffer_params.size()) {
    Fail("the PrimFunc takes " + std::to_string(buffer_params.size()) + " buffer" +
         (buffer_params.size() == 1 ? "" : "s") + " (" + buffer_names + "), got " + std::to_string(buffers.size()) +
         " array" + (buffers.size() == 1 ? "" : "s"));
  }
  if (scalars.size() != scalar_params.size()) {
    Fail("the PrimFunc takes " + std::to_string(scalar_params.size()) + " scalar parameter" +
         (scalar_params.size() == 1 ? "" : "s") + (scalar_names.empty() ? "" : " (" + scalar_names + ")") + ", got " +
         std::to_string(scalars.size()) + " scalar value" + (scalars.size() == 1 ? "" : "s"));
  }
  // Scalars first: their values are given, buffers are checked against them.
  for (size_t i = 0; i < scalar_params.size(); ++i) {
    const TirVarNode* p = scalar_params[i];
    if (!p->dtype.is_integer() && !p->dtype.is_bool()) {
      Fail("parameter '" + p->name + "' of dtype " + p->dtype.ToString() +
           " is not supported (scalar parameters take int64 values; a handle needs a buffer)");
    }
    if (WrapInt(p->dtype, scalars[i]) != scalars[i]) {
      Fail("parameter '" + p->name + "': " + std::to_string(scalars[i]) + " does not fit " + p->dtype.ToString());
    }
    root_.SetVar(p, IntValue(p->dtype, scalars[i]));
    bound_by_[p] = "parameter '" + p->name + "'";
  }
  std::vector<PendingCheck> pending;
  for (size_t i = 0; i < buffer_params.size(); ++i) {
    const BufferNode* b = buffer_params[i].second;
    const NDArray& arr = buffers[i];
    std::string origin = "buffer '" + b->name + "'";
    if (!arr.defined()) Fail(origin + ": the array is undefined");
    if (arr.dtype() != b->dtype) {
      Fail(origin + " expects dtype " + b->dtype.ToString() + ", got an array of " + arr.dtype().ToString());
    }
    if (static_cast<size_t>(arr.ndim()) != b->shape.size()) {
      Fail(origin + " expects " + std::to_string(b->shape.size()) + " dimension" + (b->shape.size() == 1 ? "" : "s") +
           ", got an array of shape " + ShapeToString(arr.shape()));
    }
    auto storage = std::make_shared<Storage>();
    storage->array = arr;
    storage->bytes = static_cast<uint8_t*>(const_cast<void*>(arr.data()));
    storage->size_bytes = static_cast<int64_t>(arr.NumBytes());
    storage->elem = arr.dtype();
    storage->name = b->name;
    storage->scope = b->scope;  // texture intrinsics read the image layout from it
    storage->id = next_storage_id_++;
    auto view = std::make_shared<View>();
    view->storage = storage;
    view->shape = arr.shape();
    view->strides = CompactStrides(view->shape);
    BindBufferVars(b, view->shape, view->strides, 0, root_, origin, &pending, /*redefine=*/false);
    root_.SetStorage(b->data.get(), storage);
    root_.SetView(b, view);
  }
  CheckPending(pending, root_);
}

void Interpreter::BindMatchBuffer(const MatchBufferRegionNode* m, Env& env) {
  const BufferNode* b = m->buffer.get();
  const BufferRegionNode* src = m->source.get();
  const BufferNode* sb = src->buffer.get();
  std::string origin = "match_buffer '" + b->name + "'";
  if (b->dtype != sb->dtype) {
    Fail(origin + " has dtype " + b->dtype.ToString() + " but its source '" + sb->name + "' has " +
         sb->dtype.ToString());
  }
  ViewPtr sv = ResolveView(sb, env);
  StoragePtr storage = sv->storage;
  if (!storage) {
    if (const StoragePtr* s = env.FindStorage(sb->data.get())) storage = *s;
  }
  if (!storage) Fail(origin + ": the source buffer '" + sb->name + "' is not allocated here");
  size_t rs = src->region.size(), rb = b->shape.size();
  if (rs != sv->shape.size()) Fail(origin + ": the region of '" + sb->name + "' has the wrong number of dimensions");
  if (rb > rs) {
    Fail(origin + " has " + std::to_string(rb) + " dimensions, more than its source region (" + std::to_string(rs) +
         ")");
  }
  std::vector<int64_t> mins, extents;
  for (size_t d = 0; d < rs; ++d) {
    int64_t mn = EvalInt(src->region[d]->min, env, "a region start");
    int64_t ext = EvalInt(src->region[d]->extent, env, "a region extent");
    if (mn < 0 || ext < 0 || mn + ext > sv->shape[d]) {
      Fail(origin + ": region [" + std::to_string(mn) + ", " + std::to_string(mn + ext) + ") of dimension " +
           std::to_string(d) + " is outside '" + sb->name + "' of shape " + DimsToString(sv->shape));
    }
    mins.push_back(mn);
    extents.push_back(ext);
  }
  size_t lead = rs - rb;
  for (size_t d = 0; d < lead; ++d) {
    if (extents[d] != 1) {
      Fail(origin + ": dimension " + std::to_string(d) + " of the region of '" + sb->name + "' has extent " +
           std::to_string(extents[d]) + " but the buffer has no dimension for it");
    }
  }
  auto view = std::make_shared<View>();
  view->storage = storage;
  view->shape.assign(extents.begin() + lead, extents.end());
  view->strides.assign(sv->strides.begin() + lead, sv->strides.end());
  view->elem_offset = sv->elem_offset;
  for (size_t d = 0; d < rs; ++d) view->elem_offset += mins[d] * sv->strides[d];
  if (b->strides.empty()) {
    // A buffer without strides is compact: the region must be too.
    std::vector<int64_t> compact = CompactStrides(view->shape);
    for (size_t d = 0; d < rb; ++d) {
      if (view->shape[d] > 1 && view->strides[d] != compact[d]) {
        Fail(origin + ": the region of '" + sb->name + "' is not contiguous (stride " +
             std::to_string(view->strides[d]) + " in dimension " + std::to_string(d) + ", compact would be " +
             std::to_string(compact[d]) + "); declare strides");
      }
    }
  }
  std::vector<PendingCheck> pending;
  BindBufferVars(b, view->shape, view->strides, view->elem_offset, env, origin, &pending, /*redefine=*/true);
  CheckPending(pending, env);
  env.SetStorage(b->data.get(), storage);
  env.SetView(b, view);
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
