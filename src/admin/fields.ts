// The content editor's fields (Decap CMS, src/admin), read from the valibot
// schemas the build checks the content with (src/content/schema.ts), so the
// editor and the build cannot drift apart. What a schema cannot say (a
// paragraph rather than a line, a photo rather than a name) it says in its
// metadata: `v.metadata({ widget: "text" })`, `v.metadata({ widget: "image" })`.
// Checks the editor cannot make (a date after another, whole pence) stay in
// the build's content check, which names the field and the fix (decision 029).
import type * as v from "valibot";
import { placeholderFields } from "../content/placeholder-fields.ts";
import { PICNIC_TIME_ZONE } from "../content/schema.ts";
import { zoneName } from "../lib/time-zone.ts";
import { pagePlaceholderFields, type PagePlaceholder } from "../content/words-schema.ts";

/** A valibot schema or action as this walker (and the tests that walk the schemas) read it. */
export type SchemaNode = Node;
type Node = {
  kind: string;
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: unknown[];
  literal?: unknown;
  requirement?: unknown;
  metadata?: Record<string, unknown>;
  description?: string;
  title?: string;
  /** An optional schema's default. */
  default?: unknown;
};

/** A Decap CMS field (https://decapcms.org/docs/widgets/). */
export type EditorField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: EditorField[];
  field?: EditorField;
  /**
   * How the editor's writer saves the field emptied: left out unless said
   * here: null, where the schema wants it there; kept as it is ("").
   */
  emptied?: "null" | "kept";
  [option: string]: unknown;
};

/** A schema without its pipes: the schema itself and every action piped onto it, outermost last. */
function unpiped(schema: Node): { base: Node; actions: Node[] } {
  if (!schema.pipe) return { base: schema, actions: [] };
  const [first, ...actions] = schema.pipe as [Node, ...Node[]];
  const inner = unpiped(first);
  return { base: inner.base, actions: [...inner.actions, ...actions] };
}

/** "startTime" -> "Start time", "asOf" -> "As of". */
const labelOf = (name: string) =>
  name
    .replace(/([A-Z])/g, (capital) => ` ${capital.toLowerCase()}`)
    .replace(/^./, (first) => first.toUpperCase());

const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "");

/**
 * The editor's own date field (date-widget.tsx, registered in main.ts): typed
 * day first and shown in words, where Decap's is the browser's picker, which
 * reads a typed date month first on many computers.
 */
export const dateWidgetName = "picnic-date";
const datePicker = { widget: dateWidgetName };
// Not `picker_utc`: Decap would write "UTC" beside times that are the
// picnic's own. A time of day is saved as typed either way; the editor's own
// clock only sets what its "Now" button fills in.
const timePicker = {
  widget: "datetime",
  format: "HH:mm",
  date_format: false,
  time_format: "HH:mm",
};
/** Whose clock a time is on, in its label: "Start time (UK time)". */
const zone = zoneName(PICNIC_TIME_ZONE);

/** The hint of words with placeholders: each one there is and what it says. */
export const placeholderHint = `Words in {braces} are filled in by the site: ${Object.entries(
  placeholderFields,
)
  .map(([name, says]) => `{${name}} ${says}`)
  .join(", ")}.`;

/** The hint's words on the placeholders a page fills in as it shows the field (words-schema.ts). */
export const pagePlaceholderHint = (names: readonly PagePlaceholder[]) =>
  names.length === 0
    ? ""
    : `Here the page also fills in ${names.map((name) => `{${name}} ${pagePlaceholderFields[name]}`).join(", ")}.`;

/** The editor's field for the schema `schema` of the content field `name`. */
export function editorField(name: string, schema: v.GenericSchema, required = true): EditorField {
  const { base, actions } = unpiped(schema as unknown as Node);
  if (["optional", "nullable", "nullish"].includes(base.type)) {
    // The wrapped schema with the wrapper's own actions (rare, but kept).
    const wrapped = { ...base.wrapped!, pipe: [base.wrapped!, ...actions] } as Node;
    const unwrapped = editorField(name, (actions.length ? wrapped : base.wrapped!) as never, false);
    // Decap writes "(optional)" after the label of a field that may be left empty: once.
    const field = { ...unwrapped, label: unwrapped.label.replace(/\s*\(optional\)$/i, "") };
    // Decap would refuse to save a part left empty (a place with no photo) for
    // its required fields: they are marked, and the build refuses one left
    // empty in a part that is filled in, naming it.
    const marked = field.fields?.map((inner) =>
      inner.required === false
        ? inner
        : {
            ...inner,
            required: false,
            hint: inner.hint ?? `Needed when ${field.label.toLowerCase()} is filled in.`,
          },
    );
    // Emptied, it is left out of the file (json-format.ts); one the schema
    // wants there, empty or not (v.nullable), is written null; a page's
    // optional line, whose own default is "" (words-schema.ts), is kept so.
    const emptied =
      base.type === "nullable"
        ? { emptied: "null" as const }
        : base.default !== undefined
          ? { emptied: "kept" as const }
          : {};
    return marked ? { ...field, ...emptied, fields: marked } : { ...field, ...emptied };
  }
  // The outermost action of a kind wins (a count piped to "at least 2" has its min 2).
  const action = (type: string) => actions.findLast((each) => each.type === type);
  const described = action("description")?.description;
  const metadata = Object.assign(
    {},
    ...actions.filter((each) => each.type === "metadata").map((each) => each.metadata),
  ) as Record<string, unknown>;
  const { widget, placeholders, filledByPage, ...options } = metadata as {
    widget?: string;
    placeholders?: boolean;
    filledByPage?: readonly PagePlaceholder[];
  };
  const hint = placeholders
    ? [described, placeholderHint, pagePlaceholderHint(filledByPage ?? [])]
        .filter(Boolean)
        .join(" ")
    : described;
  const field: EditorField = {
    name,
    label: action("title")?.title ?? labelOf(name),
    widget: "string",
    ...(required ? {} : { required: false }),
    ...(hint ? { hint } : {}),
  };
  switch (base.type) {
    case "string":
      if (action("iso_date")) return { ...field, ...datePicker };
      if (action("iso_time")) return { ...field, ...timePicker, label: `${field.label} (${zone})` };
      return { ...field, widget: widget ?? "string", ...options };
    case "number": {
      const min = action("min_value")?.requirement;
      const max = action("max_value")?.requirement;
      return {
        ...field,
        widget: "number",
        value_type: action("integer") ? "int" : "float",
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      };
    }
    case "boolean":
      return { ...field, widget: "boolean" };
    case "picklist":
      return { ...field, widget: "select", options: base.options };
    case "literal":
      // Fixed by the site (the time zone): kept in the file, never shown.
      return { ...field, widget: "hidden", default: base.literal };
    case "array": {
      const item = editorField(singular(name), base.item as never);
      return item.widget === "object"
        ? {
            ...field,
            widget: "list",
            label_singular: item.label,
            summary: summaryOf(item.fields!),
            fields: item.fields,
          }
        : // Decap's button says "Add" and this, else the list's own label ("Add contains").
          {
            ...field,
            widget: "list",
            label_singular: item.label,
            summary: summaryOf([item]),
            field: item,
          };
    }
    case "object":
      return {
        ...field,
        widget: "object",
        fields: Object.entries(base.entries!).map(([key, entry]) =>
          editorField(key, entry as never),
        ),
      };
    default:
      throw new Error(`${name}: the editor has no field for valibot's "${base.type}"`);
  }
}

/** The fields that say what a list's item is, the first found first: a schedule item's title, a product's name. */
const naming = ["title", "name", "question", "label", "headline", "figure"];

/**
 * What each item of a list says of itself, folded, in Decap's `summary`: the
 * field that names it (else its first field of words), as "{{fields.title}}".
 * Without one, Decap heads each item with its first field's label ("Detail",
 * "Id") or its value.
 */
function summaryOf(fields: EditorField[]): string | undefined {
  const words = fields.filter((field) => ["string", "text"].includes(field.widget));
  const named = naming.map((name) => words.find((field) => field.name === name)).find(Boolean);
  const shown = named ?? words[0];
  if (shown) return `{{fields.${shown.name} | truncate(70, '…')}}`;
  // An item of numbers only (a past year and its total) is headed by its first.
  const number = fields.find((field) => field.widget === "number");
  return number ? `{{fields.${number.name}}}` : undefined;
}

/** The editor's fields for a file of content whose schema is an object. */
export function editorFields(schema: v.GenericSchema): EditorField[] {
  const root = editorField("root", schema);
  if (!root.fields) throw new Error("A file of content is an object of fields");
  return root.fields;
}
