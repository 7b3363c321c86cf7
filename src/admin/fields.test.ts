// The editor and the content check cannot drift apart: every field of a
// schema has its field in the editor, and every field of the editor is a
// field of the schema, each read on its own (decision 029).
import { readdirSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PICNIC_TIME_ZONE } from "../content/schema";
import { wordsFiles } from "../content/words-schema";
import { zoneName } from "../lib/time-zone";
import { editorConfig, screens } from "./config";
import {
  editorField,
  pagePlaceholderHint,
  placeholderHint,
  type EditorField,
  type SchemaNode as Node,
} from "./fields";

/** Every field of a schema, as "venue.name", "schedule[].time", read from valibot's objects. */
function schemaFields(schema: Node, at = ""): string[] {
  const base = schema.pipe ? schema.pipe[0]! : schema;
  if (base !== schema) return schemaFields(base, at);
  if (schema.wrapped) return schemaFields(schema.wrapped, at);
  if (schema.entries)
    return Object.entries(schema.entries).flatMap(([key, entry]) =>
      schemaFields(entry, at ? `${at}.${key}` : key),
    );
  if (schema.item) return schemaFields(schema.item, `${at}[]`);
  return [at];
}

/** Every field of the editor's, in the same form. */
function editorFieldNames(fields: EditorField[], at = ""): string[] {
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    if (field.widget === "list" && field.fields) return editorFieldNames(field.fields, `${here}[]`);
    if (field.widget === "list" && field.field) return [`${here}[]`];
    if (field.fields) return editorFieldNames(field.fields, here);
    return [here];
  });
}

const config = editorConfig({ name: "git-gateway", branch: "main" });
const files = config.collections[0]!.files;
const words = config.collections.find((collection) => collection.name === "words")!;

describe("the content editor's fields", () => {
  it.each(screens.map((screen) => [screen.label, screen] as const))(
    '"%s" has a field for each field of its schema, and no other',
    (_label, { name, schema }) => {
      const fields = files.find((file) => file.name === name)!.fields;
      const ofSchema = schemaFields(schema as unknown as Node).sort();
      expect(editorFieldNames(fields).sort()).toEqual(ofSchema);
    },
  );

  it.each(wordsFiles.map((screen) => [screen.label, screen] as const))(
    'Words on the pages: "%s" has a field for each field of its schema, and no other',
    (_label, { name, schema }) => {
      const fields = words.files.find((file) => file.name === name)!.fields;
      const ofSchema = schemaFields(schema as unknown as Node).sort();
      expect(editorFieldNames(fields).sort()).toEqual(ofSchema);
    },
  );

  it("has a screen for each file of content/, and of the words on the pages in content/words/", () => {
    const json = (folder: string) =>
      readdirSync(path.join(process.cwd(), folder))
        .filter((file) => file.endsWith(".json"))
        .map((file) => `${folder}/${file}`)
        .sort();
    expect(screens.map(({ file }) => file).sort()).toEqual(json("content"));
    expect(words).toMatchObject({ label: "Words on the pages" });
    expect(words.files.map(({ file }) => file).sort()).toEqual(json("content/words"));
  });

  it("words each page's fields by the picnic's states, and hints the placeholders the page fills there", () => {
    const event = words.files.find((file) => file.name === "event")!.fields;
    const dates = event.find((each) => each.name === "dateCopy")!;
    expect(dates.fields!.map(({ name, label }) => [name, label])).toEqual([
      ["upcoming", "Before the day"],
      ["today", "On the day"],
      ["after", "That evening"],
      ["past", "After the picnic"],
      ["postponed", "Postponed"],
      ["cancelled", "Cancelled"],
    ]);
    expect(dates.fields![0]!.hint).toContain(placeholderHint);
    expect(dates.fields![0]!.hint).toContain("{date} the picnic's date");
    const note = event.find((each) => each.name === "noteCopy")!.fields!;
    const days = note.find((each) => each.name === "days")!.fields!;
    expect(days[0]!.hint).toContain(pagePlaceholderHint(["date", "open", "days"]));
    // The second line may be left empty ("{days} days to go" has none).
    expect(days[1]).toMatchObject({ name: "detail", required: false });
    // A button's words are the organiser's; where it goes is not a field.
    const buttons = event.find((each) => each.name === "buttons")!.fields!;
    expect(buttons.every((button) => button.widget === "string" && !button.fields)).toBe(true);
    // The Donate page's words carry the two percentages, as number fields.
    const donate = words.files.find((file) => file.name === "donate")!.fields;
    const giving = donate.find((each) => each.name === "giving")!.fields!;
    expect(giving.find((each) => each.name === "giftAidPercent")).toMatchObject({
      widget: "number",
      value_type: "int",
      max: 100,
    });
    // The About page's words fill no page placeholders: its hint lists the site's only.
    const about = words.files.find((file) => file.name === "about")!.fields[0]!.fields!;
    expect(about.find((each) => each.name === "heroTitle")!.hint).toBe(placeholderHint);
  });

  it("edits dates and times with pickers, money with number fields, photos with uploads", () => {
    const field = (schema: v.GenericSchema) => editorField("x", schema);
    const raised = files.find((file) => file.name === "raised")!.fields;
    // The editor's own date field, read day first (date-widget.tsx), not the browser's picker.
    expect(raised.find((each) => each.name === "asOf")).toMatchObject({ widget: "picnic-date" });
    expect(raised.find((each) => each.name === "raised")).toMatchObject({
      widget: "number",
      value_type: "float",
      min: 0,
    });
    expect(raised.find((each) => each.name === "supporters")).toMatchObject({
      widget: "number",
      value_type: "int",
    });
    // Where npm run figures copies them from, and the Gift Aid beside them; both optional (decision 061).
    expect(raised[0]).toMatchObject({
      name: "givingPage",
      label: "Where the total comes from",
      widget: "string",
      required: false,
    });
    expect(raised.find((each) => each.name === "giftAid")).toMatchObject({
      label: "Gift Aid",
      widget: "number",
      value_type: "float",
      required: false,
    });
    const picnic = files.find((file) => file.name === "picnic")!.fields;
    expect(picnic.find((each) => each.name === "startTime")).toMatchObject({
      widget: "datetime",
      format: "HH:mm",
      date_format: false,
    });
    expect(picnic.find((each) => each.name === "notice")).toMatchObject({ required: false });
    // The picnic's times are its own: labelled with its zone, and never with Decap's "UTC".
    const zone = zoneName(PICNIC_TIME_ZONE);
    expect(picnic.find((each) => each.name === "startTime")?.label).toBe(`Start time (${zone})`);
    const schedule = picnic.find((each) => each.name === "schedule")!.fields!;
    expect(schedule.find((each) => each.name === "time")?.label).toBe(`Time (${zone})`);
    const everyField = (fields: EditorField[]): EditorField[] =>
      fields.flatMap((each) => [
        each,
        ...everyField([...(each.fields ?? []), ...(each.field ? [each.field] : [])]),
      ]);
    const all = [...files, ...words.files].flatMap((file) => everyField(file.fields));
    expect(all.filter((each) => each.widget === "datetime").length).toBeGreaterThan(2);
    expect(all.filter((each) => each.widget === "picnic-date").length).toBeGreaterThan(2);
    expect(all.filter((each) => "picker_utc" in each)).toEqual([]);
    const photos = files.find((file) => file.name === "photos")!.fields;
    const hero = photos.find((each) => each.name === "hero")!;
    expect(hero.fields!.find((each) => each.name === "file")).toMatchObject({ widget: "image" });
    // A place may be left empty: Decap could not save it with required fields inside.
    expect(hero.fields!.find((each) => each.name === "alt")).toMatchObject({
      required: false,
      hint: "Needed when hero is filled in.",
    });
    const gallery = photos.find((each) => each.name === "gallery")!;
    expect(gallery.fields!.find((each) => each.name === "alt")).not.toHaveProperty("required");
    // Products: prices in pounds and pence, pictures uploaded with their alt text required.
    const shop = files.find((file) => file.name === "products")!.fields;
    const product = shop.find((each) => each.name === "products")!;
    const productField = (name: string) => product.fields!.find((each) => each.name === name)!;
    expect(productField("price")).toMatchObject({
      widget: "number",
      value_type: "float",
      min: 0.01,
    });
    expect(productField("image")).toMatchObject({
      widget: "image",
      media_folder: "/public/images/products",
      public_folder: "/images/products",
    });
    expect(productField("imageAlt")).not.toHaveProperty("required");
    expect(productField("description").hint).toContain(placeholderHint);
    expect(productField("white").fields!.find((each) => each.name === "imageAlt")).toMatchObject({
      required: false,
    });
    const terms = shop.find((each) => each.name === "shopTerms")!.fields!;
    expect(terms.find((each) => each.name === "bulkOrderItems")).toMatchObject({ min: 2 });
    // How pre-orders arrive, and once the picnic is over: optional, labelled, placeholders listed.
    expect(terms.find((each) => each.name === "preOrderDelivery")).toMatchObject({
      label: "How pre-orders arrive",
      required: false,
      hint: expect.stringContaining(placeholderHint),
    });
    expect(terms.find((each) => each.name === "preOrderDeliveryAfter")).toMatchObject({
      label: "How pre-orders arrive, once the picnic is over",
      required: false,
      hint: expect.stringContaining(placeholderHint),
    });
    // Questions: each list titled by its page, each answer's hint listing the placeholders.
    const questions = files.find((file) => file.name === "questions")!.fields;
    expect(questions.map(({ label }) => label)).toEqual([
      "Questions on the shop page",
      "Questions on the Donate page",
    ]);
    expect(questions[0]).toMatchObject({ widget: "list", label_singular: "Question" });
    expect(questions[0]!.fields!.find((each) => each.name === "answer")).toMatchObject({
      widget: "text",
      hint: placeholderHint,
    });
    expect(placeholderHint).toContain("{freeShippingOver}");
    expect(() => field(v.bigint())).toThrow(/no field for valibot's "bigint"/);
  });
});

describe("the editor's lists and labels", () => {
  const everyFieldOf = (fields: EditorField[]): EditorField[] =>
    fields.flatMap((each) => [
      each,
      ...everyFieldOf([...(each.fields ?? []), ...(each.field ? [each.field] : [])]),
    ]);
  const all = [...files, ...words.files].flatMap((file) => everyFieldOf(file.fields));

  it("head each item of a list with what it is: the schedule item's title, the product's name", () => {
    const field = (file: string, name: string) =>
      [...files, ...words.files]
        .find((each) => each.name === file)!
        .fields.find((each) => each.name === name)!;
    expect(field("picnic", "schedule").summary).toMatch(/^\{\{fields\.title\b/);
    expect(field("products", "products").summary).toMatch(/^\{\{fields\.name\b/);
    for (const list of all.filter((each) => each.widget === "list")) {
      const items = list.fields ?? [list.field!];
      const named = /^\{\{fields\.(\w+)/.exec(String(list.summary))?.[1];
      expect(
        items.map((item) => item.name),
        `${list.name}: its items' summary`,
      ).toContain(named);
    }
  });

  it("name what each list's button adds: 'Add product id', never 'Add contains'", () => {
    for (const list of all.filter((each) => each.widget === "list"))
      expect(list.label_singular, list.name).toBe(list.field?.label ?? list.label_singular);
    expect(all.find((each) => each.name === "contains")?.label_singular).toBe("Product id");
  });

  it("say '(optional)' once: Decap writes it after the label of a field that may be left empty", () => {
    for (const field of all)
      if (field.required === false) expect(field.label, field.name).not.toMatch(/\(optional\)/i);
  });
});
