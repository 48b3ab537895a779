/* Shared by both signing tools: the asset hash, the manifest block and a few I/O helpers.
 * The output file is [8-byte magic | 16 KiB manifest block | the asset]; the manifest block holds the
 * hash of the asset and a "signature" over it, so it can only be written after the whole asset is hashed. */
#ifndef SIGN_H
#define SIGN_H
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAGIC "C2PAJUMB"
#define MANIFEST_BYTES (16 * 1024)
#define HEADER_BYTES (8 + MANIFEST_BYTES)

/* Asset hash, 8 bytes at a time (multiply-xorshift mixing; a stand-in for SHA-256's pass). */
static inline uint64_t hash_update(uint64_t h, const unsigned char *p, size_t n) {
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w;
    memcpy(&w, p + i, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdULL;
    h ^= h >> 29;
  }
  for (; i < n; i++) h = (h ^ p[i]) * 0xc4ceb9fe1a85ec53ULL;
  return h;
}

/* The manifest block: claim text, the asset hash, and a signature derived from both. */
static void build_manifest(unsigned char *block, uint64_t asset_hash, uint64_t asset_bytes) {
  memset(block, 0, MANIFEST_BYTES);
  int n = snprintf((char *)block, MANIFEST_BYTES,
                   "{\"claim_generator\":\"asset-io-example/0.1\",\"alg\":\"mix64\",\"hash\":\"%016llx\",\"bytes\":%llu}",
                   (unsigned long long)asset_hash, (unsigned long long)asset_bytes);
  uint64_t sig = hash_update(0x5151, block, (size_t)n);
  for (size_t i = 1024; i + 8 <= MANIFEST_BYTES; i += 8) {
    sig = sig * 6364136223846793005ULL + 1442695040888963407ULL;
    memcpy(block + i, &sig, 8);
  }
}

static void die(const char *what, const char *path) {
  perror(path ? path : what);
  exit(1);
}

static void write_all(int fd, const unsigned char *p, size_t n, const char *path) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w <= 0) die("write", path);
    p += w;
    n -= (size_t)w;
  }
}

static int open_or_die(const char *path, int flags) {
  int fd = open(path, flags, 0644);
  if (fd < 0) die("open", path);
  return fd;
}
#endif
