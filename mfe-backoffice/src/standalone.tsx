// Development only: runs this remote on its own against the gateway (log in through the shell first).
import { mountStandalone } from '@theke/ui/standalone';

mountStandalone({ '*': () => import('./routes/BackofficeApp') });
