// node:fs/promises — fs.promises.
import fs from "node:fs";
export default fs.promises;
