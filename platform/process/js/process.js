// node:process — the global process (made in the prelude).
export default globalThis.process;
