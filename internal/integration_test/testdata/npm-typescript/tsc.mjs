// Uses TypeScript's compiler API: transpileModule, and createProgram with
// getPreEmitDiagnostics over a small project held in a Map (a CompilerHost
// of its own, with a minimal lib). Each tool returns a string, so that
// Node runs the same file for the expected answers.
import ts from "typescript";

const lib = `interface Array<T> { length: number; [n: number]: T; map<U>(f: (x: T) => U): U[] }
interface Boolean {} interface CallableFunction {} interface Function {} interface IArguments {}
interface NewableFunction {} interface Number {} interface Object {} interface RegExp {} interface String { length: number }`;

const project = {
  "/lib.d.ts": lib,
  "/a.ts": "import { greet } from './b';\nconst n: number = greet('Ada');\nexport const xs = [1, 2, 3].map((x) => x * 2);\n",
  "/b.ts": "export function greet(name: string): string { return 'hi ' + name; }\n",
};

function diagnostics(files) {
  const map = new Map(Object.entries(files));
  const host = {
    fileExists: (f) => map.has(f),
    readFile: (f) => map.get(f),
    getSourceFile: (f, lang) => (map.has(f) ? ts.createSourceFile(f, map.get(f), lang) : undefined),
    getDefaultLibFileName: () => "/lib.d.ts",
    getDefaultLibLocation: () => "/",
    writeFile: () => {},
    getCurrentDirectory: () => "/",
    getDirectories: () => [],
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
  };
  const options = { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, types: [] };
  const program = ts.createProgram(["/a.ts", "/b.ts"], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const at = d.file ? d.file.getLineAndCharacterOfPosition(d.start) : { line: -1, character: -1 };
    return `${d.file?.fileName}:${at.line + 1}:${at.character + 1}: TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

export default {
  tools: [
    {
      name: "transpile",
      description: "Transpiles TypeScript to CommonJS.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        const src = "enum Color { Red, Green }\nexport const c: Color = Color.Green;\nexport default class K { constructor(private n: number) {} }\n";
        return ts.transpileModule(src, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 } }).outputText;
      },
    },
    {
      name: "check",
      description: "Type-checks a small in-memory project.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        return JSON.stringify({ version: ts.version, diagnostics: diagnostics(project) });
      },
    },
  ],
};
