// html-validate settings for the pre-rendered pages (tests/e2e/html-valid.spec.ts).
// The recommended preset, less the rules that only object to how React's server
// renderer spells valid HTML; everything the HTML standard requires stays on.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes `charSet`, `autoComplete`, `dateTime`: attribute names are case-insensitive.
    "attr-case": "off",
    // React writes void elements as `<img />`: allowed by the standard.
    "void-style": "off",
    // React writes `checked=""`, `disabled=""`, `hidden=""`: valid boolean attributes.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's useId ids (`_R_74r5_`) and streaming markers (`B:0`, `S:0`) are valid HTML ids,
    // just not the stricter letters-digits-dashes form this rule wants by default.
    "valid-id": ["error", { relaxed: true }],
  },
};
