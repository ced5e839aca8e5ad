# pypto.program: PipelineSkewCubeProducer
import pypto.language as pl

@pl.program
class PipelineSkewCubeProducer:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def attn(q: pl.Tensor[[16, 64], pl.FP16], k: pl.Tensor[[64, 64], pl.FP16], v: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        q_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(q, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        q_l: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(q_mat, target_memory=pl.Mem.Left)
        for j in pl.pipeline(0, 64, 16, stage=2):
            # The cube lane computes the scores of a key block and pushes them
            # (two blocks ahead); the vector lane exponentiates them and sends
            # them back for the product with the value block.
            k_mat: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(k, [0, j], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
            k_r: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(k_mat, target_memory=pl.Mem.Right)
            s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(q_l, k_r)
            s_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(s, target_memory=pl.Mem.Vec)
            p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.exp(s_v)
            p16: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.cast(p, target_type=pl.FP16, mode='round')
            p_mat: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(p16, target_memory=pl.Mem.Mat)
            p_l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(p_mat, target_memory=pl.Mem.Left)
            v_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(v, [j, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            v_r: pl.Tile[[16, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(v_mat, target_memory=pl.Mem.Right)
            o: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(p_l, v_r)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(o, [j, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, q: pl.Tensor[[16, 64], pl.FP16], k: pl.Tensor[[64, 64], pl.FP16], v: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = self.attn(q, k, v, out)
        return out
