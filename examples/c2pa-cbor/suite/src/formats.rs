//! Eight container layouts, close enough to the real ones to walk the same way: JPEG APP11 segments,
//! PNG chunks with CRC-32, GIF application-extension sub-blocks, a TIFF IFD tag, base64 in SVG
//! metadata, an ID3v2 GEOB frame before MPEG frames, an MP4 `uuid` box, a RIFF chunk.
use crate::cbor::{self, Decoder, Value};
use crate::{Rng, data_hash};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Format {
    Jpeg,
    Png,
    Gif,
    Tiff,
    Svg,
    Mp3,
    Mp4,
    Wav,
}

pub const ALL: [Format; 8] = [Format::Jpeg, Format::Png, Format::Gif, Format::Tiff, Format::Svg, Format::Mp3, Format::Mp4, Format::Wav];

impl Format {
    pub fn name(self) -> &'static str {
        ["jpeg", "png", "gif", "tiff", "svg", "mp3", "mp4", "wav"][self as usize]
    }
    pub fn from_name(s: &str) -> Option<Format> {
        ALL.iter().copied().find(|f| f.name() == s)
    }
}

/// The asset bytes per file (the seed measured 100 KB media files).
pub const ASSET_BYTES: usize = 100 * 1024;

#[derive(Clone, Copy, Default)]
pub struct ReadOptions {
    /// The deliberate change of the example's head run: the PNG reader hashes the image data twice.
    pub png_extra_pass: bool,
}

#[derive(Debug, PartialEq)]
pub struct Reading {
    pub hash: u64,
    pub assertions: usize,
}

#[derive(Debug)]
pub enum ReadError {
    Malformed(&'static str),
    Manifest(cbor::Error),
}

type R<T> = Result<T, ReadError>;

fn bad<T>(what: &'static str) -> R<T> {
    Err(ReadError::Malformed(what))
}

fn be16(b: &[u8], at: usize) -> R<usize> {
    b.get(at..at + 2).map(|x| u16::from_be_bytes([x[0], x[1]]) as usize).ok_or(ReadError::Malformed("eof"))
}
fn be32(b: &[u8], at: usize) -> R<usize> {
    b.get(at..at + 4).map(|x| u32::from_be_bytes(x.try_into().unwrap()) as usize).ok_or(ReadError::Malformed("eof"))
}
fn le16(b: &[u8], at: usize) -> R<usize> {
    b.get(at..at + 2).map(|x| u16::from_le_bytes([x[0], x[1]]) as usize).ok_or(ReadError::Malformed("eof"))
}
fn le32(b: &[u8], at: usize) -> R<usize> {
    b.get(at..at + 4).map(|x| u32::from_le_bytes(x.try_into().unwrap()) as usize).ok_or(ReadError::Malformed("eof"))
}
fn slice(b: &[u8], at: usize, n: usize) -> R<&[u8]> {
    b.get(at..at + n).ok_or(ReadError::Malformed("eof"))
}

// ---- the manifest ----

fn text(s: impl Into<String>) -> Value {
    Value::Text(s.into())
}

/// A claim with 24 assertions (actions, hashes, thumbnails' metadata), about 12 KB of CBOR.
pub fn manifest_cbor() -> Vec<u8> {
    let mut rng = Rng::new(0xc2fa);
    let assertions = (0..24)
        .map(|i| {
            let actions = (0..6)
                .map(|j| {
                    Value::Map(vec![
                        (text("action"), text(format!("c2pa.{}", rng.word(8)))),
                        (text("when"), text(format!("2024-12-15T10:{:02}:{:02}Z", i % 60, j))),
                        (text("softwareAgent"), text(format!("{} {}.{}", rng.word(10), i, j))),
                        (text("parameters"), Value::Map(vec![
                            (text("instanceId"), text(format!("xmp:iid:{}", rng.word(24)))),
                            (text("ingredients"), Value::Array((0..3).map(|k| Value::Uint(k * 7 + j)).collect())),
                            (text("scale"), Value::Float(1.0 + j as f64 / 8.0)),
                        ])),
                    ])
                })
                .collect();
            Value::Map(vec![
                (text("label"), text(format!("c2pa.actions.v2.{i}"))),
                (text("data"), Value::Map(vec![(text("actions"), Value::Array(actions))])),
                (text("hash"), Value::Bytes(rng.bytes(32))),
                (text("redacted"), Value::Bool(i % 5 == 0)),
            ])
        })
        .collect();
    let claim = Value::Map(vec![
        (text("claim_generator"), text("manifest_reader/0.1.0")),
        (text("title"), text("image.jpg")),
        (text("instanceID"), text(format!("xmp:iid:{}", rng.word(32)))),
        (text("assertions"), Value::Array(assertions)),
        (text("alg"), text("sha256")),
        (text("signature"), Value::Bytes(rng.bytes(256))),
        (text("nonce"), Value::Nint(rng.next() >> 1)),
        (text("parent"), Value::Null),
    ]);
    let mut out = Vec::new();
    cbor::encode(&claim, &mut out);
    out
}

fn decode_manifest(bytes: &[u8], decoder: Decoder) -> R<usize> {
    let v = decoder.decode(bytes).map_err(ReadError::Manifest)?;
    let Value::Map(m) = v else { return bad("manifest is not a map") };
    match m.iter().find(|(k, _)| *k == Value::Text("assertions".into())) {
        Some((_, Value::Array(a))) => Ok(a.len()),
        _ => bad("manifest without assertions"),
    }
}

// ---- generation ----

pub fn generate(format: Format) -> Vec<u8> {
    let manifest = manifest_cbor();
    let mut rng = Rng::new(0x5eed + format as u64);
    match format {
        Format::Jpeg => gen_jpeg(&manifest, &mut rng),
        Format::Png => gen_png(&manifest, &mut rng),
        Format::Gif => gen_gif(&manifest, &mut rng),
        Format::Tiff => gen_tiff(&manifest, &mut rng),
        Format::Svg => gen_svg(&manifest, &mut rng),
        Format::Mp3 => gen_mp3(&manifest, &mut rng),
        Format::Mp4 => gen_mp4(&manifest, &mut rng),
        Format::Wav => gen_wav(&manifest, &mut rng),
    }
}

fn gen_jpeg(manifest: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = vec![0xff, 0xd8];
    let seg = |out: &mut Vec<u8>, marker: u8, body: &[u8]| {
        out.extend_from_slice(&[0xff, marker]);
        out.extend_from_slice(&((body.len() + 2) as u16).to_be_bytes());
        out.extend_from_slice(body);
    };
    seg(&mut out, 0xe0, b"JFIF\0\x01\x02\0\0\x01\0\x01\0\0");
    for (i, part) in manifest.chunks(8000).enumerate() {
        let mut body = b"JP".to_vec();
        body.extend_from_slice(&(i as u32 + 1).to_be_bytes());
        body.extend_from_slice(part);
        seg(&mut out, 0xeb, &body);
    }
    seg(&mut out, 0xdb, &rng.bytes(65));
    seg(&mut out, 0xda, &[1, 1, 0, 0, 63, 0]);
    // Entropy-coded data: every 0xFF is stuffed with 0x00, restart markers every 4 KB.
    for (i, b) in rng.bytes(ASSET_BYTES).into_iter().enumerate() {
        if i > 0 && i % 4096 == 0 {
            out.extend_from_slice(&[0xff, 0xd0 + ((i / 4096) % 8) as u8]);
        }
        out.push(b);
        if b == 0xff {
            out.push(0);
        }
    }
    out.extend_from_slice(&[0xff, 0xd9]);
    out
}

fn crc32_table() -> [u32; 256] {
    let mut t = [0u32; 256];
    for (n, e) in t.iter_mut().enumerate() {
        let mut c = n as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 { 0xedb8_8320 ^ (c >> 1) } else { c >> 1 };
        }
        *e = c;
    }
    t
}

/// CRC-32 as PNG computes it (ISO 3309), one byte at a time.
pub fn crc32(table: &[u32; 256], data: &[u8]) -> u32 {
    !data.iter().fold(!0u32, |c, &b| table[((c ^ b as u32) & 0xff) as usize] ^ (c >> 8))
}

fn gen_png(manifest: &[u8], rng: &mut Rng) -> Vec<u8> {
    let table = crc32_table();
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let chunk = |out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]| {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let start = out.len();
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        let crc = crc32(&table, &out[start..]);
        out.extend_from_slice(&crc.to_be_bytes());
    };
    chunk(&mut out, b"IHDR", &[0, 0, 0, 200, 0, 0, 0, 128, 8, 2, 0, 0, 0]);
    chunk(&mut out, b"caBX", manifest);
    for part in rng.bytes(ASSET_BYTES).chunks(8192) {
        chunk(&mut out, b"IDAT", part);
    }
    chunk(&mut out, b"IEND", &[]);
    out
}

fn sub_blocks(out: &mut Vec<u8>, data: &[u8]) {
    for part in data.chunks(255) {
        out.push(part.len() as u8);
        out.extend_from_slice(part);
    }
    out.push(0);
}

fn gen_gif(manifest: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = b"GIF89a".to_vec();
    out.extend_from_slice(&[200, 0, 128, 0, 0xf7, 0, 0]);
    out.extend_from_slice(&rng.bytes(768));
    out.extend_from_slice(&[0x21, 0xff, 11]);
    out.extend_from_slice(b"C2PA_GIF\x01\x00\x00");
    sub_blocks(&mut out, manifest);
    out.extend_from_slice(&[0x2c, 0, 0, 0, 0, 200, 0, 128, 0, 0, 8]);
    sub_blocks(&mut out, &rng.bytes(ASSET_BYTES));
    out.push(0x3b);
    out
}

const TIFF_C2PA_TAG: usize = 0xcd41;

fn gen_tiff(manifest: &[u8], rng: &mut Rng) -> Vec<u8> {
    let strip = 4096;
    let strips = ASSET_BYTES / strip;
    let mut out = b"II*\0\0\0\0\0".to_vec();
    let data_at = out.len();
    out.extend_from_slice(&rng.bytes(ASSET_BYTES));
    let manifest_at = out.len();
    out.extend_from_slice(manifest);
    let offsets_at = out.len();
    for i in 0..strips {
        out.extend_from_slice(&((data_at + i * strip) as u32).to_le_bytes());
    }
    let counts_at = out.len();
    for _ in 0..strips {
        out.extend_from_slice(&(strip as u32).to_le_bytes());
    }
    let ifd_at = out.len();
    out[4..8].copy_from_slice(&(ifd_at as u32).to_le_bytes());
    let entries: [(usize, u16, usize, usize); 5] = [
        (256, 4, 1, 200),
        (257, 4, 1, 128),
        (273, 4, strips, offsets_at),
        (279, 4, strips, counts_at),
        (TIFF_C2PA_TAG, 7, manifest.len(), manifest_at),
    ];
    out.extend_from_slice(&(entries.len() as u16).to_le_bytes());
    for (tag, kind, count, value) in entries {
        out.extend_from_slice(&(tag as u16).to_le_bytes());
        out.extend_from_slice(&kind.to_le_bytes());
        out.extend_from_slice(&(count as u32).to_le_bytes());
        out.extend_from_slice(&(value as u32).to_le_bytes());
    }
    out.extend_from_slice(&[0, 0, 0, 0]);
    out
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn base64(data: &[u8]) -> String {
    let mut s = String::new();
    for c in data.chunks(3) {
        let n = c.iter().enumerate().fold(0u32, |acc, (i, &b)| acc | (b as u32) << (16 - 8 * i));
        for i in 0..4 {
            s.push(if i <= c.len() { B64[(n >> (18 - 6 * i) & 63) as usize] as char } else { '=' });
        }
    }
    s
}

fn unbase64(text: &[u8]) -> R<Vec<u8>> {
    let mut rev = [255u8; 256];
    for (i, &c) in B64.iter().enumerate() {
        rev[c as usize] = i as u8;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    for q in text.chunks(4) {
        let mut n = 0u32;
        let mut pad = 0;
        for (i, &c) in q.iter().enumerate() {
            if c == b'=' {
                pad += 1;
                continue;
            }
            let v = rev[c as usize];
            if v == 255 {
                return bad("bad base64");
            }
            n |= (v as u32) << (18 - 6 * i);
        }
        out.extend_from_slice(&n.to_be_bytes()[1..4 - pad]);
    }
    Ok(out)
}

const SVG_OPEN: &[u8] = b"<c2pa:manifest>";
const SVG_CLOSE: &[u8] = b"</c2pa:manifest>";

fn gen_svg(manifest: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut s = String::from("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:c2pa=\"http://c2pa.org/manifest\" width=\"200\" height=\"128\">\n");
    s.push_str("<metadata>");
    s.push_str(std::str::from_utf8(SVG_OPEN).unwrap());
    s.push_str(&base64(manifest));
    s.push_str(std::str::from_utf8(SVG_CLOSE).unwrap());
    s.push_str("</metadata>\n");
    while s.len() < ASSET_BYTES {
        let pts: Vec<String> = (0..8).map(|_| format!("{} {}", rng.next() % 200, rng.next() % 128)).collect();
        s.push_str(&format!("<path fill=\"#{:06x}\" d=\"M{} Z\"/>\n", rng.next() & 0xff_ffff, pts.join(" L")));
    }
    s.push_str("</svg>\n");
    s.into_bytes()
}

fn syncsafe(n: usize) -> [u8; 4] {
    [(n >> 21 & 0x7f) as u8, (n >> 14 & 0x7f) as u8, (n >> 7 & 0x7f) as u8, (n & 0x7f) as u8]
}

fn gen_mp3(manifest: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut frame = b"GEOB".to_vec();
    let mut body = b"\x00application/c2pa\x00manifest.c2pa\x00c2pa manifest store\x00".to_vec();
    body.extend_from_slice(manifest);
    frame.extend_from_slice(&syncsafe(body.len()));
    frame.extend_from_slice(&[0, 0]);
    frame.extend_from_slice(&body);
    let mut out = b"ID3\x04\x00\x00".to_vec();
    out.extend_from_slice(&syncsafe(frame.len()));
    out.extend_from_slice(&frame);
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417-byte frames (418 with the padding bit).
    let mut written = 0;
    let mut i = 0;
    while written < ASSET_BYTES {
        let padded = i % 3 == 0;
        let len = 417 + padded as usize;
        out.extend_from_slice(&[0xff, 0xfb, 0x90 | (padded as u8) << 1, 0x64]);
        out.extend_from_slice(&rng.bytes(len - 4));
        written += len;
        i += 1;
    }
    out
}

const C2PA_UUID: [u8; 16] = [0xd8, 0xfe, 0xc3, 0xd6, 0x1b, 0x0e, 0x48, 0x3c, 0x92, 0x97, 0x58, 0x28, 0x87, 0x7e, 0xc4, 0x81];

fn mp4_box(out: &mut Vec<u8>, kind: &[u8; 4], body: &[u8]) {
    out.extend_from_slice(&((body.len() + 8) as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(body);
}

fn gen_mp4(manifest: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    mp4_box(&mut out, b"ftyp", b"isom\0\0\x02\0isomiso2mp41");
    let mut uuid = C2PA_UUID.to_vec();
    uuid.extend_from_slice(b"\0\0\0\0manifest\0");
    uuid.extend_from_slice(manifest);
    mp4_box(&mut out, b"uuid", &uuid);
    let mut moov = Vec::new();
    mp4_box(&mut moov, b"mvhd", &rng.bytes(100));
    for _ in 0..2 {
        let mut trak = Vec::new();
        mp4_box(&mut trak, b"tkhd", &rng.bytes(84));
        mp4_box(&mut trak, b"mdia", &rng.bytes(600));
        mp4_box(&mut moov, b"trak", &trak);
    }
    mp4_box(&mut out, b"moov", &moov);
    mp4_box(&mut out, b"mdat", &rng.bytes(ASSET_BYTES));
    out
}

fn gen_wav(manifest: &[u8], rng: &mut Rng) -> Vec<u8> {
    let chunk = |out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]| {
        out.extend_from_slice(kind);
        out.extend_from_slice(&(data.len() as u32).to_le_bytes());
        out.extend_from_slice(data);
        if data.len() % 2 == 1 {
            out.push(0);
        }
    };
    let mut body = b"WAVE".to_vec();
    chunk(&mut body, b"fmt ", &[1, 0, 2, 0, 0x44, 0xac, 0, 0, 0x10, 0xb1, 2, 0, 4, 0, 16, 0]);
    chunk(&mut body, b"C2PA", manifest);
    chunk(&mut body, b"data", &rng.bytes(ASSET_BYTES));
    let mut out = b"RIFF".to_vec();
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    out
}

// ---- reading ----

/// Walks the container, hashes the asset bytes and decodes the manifest.
pub fn read(format: Format, file: &[u8], decoder: Decoder, opts: ReadOptions) -> R<Reading> {
    let (hash, manifest) = match format {
        Format::Jpeg => read_jpeg(file)?,
        Format::Png => read_png(file, opts)?,
        Format::Gif => read_gif(file)?,
        Format::Tiff => read_tiff(file)?,
        Format::Svg => read_svg(file)?,
        Format::Mp3 => read_mp3(file)?,
        Format::Mp4 => read_mp4(file)?,
        Format::Wav => read_wav(file)?,
    };
    Ok(Reading { hash, assertions: decode_manifest(&manifest, decoder)? })
}

fn read_jpeg(b: &[u8]) -> R<(u64, Vec<u8>)> {
    if b.get(0..2) != Some(&[0xff, 0xd8]) {
        return bad("no SOI");
    }
    let (mut at, mut h, mut manifest) = (2, 0u64, Vec::new());
    loop {
        if b.get(at) != Some(&0xff) {
            return bad("expected a marker");
        }
        let marker = *b.get(at + 1).ok_or(ReadError::Malformed("eof"))?;
        let len = be16(b, at + 2)?;
        let body = slice(b, at + 4, len - 2)?;
        if marker == 0xeb && body.starts_with(b"JP") {
            manifest.extend_from_slice(&body[6..]);
        } else {
            h = data_hash(h, body);
        }
        at += 2 + len;
        if marker == 0xda {
            break;
        }
    }
    // Scan the entropy-coded data for the end of image, skipping stuffed bytes and restart markers.
    let start = at;
    loop {
        match (b.get(at), b.get(at + 1)) {
            (Some(0xff), Some(0x00)) | (Some(0xff), Some(0xd0..=0xd7)) => at += 2,
            (Some(0xff), Some(0xd9)) => break,
            (Some(_), _) => at += 1,
            (None, _) => return bad("no EOI"),
        }
    }
    Ok((data_hash(h, &b[start..at]), manifest))
}

fn read_png(b: &[u8], opts: ReadOptions) -> R<(u64, Vec<u8>)> {
    if !b.starts_with(b"\x89PNG\r\n\x1a\n") {
        return bad("no PNG signature");
    }
    let table = crc32_table();
    let (mut at, mut h, mut manifest) = (8, 0u64, None);
    while at < b.len() {
        let len = be32(b, at)?;
        let typed = slice(b, at + 4, 4 + len)?;
        if crc32(&table, typed) as usize != be32(b, at + 8 + len)? {
            return bad("CRC mismatch");
        }
        let (kind, data) = typed.split_at(4);
        match kind {
            b"caBX" => manifest = Some(data.to_vec()),
            b"IDAT" => {
                h = data_hash(h, data);
                if opts.png_extra_pass {
                    h ^= fnv1a(data);
                }
            }
            _ => h = data_hash(h, typed),
        }
        at += 12 + len;
    }
    Ok((h, manifest.ok_or(ReadError::Malformed("no caBX chunk"))?))
}

/// The head run's extra pass: a second, byte-at-a-time hash of the image data (FNV-1a 64).
fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

/// Reads a sub-block chain starting at `at`; returns the end offset.
fn read_sub_blocks(b: &[u8], mut at: usize, mut each: impl FnMut(&[u8])) -> R<usize> {
    loop {
        let n = *b.get(at).ok_or(ReadError::Malformed("eof"))? as usize;
        if n == 0 {
            return Ok(at + 1);
        }
        each(slice(b, at + 1, n)?);
        at += 1 + n;
    }
}

fn read_gif(b: &[u8]) -> R<(u64, Vec<u8>)> {
    if !b.starts_with(b"GIF89a") {
        return bad("no GIF header");
    }
    let flags = *b.get(10).ok_or(ReadError::Malformed("eof"))?;
    let mut at = 13;
    let mut h = data_hash(0, &b[..13]);
    if flags & 0x80 != 0 {
        let n = 3 << ((flags & 7) + 1);
        h = data_hash(h, slice(b, at, n)?);
        at += n;
    }
    let mut manifest = None;
    loop {
        match b.get(at) {
            Some(0x21) => {
                let label = *b.get(at + 1).ok_or(ReadError::Malformed("eof"))?;
                let n = *b.get(at + 2).ok_or(ReadError::Malformed("eof"))? as usize;
                let ident = slice(b, at + 3, n)?;
                let mut data = Vec::new();
                at = read_sub_blocks(b, at + 3 + n, |p| data.extend_from_slice(p))?;
                if label == 0xff && ident.starts_with(b"C2PA_GIF") {
                    manifest = Some(data);
                } else {
                    h = data_hash(h, &data);
                }
            }
            Some(0x2c) => {
                h = data_hash(h, slice(b, at, 10)?);
                at = read_sub_blocks(b, at + 11, |p| h = data_hash(h, p))?;
            }
            Some(0x3b) => break,
            _ => return bad("unknown GIF block"),
        }
    }
    Ok((h, manifest.ok_or(ReadError::Malformed("no C2PA_GIF extension"))?))
}

fn read_tiff(b: &[u8]) -> R<(u64, Vec<u8>)> {
    if !b.starts_with(b"II*\0") {
        return bad("not little-endian TIFF");
    }
    let ifd = le32(b, 4)?;
    let count = le16(b, ifd)?;
    let (mut offsets, mut counts, mut manifest) = (Vec::new(), Vec::new(), None);
    for i in 0..count {
        let e = ifd + 2 + 12 * i;
        let (tag, n, value) = (le16(b, e)?, le32(b, e + 4)?, le32(b, e + 8)?);
        let longs = |v: &mut Vec<usize>| -> R<()> {
            for k in 0..n {
                v.push(if n == 1 { value } else { le32(b, value + 4 * k)? });
            }
            Ok(())
        };
        match tag {
            273 => longs(&mut offsets)?,
            279 => longs(&mut counts)?,
            TIFF_C2PA_TAG => manifest = Some(slice(b, value, n)?.to_vec()),
            _ => {}
        }
    }
    if offsets.len() != counts.len() {
        return bad("strip offsets and counts differ");
    }
    let mut h = 0;
    for (&o, &n) in offsets.iter().zip(&counts) {
        h = data_hash(h, slice(b, o, n)?);
    }
    Ok((h, manifest.ok_or(ReadError::Malformed("no C2PA tag"))?))
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

fn read_svg(b: &[u8]) -> R<(u64, Vec<u8>)> {
    let open = find(b, SVG_OPEN, 0).ok_or(ReadError::Malformed("no c2pa:manifest"))?;
    let start = open + SVG_OPEN.len();
    let end = find(b, SVG_CLOSE, start).ok_or(ReadError::Malformed("unclosed c2pa:manifest"))?;
    // The rest of the document must close the root element.
    find(b, b"</svg>", end).ok_or(ReadError::Malformed("no </svg>"))?;
    let h = data_hash(data_hash(0, &b[..open]), &b[end + SVG_CLOSE.len()..]);
    Ok((h, unbase64(&b[start..end])?))
}

fn unsyncsafe(b: &[u8], at: usize) -> R<usize> {
    Ok(slice(b, at, 4)?.iter().fold(0usize, |acc, &x| acc << 7 | (x & 0x7f) as usize))
}

fn read_mp3(b: &[u8]) -> R<(u64, Vec<u8>)> {
    if !b.starts_with(b"ID3") {
        return bad("no ID3v2 tag");
    }
    let tag_end = 10 + unsyncsafe(b, 6)?;
    let (mut at, mut manifest) = (10, None);
    while at + 10 <= tag_end {
        let n = unsyncsafe(b, at + 4)?;
        let body = slice(b, at + 10, n)?;
        if &b[at..at + 4] == b"GEOB" {
            // encoding, then mime, file name and description, each NUL-terminated.
            let mut p = 1;
            for _ in 0..3 {
                p += body[p..].iter().position(|&c| c == 0).ok_or(ReadError::Malformed("GEOB"))? + 1;
            }
            if body[1..].starts_with(b"application/c2pa") {
                manifest = Some(body[p..].to_vec());
            }
        }
        at += 10 + n;
    }
    let (mut at, mut h) = (tag_end, 0u64);
    const KBPS: [usize; 16] = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
    while at < b.len() {
        let hdr = slice(b, at, 4)?;
        if hdr[0] != 0xff || hdr[1] & 0xe0 != 0xe0 {
            return bad("lost MPEG frame sync");
        }
        let len = 144 * 1000 * KBPS[(hdr[2] >> 4) as usize] / 44100 + ((hdr[2] >> 1) & 1) as usize;
        h = data_hash(h, slice(b, at, len)?);
        at += len;
    }
    Ok((h, manifest.ok_or(ReadError::Malformed("no C2PA GEOB frame"))?))
}

fn walk_boxes(b: &[u8], mut at: usize, end: usize, h: &mut u64, manifest: &mut Option<Vec<u8>>) -> R<()> {
    while at < end {
        let size = be32(b, at)?;
        let kind = slice(b, at + 4, 4)?;
        let body = slice(b, at + 8, size.checked_sub(8).ok_or(ReadError::Malformed("box size"))?)?;
        match kind {
            b"uuid" if body.starts_with(&C2PA_UUID) => {
                let p = 16 + 4 + body[20..].iter().position(|&c| c == 0).ok_or(ReadError::Malformed("uuid purpose"))? + 1;
                *manifest = Some(body[p..].to_vec());
            }
            b"moov" | b"trak" => walk_boxes(b, at + 8, at + size, h, manifest)?,
            _ => *h = data_hash(*h, body),
        }
        at += size;
    }
    Ok(())
}

fn read_mp4(b: &[u8]) -> R<(u64, Vec<u8>)> {
    if b.get(4..8) != Some(b"ftyp") {
        return bad("no ftyp box");
    }
    let (mut h, mut manifest) = (0, None);
    walk_boxes(b, 0, b.len(), &mut h, &mut manifest)?;
    Ok((h, manifest.ok_or(ReadError::Malformed("no C2PA uuid box"))?))
}

fn read_wav(b: &[u8]) -> R<(u64, Vec<u8>)> {
    if !b.starts_with(b"RIFF") || b.get(8..12) != Some(b"WAVE") {
        return bad("not RIFF/WAVE");
    }
    let end = 8 + le32(b, 4)?;
    let (mut at, mut h, mut manifest) = (12, 0u64, None);
    while at < end {
        let n = le32(b, at + 4)?;
        let data = slice(b, at + 8, n)?;
        match &b[at..at + 4] {
            b"C2PA" => manifest = Some(data.to_vec()),
            _ => h = data_hash(h, data),
        }
        at += 8 + n + n % 2;
    }
    Ok((h, manifest.ok_or(ReadError::Malformed("no C2PA chunk"))?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_reads_the_same_manifest_with_both_decoders() {
        for f in ALL {
            let file = generate(f);
            let a = read(f, &file, Decoder::Fast, ReadOptions::default()).unwrap();
            let b = read(f, &file, Decoder::Checked, ReadOptions::default()).unwrap();
            assert_eq!(a, b, "{}", f.name());
            assert_eq!(a.assertions, 24);
        }
    }

    #[test]
    fn checked_decoder_rejects_a_length_bomb() {
        // An array claiming 2^32 elements in 6 bytes.
        let bomb = [0x9a, 0xff, 0xff, 0xff, 0xff, 0x00];
        assert_eq!(Decoder::Checked.decode(&bomb), Err(cbor::Error::TooLong));
    }
}
