// Decap keeps its editor mounted when the address moves straight from one
// file's screen to another's (a notice's link, Back, an address typed in):
// the new screen's fields were drawn over the entry already loaded, and a
// save wrote them into that entry's file (content/event.json got the shop's
// terms). Going on through Decap's own `/edit/<collection>/<file>` route, which
// redirects to the screen, unmounts the editor, so each screen loads its own file.
import { history } from "decap-cms-core/dist/esm/routing/history.js";

const entryRoute = /^\/collections\/([^/]+)\/entries\/([^/]+)$/;

/** "content/products" for the address of the Products screen, else undefined. */
const screenOf = (pathname: string) => {
  const [, collection, file] = entryRoute.exec(pathname) ?? [];
  return collection && file ? `${collection}/${file}` : undefined;
};

/** From now on, every move from one screen to another loads the new screen's own file. */
export function loadEachScreensOwnFile(): void {
  let shown = screenOf(history.location.pathname);
  // Told only of moves that happen: one the organiser declines (unsaved changes) is not one.
  history.listen((location) => {
    const before = shown;
    shown = screenOf(location.pathname);
    const next = shown;
    // After the history has told every listener of this move, so Decap's router sees both.
    if (before && next && before !== next) queueMicrotask(() => history.replace(`/edit/${next}`));
  });
}
