// A helper that fails, for source-mapped stack traces (see stack.ts).
export function check(n: number): number {
  if (n > 2) {
    throw new RangeError(`too big: ${n}`);
  }
  return n;
}
