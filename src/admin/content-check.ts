// What the build's content check says of the files as they are saved now,
// shown in the editor (decision 040), so a mistake the build would refuse is
// seen and put right where it was made. `npm run admin`'s local server
// (scripts/admin-guard.mjs) answers at `contentCheckPath` with the check's
// messages ("content/site.json: emails.info must be an e-mail address…");
// each is shown with the screen that edits its file. Online there is no such
// server: the host's build says the same in its log, and the live site stays
// as it was (README).

/** Where the local server answers, beside its /api/v1. */
export const contentCheckPath = "/content-check";

/** The editor's screen for a file: its name in the editor and its address there. */
export type Screen = { label: string; link: string };

const title = "The site will not build until these are changed";

/** The words after a file's name when the file is not JSON: the editor shows its screen empty. */
const unreadWords = "could not be read";

/**
 * The check's message for a file of content that is not JSON (or is not
 * there), naming it, or null when it reads. The content check itself cannot
 * run then (it reads every file), so the guard gives these instead, one for
 * each such file (scripts/admin.mjs).
 */
export function unreadable(file: string, text: string | undefined): string | null {
  if (text === undefined)
    return `${file} ${unreadWords}: there is no such file. Take back the last one saved (git checkout ${file}).`;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return `${file} ${unreadWords}: it is not JSON (${why}). Its screen shows empty fields, not what the file holds: put the file right in a text editor, or take back the last one saved (git checkout ${file}).`;
  }
}

/** The notice, made once and kept at the foot of the window; empty, it is hidden. */
function notice(): { box: HTMLElement; list: HTMLElement; here: HTMLElement } {
  const box = document.createElement("section");
  box.setAttribute("aria-labelledby", "content-check-title");
  box.setAttribute("aria-live", "polite");
  box.hidden = true;
  Object.assign(box.style, {
    position: "fixed",
    insetInline: "0",
    bottom: "0",
    zIndex: "400",
    maxHeight: "40vh",
    overflowY: "auto",
    padding: "12px 24px",
    background: "#fff4f4",
    borderTop: "3px solid #b3261e",
    color: "#1d1d1d",
    font: "15px/1.45 system-ui, sans-serif",
  });
  const heading = document.createElement("h2");
  heading.id = "content-check-title";
  heading.textContent = `${title}:`;
  Object.assign(heading.style, { margin: "0 0 6px", fontSize: "16px" });
  const list = document.createElement("ul");
  Object.assign(list.style, { margin: "0", paddingInlineStart: "20px" });
  // What the notice says of the screen open now, when its own file could not be read.
  const here = document.createElement("p");
  here.setAttribute("role", "alert");
  Object.assign(here.style, { margin: "0 0 6px", fontWeight: "600" });
  box.append(heading, here, list);
  document.body.append(box);
  return { box, list, here };
}

/** One message as a line of the notice: the screen (a link to it) and the file, then what to change. */
function line(message: string, screens: Record<string, Screen>): HTMLLIElement {
  const item = document.createElement("li");
  const [, file = "", rest = message] = /^(content\/[\w./-]+\.json)(.*)$/s.exec(message) ?? [];
  const screen = screens[file];
  if (screen) {
    const link = document.createElement("a");
    link.href = screen.link;
    link.textContent = screen.label;
    item.append(link, ` (${file})${rest}`);
  } else item.textContent = message;
  return item;
}

/**
 * Shows the content check's messages from `url` at the foot of the editor,
 * now and whenever the window comes back to the front (a file may have been
 * changed by hand). Returns the function that asks again, for after a save.
 */
export function showContentCheck(url: string, screens: Record<string, Screen>): () => void {
  const { box, list, here } = notice();
  let unread: string[] = [];
  // On the screen of a file that could not be read, the notice says so first.
  const sayHere = () => {
    const file = unread.find((each) => screens[each] && location.hash === screens[each].link);
    here.textContent = file
      ? `This screen's file, ${file}, ${unreadWords}: its fields are empty, not what the file holds. Publishing here would write them as they are now.`
      : "";
    here.hidden = !file;
  };
  window.addEventListener("hashchange", sayHere);
  let asked = 0;
  const ask = async () => {
    const mine = (asked += 1);
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) return;
      const { errors } = (await response.json()) as { errors: string[] };
      if (mine !== asked) return; // A later answer is on its way.
      list.replaceChildren(...errors.map((message) => line(message, screens)));
      unread = Object.keys(screens).filter((file) =>
        errors.some((message) => message.startsWith(`${file} ${unreadWords}`)),
      );
      sayHere();
      box.hidden = errors.length === 0;
    } catch {
      // The local server has stopped: the editor says so itself when it saves.
    }
  };
  window.addEventListener("focus", () => void ask());
  void ask();
  return () => void ask();
}
