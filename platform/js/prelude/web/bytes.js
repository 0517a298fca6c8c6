// Byte helpers shared by the web APIs.
export const isBufferSource = (v) => v instanceof ArrayBuffer || ArrayBuffer.isView(v);

export function bytesOf(v) {
  if (v instanceof ArrayBuffer) return new Uint8Array(v);
  return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
}

// bufferOf returns an ArrayBuffer holding exactly v's bytes (a copy when v
// is a view of part of a buffer), for handing to the host.
export function bufferOf(v) {
  if (v instanceof ArrayBuffer) return v;
  if (v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) return v.buffer;
  return v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength);
}
