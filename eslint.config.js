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
      "dist/",
      ".astro/",
      ".test-content/",
      ".tmp/",
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
    // Playwright fixtures call a function named `use`; it is not React's.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
