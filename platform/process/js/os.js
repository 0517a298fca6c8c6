// node:os — facts about the machine, from the host.
import { op, register, hostInfo } from "node:internal/host";
import { validateInt32 } from "node:internal/validators";

// What may differ from one start to the next (the host name, the memory,
// the user's folders) is asked of the host when read; what cannot (the
// platform, the architecture) is asked once, so that a module that
// only asks the latter at its top is still snapshotted.
let info = null;
const facts = () => (info ??= op("os.info"));

const signals = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGIOT: 6, SIGBUS: 7, SIGFPE: 8,
  SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14, SIGTERM: 15, SIGCHLD: 17, SIGSTKFLT: 16,
  SIGCONT: 18, SIGSTOP: 19, SIGTSTP: 20, SIGTTIN: 21, SIGTTOU: 22, SIGURG: 23, SIGXCPU: 24, SIGXFSZ: 25, SIGVTALRM: 26,
  SIGPROF: 27, SIGWINCH: 28, SIGIO: 29, SIGPOLL: 29, SIGPWR: 30, SIGSYS: 31 };
const errno = { E2BIG: 7, EACCES: 13, EADDRINUSE: 98, EAGAIN: 11, EBADF: 9, EBUSY: 16, ECHILD: 10, ECONNREFUSED: 111,
  ECONNRESET: 104, EEXIST: 17, EINTR: 4, EINVAL: 22, EIO: 5, EISDIR: 21, EMFILE: 24, ENOENT: 2, ENOMEM: 12, ENOSPC: 28,
  ENOTDIR: 20, ENOTEMPTY: 39, EPERM: 1, EPIPE: 32, ESRCH: 3, ETIMEDOUT: 110, EXDEV: 18 };

export default register("os", {
  EOL: "\n",
  devNull: "/dev/null",
  constants: { signals, errno, priority: { PRIORITY_LOW: 19, PRIORITY_BELOW_NORMAL: 10, PRIORITY_NORMAL: 0,
    PRIORITY_ABOVE_NORMAL: -7, PRIORITY_HIGH: -14, PRIORITY_HIGHEST: -20 }, dlopen: {}, UV_UDP_REUSEADDR: 4 },
  hostname: () => facts().hostname,
  type: () => hostInfo().type,
  platform: () => hostInfo().platform,
  arch: () => hostInfo().arch,
  machine: () => hostInfo().machine,
  release: () => facts().release,
  version: () => facts().version,
  homedir: () => facts().homedir,
  // TMPDIR, TMP or TEMP as process.env has it now (an extension may set
  // one), else the host's answer.
  tmpdir() {
    const env = globalThis.process.env;
    let dir = env.TMPDIR || env.TMP || env.TEMP;
    if (!dir) return facts().tmpdir;
    if (dir.length > 1 && dir.endsWith("/")) dir = dir.slice(0, -1);
    return dir;
  },
  endianness: () => "LE",
  cpus: () => Array.from({ length: facts().cpus }, () => ({ model: "unknown", speed: 0, times: { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 } })),
  availableParallelism: () => facts().cpus,
  totalmem: () => facts().totalmem,
  freemem: () => op("os.info").freemem,
  uptime: () => op("os.info").uptime,
  loadavg: () => op("os.info").loadavg,
  networkInterfaces: () => facts().networkInterfaces,
  userInfo: (options) => ({ ...facts().userInfo }),
  getPriority(pid = 0) {
    validateInt32(pid, "pid");
    return 0;
  },
  // setPriority checks its arguments as Node does; a process's priority is
  // not the extension's to change.
  setPriority(pid, priority) {
    if (priority === undefined) { priority = pid; pid = 0; }
    validateInt32(pid, "pid");
    validateInt32(priority, "priority", -20, 19);
  },
});
