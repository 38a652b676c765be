/**
 * Redirects `#/redirects` (SPEC §3 Redirect, §7 CRUD, issue 20): old paths of the website and where
 * they lead, the form engine's list and form. svc-content refuses a target that exists nowhere and
 * any chain that loops, in German, at the target field (ADR 0046).
 */
import { redirectDescription } from '@theke/contracts';
import type { EntityScreen } from '../entities';

export const REDIRECT_SCREEN: EntityScreen = {
  description: redirectDescription,
  path: '/redirects',
  label: 'Redirects',
  forEmployees: false,
};
