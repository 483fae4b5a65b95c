// Loaded by `npm run serve` (node --import) before the compiled server: when it has not been built,
// say so in one line instead of Node's "Cannot find module" stack trace. Plain JavaScript, since
// Node 20 runs it without tsx.
import { existsSync } from 'node:fs';

const entry = process.argv[1];
if (entry && !existsSync(entry)) {
  console.error(`\nNightingale cannot start: ${entry} is missing. Run \`npm run build\` first.\n`);
  process.exit(1);
}
