// `npm start`: build the site if there is no build yet, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";

const clientDir = fileURLToPath(new URL("../dist", import.meta.url));

if (!existsSync(`${clientDir}/index.html`)) {
  console.log("No production build found; building the site first…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

createApp(clientDir).listen(port, host, () => {
  console.log(`The site is being served at http://${host}:${port}/`);
});
