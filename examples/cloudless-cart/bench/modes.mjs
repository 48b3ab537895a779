// Token modes, node:crypto and node:zlib only. seal(cart) → token string; open(token) → cart.
//   sign-only                  base64url(json) . HMAC-SHA256            integrity only
//   encrypt-then-sign          AES-256-GCM(json), then HMAC over the ciphertext
//   encrypt-then-sign+deflate  deflate, then as above
//   encrypt-then-sign+brotli   brotli, then as above
//   sign-then-encrypt          HMAC over the json, then AES-256-GCM(mac ‖ json)
//   sign-then-encrypt+brotli   brotli(mac ‖ json), then AES-256-GCM
import { Buffer } from 'node:buffer';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, deflateRawSync, inflateRawSync } from 'node:zlib';

// The deliberate head change (BENCH_VARIANT=head): encrypt-then-sign+brotli compresses at quality 9
// (smaller tokens, much slower) instead of 5.
const HEAD = process.env.BENCH_VARIANT === 'head';
const brotliAt = (quality) => (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
const unbrotli = (buf) => brotliDecompressSync(buf);

// Fixed keys: a benchmark needs the same work every run, not secrecy.
const ENC_KEY = createHash('sha256').update('cloudless-cart encryption key').digest();
const MAC_KEY = createHash('sha256').update('cloudless-cart mac key').digest();
const MAC_LEN = 32;
const IV_LEN = 12;
const TAG_LEN = 16;

const mac = (buf) => createHmac('sha256', MAC_KEY).update(buf).digest();

function verify(buf, sig) {
  if (sig.length !== MAC_LEN || !timingSafeEqual(mac(buf), sig)) throw new Error('bad signature');
  return buf;
}

function encrypt(plain) {
  const iv = randomBytes(IV_LEN);
  const c = createCipheriv('aes-256-gcm', ENC_KEY, iv);
  return Buffer.concat([iv, c.update(plain), c.final(), c.getAuthTag()]);
}

function decrypt(box) {
  const d = createDecipheriv('aes-256-gcm', ENC_KEY, box.subarray(0, IV_LEN));
  d.setAuthTag(box.subarray(box.length - TAG_LEN));
  return Buffer.concat([d.update(box.subarray(IV_LEN, box.length - TAG_LEN)), d.final()]);
}

const b64 = (buf) => buf.toString('base64url');
const unb64 = (s) => Buffer.from(s, 'base64url');
const json = (cart) => Buffer.from(JSON.stringify(cart));
const parse = (buf) => JSON.parse(buf.toString('utf8'));
const identity = (buf) => buf;

function encryptThenSign(compress, decompress) {
  return {
    seal(cart) {
      const box = encrypt(compress(json(cart)));
      return `${b64(box)}.${b64(mac(box))}`;
    },
    open(token) {
      const [box, sig] = token.split('.');
      return parse(decompress(decrypt(verify(unb64(box), unb64(sig)))));
    },
  };
}

function signThenEncrypt(compress, decompress) {
  return {
    seal(cart) {
      const body = json(cart);
      return b64(encrypt(compress(Buffer.concat([mac(body), body]))));
    },
    open(token) {
      const signed = decompress(decrypt(unb64(token)));
      return parse(verify(signed.subarray(MAC_LEN), signed.subarray(0, MAC_LEN)));
    },
  };
}

export const MODES = {
  'sign-only': {
    seal(cart) {
      const body = json(cart);
      return `${b64(body)}.${b64(mac(body))}`;
    },
    open(token) {
      const [body, sig] = token.split('.');
      return parse(verify(unb64(body), unb64(sig)));
    },
  },
  'encrypt-then-sign': encryptThenSign(identity, identity),
  'encrypt-then-sign+deflate': encryptThenSign(deflateRawSync, inflateRawSync),
  'encrypt-then-sign+brotli': encryptThenSign(brotliAt(HEAD ? 9 : 5), unbrotli),
  'sign-then-encrypt': signThenEncrypt(identity, identity),
  'sign-then-encrypt+brotli': signThenEncrypt(brotliAt(5), unbrotli),
};
