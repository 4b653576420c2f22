// Uploads and import jobs through the API, as the browser's import page does (see test/imports/imports-api.test.ts).
import assert from 'node:assert/strict';
import type { ImportJob, JarItem } from '@memory/contracts';
import type { Client } from '../helpers/jars';

const BOUNDARY = '----memory-export-test';

export function multipart(file: { name: string; bytes: Uint8Array }, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'), Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Uploads a file for import and answers its preview. */
export async function previewImport(client: Client, name: string, bytes: Uint8Array, fields: Record<string, string> = {}): Promise<ImportJob> {
  const created = await client.send({ method: 'POST', url: '/api/imports', ...multipart({ name, bytes }, fields) });
  assert.equal(created.statusCode, 201, created.body);
  const job = await client.get(`/api/imports/${created.json().id}`);
  assert.equal(job.statusCode, 200, job.body);
  return job.json();
}

/** Commits the import and polls until it ends. */
export async function commitImport(client: Client, id: string, body: object = {}): Promise<ImportJob> {
  const committed = await client.put(`/api/imports/${id}/commit`, body);
  assert.equal(committed.statusCode, 200, committed.body);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job: ImportJob = (await client.get(`/api/imports/${id}`)).json();
    if (job.status === 'DONE' || job.status === 'FAILED') return job;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every point of the jar, in order (up to 100). */
export async function pointsOf(client: Client, jarId: string): Promise<JarItem[]> {
  const response = await client.get(`/api/jars/${jarId}/items/page?page=1&size=100`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().entries;
}

/** The bytes behind a signed read URL. */
export async function bytesAt(client: Client, url: string): Promise<Uint8Array> {
  const response = await client.get(url);
  assert.equal(response.statusCode, 200, response.body);
  return new Uint8Array(response.rawPayload);
}
