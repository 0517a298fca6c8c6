// A helper in a subfolder: imported by good.ts, never an extension itself.
export function greet(name: string): string {
  return `Hello, ${name}!`;
}
