// For the unit tests of dates: the picnic they check against, 16 June 2026,
// 11:00-17:00 London time, whatever date the organisers have set; the names
// are theirs.
import type * as EventContent from "#src/content/event";

const reference = {
  date: "2026-06-16",
  startTime: "11:00",
  endTime: "17:00",
  status: "scheduled",
  notice: null,
  newDate: null,
};

/**
 * #src/content/event with the reference picnic's date and times, and `changes`
 * on top, for `vi.mock` and `vi.doMock`:
 * `vi.mock("#src/content/event", (original) => referenceEvent(original))`.
 */
export async function referenceEvent(
  importOriginal: <T = unknown>() => Promise<T>,
  changes: object = {},
) {
  const content = await importOriginal<typeof EventContent>();
  return { ...content, event: { ...content.event, ...reference, ...changes } };
}
