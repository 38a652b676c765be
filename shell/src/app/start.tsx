import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, loadInit, ThekeProviders } from '@theke/ui';
import { registerInlineZoneOffsets } from './zone-offsets';
import { registerInlineRegistry } from '../remotes/registry';
import { App } from './App';

export function start(): void {
  const queryClient = createQueryClient();
  registerInlineRegistry();
  registerInlineZoneOffsets();
  // The gateway preloads /api/init in the HTML, so this usually resolves from the preload.
  const init = loadInit(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the shell HTML');
  createRoot(container).render(
    <StrictMode>
      <ThekeProviders queryClient={queryClient}>
        <App init={init} />
      </ThekeProviders>
    </StrictMode>,
  );
}
