import type { ComponentProps, ComponentType } from "react";
import { useLocation } from "react-router";
import islandScripts from "virtual:island-scripts";
import { pageAt } from "~/pages";
import { IslandRoot } from "./island-root";
import { bundleOf, fetchedWhenTouched, islands, wantedWhen, type IslandName } from "./registry";

// Only the build renders islands to HTML; the browser hydrates what it wrote.
const server = import.meta.env.SSR ? await import("react-dom/server") : null;

/** JSON that can sit in a <script> element: "</script>" or "<!--" in a string cannot end it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * A part of a page that hydrates on its own (decision 022): its HTML, rendered
 * as a root of its own, in <div data-island>, and its props in the JSON block
 * right after it, which app/islands/hydrate.ts reads. The container is a
 * plain block, with a box of its own: an island starts when that box comes
 * near the screen (decision 032).
 *
 * The container names its island's script (`data-script`), which the page's
 * loader (app/root.tsx) fetches after the first paint, once however many
 * islands name it; pages without an island have none. An island that is
 * `farDown` on every phone (About's donation form, Privacy's erase button)
 * names it as `data-script-wanted` instead: the page script fetches it only
 * when the island is wanted, so a visitor who reads the top of the page
 * fetches and runs none of it (decision 032). The shop's and the wall's
 * islands that start when used name it as `data-script-touched`: the page
 * script fetches it at the visitor's first touch (decision 033).
 */
export function Island<N extends IslandName>({
  name,
  props,
  farDown = false,
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  farDown?: boolean;
}) {
  // Rendered at build time only (the browser hydrates islands on their own).
  const path = useLocation().pathname.replace(/(.)\/$/, "$1");
  if (!pageAt(path)?.islands) {
    throw new Error(`${path} has an island, but its page in app/pages.ts lacks "islands: true".`);
  }
  const script = islandScripts[bundleOf[name]];
  const loaded = farDown
    ? "when near"
    : wantedWhen[name] !== "near" && fetchedWhenTouched.has(bundleOf[name])
      ? "when touched"
      : "at load";
  const html = server
    ? server.renderToString(
        <IslandRoot component={islands[name] as ComponentType<object>} props={props as object} />,
      )
    : "";
  return (
    <>
      <div
        data-island={name}
        data-script={loaded === "at load" ? script : undefined}
        data-script-wanted={loaded === "when near" ? script : undefined}
        data-script-touched={loaded === "when touched" ? script : undefined}
        data-wanted={wantedWhen[name]}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: jsonForScript(props) }}
      />
    </>
  );
}
