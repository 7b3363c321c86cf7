// A field the editor emptied is none (decision 040). Decap CMS saves an
// emptied line, date, picture or number as "", a cleared choice as null, and
// an emptied group as a group of those, where an organiser editing by hand
// writes null (README: "write null for an empty place"). Every content module
// of content/*.json reads its file through `emptiedAsNone`, so the pages, the
// islands, the content check and the browser tests all read the two alike.
// No field of content/*.json takes "" as words (schema.ts: `text` is never
// empty); the words of content/words/ do where a line may be left empty, so
// their modules read them as they are.

/** Words that say nothing: "" or only spaces. */
const blank = (value: unknown) => typeof value === "string" && value.trim() === "";

function none(value: unknown): unknown {
  if (value === null || blank(value)) return null;
  if (Array.isArray(value)) return value.map(none);
  if (typeof value !== "object") return value;
  const fields = Object.entries(value).map(([key, field]) => [key, none(field)] as const);
  // A group whose every field is empty (a charity, a photo, the White one) is none itself;
  // an emptied list is empty there too (Event's way there: its lists and its lines).
  return fields.every(([, field]) => field === null || (Array.isArray(field) && field.length === 0))
    ? null
    : Object.fromEntries(fields);
}

/**
 * A content file's JSON as the site reads it: each field the editor emptied,
 * and each group of nothing but emptied fields, is null. The file's own
 * fields stay (an emptied file is still a file, to be refused field by field).
 */
export function emptiedAsNone<T extends object>(saved: T): T {
  return Object.fromEntries(Object.entries(saved).map(([key, field]) => [key, none(field)])) as T;
}
