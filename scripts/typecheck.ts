/**
 * `npm run typecheck`: checks every TypeScript project of the repository (the services, packages and tests;
 * the site; its service worker; the circuit benchmark's page) and reports the errors of all of them in one run, failing when any
 * has one: a failing project must not hide the next one's errors.
 */
import { spawnSync } from 'node:child_process';

const PROJECTS = [
  'tsconfig.json',
  'web/tsconfig.json',
  'web/service-worker/tsconfig.json',
  'bench/circuit-render/tsconfig.json',
];

const failed = PROJECTS.filter((project) => {
  console.log(`tsc -p ${project}`);
  const { status } = spawnSync('npx', ['tsc', '-p', project, '--noEmit', '--pretty'], { stdio: 'inherit' });
  return status !== 0;
});
if (failed.length > 0) {
  console.error(`Erreurs de types dans : ${failed.join(', ')}`);
  process.exit(1);
}
