// What every perf module agrees on: where the repository and the server are, and the budgets.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const baseUrl = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');

export const budget = {
  /** A route's federated JS (gzip) may weigh at most this multiple of the monolith's. */
  jsRatio: 1.1,
  /** Serial round trips after the HTML until the route's content shows. */
  roundTrips: 3,
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
