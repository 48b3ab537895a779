"""pyperf suite for benchgate fixtures: the shared suite's workloads, one benchmark each."""
import pyperf

from work import checksum_a, checksum_b, encode_a, encode_b, make_input, scaled, work_factor

SIZES = [1024, 10240, 102400]
INPUTS = {n: make_input(n) for n in SIZES}

runner = pyperf.Runner()
for group, impls in (("checksum", {"impl_a": checksum_a, "impl_b": checksum_b}), ("encode", {"impl_a": encode_a, "impl_b": encode_b})):
    for impl, f in impls.items():
        for size in SIZES:
            runner.bench_func(f"{group}/{impl}/{size}", scaled, INPUTS[size], work_factor(group, impl, size), f)
