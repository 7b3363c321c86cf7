import type { Config } from "@react-router/dev/config";
import { checkContent } from "./scripts/check-content.ts";

// Before anything below reads the content (scripts/check-content.ts says why).
await checkContent();
const { notFoundPaths, pagePaths } = await import("./app/pages.server.ts");
const { postbuild } = await import("./scripts/postbuild/index.ts");

export default {
  ssr: false,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  // Every page of app/pages.ts is rendered to HTML at build time, and the two
  // not-found pages, which postbuild moves to 404.html files that static hosts
  // serve with status 404.
  prerender: [...pagePaths(), ...notFoundPaths],
  buildEnd: async ({ reactRouterConfig }) => {
    await postbuild({ clientDir: `${reactRouterConfig.buildDirectory}/client` });
  },
} satisfies Config;
