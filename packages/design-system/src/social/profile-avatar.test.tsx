import { getContrastRatio } from '@mui/material';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { avatarColourOf, initialsOf, PROFILE_AVATAR_COLOURS, ProfileAvatar } from './profile-avatar';

describe('initialsOf', () => {
  it.each([
    ['Northwind Ventures II', 'NV'],
    ['Alder', 'A'],
    ['  alder   capital  ', 'AC'],
    ['(Beta) Partners', 'BP'],
    ['Élan Capital', 'ÉC'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarColourOf', () => {
  it('gives a name the same colour every time, from the palette', () => {
    expect(avatarColourOf('Northwind Ventures II')).toBe(avatarColourOf('Northwind Ventures II'));
    expect(PROFILE_AVATAR_COLOURS).toContain(avatarColourOf('Northwind Ventures II'));
  });

  it('spreads names over more than one colour', () => {
    const names = ['Alder Capital', 'Birch Partners', 'Cedar Growth', 'Northwind Ventures II', 'Oakline Seed', 'Pine Fund I'];
    expect(new Set(names.map(avatarColourOf)).size).toBeGreaterThan(2);
  });

  it.each(PROFILE_AVATAR_COLOURS)('%s keeps white initials readable (contrast ≥ 4.5:1)', (colour) => {
    expect(getContrastRatio(colour, '#fff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('ProfileAvatar', () => {
  it('shows the initials on the name’s colour when there is no logo, hidden from assistive technology', () => {
    const { container } = renderWithTheme(<ProfileAvatar name="Northwind Ventures II" src={null} />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar).toHaveTextContent('NV');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(avatar).backgroundColor).toBe(hexToRgb(avatarColourOf('Northwind Ventures II')));
  });

  it('shows the logo with its text alternative when one is given', () => {
    renderWithTheme(<ProfileAvatar name="Northwind Ventures II" src="https://cdn.example/logo.png" alt="Northwind Ventures II logo" />);
    expect(screen.getByRole('img', { name: 'Northwind Ventures II logo' })).toHaveAttribute('src', 'https://cdn.example/logo.png');
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
