/**
 * The server side of Star CloudPRNT (HTTP method): the printer polls with POST, downloads the job
 * it was offered with GET and confirms it with DELETE (docs/adr/0018-devices-and-cloudprnt.md).
 * A job is printed only once the printer confirms it with a success code; anything else puts it
 * back in the queue, so it is neither lost nor, once confirmed, offered again.
 */
import type { Transaction } from 'sequelize';
import { AppError, NotFound } from '@theke/server';
import { Device } from '../devices/device.model';
import type { ServiceRuntime } from '../runtime';
import { PrintJob } from './print-job.model';
import { openJobsOf } from './print-jobs.service';

/** The formats a job is offered in; the printer picks one. */
export const MEDIA_TYPES = ['text/plain', 'text/vnd.star.markup'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** What the device-log request asks the printer (CloudPRNT client actions). */
export const LOG_ACTIONS = ['ClientType', 'ClientVersion', 'GetPollInterval', 'Encodings'] as const;

export interface ClientActionResult {
  request: string;
  result?: unknown;
}

/** The poll's JSON body (all fields optional in the protocol except `statusCode`). */
export interface PollReport {
  statusCode?: string;
  printerMAC?: string;
  status?: string;
  printingInProgress?: boolean;
  clientAction?: ClientActionResult[];
}

export interface PollAnswer {
  jobReady: boolean;
  mediaTypes?: MediaType[];
  jobToken?: string;
  clientAction?: Array<{ request: string; options: string }>;
}

export class UnsupportedMediaType extends AppError {
  constructor() {
    super(415, [{ message: 'Dieses Format wird nicht unterstützt.', code: 'unsupported_media_type' }]);
  }
}

/** Printers send `200 OK`, sometimes URL-encoded (`200%20OK`) once more. */
export function decodeStatus(value: string | undefined): string | null {
  if (!value) return null;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // Not percent-encoded after all: keep it as sent.
  }
  return text.trim().slice(0, 255) || null;
}

/** A print succeeded: `200 OK`, any 2xx code, or the bare `OK` of older clients. */
export function isSuccessCode(code: string | null): boolean {
  return code !== null && (/^2\d\d\b/.test(code) || /^ok$/i.test(code));
}

async function printerOf(token: string, transaction?: Transaction): Promise<Device> {
  const device = await Device.unscoped().findOne({
    where: { token, type: 'printing' },
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!device) throw new NotFound();
  return device;
}

function logText(report: PollReport, results: ClientActionResult[]): string {
  const describe = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));
  return [
    `statusCode: ${decodeStatus(report.statusCode) ?? '-'}`,
    ...(report.printerMAC ? [`printerMAC: ${report.printerMAC}`] : []),
    ...(report.status ? [`status: ${report.status}`] : []),
    ...results.map((result) => `${result.request}: ${describe(result.result)}`),
  ].join('\n');
}

const oldestFirst: Array<[string, 'ASC']> = [['id', 'ASC']];

/** POST: the printer reports its status (and the answers to requested actions); we offer the oldest open job. */
export async function poll(runtime: ServiceRuntime, token: string, report: PollReport): Promise<PollAnswer> {
  return runtime.context.sequelize.transaction(async (transaction) => {
    const device = await printerOf(token, transaction);
    const results = (report.clientAction ?? []).filter((result) => typeof result.request === 'string');
    const answered = device.isLogRequested && results.length > 0;
    await device.update(
      {
        lastSeenAt: runtime.settings.now(),
        lastStatus: decodeStatus(report.statusCode),
        ...(answered ? { logs: logText(report, results), isLogRequested: false } : {}),
      },
      { transaction },
    );
    const answer: PollAnswer = { jobReady: false };
    if (device.isLogRequested)
      answer.clientAction = LOG_ACTIONS.map((request) => ({ request, options: '' }));
    if (!device.isEnabled || report.printingInProgress === true) return answer;
    const job = await PrintJob.findOne({
      attributes: ['id'],
      where: openJobsOf(device.id),
      order: oldestFirst,
      transaction,
    });
    if (!job) return answer;
    return { ...answer, jobReady: true, mediaTypes: [...MEDIA_TYPES], jobToken: String(job.id) };
  });
}

function jobTokenOf(value: unknown): number | null {
  const id = Number(value);
  return typeof value === 'string' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** GET: the job offered (by its token, else the oldest open one) in the requested format. */
export async function fetchJob(
  runtime: ServiceRuntime,
  token: string,
  query: { type?: string; token?: string },
): Promise<{ mediaType: MediaType; body: string }> {
  const device = await printerOf(token);
  const mediaType = (query.type ?? 'text/plain') as MediaType;
  if (!MEDIA_TYPES.includes(mediaType)) throw new UnsupportedMediaType();
  const jobId = jobTokenOf(query.token);
  const job = await PrintJob.findOne({
    where: { ...openJobsOf(device.id), ...(jobId ? { id: jobId } : {}) },
    order: oldestFirst,
  });
  if (!job) throw new NotFound();
  if (job.state === 'pending') {
    await PrintJob.update(
      { state: 'fetched', fetchedAt: runtime.settings.now() },
      { where: { id: job.id, state: 'pending' } },
    );
  }
  return { mediaType, body: mediaType === 'text/plain' ? job.receipt : job.markup };
}

/**
 * DELETE: the printer's verdict on the job. A success code marks it printed (never offered
 * again, a repeated confirmation changes nothing); any other code puts it back and counts it.
 */
export async function confirmJob(
  runtime: ServiceRuntime,
  token: string,
  query: { code?: string; token?: string },
): Promise<void> {
  const device = await printerOf(token);
  const jobId = jobTokenOf(query.token);
  const code = decodeStatus(query.code);
  await runtime.context.sequelize.transaction(async (transaction) => {
    const job = jobId
      ? await PrintJob.findOne({ where: { id: jobId, deviceId: device.id }, transaction, lock: transaction.LOCK.UPDATE })
      : ((await PrintJob.findOne({
          where: { deviceId: device.id, state: 'fetched' },
          order: oldestFirst,
          transaction,
          lock: transaction.LOCK.UPDATE,
        })) ??
        (await PrintJob.findOne({
          where: openJobsOf(device.id),
          order: oldestFirst,
          transaction,
          lock: transaction.LOCK.UPDATE,
        })));
    if (!job) throw new NotFound();
    if (job.state === 'printed') return;
    if (isSuccessCode(code)) {
      await job.update({ state: 'printed', printedAt: runtime.settings.now(), lastCode: code }, { transaction });
    } else {
      await job.update({ state: 'pending', attempts: job.attempts + 1, lastCode: code }, { transaction });
    }
  });
}
