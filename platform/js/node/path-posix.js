import path from "node:path";
export default path.posix;
