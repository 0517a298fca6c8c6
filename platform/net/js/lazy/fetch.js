// fetch and what it sends and receives: Headers, Request, Response, Blob,
// File, FormData. Loaded into an instance the first time it touches one of
// these globals (see prelude/lazy.js): most tools never fetch, and the
// classes' code and objects would otherwise be in every instance's memory.
import { Headers, Request, Response, fetch } from "./web/fetch.js";
import { Blob, File, FormData } from "./web/blob.js";

export default { Headers, Request, Response, fetch, Blob, File, FormData };
