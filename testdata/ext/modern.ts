// Modern TypeScript: enums, namespaces, #private fields, generics,
// satisfies, and top-level await.
enum Color { Red = "red", Green = "green" }
const enum Size { Small = 1, Large = 10 }

namespace Geometry {
  export interface Point { x: number; y: number }
  export const origin: Point = { x: 0, y: 0 };
  export function dist(a: Point, b: Point = origin): number {
    return Math.hypot(a.x - b.x, a.y - b.y);
  }
}

class Counter<T> {
  #seen = new Map<T, number>();
  static #instances = 0;
  constructor() { Counter.#instances++; }
  add(item: T): number {
    const n = (this.#seen.get(item) ?? 0) + 1;
    this.#seen.set(item, n);
    return n;
  }
  static get instances(): number { return Counter.#instances; }
}

type Config = { name: string; size: Size };
const config = { name: "modern", size: Size.Large } satisfies Config;

const ready: string = await new Promise<string>((resolve) => setTimeout(() => resolve("ready"), 1));

export default {
  tools: [
    {
      name: "check",
      description: "Uses the language features.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute(): string {
        const c = new Counter<string>();
        c.add("a");
        return JSON.stringify({
          color: Color.Green,
          size: config.size,
          dist: Geometry.dist({ x: 3, y: 4 }),
          count: c.add("a"),
          instances: Counter.instances,
          ready,
          optional: config?.name ?? "none",
        });
      },
    },
  ],
};
