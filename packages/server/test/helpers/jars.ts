import assert from 'node:assert/strict';
import type { Jar, JarItem, JarProgress, Post } from '@memory/contracts';
import { reviewFeed } from './reviews';
import type { SuiteContext } from './suite';

export type Client = Awaited<ReturnType<SuiteContext['as']>>;

let counter = 0;
/** A 21-character id like the browser's nanoid. */
export function newAttachmentId(): string {
  counter += 1;
  return `jar${process.pid}x${counter}`.padEnd(21, '_').slice(0, 21);
}

export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** The start of an MP4 file (an ftyp box of brand isom): what the server recognises as video/mp4. */
export const MP4 = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');

/** Uploads a file through the signed-URL flow and returns its id. */
export async function upload(ctx: SuiteContext, client: Client, contentType = 'image/png', body: Buffer = PNG): Promise<string> {
  const id = newAttachmentId();
  const asked = await client.put('/api/attachments', { id, contentType });
  assert.equal(asked.statusCode, 200, asked.body);
  const put = await ctx.app.inject({ method: 'PUT', url: asked.json().data.signedUrl, payload: body, headers: { 'content-type': contentType } });
  assert.equal(put.statusCode, 204, put.body);
  return id;
}

export async function createJar(client: Client, body: object = {}): Promise<Jar> {
  const response = await client.post('/api/jars', { name: '测试知识罐', ...body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

export async function addItems(client: Client, jarId: string, contents: readonly string[]): Promise<JarItem[]> {
  const items: JarItem[] = [];
  for (const content of contents) {
    const response = await client.post(`/api/jars/${jarId}/items`, { content });
    assert.equal(response.statusCode, 201, response.body);
    items.push(response.json());
  }
  return items;
}

export async function settings(client: Client, jarId: string, body: { batchSize: number; batchMode: string; curveId: string }): Promise<Jar> {
  const response = await client.put(`/api/jars/${jarId}/settings`, body);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

export async function jarAction(client: Client, jarId: string, action: 'start' | 'pause'): Promise<JarProgress> {
  const response = await client.put(`/api/jars/${jarId}/${action}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

export async function progressOf(client: Client, jarId: string): Promise<JarProgress> {
  const response = await client.get(`/api/jars/${jarId}/progress`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** Every post of today's feed (all pages), each met as a learner would (seen, or revealed when hidden). */
export async function drainFeed(client: Client): Promise<Post[]> {
  return reviewFeed(client);
}
