/**
 * What every answer to a fuzzed request must look like (issue 17, ARCHITECTURE.md "HTTP
 * envelope"): no 5xx; a refusal is `{errors: [{message, code, field?}]}` with a German message
 * and no stack trace; a success under /api is `{data}` (or 204). Returns the broken rule as a
 * short English sentence for the report, or null.
 */

/** English words that never occur in our German messages but do in library defaults. */
const ENGLISH =
  /\b(error|errors|invalid|must|cannot|can't|undefined|NaN|Infinity|required|allowed|failed|unexpected|expected|object Object|is not|the|value|Bad Request|Not Found|Forbidden|Unauthorized|Too Many|Payload|Internal Server)\b/i;
/** A stack frame, a source path or a module path leaking out. */
const STACK_TRACE = /\n\s+at\s|\bat [\w.<>]+ \(|\.(ts|js):\d+|node_modules|\/work\/|\\n\s+at\s/;

/**
 * Endpoints whose success body a protocol fixes (Star CloudPRNT polls and job downloads), not
 * our envelope; their refusals still use it.
 */
const PROTOCOL_ANSWERS = /^\/api\/cloudprnt\//;
/**
 * A file is its own body, not an envelope: a rendered image template, a price-label or timesheet
 * PDF, a CSV export, a font's embed CSS. Only the success may be a file; refusals are JSON.
 */
const FILE_TYPES = /^(image\/|font\/|application\/pdf|text\/csv|text\/css)/;

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The rule a German envelope message breaks, or null. */
export function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'error without a message';
  const english = ENGLISH.exec(message);
  if (english) return `message not German ("${english[0]}")`;
  if (STACK_TRACE.test(message)) return 'stack trace or path in the message';
  return null;
}

function errorEnvelopeProblem(answer: Answer): string | null {
  if (!answer.contentType.includes('application/json'))
    return `refusal not JSON (${answer.contentType || 'no type'})`;
  if (STACK_TRACE.test(answer.text)) return 'stack trace or path in the refusal';
  const parsed = parseJson(answer.text);
  if (!parsed.ok) return 'refusal is not valid JSON';
  const body = parsed.value;
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0)
    return 'refusal without errors[]';
  for (const item of body.errors) {
    if (!isRecord(item)) return 'errors[] item is not an object';
    const problem = messageProblem(item.message);
    if (problem) return problem;
    if (typeof item.code !== 'string' || item.code === '') return 'error without a code';
    if (item.field !== undefined && typeof item.field !== 'string') return 'error field is not a string';
  }
  return null;
}

function successEnvelopeProblem(path: string, answer: Answer): string | null {
  if (answer.status === 204 || answer.status < 200 || answer.status >= 300) return null;
  if (!path.startsWith('/api/') || PROTOCOL_ANSWERS.test(path)) return null;
  if (answer.contentType.includes('text/event-stream')) return null;
  if (FILE_TYPES.test(answer.contentType)) return null;
  const parsed = parseJson(answer.text);
  if (!parsed.ok || !isRecord(parsed.value) || !('data' in parsed.value))
    return 'success outside the {data} envelope';
  return null;
}

/** The contract an answer to `path` breaks, or null when it keeps it. */
export function answerProblem(path: string, answer: Answer): string | null {
  if (answer.status === 0) return answer.text;
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (answer.status >= 400) return errorEnvelopeProblem(answer);
  return successEnvelopeProblem(path, answer);
}
