import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildConstants } from "./scripts/build-constants.ts";
import { pageScriptsPlugin } from "./scripts/page-scripts-plugin.ts";
import { photosPlugin } from "./scripts/photos-plugin.ts";

export default defineConfig({
  plugins: [photosPlugin(), pageScriptsPlugin(), tailwindcss(), reactRouter()],
  define: buildConstants(),
  // The `~` alias is declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
});
