/**
 * Command line of Le Mans live: `npm run cli -- <command> [options]`. Every command accepts `--json` and
 * then prints exactly one JSON object on its last line.
 */
import { hashPasswordCommand } from './hash-password-command.ts';
import { importAlkamelCommand } from './import-alkamel-command.ts';
import { rebuildProjectionsCommand } from './rebuild-projections-command.ts';
import { recordingsCommand } from './recordings-command.ts';
import { replayCommand } from './replay-command.ts';
import { type CliCommand, runCommand } from './run-command.ts';

const commands: Record<string, CliCommand> = {
  'hash-password': hashPasswordCommand,
  'import-alkamel': importAlkamelCommand,
  'rebuild-projections': rebuildProjectionsCommand,
  recordings: recordingsCommand,
  replay: replayCommand,
};

const [name = '', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  const known = Object.entries(commands)
    .map(([commandName, { usage }]) => `  ${commandName} ${usage}`)
    .join('\n');
  console.error(
    `${name ? `Commande inconnue : ${name}\n` : ''}Usage : npm run cli -- <commande> [--json]\n${known}`,
  );
  process.exit(2);
}
process.exitCode = await runCommand(command, args);
