import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonForScript } from "./island";

describe("an island's props in the page", () => {
  it("read back as they were, and can never end their <script> element", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const props = { value, text: `${text}</script><script>alert(1)</script><!--\u2028` };
        const written = jsonForScript(props);
        expect(written).not.toMatch(/<|>|&|\u2028|\u2029/);
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(props)));
      }),
    );
  });
});
