// The HTTP/1.1 response parser of node:http's client, with the rules of
// Node's own (llhttp, strict as Node runs it): what llhttp refuses fails
// with its code and message (HPE_INVALID_CONTENT_LENGTH "Invalid
// character in Content-Length", HPE_CR_EXPECTED, HPE_HEADER_OVERFLOW past
// maxHeaderSize, ...), and what it takes is read as it reads it. A head is
// Latin-1 text, one character per byte, as Node reads it.
//
// execute(bytes) parses what came and returns how many bytes it took, or
// the Error that stopped it; finish() is the end of the stream. It calls:
//   onHeadersComplete(info): 0 reads the body, 1 skips it (HEAD), 2 stops
//     (an upgrade: the rest of the bytes are not HTTP's);
//   onBody(bytes), onTrailers(rawTrailers), onMessageComplete().

// A header name's characters (RFC 9110's tchar).
const tchar = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~") tchar[c.charCodeAt(0)] = 1;
for (let c = 0x30; c <= 0x39; c++) tchar[c] = 1;
for (let c = 0x41; c <= 0x5a; c++) { tchar[c] = 1; tchar[c + 32] = 1; }

export const kDefaultMaxHeaderSize = 16384;

export function parseError(code, reason) {
  const e = new Error("Parse Error: " + reason);
  e.code = code;
  e.reason = reason;
  return e;
}

const HTTP = [0x48, 0x54, 0x54, 0x50, 0x2f]; // "HTTP/"

export class ResponseParser {
  constructor(maxHeaderSize = kDefaultMaxHeaderSize) {
    this.maxHeaderSize = maxHeaderSize;
    this.onHeadersComplete = null;
    this.onBody = null;
    this.onTrailers = null;
    this.onMessageComplete = null;
    this.state = "START";
    this.line = "";
    this._reset();
  }

  _reset() {
    this.headSize = 0;
    this.info = null;
    this.headers = null;
    this.contentLength = -1;
    this.te = null;
    this.chunked = false;
    this.remaining = 0;
    this.connection = "";
    this.hasUpgrade = false;
  }

  execute(b) {
    let i = 0;
    const n = b.length;
    try {
      while (i < n) {
        switch (this.state) {
          case "START": case "HEAD": case "TRAILERS": case "CHUNK_SIZE": {
            // llhttp skips empty lines before a response.
            if (this.state === "START" && !this.line && (b[i] === 0x0d || b[i] === 0x0a)) { i++; continue; }
            // Line by line: find the line's end, and check what there is
            // of it so far (a response that is not HTTP fails at once).
            let j = Uint8Array.prototype.indexOf.call(b, 0x0a, i);
            if (j === -1) j = n;
            if (this.state === "CHUNK_SIZE") {
              if (this.line.length + j - i > 1024) throw parseError("HPE_INVALID_CHUNK_SIZE", "Chunk size overflow");
            } else {
              this.headSize += j - i + (j < n ? 1 : 0);
              if (this.headSize > this.maxHeaderSize) throw parseError("HPE_HEADER_OVERFLOW", "Header overflow");
            }
            if (this.state === "START" && !this.isRequest) {
              const at = this.line.length;
              for (let k = at; k < HTTP.length && i + k - at < j; k++) {
                if (b[i + k - at] !== HTTP[k]) throw parseError("HPE_INVALID_CONSTANT", "Expected HTTP/, RTSP/ or ICE/");
              }
            }
            if (j === n) {
              this.line += b.toString("latin1", i, n);
              return n;
            }
            const text = this.line + b.toString("latin1", i, j);
            this.line = "";
            i = j + 1;
            if (this._line(text) === 2) return i;
            break;
          }
          case "CHUNK_END":
            // The CRLF after a chunk's data.
            if (b[i] !== (this.line ? 0x0a : 0x0d)) throw parseError("HPE_STRICT", "Expected LF after chunk data");
            if (this.line) { this.line = ""; this.state = "CHUNK_SIZE"; } else this.line = "\r";
            i++;
            break;
          case "BODY_LENGTH": case "CHUNK_DATA": {
            const take = Math.min(this.remaining, n - i);
            this.remaining -= take;
            const chunk = b.subarray(i, i + take);
            i += take;
            this.onBody(chunk);
            if (this.remaining === 0) {
              if (this.state === "CHUNK_DATA") this.state = "CHUNK_END";
              else this._complete();
            }
            break;
          }
          case "BODY_RAW":
            this.onBody(b.subarray(i));
            i = n;
            break;
          default: // "UPGRADED"
            return i;
        }
      }
    } catch (e) {
      if (!e.code || !String(e.code).startsWith("HPE_")) throw e;
      this.state = "ERROR";
      return e;
    }
    return n;
  }

  // finish: the stream ended. A body read until the end is complete.
  finish() {
    if (this.state === "BODY_RAW") this._complete();
  }

  _line(text) {
    const crlf = text.endsWith("\r");
    const line = crlf ? text.slice(0, -1) : text;
    switch (this.state) {
      case "START":
        this._statusLine(line, crlf);
        return 0;
      case "HEAD":
        if (line === "") {
          if (!crlf) throw parseError("HPE_INVALID_HEADER_TOKEN", "Invalid header field char");
          return this._headersComplete();
        }
        this._header(line, crlf, this.headers);
        return 0;
      case "TRAILERS":
        if (line === "") {
          if (!crlf) throw parseError("HPE_INVALID_HEADER_TOKEN", "Invalid header field char");
          this.onTrailers(this.trailers);
          this._complete();
          return 0;
        }
        this._header(line, crlf, this.trailers);
        return 0;
      case "CHUNK_SIZE":
        return this._chunkSize(line, crlf);
    }
    return 0;
  }

  _statusLine(line, crlf) {
    // HTTP/<major>.<minor> <3 digits>[ <reason>]
    const c = (k) => line.charCodeAt(k);
    const digit = (k) => c(k) >= 0x30 && c(k) <= 0x39;
    if (!digit(5)) throw parseError("HPE_INVALID_VERSION", "Invalid major version");
    if (line[6] !== ".") throw parseError("HPE_INVALID_VERSION", "Expected dot");
    if (!digit(7)) throw parseError("HPE_INVALID_VERSION", "Invalid minor version");
    const major = c(5) - 0x30, minor = c(7) - 0x30;
    if (!((major === 1 && minor <= 1) || (major === 0 && minor === 9) || (major === 2 && minor === 0))) {
      throw parseError("HPE_INVALID_VERSION", "Invalid HTTP version");
    }
    if (line[8] !== " ") throw parseError("HPE_INVALID_VERSION", "Expected space after version");
    if (!digit(9) || !digit(10) || !digit(11)) throw parseError("HPE_INVALID_STATUS", "Invalid status code");
    if (line.length > 12 && line[12] !== " ") throw parseError("HPE_INVALID_STATUS", "Invalid response status");
    if (!crlf) throw parseError("HPE_CR_EXPECTED", "Missing expected CR after response line");
    const reason = line.slice(13);
    if (reason.includes("\r")) throw parseError("HPE_LF_EXPECTED", "Missing expected LF after response line");
    this.info = { versionMajor: major, versionMinor: minor, statusCode: +line.slice(9, 12), statusMessage: reason,
      headers: [], upgrade: false, shouldKeepAlive: true };
    this.headers = this.info.headers;
    this.state = "HEAD";
  }

  _header(line, crlf, list) {
    const first = line.charCodeAt(0);
    if (first === 0x20 || first === 0x09) {
      if (!list.length) throw parseError("HPE_UNEXPECTED_SPACE", "Unexpected space after start line");
      throw parseError("HPE_INVALID_HEADER_TOKEN", "Unexpected whitespace after header value");
    }
    let k = 0;
    while (k < line.length && tchar[line.charCodeAt(k)]) k++;
    if (k === 0 || line[k] !== ":") throw parseError("HPE_INVALID_HEADER_TOKEN", "Invalid header token");
    const name = line.slice(0, k);
    let s = k + 1;
    while (line[s] === " " || line[s] === "\t") s++;
    let e = line.length;
    for (let q = s; q < e; q++) {
      const ch = line.charCodeAt(q);
      if (ch === 0x0d) throw parseError("HPE_LF_EXPECTED", "Missing expected LF after header value");
      if ((ch < 0x20 && ch !== 0x09) || ch === 0x7f || ch > 0xff) throw parseError("HPE_INVALID_HEADER_TOKEN", "Invalid header value char");
    }
    if (!crlf) throw parseError("HPE_CR_EXPECTED", "Missing expected CR after header value");
    while (e > s && (line[e - 1] === " " || line[e - 1] === "\t")) e--;
    const value = line.slice(s, e);
    if (list === this.headers) this._framing(name.toLowerCase(), value);
    list.push(name, value);
  }

  // _framing keeps what the headers say of the body and the connection.
  _framing(key, value) {
    switch (key) {
      case "content-length": {
        if (this.contentLength !== -1) throw parseError("HPE_UNEXPECTED_CONTENT_LENGTH", "Duplicate Content-Length");
        if (this.te !== null) throw parseError("HPE_INVALID_CONTENT_LENGTH", "Content-Length can't be present with Transfer-Encoding");
        if (value === "") throw parseError("HPE_INVALID_CONTENT_LENGTH", "Empty Content-Length");
        if (!/^[0-9]+$/.test(value)) throw parseError("HPE_INVALID_CONTENT_LENGTH", "Invalid character in Content-Length");
        const v = Number(value);
        if (!Number.isSafeInteger(v)) throw parseError("HPE_INVALID_CONTENT_LENGTH", "Content-Length overflow");
        this.contentLength = v;
        break;
      }
      case "transfer-encoding":
        if (this.contentLength !== -1) throw parseError("HPE_INVALID_TRANSFER_ENCODING", "Transfer-Encoding can't be present with Content-Length");
        this.te = value;
        // chunked when it is the last coding (of the last such header).
        this.chunked = /(?:^|,)[ \t]*chunked[ \t]*$/i.test(value);
        break;
      case "connection":
        this.connection += "," + value.toLowerCase();
        break;
      case "upgrade":
        this.hasUpgrade = true;
        break;
    }
  }

  _headersComplete() {
    const info = this.info;
    const status = info.statusCode;
    const conn = this.connection;
    info.upgrade = status === 101 || (this.hasUpgrade && /(?:^|,)\s*upgrade\s*(?:,|$)/.test(conn));
    const noBody = (status >= 100 && status < 200) || status === 204 || status === 304;
    const framed = noBody || this.chunked || this.contentLength !== -1;
    if (info.versionMajor === 1 && info.versionMinor === 1) info.shouldKeepAlive = !/(?:^|,)\s*close\s*(?:,|$)/.test(conn) && framed;
    else info.shouldKeepAlive = /(?:^|,)\s*keep-alive\s*(?:,|$)/.test(conn) && framed;
    const ret = this.onHeadersComplete(info);
    if (ret === 2) { this.state = "UPGRADED"; return 2; }
    if (ret === 1 || noBody) { this._complete(); return 0; }
    if (this.chunked) { this.state = "CHUNK_SIZE"; return 0; }
    if (this.contentLength !== -1) {
      this.remaining = this.contentLength;
      if (this.remaining === 0) this._complete(); else this.state = "BODY_LENGTH";
      return 0;
    }
    this.state = "BODY_RAW";
    return 0;
  }

  _chunkSize(line, crlf) {
    let k = 0;
    while (k < line.length && /[0-9a-fA-F]/.test(line[k])) k++;
    if (k === 0 || (k < line.length && line[k] !== ";")) throw parseError("HPE_INVALID_CHUNK_SIZE", "Invalid character in chunk size");
    if (k > 13) throw parseError("HPE_INVALID_CHUNK_SIZE", "Chunk size overflow");
    if (!crlf) throw parseError("HPE_CR_EXPECTED", "Missing expected CR after chunk size");
    const size = parseInt(line.slice(0, k), 16);
    if (size === 0) {
      this.trailers = [];
      this.state = "TRAILERS";
    } else {
      this.remaining = size;
      this.state = "CHUNK_DATA";
    }
    return 0;
  }

  _complete() {
    this._reset();
    this.state = "START";
    this.onMessageComplete();
  }
}

