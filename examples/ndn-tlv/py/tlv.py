"""NDN-style Data packet TLV encoder/decoder.

Data(6) { Name(7) { GenericNameComponent(8) ... }, MetaInfo(20) { ContentType(24), FreshnessPeriod(25) }, Content(21) }
Types and lengths are NDN VAR-NUMBERs: one byte below 253, else 253/254/255 and a 2/4/8-byte big-endian number.
"""
import struct
from typing import NamedTuple

DATA, NAME, COMPONENT, META_INFO, CONTENT, CONTENT_TYPE, FRESHNESS = 6, 7, 8, 20, 21, 24, 25


class Packet(NamedTuple):
    name: list  # bytes-like components (memoryviews into the wire after decode)
    content_type: int
    freshness: int
    content: bytes


def var_len(v: int) -> int:
    return 1 if v < 253 else 3 if v <= 0xFFFF else 5 if v <= 0xFFFFFFFF else 9


def put_var(buf: bytearray, o: int, v: int) -> int:
    if v < 253:
        buf[o] = v
        return o + 1
    if v <= 0xFFFF:
        buf[o] = 253
        struct.pack_into(">H", buf, o + 1, v)
        return o + 3
    if v <= 0xFFFFFFFF:
        buf[o] = 254
        struct.pack_into(">I", buf, o + 1, v)
        return o + 5
    buf[o] = 255
    struct.pack_into(">Q", buf, o + 1, v)
    return o + 9


def tlv_len(typ: int, n: int) -> int:
    return var_len(typ) + var_len(n) + n


def put_tlv(buf: bytearray, o: int, typ: int, value) -> int:
    o = put_var(buf, put_var(buf, o, typ), len(value))
    buf[o : o + len(value)] = value
    return o + len(value)


def encode(p: Packet) -> bytearray:
    """One exactly sized buffer, filled in place."""
    name_len = sum(tlv_len(COMPONENT, len(c)) for c in p.name)
    meta_len = tlv_len(CONTENT_TYPE, 1) + tlv_len(FRESHNESS, 2)
    inner = tlv_len(NAME, name_len) + tlv_len(META_INFO, meta_len) + tlv_len(CONTENT, len(p.content))
    buf = bytearray(tlv_len(DATA, inner))
    o = put_var(buf, put_var(buf, 0, DATA), inner)
    o = put_var(buf, put_var(buf, o, NAME), name_len)
    for c in p.name:
        o = put_tlv(buf, o, COMPONENT, c)
    o = put_var(buf, put_var(buf, o, META_INFO), meta_len)
    o = put_tlv(buf, o, CONTENT_TYPE, bytes((p.content_type,)))
    o = put_tlv(buf, o, FRESHNESS, struct.pack(">H", p.freshness))
    put_tlv(buf, o, CONTENT, p.content)
    return buf


def read_var(wire: memoryview, o: int, end: int):
    if o >= end:
        raise ValueError("tlv: truncated")
    b = wire[o]
    if b < 253:
        return b, o + 1
    n = 2 if b == 253 else 4 if b == 254 else 8
    if end - o - 1 < n:
        raise ValueError("tlv: truncated")
    return int.from_bytes(wire[o + 1 : o + 1 + n], "big"), o + 1 + n


def read_tlv(wire: memoryview, o: int, end: int, want: int):
    """One element of the expected type: (start, stop) of its value."""
    typ, o = read_var(wire, o, end)
    if typ != want:
        raise ValueError(f"tlv: expected type {want}, found {typ}")
    n, o = read_var(wire, o, end)
    if n > end - o:
        raise ValueError("tlv: truncated")
    return o, o + n


def decode(data) -> Packet:
    """Components and content are memoryviews into `data` (no copies)."""
    wire = memoryview(data)
    o, end = read_tlv(wire, 0, len(wire), DATA)
    s, e = read_tlv(wire, o, end, NAME)
    name = []
    while s < e:
        cs, ce = read_tlv(wire, s, e, COMPONENT)
        name.append(wire[cs:ce])
        s = ce
    ms, me = read_tlv(wire, e, end, META_INFO)
    cts, cte = read_tlv(wire, ms, me, CONTENT_TYPE)
    fs, fe = read_tlv(wire, cte, me, FRESHNESS)
    if cte - cts != 1 or fe - fs != 2:
        raise ValueError("tlv: bad MetaInfo")
    vs, ve = read_tlv(wire, me, end, CONTENT)
    return Packet(name, wire[cts], int.from_bytes(wire[fs:fe], "big"), wire[vs:ve])


def make_packet(size: int, names: int) -> Packet:
    """Components comp-00..comp-NN, payload from a fixed xorshift sequence."""
    s = 0x12345678
    content = bytearray(size)
    for i in range(size):
        s ^= (s << 13) & 0xFFFFFFFF
        s ^= s >> 17
        s ^= (s << 5) & 0xFFFFFFFF
        content[i] = s >> 24
    return Packet([f"comp-{i:02d}".encode() for i in range(names)], 0, 4000, bytes(content))
