import type { Config } from "@react-router/dev/config";
import { products } from "./app/content/products";
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
  // Every page is rendered to HTML at build time. getStaticPaths() leaves out
  // dynamic and splat routes, so product pages and the two not-found pages
  // (site-wide and under /shop/) are listed by hand; postbuild moves the
  // latter to 404.html files that static hosts serve with status 404.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...products.map((product) => `/shop/${product.id}`),
    "/404",
    "/shop/404",
  ],
  buildEnd: async ({ reactRouterConfig }) => {
    await postbuild({ clientDir: `${reactRouterConfig.buildDirectory}/client` });
  },
} satisfies Config;
