// node:constants — os.constants and fs.constants, as one object.
import os from "node:os";
import fs from "node:fs";
export default { ...os.constants.signals, ...os.constants.errno, ...os.constants.priority, ...fs.constants };
