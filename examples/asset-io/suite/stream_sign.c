/* stream-sign IN OUT: the streaming signer (seed 001's asset-io approach). One pass: the asset is
 * written and hashed chunk by chunk with the file held open, then the manifest block is updated in
 * place with pwrite. Its start-up is heavier: it loads and indexes a trust list (10,000 certificate
 * fingerprints, sorted for binary search) and checks the signer against it, which dominates small files.
 * BENCH_VARIANT=head (the example's deliberate change): files of 8 MiB and more get a verification
 * pass that reads the written asset back and hashes it again. */
#include "sign.h"

#define CHUNK_BYTES (1024 * 1024)
#define TRUST_ANCHORS 10000

static int cmp_fingerprint(const void *a, const void *b) { return memcmp(a, b, 32); }

/* A synthetic trust list (deterministic), sorted so the signer's fingerprint can be looked up. */
static int signer_is_trusted(void) {
  unsigned char(*list)[32] = malloc(TRUST_ANCHORS * sizeof *list);
  if (!list) die("malloc", NULL);
  uint64_t s = 0x7a3f9c2d11e4b805ULL;
  for (size_t i = 0; i < TRUST_ANCHORS; i++)
    for (size_t j = 0; j < 32; j += 8) {
      s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
      uint64_t w = s * 0x2545f4914f6cdd1dULL;
      memcpy(list[i] + j, &w, 8);
    }
  unsigned char signer[32];
  memcpy(signer, list[TRUST_ANCHORS / 3], 32);
  qsort(list, TRUST_ANCHORS, 32, cmp_fingerprint);
  int found = bsearch(signer, list, TRUST_ANCHORS, 32, cmp_fingerprint) != NULL;
  free(list);
  return found;
}

static int variant_is_head(void) {
  const char *v = getenv("BENCH_VARIANT");
  return v && strcmp(v, "head") == 0;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: stream-sign IN OUT\n");
    return 2;
  }
  if (!signer_is_trusted()) {
    fprintf(stderr, "stream-sign: signer not in the trust list\n");
    return 1;
  }
  unsigned char *pool = malloc(CHUNK_BYTES);
  if (!pool) die("malloc", NULL);
  int in = open_or_die(argv[1], O_RDONLY);
  int out = open_or_die(argv[2], O_RDWR | O_CREAT | O_TRUNC);
  unsigned char block[MANIFEST_BYTES];
  memset(block, 0, sizeof block);
  write_all(out, (const unsigned char *)MAGIC, 8, argv[2]);
  write_all(out, block, MANIFEST_BYTES, argv[2]); /* placeholder */
  uint64_t h = 0, total = 0;
  for (;;) {
    ssize_t r = read(in, pool, CHUNK_BYTES);
    if (r < 0) die("read", argv[1]);
    if (r == 0) break;
    h = hash_update(h, pool, (size_t)r);
    write_all(out, pool, (size_t)r, argv[2]);
    total += (uint64_t)r;
  }
  if (variant_is_head() && total >= 8u * 1024 * 1024) {
    uint64_t v = 0;
    for (off_t at = HEADER_BYTES;;) {
      ssize_t r = pread(out, pool, CHUNK_BYTES, at);
      if (r < 0) die("pread", argv[2]);
      if (r == 0) break;
      v = hash_update(v, pool, (size_t)r);
      at += r;
    }
    if (v != h) {
      fprintf(stderr, "%s: verification failed\n", argv[2]);
      return 1;
    }
  }
  build_manifest(block, h, total);
  if (pwrite(out, block, MANIFEST_BYTES, 8) != MANIFEST_BYTES) die("pwrite", argv[2]);
  close(in);
  if (close(out) != 0) die("close", argv[2]);
  free(pool);
  return 0;
}
