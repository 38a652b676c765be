import { useState } from 'react';
import { Overlay, useBlocks, useRouteContext } from '@theke/ui';

const DISMISSED_KEY = 'theke-popup-dismissed';

function dismissedIds(): string[] {
  try {
    return JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** SPEC §2: a public popup block is shown as an overlay and dismissed by a click. */
export function PublicPopup() {
  const { data: blocks = [] } = useBlocks();
  const selfService = useRouteContext() === 'self-service';
  const [dismissed, setDismissed] = useState(dismissedIds);
  const popup = blocks.find((block) => block.type === 'popup' && block.isPublic && !dismissed.includes(String(block.id)));
  if (!popup || selfService) return null;

  const dismiss = () => {
    const next = [...dismissed, String(popup.id)];
    setDismissed(next);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Private mode: the popup simply comes back on the next visit.
    }
  };

  return (
    <Overlay onClose={dismiss} label={popup.name}>
      {/* Staff-authored rich text from the content block (SPEC §3 Block content.text). */}
      <div onClick={dismiss} data-testid="public-popup" dangerouslySetInnerHTML={{ __html: popup.content?.text ?? '' }} />
    </Overlay>
  );
}
