import { expect, test } from "./fixtures";

// The journeys run twice in Chromium: on the site built with the first-paint
// step and on the one built without it (playwright.config.ts, decision 013).
// Each pass must really have the build it claims, or passing proves nothing.
test("the page is built with the first-paint step, or as React Router builds it", async ({
  request,
}, testInfo) => {
  const html = await (await request.get("/donate")).text();
  const withStep = testInfo.project.name !== "without-first-paint";
  // With the step, the page asks for no script or stylesheet before its first paint.
  expect(html.includes('<link rel="modulepreload"'), "React Router's preloads").toBe(!withStep);
  expect(html.includes('<link rel="stylesheet"'), "a linked stylesheet").toBe(!withStep);
  expect(/<style\b/.test(html), "an inline stylesheet").toBe(withStep);
});
