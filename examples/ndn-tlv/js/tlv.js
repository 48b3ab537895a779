// NDN-style Data packet TLV encoder/decoder.
//   Data(6) { Name(7) { GenericNameComponent(8) ... }, MetaInfo(20) { ContentType(24), FreshnessPeriod(25) }, Content(21) }
// Types and lengths are NDN VAR-NUMBERs: one byte below 253, else 253/254/255 and a 2/4/8-byte big-endian number.
import { TextEncoder } from 'node:util';
export const T = { data: 6, name: 7, component: 8, metaInfo: 20, content: 21, contentType: 24, freshness: 25 };

const varLen = (v) => (v < 253 ? 1 : v <= 0xffff ? 3 : v <= 0xffffffff ? 5 : 9);
const tlvLen = (type, n) => varLen(type) + varLen(n) + n;

function putVar(buf, view, o, v) {
  if (v < 253) {
    buf[o] = v;
    return o + 1;
  }
  if (v <= 0xffff) {
    buf[o] = 253;
    view.setUint16(o + 1, v);
    return o + 3;
  }
  if (v <= 0xffffffff) {
    buf[o] = 254;
    view.setUint32(o + 1, v);
    return o + 5;
  }
  buf[o] = 255;
  view.setBigUint64(o + 1, BigInt(v));
  return o + 9;
}

function putTlv(buf, view, o, type, value) {
  o = putVar(buf, view, putVar(buf, view, o, type), value.length);
  buf.set(value, o);
  return o + value.length;
}

/** One exactly sized Uint8Array, filled in place. */
export function encode(p) {
  let nameLen = 0;
  for (const c of p.name) nameLen += tlvLen(T.component, c.length);
  const metaLen = tlvLen(T.contentType, 1) + tlvLen(T.freshness, 2);
  const inner = tlvLen(T.name, nameLen) + tlvLen(T.metaInfo, metaLen) + tlvLen(T.content, p.content.length);
  const buf = new Uint8Array(tlvLen(T.data, inner));
  const view = new DataView(buf.buffer);
  let o = putVar(buf, view, putVar(buf, view, 0, T.data), inner);
  o = putVar(buf, view, putVar(buf, view, o, T.name), nameLen);
  for (const c of p.name) o = putTlv(buf, view, o, T.component, c);
  o = putVar(buf, view, putVar(buf, view, o, T.metaInfo), metaLen);
  o = putVar(buf, view, putVar(buf, view, o, T.contentType), 1);
  buf[o++] = p.contentType;
  o = putVar(buf, view, putVar(buf, view, o, T.freshness), 2);
  view.setUint16(o, p.freshness);
  putTlv(buf, view, o + 2, T.content, p.content);
  return buf;
}

class Reader {
  constructor(buf, start, end) {
    this.buf = buf;
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    this.o = start;
    this.end = end;
  }

  var() {
    if (this.o >= this.end) throw new Error('tlv: truncated');
    const b = this.buf[this.o++];
    if (b < 253) return b;
    const n = b === 253 ? 2 : b === 254 ? 4 : 8;
    if (this.end - this.o < n) throw new Error('tlv: truncated');
    const v = n === 2 ? this.view.getUint16(this.o) : n === 4 ? this.view.getUint32(this.o) : Number(this.view.getBigUint64(this.o));
    this.o += n;
    return v;
  }

  /** One element of the expected type: [start, end) of its value; advances past it. */
  element(want) {
    const type = this.var();
    if (type !== want) throw new Error(`tlv: expected type ${want}, found ${type}`);
    const n = this.var();
    if (n > this.end - this.o) throw new Error('tlv: truncated');
    const start = this.o;
    this.o += n;
    return [start, this.o];
  }
}

/** Components and content are subarrays of `wire` (no copies). */
export function decode(wire) {
  const [ds, de] = new Reader(wire, 0, wire.length).element(T.data);
  const r = new Reader(wire, ds, de);
  const [ns, ne] = r.element(T.name);
  const name = [];
  for (const n = new Reader(wire, ns, ne); n.o < ne; ) {
    const [cs, ce] = n.element(T.component);
    name.push(wire.subarray(cs, ce));
  }
  const [ms, me] = r.element(T.metaInfo);
  const m = new Reader(wire, ms, me);
  const [cts, cte] = m.element(T.contentType);
  const [fs, fe] = m.element(T.freshness);
  if (cte - cts !== 1 || fe - fs !== 2) throw new Error('tlv: bad MetaInfo');
  const [vs, ve] = r.element(T.content);
  return { name, contentType: wire[cts], freshness: (wire[fs] << 8) | wire[fs + 1], content: wire.subarray(vs, ve) };
}

/** Components comp-00..comp-NN, payload from a fixed xorshift sequence. */
export function makePacket(size, names) {
  const enc = new TextEncoder();
  const content = new Uint8Array(size);
  let s = 0x12345678;
  for (let i = 0; i < size; i++) {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    content[i] = s >>> 24;
  }
  const name = Array.from({ length: names }, (_, i) => enc.encode(`comp-${String(i).padStart(2, '0')}`));
  return { name, contentType: 0, freshness: 4000, content };
}
