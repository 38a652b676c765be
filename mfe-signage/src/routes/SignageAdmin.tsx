import { registerTexts } from '@theke/ui';
import { signageAdminTexts } from '@theke/ui/texts/signage-admin';
import { staffMessageTexts } from '@theke/ui/texts/staff-messages';
import { TvPanel } from '../admin';

// Registered when the back-office first shows this module: guest pages never carry these texts.
registerTexts(staffMessageTexts);
registerTexts(signageAdminTexts);

/**
 * The TVs' live panel (online state, what each shows, commands), shown by the back-office's
 * 'TVs' tab at `#/signage/tvs`. Scenes, segments, streams and the TV form are the back-office's
 * entity screens with its one form engine (ADR 0042 "Screens").
 */
export default function SignageAdmin() {
  return <TvPanel />;
}
