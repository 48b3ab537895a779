// A file read in chunks for parse/json-stream.ts: the core pulls bytes through ByteSource and never sees
// a file system. Synchronous reads, because adapters are synchronous; each read fills most of the
// scanner's window (megabytes), so the calls are few.
import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { BenchgateError } from '../model/errors';
import type { TextSource } from '../parse/adapter';
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

/** Bytes read at a time for a streamed text file: a few MiB, so a gigabyte is a few hundred reads. */
const TEXT_CHUNK_BYTES = 8 * 1024 * 1024;
/** No harness prints a line this long; a file that has one is not read into ever longer strings. */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

/**
 * A text file as chunks of whole lines (parse/adapter.ts TextSource), decoded as UTF-8 the way
 * Buffer#toString decodes a whole file: invalid bytes become U+FFFD, a byte-order mark is kept.
 */
export function textFileSource(full: string, shown: string, size: number, chunkBytes = TEXT_CHUNK_BYTES): TextSource {
  const where = resolve(full);
  return {
    size,
    *chunks(): Generator<string> {
      const fd = ioCall(shown, () => openSync(where, 'r'));
      try {
        const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
        const buf = Buffer.alloc(chunkBytes);
        let carry = '';
        for (;;) {
          const got = ioCall(shown, () => readSync(fd, buf, 0, buf.length, null));
          if (got === 0) break;
          const text = carry + decoder.decode(buf.subarray(0, got), { stream: true });
          const cut = text.lastIndexOf('\n') + 1;
          carry = text.slice(cut);
          if (carry.length > MAX_LINE_CHARS) {
            throw new BenchgateError(`${shown}: a line of more than ${MAX_LINE_CHARS} characters (no newline in ${carry.length} characters): not a harness's text output`);
          }
          if (cut > 0) yield text.slice(0, cut);
        }
        const rest = carry + decoder.decode();
        if (rest !== '') yield rest;
      } finally {
        closeSync(fd);
      }
    },
  };
}
