import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Through the package's index every build reads all of its 4,800 icon files.
const lucideIndex = {
  name: "lucide-react",
  message: 'Import each icon on its own: import Heart from "lucide-react/icons/heart".',
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".test-content/",
      "test-results/",
      "playwright-report/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Through the package's index every build reads all of its 4,800 icon files.
      "no-restricted-imports": ["error", lucideIndex],
    },
  },
  {
    // The islands run on Preact in the browser (decision 030), which numbers
    // useId's ids its own way: an id React wrote at build time would not be
    // the one the browser looks for. Pages rendered only at build time may.
    files: ["src/**"],
    ignores: ["src/routes/donate.tsx", "src/components/donation-panel.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        lucideIndex,
        {
          name: "react",
          importNames: ["useId"],
          message:
            "An island's ids must read the same at build time and in the browser: give it a fixed id (decision 030).",
        },
      ],
    },
  },
  {
    // Playwright fixtures call a function named `use`; it is not React's.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
