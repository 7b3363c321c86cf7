// The pages' scripts (scripts/page-scripts-plugin.ts).
declare module "virtual:island-scripts" {
  /** The address of each island script, by its name in app/islands/bundles. */
  const files: Record<string, string>;
  export default files;
}
declare module "virtual:page-script" {
  /** app/page-script.ts, minified, to inline. */
  const source: string;
  export default source;
}
