// `client:used`: an island whose plain HTML already looks and works as it
// will once started (the donation form, the shop's filter, the product's
// choices, the Share button). A visitor who only reads costs a slow phone no
// hydration: the island starts when it is used, by a key, a click, or a
// keyboard's focus. Its code is fetched once the page has loaded and the
// island nears the screen, or, with `client:used="touch"`, only when the
// visitor first touches it (a press, a focus, a key).
//
// `client:used="kept"`: an island that shows what this device keeps (the
// donor wall, its preview beside the donation form). The build drew it for a
// device that keeps nothing. On a device that keeps gifts it has them to
// show, so it starts as it nears the screen; on one that keeps none it waits
// as "touch" does, and starts as soon as this tab or another keeps something.
// (One directive, not two: a page carries each directive's code inline, and
// the donation page has both kinds of island.)
//
// A click on one of its buttons before it has started (a first tap on
// Donate) is held, the island started, and the same button clicked again,
// now with the island's handlers on it: the first tap does what a tap on the
// started island does, once, still within the visitor's own tap, so a window
// may still open. A form's button whose code has not arrived within a moment
// sends the form as plain HTML instead, once for a double tap as for one. So
// does one whose code cannot arrive at all (a dropped connection; a page
// opened before a deploy that replaced its scripts), unless the visitor gave
// what only the island keeps (a name, the wall box), which the plain form
// would drop: then nothing is sent, and the button says so and offers to
// reload, where the page asks for the scripts that are there.
import type { ClientDirective } from "astro";
import { keepsDonations, onceTheWallChanges } from "../lib/donations-key.ts";
import { afterLoad, nearTheScreen } from "./timing.ts";

/** What hydrates the island, given by Astro's `load`. */
type Hydrate = () => Promise<void>;

/**
 * How long a form's button waits for the island's code before the plain form
 * goes: on a slow phone the code fetched at the touch may take this long, and
 * the plain form's new page longer still.
 */
const FORM_PATIENCE = 1000;

/**
 * A key, or a keyboard's focus, starts the island; a tap's own focus and
 * press do not, so nothing is redrawn under a finger. A click does (below).
 */
const USING = ["focusin", "keydown"] as const;
const TOUCHING = ["pointerdown", "focusin", "keydown"] as const;

const byKeyboard = (event: Event) =>
  event.type !== "focusin" || (event.target as Element).matches?.(":focus-visible");

/**
 * The island's code, imported as Astro's `load` imports it (which then finds
 * it loaded): code that cannot load fails here at once, where Astro's own
 * `load` tries again a second later and then starts nothing, saying nothing.
 */
function importCode(island: HTMLElement) {
  const urls = ["component-url", "renderer-url"].flatMap((name) => island.getAttribute(name) ?? []);
  return Promise.all(urls.map((url) => import(/* @vite-ignore */ url)));
}

/**
 * Whether the visitor gave what only the island keeps: a field no plain form
 * sends (it has no name, or its form is a dialog's) that is no longer as the
 * page came.
 */
function givenToTheIslandAlone(island: HTMLElement) {
  const fields = island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input:not([type=hidden]), textarea",
  );
  return [...fields].some((field) => {
    const sent = field.name !== "" && field.form !== null && field.form.method !== "dialog";
    const choice = field instanceof HTMLInputElement && /^(radio|checkbox)$/.test(field.type);
    const changed = choice
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
    return !sent && changed;
  });
}

/** Beside the button pressed: nothing was sent, and the way on. */
function sayToReload(button: HTMLElement) {
  if (button.nextElementSibling?.matches("[data-code-missing]")) return;
  const note = document.createElement("p");
  note.dataset.codeMissing = "";
  note.setAttribute("role", "alert");
  note.className = "mt-3 font-semibold text-rose-ink";
  const reload = document.createElement("a");
  reload.href = location.href;
  reload.className = "underline underline-offset-4";
  reload.textContent = "Reload the page";
  note.append("Nothing was sent: this page could not finish loading. ", reload, " and try again.");
  button.after(note);
}

function startWhenUsed(
  load: () => Promise<Hydrate>,
  island: HTMLElement,
  { fetchWhen = "near" as "near" | "touch", also = (_start: () => void) => {} } = {},
) {
  // Undefined when the code could not be fetched.
  let code: Promise<Hydrate | undefined> | undefined;
  let arrived = false;
  const fetchCode = () =>
    (code ??= importCode(island)
      .then(load)
      .then(
        (hydrate) => {
          arrived = true;
          return hydrate;
        },
        () => undefined,
      ));

  // Whether the island started.
  let started: Promise<boolean> | undefined;
  let hydrated = false;
  const start = () =>
    (started ??= fetchCode().then(async (hydrate) => {
      if (!hydrate) return false;
      await hydrate();
      return (hydrated = true);
    }));

  // An address with a query (/shop?category=bags) may ask for what the build did not draw.
  if (location.search) afterLoad(() => void start());
  else {
    if (fetchWhen === "near") afterLoad(() => nearTheScreen(island, () => void fetchCode()));
    else for (const type of TOUCHING) island.addEventListener(type, fetchCode, { once: true });

    const onUse = (event: Event) => {
      if (byKeyboard(event)) void start();
    };
    for (const type of USING) island.addEventListener(type, onUse, { capture: true });
    also(() => void start());
  }

  // The held taps' wait: the island started, the plain form went instead, or neither could.
  let holding: Promise<"started" | "plain" | "missing"> | undefined;
  island.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest?.("button, input[type=submit]");
      if (hydrated) return;
      if (!(button instanceof HTMLElement) || !island.contains(button)) return void start();
      event.preventDefault();
      event.stopImmediatePropagation();
      const form =
        button instanceof HTMLButtonElement && button.type === "submit" ? button.form : null;
      // A tap while another is held (a double tap) waits with it: if the plain
      // form goes instead of the island, it goes once, not once a tap.
      const first = !holding;
      // Code that cannot arrive: the plain form stands in if it carries all the visitor gave.
      const plainWillDo = form !== null && !givenToTheIslandAlone(island);
      holding ??= Promise.race([
        start().then((done) => (done ? "started" : plainWillDo ? "plain" : "missing")),
        ...(form && !arrived
          ? [new Promise<"plain">((wait) => setTimeout(wait, FORM_PATIENCE, "plain"))]
          : []),
      ]).finally(() => (holding = undefined));
      const words = button.textContent;
      void holding.then((outcome) => {
        if (outcome === "missing") return sayToReload(button);
        if (outcome === "plain")
          return first ? form?.requestSubmit(button as HTMLButtonElement) : undefined;
        // The island may have drawn the button anew (the donation form's one
        // Donate for the plain form's one per amount): the one that says the same.
        const same = button.isConnected
          ? button
          : [...island.querySelectorAll("button")].find(
              (other) => !other.hidden && other.textContent === words,
            );
        same?.click();
      });
    },
    { capture: true },
  );
}

const whenUsed: ClientDirective = (load, options, island) => {
  if (options.value !== "kept") {
    startWhenUsed(load, island, { fetchWhen: options.value === "touch" ? "touch" : "near" });
  } else if (keepsDonations()) {
    const startsNear = (start: () => void) => afterLoad(() => nearTheScreen(island, start));
    startWhenUsed(load, island, { fetchWhen: "near", also: startsNear });
  } else startWhenUsed(load, island, { fetchWhen: "touch", also: onceTheWallChanges });
};

export default whenUsed;
