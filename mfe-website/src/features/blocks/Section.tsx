import type { ReactNode } from 'react';
import { styled } from '@theke/ui';
import type { Background } from './block-values';

const Wrapper = styled.section<{ $background: Background }>`
  margin: 0 0 2rem;
  padding: ${({ $background }) => ($background === 'gray' ? '1.5rem' : '0')};
  background: ${({ $background, theme }) => ($background === 'gray' ? theme.colors.surface : 'transparent')};
  border-radius: ${({ theme }) => theme.radius};
  > h2 {
    margin-top: 0;
  }
`;

export const RichText = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** A block with an optional title and the white/gray background of SPEC §3. */
export function Section({
  title,
  background = 'white',
  testId,
  children,
}: {
  title?: string;
  background?: Background;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Wrapper $background={background} data-testid={testId} data-block={testId}>
      {title ? <h2>{title}</h2> : null}
      {children}
    </Wrapper>
  );
}

/** Staff-authored rich text, sanitised by svc-content on write. */
export function Html({ html }: { html: string }) {
  return html ? <RichText dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
