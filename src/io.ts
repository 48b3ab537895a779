// What a command of the CLI talks to: output streams, the terminal, the working directory and the clock.
// Its own module so that commands (demo/, init/, …) and cli.ts depend on it, not on each other.
export interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  isTTY: boolean;
  cwd: string;
  now: () => Date;
}
