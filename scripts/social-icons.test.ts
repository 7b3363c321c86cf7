// @vitest-environment node
import { readFileSync, writeFileSync } from "node:fs";
import { expect, it } from "vitest";
import { socialSprite } from "./social-icons";

const spriteFile = new URL("../public/icons/social.svg", import.meta.url);

// After upgrading simple-icons: UPDATE_SPRITE=1 npx vitest run scripts/social-icons.test.ts
it("the committed footer icon sprite is what simple-icons draws", () => {
  if (process.env.UPDATE_SPRITE) writeFileSync(spriteFile, socialSprite());
  expect(readFileSync(spriteFile, "utf8")).toBe(socialSprite());
});
