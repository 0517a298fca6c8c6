import stream from "node:stream";
export default { pipeline: stream.promises.pipeline, finished: stream.promises.finished };
