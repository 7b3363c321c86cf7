import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:7279";
const out = "/work/notes/shots-r3";
const shots = [
  ["day", "2026-06-16T12:00:00Z", "/event"],
  ["before", "2026-05-01T11:00:00Z", "/about"],
  ["before", "2026-05-01T11:00:00Z", "/privacy"],
  ["before", "2026-05-01T11:00:00Z", "/terms"],
  ["before", "2026-05-01T11:00:00Z", "/donate"],
  ["before", "2026-05-01T11:00:00Z", "/"],
];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [state, at, path] of shots) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } });
    await page.clock.install({ time: new Date(at) });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${out}/${state}-${path === "/" ? "home" : path.slice(1)}-${width}`;
    await page.screenshot({ path: `${name}-full.png`, fullPage: true });
    if (process.argv[2]) console.log(await page.evaluate(process.argv[2]));
    await page.close();
  }
}
await browser.close();
