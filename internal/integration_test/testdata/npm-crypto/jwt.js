// Signs, verifies and encrypts JWTs with jsonwebtoken (node:crypto), jose 6
// and jose 5 (Web Crypto inside an extension: jose 5's Node build reaches
// node:http, so the loader takes its browser build), with fixed keys. "make"
// makes tokens; "check" verifies tokens made anywhere (here or in Node) and
// returns what they say. crypto_npm_test.go runs both here and under Node
// and crosses them.
import jwt from "jsonwebtoken";
import * as jose from "jose";
import * as jose5 from "jose5";

const keys = {
 "rsa": {
  "priv": "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCxxIYWkP0unGXe\nbtFqFishgIa1jGWS+cW5FZ8AWMFktAV8IzE5ZvtJm7lIBNWxgndFUHUHa0gsDMrW\nKUk8DRJpGtqfCo0HiIEktUW/E1g3guZhNuYDo3RbTJe4U2MuzkETKRRp2e2Nf/LV\nCOPKsFh1U4ehhDxr0G+n8WIlZNMWJVali2KDfVpKrPRHdjYfL3jJk6sP9bRNpwGX\nB3KZMo3MYC6YxllUKWELoE21Br5/dmaEVW2CRd7nAi1AGsv4BGYa3m1ByhIaGwjR\nLuJ6jGp3zqZZgr6l5H9TEhRVc4gl3lNHIZYAzl4Ff0UMRLhZb5ClltziXHeE7/0v\nzD18kIA/AgMBAAECggEAONBv8G9nU4nNrvDpAghSwZLTuttDrV0hmb00w4YaTQaS\nCDIxLcDhiA16gm91IpXpa6BCvtvFRbrS6u5oBwbAfxIDlDfpieJRL/u1blOO6rLt\n0V0b10bazcElblZMSS3HM4n6CbiKSSJ+6CI+t010AA9xtifOrcCApwKpFP1rz1QX\n1AvRPz6rX/IDEWh9na6A0xhL1tA/zlCRunS3ZD1H9q1J0kIY7VxyBQHTl9y53/nS\n1JvH7r04wn2Xkbg1EmXSdA2P1T19KJMVHiGGKQa0GWg2+8Vzpb5kTNBUcSfUNPQV\nZbiGjxKYv21V4/XRutJaTlBkESnulibbGRBdKY3G3QKBgQDneuth/dZPae+ynyFD\n9597iQ5Td5245lMtrM+ICPnDE3WZLknKUp7uFNORNL3TcmdCRir8+mih+rv7kqYk\n3ZN2vtoWDHZ/8yU/wI9bjuwzxV5ZPTON+rLYfgK4A28MRrUnVHyTDaHfX5IYPhLH\nqTaaOikXB67R0B8mDuJLkTr3IwKBgQDEmRNA9n0ksiS/bMdIxWkg862urUkLiUBu\nPoiusYgFEMQzKtJ3VpcsgPFoZdtGrBeI04N3Lem/VlipOzSP5e4GXodHR3KyKt5G\nDwhULFmikyujZLIybrSxATYKbo2TaIETVbAmDQQHe0BsMTd8mzlI743v4SsWNFlX\nRF1jETeyNQKBgQDd9hXi3r4zZAd+JeyF+dmpYWClVJueguzbbUuKy+CC2BP5kFMd\neGABN2MvZ31mVdsBx7rM3WibeYvrzVEXJIiUYqlIXyb5xbLAEOrmBoQjmGvB8leP\nGweHZD1DKbe/88UdM3xIndfMEx5JtKvZXD6JYJ+p/6n4cjKMEdWYVGhQNQKBgGIH\nzmD7R+WPauGE9U4lGcnTmExcnerBsr4GMpOhdKjJ9ntpI+9b3x/S4A1llNSFpWqV\nxZ0c6Mx+2tDv88K5LVpBsoTpbJjI5XLbthR61OtLJVxhLrYVG8aTSwYioDfbyVkB\nxkcDAHpWjAYm+HsKz6K9yPHPPnPhAJeSQFrQ0AvtAoGANDKC+0WTTZiuj4+E0GLh\n6pjnqG5F4rOYTvB1AUlUiZ5rTxedKjJGQhmFsflmu/niIWH7LCtMDMUAbw3a1eMq\ncHHPr19WtMfp859Zd6QlMcLBHRGF8nWKZcxra/tyTxSCKkkCY6kEBW2PMa3WNPQJ\n+kG86uC1/HVCxehfZlMIs8w=\n-----END PRIVATE KEY-----\n",
  "pub": "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAscSGFpD9Lpxl3m7RahYr\nIYCGtYxlkvnFuRWfAFjBZLQFfCMxOWb7SZu5SATVsYJ3RVB1B2tILAzK1ilJPA0S\naRranwqNB4iBJLVFvxNYN4LmYTbmA6N0W0yXuFNjLs5BEykUadntjX/y1QjjyrBY\ndVOHoYQ8a9Bvp/FiJWTTFiVWpYtig31aSqz0R3Y2Hy94yZOrD/W0TacBlwdymTKN\nzGAumMZZVClhC6BNtQa+f3ZmhFVtgkXe5wItQBrL+ARmGt5tQcoSGhsI0S7ieoxq\nd86mWYK+peR/UxIUVXOIJd5TRyGWAM5eBX9FDES4WW+QpZbc4lx3hO/9L8w9fJCA\nPwIDAQAB\n-----END PUBLIC KEY-----\n"
 },
 "rsa1024": {
  "priv": "-----BEGIN PRIVATE KEY-----\nMIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBALZpfV1wuNoHkkIL\neGSmkm7ug7AkaEsj+fWSl/M5FMNMBMInZZIau/fKnZuy7ZKEw4RDmIyDadn/QEr4\n502QkliOly3clghsrPS3iR34tinJedJOGPQRZjgM0doyHH9nOKFRGWoVa9gfJEt7\nyPwaVjcQ86d1bfaTWBMIgkXLfTJ9AgMBAAECgYEAq3nvR++3Vf7YFw4BV1zfOzks\nwmD3SevABoKQJSz7v7uunXW7neVT3lSyZLOHcb0sryF8PlsrHqs9HT1u8xN8/fo7\nyN7PWOlg/wjMxOBU5Zn7NTGPCx+W3gR5J16kQcHAhkoqGqRjFIZCvzf6YV/lc53g\n8khcF6XPgxEFD01yuwECQQDwPM4sC+Gy8P09cagqFpmCJRUwq1xc1E2INZ/NWKwR\nqcPE8P8+Z7+tN3b47dmpjDvm1Y/ZfuewIYEx+V1AirNlAkEAwmFohXTglLo8g5VK\n3rSMU9OpamZkjQlVNlxrfli3fD4nEY7iQMUH4nyuPN+/5ongBlzrdS4Nc0GRvHBf\nxeCtOQJASU5kozAk+NNskvlBlUY8JWhnZOiFUJY/6lZiouhx6RnicRAQ8tv5s0N/\nfEon5wKxrKhyMq30yNwQbk1nVTB9uQJAet7+JhZafEk5RWgSurJgXgDW/7YX63sx\nzTogjO5hlfznz1aFuLGTqVxs+3fooz8WSI9mG11wDSIukHJsZ/X9KQJBAIoJABFu\nLm3Qc5abnuRrXe0wpeP0II+heMU7x9r/l8ujXjGXqKC1HqSiPfR8RKHItjjOcUg0\nzUKyD7FFMBS4YgU=\n-----END PRIVATE KEY-----\n",
  "pub": "-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC2aX1dcLjaB5JCC3hkppJu7oOw\nJGhLI/n1kpfzORTDTATCJ2WSGrv3yp2bsu2ShMOEQ5iMg2nZ/0BK+OdNkJJYjpct\n3JYIbKz0t4kd+LYpyXnSThj0EWY4DNHaMhx/ZzihURlqFWvYHyRLe8j8GlY3EPOn\ndW32k1gTCIJFy30yfQIDAQAB\n-----END PUBLIC KEY-----\n"
 },
 "p256": {
  "priv": "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgC4dJGS8Myxfkaiqp\nk1ccwrI1Xm7vzy3+9EXjIPS8iamhRANCAATiQni+Y2zecpV+ytO5IamQTwaTV01Z\nYUMtMADSLu4QqOKUBWE2zosPaDOigRJF2HymOCCDtFshINz8tkBPcmmC\n-----END PRIVATE KEY-----\n",
  "pub": "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE4kJ4vmNs3nKVfsrTuSGpkE8Gk1dN\nWWFDLTAA0i7uEKjilAVhNs6LD2gzooESRdh8pjggg7RbISDc/LZAT3Jpgg==\n-----END PUBLIC KEY-----\n"
 },
 "ed": {
  "priv": "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ6+6o1KwxY8cR0/j1tbI1uLeSz+rrPhwBvY6VlQuOlc\n-----END PRIVATE KEY-----\n",
  "pub": "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAVkh2D0RpPUP4T9UlGCjRKaDkfdrM4WMGxL64YNQq6OU=\n-----END PUBLIC KEY-----\n"
 }
};

const claims = { sub: "ada", role: "admin", iat: 1700000000, exp: 4000000000 };
const secret = "a shared secret of at least 32 bytes!";
const dirKey = new Uint8Array(32).map((_, i) => i * 7 + 1);

async function make() {
  const out = {};
  out.hs256 = jwt.sign(claims, secret, { algorithm: "HS256" });
  out.rs256 = jwt.sign(claims, keys.rsa.priv, { algorithm: "RS256" });
  out.es256 = jwt.sign(claims, keys.p256.priv, { algorithm: "ES256" });
  out.ps256 = jwt.sign(claims, keys.rsa.priv, { algorithm: "PS256" });
  for (const [name, j] of [["jose", jose], ["jose5", jose5]]) {
    for (const [alg, k] of [["RS256", "rsa"], ["ES256", "p256"], ["EdDSA", "ed"]]) {
      const priv = await j.importPKCS8(keys[k].priv, alg);
      out[name + alg] = await new j.SignJWT(claims).setProtectedHeader({ alg }).sign(priv);
    }
    out[name + "HS256"] = await new j.SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode(secret));
    out[name + "Dir"] = await new j.CompactEncrypt(new TextEncoder().encode("a secret message")).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).encrypt(dirKey);
    const rsaPub = await j.importSPKI(keys.rsa.pub, "RSA-OAEP-256");
    out[name + "OAEP"] = await new j.CompactEncrypt(new TextEncoder().encode("for the RSA key")).setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A128GCM" }).encrypt(rsaPub);
    out[name + "CBC"] = await new j.CompactEncrypt(new TextEncoder().encode("cbc and hmac")).setProtectedHeader({ alg: "dir", enc: "A128CBC-HS256" }).encrypt(dirKey);
  }
  return out;
}

async function check(tokens) {
  const out = {};
  const v = (f) => { try { const p = f(); return [p.sub, p.role] } catch (e) { return "rejected: " + e.message } };
  out.hs256 = v(() => jwt.verify(tokens.hs256, secret, { algorithms: ["HS256"] }));
  out.rs256 = v(() => jwt.verify(tokens.rs256, keys.rsa.pub, { algorithms: ["RS256"] }));
  out.es256 = v(() => jwt.verify(tokens.es256, keys.p256.pub, { algorithms: ["ES256"] }));
  out.ps256 = v(() => jwt.verify(tokens.ps256, keys.rsa.pub, { algorithms: ["PS256"] }));
  out.wrongKey = v(() => jwt.verify(tokens.rs256, keys.rsa1024.pub, { algorithms: ["RS256"] }));
  const tampered = tokens.es256.slice(0, -4) + (tokens.es256.endsWith("AAAA") ? "BBBB" : "AAAA");
  out.tampered = v(() => jwt.verify(tampered, keys.p256.pub, { algorithms: ["ES256"] }));
  for (const [name, j] of [["jose", jose], ["jose5", jose5]]) {
    for (const [alg, k] of [["RS256", "rsa"], ["ES256", "p256"], ["EdDSA", "ed"]]) {
      const pub = await j.importSPKI(keys[k].pub, alg);
      try {
        const { payload, protectedHeader } = await j.jwtVerify(tokens[name + alg], pub);
        out[name + alg] = [payload.sub, protectedHeader.alg];
      } catch (e) {
        out[name + alg] = "rejected: " + e.code;
      }
    }
    out[name + "HS256"] = (await j.jwtVerify(tokens[name + "HS256"], new TextEncoder().encode(secret))).payload.role;
    out[name + "Dir"] = new TextDecoder().decode((await j.compactDecrypt(tokens[name + "Dir"], dirKey)).plaintext);
    const rsaPriv = await j.importPKCS8(keys.rsa.priv, "RSA-OAEP-256");
    out[name + "OAEP"] = new TextDecoder().decode((await j.compactDecrypt(tokens[name + "OAEP"], rsaPriv)).plaintext);
    out[name + "CBC"] = new TextDecoder().decode((await j.compactDecrypt(tokens[name + "CBC"], dirKey)).plaintext);
    const jwk = await j.exportJWK(await j.importSPKI(keys.ed.pub, "EdDSA", { extractable: true }));
    out[name + "JWK"] = [jwk.kty, jwk.crv, jwk.x];
  }
  return out;
}

export default {
  tools: [
    {
      name: "make", description: "makes tokens", readOnly: true, inputSchema: { type: "object" },
      async execute() { return JSON.stringify(await make()); },
    },
    {
      name: "check", description: "checks tokens", readOnly: true,
      inputSchema: { type: "object", properties: { tokens: { type: "object" } }, required: ["tokens"] },
      async execute({ tokens }) { return JSON.stringify(await check(tokens)); },
    },
  ],
};
