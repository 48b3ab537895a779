/* reopen-sign IN OUT: the traditional signer (seed 001's c2patool approach): write the asset with a
 * placeholder block → close → reopen and hash the whole file → close → sign → rewrite the file with
 * the real block into a temporary file and rename it over the output. One full write, one full read,
 * one full write; small 64 KiB buffers, no start-up cost. */
#include "sign.h"

#define BUF_BYTES (64 * 1024)

static unsigned char buf[BUF_BYTES];

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: reopen-sign IN OUT\n");
    return 2;
  }
  unsigned char block[MANIFEST_BYTES];
  memset(block, 0, sizeof block);
  /* 1. write with a placeholder block, close */
  int in = open_or_die(argv[1], O_RDONLY);
  int out = open_or_die(argv[2], O_WRONLY | O_CREAT | O_TRUNC);
  write_all(out, (const unsigned char *)MAGIC, 8, argv[2]);
  write_all(out, block, MANIFEST_BYTES, argv[2]);
  for (;;) {
    ssize_t r = read(in, buf, BUF_BYTES);
    if (r < 0) die("read", argv[1]);
    if (r == 0) break;
    write_all(out, buf, (size_t)r, argv[2]);
  }
  close(in);
  if (close(out) != 0) die("close", argv[2]);
  /* 2. reopen, hash the asset, close */
  int again = open_or_die(argv[2], O_RDONLY);
  if (lseek(again, HEADER_BYTES, SEEK_SET) < 0) die("lseek", argv[2]);
  uint64_t h = 0, total = 0;
  for (;;) {
    ssize_t r = read(again, buf, BUF_BYTES);
    if (r < 0) die("read", argv[2]);
    if (r == 0) break;
    h = hash_update(h, buf, (size_t)r);
    total += (uint64_t)r;
  }
  close(again);
  /* 3. sign, then rewrite the whole file with the real block */
  build_manifest(block, h, total);
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s.tmp", argv[2]);
  int src = open_or_die(argv[2], O_RDONLY);
  int dst = open_or_die(tmp, O_WRONLY | O_CREAT | O_TRUNC);
  write_all(dst, (const unsigned char *)MAGIC, 8, tmp);
  write_all(dst, block, MANIFEST_BYTES, tmp);
  if (lseek(src, HEADER_BYTES, SEEK_SET) < 0) die("lseek", argv[2]);
  for (;;) {
    ssize_t r = read(src, buf, BUF_BYTES);
    if (r < 0) die("read", argv[2]);
    if (r == 0) break;
    write_all(dst, buf, (size_t)r, tmp);
  }
  close(src);
  if (close(dst) != 0) die("close", tmp);
  if (rename(tmp, argv[2]) != 0) die("rename", tmp);
  return 0;
}
