import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';

/** /favorites: the profiles the user marked as favorite (the list arrives with the discovery work). */
export function FavoritesPage() {
  return (
    <AreaEmptyPage
      title="Favorites"
      subtitle="The funds, investors and service providers you marked as favorite, to come back to them quickly."
      icon={<StarBorderOutlined />}
      emptyTitle="No favorites to show yet"
      emptyDescription="Favorites arrive with the discovery work. Mark a profile as favorite in discovery or on its page and it will be listed here, with who else favourited your profile."
      needsSignIn
      action={<LinkButton to="/fund/discovery">Discover funds</LinkButton>}
    />
  );
}
