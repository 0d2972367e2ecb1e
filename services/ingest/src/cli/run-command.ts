import { parseArgs } from 'node:util';

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options'];

export interface CliCommand {
  usage: string;
  options: Options;
  /** Does the work; returns the JSON summary and the one-line human summary. */
  run(input: { values: Record<string, string | boolean | undefined>; positionals: string[] }): Promise<{
    json: Record<string, unknown>;
    text: string;
  }>;
}

export class CliUsageError extends Error {}

/** Parses the arguments, runs the command, prints its result; returns the process exit code. */
export async function runCommand(command: CliCommand, args: string[]): Promise<number> {
  let json = args.includes('--json');
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...command.options, json: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    json = values.json === true;
    const result = await command.run({
      values: values as Record<string, string | boolean | undefined>,
      positionals,
    });
    console.log(json ? JSON.stringify(result.json) : result.text);
    return 0;
  } catch (error) {
    const message = (error as Error).message;
    if (json) console.log(JSON.stringify({ error: message }));
    else
      console.error(
        error instanceof CliUsageError ? `${message}\nUsage : ${command.usage}` : `Erreur : ${message}`,
      );
    return error instanceof CliUsageError ? 2 : 1;
  }
}
