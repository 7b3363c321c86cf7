// Decap's backends, widgets and languages ship no types (decap-cms-core does):
// what src/admin/main.ts takes from them, typed by the core's own interfaces.
declare module "decap-cms-backend-git-gateway" {
  import type { CmsBackendClass } from "decap-cms-core";
  export const GitGatewayBackend: CmsBackendClass;
}
declare module "decap-cms-backend-github" {
  import type { CmsBackendClass } from "decap-cms-core";
  export const GitHubBackend: CmsBackendClass;
}
declare module "decap-cms-backend-proxy" {
  import type { CmsBackendClass } from "decap-cms-core";
  export const ProxyBackend: CmsBackendClass;
}
declare module "decap-cms-locales" {
  import type { CmsLocalePhrases } from "decap-cms-core";
  export const en: CmsLocalePhrases;
}
declare module "decap-cms-widget-*" {
  import type { CmsWidgetParam } from "decap-cms-core";
  const widget: { Widget: () => CmsWidgetParam };
  export default widget;
}
// The core's own hash history (history 4), which its router follows: see screen-routes.ts.
declare module "decap-cms-core/dist/esm/routing/history.js" {
  type Location = { pathname: string };
  export const history: {
    location: Location;
    listen(listener: (location: Location) => void): () => void;
    replace(path: string): void;
  };
}
