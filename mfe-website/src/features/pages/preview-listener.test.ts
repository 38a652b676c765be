import type { Site } from '@theke/ui';
import { SITE_PREVIEW_DRAFT, SITE_PREVIEW_READY } from '@theke/ui/site-preview';
import { listenForPreview } from './preview-listener';

const DRAFT = { id: 5, name: 'Team', path: '/team', type: 'default', isPublic: false, content: { body: [] } } as unknown as Site;

describe('the page inside the live preview', () => {
  it('says it is ready, then shows the drafts its editor sends from this origin only', () => {
    const posted = jest.spyOn(window, 'postMessage');
    const shown: Site[] = [];
    listenForPreview((site) => shown.push(site));
    expect(posted).toHaveBeenCalledWith({ type: SITE_PREVIEW_READY }, window.location.origin);

    const send = (data: unknown, origin = window.location.origin) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: window.parent }));
    send({ type: SITE_PREVIEW_DRAFT, site: DRAFT });
    send({ type: SITE_PREVIEW_DRAFT, site: { ...DRAFT, name: 'Fremd' } }, 'https://evil.example');
    send({ type: 'something-else', site: DRAFT });
    expect(shown).toEqual([DRAFT]);
  });
});
