/**
 * The few W3C WebDriver (classic) commands the WebKit journeys use, over plain
 * HTTP and JSON. Decision 011 says why this is not webdriverio.
 */

/** How WebDriver marks an element reference in JSON (W3C WebDriver, "web element identifier"). */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

export type WebElement = { [ELEMENT_KEY]: string };

export const isWebElement = (value: unknown): value is WebElement =>
  typeof value === "object" && value !== null && ELEMENT_KEY in value;

/** Key codes from the WebDriver specification's table of keys. */
const KEYS: Record<string, string> = {
  Tab: "\uE004",
  Enter: "\uE007",
  Escape: "\uE00C",
  Space: " ",
  ArrowLeft: "\uE012",
  ArrowUp: "\uE013",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
};

export class WebDriverSession {
  private constructor(private readonly base: string) {}

  /** A new browser window (for WebKitWebDriver, a new MiniBrowser). */
  static async create(driverUrl: string) {
    const { sessionId } = await command<{ sessionId: string }>(driverUrl, "POST", "/session", {
      capabilities: { alwaysMatch: {} },
    });
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`);
  }

  private send<T>(method: string, path: string, body?: unknown) {
    return command<T>(this.base, method, path, body);
  }

  navigate(url: string) {
    return this.send("POST", "/url", { url });
  }
  back() {
    return this.send("POST", "/back", {});
  }
  setWindowRect(rect: { width: number; height: number }) {
    return this.send<{ width: number; height: number }>("POST", "/window/rect", rect);
  }
  /** Runs a function body in the page; `arguments` holds args, then a callback that ends it. */
  executeAsync<T>(script: string, args: unknown[]) {
    return this.send<T>("POST", "/execute/async", { script, args });
  }
  click(element: WebElement) {
    return this.send("POST", `/element/${element[ELEMENT_KEY]}/click`, {});
  }
  type(element: WebElement, text: string) {
    return this.send("POST", `/element/${element[ELEMENT_KEY]}/value`, { text });
  }
  /** Presses and releases one key (a name from KEYS, or a character) on what has focus. */
  async press(key: string) {
    const value = KEYS[key] ?? key;
    if ([...value].length !== 1) throw new Error(`No WebDriver key code for "${key}"`);
    await this.send("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ],
    });
    await this.send("DELETE", "/actions");
  }
  async screenshot() {
    return Buffer.from(await this.send<string>("GET", "/screenshot"), "base64");
  }
  /**
   * Back to one blank window for the next journey: its windows closed but the
   * first, which leaves every page. (Each journey has an origin of its own, so
   * nothing it stored reaches the next.)
   */
  async reset() {
    const [first, ...others] = await this.send<string[]>("GET", "/window/handles");
    for (const handle of others) {
      await this.send("POST", "/window", { handle });
      await this.send("DELETE", "/window");
    }
    if (first) await this.send("POST", "/window", { handle: first });
    await this.navigate("about:blank");
  }
  close() {
    return this.send("DELETE", "");
  }
}

async function command<T>(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as {
    value: T | { error: string; message: string };
  };
  if (!response.ok) {
    const { error, message } = value as { error: string; message: string };
    throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return value as T;
}
