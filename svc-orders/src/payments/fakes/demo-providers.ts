import type { DatatransSettings, MollieSettings } from '../../settings';
import { FakeDatatrans } from './fake-datatrans';
import { FakeMollie } from './fake-mollie';

export interface DemoProviders {
  mollie: MollieSettings;
  datatrans: DatatransSettings;
}

let running: Promise<DemoProviders> | null = null;
let servers: Array<{ close(): Promise<void> }> = [];

/**
 * Demo and e2e without provider keys: the fakes run in this process on free local ports, and
 * the adapters talk to them over HTTP exactly as to the real providers. Started on first use.
 */
export function demoProviders(): Promise<DemoProviders> {
  running ??= (async () => {
    const mollie = new FakeMollie();
    const datatrans = new FakeDatatrans();
    const [mollieUrl, datatransUrl] = await Promise.all([mollie.start(), datatrans.start()]);
    mollie.unref();
    datatrans.unref();
    servers = [mollie, datatrans];
    return {
      mollie: { apiUrl: mollieUrl, apiKey: 'test_demo0000000000000000000000000' },
      datatrans: { apiUrl: datatransUrl, payUrl: datatransUrl, ...datatrans.merchant },
    };
  })();
  return running;
}

/** Stops the demo fakes (tests; a running platform keeps them for its lifetime). */
export async function stopDemoProviders(): Promise<void> {
  const stopping = servers;
  servers = [];
  running = null;
  await Promise.all(stopping.map((server) => server.close()));
}
