// Several files given to one suite that hold the same benchmarks: runs of one suite saved apart, not its parts.
import type { Benchmark } from '../model/results';
import type { SourceFile } from './adapter';

/**
 * Files that hold the same benchmarks are runs of one suite, not its parts (pytest-benchmark's `.benchmarks/`
 * folder keeps a file a run; JMH's `-rff` a file an invocation): each is kept, named ` (2)`… after the first,
 * which a comparison then pairs with nothing. Said, not guessed away: which one is the run is the user's to say.
 * `why`: how the harness comes to keep runs in files of their own.
 */
export function repeatedAcrossFiles(files: readonly SourceFile[], rows: readonly Benchmark[][], why: string): string | undefined {
  if (files.length < 2) return undefined;
  const firstFile = new Map<string, number>();
  const holding = new Set<number>();
  let repeated = 0;
  rows.forEach((list, f) => {
    for (const b of list) {
      const first = firstFile.get(b.name);
      if (first === undefined) firstFile.set(b.name, f);
      else if (first !== f) {
        repeated++;
        holding.add(first).add(f);
      }
    }
  });
  if (repeated === 0) return undefined;
  const names = [...holding].sort((a, b) => a - b).map((f) => files[f]!.path);
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return `${shown}: ${repeated} benchmark${repeated === 1 ? '' : 's'} appear${repeated === 1 ? 's' : ''} in more than one of these files, as in runs of one suite saved apart (${why}): each is kept, the later ones named "(2)", "(3)"…; to compare two runs, give one file a side`;
}
