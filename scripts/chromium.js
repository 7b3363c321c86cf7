// The browser every run here uses: Debian's Chromium (Playwright never
// downloads one) with the same flags, for the browser tests
// (playwright.config.ts) and for `npm run bench` (scripts/bench.js).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
