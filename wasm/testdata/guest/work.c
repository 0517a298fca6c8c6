/* The workload of the guest benchmarks (bench/nodewasm, BenchmarkGuest):
   the same module runs under earshot and under Node. */
__attribute__((export_name("fib"))) int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

unsigned char buf[1 << 20];
__attribute__((export_name("bufaddr"))) unsigned char *bufaddr(void) { return buf; }

/* 50 passes over 1 MiB: a store, a load and a multiply per byte. */
__attribute__((export_name("memloop"))) unsigned memloop(int rounds)
{
    unsigned h = 2166136261u;
    for (int r = 0; r < rounds; r++)
        for (unsigned i = 0; i < sizeof buf; i++) {
            buf[i] = (unsigned char)((h >> 3) + i);
            h = (h ^ buf[i]) * 16777619u;
        }
    return h;
}

extern int imp(int) __attribute__((import_module("env"), import_name("imp")));
__attribute__((export_name("callimp"))) int callimp(int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += imp(i);
    return s;
}

__attribute__((export_name("add"))) int add(int a, int b) { return a + b; }
