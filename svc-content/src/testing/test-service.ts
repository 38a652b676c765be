import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { delay, type DomainEvent, type ServiceDefinition } from '@theke/server';
import { authHeaders, startTestService, TEST_ADMIN, type TestService } from '@theke/server/testing';
import { LocalFileStore } from '../images/file-store';
import { createContentService, type ContentServiceOptions } from '../service';

export interface ContentTestService {
  service: TestService;
  definition: ServiceDefinition;
  mediaDir: string;
  /** Events the service published (its outbox drained onto the in-memory bus). */
  events: DomainEvent[];
  close(): Promise<void>;
}

/** The content service on a throwaway database and a throwaway media folder, for one test file. */
export async function startContentTestService(
  options: {
    seedDemo?: boolean;
    mail?: ContentServiceOptions['mail'];
    analytics?: ContentServiceOptions['analytics'];
    /** Other services it asks (the catalogue for media usages); filled in later is fine, it is read per call. */
    peers?: Record<string, string>;
  } = {},
): Promise<ContentTestService> {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'theke-media-'));
  const definition = createContentService({ mediaStore: new LocalFileStore(mediaDir), mail: options.mail, analytics: options.analytics });
  const service = await startTestService(definition, options);
  const events: DomainEvent[] = [];
  await service.bus.subscribe({
    queue: 'test.content-events',
    patterns: ['content.#'],
    handler: async (event) => void events.push(event),
  });
  return {
    service,
    definition,
    mediaDir,
    events,
    async close() {
      await service.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(20);
  }
}

/** Polls an asynchronous check (a database row another task writes) until it holds. */
export async function eventually<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await delay(50);
  }
}

export const asAdmin = () => authHeaders(TEST_ADMIN);

/** Creates an entity as admin and returns its JSON (fails the test on anything but 201). */
export async function createAsAdmin(
  service: TestService,
  path: string,
  body: object,
): Promise<Record<string, unknown>> {
  const response = await request(service.app).post(path).set(asAdmin()).send(body);
  if (response.status !== 201)
    throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as Record<string, unknown>;
}

export const dataUrl = (bytes: Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** Reads a binary body as a Buffer (supertest's `.parse`). */
export const binaryBody = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
