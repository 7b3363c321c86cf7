// The pages' scripts (scripts/page-scripts-plugin.ts).
declare module "virtual:island-scripts" {
  /** The address of each island script, by its name in app/islands/bundles. */
  const files: Record<string, string>;
  export default files;
}
declare module "virtual:page-script" {
  /** The address of app/page-script.ts, built into one small hashed file. */
  const src: string;
  export default src;
}
