import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { hostFiles, lockedDownPolicy, workerPolicy } from "../../server/headers.js";
import { checkEachWidth, widths } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { headOf } from "./html-head";
import { allPaths, layoutPaths } from "./pages";
import { expectScriptBudget, scriptBudget, watchScripts } from "./script-budget";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

// One load of each page for all its checks: its own pre-rendered page, its
// headers, the app starting, nothing blocked or fetched from elsewhere, its
// JavaScript within its budget (decision 022), and its words: the donor wall is
// kept on "this device", never "this browser". And axe-core on it at a phone's
// and a desktop's width (one product of each layout standing for the rest:
// tests/e2e/pages.ts; the states a visitor reaches by interacting are
// a11y.spec.ts's). Each load costs more than the checks on it (decisions 026, 076).
for (const path of allPaths) {
  const axe = layoutPaths.includes(path);
  test(`${path} answers 200 with its own pre-rendered page, strict headers, hydrates with no policy violation, nothing from another origin, "this device" never "this browser"; ${scriptBudget(path)}${axe ? `; no WCAG A/AA violations at ${widths.join(" and ")}px` : ""}`, async ({
    page,
    request,
    requests,
    baseURL,
  }) => {
    const head = await request.get(path, { maxRedirects: 0 });
    expect(head.status()).toBe(200);
    const html = await head.text();
    expect(html).toContain("<h1");
    expect(html).toContain("<title>");

    const scripts = watchScripts(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(await page.locator("body").innerText()).not.toMatch(/this browser/i);
    await expectScriptBudget(page, path, scripts);
    // A browser enforces both: the page's own policy in its <meta>, with the
    // hashes of its inline code, and the header's, with what a <meta> cannot say.
    const headers = response?.headers() ?? {};
    const policies = [headOf(html).policy ?? "", headers["content-security-policy"] ?? ""];
    expect(policies[0]).toContain("default-src 'self'");
    expect(policies[0]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/);
    expect(policies[1]).toContain("frame-ancestors 'none'");
    for (const csp of policies) {
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
    }
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toContain("must-revalidate");

    // Walk the whole page so lazy images load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    const origin = new URL(baseURL ?? "").origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual(
      [],
    );

    if (axe) {
      // Colours are checked once settled, not halfway through a transition.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await checkEachWidth(page);
    }
  });
}

test("the policy is really enforced: injected inline script does not run", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Content Security Policy/);
  await page.goto("/about");
  await hydrated(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    )
    .toContainEqual(expect.stringMatching(/^script-src/));
});

test("hashed assets are cached for a year", async ({ page, request }) => {
  const loaded = page.waitForResponse((response) => response.request().resourceType() === "script");
  await page.goto("/donate");
  const script = new URL((await loaded).url()).pathname;
  expect(script).toMatch(/^\/_astro\//);
  const response = await request.get(script);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a missing asset answers 404 and is never stored", async ({ request }) => {
  const response = await request.get("/_astro/root.0000000.js");
  expect(response.status()).toBe(404);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

/**
 * The headers `_headers` gives an address, as Netlify reads it: every rule
 * whose pattern matches, a later rule's value of a header replacing an
 * earlier one's (`*` is anything, `:name` one segment).
 */
function fromHeadersFile(text: string, address: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) {
      const pattern = line
        .trim()
        .split(/(\*|:\w+)/)
        .map((part) =>
          part === "*"
            ? ".*"
            : part.startsWith(":")
              ? "[^/]+"
              : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("");
      matches = new RegExp(`^${pattern}$`).test(address);
    } else if (matches && line.trim() !== "") {
      const [name = "", ...value] = line.trim().split(": ");
      headers[name.toLowerCase()] = value.join(": ");
    }
  }
  return headers;
}

test("every file, of every type, carries the security headers, the same from npm start and _headers", async ({
  request,
}, testInfo) => {
  // It lists the files of dist, so it asks the server of that build,
  // not a test-content build whose files have other names.
  test.skip(testInfo.project.name !== "chromium", "reads dist, which only chromium serves");
  const client = "dist";
  const headersFile = await readFile(path.join(client, "_headers"), "utf8");
  const files = (await readdir(client, { recursive: true }))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.\w+$/.test(file) && !/\.(html|br|gz)$/.test(file))
    .filter((file) => !hostFiles.includes(file));
  const types = new Set(files.map((file) => path.extname(file)));
  // Every kind the build writes: scripts, styles, pictures, the worker, the search files…
  // (the sample picnic has drawings, no photographs: an organiser's photos are copies in
  // /_astro/, under the same rule as its scripts).
  for (const type of [".js", ".css", ".svg", ".png", ".wasm", ".txt", ".xml", ".ics"]) {
    expect(types, type).toContain(type);
  }
  expect(files).toContain("sw.js");
  expect(files).toContain("manifest.webmanifest");

  const compared = [
    "content-security-policy",
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "permissions-policy",
    "cache-control",
  ];
  const differences: string[] = [];
  for (const file of files) {
    const address = `/${file}`;
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const served = response.headers();
    const policy = address === "/sw.js" ? workerPolicy : lockedDownPolicy;
    expect(served["content-security-policy"], address).toBe(policy);
    expect(served["x-frame-options"], address).toBe("DENY");
    const written = fromHeadersFile(headersFile, address);
    for (const name of compared) {
      if (written[name] !== served[name]) {
        differences.push(
          `${address} ${name}: _headers ${written[name]}, npm start ${served[name]}`,
        );
      }
    }
  }
  expect(differences).toEqual([]);
  // Hosts cap a line (Cloudflare at 2,000 characters); the files' rules stay far below.
  let address = "";
  for (const line of headersFile.split("\n")) {
    if (line.startsWith("/")) address = line;
    const isFileRule = address.endsWith("/*") ? address !== "/*" : /\.\w+$/.test(address);
    if (isFileRule) expect(line.length, line).toBeLessThan(200);
  }
});

test("every line of _headers fits Cloudflare Pages' limit of 2,000 characters; pages get what npm start sends them", async ({
  request,
}) => {
  const text = await readFile("dist/_headers", "utf8");
  const long = text.split("\n").filter((line) => line.length > 2000);
  expect(long.map((line) => `${line.length}: ${line.slice(0, 60)}…`)).toEqual([]);
  // The policy npm start sends with a page is the one Netlify and Cloudflare send with every address.
  const sent = (await request.get("/event")).headers()["content-security-policy"];
  const lines = text.split("\n");
  expect(lines[lines.indexOf("/*") + 1]).toBe(`  Content-Security-Policy: ${sent}`);
});
