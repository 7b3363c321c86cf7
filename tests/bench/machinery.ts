// `npm run machinery`: issue 44's machinery bar, counted so anyone can rerun it
// and disagree with a line of it. Every file in the places the issue names is
// listed with its lines and its category; only "machinery" counts against the
// bar. Why each file that is not machinery is what it says is decision 069.
// It measures, it is not a test: it exits 0 over the bar too (`--strict`: 1).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const BAR = 1800;

/** Where the issue counts: these folders and files, and the root's configuration files. */
const PLACES = ["integrations", "scripts", "server", "src/directives", "src/site-script.ts"];

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

type Category = "machinery" | "editor" | "domain logic" | "test";

/**
 * The files in those places that the issue does not count as machinery, each
 * with why. A file is the editor's only if it exists to build or serve the editor.
 */
const NOT_MACHINERY: ReadonlyArray<{ file: string; category: Category; why: string }> = [
  {
    file: "scripts/admin.mjs",
    category: "editor",
    why: "`npm run admin`: the editor's local server",
  },
  {
    file: "scripts/admin-guard.mjs",
    category: "editor",
    why: "the guard in front of decap-server, for the editor alone",
  },
  {
    file: "scripts/admin-build.ts",
    category: "editor",
    why: "builds the editor (Decap) and its policy",
  },
  {
    file: "scripts/admin-preview-build.ts",
    category: "editor",
    why: "builds the editor's preview",
  },
  {
    file: "scripts/figures/next-figures.ts",
    category: "domain logic",
    why: "the figures' rules: which totals to accept, and what the file then says",
  },
  {
    file: "vitest.setup.ts",
    category: "test",
    why: "run before every unit test: fails one that logs an error, cleans up after each",
  },
];

/** A test, its fixtures and its helpers ("server/test-site.js", "photo-privacy.test-photos.ts"). */
const isTest = (file: string) => /\.test[.-]|(^|\/)(fixtures\/|test-)/.test(file);

/** A file's category, and why when it is not machinery. */
export function categorise(file: string): { category: Category; why?: string } {
  const listed = NOT_MACHINERY.find((entry) => entry.file === file);
  if (listed) return { category: listed.category, why: listed.why };
  return { category: isTest(file) ? "test" : "machinery" };
}

/**
 * The lines of `text` that hold code: any token but a comment (a line inside
 * a template string is code; a comment, blank line or JSDoc is not).
 */
export function codeLines(fileName: string, text: string): number {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) {
      return;
    }
    const children = node.getChildren(source);
    if (children.length > 0) return children.forEach(visit);
    if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
    const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    for (let line = first; line <= last; line += 1) lines.add(line);
  };
  visit(source);
  return lines.size;
}

type Counted = { file: string; lines: number; category: Category; why?: string };

/** Every code file git tracks in the counted places, with its lines and category. */
function countMachinery(root: string): Counted[] {
  const tracked = execFileSync("git", ["ls-files", "-z", "--", ...PLACES, ":(top,glob)*"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => CODE.test(file));
  return tracked
    .map((file) => ({
      file,
      lines: codeLines(file, readFileSync(path.join(root, file), "utf8")),
      ...categorise(file),
    }))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

function report(files: Counted[]): { text: string; over: boolean } {
  const machinery = files.filter((each) => each.category === "machinery");
  const others = files.filter((each) => each.category !== "machinery" && !isTest(each.file));
  const tests = files.filter((each) => isTest(each.file));
  const total = machinery.reduce((sum, each) => sum + each.lines, 0);
  const row = ({ lines, category, file, why }: Counted) =>
    `${String(lines).padStart(6)}  ${category.padEnd(12)}  ${file}${why ? `: ${why}` : ""}`;
  const sum = (list: Counted[]) => list.reduce((all, each) => all + each.lines, 0);
  const text = [
    "Machinery (issue 44): lines that are neither blank nor comments, in integrations/,",
    "scripts/, server/, src/directives/, src/site-script.ts and the root's configuration files.",
    "",
    " lines  category      file",
    ...machinery.map(row),
    "",
    "Not counted (decision 069 says why):",
    ...others.map(row),
    `${String(sum(tests)).padStart(6)}  ${"test".padEnd(12)}  ${tests.length} test files`,
    "",
    `Machinery: ${total} lines in ${machinery.length} files; the bar is ${BAR}: ${
      total <= BAR ? `${BAR - total} under` : `${total - BAR} over`
    }.`,
  ].join("\n");
  return { text, over: total > BAR };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const { text, over } = report(countMachinery(root));
  console.log(text);
  if (over && process.argv.includes("--strict")) process.exitCode = 1;
}
