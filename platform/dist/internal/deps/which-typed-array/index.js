"use strict";

// js/node_modules/which-typed-array/index.js
var forEach = require("node:internal/deps/for-each/index");
var availableTypedArrays = require("node:internal/deps/available-typed-arrays/index");
var callBind = require("node:internal/deps/call-bind/index");
var callBound = require("node:internal/deps/call-bound/index");
var gOPD = require("node:internal/deps/gopd/index");
var getProto = require("node:internal/deps/get-proto/index");
var $toString = callBound("Object.prototype.toString");
var hasToStringTag = require("node:internal/deps/has-tostringtag/shams")();
var g = typeof globalThis === "undefined" ? global : globalThis;
var typedArrays = availableTypedArrays();
var $slice = callBound("String.prototype.slice");
var $indexOf = callBound("Array.prototype.indexOf", true) || function indexOf(array, value) {
  for (var i = 0; i < array.length; i += 1) {
    if (array[i] === value) {
      return i;
    }
  }
  return -1;
};
var cache = { __proto__: null };
if (hasToStringTag && gOPD && getProto) {
  forEach(typedArrays, function(typedArray) {
    var arr = new g[typedArray]();
    if (Symbol.toStringTag in arr && getProto) {
      var proto = getProto(arr);
      var descriptor = gOPD(proto, Symbol.toStringTag);
      if (!descriptor && proto) {
        var superProto = getProto(proto);
        descriptor = gOPD(superProto, Symbol.toStringTag);
      }
      if (descriptor && descriptor.get) {
        var bound = callBind(descriptor.get);
        cache[
          /** @type {`$${TypedArrayName}`} */
          "$" + typedArray
        ] = bound;
      }
    }
  });
} else {
  forEach(typedArrays, function(typedArray) {
    var arr = new g[typedArray]();
    var fn = arr.slice || arr.set;
    if (fn) {
      var bound = (
        /** @type {typeof BoundSlice | typeof BoundSet} */
        // @ts-expect-error TODO FIXME
        callBind(fn)
      );
      cache[
        /** @type {`$${TypedArrayName}`} */
        "$" + typedArray
      ] = bound;
    }
  });
}
function tryTypedArrays(value) {
  var found = false;
  forEach(
    /** @type {Record<`$${TypedArrayName}`, Getter>} */
    cache,
    /** @param {Getter} getter @param {`$${TypedArrayName}`} typedArray */
    function(getter, typedArray) {
      if (!found) {
        try {
          if ("$" + getter(value) === typedArray) {
            found = /** @type {TypedArrayName} */
            $slice(typedArray, 1);
          }
        } catch (e) {
        }
      }
    }
  );
  return found;
}
function trySlices(value) {
  var found = false;
  forEach(
    /** @type {Record<`$${TypedArrayName}`, Getter>} */
    cache,
    /** @param {Getter} getter @param {`$${TypedArrayName}`} name */
    function(getter, name) {
      if (!found) {
        try {
          getter(value);
          found = /** @type {TypedArrayName} */
          $slice(name, 1);
        } catch (e) {
        }
      }
    }
  );
  return found;
}
function isTATag(tag) {
  return $indexOf(typedArrays, tag) > -1;
}
function whichTypedArray(value) {
  if (!value || typeof value !== "object") {
    return false;
  }
  if (!hasToStringTag) {
    var tag = $slice($toString(value), 8, -1);
    if (isTATag(tag)) {
      return tag;
    }
    if (tag !== "Object") {
      return false;
    }
    return trySlices(value);
  }
  if (!gOPD) {
    return null;
  }
  return tryTypedArrays(value);
}
module.exports = whichTypedArray;
module.exports = ((r, v) => r.has("internal/deps/which-typed-array/index") ? r.get("internal/deps/which-typed-array/index") : (r.set("internal/deps/which-typed-array/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
