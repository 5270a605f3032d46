import { buildServer } from '../../src/cli/build-server';

/** globalSetup of the faults and soak runs: the server bundle `npm start` runs, built once. */
export default async function setup(): Promise<void> {
  await buildServer();
}
