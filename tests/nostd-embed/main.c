/* Links the no_std staticlib into a C program and runs a .tbc file with
 * it, printing what the program printed. usage: main PROGRAM.tbc */
#include <stdio.h>
#include <stddef.h>

long trellis_embed_run(const unsigned char *tbc, size_t len, unsigned char *out, size_t out_len);

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s PROGRAM.tbc\n", argv[0]); return 2; }
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    static unsigned char tbc[1 << 20], out[1 << 16];
    size_t len = fread(tbc, 1, sizeof tbc, f);
    fclose(f);
    long n = trellis_embed_run(tbc, len, out, sizeof out);
    if (n < 0) { fprintf(stderr, "trellis_embed_run: %ld\n", n); return 1; }
    fwrite(out, 1, (size_t)n, stdout);
    return 0;
}
