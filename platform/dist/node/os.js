var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// process/js/os.js
var os_exports = {};
__export(os_exports, {
  default: () => os_default
});
module.exports = __toCommonJS(os_exports);
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var info = null;
var facts = () => info ??= (0, import_host.op)("os.info");
var signals = {
  SIGHUP: 1,
  SIGINT: 2,
  SIGQUIT: 3,
  SIGILL: 4,
  SIGTRAP: 5,
  SIGABRT: 6,
  SIGIOT: 6,
  SIGBUS: 7,
  SIGFPE: 8,
  SIGKILL: 9,
  SIGUSR1: 10,
  SIGSEGV: 11,
  SIGUSR2: 12,
  SIGPIPE: 13,
  SIGALRM: 14,
  SIGTERM: 15,
  SIGCHLD: 17,
  SIGSTKFLT: 16,
  SIGCONT: 18,
  SIGSTOP: 19,
  SIGTSTP: 20,
  SIGTTIN: 21,
  SIGTTOU: 22,
  SIGURG: 23,
  SIGXCPU: 24,
  SIGXFSZ: 25,
  SIGVTALRM: 26,
  SIGPROF: 27,
  SIGWINCH: 28,
  SIGIO: 29,
  SIGPOLL: 29,
  SIGPWR: 30,
  SIGSYS: 31
};
var errno = {
  E2BIG: 7,
  EACCES: 13,
  EADDRINUSE: 98,
  EAGAIN: 11,
  EBADF: 9,
  EBUSY: 16,
  ECHILD: 10,
  ECONNREFUSED: 111,
  ECONNRESET: 104,
  EEXIST: 17,
  EINTR: 4,
  EINVAL: 22,
  EIO: 5,
  EISDIR: 21,
  EMFILE: 24,
  ENOENT: 2,
  ENOMEM: 12,
  ENOSPC: 28,
  ENOTDIR: 20,
  ENOTEMPTY: 39,
  EPERM: 1,
  EPIPE: 32,
  ESRCH: 3,
  ETIMEDOUT: 110,
  EXDEV: 18
};
var os_default = (0, import_host.register)("os", {
  EOL: "\n",
  devNull: "/dev/null",
  constants: { signals, errno, priority: {
    PRIORITY_LOW: 19,
    PRIORITY_BELOW_NORMAL: 10,
    PRIORITY_NORMAL: 0,
    PRIORITY_ABOVE_NORMAL: -7,
    PRIORITY_HIGH: -14,
    PRIORITY_HIGHEST: -20
  }, dlopen: {}, UV_UDP_REUSEADDR: 4 },
  hostname: () => facts().hostname,
  type: () => (0, import_host.hostInfo)().type,
  platform: () => (0, import_host.hostInfo)().platform,
  arch: () => (0, import_host.hostInfo)().arch,
  machine: () => (0, import_host.hostInfo)().machine,
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
  freemem: () => (0, import_host.op)("os.info").freemem,
  uptime: () => (0, import_host.op)("os.info").uptime,
  loadavg: () => (0, import_host.op)("os.info").loadavg,
  networkInterfaces: () => facts().networkInterfaces,
  userInfo: (options) => ({ ...facts().userInfo }),
  getPriority(pid = 0) {
    (0, import_validators.validateInt32)(pid, "pid");
    return 0;
  },
  // setPriority checks its arguments as Node does; a process's priority is
  // not the extension's to change.
  setPriority(pid, priority) {
    if (priority === void 0) {
      priority = pid;
      pid = 0;
    }
    (0, import_validators.validateInt32)(pid, "pid");
    (0, import_validators.validateInt32)(priority, "priority", -20, 19);
  }
});
module.exports = ((r, v) => r.has("os") ? r.get("os") : (r.set("os", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
