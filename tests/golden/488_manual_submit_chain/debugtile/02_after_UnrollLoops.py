# pypto.program: ManualSubmitChain
import pypto.language as pl

@pl.program
class ManualSubmitChain:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def norm_blk(x: pl.Tensor[[128, 128], pl.FP32], b: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [b * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t, tmp)
        d: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(t, m)
        yd: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(d, [0, 0], y)
        return yd
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def put_blk(src: pl.Tensor[[32, 128], pl.FP32], b: pl.Scalar[pl.INDEX], out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        od: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(e, [b * 32, 0], out)
        return od
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 128], pl.FP32], out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for b in pl.range(4):
                tmp: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                _submit_tmp: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.norm_blk, x, b, tmp)
                tmp: pl.Tensor[[32, 128], pl.FP32] = _submit_tmp[0]
                t0: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                _submit_tmp_1: pl.Tuple[pl.Tensor[[128, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.put_blk, tmp, b, out, deps=[t0])
                out: pl.Tensor[[128, 128], pl.FP32] = _submit_tmp_1[0]
                t1: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return out
