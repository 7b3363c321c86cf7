// The content editor at /admin/ (decision 029), as an organiser uses it with
// `npm run admin`: a photo uploaded from a phone, this week's figure and the
// new date typed into the editor's own form, saved, the site rebuilt. On a
// folder laid out as the project is (its content/, photos/ and public/, and the
// package.json and scripts/ the editor must never reach): the working tree is
// never changed. Built as a test picnic is, from its content/ (CONTENT_DIR,
// decision 068). One rebuild for the file, after both saves.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import http, { type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { parse } from "parse5";
import * as prettier from "prettier";
import sharp from "sharp";
import { editorConfig } from "../../src/admin/config";
import { editorJson, layoutOf } from "../../src/admin/json-format";
import { typedDateOf } from "../../src/admin/typed-date";
import { formatAmount, formatLongDate } from "../../src/lib/format";
import { zoneName } from "../../src/lib/time-zone";
import { hasGps } from "../../scripts/photo-privacy.mjs";
import { gpsPhoto, largePhoto } from "../../scripts/photo-privacy.test-photos";
import { createApp } from "../../server/app.js";
import { expect, test } from "./fixtures";
import { headOf } from "./html-head";
import { listeningPorts } from "./listening-ports";
import { sitemapPages } from "./pages";

const root = fileURLToPath(new URL("../..", import.meta.url));
const copy = path.join(root, ".test-content", "admin");

/** `npm run build` of the copy's content, into its own dist/ (without the editor and the compressed copies). */
const buildCopy = () =>
  spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules", "astro", "bin", "astro.mjs"),
      "build",
      "--outDir",
      path.join(copy, "dist"),
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: path.join(copy, "content"), TEST_CONTENT_BUILD: "admin" },
    },
  );
// Beside the test-content builds' ports (E2E_PORT+100…): the editor, its guard, the rebuilt site.
const editorPort = Number(process.env.E2E_PORT ?? 4179) + 90;
const editor = `http://127.0.0.1:${editorPort}`;
const rebuilt = `http://127.0.0.1:${editorPort + 2}`;

const readJson = async (file: string) =>
  JSON.parse(await readFile(path.join(copy, "content", file), "utf8")) as Record<string, unknown>;

test.describe.configure({ mode: "serial" });

let admin: ChildProcess;
let site: Server | undefined;
let photoDir: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await rm(copy, { recursive: true, force: true });
  for (const part of ["content", "photos", "public", "scripts", "package.json"])
    await cp(path.join(root, part), path.join(copy, part), { recursive: true });
  photoDir = await mkdtemp(path.join(tmpdir(), "phone-"));
  admin = spawn(process.execPath, ["scripts/admin.mjs"], {
    cwd: root,
    env: { ...process.env, ADMIN_PORT: String(editorPort), ADMIN_PROJECT: copy },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // `npm run admin` says where to open the editor once both servers listen.
  await new Promise<void>((resolve, reject) => {
    admin.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(`${editor}/admin/`)) resolve();
    });
    admin.on("exit", (code) => reject(new Error(`npm run admin stopped (exit code ${code})`)));
  });
});

test.afterAll(async () => {
  admin?.kill();
  site?.close();
  await rm(photoDir, { recursive: true, force: true });
});

/** Opens the editor and signs in to the local backend (Login: no password on this computer). */
async function signIn(page: Page) {
  await page.goto(`${editor}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("The site", { exact: true }).first()).toBeVisible();
}

/** Opens one of the editor's screens from its list, as an organiser does. */
async function openScreen(page: Page, screen: string, label: string) {
  await page.goto(`${editor}/admin/#/collections/content`);
  await page.getByRole("link", { name: screen }).click();
  // A field's label, "(optional)" after it where it may be left empty.
  await expect(page.getByText(new RegExp(`^${label}( \\(optional\\))?$`)).first()).toBeVisible();
}

/** Publishes the open screen, as an organiser does: Publish, then Publish now. */
async function publish(page: Page) {
  const unsaved = page.getByText(/^unsaved changes$/i);
  await expect(unsaved).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(unsaved).toBeHidden();
}

// One test, so the editor is opened and signed in to once: the photo first,
// then the figure and the date, then one rebuild of the copy.
test("a photo uploaded in the editor is written without its GPS position; the figure and the date saved are on /, /event and in the calendar file after a build", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);

  await test.step("the photo, uploaded through the image widget", async () => {
    const original = path.join(photoDir, "lawn-from-my-phone.jpg");
    await gpsPhoto(original);
    expect(await hasGps(original), "the phone's photo has a position").toBe(true);

    await openScreen(page, "Photos", "Hero");
    await page
      .getByRole("button", { name: /^Choose (an|different) image$/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles(original);
    await expect(page.getByText("lawn-from-my-phone.jpg")).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("Alt").first().fill("Friends on picnic blankets on the lawn");
    await publish(page);

    const written = path.join(copy, "photos", "lawn-from-my-phone.jpg");
    await expect
      .poll(async () => ((await readJson("photos.json")).hero as { file?: string })?.file)
      .toBe("lawn-from-my-phone.jpg");
    expect(await hasGps(written), "no GPS position in photos/").toBe(false);
    expect((await sharp(written).metadata()).exif, "no Exif at all").toBeUndefined();
  });

  const figures = await readJson("fundraising.json");
  const raised = Math.round(((figures.raised as number) + 1234.5) * 100) / 100;
  // Ten weeks from today: the picnic is ahead, whenever the test runs.
  const date = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
  const picnic = await readJson("event.json");

  await test.step("the figure and the date, typed into the editor's form", async () => {
    await openScreen(page, "Raised so far", "Raised");
    const raisedField = page.getByLabel("Raised", { exact: true });
    // Once the screen shows the figure saved before (not the last screen's form, empty).
    await expect(raisedField).toHaveValue(String(figures.raised));
    await raisedField.fill(String(raised));
    await publish(page);
    await expect.poll(async () => (await readJson("fundraising.json")).raised).toBe(raised);

    await openScreen(page, "The picnic", "Date");
    // Its times are the picnic's own: labelled with its time zone, never "UTC".
    const zone = zoneName(picnic.timeZone as string);
    await expect(page.getByText(`Start time (${zone})`, { exact: true })).toBeVisible();
    await expect(page.getByText(`End time (${zone})`, { exact: true })).toBeVisible();
    await expect(page.getByText("UTC", { exact: true })).toHaveCount(0);
    const dateField = page.getByLabel("Date", { exact: true });
    await expect(dateField).toHaveValue(typedDateOf(picnic.date as string));
    await dateField.fill(date);
    await publish(page);
    await expect.poll(async () => (await readJson("event.json")).date).toBe(date);
  });

  await test.step("the site rebuilt from the copy", async () => {
    // The organiser's next step: `npm run build`.
    const build = buildCopy();
    expect(build.status, build.stderr).toBe(0);
    site = createApp(path.join(copy, "dist")).listen(editorPort + 2, "127.0.0.1");

    // The words of the picnic's state (ahead) are shown; the others are hidden.
    const shown = (text: string) => page.getByText(text).filter({ visible: true }).first();
    await page.goto(`${rebuilt}/`);
    await expect(shown(formatAmount(raised))).toBeVisible();
    await expect(shown(formatLongDate(date))).toBeVisible();
    await page.goto(`${rebuilt}/event`);
    await expect(shown(formatLongDate(date))).toBeVisible();
    const calendar = await page.locator('a[href$=".ics"]').first().getAttribute("href");
    const ics = await (await page.request.get(`${rebuilt}${calendar}`)).text();
    const starts = ics.split(/\r?\n/).find((line) => line.startsWith("DTSTART"));
    expect(starts).toContain(`:${date.replaceAll("-", "")}T`);
  });
});

test("beside each screen, the preview shows the page as it will look: a word changed in the editor is there at once, its {placeholders} filled in, in the site's own style", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { brand, honoree } = (await readJson("site.json")) as { brand: string; honoree: string };
  await signIn(page);
  await page.goto(`${editor}/admin/#/collections/words`);
  await page.getByRole("link", { name: "About" }).click();
  const preview = page.frameLocator("#preview-pane");
  // The About page's own header and title, the brand filled in.
  await expect(preview.getByRole("link", { name: brand }).first()).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`About ${brand}`);

  // Typed, not published: the preview follows the words as they are typed.
  await page.getByLabel("Hero title", { exact: true }).fill("Our picnic: {brand}, for {honoree}");
  const title = preview.getByRole("heading", {
    level: 1,
    name: `Our picnic: ${brand}, for ${honoree}`,
  });
  await expect(title).toBeVisible();

  // In the site's stylesheet: the title looks as the built page's does.
  const looks = (element: Element) => {
    const style = getComputedStyle(element);
    return { font: style.fontFamily, weight: style.fontWeight, colour: style.color };
  };
  const site = await page.context().newPage();
  await site.goto("/about");
  const built = await site.getByRole("heading", { level: 1 }).evaluate(looks);
  await site.close();
  // Not a browser's own black, so the same colour means the same stylesheet.
  expect(built.colour).not.toBe("rgb(0, 0, 0)");
  expect(await title.evaluate(looks)).toEqual(built);

  // The colours too are the entries being edited, not the file the editor was built beside.
  // (Leaving the words unsaved: the editor asks first.)
  page.once("dialog", (dialog) => void dialog.accept());
  await openScreen(page, "Colours", "Words");
  await page.getByLabel("Words", { exact: true }).fill("#123456");
  await expect(preview.getByRole("heading", { level: 1 }).first()).toHaveCSS(
    "color",
    "rgb(18, 52, 86)",
  );
});

test("a content file that cannot be read leaves the editor as it was, and each preview that needs it says which", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(60_000);
  // Decap says so in the console as it reads the file.
  consoleGuard.allow(/SyntaxError: .*JSON/);
  const file = path.join(copy, "content", "words", "donate.json");
  const saved = await readFile(file, "utf8");
  await writeFile(file, `${saved.slice(0, 40)}\n`);
  try {
    await signIn(page);
    await page.goto(`${editor}/admin/#/collections/words`);
    await page.getByRole("link", { name: "About" }).click();
    await expect(page.frameLocator("#preview-pane").getByRole("alert")).toContainText(
      "Donate (content/words/donate.json) could not be read",
    );
    // The screen's own fields are there to change, and its other screens to open.
    await expect(page.getByLabel("Hero title", { exact: true })).toBeEditable();
    await openScreen(page, "Names and addresses", "Info");
  } finally {
    await writeFile(file, saved);
  }
});

test("a file that cannot be read is named in the notice with its screen, beside every other, and its screen says so", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(60_000);
  consoleGuard.allow(/SyntaxError: .*JSON/);
  const broken = ["fundraising.json", path.join("words", "donate.json")].map((file) =>
    path.join(copy, "content", file),
  );
  const saved = await Promise.all(broken.map((file) => readFile(file, "utf8")));
  // Cut short, as a hand edit or a copy that stopped halfway leaves it.
  await Promise.all(broken.map((file, index) => writeFile(file, saved[index]!.slice(0, 60))));
  try {
    await signIn(page);
    const notice = page.getByRole("region", { name: /^The site will not build until/ });
    await expect(notice.getByRole("listitem")).toHaveText([
      /^Raised so far \(content\/fundraising\.json\) could not be read: it is not JSON/,
      /^Donate \(content\/words\/donate\.json\) could not be read: it is not JSON/,
    ]);
    await notice.getByRole("link", { name: "Raised so far" }).click();
    await expect(notice.getByRole("alert")).toHaveText(
      /^This screen's file, content\/fundraising\.json, could not be read: its fields are empty/,
    );
    // Another screen, whose file reads: the notice says nothing of it.
    await openScreen(page, "Names and addresses", "Info");
    await expect(notice.getByRole("alert")).toBeHidden();
  } finally {
    await Promise.all(broken.map((file, index) => writeFile(file, saved[index]!)));
  }
});

test("a field the build would refuse, saved in the editor, is named in the editor until it is put right there; an emptied optional one is not; a build that fails leaves the editor", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const notice = page.getByRole("region", { name: /^The site will not build until/ });
  const site = await readJson("site.json");
  const info = (site.emails as Record<string, string>).info!;

  await test.step("Twitter emptied, as an organiser whose picnic is not there", async () => {
    await openScreen(page, "Names and addresses", "Info");
    await page.getByLabel(/^Twitter \(optional\)$/).fill("");
    // The editor asks the content check again after the save: nothing to change.
    const asked = page.waitForResponse((response) => response.url().endsWith("/content-check"));
    await publish(page);
    await asked;
    await expect(notice).toBeHidden();
    // Left out of the file, as the README says (not saved as "").
    const { social } = await readJson("site.json");
    expect(social).not.toHaveProperty("twitter");
  });

  await test.step("an e-mail address typed in words", async () => {
    await page.getByLabel("Info", { exact: true }).fill(info.replace("@", " at "));
    await publish(page);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("listitem")).toHaveText([
      /^Names and addresses \(content\/site\.json\): emails\.info must be an e-mail address/,
    ]);
    await expect(notice.getByRole("link", { name: "Names and addresses" })).toHaveAttribute(
      "href",
      /entries\/names$/,
    );
  });

  await test.step("the build refuses it, and the editor stays, still saying so", async () => {
    const build = buildCopy();
    expect(build.status).toBe(1);
    expect(build.stderr).toContain("content/site.json: emails.info must be an e-mail address");
    await page.reload();
    await expect(notice).toContainText("emails.info must be an e-mail address");
  });

  await test.step("put right in the editor, from the notice's link, the notice goes", async () => {
    await notice.getByRole("link", { name: "Names and addresses" }).click();
    await page.getByLabel("Info", { exact: true }).fill(info);
    await publish(page);
    await expect(notice).toBeHidden();
    expect(((await readJson("site.json")).emails as Record<string, string>).info).toBe(info);
  });
});

test("a camera's full-size photo uploaded in the editor is saved no larger than the site shows it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const original = path.join(photoDir, "camera-full-size.jpg");
  await largePhoto(original);
  const before = await readFile(path.join(copy, "content", "photos.json"), "utf8");
  try {
    await signIn(page);
    await openScreen(page, "Photos", "Hero");
    await page
      .getByRole("button", { name: /^Choose (an|different) image$/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles(original);
    await expect(page.getByText("camera-full-size.jpg")).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("Alt").first().fill("The lawn in June");
    await publish(page);
    const written = path.join(copy, "photos", "camera-full-size.jpg");
    await expect.poll(() => existsSync(written)).toBe(true);
    const { width, height } = await sharp(written).metadata();
    expect([width, height]).toEqual([2400, 1620]);
  } finally {
    await rm(path.join(copy, "photos", "camera-full-size.jpg"), { force: true });
    await writeFile(path.join(copy, "content", "photos.json"), before);
  }
});

test("a date is typed day first and shown in words beside it; one the editor cannot read is refused, naming its field", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(60_000);
  // Decap refuses a save with a field in error by rejecting its promise with no reason.
  consoleGuard.allow(/^page error: undefined$/);
  const file = path.join(copy, "content", "fundraising.json");
  const before = await readFile(file, "utf8");
  try {
    await signIn(page);
    await openScreen(page, "Raised so far", "As of");
    const asOf = page.getByLabel("As of", { exact: true });
    await asOf.fill("19 June 2027");
    await expect(page.getByText("Saturday 19 June 2027", { exact: true })).toBeVisible();
    await publish(page);
    await expect.poll(async () => (await readJson("fundraising.json")).asOf).toBe("2027-06-19");

    // Month first, as a browser's picker may read it: not a day of the calendar, and refused.
    await asOf.fill("06/19/2027");
    await expect(page.getByText("Saturday 19 June 2027", { exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now", { exact: true }).click();
    await expect(
      page.getByText(/^As of: "06\/19\/2027" is not a date the editor can read/),
    ).toBeVisible();
    expect((await readJson("fundraising.json")).asOf).toBe("2027-06-19");
  } finally {
    await writeFile(file, before);
  }
});

test("a notice's link opens its screen with its own file loaded, from another screen, and a save there writes that file alone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shopFile = path.join(copy, "content", "shop.json");
  const eventFile = path.join(copy, "content", "event.json");
  const [shop, event] = await Promise.all([
    readFile(shopFile, "utf8"),
    readFile(eventFile, "utf8"),
  ]);
  const { shopTerms } = JSON.parse(shop) as { shopTerms: { bulkOrderItems: number } };
  // A mistake in the shop's file the build would refuse, so the notice links to Products.
  await writeFile(shopFile, shop.replace(/("bulkOrderItems": )\d+/, "$11"));
  try {
    await signIn(page);
    const notice = page.getByRole("region", { name: /^The site will not build until/ });
    await openScreen(page, "The picnic", "Date");
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue(
      typedDateOf((JSON.parse(event) as { date: string }).date),
    );
    await notice.getByRole("link", { name: "Products" }).click();
    // The shop's own file: its terms as saved, not the picnic's form.
    const bulk = page.getByLabel("Bulk order items", { exact: true });
    await expect(bulk).toHaveValue("1");
    await bulk.fill(String(shopTerms.bulkOrderItems));
    await publish(page);
    await expect(notice).toBeHidden();
    expect(await readFile(shopFile, "utf8")).toBe(shop);
    expect(await readFile(eventFile, "utf8"), "the picnic's file is untouched").toBe(event);

    // On to a screen of the other part ("Words on the pages") by its address, as Back or a
    // bookmark goes: its own words, and no error (the console guard fails the test on one).
    await page.goto(`${editor}/admin/#/collections/words/entries/donate`);
    const { donateCopy } = JSON.parse(
      await readFile(path.join(copy, "content", "words", "donate.json"), "utf8"),
    ) as { donateCopy: { trustTitle: string } };
    await expect(page.getByLabel("Trust title", { exact: true })).toHaveValue(
      donateCopy.trustTitle,
    );
    await expect(page.getByText(/^Failed to load preview/)).toBeHidden();
  } finally {
    await Promise.all([writeFile(shopFile, shop), writeFile(eventFile, event)]);
  }
});

const editorFiles = editorConfig({ name: "git-gateway", branch: "main" }).collections.flatMap(
  (collection) => collection.files,
);
/**
 * That `file`, once saved, differs in one line, `was` → `is`, from `before` as
 * the editor writes it (the file itself, unless its keys were put in another
 * order by hand), and passes `prettier --check`.
 */
async function expectOneLineChanged(file: string, before: string, [was, is]: [string, string]) {
  await expect.poll(() => readFile(file, "utf8")).not.toBe(before);
  const after = await readFile(file, "utf8");
  const options = await prettier.resolveConfig(file);
  const { fields } = editorFiles.find((each) => path.join(copy, each.file) === file)!;
  const written = editorJson(JSON.parse(before), fields, layoutOf(options ?? {}));
  const [old, now] = [written.split("\n"), after.split("\n")];
  const differ = now.flatMap((line, index) => (line === old[index] ? [] : [[old[index], line]]));
  expect({ lines: now.length, differ }).toEqual({ lines: old.length, differ: [[was, is]] });
  expect(await prettier.check(after, { ...options, filepath: file }), "prettier --check").toBe(
    true,
  );
}

test("one field saved in the editor is the one line that changes in its file, which keeps the project's format", async ({
  page,
}) => {
  await signIn(page);

  await test.step("a button's words", async () => {
    const file = path.join(copy, "content", "words", "event.json");
    const before = await readFile(file, "utf8");
    const { buttons } = JSON.parse(before) as { buttons: Record<string, string> };
    const changed = `${buttons.attend} with us`;
    await page.goto(`${editor}/admin/#/collections/words`);
    await page.getByRole("link", { name: "The picnic's year (home and event pages)" }).click();
    const attend = page.getByLabel("Attend", { exact: true });
    await expect(attend).toHaveValue(buttons.attend!);
    await attend.fill(changed);
    await publish(page);
    await expectOneLineChanged(file, before, [
      `    "attend": ${JSON.stringify(buttons.attend)},`,
      `    "attend": ${JSON.stringify(changed)},`,
    ]);
  });

  await test.step("a product's price (the shop's file, whose keys Decap's own writer would put in an order of its own)", async () => {
    const file = path.join(copy, "content", "shop.json");
    const before = await readFile(file, "utf8");
    const [first] = (
      JSON.parse(before) as { products: { id: string; name: string; price: number }[] }
    ).products;
    const price = first!.price + 1;
    await openScreen(page, "Products", "Products");
    // Each product's pictures are shown (a missing one would be a console error). The product
    // opened with the first button of its bar (Decap's arrow, which has no name).
    // Each product headed by its name (the list's summary), not "Id".
    const item = page.getByText(first!.name, { exact: true }).first().locator("xpath=..");
    await item.getByRole("button").first().click();
    const field = page.getByLabel("Price", { exact: true }).first();
    await expect(field).toHaveValue(String(first!.price));
    await field.fill(String(price));
    await publish(page);
    await expectOneLineChanged(file, before, [
      `      "price": ${first!.price},`,
      `      "price": ${price},`,
    ]);
  });
});

/** The policy in a page's <meta>, read with parse5. */
function metaPolicyOf(html: string): string | undefined {
  type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
  const found: Node[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "meta") found.push(node);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  const attribute = (node: Node, name: string) =>
    node.attrs?.find((attr) => attr.name === name)?.value;
  const meta = found.find((node) => attribute(node, "http-equiv") === "Content-Security-Policy");
  return meta && attribute(meta, "content");
}

test("npm run admin's editor may reach its own server on this computer, and no other", async ({
  request,
}) => {
  const response = await request.get(`${editor}/admin/`);
  expect(response.status()).toBe(200);
  const own = [`http://127.0.0.1:${editorPort + 1}`, `http://localhost:${editorPort + 1}`];
  for (const policy of [
    response.headers()["content-security-policy"],
    metaPolicyOf(await response.text()),
  ]) {
    const connect = /connect-src ([^;]*)/.exec(policy ?? "")?.[1]?.split(" ");
    expect(connect).toEqual(expect.arrayContaining(["'self'", ...own]));
    expect(connect?.filter((source) => /^http:/.test(source))).toEqual(own);
  }
});

/** One request to the editor's local server (the guard before decap-server), or to `port`, as sent. */
function api(
  body: unknown,
  {
    port = editorPort + 1,
    host = `127.0.0.1:${port}`,
    origin = editor,
    method = "POST",
  }: { port?: number; host?: string; origin?: string; method?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, "content-type": "application/json" };
    if (origin) headers.origin = origin;
    if (method === "OPTIONS") {
      headers["access-control-request-method"] = "POST";
      headers["access-control-request-headers"] = "content-type";
    }
    const request = http.request(
      { host: "127.0.0.1", port, path: "/api/v1", method, headers },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on("error", reject);
    request.end(method === "POST" ? JSON.stringify(body) : undefined);
  });
}

/** Every file of the copy (but the dependencies and the build), with a hash of what it holds. */
async function everyFile(): Promise<Record<string, string>> {
  const names = await readdir(copy, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of names) {
    const file = path.relative(copy, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || /^(node_modules|build|\.react-router)\b/.test(file)) continue;
    files[file] = createHash("sha256")
      .update(await readFile(path.join(copy, file)))
      .digest("hex");
  }
  return files;
}

const media = (filePath: string, content = "b3duZWQ=") => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: { path: filePath, content, encoding: "base64" },
    options: { commitMessage: "Upload" },
  },
});

test("the editor's local server writes only where the editor's configuration points: package.json, ../x, absolute paths and encoded traversal are refused, and nothing changes", async () => {
  const outside = path.join(tmpdir(), `outside-${process.pid}.txt`);
  const before = await everyFile();
  expect(before["package.json"]).toBeDefined();
  const attempts = [
    "package.json",
    "../x",
    outside,
    "content/%2e%2e/package.json",
    "content/../package.json",
    "photos/../package.json",
    "photos/..%2fpackage.json",
    ".git/config",
    "scripts/build.mjs",
    "photos/sub/x.jpg",
  ];
  for (const attempt of attempts) {
    const answer = await api(media(attempt));
    expect(answer.status, attempt).toBe(422);
    expect(JSON.parse(answer.text).error, attempt).toMatch(
      /^The editor's local server refuses .* it may only use the editor's own files in content\/.*photos\/.*public\/images\/products\//,
    );
  }
  const save = await api({
    action: "persistEntry",
    params: {
      branch: "main",
      entry: { slug: "x", path: "package.json", raw: "{}" },
      assets: [],
      options: { collectionName: "content", commitMessage: "x", useWorkflow: false, status: "" },
    },
  });
  expect(save.status).toBe(422);
  expect(await everyFile()).toEqual(before);
  expect(existsSync(outside)).toBe(false);
  expect(existsSync(path.join(copy, "..", "x"))).toBe(false);

  // What the editor does there still goes: a picture into a media folder, and away again.
  const picture = "public/images/products/probe.png";
  expect((await api(media(picture))).status).toBe(200);
  expect(await readFile(path.join(copy, picture), "utf8")).toBe("owned");
  const removed = await api({
    action: "deleteFile",
    params: { branch: "main", path: picture, options: { commitMessage: "Delete" } },
  });
  expect(removed.status).toBe(200);
  expect(await everyFile()).toEqual(before);
});

test("the editor's local server answers only its own Host and the editor's own Origin", async () => {
  const info = { action: "info" };
  expect((await api(info)).status).toBe(200);
  expect(
    (
      await api(info, {
        host: `localhost:${editorPort + 1}`,
        origin: `http://localhost:${editorPort}`,
      })
    ).status,
  ).toBe(200);
  // A site whose name now points at this computer (DNS rebinding): its own Host.
  for (const host of [`evil.example:${editorPort + 1}`, "127.0.0.1", `127.0.0.1:${editorPort}`]) {
    const answer = await api(info, { host });
    expect(answer.status, host).toBe(421);
    expect(answer.text, host).not.toContain("local_fs");
  }
  const before = await everyFile();
  for (const origin of [
    "",
    `http://localhost:${editorPort + 50}`,
    "http://127.0.0.1",
    "http://evil.example",
    "null",
    `https://127.0.0.1:${editorPort}`,
  ]) {
    for (const method of ["POST", "OPTIONS"]) {
      const answer = await api(media("photos/from-elsewhere.jpg"), { origin, method });
      expect(answer.status, `${method} from ${origin || "no origin"}`).toBe(403);
      expect(answer.headers["access-control-allow-origin"], origin).toBeUndefined();
    }
  }
  expect(await everyFile()).toEqual(before);
});

test("no port npm run admin listens on takes a write but through the guard: decap-server has no port of its own", async () => {
  const ports = await listeningPorts(admin.pid!);
  expect(ports).toEqual(expect.arrayContaining([editorPort, editorPort + 1]));
  const before = await everyFile();
  // As a page that found the port, or a program on this computer, would send it: any Host and
  // Origin, or the port's own and the editor's.
  for (const port of ports) {
    for (const headers of [
      { host: "evil.example", origin: "http://evil.example" },
      { host: `127.0.0.1:${port}`, origin: editor },
      { host: `localhost:${port}`, origin: "" },
    ]) {
      const answer = await api(media("package.json"), { port, ...headers });
      expect(answer.status, `${port} as ${headers.host}`).not.toBe(200);
    }
  }
  expect(await everyFile()).toEqual(before);
  expect(ports, "the editor's and the guard's ports, and none other").toEqual([
    editorPort,
    editorPort + 1,
  ]);
});

test("a photo or folder that links out of the editor's places is never written, read or deleted through it, whatever encodes its ..", async () => {
  const photos = path.join(copy, "photos");
  const products = path.join(copy, "public", "images", "products");
  const outside = path.join(tmpdir(), `outside-${process.pid}.txt`);
  const packageJson = await readFile(path.join(copy, "package.json"));
  // What a read that went out would answer with: the files' first bytes, as Decap sends them.
  const secrets = [
    packageJson.subarray(0, 30).toString("base64"),
    (await readFile(path.join(copy, "scripts", "admin.mjs"))).subarray(0, 30).toString("base64"),
    "admin-guard",
  ];
  const photosBefore = new Set(await readdir(photos));
  await symlink("../package.json", path.join(photos, "link.jpg"));
  // A link to nothing yet: writing it would make the file it names.
  await symlink(outside, path.join(photos, "dangling.jpg"));
  // The product pictures' folder itself a link, to the project's scripts.
  await rename(products, `${products}.kept`);
  await symlink("../../scripts", products);
  const outsidePhotos = async () =>
    Object.fromEntries(
      Object.entries(await everyFile()).filter(([file]) => !file.startsWith("photos/")),
    );
  const before = await outsidePhotos();
  const read = (file: string) => ({
    action: "getMediaFile",
    params: { branch: "main", path: file },
  });
  const remove = (file: string) => ({
    action: "deleteFile",
    params: { branch: "main", path: file, options: { commitMessage: "Delete" } },
  });
  try {
    for (const attempt of [
      media("photos/link.jpg"),
      media("photos/dangling.jpg"),
      media("public/images/products/admin.mjs"),
      media("public/images/products/new.mjs"),
      read("photos/link.jpg"),
      read("public/images/products/admin.mjs"),
      { action: "getMedia", params: { branch: "main", mediaFolder: "public/images/products" } },
      remove("photos/link.jpg"),
      remove("public/images/products/admin.mjs"),
      {
        action: "deleteFiles",
        params: { branch: "main", paths: ["photos/link.jpg"], options: { commitMessage: "x" } },
      },
    ]) {
      const answer = await api(attempt);
      expect(answer.status, JSON.stringify(attempt)).toBe(422);
      expect(JSON.parse(answer.text).error).toMatch(/^The editor's local server refuses/);
      for (const secret of secrets) expect(answer.text).not.toContain(secret);
    }
    // ".." however it is written: refused, or a name of its own in photos/, never a way out.
    for (const dots of [
      "..",
      "%2e%2e",
      "%2E%2E",
      "%252e%252e",
      ".%2e",
      "%2e.",
      "．．",
      "%c0%ae%c0%ae",
      "..\\",
    ]) {
      for (const file of [`photos/${dots}/package.json`, `photos/${dots}%2fpackage.json`]) {
        for (const attempt of [media(file), read(file), remove(file)]) {
          const answer = await api(attempt);
          for (const secret of secrets) expect(answer.text, file).not.toContain(secret);
        }
      }
    }
    expect(await outsidePhotos()).toEqual(before);
    expect(await readFile(path.join(copy, "package.json"))).toEqual(packageJson);
    expect(existsSync(outside)).toBe(false);
  } finally {
    await rm(products, { force: true });
    await rename(`${products}.kept`, products);
    for (const name of await readdir(photos))
      if (!photosBefore.has(name)) await rm(path.join(photos, name), { force: true });
    await rm(outside, { force: true });
  }
});

test("the editor is the organisers' alone: never indexed or kept, its own policy, named by no page", async ({
  request,
}) => {
  const response = await request.get("/admin/");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["x-robots-tag"]).toBe("noindex");
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  // The deployed editor talks to no server on the visitor's computer; only `npm run admin`'s may.
  const built = await readFile(path.join(root, "dist", "admin", "index.html"), "utf8");
  for (const policy of [headers["content-security-policy"], metaPolicyOf(built)]) {
    expect(policy).toMatch(/connect-src 'self'/);
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|:\*/);
  }
  expect((await request.get("/admin", { maxRedirects: 0 })).headers().location).toBe("/admin/");

  // Every page keeps its own policy: nothing evaluated, nothing fetched from elsewhere.
  const client = path.join(root, "dist");
  const pages = (await readdir(client, { recursive: true })).filter(
    (file) => file.endsWith(".html") && !file.startsWith("admin"),
  );
  expect(pages.length).toBeGreaterThan(1);
  for (const file of pages) {
    const html = await readFile(path.join(client, file), "utf8");
    const policy = headOf(html).policy ?? "";
    expect(policy, file).toContain("default-src 'self'");
    expect(policy, file).not.toContain("unsafe-eval");
    expect(policy, file).not.toContain("api.github.com");
    // Neither its script nor a link to it.
    expect(html, file).not.toContain("admin/assets");
    expect(html, file).not.toContain('href="/admin');
  }
  const listed = await sitemapPages(async (at) => (await request.get(at)).text());
  expect(listed.join(" ")).not.toContain("/admin");
  expect(await readFile(path.join(client, "sw.js"), "utf8")).not.toContain("admin/assets");
});
