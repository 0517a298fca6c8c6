var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node_modules/node-inspect-extracted/dist/inspect.js
var require_inspect = __commonJS({
  "js/node_modules/node-inspect-extracted/dist/inspect.js"(exports, module2) {
    !(function(t, e) {
      "object" == typeof exports && "object" == typeof module2 ? module2.exports = e() : "function" == typeof define && define.amd ? define([], e) : "object" == typeof exports ? exports.util = e() : t.util = e();
    })(exports, () => (() => {
      "use strict";
      var t = { 537(t2, e2, n) {
        const r = n(683), { ArrayPrototypeMap: o } = r;
        e2.h = class {
          hexSlice(t3 = 0, e3) {
            return o(this.slice(t3, e3), (t4) => ("00" + t4.toString(16)).slice(-2)).join("");
          }
        };
      }, 223(t2, e2, n) {
        const r = n(683), { AggregateError: o, AggregateErrorPrototype: i, Array: l, ArrayBuffer: s, ArrayBufferPrototype: c, ArrayIsArray: a, ArrayPrototype: u, ArrayPrototypeFilter: f, ArrayPrototypeForEach: p, ArrayPrototypeIncludes: y, ArrayPrototypeIndexOf: g, ArrayPrototypeJoin: h, ArrayPrototypeMap: d, ArrayPrototypePop: m, ArrayPrototypePush: b, ArrayPrototypePushApply: $, ArrayPrototypeSlice: P, ArrayPrototypeSort: S, ArrayPrototypeSplice: x, ArrayPrototypeUnshift: A, BigIntPrototypeValueOf: v, Boolean: _, BooleanPrototype: w, BooleanPrototypeValueOf: O, DataView: E, DataViewPrototype: R, Date: L, DatePrototype: k, DatePrototypeGetTime: I, DatePrototypeToISOString: j, DatePrototypeToString: z, Error: B, ErrorPrototype: T, ErrorPrototypeToString: M, Function: N, FunctionPrototype: F, FunctionPrototypeBind: C, FunctionPrototypeCall: D, FunctionPrototypeSymbolHasInstance: W, FunctionPrototypeToString: H, JSONStringify: U, Map: G, MapPrototype: V, MapPrototypeEntries: Z, MapPrototypeGetSize: Y, MathFloor: q, MathMax: J, MathMin: K, MathRound: Q, MathSqrt: X, MathTrunc: tt, Number: et, NumberIsFinite: nt, NumberIsNaN: rt, NumberParseFloat: ot, NumberParseInt: it, NumberPrototype: lt, NumberPrototypeToString: st, NumberPrototypeValueOf: ct, Object: at, ObjectAssign: ut, ObjectDefineProperty: ft, ObjectGetOwnPropertyDescriptor: pt, ObjectGetOwnPropertyNames: yt, ObjectGetOwnPropertySymbols: gt, ObjectGetPrototypeOf: ht, ObjectIs: dt, ObjectKeys: mt, ObjectPrototype: bt, ObjectPrototypeHasOwnProperty: $t, ObjectPrototypePropertyIsEnumerable: Pt, ObjectPrototypeToString: St, ObjectSeal: xt, ObjectSetPrototypeOf: At, Promise: vt, PromisePrototype: _t, RangeError: wt, RangeErrorPrototype: Ot, ReflectApply: Et, ReflectOwnKeys: Rt, RegExp: Lt, RegExpPrototype: kt, RegExpPrototypeExec: It, RegExpPrototypeSymbolReplace: jt, RegExpPrototypeSymbolSplit: zt, RegExpPrototypeToString: Bt, SafeMap: Tt, SafeSet: Mt, SafeStringIterator: Nt, Set: Ft, SetPrototype: Ct, SetPrototypeGetSize: Dt, SetPrototypeValues: Wt, String: Ht, StringPrototype: Ut, StringPrototypeCharCodeAt: Gt, StringPrototypeCodePointAt: Vt, StringPrototypeEndsWith: Zt, StringPrototypeIncludes: Yt, StringPrototypeIndexOf: qt, StringPrototypeLastIndexOf: Jt, StringPrototypeNormalize: Kt, StringPrototypePadEnd: Qt, StringPrototypePadStart: Xt, StringPrototypeRepeat: te, StringPrototypeReplace: ee, StringPrototypeReplaceAll: ne, StringPrototypeSlice: re, StringPrototypeSplit: oe, StringPrototypeStartsWith: ie, StringPrototypeToLowerCase: le, StringPrototypeValueOf: se, SymbolIterator: ce, SymbolPrototypeToString: ae, SymbolPrototypeValueOf: ue, SymbolToPrimitive: fe, SymbolToStringTag: pe, TypeError: ye, TypeErrorPrototype: ge, TypedArray: he, TypedArrayPrototype: de, TypedArrayPrototypeGetLength: me, TypedArrayPrototypeGetSymbolToStringTag: be, Uint8Array: $e, WeakMap: Pe, WeakMapPrototype: Se, WeakSet: xe, WeakSetPrototype: Ae, globalThis: ve, internalBinding: _e, uncurryThis: we } = r, { constants: { ALL_PROPERTIES: Oe, ONLY_ENUMERABLE: Ee, kPending: Re, kRejected: Le }, getOwnNonIndexProperties: ke, getPromiseDetails: Ie, getProxyDetails: je, previewEntries: ze, getConstructorName: Be, getExternalValue: Te, Proxy: Me } = n(727), { customInspectSymbol: Ne, isError: Fe, join: Ce, removeColors: De } = n(101), { isStackOverflowError: We } = n(778), { isAsyncFunction: He, isGeneratorFunction: Ue, isAnyArrayBuffer: Ge, isArrayBuffer: Ve, isArgumentsObject: Ze, isBoxedPrimitive: Ye, isDataView: qe, isExternal: Je, isMap: Ke, isMapIterator: Qe, isModuleNamespaceObject: Xe, isNativeError: tn, isPromise: en, isSet: nn, isSetIterator: rn, isWeakMap: on, isWeakSet: ln, isRegExp: sn, isDate: cn, isTypedArray: an, isStringObject: un, isNumberObject: fn, isBooleanObject: pn, isBigIntObject: yn } = n(499), gn = n(123), { BuiltinModule: hn } = n(947), { validateObject: dn, validateString: mn, kValidateObjectAllowArray: bn } = n(302);
        let $n, Pn, Sn;
        function xn(t3) {
          return Pn = Pn || n(812), Pn.pathToFileURL(t3).href;
        }
        const An = new Mt(f(yt(ve), (t3) => null !== It(/^[A-Z][a-zA-Z0-9]+$/, t3))), vn = (t3) => void 0 === t3 && void 0 !== t3, _n = xt({ showHidden: false, depth: 2, colors: false, customInspect: true, showProxy: false, maxArrayLength: 100, maxStringLength: 1e4, breakLength: 80, compact: 3, sorted: false, getters: false, numericSeparator: false }), wn = /[\x00-\x1f\x27\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/, On = /[\x00-\x1f\x27\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, En = /[\x00-\x1f\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/, Rn = /[\x00-\x1f\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, Ln = /^[a-zA-Z_][a-zA-Z_0-9]*$/, kn = /^(0|[1-9][0-9]*)$/, In = /^ {4}at (?:[^/\\(]+ \(|)node:(.+):\d+:\d+\)?$/, jn = /^(\s+[^(]*?)\s*{/, zn = /(\/\/.*?\n)|(\/\*(.|\n)*?\*\/)/g, Bn = ["\\x00", "\\x01", "\\x02", "\\x03", "\\x04", "\\x05", "\\x06", "\\x07", "\\b", "\\t", "\\n", "\\x0B", "\\f", "\\r", "\\x0E", "\\x0F", "\\x10", "\\x11", "\\x12", "\\x13", "\\x14", "\\x15", "\\x16", "\\x17", "\\x18", "\\x19", "\\x1A", "\\x1B", "\\x1C", "\\x1D", "\\x1E", "\\x1F", "", "", "", "", "", "", "", "\\'", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "\\\\", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "\\x7F", "\\x80", "\\x81", "\\x82", "\\x83", "\\x84", "\\x85", "\\x86", "\\x87", "\\x88", "\\x89", "\\x8A", "\\x8B", "\\x8C", "\\x8D", "\\x8E", "\\x8F", "\\x90", "\\x91", "\\x92", "\\x93", "\\x94", "\\x95", "\\x96", "\\x97", "\\x98", "\\x99", "\\x9A", "\\x9B", "\\x9C", "\\x9D", "\\x9E", "\\x9F"], Tn = new Lt("[\\u001B\\u009B][[\\]()#;?]*(?:(?:(?:(?:;[-a-zA-Z\\d\\/\\#&.:=?%@~_]+)*|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/\\#&.:=?%@~_]*)*)?(?:\\u0007|\\u001B\\u005C|\\u009C))|(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-nq-uy=><~]))", "g");
        let Mn;
        function Nn(t3, e3) {
          const n2 = { budget: {}, indentationLvl: 0, seen: [], currentDepth: 0, stylize: Zn, showHidden: _n.showHidden, depth: _n.depth, colors: _n.colors, customInspect: _n.customInspect, showProxy: _n.showProxy, maxArrayLength: _n.maxArrayLength, maxStringLength: _n.maxStringLength, breakLength: _n.breakLength, compact: _n.compact, sorted: _n.sorted, getters: _n.getters, numericSeparator: _n.numericSeparator };
          if (arguments.length > 1) {
            if (arguments.length > 2 && (void 0 !== arguments[2] && (n2.depth = arguments[2]), arguments.length > 3 && void 0 !== arguments[3] && (n2.colors = arguments[3])), "boolean" == typeof e3) n2.showHidden = e3;
            else if (e3) {
              const t4 = mt(e3);
              for (let r2 = 0; r2 < t4.length; ++r2) {
                const o2 = t4[r2];
                $t(_n, o2) || "stylize" === o2 ? n2[o2] = e3[o2] : void 0 === n2.userOptions && (n2.userOptions = e3);
              }
            }
          }
          return n2.colors && (n2.stylize = Vn), null === n2.maxArrayLength && (n2.maxArrayLength = 1 / 0), null === n2.maxStringLength && (n2.maxStringLength = 1 / 0), nr(n2, t3, 0);
        }
        Nn.custom = Ne, ft(Nn, "defaultOptions", { __proto__: null, get: () => _n, set: (t3) => (dn(t3, "options"), ut(_n, t3)) });
        const Fn = 39, Cn = 49;
        function Dn(t3, e3) {
          ft(Nn.colors, e3, { __proto__: null, get() {
            return this[t3];
          }, set(e4) {
            this[t3] = e4;
          }, configurable: true, enumerable: false });
        }
        Nn.colors = { __proto__: null, reset: [0, 0], bold: [1, 22], dim: [2, 22], italic: [3, 23], underline: [4, 24], blink: [5, 25], inverse: [7, 27], hidden: [8, 28], strikethrough: [9, 29], doubleunderline: [21, 24], black: [30, Fn], red: [31, Fn], green: [32, Fn], yellow: [33, Fn], blue: [34, Fn], magenta: [35, Fn], cyan: [36, Fn], white: [37, Fn], bgBlack: [40, Cn], bgRed: [41, Cn], bgGreen: [42, Cn], bgYellow: [43, Cn], bgBlue: [44, Cn], bgMagenta: [45, Cn], bgCyan: [46, Cn], bgWhite: [47, Cn], framed: [51, 54], overlined: [53, 55], gray: [90, Fn], redBright: [91, Fn], greenBright: [92, Fn], yellowBright: [93, Fn], blueBright: [94, Fn], magentaBright: [95, Fn], cyanBright: [96, Fn], whiteBright: [97, Fn], bgGray: [100, Cn], bgRedBright: [101, Cn], bgGreenBright: [102, Cn], bgYellowBright: [103, Cn], bgBlueBright: [104, Cn], bgMagentaBright: [105, Cn], bgCyanBright: [106, Cn], bgWhiteBright: [107, Cn] }, Dn("gray", "grey"), Dn("gray", "blackBright"), Dn("bgGray", "bgGrey"), Dn("bgGray", "bgBlackBright"), Dn("dim", "faint"), Dn("strikethrough", "crossedout"), Dn("strikethrough", "strikeThrough"), Dn("strikethrough", "crossedOut"), Dn("hidden", "conceal"), Dn("inverse", "swapColors"), Dn("inverse", "swapcolors"), Dn("doubleunderline", "doubleUnderline"), Nn.styles = ut({ __proto__: null }, { special: "cyan", number: "yellow", bigint: "yellow", boolean: "yellow", undefined: "grey", null: "bold", string: "green", symbol: "green", date: "magenta", regexp: function t3(e3) {
          let n2 = "", r2 = 0, o2 = 0, i2 = false;
          const l2 = (t3.colors?.length > 0 ? t3.colors : Wn).reduce((t4, e4) => {
            const n3 = Nn.colors[e4];
            return n3 && t4.push([`\x1B[${n3[0]}m`, `\x1B[${n3[1]}m`]), t4;
          }, []);
          function s2(t4, n3, i3 = 1) {
            let l3 = "";
            for (r2++; r2 < e3.length && e3[r2] !== n3; ) l3 += e3[r2++];
            r2 < e3.length ? (o2 -= i3, c2(t4), a2(l3, 1, 1), c2(n3), o2 += i3) : a2(t4, 1, -l3.length);
          }
          const c2 = (t4) => {
            const e4 = o2 % l2.length, r3 = l2[e4] ?? l2[0];
            return n2 += r3[0] + t4 + r3[1], e4;
          };
          function a2(t4, e4, n3) {
            o2 += e4, c2(t4), o2 -= e4, r2 += n3;
          }
          for (c2("/"), o2++, r2 = 1; r2 < e3.length; ) {
            const t4 = e3[r2];
            if (i2) if ("\\" === t4) {
              let t5 = "\\";
              if (r2++, r2 < e3.length) {
                t5 += e3[r2++];
                const n3 = t5[1];
                if ("u" === n3 && "{" === e3[r2]) {
                  s2(`${t5}{`, "}", 0);
                  continue;
                }
                if (("p" === n3 || "P" === n3) && "{" === e3[r2]) {
                  s2(`${t5}{`, "}", 0);
                  continue;
                }
                "x" === t5[1] && (t5 += e3.slice(r2, r2 + 2), r2 += 2);
              }
              c2(t5);
            } else "]" === t4 ? (o2--, c2("]"), r2++, i2 = false) : "-" === t4 && "[" !== e3[r2 - 1] && r2 + 1 < e3.length && "]" !== e3[r2 + 1] ? a2("-", 1, 1) : (c2(t4), r2++);
            else if ("[" === t4) c2("["), o2++, r2++, i2 = true;
            else if ("(" === t4) {
              if (c2("("), o2++, r2++, r2 < e3.length && "?" === e3[r2]) {
                r2++;
                const t5 = r2 < e3.length ? e3[r2] : "";
                if (":" === t5 || "=" === t5 || "!" === t5) a2(`?${t5}`, -1, 1);
                else {
                  const n3 = r2 + 1 < e3.length ? e3[r2 + 1] : "";
                  if ("<" !== t5 || "=" !== n3 && "!" !== n3) if ("<" === t5) {
                    r2++;
                    const t6 = r2;
                    for (; r2 < e3.length && ">" !== e3[r2]; ) r2++;
                    const n4 = e3.slice(t6, r2);
                    r2 < e3.length && ">" === e3[r2] ? (o2--, c2("?<"), a2(n4, 1, 0), c2(">"), o2++, r2++) : (a2("?<", -1, 0), c2(n4));
                  } else c2("?");
                  else a2(`?<${n3}`, -1, 2);
                }
              }
            } else if (")" === t4) o2--, c2(")"), r2++;
            else if ("\\" === t4) {
              let t5 = "\\";
              if (r2++, r2 < e3.length) {
                t5 += e3[r2++];
                const n3 = t5[1];
                if (r2 < e3.length) {
                  if ("u" === n3 && "{" === e3[r2]) {
                    s2(`${t5}{`, "}", 0);
                    continue;
                  }
                  if ("x" === n3) t5 += e3.slice(r2, r2 + 2), r2 += 2;
                  else if (n3 >= "0" && n3 <= "9") for (; r2 < e3.length && e3[r2] >= "0" && e3[r2] <= "9"; ) t5 += e3[r2++];
                  else {
                    if ("k" === n3 && "<" === e3[r2]) {
                      s2(`${t5}<`, ">");
                      continue;
                    }
                    if (("p" === n3 || "P" === n3) && "{" === e3[r2]) {
                      s2(`${t5}{`, "}", 0);
                      continue;
                    }
                  }
                }
              }
              a2(t5, 1, 0);
            } else if ("|" === t4 || "+" === t4 || "*" === t4 || "?" === t4 || "," === t4 || "^" === t4 || "$" === t4) a2(t4, 3, 1);
            else if ("{" === t4) {
              r2++;
              let t5 = "";
              for (; r2 < e3.length && e3[r2] >= "0" && e3[r2] <= "9"; ) t5 += e3[r2++];
              if (t5 && (c2("{"), o2++, a2(t5, 1, 0)), r2 < e3.length) {
                if ("," === e3[r2]) t5 || (c2("{"), o2++), c2(","), r2++;
                else if (!t5) {
                  o2 += 1, c2("{"), o2 -= 1;
                  continue;
                }
              }
              let n3 = "";
              for (; r2 < e3.length && e3[r2] >= "0" && e3[r2] <= "9"; ) n3 += e3[r2++];
              n3 && a2(n3, 1, 0), r2 < e3.length && "}" === e3[r2] && (o2--, c2("}"), r2++), r2 < e3.length && "?" === e3[r2] && a2("?", 3, 1);
            } else if ("." === t4) a2(t4, 2, 1);
            else {
              if ("/" === t4) break;
              a2(t4, 1, 1);
            }
          }
          return a2("/", -1, 1), r2 < e3.length && c2(e3.slice(r2)), n2;
        }, module: "underline" }), Nn.styles.regexp.colors = ["green", "red", "yellow", "cyan", "magenta"];
        const Wn = Nn.styles.regexp.colors.slice();
        function Hn(t3, e3) {
          return -1 === e3 ? `"${t3}"` : -2 === e3 ? `\`${t3}\`` : `'${t3}'`;
        }
        function Un(t3) {
          const e3 = Gt(t3);
          return Bn.length > e3 ? Bn[e3] : `\\u${st(e3, 16)}`;
        }
        function Gn(t3) {
          let e3 = wn, n2 = On, r2 = 39;
          if (Yt(t3, "'") && (Yt(t3, '"') ? Yt(t3, "`") || Yt(t3, "${") || (r2 = -2) : r2 = -1, 39 !== r2 && (e3 = En, n2 = Rn)), t3.length < 5e3 && null === It(e3, t3)) return Hn(t3, r2);
          if (t3.length > 100) return Hn(t3 = jt(n2, t3, Un), r2);
          let o2 = "", i2 = 0;
          for (let e4 = 0; e4 < t3.length; e4++) {
            const n3 = Gt(t3, e4);
            if (n3 === r2 || 92 === n3 || n3 < 32 || n3 > 126 && n3 < 160) o2 += i2 === e4 ? Bn[n3] : `${re(t3, i2, e4)}${Bn[n3]}`, i2 = e4 + 1;
            else if (n3 >= 55296 && n3 <= 57343) {
              if (n3 <= 56319 && e4 + 1 < t3.length) {
                const n4 = Gt(t3, e4 + 1);
                if (n4 >= 56320 && n4 <= 57343) {
                  e4++;
                  continue;
                }
              }
              o2 += `${re(t3, i2, e4)}\\u${st(n3, 16)}`, i2 = e4 + 1;
            }
          }
          return i2 !== t3.length && (o2 += re(t3, i2)), Hn(o2, r2);
        }
        function Vn(t3, e3) {
          const n2 = Nn.styles[e3];
          if (void 0 !== n2) {
            const e4 = Nn.colors[n2];
            if (void 0 !== e4) return `\x1B[${e4[0]}m${t3}\x1B[${e4[1]}m`;
            if ("function" == typeof n2) return n2(t3);
          }
          return t3;
        }
        function Zn(t3) {
          return t3;
        }
        function Yn() {
          return [];
        }
        function qn(t3, e3) {
          try {
            return t3 instanceof e3;
          } catch {
            return false;
          }
        }
        const Jn = new Tt().set(u, { name: "Array", constructor: l }).set(c, { name: "ArrayBuffer", constructor: s }).set(F, { name: "Function", constructor: N }).set(V, { name: "Map", constructor: G }).set(Ct, { name: "Set", constructor: Ft }).set(bt, { name: "Object", constructor: at }).set(de, { name: "TypedArray", constructor: he }).set(kt, { name: "RegExp", constructor: Lt }).set(k, { name: "Date", constructor: L }).set(R, { name: "DataView", constructor: E }).set(T, { name: "Error", constructor: B }).set(i, { name: "AggregateError", constructor: o }).set(Ot, { name: "RangeError", constructor: wt }).set(ge, { name: "TypeError", constructor: ye }).set(w, { name: "Boolean", constructor: _ }).set(lt, { name: "Number", constructor: et }).set(Ut, { name: "String", constructor: Ht }).set(_t, { name: "Promise", constructor: vt }).set(Se, { name: "WeakMap", constructor: Pe }).set(Ae, { name: "WeakSet", constructor: xe });
        function Kn(t3, e3, n2, r2) {
          let o2;
          const i2 = t3;
          for (; t3 || vn(t3); ) {
            const l3 = Jn.get(t3);
            if (void 0 !== l3) {
              const { name: s4, constructor: c2 } = l3;
              if (W(c2, i2)) return void 0 !== r2 && o2 !== t3 && Qn(e3, i2, o2 || i2, n2, r2), s4;
            }
            const s3 = pt(t3, "constructor");
            if (void 0 !== s3 && "function" == typeof s3.value && "" !== s3.value.name && qn(i2, s3.value)) return void 0 === r2 || o2 === t3 && An.has(s3.value.name) || Qn(e3, i2, o2 || i2, n2, r2), Ht(s3.value.name);
            t3 = ht(t3), void 0 === o2 && (o2 = t3);
          }
          if (null === o2) return null;
          const l2 = Be(i2);
          if (n2 > e3.depth && null !== e3.depth) return `${l2} <Complex prototype>`;
          const s2 = Kn(o2, e3, n2 + 1, r2);
          return null === s2 ? `${l2} <${Nn(o2, { ...e3, customInspect: false, depth: -1 })}>` : `${l2} <${s2}>`;
        }
        function Qn(t3, e3, n2, r2, o2) {
          let i2, l2, s2 = 0;
          do {
            if (0 !== s2 || e3 === n2) {
              if (null === (n2 = ht(n2))) return;
              const t4 = pt(n2, "constructor");
              if (void 0 !== t4 && "function" == typeof t4.value && An.has(t4.value.name)) return;
            }
            0 === s2 ? l2 = new Mt() : p(i2, (t4) => l2.add(t4)), i2 = Rt(n2), b(t3.seen, e3);
            for (const c2 of i2) {
              if ("constructor" === c2 || $t(e3, c2) || 0 !== s2 && l2.has(c2)) continue;
              const i3 = pt(n2, c2);
              if ("function" == typeof i3.value) continue;
              const a2 = Er(t3, n2, r2, c2, 0, i3, e3);
              t3.colors ? b(o2, `\x1B[2m${a2}\x1B[22m`) : b(o2, a2);
            }
            m(t3.seen);
          } while (3 !== ++s2);
        }
        function Xn(t3, e3, n2, r2 = "") {
          if (null === t3) return "" !== e3 && n2 !== e3 ? `[${n2}${r2}: null prototype] [${e3}] ` : `[${n2}${r2}: null prototype] `;
          let o2 = `${t3}${r2} `;
          if ("" !== e3) {
            const n3 = t3.indexOf(e3);
            if (-1 === n3) o2 += `[${e3}] `;
            else {
              const r3 = n3 + e3.length;
              r3 !== t3.length && t3[r3] === t3[r3].toLowerCase() && (o2 += `[${e3}] `);
            }
          }
          return o2;
        }
        function tr(t3, e3) {
          let n2;
          const r2 = gt(t3);
          if (e3) n2 = yt(t3), 0 !== r2.length && $(n2, r2);
          else {
            try {
              n2 = mt(t3);
            } catch (e4) {
              gn(tn(e4) && "ReferenceError" === e4.name && Xe(t3)), n2 = yt(t3);
            }
            0 !== r2.length && $(n2, f(r2, (e4) => Pt(t3, e4)));
          }
          return n2;
        }
        function er(t3, e3, n2) {
          let r2 = "";
          return null === e3 && (r2 = Be(t3), r2 === n2 && (r2 = "Object")), Xn(e3, n2, r2);
        }
        function nr(t3, e3, o2, i2) {
          if ("object" != typeof e3 && "function" != typeof e3 && !vn(e3)) return pr(t3.stylize, e3, t3);
          if (null === e3) return t3.stylize("null", "null");
          const l2 = e3;
          let s2 = 0, c2 = je(e3, !!t3.showProxy);
          if (void 0 !== c2) {
            if (t3.showProxy) return null === c2[0] ? t3.stylize("<Revoked Proxy>", "special") : (function(t4, e4, n2) {
              if (n2 > t4.depth && null !== t4.depth) return t4.stylize("Proxy [Array]", "special");
              n2 += 1, t4.indentationLvl += 2;
              const r2 = [nr(t4, e4[0], n2), nr(t4, e4[1], n2)];
              return t4.indentationLvl -= 2, Lr(t4, r2, "", ["Proxy [", "]"], 2, n2);
            })(t3, c2, o2);
            do {
              if (null === c2) {
                let e4 = t3.stylize("<Revoked Proxy>", "special");
                for (let n2 = 0; n2 < s2; n2++) e4 = `${t3.stylize("Proxy(", "special")}${e4}${t3.stylize(")", "special")}`;
                return e4;
              }
              c2 = je(e3 = c2, false), s2 += 1;
            } while (void 0 !== c2);
          }
          if (t3.customInspect) {
            const n2 = e3[Ne];
            if ("function" == typeof n2 && n2 !== Nn && pt(e3, "constructor")?.value?.prototype !== e3) {
              const e4 = null === t3.depth ? null : t3.depth - o2, r2 = 0 !== s2 || !W(at, l2), i3 = D(n2, l2, e4, (function(t4, e5) {
                const n3 = { stylize: t4.stylize, showHidden: t4.showHidden, depth: t4.depth, colors: t4.colors, customInspect: t4.customInspect, showProxy: t4.showProxy, maxArrayLength: t4.maxArrayLength, maxStringLength: t4.maxStringLength, breakLength: t4.breakLength, compact: t4.compact, sorted: t4.sorted, getters: t4.getters, numericSeparator: t4.numericSeparator, ...t4.userOptions };
                if (e5) {
                  At(n3, null);
                  for (const t5 of mt(n3)) "object" != typeof n3[t5] && "function" != typeof n3[t5] || null === n3[t5] || delete n3[t5];
                  n3.stylize = At((e6, n4) => {
                    let r3;
                    try {
                      r3 = `${t4.stylize(e6, n4)}`;
                    } catch {
                    }
                    return "string" != typeof r3 ? e6 : r3;
                  }, null);
                }
                return n3;
              })(t3, r2), Nn);
              if (i3 !== l2) return "string" != typeof i3 ? nr(t3, i3, o2) : ne(i3, "\n", `
${te(" ", t3.indentationLvl)}`);
            }
          }
          if (t3.seen.includes(e3)) {
            let n2 = 1;
            return void 0 === t3.circular ? (t3.circular = new Tt(), t3.circular.set(e3, n2)) : (n2 = t3.circular.get(e3), void 0 === n2 && (n2 = t3.circular.size + 1, t3.circular.set(e3, n2))), t3.stylize(`[Circular *${n2}]`, "special");
          }
          let u2 = (function(t4, e4, o3, i3) {
            let l3, s3;
            t4.showHidden && (o3 <= t4.depth || null === t4.depth) && (s3 = []);
            const c3 = Kn(e4, t4, o3, s3);
            void 0 !== s3 && 0 === s3.length && (s3 = void 0);
            let u3 = "";
            try {
              u3 = e4[pe];
            } catch {
            }
            ("string" != typeof u3 || "" !== u3 && (t4.showHidden ? $t : Pt)(e4, pe)) && (u3 = "");
            let f2, p2, d2 = "", m2 = Yn, _2 = true;
            const w2 = t4.showHidden ? Oe : Ee;
            let E2, R2, L2 = 0;
            if (ce in e4 || null === c3) if (_2 = false, a(e4)) {
              const t5 = "Array" !== c3 || "" !== u3 ? Xn(c3, u3, "Array", `(${e4.length})`) : "";
              if (l3 = ke(e4, w2), f2 = [`${t5}[`, "]"], 0 === e4.length && 0 === l3.length && void 0 === s3) return `${f2[0]}]`;
              L2 = 2, m2 = dr;
            } else if (nn(e4)) {
              const n2 = Dt(e4), r2 = Xn(c3, u3, "Set", `(${n2})`);
              if (l3 = tr(e4, t4.showHidden), m2 = C(br, null, null !== c3 ? e4 : Wt(e4)), 0 === n2 && 0 === l3.length && void 0 === s3) return `${r2}{}`;
              f2 = [`${r2}{`, "}"];
            } else if (Ke(e4)) {
              const n2 = Y(e4), r2 = Xn(c3, u3, "Map", `(${n2})`);
              if (l3 = tr(e4, t4.showHidden), m2 = C($r, null, null !== c3 ? e4 : Z(e4)), 0 === n2 && 0 === l3.length && void 0 === s3) return `${r2}{}`;
              f2 = [`${r2}{`, "}"];
            } else if (an(e4)) {
              l3 = ke(e4, w2);
              let n2 = e4, o4 = "";
              null === c3 && (o4 = be(e4), n2 = new r[o4](e4));
              const s4 = me(e4);
              if (f2 = [`${Xn(c3, u3, o4, `(${s4})`)}[`, "]"], 0 === e4.length && 0 === l3.length && !t4.showHidden) return `${f2[0]}]`;
              m2 = C(mr, null, n2, s4), L2 = 2, t4.showHidden && (E2 = ["BYTES_PER_ELEMENT", "length", "byteLength", "byteOffset", "buffer"], i3 = true);
            } else Qe(e4) ? (l3 = tr(e4, t4.showHidden), f2 = rr("Map", u3), m2 = C(_r, null, f2)) : rn(e4) ? (l3 = tr(e4, t4.showHidden), f2 = rr("Set", u3), m2 = C(_r, null, f2)) : _2 = true;
            if (_2) {
              if (l3 = tr(e4, t4.showHidden), f2 = ["{", "}"], "function" == typeof e4) {
                if (d2 = (function(t5, e5, n2, r2) {
                  const o4 = H(e5);
                  if (ie(o4, "class") && "}" === o4[o4.length - 1]) {
                    const t6 = re(o4, 5, -1), i5 = qt(t6, "{");
                    if (-1 !== i5 && (!Yt(re(t6, 0, i5), "(") || null !== It(jn, jt(zn, t6)))) return (function(t7, e6, n3) {
                      let r3 = `class ${$t(t7, "name") && t7.name || "(anonymous)"}`;
                      if ("Function" !== e6 && null !== e6 && (r3 += ` [${e6}]`), "" !== n3 && e6 !== n3 && (r3 += ` [${n3}]`), null !== e6) {
                        const e7 = ht(t7).name;
                        e7 && (r3 += ` extends ${e7}`);
                      } else r3 += " extends [null prototype]";
                      return `[${r3}]`;
                    })(e5, n2, r2);
                  }
                  let i4 = "Function";
                  Ue(e5) && (i4 = `Generator${i4}`), He(e5) && (i4 = `Async${i4}`);
                  let l4 = `[${i4}`;
                  return null === n2 && (l4 += " (null prototype)"), "" === e5.name ? l4 += " (anonymous)" : l4 += `: ${"string" == typeof e5.name ? e5.name : nr(t5, e5.name)}`, l4 += "]", n2 !== i4 && null !== n2 && (l4 += ` ${n2}`), "" !== r2 && n2 !== r2 && (l4 += ` [${r2}]`), l4;
                })(t4, e4, c3, u3), 0 === l3.length && void 0 === s3) return t4.stylize(d2, "special");
              } else if ("Object" === c3) {
                if (Ze(e4) ? f2[0] = "[Arguments] {" : "" !== u3 && (f2[0] = `${Xn(c3, u3, "Object")}{`), 0 === l3.length && void 0 === s3) return `${f2[0]}}`;
              } else if (sn(e4)) {
                d2 = Bt(null !== c3 ? e4 : new Lt(e4));
                const n2 = Xn(c3, u3, "RegExp");
                if ("RegExp " !== n2 && (d2 = `${n2}${d2}`), d2 = t4.stylize(d2, "regexp"), 0 === l3.length && void 0 === s3 || o3 > t4.depth && null !== t4.depth) return d2;
              } else if (cn(e4)) {
                d2 = rt(I(e4)) ? z(e4) : j(e4);
                const n2 = Xn(c3, u3, "Date");
                if ("Date " !== n2 && (d2 = `${n2}${d2}`), 0 === l3.length && void 0 === s3) return t4.stylize(d2, "date");
              } else if (Fe(e4)) {
                if (d2 = (function(t5, e5, n2, r2, o4) {
                  let i4, l4, s4;
                  try {
                    s4 = ir(r2, t5);
                  } catch {
                    return St(t5);
                  }
                  let c4 = false;
                  try {
                    i4 = t5.message;
                  } catch {
                    c4 = true;
                  }
                  let u4 = false;
                  try {
                    l4 = t5.name;
                  } catch {
                    u4 = true;
                  }
                  if (!r2.showHidden && 0 !== o4.length) {
                    const t6 = g(o4, "stack");
                    if (-1 !== t6 && x(o4, t6, 1), !c4) {
                      const t7 = g(o4, "message");
                      -1 === t7 || "string" == typeof i4 && !Yt(s4, i4) || x(o4, t7, 1);
                    }
                    if (!u4) {
                      const t7 = g(o4, "name");
                      -1 === t7 || "string" == typeof l4 && !Yt(s4, l4) || x(o4, t7, 1);
                    }
                  }
                  l4 = l4 ?? "Error", !$t(t5, "cause") || 0 !== o4.length && y(o4, "cause") || b(o4, "cause");
                  try {
                    const e6 = t5.errors;
                    !a(e6) || !$t(t5, "errors") || 0 !== o4.length && y(o4, "errors") || b(o4, "errors");
                  } catch {
                  }
                  s4 = (function(t6, e6, n3, r3) {
                    let o5 = n3.length;
                    if ("string" != typeof n3 && (t6 = ee(t6, `${n3}`, `${n3} [${re(Xn(e6, r3, "Error"), 0, -1)}]`)), null === e6 || Zt(n3, "Error") && ie(t6, n3) && (t6.length === o5 || ":" === t6[o5] || "\n" === t6[o5])) {
                      let i5 = "Error";
                      if (null === e6) {
                        const e7 = It(/^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n {4}at)/, t6) || It(/^([a-z_A-Z0-9-]*Error)$/, t6);
                        i5 = e7?.[1] || "", o5 = i5.length, i5 = i5 || "Error";
                      }
                      const l5 = re(Xn(e6, r3, i5), 0, -1);
                      n3 !== l5 && (t6 = Yt(l5, n3) ? 0 === o5 ? `${l5}: ${t6}` : `${l5}${re(t6, o5)}` : `${l5} [${n3}]${re(t6, o5)}`);
                    }
                    return t6;
                  })(s4, e5, l4, n2);
                  let f3 = i4 && qt(s4, i4) || -1;
                  -1 !== f3 && (f3 += i4.length);
                  const p3 = qt(s4, "\n    at", f3);
                  if (-1 === p3) s4 = `[${s4}]`;
                  else {
                    let e6 = re(s4, 0, p3);
                    const n3 = (function(t6, e7, n4) {
                      const r3 = oe(n4, "\n");
                      let o5;
                      try {
                        ({ cause: o5 } = e7);
                      } catch {
                      }
                      if (null != o5 && Fe(o5)) {
                        const e8 = ir(t6, o5), n5 = qt(e8, "\n    at");
                        if (-1 !== n5) {
                          const o6 = oe(re(e8, n5 + 1), "\n"), { 0: i5, 1: l5 } = or(r3, o6);
                          if (i5 > 0) {
                            const e9 = i5 - 2, n6 = `    ... ${e9} lines matching cause stack trace ...`;
                            r3.splice(l5 + 1, e9, t6.stylize(n6, "undefined"));
                          }
                        }
                      }
                      if (r3.length > 10) {
                        const e8 = (function(t7) {
                          const e9 = [], n5 = new Tt();
                          for (let e10 = 0; e10 < t7.length; e10++) {
                            const r4 = n5.get(t7[e10]);
                            void 0 === r4 ? n5.set(t7[e10], [e10]) : r4[r4.length] = e10;
                          }
                          if (t7.length - n5.size <= 3) return e9;
                          for (let r4 = 0; r4 < t7.length - 3; r4++) {
                            const o6 = n5.get(t7[r4]);
                            if (1 === o6.length || o6[o6.length - 1] === r4) continue;
                            const i5 = o6.indexOf(r4) + 1;
                            if (i5 === o6.length) continue;
                            let l5, s5 = o6[o6.length - 1] - r4;
                            if (s5 < 3) continue;
                            if (i5 + 1 < o6.length) {
                              let t8 = 0;
                              for (let e10 = i5; e10 < o6.length; e10++) {
                                let n6 = o6[e10] - r4;
                                for (; 0 !== n6; ) {
                                  const e11 = t8 % n6;
                                  0 !== t8 && (l5 = l5 || new Mt(), l5.add(t8)), t8 = n6, n6 = e11;
                                }
                                if (1 === t8) break;
                              }
                              s5 = t8, l5 && (l5.delete(s5), l5 = [...l5]);
                            }
                            let c5 = s5, a2 = 0, u5 = 0;
                            for (let e10 = r4 + s5; ; e10 += s5) {
                              let n6 = 0;
                              for (let o7 = 0; o7 < s5 && t7[r4 + o7] === t7[e10 + o7]; o7++) n6++;
                              if (n6 === s5) u5++;
                              else {
                                if (!l5?.length) break;
                                0 !== u5 && c5 * a2 < s5 * u5 && (c5 = s5, a2 = u5), s5 = l5.pop(), e10 = r4, u5 = 0;
                              }
                            }
                            0 !== a2 && c5 * a2 >= s5 * u5 && (s5 = c5, u5 = a2), u5 * s5 >= 3 && (e9.push(r4 + s5, s5, u5), r4 += s5 * (u5 + 1) - 1);
                          }
                          return e9;
                        })(r3);
                        for (let n5 = e8.length - 3; n5 >= 0; n5 -= 3) {
                          const o6 = e8[n5], i5 = e8[n5 + 1], l5 = e8[n5 + 2], s5 = `    ... collapsed ${i5 * l5} duplicate lines matching above ` + (l5 > 1 ? `${i5} lines ${l5} times...` : "lines ...");
                          r3.splice(o6, i5 * l5, t6.stylize(s5, "undefined"));
                        }
                      }
                      return r3;
                    })(r2, t5, re(s4, p3 + 1));
                    if (r2.colors) {
                      const t6 = (function() {
                        let t7;
                        try {
                          t7 = process.cwd();
                        } catch {
                          return;
                        }
                        return t7;
                      })();
                      let o5;
                      for (let i5 of n3) {
                        const n4 = It(In, i5);
                        if (null !== n4 && hn.exists(n4[1])) e6 += `
${r2.stylize(i5, "undefined")}`;
                        else {
                          if (e6 += "\n", i5 = lr(r2, i5), void 0 !== t6) {
                            let e7 = sr(r2, i5, t6);
                            e7 === i5 && (o5 = o5 || xn(t6), e7 = sr(r2, i5, o5)), i5 = e7;
                          }
                          e6 += i5;
                        }
                      }
                    } else e6 += `
${h(n3, "\n")}`;
                    s4 = e6;
                  }
                  if (0 !== r2.indentationLvl) {
                    const t6 = te(" ", r2.indentationLvl);
                    s4 = ne(s4, "\n", `
${t6}`);
                  }
                  return s4;
                })(e4, c3, u3, t4, l3), 0 === l3.length && void 0 === s3) return d2;
              } else if (Ge(e4)) {
                const n2 = Xn(c3, u3, Ve(e4) ? "ArrayBuffer" : "SharedArrayBuffer");
                if (void 0 === i3) m2 = hr;
                else if (0 === l3.length && void 0 === s3) return n2 + `{ [byteLength]: ${ur(t4.stylize, e4.byteLength, false)} }`;
                f2[0] = `${n2}{`, E2 = ["byteLength"];
              } else if (qe(e4)) f2[0] = `${Xn(c3, u3, "DataView")}{`, E2 = ["byteLength", "byteOffset", "buffer"];
              else if (en(e4)) f2[0] = `${Xn(c3, u3, "Promise")}{`, m2 = wr;
              else if (ln(e4)) f2[0] = `${Xn(c3, u3, "WeakSet")}{`, m2 = t4.showHidden ? Ar : xr;
              else if (on(e4)) f2[0] = `${Xn(c3, u3, "WeakMap")}{`, m2 = t4.showHidden ? vr : xr;
              else if (Xe(e4)) f2[0] = `${Xn(c3, u3, "Module")}{`, m2 = yr.bind(null, l3);
              else if (Ye(e4)) {
                if (d2 = (function(t5, e5, n2, r2, o4) {
                  let i4, l4;
                  fn(t5) ? (i4 = ct, l4 = "Number") : un(t5) ? (i4 = se, l4 = "String", n2.splice(0, t5.length)) : pn(t5) ? (i4 = O, l4 = "Boolean") : yn(t5) ? (i4 = v, l4 = "BigInt") : (i4 = ue, l4 = "Symbol");
                  let s4 = `[${l4}`;
                  return l4 !== r2 && (s4 += null === r2 ? " (null prototype)" : ` (${r2})`), s4 += `: ${pr(Zn, i4(t5), e5)}]`, "" !== o4 && o4 !== r2 && (s4 += ` [${o4}]`), 0 !== n2.length || e5.stylize === Zn ? s4 : e5.stylize(s4, le(l4));
                })(e4, t4, l3, c3, u3), 0 === l3.length && void 0 === s3) return d2;
              } else if (!(function(t5) {
                return Pn = Pn || n(812), "string" == typeof t5.href && t5 instanceof Pn.URL;
              })(e4) || o3 > t4.depth && null !== t4.depth) {
                if (0 === l3.length && void 0 === s3) {
                  if (Je(e4)) {
                    const n2 = Te(e4).toString(16);
                    return t4.stylize(`[External: ${n2}]`, "special");
                  }
                  return `${er(e4, c3, u3)}{}`;
                }
                f2[0] = `${er(e4, c3, u3)}{`;
              } else if (l3 = (function(t5) {
                return Sn = Sn || gt(new Pn.URL("http://user:pass@localhost:8080/?foo=bar#baz")), t5.filter((t6) => -1 === Sn[t6]);
              })(l3), d2 = e4.href, 0 === l3.length && void 0 === s3) return d2;
            }
            if (o3 > t4.depth && null !== t4.depth) {
              let n2 = re(er(e4, c3, u3), 0, -1);
              return null !== c3 && (n2 = `[${n2}]`), t4.stylize(n2, "special");
            }
            o3 += 1, t4.seen.push(e4), t4.currentDepth = o3;
            const k2 = t4.indentationLvl;
            try {
              if (R2 = m2(t4, e4, o3), void 0 !== E2) for (p2 = 0; p2 < E2.length; p2++) {
                let n2;
                try {
                  n2 = Or(t4, e4, o3, E2[p2], i3);
                } catch {
                  n2 = Or(t4, { [E2[p2]]: e4.buffer[E2[p2]] }, o3, E2[p2], i3);
                }
                b(R2, n2);
              }
              for (p2 = 0; p2 < l3.length; p2++) b(R2, Er(t4, e4, o3, l3[p2], L2));
              void 0 !== s3 && $(R2, s3);
            } catch (n2) {
              if (!We(n2)) throw n2;
              return (function(t5, e5, n3, r2) {
                return t5.seen.pop(), t5.indentationLvl = r2, t5.stylize(`[${n3}: Inspection interrupted prematurely. Maximum call stack size exceeded.]`, "special");
              })(t4, 0, re(er(e4, c3, u3), 0, -1), k2);
            }
            if (void 0 !== t4.circular) {
              const n2 = t4.circular.get(e4);
              if (void 0 !== n2) {
                const e5 = t4.stylize(`<ref *${n2}>`, "special");
                true !== t4.compact ? d2 = "" === d2 ? e5 : `${e5} ${d2}` : f2[0] = `${e5} ${f2[0]}`;
              }
            }
            if (t4.seen.pop(), t4.sorted) {
              const e5 = true === t4.sorted ? void 0 : t4.sorted;
              if (0 === L2) S(R2, e5);
              else if (l3.length > 1) {
                const t5 = S(P(R2, R2.length - l3.length), e5);
                A(t5, R2, R2.length - l3.length, l3.length), Et(x, null, t5);
              }
            }
            const B2 = Lr(t4, R2, d2, f2, L2, o3, e4), T2 = (t4.budget[t4.indentationLvl] || 0) + B2.length;
            return t4.budget[t4.indentationLvl] = T2, T2 > 2 ** 27 && (t4.depth = -1), B2;
          })(t3, e3, o2, i2);
          if (0 !== s2) for (let e4 = 0; e4 < s2; e4++) u2 = `${t3.stylize("Proxy(", "special")}${u2}${t3.stylize(")", "special")}`;
          return u2;
        }
        function rr(t3, e3) {
          return e3 !== `${t3} Iterator` && ("" !== e3 && (e3 += "] ["), e3 += `${t3} Iterator`), [`[${e3}] {`, "}"];
        }
        function or(t3, e3) {
          for (let n2 = 0; n2 < t3.length - 3; n2++) {
            const r2 = g(e3, t3[n2]);
            if (-1 !== r2) {
              const o2 = e3.length - r2;
              if (o2 > 3) {
                let i2 = 1;
                const l2 = K(t3.length - n2, o2);
                for (; l2 > i2 && t3[n2 + i2] === e3[r2 + i2]; ) i2++;
                if (i2 > 3) return [i2, n2];
              }
            }
          }
          return [0, 0];
        }
        function ir(t3, e3) {
          let n2;
          try {
            n2 = e3.stack;
          } catch {
          }
          if (n2) {
            if ("string" == typeof n2) return n2;
            t3.seen.push(e3), t3.indentationLvl += 4;
            const r2 = nr(t3, n2);
            return t3.indentationLvl -= 4, t3.seen.pop(), `${M(e3)}
    ${r2}`;
          }
          return M(e3);
        }
        function lr(t3, e3) {
          let n2 = "", r2 = 0, o2 = 0;
          for (; ; ) {
            const i2 = qt(e3, "node_modules", o2);
            if (-1 === i2) break;
            const l2 = e3[i2 - 1], s2 = e3[i2 + 12];
            if ("/" !== s2 && "\\" !== s2 || "/" !== l2 && "\\" !== l2) {
              o2 = i2 + 1;
              continue;
            }
            const c2 = i2 + 13;
            n2 += re(e3, r2, c2);
            let a2 = qt(e3, l2, c2);
            -1 === a2 ? a2 = e3.length : "@" === e3[c2] && (a2 = qt(e3, l2, a2 + 1), -1 === a2 && (a2 = e3.length));
            const u2 = re(e3, c2, a2);
            n2 += t3.stylize(u2, "module"), r2 = a2, o2 = a2;
          }
          return 0 !== r2 && (e3 = n2 + re(e3, r2)), e3;
        }
        function sr(t3, e3, n2) {
          let r2 = qt(e3, n2), o2 = "", i2 = n2.length;
          if (-1 !== r2) {
            "file://" === re(e3, r2 - 7, r2) && (i2 += 7, r2 -= 7);
            const n3 = "(" === e3[r2 - 1] ? r2 - 1 : r2, l2 = n3 !== r2 && Zt(e3, ")") ? -1 : e3.length, s2 = r2 + i2 + 1, c2 = re(e3, n3, s2);
            o2 += re(e3, 0, n3), o2 += t3.stylize(c2, "undefined"), o2 += re(e3, s2, l2), -1 === l2 && (o2 += t3.stylize(")", "undefined"));
          } else o2 += e3;
          return o2;
        }
        function cr(t3) {
          let e3 = "", n2 = t3.length;
          gn(0 !== n2);
          const r2 = "-" === t3[0] ? 1 : 0;
          for (; n2 >= r2 + 4; n2 -= 3) e3 = `_${re(t3, n2 - 3, n2)}${e3}`;
          return n2 === t3.length ? t3 : `${re(t3, 0, n2)}${e3}`;
        }
        const ar = (t3) => `... ${t3} more item${t3 > 1 ? "s" : ""}`;
        function ur(t3, e3, n2) {
          if (dt(e3, -0)) return t3("-0", "number");
          if (!n2) return t3(`${e3}`, "number");
          const r2 = Ht(e3);
          if (tt(e3) === e3) return !nt(e3) || Yt(r2, "e") ? t3(r2, "number") : t3(cr(r2), "number");
          if (rt(e3) || Yt(r2, "e")) return t3(r2, "number");
          const o2 = qt(r2, "."), i2 = re(r2, 0, o2), l2 = re(r2, o2 + 1);
          return t3(`${cr(i2)}.${(function(t4) {
            let e4 = "", n3 = 0;
            for (; n3 < t4.length - 3; n3 += 3) e4 += `${re(t4, n3, n3 + 3)}_`;
            return 0 === n3 ? t4 : `${e4}${re(t4, n3)}`;
          })(l2)}`, "number");
        }
        function fr(t3, e3, n2) {
          const r2 = Ht(e3);
          return t3(n2 ? `${cr(r2)}n` : `${r2}n`, "bigint");
        }
        function pr(t3, e3, n2) {
          if ("string" == typeof e3) {
            let r2 = "";
            if (e3.length > n2.maxStringLength) {
              const t4 = e3.length - n2.maxStringLength;
              e3 = re(e3, 0, n2.maxStringLength), r2 = `... ${t4} more character${t4 > 1 ? "s" : ""}`;
            }
            return true !== n2.compact && e3.length > 16 && e3.length > n2.breakLength - n2.indentationLvl - 4 ? h(d(zt(/(?<=\n)/, e3), (e4) => t3(Gn(e4), "string")), ` +
${te(" ", n2.indentationLvl + 2)}`) + r2 : t3(Gn(e3), "string") + r2;
          }
          return "number" == typeof e3 ? ur(t3, e3, n2.numericSeparator) : "bigint" == typeof e3 ? fr(t3, e3, n2.numericSeparator) : "boolean" == typeof e3 ? t3(`${e3}`, "boolean") : void 0 === e3 ? t3("undefined", "undefined") : t3(ae(e3), "symbol");
        }
        function yr(t3, e3, n2, r2) {
          const o2 = new l(t3.length);
          for (let i2 = 0; i2 < t3.length; i2++) try {
            o2[i2] = Er(e3, n2, r2, t3[i2], 0);
          } catch (n3) {
            gn(tn(n3) && "ReferenceError" === n3.name);
            const l2 = { [t3[i2]]: "" };
            o2[i2] = Er(e3, l2, r2, t3[i2], 0);
            const s2 = Jt(o2[i2], " ");
            o2[i2] = re(o2[i2], 0, s2 + 1) + e3.stylize("<uninitialized>", "special");
          }
          return t3.length = 0, o2;
        }
        function gr(t3, e3, n2, r2, o2, i2) {
          const l2 = mt(e3);
          let s2 = i2;
          for (; i2 < l2.length && o2.length < r2; i2++) {
            const c3 = l2[i2], a2 = +c3;
            if (a2 > 2 ** 32 - 2) break;
            if (`${s2}` !== c3) {
              if (null === It(kn, c3)) break;
              const e4 = a2 - s2, n3 = `<${e4} empty item${e4 > 1 ? "s" : ""}>`;
              if (b(o2, t3.stylize(n3, "undefined")), s2 = a2, o2.length === r2) break;
            }
            b(o2, Er(t3, e3, n2, c3, 1)), s2++;
          }
          const c2 = e3.length - s2;
          if (o2.length !== r2) {
            if (c2 > 0) {
              const e4 = `<${c2} empty item${c2 > 1 ? "s" : ""}>`;
              b(o2, t3.stylize(e4, "undefined"));
            }
          } else c2 > 0 && b(o2, ar(c2));
          return o2;
        }
        function hr(t3, e3) {
          let r2;
          try {
            r2 = new $e(e3);
          } catch {
            return [t3.stylize("(detached)", "special")];
          }
          void 0 === $n && ($n = we(n(537).h.prototype.hexSlice));
          const o2 = $n(r2, 0, K(t3.maxArrayLength, r2.length));
          let i2 = "", l2 = 0;
          for (; l2 < o2.length - 2; l2 += 2) i2 += `${o2[l2]}${o2[l2 + 1]} `;
          o2.length > 0 && (i2 += `${o2[l2]}${o2[l2 + 1]}`);
          const s2 = r2.length - t3.maxArrayLength;
          return s2 > 0 && (i2 += ` ... ${s2} more byte${s2 > 1 ? "s" : ""}`), [`${t3.stylize("[Uint8Contents]", "special")}: <${i2}>`];
        }
        function dr(t3, e3, n2) {
          const r2 = e3.length, o2 = K(J(0, t3.maxArrayLength), r2), i2 = r2 - o2, l2 = [];
          for (let r3 = 0; r3 < o2; r3++) {
            const i3 = pt(e3, r3);
            if (void 0 === i3) return gr(t3, e3, n2, o2, l2, r3);
            b(l2, Er(t3, e3, n2, r3, 1, i3));
          }
          return i2 > 0 && b(l2, ar(i2)), l2;
        }
        function mr(t3, e3, n2) {
          const r2 = K(J(0, n2.maxArrayLength), e3), o2 = t3.length - r2, i2 = new l(r2), s2 = t3.length > 0 && "number" == typeof t3[0] ? ur : fr;
          for (let e4 = 0; e4 < r2; ++e4) i2[e4] = s2(n2.stylize, t3[e4], n2.numericSeparator);
          return o2 > 0 && (i2[r2] = ar(o2)), i2;
        }
        function br(t3, e3, n2, r2) {
          const o2 = t3.size, i2 = K(J(0, e3.maxArrayLength), o2), l2 = o2 - i2, s2 = [];
          e3.indentationLvl += 2;
          let c2 = 0;
          for (const n3 of t3) {
            if (c2 >= i2) break;
            b(s2, nr(e3, n3, r2)), c2++;
          }
          return l2 > 0 && b(s2, ar(l2)), e3.indentationLvl -= 2, s2;
        }
        function $r(t3, e3, n2, r2) {
          const o2 = t3.size, i2 = K(J(0, e3.maxArrayLength), o2), l2 = o2 - i2, s2 = [];
          e3.indentationLvl += 2;
          let c2 = 0;
          for (const { 0: n3, 1: o3 } of t3) {
            if (c2 >= i2) break;
            b(s2, `${nr(e3, n3, r2)} => ${nr(e3, o3, r2)}`), c2++;
          }
          return l2 > 0 && b(s2, ar(l2)), e3.indentationLvl -= 2, s2;
        }
        function Pr(t3, e3, n2, r2) {
          const o2 = J(t3.maxArrayLength, 0), i2 = K(o2, n2.length), s2 = new l(i2);
          t3.indentationLvl += 2;
          for (let r3 = 0; r3 < i2; r3++) s2[r3] = nr(t3, n2[r3], e3);
          t3.indentationLvl -= 2, 0 !== r2 || t3.sorted || S(s2);
          const c2 = n2.length - i2;
          return c2 > 0 && b(s2, ar(c2)), s2;
        }
        function Sr(t3, e3, n2, r2) {
          const o2 = J(t3.maxArrayLength, 0), i2 = n2.length / 2, s2 = i2 - o2, c2 = K(o2, i2), a2 = new l(c2);
          let u2 = 0;
          if (t3.indentationLvl += 2, 0 === r2) {
            for (; u2 < c2; u2++) {
              const r3 = 2 * u2;
              a2[u2] = `${nr(t3, n2[r3], e3)} => ${nr(t3, n2[r3 + 1], e3)}`;
            }
            t3.sorted || S(a2);
          } else for (; u2 < c2; u2++) {
            const r3 = 2 * u2, o3 = [nr(t3, n2[r3], e3), nr(t3, n2[r3 + 1], e3)];
            a2[u2] = Lr(t3, o3, "", ["[", "]"], 2, e3);
          }
          return t3.indentationLvl -= 2, s2 > 0 && b(a2, ar(s2)), a2;
        }
        function xr(t3) {
          return [t3.stylize("<items unknown>", "special")];
        }
        function Ar(t3, e3, n2) {
          return Pr(t3, n2, ze(e3), 0);
        }
        function vr(t3, e3, n2) {
          return Sr(t3, n2, ze(e3), 0);
        }
        function _r(t3, e3, n2, r2) {
          const { 0: o2, 1: i2 } = ze(n2, true);
          return i2 ? (t3[0] = jt(/ Iterator] {$/, t3[0], " Entries] {"), Sr(e3, r2, o2, 2)) : Pr(e3, r2, o2, 1);
        }
        function wr(t3, e3, n2) {
          let r2;
          const { 0: o2, 1: i2 } = Ie(e3);
          if (o2 === Re) r2 = [t3.stylize("<pending>", "special")];
          else {
            t3.indentationLvl += 2;
            const e4 = nr(t3, i2, n2);
            t3.indentationLvl -= 2, r2 = [o2 === Le ? `${t3.stylize("<rejected>", "special")} ${e4}` : e4];
          }
          return r2;
        }
        function Or(t3, e3, n2, r2, o2) {
          t3.indentationLvl += 2;
          const i2 = nr(t3, e3[r2], n2, o2);
          return t3.indentationLvl -= 2, `${t3.stylize(`[${r2}]`, "string")}: ${i2}`;
        }
        function Er(t3, e3, n2, r2, o2, i2, l2 = e3) {
          let s2, c2, a2 = " ";
          if (void 0 !== (i2 = i2 || pt(e3, r2)).value) {
            const e4 = true !== t3.compact || 0 !== o2 ? 2 : 3;
            t3.indentationLvl += e4, c2 = nr(t3, i2.value, n2), 3 === e4 && t3.breakLength < Mn(c2, t3.colors) && (a2 = `
${te(" ", t3.indentationLvl)}`), t3.indentationLvl -= e4;
          } else if (void 0 !== i2.get) {
            const e4 = void 0 !== i2.set ? "Getter/Setter" : "Getter", r3 = t3.stylize, o3 = "special";
            if (t3.getters && (true === t3.getters || "get" === t3.getters && void 0 === i2.set || "set" === t3.getters && void 0 !== i2.set)) {
              t3.indentationLvl += 2;
              try {
                const s3 = D(i2.get, l2);
                if (null === s3) c2 = `${r3(`[${e4}:`, o3)} ${r3("null", "null")}${r3("]", o3)}`;
                else if ("object" == typeof s3) c2 = `${r3(`[${e4}]`, o3)} ${nr(t3, s3, n2)}`;
                else {
                  const n3 = pr(r3, s3, t3);
                  c2 = `${r3(`[${e4}:`, o3)} ${n3}${r3("]", o3)}`;
                }
              } catch (i3) {
                const l3 = `<Inspection threw (${nr(t3, i3, n2)})>`;
                c2 = `${r3(`[${e4}:`, o3)} ${l3}${r3("]", o3)}`;
              }
              t3.indentationLvl -= 2;
            } else c2 = t3.stylize(`[${e4}]`, o3);
          } else c2 = void 0 !== i2.set ? t3.stylize("[Setter]", "special") : t3.stylize("undefined", "undefined");
          if (1 === o2) return c2;
          if ("symbol" == typeof r2) {
            const e4 = jt(On, ae(r2), Un);
            s2 = `[${t3.stylize(e4, "symbol")}]`;
          } else s2 = null !== It(Ln, r2) ? "__proto__" === r2 ? "['__proto__']" : t3.stylize(r2, "name") : t3.stylize(Gn(r2), "string");
          return false === i2.enumerable && "symbol" != typeof r2 && (s2 = `[${s2}]`), `${s2}:${a2}${c2}`;
        }
        function Rr(t3, e3, n2, r2) {
          let o2 = e3.length + n2;
          if (o2 + e3.length > t3.breakLength) return false;
          for (let n3 = 0; n3 < e3.length; n3++) if (t3.colors ? o2 += De(e3[n3]).length : o2 += e3[n3].length, o2 > t3.breakLength) return false;
          return "" === r2 || !Yt(r2, "\n");
        }
        function Lr(t3, e3, n2, r2, o2, i2, s2) {
          if (true !== t3.compact) {
            if ("number" == typeof t3.compact && t3.compact >= 1) {
              const c4 = e3.length;
              if (2 === o2 && c4 > 6 && (e3 = (function(t4, e4, n3) {
                let r3 = 0, o3 = 0, i3 = 0, s3 = e4.length;
                t4.maxArrayLength < e4.length && s3--;
                const c5 = new l(s3);
                for (; i3 < s3; i3++) {
                  const n4 = Mn(e4[i3], t4.colors);
                  c5[i3] = n4, r3 += n4 + 2, o3 < n4 && (o3 = n4);
                }
                const a3 = o3 + 2;
                if (3 * a3 + t4.indentationLvl < t4.breakLength && (r3 / a3 > 5 || o3 <= 6)) {
                  const o4 = 2.5, i4 = X(a3 - r3 / e4.length), l2 = J(a3 - 3 - i4, 1), u2 = K(Q(X(o4 * l2 * s3) / l2), q((t4.breakLength - t4.indentationLvl) / a3), 4 * t4.compact, 15);
                  if (u2 <= 1) return e4;
                  const f2 = [], p2 = [];
                  for (let t5 = 0; t5 < u2; t5++) {
                    let n4 = 0;
                    for (let r4 = t5; r4 < e4.length; r4 += u2) c5[r4] > n4 && (n4 = c5[r4]);
                    n4 += 2, p2[t5] = n4;
                  }
                  let y2 = Xt;
                  if (void 0 !== n3) {
                    for (let t5 = 0; t5 < e4.length; t5++) if ("number" != typeof n3[t5] && "bigint" != typeof n3[t5]) {
                      y2 = Qt;
                      break;
                    }
                  }
                  for (let t5 = 0; t5 < s3; t5 += u2) {
                    const n4 = K(t5 + u2, s3);
                    let r4 = "", o5 = t5;
                    for (; o5 < n4 - 1; o5++) {
                      const n5 = p2[o5 - t5] + e4[o5].length - c5[o5];
                      r4 += y2(`${e4[o5]}, `, n5, " ");
                    }
                    if (y2 === Xt) {
                      const n5 = p2[o5 - t5] + e4[o5].length - c5[o5] - 2;
                      r4 += Xt(e4[o5], n5, " ");
                    } else r4 += e4[o5];
                    b(f2, r4);
                  }
                  t4.maxArrayLength < e4.length && b(f2, e4[s3]), e4 = f2;
                }
                return e4;
              })(t3, e3, s2)), t3.currentDepth - i2 < t3.compact && c4 === e3.length && Rr(t3, e3, e3.length + t3.indentationLvl + r2[0].length + n2.length + 10, n2)) {
                const t4 = Ce(e3, ", ");
                if (!Yt(t4, "\n")) return `${n2 ? `${n2} ` : ""}${r2[0]} ${t4} ${r2[1]}`;
              }
            }
            const c3 = `
${te(" ", t3.indentationLvl)}`;
            return `${n2 ? `${n2} ` : ""}${r2[0]}${c3}  ${Ce(e3, `,${c3}  `)}${c3}${r2[1]}`;
          }
          if (Rr(t3, e3, 0, n2)) return `${r2[0]}${n2 ? ` ${n2}` : ""} ${Ce(e3, ", ")} ` + r2[1];
          const c2 = te(" ", t3.indentationLvl), a2 = "" === n2 && 1 === r2[0].length ? " " : `${n2 ? ` ${n2}` : ""}
${c2}  `;
          return `${r2[0]}${a2}${Ce(e3, `,
${c2}  `)} ${r2[1]}`;
        }
        function kr(t3) {
          const e3 = je(t3, false);
          if (void 0 !== e3) return null === e3 || kr(e3);
          let n2 = $t, r2 = $t;
          if ("function" != typeof t3.toString) {
            if ("function" != typeof t3[fe]) return true;
            if ($t(t3, fe)) return false;
            n2 = Ir;
          } else {
            if ($t(t3, "toString")) return false;
            if ("function" != typeof t3[fe]) r2 = Ir;
            else if ($t(t3, fe)) return false;
          }
          let o2 = t3;
          do {
            o2 = ht(o2);
          } while (!n2(o2, "toString") && !r2(o2, fe));
          const i2 = pt(o2, "constructor");
          return void 0 !== i2 && "function" == typeof i2.value && An.has(i2.value.name);
        }
        function Ir() {
          return false;
        }
        const jr = (t3) => oe(t3.message, "\n", 1)[0];
        let zr;
        function Br(t3) {
          try {
            return U(t3);
          } catch (t4) {
            if (!zr) try {
              const t5 = {};
              t5.a = t5, U(t5);
            } catch (t5) {
              zr = jr(t5);
            }
            if ("TypeError" === t4.name && jr(t4) === zr) return "[Circular]";
            throw t4;
          }
        }
        function Tr(t3, e3) {
          return ur(Zn, t3, e3?.numericSeparator ?? _n.numericSeparator);
        }
        function Mr(t3, e3) {
          return fr(Zn, t3, e3?.numericSeparator ?? _n.numericSeparator);
        }
        function Nr(t3, e3) {
          const n2 = e3[0];
          let r2 = 0, o2 = "", i2 = "";
          if ("string" == typeof n2) {
            if (1 === e3.length) return n2;
            let l2, s2 = 0;
            for (let i3 = 0; i3 < n2.length - 1; i3++) if (37 === Gt(n2, i3)) {
              const c2 = Gt(n2, ++i3);
              if (r2 + 1 !== e3.length) {
                switch (c2) {
                  case 115: {
                    const n3 = e3[++r2];
                    l2 = "number" == typeof n3 ? Tr(n3, t3) : "bigint" == typeof n3 ? Mr(n3, t3) : "object" == typeof n3 && null !== n3 && kr(n3) ? Nn(n3, { ...t3, compact: 3, colors: false, depth: 0 }) : Ht(n3);
                    break;
                  }
                  case 106:
                    l2 = Br(e3[++r2]);
                    break;
                  case 100: {
                    const n3 = e3[++r2];
                    l2 = "bigint" == typeof n3 ? Mr(n3, t3) : "symbol" == typeof n3 ? "NaN" : Tr(et(n3), t3);
                    break;
                  }
                  case 79:
                    l2 = Nn(e3[++r2], t3);
                    break;
                  case 111:
                    l2 = Nn(e3[++r2], { ...t3, showHidden: true, showProxy: true, depth: 4 });
                    break;
                  case 105: {
                    const n3 = e3[++r2];
                    l2 = "bigint" == typeof n3 ? Mr(n3, t3) : "symbol" == typeof n3 ? "NaN" : Tr(it(n3), t3);
                    break;
                  }
                  case 102: {
                    const n3 = e3[++r2];
                    l2 = "symbol" == typeof n3 ? "NaN" : Tr(ot(n3), t3);
                    break;
                  }
                  case 99:
                    r2 += 1, l2 = "";
                    break;
                  case 37:
                    o2 += re(n2, s2, i3), s2 = i3 + 1;
                    continue;
                  default:
                    continue;
                }
                s2 !== i3 - 1 && (o2 += re(n2, s2, i3 - 1)), o2 += l2, s2 = i3 + 1;
              } else 37 === c2 && (o2 += re(n2, s2, i3), s2 = i3 + 1);
            }
            0 !== s2 && (r2++, i2 = " ", s2 < n2.length && (o2 += re(n2, s2)));
          }
          for (; r2 < e3.length; ) {
            const n3 = e3[r2];
            o2 += i2, o2 += "string" != typeof n3 ? Nn(n3, t3) : n3, i2 = " ", r2++;
          }
          return o2;
        }
        function Fr(t3) {
          return t3 <= 31 || t3 >= 127 && t3 <= 159 || t3 >= 768 && t3 <= 879 || t3 >= 8203 && t3 <= 8207 || t3 >= 8400 && t3 <= 8447 || t3 >= 65024 && t3 <= 65039 || t3 >= 65056 && t3 <= 65071 || t3 >= 917760 && t3 <= 917999;
        }
        if (_e("config").hasIntl) gn(false);
        else {
          Mn = function(e3, n2 = true) {
            let r2 = 0;
            n2 && (e3 = Cr(e3)), e3 = Kt(e3, "NFC");
            for (const n3 of new Nt(e3)) {
              const e4 = Vt(n3, 0);
              t3(e4) ? r2 += 2 : Fr(e4) || r2++;
            }
            return r2;
          };
          const t3 = (t4) => t4 >= 4352 && (t4 <= 4447 || 9001 === t4 || 9002 === t4 || t4 >= 11904 && t4 <= 12871 && 12351 !== t4 || t4 >= 12880 && t4 <= 19903 || t4 >= 19968 && t4 <= 42182 || t4 >= 43360 && t4 <= 43388 || t4 >= 44032 && t4 <= 55203 || t4 >= 63744 && t4 <= 64255 || t4 >= 65040 && t4 <= 65049 || t4 >= 65072 && t4 <= 65131 || t4 >= 65281 && t4 <= 65376 || t4 >= 65504 && t4 <= 65510 || t4 >= 110592 && t4 <= 110593 || t4 >= 127488 && t4 <= 127569 || t4 >= 127744 && t4 <= 128591 || t4 >= 131072 && t4 <= 262141);
        }
        function Cr(t3) {
          return mn(t3, "str"), -1 === qt(t3, "\x1B") && -1 === qt(t3, "") ? t3 : jt(Tn, t3, "");
        }
        const Dr = { 34: "&quot;", 38: "&amp;", 39: "&apos;", 60: "&lt;", 62: "&gt;", 160: "&nbsp;" };
        function Wr(t3) {
          return t3.replace(/[\u0000-\u002F\u003A-\u0040\u005B-\u0060\u007B-\u00FF]/g, (t4) => {
            const e3 = Ht(t4.charCodeAt(0));
            return Dr[e3] || "&#" + e3 + ";";
          });
        }
        t2.exports = { identicalSequenceRange: or, inspect: Nn, inspectDefaultOptions: _n, format: function(...t3) {
          return Nr(void 0, t3);
        }, formatWithOptions: function(t3, ...e3) {
          return dn(t3, "inspectOptions", bn), Nr(t3, e3);
        }, getStringWidth: Mn, stripVTControlCharacters: Cr, isZeroWidthCodePoint: Fr, stylizeWithColor: Vn, stylizeWithHTML(t3, e3) {
          const n2 = Nn.styles[e3];
          return void 0 !== n2 ? `<span style="color:${n2};">${Wr(t3)}</span>` : Wr(t3);
        }, Proxy: Me };
      }, 123(t2, e2, n) {
        let r;
        function o() {
          return r = null != r ? r : n(778).codes.ERR_INTERNAL_ASSERTION;
        }
        function i(t3, e3) {
          if (!t3) throw new (o())(e3);
        }
        i.fail = function(t3) {
          throw new (o())(t3);
        }, t2.exports = i;
      }, 947(t2) {
        const e2 = ["_http_agent", "_http_client", "_http_common", "_http_incoming", "_http_outgoing", "_http_server", "_stream_duplex", "_stream_passthrough", "_stream_readable", "_stream_transform", "_stream_wrap", "_stream_writable", "_tls_common", "_tls_wrap", "assert", "assert/strict", "async_hooks", "buffer", "child_process", "cluster", "console", "constants", "crypto", "dgram", "diagnostics_channel", "dns", "dns/promises", "domain", "events", "fs", "fs/promises", "http", "http2", "https", "inspector", "module", "Module", "net", "os", "path", "path/posix", "path/win32", "perf_hooks", "process", "punycode", "querystring", "readline", "readline/promises", "repl", "stream", "stream/consumers", "stream/promises", "stream/web", "string_decoder", "sys", "timers", "timers/promises", "tls", "trace_events", "tty", "url", "util", "util/types", "v8", "vm", "wasi", "worker_threads", "zlib"];
        t2.exports.BuiltinModule = { exists: (t3) => "internal/modules/cjs/foo" !== t3 && (t3.startsWith("internal/") || -1 !== e2.indexOf(t3)) };
      }, 244(t2) {
        t2.exports = { CHAR_DOT: 46, CHAR_FORWARD_SLASH: 47, CHAR_BACKWARD_SLASH: 92 };
      }, 778(t2, e2, n) {
        const r = n(683), { ArrayIsArray: o, ArrayPrototypeIncludes: i, ArrayPrototypeIndexOf: l, ArrayPrototypeJoin: s, ArrayPrototypePush: c, ArrayPrototypeSlice: a, ArrayPrototypeSplice: u, Error: f, ErrorCaptureStackTrace: p, JSONStringify: y, ObjectDefineProperty: g, ReflectApply: h, RegExpPrototypeExec: d, SafeMap: m, SafeWeakMap: b, String: $, StringPrototypeEndsWith: P, StringPrototypeIncludes: S, StringPrototypeIndexOf: x, StringPrototypeSlice: A, StringPrototypeToLowerCase: v, Symbol: _, TypeError: w } = r, O = _("kIsNodeError"), E = new m(), R = {}, L = /^[A-Z][a-zA-Z0-9]*$/, k = ["string", "function", "number", "object", "Function", "Object", "boolean", "bigint", "symbol"], I = new b(), j = n(123);
        let z, B, T = null;
        function M(t3, e3, n2) {
          E.set(t3, e3);
          const r2 = (o2 = n2, i2 = t3, class extends o2 {
            code = i2;
            constructor(...t4) {
              super(), g(this, "message", { __proto__: null, value: N(i2, t4, this), enumerable: false, writable: true, configurable: true });
            }
            toString() {
              return `${this.name} [${i2}]: ${this.message}`;
            }
          });
          var o2, i2;
          R[t3] = r2;
        }
        function N(t3, e3, n2) {
          const r2 = E.get(t3);
          if ("function" == typeof r2) return j(r2.length <= e3.length, `Code: ${t3}; The provided arguments length (${e3.length}) does not match the required ones (${r2.length}).`), h(r2, n2, e3);
        }
        const F = _("kEnhanceStackBeforeInspector");
        function C(t3) {
          if (null === t3) return "null";
          if (void 0 === t3) return "undefined";
          switch (typeof t3) {
            case "bigint":
              return `type bigint (${t3}n)`;
            case "number":
              return 0 === t3 ? 1 / t3 == -1 / 0 ? "type number (-0)" : "type number (0)" : t3 != t3 ? "type number (NaN)" : t3 === 1 / 0 ? "type number (Infinity)" : t3 === -1 / 0 ? "type number (-Infinity)" : `type number (${t3})`;
            case "boolean":
              return t3 ? "type boolean (true)" : "type boolean (false)";
            case "symbol":
              return `type symbol (${$(t3)})`;
            case "function":
              return `function ${t3.name}`;
            case "object":
              return t3.constructor && "name" in t3.constructor ? `an instance of ${t3.constructor.name}` : `${(T = T || n(223), T).inspect(t3, { depth: -1 })}`;
            case "string":
              return t3.length > 28 && (t3 = `${A(t3, 0, 25)}...`), -1 === x(t3, "'") ? `type string ('${t3}')` : `type string (${y(t3)})`;
          }
        }
        function D(t3, e3 = "and") {
          switch (t3.length) {
            case 0:
              return "";
            case 1:
              return `${t3[0]}`;
            case 2:
              return `${t3[0]} ${e3} ${t3[1]}`;
            case 3:
              return `${t3[0]}, ${t3[1]}, ${e3} ${t3[2]}`;
            default:
              return `${s(a(t3, 0, -1), ", ")}, ${e3} ${t3[t3.length - 1]}`;
          }
        }
        t2.exports = { codes: R, determineSpecificType: C, E: M, formatList: D, getMessage: N, hideStackFrames: function(t3) {
          function e3(...n2) {
            try {
              return h(t3, this, n2);
            } catch (t4) {
              throw f.stackTraceLimit && p(t4, e3), t4;
            }
          }
          return e3.withoutStackTrace = t3, e3;
        }, isStackOverflowError: function(t3) {
          if (void 0 === B) try {
            let e3 = function() {
              e3();
            };
            e3();
          } catch (t4) {
            B = t4.message, z = t4.name;
          }
          return t3 && t3.name === z && t3.message === B;
        }, kEnhanceStackBeforeInspector: F, kIsNodeError: O, overrideStackTrace: I }, M("ERR_INTERNAL_ASSERTION", (t3) => {
          const e3 = "This is caused by either a bug in Node.js or incorrect usage of Node.js internals.\nPlease open an issue with this stack trace at https://github.com/nodejs/node/issues\n";
          return void 0 === t3 ? e3 : `${t3}
${e3}`;
        }, f), M("ERR_INVALID_ARG_TYPE", (t3, e3, n2) => {
          j("string" == typeof t3, "'name' must be a string"), o(e3) || (e3 = [e3]);
          let r2 = "The ";
          P(t3, " argument") ? r2 += `${t3} ` : r2 += `"${t3}" ${S(t3, ".") ? "property" : "argument"} `, r2 += "must be ";
          const s2 = [], a2 = [], f2 = [];
          for (const t4 of e3) j("string" == typeof t4, "All expected entries have to be of type string"), i(k, t4) ? c(s2, v(t4)) : null !== d(L, t4) ? c(a2, t4) : (j("object" !== t4, 'The value "object" should be written as "Object"'), c(f2, t4));
          if (a2.length > 0) {
            const t4 = l(s2, "object");
            -1 !== t4 && (u(s2, t4, 1), c(a2, "Object"));
          }
          return s2.length > 0 && (r2 += `${s2.length > 1 ? "one of type" : "of type"} ${D(s2, "or")}`, (a2.length > 0 || f2.length > 0) && (r2 += " or ")), a2.length > 0 && (r2 += `an instance of ${D(a2, "or")}`, f2.length > 0 && (r2 += " or ")), f2.length > 0 && (f2.length > 1 ? r2 += `one of ${D(f2, "or")}` : (v(f2[0]) !== f2[0] && (r2 += "an "), r2 += `${f2[0]}`)), r2 += `. Received ${C(n2)}`, r2;
        }, w);
      }, 812(t2, e2, n) {
        const { StringPrototypeCharCodeAt: r, StringPrototypeIncludes: o, StringPrototypeReplace: i } = n(683), l = n(878), { CHAR_FORWARD_SLASH: s } = n(244), c = n(120), a = /%/g, u = /\\/g, f = /\n/g, p = /\r/g, y = /\t/g;
        t2.exports = { pathToFileURL: function(t3) {
          const e3 = new l("file://");
          let n2 = c.resolve(t3);
          return r(t3, t3.length - 1) === s && n2[n2.length - 1] !== c.sep && (n2 += "/"), e3.pathname = (function(t4) {
            return o(t4, "%") && (t4 = i(t4, a, "%25")), o(t4, "\\") && (t4 = i(t4, u, "%5C")), o(t4, "\n") && (t4 = i(t4, f, "%0A")), o(t4, "\r") && (t4 = i(t4, p, "%0D")), o(t4, "	") && (t4 = i(t4, y, "%09")), t4;
          })(n2), e3;
        }, URL: l };
      }, 101(t2, e2, n) {
        const r = n(683), { ArrayPrototypeJoin: o, Error: i, ErrorIsError: l, FunctionPrototypeSymbolHasInstance: s, StringPrototypeReplace: c, SymbolFor: a } = r, u = /\u001b\[\d\d?m/g;
        t2.exports = { customInspectSymbol: a("nodejs.util.inspect.custom"), isError: (t3) => l?.(t3) || s(i, t3), join: o, removeColors: (t3) => c(t3, u, "") };
      }, 499(t2, e2, n) {
        const r = n(683), { ArrayIsArray: o, BigInt: i, Boolean: l, DatePrototype: s, Error: c, FunctionPrototype: a, MapPrototypeHas: u, Number: f, ObjectDefineProperty: p, ObjectGetOwnPropertyDescriptor: y, ObjectGetPrototypeOf: g, ObjectIsFrozen: h, ObjectPrototype: d, SetPrototypeHas: m, String: b, Symbol: $, SymbolToStringTag: P, globalThis: S } = r, { getConstructorName: x } = n(727);
        function A(t3, ...e3) {
          for (const n2 of e3) {
            const e4 = S[n2];
            if (e4 && t3 instanceof e4) return true;
          }
          for (; t3; ) {
            if ("object" != typeof t3) return false;
            if (e3.indexOf(x(t3)) >= 0) return true;
            t3 = g(t3);
          }
          return false;
        }
        function v(t3) {
          return (e3) => {
            if (!A(e3, t3.name)) return false;
            try {
              t3.prototype.valueOf.call(e3);
            } catch {
              return false;
            }
            return true;
          };
        }
        "object" != typeof S && (p(d, "__magic__", { get: function() {
          return this;
        }, configurable: true }), __magic__.globalThis = __magic__, delete d.__magic__);
        const _ = v(b), w = v(f), O = v(l), E = v(i), R = v($);
        t2.exports = { isAsyncFunction: (t3) => "function" == typeof t3 && a.toString.call(t3).startsWith("async"), isGeneratorFunction: (t3) => "function" == typeof t3 && a.toString.call(t3).match(/^(async\s+)?function *\*/), isAnyArrayBuffer: (t3) => A(t3, "ArrayBuffer", "SharedArrayBuffer"), isArrayBuffer: (t3) => A(t3, "ArrayBuffer"), isArgumentsObject(t3) {
          if (null !== t3 && "object" == typeof t3 && !o(t3) && "number" == typeof t3.length && t3.length === (0 | t3.length) && t3.length >= 0) {
            const e3 = y(t3, "callee");
            return e3 && !e3.enumerable;
          }
          return false;
        }, isBoxedPrimitive: (t3) => w(t3) || _(t3) || O(t3) || E(t3) || R(t3), isDataView: (t3) => A(t3, "DataView"), isExternal: (t3) => "object" == typeof t3 && h(t3) && null == g(t3), isMap(t3) {
          if (!A(t3, "Map")) return false;
          try {
            u(t3);
          } catch {
            return false;
          }
          return true;
        }, isMapIterator: (t3) => "[object Map Iterator]" === d.toString.call(g(t3)), isModuleNamespaceObject(t3) {
          try {
            return t3 && "object" == typeof t3 && "Module" === t3[P];
          } catch {
            return false;
          }
        }, isNativeError: (t3) => t3 instanceof c && A(t3, "Error", "EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError", "AggregateError"), isPromise: (t3) => A(t3, "Promise"), isSet(t3) {
          if (!A(t3, "Set")) return false;
          try {
            m(t3);
          } catch {
            return false;
          }
          return true;
        }, isSetIterator: (t3) => "[object Set Iterator]" === d.toString.call(g(t3)), isWeakMap: (t3) => A(t3, "WeakMap"), isWeakSet: (t3) => A(t3, "WeakSet"), isRegExp: (t3) => A(t3, "RegExp"), isDate(t3) {
          if (A(t3, "Date")) try {
            return s.getTime.call(t3), true;
          } catch {
          }
          return false;
        }, isTypedArray: (t3) => A(t3, "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array"), isStringObject: _, isNumberObject: w, isBooleanObject: O, isBigIntObject: E, isSymbolObject: R };
      }, 302(t2, e2, n) {
        const { ArrayIsArray: r } = n(683), { hideStackFrames: o, codes: { ERR_INVALID_ARG_TYPE: i } } = n(778), l = o((t3, e3, n2 = 0) => {
          if (0 === n2) {
            if (null === t3 || r(t3)) throw new i(e3, "Object", t3);
            if ("object" != typeof t3) throw new i(e3, "Object", t3);
          } else {
            if (!(1 & n2) && null === t3) throw new i(e3, "Object", t3);
            if (!(2 & n2) && r(t3)) throw new i(e3, "Object", t3);
            const o2 = typeof t3;
            if (!("object" === o2 || 4 & n2 && "function" === o2)) throw new i(e3, "Object", t3);
          }
        });
        t2.exports = { kValidateObjectNone: 0, kValidateObjectAllowNullable: 1, kValidateObjectAllowArray: 2, kValidateObjectAllowFunction: 4, validateObject: l, validateString: function(t3, e3) {
          if ("string" != typeof t3) throw new i(e3, "string", t3);
        } };
      }, 120(t2, e2, n) {
        const { StringPrototypeCharCodeAt: r, StringPrototypeLastIndexOf: o, StringPrototypeSlice: i } = n(683), { CHAR_DOT: l, CHAR_FORWARD_SLASH: s } = n(244), { validateString: c } = n(302);
        function a(t3) {
          return t3 === s;
        }
        function u(t3, e3, n2, c2) {
          let a2 = "", u2 = 0, f = -1, p = 0, y = 0;
          for (let g = 0; g <= t3.length; ++g) {
            if (g < t3.length) y = r(t3, g);
            else {
              if (c2(y)) break;
              y = s;
            }
            if (c2(y)) {
              if (f === g - 1 || 1 === p) ;
              else if (2 === p) {
                if (a2.length < 2 || 2 !== u2 || r(a2, a2.length - 1) !== l || r(a2, a2.length - 2) !== l) {
                  if (a2.length > 2) {
                    const t4 = o(a2, n2);
                    -1 === t4 ? (a2 = "", u2 = 0) : (a2 = i(a2, 0, t4), u2 = a2.length - 1 - o(a2, n2)), f = g, p = 0;
                    continue;
                  }
                  if (0 !== a2.length) {
                    a2 = "", u2 = 0, f = g, p = 0;
                    continue;
                  }
                }
                e3 && (a2 += a2.length > 0 ? `${n2}..` : "..", u2 = 2);
              } else a2.length > 0 ? a2 += `${n2}${i(t3, f + 1, g)}` : a2 = i(t3, f + 1, g), u2 = g - f - 1;
              f = g, p = 0;
            } else y === l && -1 !== p ? ++p : p = -1;
          }
          return a2;
        }
        t2.exports = { isPosixPathSeparator: a, normalizeString: u, resolve: function(...t3) {
          if (0 === t3.length || 1 === t3.length && ("" === t3[0] || "." === t3[0])) {
            const t4 = "/";
            if (r(t4, 0) === s) return t4;
          }
          let e3 = "", n2 = false;
          for (let o2 = t3.length - 1; o2 >= 0 && !n2; o2--) {
            const i2 = t3[o2];
            c(i2, `paths[${o2}]`), 0 !== i2.length && (e3 = `${i2}/${e3}`, n2 = r(i2, 0) === s);
          }
          if (!n2) {
            const t4 = "/";
            e3 = `${t4}/${e3}`, n2 = r(t4, 0) === s;
          }
          return e3 = u(e3, !n2, "/", a), n2 ? `/${e3}` : e3.length > 0 ? e3 : ".";
        } };
      }, 683(t2) {
        const e2 = { __proto__: null }, { defineProperty: n, getOwnPropertyDescriptor: r, ownKeys: o } = Reflect, { apply: i, bind: l, call: s } = Function.prototype, c = l.bind(s);
        e2.uncurryThis = c;
        const a = l.bind(i);
        e2.applyBind = a;
        const u = ["ArrayOf", "ArrayPrototypePush", "ArrayPrototypeUnshift", "MathHypot", "MathMax", "MathMin", "StringFromCharCode", "StringFromCodePoint", "StringPrototypeConcat", "TypedArrayOf"];
        function f(t3) {
          return "symbol" == typeof t3 ? `Symbol${t3.description[7].toUpperCase()}${t3.description.slice(8)}` : `${t3[0].toUpperCase()}${t3.slice(1)}`;
        }
        function p(t3, e3, r2, { enumerable: o2, get: i2, set: l2 }) {
          n(t3, `${e3}Get${r2}`, { __proto__: null, value: c(i2), enumerable: o2 }), void 0 !== l2 && n(t3, `${e3}Set${r2}`, { __proto__: null, value: c(l2), enumerable: o2 });
        }
        function y(t3, e3, i2) {
          for (const l2 of o(t3)) {
            const o2 = f(l2), s2 = r(t3, l2);
            if ("get" in s2) p(e3, i2, o2, s2);
            else {
              const r2 = `${i2}${o2}`;
              n(e3, r2, { __proto__: null, ...s2 }), u.includes(r2) && n(e3, `${r2}Apply`, { __proto__: null, value: a(s2.value, t3) });
            }
          }
        }
        function g(t3, e3, i2) {
          for (const l2 of o(t3)) {
            const o2 = f(l2), s2 = r(t3, l2);
            if ("get" in s2) p(e3, i2, o2, s2);
            else {
              const { value: t4 } = s2;
              "function" == typeof t4 && (s2.value = c(t4));
              const r2 = `${i2}${o2}`;
              n(e3, r2, { __proto__: null, ...s2 }), u.includes(r2) && n(e3, `${r2}Apply`, { __proto__: null, value: a(t4) });
            }
          }
        }
        ["Proxy", "globalThis"].forEach((t3) => {
          e2[t3] = globalThis[t3];
        }), [decodeURI, decodeURIComponent, encodeURI, encodeURIComponent].forEach((t3) => {
          e2[t3.name] = t3;
        }), [escape, eval, unescape].forEach((t3) => {
          e2[t3.name] = t3;
        }), ["Atomics", "JSON", "Math", "Proxy", "Reflect"].forEach((t3) => {
          y(globalThis[t3], e2, t3);
        }), ["AggregateError", "Array", "ArrayBuffer", "BigInt", "BigInt64Array", "BigUint64Array", "Boolean", "DataView", "Date", "Error", "EvalError", "FinalizationRegistry", "Float32Array", "Float64Array", "Function", "Int16Array", "Int32Array", "Int8Array", "Map", "Number", "Object", "RangeError", "ReferenceError", "RegExp", "Set", "String", "Symbol", "SyntaxError", "TypeError", "URIError", "Uint16Array", "Uint32Array", "Uint8Array", "Uint8ClampedArray", "WeakMap", "WeakRef", "WeakSet"].forEach((t3) => {
          const n2 = globalThis[t3];
          n2 && (e2[t3] = n2, y(n2, e2, t3), g(n2.prototype, e2, `${t3}Prototype`));
        }), ["Promise"].forEach((t3) => {
          const i2 = globalThis[t3];
          e2[t3] = i2, (function(t4, e3, i3) {
            for (const l2 of o(t4)) {
              const o2 = f(l2), s2 = r(t4, l2);
              if ("get" in s2) p(e3, i3, o2, s2);
              else {
                const { value: r2 } = s2;
                "function" == typeof r2 && (s2.value = r2.bind(t4)), n(e3, `${i3}${o2}`, { __proto__: null, ...s2 });
              }
            }
          })(i2, e2, t3), g(i2.prototype, e2, `${t3}Prototype`);
        }), [{ name: "TypedArray", original: Reflect.getPrototypeOf(Uint8Array) }].forEach(({ name: t3, original: n2 }) => {
          e2[t3] = n2, g(n2, e2, t3), g(n2.prototype, e2, `${t3}Prototype`);
        }), [{ name: "ArrayIteratorPrototype", original: Reflect.getPrototypeOf(Array.prototype[Symbol.iterator]()) }, { name: "AsyncFunctionPrototype", original: Reflect.getPrototypeOf(async function() {
        }) }, { name: "AsyncGeneratorFunctionPrototype", original: Reflect.getPrototypeOf(async function* () {
        }) }, { name: "AsyncIteratorPrototype", original: Reflect.getPrototypeOf(Reflect.getPrototypeOf(async function* () {
        }).prototype) }, { name: "GeneratorFunctionPrototype", original: Reflect.getPrototypeOf(function* () {
        }) }, { name: "MapIteratorPrototype", original: Reflect.getPrototypeOf(new e2.Map()[Symbol.iterator]()) }, { name: "RegExpStringIteratorPrototype", original: Reflect.getPrototypeOf(e2.RegExp.prototype[Symbol.matchAll]()) }, { name: "SetIteratorPrototype", original: Reflect.getPrototypeOf(new e2.Set()[Symbol.iterator]()) }, { name: "StringIteratorPrototype", original: Reflect.getPrototypeOf(String.prototype[Symbol.iterator]()) }].forEach(({ name: t3, original: n2 }) => {
          e2[t3] = n2, g(n2, e2, t3);
        });
        const { ArrayPrototypeForEach: h, ArrayPrototypePushApply: d, ArrayPrototypeSlice: m, FinalizationRegistry: b, FunctionPrototypeCall: $, Map: P, ObjectFreeze: S, ObjectSetPrototypeOf: x, RegExp: A, Set: v, SymbolIterator: _, WeakMap: w, WeakRef: O, WeakSet: E } = e2, R = (t3, e3) => {
          class n2 {
            constructor(e4) {
              this._iterator = t3(e4);
            }
            next() {
              return e3(this._iterator);
            }
            [_]() {
              return this;
            }
          }
          return x(n2.prototype, null), S(n2.prototype), S(n2), n2;
        };
        e2.SafeArrayIterator = R(e2.ArrayPrototypeSymbolIterator, e2.ArrayIteratorPrototypeNext), e2.SafeStringIterator = R(e2.StringPrototypeSymbolIterator, e2.StringIteratorPrototypeNext);
        const L = (t3, e3) => {
          h(o(t3), (o2) => {
            r(e3, o2) || n(e3, o2, { __proto__: null, ...r(t3, o2) });
          });
        }, k = (t3, e3, i2) => {
          if (i2) {
            const l2 = new t3();
            h(o(t3.prototype), (o2) => {
              if (!r(e3.prototype, o2)) {
                const s2 = r(t3.prototype, o2);
                if ("function" == typeof s2.value && 0 === s2.value.length && $(s2.value, l2)?.next === i2) {
                  const t4 = c(s2.value), e4 = R(t4, i2);
                  s2.value = function() {
                    return new e4(this);
                  };
                }
                n(e3.prototype, o2, { __proto__: null, ...s2 });
              }
            });
          } else L(t3.prototype, e3.prototype);
          return L(t3, e3), x(e3.prototype, null), S(e3.prototype), S(e3), e3;
        };
        e2.makeSafe = k, e2.SafeMap = k(P, class extends P {
        }, e2.MapIteratorPrototypeNext), e2.SafeWeakMap = k(w, class extends w {
        }), e2.SafeSet = k(v, class extends v {
        }, e2.SetIteratorPrototypeNext), e2.SafeWeakSet = k(E, class extends E {
        }), e2.SafeFinalizationRegistry = k(b, class extends b {
        }), e2.SafeWeakRef = k(O, class extends O {
        }), e2.internalBinding = (t3) => {
          if ("config" === t3) return { hasIntl: false };
          throw new Error(`unknown module: "${t3}"`);
        }, e2._stringPrototypeReplaceAll = (t3, e3, n2) => "[object regexp]" === Object.prototype.toString.call(e3).toLowerCase() ? t3.replace(e3, n2) : t3.replace(new A(e3, "g"), n2), e2.SafeArrayPrototypePushApply = (t3, e3) => {
          let n2 = 65536;
          if (n2 < e3.length) {
            let r2 = 0;
            do {
              d(t3, m(e3, r2, r2 = n2)), n2 += 65536;
            } while (n2 < e3.length);
            e3 = m(e3, r2);
          }
          return d(t3, e3);
        }, e2.StringPrototypeReplaceAll = e2.StringPrototypeReplaceAll || e2._stringPrototypeReplaceAll, x(e2, null), S(e2), t2.exports = e2;
      }, 179(t2, e2, n) {
        const r = n(683), { Proxy: o, ProxyRevocable: i, SafeWeakMap: l } = r, s = new l();
        class c {
          constructor(t3, e3) {
            const n2 = new o(t3, e3);
            return s.set(n2, [t3, e3]), n2;
          }
          static getProxyDetails(t3, e3 = true) {
            const n2 = s.get(t3);
            if (n2) return e3 ? n2 : n2[0];
          }
          static revocable(t3, e3) {
            const n2 = i(t3, e3);
            s.set(n2.proxy, [t3, e3]);
            const r2 = n2.revoke;
            return n2.revoke = () => {
              s.set(n2.proxy, [null, null]), r2();
            }, n2;
          }
        }
        t2.exports = { getProxyDetails: c.getProxyDetails.bind(c), Proxy: c };
      }, 878(t2) {
        t2.exports = URL;
      }, 727(t2, e2, n) {
        const r = n(683), { BigInt: o, Error: i, NumberParseInt: l, ObjectEntries: s, ObjectGetOwnPropertyDescriptor: c, ObjectGetOwnPropertyDescriptors: a, ObjectGetOwnPropertySymbols: u, ObjectPrototypeToString: f, Symbol: p } = r, y = n(179), g = p("kPending"), h = p("kRejected");
        t2.exports = { constants: { kPending: g, kRejected: h, ALL_PROPERTIES: 0, ONLY_ENUMERABLE: 2 }, getOwnNonIndexProperties: function(t3, e3 = 2) {
          const n2 = a(t3), r2 = [];
          for (const [t4, o2] of s(n2)) if (!/^(0|[1-9][0-9]*)$/.test(t4) || l(t4, 10) >= 2 ** 32 - 1) {
            if (2 === e3 && !o2.enumerable) continue;
            r2.push(t4);
          }
          for (const n3 of u(t3)) {
            const o2 = c(t3, n3);
            (2 !== e3 || o2.enumerable) && r2.push(n3);
          }
          return r2;
        }, getPromiseDetails: () => [g, void 0], getProxyDetails: y.getProxyDetails, Proxy: y.Proxy, previewEntries: (t3) => [[], false], getConstructorName(t3) {
          if (!t3 || "object" != typeof t3) throw new i("Invalid object");
          if (t3.constructor?.name) return t3.constructor.name;
          const e3 = f(t3).match(/^\[object ([^\]]+)\]/);
          return e3 ? e3[1] : "Object";
        }, getExternalValue: () => o(0) };
      } };
      const e = {};
      return (function n(r) {
        const o = e[r];
        if (void 0 !== o) return o.exports;
        const i = e[r] = { exports: {} };
        return t[r](i, i.exports, n), i.exports;
      })(223);
    })());
  }
});

// js/node/util.js
var util_exports = {};
__export(util_exports, {
  default: () => util_default
});
module.exports = __toCommonJS(util_exports);
var npm = __toESM(require("node:internal/deps/util/util"));

// js/node_modules/node-inspect-extracted/index.mjs
var import_inspect = __toESM(require_inspect(), 1);
var {
  // The commented out things are not visible from normal node's util.
  // identicalSequenceRange,
  inspect,
  // inspectDefaultOptions,
  format,
  formatWithOptions,
  // getStringWidth,
  stripVTControlCharacters,
  // isZeroWidthCodePoint,
  stylizeWithColor,
  stylizeWithHTML,
  Proxy: Proxy2
} = import_inspect.default;

// js/node/util.js
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var custom = /* @__PURE__ */ Symbol.for("nodejs.util.promisify.custom");
function promisify(original) {
  (0, import_validators.validateFunction)(original, "original");
  if (original[custom]) {
    const fn2 = original[custom];
    (0, import_validators.validateFunction)(fn2, "util.promisify.custom");
    return Object.defineProperty(fn2, custom, { value: fn2, enumerable: false, writable: false, configurable: true });
  }
  function fn(...args) {
    return new Promise((resolve, reject) => {
      original.call(this, ...args, (err, ...values) => {
        if (err) reject(err);
        else resolve(values.length > 1 && original.__promisifyAll ? values : values[0]);
      });
    });
  }
  Object.setPrototypeOf(fn, Object.getPrototypeOf(original));
  Object.defineProperty(fn, custom, { value: fn, enumerable: false, writable: false, configurable: true });
  return Object.defineProperties(fn, Object.getOwnPropertyDescriptors(original));
}
promisify.custom = custom;
function callbackify(original) {
  (0, import_validators.validateFunction)(original, "original");
  return function(...args) {
    const cb = args.pop();
    (0, import_validators.validateFunction)(cb, "last argument");
    original.apply(this, args).then((v) => queueMicrotask(() => cb(null, v)), (e) => {
      if (!e) {
        const w = new Error("Promise was rejected with a falsy value");
        w.reason = e;
        e = w;
      }
      queueMicrotask(() => cb(e));
    });
  };
}
function isDeepStrictEqual(a, b) {
  return deepEqual(a, b, /* @__PURE__ */ new Map());
}
function deepEqual(a, b, seen) {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  const tag = Object.prototype.toString.call(a);
  if (tag !== Object.prototype.toString.call(b)) return false;
  if (a instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof RegExp) return a.source === b.source && a.flags === b.flags;
  if (ArrayBuffer.isView(a)) {
    if (a.byteLength !== b.byteLength) return false;
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength), y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  }
  if (a instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !deepEqual(v, b.get(k), seen)) return false;
    return true;
  }
  if (a instanceof Set) {
    if (a.size !== b.size) return false;
    for (const v of a) if (!b.has(v)) return false;
    return true;
  }
  const ka = Reflect.ownKeys(a).filter((k) => Object.prototype.propertyIsEnumerable.call(a, k));
  const kb = Reflect.ownKeys(b).filter((k) => Object.prototype.propertyIsEnumerable.call(b, k));
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!Object.prototype.propertyIsEnumerable.call(b, k) || !deepEqual(a[k], b[k], seen)) return false;
  return true;
}
function styleText(format2, text) {
  (0, import_validators.validateString)(text, "text");
  const codes2 = inspect.colors;
  const formats = Array.isArray(format2) ? format2 : [format2];
  let out = text;
  for (const f of formats) {
    const c = Object.hasOwn(codes2, f) ? codes2[f] : void 0;
    if (!c) (0, import_validators.validateOneOf)(f, "format", Object.keys(codes2));
    out = `\x1B[${c[0]}m${out}\x1B[${c[1]}m`;
  }
  return out;
}
function inherits(ctor, superCtor) {
  if (ctor === void 0 || ctor === null) throw import_validators.codes.ERR_INVALID_ARG_TYPE("ctor", "Function", ctor);
  if (superCtor === void 0 || superCtor === null) throw import_validators.codes.ERR_INVALID_ARG_TYPE("superCtor", "Function", superCtor);
  if (superCtor.prototype === void 0) throw import_validators.codes.ERR_INVALID_ARG_TYPE("superCtor.prototype", "Object", superCtor.prototype);
  Object.defineProperty(ctor, "super_", { value: superCtor, writable: true, configurable: true });
  Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
}
function debuglog(section) {
  const enabled = new RegExp("\\b" + String(section).toUpperCase() + "\\b").test(String(globalThis.process.env.NODE_DEBUG || "").toUpperCase());
  const log = (...args) => {
    if (enabled) console.error("%s %d: %s", String(section).toUpperCase(), globalThis.process.pid, format(...args));
  };
  log.enabled = enabled;
  return log;
}
function deprecate(fn, msg, code) {
  let warned = false;
  function deprecated(...args) {
    if (!warned) {
      warned = true;
      globalThis.process.emitWarning(msg, "DeprecationWarning", code);
    }
    return new.target ? Reflect.construct(fn, args, new.target) : fn.apply(this, args);
  }
  Object.setPrototypeOf(deprecated, fn);
  return deprecated;
}
function parseArgs() {
  throw new Error("util.parseArgs is not provided");
}
var keyObject = /* @__PURE__ */ Symbol.for("earshot.keyObject");
var types2 = {
  isProxy: () => false,
  isKeyObject: (v) => v !== null && typeof v === "object" && v[keyObject] === true,
  isCryptoKey: (v) => v !== null && typeof v === "object" && v instanceof globalThis.CryptoKey,
  ...npm.types
};
var util_default = (0, import_host.register)("util", {
  ...npm,
  inspect,
  format,
  formatWithOptions,
  stripVTControlCharacters,
  promisify,
  callbackify,
  isDeepStrictEqual,
  styleText,
  debuglog,
  debug: debuglog,
  deprecate,
  parseArgs,
  types: types2,
  inherits,
  TextEncoder: globalThis.TextEncoder,
  TextDecoder: globalThis.TextDecoder,
  toUSVString: (s) => String(s).toWellFormed(),
  getSystemErrorName: (n) => String(n),
  async aborted(signal, resource) {
    (0, import_validators.validateAbortSignal)(signal, "signal");
    (0, import_validators.validateObject)(resource, "resource", { allowArray: true, allowFunction: true });
    if (signal.aborted) return;
    await new Promise((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
  }
});
module.exports = ((r, v) => r.has("util") ? r.get("util") : (r.set("util", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
