"""pytest-benchmark suite: test_tlv[{op}-{size}-{names}], one packet per round."""
import pytest

from tlv import decode, encode, make_packet

CASES = [(op, size, names) for op in ("encode", "decode") for size in (100, 1024, 8192) for names in (3, 12)]


def test_round_trip():
    p = make_packet(1024, 12)
    q = decode(encode(p))
    assert [bytes(c) for c in q.name] == p.name and bytes(q.content) == p.content and q.freshness == 4000


@pytest.mark.parametrize("op,size,names", CASES, ids=[f"{o}-{s}-{n}" for o, s, n in CASES])
def test_tlv(benchmark, op, size, names):
    p = make_packet(size, names)
    if op == "encode":
        benchmark(encode, p)
    else:
        benchmark(decode, bytes(encode(p)))
