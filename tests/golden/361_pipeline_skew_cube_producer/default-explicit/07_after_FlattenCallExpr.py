# pypto.program: PipelineSkewCubeProducer
import pypto.language as pl

@pl.program
class PipelineSkewCubeProducer:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def attn(q__ssa_v0: pl.Tensor[[16, 64], pl.FP16], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16], v__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        q_mat__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(q__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        q_l__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(q_mat__ssa_v0, target_memory=pl.Mem.Left)
        for j__idx_v0, (out__iter_v1,) in pl.pipeline(0, 64, 16, stage=2, init_values=(out__ssa_v0,)):
            # The cube lane computes the scores of a key block and pushes them
            # (two blocks ahead); the vector lane exponentiates them and sends
            # them back for the product with the value block.
            k_mat__ssa_v0: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(k__ssa_v0, [0, j__idx_v0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
            k_r__ssa_v0: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(k_mat__ssa_v0, target_memory=pl.Mem.Right)
            s__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(q_l__ssa_v0, k_r__ssa_v0)
            s_v__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(s__ssa_v0, target_memory=pl.Mem.Vec)
            p__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.exp(s_v__ssa_v0)
            p16__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.cast(p__ssa_v0, target_type=pl.FP16, mode='round')
            p_mat__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(p16__ssa_v0, target_memory=pl.Mem.Mat)
            p_l__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(p_mat__ssa_v0, target_memory=pl.Mem.Left)
            v_mat__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(v__ssa_v0, [j__idx_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            v_r__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(v_mat__ssa_v0, target_memory=pl.Mem.Right)
            o__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(p_l__ssa_v0, v_r__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(o__ssa_v0, [j__idx_v0, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, q__ssa_v0: pl.Tensor[[16, 64], pl.FP16], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16], v__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.attn(q__ssa_v0, k__ssa_v0, v__ssa_v0, out__ssa_v0)
        return out__ssa_v1
