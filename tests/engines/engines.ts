import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { isWebElement, WebDriverSession, type WebElement } from "./webdriver";

export type EngineName = "firefox" | "webkit";

/**
 * What a journey needs from a browser, whatever protocol drives it. Scripts are
 * function sources, called in the page with JSON arguments; their result may
 * be a promise.
 */
export interface Driver {
  goto(url: string): Promise<void>;
  back(): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  evaluate<T>(source: string, args: unknown[]): Promise<T>;
  /** Like evaluate, for a script whose result is an element (or null). */
  element(source: string, args: unknown[]): Promise<DriverElement | null>;
  click(element: DriverElement): Promise<void>;
  type(element: DriverElement, text: string): Promise<void>;
  /** A key name as in KeyboardEvent.key ("Tab", "ArrowRight", "Enter"), or "Space". */
  press(key: string): Promise<void>;
  /** The viewport as the visitor sees it. */
  screenshot(): Promise<Buffer>;
  /**
   * The page printed to PDF on A4 paper, as the browser's own print does it;
   * null where the driver cannot print (WebKitWebDriver has no Print Page command).
   */
  print(): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** An element reference, only ever handed back to the driver that made it. */
export type DriverElement = ElementHandle | WebElement;

/** A running engine, which opens a new browser (window or context) for each test. */
export type Engine = { newDriver(): Promise<Driver>; close(): Promise<void> };

/** Thrown when an engine's program is not installed or does not start. */
export class EngineUnavailable extends Error {}

export function launch(name: EngineName): Promise<Engine> {
  return name === "firefox" ? launchFirefox() : launchWebKit();
}

// ---------------------------------------------------------------- Firefox ---

/** Firefox speaks WebDriver BiDi itself; puppeteer-core drives it with no driver program. */
async function launchFirefox(): Promise<Engine> {
  const executablePath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
  if (!existsSync(executablePath)) {
    throw new EngineUnavailable(
      `Firefox is not installed at ${executablePath} (Debian: apt-get install firefox-esr; ` +
        `or set FIREFOX_PATH).`,
    );
  }
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: "firefox",
      executablePath,
      headless: true,
      // Classic scrollbars would take 12 px from a 375 px page, unlike any phone.
      extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
    });
  } catch (error) {
    throw new EngineUnavailable(`Firefox at ${executablePath} did not start: ${String(error)}`);
  }
  return {
    async newDriver() {
      const context = await browser.createBrowserContext();
      return firefoxDriver(await context.newPage(), () => context.close());
    },
    close: () => browser.close(),
  };
}

const expression = (source: string, args: unknown[]) => `(${source})(...${JSON.stringify(args)})`;

function firefoxDriver(page: Page, close: () => Promise<void>): Driver {
  return {
    goto: async (url) => void (await page.goto(url)),
    back: async () => void (await page.goBack()),
    setViewport: (width, height) => page.setViewport({ width, height }),
    evaluate: <T>(source: string, args: unknown[]) =>
      page.evaluate(expression(source, args)) as Promise<T>,
    async element(source, args) {
      const handle = await page.evaluateHandle(expression(source, args));
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return element as ElementHandle | null;
    },
    click: (element) => (element as ElementHandle).click(),
    type: (element, text) => (element as ElementHandle).type(text),
    press: (key) => page.keyboard.press(key === "Space" ? " " : (key as "Tab")),
    screenshot: async () => Buffer.from(await page.screenshot()),
    print: async () => Buffer.from(await page.pdf({ format: "A4" })),
    close,
  };
}

// ----------------------------------------------------------------- WebKit ---

/**
 * WebKitGTK's MiniBrowser, driven by WebKitWebDriver (classic WebDriver only)
 * on a virtual X display. A test-only GTK stylesheet lets its window shrink
 * below the toolbar's 447 px, down to a phone's width.
 */
async function launchWebKit(): Promise<Engine> {
  const driverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? "WebKitWebDriver";
  const children: ChildProcess[] = [];
  const config = await mkdtemp(path.join(tmpdir(), "webkit-profile-"));
  const stop = async () => {
    for (const child of children.reverse()) child.kill();
    await rm(config, { recursive: true, force: true });
  };
  try {
    await mkdir(path.join(config, "gtk-3.0"));
    await copyFile(new URL("gtk.css", import.meta.url), path.join(config, "gtk-3.0", "gtk.css"));

    const xvfb = start(
      "Xvfb",
      ["-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1600x1200x24"],
      {
        stdio: ["ignore", "ignore", "ignore", "pipe"],
        missing: "Xvfb is not installed (Debian: apt-get install xvfb).",
      },
    );
    children.push(xvfb);
    const display = await firstLine(xvfb, 3, "Xvfb did not start");

    const port = await freePort();
    const driver = start(driverPath, [`--port=${port}`], {
      stdio: "ignore",
      env: { ...process.env, DISPLAY: `:${display}`, XDG_CONFIG_HOME: config },
      missing:
        `WebKitWebDriver is not installed (Debian: apt-get install webkit2gtk-driver; ` +
        `or set WEBKIT_WEBDRIVER_PATH).`,
    });
    children.push(driver);
    const driverUrl = `http://127.0.0.1:${port}`;
    await waitForDriver(driverUrl, driver);

    // One MiniBrowser for the worker's journeys, as Firefox has one browser: a
    // new session started a browser for each, about 2.5 s of CPU (decision 026).
    // Each journey's own origin keeps its storage and service worker from the
    // next; one that leaves the window unusable gets a new session.
    let idle: WebDriverSession | undefined;
    return {
      async newDriver() {
        const session = idle ?? (await WebDriverSession.create(driverUrl));
        idle = undefined;
        return webKitDriver(session, async () => {
          try {
            await session.reset();
            idle = session;
          } catch {
            await session.close().catch(() => {});
          }
        });
      },
      async close() {
        await idle?.close().catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error instanceof EngineUnavailable
      ? error
      : new EngineUnavailable(`WebKit did not start: ${String(error)}`);
  }
}

/**
 * Calls the page's function; the result or the error comes back through the
 * async script's callback, so a rejected promise fails the journey with its message.
 */
const asyncScript = (source: string) => `
  const done = arguments[arguments.length - 1];
  const args = Array.prototype.slice.call(arguments, 0, -1);
  Promise.resolve()
    .then(() => (${source})(...args))
    .then(
      (value) => done({ value }),
      (error) => done({ error: error instanceof Error ? error.name + ": " + error.message + " " + error.stack : String(error) }),
    );`;

function webKitDriver(session: WebDriverSession, close: () => Promise<void>): Driver {
  const evaluate = async <T>(source: string, args: unknown[]) => {
    const result = await session.executeAsync<{ value: T } | { error: string }>(
      asyncScript(source),
      args,
    );
    if ("error" in result) throw new Error(result.error);
    return result.value;
  };
  return {
    goto: async (url) => void (await session.navigate(url)),
    back: async () => void (await session.back()),
    async setViewport(width, height) {
      // The window holds the toolbar too: size it, then add what the toolbar took.
      await session.setWindowRect({ width, height });
      // The page may learn its new width a moment after the window has it (a
      // busy machine): wait for the resize that brings it, 5 s at most.
      const [innerWidth, innerHeight] = await evaluate<[number, number]>(
        String(
          (wanted: number) =>
            new Promise((resolve) => {
              const report = () => resolve([window.innerWidth, window.innerHeight]);
              if (window.innerWidth === wanted) return report();
              window.addEventListener("resize", () => {
                if (window.innerWidth === wanted) report();
              });
              window.setTimeout(report, 5000);
            }),
        ),
        [width],
      );
      if (innerHeight !== height) {
        await session.setWindowRect({ width, height: height + (height - innerHeight) });
      }
      if (innerWidth !== width) {
        throw new Error(
          `WebKit's window is ${innerWidth} px wide, not ${width} px (is the test GTK stylesheet applied?)`,
        );
      }
    },
    evaluate,
    async element(source, args) {
      const value = await evaluate<unknown>(source, args);
      return isWebElement(value) ? value : null;
    },
    click: async (element) => void (await session.click(element as WebElement)),
    type: async (element, text) => void (await session.type(element as WebElement, text)),
    press: (key) => session.press(key),
    screenshot: () => session.screenshot(),
    print: async () => null,
    close,
  };
}

function start(
  command: string,
  args: string[],
  options: {
    stdio: Parameters<typeof spawn>[2]["stdio"];
    env?: NodeJS.ProcessEnv;
    missing: string;
  },
) {
  const child = spawn(command, args, { stdio: options.stdio, env: options.env });
  child.on("error", () => {}); // reported by whoever waits on it, below
  return Object.assign(child, { missing: options.missing });
}

/** Resolves with the first line a child writes on the given pipe. */
function firstLine(child: ReturnType<typeof start>, fd: number, failure: string) {
  return new Promise<string>((resolve, reject) => {
    let text = "";
    const stream = child.stdio[fd] as NodeJS.ReadableStream;
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("\n")) resolve(text.trim());
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new EngineUnavailable(
          error.code === "ENOENT" ? child.missing : `${failure}: ${error.message}`,
        ),
      ),
    );
    child.once("exit", (code) => reject(new EngineUnavailable(`${failure} (exit code ${code})`)));
  });
}

async function waitForDriver(url: string, child: ReturnType<typeof start>) {
  let failed: Error | undefined;
  child.once("error", (error: NodeJS.ErrnoException) => {
    failed = new EngineUnavailable(error.code === "ENOENT" ? child.missing : error.message);
  });
  child.once("exit", (code) => {
    failed = new EngineUnavailable(`WebKitWebDriver stopped (exit code ${code})`);
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (failed) throw failed;
    try {
      const response = await fetch(`${url}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new EngineUnavailable("WebKitWebDriver did not answer within 15 s");
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
