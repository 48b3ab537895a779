// Pieces of text joined into batches of about a megabyte: few writes, and no one string past V8's cap.

export function* batched(pieces: Iterable<string>, bytes = 1 << 20): Generator<string> {
  let batch: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    batch.push(piece);
    size += piece.length;
    if (size >= bytes) {
      yield batch.join('');
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) yield batch.join('');
}
