// node:stream — readable-stream (Node's streams, from the nodejs
// project, pinned).
import rs from "readable-stream";
import promises from "readable-stream/lib/stream/promises.js";
import { register } from "node:internal/host";

const Stream = rs.Stream;
for (const k of ["Readable", "Writable", "Duplex", "Transform", "PassThrough", "pipeline", "finished", "addAbortSignal",
  "compose", "destroy", "isDisturbed", "isErrored", "isReadable", "_uint8ArrayToBuffer", "_isUint8Array"]) {
  if (rs[k] !== undefined) Stream[k] = rs[k];
}
Stream.Stream = Stream;
Object.defineProperty(Stream, "promises", { value: promises, enumerable: true, configurable: true, writable: true });
Stream.getDefaultHighWaterMark = (objectMode) => (objectMode ? 16 : 16384);
Stream.setDefaultHighWaterMark = () => {};
export default register("stream", Stream);
