// The organisers' photos, made at build time (scripts/photos-plugin.ts).
declare module "virtual:photos" {
  // An ambient module cannot import from a relative path; import() can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const photoSet: import("../scripts/photos").PhotoSet;
}
