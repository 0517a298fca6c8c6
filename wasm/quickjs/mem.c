/* earshot: memcpy, memmove and memset as WebAssembly's bulk memory
   instructions (memory.copy, memory.fill), which wazero runs as the host's
   own memmove and memset, instead of wasi-libc's C loops: QuickJS copies
   strings and arrays all the time (a substring is a copy). This file alone
   is compiled with -mbulk-memory: clang 14 crashes on QuickJS with it. */
#include <stddef.h>

void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
    __builtin_memcpy(dst, src, n);
    return dst;
}

void *memmove(void *dst, const void *src, size_t n)
{
    __builtin_memmove(dst, src, n);
    return dst;
}

void *memset(void *dst, int c, size_t n)
{
    __builtin_memset(dst, c, n);
    return dst;
}
