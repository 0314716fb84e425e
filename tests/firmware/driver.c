/* Drives the firmware-style Trellis host: reads a .tbc file, hands it a
 * page-aligned code region (writable or executable, never both, through
 * `protect`), prints what the program prints, and writes the host's
 * statistics as `name value` lines to STATS_FILE.
 * usage: driver PROGRAM.tbc FRAME_SLOTS CODE_BYTES CODE_BUDGET STATS_FILE */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

#define STATS 6
int trellis_fw_run(const unsigned char *tbc, size_t len, unsigned char *code, size_t code_len,
                   size_t frame_slots, size_t code_budget,
                   void (*write)(int, const unsigned char *, size_t),
                   int (*protect)(unsigned char *, size_t, int), unsigned long long *stats);

/* The firmware's panic handler ends here. */
void trellis_fw_halt(const unsigned char *msg, size_t len) {
    fflush(stdout);
    fprintf(stderr, "firmware halted: %.*s\n", (int)len, (const char *)msg);
    abort();
}

/* What the firmware asks of its platform: the C library's cbrt (looked up
 * at run time: the Rust runtime in the staticlib defines a `cbrt` of its
 * own, which a call here would reach), clocks (0 wall, 1 monotonic, 2
 * process CPU time) and sleeping. */
double trellis_fw_cbrt(double x) {
    static double (*libc_cbrt)(double);
    if (!libc_cbrt) {
        libc_cbrt = (double (*)(double))dlsym(RTLD_DEFAULT, "cbrt");
        if (!libc_cbrt) libc_cbrt = cbrt;
    }
    return libc_cbrt(x);
}

unsigned long long trellis_fw_clock_ns(int which) {
    struct timespec t;
    clockid_t id = which == 0 ? CLOCK_REALTIME : which == 1 ? CLOCK_MONOTONIC : CLOCK_PROCESS_CPUTIME_ID;
    clock_gettime(id, &t);
    return (unsigned long long)t.tv_sec * 1000000000ULL + (unsigned long long)t.tv_nsec;
}

void trellis_fw_sleep_ns(unsigned long long ns) {
    struct timespec t = {(time_t)(ns / 1000000000ULL), (long)(ns % 1000000000ULL)};
    nanosleep(&t, NULL);
}

static void write_out(int stream, const unsigned char *p, size_t n) {
    fwrite(p, 1, n, stream == 2 ? stderr : stdout);
}

static int protect(unsigned char *addr, size_t len, int exec) {
    return mprotect(addr, len, exec ? PROT_READ | PROT_EXEC : PROT_READ | PROT_WRITE);
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: %s PROGRAM.tbc FRAME_SLOTS CODE_BYTES CODE_BUDGET STATS_FILE\n", argv[0]);
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    static unsigned char buf[1 << 22];
    size_t len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    size_t code_len = strtoul(argv[3], 0, 10);
    unsigned char *code = mmap(0, code_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code == MAP_FAILED) { perror("mmap"); return 2; }
    unsigned long long stats[STATS] = {0};
    int status = trellis_fw_run(buf, len, code, code_len, strtoul(argv[2], 0, 10), strtoul(argv[4], 0, 10),
                                write_out, protect, stats);
    fflush(stdout);
    static const char *names[STATS] = {"peak_heap_bytes", "traces_compiled", "flushes", "tier2_entries",
                                       "code_bytes", "evictions"};
    FILE *s = fopen(argv[5], "w");
    if (!s) { perror(argv[5]); return 2; }
    for (int i = 0; i < STATS; i++) fprintf(s, "%s %llu\n", names[i], stats[i]);
    fclose(s);
    return status;
}
