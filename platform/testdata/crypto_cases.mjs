// The golden cases of node:crypto beyond hashes: keys, signatures, ciphers,
// key agreement and key derivation. Each snippet runs in Node.js here and
// inside an extension in platform/crypto/crypto_ext_test.go
// (TestNodeKeyGoldens, TestNodeCipherGoldens), and the results must be the
// same. Regenerate crypto_cases.json with:
//
//   node platform/testdata/crypto_cases.mjs > platform/testdata/crypto_cases.json
//
// A snippet is the body of an async function of (mods, input), as in
// node_cases.mjs. Every input is fixed: the keys below (made once by Node),
// fixed IVs and messages. Signatures that are randomized (RSA-PSS, ECDSA)
// cannot be goldens: Node makes some here (input.nodeMade), which the
// snippets verify, and TestNodeVerifiesOurSignatures has Node verify ours.
import * as crypto from "node:crypto";
import * as url from "node:url";

export const keys = {
  rsa: {
    priv: "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCxxIYWkP0unGXe\nbtFqFishgIa1jGWS+cW5FZ8AWMFktAV8IzE5ZvtJm7lIBNWxgndFUHUHa0gsDMrW\nKUk8DRJpGtqfCo0HiIEktUW/E1g3guZhNuYDo3RbTJe4U2MuzkETKRRp2e2Nf/LV\nCOPKsFh1U4ehhDxr0G+n8WIlZNMWJVali2KDfVpKrPRHdjYfL3jJk6sP9bRNpwGX\nB3KZMo3MYC6YxllUKWELoE21Br5/dmaEVW2CRd7nAi1AGsv4BGYa3m1ByhIaGwjR\nLuJ6jGp3zqZZgr6l5H9TEhRVc4gl3lNHIZYAzl4Ff0UMRLhZb5ClltziXHeE7/0v\nzD18kIA/AgMBAAECggEAONBv8G9nU4nNrvDpAghSwZLTuttDrV0hmb00w4YaTQaS\nCDIxLcDhiA16gm91IpXpa6BCvtvFRbrS6u5oBwbAfxIDlDfpieJRL/u1blOO6rLt\n0V0b10bazcElblZMSS3HM4n6CbiKSSJ+6CI+t010AA9xtifOrcCApwKpFP1rz1QX\n1AvRPz6rX/IDEWh9na6A0xhL1tA/zlCRunS3ZD1H9q1J0kIY7VxyBQHTl9y53/nS\n1JvH7r04wn2Xkbg1EmXSdA2P1T19KJMVHiGGKQa0GWg2+8Vzpb5kTNBUcSfUNPQV\nZbiGjxKYv21V4/XRutJaTlBkESnulibbGRBdKY3G3QKBgQDneuth/dZPae+ynyFD\n9597iQ5Td5245lMtrM+ICPnDE3WZLknKUp7uFNORNL3TcmdCRir8+mih+rv7kqYk\n3ZN2vtoWDHZ/8yU/wI9bjuwzxV5ZPTON+rLYfgK4A28MRrUnVHyTDaHfX5IYPhLH\nqTaaOikXB67R0B8mDuJLkTr3IwKBgQDEmRNA9n0ksiS/bMdIxWkg862urUkLiUBu\nPoiusYgFEMQzKtJ3VpcsgPFoZdtGrBeI04N3Lem/VlipOzSP5e4GXodHR3KyKt5G\nDwhULFmikyujZLIybrSxATYKbo2TaIETVbAmDQQHe0BsMTd8mzlI743v4SsWNFlX\nRF1jETeyNQKBgQDd9hXi3r4zZAd+JeyF+dmpYWClVJueguzbbUuKy+CC2BP5kFMd\neGABN2MvZ31mVdsBx7rM3WibeYvrzVEXJIiUYqlIXyb5xbLAEOrmBoQjmGvB8leP\nGweHZD1DKbe/88UdM3xIndfMEx5JtKvZXD6JYJ+p/6n4cjKMEdWYVGhQNQKBgGIH\nzmD7R+WPauGE9U4lGcnTmExcnerBsr4GMpOhdKjJ9ntpI+9b3x/S4A1llNSFpWqV\nxZ0c6Mx+2tDv88K5LVpBsoTpbJjI5XLbthR61OtLJVxhLrYVG8aTSwYioDfbyVkB\nxkcDAHpWjAYm+HsKz6K9yPHPPnPhAJeSQFrQ0AvtAoGANDKC+0WTTZiuj4+E0GLh\n6pjnqG5F4rOYTvB1AUlUiZ5rTxedKjJGQhmFsflmu/niIWH7LCtMDMUAbw3a1eMq\ncHHPr19WtMfp859Zd6QlMcLBHRGF8nWKZcxra/tyTxSCKkkCY6kEBW2PMa3WNPQJ\n+kG86uC1/HVCxehfZlMIs8w=\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAscSGFpD9Lpxl3m7RahYr\nIYCGtYxlkvnFuRWfAFjBZLQFfCMxOWb7SZu5SATVsYJ3RVB1B2tILAzK1ilJPA0S\naRranwqNB4iBJLVFvxNYN4LmYTbmA6N0W0yXuFNjLs5BEykUadntjX/y1QjjyrBY\ndVOHoYQ8a9Bvp/FiJWTTFiVWpYtig31aSqz0R3Y2Hy94yZOrD/W0TacBlwdymTKN\nzGAumMZZVClhC6BNtQa+f3ZmhFVtgkXe5wItQBrL+ARmGt5tQcoSGhsI0S7ieoxq\nd86mWYK+peR/UxIUVXOIJd5TRyGWAM5eBX9FDES4WW+QpZbc4lx3hO/9L8w9fJCA\nPwIDAQAB\n-----END PUBLIC KEY-----\n",
  },
  rsa1024: {
    priv: "-----BEGIN PRIVATE KEY-----\nMIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBALZpfV1wuNoHkkIL\neGSmkm7ug7AkaEsj+fWSl/M5FMNMBMInZZIau/fKnZuy7ZKEw4RDmIyDadn/QEr4\n502QkliOly3clghsrPS3iR34tinJedJOGPQRZjgM0doyHH9nOKFRGWoVa9gfJEt7\nyPwaVjcQ86d1bfaTWBMIgkXLfTJ9AgMBAAECgYEAq3nvR++3Vf7YFw4BV1zfOzks\nwmD3SevABoKQJSz7v7uunXW7neVT3lSyZLOHcb0sryF8PlsrHqs9HT1u8xN8/fo7\nyN7PWOlg/wjMxOBU5Zn7NTGPCx+W3gR5J16kQcHAhkoqGqRjFIZCvzf6YV/lc53g\n8khcF6XPgxEFD01yuwECQQDwPM4sC+Gy8P09cagqFpmCJRUwq1xc1E2INZ/NWKwR\nqcPE8P8+Z7+tN3b47dmpjDvm1Y/ZfuewIYEx+V1AirNlAkEAwmFohXTglLo8g5VK\n3rSMU9OpamZkjQlVNlxrfli3fD4nEY7iQMUH4nyuPN+/5ongBlzrdS4Nc0GRvHBf\nxeCtOQJASU5kozAk+NNskvlBlUY8JWhnZOiFUJY/6lZiouhx6RnicRAQ8tv5s0N/\nfEon5wKxrKhyMq30yNwQbk1nVTB9uQJAet7+JhZafEk5RWgSurJgXgDW/7YX63sx\nzTogjO5hlfznz1aFuLGTqVxs+3fooz8WSI9mG11wDSIukHJsZ/X9KQJBAIoJABFu\nLm3Qc5abnuRrXe0wpeP0II+heMU7x9r/l8ujXjGXqKC1HqSiPfR8RKHItjjOcUg0\nzUKyD7FFMBS4YgU=\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC2aX1dcLjaB5JCC3hkppJu7oOw\nJGhLI/n1kpfzORTDTATCJ2WSGrv3yp2bsu2ShMOEQ5iMg2nZ/0BK+OdNkJJYjpct\n3JYIbKz0t4kd+LYpyXnSThj0EWY4DNHaMhx/ZzihURlqFWvYHyRLe8j8GlY3EPOn\ndW32k1gTCIJFy30yfQIDAQAB\n-----END PUBLIC KEY-----\n",
  },
  p256: {
    priv: "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgC4dJGS8Myxfkaiqp\nk1ccwrI1Xm7vzy3+9EXjIPS8iamhRANCAATiQni+Y2zecpV+ytO5IamQTwaTV01Z\nYUMtMADSLu4QqOKUBWE2zosPaDOigRJF2HymOCCDtFshINz8tkBPcmmC\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE4kJ4vmNs3nKVfsrTuSGpkE8Gk1dN\nWWFDLTAA0i7uEKjilAVhNs6LD2gzooESRdh8pjggg7RbISDc/LZAT3Jpgg==\n-----END PUBLIC KEY-----\n",
  },
  p384: {
    priv: "-----BEGIN PRIVATE KEY-----\nMIG2AgEAMBAGByqGSM49AgEGBSuBBAAiBIGeMIGbAgEBBDBCh+gbFmn9LjSzlWb1\nt8SjycvtYdnhGbolkuj2/tfwOzzJ/Blyo01ZgINcHf7FojKhZANiAASmxpJsFvPQ\n/qItPvbHUEJVpCtCZ3YTRtS5Mg2zyBtROaMml686lMPopWa3u5Of4Ny7SiN7r3fs\ncJYbD90kvMmTHps025WUVUsAiOOqw6zjor1aX4T82RR851a/eofDC7c=\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAEpsaSbBbz0P6iLT72x1BCVaQrQmd2E0bU\nuTINs8gbUTmjJpevOpTD6KVmt7uTn+Dcu0oje6937HCWGw/dJLzJkx6bNNuVlFVL\nAIjjqsOs46K9Wl+E/NkUfOdWv3qHwwu3\n-----END PUBLIC KEY-----\n",
  },
  p521: {
    priv: "-----BEGIN PRIVATE KEY-----\nMIHuAgEAMBAGByqGSM49AgEGBSuBBAAjBIHWMIHTAgEBBEIAAvqmP2aI6AI2aOiy\npskqGlfDk1jT63gSsLRNKpq5hLZAM0MBxVwBqrGQwe06cBVN3GEJmazfFI8FuVet\nlplb0pmhgYkDgYYABAGXVqDaH96nC5ZM4P+rkASyeTVVSvDJWL3L+9omI5pmKT0c\naQdx5J7k0JiMFAG3ITWEk9wCHlvDWUt+TT0j+gIwWAHxtgBzgyinxxD+WFcYhAa4\ndCEa+F6zyNa0tYypehX4wVj8B5776+Yrrq27riMtJSg0IBWxISbLzOzZn+bTCd/i\nAQ==\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMIGbMBAGByqGSM49AgEGBSuBBAAjA4GGAAQBl1ag2h/epwuWTOD/q5AEsnk1VUrw\nyVi9y/vaJiOaZik9HGkHceSe5NCYjBQBtyE1hJPcAh5bw1lLfk09I/oCMFgB8bYA\nc4Mop8cQ/lhXGIQGuHQhGvhes8jWtLWMqXoV+MFY/Aee++vmK66tu64jLSUoNCAV\nsSEmy8zs2Z/m0wnf4gE=\n-----END PUBLIC KEY-----\n",
  },
  ed: {
    priv: "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ6+6o1KwxY8cR0/j1tbI1uLeSz+rrPhwBvY6VlQuOlc\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAVkh2D0RpPUP4T9UlGCjRKaDkfdrM4WMGxL64YNQq6OU=\n-----END PUBLIC KEY-----\n",
  },
  x: {
    priv: "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VuBCIEIGBkqyxUe9iefqcuAaIqmMYt2jmI1S3URnR6KqKUilp0\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VuAyEA0Q1XtF0rMcQrBmQZDzUnfdXmqSl1XII+jJK7fTcAHXo=\n-----END PUBLIC KEY-----\n",
  },
  x2: {
    priv: "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VuBCIEIIBAE1vyr+wwufPPmlweqGQogu++0NxJwCp1mjyefE1l\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VuAyEAEWPAUPu24ijJYRlKKQ94TFxxIFIyRjC28b97TBqbcBc=\n-----END PUBLIC KEY-----\n",
  },
  p256b: {
    priv: "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg/6/lKkIsekXQvMRc\nV2EQ4PYfH9nmeecdo6JmxXgWvdChRANCAATFdfaIfKkyzSZe71HH9+ngNNJKEf7E\nvpcWjfoZADs8J2d2ZrLCBqqQivEYJxIN/CGB2Dly2lnHQiM07mLtOPh+\n-----END PRIVATE KEY-----\n",
    pub: "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAExXX2iHypMs0mXu9Rx/fp4DTSShH+\nxL6XFo36GQA7PCdndmaywgaqkIrxGCcSDfwhgdg5ctpZx0IjNO5i7Tj4fg==\n-----END PUBLIC KEY-----\n",
  },
};

const enc = (s) => new TextEncoder().encode(s);
const msg = "the quick brown fox jumps over the lazy dog";

// nodeMade are values Node makes with randomness, for the snippets to check.
export function nodeMade() {
  const priv = (k) => crypto.createPrivateKey(keys[k].priv);
  const pub = (k) => crypto.createPublicKey(keys[k].pub);
  return {
    pss: crypto.sign("sha256", enc(msg), { key: priv("rsa"), padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }).toString("base64"),
    pssMax: crypto.sign("sha256", enc(msg), { key: priv("rsa"), padding: crypto.constants.RSA_PKCS1_PSS_PADDING }).toString("base64"),
    ecdsaDer: crypto.sign("sha256", enc(msg), priv("p256")).toString("base64"),
    ecdsaP1363: crypto.sign("sha384", enc(msg), { key: priv("p384"), dsaEncoding: "ieee-p1363" }).toString("base64"),
    ecdsaP521: crypto.createSign("sha512").update(msg).sign(priv("p521"), "base64"),
    oaep: crypto.publicEncrypt(pub("rsa"), enc(msg)).toString("base64"),
    oaep256: crypto.publicEncrypt({ key: pub("rsa"), oaepHash: "sha256", oaepLabel: enc("label") }, enc(msg)).toString("base64"),
    ...moreKeys(),
  };
}

// dsaTraditional is a DSA key in OpenSSL's own form ("DSA PRIVATE KEY"),
// Node's test/fixtures/keys/dsa_private.pem.
const dsaTraditional = "-----BEGIN DSA PRIVATE KEY-----\nMIIDVwIBAAKCAQEAoSw3Ghf02sMSmd5k2rvSqf6eJPFO7fHDRyvDDbifjO6/BKSI\nkXM43qyCqddC04arKg7wc1QDEQ8gb13pCmnC0RBiljE6ke4yK46Q5JjiEKH9U1eC\nbtTrhcGrLDgwbqvRM06EN6IfAL3OBF6YzS9wn3/EfSwW2Z8gAIkjZrTjEUTV+/gE\nAdfEgd/WAZxcc9zYKOwPy0/LjjldQw5fsPlIEkS1yJFlWMokSsZVYlJLR06h1S4k\nQoE3BqELirH/FQfJ36RMRFsaKZ6nQYS66Qc8rybQw2VlOJsqiRoTSDwREPz6j9oL\nYh1Ee86j5Xt9jbiBrK33UbkTr/jBtO0J2PR0+wIhAIXIexS5LQJPSoi96k6OU4yr\nLLmAIY8gS9mdYTdbpwcdAoIBAQCCN3gTjFiPgBQ/bj/Edp9w90SA+dQ/VnnYDTMc\nz+Mi/8sgtlQ3O9CCFb0327YnOLwvxsmSadT9XrIq1/5jGD2VtjFDVlridjYASrje\nzR2kdr781G+bxtVNQuIOKZl9xqruCmHUSSRL/vuCR6pKsA81ZPfpdcLh3RYYxDIo\nTK6tVX4GrX5bcxGDIUCQiTaqKv9Nzpm1liBLRm6LHczBsFk2OVrRyMsT3gh0J6DS\nUw+dw/Vru1J6glkrr0CxBWoJ65btcqtFyQV/76btor9Qgc/z9suYBoJZ3Ua0yAfv\n3J2ErOs1CAbh4LWNULA9eJObY2R4sAV7Q8wOMT5jmjKo4unpAoIBAQCE1m+DUb9L\nT58u6XV/L1p6K9T2mc6jAmzD51fPiUwsRov9sDGJmSnQjQ5pt3hVp8inVfNkhqOI\n1rpdKmx5W00fPu6VCiPuximuHSNHzJpCAVUrIH8YasS+AurCOwGMdvODLF6dx7yR\nMdxbiszrBry8J0TdvqElHZ1YmQDwoHH7R4pUd31jsk4gnE6pkqLgWwVAy0LXXGsg\n2JfnDvdQY8fIHkuezLdhOyO9pRlXSYv4fLdMaSjHyEcwr2hnm5tm5RsBwM+u0sDc\nyBqUjwoN8NTuLLasfJzzmjeHWDcRGFbzKt/xlUkQ7pf+xdelnLOstuPDGglB1U85\nREhx4rQGKg7nAiA0FX4e4Ms3OXUnmtsTALk5YMiMF3jUp4pRDhHFKBgsYQ==\n-----END DSA PRIVATE KEY-----\n";

// moreKeys are keys of the types Go's x509 does not read (RSA-PSS, DSA,
// DH), made by Node, with signatures it made with them.
function moreKeys() {
  const pem = (k) => ({ priv: k.privateKey.export({ type: "pkcs8", format: "pem" }), pub: k.publicKey.export({ type: "spki", format: "pem" }) });
  const pssK = pem(crypto.generateKeyPairSync("rsa-pss", { modulusLength: 1024, hashAlgorithm: "sha256", mgf1HashAlgorithm: "sha256", saltLength: 16 }));
  const pssFree = pem(crypto.generateKeyPairSync("rsa-pss", { modulusLength: 1024 }));
  const pssSha1 = pem(crypto.generateKeyPairSync("rsa-pss", { modulusLength: 1024, hashAlgorithm: "sha1" }));
  const pssMGF = pem(crypto.generateKeyPairSync("rsa-pss", { modulusLength: 1024, hashAlgorithm: "sha512", mgf1HashAlgorithm: "sha256", saltLength: 20 }));
  const dsa = pem(crypto.generateKeyPairSync("dsa", { modulusLength: 1024 }));
  const dhA = pem(crypto.generateKeyPairSync("dh", { group: "modp5" })), dhB = pem(crypto.generateKeyPairSync("dh", { group: "modp5" }));
  const dh2 = pem(crypto.generateKeyPairSync("dh", { prime: crypto.getDiffieHellman("modp2").getPrime(), generator: 5 }));
  const m = enc(msg);
  return {
    pssK, pssFree, pssSha1, pssMGF, dsa, dsaTraditional, dhA, dhB, dh2,
    pssSig: crypto.sign("sha256", m, pssK.priv).toString("base64"),
    pssFreeSig: crypto.sign("sha384", m, pssFree.priv).toString("base64"),
    pssMGFSig: crypto.sign("sha512", m, pssMGF.priv).toString("base64"),
    dsaSig: crypto.sign("sha256", m, dsa.priv).toString("base64"),
    dsaP1363: crypto.sign("sha1", m, { key: dsa.priv, dsaEncoding: "ieee-p1363" }).toString("base64"),
  };
}

const h = `const K = input.keys; const N = input.nodeMade; const msg = ${JSON.stringify(msg)}; const c = mods.crypto; const B = Buffer;
  const err = (f) => { try { f(); return "no error" } catch (e) { return [e.name, e.code, e.message] } };
  const sha = (b) => c.createHash("sha256").update(b).digest("hex").slice(0, 16);`;

export const snippets = {
  // ---- keys
  keyParse: h + `return Object.keys(K).map((n) => { const k = c.createPrivateKey(K[n].priv); const p = c.createPublicKey(K[n].pub);
    return [n, k.type, k.asymmetricKeyType, k.asymmetricKeyDetails, p.type, p.asymmetricKeyType, p.asymmetricKeyDetails,
      c.createPublicKey(K[n].priv).export({ type: "spki", format: "pem" }) === K[n].pub, k.export({ type: "pkcs8", format: "pem" }) === K[n].priv,
      p.equals(c.createPublicKey(k)), k.equals(p)] })`,
  keyExportRSA: h + `const k = c.createPrivateKey(K.rsa.priv), p = c.createPublicKey(K.rsa.pub);
    return [k.export({ type: "pkcs1", format: "pem" }), p.export({ type: "pkcs1", format: "pem" }), sha(k.export({ type: "pkcs8", format: "der" })),
      sha(k.export({ type: "pkcs1", format: "der" })), sha(p.export({ type: "spki", format: "der" })), k.export({ format: "jwk" }), p.export({ format: "jwk" }),
      Buffer.isBuffer(k.export({ type: "pkcs1", format: "der" }))]`,
  keyExportEC: h + `return ["p256", "p384", "p521", "ed", "x"].map((n) => { const k = c.createPrivateKey(K[n].priv), p = c.createPublicKey(K[n].pub);
    return [n, k.export({ format: "jwk" }), p.export({ format: "jwk" }), n[0] === "p" ? k.export({ type: "sec1", format: "pem" }) : null,
      sha(k.export({ type: "pkcs8", format: "der" })), sha(p.export({ type: "spki", format: "der" }))] })`,
  keyImportForms: h + `return Object.keys(K).map((n) => { const k = c.createPrivateKey(K[n].priv), p = c.createPublicKey(K[n].pub);
    const fromJWK = c.createPrivateKey({ key: k.export({ format: "jwk" }), format: "jwk" });
    const pubFromJWK = c.createPublicKey({ key: k.export({ format: "jwk" }), format: "jwk" });
    const fromDER = c.createPrivateKey({ key: k.export({ type: "pkcs8", format: "der" }), format: "der", type: "pkcs8" });
    const pubFromDER = c.createPublicKey({ key: p.export({ type: "spki", format: "der" }), format: "der", type: "spki" });
    const fromBuffer = c.createPrivateKey(Buffer.from(K[n].priv));
    const obj = c.createPrivateKey({ key: K[n].priv, format: "pem" });
    return [n, fromJWK.equals(k), pubFromJWK.equals(p), fromDER.equals(k), pubFromDER.equals(p), fromBuffer.equals(k), obj.equals(k)] })`,
  keyImportLegacy: h + `const k = c.createPrivateKey(K.rsa.priv), e = c.createPrivateKey(K.p256.priv);
    const pkcs1 = c.createPrivateKey(k.export({ type: "pkcs1", format: "pem" })), pkcs1der = c.createPrivateKey({ key: k.export({ type: "pkcs1", format: "der" }), format: "der", type: "pkcs1" });
    const pub1 = c.createPublicKey(c.createPublicKey(k).export({ type: "pkcs1", format: "pem" }));
    const sec1 = c.createPrivateKey(e.export({ type: "sec1", format: "pem" })), sec1der = c.createPrivateKey({ key: e.export({ type: "sec1", format: "der" }), format: "der", type: "sec1" });
    return [pkcs1.equals(k), pkcs1der.equals(k), pub1.equals(c.createPublicKey(k)), sec1.equals(e), sec1der.equals(e)]`,
  keyErrors: h + `const k = c.createPrivateKey(K.p256.priv), r = c.createPrivateKey(K.rsa.priv);
    return [err(() => c.createPrivateKey("garbage")), err(() => c.createPrivateKey(K.rsa.pub)), err(() => r.export({ format: "pem" })),
      err(() => r.export()), err(() => k.export({ type: "pkcs1", format: "pem" })), err(() => r.export({ type: "sec1", format: "pem" })),
      err(() => c.createPrivateKey(42)), err(() => c.createPrivateKey({ key: { kty: "EC", crv: "P-256", x: "AA" }, format: "jwk" })),
      err(() => c.createPrivateKey({ key: { kty: "nope" }, format: "jwk" })), err(() => c.createPublicKey(c.createSecretKey(Buffer.from("k"))))]`,
  secretKey: h + `const s = c.createSecretKey(Buffer.from("a secret key of 32 bytes, really"));
    const t = c.createSecretKey("68656c6c6f", "hex");
    return [s.type, s.symmetricKeySize, s.asymmetricKeyType, s.export().toString(), s.export({ format: "jwk" }), t.export().toString(),
      c.createHmac("sha256", s).update(msg).digest("hex"), s.equals(c.createSecretKey(Buffer.from("a secret key of 32 bytes, really"))), s.equals(t),
      c.generateKeySync("hmac", { length: 64 }).symmetricKeySize, c.generateKeySync("aes", { length: 256 }).symmetricKeySize,
      err(() => c.generateKeySync("aes", { length: 100 }))]`,
  keyObjectShape: h + `const k = c.createPrivateKey(K.ed.priv); return [k instanceof c.KeyObject, Object.prototype.toString.call(k), typeof c.KeyObject.from,
    err(() => new c.KeyObject("secret", {}))[1]]`,
  // ---- signatures
  signRSA: h + `const k = c.createPrivateKey(K.rsa.priv);
    return [c.sign("sha256", B.from(msg), k).toString("base64"), c.sign("sha512", B.from(msg), K.rsa.priv).toString("hex").slice(0, 64),
      c.createSign("RSA-SHA256").update("the quick ").update("brown fox jumps over the lazy dog").sign(k, "base64"),
      c.createSign("sha1").update(msg).sign(K.rsa.priv, "hex").slice(0, 64), c.sign(null, B.from(msg), k).toString("base64").slice(0, 40),
      c.sign("sha3-256", B.from(msg), k).toString("hex").slice(0, 40), c.sign("sha384", B.from(msg), K.rsa1024.priv).toString("base64")]`,
  signEd25519: h + `const k = c.createPrivateKey(K.ed.priv); const s = c.sign(null, B.from(msg), k);
    return [s.toString("hex"), c.verify(null, B.from(msg), K.ed.pub, s), c.verify(undefined, B.from(msg + "!"), K.ed.pub, s),
      c.verify(null, B.from(msg), c.createPublicKey(K.ed.pub), s.subarray(1))]`,
  verifyRSA: h + `const p = c.createPublicKey(K.rsa.pub); const s = c.sign("sha256", B.from(msg), K.rsa.priv);
    return [c.verify("sha256", B.from(msg), p, s), c.verify("sha256", B.from(msg + "."), p, s), c.verify("sha512", B.from(msg), p, s),
      c.createVerify("RSA-SHA256").update(msg).verify(K.rsa.pub, s), c.createVerify("sha256").update(msg).verify(p, s.toString("base64"), "base64"),
      c.verify("sha256", B.from(msg), K.rsa.priv, s), c.verify("sha256", B.from(msg), p, B.alloc(3))]`,
  verifyNodeMade: h + `const pss = c.constants.RSA_PKCS1_PSS_PADDING; const m = B.from(msg);
    return [c.verify("sha256", m, { key: K.rsa.pub, padding: pss, saltLength: 32 }, B.from(N.pss, "base64")),
      c.verify("sha256", m, { key: K.rsa.pub, padding: pss, saltLength: c.constants.RSA_PSS_SALTLEN_DIGEST }, B.from(N.pss, "base64")),
      c.verify("sha256", m, { key: K.rsa.pub, padding: pss }, B.from(N.pss, "base64")),
      c.verify("sha256", m, { key: K.rsa.pub, padding: pss }, B.from(N.pssMax, "base64")),
      c.verify("sha256", m, { key: K.rsa.pub, padding: pss, saltLength: 32 }, B.from(N.pssMax, "base64")),
      c.verify("sha256", m, { key: K.rsa.pub }, B.from(N.pss, "base64")),
      c.verify("sha256", m, K.p256.pub, B.from(N.ecdsaDer, "base64")), c.verify("sha256", B.from(msg + "x"), K.p256.pub, B.from(N.ecdsaDer, "base64")),
      c.verify("sha384", m, { key: K.p384.pub, dsaEncoding: "ieee-p1363" }, B.from(N.ecdsaP1363, "base64")),
      c.verify("sha384", m, K.p384.pub, B.from(N.ecdsaP1363, "base64")),
      c.createVerify("sha512").update(msg).verify(K.p521.pub, N.ecdsaP521, "base64")]`,
  signRoundTrips: h + `const m = B.from(msg); const pss = c.constants.RSA_PKCS1_PSS_PADDING;
    const s1 = c.sign("sha256", m, { key: K.rsa.priv, padding: pss, saltLength: c.constants.RSA_PSS_SALTLEN_DIGEST });
    const s2 = c.sign("sha256", m, { key: K.rsa.priv, padding: pss });
    const e1 = c.sign("sha256", m, { key: K.p256.priv, dsaEncoding: "ieee-p1363" }); const e2 = c.sign("sha384", m, K.p384.priv);
    return [s1.length, c.verify("sha256", m, { key: K.rsa.pub, padding: pss, saltLength: 32 }, s1), c.verify("sha256", m, { key: K.rsa.pub, padding: pss, saltLength: 222 }, s2),
      c.verify("sha256", m, { key: K.rsa.pub, padding: pss, saltLength: 32 }, s2), e1.length, c.verify("sha256", m, { key: K.p256.pub, dsaEncoding: "ieee-p1363" }, e1),
      c.verify("sha256", m, K.p256.pub, e1), e2[0], c.verify("sha384", m, K.p384.pub, e2)]`,
  signErrors: h + `const m = B.from(msg);
    return [err(() => c.sign("sha256", m, K.x.priv)), err(() => c.sign("sha256", m, K.ed.priv)), err(() => c.sign("sha256", m, K.rsa.pub)),
      err(() => c.createSign("nope")), err(() => c.sign("sha256", m, { key: K.p256.priv, dsaEncoding: "x" })), err(() => c.sign(1, m, K.rsa.priv)),
      err(() => c.sign("sha256", m, c.createPublicKey(K.rsa.pub)))]`,
  // ---- RSA encryption
  rsaEncrypt: h + `const m = B.from(msg); const pub = c.createPublicKey(K.rsa.pub), priv = c.createPrivateKey(K.rsa.priv);
    const label = { key: K.rsa.priv, oaepHash: "sha256", oaepLabel: B.from("label") };
    return [c.privateDecrypt(priv, B.from(N.oaep, "base64")).toString(), c.privateDecrypt(label, B.from(N.oaep256, "base64")).toString(),
      c.privateDecrypt(priv, c.publicEncrypt(pub, m)).toString(), c.privateDecrypt(K.rsa.priv, c.publicEncrypt(K.rsa.priv, m)).toString(),
      c.publicEncrypt(pub, m).length, c.privateEncrypt(priv, m).toString("base64"), c.publicDecrypt(pub, c.privateEncrypt(priv, m)).toString(),
      c.privateDecrypt({ ...label }, c.publicEncrypt({ key: K.rsa.pub, oaepHash: "sha256", oaepLabel: B.from("label") }, m)).toString()]`,
  rsaEncryptErrors: h + `const pub = c.createPublicKey(K.rsa.pub), priv = c.createPrivateKey(K.rsa.priv);
    return [err(() => c.publicEncrypt(pub, B.alloc(300))), err(() => c.privateDecrypt(priv, B.alloc(256, 1))),
      err(() => c.privateDecrypt({ key: priv, padding: c.constants.RSA_PKCS1_PADDING }, c.publicEncrypt({ key: pub, padding: c.constants.RSA_PKCS1_PADDING }, B.from("x")))),
      err(() => c.publicEncrypt(c.createPublicKey(K.ed.pub), B.from("x")))]`,
  // ---- key agreement
  diffieHellman: h + `const x = c.diffieHellman({ privateKey: c.createPrivateKey(K.x.priv), publicKey: c.createPublicKey(K.x2.pub) });
    const y = c.diffieHellman({ privateKey: c.createPrivateKey(K.x2.priv), publicKey: c.createPublicKey(K.x.pub) });
    const e = c.diffieHellman({ privateKey: c.createPrivateKey(K.p256.priv), publicKey: c.createPublicKey(K.p256b.pub) });
    return [x.toString("hex"), x.equals(y), e.toString("hex"), err(() => c.diffieHellman({ privateKey: c.createPrivateKey(K.x.priv), publicKey: c.createPublicKey(K.p256.pub) }))[0],
      err(() => c.diffieHellman({ privateKey: K.x.priv, publicKey: K.x2.pub }))[1]]`,
  ecdh: h + `const a = c.createECDH("prime256v1"); a.setPrivateKey(B.from("1".repeat(64), "hex"));
    const b = c.createECDH("prime256v1"); b.setPrivateKey("0202020202020202020202020202020202020202020202020202020202020202", "hex");
    const pa = a.getPublicKey(), pb = b.getPublicKey("hex", "compressed");
    return [pa.toString("hex"), pb, a.getPublicKey("base64", "hybrid"), a.computeSecret(pb, "hex", "hex"), b.computeSecret(pa).toString("hex"),
      a.getPrivateKey("hex"), c.ECDH.convertKey(pb, "prime256v1", "hex", "hex", "uncompressed"), c.getCurves().includes("prime256v1"),
      err(() => c.createECDH("nope")), err(() => a.computeSecret(B.from("04" + "00".repeat(64), "hex")))]`,
  ecdhCurves: h + `return ["secp384r1", "secp521r1"].map((n) => { const a = c.createECDH(n), b = c.createECDH(n); a.generateKeys(); b.generateKeys();
    return [n, a.computeSecret(b.getPublicKey()).equals(b.computeSecret(a.getPublicKey("buffer", "compressed"))), a.getPublicKey().length, a.getPublicKey(null, "compressed").length] })`,
  // ---- RSA-PSS, DSA and DH keys
  rsaPSSKeys: h + `const m = B.from(msg); return ["pssK", "pssFree", "pssSha1", "pssMGF"].map((n) => { const k = c.createPrivateKey(N[n].priv), p = c.createPublicKey(N[n].pub);
    return [n, k.asymmetricKeyType, k.asymmetricKeyDetails, p.asymmetricKeyDetails, k.export({ type: "pkcs8", format: "pem" }) === N[n].priv,
      p.export({ type: "spki", format: "pem" }) === N[n].pub, c.createPublicKey(k).equals(p), sha(k.export({ type: "pkcs8", format: "der" })),
      c.createPrivateKey({ key: k.export({ type: "pkcs8", format: "der" }), format: "der", type: "pkcs8" }).equals(k),
      err(() => k.export({ format: "jwk" })), err(() => k.export({ type: "pkcs1", format: "pem" })), err(() => c.publicEncrypt(p, m))] })`,
  rsaPSSSign: h + `const m = B.from(msg); const k = c.createPrivateKey(N.pssK.priv), p = c.createPublicKey(N.pssK.pub); const s = c.sign("sha256", m, k);
    const free = c.createPrivateKey(N.pssFree.priv), fs = c.sign("sha512", m, free), fn = c.sign(null, m, free);
    return [s.length, c.verify("sha256", m, p, s), c.verify(null, m, p, s), c.verify("sha256", m, p, B.from(N.pssSig, "base64")), c.verify("sha256", B.from("x"), p, s),
      c.verify("sha384", m, N.pssFree.pub, B.from(N.pssFreeSig, "base64")), c.verify("sha512", m, N.pssFree.pub, fs), c.verify("sha256", m, N.pssFree.pub, fn),
      c.verify("sha512", m, N.pssMGF.pub, B.from(N.pssMGFSig, "base64")), c.verify("sha512", B.from("y"), N.pssMGF.pub, B.from(N.pssMGFSig, "base64")),
      c.verify("sha256", m, { key: p, saltLength: 20 }, c.sign("sha256", m, { key: k, saltLength: 20 })), c.verify("sha256", m, p, c.sign("sha256", m, { key: k, saltLength: 20 })),
      c.createVerify("sha256").update(msg).verify(p, c.createSign("sha256").update(msg).sign(k)),
      err(() => c.sign("sha512", m, k)), err(() => c.sign("sha256", m, { key: k, saltLength: 8 })), err(() => c.sign("sha256", m, { key: k, padding: c.constants.RSA_PKCS1_PADDING })),
      err(() => c.verify("sha512", m, p, s))]`,
  rsaPSSGenerate: h + `const d = (o) => { try { return c.generateKeyPairSync("rsa-pss", { modulusLength: 1024, ...o }).privateKey.asymmetricKeyDetails } catch (e) { return [e.name, e.code, e.message] } };
    const g = c.generateKeyPairSync("rsa-pss", { modulusLength: 1024, hashAlgorithm: "sha384", saltLength: 10 }); const m = B.from(msg);
    return [d({}), d({ hashAlgorithm: "sha256" }), d({ hashAlgorithm: "sha512", mgf1HashAlgorithm: "sha1" }), d({ saltLength: 32 }), d({ hashAlgorithm: "sha256", saltLength: 0 }),
      d({ hashAlgorithm: "nope" }), d({ mgf1HashAlgorithm: "nope" }), d({ saltLength: -1 }), d({ hashAlgorithm: 1 }), d({ modulusLength: "x" }), d({ publicExponent: 3 }),
      g.publicKey.asymmetricKeyType, c.verify("sha384", m, g.publicKey, c.sign("sha384", m, g.privateKey)), g.privateKey.export({ type: "pkcs8", format: "pem" }).split("\\n")[0]]`,
  dsaKeys: h + `const m = B.from(msg); const k = c.createPrivateKey(N.dsa.priv), p = c.createPublicKey(N.dsa.pub);
    const s = c.sign("sha256", m, k), q = c.sign("sha512", m, { key: k, dsaEncoding: "ieee-p1363" });
    return [k.asymmetricKeyType, k.asymmetricKeyDetails, p.asymmetricKeyDetails, k.export({ type: "pkcs8", format: "pem" }) === N.dsa.priv, p.export({ type: "spki", format: "pem" }) === N.dsa.pub,
      c.createPublicKey(k).equals(p), c.verify("sha256", m, p, B.from(N.dsaSig, "base64")), c.verify("sha1", m, { key: p, dsaEncoding: "ieee-p1363" }, B.from(N.dsaP1363, "base64")),
      c.verify("sha256", B.from("z"), p, B.from(N.dsaSig, "base64")), c.verify("sha256", m, p, s), q.length, c.verify("sha512", m, { key: N.dsa.pub, dsaEncoding: "ieee-p1363" }, q),
      c.verify(null, m, p, c.sign(null, m, k)), c.createVerify("sha1").update(msg).verify(p, c.createSign("sha1").update(msg).sign(k)),
      err(() => k.export({ format: "jwk" })), err(() => c.publicEncrypt(p, m)), c.createPrivateKey({ key: k.export({ type: "pkcs8", format: "der" }), format: "der", type: "pkcs8" }).equals(k)]`,
  dsaTraditional: h + `const k = c.createPrivateKey(N.dsaTraditional), m = B.from(msg);
    return [k.asymmetricKeyDetails, sha(k.export({ type: "pkcs8", format: "der" })), sha(c.createPublicKey(N.dsaTraditional).export({ type: "spki", format: "der" })),
      c.verify("sha256", m, c.createPublicKey(k), c.sign("sha256", m, k)), err(() => c.ECDH.convertKey()), err(() => c.ECDH.convertKey("00", 1)),
      c.privateDecrypt(K.rsa.priv, c.publicEncrypt({ key: B.from(K.rsa.pub).toString("hex"), encoding: "hex" }, B.from("walrus").toString("hex"))).toString()]`,
  dsaGenerate: h + `const d = (o) => { try { const k = c.generateKeyPairSync("dsa", o); return [k.privateKey.asymmetricKeyDetails, c.verify("sha256", B.from(msg), k.publicKey, c.sign("sha256", B.from(msg), k.privateKey))] } catch (e) { return [e.name, e.code, e.message] } };
    return [d({ modulusLength: 1024 }), d({ modulusLength: 1024, divisorLength: 160 }), d({}), d({ modulusLength: 1024, divisorLength: -1 }), d({ modulusLength: 1024, divisorLength: "x" })]`,
  dhKeys: h + `const a = c.createPrivateKey(N.dhA.priv), b = c.createPrivateKey(N.dhB.priv), pa = c.createPublicKey(N.dhA.pub), pb = c.createPublicKey(N.dhB.pub);
    const g = c.generateKeyPairSync("dh", { group: "modp5" }), x = c.generateKeyPairSync("dh", { prime: c.getDiffieHellman("modp2").getPrime(), generator: 5 });
    return [a.asymmetricKeyType, a.asymmetricKeyDetails, pa.asymmetricKeyDetails, a.export({ type: "pkcs8", format: "pem" }) === N.dhA.priv, pa.export({ type: "spki", format: "pem" }) === N.dhA.pub,
      c.createPublicKey(a).equals(pa), c.diffieHellman({ privateKey: a, publicKey: pb }).toString("hex"), c.diffieHellman({ privateKey: b, publicKey: pa }).toString("hex"),
      c.diffieHellman({ privateKey: g.privateKey, publicKey: pa }).equals(c.diffieHellman({ privateKey: a, publicKey: g.publicKey })),
      c.diffieHellman({ privateKey: x.privateKey, publicKey: c.createPublicKey(N.dh2.pub) }).length, err(() => c.diffieHellman({ privateKey: a, publicKey: c.createPublicKey(N.dh2.pub) })),
      err(() => a.export({ format: "jwk" })), err(() => c.sign("sha256", B.from(msg), a)), g.publicKey.export({ type: "spki", format: "pem" }).split("\\n")[0],
      err(() => c.generateKeyPairSync("dh", {})), err(() => c.generateKeyPairSync("dh", { group: "modp5", prime: B.alloc(3) })), err(() => c.generateKeyPairSync("dh", { group: "nope" })),
      err(() => c.generateKeyPairSync("dh", { primeLength: 256 })), err(() => c.generateKeyPairSync("dh", { prime: B.from([23]), generator: 1 }))]`,
  dhObjects: h + `const names = ["modp1", "modp2", "modp5", "modp14", "modp15", "modp16", "modp17", "modp18"];
    const groups = names.map((n) => { const g = c.getDiffieHellman(n); return [n, g.getPrime().length, sha(g.getPrime()), g.getGenerator("hex"), g.verifyError, typeof g.setPublicKey, g instanceof c.DiffieHellmanGroup] });
    const a = c.createDiffieHellmanGroup("modp14"), b = c.createDiffieHellman(a.getPrime(), a.getGenerator());
    const p = c.createDiffieHellman(c.getDiffieHellman("modp5").getPrime("hex"), "hex", 2); p.setPrivateKey("0123456789abcdef", "hex");
    const q = c.createDiffieHellman(c.getDiffieHellman("modp5").getPrime(), B.from([2])); q.setPrivateKey(B.from("fedcba9876543210", "hex"));
    const pp = p.generateKeys("base64"), qp = q.generateKeys();
    return [groups, Object.keys(a), b.verifyError, b instanceof c.DiffieHellman, p.getPrivateKey("hex"), pp, qp.toString("hex").slice(0, 40), p.computeSecret(qp, null, "hex"), q.computeSecret(pp, "base64").toString("hex"),
      p.getPublicKey("hex") === B.from(pp, "base64").toString("hex"), err(() => c.createDiffieHellman(a.getPrime()).getPublicKey()), err(() => c.createDiffieHellman(a.getPrime()).getPrivateKey()),
      err(() => p.computeSecret(B.from([1]))), err(() => p.computeSecret(p.getPrime())), err(() => c.createDiffieHellman(a.getPrime()).computeSecret(B.from([7]))),
      p.computeSecret(B.alloc(300, 255)).length, err(() => c.getDiffieHellman("modp3")), err(() => c.createDiffieHellman(13.37)), err(() => c.createDiffieHellman("abcdef", 13.37)),
      err(() => c.createDiffieHellman(256)), err(() => c.createDiffieHellman(20000)), err(() => c.createDiffieHellman("abcdef", 1)), err(() => c.createDiffieHellman("abcdef", B.from([0]))),
      err(() => c.createDiffieHellman([1, 2])), err(() => c.createDiffieHellman("", "base64", {})), err(() => c.createDiffieHellman("abcdef").generateKeys()),
      [B.from([23]), B.from([21]), B.from([11]), B.from("abcdef")].map((x) => c.createDiffieHellman(x, 2).verifyError), c.createDiffieHellman(B.from([23]), 24).verifyError,
      c.constants.DH_NOT_SUITABLE_GENERATOR, c.DiffieHellman.name, Object.getOwnPropertyNames(c.DiffieHellmanGroup.prototype)]`,
  dhGeneratePrime: h + `const a = c.createDiffieHellman(512), b = c.createDiffieHellman(a.getPrime(), a.getGenerator()), d = c.createDiffieHellman(512, 5);
    a.generateKeys(); b.generateKeys();
    return [a.verifyError, a.getPrime().length, a.getGenerator("hex"), b.verifyError, a.computeSecret(b.getPublicKey()).equals(b.computeSecret(a.getPublicKey())), d.verifyError, d.getGenerator("hex"),
      BigInt("0x" + a.getPrime("hex")) % 24n, BigInt("0x" + d.getPrime("hex")) % 60n, a.getPrivateKey().length >= 62]`,
  // ---- errors of bad input: Node's name, code, message, and OpenSSL's library and reason
  errorFields: h + `const f = (fn) => { try { fn(); return "no error" } catch (e) { return [e.name, e.code, e.message, e.library, e.reason] } };
    const m = B.from(msg), k16 = B.alloc(16, 1), iv = B.alloc(16, 2);
    const enc = c.createCipheriv("aes-128-cbc", k16, iv); const ct = B.concat([enc.update(m), enc.final()]);
    const g = c.createCipheriv("aes-128-gcm", k16, iv.subarray(0, 12)); const gct = B.concat([g.update(m), g.final()]);
    const pem = (t, body) => "-----BEGIN " + t + "-----\\n" + body + "\\n-----END " + t + "-----\\n";
    return [
      f(() => { const d = c.createDecipheriv("aes-128-cbc", B.alloc(16, 9), iv); d.update(ct); d.final() }),
      f(() => { const d = c.createDecipheriv("aes-128-cbc", k16, iv); d.update(ct.subarray(0, 20)); d.final() }),
      f(() => { const e = c.createCipheriv("aes-128-cbc", k16, iv); e.setAutoPadding(false); e.update(B.alloc(5)); e.final() }),
      f(() => c.createCipheriv("aes-128-nope", k16, iv)), f(() => c.createCipheriv("aes-128-cbc", k16, iv.subarray(0, 8))), f(() => c.createCipheriv("aes-128-cbc", B.alloc(5), iv)),
      f(() => { const d = c.createDecipheriv("aes-128-gcm", k16, iv.subarray(0, 12)); d.setAuthTag(B.alloc(16)); d.update(gct); d.final() }),
      f(() => c.createSign("nope")), f(() => c.sign("sha256", m, K.x.priv)), f(() => c.sign("sha256", m, K.ed.priv)),
      f(() => c.createPrivateKey("garbage")), f(() => c.createPrivateKey(pem("PRIVATE KEY", "AAAA"))), f(() => c.createPublicKey(pem("PUBLIC KEY", "MAMCAQA="))),
      f(() => c.createPublicKey({ key: B.from("3003020100", "hex"), format: "der", type: "spki" })), f(() => c.createPrivateKey({ key: B.from("3003020100", "hex"), format: "der", type: "pkcs1" })),
      f(() => c.createECDH("nope")), f(() => c.ECDH.convertKey(B.alloc(65, 4), "nope")), f(() => c.ECDH.convertKey(B.alloc(65, 4), "prime256v1")),
      f(() => c.publicEncrypt(K.rsa.pub, B.alloc(300))), f(() => c.privateDecrypt(K.rsa.priv, B.alloc(256, 7))), f(() => c.publicDecrypt(K.rsa.pub, B.alloc(256, 7))),
      f(() => c.generateKeyPairSync("ec", { namedCurve: "nope" })), f(() => c.sign("sha256", m, { key: K.rsa.priv, padding: 7 })), f(() => c.verify("nope", m, K.rsa.pub, B.alloc(256))),
      f(() => c.hkdfSync("nope", "k", "s", "i", 8)), f(() => c.pbkdf2Sync("p", "s", 1, 8, "nope")), f(() => c.createCipheriv("aes-128-gcm", k16, iv.subarray(0, 12), { authTagLength: 7 })),
      f(() => { const e = c.createECDH("prime256v1"); e.generateKeys(); e.computeSecret(B.alloc(65, 4)) }), f(() => c.privateEncrypt(K.rsa.priv, B.alloc(300))),
      f(() => c.createPrivateKey(pem("EC PRIVATE KEY", "AAAA"))), f(() => c.createPrivateKey({ key: B.alloc(10), format: "der", type: "pkcs8" })),
      f(() => c.publicEncrypt({ key: K.rsa.pub, padding: 7 }, m)), f(() => c.privateEncrypt({ key: K.rsa.priv, padding: 4 }, m)), f(() => c.publicEncrypt({ key: K.rsa.pub, padding: 3 }, m)),
      f(() => c.publicDecrypt(K.rsa.pub, c.privateEncrypt({ key: K.rsa.priv, padding: 3 }, B.concat([B.from([0, 1, 255, 255, 7]), B.alloc(251, 9)])))),
      f(() => c.publicDecrypt(K.rsa.pub, c.privateEncrypt({ key: K.rsa.priv, padding: 3 }, B.concat([B.from([0, 1]), B.alloc(254, 255)])))),
      f(() => c.publicDecrypt(K.rsa.pub, c.privateEncrypt({ key: K.rsa.priv, padding: 3 }, B.concat([B.from([0, 1, 255, 0]), B.alloc(252, 9)])))),
      f(() => c.createSign("sha256").update("x").sign(K.x.priv)), f(() => c.privateDecrypt({ key: K.rsa.priv, oaepHash: "nope" }, B.alloc(256))),
    ]`,
  // ---- key generation
  generateKeyPair: h + `const r = c.generateKeyPairSync("rsa", { modulusLength: 1024 }); const e = c.generateKeyPairSync("ec", { namedCurve: "P-384" });
    const d = c.generateKeyPairSync("ed25519", { publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "der" } });
    const x = c.generateKeyPairSync("x25519"); const s = c.sign("sha256", B.from(msg), r.privateKey);
    const cb = await new Promise((res, rej) => c.generateKeyPair("ec", { namedCurve: "prime256v1" }, (er, pub, priv) => er ? rej(er) : res([pub.type, priv.type, priv.asymmetricKeyDetails])));
    return [r.privateKey.asymmetricKeyDetails, r.publicKey.asymmetricKeyType, c.verify("sha256", B.from(msg), r.publicKey, s), e.publicKey.asymmetricKeyDetails,
      d.publicKey.split("\\n")[0], B.isBuffer(d.privateKey), x.privateKey.asymmetricKeyType, cb,
      c.generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 3 }).publicKey.asymmetricKeyDetails]`,
  generateKeyPairErrors: h + `return [err(() => c.generateKeyPairSync("nope")), err(() => c.generateKeyPairSync("rsa", {})), err(() => c.generateKeyPairSync("ec", {})),
    err(() => c.generateKeyPairSync(1))]`,
  // ---- key derivation
  scrypt: h + `return [c.scryptSync("password", "NaCl", 64, { N: 1024, r: 8, p: 16 }).toString("hex"), c.scryptSync("pw", "salt", 32).toString("hex"),
    c.scryptSync("pw", B.from("salt"), 16, { cost: 256, blockSize: 4, parallelization: 2 }).toString("hex"),
    await new Promise((res, rej) => c.scrypt("pw", "salt", 16, { N: 512 }, (e, k) => e ? rej(e) : res(k.toString("hex")))),
    await new Promise((res, rej) => c.scrypt("pw", "salt", 16, (e, k) => e ? rej(e) : res(k.toString("hex")))),
    err(() => c.scryptSync("p", "s", 64, { N: 2 ** 20 })), err(() => c.scryptSync("p", "s", 64, { N: 3 })), err(() => c.scryptSync("p", "s", 64, { N: 16, cost: 16 }))]`,
  pbkdf2More: h + `return [c.pbkdf2Sync("pw", "salt", 1, 20, "sha1").toString("hex"), c.pbkdf2Sync(B.from("pw"), B.from("salt"), 4096, 64, "sha512").toString("base64"),
    c.pbkdf2Sync("pw", "salt", 3, 0, "sha256").length, c.pbkdf2Sync("pw", "salt", 2, 100, "sha3-256").toString("hex"),
    await new Promise((res, rej) => c.pbkdf2("pw", "salt", 1000, 16, "sha256", (e, k) => e ? rej(e) : res(k.toString("hex")))),
    err(() => c.pbkdf2Sync("p", "s", 0, 10, "sha256")), err(() => c.pbkdf2Sync("p", "s", 1, 10, "nope")), err(() => c.pbkdf2Sync("p", "s", 1, 10)),
    err(() => c.pbkdf2Sync("p", "s", 1, -1, "sha256"))]`,
  hkdfMore: h + `return [B.from(c.hkdfSync("sha512", "ikm", "salt", "info", 100)).toString("hex"), c.hkdfSync("sha256", "k", "", "", 255 * 32).byteLength,
    B.from(c.hkdfSync("sha256", c.createSecretKey(B.from("ikm")), B.alloc(0), "info", 8)).toString("hex"), err(() => c.hkdfSync("sha256", "k", "s", "i", 255 * 32 + 1)),
    err(() => c.hkdfSync("nope", "k", "s", "i", 10)), await new Promise((res) => c.hkdf("sha256", "k", "s", "i", 16, (e, k) => res([e, B.from(k).toString("hex")])))]`,
  // ---- hashes Node lists
  hashesMore: h + `const d = (a, o) => c.createHash(a, o).update(msg).digest("hex");
    return [d("shake128"), d("shake256"), d("shake256", { outputLength: 8 }), d("blake2b512"), d("blake2s256"), d("sha512-224"), d("RSA-SHA256"),
      d("sha3-384"), d("sha256WithRSAEncryption"), d("ssl3-md5"), c.createHmac("sha3-256", "k").update(msg).digest("hex"), c.createHmac("blake2b512", "k").update(msg).digest("hex").slice(0, 32),
      ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3-256", "shake256", "blake2b512", "RSA-SHA256"].every((n) => c.getHashes().includes(n)),
      err(() => c.createHash("sha256", { outputLength: 8 }))]`,
};

// Ciphers: fixed keys, IVs and messages.
const ch = `const c = mods.crypto; const B = Buffer; const key = (n) => B.from(Array.from({ length: n }, (_, i) => (i * 7 + 3) & 255));
  const iv = (n) => B.from(Array.from({ length: n }, (_, i) => (i * 13 + 1) & 255)); const text = (n) => B.from(Array.from({ length: n }, (_, i) => (i * 31 + 5) & 255));
  const err = (f) => { try { f(); return "no error" } catch (e) { return [e.name, e.code, e.message] } };
  const enc = (alg, k, v, data, o) => { const x = c.createCipheriv(alg, k, v, o); return B.concat([x.update(data), x.final()]) };
  const dec = (alg, k, v, data, o) => { const x = c.createDecipheriv(alg, k, v, o); return B.concat([x.update(data), x.final()]) };`;

export const cipherSnippets = {
  aesCBC: ch + `return [0, 1, 15, 16, 17, 33].map((n) => { const e = enc("aes-128-cbc", key(16), iv(16), text(n)); return [n, e.toString("hex"), dec("aes-128-cbc", key(16), iv(16), e).equals(text(n))] })`,
  aesCBCSizes: ch + `return ["aes-192-cbc", "aes-256-cbc", "aes128", "aes256"].map((a) => enc(a, key(a.includes("192") ? 24 : a.includes("128") ? 16 : 32), iv(16), text(40)).toString("base64"))`,
  aesCBCPartial: ch + `const x = c.createCipheriv("aes-256-cbc", key(32), iv(16)); const parts = [x.update(text(5)), x.update(text(20)), x.update(text(11)), x.update(text(0)), x.final()];
    const all = B.concat(parts); const d = c.createDecipheriv("aes-256-cbc", key(32), iv(16)); const dp = [d.update(all.subarray(0, 16)), d.update(all.subarray(16, 40)), d.update(all.subarray(40)), d.final()];
    return [parts.map((p) => p.length), all.toString("hex"), dp.map((p) => p.length), B.concat(dp).toString("hex")]`,
  aesCBCNoPadding: ch + `const x = c.createCipheriv("aes-128-cbc", key(16), iv(16)).setAutoPadding(false); const e = B.concat([x.update(text(32)), x.final()]);
    const d = c.createDecipheriv("aes-128-cbc", key(16), iv(16)); d.setAutoPadding(false); const p = [d.update(e), d.final()];
    const y = c.createCipheriv("aes-128-cbc", key(16), iv(16)); y.setAutoPadding(false); y.update(text(5));
    return [e.toString("hex"), p.map((b) => b.length), B.concat(p).equals(text(32)), err(() => y.final())]`,
  aesCBCErrors: ch + `const e = enc("aes-128-cbc", key(16), iv(16), text(20)); const wrong = B.from(key(16)); wrong[0] ^= 1;
    const short = c.createDecipheriv("aes-128-cbc", key(16), iv(16)); short.update(e.subarray(0, 20));
    return [err(() => dec("aes-128-cbc", wrong, iv(16), e)), err(() => short.final()), err(() => c.createCipheriv("aes-128-cbc", key(15), iv(16))),
      err(() => c.createCipheriv("aes-128-cbc", key(16), iv(15))), err(() => c.createCipheriv("aes-128-xyz", key(16), iv(16))), err(() => c.createCipheriv(1, key(16), iv(16))),
      err(() => dec("aes-128-cbc", key(16), iv(16), B.alloc(0))), err(() => { const x = c.createCipheriv("aes-128-cbc", key(16), iv(16)); x.final(); x.update("a") })]`,
  aesECB: ch + `const e = enc("aes-128-ecb", key(16), null, text(40)); return [e.toString("hex"), dec("aes-128-ecb", key(16), null, e).equals(text(40)),
    enc("aes-256-ecb", key(32), B.alloc(0), text(16)).toString("hex"), err(() => c.createCipheriv("aes-128-ecb", key(16), iv(16)))]`,
  aesCTR: ch + `const x = c.createCipheriv("aes-128-ctr", key(16), iv(16)); const parts = [x.update(text(5)), x.update(text(27)), x.update(text(100)), x.final()];
    const one = enc("aes-128-ctr", key(16), iv(16), B.concat([text(5), text(27), text(100)]));
    const top = enc("aes-256-ctr", key(32), B.from("ffffffffffffffffffffffffffffffff", "hex"), text(48)); const mid = enc("aes-192-ctr", key(24), B.from("0000000000000000fffffffffffffffe", "hex"), text(64));
    return [parts.map((p) => p.length), B.concat(parts).equals(one), one.toString("hex"), top.toString("hex"), mid.toString("hex"), dec("aes-128-ctr", key(16), iv(16), one).toString("hex") === B.concat([text(5), text(27), text(100)]).toString("hex")]`,
  aesGCM: ch + `const x = c.createCipheriv("aes-256-gcm", key(32), iv(12)); x.setAAD(B.from("header")); const ct = B.concat([x.update(text(50)), x.final()]); const tag = x.getAuthTag();
    const y = c.createCipheriv("aes-256-gcm", key(32), iv(12)); y.setAAD(B.from("header")); const parts = [y.update(text(50).subarray(0, 7)), y.update(text(50).subarray(7, 40)), y.update(text(50).subarray(40)), y.final()];
    const d = c.createDecipheriv("aes-256-gcm", key(32), iv(12)); d.setAAD(B.from("header")); d.setAuthTag(tag); const pt = B.concat([d.update(ct), d.final()]);
    const d2 = c.createDecipheriv("aes-256-gcm", key(32), iv(12)); d2.setAAD(B.from("header")); const p2 = [d2.update(ct.subarray(0, 13)), d2.update(ct.subarray(13))]; d2.setAuthTag(tag); d2.final();
    return [ct.toString("hex"), tag.toString("hex"), parts.map((p) => p.length), B.concat(parts).equals(ct), y.getAuthTag().equals(tag), pt.equals(text(50)), B.concat(p2).equals(text(50))]`,
  aesGCMForms: ch + `const t = (alg, k, v, data, o, aad) => { const x = c.createCipheriv(alg, k, v, o); if (aad) x.setAAD(aad); const e = B.concat([x.update(data), x.final()]); return [e.toString("hex"), x.getAuthTag().toString("hex")] };
    return [t("aes-128-gcm", key(16), iv(12), text(0)), t("aes-128-gcm", key(16), iv(16), text(33)), t("aes-192-gcm", key(24), iv(1), text(17)), t("aes-128-gcm", key(16), iv(60), text(5), undefined, B.from("a")),
      t("aes-256-gcm", key(32), iv(12), text(20), { authTagLength: 12 }), t("id-aes128-GCM", key(16), iv(12), text(3))]`,
  aesGCMErrors: ch + `const x = c.createCipheriv("aes-128-gcm", key(16), iv(12)); const ct = B.concat([x.update(text(20)), x.final()]); const tag = x.getAuthTag();
    const bad = B.from(tag); bad[0] ^= 1; const d = c.createDecipheriv("aes-128-gcm", key(16), iv(12)); d.setAuthTag(bad); const out = d.update(ct);
    const d2 = c.createDecipheriv("aes-128-gcm", key(16), iv(12)); d2.update(ct);
    const d3 = c.createDecipheriv("aes-128-gcm", key(16), iv(12)); d3.setAuthTag(tag); d3.update(ct.subarray(0, 10)); d3.update(B.from(ct.subarray(10)).fill(0));
    return [out.equals(text(20)), err(() => d.final()), err(() => d2.final()), err(() => d3.final()), err(() => c.createCipheriv("aes-128-gcm", key(16), iv(12)).getAuthTag()),
      err(() => c.createDecipheriv("aes-128-gcm", key(16), iv(12)).setAuthTag(B.alloc(3))), err(() => c.createCipheriv("aes-128-gcm", key(16), iv(12), { authTagLength: 7 })),
      err(() => c.createDecipheriv("aes-128-gcm", key(16), iv(12), { authTagLength: 16 }).setAuthTag(B.alloc(12)))]`,
  chacha20Poly1305: ch + `const x = c.createCipheriv("chacha20-poly1305", key(32), iv(12), { authTagLength: 16 }); x.setAAD(B.from("aad")); const ct = B.concat([x.update(text(100)), x.final()]); const tag = x.getAuthTag();
    const y = c.createCipheriv("chacha20-poly1305", key(32), iv(12)); y.setAAD(B.from("aad")); const parts = B.concat([y.update(text(100).subarray(0, 63)), y.update(text(100).subarray(63, 64)), y.update(text(100).subarray(64)), y.final()]);
    const d = c.createDecipheriv("chacha20-poly1305", key(32), iv(12)); d.setAAD(B.from("aad")); d.setAuthTag(tag); const pt = B.concat([d.update(ct), d.final()]);
    const bad = c.createDecipheriv("chacha20-poly1305", key(32), iv(12)); bad.setAuthTag(tag); bad.update(ct);
    return [ct.toString("hex"), tag.toString("hex"), parts.equals(ct), y.getAuthTag().equals(tag), pt.equals(text(100)), err(() => bad.final()), err(() => c.createCipheriv("chacha20-poly1305", key(32), iv(8)))]`,
  keyWrap: ch + `const kek = B.from("000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F", "hex"), data = B.from("00112233445566778899AABBCCDDEEFF000102030405060708090A0B0C0D0E0F", "hex");
    const A6 = B.from("A6A6A6A6A6A6A6A6", "hex"), P = B.from("A65959A6", "hex");
    const w = (alg, k, v, d) => { const x = c.createCipheriv(alg, k, v); return [x.update(d).toString("hex"), x.final().length] };
    const u = (alg, k, v, d) => { const x = c.createDecipheriv(alg, k, v); return [x.update(d).toString("hex"), x.final().length] };
    const pk = B.from("5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8", "hex");
    const twice = c.createCipheriv("id-aes128-wrap", kek.subarray(0, 16), A6);
    return [w("id-aes128-wrap", kek.subarray(0, 16), A6, data.subarray(0, 16)), w("id-aes192-wrap", kek.subarray(0, 24), A6, data.subarray(0, 24)), w("id-aes256-wrap", kek, A6, data),
      w("aes256-wrap", kek, A6, data.subarray(0, 16)), w("aes128-wrap", kek.subarray(0, 16), B.alloc(8, 1), data.subarray(0, 16)),
      w("id-aes192-wrap-pad", pk, P, B.from("c37b7e6492584340bed12207808941155068f738", "hex")), w("id-aes192-wrap-pad", pk, P, B.from("466f7250617369", "hex")), w("id-aes128-wrap-pad", kek.subarray(0, 16), B.alloc(4), B.from("hello")),
      u("id-aes128-wrap", kek.subarray(0, 16), A6, B.from("1FA68B0A8112B447AEF34BD8FB5A7B829D3E862371D2CFE5", "hex")), u("id-aes192-wrap-pad", pk, P, B.from("afbeb0f07dfbf5419200f2ccb50bb24f", "hex")),
      [twice.update(data.subarray(0, 16)).toString("hex"), twice.update(data.subarray(0, 16)).toString("hex"), twice.update(B.alloc(0)).length],
      err(() => c.createCipheriv("id-aes128-wrap", kek.subarray(0, 16), null)), err(() => c.createCipheriv("id-aes128-wrap", kek.subarray(0, 16), B.alloc(4))),
      err(() => c.createCipheriv("id-aes128-wrap-pad", kek.subarray(0, 16), B.alloc(8))), err(() => c.createCipheriv("id-aes256-wrap", kek.subarray(0, 16), A6)),
      err(() => c.createCipheriv("id-aes128-wrap", kek.subarray(0, 16), A6).update("hello")), err(() => c.createCipheriv("id-aes128-wrap", kek.subarray(0, 16), A6).update(B.alloc(8))),
      err(() => c.createDecipheriv("id-aes128-wrap", kek.subarray(0, 16), A6).update(B.alloc(24))), err(() => c.createDecipheriv("id-aes128-wrap-pad", kek.subarray(0, 16), B.alloc(4)).update(B.alloc(20))),
      c.getCiphers().filter((n) => n.includes("wrap") && !/des/i.test(n)), c.createCipheriv("id-aes128-wrap", kek.subarray(0, 16), A6).update("0123456789abcdef", "utf8", "base64")]`,
  cipherEncodings: ch + `const x = c.createCipheriv("aes-128-cbc", key(16), iv(16)); const hex = x.update("héllo wörld, €uro ☃ snow", "utf8", "hex") + x.final("hex");
    const y = c.createCipheriv("aes-128-cbc", key(16), iv(16)); const b64 = y.update("héllo wörld, €uro ☃ snow", "utf8", "base64") + y.final("base64");
    const d = c.createDecipheriv("aes-128-cbc", key(16), iv(16)); let s = ""; for (let i = 0; i < hex.length; i += 6) s += d.update(hex.slice(i, i + 6), "hex", "utf8"); s += d.final("utf8");
    const g = c.createCipheriv("aes-128-gcm", key(16), iv(12)); const gb = g.update("abc", "latin1", "base64") + g.final("base64");
    return [hex, b64, s, gb, c.getCiphers().includes("aes-256-gcm"), c.getCiphers().includes("chacha20-poly1305")]`,
  // ---- Web Crypto's Ed25519 and X25519, and KeyObject.from
  subtleEd25519: `const s = crypto.subtle; const K = input.keys; const c = mods.crypto; const msg = new TextEncoder().encode("the quick brown fox");
    const der = c.createPrivateKey(K.ed.priv).export({ type: "pkcs8", format: "der" }); const pubDer = c.createPublicKey(K.ed.pub).export({ type: "spki", format: "der" });
    const priv = await s.importKey("pkcs8", der, { name: "Ed25519" }, true, ["sign"]); const pub = await s.importKey("spki", pubDer, "Ed25519", true, ["verify"]);
    const sig = Buffer.from(await s.sign("Ed25519", priv, msg)); const raw = Buffer.from(await s.exportKey("raw", pub)); const jwk = await s.exportKey("jwk", priv);
    const fromRaw = await s.importKey("raw", raw, "Ed25519", true, ["verify"]); const fromJwk = await s.importKey("jwk", jwk, "Ed25519", false, ["sign"]);
    const g = await s.generateKey("Ed25519", true, ["sign", "verify"]); const gs = await s.sign("Ed25519", g.privateKey, msg);
    return [sig.toString("hex"), await s.verify("Ed25519", pub, sig, msg), await s.verify("Ed25519", fromRaw, sig, new Uint8Array(3)), raw.toString("hex"), [jwk.kty, jwk.crv, jwk.x, jwk.d],
      Buffer.from(await s.sign("Ed25519", fromJwk, msg)).equals(sig), await s.verify({ name: "Ed25519" }, g.publicKey, gs, msg), g.privateKey.algorithm, pub.type,
      c.KeyObject.from(priv).equals(c.createPrivateKey(K.ed.priv)), c.KeyObject.from(pub).asymmetricKeyType]`,
  subtleX25519: `const s = crypto.subtle; const K = input.keys; const c = mods.crypto;
    const imp = async (n) => [await s.importKey("pkcs8", c.createPrivateKey(K[n].priv).export({ type: "pkcs8", format: "der" }), "X25519", true, ["deriveBits", "deriveKey"]),
      await s.importKey("spki", c.createPublicKey(K[n].pub).export({ type: "spki", format: "der" }), { name: "X25519" }, true, [])];
    const [a, ap] = await imp("x"), [b, bp] = await imp("x2");
    const ab = Buffer.from(await s.deriveBits({ name: "X25519", public: bp }, a, 256)); const ba = Buffer.from(await s.deriveBits({ name: "X25519", public: ap }, b, 128));
    const k = await s.deriveKey({ name: "X25519", public: bp }, a, { name: "AES-GCM", length: 256 }, true, ["encrypt"]);
    const g = await s.generateKey({ name: "X25519" }, true, ["deriveBits"]); const raw = Buffer.from(await s.exportKey("raw", g.publicKey));
    return [ab.toString("hex"), ba.toString("hex"), Buffer.from(await s.exportKey("raw", k)).equals(ab), raw.length, (await s.exportKey("jwk", ap)).x, g.publicKey.usages, g.privateKey.usages]`,
};

// setup lays out dir as the snippets expect it (they need nothing).
export function setup() {}

if (import.meta.url === url.pathToFileURL(process.argv[1]).href) {
  const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  const mods = { crypto: crypto.default ?? crypto };
  const made = nodeMade();
  const expected = {};
  const all = { ...snippets, ...cipherSnippets };
  for (const [name, code] of Object.entries(all)) {
    try {
      const v = await new AsyncFunction("mods", "input", code)(mods, { keys, nodeMade: made });
      expected[name] = JSON.parse(JSON.stringify(v === undefined ? null : v, (k, x) => (typeof x === "bigint" ? "BigInt " + x : x)));
    } catch (e) {
      expected[name] = "THREW " + e;
    }
  }
  console.log(JSON.stringify({ keys, nodeMade: made, snippets, cipherSnippets, expected }, null, 1));
}
