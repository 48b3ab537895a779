// The one interface every harness adapter implements (one file per harness under src/parse/).
// Adapters are pure: they receive text already read by the shell and return values.
import { ParseError } from '../model/errors';
import type { Benchmark } from '../model/results';
import type { ByteSource } from './json-stream';

/** One captured output: a file's text, or a process's stdout/stderr. */
export interface SourceFile {
  /** Path as the user would recognise it (relative to the suite's cwd), or `<stdout>` / `<stderr>`. */
  path: string;
  text: string;
  /**
   * A JSON document too large to be one string (over the shell's large-file size, run/read-outputs.ts),
   * still in its file: parse/json-doc.ts parseJsonFile reads it in chunks (parse/json-stream.ts), afresh
   * on every call. `text` then holds only its first MiB, which is what detection looks at.
   */
  json?: ByteSource;
  /**
   * A file too large to be read as one string (a text output over V8's string cap, or a large JSON
   * document), still in its file: its text in chunks of whole lines, for adapters that stream text
   * (Adapter.largeText). `text` then holds only its first MiB.
   */
  lines?: TextSource;
}

/** Text read in chunks: every chunk but the last ends with a newline, so no line is split between two. */
export interface TextSource {
  /** Bytes in the file. */
  size: number;
  /** The chunks from the start, afresh on every call. */
  chunks(): Iterable<string>;
}

/** What a suite produced: one or more files (a `target/criterion` tree is many files). */
export interface ParseInput {
  files: SourceFile[];
}

export type Detection = 'yes' | 'maybe' | 'no';

export interface ParseOutput {
  /**
   * Benchmarks with canonical metrics (see model/units.ts METRIC). Names are unique within the output:
   * where a harness repeats a name with different params, the params are part of the name.
   */
  benchmarks: Benchmark[];
  /** Things the user should know that did not stop the parse (e.g. a skipped aggregate row). */
  warnings?: string[];
  /**
   * The output itself says its run failed where no benchmark's failure explains it (go test's `FAIL <pkg>
   * [build failed]`: that package's benchmarks have no results). The suite fails with it, as on a non-zero exit:
   * read from a file (`benchgate compare old.txt new.txt`, or a run piped through `tee`), it was a warning and exit 0.
   */
  failure?: string;
}

export interface Adapter {
  /** The harness id used in `harness:` and in results files. Public contract: never renamed. */
  readonly id: string;
  /** One line for README and for detection errors. */
  readonly description: string;
  /**
   * Cheap, never throws: `yes` when the input unmistakably has this format, `maybe` when it could
   * (e.g. valid JSON of an unknown shape), `no` otherwise. Only `yes` wins auto-detection.
   */
  detect(input: ParseInput): Detection;
  /** Parses or throws ParseError (file, line or JSON path, expected, found). Never returns an empty
   * result silently: no benchmarks found is a ParseError. */
  parse(input: ParseInput): ParseOutput;
  /** How a suite of this harness runs only some of its benchmarks (`shard: K/N`); absent: it cannot. */
  readonly shard?: ShardSupport;
  /**
   * True when parse reads a JSON file too large to be one string (SourceFile.json) through
   * json-doc.ts parseJsonFile. Without it such a file is refused by name: the adapter would see only
   * its first MiB.
   */
  readonly largeJson?: boolean;
  /** True when parse reads a file too large for one string line by line (SourceFile.lines); without it, such a file is refused by name. */
  readonly largeText?: boolean;
}

/**
 * Selecting benchmarks for a shard, in the harness's own terms. A unit is what the harness can select
 * exactly (go: a top-level Benchmark function with its sub-benchmarks; pytest: a test node id).
 */
export interface ShardSupport {
  /** The unit a benchmark of the results belongs to. */
  unitOf(benchmark: Benchmark): string;
  /** Arguments added to the suite's command that make it list its units instead of running them. */
  listArgs: { args: string[]; afterDoubleDash?: boolean };
  /** The units in that listing's stdout. */
  parseList(stdout: string): string[];
  /** The unitOf key of a listed unit, where the listing names units more fully (pytest's node ids). */
  keyOfListed?(listed: string): string;
  /**
   * Arguments added to the suite's command that make it run exactly `units` out of `all` (the listing).
   * `afterDoubleDash`: they go to the benchmark binary (`cargo bench -- …`).
   */
  selectArgs(units: string[], all: string[]): { args: string[]; afterDoubleDash?: boolean };
}

/** A regular expression that matches exactly these names (metacharacters escaped; a plain group, which POSIX ERE, RE2, Rust and Java all read). */
export function exactAlternation(names: readonly string[]): string {
  return `^(${names.map((n) => n.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')).join('|')})$`;
}

/** An input's verdict from its files' verdicts: `yes` if any file is unmistakably this format, else `maybe` if any could be. */
export function detectAny(input: ParseInput, detectFile: (text: string) => Detection): Detection {
  const verdicts = input.files.map((f) => detectFile(f.text));
  return verdicts.includes('yes') ? 'yes' : verdicts.includes('maybe') ? 'maybe' : 'no';
}

/**
 * For harnesses that print a console table and write a JSON file: the JSON file when there is one
 * (it holds more), else the console output; neither is a ParseError naming the first file.
 */
export function pickJsonOrConsole<K extends string | undefined>(
  input: ParseInput,
  kindOf: (text: string) => K,
  onNone: { harness: string; expected: string },
): { files: SourceFile[]; kind: 'json' | 'console' } {
  const kinds = input.files.map((file) => ({ file, kind: kindOf(file.text) }));
  // Every file of the chosen kind is read: a suite that names several JSON files gets all of them.
  for (const kind of ['json', 'console'] as const) {
    const files = kinds.filter((k) => k.kind === kind).map((k) => k.file);
    if (files.length > 0) return { files, kind };
  }
  const first = input.files[0];
  throw new ParseError({ harness: onNone.harness, file: first?.path ?? '<none>', line: 1, expected: onNone.expected, found: first?.text.split(/\r?\n/, 1)[0] ?? '' });
}
