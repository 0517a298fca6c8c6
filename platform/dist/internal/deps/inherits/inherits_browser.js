// js/node_modules/inherits/inherits_browser.js
if (typeof Object.create === "function") {
  module.exports = function inherits(ctor, superCtor) {
    if (superCtor) {
      ctor.super_ = superCtor;
      ctor.prototype = Object.create(superCtor.prototype, {
        constructor: {
          value: ctor,
          enumerable: false,
          writable: true,
          configurable: true
        }
      });
    }
  };
} else {
  module.exports = function inherits(ctor, superCtor) {
    if (superCtor) {
      ctor.super_ = superCtor;
      var TempCtor = function() {
      };
      TempCtor.prototype = superCtor.prototype;
      ctor.prototype = new TempCtor();
      ctor.prototype.constructor = ctor;
    }
  };
}
module.exports = ((r, v) => r.has("internal/deps/inherits/inherits_browser") ? r.get("internal/deps/inherits/inherits_browser") : (r.set("internal/deps/inherits/inherits_browser", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
