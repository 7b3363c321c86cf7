import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { TestInfo } from "@playwright/test";
import type { Driver, DriverElement, EngineName } from "./engines";
import type { ProbeRecord, ProbeServer } from "./probe-server";
import { islandsStarted } from "../islands-started";

/** How long an action waits for its element, and `tab.waitFor` for its condition. */
const ACTION_TIMEOUT = 10_000;

/**
 * Testing Library's queries, run inside the page, find elements by role and
 * accessible name as Playwright's getByRole does in the Chromium journeys.
 * Given to each page the first time a journey looks for something on it.
 */
const queriesSource = readFileSync(
  createRequire(import.meta.url).resolve(
    "@testing-library/dom/dist/@testing-library/dom.umd.min.js",
  ),
  "utf8",
);
const MISSING_QUERIES = "testing-library-not-loaded";

type TextMatch = string | { source: string; flags: string };
type Query =
  | { by: "role"; role: string; name?: TextMatch; level?: number }
  | { by: "text"; text: TextMatch; exact?: boolean };
type RoleOptions = { name?: string | RegExp; level?: number };

const textMatch = (text: string | RegExp): TextMatch =>
  typeof text === "string" ? text : { source: text.source, flags: text.flags };

const describeChain = (chain: Query[]) =>
  chain
    .map((query) =>
      query.by === "role"
        ? `role=${query.role}${query.name === undefined ? "" : ` name=${JSON.stringify(query.name)}`}` +
          (query.level === undefined ? "" : ` level=${query.level}`)
        : `text=${JSON.stringify(query.text)}`,
    )
    .join(" >> ");

/**
 * Runs in the page: the visible elements the chain of queries finds, each
 * query looking inside what the one before found. Hidden elements (as Testing
 * Library and the accessibility tree see them, or with no box) do not count.
 */
function matchesInPage(chain: Query[], missing: string) {
  type Queries = {
    queryAllByRole(c: Element, role: string, o: object): HTMLElement[];
    queryAllByText(c: Element, text: unknown, o: object): HTMLElement[];
  };
  const queries = (window as unknown as { TestingLibraryDom?: Queries }).TestingLibraryDom;
  if (!queries) throw new Error(missing);
  const matcher = (text: TextMatch | undefined) =>
    text === undefined || typeof text === "string" ? text : new RegExp(text.source, text.flags);
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true }) && box.width * box.height > 0;
  };
  // Between two pages a document can have no body yet: then nothing is seen.
  let found: Element[] = document.body ? [document.body] : [];
  for (const query of chain) {
    const next = new Set<Element>();
    for (const container of found) {
      const matches =
        query.by === "role"
          ? queries.queryAllByRole(container, query.role, {
              name: matcher(query.name),
              level: query.level,
            })
          : queries.queryAllByText(container, matcher(query.text), { exact: query.exact ?? true });
      for (const match of matches) if (visible(match)) next.add(match);
    }
    found = [...next];
  }
  return found;
}

/** A page script that gets the chain's matches and hands them to `action` with more arguments. */
const onMatches = (action: (elements: Element[], ...rest: never[]) => unknown) =>
  `(chain, missing, ...rest) => (${String(action)})((${String(matchesInPage)})(chain, missing), ...rest)`;

/** Finds elements as a visitor would, by role and name or by visible text, when asked (like Playwright's locators). */
class Locator {
  constructor(
    private readonly tab: Tab,
    private readonly chain: Query[],
  ) {}

  getByRole(role: string, options: RoleOptions = {}) {
    return new Locator(this.tab, [...this.chain, roleQuery(role, options)]);
  }

  getByText(text: string | RegExp, { exact = true } = {}) {
    return new Locator(this.tab, [...this.chain, { by: "text", text: textMatch(text), exact }]);
  }

  toString() {
    return describeChain(this.chain);
  }

  private run<T>(action: (elements: Element[], ...rest: never[]) => T, ...rest: unknown[]) {
    return this.tab.query<Awaited<T>>(onMatches(action), [this.chain, MISSING_QUERIES, ...rest]);
  }

  /** How many visible elements match now. */
  count() {
    return this.run((elements) => elements.length);
  }

  /** The text of each visible match, with white space collapsed. */
  texts() {
    return this.run((elements) =>
      elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
    );
  }

  /** Waits for exactly one visible match, as Playwright's strict locators do. */
  async element(): Promise<DriverElement> {
    const deadline = Date.now() + ACTION_TIMEOUT;
    for (;;) {
      const element = await this.tab.queryElement(
        onMatches((elements) => (elements.length === 1 ? elements[0] : null)),
        [this.chain, MISSING_QUERIES],
      );
      if (element) return element;
      if (Date.now() > deadline) {
        throw new Error(`Expected one visible ${this}, found ${await this.count()}`);
      }
      await pause();
    }
  }

  /** One property of the one match (such as "checked" or "href"). */
  async property<T>(name: string) {
    await this.element();
    return this.run(
      (elements, property: string) => (elements[0] as unknown as Record<string, T>)[property],
      name,
    );
  }

  async attribute(name: string) {
    await this.element();
    return this.run(
      (elements, attribute: string) => elements[0]?.getAttribute(attribute) ?? null,
      name,
    );
  }

  async isFocused() {
    return this.run((elements) => elements.length === 1 && elements[0] === document.activeElement);
  }

  /**
   * Whether the chip a visitor sees for the one match (a visually hidden
   * radio: its label, or something in the label) shows a focus ring, an
   * outline or a box shadow. The radio itself is left out: it is not seen.
   */
  async showsRing() {
    await this.element();
    return this.run((elements) => {
      const label = elements[0]?.closest("label");
      if (!label) return false;
      return [label, ...label.querySelectorAll(":not(input)")].some((element) => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== "none";
      });
    });
  }

  async focus() {
    await this.element();
    await this.run((elements) => (elements[0] as HTMLElement).focus());
  }

  /**
   * Clicks the middle of the one match, first scrolling it to the middle of
   * the screen if something else is there (off screen, or under the fixed
   * header), and waiting, as Playwright does, until the element itself is
   * what a click there would reach: while the site's cross-fade between two
   * pages runs, the transition's snapshot covers the whole page (WebKit's
   * hit test then finds only <html>), and WebKit's driver would refuse the
   * click as "not interactable". If it still refuses (the page moved in
   * between: a banner scrolled into view), the match is found and tried again.
   */
  async click() {
    const deadline = Date.now() + ACTION_TIMEOUT;
    for (;;) {
      const element = await this.element();
      const reachable = await this.run((elements) => {
        const target = elements[0];
        if (!target) return false;
        const box = target.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (hit && target.contains(hit)) return true;
        // Under the cross-fade the page is where it will be: wait, do not scroll.
        if (hit !== document.documentElement) {
          target.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
        }
        return false;
      });
      if (!reachable && Date.now() <= deadline) {
        await pause();
        continue;
      }
      try {
        return await this.tab.driver.click(element);
      } catch (error) {
        if (!String(error).includes("element not interactable") || Date.now() > deadline) {
          throw error;
        }
        await pause();
      }
    }
  }

  /** Types into the field, key by key, after what it holds. */
  async type(text: string) {
    await this.tab.driver.type(await this.element(), text);
  }
}

const roleQuery = (role: string, { name, level }: RoleOptions): Query => ({
  by: "role",
  role,
  name: name === undefined ? undefined : textMatch(name),
  level,
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * One browser tab in Firefox or WebKit, on the test server: the journeys'
 * counterpart of Playwright's `page`, with the page's problems kept for the
 * end of the test.
 */
export class Tab {
  private readonly allowed: RegExp[] = [];

  constructor(
    readonly engine: EngineName,
    readonly driver: Driver,
    private readonly server: ProbeServer,
    private readonly testInfo: TestInfo,
  ) {}

  /** Opens a path of the site and checks that the probe is watching the page. */
  async goto(path: string) {
    await this.driver.goto(this.server.origin + path);
    await this.expectProbe();
  }

  async back() {
    await this.driver.back();
  }

  private async expectProbe() {
    const watched = await this.evaluate(() => Array.isArray(window.__engineProbe));
    if (!watched) {
      throw new Error(
        `The error probe did not run on ${await this.path()}: the test server or the page's ` +
          `Content-Security-Policy no longer lets a same-origin script run first.`,
      );
    }
  }

  /**
   * Runs the function, with JSON arguments, on every page this tab loads from
   * now on, before the page's own scripts (as Playwright's addInitScript does).
   */
  addInitScript<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A) {
    this.server.addInitScript(`(${String(fn)})(...${JSON.stringify(args)});`);
  }

  /** Cuts the site off from this tab, or brings it back. */
  setOffline(offline: boolean) {
    this.server.setOffline(offline);
  }

  /**
   * Waits until the page has loaded and every island (Astro's <astro-island>)
   * has started, starting those a visitor has not reached yet
   * (tests/islands-started.ts), so clicks reach their handlers. A page
   * without islands has nothing to wait for once it has loaded.
   */
  hydrated() {
    return this.waitFor(islandsStarted);
  }

  /**
   * Waits until the page has loaded and has fetched nothing more for half a
   * second (as Playwright's "networkidle"): what it asks for after load is in.
   */
  async settled() {
    await this.waitFor(() => document.readyState === "complete");
    const deadline = Date.now() + ACTION_TIMEOUT;
    const fetched = () => this.evaluate(() => performance.getEntriesByType("resource").length);
    for (let before = await fetched(); ;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = await fetched();
      if (now === before) return;
      if (Date.now() > deadline) throw new Error("The page kept fetching");
      before = now;
    }
  }

  /** The path and query of the page shown. */
  path() {
    return this.evaluate(() => location.pathname + location.search);
  }

  setViewport(width: number, height: number) {
    return this.driver.setViewport(width, height);
  }

  /** Runs a function in the page (it cannot reach anything outside itself) with JSON arguments. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return this.driver.evaluate(String(fn), args);
  }

  /** Waits until the function, run in the page, returns something truthy. */
  async waitFor<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A) {
    const deadline = Date.now() + ACTION_TIMEOUT;
    while (!(await this.evaluate(fn, ...args))) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${String(fn)}`);
      await pause();
    }
  }

  getByRole(role: string, options: RoleOptions = {}) {
    return new Locator(this, [roleQuery(role, options)]);
  }

  getByText(text: string | RegExp, { exact = true } = {}) {
    return new Locator(this, [{ by: "text", text: textMatch(text), exact }]);
  }

  /** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
  sidewaysOverflow() {
    return this.evaluate(() => {
      const page = document.scrollingElement ?? document.documentElement;
      return Math.max(0, page.scrollWidth - page.clientWidth);
    });
  }

  press(key: string) {
    return this.driver.press(key);
  }

  /**
   * Keeps a picture of the viewport in the test's folder under test-results/
   * (named after the engine), to compare the engines by eye, and returns it (PNG).
   */
  async screenshot(name: string) {
    const file = this.testInfo.outputPath(`${this.engine}-${name}.png`);
    const picture = await this.driver.screenshot();
    await writeFile(file, picture);
    return picture;
  }

  /** The page printed to PDF on A4 paper (kept beside the pictures), or null where the engine cannot. */
  async print(name: string) {
    const pdf = await this.driver.print();
    if (pdf) await writeFile(this.testInfo.outputPath(`${this.engine}-${name}.pdf`), pdf);
    return pdf;
  }

  /** Lets through a problem this journey expects (such as the not-found page's warning). */
  allow(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  /** Everything the probe saw on every page of this tab, one line each. */
  async problems() {
    const seen = new Map<string, ProbeRecord>();
    for (const record of this.server.records) seen.set(record.id, record);
    // Reports still on their way from the page shown are on the page itself.
    const onPage = await this.evaluate(() => window.__engineProbe ?? []).catch(() => []);
    for (const record of onPage) seen.set(record.id, record);
    return [...seen.values()].map((record) => `${record.kind} on ${record.page}: ${record.text}`);
  }

  /** What the probe saw, but the problems this journey allowed. */
  async unexpectedProblems() {
    return (await this.problems()).filter(
      (line) => !this.allowed.some((pattern) => pattern.test(line)),
    );
  }

  /** @internal Runs a Locator's page script, giving the page Testing Library first if it lacks it. */
  async query<T>(source: string, args: unknown[]): Promise<T> {
    return this.withQueries(() => this.driver.evaluate<T>(source, args));
  }

  /** @internal */
  async queryElement(source: string, args: unknown[]) {
    return this.withQueries(() => this.driver.element(source, args));
  }

  private async withQueries<T>(run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (!String(error).includes(MISSING_QUERIES)) throw error;
      await this.driver.evaluate(`function () {\n${queriesSource}\n}`, []);
      return run();
    }
  }
}

declare global {
  interface Window {
    __engineProbe?: ProbeRecord[];
  }
}
