import { useEffect } from 'react';
import { Loader, logout } from '@theke/ui';

let loggingOut: Promise<void> | null = null;

/**
 * /backend/logout ends the session, then loads /backend afresh: a full page load drops every
 * staff-only entry from memory and shows the login form.
 */
export default function LogoutPage() {
  useEffect(() => {
    loggingOut ??= logout()
      .catch(() => undefined)
      .then(() => window.location.replace('/backend'));
  }, []);
  return <Loader />;
}
