import torch
from simpler.task_interface import CallConfig, CommBufferSpec, DataType, TaskArgs, Tensor, TensorArgType
from pypto.runtime.tensor_arg import make_tensor_arg
from pypto.runtime.distributed_runner import _submit_chip

def _alloc_intermediates(tensors):
    pass

def host_orch(orch, _args, config, *, tensors, callables, sub_ids, _keep, world_size, _domain_provider=None):
    tensors["t__tmp_v0"] = tensors["outputs__ssa_v0"][0, 0:8]
    _ta_0 = TaskArgs()
    _ta_0.add_tensor(make_tensor_arg(tensors["t__tmp_v0"]), TensorArgType.OUTPUT_EXISTING)
    _keep.append(_ta_0)
    _submit_chip(orch, callables["chip_orch"], _ta_0, config, 1)
    tensors["t__tmp_v1"] = tensors["outputs__ssa_v0"][0, 0:8]
    _ta_1 = TaskArgs()
    _ta_1.add_tensor(make_tensor_arg(tensors["t__tmp_v1"]), TensorArgType.OUTPUT_EXISTING)
    _keep.append(_ta_1)
    _submit_chip(orch, callables["chip_orch"], _ta_1, config, 0)
    tensors["t__tmp_v2"] = tensors["outputs__ssa_v0"][1, 0:8]
    _ta_2 = TaskArgs()
    _ta_2.add_tensor(make_tensor_arg(tensors["t__tmp_v2"]), TensorArgType.OUTPUT_EXISTING)
    _keep.append(_ta_2)
    _submit_chip(orch, callables["chip_orch"], _ta_2, config, 1)

host_orch._pypto_distributed_entry = True

