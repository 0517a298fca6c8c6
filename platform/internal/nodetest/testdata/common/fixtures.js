// A stand-in for Node's test/common/fixtures.js: Node's test/fixtures
// files a test uses are copied into the project folder it runs in, under
// fixtures/ (see ../README.md).
"use strict";

const fs = require("fs");
const path = require("path");

const fixturesDir = path.join(process.cwd(), "fixtures");
const fixturesPath = (...args) => path.join(fixturesDir, ...args);

module.exports = {
  fixturesDir,
  path: fixturesPath,
  fileURL: (...args) => require("url").pathToFileURL(fixturesPath(...args)),
  readSync: (args, enc) => fs.readFileSync(fixturesPath(...[].concat(args)), enc),
  readKey: (name, enc) => fs.readFileSync(fixturesPath("keys", name), enc),
};
