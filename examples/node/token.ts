// A token from the environment: the tool calls an API with it. Narrow this
// extension in your settings.json to just that variable and that host:
//   "extensions": {"capabilities": {"token": {"env": ["STATUS_TOKEN"], "net": ["status.example.com"], "fs": false, "exec": false}}}
const token = process.env.STATUS_TOKEN;

export default {
  tools: [
    {
      name: "status",
      description: "Whether the status API token is set, and the service's status when it is.",
      readOnly: true,
      inputSchema: { type: "object", properties: { url: { type: "string", default: "https://status.example.com/api" } } },
      async execute({ url = "https://status.example.com/api" }: { url?: string }) {
        if (!token) return "STATUS_TOKEN is not set in earshot's environment";
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
        return await res.text();
      },
    },
  ],
};
