import type { Decorator } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';

/**
 * Storybook decorator: a memory router at `url`, for components that link or read the location
 * (inside the shell and the remotes the app runtime provides the router).
 */
export function withRouter(url = '/'): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[url]}>
      <Story />
    </MemoryRouter>
  );
}
