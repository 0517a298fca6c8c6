// Default-exports a number instead of an object.
export default 42;
