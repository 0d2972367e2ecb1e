import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running one of our modules. Workers do not inherit the TypeScript loader their parent
 * runs under (tsx, in development and in the containers), and the browser tests run services bundled for
 * plain node: a `.ts` module is therefore loaded through tsx registered inside the worker itself, whatever
 * runs the parent. A JavaScript module is started as it is.
 */
export function startModuleWorker(module: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
