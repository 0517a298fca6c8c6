// node:tty — an extension has no terminal.
class ReadStream {}
class WriteStream {}
export default { isatty: () => false, ReadStream, WriteStream };
