/*
 * earshot's part of the QuickJS build (see build.sh).
 *
 * qjs (github.com/fastschema/qjs) drives QuickJS through the functions its
 * glue exports; this file takes the place of the glue's runtime set-up
 * (its qjs.c), so that an extension's context has only what earshot gives
 * it:
 *
 *   - no qjs:std, qjs:os or qjs:bjson modules, and no std/os globals: an
 *     extension reaches the machine only through the host (Go), which is
 *     what bounds it, cancels it and lets the user narrow it;
 *   - a module loader that loads nothing: a bundle is one module, and an
 *     import() that esbuild could not see is refused with a clear error;
 *   - a stack check that works on WASI (earshot_set_stack, once the host
 *     has moved the stack), so that runaway recursion is a catchable
 *     RangeError;
 *   - earshot_seed_random, to reseed Math.random after a restore;
 *   - earshot_op: every operation the host does on a running instance,
 *     through one export (the helpers above it are reached only through
 *     it); frees that zero what they free;
 *   - host functions that call the host directly (env.earshot_host), with
 *     their arguments as they are;
 *   - what the prelude's event loop needs of QuickJS (__earshot_native):
 *     running the pending promise jobs from inside a turn, as Node runs
 *     V8's microtasks between two callbacks, and hearing of promises
 *     rejected with no handler (the host promise rejection tracker).
 */
#include "qjs.h"
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The glue's js_set_global_objs is compiled under another name (build.sh):
   it imports qjs:std and qjs:os. */

static JSModuleDef *earshot_module_loader(JSContext *ctx, const char *module_name,
                                          void *opaque, JSValueConst attributes)
{
    JS_ThrowReferenceError(ctx,
        "cannot import '%s' at run time: an extension's imports are bundled when it loads "
        "(write them as import statements or import(\"literal\"), and install packages in node_modules)",
        module_name);
    return NULL;
}

/* The event loop's natives (platform/js/prelude/loop.js), on the global
   __earshot_native, which the prelude takes and deletes:

     runJobs()        runs the pending jobs (promise reactions, queueMicrotask
                      callbacks) until none is left; a job that throws stops
                      it and the exception is thrown to the caller, the jobs
                      after it still queued;
     jobsPending()    whether a job is queued;
     trackRejections(fn)  calls fn(promise, reason, handled) when a promise is
                      rejected with no handler (handled false) and when one
                      is then given a handler (true), as V8's
                      PromiseRejectCallback tells Node. fn must not throw;
                      what it throws is dropped;
     callerArgs(from) the arguments of the function that calls it from index
                      from on, an array, or undefined when there are none
                      (the patch's JS_EarshotCallerArgs): what setTimeout and
                      process.nextTick pass on to their callbacks, without
                      an arguments object per call;
     newLike(model, ...values)  a new object of model's shape (its prototype,
                      its own properties in their order) with those values,
                      or undefined when model is not a plain one (the
                      patch's JS_EarshotNewObjectLike): a timer per
                      setTimeout without a shape change per property;
     getAsyncContext()  the asynchronous context in effect (what
                      node:async_hooks' stores read), and
     setAsyncContext(c) puts c in effect: the patch makes every promise
                      reaction (then, await) and thenable job run in the
                      context in effect when it was registered. */
static JSValue earshot_rejection_fn = JS_UNDEFINED;

static JSValue earshot_run_jobs(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv)
{
    JSRuntime *rt = JS_GetRuntime(ctx);
    JSContext *ctx1;
    for (;;) {
        int r = JS_ExecutePendingJob(rt, &ctx1);
        if (r == 0)
            return JS_UNDEFINED;
        if (r < 0)
            return JS_EXCEPTION; /* pending in ctx1, which is ctx: one context */
    }
}

static JSValue earshot_jobs_pending(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv)
{
    return JS_NewBool(ctx, JS_IsJobPending(JS_GetRuntime(ctx)));
}

static void earshot_rejection_tracker(JSContext *ctx, JSValueConst promise, JSValueConst reason,
                                      bool is_handled, void *opaque)
{
    if (!JS_IsFunction(ctx, earshot_rejection_fn))
        return;
    JSValueConst args[3] = {promise, reason, JS_NewBool(ctx, is_handled)};
    JSValue r = JS_Call(ctx, earshot_rejection_fn, JS_UNDEFINED, 3, args);
    if (JS_IsException(r))
        JS_FreeValue(ctx, JS_GetException(ctx));
    JS_FreeValue(ctx, r);
}

static JSValue earshot_track_rejections(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv)
{
    if (argc < 1 || !JS_IsFunction(ctx, argv[0]))
        return JS_ThrowTypeError(ctx, "trackRejections(fn): fn must be a function");
    JS_FreeValue(ctx, earshot_rejection_fn);
    earshot_rejection_fn = JS_DupValue(ctx, argv[0]);
    JS_SetHostPromiseRejectionTracker(JS_GetRuntime(ctx), earshot_rejection_tracker, NULL);
    return JS_UNDEFINED;
}

JSValue JS_EarshotCallerArgs(JSContext *ctx, int from);
JSValue JS_EarshotGetAsyncContext(JSContext *ctx);
void JS_EarshotSetAsyncContext(JSContext *ctx, JSValueConst v);

static JSValue earshot_get_async_context(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv)
{
    return JS_EarshotGetAsyncContext(ctx);
}

static JSValue earshot_set_async_context(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv)
{
    JS_EarshotSetAsyncContext(ctx, argc > 0 ? argv[0] : JS_UNDEFINED);
    return JS_UNDEFINED;
}
JSValue JS_EarshotNewObjectLike(JSContext *ctx, JSValueConst model, int n, JSValueConst *values);

static JSValue earshot_new_like(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv)
{
    if (argc < 2)
        return JS_UNDEFINED;
    return JS_EarshotNewObjectLike(ctx, argv[0], argc - 1, argv + 1);
}

static JSValue earshot_caller_args(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv)
{
    int32_t from = 0;
    if (argc > 0 && JS_ToInt32(ctx, &from, argv[0]) < 0)
        return JS_EXCEPTION;
    return JS_EarshotCallerArgs(ctx, from);
}

static const JSCFunctionListEntry earshot_native_funcs[] = {
    JS_CFUNC_DEF("runJobs", 0, earshot_run_jobs),
    JS_CFUNC_DEF("callerArgs", 1, earshot_caller_args),
    JS_CFUNC_DEF("newLike", 1, earshot_new_like),
    JS_CFUNC_DEF("jobsPending", 0, earshot_jobs_pending),
    JS_CFUNC_DEF("trackRejections", 1, earshot_track_rejections),
    JS_CFUNC_DEF("getAsyncContext", 0, earshot_get_async_context),
    JS_CFUNC_DEF("setAsyncContext", 1, earshot_set_async_context),
};

JSContext *New_QJSContext(JSRuntime *rt)
{
    JSContext *ctx = JS_NewContext(rt);
    if (!ctx)
        return NULL;
    JSValue native = JS_NewObject(ctx);
    if (JS_IsException(native) ||
        JS_SetPropertyFunctionList(ctx, native, earshot_native_funcs,
                                   sizeof(earshot_native_funcs) / sizeof(earshot_native_funcs[0])) < 0) {
        JS_FreeValue(ctx, native);
        JS_FreeContext(ctx);
        return NULL;
    }
    JSValue global = JS_GetGlobalObject(ctx);
    int r = JS_SetPropertyStr(ctx, global, "__earshot_native", native); /* takes native */
    JS_FreeValue(ctx, global);
    if (r < 0) {
        JS_FreeContext(ctx);
        return NULL;
    }
    return ctx;
}

/* QuickJS's allocations go through these: the standard ones, except that
   memory is zeroed as it is freed. A snapshot keeps an instance's non-zero
   4 KiB blocks and a restore writes them: what was freed (the prelude's
   bytecode once loaded, a compiler's scratch, dead objects) is then left
   out instead of being copied into every instance as garbage. Zeroing
   costs a write of what was freed, which was written when it was used. */

/* A reserve for the error that says memory ran out: when the memory is
   full, making that error (an InternalError with its stack) needs memory
   too, and without it the exception was garbled ("Invalid error message")
   or missing. The first allocation that fails lets the reserve go and
   tries again; the reserve is taken back at the next free. It is never
   written, so it costs no page and no snapshot block. */
#define EARSHOT_RESERVE (64 * 1024)
static void *earshot_reserve;

static int earshot_use_reserve(void)
{
    if (!earshot_reserve)
        return 0;
    free(earshot_reserve);
    earshot_reserve = NULL;
    return 1;
}

static void *earshot_calloc(void *opaque, size_t count, size_t size)
{
    void *p = calloc(count, size);
    if (!p && earshot_use_reserve())
        p = calloc(count, size);
    return p;
}

static void *earshot_malloc(void *opaque, size_t size)
{
    void *p = malloc(size);
    if (!p && earshot_use_reserve())
        p = malloc(size);
    return p;
}

/* Through a volatile pointer: a memset the compiler sees followed by free
   is a dead store it removes. */
static void *(*const volatile earshot_memset)(void *, int, size_t) = memset;

static void earshot_zero_free(void *ptr)
{
    if (ptr) {
        earshot_memset(ptr, 0, malloc_usable_size(ptr));
        free(ptr);
    }
}

static void earshot_free_fn(void *opaque, void *ptr)
{
    earshot_zero_free(ptr);
    if (!earshot_reserve)
        earshot_reserve = malloc(EARSHOT_RESERVE);
}

static void *earshot_realloc(void *opaque, void *ptr, size_t size)
{
    if (ptr == NULL)
        return malloc(size);
    if (size == 0) {
        earshot_zero_free(ptr);
        return NULL;
    }
    size_t old = malloc_usable_size(ptr);
    if (size < old) {
        /* Shrinking in place: the tail is zeroed before dlmalloc may split
           it off as a free chunk. */
        memset((char *)ptr + size, 0, old - size);
    }
    /* Growing: dlmalloc extends in place when it can; when it moves the
       block, the old one is left as it was (zeroing it after would write
       over the allocator's own bookkeeping). */
    void *p = realloc(ptr, size);
    if (!p && earshot_use_reserve())
        p = realloc(ptr, size);
    return p;
}

static size_t earshot_usable_size(const void *ptr) { return malloc_usable_size((void *)ptr); }

static const JSMallocFunctions earshot_malloc_funcs = {
    earshot_calloc, earshot_malloc, earshot_free_fn, earshot_realloc, earshot_usable_size,
};

/* earshot_free is free for the host's own buffers (qjs's Go side), zeroing
   them as QuickJS's are. */
void earshot_free(void *ptr) { earshot_zero_free(ptr); }

/* The free memory of the heap, for the host to give back to the system
   while an instance is idle. Zeroing a block as it is freed is not enough
   for that: dlmalloc (wasi-libc's) keeps its bookkeeping around and in
   free blocks — each block's size before it, the links of the free lists
   in it — and when a freed block merges with free neighbours, their words
   stay in the middle of the merged block. After a call that made and
   dropped many objects, nearly every page it used keeps a few such words,
   so that no page reads as zero. earshot_free_ranges says where the
   inside of each free block is, for the host to give back whatever its
   content.

   It reads dlmalloc's block layout as dlmalloc's source documents it
   (wasm32, no footers, no mmap): a block starts with a word the block
   before it may use, then its size word, whose bit 0 says the block
   before is in use and bit 1 that this one is; a free block's size is
   repeated in the first word of the next block, and its own words (size,
   then up to six links) come first; the top block, the last, is followed
   by a pseudo-block that reaches the end of memory. The walk starts at a
   block allocated first and never freed (earshot_heap_first), and checks
   every block against that layout: when one does not fit, nothing is
   reported. */
static char *earshot_heap_first;

#define EARSHOT_WORD(p, off) (*(const size_t *)((p) + (off)))

/* earshot_free_ranges writes the start and end of the inside of each free
   block of at least min bytes, as pairs of 32-bit addresses, into buf (cap
   pairs at most), and returns how many there are; -1 when the heap does
   not walk as described above. */
static int64_t earshot_free_ranges(uint32_t *buf, size_t cap, size_t min)
{
    const size_t w = sizeof(size_t);
    const size_t own = 8 * w; /* a free block's words: never reported */
    char *end = (char *)(uintptr_t)(__builtin_wasm_memory_size(0) * 65536);
    if (!earshot_heap_first)
        return -1;
    char *p = earshot_heap_first - 2 * w;
    int64_t n = 0;
    for (;;) {
        if ((size_t)(end - p) < 4 * w)
            return -1;
        size_t head = EARSHOT_WORD(p, w);
        size_t size = head & ~(size_t)7;
        if (size < 4 * w || size % (2 * w) != 0 || size > (size_t)(end - p) - 2 * w)
            return -1;
        char *next = p + size;
        size_t next_head = EARSHOT_WORD(next, w);
        if (head & 2) {
            /* In use: the next block says so. */
            if (!(next_head & 1))
                return -1;
            p = next;
            continue;
        }
        /* Free: the block before it is in use (free blocks merge), and
           the next block says it is free. */
        if (!(head & 1) || (next_head & 1))
            return -1;
        int top = next + (next_head & ~(size_t)7) == end;
        if (!top && EARSHOT_WORD(next, 0) != size)
            return -1;
        if (size > own && size - own >= min) {
            if ((size_t)n < cap) {
                buf[2 * n] = (uint32_t)(uintptr_t)(p + own);
                buf[2 * n + 1] = (uint32_t)(uintptr_t)next;
            }
            n++;
        }
        if (top)
            return n;
        p = next;
    }
}

/* earshot_interrupt is set by the host to stop the JavaScript running now
   where it is (a module whose evaluation ran out of its time): QuickJS
   polls the interrupt handler every few thousand operations; the handler
   then keeps the stack of where it was in earshot_interrupted (for the
   host to say, as the exception that follows may be dumped rather than
   returned: a module's top level runs in a job), and QuickJS throws an
   uncatchable InternalError, "interrupted". The handler asks the host
   (env.earshot_interrupted), which answers from its own state: the host
   never writes into the memory while the instance runs, as a memory that
   grows may move. flag is set once the host has said yes, so that the
   JavaScript run later is interrupted too. */
__attribute__((import_module("env"), import_name("earshot_interrupted")))
extern int32_t earshot_interrupted(void);

static struct {
    uint8_t flag;
    uint8_t busy;
    char stack[1024]; /* NUL-terminated */
} earshot_interrupt;

static int earshot_interrupt_handler(JSRuntime *rt, void *opaque)
{
    JSContext *ctx = (JSContext *)opaque;
    if (!earshot_interrupt.flag) {
        if (!earshot_interrupted())
            return 0;
        earshot_interrupt.flag = 1;
    }
    if (earshot_interrupt.busy)
        return 0; /* the stack is being made (it may run JavaScript) */
    if (!earshot_interrupt.stack[0] && ctx) {
        earshot_interrupt.busy = 1;
        JSValue e = JS_NewError(ctx);
        JSValue st = JS_GetPropertyStr(ctx, e, "stack");
        const char *s = JS_IsString(st) ? JS_ToCString(ctx, st) : NULL;
        if (s) {
            size_t n = strlen(s);
            if (n >= sizeof(earshot_interrupt.stack))
                n = sizeof(earshot_interrupt.stack) - 1;
            memcpy(earshot_interrupt.stack, s, n);
            earshot_interrupt.stack[n] = 0;
            JS_FreeCString(ctx, s);
        }
        JS_FreeValue(ctx, st);
        JS_FreeValue(ctx, e);
        earshot_interrupt.busy = 0;
    }
    return 1;
}

QJSRuntime *New_QJS(size_t memory_limit, size_t max_stack_size,
                    size_t max_execution_time, size_t gc_threshold)
{
    if (!earshot_heap_first)
        earshot_heap_first = malloc(1); /* where earshot_free_ranges starts */
    if (!earshot_reserve)
        earshot_reserve = malloc(EARSHOT_RESERVE);
    JSRuntime *runtime = JS_NewRuntime2(&earshot_malloc_funcs, NULL);
    if (!runtime)
        return NULL;
    if (memory_limit > 0)
        JS_SetMemoryLimit(runtime, memory_limit);
    if (gc_threshold > 0)
        JS_SetGCThreshold(runtime, gc_threshold);
    /* max_stack_size is ignored: the stack is set by earshot_set_stack once
       the host has moved it. */
    js_std_init_handlers(runtime);
    JS_SetModuleLoaderFunc2(runtime, NULL, earshot_module_loader, NULL, NULL);


    JSContext *ctx = New_QJSContext(runtime);
    if (!ctx) {
        JS_FreeRuntime(runtime);
        return NULL;
    }
    JS_SetInterruptHandler(runtime, earshot_interrupt_handler, ctx);
    if (init_qjs_proxy_value_class(ctx) < 0) {
        JS_FreeContext(ctx);
        JS_FreeRuntime(runtime);
        return NULL;
    }
    QJSRuntime *qjs = malloc(sizeof(QJSRuntime));
    if (!qjs) {
        JS_FreeContext(ctx);
        JS_FreeRuntime(runtime);
        return NULL;
    }
    qjs->runtime = runtime;
    qjs->context = ctx;
    return qjs;
}

void QJS_FreeValue(JSContext *ctx, JSValue val) { JS_FreeValue(ctx, val); }

void QJS_Free(QJSRuntime *qjs)
{
    JS_FreeValue(qjs->context, earshot_rejection_fn);
    earshot_rejection_fn = JS_UNDEFINED;
    JS_FreeContext(qjs->context);
    js_std_free_handlers(qjs->runtime);
    JS_FreeRuntime(qjs->runtime);
    free(qjs);
}

JSValue QJS_CloneValue(JSContext *ctx, JSValue val) { return JS_DupValue(ctx, val); }

JSContext *QJS_GetContext(QJSRuntime *qjs) { return qjs->context; }

void QJS_UpdateStackTop(QJSRuntime *qjs) { JS_UpdateStackTop(qjs->runtime); }

/* qjs's glue keeps one runtime in a global for initialize(); earshot never
   calls initialize, but qjs's exports include both. */
static QJSRuntime *global_qjs = NULL;

QJSRuntime *QJS_GetRuntime(void) { return global_qjs; }

void initialize(void)
{
    if (global_qjs == NULL)
        global_qjs = New_QJS(0, 0, 0, 0);
}

/* earshot_set_stack arms QuickJS's stack checks for the stack the host has
   just moved the runtime to: its top is where the stack pointer is now (the
   host calls this directly, so only this frame is on it), JavaScript may use
   size bytes of it, and calls may nest max_depth deep (see the patch to
   JS_CallInternal), before a RangeError. */
void JS_EarshotSetMaxDepth(uint32_t depth);

void earshot_set_stack(JSContext *ctx, uint32_t size, uint32_t max_depth)
{
    JSRuntime *rt = JS_GetRuntime(ctx);
    JS_UpdateStackTop(rt);
    JS_SetMaxStackSize(rt, size);
    JS_EarshotSetMaxDepth(max_depth);
}

void JS_EarshotSeedRandom(JSContext *ctx, uint64_t seed);

void earshot_seed_random(JSContext *ctx, uint64_t seed) { JS_EarshotSeedRandom(ctx, seed); }

/* earshot_new_array_buffer makes an ArrayBuffer of len bytes at buf, a
   block from malloc that it takes over (the host wrote into it: one copy
   instead of two). */
static void *earshot_realloc_buffer(JSRuntime *rt, void *opaque, void *ptr, size_t size)
{
    if (size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

JSValue earshot_new_array_buffer(JSContext *ctx, uint8_t *buf, size_t len)
{
    return JS_NewArrayBuffer(ctx, buf, len, 0, earshot_realloc_buffer, NULL, false);
}

/* earshot_new_string makes a string of len bytes of UTF-8 at buf (which
   may hold NUL bytes, unlike QJS_NewString's C string). */
JSValue earshot_new_string(JSContext *ctx, const char *buf, size_t len)
{
    return JS_NewStringLen(ctx, buf, len);
}

/* earshot_get_bytes finds the bytes of an ArrayBuffer, a typed array or a
   DataView without copying them: the pointer in the high 32 bits, the
   length in the low ones. It is all ones when val holds no bytes (another
   kind of value, a detached buffer); nothing is thrown (the patch's
   JS_EarshotGetBytes looks at the value's class; the public getters throw
   at every kind they do not take, and a throw makes a stack trace). The
   bytes stay where they are only until JavaScript runs again. */
uint64_t JS_EarshotGetBytes(JSValueConst val);

uint64_t earshot_get_bytes(JSContext *ctx, JSValueConst val) { return JS_EarshotGetBytes(val); }

/* earshot_string_into writes val converted to UTF-8 (as String(val)) into
   buf, which holds cap bytes, and returns its length when it fits; when it
   does not, the converted string is left for the host (JS_FreeCString),
   and its pointer is in the high 32 bits. All ones when the conversion
   threw (the exception is pending). */
static uint64_t earshot_string_into(JSContext *ctx, JSValueConst val, char *buf, size_t cap)
{
    size_t len;
    const char *s = JS_ToCStringLen(ctx, &len, val);
    if (s == NULL)
        return UINT64_MAX;
    if (len > cap)
        return ((uint64_t)(uintptr_t)s << 32) | (uint32_t)len;
    memcpy(buf, s, len);
    JS_FreeCString(ctx, s);
    return len;
}

/* earshot_throw throws an Error whose message is the len bytes of UTF-8 at
   msg: a host function's failure. */
static JSValue earshot_throw(JSContext *ctx, const char *msg, size_t len)
{
    /* The message first: making the error may run JavaScript
       (Error.prepareStackTrace), which may reuse the host's buffer. */
    JSValue m = JS_NewStringLen(ctx, msg, len);
    if (JS_IsException(m))
        return m;
    JSValue err = JS_NewError(ctx);
    if (JS_IsException(err)) {
        JS_FreeValue(ctx, m);
        return err;
    }
    JS_DefinePropertyValueStr(ctx, err, "message", m, JS_PROP_WRITABLE | JS_PROP_CONFIGURABLE);
    return JS_Throw(ctx, err);
}

/* earshot_call_jobs calls func as QJS_Call does, then runs every pending
   job as the glue's eval does after a script: the host starts a task with
   one call instead of compiling a script that makes it. */
JSValue earshot_call_jobs(JSContext *ctx, JSValue func, JSValue this_obj, int argc, uint64_t argv)
{
    JSValue r = JS_Call(ctx, func, this_obj, argc, (JSValue *)(uintptr_t)argv);
    js_std_loop(ctx);
    if (JS_HasException(ctx)) {
        JS_FreeValue(ctx, r);
        return JS_Throw(ctx, JS_GetException(ctx));
    }
    return r;
}

/* A host function: env.earshot_host calls the host's function number fn
   with the arguments as they are (borrowed for the call), and returns what
   it made, or JS_EXCEPTION with the exception thrown (earshot_throw). */
__attribute__((import_module("env"), import_name("earshot_host")))
extern JSValue earshot_host(JSContext *ctx, uint32_t fn, int argc, JSValueConst *argv);

/* A host function as a native function of its own, its data the number
   the host has the Go function under (data[1] is not used). */
static JSValue earshot_host_call(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv,
                                 int magic, JSValueConst *data)
{
    int32_t fn = 0;
    if (JS_ToInt32(ctx, &fn, data[0]) < 0)
        return JS_EXCEPTION;
    return earshot_host(ctx, (uint32_t)fn, argc, argv);
}

/* earshot_set_host makes the global function name (a C string) call the
   host's function fn_id (ctx_id is kept beside it, unused): -1 if it
   cannot. */
static int earshot_set_host(JSContext *ctx, const char *name, uint64_t fn_id, uint64_t ctx_id)
{
    JSValue data[2] = {JS_NewInt64(ctx, (int64_t)fn_id), JS_NewInt64(ctx, (int64_t)ctx_id)};
    JSValue fn = JS_NewCFunctionData(ctx, earshot_host_call, 0, 0, 2, data);
    if (JS_IsException(fn))
        return -1;
    JSValue global = JS_GetGlobalObject(ctx);
    int r = JS_SetPropertyStr(ctx, global, name, fn); /* takes fn */
    JS_FreeValue(ctx, global);
    return r < 0 ? -1 : 0;
}

/* earshot_op is every operation the host does on a running instance,
   behind one export: wazero gives each exported function the host calls a
   call engine of its own (a stack allocated in Go, 10 KiB and growing to
   the deepest call it made), so one entry point instead of a dozen is a
   few hundred KiB less per instance. The numbers are wasm/fastpath.go's. */
uint64_t earshot_op(uint32_t op, uint64_t a, uint64_t b, uint64_t c, uint64_t d, uint64_t e)
{
    JSContext *ctx = (JSContext *)(uintptr_t)a;
    switch (op) {
    case 0:
        return (uint64_t)(uintptr_t)malloc((size_t)a);
    case 1:
        earshot_zero_free((void *)(uintptr_t)a);
        return 0;
    case 2:
        return QJS_Eval(ctx, *(QJSEvalOptions *)(uintptr_t)b);
    case 3:
        return QJS_Call(ctx, b, c, (int)d, e);
    case 4:
        return earshot_call_jobs(ctx, b, c, (int)d, e);
    case 5:
        return (uint64_t)(uintptr_t)QJS_ToCString(ctx, b);
    case 6:
        JS_FreeCString(ctx, (const char *)(uintptr_t)b);
        return 0;
    case 7:
        JS_FreeValue(ctx, b);
        return 0;
    case 8:
        return QJS_NewString(ctx, (const char *)(uintptr_t)b);
    case 9:
        return earshot_get_bytes(ctx, b);
    case 10:
        return earshot_new_array_buffer(ctx, (uint8_t *)(uintptr_t)b, (size_t)c);
    case 11:
        return earshot_new_string(ctx, (const char *)(uintptr_t)b, (size_t)c);
    case 12:
        earshot_seed_random(ctx, b);
        return 0;
    case 13:
        return QJS_Load(ctx, *(QJSEvalOptions *)(uintptr_t)b);
    case 14: {
        /* Compile code (b: len c bytes and a NUL, d: its name) without
           running it: e's low 32 bits are the eval flags (a strict script
           or a module), bit 32 leaves the functions' source text out of
           the bytecode (no instance then holds it). The pointer and length
           of a buffer for case 15 to free; 0 with the exception pending if
           it does not compile. */
        JSValue obj = JS_Eval(ctx, (const char *)(uintptr_t)b, (size_t)c, (const char *)(uintptr_t)d,
                              (int)(uint32_t)e | JS_EVAL_FLAG_COMPILE_ONLY);
        uint8_t *buf = NULL;
        size_t len = 0;
        if (!JS_IsException(obj)) {
            int flags = JS_WRITE_OBJ_BYTECODE | ((e >> 32) & 1 ? JS_WRITE_OBJ_STRIP_SOURCE : 0);
            buf = JS_WriteObject(ctx, &len, obj, flags);
            JS_FreeValue(ctx, obj);
        }
        if (buf == NULL) {
            /* A failure with nothing thrown is an allocation QuickJS
               made without a context to throw in: memory ran out. */
            if (!JS_HasException(ctx))
                JS_ThrowOutOfMemory(ctx);
            return 0;
        }
        return ((uint64_t)(uintptr_t)buf << 32) | (uint32_t)len;
    }
    case 15:
        js_free(ctx, (void *)(uintptr_t)b);
        return 0;
    case 16:
        /* Collect garbage now (before a snapshot: what is unreachable is
           freed, and so zeroed, and the next collection is as far off as
           it can be). */
        JS_RunGC(JS_GetRuntime(ctx));
        return 0;
    case 17:
        /* A host function (earshot_set_host): b its name, c and d the
           numbers of the Go function and its context. */
        return (uint64_t)(int64_t)earshot_set_host(ctx, (const char *)(uintptr_t)b, c, d);
    case 18:
        /* A host function failed: throw an Error with the message of c
           bytes at b. */
        return earshot_throw(ctx, (const char *)(uintptr_t)b, (size_t)c);
    case 19:
        /* A string for the host: b converted into the buffer at c of d
           bytes (earshot_string_into). */
        return earshot_string_into(ctx, b, (char *)(uintptr_t)c, (size_t)d);
    case 21:
        /* Where earshot_interrupt is: its flag, then a byte, then the
           stack it kept. */
        return (uint64_t)(uintptr_t)&earshot_interrupt;
    case 20:
        /* The free memory (earshot_free_ranges): into the buffer at b of c
           pairs, the blocks of at least d bytes. */
        return (uint64_t)earshot_free_ranges((uint32_t *)(uintptr_t)b, (size_t)c, (size_t)d);
    }
    return 0;
}

/* WebAssembly guests' memories (wasm/webassembly/memory.go). A guest module's
   linear memory is a region of this instance's heap, so that an
   ArrayBuffer over it is the guest's memory itself (what Emscripten's and
   wasm-bindgen's glue read and write as HEAPU8), and so that it counts in
   the instance's memory limit. A region is held by the host while a guest
   uses it, and by each ArrayBuffer made over it (until that buffer is
   detached or collected): the last to let go frees it. Its data starts 16
   bytes into the block, after the count. */
typedef struct {
    uint32_t refs;
    uint32_t pad[3];
} earshot_region;

static uint8_t *earshot_region_data(earshot_region *r) { return (uint8_t *)(r + 1); }

static earshot_region *earshot_region_of(void *data) { return (earshot_region *)data - 1; }

/* earshot_zero_lazily makes [p, p+n) zero writing only the words that are
   not: what malloc hands out is mostly zero already (frees zero, and memory
   the heap grew into is fresh), and a page that is only read stays out of
   RAM. */
static void earshot_zero_lazily(uint8_t *p, size_t n)
{
    while (n > 0 && ((uintptr_t)p & 7) != 0) {
        if (*p)
            *p = 0;
        p++;
        n--;
    }
    volatile uint64_t *w = (volatile uint64_t *)p;
    size_t words = n / 8;
    for (size_t i = 0; i < words; i++) {
        if (w[i])
            w[i] = 0;
    }
    for (size_t i = words * 8; i < n; i++) {
        if (p[i])
            p[i] = 0;
    }
}

/* A region of size bytes, all zero, held once (by the host); its data, or
   NULL when the heap has no room. */
static uint8_t *earshot_region_new(size_t size)
{
    if (size > SIZE_MAX - sizeof(earshot_region) - 64)
        return NULL;
    earshot_region *r = aligned_alloc(16, sizeof(earshot_region) + size);
    if (!r)
        return NULL;
    r->refs = 1;
    earshot_zero_lazily(earshot_region_data(r), size);
    return earshot_region_data(r);
}

static void earshot_region_release(uint8_t *data)
{
    earshot_region *r = earshot_region_of(data);
    if (--r->refs == 0)
        earshot_zero_free(r);
}

/* An ArrayBuffer over a region lets go of it when it is detached or
   collected (size 0); it cannot be resized. */
static void *earshot_region_buffer_realloc(JSRuntime *rt, void *opaque, void *ptr, size_t size)
{
    if (size == 0)
        earshot_region_release(opaque);
    return NULL;
}

static JSValue earshot_region_buffer(JSContext *ctx, uint8_t *data, size_t len)
{
    earshot_region *r = earshot_region_of(data);
    r->refs++;
    JSValue v = JS_NewArrayBuffer(ctx, data, len, 0, earshot_region_buffer_realloc, data, false);
    if (JS_IsException(v))
        r->refs--;
    return v;
}

/* earshot_guest is what the host does for guest modules, behind one export
   of its own (as earshot_op, whose numbers it leaves alone):
     0 a new region of a bytes (its data, 0 when there is no room);
     1 the region a, grown to b bytes: a new one with a's first c bytes,
       a let go (0, a kept, when there is no room);
     2 let go of the region a;
     3 an ArrayBuffer over c bytes of the region b (a: the context);
     4 detach the ArrayBuffer b;
     5 b duplicated (JS_DupValue). */
uint64_t earshot_guest(uint32_t op, uint64_t a, uint64_t b, uint64_t c)
{
    JSContext *ctx = (JSContext *)(uintptr_t)a;
    switch (op) {
    case 0:
        return (uint64_t)(uintptr_t)earshot_region_new((size_t)a);
    case 1: {
        uint8_t *old = (uint8_t *)(uintptr_t)a;
        uint8_t *p = earshot_region_new((size_t)b);
        if (!p)
            return 0;
        memcpy(p, old, (size_t)c);
        earshot_region_release(old);
        return (uint64_t)(uintptr_t)p;
    }
    case 2:
        earshot_region_release((uint8_t *)(uintptr_t)a);
        return 0;
    case 3:
        return earshot_region_buffer(ctx, (uint8_t *)(uintptr_t)b, (size_t)c);
    case 4:
        JS_DetachArrayBuffer(ctx, b);
        return 0;
    case 5:
        return JS_DupValue(ctx, b);
    }
    return 0;
}

/* wasi-libc's start file wants a main; nothing runs it (the host calls the
   exports). */
int main(void) { return 0; }
