//! Two decoders of the same CBOR subset (RFC 8949 major types 0-5, 7; definite lengths):
//! `fast_cbor` trusts its input; `checked_cbor` adds the limits a reader of untrusted manifests needs
//! (nesting depth, lengths against the remaining input, an item budget, UTF-8 and duplicate map keys).

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Uint(u64),
    Nint(u64),
    Bytes(Vec<u8>),
    Text(String),
    Array(Vec<Value>),
    Map(Vec<(Value, Value)>),
    Bool(bool),
    Null,
    Float(f64),
}

#[derive(Debug, PartialEq)]
pub enum Error {
    Eof,
    Unsupported(u8),
    TooDeep,
    TooLong,
    TooManyItems,
    BadUtf8,
    DuplicateKey,
    Trailing,
}

#[derive(Clone, Copy, Debug)]
pub enum Decoder {
    Fast,
    Checked,
}

impl Decoder {
    pub fn name(self) -> &'static str {
        match self {
            Decoder::Fast => "fast_cbor",
            Decoder::Checked => "checked_cbor",
        }
    }
    pub fn decode(self, input: &[u8]) -> Result<Value, Error> {
        match self {
            Decoder::Fast => fast_cbor::decode(input),
            Decoder::Checked => checked_cbor::decode(input),
        }
    }
}

fn head(input: &[u8], pos: &mut usize) -> Result<(u8, u64, u8), Error> {
    let b = *input.get(*pos).ok_or(Error::Eof)?;
    *pos += 1;
    let (major, info) = (b >> 5, b & 0x1f);
    let arg = match info {
        0..=23 => info as u64,
        24..=27 => {
            let n = 1usize << (info - 24);
            let bytes = input.get(*pos..*pos + n).ok_or(Error::Eof)?;
            *pos += n;
            bytes.iter().fold(0u64, |acc, &x| (acc << 8) | x as u64)
        }
        _ => return Err(Error::Unsupported(b)),
    };
    Ok((major, arg, info))
}

pub mod fast_cbor {
    use super::*;

    pub fn decode(input: &[u8]) -> Result<Value, Error> {
        let mut pos = 0;
        item(input, &mut pos)
    }

    fn item(input: &[u8], pos: &mut usize) -> Result<Value, Error> {
        let (major, arg, info) = head(input, pos)?;
        Ok(match major {
            0 => Value::Uint(arg),
            1 => Value::Nint(arg),
            2 | 3 => {
                let n = arg as usize;
                let bytes = input.get(*pos..*pos + n).ok_or(Error::Eof)?;
                *pos += n;
                if major == 2 {
                    Value::Bytes(bytes.to_vec())
                } else {
                    // Trusted input: no UTF-8 validation.
                    Value::Text(unsafe { String::from_utf8_unchecked(bytes.to_vec()) })
                }
            }
            4 => {
                let mut v = Vec::with_capacity(arg as usize);
                for _ in 0..arg {
                    v.push(item(input, pos)?);
                }
                Value::Array(v)
            }
            5 => {
                let mut m = Vec::with_capacity(arg as usize);
                for _ in 0..arg {
                    let k = item(input, pos)?;
                    m.push((k, item(input, pos)?));
                }
                Value::Map(m)
            }
            7 => simple(info, arg)?,
            _ => return Err(Error::Unsupported(major)),
        })
    }
}

pub mod checked_cbor {
    use super::*;

    pub const MAX_DEPTH: usize = 64;
    pub const MAX_ITEMS: usize = 1 << 20;

    struct State<'a> {
        input: &'a [u8],
        pos: usize,
        items: usize,
    }

    pub fn decode(input: &[u8]) -> Result<Value, Error> {
        let mut s = State { input, pos: 0, items: 0 };
        let v = item(&mut s, 0)?;
        if s.pos != input.len() {
            return Err(Error::Trailing);
        }
        Ok(v)
    }

    fn remaining(s: &State) -> u64 {
        (s.input.len() - s.pos) as u64
    }

    fn item(s: &mut State, depth: usize) -> Result<Value, Error> {
        if depth > MAX_DEPTH {
            return Err(Error::TooDeep);
        }
        s.items += 1;
        if s.items > MAX_ITEMS {
            return Err(Error::TooManyItems);
        }
        let (major, arg, info) = head(s.input, &mut s.pos)?;
        Ok(match major {
            0 => Value::Uint(arg),
            1 => Value::Nint(arg),
            2 | 3 => {
                if arg > remaining(s) {
                    return Err(Error::TooLong);
                }
                let bytes = &s.input[s.pos..s.pos + arg as usize];
                s.pos += arg as usize;
                if major == 2 {
                    Value::Bytes(bytes.to_vec())
                } else {
                    Value::Text(std::str::from_utf8(bytes).map_err(|_| Error::BadUtf8)?.to_owned())
                }
            }
            4 => {
                // Every element takes at least one byte: a length beyond the input is a bomb.
                if arg > remaining(s) {
                    return Err(Error::TooLong);
                }
                let mut v = Vec::with_capacity(arg as usize);
                for _ in 0..arg {
                    v.push(item(s, depth + 1)?);
                }
                Value::Array(v)
            }
            5 => {
                if arg.saturating_mul(2) > remaining(s) {
                    return Err(Error::TooLong);
                }
                let mut m: Vec<(Value, Value)> = Vec::with_capacity(arg as usize);
                for _ in 0..arg {
                    let k = item(s, depth + 1)?;
                    if m.iter().any(|(seen, _)| *seen == k) {
                        return Err(Error::DuplicateKey);
                    }
                    let v = item(s, depth + 1)?;
                    m.push((k, v));
                }
                Value::Map(m)
            }
            7 => simple(info, arg)?,
            _ => return Err(Error::Unsupported(major)),
        })
    }
}

fn simple(info: u8, arg: u64) -> Result<Value, Error> {
    Ok(match (info, arg) {
        (27, bits) => Value::Float(f64::from_bits(bits)),
        (_, 20) => Value::Bool(false),
        (_, 21) => Value::Bool(true),
        (_, 22) => Value::Null,
        _ => return Err(Error::Unsupported(0xe0 | info)),
    })
}

/// Encoder used to build the synthetic manifests (definite lengths, shortest heads).
pub fn encode(v: &Value, out: &mut Vec<u8>) {
    fn put(out: &mut Vec<u8>, major: u8, arg: u64) {
        let m = major << 5;
        match arg {
            0..=23 => out.push(m | arg as u8),
            24..=0xff => out.extend_from_slice(&[m | 24, arg as u8]),
            0x100..=0xffff => {
                out.push(m | 25);
                out.extend_from_slice(&(arg as u16).to_be_bytes());
            }
            0x1_0000..=0xffff_ffff => {
                out.push(m | 26);
                out.extend_from_slice(&(arg as u32).to_be_bytes());
            }
            _ => {
                out.push(m | 27);
                out.extend_from_slice(&arg.to_be_bytes());
            }
        }
    }
    match v {
        Value::Uint(n) => put(out, 0, *n),
        Value::Nint(n) => put(out, 1, *n),
        Value::Bytes(b) => {
            put(out, 2, b.len() as u64);
            out.extend_from_slice(b);
        }
        Value::Text(t) => {
            put(out, 3, t.len() as u64);
            out.extend_from_slice(t.as_bytes());
        }
        Value::Array(a) => {
            put(out, 4, a.len() as u64);
            a.iter().for_each(|x| encode(x, out));
        }
        Value::Map(m) => {
            put(out, 5, m.len() as u64);
            for (k, x) in m {
                encode(k, out);
                encode(x, out);
            }
        }
        Value::Bool(b) => out.push(if *b { 0xf5 } else { 0xf4 }),
        Value::Null => out.push(0xf6),
        Value::Float(f) => {
            out.push(0xfb);
            out.extend_from_slice(&f.to_bits().to_be_bytes());
        }
    }
}
