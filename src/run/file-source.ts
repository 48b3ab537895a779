// A file read in chunks for parse/json-stream.ts: the core pulls bytes through ByteSource and never sees
// a file system. Synchronous reads, because adapters are synchronous; each read fills most of the
// scanner's window (megabytes), so the calls are few.
import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { BenchgateError } from '../model/errors';
import type { ByteReader, ByteSource } from '../parse/json-stream';

/** `full`: where to read; `shown`: the path named in messages; `window`: see JsonStreamOptions.window. */
export function fileSource(full: string, shown: string, size: number, window?: number): ByteSource {
  const where = resolve(full); // read later, perhaps after a chdir
  return {
    size,
    ...(window !== undefined ? { window } : {}),
    open(): ByteReader {
      const fd = ioCall(shown, () => openSync(where, 'r'));
      let closed = false;
      return {
        read: (into, offset, length) => ioCall(shown, () => readSync(fd, into, offset, length, null)),
        close: () => {
          if (!closed) closeSync(fd);
          closed = true;
        },
      };
    },
  };
}

function ioCall<T>(shown: string, f: () => T): T {
  try {
    return f();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === undefined) throw err;
    throw new BenchgateError(`${shown}: cannot read (${code})`, { cause: err });
  }
}
