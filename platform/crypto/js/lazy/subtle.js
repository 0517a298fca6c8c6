// crypto.subtle and CryptoKey, loaded the first time either is touched
// (see prelude/web/crypto.js and prelude/lazy.js).
import { subtle, CryptoKey, internals } from "./web/subtle.js";

export default { subtle, CryptoKey, internals };
