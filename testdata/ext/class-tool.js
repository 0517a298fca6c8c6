// Tools made by a class: its own fields (a cache) are the class's business,
// not the contract's, as TypeScript checks excess properties of object
// literals only. Its methods are on the prototype.
class Counter {
  name = "count";
  description = "Counts calls";
  inputSchema = { type: "object" };
  readOnly = true;
  calls = 0;
  execute() {
    this.calls++;
    return String(this.calls);
  }
}

export default { tools: [new Counter()] };
