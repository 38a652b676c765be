/**
 * The live preview (issue 20, ADR 0045): the real page route in an iframe of the same origin at
 * phone or desktop width, scaled to the room beside the form, showing the unsaved page through
 * the website's own blocks (the page asks for the draft when it is ready; every change is sent).
 */
import { useEffect, useRef, useState } from 'react';
import { Button, styled, useTranslation, type Site } from '@theke/ui';
import { previewMessageOf, SITE_PREVIEW_DRAFT, SITE_PREVIEW_PARAM, SITE_PREVIEW_READY } from '@theke/ui/site-preview';
import { Hint, Row } from '../../forms';

/** SPEC §9 breakpoints: a phone below the 720 px tablet width, a desktop above 1024 px. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;
const FRAME_HEIGHT = { phone: 844, desktop: 900 } as const;

const Box = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  iframe {
    border: 0;
    transform-origin: 0 0;
  }
`;

/** The route the frame opens: the stored page's path (its first screen server-rendered), else a free one. */
export function previewSource(storedPath: string | null): string {
  const path = storedPath && storedPath.startsWith('/') && storedPath !== '/' ? storedPath : '/vorschau';
  return `${path}?${SITE_PREVIEW_PARAM}=1`;
}

export function SitePreview({ site, storedPath }: { site: Site; storedPath: string | null }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device>('phone');
  const [room, setRoom] = useState(360);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(site);
  latest.current = site;

  const send = () => frame.current?.contentWindow?.postMessage({ type: SITE_PREVIEW_DRAFT, site: latest.current }, window.location.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && previewMessageOf(event)?.type === SITE_PREVIEW_READY) send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(send, [site]);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setRoom(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = PREVIEW_WIDTHS[device];
  const scale = Math.min(1, room / width);
  return (
    <section aria-label={t('sitePreview.title')} data-testid="site-preview">
      <h2>{t('sitePreview.title')}</h2>
      <Row role="group" aria-label={t('sitePreview.title')}>
        {(Object.keys(PREVIEW_WIDTHS) as Device[]).map((candidate) => (
          <Button key={candidate} $variant={candidate === device ? 'primary' : 'secondary'} aria-pressed={candidate === device} onClick={() => setDevice(candidate)}>
            {t(`sitePreview.${candidate}`)}
          </Button>
        ))}
      </Row>
      <Hint as="p">{t('sitePreview.hint')}</Hint>
      <Box ref={box} style={{ height: FRAME_HEIGHT[device] * scale }}>
        <iframe
          ref={frame}
          title={t('sitePreview.frame', { width })}
          src={previewSource(storedPath)}
          width={width}
          height={FRAME_HEIGHT[device]}
          style={{ transform: `scale(${scale})` }}
          data-width={width}
        />
      </Box>
    </section>
  );
}
