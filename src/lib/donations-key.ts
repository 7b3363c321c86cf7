// Where this device keeps its donor-wall entries (src/lib/donations.ts), in a
// module of its own so that the islands' start-up (src/directives/when-used.ts)
// can look for them, and hear of changes, without carrying the rest.

// Fixed by the specification, and the one place the sample brand stays after
// a rename: a new key would empty every visitor's wall.
export const DONATIONS_KEY = "picnicky:donors";

/**
 * Fired at `window` when this tab changes the list (a gift saved, the wall
 * erased). Other tabs hear of it by the `storage` event, which a tab never
 * gets for its own changes.
 */
export const DONATIONS_CHANGED = "donorschange";

/**
 * Whether this device keeps anything under the donor wall's key (its entries,
 * or an unreadable list put aside), or cannot say: storage that cannot be
 * read is something the wall has to tell.
 */
export function keepsDonations(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(DONATIONS_KEY)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * Calls `changed` once, the first time the wall changes: another tab keeps a
 * gift or erases the wall (the `storage` event, for this key or for all of
 * the site's storage), or this tab does (`DONATIONS_CHANGED`).
 */
export function onceTheWallChanges(changed: () => void) {
  const listener = (event: Event) => {
    if (
      event instanceof StorageEvent &&
      event.key !== null &&
      !event.key.startsWith(DONATIONS_KEY)
    ) {
      return;
    }
    window.removeEventListener("storage", listener);
    window.removeEventListener(DONATIONS_CHANGED, listener);
    changed();
  };
  window.addEventListener("storage", listener);
  window.addEventListener(DONATIONS_CHANGED, listener);
}
