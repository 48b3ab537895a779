//! `read/{format}/{decoder}`: read a 100 KB file of each format and decode its manifest with each
//! decoder. Short settings so the suite runs in well under a minute. BENCH_VARIANT=head switches on the
//! example's deliberate change (the PNG reader's extra pass over the image data).
use criterion::{Criterion, criterion_group, criterion_main};
use manifest_reader::{Decoder, ReadOptions, formats::ALL, generate, read};
use std::hint::black_box;
use std::time::Duration;

fn bench_read(c: &mut Criterion) {
    let opts = ReadOptions { png_extra_pass: std::env::var("BENCH_VARIANT").as_deref() == Ok("head") };
    let mut g = c.benchmark_group("read");
    for format in ALL {
        let file = generate(format);
        for decoder in [Decoder::Checked, Decoder::Fast] {
            g.bench_function(format!("{}/{}", format.name(), decoder.name()), |b| {
                b.iter(|| read(format, black_box(&file), decoder, opts).unwrap())
            });
        }
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(40)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_millis(500))
        .without_plots();
    targets = bench_read
}
criterion_main!(benches);
