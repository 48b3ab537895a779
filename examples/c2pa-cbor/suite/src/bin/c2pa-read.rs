//! Reads the manifest of a file made by `c2pa-read --make FORMAT FILE`. Built twice for the size table:
//! the default build uses fast_cbor, `--features checked` uses checked_cbor.
use manifest_reader::{Decoder, Format, ReadOptions, generate, read};

const DECODER: Decoder = if cfg!(feature = "checked") { Decoder::Checked } else { Decoder::Fast };

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let format = |s: &str| Format::from_name(s).unwrap_or_else(|| panic!("unknown format {s}"));
    match args.as_slice() {
        [flag, f, path] if flag == "--make" => std::fs::write(path, generate(format(f))).expect("write"),
        [f, path] => {
            let bytes = std::fs::read(path).expect("read");
            match read(format(f), &bytes, DECODER, ReadOptions::default()) {
                Ok(r) => println!("{}: {} assertions, data hash {:016x} ({})", path, r.assertions, r.hash, DECODER.name()),
                Err(e) => {
                    eprintln!("{path}: {e:?}");
                    std::process::exit(1);
                }
            }
        }
        _ => {
            eprintln!("usage: c2pa-read FORMAT FILE | c2pa-read --make FORMAT FILE");
            std::process::exit(2);
        }
    }
}
