// The brand's colours that are needed outside the stylesheet: the browser's
// toolbar (app/root.tsx) and the installed app (scripts/postbuild/web-manifest.ts).
// They are app.css's --color-blush and --color-blush-50; a unit test keeps them equal.
export const brandColours = {
  /** The toolbar and the installed app's theme. */
  blush: "#ffdee2",
  /** The installed app's splash screen. */
  blush50: "#ffeef1",
} as const;
