import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { contentErrors, sampleValuesInUse } from "./app/content/validate.ts";
import { buildConstants } from "./scripts/build-constants.ts";
import { photosPlugin } from "./scripts/photos-plugin.ts";

// Refuses to build wrong content before anything is bundled, and reminds
// organisers which sample values still need replacing.
function checkContent(): Plugin {
  return {
    name: "picnicky:check-content",
    configResolved() {
      const errors = contentErrors();
      if (errors.length > 0) {
        throw new Error(
          `The site content is not valid:\n${errors.map((error) => `  - ${error}`).join("\n")}`,
        );
      }
    },
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
  plugins: [checkContent(), photosPlugin(), tailwindcss(), reactRouter()],
  define: buildConstants(),
  // The `~` alias is declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
});
