// Many jobs, one results document: the parts of a sharded or matrix run (each job's results artifact)
// merged before the one comparison, so the false-discovery-rate control and the verdict cover the whole
// report. Pure. Parts must come from the same commit and workflow run; a suite split over shards gets
// its benchmarks back together; suites of different environments (an `os` matrix) stay apart, named
// `suite (environment)`, so each keeps its own baseline rows. A shard that never arrived is named, never
// silently taken as "no change".
import { BenchgateError } from './errors';
import { RESULTS_SCHEMA_ID, type Results, type Suite } from './results';

export interface ResultsPart {
  /** Where the part came from (a file, an artifact), for messages. */
  source: string;
  results: Results;
}

export interface MergedShards {
  results: Results;
  /** What the report must say: missing shards, parts skipped as duplicates. */
  notes: string[];
}

/** Artifact names of the parts: `<name>-part-2-of-4`, `<name>-part-ubuntu-latest`, `<name>-part-1-of-2-macos-latest`. */
export function partArtifactName(artifactName: string, shard: { index: number; count: number } | undefined, environment: string | undefined): string {
  return [`${artifactName}-part`, ...(shard ? [`${shard.index}-of-${shard.count}`] : []), ...(environment ? [environment] : [])].join('-');
}

export const partPrefix = (artifactName: string): string => `${artifactName}-part-`;

/**
 * The baseline as one part sees it: suites labelled with this part's environment under their own
 * names, other environments' suites left out (they are other parts' baselines).
 */
export function baselineForPart(baseline: Results, environment: string | undefined): Results {
  if (environment === undefined) return baseline;
  const suffix = ` (${environment})`;
  return { ...baseline, suites: baseline.suites.flatMap((s) => (s.name.endsWith(suffix) ? [{ ...s, name: s.name.slice(0, -suffix.length) }] : [])) };
}

/** `go` of environment `macos-latest` → `go (macos-latest)`; no environment keeps the name. */
export function suiteLabel(name: string, environment: string | undefined): string {
  return environment === undefined ? name : `${name} (${environment})`;
}

function sameOrThrow<T>(parts: readonly ResultsPart[], what: string, get: (r: Results) => T | undefined): T | undefined {
  const seen = new Map<string, string>();
  for (const p of parts) {
    const v = get(p.results);
    if (v === undefined) continue;
    const key = String(v);
    if (seen.size > 0 && !seen.has(key)) {
      const [other, source] = [...seen][0]!;
      throw new BenchgateError(`cannot merge: ${p.source} is from ${what} ${key}, ${source} from ${what} ${other}; every part must come from the same ${what}`);
    }
    if (!seen.has(key)) seen.set(key, p.source);
  }
  return seen.size > 0 ? (get(parts.find((p) => get(p.results) !== undefined)!.results) as T) : undefined;
}

function mergeSuiteParts(label: string, parts: { suite: Suite; source: string }[]): Suite {
  const [first] = parts;
  const seen = new Map<string, string>();
  const benchmarks: Suite['benchmarks'] = [];
  for (const { suite, source } of parts) {
    for (const b of suite.benchmarks) {
      const was = seen.get(b.name);
      if (was !== undefined) throw new BenchgateError(`cannot merge: benchmark "${b.name}" of suite "${label}" is in both ${was} and ${source}; shards must split benchmarks, not repeat them`);
      seen.set(b.name, source);
      benchmarks.push(b);
    }
  }
  const failed = parts.filter((p) => p.suite.status === 'failed');
  const errors = failed.map((p) => `${p.source}: ${p.suite.error ?? 'failed'}`);
  const warnings = parts.flatMap((p) => p.suite.warnings ?? []);
  const duration = parts.reduce((sum, p) => sum + (p.suite.durationMs ?? 0), 0);
  return {
    name: label,
    harness: first!.suite.harness,
    status: failed.length > 0 ? 'failed' : 'ok',
    ...(errors.length ? { error: errors.join('\n') } : {}),
    benchmarks,
    ...(duration > 0 ? { durationMs: duration } : {}),
    ...(warnings.length ? { warnings } : {}),
  };
}

/**
 * The parts as one results document. `expectedShards` (default: the parts' own shard count) names the
 * shards that must be there; those missing are listed in meta.missingShards and in a note.
 */
export function mergeShards(parts: readonly ResultsPart[], options: { expectedShards?: number } = {}): MergedShards {
  if (parts.length === 0) throw new BenchgateError('cannot merge: no results parts were given');
  const commit = sameOrThrow(parts, 'commit', (r) => r.meta.commit?.toLowerCase());
  const runId = sameOrThrow(parts, 'workflow run', (r) => r.meta.runId);
  const notes: string[] = [];

  // A shard uploaded twice (a re-run job) counts once: the newest part of each shard × environment.
  const newest = new Map<string, ResultsPart>();
  const unsharded: ResultsPart[] = [];
  for (const p of parts) {
    const shard = p.results.meta.shard;
    if (shard === undefined) {
      unsharded.push(p);
      continue;
    }
    const key = `${shard.index}/${shard.count}@${p.results.meta.environment ?? ''}`;
    const before = newest.get(key);
    if (before !== undefined) {
      const keep = before.results.meta.createdAt >= p.results.meta.createdAt ? before : p;
      notes.push(`shard ${shard.index}/${shard.count}${p.results.meta.environment ? ` (${p.results.meta.environment})` : ''} arrived twice (${before.source}, ${p.source}): the newer, ${keep.source}, is used`);
      newest.set(key, keep);
    } else newest.set(key, p);
  }
  const used = [...unsharded, ...newest.values()];

  const counts = new Set(used.flatMap((p) => (p.results.meta.shard ? [p.results.meta.shard.count] : [])));
  if (counts.size > 1) throw new BenchgateError(`cannot merge: the parts disagree on the number of shards (${[...counts].sort().join(', ')})`);
  const count = options.expectedShards ?? [...counts][0];
  const missing: number[] = [];
  if (count !== undefined) {
    const environments = [...new Set(used.map((p) => p.results.meta.environment))];
    // The count comes from the parts (a fork's job writes its own): searching the parts and the missing
    // list per shard was quadratic in it (a count of 40,000 took 0.7 s, 120,000 6 s).
    const present = new Map(environments.map((env) => [env, new Set<number>()]));
    for (const p of used) if (p.results.meta.shard) present.get(p.results.meta.environment)!.add(p.results.meta.shard.index);
    for (let k = 1; k <= count; k++) {
      for (const env of environments) {
        if (present.get(env)!.has(k)) continue;
        if (missing[missing.length - 1] !== k) missing.push(k); // k only grows
        notes.push(`shard ${k}/${count}${env ? ` (${env})` : ''} missing: its rows are absent, not unchanged`);
      }
    }
  }

  // Suites in order of first appearance (shard order), labelled by environment.
  const ordered = [...used].sort((a, b) => (a.results.meta.shard?.index ?? 0) - (b.results.meta.shard?.index ?? 0));
  const bySuite = new Map<string, { suite: Suite; source: string }[]>();
  for (const p of ordered) {
    for (const suite of p.results.suites) {
      const label = suiteLabel(suite.name, p.results.meta.environment);
      const list = bySuite.get(label) ?? [];
      list.push({ suite, source: p.source });
      bySuite.set(label, list);
    }
  }
  const suites = [...bySuite].map(([label, list]) => mergeSuiteParts(label, list));
  const first = ordered[0]!.results;
  const createdAt = ordered.reduce((latest, p) => (p.results.meta.createdAt > latest ? p.results.meta.createdAt : latest), first.meta.createdAt);
  const { shard: _shard, environment: _environment, ...meta } = first.meta;
  return {
    results: {
      schema: RESULTS_SCHEMA_ID,
      meta: {
        ...meta,
        ...(commit !== undefined ? { commit: first.meta.commit } : {}),
        ...(runId !== undefined ? { runId } : {}),
        createdAt,
        ...(missing.length ? { missingShards: missing.sort((a, b) => a - b) } : {}),
      },
      suites,
    },
    notes,
  };
}

/**
 * The next baseline after a merge with missing shards: the suites those shards held are not in this run,
 * so they are carried over from the previous baseline instead of being dropped from it.
 */
export function keepAbsentSuites(previous: Results | undefined, merged: Results): Results {
  if (previous === undefined || !merged.meta.missingShards?.length) return merged;
  const present = new Set(merged.suites.map((s) => s.name));
  const carried = previous.suites.filter((s) => !present.has(s.name));
  return carried.length === 0 ? merged : { ...merged, suites: [...merged.suites, ...carried] };
}
