// earshot: loads
// earshot-call: search {"query":"bug","limit":3,"state":"open","labels":["a"],"owner":{"login":"ada","team":null},"sort":1} -> bug/3/open/a/ada/null/1
// A schema named `as const` types execute's input: each keyword Input maps
// is checked here, type for type.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expect<T extends true>(_?: T) {}

const searchInput = {
  type: "object",
  properties: {
    query: { type: "string", minLength: 1 },
    limit: { type: "integer", minimum: 1 },
    state: { enum: ["open", "closed"] },
    labels: { type: "array", items: { type: "string" } },
    owner: {
      type: "object",
      properties: { login: { type: "string" }, team: { type: ["string", "null"] } },
      required: ["login", "team"],
      additionalProperties: false,
    },
    sort: { anyOf: [{ const: 1 }, { type: "boolean" }] },
    extra: { oneOf: [{ type: "number" }, { type: "array", items: { type: "number" } }] },
    meta: { type: "object", additionalProperties: { type: "number" } },
    anything: {},
  },
  required: ["query"],
} as const satisfies Earshot.InputSchema;

type Want = {
  query: string;
  limit?: number;
  state?: "open" | "closed";
  labels?: string[];
  owner?: { login: string; team: string | null };
  sort?: 1 | boolean;
  extra?: number | number[];
  meta?: { [key: string]: number };
  anything?: Earshot.Json;
};

export default {
  tools: [
    {
      name: "search",
      description: "Searches the issues",
      inputSchema: searchInput,
      readOnly: true,
      execute(input) {
        expect<Equal<typeof input.query, Want["query"]>>();
        expect<Equal<typeof input.limit, Want["limit"]>>();
        expect<Equal<typeof input.state, Want["state"]>>();
        expect<Equal<typeof input.labels, Want["labels"]>>();
        expect<Equal<typeof input.owner, Want["owner"]>>();
        expect<Equal<typeof input.sort, Want["sort"]>>();
        expect<Equal<typeof input.extra, Want["extra"]>>();
        expect<Equal<Earshot.Value<typeof searchInput.properties.meta>, NonNullable<Want["meta"]>>>();
        expect<Equal<typeof input.anything, Want["anything"]>>();
        return [input.query, input.limit, input.state, input.labels?.join(), input.owner?.login, String(input.owner?.team), input.sort].join("/");
      },
    } satisfies Earshot.Tool<typeof searchInput>,
  ],
} satisfies Earshot.Extension;
