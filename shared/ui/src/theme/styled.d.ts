import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // Declaration merging gives every styled component a typed `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
