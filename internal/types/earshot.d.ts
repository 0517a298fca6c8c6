// The types of earshot's extension contract: a global namespace, Earshot,
// so that an extension imports nothing. End the default export with
// `satisfies Earshot.Extension` and `tsc` checks it as earshot does:
//
//   export default {
//     tools: [{ name: "ticket", description: "…", inputSchema: { type: "object" },
//               execute(input, context) { return "…"; } }],
//   } satisfies Earshot.Extension;
//
// For an input typed from its schema, name the schema `as const` and check
// the tool with `satisfies Earshot.Tool<typeof schema>`: execute's input is
// then what the schema says (see Input).

declare namespace Earshot {
  /** The default export of an extension. */
  interface Extension {
    /** The extension's tools; each is called <extension>__<name>. */
    tools: readonly Tool[];
  }

  /** A tool. S is its input schema's type (see Input). */
  interface Tool<S extends InputSchema = InputSchema> {
    /** Letters, digits, _ and -; starts with a letter or digit; no "__". */
    name: string;
    /** What the tool does: the model reads it to decide when to use it. Not empty. */
    description: string;
    /** A human-readable name for UIs: one line, at most 100 characters. */
    title?: string;
    /** A JSON Schema whose type is "object"; input is checked against it before execute runs. */
    inputSchema: S;
    /** true: the tool never asks for permission (default false). */
    readOnly?: boolean;
    /** Runs the tool: a string, or { output, isError?, title? }; may be async. */
    execute(input: Input<S>, context: Context): Result | Promise<Result>;
    /** The permission prompt's title and detail; may be async. */
    permission?(input: Input<S>, context: Context): Prompt | Promise<Prompt>;
  }

  /** The second argument of execute and permission. */
  interface Context {
    /** Fires when the call times out or is cancelled. */
    readonly signal: AbortSignal;
    /** Tells the caller how the call is going (throttled: call it as often as you like). */
    progress(report: Progress): void;
  }

  /** A progress report: progress and total are numbers, 0 or more. */
  interface Progress {
    message?: string;
    progress?: number;
    total?: number;
  }

  /** What execute returns. */
  type Result = string | { output: string; isError?: boolean; title?: string };

  /** What permission returns. */
  interface Prompt {
    title?: string;
    detail?: string;
  }

  /** A JSON value. */
  type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

  /** A JSON object whose members are not known. */
  type JsonObject = { [key: string]: Json | undefined };

  /** The names of JSON Schema's types. */
  type TypeName = "string" | "number" | "integer" | "boolean" | "null" | "array" | "object";

  /** A JSON Schema (draft 2020-12 by default; another draft when $schema says so). */
  type Schema = boolean | SchemaObject;

  /** A JSON Schema object: the keywords Input reads, and any other. */
  interface SchemaObject {
    $schema?: string;
    type?: TypeName | readonly TypeName[];
    properties?: { readonly [name: string]: Schema };
    required?: readonly string[];
    additionalProperties?: Schema;
    items?: Schema | readonly Schema[];
    enum?: readonly Json[];
    const?: Json;
    anyOf?: readonly Schema[];
    oneOf?: readonly Schema[];
    allOf?: readonly Schema[];
    description?: string;
    [keyword: string]: unknown;
  }

  /** A tool's input schema: its type is "object". */
  interface InputSchema extends SchemaObject {
    type: "object";
  }

  /**
   * The input a tool with input schema S gets. For a schema written
   * `as const`: type (and unions of types), properties, required,
   * additionalProperties, items, enum, const, anyOf and oneOf, nested; any
   * other schema is any JSON (Json). For a schema whose type is not known
   * (written inline in the tool), a JsonObject.
   */
  type Input<S extends InputSchema> = InputSchema extends S ? JsonObject : Value<S>;

  /** The value schema S describes. */
  type Value<S> =
    S extends true ? Json :
    S extends false ? never :
    S extends { const: infer C } ? C :
    S extends { enum: readonly (infer E)[] } ? E :
    S extends { anyOf: readonly (infer A)[] } ? (A extends unknown ? Value<A> : never) :
    S extends { oneOf: readonly (infer A)[] } ? (A extends unknown ? Value<A> : never) :
    S extends { type: infer T } ? (T extends readonly (infer U)[] ? OfType<S, U> : OfType<S, T>) :
    S extends { properties: object } ? OfType<S, "object"> :
    Json;

  /** The value of schema S that has the type named T. */
  type OfType<S, T> =
    T extends "string" ? string :
    T extends "number" | "integer" ? number :
    T extends "boolean" ? boolean :
    T extends "null" ? null :
    T extends "array" ? (S extends { items: infer I } ? (I extends readonly unknown[] ? Json[] : Value<I>[]) : Json[]) :
    T extends "object" ? ObjectOf<S> :
    never;

  /** The object schema S describes: its required properties, the others optional. */
  type ObjectOf<S> = Flat<
    { -readonly [K in keyof PropertiesOf<S> as K extends RequiredOf<S> ? K : never]: Value<PropertiesOf<S>[K]> } &
    { -readonly [K in keyof PropertiesOf<S> as K extends RequiredOf<S> ? never : K]?: Value<PropertiesOf<S>[K]> } &
    AdditionalOf<S>
  >;

  type PropertiesOf<S> = S extends { properties: infer P } ? P : {};

  /** The names S requires; none when they are not known (required not `as const`). */
  type RequiredOf<S> = S extends { required: readonly (infer R)[] } ? (string extends R ? never : R) : never;

  /** What additionalProperties allows: nothing more when it is absent or false. */
  type AdditionalOf<S> =
    S extends { additionalProperties: false } ? {} :
    S extends { additionalProperties: infer A } ? { [key: string]: Value<A> | Value<PropertiesOf<S>[keyof PropertiesOf<S>]> } :
    {};

  type Flat<T> = { [K in keyof T]: T[K] } & {};
}
