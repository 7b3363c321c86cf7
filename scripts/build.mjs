// `npm run build`: React Router's build, and if it fails, no dist left
// behind: neither the last good one nor a half-written one (a page without its
// Content-Security-Policy, say) could then be deployed by mistake. Before it:
// no original photo may carry a GPS position (scripts/photo-privacy.mjs), and
// the share card and icons are redrawn if what they show has changed
// (scripts/make-images.mjs). After it, last of all: a short summary.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gpsRefusal } from "./photo-privacy.mjs";

// Vite, which reads the content for the pictures, sets NODE_ENV in this
// process; the build gets the environment it was started with.
const env = { ...process.env };

const refusal = await gpsRefusal();
if (refusal) {
  rmSync("dist", { recursive: true, force: true });
  console.error(`\n${refusal}\n`);
  process.exit(1);
}

// Drawing needs the content to be readable; content the build refuses is reported by the build.
try {
  const { makeImages } = await import("./make-images.mjs");
  if (await makeImages()) console.log("The share card and icons were redrawn: commit them.");
} catch (error) {
  console.warn(`The share card and icons could not be redrawn: ${error.message}`);
}

const cli = fileURLToPath(new URL("../node_modules/@react-router/dev/bin.js", import.meta.url));
const build = spawnSync(process.execPath, [cli, "build"], { stdio: "inherit", env });
if (build.status !== 0) {
  rmSync("dist", { recursive: true, force: true });
  console.error("There is no dist to deploy until the build succeeds.");
  process.exit(build.status ?? 1);
}

// What the organisers need to know, after Vite's hundreds of lines (scripts/postbuild writes it).
if (existsSync("build/summary.json")) {
  const { pages, sampleValues, oldWords } = JSON.parse(readFileSync("build/summary.json", "utf8"));
  const list = (lines) => lines.map((line) => `    - ${line}`).join("\n");
  console.log(
    [
      "",
      "Build summary",
      `  Pages built: ${pages}, in dist.`,
      sampleValues.length === 0
        ? "  Sample values left: none."
        : `  Sample values left: ${sampleValues.length}. Replace them in content/ (the editor at /admin) or src/content before launch:\n${list(sampleValues)}`,
      oldWords.length === 0
        ? "  Old words found: none."
        : `  Old words found: ${oldWords.length}. The built site still says these words of the sample picnic:\n${list(oldWords)}`,
      "",
    ].join("\n"),
  );
}
