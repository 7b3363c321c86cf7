import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
await page.goto("http://127.0.0.1:7279/privacy");
const b = page.getByRole("button", { name: /Erase/ });
console.log(await b.evaluate((el) => {
  const r = el.getBoundingClientRect(); const p = el.parentElement.getBoundingClientRect();
  const s = getComputedStyle(el); const c = document.createElement("canvas").getContext("2d");
  c.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
  const w = (t) => Math.round(c.measureText(t).width);
  return { btn: r.width, h: r.height, panel: p.width, pad: s.paddingLeft, inner: p.width - 42,
    now: w(el.textContent), a: w("Erase this device's donor wall"), b: w("Erase the donor wall here"), c: w("Erase this device's entries") };
}));
await browser.close();
