import { useEffect, useState } from 'react';
import { useQueryClient } from '@theke/ui';
import { type LinkOpening, forgetLoginLink, loginLinkTokenOf, openingOf, signInOnce } from './login-link';
import { loginErrorMessage } from './login-error';

export interface LoginLinkState {
  /** A link from the address is being checked. */
  signingIn: boolean;
  /** Why the link did not sign in (SPEC §5), until dismissed. */
  error: string | null;
  dismiss(): void;
}

function openingInAddress(): LinkOpening | null {
  const token = loginLinkTokenOf(window.location.hash);
  return token ? openingOf(token) : null;
}

/**
 * Opening /backend#/login-link/{token} signs in with the token (issue 19): the page posts it, so
 * a mail scanner that merely fetches the address uses nothing up. A link pasted into a tab that
 * already shows /backend arrives as a hash change, not as a page load.
 */
export function useLoginLink(): LoginLinkState {
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(openingInAddress);
  const [outcome, setOutcome] = useState<{ id: number; error: string | null } | null>(null);

  useEffect(() => {
    const onHashChange = () => {
      const next = openingInAddress();
      if (next) setOpening(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (!opening) return;
    forgetLoginLink();
    let current = true;
    signInOnce(opening, queryClient).then(
      () => {
        if (current) setOutcome({ id: opening.id, error: null });
      },
      (failure: unknown) => {
        if (current) setOutcome({ id: opening.id, error: loginErrorMessage(failure) });
      },
    );
    return () => {
      current = false;
    };
  }, [opening, queryClient]);

  const settled = outcome !== null && outcome.id === opening?.id;
  return {
    signingIn: opening !== null && !settled,
    error: settled ? outcome.error : null,
    dismiss: () => setOutcome((last) => (last ? { ...last, error: null } : last)),
  };
}
