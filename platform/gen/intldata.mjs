// Extracts the CLDR data of the FormatJS Intl polyfills (pinned in
// platform/js/package.json) for the locales earshot ships, for platform/gen
// (main.go), which writes it into intl/intl.zip. Run by gen with node; it
// prints one JSON document on standard output:
//
//   {"languages": [...], "defaultContent": {"de": ["de-DE"], ...},
//    "zones": ["Africa/Abidjan", ...],
//    "entries": [{"kind": "numberformat", "locale": "de-AT", "base": "de", "json": "..."}]}
//
// An entry with a base is a JSON merge patch (RFC 7386) of the base locale's
// data: regional locales repeat most of their language's data, and the
// patches keep the archive a fraction of the size.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const js = process.argv[2];
const modules = path.join(js, "node_modules", "@formatjs");

// The languages whose locales (all their regions and scripts) earshot
// ships: the most used ones. Others resolve to the default locale, as
// ECMA-402 says for a locale an implementation lacks.
const languages = [
  "af", "ar", "az", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "eu", "fa", "fi",
  "fil", "fr", "gl", "gu", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "kn", "ko", "lt",
  "lv", "mk", "ml", "mr", "ms", "nb", "nl", "pa", "pl", "pt", "ro", "ru", "sk", "sl", "sq", "sr", "sv", "sw",
  "ta", "te", "th", "tr", "uk", "ur", "vi", "zh",
];

const kinds = ["numberformat", "datetimeformat", "pluralrules", "relativetimeformat", "listformat", "displaynames"];

// What a locale-data file passes to __addLocaleData.
function load(file) {
  const got = [];
  const sink = { __addLocaleData: (...d) => got.push(...d) };
  const Intl = {
    NumberFormat: sink, DateTimeFormat: sink, PluralRules: sink, RelativeTimeFormat: sink,
    ListFormat: sink, DisplayNames: sink,
  };
  vm.runInNewContext(fs.readFileSync(file, "utf8"), { Intl, JSON, globalThis: {} });
  return got;
}

// A JSON merge patch that turns a into b (undefined: no change).
function diff(a, b) {
  const plain = (x) => typeof x === "object" && x !== null && !Array.isArray(x);
  if (!plain(a) || !plain(b)) return JSON.stringify(a) === JSON.stringify(b) ? undefined : b;
  const out = {};
  let changed = false;
  for (const k of Object.keys(b)) {
    const d = diff(a[k], b[k]);
    if (d !== undefined) {
      out[k] = d;
      changed = true;
    }
  }
  for (const k of Object.keys(a)) {
    if (!(k in b)) {
      out[k] = null;
      changed = true;
    }
  }
  return changed ? out : undefined;
}

// source writes data as a JavaScript expression: JSON, with functions as
// their source.
function source(data) {
  const fns = [];
  const json = JSON.stringify(data, (_, v) => (typeof v === "function" ? `\u0000fn${fns.push(v.toString()) - 1}` : v));
  return json.replace(/"\\u0000fn(\d+)"/g, (_, n) => fns[+n]);
}

const entries = [];
for (const kind of kinds) {
  const dir = path.join(modules, "intl-" + kind, "locale-data");
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".js")).map((f) => f.slice(0, -3)).sort();
  for (const lang of languages) {
    // The language first, then its locales from the shortest tag: each is
    // stored whole or as a patch of the locale already stored that it
    // differs least from.
    const locales = files.filter((l) => l === lang || l.startsWith(lang + "-"))
      .sort((x, y) => (x === lang ? -1 : y === lang ? 1 : x.split("-").length - y.split("-").length || (x < y ? -1 : x > y ? 1 : 0)));
    const whole = new Map();
    for (const locale of locales) {
      for (const { locale: tag, data } of load(path.join(dir, locale + ".js"))) {
        if (kind === "pluralrules") {
          // Plural rules are code: kept as JavaScript source, whole.
          entries.push({ kind, locale: tag, base: "", json: source(data) });
          continue;
        }
        const full = JSON.stringify(data);
        if (full === undefined) continue; // a locale without data of this kind
        let best = null;
        for (const [base, d] of whole) {
          const p = JSON.stringify(diff(d, data) ?? {});
          if (!best || p.length < best.json.length) best = { base, json: p };
        }
        if (!best || best.json.length > full.length * 0.15) {
          whole.set(tag, data);
          entries.push({ kind, locale: tag, base: "", json: full });
        } else {
          entries.push({ kind, locale: tag, base: best.base, json: best.json });
        }
      }
    }
  }
}

// The polyfills' table of a language's default content ("de" is "de-DE"):
// one table, the same in each of them.
const src = fs.readFileSync(path.join(modules, "intl-numberformat", "polyfill-force.js"), "utf8");
const m = /const defaultContent = (\{[\s\S]*?\n\});/.exec(src);
if (!m) throw new Error("intl-numberformat: no defaultContent table");
const defaultContent = vm.runInNewContext("(" + m[1] + ")");

// The IANA zones the DateTimeFormat polyfill knows (their transitions come
// from Go's time package at run time).
let zones = [];
vm.runInNewContext(fs.readFileSync(path.join(modules, "intl-datetimeformat", "add-all-tz.js"), "utf8"), {
  Intl: { DateTimeFormat: { __addTZData: (d) => { zones = d.zones.map((z) => z.split("|")[0]); } } },
});
// and the names ECMA-402's list (intl-enumerator's) has that it does not.
const { timezones } = await import(path.resolve(modules, "intl-enumerator", "src", "timezones.generated.js"));
zones = [...new Set([...zones, ...timezones])].sort();

process.stdout.write(JSON.stringify({ languages, defaultContent, zones, entries }));
