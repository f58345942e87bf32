import { Button } from '@mui/material';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PageHeader } from './page-header';

it('renders the title as the page heading, the subtitle and the actions', () => {
  renderWithTheme(<PageHeader title="Data room" subtitle="Files shared with investors" actions={<Button>Upload</Button>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Data room' })).toBeInTheDocument();
  expect(screen.getByText('Files shared with investors')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
});
