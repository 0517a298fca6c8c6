// Intl, and the locale-sensitive methods that go through it.
//
// DateTimeFormat, NumberFormat, PluralRules, RelativeTimeFormat, ListFormat,
// DisplayNames, Locale and getCanonicalLocales are the FormatJS polyfills
// (pinned; their authors run test262's intl402 against them). Their CLDR data comes from the host (dist/intl.zip), one
// locale and kind at a time, the first time a locale is asked for; time zones
// from Go's tz data, a zone at a time. Collator, and the case mappings of
// toLocaleUpperCase/toLocaleLowerCase, are Go's (golang.org/x/text), and
// so is Segmenter (github.com/rivo/uniseg: Unicode's segmentation rules in
// one pass, where the polyfill's regular expressions are quadratic). The
// default locale and zone are the user's (LC_ALL, LC_MESSAGES, LANG; TZ or
// the system's), as in Node.
//
// Loaded into an instance the first time it touches Intl or calls one of
// the methods (see prelude/lazy.js): a few hundred kB that most extensions
// never parse.
import "@formatjs/intl-getcanonicallocales/polyfill-force.js";
import "@formatjs/intl-locale/polyfill-force.js";
import "@formatjs/intl-pluralrules/polyfill-force.js";
import "@formatjs/intl-numberformat/polyfill-force.js";
import "@formatjs/intl-datetimeformat/polyfill-force.js";
import "@formatjs/intl-relativetimeformat/polyfill-force.js";
import "@formatjs/intl-listformat/polyfill-force.js";
import "@formatjs/intl-displaynames/polyfill-force.js";
// (Intl's package exports hide these lists of what ECMA-402 names.)
import { currencies } from "../../../js/node_modules/@formatjs/intl-enumerator/src/currencies.generated.js";
import { numberingSystemNames } from "../../../js/node_modules/@formatjs/intl-enumerator/src/numbering-systems.generated.js";
import { units } from "../../../js/node_modules/@formatjs/intl-enumerator/src/units.generated.js";
import { timezones } from "../../../js/node_modules/@formatjs/intl-enumerator/src/timezones.generated.js";

const { op } = globalThis[Symbol.for("earshot.internal")];
const Intl = globalThis.Intl;

const method = (obj, name, fn) =>
  Object.defineProperty(obj, name, { value: fn, writable: true, configurable: true, enumerable: false });

// ---- Locale data, on demand ----------------------------------------------

const services = {
  numberformat: Intl.NumberFormat,
  datetimeformat: Intl.DateTimeFormat,
  pluralrules: Intl.PluralRules,
  relativetimeformat: Intl.RelativeTimeFormat,
  listformat: Intl.ListFormat,
  displaynames: Intl.DisplayNames,
};

// known[kind]: each locale tag the host has data for that has been asked
// about, and the data locale it loads (de-DE loads de).
const known = {};
for (const [kind, C] of Object.entries(services)) {
  const map = (known[kind] = new Map());
  const target = C.localeData;
  const load = (tag) => {
    const entry = map.get(tag);
    map.set(tag, null); // loading, or loaded
    // Parents first, so that registering a region does not stand in for
    // its language's own data (the polyfills fill missing parents).
    const parts = entry.split("-");
    for (let n = parts.length - 1; n > 0; n--) {
      const parent = parts.slice(0, n).join("-");
      if (map.get(parent) && target[parent] === undefined) load(parent);
    }
    if (target[entry] === undefined) {
      const text = op("intl.data", { kind, locale: entry });
      // Plural rules are code (a function per language), the rest JSON.
      const data = kind === "pluralrules" ? (0, eval)("(" + text + ")") : JSON.parse(text);
      C.__addLocaleData({ locale: entry, data });
    }
  };
  C.localeData = new Proxy(target, {
    get(t, k) {
      if (typeof k === "string" && t[k] === undefined && map.get(k)) load(k);
      return t[k];
    },
  });
}

// Every locale list an extension passes goes through getCanonicalLocales:
// the host says which of each tag's candidates (the tag, its parents, its
// likely script) it has data for, and they become available to the
// polyfills' locale matching, without loading anything yet.
const asked = new Set();
function offer(tags) {
  const fresh = tags.filter((t) => !asked.has(t));
  if (fresh.length === 0) return;
  for (const t of fresh) asked.add(t);
  const found = op("intl.locales", { tags: fresh });
  for (const [kind, pairs] of Object.entries(found)) {
    const C = services[kind];
    const map = known[kind];
    for (const [tag, entry] of pairs) {
      if (!map.has(tag)) map.set(tag, entry);
      C.availableLocales.add(tag);
    }
  }
}
const canonical = Intl.getCanonicalLocales;
method(Intl, "getCanonicalLocales", function getCanonicalLocales(locales) {
  const tags = canonical(locales);
  offer(tags);
  return tags;
});
Object.defineProperty(Intl.getCanonicalLocales, "length", { value: 1 });

// The user's locale and zone.
const env = op("intl.env"); // { locale, timeZone, zones }
offer([env.locale, "en-US"]);
for (const [kind, C] of Object.entries(services)) {
  const map = known[kind];
  C.__defaultLocale = [env.locale, ...parents(env.locale), "en-US", "en"].find((t) => map.has(t)) || "en";
}
function parents(tag) {
  const out = [];
  const parts = tag.split("-");
  for (let n = parts.length - 1; n > 0; n--) out.push(parts.slice(0, n).join("-"));
  return out;
}
const defaultLocale = Intl.NumberFormat.__defaultLocale;

// Time zones: each zone's transitions from Go's tz data, read when a
// DateTimeFormat first needs it.
const DTF = Intl.DateTimeFormat;
const zones = {};
for (const name of env.zones) {
  Object.defineProperty(zones, name, {
    enumerable: true,
    configurable: true,
    get() {
      const rows = op("intl.zone", { name }).map(([t, abbr, offset, dst]) => [t === null ? -Infinity : t, abbr, offset, dst]);
      Object.defineProperty(zones, name, { value: rows, enumerable: true, writable: true, configurable: true });
      return rows;
    },
  });
}
DTF.tzData = zones;
try {
  DTF.__setDefaultTimeZone(env.timeZone);
} catch {
  DTF.__setDefaultTimeZone("UTC");
}

// Node (V8) writes U+202F NARROW NO-BREAK SPACE, which CLDR puts before
// AM and PM, as a plain space (ICU 72's change broke too many programs
// that parse dates); so does this DateTimeFormat.
const nnbsp = /\u202f/g;
const spaced = (s) => s.replace(nnbsp, " ");
{
  const proto = DTF.prototype;
  const formatGetter = Object.getOwnPropertyDescriptor(proto, "format").get;
  const bound = new WeakMap();
  Object.defineProperty(proto, "format", {
    configurable: true,
    enumerable: false,
    get: {
      get format() {
        const f = formatGetter.call(this);
        let g = bound.get(f);
        if (!g) {
          g = (date) => spaced(f(date));
          Object.defineProperty(g, "name", { value: "" });
          bound.set(f, g);
        }
        return g;
      },
    }.__lookupGetter__("format"),
  });
  // (formatToParts keeps it, as in V8.)
  const range = proto.formatRange;
  method(proto, "formatRange", function formatRange(a, b) {
    return spaced(range.call(this, a, b));
  });
}

// pluralCategories in Node's order: alphabetical, "other" last.
{
  const proto = Intl.PluralRules.prototype;
  const resolved = proto.resolvedOptions;
  method(proto, "resolvedOptions", function resolvedOptions() {
    const o = resolved.call(this);
    if (Array.isArray(o.pluralCategories)) {
      o.pluralCategories = o.pluralCategories.filter((c) => c !== "other").sort();
      o.pluralCategories.push("other");
    }
    return o;
  });
}
Object.defineProperty(Intl, Symbol.toStringTag, { value: "Intl", configurable: true });

// ---- Collator: Go's collation (golang.org/x/text/collate) ------------------

const collatorSlots = new WeakMap();
function slotsOf(c, what) {
  const s = collatorSlots.get(c);
  if (!s) throw new TypeError(`Method Intl.Collator.prototype.${what} called on incompatible receiver ${String(c)}`);
  return s;
}
function getOption(options, name, values, fallback) {
  let v = options[name];
  if (v === undefined) return fallback;
  if (typeof v === "boolean" && values === "boolean") return v;
  if (values === "boolean") return Boolean(v);
  v = String(v);
  if (!values.includes(v)) throw new RangeError(`Value ${v} out of range for Intl.Collator options property ${name}`);
  return v;
}

function Collator(locales, options) {
  if (!new.target) return new Collator(locales, options);
  const requested = Intl.getCanonicalLocales(locales);
  options = options === undefined ? {} : Object(options);
  const o = {
    usage: getOption(options, "usage", ["sort", "search"], "sort"),
    localeMatcher: getOption(options, "localeMatcher", ["lookup", "best fit"], "best fit"),
    collation: options.collation === undefined ? undefined : String(options.collation),
    numeric: getOption(options, "numeric", "boolean", undefined),
    caseFirst: getOption(options, "caseFirst", ["upper", "lower", "false"], undefined),
    sensitivity: getOption(options, "sensitivity", ["base", "accent", "case", "variant"], undefined),
    ignorePunctuation: getOption(options, "ignorePunctuation", "boolean", undefined),
  };
  const r = op("intl.collator", { locales: requested, defaultLocale, ...o });
  collatorSlots.set(this, { ...r, keys: new Map(), bound: undefined });
}
const keyOf = (s, str) => {
  let k = s.keys.get(str);
  if (k === undefined) {
    if (s.keys.size >= 100000) s.keys.clear();
    k = op("intl.collate", { id: s.id, s: str });
    s.keys.set(str, k);
  }
  return k;
};
Object.defineProperty(Collator.prototype, "compare", {
  configurable: true,
  enumerable: false,
  get() {
    const s = slotsOf(this, "compare");
    if (!s.bound) {
      s.bound = (a, b) => {
        a = String(a);
        b = String(b);
        if (a === b) return 0;
        const x = keyOf(s, a);
        const y = keyOf(s, b);
        return x < y ? -1 : x > y ? 1 : 0;
      };
      Object.defineProperty(s.bound, "name", { value: "" });
    }
    return s.bound;
  },
});
method(Collator.prototype, "resolvedOptions", function resolvedOptions() {
  const s = slotsOf(this, "resolvedOptions");
  return {
    locale: s.locale, usage: s.usage, sensitivity: s.sensitivity, ignorePunctuation: s.ignorePunctuation,
    collation: s.collation, numeric: s.numeric, caseFirst: s.caseFirst,
  };
});
method(Collator, "supportedLocalesOf", function supportedLocalesOf(locales) {
  return op("intl.collator.supported", { locales: Intl.getCanonicalLocales(locales) });
});
Object.defineProperty(Collator.prototype, Symbol.toStringTag, { value: "Intl.Collator", configurable: true });
Object.defineProperty(Collator, "prototype", { writable: false, enumerable: false, configurable: false });
method(Intl, "Collator", Collator);

// ---- Segmenter: Go's segmentation (github.com/rivo/uniseg) ------------------

const segmenterSlots = new WeakMap();
function Segmenter(locales, options) {
  if (!new.target) throw new TypeError("Constructor Intl.Segmenter requires 'new'");
  const requested = Intl.getCanonicalLocales(locales);
  if (options !== undefined && (typeof options !== "object" || options === null)) throw new TypeError("Options must be an object");
  options = options ?? {};
  const localeMatcher = options.localeMatcher === undefined ? "best fit" : String(options.localeMatcher);
  if (localeMatcher !== "best fit" && localeMatcher !== "lookup") throw new RangeError(`Value ${localeMatcher} out of range for Intl.Segmenter options property localeMatcher`);
  const granularity = options.granularity === undefined ? "grapheme" : String(options.granularity);
  if (!["grapheme", "word", "sentence"].includes(granularity)) throw new RangeError(`Value ${granularity} out of range for Intl.Segmenter options property granularity`);
  // The rules are Unicode's, the same for every locale.
  const locale = requested.length ? requested[0].replace(/-u-.*$/, "") : defaultLocale;
  segmenterSlots.set(this, { locale, granularity });
}
method(Segmenter.prototype, "segment", function segment(string) {
  const s = segmenterSlots.get(this);
  if (!s) throw new TypeError("Method Intl.Segmenter.prototype.segment called on incompatible receiver");
  return new Segments(s.granularity, String(string));
});
method(Segmenter.prototype, "resolvedOptions", function resolvedOptions() {
  const s = segmenterSlots.get(this);
  if (!s) throw new TypeError("Method Intl.Segmenter.prototype.resolvedOptions called on incompatible receiver");
  return { locale: s.locale, granularity: s.granularity };
});
method(Segmenter, "supportedLocalesOf", function supportedLocalesOf(locales) {
  return Intl.getCanonicalLocales(locales);
});
Object.defineProperty(Segmenter.prototype, Symbol.toStringTag, { value: "Intl.Segmenter", configurable: true });
Object.defineProperty(Segmenter, "prototype", { writable: false, enumerable: false, configurable: false });

// Segments: the boundaries of a string (UTF-16 offsets, from the host in
// one call, the first time they are needed).
const segmentsSlots = new WeakMap();
class Segments {
  constructor(granularity, input) {
    segmentsSlots.set(this, { granularity, input, bounds: null, wordLike: null });
  }
  containing(index) {
    const s = boundsOf(this);
    let n = index === undefined ? 0 : Math.trunc(Number(index)) || 0;
    if (n < 0 || n >= s.input.length) return undefined;
    // The segment whose start is the last boundary at or before n.
    let lo = 0;
    let hi = s.bounds.length - 1;
    while (lo < hi - 1) {
      const mid = (lo + hi) >> 1;
      if (s.bounds[mid] <= n) lo = mid;
      else hi = mid;
    }
    return segmentData(s, lo);
  }
  [Symbol.iterator]() {
    const s = boundsOf(this);
    let i = 0;
    const it = Object.create(SegmentIteratorPrototype);
    segmentsSlots.set(it, { next: () => (i < s.bounds.length - 1 ? { value: segmentData(s, i++), done: false } : { value: undefined, done: true }) });
    return it;
  }
}
const SegmentIteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())), {
  next: {
    value: function next() {
      const s = segmentsSlots.get(this);
      if (!s || !s.next) throw new TypeError("next called on incompatible receiver");
      return s.next();
    },
    writable: true,
    configurable: true,
  },
  [Symbol.toStringTag]: { value: "Segmenter String Iterator", configurable: true },
});
function boundsOf(segments) {
  const s = segmentsSlots.get(segments);
  if (!s) throw new TypeError("incompatible receiver");
  if (!s.bounds) {
    const r = op("intl.segment", { granularity: s.granularity, s: s.input });
    s.bounds = r.bounds;
    s.wordLike = r.wordLike;
  }
  return s;
}
function segmentData(s, i) {
  const index = s.bounds[i];
  const d = { segment: s.input.slice(index, s.bounds[i + 1]), index, input: s.input };
  if (s.granularity === "word") d.isWordLike = s.wordLike[i];
  return d;
}
method(Intl, "Segmenter", Segmenter);

// supportedValuesOf: what this Intl supports, from ECMA-402's lists.
const supported = {
  calendar: () => ["gregory", "iso8601"],
  collation: () => [],
  currency: () => currencies.slice(),
  numberingSystem: () => numberingSystemNames.slice(),
  timeZone: () => timezones.filter((z) => Object.prototype.hasOwnProperty.call(zones, z)),
  unit: () => units.slice().sort(),
};
method(Intl, "supportedValuesOf", function supportedValuesOf(key) {
  key = String(key);
  const f = supported[key];
  if (!f) throw new RangeError(`Invalid key : ${key}`);
  return f();
});

// ---- The locale-sensitive methods ------------------------------------------

// A formatter per locale and options, kept for the next call with the same
// ones, as engines do: toLocaleString in a loop must not build one per value.
function memo(make) {
  const cache = new Map();
  return (locales, options) => {
    let key;
    if ((locales === undefined || typeof locales === "string") && (options === undefined || plain(options))) {
      key = JSON.stringify([locales ?? null, options ?? null]);
      const hit = cache.get(key);
      if (hit) return hit;
    }
    const f = make(locales, options);
    if (key !== undefined) {
      if (cache.size >= 64) cache.clear();
      cache.set(key, f);
    }
    return f;
  };
}
function plain(o) {
  if (typeof o !== "object" || o === null || Object.getPrototypeOf(o) !== Object.prototype) return false;
  for (const v of Object.values(o)) if (v !== undefined && typeof v === "object") return false;
  return true;
}

const numberFormat = memo((l, o) => new Intl.NumberFormat(l, o));
method(Number.prototype, "toLocaleString", function toLocaleString(locales, options) {
  const x = typeof this === "number" ? this : Number.prototype.valueOf.call(this);
  return numberFormat(locales, options).format(x);
});
method(BigInt.prototype, "toLocaleString", function toLocaleString(locales, options) {
  const x = typeof this === "bigint" ? this : BigInt.prototype.valueOf.call(this);
  return numberFormat(locales, options).format(x);
});

// ToDateTimeOptions (ECMA-402): the defaults of Date's toLocale*String.
function dateTimeOptions(options, required, defaults) {
  options = options === undefined ? {} : Object(options);
  const o = Object.create(options);
  let needDefaults = true;
  if (required !== "time") {
    for (const p of ["weekday", "year", "month", "day"]) if (options[p] !== undefined) needDefaults = false;
  }
  if (required !== "date") {
    for (const p of ["dayPeriod", "hour", "minute", "second", "fractionalSecondDigits"]) if (options[p] !== undefined) needDefaults = false;
  }
  const dateStyle = options.dateStyle;
  const timeStyle = options.timeStyle;
  if (dateStyle !== undefined || timeStyle !== undefined) needDefaults = false;
  if (required === "date" && timeStyle !== undefined) throw new TypeError("Invalid option : timeStyle");
  if (required === "time" && dateStyle !== undefined) throw new TypeError("Invalid option : dateStyle");
  if (needDefaults && defaults !== "time") for (const p of ["year", "month", "day"]) o[p] = "numeric";
  if (needDefaults && defaults !== "date") for (const p of ["hour", "minute", "second"]) o[p] = "numeric";
  return o;
}
const dateFormats = {
  any: memo((l, o) => new Intl.DateTimeFormat(l, dateTimeOptions(o, "any", "all"))),
  date: memo((l, o) => new Intl.DateTimeFormat(l, dateTimeOptions(o, "date", "date"))),
  time: memo((l, o) => new Intl.DateTimeFormat(l, dateTimeOptions(o, "time", "time"))),
};
const timeValue = Date.prototype.getTime;
for (const [name, kind] of [["toLocaleString", "any"], ["toLocaleDateString", "date"], ["toLocaleTimeString", "time"]]) {
  method(Date.prototype, name, {
    [name](locales, options) {
      const t = timeValue.call(this);
      if (Number.isNaN(t)) return "Invalid Date";
      return dateFormats[kind](locales, options).format(t);
    },
  }[name]);
}

const collator = memo((l, o) => new Collator(l, o));
method(String.prototype, "localeCompare", function localeCompare(that, locales, options) {
  if (this == null) throw new TypeError("String.prototype.localeCompare called on null or undefined");
  return collator(locales, options).compare(String(this), String(that));
});

// Upper and lower case: Turkish, Azeri and Lithuanian have their own rules
// (Go's golang.org/x/text/cases); every other language has Unicode's.
const upper = String.prototype.toUpperCase;
const lower = String.prototype.toLowerCase;
function caseLanguage(locales) {
  const tag = locales === undefined ? defaultLocale : canonical(locales)[0] ?? defaultLocale;
  const lang = tag.split("-")[0];
  return lang === "tr" || lang === "az" || lang === "lt" ? lang : "";
}
method(String.prototype, "toLocaleUpperCase", function toLocaleUpperCase(locales) {
  if (this == null) throw new TypeError("String.prototype.toLocaleUpperCase called on null or undefined");
  const s = String(this);
  const lang = caseLanguage(locales);
  return lang ? op("intl.case", { lang, upper: true, s }) : upper.call(s);
});
method(String.prototype, "toLocaleLowerCase", function toLocaleLowerCase(locales) {
  if (this == null) throw new TypeError("String.prototype.toLocaleLowerCase called on null or undefined");
  const s = String(this);
  const lang = caseLanguage(locales);
  return lang ? op("intl.case", { lang, upper: false, s }) : lower.call(s);
});

export default { Intl };
