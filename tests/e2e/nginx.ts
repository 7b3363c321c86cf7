// Serves a build with Debian's nginx, configured exactly as the README's
// Deploying section says: its server block, with only the address and the
// folder changed, inside a main configuration of the test's own (a PID file,
// logs and temporary files in a folder of its own; no root, nothing in /etc).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const brotliModule =
  process.env.NGINX_BROTLI_MODULE ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Why nginx cannot run here, if it cannot (outside CI the tests then skip; in CI they fail). */
export function nginxMissing(): string | undefined {
  for (const file of [nginx, brotliModule]) {
    if (!existsSync(file)) {
      return `${file} is missing (apt-get install nginx libnginx-mod-http-brotli-static)`;
    }
  }
  return undefined;
}

/** The header the README says to add beside the include once HTTPS works. */
const hsts = 'add_header Strict-Transport-Security "max-age=31536000" always;';

/**
 * The README's nginx server block, for the build in `clientDir` on
 * 127.0.0.1:`port`, with HSTS added beside the include as the README says.
 */
async function readmeServerBlock(clientDir: string, port: number): Promise<string> {
  const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
  const block = [...readme.matchAll(/```nginx\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? "")
    .find((text) => /^\s*server \{/.test(text));
  if (!block) throw new Error("The README has no nginx server block");
  const folder = /^\s*root (\S+);$/m.exec(block)?.[1];
  if (!folder) throw new Error("The README's server block has no root");
  if (!readme.includes(hsts)) throw new Error("The README no longer says to add HSTS so");
  return block
    .replace(/^(\s*include .*)$/m, `$1\n${hsts}`)
    .replaceAll(folder, clientDir)
    .replace(/^\s*listen \[::\]:80;\n/m, "")
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

/** Starts nginx on the build in `clientDir`; resolves once it answers. */
export async function startNginx(clientDir: string, port: number) {
  const dir = await mkdtemp(path.join(tmpdir(), "site-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  await writeFile(
    conf,
    [
      `load_module ${brotliModule};`,
      // One process in the foreground, stopped with the test run.
      "daemon off;",
      "master_process off;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 128; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
      ),
      await readmeServerBlock(path.resolve(clientDir), port),
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", conf, "-e", `${dir}/error.log`];
  const check = spawnSync(nginx, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);

  const server = spawn(nginx, args, { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  server.stderr.on("data", (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (server.exitCode !== null) throw new Error(`nginx stopped:\n${errors}`);
    try {
      await fetch(url, { method: "HEAD" });
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      const stopped = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      if (server.exitCode === null) await stopped;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
