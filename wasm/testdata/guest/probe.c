/* A module for the guest tests (wasm/guest_test.go): memory, traps,
   imports that call back, i64 and f32 at the boundary, a table. */
typedef unsigned long long u64;

__attribute__((export_name("load"))) int load(unsigned addr) { return *(volatile unsigned char *)addr; }
__attribute__((export_name("store"))) void store(unsigned addr, int v) { *(volatile unsigned char *)addr = (unsigned char)v; }
__attribute__((export_name("sum"))) unsigned sum(unsigned addr, unsigned n)
{
    unsigned s = 0;
    for (unsigned i = 0; i < n; i++)
        s += ((volatile unsigned char *)addr)[i];
    return s;
}
__attribute__((export_name("grow"))) int grow(int pages) { return __builtin_wasm_memory_grow(0, pages); }
__attribute__((export_name("size"))) int size(void) { return __builtin_wasm_memory_size(0); }
__attribute__((export_name("trap"))) void trap(void) { __builtin_trap(); }
__attribute__((export_name("divide"))) int divide(int a, int b) { return a / b; }
__attribute__((export_name("spin"))) int spin(int n)
{
    volatile int x = 0;
    for (;;) {
        x += n;
    }
    return x;
}
__attribute__((export_name("add64"))) long long add64(long long a, long long b) { return a + b; }
__attribute__((export_name("mulf"))) float mulf(float a, float b) { return a * b; }
__attribute__((export_name("muld"))) double muld(double a, double b) { return a * b; }

extern int callback(int) __attribute__((import_module("env"), import_name("callback")));
extern long long callback64(long long) __attribute__((import_module("env"), import_name("callback64")));
/* depth n: calls back into JavaScript, which may call reenter again. */
__attribute__((export_name("reenter"))) int reenter(int n) { return callback(n) + 1; }
__attribute__((export_name("reenter64"))) long long reenter64(long long n) { return callback64(n) * 2; }

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
int (*ops[2])(int) = {twice, thrice};
__attribute__((export_name("apply"))) int apply(int i, int x) { return ops[i](x); }
__attribute__((export_name("recurse"))) int recurse(int n) { return n == 0 ? 0 : 1 + recurse(n - 1); }

/* Recursion that stays recursion (each frame reads a volatile after the
   call): deep(n) nests n calls. */
__attribute__((noinline)) static int deep1(volatile int *p, int n)
{
    if (n == 0)
        return *p;
    int r = deep1(p, n - 1);
    return r + *p;
}
__attribute__((export_name("deep"))) int deep(int n)
{
    volatile int x = 1;
    return deep1(&x, n);
}
