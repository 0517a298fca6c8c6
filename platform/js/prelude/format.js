// Values as text, for console output and messages: preview, inspect,
// format (console's %s, %d, %j, %o...).
import { typeOf } from "./host.js";
export function preview(v, max) {
  max = max || 200;
  let s;
  try {
    switch (typeof v) {
      case "string": s = JSON.stringify(v); break;
      case "bigint": s = String(v) + "n"; break;
      case "symbol": s = v.toString(); break;
      case "function": s = "function " + (v.name || "(anonymous)"); break;
      case "object":
        if (v === null) { s = "null"; break; }
        if (v instanceof Error) { s = String(v); break; }
        try {
          s = JSON.stringify(v, (k, x) => (typeof x === "bigint" ? String(x) + "n" : x));
        } catch (e) {
          s = Array.isArray(v) ? "[array]" : "[object with keys: " + Object.keys(v).slice(0, 10).join(", ") + "]";
        }
        if (s === undefined) s = String(v);
        break;
      default: s = String(v);
    }
  } catch (e) {
    s = "[" + typeOf(v) + "]";
  }
  return s.length > max ? s.slice(0, max) + "…" : s;
}

export function inspect(v, depth, seen) {
  switch (typeof v) {
    case "string": return depth === 0 ? v : JSON.stringify(v);
    case "bigint": return String(v) + "n";
    case "symbol": return v.toString();
    case "function": return "[Function: " + (v.name || "(anonymous)") + "]";
    case "undefined": return "undefined";
    case "object": break;
    default: return String(v);
  }
  if (v === null) return "null";
  if (v instanceof Error) {
    if (!v.stack) return String(v);
    const s = v.stack.replace(/\n$/, "");
    return s.startsWith(String(v)) ? s : String(v) + "\n" + s;
  }
  if (seen.includes(v)) return "[Circular]";
  if (depth > 3) return Array.isArray(v) ? "[Array]" : "[Object]";
  seen = seen.concat([v]);
  try {
    if (Array.isArray(v)) {
      const items = v.slice(0, 100).map((x) => inspect(x, depth + 1, seen));
      if (v.length > 100) items.push("… " + (v.length - 100) + " more");
      return "[ " + items.join(", ") + " ]";
    }
    if (v instanceof Map) return "Map(" + v.size + ") " + inspect(Object.fromEntries(v), depth + 1, seen);
    if (v instanceof Set) return "Set(" + v.size + ") " + inspect(Array.from(v), depth + 1, seen);
    if (v instanceof Date) return isNaN(v) ? "Invalid Date" : v.toISOString();
    if (v instanceof RegExp) return String(v);
    const keys = Object.keys(v);
    const parts = keys.slice(0, 100).map((k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)) + ": " + inspect(v[k], depth + 1, seen));
    if (keys.length > 100) parts.push("… " + (keys.length - 100) + " more");
    return parts.length ? "{ " + parts.join(", ") + " }" : "{}";
  } catch (e) {
    return "[object]";
  }
}

export function format(args) {
  let out = [];
  let i = 0;
  if (typeof args[0] === "string" && args[0].includes("%")) {
    i = 1;
    out.push(args[0].replace(/%([sdifjoOc%])/g, (m, c) => {
      if (c === "%") return "%";
      if (i >= args.length) return m;
      const a = args[i++];
      switch (c) {
        case "s": return typeof a === "string" ? a : inspect(a, 1, []);
        case "d": case "i": return String(c === "i" ? Math.trunc(Number(a)) : Number(a));
        case "f": return String(Number(a));
        case "j": return preview(a, 1 << 20);
        case "c": return "";
        default: return inspect(a, 1, []);
      }
    }));
  }
  for (; i < args.length; i++) out.push(inspect(args[i], 0, []));
  return out.join(" ");
}
