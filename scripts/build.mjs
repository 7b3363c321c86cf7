// `npm run build`: React Router's build, and if it fails, no build/client left
// behind: neither the last good one nor a half-written one (a page without its
// Content-Security-Policy, say) could then be deployed by mistake.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("../node_modules/@react-router/dev/bin.js", import.meta.url));
const build = spawnSync(process.execPath, [cli, "build"], { stdio: "inherit" });
if (build.status !== 0) {
  rmSync("build/client", { recursive: true, force: true });
  console.error("There is no build/client to deploy until the build succeeds.");
  process.exit(build.status ?? 1);
}
