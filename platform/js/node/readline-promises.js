// node:readline/promises — readline's Interface whose question() returns
// a promise (see readline.js).
import readline from "node:readline";
import { register } from "node:internal/host";

export default register("readline/promises", readline.promises);
