import type { Config } from "@react-router/dev/config";
import { notFoundPaths, pagePaths } from "./app/pages.server";
import { postbuild } from "./scripts/postbuild/index";

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
