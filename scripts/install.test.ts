// @vitest-environment node
// `npm ci` on a fresh clone must work on Linux, macOS and Windows alike: the
// lock file has to name every platform's binaries, not only this machine's.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

type Entry = {
  version?: string;
  hasInstallScript?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
};

const root = fileURLToPath(new URL("..", import.meta.url));
const lock = JSON.parse(await readFile(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, Entry>;
};
const packages = lock.packages;

/** Where Node (and npm) find `name` from the package at `from`: its own node_modules, then each one up. */
function locate(from: string, name: string): string | undefined {
  for (let base = from; ;) {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return undefined;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent === -1 ? "" : base.slice(0, parent);
  }
}

const optionalDependencies = Object.entries(packages).flatMap(([at, entry]) =>
  Object.entries(entry.optionalDependencies ?? {}).map(([name, wanted]) => {
    const key = locate(at, name);
    return { at, name, wanted, key, entry: key ? packages[key] : undefined };
  }),
);

/** Packages that ship their native code as one optional package per platform. */
const withPlatformBinaries = new Map<string, Array<Entry | undefined>>();
for (const { at, entry } of optionalDependencies) {
  if (entry?.os || entry?.cpu)
    withPlatformBinaries.set(at, [...(withPlatformBinaries.get(at) ?? []), entry]);
}
for (const [at, binaries] of withPlatformBinaries) {
  // One platform-only optional package (fsevents for macOS) is not a set of binaries.
  if (binaries.length < 2) withPlatformBinaries.delete(at);
}

describe("the lock file", () => {
  it("lists every optional dependency of every package, at the version it asks for", () => {
    const missing = optionalDependencies
      .filter(
        ({ wanted, entry }) =>
          !entry || (/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(wanted) && entry.version !== wanted),
      )
      .map(({ at, name, wanted }) => `${at} → ${name}@${wanted}`);
    expect(missing).toEqual([]);
  });

  it("names the macOS (Apple silicon) and Windows (x64) binaries of every package that has platform binaries", () => {
    const names = [...withPlatformBinaries.keys()].map((at) => at.replace(/^.*node_modules\//, ""));
    // The ones this site is known to need, so that an empty list cannot pass.
    for (const known of [
      "@tailwindcss/oxide",
      "rollup",
      "rolldown",
      "lightningcss",
      "esbuild",
      "@resvg/resvg-js",
    ]) {
      expect(names).toContain(known);
    }
    const lacking = [...withPlatformBinaries].flatMap(([at, binaries]) =>
      [
        ["darwin", "arm64"],
        ["win32", "x64"],
      ]
        .filter(
          ([os, cpu]) =>
            !binaries.some((entry) => entry?.os?.includes(os!) && entry.cpu?.includes(cpu!)),
        )
        .map(([os, cpu]) => `${at}: no ${os}-${cpu} binary`),
    );
    expect(lacking).toEqual([]);
  });

  it(
    "is accepted by npm ci, which warns of nothing: no peer conflict, no install script left unreviewed",
    { timeout: 120_000 },
    async () => {
      // A dry run checks that package.json and the lock agree, as `npm ci` does
      // first, without installing; from the cache when it can, the registry if not.
      // With npm's warnings shown, whatever .npmrc says, and the Node that runs
      // these tests (npm's scripts' own), as the engines of the packages ask.
      const dir = await mkdtemp(path.join(tmpdir(), "site-ci-"));
      try {
        for (const file of ["package.json", "package-lock.json", ".npmrc"]) {
          await copyFile(path.join(root, file), path.join(dir, file));
        }
        const { stderr } = await promisify(execFile)(
          "npm",
          ["ci", "--dry-run", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=warn"],
          {
            cwd: dir,
            env: {
              ...process.env,
              PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
            },
          },
        );
        expect(stderr.split("\n").filter((line) => line.startsWith("npm warn"))).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe("npm ci", () => {
  const { allowScripts = {} } = JSON.parse(
    readFileSync(path.join(root, "package.json"), "utf8"),
  ) as {
    allowScripts?: Record<string, boolean>;
  };

  it("runs the node package's install script, which brings the Node every npm script runs", () => {
    expect(allowScripts.node).toBe(true);
  });

  it("has a word on every package's install script, so none is skipped unseen", () => {
    const unreviewed = Object.entries(packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([at]) => at.replace(/^.*node_modules\//, ""))
      .filter((name) => !(name in allowScripts));
    expect(unreviewed).toEqual([]);
  });
});
