// The content is checked before anything else reads it: the build's config
// works out pages and dates from it, and a date typed "19/06/2027" would
// otherwise stop the build with "RangeError: Invalid time value" from deep
// inside. A problem is printed as the organiser's to-do list, with no stack
// trace (it is not a bug in the code), and the build stops.
export async function checkContent(): Promise<void> {
  let errors: string[];
  try {
    const { contentErrors } = await import("../src/content/validate.ts");
    errors = contentErrors();
  } catch (error) {
    errors = [`the content could not be read: ${(error as Error).message ?? String(error)}`];
  }
  if (errors.length === 0) return;
  console.error(
    `\nThe site was not built. Please change these in content/ or src/content, then build again:\n${errors
      .map((error) => `  - ${error}`)
      .join("\n")}\n`,
  );
  process.exit(1);
}
