import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("event", "routes/event.tsx"),
  route("shop", "routes/shop.tsx"),
  route("shop/:id", "routes/product.tsx"),
  route("about", "routes/about.tsx"),
  route("donate", "routes/donate.tsx"),
  route("donor-wall", "routes/donor-wall.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  // For the organisers to print: noindex, in neither the navigation nor the sitemap.
  route("poster", "routes/poster.tsx"),
  route("table-cards", "routes/table-cards.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
