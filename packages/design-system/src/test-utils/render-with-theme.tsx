import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { FundnetThemeProvider } from '../theme/fundnet-theme-provider';

function Wrapper({ children }: { children?: ReactNode }) {
  return (
    <FundnetThemeProvider mode="light" cssBaseline={false}>
      {children}
    </FundnetThemeProvider>
  );
}

/** Testing Library's render inside Fundnet's light theme. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: Wrapper, ...options });
}
