import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { hashPassword } from '@lemans/platform';
import { type CliCommand, CliUsageError } from './run-command.ts';

/**
 * Prints the scrypt hash of an administrator password, for ADMIN_PASSWORD_HASH. The password is read from
 * standard input (typed without echo, or piped), never from the arguments, which shells keep in history.
 */
export const hashPasswordCommand: CliCommand = {
  usage: '(mot de passe lu sur l’entrée standard)',
  options: {},
  async run() {
    const password = await readPassword();
    if (password.length < 8) throw new CliUsageError('Le mot de passe doit faire au moins 8 caractères');
    const hash = await hashPassword(password);
    return { json: { hash }, text: hash };
  },
};

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  // Typed characters are not echoed: only the prompt reaches the terminal.
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const answer = prompt.question('Mot de passe administrateur : ');
  muted = true;
  try {
    return await answer;
  } finally {
    prompt.close();
    process.stderr.write('\n');
  }
}
