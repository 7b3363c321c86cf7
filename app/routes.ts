import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { notFoundFile, pages } from "./pages";

// One route per page of the list in app/pages.ts, and the not-found page for
// every other address.
export default [
  ...pages.map((page) =>
    page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file),
  ),
  route("*", notFoundFile),
] satisfies RouteConfig;
