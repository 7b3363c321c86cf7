// The browser every run here uses: Debian's Chromium (Playwright never
// downloads one) with the same flags, for the browser tests
// (playwright.config.ts) and for `npm run bench` (bench.ts).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // Chromium 156 builds its address bar's two suggestion pop-ups (web pages of
    // its own, with a renderer each) for every window, so for every test's
    // browser context: 0.7 s of CPU per context, unused without an address bar.
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
  ],
};
