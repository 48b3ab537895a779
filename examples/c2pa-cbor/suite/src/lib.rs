//! A toy C2PA-style manifest reader: synthetic containers of eight formats, each with an embedded CBOR
//! manifest, generated deterministically; reading one walks the container, hashes the asset bytes
//! (the "data hash" a validator checks) and decodes the manifest with one of two CBOR decoders.
pub mod cbor;
pub mod formats;

pub use cbor::Decoder;
pub use formats::{Format, ReadOptions, Reading, generate, read};

/// Small deterministic generator (xorshift64*), so every run reads the same bytes.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| (self.next() >> 56) as u8).collect()
    }
    pub fn word(&mut self, len: usize) -> String {
        (0..len).map(|_| (b'a' + (self.next() % 26) as u8) as char).collect()
    }
}

/// The asset hash: 8 bytes at a time, multiply-xorshift mixing (a stand-in for SHA-256's pass over the asset).
pub fn data_hash(state: u64, data: &[u8]) -> u64 {
    let mut h = state ^ 0x9e37_79b9_7f4a_7c15;
    let mut chunks = data.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes(c.try_into().unwrap());
        h = (h ^ w).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 29;
    }
    for &b in chunks.remainder() {
        h = (h ^ b as u64).wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    }
    h
}
