// Generates intl_cases.json with Node.js: what each snippet returns in Node,
// for platform/intl's TestIntl, which runs the same snippets in an extension.
//
//   node platform/testdata/intl_cases.mjs > platform/testdata/intl_cases.json
//
// It runs itself again with the environment the test gives the extension
// (TZ=America/New_York, LANG=de_DE.UTF-8), since Node reads both at start.
import { execFileSync } from "node:child_process";

export const env = { TZ: "America/New_York", LANG: "de_DE.UTF-8" };

if (process.env.EARSHOT_INTL_GOLDEN !== "1") {
  const out = execFileSync(process.execPath, [new URL(import.meta.url).pathname], {
    env: { PATH: process.env.PATH, ...env, EARSHOT_INTL_GOLDEN: "1" },
    maxBuffer: 1 << 28,
  });
  process.stdout.write(out);
} else {
  const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "tr-TR", "ar-EG"];
  const day = `new Date(Date.UTC(2024, 2, 9, 17, 5, 9, 42))`; // Saturday 9 March 2024, 17:05:09.042 UTC
  const snippets = {};
  for (const l of locales) {
    const L = JSON.stringify(l);
    const cases = {
      number: `const f = (o, x) => new Intl.NumberFormat(${L}, o).format(x); return [f(undefined, 1234567.891), f(undefined, -0.5), f({ maximumFractionDigits: 0 }, 2.5), f({ minimumFractionDigits: 2 }, 3), f({ style: "percent" }, 0.256), f({ style: "percent", maximumFractionDigits: 1 }, 0.2567), f({ useGrouping: false }, 12345), f(undefined, 12345678901234567890n), f({ maximumSignificantDigits: 3 }, 123456), f({ notation: "scientific" }, 123456), f({ notation: "engineering" }, 123456), f({ signDisplay: "always" }, 5), f({ signDisplay: "exceptZero" }, 0), f(undefined, NaN), f(undefined, -Infinity)]`,
      currency: `const f = (o, x) => new Intl.NumberFormat(${L}, { style: "currency", ...o }).format(x); return [f({ currency: "EUR" }, 1234.5), f({ currency: "USD" }, -1234.5), f({ currency: "JPY" }, 1234.5), f({ currency: "USD", currencySign: "accounting" }, -5), f({ currency: "EUR", currencyDisplay: "code" }, 10), f({ currency: "EUR", currencyDisplay: "name" }, 10), f({ currency: "GBP", currencyDisplay: "narrowSymbol" }, 1)]`,
      compact: `const f = (o, x) => new Intl.NumberFormat(${L}, { notation: "compact", ...o }).format(x); return [f({}, 1234), f({}, 1234567), f({}, 987654321), f({ compactDisplay: "long" }, 1234567), f({ compactDisplay: "long" }, 2500)]`,
      unit: `const f = (o, x) => new Intl.NumberFormat(${L}, { style: "unit", ...o }).format(x); return [f({ unit: "kilometer-per-hour" }, 50), f({ unit: "kilometer-per-hour", unitDisplay: "long" }, 50), f({ unit: "byte", notation: "compact", unitDisplay: "narrow" }, 2048000), f({ unit: "celsius" }, 21.5), f({ unit: "liter", unitDisplay: "long" }, 1), f({ unit: "percent" }, 40)]`,
      numberParts: `return new Intl.NumberFormat(${L}, { style: "currency", currency: "EUR" }).formatToParts(-1234.56)`,
      numberResolved: `const o = new Intl.NumberFormat(${L}, { style: "currency", currency: "EUR" }).resolvedOptions(); return [o.locale, o.numberingSystem, o.minimumFractionDigits, o.maximumFractionDigits, o.useGrouping]`,
      numberLocale: `return (1234.5).toLocaleString(${L}) + " | " + (1234.5).toLocaleString(${L}, { style: "currency", currency: "USD" })`,
      dateStyles: `const d = ${day}; const f = (o) => new Intl.DateTimeFormat(${L}, { timeZone: "UTC", ...o }).format(d); return [f({ dateStyle: "full" }), f({ dateStyle: "long" }), f({ dateStyle: "medium" }), f({ dateStyle: "short" }), f({ timeStyle: "short" }), f({ timeStyle: "medium" }), f({ dateStyle: "medium", timeStyle: "short" })]`,
      dateParts: `const d = ${day}; const f = (o) => new Intl.DateTimeFormat(${L}, { timeZone: "UTC", ...o }).format(d); return [f({}), f({ weekday: "long" }), f({ month: "long" }), f({ month: "short", day: "numeric" }), f({ year: "numeric", month: "long" }), f({ hour: "numeric", minute: "2-digit" }), f({ hour: "2-digit", minute: "2-digit", hour12: false }), f({ hour: "numeric", hour12: true }), f({ weekday: "short", day: "numeric", month: "short", year: "numeric" }), f({ era: "short", year: "numeric" })]`,
      dateZones: `const d = ${day}; const f = (tz, o) => new Intl.DateTimeFormat(${L}, { timeZone: tz, ...o }).format(d); return [f("America/New_York", { hour: "numeric", minute: "numeric" }), f("Asia/Tokyo", { dateStyle: "medium", timeStyle: "short" }), f("Europe/Berlin", { hour: "numeric", timeZoneName: "short" }), f("America/Los_Angeles", { timeZoneName: "long", hour: "numeric" }), f("Asia/Kolkata", { hour: "numeric", minute: "numeric", timeZoneName: "shortOffset" })]`,
      dateToParts: `return new Intl.DateTimeFormat(${L}, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "numeric" }).formatToParts(${day})`,
      dateRange: `const a = ${day}; const f = (o, b) => new Intl.DateTimeFormat(${L}, { timeZone: "UTC", ...o }).formatRange(a, b); return [f({ month: "short", day: "numeric" }, new Date(Date.UTC(2024, 2, 12))), f({ dateStyle: "medium" }, new Date(Date.UTC(2024, 4, 1))), f({ hour: "numeric", minute: "numeric" }, new Date(Date.UTC(2024, 2, 9, 19)))]`,
      dateResolved: `const o = new Intl.DateTimeFormat(${L}, { timeZone: "Asia/Tokyo" }).resolvedOptions(); return [o.locale, o.calendar, o.numberingSystem, o.timeZone, o.year, o.month, o.day]`,
      dateLocale: `const d = ${day}; return [d.toLocaleString(${L}, { timeZone: "UTC" }), d.toLocaleDateString(${L}, { timeZone: "UTC" }), d.toLocaleTimeString(${L}, { timeZone: "UTC" }), d.toLocaleDateString(${L}, { timeZone: "UTC", month: "long", day: "numeric" })]`,
      relative: `const f = (o, v, u) => new Intl.RelativeTimeFormat(${L}, o).format(v, u); return [f({}, -1, "day"), f({ numeric: "auto" }, -1, "day"), f({ numeric: "auto" }, 1, "day"), f({}, 3, "hours"), f({ style: "short" }, -2, "month"), f({ style: "narrow" }, 5, "year"), f({ numeric: "auto" }, 0, "week"), f({}, -1.5, "quarter")]`,
      list: `const f = (o) => new Intl.ListFormat(${L}, o).format(["A", "B", "C"]); return [f({}), f({ type: "disjunction" }), f({ type: "unit" }), f({ style: "short" }), f({ type: "unit", style: "narrow" }), new Intl.ListFormat(${L}).format(["A", "B"])]`,
      plural: `const c = new Intl.PluralRules(${L}); const o = new Intl.PluralRules(${L}, { type: "ordinal" }); const ns = [0, 1, 2, 3, 5, 11, 21, 101, 1.5]; return [ns.map((n) => c.select(n)), ns.map((n) => o.select(n)), c.resolvedOptions().pluralCategories]`,
      displayNames: `const f = (type, code, o) => new Intl.DisplayNames(${L}, { type, ...o }).of(code); return [f("language", "de"), f("language", "en-GB"), f("region", "US"), f("region", "JP"), f("currency", "EUR"), f("script", "Latn"), f("language", "fr", { style: "short" })]`,
      collator: `const words = ["zebra", "Äpfel", "apfel", "Zoo", "ähnlich", "file10", "file2", "éclair", "eclair", "ıi", "İz", "ça", "ch"]; return [[...words].sort(new Intl.Collator(${L}).compare), [...words].sort(new Intl.Collator(${L}, { numeric: true }).compare), new Intl.Collator(${L}, { sensitivity: "base" }).compare("a", "Á"), new Intl.Collator(${L}, { sensitivity: "accent" }).compare("a", "A"), new Intl.Collator(${L}).compare("a", "A"), "a".localeCompare("b", ${L}), "b".localeCompare("a", ${L})]`,
      caseMapping: `return ["istanbul".toLocaleUpperCase(${L}), "İSTANBUL DIŞ".toLocaleLowerCase(${L}), "ﬁ straße".toLocaleUpperCase(${L})]`,
      segmenter: `const g = [...new Intl.Segmenter(${L}).segment("e\\u0301🇩🇪👨‍👩‍👧!")].map((s) => s.segment); const w = [...new Intl.Segmenter(${L}, { granularity: "word" }).segment("Hello, wonderful world 42.")].map((s) => [s.segment, s.index, s.isWordLike]); const s = [...new Intl.Segmenter(${L}, { granularity: "sentence" }).segment("One. Two? Three!")].map((s) => s.segment); return [g, w, s]`,
      locale: `const l = new Intl.Locale(${L}); return [l.language, l.region, l.baseName, l.maximize().toString(), new Intl.Locale(${L}).minimize().toString(), Intl.getCanonicalLocales(${L.toLowerCase()})]`,
    };
    for (const [k, v] of Object.entries(cases)) snippets[`${l}/${k}`] = v;
  }
  // The user's locale and zone (LANG, TZ), and local time.
  Object.assign(snippets, {
    defaults: `return [new Intl.NumberFormat().resolvedOptions().locale, new Intl.DateTimeFormat().resolvedOptions().timeZone, (1234.5).toLocaleString(), new Intl.DateTimeFormat().resolvedOptions().locale, new Intl.PluralRules().resolvedOptions().locale]`,
    localTime: `const d = ${day}; return [d.getHours(), d.getTimezoneOffset(), d.toLocaleString(), d.toLocaleTimeString(), new Date(2024, 6, 1, 12).toISOString(), new Date(2024, 6, 1, 12).getTimezoneOffset(), new Intl.DateTimeFormat(undefined, { timeStyle: "long" }).format(d)]`,
    supportedValuesOf: `return ["EUR", "USD", "JPY"].every((c) => Intl.supportedValuesOf("currency").includes(c)) && ["America/New_York", "Europe/Berlin", "Asia/Tokyo"].every((z) => Intl.supportedValuesOf("timeZone").includes(z)) && Intl.supportedValuesOf("unit").includes("kilometer")`,
    getCanonicalLocales: `return [Intl.getCanonicalLocales(["EN-us", "de-de", "zh-hant-tw"]), (() => { try { Intl.getCanonicalLocales("en_US"); return "no" } catch (e) { return e.name } })()]`,
    invalid: `const r = []; for (const f of [() => new Intl.NumberFormat("en", { style: "currency" }), () => new Intl.DateTimeFormat("en", { timeZone: "Mars/Olympus" }), () => new Intl.NumberFormat("en", { maximumFractionDigits: 200 }), () => new Intl.PluralRules("en", { type: "x" })]) { try { f(); r.push("no") } catch (e) { r.push(e.name) } } return r`,
    toStringTags: `return [Object.prototype.toString.call(new Intl.NumberFormat()), Object.prototype.toString.call(new Intl.Collator()), Object.prototype.toString.call(new Intl.Segmenter()), Object.prototype.toString.call(Intl), typeof Intl.DateTimeFormat.prototype.formatToParts]`,
  });
  const out = {};
  const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  for (const [k, code] of Object.entries(snippets)) {
    try {
      out[k] = await new AsyncFunction(code)();
    } catch (e) {
      out[k] = "THREW " + e;
    }
  }
  console.log(JSON.stringify({ env, snippets, expected: out }, null, 1));
}
