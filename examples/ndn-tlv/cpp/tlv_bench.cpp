// NDN-style Data packet TLV encoder/decoder and its Google Benchmark suite: tlv/{op}/{size}/{names}.
//   Data(6) { Name(7) { GenericNameComponent(8) ... }, MetaInfo(20) { ContentType(24), FreshnessPeriod(25) }, Content(21) }
// Types and lengths are NDN VAR-NUMBERs (one byte below 253, else 253/254/255 + a 2/4/8-byte big-endian number).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

enum : uint64_t { kData = 6, kName = 7, kComponent = 8, kMetaInfo = 20, kContent = 21, kContentType = 24, kFreshness = 25 };

struct Bytes {
  const uint8_t* p = nullptr;
  size_t n = 0;
};

struct Packet {
  std::vector<std::vector<uint8_t>> name;  // owned by the packet to encode
  uint8_t content_type = 0;
  uint16_t freshness = 4000;
  std::vector<uint8_t> content;
};

struct DecodedPacket {
  std::vector<Bytes> name;  // views into the wire buffer
  uint8_t content_type = 0;
  uint16_t freshness = 0;
  Bytes content;
};

size_t var_len(uint64_t v) { return v < 253 ? 1 : v <= 0xffff ? 3 : v <= 0xffffffff ? 5 : 9; }
size_t tlv_len(uint64_t type, size_t n) { return var_len(type) + var_len(n) + n; }

uint8_t* put_be(uint8_t* o, uint64_t v, int bytes) {
  for (int i = bytes - 1; i >= 0; --i) *o++ = static_cast<uint8_t>(v >> (8 * i));
  return o;
}

uint8_t* put_var(uint8_t* o, uint64_t v) {
  if (v < 253) { *o++ = static_cast<uint8_t>(v); return o; }
  if (v <= 0xffff) { *o++ = 253; return put_be(o, v, 2); }
  if (v <= 0xffffffff) { *o++ = 254; return put_be(o, v, 4); }
  *o++ = 255;
  return put_be(o, v, 8);
}

std::vector<uint8_t> encode(const Packet& p) {
  size_t name_len = 0;
  for (const auto& c : p.name) name_len += tlv_len(kComponent, c.size());
  const size_t meta_len = tlv_len(kContentType, 1) + tlv_len(kFreshness, 2);
  const size_t inner = tlv_len(kName, name_len) + tlv_len(kMetaInfo, meta_len) + tlv_len(kContent, p.content.size());
  std::vector<uint8_t> buf(tlv_len(kData, inner));
  uint8_t* o = put_var(put_var(buf.data(), kData), inner);
  o = put_var(put_var(o, kName), name_len);
  for (const auto& c : p.name) {
    o = put_var(put_var(o, kComponent), c.size());
    std::memcpy(o, c.data(), c.size());
    o += c.size();
  }
  o = put_var(put_var(o, kMetaInfo), meta_len);
  o = put_var(put_var(o, kContentType), 1);
  *o++ = p.content_type;
  o = put_be(put_var(put_var(o, kFreshness), 2), p.freshness, 2);
  o = put_var(put_var(o, kContent), p.content.size());
  if (!p.content.empty()) std::memcpy(o, p.content.data(), p.content.size());
  return buf;
}

struct Reader {
  const uint8_t* p;
  const uint8_t* end;

  uint64_t var() {
    if (p >= end) throw std::runtime_error("tlv: truncated");
    const uint8_t b = *p++;
    const int bytes = b < 253 ? 0 : b == 253 ? 2 : b == 254 ? 4 : 8;
    if (end - p < bytes) throw std::runtime_error("tlv: truncated");
    uint64_t v = bytes == 0 ? b : 0;
    for (int i = 0; i < bytes; ++i) v = (v << 8) | *p++;
    return v;
  }

  // One element of the expected type; advances past it.
  Bytes element(uint64_t want) {
    if (var() != want) throw std::runtime_error("tlv: unexpected type");
    const uint64_t n = var();
    if (n > static_cast<uint64_t>(end - p)) throw std::runtime_error("tlv: truncated");
    Bytes v{p, static_cast<size_t>(n)};
    p += n;
    return v;
  }
};

DecodedPacket decode(const std::vector<uint8_t>& wire) {
  Reader top{wire.data(), wire.data() + wire.size()};
  const Bytes data = top.element(kData);
  Reader r{data.p, data.p + data.n};
  DecodedPacket out;
  const Bytes name = r.element(kName);
  for (Reader n{name.p, name.p + name.n}; n.p < n.end;) out.name.push_back(n.element(kComponent));
  const Bytes meta = r.element(kMetaInfo);
  Reader m{meta.p, meta.p + meta.n};
  const Bytes ct = m.element(kContentType);
  const Bytes fp = m.element(kFreshness);
  if (ct.n != 1 || fp.n != 2) throw std::runtime_error("tlv: bad MetaInfo");
  out.content_type = ct.p[0];
  out.freshness = static_cast<uint16_t>(fp.p[0] << 8 | fp.p[1]);
  out.content = r.element(kContent);
  return out;
}

// The deterministic test packet: components "comp-00".."comp-NN", payload from a fixed xorshift sequence.
Packet make_packet(size_t size, int names) {
  Packet p;
  for (int i = 0; i < names; ++i) {
    const std::string c = "comp-" + std::to_string(i / 10) + std::to_string(i % 10);
    p.name.emplace_back(c.begin(), c.end());
  }
  p.content.resize(size);
  uint32_t s = 0x12345678;
  for (auto& b : p.content) {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    b = static_cast<uint8_t>(s >> 24);
  }
  return p;
}

void bm_encode(benchmark::State& state, size_t size, int names) {
  const Packet p = make_packet(size, names);
  for (auto _ : state) {
    auto wire = encode(p);
    benchmark::DoNotOptimize(wire.data());
    benchmark::ClobberMemory();
  }
}

void bm_decode(benchmark::State& state, size_t size, int names) {
  const auto wire = encode(make_packet(size, names));
  for (auto _ : state) {
    auto d = decode(wire);
    benchmark::DoNotOptimize(d);
  }
}

}  // namespace

int main(int argc, char** argv) {
  for (const char* op : {"encode", "decode"}) {
    for (size_t size : {100, 1024, 8192}) {
      for (int names : {3, 12}) {
        const std::string name = std::string("tlv/") + op + "/" + std::to_string(size) + "/" + std::to_string(names);
        const bool enc = std::strcmp(op, "encode") == 0;
        benchmark::RegisterBenchmark(name.c_str(), enc ? bm_encode : bm_decode, size, names);
      }
    }
  }
  // A round trip before timing anything: a broken codec must not produce numbers.
  const Packet p = make_packet(1024, 12);
  const auto d = decode(encode(p));
  if (d.name.size() != 12 || d.content.n != 1024 || std::memcmp(d.content.p, p.content.data(), 1024) != 0 || d.freshness != 4000) {
    std::fprintf(stderr, "round trip failed\n");
    return 1;
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
