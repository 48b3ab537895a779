// What `benchgate init` reads (a repository's relevant files) and what it finds (the suites of a starter config).
export interface RepoFile {
  /** Relative to the repository root, with `/` separators. */
  path: string;
  text: string;
}

export interface DetectedSuite {
  name: string;
  harness: string;
  /** Relative to the repository root; `.` for the root. */
  cwd: string;
  run: string;
  /** `stdout: true`: stdout is read beside the files. */
  output: 'stdout' | { files: string[]; stdout?: true };
  /** What the detection is based on (shown as a comment in the config). */
  evidence: string;
  /** Something the user must check or do (shown as a comment). */
  todo?: string;
  /** Toolchain the workflow must set up (`none`: a script's own, as far as init can tell). */
  toolchain: 'rust' | 'go' | 'python' | 'node' | 'java' | 'cpp' | 'none';
  /** Names the suite in place of its folder where a harness has several suites (a C++ folder's CMake targets). */
  label?: string;
  /**
   * Prepares a fresh checkout, untimed, once per tree (the suite's `setup`): installs a JavaScript
   * package's dependencies (the base tree of paired rounds has no node_modules, and `/benchgate run
   * --paired` can be asked for on any pull request); builds Rust benches and the JMH jar, so no run or
   * round includes a build; gives an installable Python project a virtual environment per tree with the
   * tree's own build (PY_VENV).
   */
  install?: string;
  /**
   * Roughly how long one run takes, in seconds, where the sources tell: the benchmarks counted in them
   * times the harness's time per benchmark (its default, or the time the sources set). Absent when they
   * do not tell (benchmarks made in a loop or as sub-benchmarks, harnesses not estimated).
   */
  estimatedSeconds?: number;
}
