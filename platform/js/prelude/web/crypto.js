// crypto: getRandomValues, randomUUID (the host's randomness).
import { op } from "../host.js";
import { bytesOf } from "./bytes.js";
import { lazyModule } from "../lazy.js";

const integerArrays = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array];
export const crypto = {
  // crypto.subtle is a lazy module (platform/crypto/js/lazy/subtle.js): loaded
  // the first time it is read, then a plain property.
  get subtle() {
    const { subtle } = lazyModule("subtle");
    try {
      Object.defineProperty(crypto, "subtle", { value: subtle, writable: false, enumerable: true, configurable: true });
    } catch {
      // crypto was frozen before subtle was first read: it stays a getter.
    }
    return subtle;
  },
  getRandomValues(array) {
    if (!integerArrays.some((C) => array instanceof C)) {
      throw new DOMException("The data argument must be an integer-type TypedArray", "TypeMismatchError");
    }
    if (array.byteLength > 65536) {
      throw new DOMException(`getRandomValues: ${array.byteLength} bytes asked, at most 65536`, "QuotaExceededError");
    }
    bytesOf(array).set(new Uint8Array(op("random", String(array.byteLength))));
    return array;
  },
  randomUUID() {
    const b = new Uint8Array(op("random", "16"));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  },
};
