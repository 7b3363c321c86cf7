// `npm start` on a host given the build and the server alone (decision 059):
// everything the server needs is inside dist/, or it refuses to start and says
// what is missing, rather than quietly serving no editor and no Refresh.
import { spawn } from "node:child_process";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverFile } from "../../server/headers.js";
import { categoryRefreshes } from "../../src/lib/shop-views";
import { expect, test } from "./fixtures";

const root = fileURLToPath(new URL("../..", import.meta.url));
// Within the run's own ports (E2E_PORT to +110), beside nginx's (nginx.spec.ts).
const port = Number(process.env.E2E_PORT ?? 4179) + 106;

/**
 * dist/ and server/ copied to a folder of their own, with package.json and the
 * installed packages (what `npm ci` gives a host), and nothing else of the
 * project: no headers.json or build beside dist/.
 */
async function copyOfTheBuild({ without }: { without?: string } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), "site-copy-"));
  for (const entry of ["dist", "server", "package.json"]) {
    await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  if (without) await rm(path.join(dir, "dist", without), { force: true });
  return dir;
}

/** Runs the copy's `npm start` (server/start.js); resolves once it serves, or once it stops. */
function start(dir: string) {
  const server = spawn(process.execPath, ["server/start.js"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  });
  let output = "";
  let errors = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk));
  server.stderr.on("data", (chunk: Buffer) => (errors += chunk));
  const ready = new Promise<number | null>((resolve) => {
    server.stdout.on("data", () => {
      if (output.includes("being served")) resolve(null);
    });
    server.once("exit", (code) => resolve(code));
  });
  return {
    /** The exit code if it stopped, null once it serves. */
    ready,
    errors: () => errors,
    stop: async () => {
      if (server.exitCode !== null) return;
      const stopped = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await stopped;
    },
  };
}

test.describe("npm start from a copy of dist/ and server/ alone", () => {
  test.describe.configure({ mode: "serial" });

  test("serves the content editor and tells the browser a category's view, as the build's own npm start does", async ({
    request,
  }) => {
    const dir = await copyOfTheBuild();
    const server = start(dir);
    try {
      expect(await server.ready, server.errors()).toBeNull();
      const copy = `http://127.0.0.1:${port}`;

      const editor = await request.get(`${copy}/admin/`);
      expect(editor.status()).toBe(200);
      expect(await editor.text()).toContain("<html");
      const reference = await request.get("/admin/");
      expect(reference.status()).toBe(200);
      for (const name of ["content-security-policy", "x-robots-tag", "cache-control"]) {
        expect(editor.headers()[name], name).toBe(reference.headers()[name]);
      }
      expect(editor.headers()["x-robots-tag"]).toBe("noindex");

      for (const [target, refresh] of Object.entries(categoryRefreshes())) {
        const answer = await request.get(`${copy}${target}`, { maxRedirects: 0 });
        expect(answer.status(), target).toBe(200);
        expect(answer.headers().refresh, target).toBe(refresh);
      }
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test(`refuses to start without dist/${serverFile}, saying so in one line`, async ({
    request,
  }) => {
    const dir = await copyOfTheBuild({ without: serverFile });
    const server = start(dir);
    try {
      expect(await server.ready).toBe(1);
      const said = server.errors().trim();
      expect(said.split("\n")).toHaveLength(1);
      expect(said).toContain(`dist/${serverFile} is missing`);
      await expect(request.get(`http://127.0.0.1:${port}/`)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
