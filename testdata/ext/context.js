// execute's context is plain data: destructured, its members passed on
// alone (engine/loop_test.go's TestContextIsPlainData).
const tool = (name, execute) => ({ name, description: name, inputSchema: { type: "object" }, readOnly: true, execute });

export default {
  tools: [
    tool("destructured", (input, { signal, progress }) => {
      progress({ message: "destructured" });
      return JSON.stringify([signal.aborted, typeof progress]);
    }),
    tool("detached", (input, context) => {
      const report = context.progress;
      report({ message: "detached", progress: 1, total: 2 });
      return "ok";
    }),
    tool("timer", async (input, { progress }) => {
      await new Promise((resolve) => {
        setTimeout(progress, 1, { message: "timer" });
        setTimeout(resolve, 20);
      });
      return "ok";
    }),
    tool("keys", (input, context) => JSON.stringify(Object.keys(context).sort())),
    tool("spread", (input, context) => {
      const copy = { ...context };
      return JSON.stringify([typeof copy.progress, copy.signal instanceof AbortSignal]);
    }),
  ],
};
