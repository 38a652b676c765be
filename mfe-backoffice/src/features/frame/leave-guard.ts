/**
 * Unsaved changes are not lost by a slip (issue 19): while a form is dirty, leaving the page
 * (reload, closing the tab) or moving to another back-office hash asks first.
 */
import { useEffect } from 'react';
import { translate } from '@theke/ui';

let dirtyForms = 0;

/** True when nothing is unsaved, or the user confirms leaving anyway. */
export function mayLeave(): boolean {
  return dirtyForms === 0 || window.confirm(translate('forms.unsavedChanges'));
}

const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set.
  event.returnValue = '';
};

/** Registers a form's dirty state for as long as it is dirty and mounted. */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    dirtyForms += 1;
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      dirtyForms -= 1;
      if (dirtyForms === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [dirty]);
}
