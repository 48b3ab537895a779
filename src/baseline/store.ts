// Where baselines live. The local directory store (.benchgate/) and the GitHub artifact store implement this.
import type { Results } from '../model/results';

export interface BaselineInfo {
  /** Human-readable source, e.g. `.benchgate/baselines/main.json` or `run 123456 (artifact benchgate-results)`. */
  source: string;
  commit?: string;
  createdAt?: string;
  runId?: number;
  /** True when the baseline was taken at exactly the PR's base sha. */
  exactBase?: boolean;
  /**
   * A baseline not at the base sha, against it: `ahead` commits it has that the base sha does not, `behind`
   * commits the base sha has that it does not (GitHub's compare). Absent when GitHub could not tell.
   */
  fromBase?: { ahead: number; behind: number };
}

export interface LoadedBaseline {
  results: Results;
  info: BaselineInfo;
  /**
   * Newer baselines that could not be read and were passed over for this one (why, one line each).
   * A comparison may use an older baseline; a new baseline must not be stored on top of them.
   */
  passedOver?: string[];
}

/**
 * The report's note on a baseline used after others could not be read: looked for newest first, the others were
 * newer; nearest first by commits (BaselineInfo.fromBase), they were nearer, and the one used may be newer.
 */
export function passedOverNote(b: LoadedBaseline): string {
  const nearest = b.info.fromBase !== undefined;
  const why = (b.passedOver ?? []).join('; ');
  return `The ${nearest ? 'nearest' : 'newest'} baseline could not be read (${why}), so this run was compared with ${nearest ? 'the next nearest' : 'an older one'}: run ${b.info.runId ?? '?'}.`;
}

export interface BaselineStore {
  /** The named baseline, or undefined when there is none yet. Throws BaselineError when one exists but is bad. */
  load(name: string): Promise<LoadedBaseline | undefined>;
  /** Saves results under a name. Validates first: a bad result never overwrites a good baseline. */
  save(name: string, results: Results): Promise<string>;
}
