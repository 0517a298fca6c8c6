// A stand-in for Node's test/common/tmpdir.js: a folder of the test's own
// in the project folder it runs in (process.cwd()).
"use strict";

const fs = require("fs");
const path = require("path");

const tmpPath = path.join(process.cwd(), ".tmp.0");

module.exports = {
  path: tmpPath,
  refresh() {
    fs.rmSync(tmpPath, { recursive: true, force: true });
    fs.mkdirSync(tmpPath, { recursive: true });
  },
  resolve: (...paths) => path.resolve(tmpPath, ...paths),
  hasEnoughSpace: () => true,
  fileURL: (...paths) => require("url").pathToFileURL(path.resolve(tmpPath, ...paths)),
};
