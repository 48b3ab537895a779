/* make-input MB PATH: MB mebibytes (fractions allowed) of deterministic pseudo-random bytes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: make-input MB PATH\n");
    return 2;
  }
  uint64_t n = (uint64_t)(atof(argv[1]) * 1024 * 1024), s = 0x2545f4914f6cdd1dULL ^ n;
  FILE *f = fopen(argv[2], "wb");
  if (!f) {
    perror(argv[2]);
    return 1;
  }
  for (uint64_t i = 0; i < n; i += 8) {
    s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
    uint64_t w = s * 0x2545f4914f6cdd1dULL;
    fwrite(&w, 1, n - i < 8 ? n - i : 8, f);
  }
  return fclose(f) == 0 ? 0 : 1;
}
