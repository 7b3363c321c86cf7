// Runs commands side by side, for `npm test` on two cores (decision 026):
// each argument is a lane of commands joined with "&&", run one after
// another; the lanes run at the same time. Each command's output is held and
// printed whole when it ends, so it reads as if run alone. A lane stops at its
// first failure; the others run to their end; then the run fails, naming
// every command that failed. Run from an npm script, the commands find the
// project's tools (node_modules/.bin) as the script itself does.
//
//   node tests/side-by-side.mjs "tsc && knip" "eslint . && prettier --check ."
import { spawn } from "node:child_process";

const lanes = process.argv
  .slice(2)
  .map((lane) => lane.split("&&").map((command) => command.trim()));
if (lanes.length === 0 || lanes.some((lane) => lane.some((command) => command === ""))) {
  console.error('Usage: node tests/side-by-side.mjs "command && command" "command" …');
  process.exit(2);
}

/** Runs one command, its output collected. */
function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) =>
      resolve({
        failed: code !== 0,
        code,
        output: Buffer.concat(output).toString(),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

const failures = [];
await Promise.all(
  lanes.map(async (lane) => {
    for (const command of lane) {
      const { failed, code, output, seconds } = await run(command);
      process.stdout.write(`\n> ${command} (${seconds} s)\n${output}`);
      if (failed) {
        failures.push(`${command} failed (exit code ${code ?? "none: killed"})`);
        return;
      }
    }
  }),
);
if (failures.length > 0) {
  console.error(`\n${failures.join("\n")}`);
  process.exit(1);
}
