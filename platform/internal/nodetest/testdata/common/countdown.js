// A stand-in for Node's test/common/countdown.js: calls its callback
// (once, counted as a mustCall) when dec() has been called limit times.
"use strict";

const assert = require("assert");
const common = require("./");

class Countdown {
  #limit;
  #callback;
  constructor(limit, cb) {
    assert.strictEqual(typeof limit, "number");
    assert.strictEqual(typeof cb, "function");
    this.#limit = limit;
    this.#callback = common.mustCall(cb);
  }
  dec() {
    assert(this.#limit > 0, "Countdown expired");
    if (--this.#limit === 0) this.#callback();
    return this.#limit;
  }
  get remaining() { return this.#limit; }
}

module.exports = Countdown;
