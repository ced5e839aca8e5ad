import pypto.language as pl


@pl.program
class PipelineSkewCubeProducer:
    @pl.function(type=pl.FunctionType.InCore)
    def attn(
        self,
        q: pl.Tensor[[16, 64], pl.FP16],
        k: pl.Tensor[[64, 64], pl.FP16],
        v: pl.Tensor[[64, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        q_mat: pl.Tile[[16, 64], pl.FP16] = pl.load(q, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        q_l: pl.Tile[[16, 64], pl.FP16] = pl.move(q_mat, target_memory=pl.Mem.Left)
        for j in pl.pipeline(0, 64, 16, stage=2):
            # The cube lane computes the scores of a key block and pushes them
            # (two blocks ahead); the vector lane exponentiates them and sends
            # them back for the product with the value block.
            k_mat: pl.Tile[[64, 16], pl.FP16] = pl.load(k, [0, j], [64, 16], target_memory=pl.Mem.Mat)
            k_r: pl.Tile[[64, 16], pl.FP16] = pl.move(k_mat, target_memory=pl.Mem.Right)
            s: pl.Tile[[16, 16], pl.FP32] = pl.matmul(q_l, k_r)
            s_v: pl.Tile[[16, 16], pl.FP32] = pl.move(s, target_memory=pl.Mem.Vec)
            p: pl.Tile[[16, 16], pl.FP32] = pl.exp(s_v)
            p16: pl.Tile[[16, 16], pl.FP16] = pl.cast(p, target_type=pl.FP16)
            p_mat: pl.Tile[[16, 16], pl.FP16] = pl.move(p16, target_memory=pl.Mem.Mat)
            p_l: pl.Tile[[16, 16], pl.FP16] = pl.move(p_mat, target_memory=pl.Mem.Left)
            v_mat: pl.Tile[[16, 64], pl.FP16] = pl.load(v, [j, 0], [16, 64], target_memory=pl.Mem.Mat)
            v_r: pl.Tile[[16, 64], pl.FP16] = pl.move(v_mat, target_memory=pl.Mem.Right)
            o: pl.Tile[[16, 64], pl.FP32] = pl.matmul(p_l, v_r)
            out = pl.store(o, [j, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        q: pl.Tensor[[16, 64], pl.FP16],
        k: pl.Tensor[[64, 64], pl.FP16],
        v: pl.Tensor[[64, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out = self.attn(q, k, v, out)
        return out
