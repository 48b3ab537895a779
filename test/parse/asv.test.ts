// A real asv 0.6.6 run (test/fixtures/asv/SOURCE.md): exact values from results.json.
import { describe, expect, it } from 'vitest';
import { asv } from '../../src/parse/asv';
import { parseOutput } from '../../src/parse/registry';
import { fixtureInput } from '../helpers/fixtures';

describe('asv adapter', () => {
  const out = asv.parse(fixtureInput('asv', 'results.json'));
  const by = (name: string) => out.benchmarks.find((b) => b.name === name)!;

  it('names params points as name(value); time_ in seconds → ns with the 99 % CI and every sample', () => {
    expect(out.benchmarks.map((b) => b.name)).toEqual(['bench_sum.TimeSum.time_sum(10)', 'bench_sum.TimeSum.time_sum(1000)', 'bench_sum.time_join', 'bench_sum.track_answer']);
    const t = by('bench_sum.TimeSum.time_sum(1000)').metrics['time']!;
    expect(t.value).toBeCloseTo(6351.500815071631, 6);
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', n: 10 });
    expect(t.spread?.ci?.level).toBe(0.99);
    expect(t.spread?.ci?.lower).toBeCloseTo(5811, 6);
    expect(t.spread?.ci?.upper).toBeCloseTo(6602, 6);
    expect(t.samples?.[0]).toBeCloseTo(6602.0002122968435, 6);
    expect(by('bench_sum.TimeSum.time_sum(10)').params).toEqual({ p0: '10' });
    expect(out.warnings).toEqual([expect.stringContaining('param names unknown for 1 benchmark(s), shown as p0, p1')]);
    expect(by('bench_sum.time_join').metrics['time']!.value).toBeCloseTo(15614.91499978729, 6);
  });

  it('param names come from benchmarks.json when it is given too', () => {
    const both = { files: [...fixtureInput('asv', 'results.json').files, ...fixtureInput('asv', 'benchmarks.json').files] };
    expect(asv.parse(both).benchmarks[1]!.params).toEqual({ n: '1000' });
    expect(asv.parse(both).warnings).toBeUndefined();
  });

  it('track_ values stay as they are, without unit', () => {
    expect(by('bench_sum.track_answer').metrics).toEqual({ value: { unit: '', direction: 'smaller', value: 42 } });
  });

  it('detects its results file and not the console output', () => {
    expect(asv.detect(fixtureInput('asv', 'results.json'))).toBe('yes');
    expect(asv.detect(fixtureInput('asv', 'asv-run.stdout.txt'))).toBe('no');
  });
});

describe('asv adapter, a run with skipped and failed benchmarks (real fixture edge/)', () => {
  const input = fixtureInput('asv', 'edge', 'results.json');

  it('reads the bare NaN of a skipped point (Python json) and leaves that point out with a warning', () => {
    const out = asv.parse(input);
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      "bench_edge.Suite.time_sum(10, 'list')", "bench_edge.Suite.time_sum(10, 'tuple')", "bench_edge.Suite.time_sum(1000, 'list')",
      'bench_edge.time_raises', 'bench_edge.timeraw_import',
      "bench_edge.Suite.mem_data(10, 'list')", "bench_edge.Suite.mem_data(10, 'tuple')", "bench_edge.Suite.mem_data(1000, 'list')",
      'bench_edge.peakmem_alloc', 'bench_edge.track_items',
    ]);
    expect(out.warnings).toEqual([
      "asv/edge/results.json: asv skipped these 2 points (NaN: setup raised NotImplementedError, or not selected): bench_edge.Suite.time_sum(1000, 'tuple'), bench_edge.Suite.mem_data(1000, 'tuple')",
      // No benchmarks.json given: the param names are positional, and the parse says so.
      expect.stringMatching(/^param names unknown for 2 benchmark\(s\), shown as p0, p1, …: asv keeps them in results\/benchmarks\.json/),
    ]);
    const t = out.benchmarks[2]!.metrics['time']!;
    expect(t.value).toBeCloseTo(3334.9988370900974, 6);
    expect(t.n).toBe(10);
    expect(t.spread?.ci?.lower).toBeCloseTo(3275, 6);
    expect(t.spread?.ci?.upper).toBeCloseTo(3385, 6);
    expect(out.benchmarks[7]!.metrics['memory']).toEqual({ unit: 'B', direction: 'smaller', value: 8056, exact: true });
    expect(out.benchmarks[8]!.metrics['memory']!.value).toBe(24756224);
  });

  it('a benchmark whose every point failed (`result` is null) is one failed benchmark', () => {
    const out = asv.parse(input);
    expect(out.benchmarks[3]).toEqual({ name: 'bench_edge.time_raises', status: 'failed', error: 'asv recorded no result (the benchmark failed)', metrics: {} });
  });

  it('timeraw_ is a time in seconds, like time_ (asv_runner timeraw.py)', () => {
    const t = asv.parse(input).benchmarks.find((b) => b.name === 'bench_edge.timeraw_import')!;
    expect(Object.keys(t.metrics)).toEqual(['time']);
    expect(t.metrics['time']).toMatchObject({ unit: 'ns', statistic: 'median', n: 10 });
    expect(t.metrics['time']!.value).toBeCloseTo(4345573.501268518, 3);
    expect(t.metrics['time']!.samples![9]).toBeCloseTo(8517619.000485865, 3);
  });
});

describe('asv adapter, results format version 1 (real: asv repository test/example_results, asv < 0.5)', () => {
  const v1 = fixtureInput('asv', 'v1', '05d283b9-py2.7-Cython-numpy1.8.json');

  it('is detected as asv and refused with the format version and what to do, with or without --harness', () => {
    expect(asv.detect(v1)).toBe('yes');
    const message = 'asv: asv/v1/05d283b9-py2.7-Cython-numpy1.8.json: version: expected asv results format version 2 (asv ≥ 0.5 writes it; re-run the benchmarks with a current asv, `pip install -U asv`), found "1 (results format version 1, written by asv < 0.5; benchgate reads version 2 only)"';
    expect(() => asv.parse(v1)).toThrow(message);
    expect(() => parseOutput(v1)).toThrow(message);
    // Next to a version 2 file it is not silently left out.
    expect(() => asv.parse({ files: [...fixtureInput('asv', 'results.json').files, ...v1.files] })).toThrow(message);
  });
});

describe('asv 0.5.1 and 0.6.6 (real fixtures versions/: the same benchmarks under each release)', () => {
  const files = (v: string, results: string) => ({
    files: [...fixtureInput('asv', 'versions', v, results).files, ...fixtureInput('asv', 'versions', v, 'benchmarks.json').files],
  });
  const names = [
    "bench_versions.Params.time_sum(10, 'list')", "bench_versions.Params.time_sum(10, 'tuple')",
    "bench_versions.Params.time_sum(100, 'list')", "bench_versions.Params.time_sum(100, 'tuple')",
    'bench_versions.time_join', 'bench_versions.time_raises', 'bench_versions.timeraw_import',
    "bench_versions.Params.mem_data(10, 'list')", "bench_versions.Params.mem_data(10, 'tuple')",
    "bench_versions.Params.mem_data(100, 'list')", "bench_versions.Params.mem_data(100, 'tuple')",
    'bench_versions.mem_list', 'bench_versions.peakmem_alloc', 'bench_versions.track_items',
  ];
  const hand = {
    '0.5.1': { sum: [4.566282773325291e-07, 4.4429e-07, 7.828e-07, 4.530502086371862e-07], peak: 17121280, plainSum: 6.322989342943241e-07 },
    '0.6.6': { sum: [6.155005394248292e-07, 5.7e-07, 6.91e-07, 5.9100057114847e-07], peak: 24604672, plainSum: 5.854999471921474e-07 },
  };
  for (const [v, h] of Object.entries(hand)) {
    it(`${v}: every kind, the params points by name, the failure; --record-samples adds the samples`, () => {
      const out = asv.parse(files(v, 'results.record-samples.json')).benchmarks;
      expect(out.map((b) => b.name)).toEqual(names);
      const by = (n: string) => out.find((b) => b.name === n)!;
      const t = by("bench_versions.Params.time_sum(100, 'tuple')");
      expect(t.params).toEqual({ n: '100', kind: "'tuple'" });
      expect(t.metrics['time']).toMatchObject({ unit: 'ns', statistic: 'median', n: 10 });
      expect(t.metrics['time']!.value).toBeCloseTo(h.sum[0]! * 1e9, 6);
      expect(t.metrics['time']!.spread?.ci).toEqual({ lower: expect.closeTo(h.sum[1]! * 1e9, 6), upper: expect.closeTo(h.sum[2]! * 1e9, 6), level: 0.99 });
      expect(t.metrics['time']!.samples![0]).toBeCloseTo(h.sum[3]! * 1e9, 6);
      expect(by('bench_versions.time_raises')).toMatchObject({ status: 'failed', metrics: {} });
      expect(by('bench_versions.timeraw_import').metrics['time']!.unit).toBe('ns');
      // Peak RSS moves from run to run; the size of an object does not.
      expect(by('bench_versions.peakmem_alloc').metrics['memory']).toEqual({ unit: 'B', direction: 'smaller', value: h.peak });
      expect(by("bench_versions.Params.mem_data(10, 'list')").metrics['memory']).toEqual({ unit: 'B', direction: 'smaller', value: 136, exact: true });
      const plain = asv.parse(files(v, 'results.json')).benchmarks;
      expect(plain.map((b) => b.name)).toEqual(names);
      expect(plain[3]!.metrics['time']!.value).toBeCloseTo(h.plainSum * 1e9, 6);
      expect(plain[3]!.metrics['time']!.samples).toBeUndefined();
    });

    it(`${v}: without --record-samples, n is still the number of timing samples (stats_repeat), not repeat × number`, () => {
      const plain = asv.parse(files(v, 'results.json')).benchmarks;
      const by = (n: string) => plain.find((b) => b.name === n)!;
      for (const n of names.filter((x) => /\.time(raw)?_/.test(x) && x !== 'bench_versions.time_raises')) {
        expect(by(n).metrics['time'], n).toMatchObject({ n: 10 });
        expect(by(n).metrics['time']!.samples, n).toBeUndefined();
      }
      // mem_/peakmem_/track_ have no stats: a single value.
      expect(by('bench_versions.mem_list').metrics['memory']!.n).toBeUndefined();
      expect(by('bench_versions.track_items').metrics['value']!.n).toBeUndefined();
    });

    it(`${v}: a track_ benchmark's own unit (\`unit = "items"\`) comes from benchmarks.json when it is given`, () => {
      const track = asv.parse(files(v, 'results.json')).benchmarks.find((b) => b.name === 'bench_versions.track_items')!;
      expect(track.metrics).toEqual({ value: { unit: 'items', direction: 'smaller', value: 17 } });
    });
  }
});

describe('asv: n from stats_repeat when samples were not recorded (real fixture repeats/, asv 0.6.6)', () => {
  // Each benchmark's own repeat/rounds/number (repeats/project): asv's default (≤ 10 over 2 rounds), repeat = 3
  // over 2 rounds, repeat = 7 in 1 round, number = 5 with repeat = 4 (8 samples of 5 calls each, not 40), and
  // repeat = (2, 9, 1e-6) that stops at its minimum of 2 a round.
  const expected: Record<string, number> = {
    'bench_repeats.time_default': 10,
    'bench_repeats.time_min_repeat': 4,
    'bench_repeats.time_number5': 8,
    'bench_repeats.time_repeat3': 6,
    'bench_repeats.OneRound.time_sum(10)': 7,
    'bench_repeats.OneRound.time_sum(1000)': 7,
  };
  const nOf = (file: string) => Object.fromEntries(asv.parse(fixtureInput('asv', 'repeats', file)).benchmarks.filter((b) => b.metrics['time']).map((b) => [b.name, b.metrics['time']!.n]));

  it('a run without --record-samples: n is stats_repeat of each benchmark, and no samples', () => {
    const out = asv.parse(fixtureInput('asv', 'repeats', 'results.json')).benchmarks;
    expect(nOf('results.json')).toEqual(expected);
    expect(out.every((b) => Object.values(b.metrics).every((m) => m.samples === undefined))).toBe(true);
    expect(out.find((b) => b.name === 'bench_repeats.mem_list')!.metrics).toEqual({ memory: { unit: 'B', direction: 'smaller', value: 8056, exact: true } });
  });

  it('the same counts as the samples of the --record-samples run of the same benchmarks', () => {
    expect(nOf('results.record-samples.json')).toEqual(expected);
    for (const b of asv.parse(fixtureInput('asv', 'repeats', 'results.record-samples.json')).benchmarks) {
      const t = b.metrics['time'];
      if (t) expect(t.samples?.length, b.name).toBe(t.n);
    }
  });

  /** The real file with its stats_repeat column removed or rewritten (formats without it; hostile values). */
  const withRepeat = (edit: (row: unknown[], at: number) => void, dropColumn = false) => {
    const f = fixtureInput('asv', 'repeats', 'results.json').files[0]!;
    const doc = JSON.parse(f.text) as { result_columns: string[]; results: Record<string, unknown[]> };
    const at = doc.result_columns.indexOf('stats_repeat');
    for (const row of Object.values(doc.results)) {
      if (row.length > at) edit(row, at);
      if (dropColumn) row.splice(at, 1);
    }
    if (dropColumn) doc.result_columns.splice(at, 1);
    return asv.parse({ files: [{ path: f.path, text: JSON.stringify(doc) }] }).benchmarks.find((b) => b.name === 'bench_repeats.time_repeat3')!.metrics['time']!;
  };

  it('no stats_repeat column, or a value that is not a count: n stays unset', () => {
    expect(withRepeat(() => {}).n).toBe(6);
    expect(withRepeat(() => {}, true).n).toBeUndefined();
    for (const bad of [null, [null], [0], [-3], [2.5], ['6'], [1e300]]) {
      expect(withRepeat((row, at) => { row[at] = bad; }).n, JSON.stringify(bad)).toBeUndefined();
    }
  });
});

describe('asv 0.6.6: odd params, setup_cache, a timeout, --quick (real fixture sweep/)', () => {
  const read = (name: string) => parseOutput({ files: [fixtureInput('asv', 'sweep', name).files[0]!, fixtureInput('asv', 'sweep', 'benchmarks.json').files[0]!] }, 'asv').output.benchmarks;
  const head = read('results.head.json');
  const by = (name: string) => head.find((b) => b.name === name)!;

  it('every point of every benchmark: 37, the failed ones marked (a point that raised, a timeout)', () => {
    expect(head).toHaveLength(37);
    expect(head.filter((b) => b.status === 'failed').map((b) => b.name)).toEqual(['bench_sweep.PartlyFails.time_k(2)', 'bench_sweep.time_timeout']);
    expect(read('results.base.json').filter((b) => b.status === 'failed').map((b) => b.name)).toEqual(['bench_sweep.time_timeout']);
  });

  it('three param lists, values as asv wrote them (repr: quotes kept, a comma inside one), named from benchmarks.json', () => {
    const b = by(`bench_sweep.ThreeParams.time_join(1, 'a, b', None)`);
    expect(b.params).toEqual({ size: '1', label: "'a, b'", flag: 'None' });
    expect(b.metrics['time']).toMatchObject({ unit: 'ns', n: 10 });
    expect(by(`bench_sweep.ThreeParams.time_join(10, "it's", True)`).params).toEqual({ size: '10', label: `"it's"`, flag: 'True' });
    expect(by(`bench_sweep.ThreeParams.track_len(10, 'ü', True)`).metrics['value']!.value).toBe(15);
    expect(by('sub.bench_nested.Deep.time_scale(inf)').params).toEqual({ param1: 'inf' });
    expect(by('bench_sweep.track_ratio').metrics['value']).toMatchObject({ unit: 'ratio', value: 0.125 });
    expect(by('bench_sweep.Cached.mem_copy').metrics['memory']).toMatchObject({ unit: 'B', exact: true });
  });

  it('--quick: one sample, its 99 % CI written as -Infinity … Infinity, is n = 1 with no interval', () => {
    const q = read('results.head.quick.json');
    expect(q).toHaveLength(37);
    const t = q.find((b) => b.name === 'bench_sweep.Cached.time_sum')!.metrics['time']!;
    expect(t.value).toBeCloseTo(4928.006092086434, 6);
    expect(t.n).toBe(1);
    expect(t.spread).toBeUndefined();
  });
});

describe('asv: results files of two commits given as one run (real fixture sweep/: base and head)', () => {
  it('is a ParseError naming both files and commits and how to pick the current one, not "a name printed twice"', () => {
    const files = [fixtureInput('asv', 'sweep', 'results.base.json').files[0]!, fixtureInput('asv', 'sweep', 'results.head.json').files[0]!];
    let message = '';
    try {
      asv.parse({ files });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('asv/sweep/results.head.json');
    expect(message).toContain('commit_hash');
    expect(message).toContain('the commit of asv/sweep/results.base.json (7e3df3ee)');
    expect(message).toContain('"171971f0735718493026a8b1841a387a707dd7fb"');
    expect(message).toContain('read only the current commit\'s');
  });
});

describe('asv adapter, an environment matrix (real fixture matrix/: two environments of one commit)', () => {
  const files = [...fixtureInput('asv', 'matrix', 'results.e1.json').files, ...fixtureInput('asv', 'matrix', 'results.e2.json').files, ...fixtureInput('asv', 'matrix', 'benchmarks.json').files];

  it("reads every environment's file: each benchmark named `name [env]`, the environment as the env parameter", () => {
    // Before: "expected each benchmark name once in a run (the harness printed it twice)".
    const out = asv.parse({ files });
    const e1 = 'existing-py_tmp_asvmx_e1_bin_python';
    const e2 = 'existing-py_tmp_asvmx_e2_bin_python';
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      ...['bench_sum.TimeSum.time_sum(10)', 'bench_sum.TimeSum.time_sum(1000)', 'bench_sum.time_join', 'bench_sum.track_answer'].map((n) => `${n} [${e1}]`),
      ...['bench_sum.TimeSum.time_sum(10)', 'bench_sum.TimeSum.time_sum(1000)', 'bench_sum.time_join', 'bench_sum.track_answer'].map((n) => `${n} [${e2}]`),
    ]);
    expect(out.benchmarks[0]!.params).toEqual({ n: '10', env: e1 });
    expect(out.benchmarks[6]!.params).toEqual({ env: e2 });
    // The numbers are each file's own.
    expect(out.benchmarks[2]!.metrics['time']!.value).not.toBe(out.benchmarks[6]!.metrics['time']!.value);
  });

  it('one environment keeps its plain names', () => {
    const out = asv.parse({ files: [files[0]!, files[2]!] });
    expect(out.benchmarks.map((b) => b.name)).toContain('bench_sum.time_join');
    expect(out.benchmarks[0]!.params).toEqual({ n: '10' });
  });
});
