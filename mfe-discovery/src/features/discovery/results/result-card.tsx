import { DescriptionList, FavouriteButton, FollowButton, ProfileAvatar } from '@fundnet/design-system';
import { type DiscoveryItem, profilePublicPath } from '@fundnet/validation-schema';
import StarOutlined from '@mui/icons-material/StarOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cardCompany, cardFacts } from './card-facts';
import { RESULT_CARD_MIN_HEIGHT } from './result-card-skeleton';
import { followerCount, profileLinks } from './format';

const MAX_TAGS = 5;

/**
 * One result: logo, name (the link to the public profile, which mfe-profiles serves), badges, headline,
 * the kind's key facts, tags, follower count, and the follow and favourite actions. The contact links
 * come only with the signed-in search; visitors' buttons lead to sign-in and back.
 */
export function ResultCard({ item }: { item: DiscoveryItem }) {
  const nameId = useId();
  const href = profilePublicPath(item);
  const company = cardCompany(item);
  const facts = cardFacts(item);
  const links = profileLinks(item.links);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ height: '100%', minHeight: RESULT_CARD_MIN_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ProfileAvatar name={item.name} src={item.logo} size={56} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={nameId} component="h3" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={href} underline="hover" color="inherit">
                {item.name}
              </Link>
            </Typography>
            {company && (
              <Typography variant="body2" color="text.secondary">
                {company}
              </Typography>
            )}
            {(item.verified || item.featured) && (
              <Stack direction="row" spacing={1} sx={{ mt: 0.75 }}>
                {item.verified && <Chip size="small" color="success" variant="outlined" icon={<VerifiedOutlined />} label="Verified" />}
                {item.featured && <Chip size="small" color="secondary" variant="outlined" icon={<StarOutlined />} label="Featured" />}
              </Stack>
            )}
          </Box>
        </Stack>
        {item.headline && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {item.headline}
          </Typography>
        )}
        {facts.length > 0 && (
          <DescriptionList
            items={facts.map((fact) => ({ label: fact.term, value: fact.detail }))}
            labelWidth="max-content"
            stackBelow={false}
            dense
            sx={{ mt: 1.5 }}
          />
        )}
        {item.tags.length > 0 && (
          <Box
            component="ul"
            aria-label="Tags"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {item.tags.slice(0, MAX_TAGS).map((tag) => (
              <Chip component="li" key={tag} size="small" label={tag} />
            ))}
            {item.tags.length > MAX_TAGS && (
              <Chip component="li" size="small" variant="outlined" label={`+${item.tags.length - MAX_TAGS}`} />
            )}
          </Box>
        )}
        {links.length > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            {links.map((link) => (
              <Link key={link.name} href={link.href} target="_blank" rel="noopener noreferrer" variant="body2">
                {link.name}
              </Link>
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {followerCount(item.followerCount)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FavouriteButton profileId={item.id} favourite={item.favourite} profileName={item.name} />
          <FollowButton profileId={item.id} following={item.following} profileName={item.name} />
        </Stack>
      </CardActions>
    </Card>
  );
}
