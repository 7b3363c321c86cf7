// The content is checked before anything else reads it (astro.config.ts):
// the config works out pages and dates from it, and a date typed
// "19/06/2027" would otherwise stop the build with "RangeError: Invalid time
// value" from deep inside. So are the pictures: no original may carry the
// GPS position where it was taken, as they are published with the
// repository. A problem is printed as the organiser's to-do list, with no
// stack trace (it is not a bug in the code); the build stops, and leaves no
// dist/ behind, so the last good one is never deployed by mistake as if it
// were this one.
import { rmSync } from "node:fs";
import { gpsRefusal } from "../scripts/photo-privacy.mjs";

export async function checkContent(): Promise<void> {
  let errors: string[];
  try {
    const { contentErrors } = await import("../src/content/validate.ts");
    errors = contentErrors();
  } catch (error) {
    errors = [`the content could not be read: ${(error as Error).message ?? String(error)}`];
  }
  const refusal = await gpsRefusal();
  if (errors.length === 0 && !refusal) return;
  rmSync("dist", { recursive: true, force: true });
  if (errors.length > 0) {
    console.error(
      `\nThe site was not built. Please change these in content/, then build again:\n${errors
        .map((error) => `  - ${error}`)
        .join("\n")}\n`,
    );
  }
  if (refusal) console.error(`\n${refusal}\n`);
  process.exit(1);
}
