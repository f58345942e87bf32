import { Button } from '@mui/material';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { SectionCard } from './section-card';

it('renders a section named by its title, with actions, content and footer', () => {
  renderWithTheme(
    <SectionCard title="Key people" subtitle="Who runs the fund" actions={<Button>Add</Button>} footer={<Button>Save</Button>}>
      <p>Jane Doe</p>
    </SectionCard>,
  );
  const section = screen.getByRole('region', { name: 'Key people' });
  expect(section).toHaveTextContent('Who runs the fund');
  expect(section).toHaveTextContent('Jane Doe');
  expect(screen.getByRole('heading', { level: 2, name: 'Key people' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});
