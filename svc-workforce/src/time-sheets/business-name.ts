import type { ServiceContext } from '@theke/server';

/**
 * The business's name for the head of the PDF time sheets (config `businessName`, svc-content,
 * asked as a peer when a PDF is made: exports are rare). Without the peer or an answer the sheet
 * carries only its title: a payroll export must not fail over a heading.
 */
export async function businessName(context: ServiceContext): Promise<string | null> {
  if (!context.peers.has('content')) return null;
  try {
    const config = await context.peers.get<{ businessName?: string | null }>('content', '/config');
    return config.businessName?.trim() || null;
  } catch (error) {
    context.log.warn({ err: error }, 'content service unreachable, time sheet printed without the business name');
    return null;
  }
}
