import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { sampleValuesInUse } from "./app/content/validate.ts";
import { buildConstants } from "./scripts/build-constants.ts";
import { pageScriptsPlugin } from "./scripts/page-scripts-plugin.ts";
import { photosPlugin } from "./scripts/photos-plugin.ts";

// Reminds organisers which sample values still need replacing (wrong content
// never gets this far: react-router.config.ts checks it first).
function sampleWarning(): Plugin {
  return {
    name: "sample-warning",
    buildStart() {
      const samples = sampleValuesInUse();
      if (
        this.environment.config.command === "build" &&
        this.environment.name === "client" &&
        samples.length > 0
      ) {
        this.environment.logger.warn(
          `\nThese sample values are still in app/content and should be replaced before launch:\n${samples
            .map((sample) => `  - ${sample}`)
            .join("\n")}\n`,
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [sampleWarning(), photosPlugin(), pageScriptsPlugin(), tailwindcss(), reactRouter()],
  define: buildConstants(),
  // The `~` alias is declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
});
