// `npm start`: build the site if there is no build yet, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";
import { serverFile } from "./headers.js";

const clientDir = fileURLToPath(new URL("../dist", import.meta.url));

if (!existsSync(path.join(clientDir, "index.html"))) {
  console.log("No production build found; building the site first…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Without it the editor and the shop's category addresses would quietly answer
// otherwise than on nginx (decision 059): refuse, and say what to do, in one line.
if (!existsSync(path.join(clientDir, serverFile))) {
  console.error(
    `The site was not started: dist/${serverFile} is missing (every \`npm run build\` writes it). Build again, or copy the whole dist/ folder.`,
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

createApp(clientDir).listen(port, host, () => {
  console.log(`The site is being served at http://${host}:${port}/`);
});
